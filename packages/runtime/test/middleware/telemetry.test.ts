/** telemetry: start and end events with bigint nanoseconds, thrown errors, and callbacks that fail. */
import { setTimeout as sleep } from 'node:timers/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  FwError,
  HttpError,
  Router,
  telemetry,
  type Middleware,
  type RequestEndEvent,
  type RequestStartEvent,
  type TelemetryEvent,
} from '@fw/runtime';
import { listen } from '../helpers.js';
import { BEGAN, ENDED, Outages } from '../outages.js';
import { runFake } from './fake-context.js';

/** The monotonic clock's readings (performance.now()) as the `/slow` handler began and ended. */
const slowSpans: { start: number; end: number }[] = [];

function appWith(middleware: Middleware[], onError: (error: unknown) => void = () => {}) {
  return Router.define({
    middleware,
    onError,
    routes: [
      Router.get('/users/:id', (ctx) => ctx.text(200, 'user')),
      Router.post('/users', (ctx) => ctx.json('created', {})),
      Router.get('/slow', async (ctx) => {
        const start = performance.now();
        await sleep(20);
        slowSpans.push({ start, end: performance.now() });
        ctx.text(200, 'slow');
      }),
      Router.get('/throw', () => {
        throw new Error('boom');
      }),
      Router.get('/forbidden', () => Promise.reject(new HttpError(403))),
    ],
  });
}

// One spy for the whole file: no case may leave an unhandled rejection behind.
const unhandled: unknown[] = [];
const spy = (reason: unknown): void => {
  unhandled.push(reason);
};

const Events = suite('telemetry');

Events.before(() => {
  process.on('unhandledRejection', spy);
});
Events.after(() => {
  process.off('unhandledRejection', spy);
  assert.equal(unhandled, [], 'no unhandled rejection');
});

Events('should emit request_start then request_end with method, path, status and bigint nanoseconds', async () => {
  const events: TelemetryEvent[] = [];
  const app = appWith([telemetry({ onEvent: (e) => events.push(e) })]);
  const wallBefore = BigInt(Date.now()) * 1_000_000n;
  const res = await app.request('/users/7?full=1');
  const wallAfter = BigInt(Date.now() + 1) * 1_000_000n;
  assert.is(res.status, 200);
  assert.is(events.length, 2);
  const [start, end] = events as [RequestStartEvent, RequestEndEvent];
  assert.equal(Object.keys(start), ['type', 'method', 'path', 'timestampNs']);
  assert.equal(Object.keys(end), ['type', 'method', 'path', 'status', 'durationNs', 'timestampNs']);
  assert.equal(
    { type: start.type, method: start.method, path: start.path },
    { type: 'request_start', method: 'GET', path: '/users/7' },
  );
  assert.equal(
    { type: end.type, method: end.method, path: end.path, status: end.status },
    { type: 'request_end', method: 'GET', path: '/users/7', status: 200 },
  );
  assert.is(typeof start.timestampNs, 'bigint');
  assert.is(typeof end.durationNs, 'bigint');
  assert.is(typeof end.timestampNs, 'bigint');
  assert.ok(end.durationNs >= 0n);
  assert.is(end.timestampNs - start.timestampNs, end.durationNs, 'timestamps and duration come from one clock');
  // Wall-clock epoch nanoseconds (a generous window: only the unit and origin are checked).
  assert.ok(
    start.timestampNs > wallBefore - 60_000_000_000n && end.timestampNs < wallAfter + 60_000_000_000n,
    `${start.timestampNs} is epoch ns`,
  );
});

Events('should measure a slow handler in nanoseconds', async () => {
  const events: TelemetryEvent[] = [];
  const app = appWith([telemetry({ onEvent: (e) => events.push(e) })]);
  slowSpans.length = 0;
  const before = performance.now();
  await app.request('/slow');
  const after = performance.now();
  const end = events[1] as RequestEndEvent;
  // Spans on the same monotonic clock, nested: the caller's contains the request's, which contains the handler's.
  const ns = (ms: number): bigint => BigInt(Math.round(ms * 1e6));
  const handler = ns(slowSpans[0]!.end - slowSpans[0]!.start);
  assert.ok(handler > 0n, 'the handler took some time');
  assert.ok(end.durationNs >= handler - 1n, `${end.durationNs}ns for a handler that took ${handler}ns`);
  assert.ok(
    end.durationNs <= ns(after - before) + 1n,
    `${end.durationNs}ns for a request that took ${ns(after - before)}ns`,
  );
});

Events("should take its times from the request's shared clock readings, in whole nanoseconds", async () => {
  const events: TelemetryEvent[] = [];
  // The start and end readings the core hands every observer (performance.now() milliseconds).
  await runFake(telemetry({ onEvent: (e) => events.push(e) }), 'GET', '/users/7', {}, 200, {
    start: 2500.25,
    end: 2500.392,
  });
  const [start, end] = events as [RequestStartEvent, RequestEndEvent];
  assert.is(
    start.timestampNs,
    BigInt(Math.round(performance.timeOrigin * 1e6)) + 2_500_250_000n,
    'the start reading on the epoch',
  );
  assert.is(end.durationNs, 142_000n);
  assert.is(end.timestampNs, start.timestampNs + 142_000n);
});

Events('should emit request_end with the status sent for 201, 404 and 405', async () => {
  const events: TelemetryEvent[] = [];
  const app = appWith([telemetry({ onEvent: (e) => events.push(e) })]);
  await app.request('/users', { method: 'POST', body: {} });
  await app.request('/nowhere');
  await app.request('/users', { method: 'DELETE' });
  assert.equal(
    events
      .filter((e): e is RequestEndEvent => e.type === 'request_end')
      .map((e) => `${e.method} ${e.path} ${e.status}`),
    ['POST /users 201', 'GET /nowhere 404', 'DELETE /users 405'],
  );
});

Events('should emit request_end with the status the core sends when the downstream throws, and rethrow', async () => {
  const events: TelemetryEvent[] = [];
  const errors: unknown[] = [];
  const app = appWith([telemetry({ onEvent: (e) => events.push(e) })], (e) => errors.push(e));
  assert.is((await app.request('/throw')).status, 500);
  assert.is((await app.request('/forbidden')).status, 403);
  assert.equal(
    events.map((e) => (e.type === 'request_end' ? `end ${e.status}` : 'start')),
    ['start', 'end 500', 'start', 'end 403'],
  );
  assert.equal(
    errors.map((e) => (e as Error).message),
    ['boom', 'Forbidden'],
  );
});

Events(
  'should not break requests when onEvent throws, and report the outage once as it begins and once as it ends, with its count',
  async () => {
    const errors: unknown[] = [];
    const outages = new Outages();
    let calls = 0;
    let down = true;
    const app = appWith(
      [
        telemetry({
          onEvent: () => {
            calls++;
            if (down) throw new Error('collector down');
          },
        }),
      ],
      (e) => errors.push(e),
    );
    try {
      for (let i = 0; i < 3; i++) {
        const res = await app.request('/users/1');
        assert.is(res.status, 200);
        assert.is(res.body, 'user');
      }
      assert.is(calls, 6, 'called for every event anyway');
      const began = await outages.next('telemetry', BEGAN);
      assert.is((began.cause as Error).message, 'collector down');
      assert.is(outages.of('telemetry').length, 1, 'one report for six failures');
      down = false;
      const ended = await outages.next('telemetry', ENDED, () => app.request('/users/1'));
      assert.is(ended.count, 6, 'the six failed events');
      assert.is(ended.unit, 'events');
      assert.is(outages.of('telemetry', BEGAN).length, 1);
      assert.equal(errors, [], 'nothing reaches onError');
    } finally {
      outages.stop();
    }
  },
);

Events('should keep the downstream error when onEvent throws on request_end of a failing request', async () => {
  const errors: unknown[] = [];
  const outages = new Outages();
  const app = appWith(
    [
      telemetry({
        onEvent: (e) => {
          if (e.type === 'request_end') throw new Error('end failed');
        },
      }),
    ],
    (e) => errors.push(e),
  );
  try {
    assert.is((await app.request('/throw')).status, 500);
    // The core reports the handler's error as it answers; the failing request_end is an outage of onEvent.
    assert.equal(
      errors.map((e) => (e as Error).message),
      ['boom'],
    );
    assert.is(((await outages.next('telemetry', BEGAN)).cause as Error).message, 'end failed');
  } finally {
    outages.stop();
  }
});

Events('should survive an onEvent whose promise rejects, without an unhandled rejection', async () => {
  const errors: unknown[] = [];
  const outages = new Outages();
  const app = appWith(
    [telemetry({ onEvent: (async () => Promise.reject(new Error('async failure'))) as unknown as () => void })],
    (e) => errors.push(e),
  );
  try {
    assert.is((await app.request('/users/1')).status, 200);
    const began = await outages.next('telemetry', BEGAN);
    assert.is((began.cause as Error).message, 'async failure');
    assert.equal(errors, []);
  } finally {
    outages.stop();
  }
});

Events('should survive an app onError that throws while reporting a failing onEvent', async () => {
  const app = appWith(
    [
      telemetry({
        onEvent: () => {
          throw new Error('x');
        },
      }),
    ],
    () => {
      throw new Error('onError broke too');
    },
  );
  assert.is((await app.request('/users/1')).status, 200);
});

Events('should emit events over a real connection', async () => {
  const events: TelemetryEvent[] = [];
  const running = await listen(appWith([telemetry({ onEvent: (e) => events.push(e) })]));
  try {
    assert.is((await running.request('/users/2')).status, 200);
  } finally {
    await running.close();
  }
  assert.equal(
    events.map((e) => e.type),
    ['request_start', 'request_end'],
  );
});

Events('should require onEvent: FW_ERR_TELEMETRY_CONFIG otherwise', () => {
  for (const options of [undefined, {}, { onEvent: null }, { onEvent: 'log' }]) {
    let code: string | undefined;
    try {
      telemetry(options as never);
    } catch (error) {
      code = error instanceof FwError ? error.code : String(error);
    }
    assert.is(code, 'FW_ERR_TELEMETRY_CONFIG', JSON.stringify(options));
  }
  assert.is(telemetry({ onEvent: () => {} }).name, 'telemetry');
});

Events.run();
