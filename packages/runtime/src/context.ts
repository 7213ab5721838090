/**
 * The per-request Context handed to handlers and middleware: a thin facade over the request side
 * (`context/request.ts`: route, parameters, query, body) and the response side
 * (`context/response.ts`: status, headers, writers, send and completion hooks).
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { NullProtoBag, RequestSide, type ContextShared, type ParseBodyOptions } from './context/request.js';
import { ResponseSide, type SendHook } from './context/response.js';
import type { Query } from './query.js';
import { finalStatus, type Status } from './status.js';

export type { ContextShared, MatchedRoute, ParseBodyOptions } from './context/request.js';
export type { DoneHook, OutgoingResponse, SendHook } from './context/response.js';

/** A route handler: answers the request through `ctx`. */
export type Handler<P extends string = string> = (ctx: Context<P>) => unknown;

/**
 * A middleware in onion form: code before `await next()` runs on the way in, code after it sees
 * the response on the way out. Not calling `next` ends the chain (the middleware must answer).
 */
export type Middleware = (ctx: Context, next: () => Promise<void>) => unknown;

/**
 * @internal The request side of a Context (route, target, body reader, `bodyPending`), for the
 * app and body-parsing middleware; not part of the public API.
 */
export const kRequest = Symbol('fw.request');
/**
 * @internal The response side of a Context (completion hooks, the request clock, the timeout's
 * expiry, `done` and `lateError`), for the app, the pipeline and observing middleware.
 */
export const kResponse = Symbol('fw.response');

const TEXT = 'text/plain; charset=utf-8';
const HTML = 'text/html; charset=utf-8';

/**
 * The request and its response. Nothing is parsed until asked for: path parameters are sliced
 * and percent-decoded on first read, the query string on first `query` access, the body on
 * `parseBody()`. Each request gets exactly one response; a second one throws `FW_ERR_RESPONSE_SENT`.
 *
 * @example
 * Router.get('/users/:id', (ctx) => ctx.json('ok', { id: ctx.pathParam('id') }))
 */
export class Context<P extends string = string> {
  /** The raw Node.js request. */
  readonly req: IncomingMessage;
  /** The raw Node.js response (prefer the helpers, which keep the one-response rule). */
  readonly res: ServerResponse;
  readonly #in: RequestSide;
  readonly #out: ResponseSide;
  #assigns: Record<string, unknown> | null = null;

  constructor(req: IncomingMessage, res: ServerResponse, shared: ContextShared, target: string) {
    this.req = req;
    this.res = res;
    this.#in = new RequestSide(req, shared, target);
    this.#out = new ResponseSide(this as Context, this.#in, res);
  }

  /** @internal */
  get [kRequest](): RequestSide {
    return this.#in;
  }

  /** @internal */
  get [kResponse](): ResponseSide {
    return this.#out;
  }

  /**
   * Aborted when the `timeout` middleware has answered for this request (its reason is an
   * FwError `FW_ERR_TIMEOUT_EXPIRED`), so a handler can stop its work: pass it on, as in
   * `fetch(url, { signal: ctx.signal })`. Created on first access; never aborted without `timeout`.
   */
  get signal(): AbortSignal {
    return this.#out.signal;
  }

  /**
   * Registers a hook that may change the status, body and headers of the response just before a
   * helper writes it (compression, ETags). Hooks do not see responses written on `ctx.res` directly.
   *
   * @example ctx.beforeSend((out) => { out.body = gzip(out.body) })
   */
  beforeSend(hook: SendHook): void {
    this.#out.beforeSend(hook);
  }

  // The request.

  /** The client's address as the socket reports it (proxies are not trusted here). */
  get ip(): string | undefined {
    return this.req.socket?.remoteAddress;
  }

  /** The parsed body, once `parseBody()` or a body-parsing middleware has read it; undefined before. */
  get body(): unknown {
    return this.#in.body;
  }

  /** The request method, such as `GET`. */
  get method(): string {
    return this.req.method!;
  }

  /** The request target exactly as received, such as `/users/42?full=1` (see `path` for the normalised form). */
  get url(): string {
    return this.req.url!;
  }

  /**
   * The path of the request as routing sees it, such as `/users/42`: without the query, the
   * path of an absolute-form target (`http://host/users/42`), and with escapes of unreserved
   * characters decoded (`/%75sers/42` is `/users/42`); other escapes stay as sent (`%2F`, `%20`).
   * Guards that compare `ctx.path` see what the router and `staticFiles` see.
   */
  get path(): string {
    return this.#in.path;
  }

  /** The matched route's pattern, such as `/users/:id`, or undefined before or without a match. */
  get routePattern(): string | undefined {
    return this.#in.route?.pattern;
  }

  /** The matched route's name from `.named()`, if any. */
  get routeName(): string | undefined {
    return this.#in.route?.name;
  }

  /** All request headers (lower-case names). */
  get headers(): IncomingHttpHeaders {
    return this.req.headers;
  }

  /** One request header by case-insensitive name; repeated headers are joined with `, `. */
  header(name: string): string | undefined {
    const value = this.req.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(', ') : value;
  }

  /**
   * A path parameter, percent-decoded; undefined when the route has none of that name. Names of
   * the route's own pattern are suggested; any name is accepted, since a scope's prefix may add
   * parameters the handler's pattern does not show. Throws FW_ERR_BAD_PERCENT_ENCODING (400) for
   * a malformed escape or escaped bytes that are not UTF-8, which the pipeline answers as 400.
   */
  pathParam(name: P | (string & {})): string | undefined {
    return this.#in.pathParam(name);
  }

  /**
   * All path parameters, percent-decoded, in an object with nothing of Object.prototype behind it
   * (`toString` or `constructor` are not found). Typed from the route's
   * pattern: in a `/users/:id` handler `ctx.params.id` is a `string`.
   */
  get params(): Readonly<Record<P, string>> {
    return this.#in.params as Record<P, string>;
  }

  /**
   * A request value by name: the path parameter first, then a field of the parsed JSON body
   * (after `parseBody()`), then the query parameter.
   */
  param(name: string): string | undefined {
    return this.#in.param(name);
  }

  /** The query-string parameters, parsed on first read (strictly decoded: see `Query`; 400 FW_ERR_BAD_QUERY_ENCODING). */
  get query(): Query {
    return this.#in.query;
  }

  /** Per-request values shared between middleware and handlers (nothing of Object.prototype behind it). */
  get assigns(): Record<string, unknown> {
    return (this.#assigns ??= new NullProtoBag());
  }

  /** A value from `assigns`, or undefined. */
  getAssign<T = string>(key: string): T | undefined {
    return this.#assigns === null ? undefined : (this.#assigns[key] as T | undefined);
  }

  /**
   * The raw request body, read once (later calls share the result). Fails with 413 beyond the
   * limit (default: the app's `bodyLimit`, 1 MiB) and 400 when the body ends early.
   */
  rawBody(limit?: number): Promise<Buffer> {
    return this.#in.rawBody(limit);
  }

  /**
   * Parses the JSON body and, when a validator applies, validates it. 415 unless Content-Type is
   * `application/json` (or `+json`) with no charset or UTF-8 (`FW_ERR_MEDIA_TYPE_INVALID` when it
   * is malformed or gives a parameter twice), 400 for an empty body, invalid UTF-8 or JSON, a
   * `__proto__`/`constructor.prototype` key, or a value that fails validation (the answer lists
   * each failing path, what was expected and what was found), 413 beyond the limit. With the fw
   * transformer, `parseBody<T>()` validates against a validator generated from `T`; otherwise the
   * route's documented `requestBody` type applies. After it, `param()` also finds body fields.
   * A body already parsed (by an earlier call or by `bodyParser`) is returned without reading
   * again, but still validated.
   * @fwMarker parseBody
   */
  parseBody<T = unknown>(options?: ParseBodyOptions<T>): Promise<T> {
    return this.#in.parseBody(options);
  }

  // The response.

  /** Whether a response was sent (or started) for this request. */
  get responded(): boolean {
    return this.#out.responded;
  }

  /** The response status: the one sent, or the one set with `status()` (200 by default). */
  get statusCode(): number {
    return this.#out.statusCode;
  }

  /** Sets the status used by the one-argument response helpers; returns the context. */
  status(status: Status): this {
    this.#out.status = finalStatus(status);
    return this;
  }

  /**
   * Sets a response header (before the response is sent); returns the context. The header is
   * kept on the context and written with the status line in one `writeHead` call, which saves
   * node:http's per-header bookkeeping; read it back with {@link Context.getHeader}. A name that
   * is not an HTTP token, or a value node:http would refuse (CR, LF, other control characters,
   * characters above U+00FF), throws `FW_ERR_BAD_HEADER` here, so the app answers 500 instead
   * of failing while writing: percent-encode such values, or use {@link Context.attachment}.
   */
  setHeader(name: string, value: string | number | readonly string[]): this {
    this.#out.setHeader(name, value);
    return this;
  }

  /** A response header set so far, through `setHeader` or on `ctx.res`; undefined when not set. */
  getHeader(name: string): string | number | readonly string[] | undefined {
    return this.#out.getHeader(name);
  }

  /** Whether a response header is set (through `setHeader` or on `ctx.res`). */
  hasHeader(name: string): boolean {
    return this.#out.getHeader(name) !== undefined;
  }

  /** Removes a response header set through `setHeader` or on `ctx.res`. */
  removeHeader(name: string): this {
    this.#out.removeHeader(name);
    return this;
  }

  /** Plain-text response (`text/plain; charset=utf-8`). */
  text(body: string): void;
  text(status: Status, body: string): void;
  text(a: Status | string, b?: string): void {
    if (b === undefined) this.#out.end(this.#out.status, TEXT, a as string);
    else this.#out.end(finalStatus(a as Status), TEXT, b);
  }

  /**
   * JSON response (`application/json; charset=utf-8`); `bigint` values are written as JSON
   * integers. On a route that documents a JSON body for the status, the value is written through
   * the writer generated from that type: only the properties it declares (checked first in
   * development, see `checkResponses`).
   */
  json(value: unknown): void;
  json(status: Status, value: unknown): void;
  json(a: unknown, b?: unknown): void {
    // arguments.length, not a rest array: no array per response.
    if (arguments.length === 1) this.#out.json(this.#out.status, a);
    else this.#out.json(finalStatus(a as Status), b);
  }

  /** HTML response (`text/html; charset=utf-8`). */
  html(body: string): void;
  html(status: Status, body: string): void;
  html(a: Status | string, b?: string): void {
    if (b === undefined) this.#out.end(this.#out.status, HTML, a as string);
    else this.#out.end(finalStatus(a as Status), HTML, b);
  }

  /**
   * A response with a string, Buffer or byte-array body (or none), with the given content type
   * (default `application/octet-stream` when there is a body, unless a Content-Type header is set).
   */
  send(status: Status, body?: string | Uint8Array | null, contentType?: string): void {
    this.#out.send(finalStatus(status), body, contentType);
  }

  /**
   * Streams a readable into the response. The head goes out with the stream's first chunk: a
   * stream that fails before it (a file that cannot be opened, say) gets a whole 500 answer; one
   * that fails later cuts the connection, since the status was sent. Either error reaches the
   * app's `onError`. The stream is destroyed if the client goes away, and when the answer is
   * refused (a second answer throws `FW_ERR_RESPONSE_SENT`, as the other helpers do).
   */
  stream(status: Status, body: Readable, contentType?: string): void {
    this.#out.stream(status, body, contentType);
  }

  /**
   * Redirects to `location` (default status 302 Found). The location is percent-encoded as
   * browsers and Express do (`encodeurl`): characters a URL cannot hold (`/prix-€`, spaces, CR,
   * LF) are encoded as UTF-8 escapes, escapes already present are kept.
   *
   * @example ctx.redirect('/prix-€') // Location: /prix-%E2%82%AC
   */
  redirect(location: string, status: Status = 302): void {
    this.#out.redirect(location, status);
  }

  /**
   * Marks the response as a download: `Content-Disposition: attachment`, with the file name in
   * RFC 6266 form when one is given (`filename="..."` with a Latin-1 fallback, plus
   * `filename*=UTF-8''...` for names outside Latin-1, through the `content-disposition`
   * package), and a Content-Type from the name's extension unless one is set. Returns the context.
   *
   * @example ctx.attachment('résumé-€.pdf').send(200, pdfBytes)
   */
  attachment(filename?: string): this {
    this.#out.attachment(filename);
    return this;
  }
}
