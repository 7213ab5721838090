/** metrics: request counters and a latency histogram, served in the Prometheus text format. */
import { workerChannel } from '../../cluster/worker.js';
import type { Context } from '../../context.js';
import { onRequest } from '../../pipeline.js';
import { checkMetricsOptions } from '../../options/metrics.js';

/** `metrics` options. */
export interface MetricsOptions {
  /** Where GET answers with the metrics; default `/metrics`. Matched exactly, query string aside. */
  readonly path?: string;
  /** Whether to keep the `fw_request_duration_seconds` histogram by method and route; default true. */
  readonly histogram?: boolean;
  /**
   * Upper bounds (seconds) of the histogram buckets, increasing, finite and above 0 (`+Inf` is
   * added); default 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10.
   */
  readonly buckets?: readonly number[];
}

/** The metrics middleware, with `render()` for serving the same text elsewhere (another port, a push). */
export interface MetricsMiddleware {
  (ctx: Context, next: () => Promise<void>): Promise<void> | undefined;
  /** The current exposition text, exactly as a scrape gets it. */
  render(): string;
}

/** Content type of the Prometheus text exposition format 0.0.4. */
export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** The `method` label values, in index order; `other` counts every method not listed. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'CONNECT', 'TRACE', 'other'] as const;
const CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx', 'other'] as const;
/** The route label of requests no route matched (404, 405, and those answered by middleware). */
const UNMATCHED = 'unmatched';

function methodIndex(method: string): number {
  switch (method) {
    case 'GET':
      return 0;
    case 'HEAD':
      return 1;
    case 'POST':
      return 2;
    case 'PUT':
      return 3;
    case 'DELETE':
      return 4;
    case 'PATCH':
      return 5;
    case 'OPTIONS':
      return 6;
    case 'CONNECT':
      return 7;
    case 'TRACE':
      return 8;
    default:
      return 9;
  }
}

/** One histogram series: per-bucket (not cumulative) counts, the last one for `+Inf`. */
interface Series {
  readonly counts: Float64Array;
  sum: number;
  count: number;
}

/** Every count one metrics middleware keeps. */
interface Counts {
  total: number;
  readonly byClass: Float64Array;
  readonly byMethod: Float64Array;
  durationSum: number;
  durationCount: number;
  /** Histogram series by route pattern, then by method index. */
  readonly routes: Map<string, (Series | undefined)[]>;
}

function emptyCounts(): Counts {
  return {
    total: 0,
    byClass: new Float64Array(CLASSES.length),
    byMethod: new Float64Array(METHODS.length),
    durationSum: 0,
    durationCount: 0,
    routes: new Map(),
  };
}

/** Counts as plain JSON data, as a worker sends them to the primary. */
interface Snapshot {
  readonly total: number;
  readonly byClass: number[];
  readonly byMethod: number[];
  readonly durationSum: number;
  readonly durationCount: number;
  readonly buckets: number[];
  /** `[route, method index, per-bucket counts, sum, count]` per histogram series. */
  readonly series: [string, number, number[], number, number][];
}

function snapshot(c: Counts, bounds: Float64Array): Snapshot {
  const series: Snapshot['series'] = [];
  for (const [route, slots] of c.routes) {
    slots.forEach((s, m) => {
      if (s !== undefined) series.push([route, m, Array.from(s.counts), s.sum, s.count]);
    });
  }
  return {
    total: c.total,
    byClass: Array.from(c.byClass),
    byMethod: Array.from(c.byMethod),
    durationSum: c.durationSum,
    durationCount: c.durationCount,
    buckets: Array.from(bounds),
    series,
  };
}

function numbers(value: unknown, length: number): value is number[] {
  return (
    Array.isArray(value) && value.length === length && value.every((n) => typeof n === 'number' && Number.isFinite(n))
  );
}

/**
 * Adds another worker's snapshot into `sum`; false (nothing added) when it is not one of the same
 * shape: a worker of another version, or with other histogram buckets.
 */
function addSnapshot(sum: Counts, value: unknown, bounds: Float64Array, histogram: boolean): boolean {
  const s = value as Partial<Snapshot> | null;
  if (
    typeof s !== 'object' ||
    s === null ||
    typeof s.total !== 'number' ||
    typeof s.durationSum !== 'number' ||
    typeof s.durationCount !== 'number' ||
    !numbers(s.byClass, CLASSES.length) ||
    !numbers(s.byMethod, METHODS.length) ||
    !numbers(s.buckets, bounds.length) ||
    !s.buckets.every((b, i) => b === bounds[i]) ||
    !Array.isArray(s.series)
  ) {
    return false;
  }
  sum.total += s.total;
  s.byClass.forEach((n, i) => (sum.byClass[i]! += n));
  s.byMethod.forEach((n, i) => (sum.byMethod[i]! += n));
  sum.durationSum += s.durationSum;
  sum.durationCount += s.durationCount;
  if (!histogram) return true;
  for (const entry of s.series) {
    if (!Array.isArray(entry)) continue;
    const [route, m, counts, seriesSum, count] = entry;
    if (
      typeof route !== 'string' ||
      typeof m !== 'number' ||
      !(m >= 0 && m < METHODS.length) ||
      !numbers(counts, bounds.length + 1) ||
      typeof seriesSum !== 'number' ||
      typeof count !== 'number'
    )
      continue;
    let slots = sum.routes.get(route);
    if (slots === undefined) sum.routes.set(route, (slots = new Array<Series | undefined>(METHODS.length)));
    const series = (slots[m] ??= { counts: new Float64Array(bounds.length + 1), sum: 0, count: 0 });
    counts.forEach((n, i) => (series.counts[i]! += n));
    series.sum += seriesSum;
    series.count += count;
  }
  return true;
}

/** A label value as the text format requires: backslash, double quote and line feed escaped. */
function labelValue(value: string): string {
  return value.replace(/[\\"\n]/g, (c) => (c === '\n' ? '\\n' : '\\' + c));
}

/**
 * Counts requests and serves the counts at `GET <path>` in the Prometheus text exposition format
 * 0.0.4 (`text/plain; version=0.0.4; charset=utf-8`, `Cache-Control: no-store`), with `# HELP`
 * and `# TYPE` lines. These families, with exactly these names and labels, all counters:
 *
 * - `fw_requests_total`: every request counted;
 * - `fw_requests_by_status{class="1xx|2xx|3xx|4xx|5xx|other"}` (`other`: outside 100-599);
 * - `fw_requests_by_method{method="GET|HEAD|POST|PUT|DELETE|PATCH|OPTIONS|CONNECT|TRACE|other"}`
 *   (`other`: any other method token, so clients cannot create new series);
 * - `fw_request_duration_us_sum` (whole microseconds, each request rounded down) and
 *   `fw_request_duration_us_count`; average latency is sum / count.
 *
 * Every label value of these families is always written, zeros included. Beyond those, unless
 * `histogram: false`: `fw_request_duration_seconds`, a histogram by `method` (as above) and
 * `route` (the matched route's pattern, such as `/users/:id`, never the raw path, so the number of
 * series is bounded by the route table; `unmatched` for requests no route matched).
 *
 * Only `GET <path>` is answered (HEAD, POST and every other path go to `next()`), and
 * it is not counted itself. Every other request is timed from when it enters this middleware and
 * counted once the app has finished with it, with the status it was answered with; when the
 * downstream throws, with the status of the answer it ends in (the error still propagates). Put
 * `metrics` after `health` and before the middleware it should time. Counters are plain numbers
 * in this middleware instance: Node runs one request's code at a time, so each update is atomic
 * within the process.
 *
 * In a worker of `runCluster` / `fwc start`, a scrape answers the sum over every live worker (as
 * prom-client's cluster aggregator does): the worker asks the primary, the primary asks each
 * worker for its counts (1 s at most; a worker that dies meanwhile is left out), and the text
 * starts with the comment `# fw cluster: sum over <answered> of <asked> workers`. A worker that is
 * restarted starts again from 0, so the sums can go down (Prometheus's `rate()` treats that as a
 * counter reset). Elsewhere (a single process, or a cluster of another manager) every process
 * serves its own counts, and nothing is sent anywhere.
 *
 * `promtool check metrics` accepts the output; its lint notes only the fixed names (counters
 * without `_total`, the `us` unit, `_sum`/`_count` on counters).
 *
 * @param options `{ path = '/metrics', histogram = true, buckets = [0.0005, ..., 10] }`
 * @example
 * const App = Router.define({ middleware: [health(), requestId(), metrics(), structuredLogger()], routes })
 * // GET /metrics -> fw_requests_total 42 ...
 *
 * @fwOptions metrics
 */
export function metrics(options: MetricsOptions = {}): MetricsMiddleware {
  const { path, histogram, buckets } = checkMetricsOptions(options);
  const bounds = Float64Array.from(buckets);
  const les = [...buckets.map((b) => String(b)), '+Inf'];

  const local = emptyCounts();

  function record(ctx: Context, status: number, started: number, end: number): void {
    const c = local;
    const ms = end - started;
    c.total++;
    c.byClass[status >= 100 && status <= 599 ? ((status / 100) | 0) - 1 : 5]!++;
    const m = methodIndex(ctx.method);
    c.byMethod[m]!++;
    c.durationSum += Math.floor(ms * 1000);
    c.durationCount++;
    if (!histogram) return;
    const route = ctx.routePattern ?? UNMATCHED;
    let slots = c.routes.get(route);
    if (slots === undefined) c.routes.set(route, (slots = new Array<Series | undefined>(METHODS.length)));
    const series = (slots[m] ??= { counts: new Float64Array(bounds.length + 1), sum: 0, count: 0 });
    const seconds = ms / 1000;
    let i = 0;
    while (i < bounds.length && seconds > bounds[i]!) i++;
    series.counts[i]!++;
    series.sum += seconds;
    series.count++;
  }

  function renderCounts(c: Counts, note: string | null): string {
    const out: string[] = note === null ? [] : [note];
    out.push(
      '# HELP fw_requests_total HTTP requests processed (the metrics endpoint itself is not counted).',
      '# TYPE fw_requests_total counter',
      `fw_requests_total ${c.total}`,
      '# HELP fw_requests_by_status HTTP requests by status class (other: outside 100-599).',
      '# TYPE fw_requests_by_status counter',
    );
    CLASSES.forEach((name, i) => out.push(`fw_requests_by_status{class="${name}"} ${c.byClass[i]}`));
    out.push(
      '# HELP fw_requests_by_method HTTP requests by method (other: any method not listed).',
      '# TYPE fw_requests_by_method counter',
    );
    METHODS.forEach((name, i) => out.push(`fw_requests_by_method{method="${name}"} ${c.byMethod[i]}`));
    out.push(
      '# HELP fw_request_duration_us_sum Cumulative request duration in microseconds.',
      '# TYPE fw_request_duration_us_sum counter',
      `fw_request_duration_us_sum ${c.durationSum}`,
      '# HELP fw_request_duration_us_count Number of timed requests.',
      '# TYPE fw_request_duration_us_count counter',
      `fw_request_duration_us_count ${c.durationCount}`,
    );
    if (histogram) {
      out.push(
        '# HELP fw_request_duration_seconds Request duration in seconds by method and route pattern.',
        '# TYPE fw_request_duration_seconds histogram',
      );
      for (const route of [...c.routes.keys()].sort()) {
        const slots = c.routes.get(route)!;
        for (let m = 0; m < METHODS.length; m++) {
          const series = slots[m];
          if (series === undefined) continue;
          const labels = `method="${METHODS[m]}",route="${labelValue(route)}"`;
          let cumulative = 0;
          for (let i = 0; i < les.length; i++) {
            cumulative += series.counts[i]!;
            out.push(`fw_request_duration_seconds_bucket{${labels},le="${les[i]}"} ${cumulative}`);
          }
          out.push(
            `fw_request_duration_seconds_sum{${labels}} ${series.sum}`,
            `fw_request_duration_seconds_count{${labels}} ${series.count}`,
          );
        }
      }
    }
    out.push('');
    return out.join('\n');
  }

  function render(): string {
    return renderCounts(local, null);
  }

  // In a worker of runCluster / fwc start, a scrape answers the sum over every worker.
  const channel = workerChannel();
  const key = 'metrics:' + path;
  channel?.provide(key, () => snapshot(local, bounds));

  async function renderCluster(ctx: Context): Promise<void> {
    const { values, asked } = await channel!.collect(key);
    const sum = emptyCounts();
    let used = 0;
    for (const value of values) if (addSnapshot(sum, value, bounds, histogram)) used++;
    const note =
      asked === 0
        ? '# fw cluster: the primary did not answer in time; counts of this worker only'
        : `# fw cluster: sum over ${used} of ${asked} workers`;
    ctx.setHeader('cache-control', 'no-store');
    ctx.send(200, renderCounts(sum, note), METRICS_CONTENT_TYPE);
  }

  const metrics = onRequest<(ctx: Context, next: () => Promise<void>) => Promise<void> | undefined>(
    'metrics',
    (ctx: Context) => {
      if (ctx.method === 'GET' && ctx.path === path) {
        if (channel !== null) return renderCluster(ctx);
        ctx.setHeader('cache-control', 'no-store');
        ctx.send(200, render(), METRICS_CONTENT_TYPE);
        return;
      }
      // Recorded once the app has finished with the request, with the status it answered.
      ctx.onFinish(record, ctx.startedAt);
    },
  );
  return Object.defineProperty(metrics, 'render', { value: render, enumerable: true }) as MetricsMiddleware;
}
