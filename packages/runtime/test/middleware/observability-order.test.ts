/** The recommended order (seed section 6): health, requestId, metrics, structuredLogger, telemetry, then the app's middleware. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  HttpError,
  Router,
  health,
  metrics,
  requestId,
  structuredLogger,
  telemetry,
  type LogFormat,
  type Middleware,
  type RequestEndEvent,
  type TelemetryEvent,
} from '@fw/runtime';
import { listen } from '../helpers.js';

/** The full stack with captured log lines and telemetry events, in front of an app middleware that refuses `/admin`. */
function stack(format: LogFormat = 'text') {
  const lines: string[] = [];
  const events: TelemetryEvent[] = [];
  const errors: unknown[] = [];
  const guard: Middleware = (ctx, next) => {
    if (ctx.path.startsWith('/admin')) throw new HttpError(401);
    return next();
  };
  const log = structuredLogger({ format, destination: (line) => lines.push(line) });
  const app = Router.define({
    middleware: [health(), requestId(), metrics(), log, telemetry({ onEvent: (e) => events.push(e) }), guard],
    onError: (error) => errors.push(error),
    routes: [
      Router.get('/users', (ctx) => ctx.json('ok', [])),
      Router.get('/users/:id', (ctx) => ctx.text(200, `user ${ctx.params.id}`)),
      Router.get('/admin', (ctx) => ctx.text(200, 'secret')),
      Router.get('/throw', () => {
        throw new Error('boom');
      }),
    ],
  });
  return { app, lines, events, errors, log };
}

function sample(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(name + ' '));
  assert.ok(line, `${name} is in the output`);
  return Number(line.slice(name.length + 1));
}

const Order = suite('observability order');

Order('should keep health checks out of metrics, logs and telemetry', async () => {
  const { app, lines, events } = stack();
  for (let i = 0; i < 5; i++) {
    const res = await app.request('/health');
    assert.is(res.status, 200);
    assert.is(res.body, '{"status":"ok"}');
    assert.is(res.headers['x-request-id'], undefined, 'health answers before requestId runs');
  }
  await app.request('/users');
  assert.is(lines.length, 1);
  assert.match(lines[0]!, /^\[info\] GET \/users -> 200 /);
  assert.equal(
    events.map((e) => `${e.type} ${e.path}`),
    ['request_start /users', 'request_end /users'],
  );
  const scrape = (await app.request('/metrics')).body;
  assert.is(sample(scrape, 'fw_requests_total'), 1);
  assert.not.ok(scrape.includes('route="unmatched"'), 'no health request in the histogram');
});

Order('should write log lines that carry the request ID the response carries', async () => {
  const { app, lines } = stack();
  const generated = await app.request('/users/1');
  const given = await app.request('/users/2', { headers: { 'x-request-id': 'client-abc' } });
  const failed = await app.request('/throw');
  assert.is(given.headers['x-request-id'], 'client-abc');
  assert.is(failed.status, 500);
  assert.match(
    failed.headers['x-request-id'] as string,
    /^fw-[0-9a-f]+-[0-9a-f]+$/,
    'error responses carry the ID too',
  );
  const generatedId = generated.headers['x-request-id'];
  const failedId = failed.headers['x-request-id'];
  assert.ok(typeof generatedId === 'string' && typeof failedId === 'string', 'one ID per response');
  assert.is(lines.length, 3);
  assert.ok(lines[0]!.endsWith(` [${generatedId}]`), lines[0]);
  assert.match(lines[1]!, /^\[info\] GET \/users\/2 -> 200 \(\d+us\) \[client-abc\]$/);
  assert.match(lines[2]!, new RegExp(`^\\[err\\] GET /throw -> 500 \\(\\d+us\\) \\[${failedId}\\]$`));
});

Order('should count app requests, 404s, 500s and app-middleware refusals in metrics, but not scrapes', async () => {
  const { app, lines, errors } = stack();
  await app.request('/users');
  await app.request('/users/9');
  await app.request('/nope');
  await app.request('/throw');
  await app.request('/throw');
  const refused = await app.request('/admin');
  assert.is(refused.status, 401);
  await app.request('/metrics');
  await app.request('/health');
  const scrape = (await app.request('/metrics')).body;
  assert.is(sample(scrape, 'fw_requests_total'), 6);
  assert.is(sample(scrape, 'fw_requests_by_status{class="2xx"}'), 2);
  assert.is(sample(scrape, 'fw_requests_by_status{class="4xx"}'), 2);
  assert.is(sample(scrape, 'fw_requests_by_status{class="5xx"}'), 2);
  assert.is(sample(scrape, 'fw_request_duration_us_count'), 6);
  assert.is(sample(scrape, 'fw_request_duration_seconds_count{method="GET",route="/throw"}'), 2);
  assert.is(
    sample(scrape, 'fw_request_duration_seconds_count{method="GET",route="unmatched"}'),
    2,
    'the 404 and the refused /admin (refused before routing)',
  );
  assert.is(lines.length, 6, 'scrapes and health checks are not logged');
  assert.equal(
    lines.map((l) => /-> (\d+)/.exec(l)![1]),
    ['200', '200', '404', '500', '500', '401'],
  );
  assert.is(errors.length, 3, 'the thrown errors still reach the core');
});

Order('should work the same over a real connection with JSON lines', async () => {
  const { app, lines } = stack('json');
  const running = await listen(app);
  try {
    assert.is((await running.request('/health')).status, 200);
    const res = await running.request('/users/5', { headers: { 'x-request-id': 'trace-5' } });
    assert.is(res.headers['x-request-id'], 'trace-5');
    const missing = await running.request('/missing');
    assert.is(missing.status, 404);
    const scrape = await running.request('/metrics');
    assert.is(sample(scrape.body, 'fw_requests_total'), 2);
    assert.is(sample(scrape.body, 'fw_requests_by_status{class="4xx"}'), 1);
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    assert.equal(
      entries.map((e) => [e['path'], e['status'], e['request_id']]),
      [
        ['/users/5', 200, 'trace-5'],
        ['/missing', 404, missing.headers['x-request-id']],
      ],
    );
  } finally {
    await running.close();
  }
});

Order('should report the status of the answer an outer middleware makes of a thrown error', async () => {
  const lines: string[] = [];
  const events: TelemetryEvent[] = [];
  const errors: unknown[] = [];
  // Turns any error from further in into a 503 of its own, as an error page middleware would.
  const fallback: Middleware = async (ctx, next) => {
    try {
      await next();
    } catch {
      ctx.text(503, 'try again later');
    }
  };
  const m = metrics();
  const app = Router.define({
    middleware: [
      fallback,
      m,
      structuredLogger({ destination: (line) => lines.push(line) }),
      telemetry({ onEvent: (e) => events.push(e) }),
    ],
    onError: (error) => errors.push(error),
    routes: [
      Router.get('/throw', () => {
        throw new Error('boom');
      }),
    ],
  });
  const res = await app.request('/throw');
  assert.is(res.status, 503);
  assert.match(
    lines[0]!,
    /^\[err\] GET \/throw -> 503 \(\d+us\)$/,
    'the status sent, not the 500 the core would have answered',
  );
  const end = events.find((e) => e.type === 'request_end');
  assert.is(end?.type === 'request_end' ? end.status : undefined, 503);
  assert.is(sample(m.render(), 'fw_requests_by_status{class="5xx"}'), 1);
  assert.is(errors.length, 0, 'the error was handled further out, so the core has nothing to report');
});

Order(
  'should report a request innermost first and once, after the response, even when one observer throws',
  async () => {
    const seen: string[] = [];
    const app = Router.define({
      middleware: [
        structuredLogger({ destination: () => seen.push('log') }),
        telemetry({
          onEvent: (e) => {
            seen.push(e.type);
            if (e.type === 'request_end') throw new Error('observer failed');
          },
        }),
      ],
      onError: () => {},
      routes: [
        Router.get('/slow', async (ctx) => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          seen.push('handler');
          ctx.text(200, 'done');
        }),
      ],
    });
    const res = await app.request('/slow');
    assert.is(res.status, 200);
    assert.equal(
      seen,
      ['request_start', 'handler', 'request_end', 'log'],
      'telemetry (inner) ends before the logger (outer) writes',
    );
  },
);

Order(
  'should time a request once for the ID, the log line, the metrics and telemetry, so their durations agree',
  async () => {
    const lines: string[] = [];
    const events: TelemetryEvent[] = [];
    const ids = requestId();
    const meter = metrics();
    // The handler's own readings of the monotonic clock as it began and ended its wait.
    let waited = { start: 0, end: 0 };
    const app = Router.define({
      middleware: [
        ids,
        meter,
        structuredLogger({ format: 'json', destination: (line) => lines.push(line) }),
        telemetry({ onEvent: (e) => events.push(e) }),
      ],
      routes: [
        Router.get('/slow', async (ctx) => {
          const start = performance.now();
          await new Promise((r) => setTimeout(r, 5));
          waited = { start, end: performance.now() };
          ctx.text(200, 'done');
        }),
      ],
    });
    const res = await app.request('/slow');
    assert.is(res.status, 200);
    const line = JSON.parse(lines[0]!) as { duration_us: number; request_id: string };
    // The request's span on the same clock holds the handler's wait.
    const waitUs = Math.floor((waited.end - waited.start) * 1000);
    assert.ok(
      waitUs > 0 && line.duration_us >= waitUs - 1,
      `the line (${line.duration_us}us) times the handler's wait (${waitUs}us)`,
    );
    // One clock reading at the start and one at the end serve every observer.
    assert.is(sample(meter.render(), 'fw_request_duration_us_sum'), line.duration_us);
    // Telemetry rounds the same readings to nanoseconds where the log line cuts them to microseconds.
    const end = events.find((e): e is RequestEndEvent => e.type === 'request_end')!;
    const us = Number(end.durationNs) / 1000;
    assert.ok(
      us - line.duration_us >= -0.001 && us - line.duration_us < 1.001,
      `telemetry ${end.durationNs}ns against the log's ${line.duration_us}us`,
    );
    // The ID's timestamp is that same start reading, in microseconds since the epoch: telemetry's start in
    // nanoseconds, but for the rounding of each (a microsecond or two).
    const stamp = parseInt(line.request_id.split('-')[1]!, 16);
    const start = events.find((e) => e.type === 'request_start')!;
    const startUs = Number(start.timestampNs / 1000n);
    assert.ok(Math.abs(stamp - startUs) <= 2, `ID time ${stamp} is the request's start (telemetry: ${startUs})`);
  },
);

Order.run();
