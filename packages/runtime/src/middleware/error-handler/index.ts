/** errorHandler: turns errors thrown downstream into JSON error answers with the right status. */
import type { Context, Middleware } from '../../context.js';
import { FwError, httpErrorHeaders, publicError, type PublicIssue } from '../../errors.js';
import { isReported } from '../../outage.js';

/** `errorHandler` options. */
export interface ErrorHandlerOptions {
  /**
   * Adds `detail: { name, message, stack }` (and `code` when the error has one) to every error
   * body. For development only: it shows internals. Default `false`.
   */
  readonly showDetails?: boolean;
  /**
   * Called with every error this middleware answers, before it answers (for logging), except
   * the answers of an outage fw reports itself (as the app's `onError`). Default: the app's
   * `onError` from `Router.define` (which writes 5xx errors to stderr), so placing
   * `errorHandler` first changes no logging. A hook that throws is ignored.
   */
  readonly onError?: (error: unknown, ctx: Context) => void;
}

/** The `detail` member `showDetails` adds. */
interface Detail {
  name: string;
  message: string;
  code?: string;
  stack?: string;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Catches what the middleware and handlers after it throw or reject with and answers with
 * `{"error":{"status","message"}}` (`application/json; charset=utf-8`): an `HttpError` with its
 * status, message (5xx: the reason phrase only) and headers; an `FwError` with its catalogue
 * status: 400 for a body that cannot be parsed, 400 with a `details` list for a body that fails
 * validation, 413 for one too large, 415 for an unsupported media type; anything else 500
 * `Internal Server Error`, so nothing internal leaks unless `showDetails` is on. Place it first.
 *
 * An error thrown after the response started cannot be answered: it goes on to the core, which
 * reports it to the app's `onError` and cuts the connection. A pipeline that finishes without
 * answering is also left to the core (500 `FW_ERR_NO_RESPONSE`).
 *
 * @param options `{ showDetails = false, onError = the app's onError }`
 * @example
 * Router.define({ middleware: [errorHandler({ showDetails: process.env.NODE_ENV !== 'production' })], routes })
 * // a handler throwing new HttpError(404, 'no such user') answers 404 {"error":{"status":404,"message":"no such user"}}
 *
 * @fwOptions errorHandler
 */
export function errorHandler({ showDetails = false, onError }: ErrorHandlerOptions = {}): Middleware {
  if (typeof showDetails !== 'boolean')
    throw new FwError('FW_ERR_ERROR_HANDLER_CONFIG', {
      reason: `showDetails must be a boolean, got ${typeof showDetails}`,
    });
  if (onError !== undefined && typeof onError !== 'function')
    throw new FwError('FW_ERR_ERROR_HANDLER_CONFIG', { reason: `onError must be a function, got ${typeof onError}` });

  return async function errorHandler(ctx: Context, next: () => Promise<void>): Promise<void> {
    try {
      await next();
    } catch (error) {
      // The response started: no answer can be given any more; the core cuts the connection.
      if (ctx.responded || ctx.res.writableEnded) throw error;
      // An outage's answers were reported once for all of them (see outage.ts).
      if (onError === undefined) ctx.reportError(error);
      else if (!isReported(error)) report(onError, error, ctx);
      answer(ctx, error, showDetails);
    }
  };
}

/** Passes an error to a log hook that may throw or reject; neither replaces the answer. */
function report(onError: (error: unknown, ctx: Context) => unknown, error: unknown, ctx: Context): void {
  try {
    const result: unknown = onError(error, ctx);
    // An async hook that rejects must not leave an unhandled rejection either.
    if (typeof result === 'object' && result !== null && typeof (result as PromiseLike<unknown>).then === 'function')
      (result as PromiseLike<unknown>).then(undefined, ignore);
  } catch {
    // A failing log hook must not replace the answer.
  }
}

function ignore(): void {}

function answer(ctx: Context, error: unknown, showDetails: boolean): void {
  const { status, message, details, more } = publicError(error);
  const body: { status: number; message: string; details?: readonly PublicIssue[]; more?: number; detail?: Detail } = {
    status,
    message,
  };
  if (details !== undefined) body.details = details;
  if (more !== undefined) body.more = more;
  if (showDetails) body.detail = describe(error);
  const res = ctx.res;
  const headers = httpErrorHeaders(error);
  if (headers !== undefined) {
    for (const name of Object.keys(headers)) {
      try {
        res.setHeader(name, headers[name]!);
      } catch {
        // A header name or value Node refuses (a newline, say) is left out rather than failing the answer.
      }
    }
  }
  // An unread request body would be taken for the next request on this connection.
  if (ctx.bodyPending) res.setHeader('connection', 'close');
  ctx.send(status, JSON.stringify({ error: body }), JSON_TYPE);
}

/** Name, message, code and stack of any thrown value, never throwing itself. */
function describe(error: unknown): Detail {
  if (error instanceof Error) {
    const detail: Detail = { name: safe(() => error.name), message: safe(() => error.message) };
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string') detail.code = code;
    const stack = safe(() => error.stack ?? '');
    if (stack !== '') detail.stack = stack;
    return detail;
  }
  return { name: error === null ? 'null' : typeof error, message: safe(() => String(error)) };
}

function safe(read: () => unknown): string {
  try {
    return String(read());
  } catch {
    return '(unreadable)';
  }
}
