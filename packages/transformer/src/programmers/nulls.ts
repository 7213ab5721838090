/**
 * Where the document and the type see null and absence differently. The document's mapping writes
 * `x?: T` and `x: T | null` alike, as `oneOf [T, null]` and not required, so a client generated
 * from the document may send `"email": null` for `email?: string`, or leave out `maybe` for
 * `maybe: string | null`. The plan lists those places; the runtime (`dropNulls` in @fw/runtime)
 * removes such nulls and fills such absences with null before validating, so the validator and
 * the document agree and the handler gets values of its type.
 */
import type { MetadataObjectType, MetadataSchema } from '../adapters/typia.js';
import type { NullObject, NullPlan, NullSlot } from '@fw/runtime/internal';
import { isDate } from '../metadata/json.js';
import { isSkippedProperty } from './schema.js';

/** The plan for a body of this metadata, or undefined when no null ever needs removing. */
export function nullPlan(metadata: MetadataSchema): NullPlan | undefined {
  const objects: { type: MetadataObjectType; plan: MutableObject }[] = [];
  const index = new Map<MetadataObjectType, number>();
  // Array, tuple and alias types on the current path: a recursive one is not entered twice.
  let visiting = new Set<object>();

  const objectIndex = (type: MetadataObjectType): number => {
    const known = index.get(type);
    if (known !== undefined) return known;
    const plan: MutableObject = {};
    const at = objects.push({ type, plan }) - 1;
    index.set(type, at);
    // An object starts a new path: recursion through objects is cut by the index above.
    const outer = visiting;
    visiting = new Set();
    const drop: string[] = [];
    const fill: string[] = [];
    const props: Record<string, NullSlot> = {};
    for (const property of type.properties) {
      const key = literalKey(property.key);
      const slot = slotOf(property.value);
      if (key === null) {
        if (slot !== undefined) plan.v = slot;
        continue;
      }
      if (isSkippedProperty(key)) continue;
      if (!property.value.isRequired() && !property.value.nullable && !property.value.any) drop.push(key);
      else if (property.value.isRequired() && property.value.nullable && !property.value.any) fill.push(key);
      if (slot !== undefined) props[key] = slot;
    }
    visiting = outer;
    // typia's check of an object type with no required property lets an array through; the document says object.
    if (type.properties.every((p) => !p.value.isRequired() || p.value.any)) plan.x = 1;
    if (drop.length > 0) plan.d = drop;
    if (fill.length > 0) plan.n = fill;
    if (Object.keys(props).length > 0) plan.p = props;
    return at;
  };

  /** What to do with a value found at a place of this metadata: the objects it may be, and its items. */
  const slotOf = (...metas: MetadataSchema[]): NullSlot | undefined => {
    const types: MetadataObjectType[] = [];
    const items: MetadataSchema[] = [];
    const entered: object[] = [];
    const enter = (type: object): boolean => {
      if (visiting.has(type)) return false;
      visiting.add(type);
      entered.push(type);
      return true;
    };
    let date = false;
    const gather = (m: MetadataSchema): void => {
      if ((m.escaped !== null && isDate(m.escaped.original)) || m.natives.some((n) => n.name === 'Date')) date = true;
      for (const object of m.objects) if (!types.includes(object.type)) types.push(object.type);
      for (const array of m.arrays) if (enter(array.type)) items.push(array.type.value);
      for (const tuple of m.tuples)
        if (enter(tuple.type)) for (const element of tuple.type.elements) items.push(element.rest ?? element);
      for (const alias of m.aliases) if (enter(alias.type)) gather(alias.type.value);
    };
    for (const meta of metas) gather(meta);
    const slot: MutableSlot = {};
    if (types.length > 0) {
      slot.o = types.map(objectIndex);
      if (types.length > 1) {
        // A union of objects: a key some member accepts null for keeps its null.
        const kept = new Set<string>();
        for (const type of types) {
          for (const property of type.properties) {
            const key = literalKey(property.key);
            if (key !== null && property.value.nullable) kept.add(key);
          }
        }
        if (kept.size > 0) slot.k = [...kept];
      }
    }
    const a = items.length === 0 ? undefined : slotOf(...items);
    if (a !== undefined) slot.a = a;
    if (date) slot.t = 1;
    for (const type of entered) visiting.delete(type);
    return slot.o === undefined && slot.a === undefined && slot.t === undefined ? undefined : slot;
  };

  const root = slotOf(metadata);
  if (root === undefined) return undefined;
  // Keep only what can drop a null somewhere below it (a fixpoint, for recursive types).
  const useful = new Set<number>();
  let grew = true;
  const slotUseful = (slot: NullSlot | undefined): boolean =>
    slot !== undefined && (slot.t === 1 || (slot.o ?? []).some((i) => useful.has(i)) || slotUseful(slot.a));
  while (grew) {
    grew = false;
    objects.forEach(({ plan }, i) => {
      if (useful.has(i)) return;
      if (
        plan.d !== undefined ||
        plan.n !== undefined ||
        plan.x !== undefined ||
        slotUseful(plan.v) ||
        Object.values(plan.p ?? {}).some(slotUseful)
      ) {
        useful.add(i);
        grew = true;
      }
    });
  }
  if (!slotUseful(root)) return undefined;
  // Renumber the useful objects and drop the rest from every slot.
  const renumber = new Map<number, number>();
  [...useful].sort((a, b) => a - b).forEach((old, i) => renumber.set(old, i));
  const prune = (slot: NullSlot | undefined): NullSlot | undefined => {
    if (slot === undefined || !slotUseful(slot)) return undefined;
    const out: MutableSlot = {};
    const o = (slot.o ?? []).filter((i) => useful.has(i)).map((i) => renumber.get(i)!);
    if (o.length > 0) out.o = o;
    if (slot.k !== undefined) out.k = slot.k;
    if (slot.t !== undefined) out.t = slot.t;
    const a = prune(slot.a);
    if (a !== undefined) out.a = a;
    return out;
  };
  const table: NullObject[] = [...useful]
    .sort((a, b) => a - b)
    .map((i) => {
      const { plan } = objects[i]!;
      const out: MutableObject = {};
      if (plan.d !== undefined) out.d = plan.d;
      if (plan.n !== undefined) out.n = plan.n;
      if (plan.x !== undefined) out.x = plan.x;
      const p: Record<string, NullSlot> = {};
      for (const [key, slot] of Object.entries(plan.p ?? {})) {
        const kept = prune(slot);
        if (kept !== undefined) p[key] = kept;
      }
      if (Object.keys(p).length > 0) out.p = p;
      const v = prune(plan.v);
      if (v !== undefined) out.v = v;
      return out;
    });
  return { root: prune(root)!, objects: table };
}

type MutableSlot = { -readonly [K in keyof NullSlot]: NullSlot[K] };
type MutableObject = { -readonly [K in keyof NullObject]: NullObject[K] };

/** The property name when the key is one literal; null for dynamic keys (`Record<string, T>`). */
function literalKey(key: MetadataSchema): string | null {
  if (!key.isSoleLiteral()) return null;
  const value = key.constants[0]?.values[0]?.value;
  return value === undefined ? null : String(value);
}
