/**
 * Range checks generated validators call in place of typia's for `tags.Type<...>`, so that the
 * validator checks exactly the bound the OpenAPI document states (the transformer writes the same
 * numbers, `programmers/schema.ts` TYPE_RANGES).
 */

/** 2^63: exact as a double, unlike 2^63 - 1, which a double rounds up to 2^63. */
const TWO_63 = 2 ** 63;
/** 2^64, for the same reason. */
const TWO_64 = 2 ** 64;
/** The largest float32 as typia states it; typia's own check takes -1.175494351e38 as the least. */
const FLOAT_MAX = 3.4028235e38;

/**
 * `tags.Type<'int64'>` on a number: an integer from -2^63 up to, not including, 2^63. typia
 * compares with `2 ** 63 - 1`, which is 2^63 as a double, and so accepts 2^63 itself; the document
 * says `exclusiveMaximum: 9223372036854775808`, and this check agrees.
 *
 * @example _isTypeInt64(2 ** 63) // false
 */
export function _isTypeInt64(value: number): boolean {
  return Math.floor(value) === value && -TWO_63 <= value && value < TWO_63;
}

/**
 * `tags.Type<'uint64'>` on a number: an integer from 0 up to, not including, 2^64 (the document's
 * `exclusiveMaximum: 18446744073709551616`), where typia's `2 ** 64 - 1` accepts 2^64.
 *
 * @example _isTypeUint64(2 ** 64) // false
 */
export function _isTypeUint64(value: number): boolean {
  return Math.floor(value) === value && 0 <= value && value < TWO_64;
}

/**
 * `tags.Type<'float'>`: a number from -3.4028235e38 to 3.4028235e38, the range the document
 * states; typia's own check takes the smallest normal float's magnitude (-1.175494351e38) as the
 * least value, and so refuses -2e38.
 *
 * @example _isTypeFloat(-2e38) // true
 */
export function _isTypeFloat(value: number): boolean {
  return -FLOAT_MAX <= value && value <= FLOAT_MAX;
}
