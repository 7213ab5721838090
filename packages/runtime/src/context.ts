/**
 * The per-request Context handed to handlers and middleware: a thin facade over the request side
 * (`context/request.ts`: route, parameters, query, body) and the response side
 * (`context/response.ts`: status, headers, writers, send and finish hooks).
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { NullProtoBag, RequestSide, type ContextShared, type ParseBodyOptions } from './context/request.js';
import { ResponseSide, type FinishHook, type SendHook, type TraceIds } from './context/response.js';
import { isDraining } from './draining.js';
import type { Query } from './query.js';
import { finalStatus, type CheckedStatus, type Status } from './status.js';

export type { ContextShared, MatchedRoute, ParseBodyOptions } from './context/request.js';
export type { FinishHook, OutgoingResponse, SendHook, TraceIds } from './context/response.js';

/** A route handler: answers the request through `ctx`. */
export type Handler<P extends string = string> = (ctx: Context<P>) => unknown;

/**
 * A middleware in onion form: code before `await next()` runs on the way in, code after it sees
 * the response on the way out. Not calling `next` ends the chain (the middleware must answer).
 */
export type Middleware = (ctx: Context, next: () => Promise<void>) => unknown;

/**
 * @internal The request side of a Context (route, target, body reader), for the app and the
 * pipeline; not part of the public API. Middleware use the public members below.
 */
export const kRequest = Symbol('fw.request');
/**
 * @internal The response side of a Context (`done`, `lateError`, running the finish hooks), for
 * the app and the pipeline; not part of the public API. Middleware use the public members below.
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
    this.#out = new ResponseSide(this, this.#in, res);
  }

  /** @internal */
  get [kRequest](): RequestSide {
    return this.#in;
  }

  /** @internal */
  get [kResponse](): ResponseSide {
    return this.#out;
  }

  // Hooks for middleware: what fw's own middleware are built on (see "Writing middleware" in the README).

  /**
   * The request's start on the monotonic clock (`performance.now()`, in milliseconds): read the
   * first time anything asks for it, then kept, so every observer of one request (the request ID,
   * the log line, the metrics, telemetry, your own) times it from the same reading and their
   * durations agree. Ask for it as the request enters your middleware (fw's timing middleware do).
   *
   * @example ctx.onFinish((ctx, status, start, end) => histogram.observe((end - start) / 1000), ctx.startedAt)
   */
  get startedAt(): number {
    return this.#out.clock();
  }

  /**
   * Runs `hook(ctx, status, data, end)` once the app has finished with the request: after its
   * answer was written (for a stream body, once its first chunk is on the way), after the error
   * that ended it was answered, or once `timeout` answered in its place. `status` is the status
   * sent (for an error, that of the answer it ended in), `data` what was passed here, and `end`
   * the `performance.now()` of that moment, read once for all hooks (`end - ctx.startedAt` is the
   * duration). A request whose client went away runs its hooks when its handler finishes, with
   * `ctx.closedEarly` true. Hooks run innermost first, as code after `await next()` would, but
   * without a promise per middleware; one that throws is ignored, and one registered once the app
   * has finished (by a handler still running after a timeout) never runs. Passing the data here, rather
   * than closing over it, lets a hook be one function made once, so a request allocates nothing for it.
   *
   * @example
   * function record(ctx: Context, status: number, start: number, end: number) {
   *   counts.add(ctx.routePattern ?? 'unmatched', status, end - start)
   * }
   * const metrics = onRequest('metrics', (ctx) => ctx.onFinish(record, ctx.startedAt))
   */
  onFinish(hook: FinishHook<undefined>): void;
  onFinish<D>(hook: FinishHook<D>, data: D): void;
  onFinish<D>(hook: FinishHook<D>, data?: D): void {
    this.#out.onFinish(hook, data as D);
  }

  /**
   * True when the connection closed before the whole response was written to it: the client went
   * away (or fw cut a response that failed midway). Read it in a finish hook to tell such a
   * request from one that was answered.
   */
  get closedEarly(): boolean {
    const res = this.res;
    // node:http destroys the request with an error when its connection closes before the answer
    // was finished; an answer written after that counts as finished all the same.
    return res.destroyed && (!res.writableFinished || this.req.errored !== null);
  }

  /**
   * Registers a hook that may change the status, body and headers of the response just before a
   * helper writes it (compression, ETags), like Fastify's `onSend`. Hooks run in registration
   * order; they do not see responses written on `ctx.res` directly.
   *
   * @example ctx.beforeSend((out) => { out.body = gzip(out.body) })
   */
  beforeSend(hook: SendHook): void {
    this.#out.beforeSend(hook);
  }

  /**
   * Aborted once the request was given up on with {@link Context.expire} (the `timeout`
   * middleware does, with an FwError `FW_ERR_TIMEOUT_EXPIRED` as its reason), so a handler can
   * stop its work: pass it on, as in `fetch(url, { signal: ctx.signal })`. Created on first access.
   */
  get signal(): AbortSignal {
    return this.#out.signal;
  }

  /**
   * Gives up on the rest of the chain, as `timeout` does once it has answered in its place: aborts
   * `ctx.signal` with `reason`, and makes the late answer a no-op instead of an error (`text`,
   * `json`, `send`, `stream`, `redirect` and `setHeader` then do nothing). A late rejection with
   * `reason`, or caused by it, is not reported to `onError`. Answer first, then expire.
   *
   * @example ctx.send(503, body, 'application/json; charset=utf-8'); ctx.expire(new Error('too slow'))
   */
  expire(reason: Error): void {
    this.#out.expire(reason);
  }

  /**
   * True while the request announces a body that has not been received whole. An answer given
   * now leaves the rest unread, and node:http would take it for the next request on the
   * connection: set `Connection: close` on such an answer, as fw's own error answers do. A body
   * that is all there but unread (it came with the headers) is taken when this is asked, and
   * then it is false: the connection can stay open.
   *
   * @example if (ctx.bodyPending) ctx.setHeader('connection', 'close')
   */
  get bodyPending(): boolean {
    return this.#in.bodyPending;
  }

  /**
   * The byte limit a middleware set for this request's body (`bodyLimit` does), or undefined when
   * none did; `rawBody()`, `parseBody()` and `bodyParser` then use `Router.define`'s `bodyLimit`
   * (1 MiB unless set). A whole number of bytes, 0 or more.
   */
  get bodyLimit(): number | undefined {
    return this.#in.limit ?? undefined;
  }

  set bodyLimit(limit: number | undefined) {
    if (limit !== undefined && !(Number.isSafeInteger(limit) && limit >= 0))
      throw new TypeError(`ctx.bodyLimit must be a whole number of bytes, 0 or more, got ${String(limit)}`);
    this.#in.limit = limit ?? null;
  }

  /**
   * For body-parsing middleware: keeps a body parsed from the request (a form, say), which
   * `ctx.body` and `ctx.param()` then see and `parseBody()` validates instead of reading again.
   */
  setParsedBody(value: unknown): void {
    this.#in.setBody(value);
  }

  /**
   * Passes an error to the app's `onError` (from `Router.define`; by default 5xx errors go to
   * stderr), as the core does with the errors that reach it: for middleware that answer errors
   * themselves. An error an outage already reported is left out; a hook that throws is ignored.
   */
  reportError(error: unknown): void {
    this.#in.shared.onError(error, this);
  }

  /**
   * The trace and span IDs of the request's span, set by a tracing middleware (fw's `tracing`, or
   * one of your own) and written by `structuredLogger`'s JSON lines; undefined when none set them.
   */
  get trace(): TraceIds | undefined {
    return this.#out.trace;
  }

  set trace(ids: TraceIds | undefined) {
    this.#out.trace = ids;
  }

  /**
   * True while the fw `Server` that received the request is closing (`server.close()` was
   * called), so a health check can answer 503 and load balancers stop sending; always false for
   * in-process requests (`app.request()`).
   */
  get draining(): boolean {
    return isDraining(this.req);
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
  status<S extends Status>(status: S & CheckedStatus<S>): this {
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
  text<S extends Status>(status: S & CheckedStatus<S>, body: string): void;
  text(a: number | string, b?: string): void {
    if (b === undefined) this.#out.end(this.#out.status, TEXT, a as string);
    else this.#out.end(finalStatus(a as Status), TEXT, b);
  }

  /**
   * JSON response (`application/json; charset=utf-8`); `bigint` values are written as JSON
   * integers. On a route that documents a JSON body for the status, the value is written through
   * the writer generated from that type: only the properties it declares, and a value that does
   * not match the type throws `FW_ERR_RESPONSE_CONTRACT` (500) before anything is sent.
   */
  json(value: unknown): void;
  json<S extends Status>(status: S & CheckedStatus<S>, value: unknown): void;
  json(a: unknown, b?: unknown): void {
    // arguments.length, not a rest array: no array per response.
    if (arguments.length === 1) this.#out.json(this.#out.status, a);
    else this.#out.json(finalStatus(a as Status), b);
  }

  /** HTML response (`text/html; charset=utf-8`). */
  html(body: string): void;
  html<S extends Status>(status: S & CheckedStatus<S>, body: string): void;
  html(a: number | string, b?: string): void {
    if (b === undefined) this.#out.end(this.#out.status, HTML, a as string);
    else this.#out.end(finalStatus(a as Status), HTML, b);
  }

  /**
   * A response with a string, Buffer or byte-array body (or none), with the given content type
   * (default `application/octet-stream` when there is a body, unless a Content-Type header is set).
   */
  send<S extends Status>(status: S & CheckedStatus<S>, body?: string | Uint8Array | null, contentType?: string): void {
    this.#out.send(finalStatus(status), body, contentType);
  }

  /**
   * Streams a readable into the response. The head goes out with the stream's first chunk: a
   * stream that fails before it (a file that cannot be opened, say) gets a whole 500 answer; one
   * that fails later cuts the connection, since the status was sent. Either error reaches the
   * app's `onError`. The stream is destroyed if the client goes away, and when the answer is
   * refused (a second answer throws `FW_ERR_RESPONSE_SENT`, as the other helpers do).
   */
  stream<S extends Status>(status: S & CheckedStatus<S>, body: Readable, contentType?: string): void {
    this.#out.stream(status, body, contentType);
  }

  /**
   * Redirects to `location` (default status 302 Found). The location is percent-encoded as
   * browsers and Express do (`encodeurl`): characters a URL cannot hold (`/prix-€`, spaces, CR,
   * LF) are encoded as UTF-8 escapes, escapes already present are kept.
   *
   * @example ctx.redirect('/prix-€') // Location: /prix-%E2%82%AC
   */
  redirect(location: string): void;
  /** Redirects to `location` with `status` (a 3xx such as 301, 307 or 308). */
  redirect<S extends Status>(location: string, status: S & CheckedStatus<S>): void;
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
