/** logger: one short human-readable line per request, such as `GET /users 200 1.23ms`. */
import type { Context } from '../../context.js';
import { escapeText } from './escape.js';
import { failedStatus, finishedStatus } from './status.js';
import { LineSink, withControl, type LogMiddleware, type SinkOptions } from './sink.js';

/**
 * `logger` options: only where lines go and how they are buffered (the seed's `logger` has no
 * configuration of its own).
 */
export type LoggerOptions = SinkOptions;

/** A duration in whole microseconds as `850us`, `1.23ms` or `2.50s`, whichever reads best. */
export function formatDuration(us: number): string {
  if (us < 1000) return us + 'us';
  if (us < 1_000_000) return (us / 1000).toFixed(2) + 'ms';
  return (us / 1_000_000).toFixed(2) + 's';
}

/**
 * Writes one line per request once its response is done: `<METHOD> <path> <status> <duration>`,
 * for example `GET /users 200 1.23ms`. The path is the request path without the query string
 * (query strings often carry secrets), still percent-encoded. The duration is measured with
 * `process.hrtime.bigint()` around the rest of the chain and shown in microseconds below 1 ms,
 * milliseconds (two decimals) below 1 s, else seconds (two decimals). When the downstream throws,
 * the line carries the status the core answers with (the error's status via `publicError`, 500
 * for anything else) and the error propagates unchanged.
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
 */
export function logger({ destination, bufferSize, flushInterval }: LoggerOptions = {}): LogMiddleware {
  const sink = new LineSink('logger', { destination, bufferSize, flushInterval });

  function line(ctx: Context, status: number, start: bigint): void {
    try {
      const us = Number((process.hrtime.bigint() - start) / 1000n);
      sink.write(escapeText(ctx.method) + ' ' + escapeText(ctx.path) + ' ' + status + ' ' + formatDuration(us));
    } catch {
      // Logging never breaks a request.
    }
  }

  return withControl(async function logger(ctx: Context, next: () => Promise<void>): Promise<void> {
    const start = process.hrtime.bigint();
    try {
      await next();
    } catch (error) {
      line(ctx, failedStatus(ctx, error), start);
      throw error;
    }
    line(ctx, finishedStatus(ctx), start);
  }, sink);
}
