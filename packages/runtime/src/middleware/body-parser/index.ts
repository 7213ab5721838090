/** bodyParser: reads JSON and URL-encoded form bodies up front, so `ctx.body` and `ctx.param()` see them. */
import { contentKind, contentTypeError, hasNoBody, parseJson } from '../../body.js';
import type { Context, Middleware } from '../../context.js';
import { FwError } from '../../errors.js';
import { BAD_ESCAPE, NOT_UTF8, decodePercent } from '../../percent.js';

/** A kind of body `bodyParser` reads. */
export type BodyParserType = 'json' | 'urlencoded';

/** `bodyParser` options. */
export interface BodyParserOptions {
  /**
   * Byte limit of a body; beyond it 413. Default: the request's limit, which is `bodyLimit`'s
   * `max` when that middleware ran, else `Router.define`'s `bodyLimit` (1 MiB, 1048576, unless
   * set). When both this and a `bodyLimit` apply, the smaller wins.
   */
  readonly limit?: number;
  /** Which bodies to read; others get 415. Default `['json', 'urlencoded']`. */
  readonly types?: readonly BodyParserType[];
  /** Most levels of brackets in a form field name (`a[b][c]` has 2); deeper gets 400. Default 5. */
  readonly depth?: number;
  /** Most fields in a form body; more gets 413. Default 1000. */
  readonly fields?: number;
}

const FORM = 'application/x-www-form-urlencoded';
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads the body of POST, PUT, PATCH and DELETE requests that have one, before the handler runs,
 * and stores it so that `ctx.body`, `ctx.param(name)` and `ctx.parseBody()` see it (parseBody
 * still applies its validator). JSON (`application/json`, `application/*+json`, UTF-8) is parsed
 * as `parseBody` does; `application/x-www-form-urlencoded` becomes a null-prototype object:
 * `a=1&a=2` gives `{ a: ['1', '2'] }`, `a[b][c]=1` nested null-prototype objects, `a[]=1` a list;
 * `+` is a space, and `%` escapes are decoded strictly (see the 400s below). Requests without a body (no
 * Content-Length or 0, not chunked, or zero bytes) and other methods pass through untouched.
 *
 * Answers (as errors, for `errorHandler` or the core): 415 for any other or missing content type
 * (FW_ERR_BODY_PARSER_MEDIA_TYPE), and for one that is not a single unambiguous media type, such
 * as a parameter given twice (FW_ERR_MEDIA_TYPE_INVALID; see `parseMediaType`);
 * 413 beyond the byte limit (counted as bytes arrive, chunked bodies included) or the field count;
 * 400 for invalid JSON; bytes that are not UTF-8, raw or escaped (`%ff` and `%ed%a0%80` in a
 * form, a `\ud800` lone-surrogate escape in JSON: FW_ERR_BODY_INVALID_UTF8); a malformed `%`
 * escape in a form (FW_ERR_BODY_PARSER_FORM_ESCAPE); a body shorter than its Content-Length; a
 * `__proto__` key or a `constructor` with a `prototype` key (in JSON and in form names such as
 * `a[__proto__][x]`); a malformed or too deep form field name, or a name used both as a value
 * and as an object.
 *
 * @param options `{ limit = the request's limit (1 MiB), types = ['json', 'urlencoded'], depth = 5, fields = 1000 }`
 * @example
 * Router.define({ middleware: [errorHandler(), bodyLimit({ max: 64 * 1024 }), bodyParser()], routes: [
 *   Router.post('/login', (ctx) => ctx.json(200, { user: ctx.param('user') })), // form or JSON
 * ] })
 *
 * @fwOptions bodyParser
 */
export function bodyParser({
  limit,
  types = ['json', 'urlencoded'],
  depth = 5,
  fields = 1000,
}: BodyParserOptions = {}): Middleware {
  if (limit !== undefined && !(Number.isSafeInteger(limit) && limit >= 0))
    fail(`limit must be a whole number of bytes, 0 or more, got ${String(limit)}`);
  if (!Array.isArray(types) || types.length === 0) fail('types must be a non-empty list of "json" and "urlencoded"');
  for (const type of types)
    if (type !== 'json' && type !== 'urlencoded')
      fail(`types entries must be "json" or "urlencoded", got ${JSON.stringify(type)}`);
  if (!(Number.isSafeInteger(depth) && depth >= 0))
    fail(`depth must be a whole number, 0 or more, got ${String(depth)}`);
  if (!(Number.isSafeInteger(fields) && fields >= 1))
    fail(`fields must be a whole number, 1 or more, got ${String(fields)}`);
  const json = types.includes('json');
  const form = types.includes('urlencoded');
  const expected = json && form ? `application/json or ${FORM}` : json ? 'application/json' : FORM;

  async function read(ctx: Context, next: () => Promise<void>, isJson: boolean): Promise<void> {
    const own = ctx.bodyLimit;
    const max = limit === undefined ? own : own === undefined ? limit : Math.min(limit, own);
    const raw = await (max === undefined ? ctx.rawBody() : ctx.rawBody(max));
    if (raw.length > 0) ctx.setParsedBody(isJson ? parseJson(raw) : parseForm(raw, depth, fields));
    return next();
  }

  return function bodyParser(ctx: Context, next: () => Promise<void>): unknown {
    const method = ctx.method;
    if ((method !== 'POST' && method !== 'PUT' && method !== 'PATCH' && method !== 'DELETE') || hasNoBody(ctx.req))
      return next();
    const type = ctx.req.headers['content-type'];
    const kind = contentKind(type);
    if (json && kind === 'json') return read(ctx, next, true);
    if (form && kind === 'form') return read(ctx, next, false);
    throw contentTypeError(type, (shown) => new FwError('FW_ERR_BODY_PARSER_MEDIA_TYPE', { expected, type: shown }));
  };
}

function fail(reason: string): never {
  throw new FwError('FW_ERR_BODY_PARSER_CONFIG', { reason });
}

/** Shortens attacker-chosen text quoted in error messages. */
function cut(text: string): string {
  return text.length > 64 ? `${text.slice(0, 64)}...` : text;
}

/** A parsed form: a null-prototype object of strings, lists of strings and nested forms. */
interface Form {
  [name: string]: string | string[] | Form;
}

/** Parses a URL-encoded body into null-prototype objects; see `bodyParser` for the rules. */
function parseForm(raw: Uint8Array, depth: number, fields: number): Form {
  let text: string;
  try {
    text = utf8.decode(raw);
  } catch {
    throw new FwError('FW_ERR_BODY_INVALID_UTF8');
  }
  const out = Object.create(null) as Form;
  let count = 0;
  let start = 0;
  const length = text.length;
  while (start < length) {
    let end = text.indexOf('&', start);
    if (end === -1) end = length;
    if (end > start) {
      if (++count > fields) throw new FwError('FW_ERR_BODY_PARSER_FORM_FIELDS', { limit: fields });
      const eq = text.indexOf('=', start);
      const hasValue = eq !== -1 && eq < end;
      const key = decode(text.slice(start, hasValue ? eq : end));
      if (key !== '') assign(out, key, hasValue ? decode(text.slice(eq + 1, end)) : '', depth);
    }
    start = end + 1;
  }
  return out;
}

/** A form name or value, percent-decoded strictly with `+` as space (400 for a bad escape or bytes that are not UTF-8). */
function decode(text: string): string {
  const decoded = decodePercent(text, true);
  if (decoded === BAD_ESCAPE) throw new FwError('FW_ERR_BODY_PARSER_FORM_ESCAPE');
  if (decoded === NOT_UTF8) throw new FwError('FW_ERR_BODY_INVALID_UTF8');
  return decoded;
}

/** Splits `a[b][]` into `['a', 'b', '']`, checking the syntax, the depth and forbidden names. */
function splitKey(key: string, depth: number): string[] {
  const open = key.indexOf('[');
  if (open === -1) {
    if (key === '__proto__') throw new FwError('FW_ERR_BODY_FORBIDDEN_KEY', { key: '__proto__' });
    return [key];
  }
  if (open === 0) throw new FwError('FW_ERR_BODY_PARSER_FORM_KEY', { key: cut(key) });
  const parts = [key.slice(0, open)];
  let at = open;
  while (at < key.length) {
    const close = key.indexOf(']', at);
    if (key.charCodeAt(at) !== 0x5b || close === -1)
      throw new FwError('FW_ERR_BODY_PARSER_FORM_KEY', { key: cut(key) });
    const inner = key.slice(at + 1, close);
    if (inner.indexOf('[') !== -1 || (parts.length > 1 && parts[parts.length - 1] === '')) {
      throw new FwError('FW_ERR_BODY_PARSER_FORM_KEY', { key: cut(key) });
    }
    if (parts.length > depth) throw new FwError('FW_ERR_BODY_PARSER_FORM_DEPTH', { key: cut(key), depth });
    parts.push(inner);
    at = close + 1;
  }
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part === '__proto__') throw new FwError('FW_ERR_BODY_FORBIDDEN_KEY', { key: '__proto__' });
    if (part === 'prototype' && i > 0 && parts[i - 1] === 'constructor')
      throw new FwError('FW_ERR_BODY_FORBIDDEN_KEY', { key: 'constructor.prototype' });
  }
  return parts;
}

/** Stores one field: repeated names collect into a list; bracketed names nest objects. */
function assign(out: Form, key: string, value: string, depth: number): void {
  const parts = splitKey(key, depth);
  let target = out;
  const last = parts.length - 1;
  for (let i = 0; i < last; i++) {
    const name = parts[i]!;
    if (parts[i + 1] === '') {
      // `name[]`: always a list (the empty brackets can only be last).
      const existing = target[name];
      if (existing === undefined) target[name] = [value];
      else if (Array.isArray(existing)) existing.push(value);
      else if (typeof existing === 'string') target[name] = [existing, value];
      else throw new FwError('FW_ERR_BODY_PARSER_FORM_CONFLICT', { key: cut(key) });
      return;
    }
    let child = target[name];
    if (child === undefined) target[name] = child = Object.create(null) as Form;
    else if (typeof child !== 'object' || Array.isArray(child))
      throw new FwError('FW_ERR_BODY_PARSER_FORM_CONFLICT', { key: cut(key) });
    target = child;
  }
  const name = parts[last]!;
  const existing = target[name];
  if (existing === undefined) target[name] = value;
  else if (typeof existing === 'string') target[name] = [existing, value];
  else if (Array.isArray(existing)) existing.push(value);
  else throw new FwError('FW_ERR_BODY_PARSER_FORM_CONFLICT', { key: cut(key) });
}
