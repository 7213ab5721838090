/** structuredLogger: one text or JSON line per request with level, status, duration and request ID. */
import type { Context } from '../../context.js';
import { FwError } from '../../errors.js';
import { onRequest } from '../../pipeline.js';
import { escapeText, jsonContent } from '../../text.js';
import { LineSink, withControl, type LogMiddleware, type SinkOptions } from '../logger/sink.js';
import { describeValue } from '../../describe-value.js';

/** Log levels, least to most severe: `debug` < `info` < `warn` < `err`. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'err';

/** Line formats: `text` (`[info] GET /users -> 200 (142us)`) or `json` (one object per line). */
export type LogFormat = 'text' | 'json';

/** `structuredLogger` options. */
export interface StructuredLoggerOptions extends SinkOptions {
  /** Lowest level written; default `info`. Requests are `err` (5xx), `warn` (4xx) or `info`. */
  readonly level?: LogLevel;
  /** `text` (default) or `json`. */
  readonly format?: LogFormat;
  /** The `ctx.assigns` key holding the request ID (set by `requestId`); default `request_id`. */
  readonly requestIdKey?: string;
}

const RANK: Readonly<Record<LogLevel, number>> = { debug: 0, info: 1, warn: 2, err: 3 };
const TEXT_TAG = ['[debug] ', '[info] ', '[warn] ', '[err] '] as const;
/** What follows the time in a JSON line, up to the method's value, by level. */
const JSON_LEVEL = [
  '","level":"debug","method":"',
  '","level":"info","method":"',
  '","level":"warn","method":"',
  '","level":"err","method":"',
] as const;

/**
 * Writes one line per request once its response is done, at the level its status gives: 5xx
 * `err`, 4xx `warn`, anything else `info` (`debug` is only a threshold: no request is logged at
 * it, so `level: 'debug'` writes what `info` writes). Lines below `level` are neither formatted
 * nor written.
 *
 * Text format (default):
 * `[<level>] <METHOD> <path> -> <status> (<n>us)`, plus ` [<request_id>]` when the request has an
 * ID, for example `[warn] GET /users/7 -> 404 (142us) [fw-660c2d2a443be-01e2401a2b3c4d0]`.
 *
 * JSON format (`format: 'json'`): one object per line, keys always in this order:
 * `time` (ISO 8601 UTC with milliseconds, when the response was done), `level`, `method`, `path`,
 * `status` (number), `duration_us` (integer), `request_id` only when the request has an ID, and
 * `trace_id` and `span_id` (lower-case hex) only when `tracing()` gave the request a span, for example
 * `{"time":"2025-01-02T03:04:05.678Z","level":"info","method":"GET","path":"/users","status":200,"duration_us":142,"request_id":"abc"}`.
 *
 * - The path is the request path without the query string (which often carries secrets), still
 *   percent-encoded as received.
 * - The duration is measured with the monotonic clock (`performance.now()`) from when the request
 *   enters this middleware (or an earlier `requestId`, `metrics`, `logger` or `telemetry`: they
 *   share one reading) to when the app has finished with it, in whole microseconds (rounded down).
 * - The request ID is `ctx.getAssign(requestIdKey)`: put `requestId()` before this middleware.
 * - The line is written once the app has finished with the request, with the status it was
 *   answered with. When the downstream throws, the error propagates unchanged and the line carries
 *   the status of the answer it ends in: the core's (the HttpError's or FwError's status, 500 for
 *   anything else; the status sent if a response had already started), or that of an
 *   error-handling middleware further out.
 * - Untrusted values cannot break or forge a line. Text: in method, path and request ID, backslash
 *   becomes `\\`, space `\x20` and every control character (CR, LF, the rest below 0x20, DEL, the
 *   C1 controls, U+2028/U+2029) `\xHH` or `\uHHHH`, so fields never contain spaces and the line
 *   splits unambiguously. JSON: standard JSON string escaping, plus `\u007f`-`\u009f`, `\u2028`
 *   and `\u2029`.
 * - Lines are buffered and written in large chunks (at 16 KiB, after 100 ms, on `flush()`,
 *   `close()` and synchronously at process exit), respecting the stream's backpressure; see
 *   {@link SinkOptions} and {@link LogMiddleware}.
 *
 * @param options `{ level = 'info', format = 'text', requestIdKey = 'request_id', destination = process.stdout, bufferSize = 16384, flushInterval = 100 }`
 * @example
 * const log = structuredLogger({ level: 'warn', format: 'json', destination: '/var/log/app.log' })
 * const App = Router.define({ middleware: [requestId(), log], routes })
 * process.on('SIGTERM', async () => { await server.close(); log.close() })
 *
 * @fwOptions structuredLogger
 */
export function structuredLogger({
  level = 'info',
  format = 'text',
  requestIdKey = 'request_id',
  destination,
  bufferSize,
  flushInterval,
}: StructuredLoggerOptions = {}): LogMiddleware {
  if (typeof level !== 'string' || !Object.hasOwn(RANK, level)) {
    throw new FwError('FW_ERR_LOGGER_CONFIG', {
      middleware: 'structuredLogger',
      reason: `level must be "debug", "info", "warn" or "err", got ${describeValue(level)}`,
    });
  }
  if (format !== 'text' && format !== 'json') {
    throw new FwError('FW_ERR_LOGGER_CONFIG', {
      middleware: 'structuredLogger',
      reason: `format must be "text" or "json", got ${describeValue(format)}`,
    });
  }
  if (typeof requestIdKey !== 'string' || requestIdKey === '') {
    throw new FwError('FW_ERR_LOGGER_CONFIG', {
      middleware: 'structuredLogger',
      reason: `requestIdKey must be a non-empty string, got ${describeValue(requestIdKey)}`,
    });
  }
  const sink = new LineSink('structuredLogger', { destination, bufferSize, flushInterval });
  const threshold = RANK[level];
  const json = format === 'json';
  // The start of a JSON line for the last millisecond one was written in, reused within that millisecond.
  let isoMs = -1;
  let head = '';

  function line(ctx: Context, status: number, start: number, end: number): void {
    try {
      const rank = status >= 500 ? 3 : status >= 400 ? 2 : 1;
      if (rank < threshold) return;
      const us = Math.floor((end - start) * 1000);
      const raw = ctx.getAssign<unknown>(requestIdKey);
      const id =
        raw === undefined || raw === null || raw === ''
          ? undefined
          : typeof raw === 'string'
            ? raw
            : describeValue(raw);
      if (json) {
        // Set by tracing() when the request has a span: the IDs are validated hex, written as they are.
        const trace = ctx.trace;
        const now = Date.now();
        if (now !== isoMs) {
          isoMs = now;
          head = '{"time":"' + new Date(now).toISOString();
        }
        // Escaped values go between constant parts that carry their quotes: fewer strings per line.
        sink.write(
          head +
            JSON_LEVEL[rank] +
            jsonContent(ctx.method) +
            '","path":"' +
            jsonContent(ctx.path) +
            '","status":' +
            status +
            ',"duration_us":' +
            us +
            (id === undefined ? '' : ',"request_id":"' + jsonContent(id) + '"') +
            (trace === undefined ? '}' : ',"trace_id":"' + trace.traceId + '","span_id":"' + trace.spanId + '"}'),
        );
      } else {
        sink.write(
          TEXT_TAG[rank] +
            escapeText(ctx.method) +
            ' ' +
            escapeText(ctx.path) +
            ' -> ' +
            status +
            ' (' +
            us +
            'us)' +
            (id === undefined ? '' : ' [' + escapeText(id) + ']'),
        );
      }
    } catch {
      // Logging never breaks a request.
    }
  }

  return withControl(
    onRequest('structuredLogger', (ctx: Context) => {
      // Written once the app has finished with the request, with the status it answered.
      ctx.onFinish(line, ctx.startedAt);
    }),
    sink,
  );
}
