/** bodyLimit: caps the request body size, early from Content-Length and while bytes arrive. */
import type { Context, Middleware } from '../../context.js';
import { ERROR_BODY, describeMiddleware } from '../../apidocs/describe.js';
import { FwError } from '../../errors.js';
import { checkBodyLimitOptions } from '../../options/limits.js';

/** `bodyLimit` options. */
export interface BodyLimitOptions {
  /** Most bytes a request body may have; required, a whole number, 0 or more. */
  readonly max: number;
}

/**
 * Limits request bodies to `max` bytes for everything after it. A request whose Content-Length
 * says more is answered 413 (`FW_ERR_BODY_TOO_LARGE`) at once, before any handler runs and
 * without reading the body (the answer closes the connection). For other requests, chunked ones
 * included, `max` becomes the request's limit: `ctx.rawBody()`, `ctx.parseBody()` and
 * `bodyParser` stop reading and fail with 413 as soon as more than `max` bytes have arrived. It
 * overrides `Router.define`'s `bodyLimit` for these requests, so a route can raise or lower it; an
 * explicit `limit` passed to `rawBody`/`parseBody` in a handler still wins. Place it before
 * `bodyParser`.
 *
 * @param options `{ max }` (no default)
 * @example
 * Router.define({ middleware: [errorHandler(), bodyLimit({ max: 100 * 1024 }), bodyParser()], routes })
 * Router.scope('/upload', [bodyLimit({ max: 50 * 1024 * 1024 })], [Router.post('/', saveUpload)])
 *
 * @fwOptions bodyLimit
 */
export function bodyLimit({ max }: BodyLimitOptions = {} as BodyLimitOptions): Middleware {
  checkBodyLimitOptions({ max });
  const middleware = function bodyLimit(ctx: Context, next: () => Promise<void>): Promise<void> {
    const declared = ctx.req.headers['content-length'];
    if (declared !== undefined && Number(declared) > max) throw new FwError('FW_ERR_BODY_TOO_LARGE', { limit: max });
    ctx.bodyLimit = max;
    return next();
  };
  return describeMiddleware(middleware, {
    responses: { 413: { description: 'The request body is larger than the limit', body: ERROR_BODY } },
  });
}
