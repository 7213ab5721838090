/** telemetry: calls one callback with a start and an end event for every request it wraps. */
import { performance } from 'node:perf_hooks';
import type { Context } from '../../context.js';
import { FwError } from '../../errors.js';
import { Outage } from '../../outage.js';
import { onRequest } from '../../pipeline.js';

/** Sent when a request enters the middleware. */
export interface RequestStartEvent {
  readonly type: 'request_start';
  /** The request method, such as `GET`. */
  readonly method: string;
  /** The request path without the query string, percent-encoded as received. */
  readonly path: string;
  /** Wall-clock time in nanoseconds since the Unix epoch (see {@link telemetry}). */
  readonly timestampNs: bigint;
}

/** Sent once the app has finished with the request. */
export interface RequestEndEvent {
  readonly type: 'request_end';
  readonly method: string;
  readonly path: string;
  /** The status the request was answered with (when the downstream threw: that of the answer the error ends in). */
  readonly status: number;
  /** Nanoseconds from `request_start` to now, from the monotonic clock. */
  readonly durationNs: bigint;
  /** Wall-clock time in nanoseconds since the Unix epoch. */
  readonly timestampNs: bigint;
}

/** The tagged union passed to `onEvent`; switch on `type`. */
export type TelemetryEvent = RequestStartEvent | RequestEndEvent;

/** `telemetry` options. */
export interface TelemetryOptions {
  /** Required: called synchronously with each event. Its return value is ignored. */
  readonly onEvent: (event: TelemetryEvent) => void;
}

/**
 * Calls `onEvent` twice per request: `{ type: 'request_start', method, path,
 * timestampNs }` when the request enters this middleware, and `{ type: 'request_end', method,
 * path, status, durationNs, timestampNs }` once the app has finished with the request, with the
 * status it was answered with; also when the downstream threw (then `status` is that of the answer
 * the error ends in, the core's or an error-handling middleware's, and the error propagates unchanged).
 *
 * - Times are `bigint` nanoseconds from the monotonic clock (`performance.now()`), read once when
 *   the request enters this middleware (or an earlier `requestId`, `metrics` or logger) and once
 *   when the app has finished with it. The logs and metrics use the same two readings, so their
 *   durations agree with these. `durationNs` is the difference of the two readings. `timestampNs` is Unix-epoch time:
 *   `performance.timeOrigin` (the wall clock when the process started, microsecond precision) plus
 *   the monotonic time elapsed since. So it never goes backwards, agrees exactly with `durationNs`
 *   (`end.timestampNs - start.timestampNs === end.durationNs`), and does not follow later
 *   adjustments of the system clock.
 * - `path` is the request path without the query string, percent-encoded as received.
 * - A throwing `onEvent` never breaks the request. Its failures are reported as an outage, not
 *   one by one: a `FW_WARN_OUTAGE_BEGAN` process warning (source `telemetry`, the thrown value as
 *   `cause`) at the first, and `FW_WARN_OUTAGE_ENDED` with the count of failed events once
 *   `onEvent` has worked again a second after the last failure. A promise that `onEvent` returns
 *   is not awaited; its rejection counts as a failure, its fulfilment as a success.
 *
 * @param options `{ onEvent }` (required; an FwError `FW_ERR_TELEMETRY_CONFIG` otherwise)
 * @example
 * const App = Router.define({
 *   middleware: [telemetry({ onEvent: (e) => { if (e.type === 'request_end') histogram.observe(Number(e.durationNs) / 1e9) } })],
 *   routes,
 * })
 *
 * @fwOptions telemetry
 */
export function telemetry(
  { onEvent }: TelemetryOptions = {} as TelemetryOptions,
): (ctx: Context, next: () => Promise<void>) => Promise<void> {
  if (typeof onEvent !== 'function') {
    throw new FwError('FW_ERR_TELEMETRY_CONFIG', {
      reason: `onEvent is required and must be a function, got ${onEvent === null ? 'null' : typeof onEvent}`,
    });
  }
  // Unix-epoch nanoseconds of the monotonic clock's zero.
  const originNs = BigInt(Math.round(performance.timeOrigin * 1e6));
  const outage = new Outage({
    source: 'telemetry',
    subject: 'onEvent',
    effect: 'requests go on without their events',
    unit: 'events',
  });
  const ok = (): void => outage.ok();
  const failed = (error: unknown): void => outage.failed(error);

  function emit(event: TelemetryEvent): void {
    try {
      const result: unknown = onEvent(event);
      if (
        typeof result === 'object' &&
        result !== null &&
        typeof (result as PromiseLike<unknown>).then === 'function'
      ) {
        Promise.resolve(result as PromiseLike<unknown>).then(ok, failed);
      } else outage.ok();
    } catch (error) {
      outage.failed(error);
    }
  }

  function end(ctx: Context, status: number, start: RequestStartEvent, endMs: number): void {
    const durationNs = BigInt(Math.round((endMs - ctx.startedAt) * 1e6));
    emit({
      type: 'request_end',
      method: start.method,
      path: start.path,
      status,
      durationNs,
      timestampNs: start.timestampNs + durationNs,
    });
  }

  return onRequest('telemetry', (ctx: Context) => {
    const start: RequestStartEvent = {
      type: 'request_start',
      method: ctx.method,
      path: ctx.path,
      timestampNs: originNs + BigInt(Math.round(ctx.startedAt * 1e6)),
    };
    emit(start);
    // request_end is sent once the app has finished with the request, with the status it answered.
    ctx.onFinish(end, start);
  });
}
