/** etag: ETag headers and 304 answers for the byte bodies of GET and HEAD responses. */
import { createHash } from 'node:crypto';
import type { Context, Middleware, OutgoingResponse, SendHook } from '../../context.js';
import { FwError } from '../../errors.js';
import { ifMatch, ifNoneMatch } from './match.js';

const JSON_TYPE = 'application/json; charset=utf-8';
const PRECONDITION_BODY = Buffer.from(
  JSON.stringify({ error: { status: 412, message: new FwError('FW_ERR_ETAG_PRECONDITION').message } }),
);

/** `etag` options. */
export interface EtagOptions {
  /**
   * Weak ETags (`W/"..."`, default true) say "the same content", so they stay valid when
   * `compress` re-encodes the body; strong ones (`"..."`) promise the same bytes.
   */
  readonly weak?: boolean;
}

/**
 * Adds an ETag to every 2xx response to GET or HEAD whose body is bytes (`ctx.text`, `json`,
 * `html`, `send`), and answers 304 when `If-None-Match` matches it.
 *
 * - The tag is `"<body length in hex>-<SHA-1 of the body, base64, 27 characters>"`, with `W/` in
 *   front when `weak` (the same hash either way: a size-only tag would call two different bodies
 *   of one length equal). An ETag header already set (by the handler or another middleware) is
 *   kept and only compared.
 * - `If-None-Match` is compared weakly (RFC 9110): `*`, lists, and `W/` on either side match.
 *   The 304 has no body and no Content-Type, and keeps the other headers set so far (ETag,
 *   Cache-Control, Vary, ...).
 * - `If-Match` is checked first and strongly (RFC 9110 section 13.1.1): a listed tag that is not
 *   the body's, or any tag when the ETag is weak, answers 412 with fw's JSON error body; `*`
 *   always matches.
 * - Streams (`ctx.stream`, staticFiles) are left alone: staticFiles makes its own ETags from the
 *   file's size and date. Other methods and non-2xx statuses are left alone too.
 *
 * Order with `compress`: put `etag()` first (`[etag(), compress()]`). Send hooks run in the order
 * the middleware registered them, so the tag is computed from the uncompressed body (once, not
 * per encoding), a 304 is decided before any compression work, and the weak tag stays valid for
 * every encoding. With `weak: false`, `compress` turns the tag weak on the bodies it encodes,
 * since a strong tag may not name two different byte sequences.
 *
 * @param options `{ weak = true }`
 * @example
 * const App = Router.define({ middleware: [etag(), compress()], routes })
 * // GET /users -> 200 ETag: W/"1c-..."; the same GET with If-None-Match: W/"1c-..." -> 304
 *
 * @fwOptions etag
 */
export function etag({ weak = true }: EtagOptions = {}): Middleware {
  if (typeof weak !== 'boolean')
    throw new FwError('FW_ERR_ETAG_CONFIG', { reason: `weak must be a boolean, got ${String(weak)}` });
  const open = weak ? 'W/"' : '"';

  const hook: SendHook = function tagResponse(out: OutgoingResponse, ctx: Context): void {
    const body = out.body;
    if (out.status < 200 || out.status > 299 || body === null || !Buffer.isBuffer(body)) return;
    const res = ctx.res;
    let tag = res.getHeader('etag');
    if (tag === undefined) {
      tag = `${open}${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64').slice(0, 27)}"`;
      res.setHeader('etag', tag);
    }
    const headers = ctx.req.headers;
    const match = headers['if-match'];
    if (match !== undefined && !ifMatch(match, String(tag))) {
      // RFC 9110 section 13.2.2: If-Match is evaluated first; a GET whose precondition fails is 412.
      out.status = 412;
      out.body = PRECONDITION_BODY;
      res.setHeader('content-type', JSON_TYPE);
      return;
    }
    const condition = headers['if-none-match'];
    if (condition !== undefined && ifNoneMatch(condition, String(tag))) {
      out.status = 304;
      out.body = null;
      res.removeHeader('content-type');
    }
  };

  return function tagResponses(ctx: Context, next: () => Promise<void>): unknown {
    const method = ctx.method;
    if (method === 'GET' || method === 'HEAD') ctx.beforeSend(hook);
    return next();
  };
}
