/** timeout: answers for a handler that takes too long, and drops its late answer safely. */
import type { Context, Middleware } from '../../context.js';
import { ERROR_BODY, describeMiddleware } from '../../apidocs/describe.js';
import { FwError, defaultReason } from '../../errors.js';
import { checkTimeoutOptions } from '../../options/limits.js';

/** `timeout` options. */
export interface TimeoutOptions {
  /** Milliseconds the rest of the chain has to start its answer; required, 1 to 2147483647. */
  readonly ms: number;
  /** Status of the answer given in its place, 400 to 599; default 503 Service Unavailable. */
  readonly status?: number;
  /** Message of that answer; default the status's reason phrase (`Service Unavailable`). */
  readonly message?: string;
}

const JSON_TYPE = 'application/json; charset=utf-8';
/** setTimeout's largest delay. */
/**
 * Gives the middleware and handler after it `ms` milliseconds to start their answer. When they
 * have not, it answers `{"error":{"status":503,"message":"Service Unavailable"}}` (JSON; status and
 * message configurable) and the chain above it carries on at once (loggers see the 503). The
 * handler is not stopped, but `ctx.signal` is aborted (reason: `FwError` `FW_ERR_TIMEOUT_EXPIRED`)
 * so it can stop its work, and whatever it answers later is dropped: `ctx.json`, `text`, `send`,
 * `stream`, `redirect` and `setHeader` become silent no-ops, and a rejection with the signal's
 * reason is not reported. Other late errors still reach the app's `onError`. A response that had
 * already started when the time ran out (a slow stream, say) is left alone, but the chain above
 * carries on then too, so a handler that answered and never returns still gets its log line and
 * metrics. The timer is cleared as soon as the chain finishes and never keeps the process alive.
 *
 * 503 rather than 504: the server itself was too slow, it was no gateway waiting on another one.
 *
 * @param options `{ ms, status = 503, message = the reason phrase }`
 * @example
 * Router.define({ middleware: [errorHandler(), timeout({ ms: 5000 })], routes: [
 *   Router.get('/report', async (ctx) => ctx.json(200, await (await fetch(url, { signal: ctx.signal })).json())),
 * ] })
 *
 * @fwOptions timeout
 */
export function timeout({ ms, status = 503, message }: TimeoutOptions = {} as TimeoutOptions): Middleware {
  checkTimeoutOptions({ ms, status, message });
  const body = JSON.stringify({ error: { status, message: message ?? defaultReason(status) } });

  const middleware = function timeout(ctx: Context, next: () => Promise<void>): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      let expired = false;
      const timer = setTimeout(() => {
        if (ctx.responded || ctx.res.writableEnded) {
          // Answered in time, yet still running: the app finishes the request now (logs, metrics)
          // instead of waiting on a chain that may never settle. A late rejection is reported by the link below.
          resolve();
          return;
        }
        expired = true;
        const reason = new FwError('FW_ERR_TIMEOUT_EXPIRED', { ms });
        try {
          // An unread request body would be taken for the next request on this connection.
          if (ctx.bodyPending) ctx.setHeader('connection', 'close');
          ctx.send(status, body, JSON_TYPE);
        } catch (error) {
          ctx.expire(reason);
          reject(error);
          return;
        }
        ctx.expire(reason);
        resolve();
      }, ms);
      timer.unref();
      next().then(
        () => {
          clearTimeout(timer);
          if (!expired) resolve();
        },
        (error: unknown) => {
          clearTimeout(timer);
          // After expiry the link below this middleware has reported the error (or muted it).
          if (!expired) reject(error);
        },
      );
    });
  };
  return describeMiddleware(middleware, {
    responses: { [status]: { description: 'The request took longer than the time allowed', body: ERROR_BODY } },
  });
}
