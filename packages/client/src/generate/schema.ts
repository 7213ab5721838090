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

/** A JSDoc comment of `text` at `indent` (empty text: no comment); `*​/` inside is broken so the comment cannot end early. */
export function docComment(text: string | undefined, indent: string): string {
  if (text === undefined || text.trim() === '') return '';
  const lines = text.trim().replaceAll('*/', '*\\/').split('\n');
  if (lines.length === 1) return `${indent}/** ${lines[0]} */\n`;
  return `${indent}/**\n${lines.map((line) => `${indent} *${line === '' ? '' : ` ${line}`}`).join('\n')}\n${indent} */\n`;
}

/** The text of the TypeScript type of `schema`; objects are written over lines at `indent`. */
export function typeText(schema: Schema | undefined, writer: TypeWriter, indent = ''): string {
  if (schema === undefined || schema === true) return 'unknown';
  if (schema === false) return 'never';
  const ref = schema['$ref'];
  if (typeof ref === 'string') return writer.refName(ref);
  if ('const' in schema) return literal(schema['const']);
  const values = schema['enum'];
  if (Array.isArray(values)) return values.length === 0 ? 'never' : union(values.map(literal));
  const members = (Array.isArray(schema['oneOf']) ? schema['oneOf'] : schema['anyOf']) as Schema[] | undefined;
  if (Array.isArray(members)) return union(members.map((member) => typeText(member, writer, indent)));
  const all = schema['allOf'];
  if (Array.isArray(all))
    return all.length === 0
      ? 'unknown'
      : (all as Schema[]).map((member) => wrap(typeText(member, writer, indent))).join(' & ');
  const type = schema['type'];
  if (Array.isArray(type)) return union(type.map((one) => ofType(schema, String(one), writer, indent)));
  if (typeof type === 'string') return ofType(schema, type, writer, indent);
  if (typeof schema['properties'] === 'object' || schema['additionalProperties'] !== undefined)
    return objectText(schema, writer, indent);
  return 'unknown';
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
  const parts = (prefix as Schema[]).map((item, i) => typeText(item, writer, indent) + (i >= min ? '?' : ''));
  if (items !== false) parts.push(`...${wrap(typeText(items, writer, indent))}[]`);
  return `[${parts.join(', ')}]`;
}

/**
 * `{ name: T; other?: U }` from `properties` and `required`, with an index signature for
 * `additionalProperties` (its type joined with the properties', as TypeScript requires).
 */
function objectText(schema: { readonly [key: string]: unknown }, writer: TypeWriter, indent: string): string {
  const properties = (
    typeof schema['properties'] === 'object' && schema['properties'] !== null ? schema['properties'] : {}
  ) as Record<string, Schema>;
  const required = new Set(Array.isArray(schema['required']) ? (schema['required'] as string[]) : []);
  const additional = schema['additionalProperties'] as Schema | undefined;
  const inner = `${indent}  `;
  const lines: string[] = [];
  const types: string[] = [];
  for (const [name, property] of Object.entries(properties)) {
    const type = typeText(property, writer, inner);
    const optional = !required.has(name);
    types.push(optional ? `${type} | undefined` : type);
    const description = typeof property === 'object' ? (property['description'] as string | undefined) : undefined;
    lines.push(`${docComment(description, inner)}${inner}${propertyKey(name)}${optional ? '?' : ''}: ${type};`);
  }
  if (additional !== undefined && additional !== false) {
    const type = typeText(additional, writer, inner);
    lines.push(`${inner}[key: string]: ${types.length === 0 ? type : union([type, ...types])};`);
  }
  if (lines.length === 0) return additional === false ? '{}' : '{ [key: string]: unknown }';
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

/** Whether a type text has a `|` or `&` outside braces, brackets and parentheses. */
function isCompound(type: string): boolean {
  let depth = 0;
  let quote = false;
  for (let i = 0; i < type.length; i++) {
    const c = type[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === '"') quote = false;
    } else if (c === '"') quote = true;
    else if (c === '{' || c === '[' || c === '(') depth++;
    else if (c === '}' || c === ']' || c === ')') depth--;
    else if (depth === 0 && (c === '|' || c === '&')) return true;
  }
  return false;
}
