/** JSON Schema from typia metadata, by fw's mapping of TypeScript types; pure, callable without ts-patch. */
import type { MetadataObjectType, MetadataSchema } from '../adapters/typia.js';
import { typeBaseName } from '@fw/runtime/internal';
import { isDate } from '../metadata/json.js';
import { templatePattern } from '../metadata/templates.js';

/** A JSON Schema object. */
export type JsonSchema = { [key: string]: unknown };

/** Where `$ref`s point: `#/components/schemas/` for OpenAPI, `#/$defs/` for a standalone schema. */
export interface SchemaOptions {
  readonly refPrefix: string;
  /** Puts literal values in their written order (the checker's union order is by creation). */
  readonly order?: <T>(values: readonly T[]) => T[];
  /** Whether a JSDoc text is not the user's (TypeScript's lib: `Partial` is "Make all properties in T optional"). */
  readonly foreignDescription?: (text: string) => boolean;
  /**
   * The type's base name, which names the anonymous members of its tagged unions when they become
   * components (`Feed_events_click` for a member of `Feed.events` tagged `click`); default `Schema`.
   */
  readonly name?: string;
}

/** The schema of a type and the named schemas its `$ref`s point to (recursive types only). */
export interface SchemaResult {
  readonly schema: JsonSchema;
  readonly components: Record<string, JsonSchema>;
  /** Base name and declaration of every object type given a component, to detect name clashes. */
  readonly named: ReadonlyMap<string, MetadataObjectType>;
}

/** Object properties the document leaves out: empty names, `_private` names and `Meta`. */
export function isSkippedProperty(name: string): boolean {
  return name === '' || name.startsWith('_') || name === 'Meta';
}

const NULL: JsonSchema = { type: 'null' };
const DATE_TIME: JsonSchema = { type: 'string', format: 'date-time' };

const STRING: JsonSchema = { type: 'string' };

/**
 * Turns typia metadata into JSON Schema:
 * number -> number (integer with typia `Type<"int32" | "uint32" | "int64" | "uint64">` or bigint);
 * optional, nullable or undefined-able -> `oneOf [T, null]` and not required; arrays and tuples ->
 * `array` with `items`; objects inline with `properties` and `required`, skipping `_x`, `Meta`
 * and empty names; string literal unions and string enums -> `string` + `enum` in declaration
 * order; anything else -> `string`. Beyond these: recursive object types become `$ref`s to
 * named components, JSDoc text becomes `description`, typia tags add their JSON Schema keywords,
 * unions of different kinds become `oneOf`, and `Record<string, T>` becomes `additionalProperties`.
 * The members of a union of objects told apart by a string literal tag become named components
 * (their type's name, or for an anonymous object type the place of the union and the tag, such
 * as `Feed_events_click`) referred to by `$ref`, with OpenAPI's `discriminator` and its
 * `mapping` from tag value to component when the union does not also take null.
 *
 * @example programSchema(metadata, { refPrefix: '#/components/schemas/' }).schema
 */
export function programSchema(metadata: MetadataSchema, options: SchemaOptions): SchemaResult {
  const withDescription = (schema: JsonSchema, description: string | null | undefined): JsonSchema =>
    description !== null && description !== undefined && options.foreignDescription?.(description.trim()) === true
      ? schema
      : describe(schema, description);
  const components: Record<string, JsonSchema> = {};
  const named = new Map<string, MetadataObjectType>();
  const writing = new Set<MetadataObjectType>();
  /** Each inline object schema written, with its type and the place it stands (for naming it as a union member). */
  const inline = new WeakMap<JsonSchema, { readonly type: MetadataObjectType; readonly place: string }>();

  const refTo = (object: MetadataObjectType): JsonSchema => {
    const name = typeBaseName(object.name);
    if (!named.has(name)) {
      named.set(name, object);
      writing.add(object);
      components[name] = objectSchema(object, name);
      writing.delete(object);
    }
    return { $ref: options.refPrefix + name };
  };

  /** `place`: where the object stands, `Owner_property`, for naming anonymous union members inside it. */
  const objectSchema = (object: MetadataObjectType, place: string): JsonSchema => {
    const owner = isAnonymous(object.name) ? place : typeBaseName(object.name);
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    let additional: JsonSchema | undefined;
    for (const property of object.properties) {
      const key = soleLiteral(property.key);
      if (key === null) {
        additional = of(property.value, true, `${owner}_values`);
        continue;
      }
      if (isSkippedProperty(key)) continue;
      const schema = of(property.value, true, `${owner}_${key}`);
      properties[key] = withDescription(schema, property.description);
      // `unknown` and `any` take undefined, so the validator lets such a property be absent.
      if (property.value.isRequired() && !property.value.nullable && !property.value.any) required.push(key);
    }
    const out: JsonSchema = { type: 'object', properties, required };
    if (additional !== undefined) out['additionalProperties'] = additional;
    return withDescription(out, object.description);
  };

  /** The schema of one metadata node, nullable/optional included. */
  /** `absentAsNull`: an optional value is documented as nullable (properties); not for tuple positions, where absence is a shorter array. */
  const of = (meta: MetadataSchema, absentAsNull: boolean, place: string): JsonSchema => {
    // `any` and `unknown` hold any JSON value, null included: the empty schema, as the validator sees them.
    if (meta.any) return {};
    const inner = variants(meta, place);
    // Nothing describable (a function, a symbol) is documented as a string, as anything else; only `null` itself is null.
    const core = inner.length === 0 ? (meta.nullable ? NULL : STRING) : inner.length === 1 ? inner[0]! : union(inner);
    // Flattened: `string | number | null` is one oneOf, not a oneOf inside a oneOf.
    if (inner.length > 0 && (meta.nullable || (absentAsNull && !meta.isRequired())))
      return inner.length === 1 ? { oneOf: [core, NULL] } : union([...inner, NULL]);
    return core;
  };

  const variants = (meta: MetadataSchema, place: string): JsonSchema[] => {
    if (meta.any) return [STRING];
    const out: JsonSchema[] = [];
    for (const atomic of meta.atomics) {
      const base: JsonSchema = atomic.type === 'bigint' ? { type: 'integer' } : { type: atomic.type };
      if (atomic.tags.length === 0) out.push(base);
      else for (const group of atomic.tags) out.push(withTags(base, group));
    }
    for (const constant of meta.constants) {
      const values = options.order
        ? options.order(constant.values.map((v) => v.value))
        : constant.values.map((v) => v.value);
      if (constant.type === 'string') out.push({ type: 'string', enum: values });
      else if (constant.type === 'boolean')
        out.push(values.length === 2 ? { type: 'boolean' } : { type: 'boolean', enum: values });
      else if (constant.type === 'bigint') out.push({ type: 'integer', enum: values.map((v) => Number(v)) });
      else out.push({ type: values.every((v) => Number.isInteger(v)) ? 'integer' : 'number', enum: values });
    }
    // A template literal type is a string matching the pattern the validator checks.
    for (const template of meta.templates) out.push({ type: 'string', pattern: templatePattern(template.row) });
    // A Date travels as its toJSON string: an RFC 3339 date-time, revived as a Date in request bodies.
    if (meta.escaped !== null)
      out.push(...(isDate(meta.escaped.original) ? [DATE_TIME] : variants(meta.escaped.returns, place)));
    if (meta.natives.some((n) => n.name === 'Date')) out.push(DATE_TIME);
    for (const array of meta.arrays) {
      const base: JsonSchema = { type: 'array', items: of(array.type.value, true, place) };
      out.push(array.tags.length === 0 ? base : withTags(base, array.tags[0]!));
    }
    for (const tuple of meta.tuples) out.push(tupleSchema(tuple.type.elements, place));
    for (const object of meta.objects) {
      const type = object.type;
      if (type.recursive || writing.has(type)) out.push(refTo(type));
      else {
        const schema = objectSchema(type, place);
        inline.set(schema, { type, place });
        out.push(schema);
      }
    }
    for (const alias of meta.aliases)
      out.push(withDescription(of(alias.type.value, true, place), alias.type.description));
    // Natives (Date without toJSON, Uint8Array, ...), Set and Map: documented as a string, as anything else.
    if (meta.natives.some((n) => n.name !== 'Date') || meta.sets.length > 0 || meta.maps.length > 0) out.push(STRING);
    return dedupe(out);
  };

  /** A tuple: each position's schema in `prefixItems` (OpenAPI 3.1), then the rest element's, or no more items. */
  const tupleSchema = (elements: readonly MetadataSchema[], place: string): JsonSchema => {
    const fixed = elements.filter((e) => e.rest === null);
    const rest = elements.find((e) => e.rest !== null);
    const schema: JsonSchema = { type: 'array', prefixItems: fixed.map((e, i) => of(e, false, `${place}_${i}`)) };
    schema['items'] = rest === undefined ? false : of(rest.rest!, true, `${place}_rest`);
    schema['minItems'] = fixed.filter((e) => !e.optional).length;
    if (rest === undefined) schema['maxItems'] = fixed.length;
    return schema;
  };

  const schema = of(metadata, true, options.name ?? 'Schema');
  // Unions of named (recursive) object types are only known once every component is written.
  const resolve = (ref: unknown): JsonSchema | undefined =>
    typeof ref === 'string' && ref.startsWith(options.refPrefix)
      ? components[ref.slice(options.refPrefix.length)]
      : undefined;
  /** Component names given to union members, by type, and by schema text for anonymous types met twice. */
  const memberNames = new Map<MetadataObjectType, string>();
  const byText = new Map<string, string>();
  /** The component of an inline union member, named by its type or (anonymous) by its place and tag. */
  const memberRef = (member: JsonSchema, tag: string): JsonSchema => {
    const known = inline.get(member);
    const text = JSON.stringify(member);
    let name = known === undefined ? undefined : memberNames.get(known.type);
    if (name === undefined && known !== undefined && isAnonymous(known.type.name)) name = byText.get(text);
    if (name === undefined) {
      const base =
        known !== undefined && !isAnonymous(known.type.name)
          ? typeBaseName(known.type.name)
          : `${known?.place ?? options.name ?? 'Schema'}_${safeName(tag)}`;
      name = base;
      for (let n = 2; components[name] !== undefined && JSON.stringify(components[name]) !== text; n++)
        name = `${base}_${n}`;
      components[name] = member;
      if (known !== undefined) memberNames.set(known.type, name);
      byText.set(text, name);
    }
    return { $ref: options.refPrefix + name };
  };
  /**
   * A union of objects (besides a null) told apart by a string tag: each inline member becomes a
   * component referred to by `$ref`, and without a null OpenAPI's discriminator names the tag and
   * maps each value to its member's component. Other unions are left as they are.
   */
  const discriminate = (record: JsonSchema): void => {
    const members = (record['anyOf'] ?? record['oneOf']) as JsonSchema[] | undefined;
    if (!Array.isArray(members)) return;
    const objects = members.filter((m) => !isNull(m));
    if (objects.length < 2) return;
    const targets = objects.map((m) => (typeof m['$ref'] === 'string' ? resolve(m['$ref']) : m));
    if (!targets.every((t) => t !== undefined && kindOf(t) === 'object')) return;
    const tag = discriminator(targets as JsonSchema[]);
    if (tag === undefined || tag === '') return;
    const values = (targets as JsonSchema[]).map(
      (t) => ((t['properties'] as Record<string, JsonSchema>)[tag]!['enum'] as unknown[])[0],
    );
    // OpenAPI's discriminator reads a string; a union tagged by numbers stays an inline oneOf.
    if (!values.every((v): v is string => typeof v === 'string')) return;
    const mapping: Record<string, string> = {};
    let next = 0;
    const refs = members.map((m) => {
      if (isNull(m)) return m;
      const value = values[next++]!;
      const ref = typeof m['$ref'] === 'string' ? m : memberRef(m, value);
      mapping[value] = ref['$ref'] as string;
      return ref;
    });
    delete record['anyOf'];
    record['oneOf'] = refs;
    if (refs.length === objects.length) record['discriminator'] = { propertyName: tag, mapping };
    else delete record['discriminator'];
  };
  // After the children: a member made a component has had its own unions seen to.
  const tagged = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(tagged);
    if (typeof node !== 'object' || node === null) return;
    for (const value of Object.values(node as JsonSchema)) tagged(value);
    discriminate(node as JsonSchema);
  };
  tagged(schema);
  tagged(components);
  return { schema, components, named };
}

/**
 * The schema of a union: `oneOf` when at most one variant can match any value (variants of
 * different JSON types, or objects told apart by a constant property), else `anyOf`, since
 * `oneOf` refuses a value two variants accept and the validator accepts it.
 */
function union(variants: JsonSchema[]): JsonSchema {
  const kinds = variants.map(kindOf);
  const distinct = new Set(kinds);
  if (!kinds.includes('any') && distinct.size === kinds.length) return { oneOf: variants };
  const objects = variants.filter((_, i) => kinds[i] === 'object');
  const others = kinds.filter((k) => k !== 'object');
  // Objects told apart by a tag: the members become components with a discriminator afterwards.
  if (!others.includes('any') && new Set(others).size === others.length && discriminator(objects) !== undefined)
    return { oneOf: variants };
  return { anyOf: variants };
}

/** Whether a schema is `{"type":"null"}`. */
function isNull(schema: JsonSchema): boolean {
  return schema['type'] === 'null' && Object.keys(schema).length === 1;
}

/** Whether typia's name of an object type is one it made up for an anonymous type (`__type`, `__type.o1`, `__object`). */
function isAnonymous(name: string): boolean {
  return name.startsWith('__');
}

/** A tag value as part of a component key: runs of other characters as `_`; `member` when nothing is left. */
function safeName(value: string): string {
  const safe = value.replace(/[^A-Za-z0-9.-]+/g, '_');
  return safe === '' || safe === '_' ? 'member' : safe;
}

/** The JSON type a schema's values have ('any' when it cannot be told). */
function kindOf(schema: JsonSchema): string {
  const type = schema['type'];
  if (type === 'integer') return 'number';
  if (typeof type === 'string') return type;
  if (typeof schema['$ref'] === 'string') return 'object';
  return 'any';
}

/**
 * The property inline object schemas all require with one constant value each, different
 * between them (their discriminator); '' for fewer than two objects, undefined when there is none.
 */
function discriminator(objects: readonly JsonSchema[]): string | undefined {
  if (objects.length < 2) return '';
  if (objects.some((o) => typeof o['properties'] !== 'object')) return undefined;
  const first = objects[0]!;
  for (const key of Object.keys(first['properties'] as object)) {
    const values = objects.map((o) => {
      const property = (o['properties'] as Record<string, JsonSchema>)[key];
      const required = Array.isArray(o['required']) && (o['required'] as string[]).includes(key);
      const values = property?.['enum'];
      return required && Array.isArray(values) && values.length === 1 ? JSON.stringify(values[0]) : undefined;
    });
    if (values.every((v) => v !== undefined) && new Set(values).size === values.length) return key;
  }
  return undefined;
}

/** The property name when the key is one string literal; null for dynamic keys (`Record<string, T>`). */
function soleLiteral(key: MetadataSchema): string | null {
  if (!key.isSoleLiteral()) return null;
  const value = key.constants[0]?.values[0]?.value;
  return typeof value === 'string' ? value : value === undefined ? null : String(value);
}

/**
 * The range each typia `Type<...>` tag stands for, which typia's own schema leaves out: without it
 * the document would accept 1e12 for a `uint32` that fw refuses. The validator checks the same
 * bounds (for int64, uint64 and float through fw's own checks in `@fw/runtime/internal`, since
 * typia's `2 ** 64 - 1` is 2^64 as a double), and every bound is a double the document writes
 * exactly: 2^63 and 2^64 as exclusive maxima, written with all their digits. The OpenAPI
 * `format` is added where the registry defines one.
 */
const TYPE_RANGES: Readonly<Record<string, { lower: Bound; upper: Bound; format?: string }>> = {
  int32: {
    lower: { value: -(2 ** 31), exclusive: false },
    upper: { value: 2 ** 31 - 1, exclusive: false },
    format: 'int32',
  },
  uint32: { lower: { value: 0, exclusive: false }, upper: { value: 2 ** 32 - 1, exclusive: false } },
  int64: {
    lower: { value: -(2 ** 63), exclusive: false },
    upper: { value: 2 ** 63, exclusive: true },
    format: 'int64',
  },
  uint64: { lower: { value: 0, exclusive: false }, upper: { value: 2 ** 64, exclusive: true } },
  float: {
    lower: { value: -3.4028235e38, exclusive: false },
    upper: { value: 3.4028235e38, exclusive: false },
    format: 'float',
  },
};

/** One end of a range: its value, and whether the value itself is outside. */
interface Bound {
  readonly value: number;
  readonly exclusive: boolean;
}

/** Adds typia tag keywords (`format`, `minLength`, `minimum`, `type: integer`, ...) to a schema. */
function withTags(base: JsonSchema, tags: readonly { schema?: unknown; kind?: string; value?: unknown }[]): JsonSchema {
  const out: JsonSchema = { ...base };
  for (const tag of tags) {
    if (typeof tag.schema === 'object' && tag.schema !== null) Object.assign(out, tag.schema);
  }
  for (const tag of tags) {
    const range = tag.kind === 'type' && typeof tag.value === 'string' ? TYPE_RANGES[tag.value] : undefined;
    if (range === undefined) continue;
    // The tighter bound wins when a Minimum/Maximum tag is given too, written as one keyword.
    tighten(out, 'minimum', 'exclusiveMinimum', range.lower, (a, b) => a > b);
    tighten(out, 'maximum', 'exclusiveMaximum', range.upper, (a, b) => a < b);
    if (range.format !== undefined && out['format'] === undefined) out['format'] = range.format;
  }
  return out;
}

/**
 * Keeps the tightest of `bound` and the schema's own bounds on one side (`inclusive` and
 * `exclusive` are that side's keywords; `tighter(a, b)` says whether value a restricts more than
 * b), as the one keyword that states it: at one value, the exclusive bound is the tighter.
 */
function tighten(
  out: JsonSchema,
  inclusive: string,
  exclusive: string,
  bound: Bound,
  tighter: (a: number, b: number) => boolean,
): void {
  let best = bound;
  for (const [key, isExclusive] of [
    [inclusive, false],
    [exclusive, true],
  ] as const) {
    const value = out[key];
    if (typeof value !== 'number') continue;
    if (tighter(value, best.value) || (value === best.value && isExclusive && !best.exclusive))
      best = { value, exclusive: isExclusive };
  }
  // Setting a key the schema has keeps its place in it.
  delete out[best.exclusive ? inclusive : exclusive];
  out[best.exclusive ? exclusive : inclusive] = best.value;
}

function describe(schema: JsonSchema, description: string | null | undefined): JsonSchema {
  if (description === null || description === undefined || description.trim() === '') return schema;
  return { ...schema, description: description.trim() };
}

function dedupe(schemas: JsonSchema[]): JsonSchema[] {
  const seen = new Set<string>();
  return schemas.filter((s) => {
    const key = JSON.stringify(s);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
