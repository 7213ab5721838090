/** basicAuth: RFC 7617 Basic authentication against a users map (compared in constant time) or a validate function. */
import { timingSafeEqual } from 'node:crypto';
import { ERROR_BODY, describeMiddleware } from '../../apidocs/describe.js';
import type { Context, Middleware } from '../../context.js';
import { FwError, HttpError } from '../../errors.js';
import { MULTIPLE, authorizationHeader, digest, quoteRealm } from '../bearer-auth/credentials.js';
import { authSchemeName } from '../../options/spec.js';

/** The verdict of a Basic validator: a principal object or `true` accepts; `false`, `null` or `undefined` rejects. */
export type BasicVerdict = object | boolean | null | undefined;

/**
 * Checks a user name and password (already decoded from UTF-8 and NFC-normalised); may be
 * async. Compare secrets with `timingSafeEqualString`. A throw passes through unchanged: an
 * `HttpError` becomes its own answer, anything else a 500.
 */
export type BasicValidate = (user: string, password: string, ctx: Context) => BasicVerdict | PromiseLike<BasicVerdict>;

/** Options of {@link basicAuth}: exactly one of `users` and `validate`. */
export interface BasicAuthOptions {
  /** User name to password. Names are non-empty without `:`; passwords non-empty; neither has control characters. */
  readonly users?: Readonly<Record<string, string>>;
  /** Checks credentials instead of `users`; see {@link BasicValidate}. */
  readonly validate?: BasicValidate;
  /** The realm named in `WWW-Authenticate`; printable ASCII, `"` and `\` are escaped. Default `api`. */
  readonly realm?: string;
  /** The `ctx.assigns` key that receives the principal (`{ user }` unless `validate` returns an object); default `principal`. */
  readonly assignKey?: string;
  /**
   * The name of the security scheme the API document gives the routes behind this middleware
   * (an HTTP basic scheme, added to `components/securitySchemes` unless `SpecConfig` defines
   * one of this name); default `basicAuth`.
   */
  readonly securityScheme?: string;
}

/** RFC 7617: `Basic 1*SP token68`, where the token68 is base64. */
const CREDENTIALS = /^basic +([A-Za-z0-9+/]+={0,2})$/i;
/** RFC 7617 section 2: neither the user-id nor the password may contain control characters. */
const CONTROL = /[\x00-\x1f\x7f]/;

interface User {
  readonly user: Buffer;
  readonly password: Buffer;
}

/**
 * HTTP Basic authentication (RFC 7617). Every failure answers 401 with
 * `WWW-Authenticate: Basic realm="api", charset="UTF-8"` and a JSON error body, never a 500: no
 * header, another scheme, more than one Authorization header, bad base64, bytes that are not
 * UTF-8, no `:`, an empty user name, a control character, or wrong credentials. The scheme name
 * is case-insensitive. Names and passwords are NFC-normalised (as `charset="UTF-8"` asks of
 * clients) on both sides.
 *
 * With `users`, the presented name and password are hashed (SHA-256) and compared with every
 * entry's digests using `crypto.timingSafeEqual`, so neither the time nor the outcome's path
 * depends on which user, if any, matched. On success `ctx.assigns[assignKey]` is `{ user }`
 * (or the object `validate` returned), then `next()` runs. A throw from `validate` passes
 * through unchanged (an `HttpError` is its own answer; anything else a 500). Bad options throw
 * `FW_ERR_BASIC_AUTH_CONFIG` here.
 *
 * @param options `{ users | validate, realm = 'api', assignKey = 'principal' }`
 * @example
 * Router.scope('/admin', [basicAuth({ users: { admin: process.env.ADMIN_PASSWORD! }, realm: 'admin area' })], routes)
 *
 * @fwOptions basicAuth
 */
export function basicAuth(options: BasicAuthOptions): Middleware {
  const { users, validate, realm = 'api', assignKey = 'principal' } = options ?? {};
  const securityScheme = authSchemeName('basicAuth', options?.securityScheme);
  if (typeof securityScheme !== 'string' || !/^[A-Za-z0-9._-]+$/.test(securityScheme))
    throw config('securityScheme must be a name of letters, digits, ".", "_" or "-"');
  if ((users === undefined) === (validate === undefined))
    throw config('give exactly one of users (a name-to-password object) and validate (a function)');
  if (validate !== undefined && typeof validate !== 'function')
    throw config('validate must be a function (user, password, ctx) => principal | boolean');
  const table = users === undefined ? null : userTable(users);
  const quoted = quoteRealm(realm);
  if (quoted === null)
    throw config('realm must be a string of printable ASCII characters (no control characters such as CR or LF)');
  if (typeof assignKey !== 'string' || assignKey === '') throw config('assignKey must be a non-empty string');
  const challenge = { 'www-authenticate': `Basic realm=${quoted}, charset="UTF-8"` };
  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

  const unauthorized = (message: string): HttpError => new HttpError(401, message, { headers: challenge });
  const accept = (ctx: Context, user: string, verdict: BasicVerdict, next: () => Promise<void>): Promise<void> => {
    if (verdict === true) ctx.assigns[assignKey] = { user };
    else if (typeof verdict === 'object' && verdict !== null) ctx.assigns[assignKey] = verdict;
    else throw unauthorized('the user name or password is not valid');
    return next();
  };

  const middleware = function basicAuth(ctx: Context, next: () => Promise<void>): unknown {
    const header = authorizationHeader(ctx.req);
    if (header === MULTIPLE) throw unauthorized('the request has more than one Authorization header');
    const match = header === undefined ? null : CREDENTIALS.exec(header);
    if (match === null)
      throw unauthorized(
        header === undefined
          ? 'Basic credentials are required'
          : 'the Authorization header is not a valid Basic credential',
      );
    let text: string;
    try {
      text = utf8.decode(Buffer.from(match[1]!, 'base64'));
    } catch {
      throw unauthorized('the Basic credentials are not valid UTF-8');
    }
    const colon = text.indexOf(':');
    if (colon <= 0 || CONTROL.test(text))
      throw unauthorized(
        'the Basic credentials must be "user:password" with a non-empty user and no control characters',
      );
    const user = text.slice(0, colon).normalize('NFC');
    const password = text.slice(colon + 1).normalize('NFC');
    if (table !== null) return accept(ctx, user, findUser(table, user, password), next);
    const verdict = validate!(user, password, ctx);
    if (isThenable(verdict)) return Promise.resolve(verdict).then((value) => accept(ctx, user, value, next));
    return accept(ctx, user, verdict, next);
  };
  return describeMiddleware(middleware, {
    responses: {
      401: {
        description: 'Credentials are missing or not valid',
        body: ERROR_BODY,
        headers: { 'WWW-Authenticate': { description: 'Basic realm and charset="UTF-8"', required: true } },
      },
    },
    security: { name: securityScheme, type: 'http', scheme: 'basic' },
  });
}

/** Checks and hashes the users map once. */
function userTable(users: unknown): readonly User[] {
  if (typeof users !== 'object' || users === null || Array.isArray(users))
    throw config('users must be an object mapping user names to passwords');
  const table = Object.entries(users as Record<string, unknown>).map(([name, password]): User => {
    if (name === '' || name.includes(':') || CONTROL.test(name))
      throw config(`user name ${JSON.stringify(name)} must be non-empty, without ":" or control characters`);
    if (typeof password !== 'string' || password === '' || CONTROL.test(password))
      throw config(
        `the password of user ${JSON.stringify(name)} must be a non-empty string without control characters`,
      );
    return { user: digest(name.normalize('NFC')), password: digest(password.normalize('NFC')) };
  });
  if (table.length === 0) throw config('users must name at least one user');
  return table;
}

/** True when some entry matches both digests; every entry is compared, whatever the outcome. */
function findUser(table: readonly User[], user: string, password: string): boolean {
  const u = digest(user);
  const p = digest(password);
  let found = false;
  for (const entry of table) {
    const nameOk = timingSafeEqual(u, entry.user);
    const passwordOk = timingSafeEqual(p, entry.password);
    found = (nameOk && passwordOk) || found;
  }
  return found;
}

function isThenable(value: unknown): value is PromiseLike<BasicVerdict> {
  return typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';
}

function config(reason: string): FwError {
  return new FwError('FW_ERR_BASIC_AUTH_CONFIG', { reason });
}
