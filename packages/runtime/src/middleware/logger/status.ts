/** The status a request ends with, as the observability middleware see it after `next()` settled. */
import type { Context } from '../../context.js';
import { publicError } from '../../errors.js';

/**
 * The status of a request whose downstream finished without throwing: the one sent, or 500 when
 * nothing was sent (the core then answers `FW_ERR_NO_RESPONSE` with 500). Reads `res.statusCode`,
 * which every response helper sets (also for streamed bodies, whose headers go out later).
 */
export function finishedStatus(ctx: Context): number {
  return ctx.responded ? ctx.res.statusCode : 500;
}

/**
 * The status of a request whose downstream threw `error`: the one already sent, if any (the core
 * then cuts the connection), otherwise the one the core will answer with (`publicError`: the
 * HttpError's or FwError's status, 500 for anything else).
 */
export function failedStatus(ctx: Context, error: unknown): number {
  return ctx.responded ? ctx.res.statusCode : publicError(error).status;
}
