/**
 * Middleware written as a user would, against `@fw/runtime`'s public exports only: a timeout and
 * a metrics middleware built on the published hooks (`onRequest`, `ctx.startedAt`, `ctx.onFinish`,
 * `ctx.closedEarly`, `ctx.expire`, `ctx.bodyPending`), checked over a real server against the
 * built-in `timeout` and `metrics` they imitate.
 */
import net from 'node:net';
import { STATUS_CODES } from 'node:http';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { HttpError, Router, metrics, onRequest, timeout, type Context, type Middleware } from '@fw/runtime';
import { listen, rawSession } from '../helpers.js';

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

async function waitFor(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await sleep(5);
  assert.ok(check(), 'waited for the condition');
}

// ---------------------------------------------------------------------------------------------
// The user's middleware.

/** Gives the rest of the chain `ms` milliseconds to answer, then answers `status` in its place. */
function userTimeout(ms: number, status = 503): Middleware {
  const body = JSON.stringify({ error: { status, message: STATUS_CODES[status] } });
  return async function userTimeout(ctx, next) {
    let timer: NodeJS.Timeout | undefined;
    let expired = false;
    // Settles when the time is up: answered in its place, or, when the rest of the chain answered
    // in time but is still running, just so the app can finish the request now.
    const expiry = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        if (!ctx.responded) {
          expired = true;
          // The unread rest of a body would be taken for the next request on the connection.
          if (ctx.bodyPending) ctx.setHeader('connection', 'close');
          ctx.send(status, body, 'application/json; charset=utf-8');
          // The handler's ctx.signal aborts with this reason; its late answer is dropped.
          ctx.expire(new Error(`not answered within ${ms} ms`));
        }
        resolve();
      }, ms);
    });
    try {
      await Promise.race([next(), expiry]);
    } catch (error) {
      // Once expired, a late failure is the core's to report (a rejection with the reason is muted).
      if (!expired) throw error;
    } finally {
      clearTimeout(timer);
    }
  };
}

interface Recorded {
  readonly route: string;
  readonly status: number;
  readonly durationUs: number;
  readonly closedEarly: boolean;
}

/** Counts requests by route pattern and status, with their durations; serves them as JSON at `GET path`. */
function userMetrics(path = '/user-metrics') {
  const seen: Recorded[] = [];
  // One function for every request, handed its start as data: nothing is allocated per request for it.
  function record(ctx: Context, status: number, start: number, end: number): void {
    seen.push({
      route: ctx.routePattern ?? 'unmatched',
      status,
      durationUs: Math.floor((end - start) * 1000),
      closedEarly: ctx.closedEarly,
    });
  }
  const middleware = onRequest('userMetrics', (ctx) => {
    // Answering ends the chain here; returning without an answer lets the request go on.
    if (ctx.method === 'GET' && ctx.path === path) return ctx.json(200, seen);
    ctx.onFinish(record, ctx.startedAt);
  });
  return Object.assign(middleware, { seen });
}

// ---------------------------------------------------------------------------------------------
const Timeout = suite('user-written timeout');

/** A handler that never answers in time: it waits for its signal, then tries to answer anyway. */
function slowHandler(log: { reasons: unknown[]; late: string[] }) {
  return async (ctx: Context): Promise<void> => {
    await new Promise((resolve) => ctx.signal.addEventListener('abort', resolve));
    log.reasons.push(ctx.signal.reason);
    ctx.json(200, { late: true }); // dropped: the timeout answered
    log.late.push(`responded=${ctx.responded}`);
  };
}

Timeout('should answer as the built-in timeout does, abort the handler signal and drop its late answer', async () => {
  const log = { reasons: [] as unknown[], late: [] as string[] };
  const errors: unknown[] = [];
  const app = Router.define({
    onError: (error) => errors.push(error),
    routes: [
      ...Router.scope('/builtin', [timeout({ ms: 20 })], [Router.get('/slow', slowHandler(log))]),
      ...Router.scope('/user', [userTimeout(20)], [Router.get('/slow', slowHandler(log))]),
      ...Router.scope('/builtin504', [timeout({ ms: 20, status: 504 })], [Router.get('/slow', slowHandler(log))]),
      ...Router.scope('/user504', [userTimeout(20, 504)], [Router.get('/slow', slowHandler(log))]),
      ...Router.scope('/user', [userTimeout(1000)], [Router.get('/fast', (ctx) => ctx.text(200, 'fast'))]),
    ],
  });
  const running = await listen(app);
  try {
    const builtin = await running.request('/builtin/slow');
    const user = await running.request('/user/slow');
    assert.is(user.status, 503);
    assert.equal(
      [user.status, user.headers['content-type'], user.body],
      [builtin.status, builtin.headers['content-type'], builtin.body],
    );
    assert.is(user.body, '{"error":{"status":503,"message":"Service Unavailable"}}');
    const builtin504 = await running.request('/builtin504/slow');
    const user504 = await running.request('/user504/slow');
    assert.equal([user504.status, user504.body], [504, builtin504.body]);
    const fast = await running.request('/user/fast');
    assert.equal([fast.status, fast.body], [200, 'fast']);

    await waitFor(() => log.late.length === 4);
    assert.equal(log.late, ['responded=true', 'responded=true', 'responded=true', 'responded=true']);
    const [builtinReason, userReason] = log.reasons as Error[];
    assert.is((builtinReason as { code?: string }).code, 'FW_ERR_TIMEOUT_EXPIRED');
    assert.is(userReason!.message, 'not answered within 20 ms', "the handler's signal carries the user's reason");
    assert.equal(errors, [], 'late answers are dropped without an error');
  } finally {
    await running.close();
  }
});

Timeout('should close the connection when it answers while the request body is still unread', async () => {
  const errors: unknown[] = [];
  const app = Router.define({
    onError: (error) => errors.push(error),
    routes: [
      ...Router.scope(
        '/user',
        [userTimeout(20)],
        [Router.post('/upload', (ctx) => new Promise<void>((r) => ctx.signal.addEventListener('abort', () => r())))],
      ),
    ],
  });
  const running = await listen(app);
  try {
    // Content-Length announces 100 bytes; 10 come, the rest never does.
    const head = 'POST /user/upload HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\n';
    const port = Number(new URL(running.url).port);
    // No `until`: the exchange ends when the server closes the connection (or the hang guard).
    const result = await rawSession(port, [head, '0123456789']);
    assert.ok(result.text.startsWith('HTTP/1.1 503 '), result.text);
    assert.match(result.text, /\r\nconnection: close\r\n/i);
    assert.ok(result.closed, 'the server closed the connection');
    assert.equal(errors, []);
  } finally {
    await running.close();
  }
});

Timeout.run();

// ---------------------------------------------------------------------------------------------
const Metrics = suite('user-written metrics');

/** The value of one sample line of the Prometheus text, such as `fw_requests_total`. */
function sample(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(name + ' '));
  if (line === undefined) throw new Error(`${name} is not in the exposition`);
  return Number(line.slice(name.length + 1));
}

Metrics('should count by route and status and time requests as metrics does, closed connections included', async () => {
  const mine = userMetrics();
  let entered = (): void => {};
  const inGone = new Promise<void>((resolve) => (entered = resolve));
  const app = Router.define({
    // The built-in and the user's side by side: they share the request's clock readings.
    middleware: [metrics(), mine],
    routes: [
      Router.get('/users/:id', (ctx) => ctx.json(200, { id: ctx.params.id })),
      Router.get('/teapot', () => {
        throw new HttpError(418, 'short and stout');
      }),
      ...Router.scope(
        '/slow',
        [userTimeout(20)],
        [Router.get('/', (ctx) => new Promise<void>((r) => ctx.signal.addEventListener('abort', () => r())))],
      ),
      Router.get('/gone', async (ctx) => {
        entered();
        // Waits for the client to go away, then answers into the void.
        await new Promise((resolve) => ctx.res.once('close', resolve));
        ctx.text(200, 'nobody reads this');
      }),
    ],
  });
  const running = await listen(app);
  try {
    assert.is((await running.request('/users/1')).status, 200);
    assert.is((await running.request('/users/2')).status, 200);
    assert.is((await running.request('/teapot')).status, 418);
    assert.is((await running.request('/nowhere')).status, 404);
    assert.is((await running.request('/slow')).status, 503);
    // A client that closes its connection before the answer.
    const port = Number(new URL(running.url).port);
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.on('error', () => undefined);
    socket.write('GET /gone HTTP/1.1\r\nHost: x\r\n\r\n');
    await inGone;
    socket.destroy();
    await waitFor(() => mine.seen.length === 6);

    const byRouteAndStatus = mine.seen.map((r) => `${r.route} ${r.status}${r.closedEarly ? ' closed early' : ''}`);
    assert.equal(byRouteAndStatus.sort(), [
      '/gone 200 closed early',
      '/slow 503',
      '/teapot 418',
      '/users/:id 200',
      '/users/:id 200',
      'unmatched 404',
    ]);
    assert.ok(mine.seen.every((r) => Number.isInteger(r.durationUs) && r.durationUs >= 0));

    // The built-in's counts and durations agree exactly: same start, same end, same requests.
    const text = (await running.request('/metrics')).body;
    assert.is(sample(text, 'fw_requests_total'), mine.seen.length);
    assert.is(
      sample(text, 'fw_request_duration_us_sum'),
      mine.seen.reduce((sum, r) => sum + r.durationUs, 0),
      'the durations are the same readings',
    );
    for (const [cls, count] of [
      ['2xx', 3],
      ['4xx', 2],
      ['5xx', 1],
    ] as const)
      assert.is(sample(text, `fw_requests_by_status{class="${cls}"}`), count, cls);
    for (const route of ['/users/:id', '/teapot', '/slow', '/gone', 'unmatched'])
      assert.is(
        sample(text, `fw_request_duration_seconds_count{method="GET",route="${route}"}`),
        mine.seen.filter((r) => r.route === route).length,
        route,
      );

    // Served by the user's middleware itself, over HTTP (and not counted).
    const served = await running.request('/user-metrics');
    assert.is(served.status, 200);
    assert.equal(JSON.parse(served.body), mine.seen);
    assert.is(mine.seen.length, 6);
  } finally {
    await running.close();
  }
});

Metrics('should not take an answered request for one closed early', async () => {
  const mine = userMetrics();
  const app = Router.define({
    middleware: [mine],
    routes: [
      Router.get('/page', (ctx) => ctx.text(200, 'x'.repeat(1000))),
      // Finishes only after its response has closed: its hooks run after that close.
      Router.get('/answers-then-waits', async (ctx) => {
        ctx.text(200, 'answered');
        await new Promise((resolve) => ctx.res.once('close', resolve));
      }),
    ],
  });
  const running = await listen(app);
  try {
    for (let i = 0; i < 3; i++) assert.is((await running.request('/page')).status, 200);
    assert.is((await running.request('/answers-then-waits')).body, 'answered');
    await waitFor(() => mine.seen.length === 4);
    assert.equal(
      mine.seen.map((r) => `${r.route} ${r.closedEarly}`),
      ['/page false', '/page false', '/page false', '/answers-then-waits false'],
    );
  } finally {
    await running.close();
  }
});

Metrics.run();
