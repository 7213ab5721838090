/** A walk over a type's metadata, for the checks that look at every part of a type. */
import type { MetadataSchema } from '../adapters/typia.js';

/**
 * Calls `visit` once for `meta` and once for every metadata inside it: array items, tuple
 * elements, aliased types, Set and Map members, the JSON form of escaped types (a Date's
 * string) and object properties, keys and values. Recursive types are visited once.
 *
 * @example eachMetadata(meta, (m) => { for (const t of m.templates) patterns.push(t) })
 */
export function eachMetadata(meta: MetadataSchema, visit: (m: MetadataSchema) => void): void {
  const seen = new Set<MetadataSchema>();
  const walk = (m: MetadataSchema): void => {
    if (seen.has(m)) return;
    seen.add(m);
    visit(m);
    for (const array of m.arrays) walk(array.type.value);
    for (const tuple of m.tuples) for (const e of tuple.type.elements) walk(e.rest ?? e);
    for (const alias of m.aliases) walk(alias.type.value);
    for (const set of m.sets) walk(set.value);
    for (const map of m.maps) {
      walk(map.key);
      walk(map.value);
    }
    if (m.escaped !== null) walk(m.escaped.returns);
    for (const object of m.objects) {
      for (const p of object.type.properties) {
        walk(p.key);
        walk(p.value);
      }
    }
  };
  walk(meta);
}
