/**
 * What the generated checks of documented answers call in place of typia's own forms, so that a
 * value they accept is one the generated JSON writer writes as valid JSON matching the type: an
 * array is walked at every index (typia's `every` and `map` skip the holes of a sparse array, which
 * its writer would then write as `[1,,3]`), and a Date must hold a time (an invalid Date has none
 * and no JSON form). Request validators use `_allElements` too, as a cheaper form of typia's walk.
 */

/**
 * `array.every(test)`, except that a hole (an index the array does not have, as in `[1, , 3]` or
 * `new Array(3)`) fails the test instead of being skipped.
 *
 * @example _everyElement([1, , 3], (n) => typeof n === 'number') // false
 */
export function _everyElement<T>(array: readonly T[], test: (element: T, index: number) => unknown): boolean {
  for (let i = 0; i < array.length; i++) if (!(i in array) || !test(array[i] as T, i)) return false;
  return true;
}

/**
 * `array.map(map)`, except that a hole is visited as `undefined` instead of being skipped, so the
 * problem reporter of a generated check names it.
 *
 * @example _mapElements([1, , 3], (n) => n) // [1, undefined, 3]
 */
export function _mapElements<T, U>(array: readonly T[], map: (element: T, index: number) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < array.length; i++) out.push(map(array[i] as T, i));
  return out;
}

/**
 * `array.map(check).every(flag => flag)` without the array of flags: `check` runs on every element
 * (so each problem is reported, until the reporter stops the validator) and the result says
 * whether it passed on all. A hole is checked as `undefined`, as in {@link _mapElements}.
 *
 * @example _allElements([1, 'x', 3], (n) => typeof n === 'number') // false, after checking all three
 */
export function _allElements<T>(array: readonly T[], check: (element: T, index: number) => unknown): boolean {
  let all = true;
  for (let i = 0; i < array.length; i++) if (!check(array[i] as T, i)) all = false;
  return all;
}

/**
 * Whether `value` is a Date that holds a time: `new Date('soon')` is a Date whose `toJSON()` is
 * null, which no `date-time` string is.
 *
 * @example _isDate(new Date(0)) // true
 * @example _isDate(new Date(NaN)) // false
 */
export function _isDate(value: unknown): boolean {
  return value instanceof Date && !Number.isNaN(value.getTime());
}
