/**
 * The crash test's server, run as a child process: two apps (bare: the README's first-app shape;
 * full: errorHandler, metrics, structuredLogger, timeout and compress) whose middleware and
 * handlers act out the behaviour each request path carries. It records what each request did,
 * and reports every uncaught exception, unhandled rejection and process warning to the parent.
 */
import { Readable, Writable } from 'node:stream';
import {
  FwError,
  HttpError,
  Router,
  Server,
  compress,
  errorHandler,
  metrics,
  structuredLogger,
  timeout,
  type Context,
  type Middleware,
} from '@fw/runtime';
import { parsePath, type Act, type EndStep, type MiddlewareStep, type Spec } from './behaviour.js';

/** The full app's timeout, and how long a `w:s` wait lasts. */
const TIMEOUT_MS = 50;
const SLOW_MS = 80;

/** What the parent is told. */
export type ChildMessage =
  | { type: 'ready'; ports: { bare: number; full: number } }
  | { type: 'report'; kind: string; detail: string }
  | { type: 'dump'; records: RequestRecord[]; logs: string[]; metrics: string; endless: number[] };

/** What the parent asks. */
export type ParentMessage = { type: 'dump' };

/**
 * What happened to one request, in order: `claim` (a response helper took the one response:
 * status sent, answer kind), `fail` (a helper threw after it took the response, so fw answered
 * 500 or cut the connection), `throw` (a value left a step: the status it should give),
 * `expired` (timeout answered 503), `late` (an answer attempted after the response was taken).
 */
export type Event = ['claim', number, string] | ['fail', string] | ['throw', number] | ['expired'] | ['late', string];

export interface RequestRecord {
  readonly id: number;
  readonly app: string;
  readonly events: Event[];
}

interface State extends RequestRecord {
  readonly spec: Spec;
}

/** A value's description for a report; never throws. */
function describe(value: unknown): string {
  try {
    if (value instanceof Error) return String(value.stack ?? value.message);
  } catch {
    // fall through
  }
  try {
    return typeof value === 'symbol' ? value.toString() : String(value);
  } catch {
    return `(unprintable ${typeof value})`;
  }
}

function tell(message: ChildMessage): void {
  process.send?.(message);
}

process.on('uncaughtException', (error) =>
  tell({ type: 'report', kind: 'uncaughtException', detail: describe(error) }),
);
process.on('unhandledRejection', (reason) =>
  tell({ type: 'report', kind: 'unhandledRejection', detail: describe(reason) }),
);
process.on('warning', (warning) => tell({ type: 'report', kind: 'warning', detail: describe(warning) }));

const states = new WeakMap<Context, State>();
const records: State[] = [];
/** The ids of the requests whose endless streams are open. */
const endless = new Set<number>();

/** The request's state, made by the first fuzz middleware that sees it; undefined for other paths. */
function stateOf(ctx: Context, app: string): State | undefined {
  let state = states.get(ctx);
  if (state !== undefined) return state;
  const parsed = parsePath(ctx.path);
  if (parsed === undefined) return undefined;
  state = { id: parsed.id, app, spec: parsed.spec, events: [] };
  states.set(ctx, state);
  records.push(state);
  return state;
}

/** The status a client should see when `value` is thrown and nothing answered first: a valid HttpError or FwError status, else 500. */
function expectedStatus(value: unknown): number {
  try {
    if (!(value instanceof HttpError) && !(value instanceof FwError)) return 500;
    const status = (value as { status?: unknown }).status;
    return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
  } catch {
    return 500;
  }
}

const THROWING_TRAPS: ProxyHandler<object> = {
  get: () => {
    throw new Error('trap: get');
  },
  has: () => {
    throw new Error('trap: has');
  },
  getPrototypeOf: () => {
    throw new Error('trap: getPrototypeOf');
  },
  ownKeys: () => {
    throw new Error('trap: ownKeys');
  },
  getOwnPropertyDescriptor: () => {
    throw new Error('trap: getOwnPropertyDescriptor');
  },
  set: () => {
    throw new Error('trap: set');
  },
  defineProperty: () => {
    throw new Error('trap: defineProperty');
  },
};

/** A fresh value of a kind from behaviour.ts VALUES (some throw while being made: that throw is the value then). */
function valueOf(kind: string | undefined): unknown {
  switch (kind) {
    case 'error':
      return new Error('boom');
    case 'typeerror':
      return new TypeError('bad type');
    case 'fw400':
      return new FwError('FW_ERR_BODY_EMPTY');
    case 'fw500':
      return new FwError('FW_ERR_NO_RESPONSE', { method: 'GET', path: '/' });
    case 'fw503':
      return new FwError('FW_ERR_RATE_LIMIT_STORE');
    case 'http404':
      return new HttpError(404, 'no such thing');
    case 'http401h':
      return new HttpError(401, 'who are you', { headers: { 'www-authenticate': 'Bearer' } });
    case 'httpbadh':
      return new HttpError(400, 'bad headers', { headers: { 'x-bad': 'a\r\nb' } });
    case 'httpmuth': {
      const error = new HttpError(429, 'slow down', { headers: { 'retry-after': '1' } });
      Object.defineProperty(error, 'headers', {
        value: { 'x-bad': 'a\r\nb', 'bad name': 'v', 'x-euro': '€', 'retry-after': '2' },
      });
      return error;
    }
    case 'httpmutst': {
      const error = new HttpError(418);
      Object.defineProperty(error, 'status', { value: 200 });
      return error;
    }
    case 'httpst200':
      return new HttpError(200, 'not an error status');
    case 'fake200':
      return { [Symbol.for('fw.error')]: true, status: 200, code: 'FW_FAKE', message: 'fake', params: {} };
    case 'fake404':
      return { [Symbol.for('fw.error')]: true, status: 404, code: 'FW_FAKE', message: 'fake', params: {} };
    case 'fakebad':
      return { [Symbol.for('fw.error')]: true, status: '404' };
    case 'string':
      return 'a thrown string';
    case 'empty':
      return '';
    case 'number':
      return 42;
    case 'zero':
      return 0;
    case 'null':
      return null;
    case 'undef':
      return undefined;
    case 'nan':
      return NaN;
    case 'false':
      return false;
    case 'symbol':
      return Symbol('thrown');
    case 'bigint':
      return 10n;
    case 'frozen':
      return Object.freeze({ message: 'frozen' });
    case 'frozenerr':
      return Object.freeze(new Error('frozen error'));
    case 'circular': {
      const o: Record<string, unknown> = { name: 'circular' };
      o['self'] = o;
      return o;
    }
    case 'proxy':
      return new Proxy({}, THROWING_TRAPS);
    case 'codeproxy': {
      // Node's own stream code reads `stack`, `name` and `code` (destroy(), pipeline); every other property throws.
      const target = new Error('code proxy');
      return new Proxy(target, {
        get: (t, p) => {
          if (p === 'stack' || p === 'name' || p === 'code') return (t as Error & { code?: unknown })[p];
          throw new Error(`trap: get ${String(p)}`);
        },
      });
    }
    case 'tostring':
      return {
        toString() {
          throw new Error('toString');
        },
      };
    case 'toprim':
      return {
        [Symbol.toPrimitive]() {
          throw new Error('toPrimitive');
        },
      };
    case 'tojson':
      return {
        toJSON() {
          throw new Error('toJSON');
        },
      };
    case 'thenthrows':
      return {
        get then() {
          throw new Error('then getter');
        },
      };
    case 'thenable':
      return {
        then(resolve: (v: unknown) => void) {
          resolve('thenable');
        },
      };
    case 'stackthrows': {
      const error = new Error('stack throws');
      Object.defineProperty(error, 'stack', {
        get() {
          throw new Error('stack getter');
        },
      });
      return error;
    }
    case 'namethrows': {
      const error = new Error('name throws');
      Object.defineProperty(error, 'name', {
        get() {
          throw new Error('name getter');
        },
      });
      Object.defineProperty(error, 'message', {
        get() {
          throw new Error('message getter');
        },
      });
      return error;
    }
    case 'premature':
      return Object.assign(new Error('premature'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    case 'aggregate':
      return new AggregateError([new Error('a'), 'b'], 'many');
    case 'causecycle': {
      const a = new Error('a');
      const b = new Error('b', { cause: a });
      (a as { cause?: unknown }).cause = b;
      return a;
    }
    case 'nullproto':
      return Object.create(null) as object;
    case 'array':
      return [1, 2];
    case 'function':
      return () => 0;
    case 'date':
      return new Date(NaN);
    case 'abort':
      return new DOMException('aborted', 'AbortError');
    case 'timeoutreason':
      return new FwError('FW_ERR_TIMEOUT_EXPIRED', { ms: 1 });
    default:
      return new Error(`unknown value kind ${String(kind)}`);
  }
}

const wait = (kind: string | undefined): Promise<void> =>
  kind === 'm'
    ? Promise.resolve()
    : new Promise((resolve) => (kind === 'i' ? setImmediate(resolve) : setTimeout(resolve, SLOW_MS)));

/** Destroys a stream with a value of a kind (`null`: without an error); a value node cannot take ends it with an Error. */
function destroyWith(stream: Readable, kind: string | undefined): void {
  try {
    if (kind === 'null') stream.destroy();
    else stream.destroy(valueOf(kind) as Error);
  } catch {
    stream.destroy(new Error('fallback'));
  }
}

function streamOf(kind: string, value: string | undefined, id: number): Readable {
  switch (kind) {
    case 'stream-early':
      return new Readable({
        read() {
          destroyWith(this, value);
        },
      });
    case 'stream-mid': {
      let n = 0;
      return new Readable({
        read() {
          n++;
          if (n <= 2) this.push(`chunk ${n};`);
          else setTimeout(() => destroyWith(this, value), 5);
        },
      });
    }
    case 'stream-endless': {
      endless.add(id);
      const stream = new Readable({
        read() {
          setTimeout(() => {
            if (!this.destroyed) this.push('tick;');
          }, 5);
        },
      });
      stream.once('close', () => endless.delete(id));
      return stream;
    }
    case 'stream-empty':
      return Readable.from([]);
    case 'stream-objects':
      return Readable.from([{ not: 'bytes' }]);
    default:
      return Readable.from([Buffer.from('one;'), Buffer.from('two')]);
  }
}

/** Makes the answer of a kind from behaviour.ts ANSWERS. */
function write(ctx: Context, kind: string, value: string | undefined, id: number): void {
  switch (kind) {
    case 'text':
      return ctx.text(200, 'ok');
    case 'text1':
      return ctx.text('ok');
    case 'json':
      return ctx.json(201, { ok: true });
    case 'json-circ': {
      const o: Record<string, unknown> = {};
      o['o'] = o;
      return ctx.json(200, o);
    }
    case 'json-big':
      return ctx.json(200, { n: 2n ** 64n });
    case 'json-tojson':
      return ctx.json(200, {
        x: {
          toJSON() {
            throw new Error('toJSON');
          },
        },
      });
    case 'json-getter':
      return ctx.json(200, {
        get x() {
          throw new Error('getter');
        },
      });
    case 'json-undef':
      return ctx.json(200, undefined);
    case 'html':
      return ctx.html(200, '<p>ok</p>');
    case 'send-u8':
      return ctx.send(202, new Uint8Array([104, 105]));
    case 'send-obj':
      return ctx.send(200, {} as unknown as string);
    case 'send-204':
      return ctx.send(204, 'ignored');
    case 'send-304':
      return ctx.send(304);
    case 'send-1xx':
      return ctx.send(103);
    case 'send-101':
      return ctx.send(101);
    case 'status-bad': {
      ctx.status(Number('1000'));
      return ctx.text('unreachable');
    }
    case 'text-99':
      return ctx.text(99 as number, 'x');
    case 'text-null':
      return ctx.text(200, null as unknown as string);
    case 'redir':
      return ctx.redirect('/elsewhere');
    case 'redir-crlf':
      return ctx.redirect('/a\r\nset-cookie: x=1');
    case 'redir-euro':
      return ctx.redirect('/prix-€');
    case 'redir-surr':
      return ctx.redirect('/lone-\ud800');
    case 'redir-obj':
      return ctx.redirect({
        toString() {
          throw new Error('toString');
        },
      } as unknown as string);
    case 'redir-200':
      return ctx.redirect('/x', 200);
    case 'att':
      return ctx.attachment('report.txt').send(200, 'file');
    case 'att-euro':
      return ctx.attachment('résumé-€.pdf').send(200, 'file');
    case 'att-crlf':
      return ctx.attachment('a\r\nb.txt').send(200, 'file');
    case 'att-quote':
      return ctx.attachment('a"b\\c.txt').send(200, 'file');
    case 'att-surr':
      return ctx.attachment('lone-\ud800.txt').send(200, 'file');
    case 'att-nul':
      return ctx.attachment('nul\u0000.txt').send(200, 'file');
    case 'att-obj':
      return ctx
        .attachment({
          toString() {
            throw new Error('toString');
          },
        } as unknown as string)
        .send(200, 'file');
    case 'stream-endless':
      return ctx.stream(200, streamOf(kind, value, id), 'application/x-endless');
    case 'stream-text':
      return ctx.stream(200, streamOf('stream', value, id), 'text/plain; charset=utf-8');
    case 'stream-204':
      return ctx.stream(204, streamOf('stream', value, id));
    case 'raw': {
      // Writing on ctx.res after fw took the response is outside its one-answer guarantee (node
      // itself throws on a second res.end()), so only a first answer is written raw.
      if (!ctx.responded) ctx.res.end('raw');
      return;
    }
    case 'nf':
      return ctx.json(404, { error: 'not found here' });
    default:
      if (kind.startsWith('stream'))
        return ctx.stream(200, streamOf(kind, value, id), value === undefined ? undefined : 'text/plain');
      throw new Error(`unknown answer ${kind}`);
  }
}

/** Answers, recording whether this call took the response. */
function answer(ctx: Context, state: State, kind: string, value: string | undefined): void {
  const before = ctx.responded;
  try {
    write(ctx, kind, value, state.id);
  } catch (error) {
    if (before) state.events.push(['late', kind]);
    else if (ctx.responded) state.events.push(['fail', kind]);
    throw error;
  }
  if (before) state.events.push(['late', kind]);
  else if (ctx.responded) state.events.push(['claim', ctx.res.statusCode, kind]);
}

function header(ctx: Context, kind: string | undefined): void {
  switch (kind) {
    case 'arg':
      ctx.setHeader('x-arg', ctx.pathParam('arg') ?? 'none');
      return;
    case 'name':
      ctx.setHeader('bad name', 'x');
      return;
    case 'empty':
      ctx.setHeader('', 'x');
      return;
    case 'arr':
      ctx.setHeader('x-arr', ['fine', 'bad\r\nvalue']);
      return;
    case 'undef':
      ctx.setHeader('x-undef', undefined as unknown as string);
      return;
    case 'obj':
      ctx.setHeader('x-obj', {
        toString() {
          throw new Error('toString');
        },
      } as unknown as string);
      return;
    case 'cl':
      ctx.setHeader('content-length', '3');
      return;
    case 'te':
      ctx.setHeader('transfer-encoding', 'chunked');
      return;
    case 'conn':
      ctx.setHeader('connection', 'close');
      return;
    case 'ct':
      ctx.setHeader('content-type', 'text/plain; charset=utf-8');
      return;
    case 'cookie':
      ctx.setHeader('set-cookie', ['a=1', 'b=2']);
      return;
    case 'res-bad':
      ctx.res.setHeader('x-res', 'a\r\nb');
      return;
    case 'remove':
      ctx.removeHeader('x-id');
      return;
    case 'num':
      ctx.setHeader('x-num', 42);
      return;
    default:
      throw new Error(`unknown header ${String(kind)}`);
  }
}

function hook(ctx: Context, kind: string | undefined): void {
  ctx.beforeSend((out) => {
    switch (kind) {
      case 'throw':
        throw new Error('hook');
      case 'status':
        out.status = 299;
        return;
      case 'bad-status':
        out.status = 1000;
        return;
      case 'stream':
        // A hook that swaps a stream body for another owns the original.
        if (out.body instanceof Readable) out.body.destroy();
        out.body = Readable.from([Buffer.from('hooked')]);
        return;
      case 'null':
        out.body = null;
        return;
      case 'header':
        ctx.setHeader('x-hook', '1');
        return;
      case 'bytes':
        out.body = Buffer.from('bytes');
        return;
    }
  });
}

/** What a `ret:` act returns; rejections are recorded as throws. */
function returned(state: State, kind: string | undefined, value: string | undefined): unknown {
  switch (kind) {
    case 'thenthrows':
      state.events.push(['throw', 500]);
      return valueOf('thenthrows');
    case 'thenable':
      return valueOf('thenable');
    case 'thenable-rej': {
      const v = valueOf(value ?? 'error');
      state.events.push(['throw', expectedStatus(v)]);
      return {
        then(_: unknown, reject: (e: unknown) => void) {
          reject(v);
        },
      };
    }
    case 'rejected': {
      const v = valueOf(value ?? 'error');
      state.events.push(['throw', expectedStatus(v)]);
      return Promise.reject(v);
    }
    default:
      return 42;
  }
}

/** What a list of acts leaves a step to return: nothing, or a `ret:`/`r:` value. */
const NONE = Symbol('none');

/** The acts every step may do without awaiting. */
function act(ctx: Context, state: State, kind: string, a: string | undefined, b: string | undefined): void {
  switch (kind) {
    case 'a':
      return answer(ctx, state, a!, b);
    case 'h':
      return header(ctx, a);
    case 'k':
      return hook(ctx, a);
    case 'p':
      ctx.pathParam('arg');
      return;
    default:
      throw new Error(`unknown act ${kind}`);
  }
}

function runSync(ctx: Context, state: State, acts: readonly Act[]): unknown {
  for (const text of acts) {
    const [kind, a, b] = text.split(':');
    switch (kind) {
      case 't':
        throw valueOf(a);
      case 'r': {
        const v = valueOf(a);
        state.events.push(['throw', expectedStatus(v)]);
        return Promise.reject(v);
      }
      case 'ret':
        return returned(state, a, b);
      case 'w':
      case 'b':
      case 'hang':
        break;
      default:
        act(ctx, state, kind!, a, b);
    }
  }
  return NONE;
}

async function runAsync(ctx: Context, state: State, acts: readonly Act[]): Promise<unknown> {
  for (const text of acts) {
    const [kind, a, b] = text.split(':');
    switch (kind) {
      case 't':
        throw valueOf(a);
      case 'r':
        await Promise.reject(valueOf(a));
        break;
      case 'ret':
        return { value: returned(state, a, b) };
      case 'w':
        await wait(a);
        break;
      case 'b':
        await ctx.parseBody();
        break;
      case 'hang':
        await new Promise(() => {});
        break;
      default:
        act(ctx, state, kind!, a, b);
    }
  }
  return NONE;
}

function syncMiddleware(ctx: Context, state: State, step: MiddlewareStep, next: () => Promise<void>): unknown {
  try {
    const early = runSync(ctx, state, step.pre);
    if (early !== NONE) return early;
    let result: unknown;
    switch (step.next) {
      case 'await':
      case 'return':
        result = next();
        break;
      case 'twice':
        void next();
        result = next();
        break;
      case 'void':
        void next();
        break;
      case 'void2':
        void next();
        void next();
        break;
      case 'late':
        setImmediate(() => void next());
        break;
      case 'skip':
        break;
    }
    const late = runSync(ctx, state, step.post);
    return late !== NONE ? late : result;
  } catch (error) {
    state.events.push(['throw', expectedStatus(error)]);
    throw error;
  }
}

async function asyncMiddleware(
  ctx: Context,
  state: State,
  step: MiddlewareStep,
  next: () => Promise<void>,
): Promise<unknown> {
  try {
    const early = await runAsync(ctx, state, step.pre);
    if (early !== NONE) return (early as { value: unknown }).value;
    switch (step.next) {
      case 'await':
        await next();
        break;
      case 'return':
        return await next();
      case 'twice':
        await next();
        await next();
        break;
      case 'void':
        void next();
        break;
      case 'void2':
        void next();
        void next();
        break;
      case 'late':
        setImmediate(() => void next());
        break;
      case 'skip':
        break;
    }
    const late = await runAsync(ctx, state, step.post);
    return late !== NONE ? (late as { value: unknown }).value : undefined;
  } catch (error) {
    state.events.push(['throw', expectedStatus(error)]);
    throw error;
  }
}

/** A handler, notFound or onError step; `record` is false for onError, whose throws are not answers. */
function runEnd(ctx: Context, state: State, step: EndStep, record: boolean): unknown {
  if (step.s) {
    try {
      const result = runSync(ctx, state, step.acts);
      return result === NONE ? undefined : result;
    } catch (error) {
      if (record) state.events.push(['throw', expectedStatus(error)]);
      throw error;
    }
  }
  return (async () => {
    try {
      const result = await runAsync(ctx, state, step.acts);
      return result === NONE ? undefined : (result as { value: unknown }).value;
    } catch (error) {
      if (record) state.events.push(['throw', expectedStatus(error)]);
      throw error;
    }
  })();
}

function fuzzMiddleware(app: string, which: 'g' | 'r'): Middleware {
  return function fuzz(ctx, next) {
    const state = stateOf(ctx, app);
    if (state === undefined) return next();
    if (which === 'g' && app === 'full')
      ctx.signal.addEventListener('abort', () => state.events.push(['expired']), { once: true });
    if (which === 'g') ctx.setHeader('x-id', String(state.id));
    const step = state.spec[which];
    if (step === undefined) return next();
    return step.s ? syncMiddleware(ctx, state, step, next) : asyncMiddleware(ctx, state, step, next);
  };
}

function handler(app: string) {
  return (ctx: Context): unknown => {
    const state = stateOf(ctx, app);
    if (state?.spec.h === undefined) return ctx.text(200, 'plain');
    return runEnd(ctx, state, state.spec.h, true);
  };
}

const health = Router.get('/health', (ctx) => ctx.text(200, 'ok'));

const bare = Router.define({
  middleware: [fuzzMiddleware('bare', 'g')],
  routes: [
    health,
    ...Router.scope(
      '/b',
      [fuzzMiddleware('bare', 'r')],
      [Router.get('/:id/:spec/:arg', handler('bare')), Router.post('/:id/:spec/:arg', handler('bare'))],
    ),
  ],
});

/** The full app's log lines, kept for the parent. */
const logLines: string[] = [];
let partial = '';
const logSink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    const text = partial + chunk.toString('utf8');
    const lines = text.split('\n');
    partial = lines.pop()!;
    logLines.push(...lines);
    done();
  },
});
const log = structuredLogger({ format: 'json', destination: logSink, flushInterval: 20 });
const counter = metrics({});

const full = Router.define({
  middleware: [errorHandler({}), counter, log, timeout({ ms: TIMEOUT_MS }), fuzzMiddleware('full', 'g')],
  routes: [
    health,
    ...Router.scope(
      '/b',
      [compress({ threshold: 0 }), fuzzMiddleware('full', 'r')],
      [Router.get('/:id/:spec/:arg', handler('full')), Router.post('/:id/:spec/:arg', handler('full'))],
    ),
  ],
  notFound: (ctx) => {
    const state = stateOf(ctx, 'full');
    if (state === undefined || state.spec.n === undefined) {
      if (state === undefined) return ctx.json(404, { error: 'not found' });
      return answer(ctx, state, 'nf', undefined);
    }
    return runEnd(ctx, state, state.spec.n, true);
  },
  onError: (error, ctx) => {
    const state = states.get(ctx);
    if (state?.spec.e === undefined) return;
    return runEnd(ctx, state, state.spec.e, false) as void;
  },
});

// The bare app keeps the default onError, which writes 5xx errors to stderr: thousands of lines, kept from the test output.
process.stderr.write = (): boolean => true;

const bareServer = Server.init({ port: 0, host: '127.0.0.1' }, bare.handler);
const fullServer = Server.init({ port: 0, host: '127.0.0.1' }, full.handler);
await bareServer.listen();
await fullServer.listen();

process.on('message', (message: ParentMessage) => {
  if (message.type !== 'dump') return;
  log.flush();
  // The sink writes in the same tick; give its callback a turn.
  setImmediate(() => {
    if (partial !== '') {
      logLines.push(partial);
      partial = '';
    }
    tell({
      type: 'dump',
      records: records.map(({ id, app, events }) => ({ id, app, events })),
      logs: logLines,
      metrics: counter.render(),
      endless: [...endless],
    });
  });
});

tell({ type: 'ready', ports: { bare: bareServer.port, full: fullServer.port } });
