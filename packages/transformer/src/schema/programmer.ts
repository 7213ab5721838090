/** JSON Schema from typia metadata, following the seed's mapping (DESIGN section 5); pure, no ts-patch needed. */
import type { MetadataObjectType, MetadataSchema } from '@typia/core';
import { typeBaseName } from '@fw/runtime';

/** A JSON Schema object. */
export type JsonSchema = { [key: string]: unknown };

/** Where `$ref`s point: `#/components/schemas/` for OpenAPI, `#/$defs/` for a standalone schema. */
export interface SchemaOptions {
  readonly refPrefix: string;
  /** Puts literal values in their written order (the checker's union order is by creation). */
  readonly order?: <T>(values: readonly T[]) => T[];
}

/** The schema of a type and the named schemas its `$ref`s point to (recursive types only). */
export interface SchemaResult {
  readonly schema: JsonSchema;
  readonly components: Record<string, JsonSchema>;
  /** Base name and declaration of every object type given a component, to detect name clashes. */
  readonly named: ReadonlyMap<string, MetadataObjectType>;
}

/** Object properties the seed leaves out: empty names, `_private` names and `Meta`. */
export function isSkippedProperty(name: string): boolean {
  return name === '' || name.startsWith('_') || name === 'Meta';
}

const NULL: JsonSchema = { type: 'null' };
const STRING: JsonSchema = { type: 'string' };

/**
 * Turns typia metadata into JSON Schema:
 * number -> number (integer with typia `Type<"int32" | "uint32" | "int64" | "uint64">` or bigint);
 * optional, nullable or undefined-able -> `oneOf [T, null]` and not required; arrays and tuples ->
 * `array` with `items`; objects inline with `properties` and `required`, skipping `_x`, `Meta`
 * and empty names; string literal unions and string enums -> `string` + `enum` in declaration
 * order; anything else -> `string`. Beyond the seed: recursive object types become `$ref`s to
 * named components, JSDoc text becomes `description`, typia tags add their JSON Schema keywords,
 * unions of different kinds become `oneOf`, and `Record<string, T>` becomes `additionalProperties`.
 *
 * @example programSchema(metadata, { refPrefix: '#/components/schemas/' }).schema
 */
export function programSchema(metadata: MetadataSchema, options: SchemaOptions): SchemaResult {
  const components: Record<string, JsonSchema> = {};
  const named = new Map<string, MetadataObjectType>();
  const writing = new Set<MetadataObjectType>();

  const refTo = (object: MetadataObjectType): JsonSchema => {
    const name = typeBaseName(object.name);
    if (!named.has(name)) {
      named.set(name, object);
      writing.add(object);
      components[name] = objectSchema(object);
      writing.delete(object);
    }
    return { $ref: options.refPrefix + name };
  };

  const objectSchema = (object: MetadataObjectType): JsonSchema => {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    let additional: JsonSchema | undefined;
    for (const property of object.properties) {
      const key = soleLiteral(property.key);
      if (key === null) {
        additional = of(property.value);
        continue;
      }
      if (isSkippedProperty(key)) continue;
      const schema = of(property.value);
      properties[key] = withDescription(schema, property.description);
      if (property.value.isRequired() && !property.value.nullable) required.push(key);
    }
    const out: JsonSchema = { type: 'object', properties, required };
    if (additional !== undefined) out['additionalProperties'] = additional;
    return withDescription(out, object.description);
  };

  /** The schema of one metadata node, nullable/optional included. */
  const of = (meta: MetadataSchema): JsonSchema => {
    const inner = variants(meta);
    // Nothing describable (a function, a symbol): the seed's "anything else" is a string; only `null` itself is null.
    const core = inner.length === 0 ? (meta.nullable ? NULL : STRING) : inner.length === 1 ? inner[0]! : { oneOf: inner };
    // Flattened: `string | number | null` is one oneOf, not a oneOf inside a oneOf.
    if (inner.length > 0 && (meta.nullable || !meta.isRequired())) return { oneOf: [...(inner.length === 1 ? [core] : inner), NULL] };
    return core;
  };

  const variants = (meta: MetadataSchema): JsonSchema[] => {
    if (meta.any) return [STRING];
    const out: JsonSchema[] = [];
    for (const atomic of meta.atomics) {
      const base: JsonSchema = atomic.type === 'bigint' ? { type: 'integer' } : { type: atomic.type };
      if (atomic.tags.length === 0) out.push(base);
      else for (const group of atomic.tags) out.push(withTags(base, group));
    }
    for (const constant of meta.constants) {
      const values = options.order ? options.order(constant.values.map((v) => v.value)) : constant.values.map((v) => v.value);
      if (constant.type === 'string') out.push({ type: 'string', enum: values });
      else if (constant.type === 'boolean') out.push(values.length === 2 ? { type: 'boolean' } : { type: 'boolean', enum: values });
      else if (constant.type === 'bigint') out.push({ type: 'integer', enum: values.map((v) => Number(v)) });
      else out.push({ type: values.every((v) => Number.isInteger(v)) ? 'integer' : 'number', enum: values });
    }
    if (meta.templates.length > 0) out.push({ type: 'string' });
    if (meta.escaped !== null) out.push(...variants(meta.escaped.returns));
    for (const array of meta.arrays) {
      const base: JsonSchema = { type: 'array', items: of(array.type.value) };
      out.push(array.tags.length === 0 ? base : withTags(base, array.tags[0]!));
    }
    for (const tuple of meta.tuples) out.push(tupleSchema(tuple.type.elements));
    for (const object of meta.objects) {
      const type = object.type;
      out.push(type.recursive || writing.has(type) ? refTo(type) : objectSchema(type));
    }
    for (const alias of meta.aliases) out.push(withDescription(of(alias.type.value), alias.type.description));
    // Natives (Date without toJSON, Uint8Array, ...), Set and Map: the seed's "anything else".
    if (meta.natives.length > 0 || meta.sets.length > 0 || meta.maps.length > 0) out.push(STRING);
    return dedupe(out);
  };

  const tupleSchema = (elements: readonly MetadataSchema[]): JsonSchema => {
    const items = dedupe(elements.map((e) => of(e.rest ?? e)));
    const rest = elements.some((e) => e.rest !== null);
    const schema: JsonSchema = { type: 'array', items: items.length === 1 ? items[0]! : { oneOf: items } };
    if (items.length === 0) schema['items'] = STRING;
    if (!rest) {
      schema['minItems'] = elements.filter((e) => e.isRequired()).length;
      schema['maxItems'] = elements.length;
    }
    return schema;
  };

  const schema = of(metadata);
  return { schema, components, named };
}

/** The property name when the key is one string literal; null for dynamic keys (`Record<string, T>`). */
function soleLiteral(key: MetadataSchema): string | null {
  if (!key.isSoleLiteral()) return null;
  const value = key.constants[0]?.values[0]?.value;
  return typeof value === 'string' ? value : value === undefined ? null : String(value);
}

/** Adds typia tag keywords (`format`, `minLength`, `minimum`, `type: integer`, ...) to a schema. */
function withTags(base: JsonSchema, tags: readonly { schema?: unknown }[]): JsonSchema {
  const out: JsonSchema = { ...base };
  for (const tag of tags) {
    if (typeof tag.schema === 'object' && tag.schema !== null) Object.assign(out, tag.schema);
  }
  return out;
}

function withDescription(schema: JsonSchema, description: string | null | undefined): JsonSchema {
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
