/** The lazily parsed query string of a request. */
import { parse, type ParsedUrlQuery } from 'node:querystring';

/** Most query parameters parsed from one request; the rest are ignored. */
export const MAX_QUERY_KEYS = 1000;

/**
 * Query-string parameters. Nothing is parsed until the first read; `+` means space and
 * malformed `%` escapes are kept as written, never an error.
 *
 * @example ctx.query.get('page') // '2' for /items?page=2
 */
export class Query {
  readonly #raw: string;
  #parsed: ParsedUrlQuery | null = null;

  constructor(raw: string) {
    this.#raw = raw;
  }

  #all(): ParsedUrlQuery {
    return (this.#parsed ??= this.#raw === '' ? Object.create(null) : parse(this.#raw, '&', '=', { maxKeys: MAX_QUERY_KEYS }));
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
