/** The request body contract at run time: nulls the document allows for optional properties, and unknown keys. */

/**
 * What happens to properties a body's type does not declare (at any depth, in arrays and union
 * members too): `'strip'` (the default) removes them before the handler runs, as pydantic and
 * Fastify's `removeAdditional` do; `'reject'` answers 400 listing each one, as nestia's
 * `assertEquals` does.
 */
export type UnknownKeys = 'strip' | 'reject';

/**
 * Where the document and a body's type see null and absence differently (made by the
 * transformer from the type): the document gives `x?: T` and `x: T | null` alike `oneOf [T, null]`
 * and leaves them out of `required`, so a null sent for `x?: T` is removed and an absent
 * `x: T | null` becomes null before validation, and the handler gets a value of its type.
 * `root` is the body's place; `objects` the object types that change something, by index.
 */
export interface NullPlan {
  readonly root: NullSlot;
  readonly objects: readonly NullObject[];
}

/**
 * A place in a body: the object types its value may be (`o`), keys one of them accepts null for
 * (`k`), its items' place (`a`), and whether a string there is a date-time to revive as a Date (`t`).
 */
export interface NullSlot {
  readonly o?: readonly number[];
  readonly k?: readonly string[];
  readonly a?: NullSlot;
  readonly t?: 1;
}

/**
 * One object type: the optional keys whose null is dropped (`d`), the required nullable keys an
 * absence of which becomes null (`n`), its properties' places (`p`) and its dynamic values' place (`v`).
 */
export interface NullObject {
  readonly d?: readonly string[];
  readonly n?: readonly string[];
  /** 1 when every property may be absent: an array is then refused here, as the document refuses it. */
  readonly x?: 1;
  readonly p?: Readonly<Record<string, NullSlot>>;
  readonly v?: NullSlot;
}

/** A value found where the type wants an object and the validator would let an array through. */
export class NotAnObject extends Error {
  constructor(
    /** Where, as typia writes paths (`$input.items[2]`). */
    readonly path: string,
    readonly value: unknown,
  ) {
    super(`expected an object at ${path}`);
  }
}

/**
 * Brings a parsed JSON body to the shape its type's validator checks, as `plan` says: removes
 * the nulls of optional properties, sets absent required nullable properties to null, and
 * revives RFC 3339 date-time strings where the type has a `Date`. Changes objects and arrays in
 * place and returns the body (a new value only when the body itself is a date). Throws
 * {@link NotAnObject} for an array where the type has only an object whose properties may all
 * be absent (typia's check accepts it, the document does not). Values of other unexpected
 * shapes are left for the validator to report.
 *
 * @example dropNulls({ name: 'x', email: null }, plan) // { name: 'x' }
 */
export function dropNulls(value: unknown, plan: NullPlan): unknown {
  try {
    // The usual pass keeps no path, so it allocates nothing.
    return visit(value, plan.root, plan.objects, null);
  } catch (error) {
    if (error !== LOCATE) throw error;
    // An array where an object belongs: walk again, keeping the path, to say where.
    return visit(value, plan.root, plan.objects, []);
  }
}

/**
 * Thrown by the pathless pass to ask for the pass that keeps the path, and caught in `dropNulls`.
 * Made once, so the pass allocates nothing when it throws it.
 */
const LOCATE = new Error('fw: an array where an object belongs (the pass that keeps the path says where)');

/** RFC 3339 `date-time` (section 5.6), as JSON Schema's `date-time` format reads it; the time zone is required. */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|[+-](\d{2}):?(\d{2}))$/;
const DATE_TIME_ZONE = /([+-])(\d{2}):?(\d{2})$/;
const DAYS = [0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * The Date a date-time string stands for, or undefined when it is not a valid RFC 3339
 * date-time (a 31st of April, hour 24, no time zone). A leap second (`23:59:60`) is read as
 * the last millisecond before it, since a Date cannot hold it.
 */
function reviveDateTime(text: string): Date | undefined {
  const m = DATE_TIME.exec(text);
  if (m === null) return undefined;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const leapYear = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (month < 1 || month > 12 || day < 1 || day > (month === 2 && !leapYear ? 28 : DAYS[month]!)) return undefined;
  const hour = Number(m[4]);
  const minute = Number(m[5]);
  const second = Number(m[6]);
  if ((m[7] !== undefined && Number(m[7]) > 23) || (m[8] !== undefined && Number(m[8]) > 59)) return undefined;
  if (hour > 23 || minute > 59 || second > 60) return undefined;
  if (second === 60) {
    // A leap second only ends a UTC day: 23:59:60Z, or the same instant in another zone.
    const zone = DATE_TIME_ZONE.exec(text);
    const sign = zone === null ? 0 : zone[1] === '-' ? -1 : 1;
    const utcMinute = minute - (zone === null ? 0 : Number(zone[3])) * sign;
    const utcHour = hour - (zone === null ? 0 : Number(zone[2])) * sign - (utcMinute < 0 ? 1 : 0);
    if (!((utcHour === 23 || utcHour === -1) && (utcMinute === 59 || utcMinute === -1))) return undefined;
  }
  // Date parses the ISO form: upper-case T and Z, T between date and time, and second 59 for a leap second.
  const iso =
    text.slice(0, 10) +
    'T' +
    text.slice(11, 17) +
    (second === 60 ? '59' : text.slice(17, 19)) +
    text.slice(19).toUpperCase();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return second === 60 ? new Date(Math.floor(date.getTime() / 1000) * 1000 + 999) : date;
}

function pathText(path: readonly (string | number)[]): string {
  let out = '$input';
  for (const step of path)
    out +=
      typeof step === 'number'
        ? `[${step}]`
        : /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(step)
          ? `.${step}`
          : `[${JSON.stringify(step)}]`;
  return out;
}

function visit(
  value: unknown,
  slot: NullSlot,
  objects: readonly NullObject[],
  path: (string | number)[] | null,
): unknown {
  if (typeof value === 'string') {
    if (slot.t !== 1) return value;
    return reviveDateTime(value) ?? value;
  }
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const items = slot.a;
    if (items !== undefined) {
      for (let i = 0; i < value.length; i++) {
        path?.push(i);
        const item: unknown = value[i];
        const next = visit(item, items, objects, path);
        if (next !== item) value[i] = next;
        path?.pop();
      }
    } else if (slot.o !== undefined && slot.o.some((i) => objects[i]!.x === 1)) {
      if (path === null) throw LOCATE;
      throw new NotAnObject(pathText(path), value);
    }
    return value;
  }
  const record = value as Record<string, unknown>;
  const types = slot.o;
  if (types === undefined) return value;
  const kept = slot.k;
  for (const i of types) {
    const object = objects[i]!;
    if (object.d !== undefined) {
      for (const key of object.d) {
        if (record[key] === null && Object.hasOwn(record, key) && (kept === undefined || !kept.includes(key)))
          delete record[key];
      }
    }
    if (object.n !== undefined) {
      for (const key of object.n) {
        // In a union, only a key every member requires as nullable is filled in.
        if (
          !Object.hasOwn(record, key) &&
          (types.length === 1 || types.every((t) => objects[t]!.n?.includes(key) === true))
        )
          record[key] = null;
      }
    }
    if (object.p !== undefined) {
      for (const key in object.p) {
        if (!Object.hasOwn(record, key)) continue;
        path?.push(key);
        const item = record[key];
        const next = visit(item, object.p[key]!, objects, path);
        if (next !== item) record[key] = next;
        path?.pop();
      }
    }
    if (object.v !== undefined) {
      for (const key of Object.keys(record)) {
        path?.push(key);
        const item = record[key];
        const next = visit(item, object.v, objects, path);
        if (next !== item) record[key] = next;
        path?.pop();
      }
    }
  }
  return value;
}
