/** JSON for the diff: a parser that keeps integers beyond 2^53 exact (as bigint), canonical text for equality, and JSON pointers. */

/** A JSON value as {@link parseJson} returns it: integers outside the safe range are `bigint`. */
export type Json = null | boolean | number | bigint | string | Json[] | { [key: string]: Json };

/** A JSON text that does not parse: the message names the offset. */
export class JsonSyntaxError extends Error {}

/**
 * Parses JSON text like `JSON.parse`, except that an integer literal outside ±(2^53 - 1) becomes a
 * `bigint` holding its exact value (an int64 bound such as 9223372036854775807 stays exact).
 * One pass over the text, no backtracking: linear time.
 *
 * @example parseJson('{"max": 9223372036854775807}') // { max: 9223372036854775807n }
 */
export function parseJson(text: string): Json {
  let at = 0;
  const fail = (what: string): never => {
    throw new JsonSyntaxError(`${what} at offset ${at}`);
  };
  const space = (): void => {
    while (at < text.length) {
      const c = text.charCodeAt(at);
      if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) return;
      at++;
    }
  };
  const string = (): string => {
    const start = at;
    at++;
    while (at < text.length) {
      const c = text.charCodeAt(at);
      if (c === 0x22) {
        at++;
        return JSON.parse(text.slice(start, at)) as string;
      }
      at += c === 0x5c ? 2 : 1;
    }
    return fail('unterminated string');
  };
  const number = (): number | bigint => {
    const start = at;
    if (text[at] === '-') at++;
    let integer = true;
    while (at < text.length) {
      const ch = text[at]!;
      if (ch >= '0' && ch <= '9') at++;
      else if (ch === '.' || ch === 'e' || ch === 'E' || ch === '+' || ch === '-') {
        integer = false;
        at++;
      } else break;
    }
    const token = text.slice(start, at);
    const value = Number(token);
    if (token === '' || token === '-' || Number.isNaN(value)) return fail(`bad number ${JSON.stringify(token)}`);
    return integer && !Number.isSafeInteger(value) ? BigInt(token) : value;
  };
  const literal = (word: string, value: Json): Json => {
    if (text.startsWith(word, at)) {
      at += word.length;
      return value;
    }
    return fail('unexpected character');
  };
  // Nesting is handled with an explicit stack, so a deep document cannot overflow the call stack.
  type Frame = { kind: 'array'; value: Json[] } | { kind: 'object'; value: { [key: string]: Json }; key: string };
  const stack: Frame[] = [];
  let result: Json | undefined;
  const put = (value: Json): void => {
    const top = stack[stack.length - 1];
    if (top === undefined) result = value;
    else if (top.kind === 'array') top.value.push(value);
    // A "__proto__" key is an own property, as JSON.parse makes it, never the prototype.
    else Object.defineProperty(top.value, top.key, { value, enumerable: true, writable: true, configurable: true });
  };
  const key = (frame: Frame & { kind: 'object' }): void => {
    space();
    if (text[at] !== '"') fail('expected a property name');
    frame.key = string();
    space();
    if (text[at] !== ':') fail("expected ':'");
    at++;
  };
  for (;;) {
    space();
    const ch = text[at];
    let value: Json | undefined;
    if (ch === '{') {
      at++;
      space();
      if (text[at] === '}') {
        at++;
        value = {};
      } else {
        const frame = { kind: 'object' as const, value: {}, key: '' };
        key(frame);
        stack.push(frame);
        continue;
      }
    } else if (ch === '[') {
      at++;
      space();
      if (text[at] === ']') {
        at++;
        value = [];
      } else {
        stack.push({ kind: 'array', value: [] });
        continue;
      }
    } else if (ch === '"') value = string();
    else if (ch === '-' || (ch !== undefined && ch >= '0' && ch <= '9')) value = number();
    else if (ch === 't') value = literal('true', true);
    else if (ch === 'f') value = literal('false', false);
    else if (ch === 'n') value = literal('null', null);
    else fail(ch === undefined ? 'unexpected end of text' : 'unexpected character');
    put(value!);
    // Close every container that ends here, then go on with the next element.
    for (;;) {
      const top = stack[stack.length - 1];
      if (top === undefined) {
        space();
        if (at !== text.length) fail('unexpected text after the document');
        return result!;
      }
      space();
      const next = text[at];
      if (next === ',') {
        at++;
        if (top.kind === 'object') key(top);
        break;
      }
      if ((top.kind === 'array' && next === ']') || (top.kind === 'object' && next === '}')) {
        at++;
        stack.pop();
        put(top.value);
        continue;
      }
      fail(top.kind === 'array' ? "expected ',' or ']'" : "expected ',' or '}'");
    }
  }
}

/**
 * Canonical JSON text of a value, for equality: object keys sorted, bigint and number written
 * alike (`1` and `1n` are the same JSON value).
 */
export function canonical(value: unknown): string {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** One JSON pointer segment, escaped (`~` as `~0`, `/` as `~1`). */
function escapeSegment(segment: string | number): string {
  return String(segment).replaceAll('~', '~0').replaceAll('/', '~1');
}

/** `pointer` extended by `segments`, as in `#/paths/~1users/get`. */
export function child(pointer: string, ...segments: (string | number)[]): string {
  return segments.reduce<string>((p, s) => `${p}/${escapeSegment(s)}`, pointer);
}

/** The value at a `#/...` pointer in `root`, or undefined. */
export function resolvePointer(root: unknown, pointer: string): unknown {
  if (pointer === '#' || pointer === '#/') return root;
  if (!pointer.startsWith('#/')) return undefined;
  let node = root;
  for (const raw of pointer.slice(2).split('/')) {
    const segment = percentDecoded(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    if (typeof node !== 'object' || node === null || !Object.prototype.hasOwnProperty.call(node, segment))
      return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** A `$ref` fragment segment without its percent-encoding (`%7Bid%7D` is `{id}`); as written when that is not valid. */
function percentDecoded(segment: string): string {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
