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

/** A place in a body: the object types its value may be (`o`), keys one of them accepts null for (`k`), and its items' place (`a`). */
export interface NullSlot {
  readonly o?: readonly number[];
  readonly k?: readonly string[];
  readonly a?: NullSlot;
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
 * Removes, in place, the nulls `plan` lists from a parsed JSON body, and sets the absent
 * required nullable properties it lists to null. Throws {@link NotAnObject} for an array where
 * the type has only an object whose properties may all be absent (typia's check accepts it, the
 * document does not). Values of other unexpected shapes are left for the validator to report.
 *
 * @example dropNulls({ name: 'x', email: null }, plan) // { name: 'x' }
 */
export function dropNulls(value: unknown, plan: NullPlan): void {
  try {
    // The usual pass keeps no path, so it allocates nothing.
    visit(value, plan.root, plan.objects, null);
  } catch (error) {
    if (error !== LOCATE) throw error;
    // An array where an object belongs: walk again, keeping the path, to say where.
    visit(value, plan.root, plan.objects, []);
  }
}

/** Thrown by the pathless pass to ask for the pass that keeps the path. */
const LOCATE = Symbol('fw.locate');

function pathText(path: readonly (string | number)[]): string {
  let out = '$input';
  for (const step of path) out += typeof step === 'number' ? `[${step}]` : /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(step) ? `.${step}` : `[${JSON.stringify(step)}]`;
  return out;
}

function visit(value: unknown, slot: NullSlot, objects: readonly NullObject[], path: (string | number)[] | null): void {
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    const items = slot.a;
    if (items !== undefined) {
      for (let i = 0; i < value.length; i++) {
        path?.push(i);
        visit(value[i], items, objects, path);
        path?.pop();
      }
    } else if (slot.o !== undefined && slot.o.some((i) => objects[i]!.x === 1)) {
      if (path === null) throw LOCATE;
      throw new NotAnObject(pathText(path), value);
    }
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
    if (object.n !== undefined) {
      for (const key of object.n) {
        // In a union, only a key every member requires as nullable is filled in.
        if (!Object.hasOwn(record, key) && (types.length === 1 || types.every((t) => objects[t]!.n?.includes(key) === true))) record[key] = null;
      }
    }
    if (object.p !== undefined) {
      for (const key in object.p) {
        if (!Object.hasOwn(record, key)) continue;
        path?.push(key);
        visit(record[key], object.p[key]!, objects, path);
        path?.pop();
      }
    }
    if (object.v !== undefined) {
      for (const key of Object.keys(record)) {
        path?.push(key);
        visit(record[key], object.v, objects, path);
        path?.pop();
      }
    }
  }
}
