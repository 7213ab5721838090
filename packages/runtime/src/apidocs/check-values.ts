/**
 * Values for `checkContract`: a seeded random source, valid values made from a JSON Schema (the
 * smallest, the fullest or a random one), strings that match a pattern, the doubles next to a
 * bound, and fw's names for places in a request (`$.items[0].name`, `query.limit`).
 */

/** A JSON object of the document; its values are checked where the check relies on their kind. */
export type Json = { readonly [key: string]: unknown };

/** Follows `$ref`s to the schema they name. */
export type Resolve = (schema: Json | undefined) => Json;

/** What `value?.[key]?.[key2]...` gives on parsed JSON: undefined as soon as a step is null or undefined. */
export function dig(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) current = current === null || current === undefined ? undefined : (current as Json)[key];
  return current;
}

/**
 * A seeded source of numbers (mulberry32): the same seed gives the same sequence, so a run of the
 * check is repeated exactly by giving its seed again.
 */
export class Random {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [low, high]. */
  int(low: number, high: number): number {
    return low + Math.floor(this.next() * (high - low + 1));
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** The list in a random order (a new array). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }

  /** `length` random lower-case letters. */
  letters(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += String.fromCharCode(97 + Math.floor(this.next() * 26));
    return out;
  }
}

/** A valid example of each string format the check knows, and a value that is not one. */
const FORMATS: Readonly<Record<string, string>> = {
  email: 'user@example.com',
  'date-time': '2026-01-01T00:00:00Z',
  date: '2026-01-01',
  time: '12:00:00Z',
  uuid: '00000000-0000-4000-8000-000000000000',
  uri: 'https://example.com/',
  url: 'https://example.com/',
  'uri-reference': '/example',
  ipv4: '127.0.0.1',
  ipv6: '::1',
  hostname: 'example.com',
};

/** Formats whose violation the check sends (`uri-reference` accepts almost any text, so it has none). */
export const CHECKED_FORMATS: ReadonlySet<string> = new Set([
  'email',
  'date-time',
  'date',
  'time',
  'uuid',
  'uri',
  'url',
  'ipv4',
  'ipv6',
  'hostname',
]);

/** How a value is made: the smallest (`min`), with every optional part (`full`), or random choices. */
export interface ExampleMode {
  readonly full?: boolean;
  /** Random choices (enum values, variants, lengths, letters) from this source; none: the first of each. */
  readonly random?: Random;
}

/** A schema's `oneOf`/`anyOf` variants, or undefined. */
export function variantsOf(s: Json): Json[] | undefined {
  const variants = s['oneOf'] ?? s['anyOf'];
  return Array.isArray(variants) ? (variants as Json[]) : undefined;
}

/** The one non-null variant of an optional or nullable value (`oneOf: [T, {type: null}]`), or undefined. */
export function nullableOf(s: Json, resolve: Resolve): Json | undefined {
  const variants = variantsOf(s);
  if (variants === undefined || variants.length !== 2) return undefined;
  const others = variants.filter((v) => resolve(v)['type'] !== 'null');
  return others.length === 1 ? others[0] : undefined;
}

/** The lowest and highest number a numeric schema allows (exclusive bounds moved inwards to the next allowed value). */
export function numberRange(s: Json): { low: number; high: number } {
  const integer = s['type'] === 'integer';
  const low =
    typeof s['minimum'] === 'number'
      ? s['minimum']
      : typeof s['exclusiveMinimum'] === 'number'
        ? above(s['exclusiveMinimum'], integer)
        : -Number.MAX_SAFE_INTEGER;
  const high =
    typeof s['maximum'] === 'number'
      ? s['maximum']
      : typeof s['exclusiveMaximum'] === 'number'
        ? below(s['exclusiveMaximum'], integer)
        : Number.MAX_SAFE_INTEGER;
  return { low: integer ? Math.ceil(low) : low, high: integer ? Math.floor(high) : high };
}

/** The next allowed value above `x`: x + 1 for an integer where that is a different double, else the next double. */
export function above(x: number, integer: boolean): number {
  if (integer && x + 1 !== x) return Math.floor(x) + 1;
  return nextDouble(x, 1);
}

/** The next allowed value below `x`. */
export function below(x: number, integer: boolean): number {
  if (integer && x - 1 !== x) return Math.ceil(x) - 1;
  return nextDouble(x, -1);
}

/** The double next to `x` upwards (direction 1) or downwards (-1). */
function nextDouble(x: number, direction: 1 | -1): number {
  if (x === 0) return direction * Number.MIN_VALUE;
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  view.setBigUint64(0, x > 0 === direction > 0 ? bits + 1n : bits - 1n);
  return view.getFloat64(0);
}

/**
 * A value the schema accepts: the first enum value or variant and the smallest length, with only
 * required properties (`full`: every property, an item in each array and an entry in each
 * record), or random choices when `mode.random` is given. Strings with a pattern are made from
 * it; the caller checks the value with the independent validator before relying on it.
 */
export function example(schema: Json, resolve: Resolve, mode: ExampleMode = {}, depth = 0): unknown {
  const s = resolve(schema);
  const random = mode.random;
  if (depth > 8) return null;
  if (Array.isArray(s['enum'])) return random === undefined ? s['enum'][0] : random.pick(s['enum'] as unknown[]);
  if ('const' in s) return s['const'];
  const variants = variantsOf(s);
  if (variants !== undefined) {
    const usable = variants.filter((v) => resolve(v)['type'] !== 'null');
    const pick = usable.length === 0 ? variants[0]! : random === undefined ? usable[0]! : random.pick(usable);
    return example(pick, resolve, mode, depth + 1);
  }
  switch (s['type']) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const properties = (s['properties'] ?? {}) as Json;
      const required = new Set((s['required'] ?? []) as string[]);
      for (const name of Object.keys(properties)) {
        const wanted =
          required.has(name) || mode.full === true || (random !== undefined && depth < 4 && random.next() < 0.5);
        if (wanted) out[name] = example((properties[name] ?? {}) as Json, resolve, mode, depth + 1);
      }
      const extra = s['additionalProperties'];
      if (mode.full === true && Object.keys(properties).length === 0 && typeof extra === 'object' && extra !== null)
        out[random === undefined ? 'key' : `k${random.letters(4)}`] = example(extra as Json, resolve, mode, depth + 1);
      return out;
    }
    case 'array': {
      const prefix = (s['prefixItems'] ?? []) as Json[];
      const items = prefix.map((p) => example(p, resolve, mode, depth + 1));
      const least = typeof s['minItems'] === 'number' ? s['minItems'] : 0;
      const most = typeof s['maxItems'] === 'number' ? s['maxItems'] : Infinity;
      let count = least;
      if (s['items'] !== false) {
        if (mode.full === true) count = Math.min(Math.max(least, items.length + 1), most);
        else if (random !== undefined) count = Math.min(least + random.int(0, 2), most);
      }
      while (items.length < count) items.push(example((s['items'] as Json) ?? {}, resolve, mode, depth + 1));
      return items;
    }
    case 'integer':
    case 'number': {
      const { low, high } = numberRange(s);
      if (random !== undefined) {
        const top = Math.min(high, Math.max(low, 0) + 1000);
        const value = low + random.next() * (top - low);
        const rounded = s['type'] === 'integer' ? Math.min(high, Math.max(low, Math.round(value))) : value;
        return Math.min(high, Math.max(low, rounded));
      }
      const value = Math.max(low, Math.min(1, high));
      return s['type'] === 'integer' ? Math.ceil(value) : value;
    }
    case 'boolean':
      return random === undefined ? true : random.next() < 0.5;
    case 'null':
      return null;
    case 'string':
      return stringExample(s, random);
    default:
      return 'x';
  }
}

/** A string the schema accepts: a format's example, a string made from the pattern, or letters of an allowed length. */
function stringExample(s: Json, random: Random | undefined): string {
  if (typeof s['format'] === 'string' && FORMATS[s['format']] !== undefined) {
    const value = FORMATS[s['format']]!;
    return random !== undefined && s['format'] === 'email' ? `u${random.letters(6)}@example.com` : value;
  }
  const min = typeof s['minLength'] === 'number' ? s['minLength'] : 1;
  const max = typeof s['maxLength'] === 'number' ? s['maxLength'] : Infinity;
  if (typeof s['pattern'] === 'string') {
    const made = patternString(s['pattern'], random);
    if (made !== undefined) return made;
  }
  if (random === undefined) return 'x'.repeat(Math.max(1, min));
  return random.letters(Math.min(max, Math.max(1, min) + random.int(0, 6)));
}

/** Characters tried, in this order, for a character class, an escape such as `\d` or `.`. */
const CANDIDATES =
  'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-_.@ :/+=,;!~*()[]{}#$%&?<>|^"\'`\\\t';

/** A regular expression from a document, with the `u` flag JSON Schema validators use where it compiles. */
export function documentRegExp(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    try {
      return new RegExp(pattern);
    } catch {
      return undefined;
    }
  }
}

/**
 * A string the pattern matches, made by reading the pattern as a sequence of atoms (a literal,
 * an escape, a class, `.`, a group) with alternatives and quantifiers, or undefined when it uses
 * what this reading does not cover (lookarounds, back references) or the result does not match.
 * Each quantifier takes its least count (random: up to three more).
 */
export function patternString(pattern: string, random?: Random): string | undefined {
  const regexp = documentRegExp(pattern);
  if (regexp === undefined) return undefined;
  try {
    const made = new PatternReader(pattern, random).alternatives();
    return regexp.test(made) ? made : undefined;
  } catch {
    return undefined;
  }
}

/** Reads a pattern once from left to right, writing a matching string as it goes. */
class PatternReader {
  #at = 0;
  readonly #source: string;
  readonly #random: Random | undefined;

  constructor(source: string, random: Random | undefined) {
    this.#source = source;
    this.#random = random;
  }

  /** `a|b|c` up to the end or the closing parenthesis: the first alternative (random: any). */
  alternatives(): string {
    const made: string[] = [this.#sequence()];
    while (this.#source[this.#at] === '|') {
      this.#at++;
      made.push(this.#sequence());
    }
    return this.#random === undefined ? made[0]! : this.#random.pick(made);
  }

  #sequence(): string {
    let out = '';
    while (this.#at < this.#source.length && this.#source[this.#at] !== '|' && this.#source[this.#at] !== ')') {
      const atom = this.#atom();
      const { min, max } = this.#quantifier();
      const extra = this.#random === undefined ? 0 : this.#random.int(0, Math.min(3, max - min));
      for (let i = 0; i < min + extra; i++) out += atom();
    }
    return out;
  }

  /** One atom as a function writing one occurrence of it. */
  #atom(): () => string {
    const source = this.#source;
    const start = this.#at;
    const c = source[this.#at]!;
    if (c === '^' || c === '$') {
      this.#at++;
      return () => '';
    }
    if (c === '(') {
      this.#at++;
      if (source[this.#at] === '?') {
        if (source.startsWith('?:', this.#at)) this.#at += 2;
        else if (source[this.#at + 1] === '<' && source[this.#at + 2] !== '=' && source[this.#at + 2] !== '!') {
          const end = source.indexOf('>', this.#at);
          if (end < 0) throw new Error('unclosed group name');
          this.#at = end + 1;
        } else throw new Error('lookaround');
      }
      const groupStart = this.#at;
      this.alternatives();
      if (source[this.#at] !== ')') throw new Error('unclosed group');
      const groupEnd = this.#at;
      this.#at++;
      const inner = source.slice(groupStart, groupEnd);
      return () => new PatternReader(inner, this.#random).alternatives();
    }
    if (c === '[') {
      this.#at++;
      if (source[this.#at] === '^') this.#at++;
      if (source[this.#at] === ']') this.#at++;
      while (this.#at < source.length && source[this.#at] !== ']') this.#at += source[this.#at] === '\\' ? 2 : 1;
      if (this.#at >= source.length) throw new Error('unclosed class');
      this.#at++;
      return this.#oneOf(source.slice(start, this.#at));
    }
    if (c === '\\') {
      const next = source[this.#at + 1];
      if (next === undefined) throw new Error('trailing backslash');
      if (/[1-9k]/.test(next)) throw new Error('back reference');
      if (next === 'b' || next === 'B') {
        this.#at += 2;
        return () => '';
      }
      let end = this.#at + 2;
      if (next === 'x') end += 2;
      else if (next === 'u') end = source[end] === '{' ? source.indexOf('}', end) + 1 : end + 4;
      else if (next === 'p' || next === 'P') end = source.indexOf('}', end) + 1;
      else if (next === 'c') end += 1;
      if (end <= this.#at) throw new Error('bad escape');
      this.#at = end;
      return this.#oneOf(source.slice(start, end));
    }
    if (c === '.') {
      this.#at++;
      return this.#oneOf('.');
    }
    const code = source.codePointAt(this.#at)!;
    const text = String.fromCodePoint(code);
    this.#at += text.length;
    return () => text;
  }

  /** The first (random: any) candidate character that the one-character expression `atom` matches. */
  #oneOf(atom: string): () => string {
    const test = documentRegExp(`^(?:${atom})$`);
    if (test === undefined) throw new Error('bad atom');
    const matching = [...CANDIDATES].filter((ch) => test.test(ch));
    if (matching.length === 0) throw new Error('no candidate character');
    return () => (this.#random === undefined ? matching[0]! : this.#random.pick(matching));
  }

  /** `*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}` (and a lazy `?` after them); none: exactly once. */
  #quantifier(): { min: number; max: number } {
    const source = this.#source;
    const c = source[this.#at];
    let result = { min: 1, max: 1 };
    if (c === '*') result = { min: 0, max: Infinity };
    else if (c === '+') result = { min: 1, max: Infinity };
    else if (c === '?') result = { min: 0, max: 1 };
    else if (c === '{') {
      const match = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(this.#at, this.#at + 24));
      if (match === null) return result;
      const min = Number(match[1]);
      const max = match[2] === undefined ? min : match[3] === '' ? Infinity : Number(match[3]);
      this.#at += match[0].length;
      if (source[this.#at] === '?') this.#at++;
      return { min, max };
    } else return result;
    this.#at++;
    if (source[this.#at] === '?') this.#at++;
    return result;
  }
}

/** fw's name for a place in a body, after the root: `.name`, `["a b"]`, `[0]`. */
export function pathText(root: string, steps: readonly (string | number)[]): string {
  let out = root;
  for (const step of steps) {
    if (typeof step === 'number') out += `[${step}]`;
    else if (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(step)) out += `.${step}`;
    else out += `[${JSON.stringify(step)}]`;
  }
  return out;
}

/** A short text of a value for a report: JSON, cut at 60 characters. */
export function shortJson(value: unknown): string {
  const text = value === undefined ? 'nothing' : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
