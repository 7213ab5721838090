/** The request body contract at run time: nulls the document allows for optional properties, and unknown keys. */

/**
 * What happens to properties a body's type does not declare (at any depth, in arrays and union
 * members too): `'strip'` (the default) removes them before the handler runs, as pydantic and
 * Fastify's `removeAdditional` do; `'reject'` answers 400 listing each one, as nestia's
 * `assertEquals` does.
 */
export type UnknownKeys = 'strip' | 'reject';

/**
 * Where a body may hold a null its type does not (made by the transformer from the type): the
 * document gives an optional property `oneOf [T, null]`, so such a null is removed before
 * validation and the handler sees the property absent. `root` is the body's place; `objects`
 * the object types that drop something, referred to by index.
 */
export interface NullPlan {
  readonly root: NullSlot;
  readonly objects: readonly NullObject[];
}

/** A place in a body: the object types its value may be (`o`), keys one of them accepts null for (`k`), and its items' place (`a`). */
export interface NullSlot {
  readonly o?: readonly number[];
  readonly k?: readonly string[];
  readonly a?: NullSlot;
}

/** One object type: the optional keys whose null is dropped (`d`), its properties' places (`p`) and its dynamic values' place (`v`). */
export interface NullObject {
  readonly d?: readonly string[];
  readonly p?: Readonly<Record<string, NullSlot>>;
  readonly v?: NullSlot;
}

/**
 * Removes, in place, the nulls `plan` lists from a parsed JSON body. Values of an unexpected shape
 * are left for the validator to report.
 *
 * @example dropNulls({ name: 'x', email: null }, plan) // { name: 'x' }
 */
export function dropNulls(value: unknown, plan: NullPlan): void {
  visit(value, plan.root, plan.objects);
}

function visit(value: unknown, slot: NullSlot, objects: readonly NullObject[]): void {
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    const items = slot.a;
    if (items !== undefined) for (const item of value) visit(item, items, objects);
    return;
  }
  const record = value as Record<string, unknown>;
  const types = slot.o;
  if (types === undefined) return;
  const kept = slot.k;
  for (const i of types) {
    const object = objects[i]!;
    if (object.d !== undefined) {
      for (const key of object.d) {
        if (record[key] === null && Object.hasOwn(record, key) && (kept === undefined || !kept.includes(key))) delete record[key];
      }
    }
    if (object.p !== undefined) {
      for (const key in object.p) {
        if (Object.hasOwn(record, key)) visit(record[key], object.p[key]!, objects);
      }
    }
    if (object.v !== undefined) {
      for (const key of Object.keys(record)) visit(record[key], object.v, objects);
    }
  }
}
