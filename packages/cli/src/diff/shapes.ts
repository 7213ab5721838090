/**
 * Schemas as unions of single-typed shapes: `$ref`, `oneOf`/`anyOf` (with discriminators),
 * `allOf`, type arrays, `enum`/`const` and nullability all reduce to a list of alternatives, so
 * two ways of writing the same set of values compare equal.
 */
import { canonical, child } from './json.js';
import { record, refOf, type ApiDocument, type Located } from './document.js';

/** The JSON type of one alternative; `any` takes every value. */
export type Kind = 'null' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object' | 'any';

/** One member of a schema seen as a union: a kind, the schema objects whose keywords apply, its enum. */
export interface Alternative {
  readonly kind: Kind;
  /** Schema objects (resolved) whose keywords all apply: a member of allOf, a union branch, the schema itself. */
  readonly parts: readonly Located[];
  /** The values it is limited to (enum or const) of this kind; undefined when not limited. */
  readonly values: readonly unknown[] | undefined;
  /** Its discriminator value, as `kind=cat`, when a union with a discriminator holds it. */
  readonly tag: string | undefined;
}

const KEYWORD_KINDS: readonly (readonly [Kind, readonly string[]])[] = [
  ['object', ['properties', 'required', 'additionalProperties', 'minProperties', 'maxProperties']],
  ['array', ['items', 'prefixItems', 'minItems', 'maxItems', 'uniqueItems']],
  ['string', ['minLength', 'maxLength', 'pattern']],
  ['number', ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf']],
];

const KINDS = new Set<string>(['null', 'boolean', 'integer', 'number', 'string', 'array', 'object']);

/** The kind of a JSON value (an integral number is an `integer`). */
function kindOf(value: unknown): Kind {
  if (value === null) return 'null';
  if (typeof value === 'bigint') return 'integer';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'string') return 'string';
  return Array.isArray(value) ? 'array' : 'object';
}

/** Whether every value of kind `inner` is a value of kind `outer`. */
export function covers(outer: Kind, inner: Kind): boolean {
  return outer === inner || outer === 'any' || (outer === 'number' && inner === 'integer');
}

/** The kind of values both kinds take, or undefined for none. */
function meet(a: Kind, b: Kind): Kind | undefined {
  if (covers(a, b)) return b;
  if (covers(b, a)) return a;
  return undefined;
}

/** Reads schemas of one document as alternatives, caching by pointer. */
export class Shapes {
  readonly #doc: ApiDocument;
  readonly #cache = new Map<string, readonly Alternative[]>();
  readonly #active = new Set<string>();

  constructor(doc: ApiDocument) {
    this.#doc = doc;
  }

  get doc(): ApiDocument {
    return this.#doc;
  }

  /** The alternatives of the schema at `node` (after `$ref`); an empty list takes no value at all. */
  of(node: Located): readonly Alternative[] {
    const resolved = this.#doc.deref(node);
    const key = resolved.synthetic === true ? undefined : resolved.ptr;
    const cached = key === undefined ? undefined : this.#cache.get(key);
    if (cached !== undefined) return cached;
    const activeKey = key ?? `${resolved.ptr}&`;
    // A union that contains itself adds nothing more on its second visit.
    if (this.#active.has(activeKey)) return [];
    this.#active.add(activeKey);
    try {
      const alternatives = this.#read(resolved);
      if (key !== undefined) this.#cache.set(key, alternatives);
      return alternatives;
    } finally {
      this.#active.delete(activeKey);
    }
  }

  #read(node: Located): readonly Alternative[] {
    const value = node.value;
    if (value === false) return [];
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return [{ kind: 'any', parts: [], values: undefined, tag: undefined }];
    const schema = value as Record<string, unknown>;
    let result = own(node, schema);
    for (const keyword of ['oneOf', 'anyOf'] as const) {
      const branches = schema[keyword];
      if (!Array.isArray(branches)) continue;
      const discriminator = record(schema['discriminator']);
      const property = typeof discriminator['propertyName'] === 'string' ? discriminator['propertyName'] : undefined;
      const members: Alternative[] = [];
      branches.forEach((branch: unknown, i) => {
        const located = { value: branch, ptr: child(node.ptr, keyword, i) };
        const tag = property === undefined ? undefined : this.#tag(located, property, record(discriminator['mapping']));
        for (const alternative of this.of(located))
          members.push(tag === undefined || alternative.kind !== 'object' ? alternative : { ...alternative, tag });
      });
      result = intersect(result, members);
    }
    if (Array.isArray(schema['allOf']))
      schema['allOf'].forEach((member: unknown, i) => {
        result = intersect(result, this.of({ value: member, ptr: child(node.ptr, 'allOf', i) }));
      });
    return result;
  }

  /** The discriminator value of a union branch: from the mapping, the property's const, or the component's name. */
  #tag(branch: Located, property: string, mapping: Record<string, unknown>): string | undefined {
    const ref = refOf(branch.value);
    if (ref !== undefined) {
      const key = Object.keys(mapping).find((k) => mapping[k] === ref);
      if (key !== undefined) return `${property}=${key}`;
    }
    const resolved = this.#doc.deref(branch);
    const fixed = constant(this.#doc, record(record(record(resolved.value)['properties'])[property]));
    if (fixed !== undefined) return `${property}=${typeof fixed === 'string' ? fixed : canonical(fixed)}`;
    return ref === undefined ? undefined : `${property}=${ref.slice(ref.lastIndexOf('/') + 1)}`;
  }
}

/** The single value a schema allows (`const`, or an enum of one), after `$ref`; undefined otherwise. */
export function constant(doc: ApiDocument, schema: Record<string, unknown>): unknown {
  const resolved = record(doc.deref({ value: schema, ptr: '#' }).value);
  if ('const' in resolved) return resolved['const'];
  const values = resolved['enum'];
  return Array.isArray(values) && values.length === 1 ? (values[0] as unknown) : undefined;
}

/** The alternatives a schema's own `type`, `enum` and `const` (or, without them, its keywords) give. */
function own(node: Located, schema: Record<string, unknown>): Alternative[] {
  const values: readonly unknown[] | undefined =
    'const' in schema ? [schema['const']] : Array.isArray(schema['enum']) ? schema['enum'] : undefined;
  const type = schema['type'];
  let kinds: Kind[];
  if (typeof type === 'string' && KINDS.has(type)) kinds = [type as Kind];
  else if (Array.isArray(type)) kinds = type.filter((t): t is Kind => typeof t === 'string' && KINDS.has(t));
  else if (values !== undefined) kinds = [...new Set(values.map(kindOf))];
  else kinds = [KEYWORD_KINDS.find(([, words]) => words.some((w) => w in schema))?.[0] ?? 'any'];
  // A schema that only wraps others (a union with a description, a nullable reference) adds no
  // keyword of its own, so its members stay the same alternatives wherever they are reached from.
  const wrapper = kinds.length === 1 && kinds[0] === 'any' && !('format' in schema);
  return kinds.map((kind) => ({
    kind,
    parts: wrapper ? [] : [node],
    values: values?.filter((v) => covers(kind, kindOf(v))),
    tag: undefined,
  }));
}

/** The alternatives of values both lists take: each compatible pair, with the keywords of both. */
function intersect(a: readonly Alternative[], b: readonly Alternative[]): Alternative[] {
  const out: Alternative[] = [];
  for (const x of a)
    for (const y of b) {
      const kind = meet(x.kind, y.kind);
      if (kind === undefined) continue;
      let values = x.values ?? y.values;
      if (x.values !== undefined && y.values !== undefined) {
        const other = new Set(y.values.map(canonical));
        values = x.values.filter((v) => other.has(canonical(v)));
      }
      out.push({
        kind,
        parts: [...x.parts, ...y.parts],
        values: values?.filter((v) => covers(kind, kindOf(v))),
        tag: x.tag ?? y.tag,
      });
    }
  return out;
}

/** Where an alternative's keywords are: its last part (a union branch rather than the union), or `fallback`. */
export function pointerOf(alternative: Alternative, fallback: string): string {
  return alternative.parts[alternative.parts.length - 1]?.ptr ?? fallback;
}

/** Each part's value of `keyword`, with its pointer, where it has one. */
export function keywordOf(alternative: Alternative, keyword: string): Located[] {
  const out: Located[] = [];
  for (const part of alternative.parts) {
    const schema = record(part.value);
    if (keyword in schema) out.push({ value: schema[keyword], ptr: child(part.ptr, keyword) });
  }
  return out;
}

/** The properties of an object alternative, each with the schemas its parts give it, in order. */
export function propertiesOf(alternative: Alternative): Map<string, Located[]> {
  const out = new Map<string, Located[]>();
  for (const part of alternative.parts) {
    const properties = record(record(part.value)['properties']);
    for (const name of Object.keys(properties)) {
      const list = out.get(name) ?? [];
      list.push({ value: properties[name], ptr: child(part.ptr, 'properties', name) });
      out.set(name, list);
    }
  }
  return out;
}

/** The names an object alternative requires. */
export function requiredOf(alternative: Alternative): Set<string> {
  const out = new Set<string>();
  for (const part of alternative.parts) {
    const required = record(part.value)['required'];
    if (Array.isArray(required)) for (const name of required) if (typeof name === 'string') out.add(name);
  }
  return out;
}

/**
 * One schema for several that all apply (an `allOf` of references to them), at the pointer of
 * the first; `true` (any value) at `fallback` for none.
 */
export function merged(list: readonly Located[], fallback: string): Located {
  if (list.length === 1) return list[0]!;
  if (list.length === 0) return { value: true, ptr: fallback, synthetic: true };
  return { value: { allOf: list.map((l) => ({ $ref: l.ptr })) }, ptr: list[0]!.ptr, synthetic: true };
}
