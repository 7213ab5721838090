/** The rule for the fixed paths that `health` and `metrics` answer at. */
import { describeValue } from '../describe-value.js';

/** One or more `/segment`s of RFC 3986 path characters (pchar) or `%XX` escapes. */
const PATH = /^(?:\/(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})+)+$/;

/**
 * Why `path` cannot be an endpoint path, or undefined when it can: it must start with `/`, must
 * not end with `/`, holds only RFC 3986 path characters or `%XX` escapes, and has no empty, `.` or
 * `..` segment. Requests match it exactly and case-sensitively (query string aside), like routes.
 *
 * @example endpointPathProblem('/health') // undefined
 */
export function endpointPathProblem(path: unknown): string | undefined {
  if (typeof path === 'string' && PATH.test(path) && !path.split('/').some((s) => s === '.' || s === '..'))
    return undefined;
  return `path must start with "/", must not end with "/", and may hold only letters, digits, "-._~!$&'()*+,;=:@" or %XX escapes, with no empty, "." or ".." segment; got ${describeValue(path)}`;
}
