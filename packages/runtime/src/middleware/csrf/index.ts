/** csrf: refuses cross-origin form submissions, judged by Sec-Fetch-Site and Origin (no tokens). */
import type { Context, Middleware } from '../../context.js';
import { ERROR_BODY, describeMiddleware } from '../../apidocs/describe.js';
import { FwError, HttpError } from '../../errors.js';
import { parseMediaType } from '../../media-type.js';
import { describeValue } from '../../describe-value.js';

/** Options of {@link csrf}. */
export interface CsrfOptions {
  /**
   * Origins besides the request's own whose form submissions are accepted, serialised as a
   * browser sends them in `Origin`: `scheme://host[:port]`, no path, no trailing slash, such as
   * `https://app.example.com`. Compared case-insensitively. `null` is refused. Default none.
   */
  readonly allowedOrigins?: readonly string[];
}

/** `scheme://host[:port]`: what browsers send in `Origin` for a tuple origin. */
const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/(?:[a-z0-9\-._~!$&'()*+,;=]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Protection against cross-site request forgery without tokens, as Go 1.25's
 * `http.CrossOriginProtection` and Hono's `csrf` do. It judges requests that a page on another
 * site can make a browser send without a CORS preflight: any method but GET, HEAD and OPTIONS,
 * with a form content type (`application/x-www-form-urlencoded`, `multipart/form-data`,
 * `text/plain`) or none; a Content-Type that is not one unambiguous media type (malformed, or
 * a parameter given twice) is judged too, rather than trusted to have needed a preflight. Other
 * requests (safe methods, JSON and other types, which need a preflight that `cors` governs) go
 * on untouched. A judged request is refused with 403 when:
 *
 * - `Origin` is `null` (a sandboxed frame, a `data:` URL, some redirects), always; or
 * - `Sec-Fetch-Site` is present and neither `same-origin` nor `none` (so `same-site` and
 *   `cross-site`, and anything else), unless `Origin` is in `allowedOrigins`. Every current
 *   browser sends this header, and when present it is the only thing consulted; or
 * - `Sec-Fetch-Site` is absent (older browsers) and `Origin` is present but neither the
 *   request's own origin nor in `allowedOrigins`. The own origin is judged by host only: the
 *   part of `Origin` after `://` must equal the `Host` header (case-insensitively), since the
 *   scheme the client used is unknowable behind a TLS-terminating proxy.
 *
 * A judged request with neither header goes on: browsers that can be made to send a
 * cross-site POST send at least one of them, and clients that send neither (curl, webhooks,
 * server-to-server calls) cannot carry a victim's cookies. Bad options throw
 * `FW_ERR_CSRF_CONFIG` here.
 *
 * @param options `{ allowedOrigins = [] }`
 * @example
 * Router.define({ middleware: [csrf({ allowedOrigins: ['https://admin.example.com'] })], routes })
 *
 * @fwOptions csrf
 */
export function csrf(options: CsrfOptions = {}): Middleware {
  const { allowedOrigins = [] } = options ?? {};
  if (!Array.isArray(allowedOrigins))
    throw config('allowedOrigins must be an array of origins such as "https://app.example.com"');
  const allowed = new Set<string>();
  allowedOrigins.forEach((origin: unknown, index) => {
    if (typeof origin !== 'string' || !ORIGIN.test(origin)) {
      throw config(
        `allowedOrigins[${index}] must be an origin such as "https://app.example.com" (scheme://host[:port], no path or trailing slash, not "null"), got ${describeValue(origin)}`,
      );
    }
    allowed.add(origin.toLowerCase());
  });

  const middleware = function csrf(ctx: Context, next: () => Promise<void>): unknown {
    const method = ctx.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    const headers = ctx.req.headers;
    if (!isFormType(headers['content-type'])) return next();
    const origin = headers.origin;
    const site = headers['sec-fetch-site'];
    if (origin !== 'null') {
      if (site !== undefined) {
        if (site === 'same-origin' || site === 'none') return next();
        if (origin !== undefined && allowed.has(origin.toLowerCase())) return next();
      } else if (origin === undefined || isOwnOrigin(origin, headers.host) || allowed.has(origin.toLowerCase())) {
        return next();
      }
    }
    throw new HttpError(403, 'cross-origin form submissions are not allowed');
  };
  return describeMiddleware(middleware, {
    responses: { 403: { description: 'A cross-origin form submission is refused', body: ERROR_BODY } },
  });
}

/**
 * Whether a request with this Content-Type must be judged: a form type, none, or one that is not
 * a single unambiguous media type (malformed, or a parameter given twice), which is judged like a
 * form rather than trusted to have needed a preflight.
 */
function isFormType(type: string | undefined): boolean {
  if (type === undefined) return true;
  const parsed = parseMediaType(type);
  if ('problem' in parsed) return true;
  const essence = parsed.essence;
  return (
    essence === 'application/x-www-form-urlencoded' || essence === 'multipart/form-data' || essence === 'text/plain'
  );
}

/** Whether `Origin`'s host and port are the request's `Host`. */
function isOwnOrigin(origin: string, host: string | undefined): boolean {
  if (host === undefined) return false;
  const start = origin.indexOf('://');
  return (
    start !== -1 &&
    origin.length - start - 3 === host.length &&
    origin.slice(start + 3).toLowerCase() === host.toLowerCase()
  );
}

function config(reason: string): FwError {
  return new FwError('FW_ERR_CSRF_CONFIG', { reason });
}
