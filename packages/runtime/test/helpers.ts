/**
 * Test helpers: start an app on 127.0.0.1:0 and talk to it with undici, node:http or a raw socket;
 * capture log output; wait for events with a hang guard instead of measuring time.
 */
import http from 'node:http';
import net from 'node:net';
import { Writable } from 'node:stream';
import { request as undiciRequest, Agent } from 'undici';
import { FwError, Server, type AnyRouteLike, type App } from '@fw/runtime';

/**
 * How long a test waits for an event before it fails. A guard against hanging, not a speed claim:
 * the tests wait for events (an answer, a closed connection, a callback), and this only turns an
 * event that never comes into a failure that names it.
 */
export const HANG_MS = 20_000;

/**
 * Throws `value` as it is, an Error or not, as a handler or a library may: for the tests of what
 * fw does with a thrown string, `null` or hostile object.
 */
export function throwValue(value: unknown): never {
  throw value;
}

/** Resolves as `promise` does; rejects naming `what` when it has not settled within `ms` (a hang guard). */
export function guard<T>(promise: Promise<T>, what: string, ms = HANG_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms / 1000} s (hang guard)`)), ms);
  });
  return Promise.race([promise, hung]).finally(() => clearTimeout(timer));
}

/** Resolves once `check()` holds (checked every 10 ms); rejects naming `what` when it still does not after `ms` (a hang guard). */
export async function eventually(check: () => boolean | Promise<boolean>, what: string, ms = HANG_MS): Promise<void> {
  const end = performance.now() + ms;
  while (!(await check())) {
    if (performance.now() > end) throw new Error(`${what}: not within ${ms / 1000} s (hang guard)`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Waits until `check()` holds (checked every 10 ms), or `ms` have passed (a hang guard); returns
 * whether it held. For a wait the next assertion explains when it fails; else use `eventually`.
 */
export async function waitFor(check: () => boolean | Promise<boolean>, ms = HANG_MS): Promise<boolean> {
  const end = performance.now() + ms;
  while (!(await check())) {
    if (performance.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return true;
}

/** A promise the test settles when it chooses: a handler awaits `passed`, which resolves once the test calls `open()`. */
export class Gate {
  #open!: () => void;
  readonly passed = new Promise<void>((resolve) => (this.#open = resolve));
  open(): void {
    this.#open();
  }
}

/**
 * One turn of the event loop (a setImmediate). By then every promise reaction queued before the
 * call has run, with all the reactions they queued in turn, and Node has reported any rejection
 * among them left unhandled: what a negative check ("nothing else was reported") waits for after
 * work made only of promise reactions.
 */
export function turn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

export interface Running {
  readonly url: string;
  readonly server: Server;
  /** Sends one request; the body is read as text. */
  request(
    path: string,
    init?: { method?: string; headers?: Record<string, string>; body?: string | Buffer },
  ): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>;
  close(): Promise<void>;
}

/** Starts `app` on a free loopback port. Always `await close()` in a finally block. */
export async function listen(app: App<AnyRouteLike>, config: Parameters<typeof Server.init>[0] = {}): Promise<Running> {
  const server = Server.init({ port: 0, host: '127.0.0.1', ...config }, app.handler);
  await server.listen();
  const dispatcher = new Agent({ keepAliveTimeout: 1000, connect: { timeout: HANG_MS } });
  const url = server.url;
  return {
    url,
    server,
    async request(path, init = {}) {
      const res = await undiciRequest(url + path, {
        method: (init.method ?? 'GET') as 'GET',
        headers: init.headers,
        body: init.body,
        dispatcher,
        headersTimeout: HANG_MS,
        bodyTimeout: HANG_MS,
      });
      const body = await res.body.text();
      return { status: res.statusCode, headers: res.headers, body };
    },
    async close() {
      await dispatcher.close();
      await server.close();
    },
  };
}

/** What a raw request is: one piece, or several written one after another (see `gap`). */
export type RawRequest = string | Buffer | readonly (string | Buffer)[];

export interface RawOptions {
  /** Milliseconds from the call before the exchange is given up (default `HANG_MS`). */
  readonly timeout?: number;
  /** How string pieces of the request are written (default latin1: byte for byte). */
  readonly encode?: 'latin1' | 'utf8';
  /** How the answer is decoded (default latin1: byte for byte). */
  readonly decode?: 'latin1' | 'utf8';
  /** Milliseconds to wait between the pieces of a request given as a list (default 0). */
  readonly gap?: number;
  /**
   * Awaited before each piece after the first (its index is passed), so that a piece goes out after
   * an event (the request reached the app, an answer came) rather than after a timed gap.
   */
  readonly between?: (index: number) => Promise<unknown>;
  /** Half-closes the connection after the last piece, as a client that stops sending does. */
  readonly end?: boolean;
  /**
   * Stops reading as soon as this holds for the answer so far (e.g. `completeResponse`), instead
   * of waiting for the server to close (then `closed` is false). It sees every new chunk, so it may
   * also just observe. To learn whether the server closes the connection, leave it out.
   */
  readonly until?: (text: string) => boolean;
}

export interface RawResult {
  /** Everything the server sent, decoded as `decode` says. */
  readonly text: string;
  /** Whether the server ended or closed the connection (a socket error closes it too). */
  readonly closed: boolean;
  /** Whether the exchange stopped because `timeout` passed. */
  readonly timedOut: boolean;
  /** The socket error, if there was one. */
  readonly error: Error | undefined;
}

/**
 * Writes a raw request (no client normalisation: hostile paths and headers go out as written)
 * on a fresh connection to 127.0.0.1:port and collects the answer until the server ends the
 * connection, `until` holds, or `timeout` passes. Never rejects: the result says how it ended.
 */
export function rawSession(port: number, request: RawRequest, options: RawOptions = {}): Promise<RawResult> {
  const { timeout = HANG_MS, encode = 'latin1', decode = 'latin1', gap = 0, between, end = false, until } = options;
  const parts = typeof request === 'string' || Buffer.isBuffer(request) ? [request] : request;
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    let error: Error | undefined;
    let done = false;
    const text = (): string => Buffer.concat(chunks).toString(decode);
    const finish = (closed: boolean, timedOut = false): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ text: text(), closed, timedOut, error });
    };
    const timer = setTimeout(() => finish(false, true), timeout);
    const send = async (): Promise<void> => {
      for (const [i, part] of parts.entries()) {
        if (done || socket.destroyed) return;
        if (i > 0 && between !== undefined) await between(i);
        if (done || socket.destroyed) return;
        socket.write(typeof part === 'string' ? Buffer.from(part, encode) : part);
        if (gap > 0) await new Promise((r) => setTimeout(r, gap));
      }
      if (end && !socket.destroyed) socket.end();
    };
    // A `between` that fails (a hang guard running out) ends the exchange with its error.
    socket.on('connect', () => {
      send().catch((e: unknown) => {
        error = e instanceof Error ? e : new Error(String(e));
        finish(false);
      });
    });
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (until !== undefined && until(text())) finish(false);
    });
    socket.on('error', (e) => {
      error = e;
    });
    socket.on('end', () => finish(true));
    socket.on('close', () => finish(true));
  });
}

/**
 * A client that goes away in the middle of its request: opens a connection, writes `request` (a
 * head and part of the body it announces), waits until node:http has handed the request to the app
 * (its 'request' event, emitted after fw's own listener has started the handler), then destroys the
 * connection. Resolves with what the server had answered by then (as ASCII).
 */
export async function leaveMidBody(server: Server, request: string): Promise<string> {
  const reached = new Promise<void>((resolve) => server.nodeServer.once('request', () => resolve()));
  const socket = net.connect({ host: '127.0.0.1', port: server.port });
  let answered = '';
  socket.on('data', (chunk: Buffer) => (answered += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  socket.write(request, 'latin1');
  try {
    await guard(reached, 'the request reaches the app');
  } finally {
    socket.destroy();
  }
  return answered;
}

/**
 * `rawSession` for an exchange that must end: resolves with everything the server sent until it
 * closed the connection (or until `until` held), decoded byte for byte (latin1) unless `decode`
 * says utf8. Rejects on a socket error, or when the server has not closed after `timeout` ms.
 */
export async function rawExchange(port: number, request: RawRequest, options: RawOptions = {}): Promise<string> {
  const result = await rawSession(port, request, options);
  if (result.error !== undefined) throw result.error;
  if (result.timedOut) throw new Error(`no answer within ${options.timeout ?? HANG_MS} ms`);
  return result.text;
}

/**
 * A keep-alive client connection to 127.0.0.1:port that writes requests when the test says so
 * and reads whole Content-Length answers one at a time, so a test can act between two requests
 * on one connection without a timed gap. Always `destroy()` it in a finally block.
 */
export class ClientConnection {
  readonly #socket: net.Socket;
  #buffer = '';
  #changed: () => void = () => {};
  #ended = false;
  /** Resolves once the server has ended or closed the connection (or it failed). */
  readonly ended: Promise<void>;

  constructor(port: number) {
    this.#socket = net.connect({ host: '127.0.0.1', port });
    this.#socket.on('error', () => undefined);
    this.#socket.on('data', (chunk: Buffer) => {
      this.#buffer += chunk.toString('latin1');
      this.#changed();
    });
    this.ended = new Promise((resolve) => {
      const end = (): void => {
        this.#ended = true;
        this.#changed();
        resolve();
      };
      this.#socket.once('end', end);
      this.#socket.once('close', end);
    });
  }

  /** Writes `request` as it is. */
  send(request: string): void {
    this.#socket.write(request, 'latin1');
  }

  /** The next whole answer (it needs a Content-Length), taken off what was received; rejects when the connection ends first, or after `HANG_MS`. */
  answer(what = 'an answer'): Promise<string> {
    return guard(
      new Promise<string>((resolve, reject) => {
        const look = (): void => {
          const length = responseLength(this.#buffer);
          if (length !== -1) {
            this.#changed = () => {};
            const whole = this.#buffer.slice(0, length);
            this.#buffer = this.#buffer.slice(length);
            resolve(whole);
          } else if (this.#ended) {
            this.#changed = () => {};
            reject(new Error(`${what}: the connection ended first, after ${JSON.stringify(this.#buffer)}`));
          }
        };
        this.#changed = look;
        look();
      }),
      what,
    );
  }

  /** What was received and not yet taken by `answer()`. */
  get pending(): string {
    return this.#buffer;
  }

  /** Whether the server has ended or closed the connection. */
  get closed(): boolean {
    return this.#ended;
  }

  destroy(): void {
    this.#socket.destroy();
  }
}

/** The length of the first response in `text` once all of it is there (its head must give a Content-Length), else -1. */
export function responseLength(text: string): number {
  const end = text.indexOf('\r\n\r\n');
  if (end === -1) return -1;
  const length = /\r\ncontent-length: (\d+)/i.exec(text.slice(0, end));
  if (length === null) return -1;
  const whole = end + 4 + Number(length[1]);
  return text.length >= whole ? whole : -1;
}

/** True once a whole response with a Content-Length body is in `text` (an `until` for `rawSession`). */
export function completeResponse(text: string): boolean {
  return responseLength(text) !== -1;
}

export interface RawResponse {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: Buffer;
}

/** One request with node:http (no decompression, body as bytes, target sent as given), bounded by the hang guard. */
export function fetchRaw(
  base: string,
  path: string,
  init: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    // Host, port and path apart: a URL string would be normalised (`/./a` becomes `/a`).
    const req = http.request(
      { hostname, port, path, method: init.method ?? 'GET', headers: init.headers, agent: false, timeout: HANG_MS },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (chunk: Buffer) => parts.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }));
        res.on('error', reject);
        res.on('aborted', () => reject(new Error('aborted')));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timed out: ${path}`)));
    req.on('error', reject);
    req.end();
  });
}

/** A Writable that keeps every chunk it is given, as a log destination to read back. */
export class Capture extends Writable {
  readonly writes: string[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.writes.push(chunk.toString('utf8'));
    done();
  }
  /** Every complete line written so far. */
  get lines(): string[] {
    const all = this.writes.join('');
    return all === '' ? [] : all.slice(0, -1).split('\n');
  }
}

/** The FwError code `fn` throws, a description of anything else it throws, or undefined when it does not throw. */
export function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    return error instanceof FwError ? error.code : `not an FwError: ${String(error)}`;
  }
  return undefined;
}
