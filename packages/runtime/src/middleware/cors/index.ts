/** cors: Cross-Origin Resource Sharing headers on responses, and answers to preflight requests. */
import type { Context, Middleware } from '../../context.js';
import { FwError } from '../../errors.js';

/** `cors` options. */
export interface CorsOptions {
  /**
   * Which origins may read responses: `'*'` (or `['*']`, the default: any origin, never with
   * credentials), a list of origins such as `https://app.example.com` (scheme, host and optional
   * port; no path or trailing slash; stored lower-cased since browsers always send them so), or a
   * function that returns `true` to allow an origin (anything else, a promise included, refuses).
   * A listed origin must equal the request's `Origin` byte for byte. `'null'` cannot be listed
   * (every sandboxed document and `file:` page sends `Origin: null`); a function sees it.
   */
  readonly allowOrigins?: '*' | readonly string[] | ((origin: string, ctx: Context) => boolean);
  /** Methods a preflight allows; default `GET, HEAD, PUT, POST, DELETE, PATCH`. */
  readonly allowMethods?: readonly string[];
  /**
   * Request headers a preflight allows. Default: the ones the preflight asks for
   * (`Access-Control-Request-Headers` reflected when it is a valid list of header names).
   */
  readonly allowHeaders?: readonly string[];
  /** Response headers scripts may read (`Access-Control-Expose-Headers`); default none. */
  readonly exposeHeaders?: readonly string[];
  /** Seconds a browser may cache a preflight answer (`Access-Control-Max-Age`); default: not sent. */
  readonly maxAge?: number;
  /** Sends `Access-Control-Allow-Credentials: true` (cookies, HTTP auth); default `false`. */
  readonly credentials?: boolean;
}

const DEFAULT_METHODS: readonly string[] = ['GET', 'HEAD', 'PUT', 'POST', 'DELETE', 'PATCH'];
/** An RFC 9110 token: method and header names. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** A comma-separated list of tokens, as `Access-Control-Request-Headers` holds. */
const TOKEN_LIST = /^[\t ]*[!#$%&'*+.^_`|~0-9A-Za-z-]+(?:[\t ]*,[\t ]*[!#$%&'*+.^_`|~0-9A-Za-z-]+)*[\t ]*$/;
/** A serialised origin, lower case: scheme://host[:port], host a DNS name, IPv4 or [IPv6]. */
const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/(?:\[[0-9a-f:.]+\]|[a-z0-9_-]+(?:\.[a-z0-9_-]+)*)(?::[0-9]{1,5})?$/;
/** The same, any case, for request origins handed to a function. */
const REQUEST_ORIGIN =
  /^[A-Za-z][A-Za-z0-9+.-]*:\/\/(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*)(?::[0-9]{1,5})?$/;
/** Longer request origins are never allowed (DNS names stop at 253 characters). */
const MAX_ORIGIN = 300;

/**
 * CORS for the routes after it. A preflight (`OPTIONS` with `Origin` and
 * `Access-Control-Request-Method`) is answered here with 204 and `Content-Length: 0`, carrying
 * the allowed origin, methods, headers, `Max-Age` and credentials when the origin is allowed, and
 * none of them when it is not. Other requests get `Access-Control-Allow-Origin` (and credentials,
 * exposed headers) set before the handler runs, so error answers carry them too. An origin that
 * is not allowed gets no `Access-Control-Allow-Origin` at all. With a list or a function the answer
 * depends on the origin, so `Vary: Origin` is added to every response (appended to an existing
 * `Vary`); with `'*'` every response says `*` and needs no `Vary`. Credentials with `'*'` anywhere
 * (origins, methods, headers, exposed headers) are refused here, as browsers would ignore them.
 *
 * @param options `{ allowOrigins = ['*'], allowMethods = [GET, HEAD, PUT, POST, DELETE, PATCH], allowHeaders = reflect the request's, exposeHeaders = [], maxAge = not sent, credentials = false }`
 * @example
 * Router.define({
 *   middleware: [cors({ allowOrigins: ['https://app.example.com'], credentials: true, maxAge: 600 })],
 *   routes,
 * })
 *
 * @fwOptions cors
 */
export function cors({
  allowOrigins = ['*'],
  allowMethods = DEFAULT_METHODS,
  allowHeaders,
  exposeHeaders = [],
  maxAge,
  credentials = false,
}: CorsOptions = {}): Middleware {
  if (typeof credentials !== 'boolean') fail(`credentials must be a boolean, got ${typeof credentials}`);
  const anyOrigin =
    allowOrigins === '*' || (Array.isArray(allowOrigins) && allowOrigins.length === 1 && allowOrigins[0] === '*');
  let origins: ReadonlySet<string> | null = null;
  let decide: ((origin: string, ctx: Context) => boolean) | null = null;
  if (anyOrigin) {
    if (credentials)
      fail("allowOrigins '*' cannot be combined with credentials: true (browsers refuse it); list the origins instead");
  } else if (typeof allowOrigins === 'function') {
    decide = allowOrigins;
  } else if (Array.isArray(allowOrigins)) {
    origins = new Set(allowOrigins.map(checkOrigin));
  } else {
    fail(`allowOrigins must be '*', a list of origins or a function, got ${typeof allowOrigins}`);
  }
  const methods = tokens('allowMethods', allowMethods, credentials);
  const headers = allowHeaders === undefined ? null : tokens('allowHeaders', allowHeaders, credentials);
  const exposed = tokens('exposeHeaders', exposeHeaders, credentials);
  if (maxAge !== undefined && !(Number.isSafeInteger(maxAge) && maxAge >= 0))
    fail(`maxAge must be a whole number of seconds, 0 or more, got ${String(maxAge)}`);
  const age = maxAge === undefined ? null : String(maxAge);

  /** The value of Access-Control-Allow-Origin for this request, or null when the origin is not allowed. */
  function allowed(origin: string | undefined, ctx: Context): string | null {
    if (origin === undefined) return null;
    if (origins !== null) return origins.has(origin) ? origin : null;
    if (origin.length > MAX_ORIGIN || (origin !== 'null' && !REQUEST_ORIGIN.test(origin))) return null;
    return decide!(origin, ctx) === true ? origin : null;
  }

  return function cors(ctx: Context, next: () => Promise<void>): unknown {
    const req = ctx.req;
    const res = ctx.res;
    const origin = req.headers.origin;
    let allow: string | null;
    if (anyOrigin) allow = '*';
    else {
      appendVary(ctx, 'Origin');
      allow = allowed(origin, ctx);
    }
    if (
      req.method === 'OPTIONS' &&
      origin !== undefined &&
      req.headers['access-control-request-method'] !== undefined
    ) {
      if (allow !== null) {
        res.setHeader('access-control-allow-origin', allow);
        if (credentials) res.setHeader('access-control-allow-credentials', 'true');
        if (methods !== null) res.setHeader('access-control-allow-methods', methods);
        if (headers !== null) res.setHeader('access-control-allow-headers', headers);
        else {
          appendVary(ctx, 'Access-Control-Request-Headers');
          const requested = req.headers['access-control-request-headers'];
          if (requested !== undefined && TOKEN_LIST.test(requested))
            res.setHeader('access-control-allow-headers', requested);
        }
        if (age !== null) res.setHeader('access-control-max-age', age);
      }
      // Some browsers wait for a body on a 204 without a length.
      res.setHeader('content-length', '0');
      return ctx.send(204);
    }
    if (allow !== null) {
      res.setHeader('access-control-allow-origin', allow);
      if (credentials) res.setHeader('access-control-allow-credentials', 'true');
      if (exposed !== null) res.setHeader('access-control-expose-headers', exposed);
    }
    return next();
  };
}

function fail(reason: string): never {
  throw new FwError('FW_ERR_CORS_CONFIG', { reason });
}

function checkOrigin(origin: unknown): string {
  if (typeof origin !== 'string') fail(`allowOrigins entries must be strings, got ${typeof origin}`);
  if (origin === '*') fail("'*' must be the only entry of allowOrigins");
  if (origin.toLowerCase() === 'null')
    fail("allowOrigins cannot list 'null': every sandboxed page and file: URL sends it; use a function if you must");
  const lower = origin.toLowerCase();
  if (!ORIGIN.test(lower))
    fail(
      `allowOrigins entry ${JSON.stringify(origin)} is not an origin such as https://example.com (scheme://host[:port], no path, no trailing slash)`,
    );
  return lower;
}

/** Validates a list of tokens and joins it for a header; null for an empty list. */
function tokens(option: string, list: unknown, credentials: boolean): string | null {
  if (!Array.isArray(list)) fail(`${option} must be a list of strings, got ${typeof list}`);
  for (const item of list) {
    if (typeof item !== 'string' || !TOKEN.test(item))
      fail(`${option} entry ${JSON.stringify(item)} is not a valid name`);
    if (item === '*' && credentials) fail(`${option} '*' means "any" only without credentials; list the names instead`);
  }
  return list.length === 0 ? null : list.join(', ');
}

/** Adds `field` to the response's Vary header unless it (or `*`) is already there. */
function appendVary(ctx: Context, field: string): void {
  // Through the context, which also sees Vary values kept by ctx.setHeader.
  const current = ctx.getHeader('vary');
  if (current === undefined) {
    ctx.setHeader('vary', field);
    return;
  }
  const text = Array.isArray(current) ? current.join(', ') : String(current);
  const wanted = field.toLowerCase();
  for (const part of text.split(',')) {
    const name = part.trim().toLowerCase();
    if (name === '*' || name === wanted) return;
  }
  ctx.setHeader('vary', text === '' ? field : `${text}, ${field}`);
}
