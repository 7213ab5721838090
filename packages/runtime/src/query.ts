/** The lazily parsed query string of a request. */
import { FwError } from './errors.js';
import { decodePercent } from './percent.js';

/** Most query parameters parsed from one request; the rest are ignored. */
const MAX_QUERY_KEYS = 1000;

/** Parsed parameters: one string per name, or a list when the name repeats. */
type Parsed = Record<string, string | string[]>;

/**
 * Query-string parameters. Nothing is parsed until the first read (`get`, `getAll`, `has`,
 * `keys`); `+` means space, and names and values are percent-decoded strictly: a malformed
 * escape (`%zz`) or escaped bytes that are not UTF-8 (`%ff`, `%ed%a0%80`) make that read throw
 * `FW_ERR_BAD_QUERY_ENCODING`, answered 400, as node:http answers raw bytes that are not ASCII.
 * At most {@link MAX_QUERY_KEYS} parameters are read; empty ones (`a&&b`) are skipped.
 *
 * @example ctx.query.get('page') // '2' for /items?page=2
 */
export class Query {
  readonly #raw: string;
  #parsed: Parsed | null = null;

  constructor(raw: string) {
    this.#raw = raw;
  }

  #all(): Parsed {
    return (this.#parsed ??= parseQuery(this.#raw));
  }

  /** The first value of `name`, or undefined. */
  get(name: string): string | undefined {
    const value = this.#all()[name];
    return typeof value === 'string' ? value : value?.[0];
  }

  /** Every value of `name`, in order (empty when absent). */
  getAll(name: string): string[] {
    const value = this.#all()[name];
    return value === undefined ? [] : typeof value === 'string' ? [value] : [...value];
  }

  /** Whether `name` is present. */
  has(name: string): boolean {
    return this.#all()[name] !== undefined;
  }

  /** Parameter names in order of first appearance. */
  keys(): string[] {
    return Object.keys(this.#all());
  }

  /** The raw query string, without the leading `?`. */
  toString(): string {
    return this.#raw;
  }
}

/** Splits `raw` at `&` and the first `=` of each part into a null-prototype object; see {@link Query}. */
function parseQuery(raw: string): Parsed {
  const out = Object.create(null) as Parsed;
  const length = raw.length;
  let count = 0;
  let start = 0;
  while (start < length && count < MAX_QUERY_KEYS) {
    let end = raw.indexOf('&', start);
    if (end === -1) end = length;
    if (end > start) {
      count++;
      const eq = raw.indexOf('=', start);
      const hasValue = eq !== -1 && eq < end;
      const key = decodeQuery(raw.slice(start, hasValue ? eq : end));
      const value = hasValue ? decodeQuery(raw.slice(eq + 1, end)) : '';
      const existing = out[key];
      if (existing === undefined) out[key] = value;
      else if (typeof existing === 'string') out[key] = [existing, value];
      else existing.push(value);
    }
    start = end + 1;
  }
  return out;
}

function decodeQuery(text: string): string {
  const decoded = decodePercent(text, true);
  if (typeof decoded !== 'string') throw new FwError('FW_ERR_BAD_QUERY_ENCODING');
  return decoded;
}
