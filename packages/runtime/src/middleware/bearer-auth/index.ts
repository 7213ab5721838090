/** bearerAuth: RFC 6750 bearer-token authentication, and staticTokens for a fixed list of tokens. */
import { timingSafeEqual } from 'node:crypto';
import { ERROR_BODY, describeMiddleware } from '../../apidocs/describe.js';
import type { Context, Middleware } from '../../context.js';
import { FwError, HttpError } from '../../errors.js';
import { MULTIPLE, SCHEME, authorizationHeader, digest, quoteRealm } from './credentials.js';
import { authSchemeName } from '../../options/spec.js';

/** What a token validator accepts with: a principal object, or `true` when there is nothing to record. */
export type BearerPrincipal = object | true;

/** The verdict of a token validator: a principal or `true` accepts; `false`, `null` or `undefined` rejects. */
export type BearerVerdict = BearerPrincipal | false | null | undefined;

/**
 * Checks a bearer token; may be async. Return a principal object (stored in `ctx.assigns`),
 * `true`, or `false`/`null`/`undefined` to reject. A throw passes through unchanged: an
 * `HttpError` becomes its own answer (say 403), anything else a 500.
 */
export type BearerValidate = (token: string, ctx: Context) => BearerVerdict | PromiseLike<BearerVerdict>;

/** Options of {@link bearerAuth}. */
export interface BearerAuthOptions {
  /** When false, requests without bearer credentials go through unauthenticated; default true. */
  readonly required?: boolean;
  /** Checks the token (required); see {@link BearerValidate}. {@link staticTokens} builds one from a list. */
  readonly validate: BearerValidate;
  /** The realm named in `WWW-Authenticate`; printable ASCII, `"` and `\` are escaped. Default `api`. */
  readonly realm?: string;
  /** The `ctx.assigns` key that receives the accepted principal; default `principal`. */
  readonly assignKey?: string;
  /**
   * The name of the security scheme the API document gives the routes behind this middleware
   * (an HTTP bearer scheme, added to `components/securitySchemes` unless `SpecConfig` defines
   * one of this name); default `bearerAuth`.
   */
  readonly securityScheme?: string;
}

/** RFC 6750 section 2.1: `Bearer 1*SP b64token`, the scheme name in any case. */
const CREDENTIALS = /^bearer +([A-Za-z0-9\-._~+/]+=*)$/i;
/** The Bearer scheme followed by nothing or a space: a bearer credential, well-formed or not. */
const BEARER = /^bearer(?: |$)/i;
/** The b64token syntax of RFC 6750 (RFC 9110's token68). */
const TOKEN68 = /^[A-Za-z0-9\-._~+/]+=*$/;

/**
 * Bearer-token authentication (RFC 6750) from the `Authorization` header.
 *
 * - No bearer credentials (no header, or another scheme such as `Basic`): 401 with
 *   `WWW-Authenticate: Bearer realm="api"` when `required`, otherwise the request goes on.
 * - A malformed header (not `Bearer <b64token>` with b64token `[A-Za-z0-9-._~+/]+=*`, an empty
 *   token, a space or other character inside the token, a garbled scheme) or more than one
 *   Authorization header: 400 with `Bearer realm="api", error="invalid_request"`, even when not
 *   `required`. The scheme name is case-insensitive and one or more spaces may follow it (`1*SP`).
 * - `validate` rejects: 401 with `Bearer realm="api", error="invalid_token"`.
 * - `validate` accepts: the principal (or `true`) goes to `ctx.assigns[assignKey]`, then `next()`.
 *
 * Answers are `HttpError`s, so the body is the usual `{"error":{"status","message"}}`. A throw
 * from `validate` is not caught: an `HttpError` is answered as thrown, any other error is a 500.
 * Bad options throw `FW_ERR_BEARER_AUTH_CONFIG` here.
 *
 * @param options `{ required = true, validate, realm = 'api', assignKey = 'principal' }`
 * @example
 * const auth = bearerAuth({ validate: staticTokens([process.env.API_TOKEN!]) })
 * Router.scope('/admin', [auth], routes)
 * // or look the token up: bearerAuth({ validate: async (token) => (await sessions.find(token)) ?? false })
 *
 * @fwOptions bearerAuth
 */
export function bearerAuth(options: BearerAuthOptions): Middleware {
  const { required = true, validate, realm = 'api', assignKey = 'principal' } = options ?? ({} as BearerAuthOptions);
  const securityScheme = authSchemeName('bearerAuth', options?.securityScheme);
  if (typeof securityScheme !== 'string' || !/^[A-Za-z0-9._-]+$/.test(securityScheme))
    throw config('securityScheme must be a name of letters, digits, ".", "_" or "-"');
  if (typeof required !== 'boolean') throw config(`required must be a boolean, got ${typeof required}`);
  if (typeof validate !== 'function')
    throw config(
      'validate must be a function (token, ctx) => principal | true | false; staticTokens([...]) builds one',
    );
  const quoted = quoteRealm(realm);
  if (quoted === null)
    throw config('realm must be a string of printable ASCII characters (no control characters such as CR or LF)');
  if (typeof assignKey !== 'string' || assignKey === '') throw config('assignKey must be a non-empty string');
  const missing = { 'www-authenticate': `Bearer realm=${quoted}` };
  const invalidRequest = { 'www-authenticate': `Bearer realm=${quoted}, error="invalid_request"` };
  const invalidToken = { 'www-authenticate': `Bearer realm=${quoted}, error="invalid_token"` };

  const accept = (ctx: Context, verdict: BearerVerdict, next: () => Promise<void>): Promise<void> => {
    if (verdict === true || (typeof verdict === 'object' && verdict !== null)) {
      ctx.assigns[assignKey] = verdict;
      return next();
    }
    throw new HttpError(401, 'the bearer token is not valid', { headers: invalidToken });
  };

  const middleware = function bearerAuth(ctx: Context, next: () => Promise<void>): unknown {
    const header = authorizationHeader(ctx.req);
    if (header === MULTIPLE)
      throw new HttpError(400, 'the request has more than one Authorization header', { headers: invalidRequest });
    const match = header === undefined ? null : CREDENTIALS.exec(header);
    if (match === null) {
      if (header !== undefined && (BEARER.test(header) || !SCHEME.test(schemeOf(header)))) {
        throw new HttpError(400, 'the Authorization header is not a valid bearer credential', {
          headers: invalidRequest,
        });
      }
      if (!required) return next();
      throw new HttpError(401, 'a bearer token is required', { headers: missing });
    }
    const verdict = validate(match[1]!, ctx);
    if (isThenable(verdict)) return Promise.resolve(verdict).then((value) => accept(ctx, value, next));
    return accept(ctx, verdict, next);
  };
  return describeMiddleware(middleware, {
    responses: {
      400: {
        description: 'The Authorization header is malformed',
        body: ERROR_BODY,
        headers: { 'WWW-Authenticate': { description: 'Bearer realm and error="invalid_request"', required: true } },
      },
      401: {
        description: 'A bearer token is missing or not valid',
        body: ERROR_BODY,
        headers: {
          'WWW-Authenticate': {
            description: 'Bearer realm and, for a rejected token, error="invalid_token"',
            required: true,
          },
        },
      },
    },
    security: { name: securityScheme, type: 'http', scheme: 'bearer' },
    // Not required: a request without a bearer token goes through, so "no credentials" is an alternative.
    ...(required ? {} : { securityOptional: true }),
  });
}

/**
 * A {@link BearerValidate} that accepts exactly the given tokens, comparing in constant time:
 * the presented token's SHA-256 digest is compared with every listed token's digest (all of
 * them, so the time does not depend on which one matched). Each token must be non-empty
 * b64token text (`[A-Za-z0-9-._~+/]+=*`), or `FW_ERR_BEARER_AUTH_CONFIG` is thrown here.
 *
 * @param tokens the accepted tokens (at least one)
 * @example bearerAuth({ validate: staticTokens([process.env.API_TOKEN!, process.env.OLD_API_TOKEN!]) })
 */
export function staticTokens(tokens: readonly string[]): BearerValidate {
  if (!Array.isArray(tokens) || tokens.length === 0) throw config('staticTokens needs a non-empty array of tokens');
  const digests = tokens.map((token: unknown, index) => {
    if (typeof token !== 'string' || !TOKEN68.test(token))
      throw config(
        `staticTokens: tokens[${index}] must be a non-empty string of b64token characters [A-Za-z0-9-._~+/] with optional trailing "="`,
      );
    return digest(token);
  });
  return function staticToken(token: string): boolean {
    const presented = digest(token);
    let found = false;
    for (const known of digests) found = timingSafeEqual(presented, known) || found;
    return found;
  };
}

function schemeOf(header: string): string {
  const space = header.indexOf(' ');
  return space === -1 ? header : header.slice(0, space);
}

function isThenable(value: unknown): value is PromiseLike<BearerVerdict> {
  return typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';
}

function config(reason: string): FwError {
  return new FwError('FW_ERR_BEARER_AUTH_CONFIG', { reason });
}
