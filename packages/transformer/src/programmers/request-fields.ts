/**
 * How a `withRequest` string part (path parameters, query, headers) is read: for each field of
 * the part's object type, what its string may become (boolean, number, string, tried in that
 * order), whether it is an array (query and headers only) and whether it is required. A field a
 * string cannot carry is FW2006.
 */
import ts from 'typescript';
import type { MetadataSchema } from '../adapters/typia.js';
import type { FieldKind } from '@fw/runtime/internal';
import { TransformError } from '../diagnostics.js';

/** One field of a string part, as the runtime coerces it. */
export interface RequestField {
  readonly name: string;
  readonly kinds: FieldKind[];
  readonly array: boolean;
  readonly required: boolean;
}

/** Where each string part's fields come from, as the message names it. */
const PLACE: Readonly<Record<string, string>> = { params: 'path', query: 'query', headers: 'header' };

/** How each field of the string part `where` (`params`, `query`, `headers`) is coerced; FW2006 at `call` for a field a string cannot carry. */
export function requestFields(meta: MetadataSchema, where: string, call: ts.Node): RequestField[] {
  const place = PLACE[where]!;
  const fail = (name: string, what: string): never => {
    throw new TransformError(
      'FW2006',
      { where, name, what, place, arrays: where === 'query' ? ', or an array of those' : '' },
      call,
    );
  };
  const object = meta.objects[0]?.type;
  if (
    object === undefined ||
    meta.objects.length !== 1 ||
    meta.atomics.length + meta.constants.length + meta.arrays.length + meta.tuples.length > 0
  ) {
    fail('(the part itself)', 'not an object type');
  }
  const fields: RequestField[] = [];
  for (const property of object!.properties) {
    const key = property.key.isSoleLiteral() ? String(property.key.constants[0]?.values[0]?.value) : undefined;
    if (key === undefined) fail('[key: string]', 'an index signature');
    const value = property.value;
    let array = false;
    let element: MetadataSchema = value;
    if (value.arrays.length > 0) {
      if (where !== 'query' && where !== 'headers') fail(key!, 'an array');
      if (value.arrays.length !== 1 || value.atomics.length + value.constants.length + value.templates.length > 0)
        fail(key!, 'an array mixed with other kinds');
      array = true;
      element = value.arrays[0]!.type.value;
    }
    fields.push({
      name: key!,
      kinds: kindsOf(element, (what) => fail(key!, what)),
      array,
      required: value.isRequired(),
    });
  }
  return fields;
}

/** What a field's string may become, in the order tried (a string last, as the fallback). */
function kindsOf(meta: MetadataSchema, fail: (what: string) => never): FieldKind[] {
  if (meta.nullable) fail('nullable');
  if (meta.any) fail('any or unknown');
  if (meta.objects.length > 0 || meta.tuples.length > 0 || meta.arrays.length > 0) fail('an object or array');
  if (
    meta.natives.length > 0 ||
    meta.sets.length > 0 ||
    meta.maps.length > 0 ||
    meta.functions.length > 0 ||
    meta.escaped !== null
  )
    fail('not plain data');
  const kinds = new Set<FieldKind>();
  const add = (type: string): void => {
    if (type === 'boolean') kinds.add('boolean');
    else if (type === 'number' || type === 'bigint') kinds.add('number');
    else kinds.add('string');
  };
  for (const atomic of meta.atomics) add(atomic.type);
  for (const constant of meta.constants) add(constant.type);
  if (meta.templates.length > 0) kinds.add('string');
  for (const alias of meta.aliases) for (const kind of kindsOf(alias.type.value, fail)) kinds.add(kind);
  if (kinds.size === 0) fail('not a string, number or boolean');
  return (['boolean', 'number', 'string'] as const).filter((kind) => kinds.has(kind));
}
