/** The per-request Context handed to handlers and middleware. */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';
import { DEFAULT_BODY_LIMIT, bufferedBody, hasNoBody, isJsonContentType, parseJson, readBody } from './body.js';
import contentDisposition from 'content-disposition';
import encodeUrl from 'encodeurl';
import { FwError, checkHeader } from './errors.js';
import { NotAnObject, dropNulls, type NullPlan, type UnknownKeys } from './contract.js';
import { contentType } from './middleware/static-files/mime.js';
import { stringify } from './json.js';
import { decodePercent } from './percent.js';
import { declaredLength, sendStream } from './stream-body.js';
import { Query } from './query.js';
import type { TypeDoc, Validator } from './route.js';
import { finalStatus, type Status } from './status.js';

/** What `Router.define` shares with every Context of an app. */
export interface ContextShared {
  readonly bodyLimit: number;
  /** The app's `unknownKeys` policy for validated bodies. */
  readonly unknownKeys: UnknownKeys;
  /** Whether documented answers are checked against their type before they are written (development). */
  readonly checkResponses: boolean;
  readonly onError: (error: unknown, ctx: Context) => void;
}

/** What the matcher found for a request: set by the app once a route matched. */
export interface MatchedRoute {
  readonly method: string;
  readonly pattern: string;
  readonly name: string | undefined;
  readonly paramNames: readonly string[];
  /** The validator of the route's documented `requestBody`, applied by `parseBody()`. */
  readonly validate?: Validator | undefined;
  /** The documented request body type's name, for error messages. */
  readonly bodyType?: string | undefined;
  /** The same check refusing undeclared properties, for `unknownKeys: 'reject'`. */
  readonly validateEquals?: Validator | undefined;
  /** Nulls the document allows for optional properties, removed before validating. */
  readonly nulls?: NullPlan | undefined;
  /** The route's own `unknownKeys` policy, when it has one. */
  readonly unknownKeys?: UnknownKeys | undefined;
  /** The JSON answers the route documents, by status: `ctx.json` writes them through their type. */
  readonly answers?: Readonly<Record<number, TypeDoc>> | undefined;
}

/** Options of `ctx.parseBody()`. */
export interface ParseBodyOptions<T> {
  /** Byte limit for this body; default the app's `bodyLimit` (1 MiB). */
  readonly limit?: number;
  /**
   * Checks the parsed value; the transformer passes the validator generated from `T` for
   * `parseBody<T>()`. Without one, the route's documented `requestBody` validator applies.
   */
  readonly validate?: Validator<T>;
  /** The type's name, for error messages (the transformer fills it in). */
  readonly typeName?: string;
  /** The validator refusing properties `T` does not declare (the transformer fills it in). */
  readonly validateEquals?: Validator<T>;
  /** Where the document allows a null `T` does not (the transformer fills it in). */
  readonly nulls?: NullPlan;
  /**
   * Properties `T` does not declare: `'strip'` removes them, `'reject'` answers 400 naming each;
   * default the route's, then the app's (`Router.define({ unknownKeys })`), then `'strip'`.
   */
  readonly unknownKeys?: UnknownKeys;
}

/** A route handler: answers the request through `ctx`. */
export type Handler<P extends string = string> = (ctx: Context<P>) => unknown;

/**
 * A middleware in onion form: code before `await next()` runs on the way in, code after it sees
 * the response on the way out. Not calling `next` ends the chain (the middleware must answer).
 */
export type Middleware = (ctx: Context, next: () => Promise<void>) => unknown;

/** @internal Sets the matched route on a Context; not part of the public API. */
export const kSetRoute = Symbol('fw.setRoute');
/** @internal The app's shared settings, for the pipeline. */
export const kShared = Symbol('fw.shared');
/** @internal A rejection of `next()` that the middleware did not await, kept so it is reported, not lost. */
export const kLateError = Symbol('fw.lateError');
/** @internal Set once the app has finished with the request (answered or failed). */
export const kDone = Symbol('fw.done');
/** @internal For body-parsing middleware: stores a parsed body that `param()` and `body` then see. */
export const kSetBody = Symbol('fw.setBody');
/** @internal For bodyLimit: the byte limit of this request's body, overriding the app's. */
export const kSetBodyLimit = Symbol('fw.setBodyLimit');
/** @internal For bodyParser: the limit set with kSetBodyLimit for this request, or null when none was. */
export const kBodyLimit = Symbol('fw.bodyLimit');
/**
 * @internal For timeout, once it has answered: aborts `ctx.signal` with the reason and makes later
 * response helpers (`text`, `json`, `send`, `stream`, `redirect`, `setHeader`) silent no-ops, so
 * the late answer is dropped instead of throwing FW_ERR_RESPONSE_SENT; a late rejection with the
 * reason (or caused by it) is not reported to `onError` either.
 */
export const kExpire = Symbol('fw.expire');

/**
 * @internal For middleware that only need to see how a request ended (logs, metrics, telemetry):
 * `ctx[kOnDone](hook, data)` runs `hook(ctx, status, data)` once the app has finished with the
 * request, answered or failed (`status` is the one sent, also for an error the core answered).
 * Hooks run innermost first, as code after `await next()` would, but without a promise and an
 * async frame per middleware. A hook that throws is ignored.
 */
export const kOnDone = Symbol('fw.onDone');
/**
 * @internal True while the request announces a body that has not been received whole: an answer
 * then closes the connection rather than wait for the rest. A body taken whole from node's buffer
 * counts as received even before node marks the request complete.
 */
export const kBodyPending = Symbol('fw.bodyPending');
/** @internal For a body declared on the route: the validated body now when it can be had at once, else a promise of it. */
export const kBodyNow = Symbol('fw.bodyNow');
/** @internal The normalised target the matcher reads (see normalizeTarget in target.ts). */
export const kTarget = Symbol('fw.target');
/**
 * @internal True once a helper has handed a stream body to the response: the stream finishes the
 * response (or cuts it when it fails), so an error thrown later must not cut it as well.
 */
export const kStreaming = Symbol('fw.streaming');
/** @internal Runs the kOnDone hooks; called by the app. */
export const kRunDone = Symbol('fw.runDone');
/**
 * @internal The request's start on the monotonic clock (`performance.now()`, ms), read on the first
 * call and then shared: the request ID, the log lines, the metrics and telemetry of one request
 * read the clock once between them, and their durations agree.
 */
export const kClock = Symbol('fw.clock');

/** A hook registered with kOnDone; `end` is `performance.now()` when the app finished, read once for all hooks. */
export type DoneHook<D> = (ctx: Context, status: number, data: D, end: number) => void;

/**
 * What a send hook sees and may change just before a helper (`text`, `json`, `send`, `stream`,
 * ...) writes the response: the status and the body (bytes, a stream, or null for none).
 * Response headers are changed through `ctx.setHeader`. `Content-Length` is computed after the
 * hooks ran (and removed when a hook swaps a stream body for another stream). A hook that
 * replaces a stream body with another stream owns the original: it must pipe or destroy it.
 */
export interface OutgoingResponse {
  status: number;
  body: Buffer | Readable | null;
}

/** A hook registered with `ctx.beforeSend`, run in registration order. */
export type SendHook = (out: OutgoingResponse, ctx: Context) => void;

const EMPTY: readonly number[] = [];
const EMPTY_NAMES: readonly string[] = [];

/**
 * The constructor of `assigns` and `params` objects: no Object.prototype behind them (so
 * `toString` or `constructor` are not found), yet fast-mode objects, which `Object.create(null)`
 * objects are not in V8 (adding a property to one costs about five times as much).
 */
function Bag(): void {}
Bag.prototype = Object.create(null) as object;
const NullProtoBag = Bag as unknown as new () => Record<string, unknown>;
const TEXT = 'text/plain; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
const HTML = 'text/html; charset=utf-8';
const OCTETS = 'application/octet-stream';
/** The body of the 500 sent when a response could not be written as asked. */
const FAILED_BODY = '{"error":{"status":500,"message":"Internal Server Error"}}';

/**
 * Runs a generated validator on a parsed body, after removing the nulls the document allows. A
 * body nested too deeply for the validator's recursion is a 400, not a crash of the request.
 */
function checked(value: unknown, validate: Validator, nulls: NullPlan | undefined): ReturnType<Validator> {
  try {
    return validate(nulls === undefined ? value : dropNulls(value, nulls));
  } catch (error) {
    if (error instanceof NotAnObject) return { success: false, errors: [{ path: error.path, expected: 'an object', value: error.value }] };
    if (error instanceof RangeError) throw new FwError('FW_ERR_BODY_TOO_DEEP', undefined, { cause: error });
    throw error;
  }
}

/** Routes and statuses already reported as undocumented answers, so each is reported once. */
const reportedAnswers = new WeakMap<MatchedRoute, Set<number>>();

/** Reports, once per route and status, an answer the route's documentation does not list. */
function undocumented(route: MatchedRoute, code: number): void {
  let seen = reportedAnswers.get(route);
  if (seen === undefined) reportedAnswers.set(route, (seen = new Set()));
  if (seen.has(code)) return;
  seen.add(code);
  process.emitWarning(`${route.method} ${route.pattern} answered ${code}, which its documentation does not list; add it to .doc({ responses })`, {
    type: 'FwWarning',
    code: 'FW_WARN_UNDOCUMENTED_STATUS',
  });
}

/** Refuses a response body that is neither a string nor bytes (from plain JavaScript callers), before anything is written. */
function notABody(body: unknown): never {
  throw new TypeError(`a response body must be a string, a Buffer or a Uint8Array, got ${body === null ? 'null' : typeof body}`);
}

/** A short description of why writing failed, for the error message; never throws. */
function reasonOf(error: unknown): string {
  try {
    if (error instanceof Error) return `${(error as { code?: unknown }).code ?? error.name}: ${error.message}`.slice(0, 200);
    return String(error).slice(0, 200);
  } catch {
    return 'an unprintable error';
  }
}


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
  readonly #shared: ContextShared;
  /** The string the matcher saw: `req.url`, or its path part for absolute-form targets. */
  #target: string;
  #route: MatchedRoute | null = null;
  #bounds: readonly number[] = EMPTY;
  #pathEnd = -1;
  #params: Record<string, string> | null = null;
  #values: (string | undefined)[] | null = null;
  #query: Query | null = null;
  #body: unknown = undefined;
  #hasBody = false;
  #raw: Promise<Buffer> | null = null;
  /** `parseBody()`'s own read, which settles with the parsed value, and the bytes read (by it or `rawBody()`). */
  #reading: Promise<unknown> | null = null;
  #rawBytes: Buffer | null = null;
  #assigns: Record<string, unknown> | null = null;
  #responded = false;
  #status = 200;
  #hooks: SendHook[] | null = null;
  /** Headers from setHeader not yet on `res`: [lower-case name, name, value, ...]. */
  #pending: (string | number | readonly string[])[] | null = null;
  #limit: number | null = null;
  #expired: Error | null = null;
  #abort: AbortController | null = null;
  /**
   * A stream body's progress: 0 none; 1 waiting for its first chunk (its status is not settled);
   * 2 waiting, and the app finished meanwhile (kRunDone waits for it); 3 under way or over.
   */
  #streamState: 0 | 1 | 2 | 3 = 0;
  /** kOnDone hooks and their data: [hook, data, hook, data, ...]. */
  #done: unknown[] | null = null;
  #clock = -1;
  /** @internal */
  [kLateError]: unknown = undefined;
  /** @internal */
  [kDone] = false;

  constructor(req: IncomingMessage, res: ServerResponse, shared: ContextShared, target: string) {
    this.req = req;
    this.res = res;
    this.#shared = shared;
    this.#target = target;
  }

  /** @internal */
  [kSetRoute](route: MatchedRoute, bounds: Int32Array, pathEnd: number, target: string): void {
    this.#route = route;
    this.#target = target;
    this.#pathEnd = pathEnd;
    const n = route.paramNames.length * 2;
    if (n > 0) {
      const copy = new Array<number>(n);
      for (let i = 0; i < n; i++) copy[i] = bounds[i]!;
      this.#bounds = copy;
    }
  }

  /** @internal */
  get [kTarget](): string {
    return this.#target;
  }

  /** @internal */
  get [kShared](): ContextShared {
    return this.#shared;
  }

  /** @internal */
  [kSetBody](value: unknown): void {
    this.#body = value;
    this.#hasBody = true;
  }

  /** @internal */
  [kSetBodyLimit](limit: number): void {
    this.#limit = limit;
  }

  /** @internal */
  get [kBodyLimit](): number | null {
    return this.#limit;
  }

  /** @internal */
  [kOnDone]<D>(hook: DoneHook<D>, data: D): void {
    (this.#done ??= []).push(hook, data);
  }

  /** @internal */
  [kRunDone](): void {
    const done = this.#done;
    if (done === null) return;
    if (this.#streamState === 1) {
      // A stream body that fails before its first chunk still turns into a 500: report that one.
      this.#streamState = 2;
      return;
    }
    this.#done = null;
    const status = this.res.statusCode;
    const end = performance.now();
    for (let i = done.length - 2; i >= 0; i -= 2) {
      try {
        (done[i] as DoneHook<unknown>)(this, status, done[i + 1], end);
      } catch {
        // Observers never break a request, nor each other.
      }
    }
  }

  /** @internal */
  get [kBodyPending](): boolean {
    return this.req.complete === false && this.#rawBytes === null && !hasNoBody(this.req);
  }

  /** @internal */
  get [kStreaming](): boolean {
    return this.#streamState !== 0;
  }

  /** @internal */
  [kClock](): number {
    if (this.#clock === -1) this.#clock = performance.now();
    return this.#clock;
  }

  /** @internal */
  [kExpire](reason: Error): void {
    this.#expired = reason;
    this.#abort?.abort(reason);
  }

  /**
   * Aborted when the `timeout` middleware has answered for this request (its reason is an
   * FwError `FW_ERR_TIMEOUT_EXPIRED`), so a handler can stop its work: pass it on, as in
   * `fetch(url, { signal: ctx.signal })`. Created on first access; never aborted without `timeout`.
   */
  get signal(): AbortSignal {
    if (this.#abort === null) {
      this.#abort = new AbortController();
      if (this.#expired !== null) this.#abort.abort(this.#expired);
    }
    return this.#abort.signal;
  }

  /**
   * Registers a hook that may change the status, body and headers of the response just before a
   * helper writes it (compression, ETags). Hooks do not see responses written on `ctx.res` directly.
   *
   * @example ctx.beforeSend((out) => { out.body = gzip(out.body) })
   */
  beforeSend(hook: SendHook): void {
    (this.#hooks ??= []).push(hook);
  }

  /** The client's address as the socket reports it (proxies are not trusted here). */
  get ip(): string | undefined {
    return this.req.socket?.remoteAddress;
  }

  /** The parsed body, once `parseBody()` or a body-parsing middleware has read it; undefined before. */
  get body(): unknown {
    return this.#hasBody ? this.#body : undefined;
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
    const end = this.#end();
    return end === this.#target.length ? this.#target : this.#target.slice(0, end);
  }

  /** The matched route's pattern, such as `/users/:id`, or undefined before or without a match. */
  get routePattern(): string | undefined {
    return this.#route?.pattern;
  }

  /** The matched route's name from `.named()`, if any. */
  get routeName(): string | undefined {
    return this.#route?.name;
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
    return this.#pathParam(name);
  }

  #pathParam(name: string): string | undefined {
    const route = this.#route;
    if (route === null) return undefined;
    const index = route.paramNames.indexOf(name);
    return index === -1 ? undefined : this.#paramAt(index, route.paramNames.length);
  }

  /** Parameter `index` of `count`, decoded once and kept (in `params` once that was built). */
  #paramAt(index: number, count: number): string {
    const params = this.#params;
    if (params !== null) return params[this.#route!.paramNames[index]!]!;
    const values = (this.#values ??= new Array<string | undefined>(count));
    return (values[index] ??= this.#decode(index));
  }

  /** Slices and percent-decodes parameter `index` from the target (strictly: 400 for a bad escape or bytes that are not UTF-8). */
  #decode(index: number): string {
    const decoded = decodePercent(this.#target.slice(this.#bounds[index * 2], this.#bounds[index * 2 + 1]), false);
    if (typeof decoded !== 'string') throw new FwError('FW_ERR_BAD_PERCENT_ENCODING');
    return decoded;
  }

  /**
   * All path parameters, percent-decoded, in an object with nothing of Object.prototype behind it
   * (`toString` or `constructor` are not found). Typed from the route's
   * pattern: in a `/users/:id` handler `ctx.params.id` is a `string`.
   */
  get params(): Readonly<Record<P, string>> {
    return (this.#params ?? this.#decodeParams()) as Record<P, string>;
  }

  /**
   * A request value by name: the path parameter first, then a field of the parsed JSON body
   * (after `parseBody()`), then the query parameter.
   */
  param(name: string): string | undefined {
    const fromPath = this.#pathParam(name);
    if (fromPath !== undefined) return fromPath;
    const body = this.#body;
    if (this.#hasBody && typeof body === 'object' && body !== null && !Array.isArray(body) && Object.hasOwn(body, name)) {
      const field = (body as Record<string, unknown>)[name];
      if (typeof field === 'string') return field;
      if (typeof field === 'number' || typeof field === 'boolean' || typeof field === 'bigint') return String(field);
    }
    return this.query.get(name);
  }

  /** The query-string parameters, parsed on first read (strictly decoded: see `Query`; 400 FW_ERR_BAD_QUERY_ENCODING). */
  get query(): Query {
    if (this.#query === null) {
      const end = this.#end();
      this.#query = new Query(end < this.#target.length ? this.#target.slice(end + 1) : '');
    }
    return this.#query;
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
  rawBody(limit: number = this.#limit ?? this.#shared.bodyLimit): Promise<Buffer> {
    if (this.#raw !== null) return this.#raw;
    // Taken from the buffer for a body declared on the route.
    if (this.#rawBytes !== null && this.#reading === null) return (this.#raw = Promise.resolve(this.#rawBytes));
    const reading = this.#reading;
    if (reading === null) return (this.#raw = readBody(this.req, limit, (raw) => (this.#rawBytes = raw)));
    // parseBody() is reading (or has read) the bytes: share them, or the error that stopped the read.
    return (this.#raw = reading.then(
      () => this.#rawBytes!,
      (error: unknown) => {
        if (this.#rawBytes !== null) return this.#rawBytes;
        throw error;
      },
    ));
  }

  /**
   * Parses the JSON body and, when a validator applies, validates it. 415 unless Content-Type is
   * `application/json` (or `+json`), 400 for an empty body, invalid UTF-8 or JSON, a
   * `__proto__`/`constructor.prototype` key, or a value that fails validation (the answer lists
   * each failing path, what was expected and what was found), 413 beyond the limit. With the fw
   * transformer, `parseBody<T>()` validates against a validator generated from `T`; otherwise the
   * route's documented `requestBody` type applies. After it, `param()` also finds body fields.
   * A body already parsed (by an earlier call or by `bodyParser`) is returned without reading
   * again, but still validated.
   * @fwMarker parseBody
   */
  parseBody<T = unknown>(options?: ParseBodyOptions<T>): Promise<T> {
    // Not an async function: the usual call reads, parses and validates under one promise.
    try {
      // A body already parsed (an earlier call, or bodyParser) is still validated.
      if (this.#hasBody) return Promise.resolve(this.#accept(this.#body, options));
      return this.#read(this.#checkBody(options), options);
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /**
   * @internal For a body declared on the route (`withBody`): what `parseBody(options)` settles
   * with, returned as the value itself when it can be had at once (the whole body is waiting in
   * the request's buffer, or was parsed before), else as a promise. Throws what `parseBody` rejects with.
   */
  [kBodyNow]<T>(options: ParseBodyOptions<T>): T | Promise<T> {
    if (this.#hasBody) return this.#accept(this.#body, options);
    const limit = this.#checkBody(options);
    if (this.#raw === null && this.#reading === null) {
      const raw = bufferedBody(this.req, limit);
      if (raw !== null) {
        this.#rawBytes = raw;
        return this.#acceptRaw(raw, options);
      }
    }
    return this.#read(limit, options);
  }

  /** Refuses a request without a body (400) or with one that is not JSON (415); returns the byte limit that applies. */
  #checkBody(options: ParseBodyOptions<unknown> | undefined): number {
    const req = this.req;
    const type = req.headers['content-type'];
    if (hasNoBody(req) && this.#raw === null) throw new FwError('FW_ERR_BODY_EMPTY');
    if (!isJsonContentType(type)) throw new FwError('FW_ERR_BODY_MEDIA_TYPE', { type: type === undefined ? 'no Content-Type' : JSON.stringify(type) });
    return options?.limit ?? this.#limit ?? this.#shared.bodyLimit;
  }

  /** Reads the body (or shares a read under way), then parses and validates it. */
  #read<T>(limit: number, options: ParseBodyOptions<T> | undefined): Promise<T> {
    if (this.#raw !== null || this.#reading !== null || this.#rawBytes !== null) return this.rawBody(limit).then((raw) => this.#acceptRaw(raw, options));
    const reading = readBody(this.req, limit, (raw) => {
      this.#rawBytes = raw;
      return this.#acceptRaw(raw, options);
    });
    this.#reading = reading;
    return reading;
  }

  /** Parses read bytes as JSON (unless a call in flight together already did), then validates and keeps the value. */
  #acceptRaw<T>(raw: Buffer, options: ParseBodyOptions<T> | undefined): T {
    if (this.#hasBody) return this.#accept(this.#body, options);
    if (raw.length === 0) throw new FwError('FW_ERR_BODY_EMPTY');
    return this.#accept(parseJson(raw), options);
  }

  /** Validates a parsed body (400 listing each failing path) and keeps it as `ctx.body`. */
  #accept<T>(value: unknown, options: ParseBodyOptions<T> | undefined): T {
    const route = this.#route;
    const own = options?.validate !== undefined;
    const policy = options?.unknownKeys ?? route?.unknownKeys ?? this.#shared.unknownKeys;
    const validate = own
      ? (policy === 'reject' ? options!.validateEquals : undefined) ?? options!.validate
      : (policy === 'reject' ? route?.validateEquals : undefined) ?? route?.validate;
    if (validate !== undefined) {
      const nulls = own ? options!.nulls : route?.nulls;
      const result = checked(value, validate, nulls);
      if (!result.success) {
        const type = options?.typeName ?? (options?.validate === undefined ? this.#route?.bodyType : undefined) ?? 'the expected type';
        throw new FwError('FW_ERR_BODY_VALIDATION', { type, count: result.errors.length, issues: result.errors });
      }
      value = result.data; // the body as validated (a revived Date when the body is one)
    }
    this.#body = value;
    this.#hasBody = true;
    return value as T;
  }

  /** Whether a response was sent (or started) for this request. */
  get responded(): boolean {
    return this.#responded || this.res.headersSent;
  }

  /** The response status: the one sent, or the one set with `status()` (200 by default). */
  get statusCode(): number {
    return this.res.headersSent ? this.res.statusCode : this.#status;
  }

  /** Sets the status used by the one-argument response helpers; returns the context. */
  status(status: Status): this {
    this.#status = finalStatus(status);
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
    if (this.#expired !== null) return this;
    checkHeader(name, value);
    if (this.res.headersSent) {
      this.res.setHeader(name, value); // throws node's ERR_HTTP_HEADERS_SENT, as before
      return this;
    }
    const lower = name.toLowerCase();
    const pending = this.#pending;
    if (pending === null) {
      // An array of exactly one entry: a first push would reserve room for several.
      this.#pending = [lower, name, value];
      return this;
    }
    for (let i = 0; i < pending.length; i += 3) {
      if (pending[i] === lower) {
        pending[i + 2] = value;
        return this;
      }
    }
    pending.push(lower, name, value);
    return this;
  }

  /** A response header set so far, through `setHeader` or on `ctx.res`; undefined when not set. */
  getHeader(name: string): string | number | readonly string[] | undefined {
    const lower = name.toLowerCase();
    const pending = this.#pending;
    if (pending !== null) {
      for (let i = 0; i < pending.length; i += 3) if (pending[i] === lower) return pending[i + 2] as string | number | readonly string[];
    }
    return this.res.getHeader(lower) as string | number | readonly string[] | undefined;
  }

  /** Whether a response header is set (through `setHeader` or on `ctx.res`). */
  hasHeader(name: string): boolean {
    return this.getHeader(name) !== undefined;
  }

  /** Removes a response header set through `setHeader` or on `ctx.res`. */
  removeHeader(name: string): this {
    const lower = name.toLowerCase();
    const pending = this.#pending;
    if (pending !== null) {
      for (let i = 0; i < pending.length; i += 3) {
        if (pending[i] === lower) {
          pending.splice(i, 3);
          break;
        }
      }
    }
    if (!this.res.headersSent) this.res.removeHeader(lower);
    return this;
  }

  /**
   * Moves headers kept by `setHeader` onto `ctx.res`, for the paths that write through it. A kept
   * Transfer-Encoding is left out, as in #writeHead: the helpers frame the body (node chunks a
   * stream without a Content-Length), and a Transfer-Encoding beside a Content-Length would make
   * the response ambiguous. (Removing it from `res` later would not do: node then stops chunking.)
   */
  #flushPending(): void {
    const pending = this.#pending;
    if (pending === null) return;
    this.#pending = null;
    for (let i = 0; i < pending.length; i += 3) {
      if (pending[i] !== 'transfer-encoding') this.res.setHeader(pending[i + 1] as string, pending[i + 2] as string | number | readonly string[]);
    }
  }

  /**
   * `writeHead` with the kept headers, then Content-Type (unless undefined) and Content-Length
   * (unless undefined), which win over kept ones of the same name, in one array.
   */
  #writeHead(code: number, type: string | undefined, length: string | undefined): void {
    const pending = this.#pending;
    if (pending === null) {
      if (length === undefined) this.res.writeHead(code);
      else if (type === undefined) this.res.writeHead(code, ['content-length', length]);
      else this.res.writeHead(code, ['content-type', type, 'content-length', length]);
      return;
    }
    this.#pending = null;
    // Sized for every kept header; a kept Content-Type or Content-Length the helper overrides, or
    // a kept Transfer-Encoding (rare) leaves the end unused, and the length is then cut to fit.
    const all = new Array<string | number | readonly string[]>((pending.length / 3) * 2 + (type === undefined ? 0 : 2) + (length === undefined ? 0 : 2));
    let at = 0;
    for (let i = 0; i < pending.length; i += 3) {
      const lower = pending[i];
      // The helper frames the body itself: a Transfer-Encoding beside its Content-Length (or on a
      // bodiless answer) would make the response ambiguous.
      if ((lower === 'content-length' && length !== undefined) || (lower === 'content-type' && type !== undefined) || lower === 'transfer-encoding') continue;
      all[at++] = pending[i + 1]!;
      all[at++] = pending[i + 2]!;
    }
    if (type !== undefined) {
      all[at++] = 'content-type';
      all[at++] = type;
    }
    if (length !== undefined) {
      all[at++] = 'content-length';
      all[at++] = length;
    }
    // Setting the length costs even when it does not change.
    if (at !== all.length) all.length = at;
    this.res.writeHead(code, all as string[]);
  }

  /** Plain-text response (`text/plain; charset=utf-8`). */
  text(body: string): void;
  text(status: Status, body: string): void;
  text(a: Status | string, b?: string): void {
    if (b === undefined) this.#end2(this.#status, TEXT, a as string);
    else this.#end2(finalStatus(a as Status), TEXT, b);
  }

  /** JSON response (`application/json; charset=utf-8`); `bigint` values are written as JSON integers. */
  json(value: unknown): void;
  json(status: Status, value: unknown): void;
  json(a: unknown, b?: unknown): void {
    // arguments.length, not a rest array: no array per response.
    const code = arguments.length === 1 ? this.#status : finalStatus(a as Status);
    const value = arguments.length === 1 ? a : b;
    const answers = this.#route?.answers;
    if (answers === undefined) return this.#end2(code, JSON_TYPE, stringify(value));
    this.#end2(code, JSON_TYPE, this.#documented(answers, code, value));
  }

  /**
   * The JSON of an answer on a route that documents its answers: written through the documented
   * type (only the properties it declares), checked first in development; a status the route
   * does not document is written as it is and reported once per route in development.
   */
  #documented(answers: Readonly<Record<number, TypeDoc>>, code: number, value: unknown): string {
    const type = answers[code];
    const route = this.#route!;
    if (type?.stringify === undefined) {
      if (type === undefined && this.#shared.checkResponses) undocumented(route, code);
      return stringify(value);
    }
    if (this.#shared.checkResponses && type.check !== undefined) {
      const result = type.check(value);
      if (!result.success) {
        const first = result.errors[0]!;
        throw new FwError('FW_ERR_RESPONSE_CONTRACT', {
          status: code,
          method: route.method,
          pattern: route.pattern,
          type: type.name,
          path: String(first.path).replace(/^\$input/, '$'),
          expected: first.expected,
          count: result.errors.length,
        });
      }
    }
    return type.stringify(value);
  }

  /** HTML response (`text/html; charset=utf-8`). */
  html(body: string): void;
  html(status: Status, body: string): void;
  html(a: Status | string, b?: string): void {
    if (b === undefined) this.#end2(this.#status, HTML, a as string);
    else this.#end2(finalStatus(a as Status), HTML, b);
  }

  /**
   * A response with a string, Buffer or byte-array body (or none), with the given content type
   * (default `application/octet-stream` when there is a body, unless a Content-Type header is set).
   */
  send(status: Status, body?: string | Uint8Array | null, contentType?: string): void {
    const code = finalStatus(status);
    if (body === undefined || body === null) return this.#end2(code, undefined, undefined);
    const type = contentType ?? (this.hasHeader('content-type') ? undefined : OCTETS);
    this.#end2(code, type, body);
  }

  /**
   * Streams a readable into the response. The head goes out with the stream's first chunk: a
   * stream that fails before it (a file that cannot be opened, say) gets a whole 500 answer; one
   * that fails later cuts the connection, since the status was sent. Either error reaches the
   * app's `onError`. The stream is destroyed if the client goes away, and when the answer is
   * refused (a second answer throws `FW_ERR_RESPONSE_SENT`, as the other helpers do).
   */
  stream(status: Status, body: Readable, contentType?: string): void {
    let code: number;
    try {
      code = finalStatus(status);
      if (!this.#claim()) {
        body.destroy();
        return;
      }
    } catch (error) {
      // Refused (a bad status, a second answer): the stream is not sent, so it is not left open either.
      body.destroy();
      throw error;
    }
    try {
      this.#stream(code, body, contentType);
    } catch (error) {
      body.destroy();
      this.#writeFailed(error);
    }
  }

  #stream(status: number, body: Readable, contentType: string | undefined): void {
    let code = status;
    const res = this.res;
    this.#flushPending();
    if (contentType !== undefined) res.setHeader('content-type', contentType);
    else if (!res.hasHeader('content-type')) res.setHeader('content-type', OCTETS);
    let source = body;
    if (this.#hooks !== null) {
      const out: OutgoingResponse = { status: code, body };
      for (const hook of this.#hooks) {
        const before = out.body;
        hook(out, this as unknown as Context);
        // A hook that drops a stream for bytes or for no body leaves it to be destroyed here (one
        // that swaps in another stream owns the one it replaced), also when a later hook swaps
        // those bytes for a stream again.
        if (before !== out.body && before !== null && !Buffer.isBuffer(before) && (out.body === null || Buffer.isBuffer(out.body))) before.destroy();
      }
      // Checked here: node would refuse a bad status only once the first chunk is written.
      code = finalStatus(out.status);
      // A hook that swaps in another stream owns the original (compression pipes it through);
      // replaced by bytes or by no body, the original is unused and destroyed here. A new stream
      // has a length nobody knows yet, so a Content-Length set for the original goes (chunked).
      if (out.body === null || Buffer.isBuffer(out.body)) {
        body.destroy();
        // Bytes, or no body, sent with their own length.
        res.statusCode = code;
        if (out.body !== null) res.setHeader('content-length', out.body.length);
        else if (code !== 204 && code !== 304) res.setHeader('content-length', 0);
        res.end(out.body ?? undefined);
        return;
      }
      if (out.body !== body) res.removeHeader('content-length');
      source = out.body;
    }
    res.statusCode = code;
    if (this.req.method === 'HEAD' || code === 204 || code === 304) {
      source.destroy();
      res.end();
      return;
    }
    this.#pipe(source);
  }

  /** Sends a stream body (see sendStream); the helper's response from here on belongs to the stream. */
  #pipe(source: Readable): void {
    const where = { method: this.req.method, path: this.path };
    const declared = declaredLength(this.res.getHeader('content-length'), where);
    this.#streamState = 1;
    sendStream(source, this.res, declared, where, {
      early: (error) => {
        this.#answerFailed();
        this.#release();
        this.#streamError(error);
      },
      started: () => this.#release(),
      late: (error) => this.#streamError(error),
    });
  }

  /** The stream body's status is settled: runs the kOnDone hooks if the app finished meanwhile. */
  #release(): void {
    const held = this.#streamState === 2;
    this.#streamState = 3;
    if (held) this[kRunDone]();
  }

  /** Reports a stream body's error to the app's onError (a premature close is not news); never throws. */
  #streamError(error: unknown): void {
    if (error === undefined || error === null) return;
    try {
      if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
    } catch {
      // An error value whose getters throw is still reported.
    }
    try {
      this.#shared.onError(error, this as unknown as Context);
    } catch {
      // A failing error hook must not take the process down from a stream callback.
    }
  }

  /**
   * Redirects to `location` (default status 302 Found). The location is percent-encoded as
   * browsers and Express do (`encodeurl`): characters a URL cannot hold (`/prix-€`, spaces, CR,
   * LF) are encoded as UTF-8 escapes, escapes already present are kept.
   *
   * @example ctx.redirect('/prix-€') // Location: /prix-%E2%82%AC
   */
  redirect(location: string, status: Status = 302): void {
    const code = finalStatus(status);
    if (this.responded) {
      if (this.#expired !== null) return;
      throw new FwError('FW_ERR_RESPONSE_SENT', { method: this.req.method, path: this.path });
    }
    this.setHeader('location', encodeUrl(String(location)));
    this.#end2(code, undefined, undefined);
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
    if (filename === undefined) return this.setHeader('content-disposition', 'attachment');
    this.setHeader('content-disposition', contentDisposition(String(filename)));
    if (!this.hasHeader('content-type')) this.setHeader('content-type', contentType(String(filename)));
    return this;
  }

  /** Takes the one response; false when a timeout already answered (the late answer is dropped). */
  #claim(): boolean {
    if (this.#responded || this.res.headersSent) {
      if (this.#expired !== null) return false;
      throw new FwError('FW_ERR_RESPONSE_SENT', { method: this.req.method, path: this.path });
    }
    this.#responded = true;
    return true;
  }

  #end2(code: number, type: string | undefined, body: string | Uint8Array | undefined): void {
    if (!this.#claim()) return;
    try {
      if (this.#hooks !== null) return this.#hooked(code, type, body);
      const res = this.res;
      if (body === undefined || code === 204 || code === 304 || code < 200) {
        this.#writeHead(code, undefined, code === 204 || code === 304 || code < 200 ? undefined : '0');
        res.end();
        return;
      }
      const length = typeof body === 'string' ? Buffer.byteLength(body) : body instanceof Uint8Array ? body.byteLength : notABody(body);
      this.#writeHead(code, type, String(length));
      res.end(body);
    } catch (error) {
      this.#writeFailed(error);
    }
  }

  /**
   * What a response helper does when writing failed (a send hook or node:http threw): the client
   * still gets an answer, a JSON 500 with the headers that can be sent, when nothing went out
   * yet; otherwise the connection is cut. Then `FW_ERR_RESPONSE_INVALID` is thrown, so the error
   * reaches `onError` like any other, while logs and metrics see the 500 that was sent.
   */
  #writeFailed(error: unknown): never {
    this.#answerFailed();
    if (error instanceof FwError && error.code === 'FW_ERR_RESPONSE_INVALID') throw error;
    throw new FwError('FW_ERR_RESPONSE_INVALID', { method: this.req.method, path: this.path, reason: reasonOf(error) }, { cause: error });
  }

  /**
   * The answer when a response could not be written as asked: a JSON 500 with the headers that can
   * be sent when nothing went out yet, otherwise a cut connection. Never throws.
   */
  #answerFailed(): void {
    const res = this.res;
    this.#hooks = null;
    if (!res.headersSent) {
      const kept: string[] = [];
      const pending = this.#pending;
      this.#pending = null;
      const keep = (name: string, value: unknown): void => {
        const lower = name.toLowerCase();
        if (lower === 'content-length' || lower === 'content-type' || lower === 'content-encoding' || lower === 'transfer-encoding' || lower === 'content-range' || lower === 'etag') return;
        try {
          checkHeader(name, value);
          if (Array.isArray(value)) for (const item of value as unknown[]) kept.push(name, String(item));
          else kept.push(name, String(value));
        } catch {
          // A header node refuses is left out of the 500.
        }
      };
      try {
        for (const [name, value] of Object.entries(res.getHeaders())) keep(name, value);
        if (pending !== null) for (let i = 0; i < pending.length; i += 3) keep(pending[i + 1] as string, pending[i + 2]);
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        if (this[kBodyPending]) kept.push('connection', 'close');
        res.writeHead(500, [...kept, 'content-type', JSON_TYPE, 'content-length', String(FAILED_BODY.length)]);
        res.end(FAILED_BODY);
      } catch {
        res.destroy();
      }
    } else if (!res.writableEnded) {
      res.destroy();
    }
  }

  /** The slower path of a response when send hooks are registered: the body as bytes through each hook. */
  #hooked(code: number, type: string | undefined, body: string | Uint8Array | undefined): void {
    const res = this.res;
    this.#flushPending();
    if (type !== undefined) res.setHeader('content-type', type);
    const out: OutgoingResponse = {
      status: code,
      body: body === undefined ? null : typeof body === 'string' ? Buffer.from(body) : Buffer.isBuffer(body) ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength),
    };
    for (const hook of this.#hooks!) hook(out, this as unknown as Context);
    const status = finalStatus(out.status);
    res.statusCode = status;
    const bodyless = status === 204 || status === 304;
    if (out.body === null || bodyless) {
      if (!bodyless) res.setHeader('content-length', 0);
      res.end();
      return;
    }
    if (!Buffer.isBuffer(out.body)) {
      res.removeHeader('content-length');
      if (this.req.method === 'HEAD') {
        out.body.destroy();
        res.end();
        return;
      }
      this.#pipe(out.body);
      return;
    }
    res.setHeader('content-length', out.body.length);
    res.end(out.body);
  }

  #end(): number {
    if (this.#pathEnd === -1) {
      const q = this.#target.indexOf('?');
      this.#pathEnd = q === -1 ? this.#target.length : q;
    }
    return this.#pathEnd;
  }

  #decodeParams(): Record<string, string> {
    const params = new NullProtoBag() as Record<string, string>;
    const names = this.#route?.paramNames ?? EMPTY_NAMES;
    // Straight into the object: no array of decoded values when `params` is all a handler reads.
    const values = this.#values;
    for (let i = 0; i < names.length; i++) params[names[i]!] = values?.[i] ?? this.#decode(i);
    this.#params = params;
    return params;
  }

}
