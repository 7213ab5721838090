/** tracing: an OpenTelemetry server span per request (and optionally the request-duration metric), through @opentelemetry/api only. */
import type * as OpenTelemetry from '@opentelemetry/api';
import type { Attributes, Histogram, MeterProvider, Span, Tracer, TracerProvider } from '@opentelemetry/api';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import type { Context } from '../../context.js';
import { FwError } from '../../errors.js';
import { Outage } from '../../outage.js';
import { aroundRequest, type Step } from '../../pipeline.js';
import { REQUEST_GETTER, asException, errorTypeOf, knownMethod, schemeOf, serverOf } from './attributes.js';
import { describeValue } from '../../describe-value.js';

/**
 * The app's `@opentelemetry/api`, loaded when `tracing()` is first called rather than when
 * `@fw/runtime` is imported: an app that does not trace needs neither the package nor its start-up.
 * Resolved from here, as an import would be, so fw shares the copy the app's SDK registers with.
 */
let api: typeof OpenTelemetry | undefined;

function openTelemetry(): typeof OpenTelemetry {
  if (api !== undefined) return api;
  try {
    api = createRequire(import.meta.url)('@opentelemetry/api') as typeof OpenTelemetry;
  } catch (error) {
    throw new FwError(
      'FW_ERR_TRACING_CONFIG',
      {
        reason:
          'it needs the @opentelemetry/api package: npm install @opentelemetry/api (the app also brings the SDK and exporter)',
      },
      { cause: error },
    );
  }
  return api;
}

/** `tracing` options. */
export interface TracingOptions {
  /**
   * Where the spans go; default the global provider (`trace.getTracerProvider()`, what the SDK's
   * `start()` or `register()` sets), looked up when the first span starts, so an SDK started after
   * `tracing()` was called is still used.
   */
  readonly tracerProvider?: TracerProvider;
  /**
   * Also records the semantic-convention histogram `http.server.request.duration` (seconds) through
   * the OpenTelemetry metrics API; default false.
   */
  readonly metrics?: boolean;
  /** Where the metric goes; default the global meter provider (`metrics.getMeterProvider()`), looked up at the first request. */
  readonly meterProvider?: MeterProvider;
  /**
   * Whether the span gets `url.query` (the query string without `?`); default false: query strings
   * often carry secrets, and fw's log lines leave them out too.
   */
  readonly recordQuery?: boolean;
}

/** The instrumentation scope of the spans and the metric. */
const SCOPE = '@fw/runtime';
/** The bucket boundaries the HTTP semantic conventions advise for `http.server.request.duration`. */
export const HTTP_SERVER_DURATION_BUCKETS: readonly number[] = [
  0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10,
];
/** Stands for "nothing was thrown" (`undefined` can be thrown). */
const NONE: unique symbol = Symbol('fw.none');

/**
 * One request's span and what its end needs. Ended exactly once, by the response's `close`
 * event: finished (`writableEnded`: the app answered) or cut before that (the client went away).
 */
class ServerSpan {
  readonly #ctx: Context;
  readonly #span: Span;
  readonly #recording: boolean;
  readonly #duration: Histogram | null;
  readonly #method: string;
  readonly #outage: Outage;
  /** `ctx.startedAt` when the span began (what the duration metric counts from), or 0 without the metric. */
  readonly #start: number;
  #error: unknown = NONE;
  #done = false;

  constructor(
    ctx: Context,
    span: Span,
    recording: boolean,
    duration: Histogram | null,
    method: string,
    outage: Outage,
    start: number,
  ) {
    this.#ctx = ctx;
    this.#span = span;
    this.#recording = recording;
    this.#duration = duration;
    this.#method = method;
    this.#outage = outage;
    this.#start = start;
  }

  /** The chain below rejected: keep the error for the end, record it now (its time is the throw's). */
  readonly fail = (error: unknown): never => {
    if (!this.#done) {
      this.#error = error;
      if (this.#recording) this.#span.recordException(asException(error));
    }
    throw error;
  };

  /** The response's `close` event. */
  readonly close = (): void => {
    if (this.#done) return;
    this.#done = true;
    try {
      this.#end();
    } catch (error) {
      // Observers never break a request; a broken SDK is reported once per outage.
      this.#outage.failed(error);
    }
  };

  #end(): void {
    const ctx = this.#ctx;
    const res = ctx.res;
    const answered = res.writableEnded;
    const status = answered || res.headersSent ? res.statusCode : undefined;
    const route = ctx.routePattern;
    let errorType: string | undefined;
    const error = this.#error;
    if (!answered) errorType = error !== NONE ? errorTypeOf(error) : 'aborted';
    else if (status !== undefined && status >= 500)
      errorType = error !== NONE ? errorTypeOf(error) : timedOut(ctx) ? 'timeout' : String(status);
    if (this.#recording) {
      const span = this.#span;
      if (status !== undefined) span.setAttribute('http.response.status_code', status);
      if (route !== undefined) {
        span.setAttribute('http.route', route);
        span.updateName(this.#method + ' ' + route);
      }
      if (errorType !== undefined) {
        span.setAttribute('error.type', errorType);
        span.setStatus(
          error !== NONE && error instanceof Error
            ? { code: api!.SpanStatusCode.ERROR, message: error.message }
            : { code: api!.SpanStatusCode.ERROR },
        );
      }
      span.end();
    }
    const duration = this.#duration;
    if (duration !== null) {
      const attributes: Attributes = {
        'http.request.method': this.#method === 'HTTP' ? '_OTHER' : this.#method,
        'url.scheme': schemeOf(ctx.req),
        'network.protocol.version': ctx.req.httpVersion,
      };
      if (status !== undefined) attributes['http.response.status_code'] = status;
      if (route !== undefined) attributes['http.route'] = route;
      if (errorType !== undefined) attributes['error.type'] = errorType;
      duration.record((performance.now() - this.#start) / 1000, attributes);
    }
  }
}

/** Whether the `timeout` middleware answered for this request (it aborts `ctx.signal` with FW_ERR_TIMEOUT_EXPIRED). */
function timedOut(ctx: Context): boolean {
  const signal = ctx.signal;
  return signal.aborted && signal.reason instanceof FwError && signal.reason.code === 'FW_ERR_TIMEOUT_EXPIRED';
}

/**
 * Traces every request it wraps with an OpenTelemetry SERVER span, through `@opentelemetry/api`
 * only: the app brings the SDK, exporter and propagator (`@opentelemetry/sdk-node`, or
 * `sdk-trace-node`/`sdk-trace-base` with a context manager). Without an SDK every call is the
 * API's no-op and the request costs next to nothing more.
 *
 * - **Parent.** The W3C `traceparent`/`tracestate` headers (or whatever the registered propagator
 *   reads) are extracted from the request; when a span is already active (an outer
 *   instrumentation made one), the new span is its child instead.
 * - **Name.** `<METHOD> <route pattern>` in fw's pattern syntax, as `metrics()` labels routes:
 *   `GET /users/:id`, never the raw path. A request no route matched (404, 405, an answer from
 *   middleware such as `health()`) is named `<METHOD>` alone; a method outside the nine standard
 *   ones is named `HTTP`.
 * - **Attributes** (HTTP semantic conventions, stable): at creation `http.request.method`
 *   (`_OTHER` plus `http.request.method_original` for an unknown method), `url.path`,
 *   `url.scheme`; then, on a recording span, `server.address` and `server.port` (from `Host`),
 *   `client.address`, `network.peer.address` and `network.peer.port` (the socket's: proxies are
 *   not trusted),
 *   `user_agent.original`, `network.protocol.version`, and `url.query` with `recordQuery: true`;
 *   at the end `http.route` and `http.response.status_code`.
 * - **Errors.** A 5xx answer sets span status ERROR and `error.type` to the status (`"500"`),
 *   `"timeout"` when `timeout()` answered, or, when the chain below threw, the error's code
 *   (`FW_ERR_*`, `ECONNRESET`) or class name (`TypeError`). A thrown error is always recorded
 *   as an exception event; one answered with a 4xx (an `HttpError(404)`, a validation 400) is
 *   the client's error and leaves the status unset, as the conventions ask for server spans.
 * - **End.** Once, when the response is finished, also after an error, a timeout's answer, or a
 *   streamed body. A client that closes the connection before the answer is finished ends the
 *   span at once with `error.type` `"aborted"` (or the error thrown, if one was) and status ERROR.
 * - **Context.** The rest of the chain runs inside `context.with(...)`, so spans the handler
 *   starts (`tracer.startActiveSpan`, also after `await`s, given the SDK's
 *   `AsyncLocalStorageContextManager`) and outgoing calls are children of this span.
 * - **Logs.** `structuredLogger`'s JSON lines get `trace_id` and `span_id` of this span.
 * - **A broken SDK.** A provider, propagator or span that throws never fails a request: the
 *   request goes on untraced, and the failures are reported as one outage (process warnings
 *   `FW_WARN_OUTAGE_BEGAN` and `FW_WARN_OUTAGE_ENDED` with their count, source `tracing`), not
 *   per request. Exporting happens in the SDK's span processors, which report their own
 *   failures through OpenTelemetry's `diag` logger.
 * - **Metric** (`metrics: true`): `http.server.request.duration`, a histogram in seconds with the
 *   conventions' bucket advice (0.005 to 10), attributes `http.request.method`, `url.scheme`,
 *   `network.protocol.version`, `http.response.status_code`, `http.route` and `error.type`, timed
 *   from when the request entered the first of fw's timing middleware to the end of the span.
 *
 * Put it first in the app's middleware to trace everything (an outer `errorHandler` is fine too:
 * the span then sees the status it answers), or after `health()` to leave health checks out.
 *
 * @param options `{ tracerProvider = global, metrics = false, meterProvider = global, recordQuery = false }`
 * @example
 * // node --import ./otel.js dist/main.js, where otel.js starts the SDK (new NodeSDK({ traceExporter }).start())
 * const App = Router.define({ middleware: [tracing(), errorHandler(), structuredLogger({ format: 'json' })], routes })
 *
 * @fwOptions tracing
 */
export function tracing({ tracerProvider, metrics = false, meterProvider, recordQuery = false }: TracingOptions = {}): (
  ctx: Context,
  next: () => Promise<void>,
) => unknown {
  if (
    tracerProvider !== undefined &&
    (typeof tracerProvider !== 'object' || tracerProvider === null || typeof tracerProvider.getTracer !== 'function')
  ) {
    throw new FwError('FW_ERR_TRACING_CONFIG', {
      reason: `tracerProvider must be an OpenTelemetry TracerProvider, got ${describeValue(tracerProvider)}`,
    });
  }
  if (
    meterProvider !== undefined &&
    (typeof meterProvider !== 'object' || meterProvider === null || typeof meterProvider.getMeter !== 'function')
  ) {
    throw new FwError('FW_ERR_TRACING_CONFIG', {
      reason: `meterProvider must be an OpenTelemetry MeterProvider, got ${describeValue(meterProvider)}`,
    });
  }
  if (typeof metrics !== 'boolean')
    throw new FwError('FW_ERR_TRACING_CONFIG', {
      reason: `metrics must be true or false, got ${describeValue(metrics)}`,
    });
  if (typeof recordQuery !== 'boolean')
    throw new FwError('FW_ERR_TRACING_CONFIG', {
      reason: `recordQuery must be true or false, got ${describeValue(recordQuery)}`,
    });

  const {
    INVALID_SPAN_CONTEXT,
    SpanKind,
    context,
    isSpanContextValid,
    metrics: metricsApi,
    propagation,
    trace,
  } = openTelemetry();
  // The global provider is a proxy: its tracers find the SDK's once one is registered.
  const tracer: Tracer = (tracerProvider ?? trace.getTracerProvider()).getTracer(SCOPE);
  // The metrics API has no proxy: the meter is looked up at the first request, after the app's start-up code ran.
  let duration: Histogram | null = null;
  function histogram(): Histogram {
    return (duration ??= (meterProvider ?? metricsApi.getMeterProvider())
      .getMeter(SCOPE)
      .createHistogram('http.server.request.duration', {
        unit: 's',
        description: 'Duration of HTTP server requests.',
        advice: { explicitBucketBoundaries: [...HTTP_SERVER_DURATION_BUCKETS] },
      }));
  }

  const outage = new Outage({ source: 'tracing', subject: 'the OpenTelemetry SDK', effect: 'requests go on untraced' });

  return aroundRequest('tracing', (ctx: Context, next: Step): unknown => {
    let span: Span | undefined;
    /** The context the rest of the chain runs in, when the span is valid. */
    let inside: OpenTelemetry.Context | undefined;
    let state: ServerSpan | null = null;
    try {
      const req = ctx.req;
      const active = context.active();
      const parent = trace.getSpan(active) === undefined ? propagation.extract(active, req, REQUEST_GETTER) : active;
      const method = ctx.method;
      const known = knownMethod(method);
      const attributes: Attributes = {
        'http.request.method': known ? method : '_OTHER',
        'url.path': ctx.path,
        'url.scheme': schemeOf(req),
      };
      if (!known) attributes['http.request.method_original'] = method;
      span = tracer.startSpan(known ? method : 'HTTP', { kind: SpanKind.SERVER, attributes }, parent);
      const ids = span.spanContext();
      // The API's no-op span carries this very object: no need for the ID checks' regular expressions.
      const valid = ids !== INVALID_SPAN_CONTEXT && isSpanContextValid(ids);
      const recording = span.isRecording();
      if (valid) inside = trace.setSpan(parent, span);
      // The API's no-op, or a span the sampler dropped, has nothing to end, only a context to pass on.
      if (recording || metrics) {
        if (recording) span.setAttributes(requestAttributes(ctx, recordQuery));
        state = new ServerSpan(
          ctx,
          span,
          recording,
          metrics ? histogram() : null,
          known ? method : 'HTTP',
          outage,
          metrics ? ctx.startedAt : 0,
        );
        ctx.res.once('close', state.close);
      }
      if (valid) ctx.trace = ids;
    } catch (error) {
      // A broken SDK, propagator or provider: the request goes on untraced, and the outage is reported once.
      outage.failed(error);
      try {
        span?.end();
      } catch {
        // Nothing more to release.
      }
      return next(ctx);
    }
    outage.ok();
    if (state === null) return inside !== undefined ? context.with(inside, next, undefined, ctx) : next(ctx);
    let result: unknown;
    try {
      result = inside !== undefined ? context.with(inside, next, undefined, ctx) : next(ctx);
    } catch (error) {
      return state.fail(error);
    }
    if (result instanceof Promise) return result.then(undefined, state.fail);
    if (typeof result === 'object' && result !== null && typeof (result as PromiseLike<unknown>).then === 'function') {
      return Promise.resolve(result as PromiseLike<unknown>).then(undefined, state.fail);
    }
    return result;
  });
}

/** The attributes a recording span gets once started: server, client, user agent, protocol and (when asked) the query. */
function requestAttributes(ctx: Context, recordQuery: boolean): Attributes {
  const req = ctx.req;
  const server = serverOf(req);
  const more: Attributes = { 'network.protocol.version': req.httpVersion };
  if (server.address !== undefined) more['server.address'] = server.address;
  if (server.port !== undefined) more['server.port'] = server.port;
  const socket = req.socket;
  const peer = socket?.remoteAddress;
  if (peer !== undefined) {
    more['client.address'] = peer;
    more['network.peer.address'] = peer;
    if (socket.remotePort !== undefined) more['network.peer.port'] = socket.remotePort;
  }
  const agent = req.headers['user-agent'];
  if (agent !== undefined) more['user_agent.original'] = agent;
  if (recordQuery) {
    const query = ctx.url.indexOf('?');
    if (query !== -1) more['url.query'] = ctx.url.slice(query + 1);
  }
  return more;
}
