/** tracing: server spans and the request-duration metric, checked with the real OpenTelemetry SDK over real HTTP. */
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  SpanKind,
  SpanStatusCode,
  context,
  metrics,
  propagation,
  trace,
  type Tracer,
  type TracerProvider,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import {
  AggregationTemporality,
  DataPointType,
  MeterProvider,
  MetricReader,
  type HistogramMetricData,
} from '@opentelemetry/sdk-metrics';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
  type ReadableSpan,
} from '@opentelemetry/sdk-trace-base';
import {
  HTTP_SERVER_DURATION_BUCKETS,
  HttpError,
  Router,
  errorHandler,
  requestId,
  structuredLogger,
  timeout,
  tracing,
  type Middleware,
} from '@fw/runtime';
import { Capture, codeOf, eventually, listen } from '../helpers.js';
import { BEGAN, ENDED, Outages } from '../outages.js';

const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const PARENT_ID = 'b7ad6b7169203331';
const TRACEPARENT = `00-${TRACE_ID}-${PARENT_ID}-01`;

/** A reader the test collects from when it wants (cumulative, as Prometheus-style backends read). */
class TestReader extends MetricReader {
  constructor() {
    super({ aggregationTemporalitySelector: () => AggregationTemporality.CUMULATIVE });
  }
  protected override async onForceFlush(): Promise<void> {}
  protected override async onShutdown(): Promise<void> {}
}

const exporter = new InMemorySpanExporter();
const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
const reader = new TestReader();
const meterProvider = new MeterProvider({ readers: [reader] });
const contextManager = new AsyncLocalStorageContextManager();
const appTracer = trace.getTracer('test-app');

/** Resolves what a handler waits on; one per request that needs it. */
class Gate {
  entered!: () => void;
  readonly inside = new Promise<void>((resolve) => (this.entered = resolve));
  open!: () => void;
  readonly opened = new Promise<void>((resolve) => (this.open = resolve));
}
let gate = new Gate();
/** How many times the `/slow` handler has answered after the timeout had answered for it. */
let lateAnswers = 0;

function appWith(middleware: Middleware[]) {
  return Router.define({
    middleware,
    onError: () => {},
    routes: [
      Router.get('/users/:id', async (ctx) => {
        await sleep(1);
        // The app's own span, started after an await: a child of the server span.
        await appTracer.startActiveSpan('load user', async (span) => {
          await sleep(1);
          span.end();
        });
        ctx.json(200, { id: ctx.params.id });
      }),
      Router.get('/fail', (ctx) => ctx.json(500, { error: 'failed' })),
      Router.get('/throw', async () => {
        await sleep(1);
        throw new TypeError('bad state');
      }),
      Router.get('/throw-now', () => {
        throw new RangeError('at once');
      }),
      Router.get('/missing', () => {
        throw new HttpError(404);
      }),
      Router.get('/slow', async (ctx) => {
        await new Promise((resolve) => ctx.signal.addEventListener('abort', resolve, { once: true }));
        ctx.text(200, 'too late');
        lateAnswers++;
      }),
      Router.get('/hang', async (ctx) => {
        const mine = gate;
        mine.entered();
        await mine.opened;
        appTracer.startSpan('after the client left').end();
        ctx.text(200, 'nobody listens');
      }),
      Router.route('PROPFIND', '/dav/:name', (ctx) => ctx.text(207, 'multi')),
    ],
  });
}

const waitFor = (check: () => boolean, what: string): Promise<void> => eventually(check, what);

function serverSpans(): ReadableSpan[] {
  return exporter.getFinishedSpans().filter((s) => s.kind === SpanKind.SERVER);
}

/** The one server span the next request ends. */
async function oneServerSpan(): Promise<ReadableSpan> {
  await waitFor(() => serverSpans().length >= 1, 'the server span');
  const spans = serverSpans();
  assert.is(spans.length, 1, 'exactly one server span');
  return spans[0]!;
}

const unhandled: unknown[] = [];
const spy = (reason: unknown): void => {
  unhandled.push(reason);
};

const Spans = suite('tracing with the OpenTelemetry SDK');

Spans.before(() => {
  process.on('unhandledRejection', spy);
  context.setGlobalContextManager(contextManager.enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  metrics.setGlobalMeterProvider(meterProvider);
});
Spans.after(async () => {
  process.off('unhandledRejection', spy);
  await provider.shutdown();
  await meterProvider.shutdown();
  trace.disable();
  metrics.disable();
  propagation.disable();
  context.disable();
  assert.equal(unhandled, [], 'no unhandled rejection');
});
Spans.before.each(() => {
  exporter.reset();
  gate = new Gate();
});

Spans(
  'should continue the incoming trace with a SERVER span named by the route pattern, its attributes, and the app span nested',
  async () => {
    const running = await listen(appWith([tracing()]));
    try {
      const res = await running.request('/users/7?token=secret', {
        headers: { traceparent: TRACEPARENT, tracestate: 'vendor=opaque', 'user-agent': 'fw-test/1.0' },
      });
      assert.is(res.status, 200);
      const span = await oneServerSpan();
      assert.is(span.name, 'GET /users/:id');
      assert.is(span.kind, SpanKind.SERVER);
      assert.is(span.spanContext().traceId, TRACE_ID, 'the trace continues');
      assert.is(span.parentSpanContext?.spanId, PARENT_ID, 'the caller is the parent');
      assert.is(span.parentSpanContext?.isRemote, true);
      assert.is(span.spanContext().traceState?.get('vendor'), 'opaque', 'tracestate is carried');
      const port = Number(new URL(running.url).port);
      assert.equal(span.attributes, {
        'http.request.method': 'GET',
        'url.path': '/users/7',
        'url.scheme': 'http',
        'network.protocol.version': '1.1',
        'server.address': '127.0.0.1',
        'server.port': port,
        'client.address': '127.0.0.1',
        'network.peer.address': '127.0.0.1',
        'network.peer.port': span.attributes['network.peer.port'],
        'user_agent.original': 'fw-test/1.0',
        'http.response.status_code': 200,
        'http.route': '/users/:id',
      });
      assert.type(span.attributes['network.peer.port'], 'number');
      assert.is(span.attributes['url.query'], undefined, 'no query unless asked for');
      assert.is(span.status.code, SpanStatusCode.UNSET);
      assert.ok(span.ended);
      const child = exporter.getFinishedSpans().find((s) => s.name === 'load user');
      assert.ok(child, 'the handler span was exported');
      assert.is(
        child.parentSpanContext?.spanId,
        span.spanContext().spanId,
        'the handler span is a child of the server span',
      );
      assert.is(child.spanContext().traceId, TRACE_ID);
    } finally {
      await running.close();
    }
  },
);

Spans('should start a new trace without traceparent, and record url.query when asked', async () => {
  const running = await listen(appWith([tracing({ recordQuery: true })]));
  try {
    const res = await running.request('/users/8?full=1&x=%20');
    assert.is(res.status, 200);
    const span = await oneServerSpan();
    assert.is(span.parentSpanContext, undefined, 'a root span');
    assert.match(span.spanContext().traceId, /^[0-9a-f]{32}$/);
    assert.is(span.attributes['url.query'], 'full=1&x=%20');
    assert.is(span.attributes['url.path'], '/users/8');
  } finally {
    await running.close();
  }
});

Spans('should name an unmatched request by its method alone, with status 404 and no error', async () => {
  const running = await listen(appWith([tracing()]));
  try {
    const res = await running.request('/nowhere/42');
    assert.is(res.status, 404);
    const span = await oneServerSpan();
    assert.is(span.name, 'GET');
    assert.is(span.attributes['http.route'], undefined);
    assert.is(span.attributes['url.path'], '/nowhere/42');
    assert.is(span.attributes['http.response.status_code'], 404);
    assert.is(span.attributes['error.type'], undefined);
    assert.is(span.status.code, SpanStatusCode.UNSET, '4xx is not an error of a server span');
  } finally {
    await running.close();
  }
});

Spans('should mark a 5xx answer as an error with error.type set to the status', async () => {
  const running = await listen(appWith([tracing()]));
  try {
    const res = await running.request('/fail');
    assert.is(res.status, 500);
    const span = await oneServerSpan();
    assert.is(span.name, 'GET /fail');
    assert.is(span.attributes['http.response.status_code'], 500);
    assert.is(span.attributes['error.type'], '500');
    assert.is(span.status.code, SpanStatusCode.ERROR);
    assert.is(span.events.length, 0, 'nothing was thrown');
  } finally {
    await running.close();
  }
});

Spans('should record a thrown error as an exception, with its class as error.type and status ERROR', async () => {
  const running = await listen(appWith([tracing()]));
  try {
    const res = await running.request('/throw');
    assert.is(res.status, 500);
    const span = await oneServerSpan();
    assert.is(span.name, 'GET /throw');
    assert.is(span.attributes['http.response.status_code'], 500);
    assert.is(span.attributes['error.type'], 'TypeError');
    assert.equal(span.status, { code: SpanStatusCode.ERROR, message: 'bad state' });
    const event = span.events.find((e) => e.name === 'exception');
    assert.ok(event, 'an exception event');
    assert.is(event.attributes?.['exception.type'], 'TypeError');
    assert.is(event.attributes?.['exception.message'], 'bad state');
  } finally {
    await running.close();
  }
});

Spans('should record a synchronous throw too, and trace when another middleware calls tracing() itself', async () => {
  const mw = tracing();
  const wrapper: Middleware = (ctx, next) => mw(ctx, next);
  const running = await listen(appWith([wrapper]));
  try {
    const res = await running.request('/throw-now');
    assert.is(res.status, 500);
    const span = await oneServerSpan();
    assert.is(span.name, 'GET /throw-now');
    assert.is(span.attributes['error.type'], 'RangeError');
    assert.equal(span.status, { code: SpanStatusCode.ERROR, message: 'at once' });
    exporter.reset();
    assert.is((await running.request('/users/3')).status, 200);
    const ok = await oneServerSpan();
    const child = exporter.getFinishedSpans().find((s) => s.name === 'load user');
    assert.is(
      child?.parentSpanContext?.spanId,
      ok.spanContext().spanId,
      'the handler span nests through the plain-middleware form as well',
    );
  } finally {
    await running.close();
  }
});

Spans(
  'should pass a caller that did not sample on: no span recorded, the trace IDs still in the log line',
  async () => {
    const json = new Capture();
    const log = structuredLogger({ format: 'json', destination: json, flushInterval: 1 });
    const running = await listen(appWith([tracing(), log]));
    try {
      assert.is(
        (await running.request('/users/5', { headers: { traceparent: `00-${TRACE_ID}-${PARENT_ID}-00` } })).status,
        200,
      );
      log.flush();
      await waitFor(() => json.lines.length === 1, 'the log line');
      const line = JSON.parse(json.lines[0]!) as Record<string, unknown>;
      assert.is(line['trace_id'], TRACE_ID);
      assert.match(String(line['span_id']), /^[0-9a-f]{16}$/);
      assert.is.not(line['span_id'], PARENT_ID, 'the server span has an ID of its own');
      // Every span has ended by the time the line is written; forceFlush waits for any export under way.
      await provider.forceFlush();
      assert.is(
        exporter.getFinishedSpans().length,
        0,
        'the parent-based sampler recorded nothing, the app span included',
      );
    } finally {
      await running.close();
      log.close();
    }
  },
);

Spans('should see the status an outer errorHandler answers, and leave a thrown 4xx unmarked', async () => {
  const running = await listen(appWith([errorHandler(), tracing()]));
  try {
    const thrown = await running.request('/throw');
    assert.is(thrown.status, 500);
    const span = await oneServerSpan();
    assert.is(span.attributes['error.type'], 'TypeError');
    assert.is(span.status.code, SpanStatusCode.ERROR);
    exporter.reset();
    const missing = await running.request('/missing');
    assert.is(missing.status, 404);
    const quiet = await oneServerSpan();
    assert.is(quiet.attributes['http.response.status_code'], 404);
    assert.is(quiet.attributes['error.type'], undefined);
    assert.is(quiet.status.code, SpanStatusCode.UNSET);
    assert.ok(
      quiet.events.some((e) => e.name === 'exception'),
      'the HttpError is still recorded as an event',
    );
  } finally {
    await running.close();
  }
});

Spans('should end the span with the answer of timeout(), as error.type timeout', async () => {
  const running = await listen(appWith([tracing(), timeout({ ms: 30 })]));
  lateAnswers = 0;
  try {
    const res = await running.request('/slow');
    assert.is(res.status, 503);
    const span = await oneServerSpan();
    assert.is(span.name, 'GET /slow');
    assert.is(span.attributes['http.response.status_code'], 503);
    assert.is(span.attributes['error.type'], 'timeout');
    assert.is(span.status.code, SpanStatusCode.ERROR);
    // The handler wakes up on the aborted signal and answers into the void: no second end.
    await waitFor(() => lateAnswers === 1, 'the late answer');
    await provider.forceFlush();
    assert.is(serverSpans().length, 1);
  } finally {
    await running.close();
  }
});

Spans('should end the span as aborted when the client leaves before the answer, exactly once', async () => {
  const running = await listen(appWith([tracing()]));
  try {
    const { port } = new URL(running.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    socket.on('error', () => {});
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(`GET /hang HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\ntraceparent: ${TRACEPARENT}\r\n\r\n`);
    await gate.inside;
    socket.destroy();
    const span = await oneServerSpan();
    assert.is(span.name, 'GET /hang');
    assert.is(span.attributes['error.type'], 'aborted');
    assert.is(span.attributes['http.response.status_code'], undefined, 'no status was sent');
    assert.is(span.status.code, SpanStatusCode.ERROR);
    assert.is(span.spanContext().traceId, TRACE_ID);
    // The handler finishes later: its span still nests, and the server span is not ended again.
    gate.open();
    await waitFor(
      () => exporter.getFinishedSpans().some((s) => s.name === 'after the client left'),
      'the late app span',
    );
    const late = exporter.getFinishedSpans().find((s) => s.name === 'after the client left')!;
    assert.is(late.parentSpanContext?.spanId, span.spanContext().spanId);
    // The handler has answered into the void right after its span: nothing more to wait for but exports under way.
    await provider.forceFlush();
    assert.is(serverSpans().length, 1);
  } finally {
    await running.close();
  }
});

Spans('should record an unknown method as _OTHER, with its original and the span named HTTP', async () => {
  const running = await listen(appWith([tracing()]));
  try {
    const res = await running.request('/dav/notes', { method: 'PROPFIND' });
    assert.is(res.status, 207);
    const span = await oneServerSpan();
    assert.is(span.name, 'HTTP /dav/:name');
    assert.is(span.attributes['http.request.method'], '_OTHER');
    assert.is(span.attributes['http.request.method_original'], 'PROPFIND');
  } finally {
    await running.close();
  }
});

Spans('should put the span IDs into structuredLogger JSON lines, and no IDs into text lines', async () => {
  const json = new Capture();
  const text = new Capture();
  const logJson = structuredLogger({ format: 'json', destination: json, flushInterval: 1 });
  const logText = structuredLogger({ destination: text, flushInterval: 1 });
  const running = await listen(appWith([tracing(), requestId(), logJson, logText]));
  try {
    await running.request('/users/9', { headers: { traceparent: TRACEPARENT } });
    await running.request('/nowhere');
    logJson.flush();
    logText.flush();
    await waitFor(() => json.lines.length === 2 && serverSpans().length === 2, 'two log lines and two spans');
    const spans = serverSpans();
    const [first, second] = json.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const byPath = (path: string) => spans.find((s) => s.attributes['url.path'] === path)!;
    assert.equal(Object.keys(first!), [
      'time',
      'level',
      'method',
      'path',
      'status',
      'duration_us',
      'request_id',
      'trace_id',
      'span_id',
    ]);
    assert.is(first!['trace_id'], TRACE_ID);
    assert.is(first!['span_id'], byPath('/users/9').spanContext().spanId);
    assert.is(second!['trace_id'], byPath('/nowhere').spanContext().traceId);
    assert.is(second!['span_id'], byPath('/nowhere').spanContext().spanId);
    assert.ok(!text.lines.join('\n').includes(TRACE_ID), 'text lines keep the seed format');
  } finally {
    await running.close();
    logJson.close();
    logText.close();
  }
});

Spans('should record http.server.request.duration in seconds with the convention buckets and attributes', async () => {
  const running = await listen(appWith([tracing({ metrics: true })]));
  try {
    // The caller's span of the three requests, in seconds: their durations must add up to less.
    const before = performance.now();
    for (let i = 0; i < 3; i++) assert.is((await running.request(`/users/${i}`)).status, 200);
    const callerSeconds = (performance.now() - before) / 1000;
    assert.is((await running.request('/fail')).status, 500);
    assert.is((await running.request('/nowhere')).status, 404);
    await waitFor(() => serverSpans().length === 5, 'five spans');
    const { resourceMetrics, errors } = await reader.collect();
    assert.equal(errors, []);
    const metric = resourceMetrics.scopeMetrics
      .flatMap((s) => s.metrics)
      .find((m) => m.descriptor.name === 'http.server.request.duration') as HistogramMetricData | undefined;
    assert.ok(metric, 'the metric is exported');
    assert.is(metric.descriptor.unit, 's');
    assert.is(metric.dataPointType, DataPointType.HISTOGRAM);
    const points = metric.dataPoints;
    const ok = points.find((p) => p.attributes['http.route'] === '/users/:id');
    assert.ok(ok);
    assert.equal(ok.attributes, {
      'http.request.method': 'GET',
      'url.scheme': 'http',
      'network.protocol.version': '1.1',
      'http.response.status_code': 200,
      'http.route': '/users/:id',
    });
    assert.is(ok.value.count, 3);
    assert.equal(ok.value.buckets.boundaries, [...HTTP_SERVER_DURATION_BUCKETS]);
    assert.ok(
      ok.value.sum! > 0 && ok.value.sum! <= callerSeconds,
      `${ok.value.sum} is in seconds (of ${callerSeconds})`,
    );
    const failed = points.find((p) => p.attributes['http.route'] === '/fail');
    assert.equal(failed!.attributes['error.type'], '500');
    assert.is(failed!.value.count, 1);
    const unmatched = points.find((p) => p.attributes['http.response.status_code'] === 404);
    assert.equal(unmatched!.attributes, {
      'http.request.method': 'GET',
      'url.scheme': 'http',
      'network.protocol.version': '1.1',
      'http.response.status_code': 404,
    });
  } finally {
    await running.close();
  }
});

Spans('should use an explicit tracerProvider instead of the global one', async () => {
  const own = new InMemorySpanExporter();
  const ownProvider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(own)] });
  const running = await listen(appWith([tracing({ tracerProvider: ownProvider })]));
  try {
    await running.request('/fail');
    await waitFor(() => own.getFinishedSpans().length === 1, 'the span in the explicit provider');
    assert.is(own.getFinishedSpans()[0]!.name, 'GET /fail');
    assert.is(serverSpans().length, 0, 'nothing went to the global provider');
  } finally {
    await running.close();
    await ownProvider.shutdown();
  }
});

Spans(
  'should serve requests untraced while the SDK throws, and report that outage once as it begins and once as it ends',
  async () => {
    const own = new InMemorySpanExporter();
    const ownProvider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(own)] });
    let broken = true;
    const real = ownProvider.getTracer('@fw/runtime');
    // A provider whose tracer fails as a broken SDK would, while `broken` holds.
    const flaky: TracerProvider = {
      getTracer: () => ({
        startSpan: (...args: Parameters<Tracer['startSpan']>) => {
          if (broken) throw new Error('exporter queue corrupted');
          return real.startSpan(...args);
        },
        startActiveSpan: real.startActiveSpan.bind(real),
      }),
    };
    const errors: unknown[] = [];
    const app = Router.define({
      middleware: [tracing({ tracerProvider: flaky })],
      onError: (error) => errors.push(error),
      routes: [Router.get('/ok', (ctx) => ctx.text(200, 'ok'))],
    });
    const running = await listen(app);
    const outages = new Outages();
    try {
      for (let i = 0; i < 20; i++) assert.is((await running.request('/ok')).status, 200, 'answered untraced');
      assert.is(own.getFinishedSpans().length, 0);
      const began = await outages.next('tracing', BEGAN);
      assert.is((began.cause as Error).message, 'exporter queue corrupted');
      broken = false;
      const ended = await outages.next('tracing', ENDED, async () =>
        assert.is((await running.request('/ok')).status, 200),
      );
      assert.is(ended.count, 20, 'the twenty untraced requests');
      assert.is(outages.of('tracing').length, 2, 'one report each way');
      await waitFor(() => own.getFinishedSpans().length > 0, 'spans again');
      assert.equal(errors, []);
    } finally {
      outages.stop();
      await running.close();
      await ownProvider.shutdown();
    }
  },
);

Spans('should refuse bad options with FW_ERR_TRACING_CONFIG', () => {
  assert.is(
    codeOf(() => tracing({ metrics: 'yes' as unknown as boolean })),
    'FW_ERR_TRACING_CONFIG',
  );
  assert.is(
    codeOf(() => tracing({ recordQuery: 1 as unknown as boolean })),
    'FW_ERR_TRACING_CONFIG',
  );
  assert.is(
    codeOf(() => tracing({ tracerProvider: {} as never })),
    'FW_ERR_TRACING_CONFIG',
  );
  assert.is(
    codeOf(() => tracing({ meterProvider: null as never })),
    'FW_ERR_TRACING_CONFIG',
  );
  assert.is(
    codeOf(() => tracing()),
    undefined,
  );
});

Spans.run();

const NoSdk = suite('tracing without an SDK');

NoSdk('should answer as without it, and write no trace IDs, when only the API is present', async () => {
  const json = new Capture();
  const log = structuredLogger({ format: 'json', destination: json, flushInterval: 1 });
  const running = await listen(appWith([tracing({ metrics: true }), log]));
  try {
    assert.is((await running.request('/users/1', { headers: { traceparent: TRACEPARENT } })).status, 200);
    assert.is((await running.request('/throw')).status, 500);
    log.flush();
    await waitFor(() => json.lines.length === 2, 'two log lines');
    for (const line of json.lines) assert.not.ok('trace_id' in (JSON.parse(line) as object), line);
    assert.is(exporter.getFinishedSpans().length, 0);
  } finally {
    await running.close();
    log.close();
  }
});

NoSdk.run();

const WithoutApi = suite('tracing: an app without @opentelemetry/api');

WithoutApi(
  'should import @fw/runtime without the package, and say what to install when tracing() is called',
  async () => {
    // A copy of the package whose node_modules holds its dependencies but not the optional peer.
    const { mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync } = await import('node:fs');
    const { spawnSync } = await import('node:child_process');
    const path = await import('node:path');
    const os = await import('node:os');
    const { createRequire } = await import('node:module');
    const runtime = path.dirname(createRequire(import.meta.url).resolve('@fw/runtime/package.json'));
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fw-no-otel-'));
    try {
      const pkg = path.join(dir, 'node_modules', '@fw', 'runtime');
      mkdirSync(pkg, { recursive: true });
      symlinkSync(path.join(runtime, 'dist'), path.join(pkg, 'dist'), 'dir');
      symlinkSync(path.join(runtime, 'package.json'), path.join(pkg, 'package.json'));
      const own = createRequire(path.join(runtime, 'package.json'));
      const deps = Object.keys(
        (
          JSON.parse(readFileSync(path.join(runtime, 'package.json'), 'utf8')) as {
            dependencies: Record<string, string>;
          }
        ).dependencies,
      );
      for (const dep of deps) {
        const target = path.join(dir, 'node_modules', dep);
        mkdirSync(path.dirname(target), { recursive: true });
        symlinkSync(path.dirname(own.resolve(`${dep}/package.json`)), target, 'dir');
      }
      const script =
        "const m = await import('@fw/runtime'); console.log('imported', typeof m.tracing); try { m.tracing(); } catch (e) { console.log(e.code + ': ' + e.message); }";
      const run = spawnSync(process.execPath, ['--preserve-symlinks', '--input-type=module', '-e', script], {
        cwd: dir,
        encoding: 'utf8',
        timeout: 30_000,
      });
      assert.is(run.status, 0, run.stderr);
      assert.match(run.stdout, /^imported function$/m);
      assert.match(
        run.stdout,
        /^FW_ERR_TRACING_CONFIG: tracing: it needs the @opentelemetry\/api package: npm install @opentelemetry\/api/m,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

WithoutApi.run();
