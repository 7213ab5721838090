/**
 * Compares two schemas structurally, in the direction data flows: a request schema must take at
 * least what it took (narrowing breaks clients that send), a response schema must hold at most
 * what it held (widening breaks clients that read). Names of components, order of union members
 * and properties, descriptions and examples do not matter.
 */
import { breaks, type Direction, type Relation, type SchemaChange } from './changes.js';
import { record, type Located } from './document.js';
import { canonical } from './json.js';
import {
  constant,
  covers,
  keywordOf,
  merged,
  pointerOf,
  propertiesOf,
  requiredOf,
  type Alternative,
  type Kind,
  Shapes,
} from './shapes.js';

/** A numeric bound: its value and whether it is exclusive. */
interface Bound {
  readonly value: number | bigint;
  readonly exclusive: boolean;
}

/** The ranges the integer formats imply. */
const INTEGER_FORMATS: Record<string, readonly [bigint, bigint]> = {
  int8: [-(2n ** 7n), 2n ** 7n - 1n],
  int16: [-(2n ** 15n), 2n ** 15n - 1n],
  int32: [-(2n ** 31n), 2n ** 31n - 1n],
  int64: [-(2n ** 63n), 2n ** 63n - 1n],
  uint8: [0n, 2n ** 8n - 1n],
  uint16: [0n, 2n ** 16n - 1n],
  uint32: [0n, 2n ** 32n - 1n],
  uint64: [0n, 2n ** 64n - 1n],
};

/** Formats that take every value of another format: `double` holds every `float`. */
const WIDER_FORMATS: Record<string, readonly string[]> = { float: ['double'] };

/**
 * Compares schemas of a base and a head document. Each pair of schemas (and direction) is
 * compared once and kept as its own changes plus the pairs below it, so a component used by many
 * operations is compared once and a recursive schema ends where it repeats. Reading the changes
 * of one comparison visits each pair below it once (a component reached twice is reported where
 * it is first reached): the cost grows with the size of the documents, not with the number of
 * paths through them.
 */
export class SchemaComparer {
  readonly #base: Shapes;
  readonly #head: Shapes;
  readonly #pairs = new Map<string, PairChanges>();
  #synthetic = 0;

  constructor(base: Shapes, head: Shapes) {
    this.#base = base;
    this.#head = head;
  }

  /** The changes from the schema at `base` to the one at `head`, for data flowing in `direction`. */
  compare(base: Located, head: Located, direction: Direction): SchemaChange[] {
    const out: SchemaChange[] = [];
    this.#collect(this.#pair(base, head, direction), '', new Set(), out);
    return out;
  }

  /** Adds the changes of pair `key` and of the pairs below it, each pair once, placed below `prefix`. */
  #collect(key: string, prefix: string, seen: Set<string>, out: SchemaChange[]): void {
    if (seen.has(key)) return;
    seen.add(key);
    const pair = this.#pairs.get(key)!;
    for (const c of pair.own) out.push(prefix === '' ? c : { ...c, where: prefix + c.where });
    for (const below of pair.below) this.#collect(below.key, prefix + below.where, seen, out);
  }

  /** Compares a pair of schemas, unless it was already (or is being) compared; returns its key. */
  #pair(base: Located, head: Located, direction: Direction): string {
    const b = this.#base.doc.deref(base);
    const h = this.#head.doc.deref(head);
    const key =
      b.synthetic === true || h.synthetic === true ? `&${this.#synthetic++}` : `${direction} ${b.ptr} ${h.ptr}`;
    if (this.#pairs.has(key)) return key;
    const pair: PairChanges = { own: [], below: [] };
    // Set before comparing: meeting this pair again below it (a recursive schema) ends there.
    this.#pairs.set(key, pair);
    const sink = new Sink(pair, direction, (bb, hh) => this.#pair(bb, hh, direction));
    if (direction === 'request') {
      const before = record(b.value)['default'];
      const after = record(h.value)['default'];
      if (canonical(before) !== canonical(after))
        sink.add(
          'default-changed',
          true,
          '',
          `the default ${before === undefined ? 'was added' : after === undefined ? 'was removed' : 'changed'} (${show(before)} → ${show(after)}): a client that leaves the value out gets another behaviour`,
          b.ptr,
          h.ptr,
        );
    }
    this.#alternatives(this.#base.of(b), this.#head.of(h), b.ptr, h.ptr, sink);
    return key;
  }

  /** Matches the alternatives of both sides and compares each matched pair. */
  #alternatives(
    base: readonly Alternative[],
    head: readonly Alternative[],
    basePtr: string,
    headPtr: string,
    sink: Sink,
  ): void {
    const request = sink.direction === 'request';
    // Every value the inner side takes must still be taken by the outer side.
    const [inner, outer] = request ? [base, head] : [head, base];
    const matchedOuter = new Set<number>();
    const plural = inner.filter((a) => a.kind !== 'null').length > 1;
    inner.forEach((alternative, i) => {
      const label = plural && alternative.kind !== 'null' ? `<${labelOf(alternative, inner, i)}>` : '';
      const j = bestMatch(alternative, outer, this.#base, this.#head, request);
      if (j === undefined) {
        const what = describe(alternative);
        sink.add(
          request ? 'type-narrowed' : 'type-widened',
          true,
          label,
          request ? `no longer accepts ${what}` : `can now be ${what}`,
          request ? pointerOf(alternative, basePtr) : basePtr,
          request ? headPtr : pointerOf(alternative, headPtr),
        );
        return;
      }
      matchedOuter.add(j);
      const [b, h] = request ? [alternative, outer[j]!] : [outer[j]!, alternative];
      // Kept as a pair of its own: the same member reached through another union or reference is compared once.
      const key = `${sink.direction} ${identity(b)} ${identity(h)}`;
      if (!this.#pairs.has(key)) {
        const pair: PairChanges = { own: [], below: [] };
        this.#pairs.set(key, pair);
        this.#alternative(
          b,
          h,
          new Sink(pair, sink.direction, sink.compare),
          pointerOf(b, basePtr),
          pointerOf(h, headPtr),
        );
      }
      sink.pair.below.push({ where: sink.prefix + label, key });
    });
    outer.forEach((alternative, j) => {
      // An outer member whose values an inner one holds (integers, where numbers were) adds nothing.
      const held = inner.some(
        (a) =>
          covers(a.kind, alternative.kind) &&
          (a.tag === undefined || alternative.tag === undefined || a.tag === alternative.tag),
      );
      if (matchedOuter.has(j) || held) return;
      const what = describe(alternative);
      sink.add(
        request ? 'type-widened' : 'type-narrowed',
        false,
        '',
        request ? `now also accepts ${what}` : `can no longer be ${what}`,
        request ? basePtr : pointerOf(alternative, basePtr),
        request ? pointerOf(alternative, headPtr) : headPtr,
      );
    });
  }

  /** Compares two alternatives that hold the same kind of value (or one kind within the other). */
  #alternative(b: Alternative, h: Alternative, sink: Sink, bp: string, hp: string): void {
    if (b.kind !== h.kind)
      sink.relation('type', covers(h.kind, b.kind) ? 'widened' : 'narrowed', '', `type ${b.kind} → ${h.kind}`, bp, hp);
    if (b.kind === 'any' || h.kind === 'any' || b.kind === 'null') return;
    if (b.values !== undefined || h.values !== undefined) {
      compareEnums(b.values, h.values, sink, bp, hp);
      if (b.values !== undefined && h.values !== undefined) return;
    }
    const numeric = (k: Kind): boolean => k === 'integer' || k === 'number';
    if (numeric(b.kind) && numeric(h.kind)) {
      const integers = b.kind === 'integer' && h.kind === 'integer';
      compareBound('minimum', lowerBound(b, integers), lowerBound(h, integers), -1, sink, bp, hp);
      compareBound('maximum', upperBound(b, integers), upperBound(h, integers), 1, sink, bp, hp);
      compareMultipleOf(numberOf(b, 'multipleOf', 'first'), numberOf(h, 'multipleOf', 'first'), sink, bp, hp);
      compareSets('format', formats(b, true), formats(h, true), sink, bp, hp);
    } else if (b.kind === 'string') {
      compareBounds('length', 'Length', b, h, sink, bp, hp);
      compareSets('pattern', stringsOf(b, 'pattern'), stringsOf(h, 'pattern'), sink, bp, hp);
      compareSets('format', formats(b, false), formats(h, false), sink, bp, hp);
    } else if (b.kind === 'array') {
      this.#array(b, h, sink, bp, hp);
    } else if (b.kind === 'object') {
      this.#object(b, h, sink, bp, hp);
    }
  }

  #array(b: Alternative, h: Alternative, sink: Sink, bp: string, hp: string): void {
    compareBounds('items', 'Items', b, h, sink, bp, hp);
    const bUnique = keywordOf(b, 'uniqueItems').some((l) => l.value === true);
    const hUnique = keywordOf(h, 'uniqueItems').some((l) => l.value === true);
    if (bUnique !== hUnique)
      sink.relation(
        'unique-items',
        hUnique ? 'narrowed' : 'widened',
        '',
        `uniqueItems ${bUnique} → ${hUnique}`,
        bp,
        hp,
      );
    const bItems = merged(keywordOf(b, 'items'), bp);
    const hItems = merged(keywordOf(h, 'items'), hp);
    const bPrefix = prefixItems(b);
    const hPrefix = prefixItems(h);
    for (let i = 0; i < Math.max(bPrefix.length, hPrefix.length); i++)
      sink.below(bPrefix[i] ?? bItems, hPrefix[i] ?? hItems, `[${i}]`);
    sink.below(bItems, hItems, '[]');
  }

  #object(b: Alternative, h: Alternative, sink: Sink, bp: string, hp: string): void {
    compareBounds('properties', 'Properties', b, h, sink, bp, hp);
    const request = sink.direction === 'request';
    const bProps = propertiesOf(b);
    const hProps = propertiesOf(h);
    const bRequired = requiredOf(b);
    const hRequired = requiredOf(h);
    // A read-only property is never sent, a write-only one never answered.
    const hidden = (list: readonly Located[] | undefined, shapes: Shapes): boolean =>
      list !== undefined &&
      list.some((l) => record(shapes.doc.deref(l).value)[request ? 'readOnly' : 'writeOnly'] === true);
    for (const name of new Set([...bProps.keys(), ...hProps.keys()])) {
      const bList = bProps.get(name);
      const hList = hProps.get(name);
      if (hidden(bList, this.#base) || hidden(hList, this.#head)) continue;
      const where = `.${name}`;
      if (bList !== undefined && hList !== undefined) {
        const bNode = merged(bList, bp);
        const hNode = merged(hList, hp);
        sink.below(bNode, hNode, where);
        const was = bRequired.has(name);
        const is = hRequired.has(name);
        if (was && !is)
          sink.relation(
            'property-became-optional',
            'widened',
            where,
            `property '${name}' is no longer required`,
            bNode.ptr,
            hNode.ptr,
            true,
          );
        else if (!was && is)
          sink.relation(
            'property-became-required',
            'narrowed',
            where,
            `property '${name}' is now required`,
            bNode.ptr,
            hNode.ptr,
            true,
          );
      } else if (bList !== undefined) {
        sink.add('property-removed', true, where, `property '${name}' was removed`, merged(bList, bp).ptr, hp);
      } else if (hList !== undefined) {
        const required = hRequired.has(name);
        sink.add(
          required && request ? 'required-property-added' : 'property-added',
          required && request,
          where,
          `${required ? 'required' : 'optional'} property '${name}' was added`,
          bp,
          merged(hList, hp).ptr,
        );
      }
    }
    const bExtra = keywordOf(b, 'additionalProperties');
    const hExtra = keywordOf(h, 'additionalProperties');
    if (bExtra.length > 0 || hExtra.length > 0) sink.below(merged(bExtra, bp), merged(hExtra, hp), '.*');
  }
}

/** What comparing one pair of schemas found: its own changes, and the pairs below it with their places. */
interface PairChanges {
  readonly own: SchemaChange[];
  readonly below: { readonly where: string; readonly key: string }[];
}

/** Collects the changes of one pair of schemas, deciding which break clients from the direction. */
class Sink {
  constructor(
    readonly pair: PairChanges,
    readonly direction: Direction,
    readonly compare: (base: Located, head: Located) => string,
    readonly prefix = '',
  ) {}

  /** A sink that puts `where` before every change's place. */
  at(where: string): Sink {
    return where === '' ? this : new Sink(this.pair, this.direction, this.compare, this.prefix + where);
  }

  add(
    aspect: string,
    breaking: boolean,
    where: string,
    message: string,
    base: string | undefined,
    head: string | undefined,
  ): void {
    this.pair.own.push({ aspect, breaking, where: this.prefix + where, message, base, head });
  }

  /** A change named `<aspect>-<relation>` (or `aspect` alone when `bare`), breaking as {@link breaks} says. */
  relation(
    aspect: string,
    relation: Relation,
    where: string,
    message: string,
    base: string,
    head: string,
    bare = false,
  ): void {
    this.add(bare ? aspect : `${aspect}-${relation}`, breaks(this.direction, relation), where, message, base, head);
  }

  /** Compares a pair of schemas below this one, at `where`. */
  below(base: Located, head: Located, where: string): void {
    this.pair.below.push({ where: this.prefix + where, key: this.compare(base, head) });
  }
}

/**
 * The outer alternative that best holds `inner`'s values: one of a kind that covers it, with the
 * same discriminator value, then the most constant properties and property names in common.
 */
function bestMatch(
  inner: Alternative,
  outer: readonly Alternative[],
  base: Shapes,
  head: Shapes,
  request: boolean,
): number | undefined {
  const [innerShapes, outerShapes] = request ? [base, head] : [head, base];
  let best: number | undefined;
  let bestScore = -Infinity;
  const innerProps = inner.kind === 'object' ? propertiesOf(inner) : undefined;
  outer.forEach((candidate, j) => {
    if (!covers(candidate.kind, inner.kind)) return;
    if (inner.tag !== undefined && candidate.tag !== undefined && inner.tag !== candidate.tag) return;
    let score = candidate.kind === inner.kind ? 10 : 0;
    if (inner.tag !== undefined && inner.tag === candidate.tag) score += 1000;
    if (innerProps !== undefined && candidate.kind === 'object') {
      const candidateProps = propertiesOf(candidate);
      for (const [name, list] of innerProps) {
        const other = candidateProps.get(name);
        if (other === undefined) continue;
        score += 1;
        const a = constant(innerShapes.doc, record(innerShapes.doc.deref(list[0]!).value));
        const b = constant(outerShapes.doc, record(outerShapes.doc.deref(other[0]!).value));
        if (a !== undefined && b !== undefined) score += canonical(a) === canonical(b) ? 100 : -100;
      }
    }
    if (score > bestScore) {
      bestScore = score;
      best = j;
    }
  });
  return best;
}

/** What makes an alternative what it is: its kind and the schemas of its parts (a merged one marked). */
function identity(alternative: Alternative): string {
  return `${alternative.kind}:${alternative.parts.map((p) => (p.synthetic === true ? `${p.ptr}&` : p.ptr)).join('+')}`;
}

/** How a union member is named in a change's place: its discriminator value, its kind, or its kind and position. */
function labelOf(alternative: Alternative, all: readonly Alternative[], index: number): string {
  if (alternative.tag !== undefined) return alternative.tag;
  return all.filter((a) => a.kind === alternative.kind).length === 1
    ? alternative.kind
    : `${alternative.kind}-${index}`;
}

/** An alternative in words: `null`, `a string`, `an object with kind=cat`. */
function describe(alternative: Alternative): string {
  if (alternative.kind === 'null') return 'null';
  if (alternative.kind === 'any') return 'any value';
  const article =
    alternative.kind === 'integer' || alternative.kind === 'object' || alternative.kind === 'array' ? 'an' : 'a';
  const tag = alternative.tag === undefined ? '' : ` with ${alternative.tag}`;
  const values = alternative.values === undefined ? '' : ` (${alternative.values.map(show).join(', ')})`;
  return `${article} ${alternative.kind}${tag}${values}`;
}

/** A value as the messages show it. */
function show(value: unknown): string {
  return value === undefined ? 'none' : canonical(value);
}

function compareEnums(
  b: readonly unknown[] | undefined,
  h: readonly unknown[] | undefined,
  sink: Sink,
  bp: string,
  hp: string,
): void {
  if (b === undefined) {
    sink.relation('enum', 'narrowed', '', `now limited to ${h!.map(show).join(', ')}`, bp, hp);
    return;
  }
  if (h === undefined) {
    sink.relation('enum', 'widened', '', `no longer limited to ${b.map(show).join(', ')}`, bp, hp);
    return;
  }
  const bKeys = new Set(b.map(canonical));
  const hKeys = new Set(h.map(canonical));
  const removed = b.filter((v) => !hKeys.has(canonical(v)));
  const added = h.filter((v) => !bKeys.has(canonical(v)));
  if (removed.length > 0)
    sink.relation('enum', 'narrowed', '', `values removed: ${removed.map(show).join(', ')}`, bp, hp);
  if (added.length > 0) sink.relation('enum', 'widened', '', `values added: ${added.map(show).join(', ')}`, bp, hp);
}

/** Whether `a < b` for numbers and bigints alike. */
function less(a: number | bigint, b: number | bigint): boolean {
  return a < b;
}

/** A numeric keyword folded over an alternative's parts: the first, the largest or the smallest value. */
function numberOf(
  alternative: Alternative,
  keyword: string,
  fold: 'first' | 'max' | 'min',
): number | bigint | undefined {
  let out: number | bigint | undefined;
  for (const { value } of keywordOf(alternative, keyword)) {
    if (typeof value !== 'number' && typeof value !== 'bigint') continue;
    if (out === undefined || (fold === 'max' && less(out, value)) || (fold === 'min' && less(value, out))) out = value;
    if (fold === 'first') break;
  }
  return out;
}

/** The strings a keyword has in any part (every pattern applies). */
function stringsOf(alternative: Alternative, keyword: string): Set<string> {
  return new Set(keywordOf(alternative, keyword).flatMap(({ value }) => (typeof value === 'string' ? [value] : [])));
}

/** The formats of an alternative; for numbers, without the integer formats, which count as bounds. */
function formats(alternative: Alternative, numeric: boolean): Set<string> {
  const all = stringsOf(alternative, 'format');
  if (numeric) for (const f of all) if (f in INTEGER_FORMATS) all.delete(f);
  return all;
}

/** The tightest of two bounds on the same side; `sign` -1 for lower bounds, 1 for upper. */
function tighter(a: Bound | undefined, b: Bound | undefined, sign: -1 | 1): Bound | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  if (!less(a.value, b.value) && !less(b.value, a.value)) return a.exclusive ? a : b;
  return less(a.value, b.value) === (sign === -1) ? b : a;
}

/** An alternative's lower bound, from minimum, exclusiveMinimum (number, or 3.0's boolean) and integer formats. */
function lowerBound(alternative: Alternative, integers: boolean): Bound | undefined {
  return bound(alternative, integers, 'minimum', 'exclusiveMinimum', 0, -1);
}

function upperBound(alternative: Alternative, integers: boolean): Bound | undefined {
  return bound(alternative, integers, 'maximum', 'exclusiveMaximum', 1, 1);
}

function bound(
  alternative: Alternative,
  integers: boolean,
  inclusive: string,
  exclusive: string,
  side: 0 | 1,
  sign: -1 | 1,
): Bound | undefined {
  let out: Bound | undefined;
  for (const part of alternative.parts) {
    const schema = record(part.value);
    const flag = schema[exclusive];
    const plain = schema[inclusive];
    if (typeof plain === 'number' || typeof plain === 'bigint')
      out = tighter(out, { value: plain, exclusive: flag === true }, sign);
    if (typeof flag === 'number' || typeof flag === 'bigint')
      out = tighter(out, { value: flag, exclusive: true }, sign);
    const format = schema['format'];
    const range = typeof format === 'string' && alternative.kind === 'integer' ? INTEGER_FORMATS[format] : undefined;
    if (range !== undefined) out = tighter(out, { value: range[side], exclusive: false }, sign);
  }
  if (out === undefined || !integers) return out;
  // On integers, `exclusiveMinimum: 0` and `minimum: 1` take the same values.
  const v = out.value;
  if (typeof v === 'bigint') return { value: out.exclusive ? v - BigInt(sign) : v, exclusive: false };
  const whole =
    sign === -1 ? (out.exclusive ? Math.floor(v) + 1 : Math.ceil(v)) : out.exclusive ? Math.ceil(v) - 1 : Math.floor(v);
  return { value: whole, exclusive: false };
}

function showBound(name: 'minimum' | 'maximum', b: Bound | undefined): string {
  if (b === undefined) return `no ${name}`;
  return `${b.exclusive ? `exclusive${name.charAt(0).toUpperCase()}${name.slice(1)}` : name} ${b.value}`;
}

/** Compares bounds of one side: `sign` -1 for lower bounds (a smaller one takes more), 1 for upper. */
function compareBound(
  name: 'minimum' | 'maximum',
  b: Bound | undefined,
  h: Bound | undefined,
  sign: -1 | 1,
  sink: Sink,
  bp: string,
  hp: string,
): void {
  if (b === undefined && h === undefined) return;
  let relation: Relation | undefined;
  if (b === undefined) relation = 'narrowed';
  else if (h === undefined) relation = 'widened';
  else if (less(h.value, b.value)) relation = sign === -1 ? 'widened' : 'narrowed';
  else if (less(b.value, h.value)) relation = sign === -1 ? 'narrowed' : 'widened';
  else if (b.exclusive !== h.exclusive) relation = h.exclusive ? 'narrowed' : 'widened';
  if (relation !== undefined)
    sink.relation(name, relation, '', `${showBound(name, b)} → ${showBound(name, h)}`, bp, hp);
}

function compareMultipleOf(
  b: number | bigint | undefined,
  h: number | bigint | undefined,
  sink: Sink,
  bp: string,
  hp: string,
): void {
  if (b === undefined && h === undefined) return;
  let relation: Relation | undefined;
  if (b === undefined) relation = 'narrowed';
  else if (h === undefined) relation = 'widened';
  else if (Number(b) !== Number(h)) {
    const ratio = Number(b) / Number(h);
    relation = Number.isInteger(ratio) ? 'widened' : Number.isInteger(1 / ratio) ? 'narrowed' : 'changed';
  }
  if (relation !== undefined) sink.relation('multiple-of', relation, '', `multipleOf ${show(b)} → ${show(h)}`, bp, hp);
}

/** Compares a minimum (`min`: larger takes fewer) or maximum (`max`: smaller takes fewer) size keyword. */
/** `min<Keyword>` and `max<Keyword>` of two alternatives (`Length`, `Items`, `Properties`), as {@link compareSize} compares each. */
function compareBounds(
  aspect: string,
  keyword: string,
  b: Alternative,
  h: Alternative,
  sink: Sink,
  bp: string,
  hp: string,
): void {
  for (const side of ['min', 'max'] as const) {
    const name = `${side}${keyword}`;
    const other = side === 'min' ? 'max' : 'min';
    compareSize(`${side}-${aspect}`, name, numberOf(b, name, other), numberOf(h, name, other), side, sink, bp, hp);
  }
}

function compareSize(
  aspect: string,
  keyword: string,
  b: number | bigint | undefined,
  h: number | bigint | undefined,
  side: 'min' | 'max',
  sink: Sink,
  bp: string,
  hp: string,
): void {
  const none = side === 'min' ? 0 : Infinity;
  const bv = b ?? none;
  const hv = h ?? none;
  if (!less(bv, hv) && !less(hv, bv)) return;
  const grew = less(bv, hv);
  const relation: Relation = grew === (side === 'max') ? 'widened' : 'narrowed';
  sink.relation(aspect, relation, '', `${keyword} ${show(b)} → ${show(h)}`, bp, hp);
}

/** Compares keywords that each add a condition (pattern, format): fewer conditions take more values. */
function compareSets(aspect: string, b: Set<string>, h: Set<string>, sink: Sink, bp: string, hp: string): void {
  const removed = [...b].filter((x) => !h.has(x));
  const added = [...h].filter((x) => !b.has(x));
  if (removed.length === 0 && added.length === 0) return;
  let relation: Relation = added.length === 0 ? 'widened' : removed.length === 0 ? 'narrowed' : 'changed';
  if (removed.length === 1 && added.length === 1) {
    if (WIDER_FORMATS[removed[0]!]?.includes(added[0]!) === true) relation = 'widened';
    else if (WIDER_FORMATS[added[0]!]?.includes(removed[0]!) === true) relation = 'narrowed';
  }
  const list = (s: Set<string>): string => (s.size === 0 ? 'none' : [...s].map((x) => JSON.stringify(x)).join(', '));
  sink.relation(aspect, relation, '', `${aspect} ${list(b)} → ${list(h)}`, bp, hp);
}

/** The `prefixItems` of an alternative (the first part that has them), by position. */
function prefixItems(alternative: Alternative): Located[] {
  for (const { value, ptr } of keywordOf(alternative, 'prefixItems'))
    if (Array.isArray(value)) return value.map((item: unknown, i) => ({ value: item, ptr: `${ptr}/${i}` }));
  return [];
}
