/** What JSON can carry: a request body's type must hold nothing else, and an answer's type nothing JSON.stringify writes otherwise than its schema says. */
import type { MetadataSchema } from '../adapters/typia.js';

/** Where a value of a type is something JSON cannot carry, what it is, and what to use instead. */
export interface JsonProblem {
  readonly where: string;
  readonly what: string;
  readonly instead: string;
}

/** Whether metadata is exactly the Date class (possibly optional or nullable). */
export function isDate(meta: MetadataSchema): boolean {
  return (
    meta.natives.length === 1 &&
    meta.natives[0]!.name === 'Date' &&
    meta.atomics.length + meta.constants.length + meta.objects.length + meta.arrays.length === 0
  );
}

/**
 * The first place in `metadata` that holds something JSON cannot carry (a bigint, a Map or Set,
 * a class instance other than a Date, a function), or null when it is JSON data. A Date is JSON
 * data: it travels as its date-time string and is revived in request bodies.
 */
export function jsonProblem(metadata: MetadataSchema): JsonProblem | null {
  return firstProblem(metadata, 'request');
}

/**
 * The first place in an answer type that JSON.stringify cannot write as its schema says (a Map or
 * Set, written `{}`; a function or symbol, left out; a bigint; a class instance other than a
 * Date, whose own properties would be written), or null. Unlike a request body, an answer may
 * hold an object with a `toJSON` method: what that returns is checked instead.
 */
export function answerProblem(metadata: MetadataSchema): JsonProblem | null {
  return firstProblem(metadata, 'answer');
}

function firstProblem(metadata: MetadataSchema, use: 'request' | 'answer'): JsonProblem | null {
  const seen = new Set<MetadataSchema>();
  /** Thrown to leave the walk at the first problem. */
  class Found extends Error {
    constructor(readonly problem: JsonProblem) {
      super('found a problem');
    }
  }
  const walk = (meta: MetadataSchema, path: string): void => {
    if (seen.has(meta)) return;
    seen.add(meta);
    const fail = (what: string, instead: string): never => {
      throw new Found({ where: path, what, instead });
    };
    if (meta.atomics.some((a) => a.type === 'bigint') || meta.constants.some((c) => c.type === 'bigint'))
      fail(
        'a bigint',
        use === 'request'
          ? "number & tags.Type<'int64'> or a string"
          : "number & tags.Type<'int64'>, or its digits as a string",
      );
    if (use === 'answer' && meta.escaped !== null && !isDate(meta.escaped.original)) {
      // JSON.stringify writes what toJSON returns.
      walk(meta.escaped.returns, path);
    } else {
      // A Date is revived from its date-time string before validation; other classes cannot be.
      const dateOnly =
        (meta.escaped === null || isDate(meta.escaped.original)) && meta.natives.every((n) => n.name === 'Date');
      if (!dateOnly)
        fail(
          `a ${(meta.escaped?.original ?? meta).getName()}`,
          use === 'request'
            ? 'a string, or a Date (sent as a date-time string)'
            : 'plain data, a Date, or a class with a toJSON method',
        );
    }
    if (meta.sets.length > 0 || meta.maps.length > 0) fail('a Set or Map', 'an array or Record<string, T>');
    if (meta.functions.length > 0) fail('a function', 'plain data');
    if (use === 'answer' && isNothing(meta)) fail('a symbol, or a type no JSON value has', 'plain data');
    for (const array of meta.arrays) walk(array.type.value, `${path}[]`);
    for (const tuple of meta.tuples) tuple.type.elements.forEach((e, i) => walk(e.rest ?? e, `${path}[${i}]`));
    for (const alias of meta.aliases) walk(alias.type.value, path);
    for (const object of meta.objects)
      for (const p of object.type.properties) walk(p.value, `${path}.${p.key.getName().replace(/^"|"$/g, '')}`);
  };
  try {
    walk(metadata, '$');
    return null;
  } catch (error) {
    if (error instanceof Found) return error.problem;
    throw error;
  }
}

/** Whether a required, non-null value's metadata holds no kind at all: what typia makes of `symbol` (and `never`). */
function isNothing(meta: MetadataSchema): boolean {
  return !meta.any && !meta.nullable && meta.isRequired() && meta.size() === 0;
}
