/**
 * The negative and boundary cases of one value for `checkContract`: for each constraint of its
 * schema, a value that breaks exactly that constraint (and so must be refused with a 400 naming its
 * place) and the values at the constraint's edge (which must be accepted).
 */
import {
  above,
  below,
  CHECKED_FORMATS,
  documentRegExp,
  nullableOf,
  numberRange,
  patternString,
  variantsOf,
  type Json,
  type Random,
  type Resolve,
} from './check-values.js';

/** Removes the value at a case's place (a required property left out). */
export const REMOVE: unique symbol = Symbol('remove');

/** One changed value: where (steps below the value's root), what it becomes and why. */
export interface ValueCase {
  /** `violation`: must be refused with a 400 naming `steps`; `boundary`: must be accepted; `unknown`: an undeclared property, refused (400 naming it) or dropped. */
  readonly kind: 'violation' | 'boundary' | 'unknown';
  readonly steps: readonly (string | number)[];
  readonly value: unknown;
  /** `at its maxLength 100`, `below its minimum 1`, `left out (required)`. */
  readonly what: string;
}

/** Where a value travels: a JSON body keeps its types; a path, query or header value is text. */
export type Carrier = 'body' | 'text';

/** A property name no document declares, sent to see that undeclared properties are refused or dropped. */
export const UNKNOWN_KEY = 'fwCheckUnknown';

/** A constraint the cases could not test, and why. */
export interface SkippedConstraint {
  readonly steps: readonly (string | number)[];
  readonly what: string;
  readonly reason: string;
}

/**
 * The cases of `value` (valid for `schema`) at each constraint: wrong type, enum and const,
 * string lengths, patterns and formats, number bounds and integers, array lengths, required and
 * undeclared properties, and every nested value present in `value`. The unions of several shapes
 * are only given a value of no member's type, since a wrong value inside one member may match
 * another; a nullable value is followed into its non-null member.
 */
export function valueCases(
  schema: Json,
  value: unknown,
  resolve: Resolve,
  carrier: Carrier,
  random: Random,
  skipped: SkippedConstraint[],
  steps: readonly (string | number)[] = [],
  depth = 0,
): ValueCase[] {
  const out: ValueCase[] = [];
  if (depth > 8) return out;
  const s = resolve(schema);
  const at = (kind: ValueCase['kind'], v: unknown, what: string, where = steps): void => {
    out.push({ kind, steps: where, value: v, what });
  };
  const inner = nullableOf(s, resolve);
  if (inner !== undefined) {
    if (carrier === 'body') at('violation', wrongTypeOf(resolve(inner)), 'of the wrong type');
    return [...out, ...valueCases(inner, value, resolve, carrier, random, skipped, steps, depth + 1)];
  }
  if (variantsOf(s) !== undefined) {
    if (carrier === 'body') at('violation', 12345.5, 'a value of none of its types');
    return out;
  }
  if (Array.isArray(s['enum'])) {
    const values = s['enum'] as unknown[];
    at('violation', typeof values[0] === 'number' ? 987654 : 'fwc-not-listed', 'a value not in its enum');
    for (const allowed of values.slice(0, 10))
      if (JSON.stringify(allowed) !== JSON.stringify(value)) at('boundary', allowed, 'another value of its enum');
    return out;
  }
  if ('const' in s) {
    at('violation', typeof s['const'] === 'number' ? 987654 : 'fwc-not-the-const', 'a value other than its const');
    return out;
  }
  const type = s['type'];
  if (carrier === 'body' || type === 'integer' || type === 'number' || type === 'boolean')
    at('violation', carrier === 'body' ? wrongTypeOf(s) : 'fwc', 'of the wrong type');
  switch (type) {
    case 'string':
      out.push(...stringCases(s, value, random, skipped, steps));
      break;
    case 'integer':
    case 'number':
      out.push(...numberCases(s, value, skipped, steps));
      break;
    case 'array': {
      if (!Array.isArray(value)) break;
      const min = typeof s['minItems'] === 'number' ? s['minItems'] : 0;
      const max = typeof s['maxItems'] === 'number' ? s['maxItems'] : undefined;
      const filler: unknown = value[value.length - 1];
      const sized = (n: number): unknown[] => {
        const items = value.slice(0, n);
        while (items.length < n) items.push(filler);
        return items;
      };
      if (value.length > 0 && s['prefixItems'] === undefined) {
        if (min > 0) {
          at('violation', sized(min - 1), `with ${min - 1} items, below its minItems ${min}`);
          at('boundary', sized(min), `with ${min} items, its minItems`);
        }
        if (max !== undefined && max <= 100) {
          at('violation', sized(max + 1), `with ${max + 1} items, above its maxItems ${max}`);
          at('boundary', sized(max), `with ${max} items, its maxItems`);
        }
      }
      const prefix = (s['prefixItems'] ?? []) as Json[];
      value.forEach((item, i) => {
        if (i > prefix.length) return;
        const itemSchema = i < prefix.length ? prefix[i]! : (s['items'] as Json | undefined);
        if (itemSchema === undefined || typeof itemSchema !== 'object') return;
        out.push(...valueCases(itemSchema, item, resolve, carrier, random, skipped, [...steps, i], depth + 1));
      });
      break;
    }
    case 'object': {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) break;
      const record = value as Record<string, unknown>;
      const properties = (s['properties'] ?? {}) as Json;
      for (const name of (s['required'] ?? []) as string[])
        if (name in record) at('violation', REMOVE, 'left out (required)', [...steps, name]);
      if (s['additionalProperties'] === false)
        at('violation', true, 'a property it does not declare', [...steps, UNKNOWN_KEY]);
      else if (steps.length === 0 && s['additionalProperties'] === undefined)
        at('unknown', true, 'a property it does not declare', [...steps, UNKNOWN_KEY]);
      for (const [name, item] of Object.entries(record)) {
        const itemSchema = (properties[name] ?? s['additionalProperties']) as Json | undefined;
        if (itemSchema === undefined || typeof itemSchema !== 'object') continue;
        out.push(...valueCases(itemSchema, item, resolve, carrier, random, skipped, [...steps, name], depth + 1));
      }
      break;
    }
    default:
      break;
  }
  if (typeof s['multipleOf'] === 'number')
    skipped.push({ steps, what: `multipleOf ${s['multipleOf']}`, reason: 'the check sends no value for multipleOf' });
  return out;
}

/** A JSON value of a type the schema does not allow. */
function wrongTypeOf(s: Json): unknown {
  switch (s['type']) {
    case 'string':
      return 12345;
    case 'object':
      return [];
    case 'array':
      return {};
    default:
      return 'fwc';
  }
}

function stringCases(
  s: Json,
  value: unknown,
  random: Random,
  skipped: SkippedConstraint[],
  steps: readonly (string | number)[],
): ValueCase[] {
  const out: ValueCase[] = [];
  const min = typeof s['minLength'] === 'number' ? s['minLength'] : 0;
  const max = typeof s['maxLength'] === 'number' ? s['maxLength'] : undefined;
  const pattern = typeof s['pattern'] === 'string' ? documentRegExp(s['pattern']) : undefined;
  const format = typeof s['format'] === 'string' ? s['format'] : undefined;
  const fits = (text: string): boolean =>
    [...text].length >= min && (max === undefined || [...text].length <= max) && (pattern?.test(text) ?? true);
  const lengthsTestable = pattern === undefined && format === undefined;
  const ofLength = (n: number): string => random.letters(n);
  if (min > 0 || max !== undefined) {
    if (!lengthsTestable) {
      skipped.push({
        steps,
        what: `the length bounds${min > 0 ? ` minLength ${min}` : ''}${max === undefined ? '' : ` maxLength ${max}`}`,
        reason: `the string also has a ${pattern === undefined ? 'format' : 'pattern'}, so no value of a chosen length is made`,
      });
    } else {
      if (min > 0) {
        out.push({
          kind: 'violation',
          steps,
          value: ofLength(min - 1),
          what: `${min - 1} characters, below its minLength ${min}`,
        });
        out.push({ kind: 'boundary', steps, value: ofLength(min), what: `${min} characters, its minLength` });
      }
      if (max !== undefined && max <= 100_000) {
        out.push({
          kind: 'violation',
          steps,
          value: ofLength(max + 1),
          what: `${max + 1} characters, above its maxLength ${max}`,
        });
        out.push({ kind: 'boundary', steps, value: ofLength(max), what: `${max} characters, its maxLength` });
      }
    }
  }
  if (pattern !== undefined) {
    const base = typeof value === 'string' ? value : '';
    const candidates = [...'!x0A @.-_ '].flatMap((c) => [c.repeat(Math.max(1, min)), base + c, c + base]);
    const breaking = candidates.find(
      (text) => !pattern.test(text) && [...text].length >= min && (max === undefined || [...text].length <= max),
    );
    if (breaking === undefined)
      skipped.push({
        steps,
        what: `the pattern ${s['pattern'] as string}`,
        reason: 'no string of an allowed length that breaks it was found',
      });
    else
      out.push({
        kind: 'violation',
        steps,
        value: breaking,
        what: `does not match its pattern ${s['pattern'] as string}`,
      });
    const other = patternString(s['pattern'] as string, random);
    if (other !== undefined && other !== value && fits(other))
      out.push({ kind: 'boundary', steps, value: other, what: 'another string that matches its pattern' });
  }
  if (format !== undefined && CHECKED_FORMATS.has(format)) {
    const wrong = `not a ${format}`;
    if ((pattern?.test(wrong) ?? true) && [...wrong].length >= min && (max === undefined || [...wrong].length <= max))
      out.push({ kind: 'violation', steps, value: wrong, what: `not of its format ${format}` });
  }
  return out;
}

function numberCases(
  s: Json,
  value: unknown,
  skipped: SkippedConstraint[],
  steps: readonly (string | number)[],
): ValueCase[] {
  const out: ValueCase[] = [];
  const integer = s['type'] === 'integer';
  const { low, high } = numberRange(s);
  const at = (kind: ValueCase['kind'], v: number, what: string): void => {
    if (Number.isFinite(v)) out.push({ kind, steps, value: v, what });
  };
  const base = typeof value === 'number' ? value : low;
  if (integer && Math.floor(base) + 0.5 <= high && Math.abs(base) < 2 ** 40)
    at('violation', Math.floor(base) + 0.5, 'not an integer');
  if (typeof s['minimum'] === 'number') {
    at('violation', below(s['minimum'], integer), `below its minimum ${s['minimum']}`);
    at('boundary', low, 'its minimum');
  }
  if (typeof s['exclusiveMinimum'] === 'number') {
    at('violation', s['exclusiveMinimum'], `at its exclusiveMinimum ${s['exclusiveMinimum']}`);
    at('boundary', low, `the least value above its exclusiveMinimum ${s['exclusiveMinimum']}`);
  }
  if (typeof s['maximum'] === 'number') {
    at('violation', above(s['maximum'], integer), `above its maximum ${s['maximum']}`);
    at('boundary', high, 'its maximum');
  }
  if (typeof s['exclusiveMaximum'] === 'number') {
    at('violation', s['exclusiveMaximum'], `at its exclusiveMaximum ${s['exclusiveMaximum']}`);
    at('boundary', high, `the greatest value below its exclusiveMaximum ${s['exclusiveMaximum']}`);
  }
  if (typeof value !== 'number') skipped.push({ steps, what: 'a number', reason: 'its example is not a number' });
  return out;
}
