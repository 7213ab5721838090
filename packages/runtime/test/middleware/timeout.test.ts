/** timeout: the answer in place of a slow handler, dropped late answers, ctx.signal, cleared timers, config checks. */
import { Readable } from 'node:stream';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  FwError,
  HttpError,
  Router,
  errorHandler,
  structuredLogger,
  timeout,
  type Context,
  type Middleware,
  type TimeoutOptions,
} from '@fw/runtime';
import { ClientConnection, eventually, Gate, listen, throwValue, turn } from '../helpers.js';

const UNAVAILABLE = '{"error":{"status":503,"message":"Service Unavailable"}}';
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

// One spy for this file's suites (installed by the first, checked by the last): no case may leave an unhandled rejection behind.
const unhandled: unknown[] = [];
const spy = (reason: unknown): void => {
  unhandled.push(reason);
};

function codes(errors: unknown[]): string[] {
  return errors.map((e) =>
    e instanceof FwError || e instanceof HttpError ? e.code : e instanceof Error ? e.message : String(e),
  );
}

/**
 * Waits for `request` with a handle open that keeps the process running: the timeout's timer is
 * unref'd, and a handler waiting for it in process holds nothing else.
 */
async function keptAlive<T>(request: () => Promise<T>): Promise<T> {
  const handle = setInterval(() => undefined, 60_000);
  try {
    return await request();
  } finally {
    clearInterval(handle);
  }
}

/** Resolves once the timeout has aborted the request's signal: a handler still running then answers too late. */
function aborted(ctx: Context): Promise<void> {
  return new Promise((resolve) => {
    if (ctx.signal.aborted) resolve();
    else ctx.signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

// ---------------------------------------------------------------------------------------------
const Answer = suite('timeout: answering for a slow handler');
Answer.before(() => {
  process.on('unhandledRejection', spy);
});

Answer('should answer 503 JSON when the handler has not answered after ms', async () => {
  const slow = new Gate();
  let finished = false;
  const app = Router.define({
    middleware: [timeout({ ms: 50 })],
    routes: [
      // Runs until the test has read the answer.
      Router.get('/slow', async (ctx) => {
        await slow.passed;
        finished = true;
        ctx.json(200, { late: true });
      }),
    ],
  });
  const running = await listen(app);
  try {
    const res = await running.request('/slow');
    assert.is(res.status, 503);
    assert.is(res.headers['content-type'], 'application/json; charset=utf-8');
    assert.is(res.body, UNAVAILABLE);
    assert.not.ok(finished, 'answered while the handler was still running');
  } finally {
    slow.open();
    await running.close();
  }
});

Answer('should use the configured status and message', async () => {
  const app = Router.define({
    middleware: [timeout({ ms: 20, status: 504, message: 'the report took too long' })],
    routes: [Router.get('/slow', (ctx) => aborted(ctx))],
  });
  const res = await keptAlive(() => app.request('/slow'));
  assert.is(res.status, 504);
  assert.is(res.body, '{"error":{"status":504,"message":"the report took too long"}}');
});

Answer('should let a fast handler answer, untouched', async () => {
  const app = Router.define({
    middleware: [timeout({ ms: 1000 })],
    routes: [
      Router.get('/sync', (ctx) => ctx.text(200, 'sync')),
      // Answers after an await: before the timer could run.
      Router.get('/async', async (ctx) => {
        await Promise.resolve();
        ctx.json(201, { ok: true });
      }),
    ],
  });
  let res = await app.request('/sync');
  assert.is(res.status, 200);
  assert.is(res.body, 'sync');
  res = await app.request('/async');
  assert.is(res.status, 201);
  assert.is(res.body, '{"ok":true}');
});

Answer('should clear its timer when the chain finishes in time, and never hold the process', async () => {
  const created: NodeJS.Timeout[] = [];
  const cleared: unknown[] = [];
  const realSet = globalThis.setTimeout;
  const realClear = globalThis.clearTimeout;
  const app = Router.define({
    middleware: [timeout({ ms: 4321 })],
    routes: [
      Router.get('/fast', (ctx) => ctx.text(200, 'fast')),
      Router.get('/fails', () => {
        throw new HttpError(418, 'teapot');
      }),
    ],
  });
  globalThis.setTimeout = ((fn: () => void, ms?: number) => {
    const t = realSet(fn, ms);
    if (ms === 4321) created.push(t);
    return t;
  }) as typeof setTimeout;
  globalThis.clearTimeout = ((t: NodeJS.Timeout) => {
    cleared.push(t);
    realClear(t);
  }) as typeof clearTimeout;
  try {
    const ok = await app.request('/fast');
    const failed = await app.request('/fails');
    assert.is(ok.body, 'fast');
    assert.is(failed.status, 418);
  } finally {
    globalThis.setTimeout = realSet;
    globalThis.clearTimeout = realClear;
  }
  assert.is(created.length, 2);
  for (const t of created) {
    assert.ok(cleared.includes(t), 'cleared');
    assert.not.ok(t.hasRef(), 'unref: it never keeps the process alive');
  }
});

Answer('should let middleware before it see the 503 at once', async () => {
  const seen: number[] = [];
  const logger: Middleware = async (ctx, next) => {
    await next();
    seen.push(ctx.statusCode);
  };
  const slow = new Gate();
  let handlerDone = false;
  const app = Router.define({
    middleware: [logger, timeout({ ms: 30 })],
    routes: [
      Router.get('/slow', async () => {
        await slow.passed;
        handlerDone = true;
      }),
    ],
  });
  const res = await keptAlive(() => app.request('/slow'));
  assert.is(res.status, 503);
  assert.equal(seen, [503]);
  assert.not.ok(handlerDone, 'the handler is still running');
  slow.open();
  await eventually(() => handlerDone, 'the handler finishes once let go');
});

Answer('should leave an error answered in time to errorHandler', async () => {
  const app = Router.define({
    middleware: [errorHandler(), timeout({ ms: 500 })],
    routes: [
      Router.get('/fails', async () => {
        await Promise.resolve();
        throw new HttpError(409, 'conflict');
      }),
    ],
  });
  const res = await app.request('/fails');
  assert.is(res.status, 409);
  assert.is(res.body, '{"error":{"status":409,"message":"conflict"}}');
});

Answer('should leave a response that already started alone', async () => {
  const errors: unknown[] = [];
  // Resolves when the timer has run: the timeout lets the chain above it carry on then.
  const carriedOn = new Gate();
  const above: Middleware = async (_ctx, next) => {
    try {
      await next();
    } finally {
      carriedOn.open();
    }
  };
  const app = Router.define({
    onError: (e) => errors.push(e),
    middleware: [above, timeout({ ms: 30 })],
    routes: [
      Router.get('/stream', async (ctx) => {
        ctx.res.writeHead(200, { 'content-type': 'text/plain' });
        ctx.res.write('first ');
        await carriedOn.passed;
        ctx.res.end('second');
      }),
    ],
  });
  const running = await listen(app);
  try {
    const res = await running.request('/stream');
    assert.is(res.status, 200);
    assert.is(res.body, 'first second');
    assert.equal(errors, []);
  } finally {
    await running.close();
  }
});

Answer('should let the chain above finish when the handler answered in time but never returns', async () => {
  const lines: string[] = [];
  const app = Router.define({
    middleware: [structuredLogger({ destination: (line) => lines.push(line) }), timeout({ ms: 30 })],
    routes: [
      Router.get('/hang', async (ctx) => {
        ctx.text(200, 'ok');
        await new Promise(() => {});
      }),
    ],
  });
  const running = await listen(app);
  try {
    const res = await running.request('/hang');
    assert.is(res.body, 'ok');
    // Without the timeout's help the line would never come: the chain never settles.
    await eventually(() => lines.length > 0, 'the log line of the request that never returns');
    assert.equal(
      lines.map((l) => l.replace(/ \(\d+us\)$/, '')),
      ['[info] GET /hang -> 200'],
    );
  } finally {
    await running.close();
  }
});

// ---------------------------------------------------------------------------------------------
const Late = suite('timeout: the late answer');

Late('should drop every late helper call silently, leaving the connection usable', async () => {
  const errors: unknown[] = [];
  const late: string[] = [];
  const destroyed: boolean[] = [];
  const slow = new Gate();
  const app = Router.define({
    onError: (e) => errors.push(e),
    middleware: [timeout({ ms: 40 })],
    routes: [
      // Answers (too late) once the test has read the 503.
      Router.get('/slow', async (ctx) => {
        await slow.passed;
        ctx.setHeader('x-late', '1').status(200);
        ctx.json(200, { late: true });
        ctx.text(200, 'late text');
        ctx.send(200, Buffer.from('late bytes'));
        ctx.redirect('/elsewhere');
        const body = Readable.from(['late stream']);
        body.on('close', () => destroyed.push(body.destroyed));
        ctx.stream(200, body);
        late.push(`responded=${ctx.responded} aborted=${ctx.signal.aborted}`);
      }),
      Router.get('/next', (ctx) => ctx.text(200, 'next')),
    ],
  });
  const running = await listen(app);
  const conn = new ClientConnection(running.server.port);
  try {
    conn.send('GET /slow HTTP/1.1\r\nHost: x\r\n\r\n');
    const first = await conn.answer();
    assert.ok(first.startsWith('HTTP/1.1 503 Service Unavailable\r\n'), first);
    assert.ok(first.endsWith(`\r\n\r\n${UNAVAILABLE}`), first);
    slow.open();
    await eventually(() => late.length > 0, 'the handler makes its late calls');
    assert.equal(late, ['responded=true aborted=true']);
    // Anything the late calls had written would come before the next answer on this connection.
    conn.send('GET /next HTTP/1.1\r\nHost: x\r\n\r\n');
    const second = await conn.answer();
    assert.ok(second.startsWith('HTTP/1.1 200 OK\r\n'), `nothing of the late answer reached the socket: ${second}`);
    assert.ok(second.endsWith('\r\n\r\nnext'), second);
    assert.not.match(second, /x-late/i);
    assert.not.ok(conn.closed, 'the connection stays open');
    await eventually(() => destroyed.length > 0, 'the late stream closes');
    assert.equal(destroyed, [true], 'the late stream was destroyed, not leaked');
    assert.equal(errors, [], 'no FW_ERR_RESPONSE_SENT or other report');
  } finally {
    slow.open();
    conn.destroy();
    await running.close();
  }
});

Late('should abort ctx.signal with FW_ERR_TIMEOUT_EXPIRED and not report a rejection with that reason', async () => {
  const errors: unknown[] = [];
  const reasons: unknown[] = [];
  const app = Router.define({
    onError: (e) => errors.push(e),
    middleware: [timeout({ ms: 30 })],
    routes: [
      Router.get('/abortable', async (ctx) => {
        await new Promise((_, reject) =>
          ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason as unknown)),
        );
      }),
      Router.get('/caused', async (ctx) => {
        await aborted(ctx);
        reasons.push(ctx.signal.reason);
        throw new Error('fetch aborted', { cause: ctx.signal.reason });
      }),
    ],
  });
  // A real server: in process, nothing but the (unref'd) timer would keep the process alive.
  const running = await listen(app);
  try {
    let res = await running.request('/abortable');
    assert.is(res.status, 503);
    assert.is(res.body, UNAVAILABLE);
    res = await running.request('/caused');
    assert.is(res.status, 503);
    await eventually(() => reasons.length > 0, 'the aborted handler throws');
    // The rejection is handled in promise reactions: done within a turn of the event loop.
    await turn();
  } finally {
    await running.close();
  }
  assert.instance(reasons[0], FwError);
  assert.is((reasons[0] as FwError).code, 'FW_ERR_TIMEOUT_EXPIRED');
  assert.is((reasons[0] as FwError).status, 503);
  assert.is((reasons[0] as FwError).message, 'the request was not answered within 30 ms');
  assert.equal(errors, []);
});

Late('should still report other late errors to onError', async () => {
  const errors: unknown[] = [];
  const app = Router.define({
    onError: (e) => errors.push(e),
    middleware: [timeout({ ms: 20 })],
    routes: [
      Router.get('/late-failure', async (ctx) => {
        await aborted(ctx);
        throw new Error('late database failure');
      }),
    ],
  });
  const res = await keptAlive(() => app.request('/late-failure'));
  assert.is(res.status, 503);
  await eventually(() => errors.length > 0, 'the late error is reported');
  // Reported in promise reactions: a second report would come within a turn of the event loop.
  await turn();
  assert.equal(codes(errors), ['late database failure']);
});

Late('should leave no unhandled rejection when a late rejection holds a value that cannot be inspected', async () => {
  const before = unhandled.length;
  let threw = false;
  const app = Router.define({
    onError: () => {},
    middleware: [timeout({ ms: 20 })],
    routes: [
      Router.get('/late', async (ctx) => {
        await aborted(ctx);
        threw = true;
        throwValue(
          new Proxy(
            {},
            {
              getPrototypeOf: () => {
                throw new Error('no prototype');
              },
            },
          ),
        );
      }),
    ],
  });
  const res = await keptAlive(() => app.request('/late'));
  assert.is(res.status, 503);
  await eventually(() => threw, 'the handler throws its late rejection');
  // Node reports a rejection left unhandled once the promise reactions queued with it have run.
  await turn();
  assert.is(unhandled.length, before);
});

Late('should leave ctx.signal unaborted when the handler answers in time', async () => {
  let signal: AbortSignal | undefined;
  const app = Router.define({
    middleware: [timeout({ ms: 50 })],
    routes: [
      Router.get('/', (ctx: Context) => {
        signal = ctx.signal;
        ctx.text(200, 'ok');
      }),
    ],
  });
  await app.request('/');
  // No event says a cleared timer will not run. Timers run in the order they are due, so had the
  // timeout's 50 ms timer been left, it would have run before this later one (whatever the load).
  await sleep(80);
  assert.ok(signal);
  assert.not.ok(signal.aborted);
});

// ---------------------------------------------------------------------------------------------
const Config = suite('timeout: configuration');

Config('should refuse bad options when created', () => {
  const bad: unknown[] = [
    undefined,
    {},
    { ms: 0 },
    { ms: -5 },
    { ms: NaN },
    { ms: '100' },
    { ms: 2 ** 31 },
    { ms: 10, status: 200 },
    { ms: 10, status: 600 },
    { ms: 10, status: 503.5 },
    { ms: 10, message: 5 },
  ];
  for (const options of bad) {
    try {
      timeout(options as TimeoutOptions);
      assert.unreachable(JSON.stringify(options));
    } catch (error) {
      assert.instance(error, FwError);
      assert.is((error as FwError).code, 'FW_ERR_TIMEOUT_CONFIG', JSON.stringify(options));
    }
  }
});

Config('should be a named function', () => {
  assert.is(timeout({ ms: 10 }).name, 'timeout');
});

Config('should have left no unhandled rejection in this file', async () => {
  // No event says that nothing more will be reported: this pause only gives a late report from an earlier case a
  // fair chance to arrive before the check (a negative check; it cannot make the case fail by being slow).
  await sleep(100);
  process.off('unhandledRejection', spy);
  assert.equal(unhandled, []);
});

Answer.run();
Late.run();
Config.run();
