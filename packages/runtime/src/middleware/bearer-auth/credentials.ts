/** Helpers shared by bearerAuth and basicAuth: constant-time comparison, realm quoting, the one Authorization header. */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The SHA-256 digest of a string's UTF-8 bytes: a fixed-length stand-in for constant-time comparison. */
export function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/**
 * Whether two strings are equal, in time that does not depend on where they first differ or on
 * whether their lengths differ: both are hashed with SHA-256 and the 32-byte digests are compared
 * with `crypto.timingSafeEqual` (equal digests mean equal strings, barring a SHA-256 collision).
 * Hashing time still grows with each input's length, so a secret's length is not perfectly
 * hidden from an attacker who can measure very finely; its content is. Non-strings give false.
 *
 * @example
 * timingSafeEqualString(presented, process.env.API_TOKEN!) // true only for the exact token
 * timingSafeEqualString('a', 'a much longer string')       // false, without throwing
 */
export function timingSafeEqualString(a: string, b: string): boolean {
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  return timingSafeEqual(digest(a), digest(b));
}

/** Printable ASCII only: no CR, LF or other control character can reach a response header. */
const PRINTABLE = /^[\x20-\x7e]*$/;

/** The realm as an RFC 9110 quoted-string (`"` and `\` escaped); null when it is not printable ASCII. */
export function quoteRealm(realm: unknown): string | null {
  if (typeof realm !== 'string' || !PRINTABLE.test(realm)) return null;
  return `"${realm.replace(/["\\]/g, '\\$&')}"`;
}

/** Returned by {@link authorizationHeader} when the request carries more than one Authorization header. */
export const MULTIPLE = null;

/**
 * The request's Authorization header: undefined when absent, {@link MULTIPLE} (null) when sent
 * more than once. Node keeps only the first of repeated Authorization headers in `req.headers`,
 * so the raw list is counted (only when the header is present).
 */
export function authorizationHeader(req: IncomingMessage): string | undefined | null {
  const value = req.headers.authorization;
  if (value === undefined) return undefined;
  const raw = req.rawHeaders;
  let seen = 0;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    if (name.length === 13 && name.toLowerCase() === 'authorization' && ++seen > 1) return MULTIPLE;
  }
  return value;
}

/** `token` from RFC 9110: the characters an auth-scheme name may use. */
export const SCHEME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
