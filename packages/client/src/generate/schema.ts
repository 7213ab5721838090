/** JSON Schema (OpenAPI 3.1, as fw writes it) to TypeScript type text: pure, one pass over the schema. */

/** A JSON Schema node: an object, or `true`/`false`. */
export type Schema = { readonly [key: string]: unknown } | boolean;

/** How `$ref`s become type names. */
export interface TypeWriter {
  /** The TypeScript name of a `#/components/schemas/<name>` reference, or `unknown` for another reference. */
  readonly refName: (ref: string) => string;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A property key as TypeScript writes it: bare when an identifier, else a string literal. */
export function propertyKey(name: string): string {
  return IDENTIFIER.test(name) ? name : JSON.stringify(name);
}

/** A JSDoc comment of `text` at `indent` (empty or not a string: no comment); `*​/` inside is broken so the comment cannot end early. */
export function docComment(text: unknown, indent: string): string {
  if (typeof text !== 'string' || text.trim() === '') return '';
  const lines = text.trim().replaceAll('*/', '*\\/').split('\n');
  if (lines.length === 1) return `${indent}/** ${lines[0]} */\n`;
  return `${indent}/**\n${lines.map((line) => `${indent} *${line === '' ? '' : ` ${line}`}`).join('\n')}\n${indent} */\n`;
}

/** The type of an object schema that says nothing of its properties. */
const OPEN_OBJECT = '{ [key: string]: unknown }';

/**
 * The text of the TypeScript type of `schema`; objects are written over lines at `indent`. Every
 * keyword applies at once: `oneOf`, `anyOf`, each `allOf` member and the schema's own `type` or
 * `properties` are intersected (`Base & { name: string }` for an `allOf` with properties beside it).
 */
export function typeText(schema: Schema | undefined, writer: TypeWriter, indent = ''): string {
  if (schema === false) return 'never';
  if (!isSchemaObject(schema)) return 'unknown';
  const ref = schema['$ref'];
  if (typeof ref === 'string') return writer.refName(ref);
  if ('const' in schema) return literal(schema['const']);
  const values = schema['enum'];
  if (Array.isArray(values)) return values.length === 0 ? 'never' : union(values.map(literal));
  const parts: string[] = [];
  for (const key of ['oneOf', 'anyOf'] as const) {
    const members = schema[key];
    if (Array.isArray(members)) parts.push(union(members.map((member: Schema) => typeText(member, writer, indent))));
  }
  const all = schema['allOf'];
  if (Array.isArray(all)) for (const member of all as Schema[]) parts.push(typeText(member, writer, indent));
  const known = [...new Set(parts)].filter((part) => part !== 'unknown');
  const own = ownType(schema, writer, indent);
  // `type: object` (or `array`) beside the members adds nothing they do not say.
  if (own !== undefined && !(known.length > 0 && (own === OPEN_OBJECT || own === 'unknown[]'))) known.push(own);
  if (known.length === 0) return 'unknown';
  if (known.includes('never')) return 'never';
  return known.length === 1 ? known[0]! : known.map(wrap).join(' & ');
}

/** The type the schema's `type`, `properties` and `additionalProperties` give; undefined without them. */
function ownType(schema: { readonly [key: string]: unknown }, writer: TypeWriter, indent: string): string | undefined {
  const type = schema['type'];
  if (Array.isArray(type)) return union(type.map((one) => ofType(schema, String(one), writer, indent)));
  if (typeof type === 'string') return ofType(schema, type, writer, indent);
  if (typeof schema['properties'] === 'object' || schema['additionalProperties'] !== undefined)
    return objectText(schema, writer, indent);
  return undefined;
}

/**
 * The `$ref`s that `typeText(schema)` writes outside any object or array type (alone, or as a
 * member of a union or an intersection): where a type alias cannot name itself.
 */
export function directRefs(schema: Schema | undefined, out: string[] = []): string[] {
  if (!isSchemaObject(schema)) return out;
  const ref = schema['$ref'];
  if (typeof ref === 'string') out.push(ref);
  else if (!('const' in schema) && !Array.isArray(schema['enum']))
    for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
      const members = schema[key];
      if (Array.isArray(members)) for (const member of members as Schema[]) directRefs(member, out);
    }
  return out;
}

/** Whether `schema` is a schema object (not `true`/`false`, and not a value no schema is). */
function isSchemaObject(schema: unknown): schema is { readonly [key: string]: unknown } {
  return typeof schema === 'object' && schema !== null && !Array.isArray(schema);
}

/** The type of one JSON type of a schema. */
function ofType(schema: { readonly [key: string]: unknown }, type: string, writer: TypeWriter, indent: string): string {
  switch (type) {
    case 'string':
      return 'string';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array':
      return arrayText(schema, writer, indent);
    case 'object':
      return objectText(schema, writer, indent);
    default:
      return 'unknown';
  }
}

/** `T[]`, or a tuple for `prefixItems` (optional positions past `minItems`, a rest element from `items`). */
function arrayText(schema: { readonly [key: string]: unknown }, writer: TypeWriter, indent: string): string {
  const items = schema['items'] as Schema | undefined;
  const prefix = schema['prefixItems'];
  if (!Array.isArray(prefix)) return `${wrap(typeText(items, writer, indent))}[]`;
  const min = typeof schema['minItems'] === 'number' ? schema['minItems'] : 0;
  const parts = (prefix as Schema[]).map((item, i) =>
    i >= min ? `${wrap(typeText(item, writer, indent))}?` : typeText(item, writer, indent),
  );
  if (items !== false) parts.push(`...${wrap(typeText(items, writer, indent))}[]`);
  return `[${parts.join(', ')}]`;
}

/**
 * `{ name: T; other?: U }` from `properties` and `required`, with an index signature for
 * `additionalProperties` (its type joined with the properties', as TypeScript requires).
 */
function objectText(schema: { readonly [key: string]: unknown }, writer: TypeWriter, indent: string): string {
  const properties = (isSchemaObject(schema['properties']) ? schema['properties'] : {}) as Record<string, Schema>;
  const required = new Set(Array.isArray(schema['required']) ? (schema['required'] as unknown[]) : []);
  const additional = schema['additionalProperties'] as Schema | undefined;
  const inner = `${indent}  `;
  const lines: string[] = [];
  const types: string[] = [];
  for (const [name, property] of Object.entries(properties)) {
    const type = typeText(property, writer, inner);
    const optional = !required.has(name);
    types.push(optional ? `${type} | undefined` : type);
    const description = isSchemaObject(property) ? property['description'] : undefined;
    lines.push(`${docComment(description, inner)}${inner}${propertyKey(name)}${optional ? '?' : ''}: ${type};`);
  }
  const extra = additional === undefined || additional === false ? undefined : typeText(additional, writer, inner);
  // A required name `properties` does not declare is still there, of the additional properties' type.
  for (const name of required)
    if (typeof name === 'string' && !Object.hasOwn(properties, name) && additional !== false) {
      types.push(extra ?? 'unknown');
      lines.push(`${inner}${propertyKey(name)}: ${extra ?? 'unknown'};`);
    }
  if (extra !== undefined)
    lines.push(`${inner}[key: string]: ${types.length === 0 ? extra : union([extra, ...types])};`);
  // No properties and no others allowed: an empty object (`{}` would be any value but null and undefined).
  if (lines.length === 0) return additional === false ? '{ [key: string]: never }' : OPEN_OBJECT;
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/** A JSON value as a TypeScript literal type. */
function literal(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return JSON.stringify(value);
  return 'unknown';
}

/** A union of type texts, each kept once, in order. */
function union(types: readonly string[]): string {
  const unique = [...new Set(types)];
  if (unique.includes('unknown')) return 'unknown';
  return unique.length === 0 ? 'never' : unique.join(' | ');
}

/** Parenthesised when it is a union or an intersection, to be an array's element or an intersection's member. */
function wrap(type: string): string {
  return isCompound(type) ? `(${type})` : type;
}

/** Whether a type text has a `|` or `&` outside braces, brackets, parentheses, string literals and comments. */
function isCompound(type: string): boolean {
  let depth = 0;
  let quote = false;
  for (let i = 0; i < type.length; i++) {
    const c = type[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === '"') quote = false;
    } else if (c === '"') quote = true;
    else if (c === '/' && type[i + 1] === '*') i = commentEnd(type, i);
    else if (c === '{' || c === '[' || c === '(') depth++;
    else if (c === '}' || c === ']' || c === ')') depth--;
    else if (depth === 0 && (c === '|' || c === '&')) return true;
  }
  return false;
}

/**
 * The index of the `/` that closes the comment opening at `start` in a type text (a property's
 * JSDoc, which `docComment` keeps from holding `*​/`): its quotes and braces are not the type's.
 */
export function commentEnd(text: string, start: number): number {
  const end = text.indexOf('*/', start + 2);
  return end < 0 ? text.length : end + 1;
}
