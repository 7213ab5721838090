/** logger: one short human-readable line per request, such as `GET /users 200 1.23ms`. */
import type { Context } from '../../context.js';
import { onRequest } from '../../pipeline.js';
import { escapeText } from '../../text.js';
import { LineSink, withControl, type LogMiddleware, type SinkOptions } from './sink.js';

/**
 * `logger` options: only where lines go and how they are buffered (the line format itself has no
 * configuration of its own).
 */
export type LoggerOptions = SinkOptions;

/** A duration in whole microseconds as `850us`, `1.23ms` or `2.50s`, whichever reads best. */
function formatDuration(us: number): string {
  if (us < 1000) return us + 'us';
  if (us < 1_000_000) return (us / 1000).toFixed(2) + 'ms';
  return (us / 1_000_000).toFixed(2) + 's';
}

/**
 * Writes one line per request once its response is done: `<METHOD> <path> <status> <duration>`,
 * for example `GET /users 200 1.23ms`. The path is the request path without the query string
 * (query strings often carry secrets), still percent-encoded. The duration is measured with the
 * monotonic clock (`performance.now()`) from when the request enters this middleware (or an earlier
 * `requestId`, `metrics`, `structuredLogger` or `telemetry`: they share one reading) until the app has finished
 * with it, and shown in microseconds below 1 ms, milliseconds (two decimals) below
 * 1 s, else seconds (two decimals). The line is written once the app has finished with the
 * request, with the status it was answered with: when the downstream throws, the error propagates
 * unchanged and the line carries the status of the answer it ends in (the core's: the error's
 * status via `publicError`, 500 for anything else; or an error-handling middleware's).
 *
 * Untrusted text cannot break or forge a line: in the method and path, backslash becomes `\\`,
 * space `\x20`, and control characters (CR, LF, all below 0x20, DEL, C1, U+2028/9) `\xHH`/`\uHHHH`.
 *
 * Lines are buffered (see {@link LoggerOptions}): flushed at 16 KiB, after 100 ms, on `flush()`,
 * on `close()` and synchronously at process exit.
 *
 * @param options `{ destination = process.stdout, bufferSize = 16384, flushInterval = 100 }`
 * @example
 * const log = logger()
 * const App = Router.define({ middleware: [log], routes })
 * process.on('SIGTERM', async () => { await server.close(); log.close() })
 *
 * @fwOptions logger
 */
export function logger({ destination, bufferSize, flushInterval }: LoggerOptions = {}): LogMiddleware {
  const sink = new LineSink('logger', { destination, bufferSize, flushInterval });

  function line(ctx: Context, status: number, start: number, end: number): void {
    try {
      const us = Math.floor((end - start) * 1000);
      sink.write(escapeText(ctx.method) + ' ' + escapeText(ctx.path) + ' ' + status + ' ' + formatDuration(us));
    } catch {
      // Logging never breaks a request.
    }
  }

  return withControl(
    onRequest('logger', (ctx: Context) => {
      // Written once the app has finished with the request, with the status it answered.
      ctx.onFinish(line, ctx.startedAt);
    }),
    sink,
  );
}
