/**
 * The response side of a Context: the status, the headers kept until the head is written, the
 * writers (bytes, documented JSON through its generated writer, streams), the send hooks and the
 * finish hooks. `Context` forwards its response helpers and its middleware hooks (`onFinish`,
 * `startedAt`, `expire`, `trace`) here; the app and the pipeline reach the internal parts (`done`,
 * `lateError`, `runDone`) through `ctx[kResponse]`.
 */
import type { ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';
import contentDisposition from 'content-disposition';
import encodeUrl from 'encodeurl';
import type { Context } from '../context.js';
import { describeValue } from '../describe-value.js';
import { FwError, checkHeader } from '../errors.js';
import { stringify } from '../json.js';
import { contentTypeOf, JSON_TYPE } from '../mime.js';
import type { TypeDoc } from '../route.js';
import { finalStatus, type Status } from '../status.js';
import { declaredLength, sendStream } from '../stream-body.js';
import { writeAnswer } from './answer.js';
import type { MatchedRoute, RequestSide } from './request.js';

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

/** What `ctx.trace` holds: the IDs of the request's span, in lower-case hex (an OpenTelemetry `SpanContext` fits). */
export interface TraceIds {
  /** 32 hex digits. */
  readonly traceId: string;
  /** 16 hex digits. */
  readonly spanId: string;
}

/**
 * A hook registered with `ctx.onFinish(hook, data)`: called once the app has finished with the
 * request, with the status sent, the data given at registration, and `end`, the `performance.now()`
 * of that moment (read once for all hooks of the request).
 */
export type FinishHook<D = undefined> = (ctx: Context, status: number, data: D, end: number) => void;

const OCTETS = 'application/octet-stream';
/** The body of the 500 sent when a response could not be written as asked. */
const FAILED_BODY = '{"error":{"status":500,"message":"Internal Server Error"}}';

/** Routes and statuses already reported as undocumented answers, so each is reported once. */
const reportedAnswers = new WeakMap<MatchedRoute, Set<number>>();

/** Reports, once per route and status, an answer the route's documentation does not list. */
function undocumented(route: MatchedRoute, code: number): void {
  let seen = reportedAnswers.get(route);
  if (seen === undefined) reportedAnswers.set(route, (seen = new Set()));
  if (seen.has(code)) return;
  seen.add(code);
  process.emitWarning(
    `${route.method} ${route.pattern} answered ${code}, which its documentation does not list; add it to .doc({ responses })`,
    {
      type: 'FwWarning',
      code: 'FW_WARN_UNDOCUMENTED_STATUS',
    },
  );
}

/** Refuses a response body that is neither a string nor bytes (from plain JavaScript callers), before anything is written. */
function notABody(body: unknown): never {
  throw new TypeError(
    `a response body must be a string, a Buffer or a Uint8Array, got ${body === null ? 'null' : typeof body}`,
  );
}

/** A short description of why writing failed, for the error message; never throws. */
function reasonOf(error: unknown): string {
  try {
    if (error instanceof Error) {
      const code = (error as { code?: unknown }).code;
      const kind =
        code === undefined || code === null ? error.name : typeof code === 'string' ? code : describeValue(code);
      return `${kind}: ${error.message}`.slice(0, 200);
    }
    return String(error).slice(0, 200);
  } catch {
    return 'an unprintable error';
  }
}

/** @internal The response side of one Context (see the module comment). */
export class ResponseSide {
  readonly res: ServerResponse;
  /** The status used by the one-argument response helpers (set through `Context.status`). */
  status = 200;
  /** Set once the app has finished with the request (answered or failed). */
  done = false;
  /** A rejection of `next()` that the middleware did not await, kept so it is reported, not lost. */
  lateError: unknown = undefined;
  /** See `Context.trace`. */
  trace: TraceIds | undefined = undefined;
  readonly #ctx: Context;
  readonly #request: RequestSide;
  #responded = false;
  #hooks: SendHook[] | null = null;
  /** Headers from setHeader not yet on `res`: [lower-case name, name, value, ...]. */
  #pending: (string | number | readonly string[])[] | null = null;
  #expired: Error | null = null;
  #abort: AbortController | null = null;
  /**
   * A stream body's progress: 0 none; 1 waiting for its first chunk (its status is not settled);
   * 2 waiting, and the app finished meanwhile (runDone waits for it); 3 under way or over.
   */
  #streamState: 0 | 1 | 2 | 3 = 0;
  /** Finish hooks and their data: [hook, data, hook, data, ...]. */
  #done: unknown[] | null = null;
  #clock = -1;

  constructor(ctx: Context, request: RequestSide, res: ServerResponse) {
    this.#ctx = ctx;
    this.#request = request;
    this.res = res;
  }

  /** See `Context.onFinish`: kept as [hook, data, hook, data, ...], run by `runDone`. */
  onFinish<D>(hook: FinishHook<D>, data: D): void {
    (this.#done ??= []).push(hook, data);
  }

  /** Runs the finish hooks, innermost first; called by the app once it has finished with the request. */
  runDone(): void {
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
        (done[i] as FinishHook<unknown>)(this.#ctx, status, done[i + 1], end);
      } catch {
        // Observers never break a request, nor each other.
      }
    }
  }

  /**
   * True once a helper has handed a stream body to the response: the stream finishes the
   * response (or cuts it when it fails), so an error thrown later must not cut it as well.
   */
  get streaming(): boolean {
    return this.#streamState !== 0;
  }

  /** See `Context.startedAt`: `performance.now()` read on the first call, then kept. */
  clock(): number {
    if (this.#clock === -1) this.#clock = performance.now();
    return this.#clock;
  }

  /** See `Context.expire`: later response helpers become no-ops, and `signal` aborts with `reason`. */
  expire(reason: Error): void {
    this.#expired = reason;
    this.#abort?.abort(reason);
  }

  /** See `Context.signal`. */
  get signal(): AbortSignal {
    if (this.#abort === null) {
      this.#abort = new AbortController();
      if (this.#expired !== null) this.#abort.abort(this.#expired);
    }
    return this.#abort.signal;
  }

  /** See `Context.beforeSend`. */
  beforeSend(hook: SendHook): void {
    (this.#hooks ??= []).push(hook);
  }

  /** Whether a response was sent (or started) for this request. */
  get responded(): boolean {
    return this.#responded || this.res.headersSent;
  }

  /** The response status: the one sent, or the one set with `status()` (200 by default). */
  get statusCode(): number {
    return this.res.headersSent ? this.res.statusCode : this.status;
  }

  /**
   * Sets a response header (before the response is sent); returns the context. The header is
   * kept on the context and written with the status line in one `writeHead` call, which saves
   * node:http's per-header bookkeeping; read it back with {@link Context.getHeader}. A name that
   * is not an HTTP token, or a value node:http would refuse (CR, LF, other control characters,
   * characters above U+00FF), throws `FW_ERR_BAD_HEADER` here, so the app answers 500 instead
   * of failing while writing: percent-encode such values, or use {@link Context.attachment}.
   */
  setHeader(name: string, value: string | number | readonly string[]): void {
    if (this.#expired !== null) return;
    checkHeader(name, value);
    if (this.res.headersSent) {
      // The client is gone and the connection answered for the app (a body cut short): a
      // middleware resuming later has nothing left to change, and no error to report for it.
      if (this.res.destroyed || this.res.socket === null || this.res.socket.destroyed) return;
      this.res.setHeader(name, value); // throws node's ERR_HTTP_HEADERS_SENT, as before
      return;
    }
    const lower = name.toLowerCase();
    const pending = this.#pending;
    if (pending === null) {
      // An array of exactly one entry: a first push would reserve room for several.
      this.#pending = [lower, name, value];
      return;
    }
    for (let i = 0; i < pending.length; i += 3) {
      if (pending[i] === lower) {
        pending[i + 2] = value;
        return;
      }
    }
    pending.push(lower, name, value);
  }

  /** A response header set so far, through `setHeader` or on `ctx.res`; undefined when not set. */
  getHeader(name: string): string | number | readonly string[] | undefined {
    const lower = name.toLowerCase();
    const pending = this.#pending;
    if (pending !== null) {
      for (let i = 0; i < pending.length; i += 3) if (pending[i] === lower) return pending[i + 2];
    }
    return this.res.getHeader(lower);
  }

  /** Whether a response header is set (through `setHeader` or on `ctx.res`). */
  hasHeader(name: string): boolean {
    return this.getHeader(name) !== undefined;
  }

  /** Removes a response header set through `setHeader` or on `ctx.res`. */
  removeHeader(name: string): void {
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
      if (pending[i] !== 'transfer-encoding')
        this.res.setHeader(pending[i + 1] as string, pending[i + 2] as string | number | readonly string[]);
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
    const all = new Array<string | number | readonly string[]>(
      (pending.length / 3) * 2 + (type === undefined ? 0 : 2) + (length === undefined ? 0 : 2),
    );
    let at = 0;
    for (let i = 0; i < pending.length; i += 3) {
      const lower = pending[i];
      // The helper frames the body itself: a Transfer-Encoding beside its Content-Length (or on a
      // bodiless answer) would make the response ambiguous.
      if (
        (lower === 'content-length' && length !== undefined) ||
        (lower === 'content-type' && type !== undefined) ||
        lower === 'transfer-encoding'
      )
        continue;
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

  /** See `Context.json`: the documented type's writer when the route has one for `code`. */
  json(code: number, value: unknown): void {
    const answers = this.#request.route?.answers;
    if (answers === undefined) return this.end(code, JSON_TYPE, stringify(value));
    this.end(code, JSON_TYPE, this.#documented(answers, code, value));
  }

  /**
   * The JSON of an answer on a route that documents its answers: written through the documented
   * type's generated writer (only the properties it declares), in every mode; a value that does
   * not match the type throws FW_ERR_RESPONSE_CONTRACT before anything is sent (see writeAnswer).
   * A status the route does not document is written as it is and reported once per route in
   * development.
   */
  #documented(answers: Readonly<Record<number, TypeDoc>>, code: number, value: unknown): string {
    const type = answers[code];
    const route = this.#request.route!;
    if (type?.stringify === undefined) {
      if (type === undefined && this.#request.shared.checkResponses) undocumented(route, code);
      return stringify(value);
    }
    return writeAnswer(type, value, route, code, this.#request.shared.maxProblems);
  }

  /** See `Context.send`. */
  send(code: number, body: string | Uint8Array | null | undefined, contentType: string | undefined): void {
    if (body === undefined || body === null) return this.end(code, undefined, undefined);
    const type = contentType ?? (this.hasHeader('content-type') ? undefined : OCTETS);
    this.end(code, type, body);
  }

  /** See `Context.stream`. */
  stream(status: Status, body: Readable, contentType: string | undefined): void {
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
        hook(out, this.#ctx);
        // A hook that drops a stream for bytes or for no body leaves it to be destroyed here (one
        // that swaps in another stream owns the one it replaced), also when a later hook swaps
        // those bytes for a stream again.
        if (
          before !== out.body &&
          before !== null &&
          !Buffer.isBuffer(before) &&
          (out.body === null || Buffer.isBuffer(out.body))
        )
          before.destroy();
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
    if (this.#request.req.method === 'HEAD' || code === 204 || code === 304) {
      source.destroy();
      res.end();
      return;
    }
    this.#pipe(source);
  }

  /** Sends a stream body (see sendStream); the helper's response from here on belongs to the stream. */
  #pipe(source: Readable): void {
    const where = { method: this.#request.req.method, path: this.#request.path };
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

  /** The stream body's status is settled: runs the finish hooks if the app finished meanwhile. */
  #release(): void {
    const held = this.#streamState === 2;
    this.#streamState = 3;
    if (held) this.runDone();
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
      this.#request.shared.onError(error, this.#ctx);
    } catch {
      // A failing error hook must not take the process down from a stream callback.
    }
  }

  /** See `Context.redirect`. */
  redirect(location: string, status: Status): void {
    const code = finalStatus(status);
    if (this.responded) {
      if (this.#expired !== null) return;
      throw new FwError('FW_ERR_RESPONSE_SENT', { method: this.#request.req.method, path: this.#request.path });
    }
    this.setHeader('location', encodeUrl(String(location)));
    this.end(code, undefined, undefined);
  }

  /** See `Context.attachment`. */
  attachment(filename: string | undefined): void {
    if (filename === undefined) return this.setHeader('content-disposition', 'attachment');
    this.setHeader('content-disposition', contentDisposition(String(filename)));
    if (!this.hasHeader('content-type')) this.setHeader('content-type', contentTypeOf(String(filename)));
  }

  /** Takes the one response; false when a timeout already answered (the late answer is dropped). */
  #claim(): boolean {
    if (this.#responded || this.res.headersSent) {
      if (this.#expired !== null) return false;
      throw new FwError('FW_ERR_RESPONSE_SENT', { method: this.#request.req.method, path: this.#request.path });
    }
    this.#responded = true;
    return true;
  }

  /** Writes the one response: status, kept headers, Content-Type and Content-Length, body. */
  end(code: number, type: string | undefined, body: string | Uint8Array | undefined): void {
    if (!this.#claim()) return;
    try {
      if (this.#hooks !== null) return this.#hooked(code, type, body);
      const res = this.res;
      if (body === undefined || code === 204 || code === 304 || code < 200) {
        this.#writeHead(code, undefined, code === 204 || code === 304 || code < 200 ? undefined : '0');
        res.end();
        return;
      }
      const length =
        typeof body === 'string'
          ? Buffer.byteLength(body)
          : body instanceof Uint8Array
            ? body.byteLength
            : notABody(body);
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
    throw new FwError(
      'FW_ERR_RESPONSE_INVALID',
      { method: this.#request.req.method, path: this.#request.path, reason: reasonOf(error) },
      { cause: error },
    );
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
        if (
          lower === 'content-length' ||
          lower === 'content-type' ||
          lower === 'content-encoding' ||
          lower === 'transfer-encoding' ||
          lower === 'content-range' ||
          lower === 'etag'
        )
          return;
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
        if (pending !== null)
          for (let i = 0; i < pending.length; i += 3) keep(pending[i + 1] as string, pending[i + 2]);
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        if (this.#request.bodyPending) kept.push('connection', 'close');
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
      body:
        body === undefined
          ? null
          : typeof body === 'string'
            ? Buffer.from(body)
            : Buffer.isBuffer(body)
              ? body
              : Buffer.from(body.buffer, body.byteOffset, body.byteLength),
    };
    for (const hook of this.#hooks!) hook(out, this.#ctx);
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
      if (this.#request.req.method === 'HEAD') {
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
}
