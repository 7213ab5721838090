/** Request-target and Host checks (RFC 9112 section 3.2) and the one normalised path that routing, guards and files share. */

/** Why a request was refused before any middleware ran: a message for FW_ERR_BAD_REQUEST_TARGET or FW_ERR_BAD_HOST. */
export interface Refusal {
  readonly code: 'FW_ERR_BAD_REQUEST_TARGET' | 'FW_ERR_BAD_HOST';
  readonly reason: string;
}

/** `OPTIONS *`: the server-wide form, answered with every method the app has. */
export const ASTERISK = '*';

/**
 * host [":" port] of an absolute-form target: an IP literal or a non-empty reg-name (unreserved,
 * sub-delims and escapes; no userinfo), then digits after the colon.
 */
const AUTHORITY = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9\-._~!$&'()*+,;=%]+)(?::[0-9]*)?$/;
/** A Host header value: an authority as above, or empty (allowed when the target has no authority). */
const HOST = /^(?:(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9\-._~!$&'()*+,;=%]+)(?::[0-9]*)?)?$/;
const SCHEME = /^https?$/i;

const NO_SLASH: Refusal = { code: 'FW_ERR_BAD_REQUEST_TARGET', reason: 'must be an absolute path starting with "/"' };
const BAD_AUTHORITY: Refusal = {
  code: 'FW_ERR_BAD_REQUEST_TARGET',
  reason: 'has an empty or invalid authority (host[:port])',
};
const FRAGMENT: Refusal = { code: 'FW_ERR_BAD_REQUEST_TARGET', reason: 'must not contain a fragment ("#")' };
const TWO_HOSTS: Refusal = { code: 'FW_ERR_BAD_HOST', reason: 'has more than one Host header' };
const BAD_HOST: Refusal = { code: 'FW_ERR_BAD_HOST', reason: 'has an invalid Host header' };

/**
 * The target the router, `ctx.path` and `staticFiles` all see, or why the request is refused:
 *
 * - a `#` anywhere is refused (a fragment is never part of a request target);
 * - an absolute-form target (`http://host:port/path?q`) becomes its path and query, once its
 *   authority is checked (an empty or invalid one, `http:///admin` or `http://h:x/admin`, is
 *   refused); an authority-form CONNECT target (`host:443`) becomes `/host:443`; `OPTIONS *`
 *   stays `*`; any other target not starting with `/` is refused;
 * - in the path, escapes of unreserved characters (`%41`-`%5A`, `%61`-`%7A`, `%30`-`%39`, `%2D`,
 *   `%2E`, `%5F`, `%7E`) are decoded (RFC 3986 section 6.2.2.2), so `/%64eep` is `/deep` for
 *   routing, for guards reading `ctx.path` and for `staticFiles`. Other escapes are kept as sent
 *   (parameters decode them on read), dot segments are not resolved (`staticFiles` refuses
 *   them), and the query string is left as sent.
 *
 * Allocates nothing for an origin-form target without `%` or `#`, the usual case.
 *
 * @example normalizeTarget('/%64eep/a?x=%41', 'GET') // '/deep/a?x=%41'
 */
export function normalizeTarget(url: string, method: string): string | Refusal {
  let target = url;
  if (url.charCodeAt(0) !== 0x2f) {
    const other = otherForm(url, method);
    if (typeof other !== 'string' || other === ASTERISK) return other;
    target = other;
  } else if (url.indexOf('#') !== -1) {
    return FRAGMENT;
  }
  const percent = target.indexOf('%');
  if (percent === -1) return target;
  const query = target.indexOf('?');
  if (query !== -1 && query < percent) return target;
  return decodeUnreserved(target, percent, query === -1 ? target.length : query);
}

/** Absolute-form, authority-form and asterisk-form targets (RFC 9112 section 3.2.2 to 3.2.4). */
function otherForm(url: string, method: string): string | Refusal {
  if (url.indexOf('#') !== -1) return FRAGMENT;
  const scheme = url.indexOf('://');
  if (scheme > 0 && SCHEME.test(url.slice(0, scheme))) {
    const start = scheme + 3;
    let end = start;
    while (end < url.length && url.charCodeAt(end) !== 0x2f && url.charCodeAt(end) !== 0x3f) end++;
    if (!AUTHORITY.test(url.slice(start, end))) return BAD_AUTHORITY;
    if (end === url.length) return '/';
    return url.charCodeAt(end) === 0x3f ? '/' + url.slice(end) : url.slice(end);
  }
  if (method === 'CONNECT' && url !== '' && AUTHORITY.test(url)) return '/' + url;
  if (method === 'OPTIONS' && url === ASTERISK) return ASTERISK;
  return NO_SLASH;
}

function hexValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x57 : -1;
}

/** Whether a byte is an RFC 3986 unreserved character: ALPHA, DIGIT, `-`, `.`, `_`, `~`. */
function isUnreserved(byte: number): boolean {
  const lower = byte | 0x20;
  return (
    (lower >= 0x61 && lower <= 0x7a) ||
    (byte >= 0x30 && byte <= 0x39) ||
    byte === 0x2d ||
    byte === 0x2e ||
    byte === 0x5f ||
    byte === 0x7e
  );
}

/** Decodes the escapes of unreserved characters in `target`'s path (before `end`), from the first `%` at `from`. */
function decodeUnreserved(target: string, from: number, end: number): string {
  let out = '';
  let copied = 0;
  for (let i = from; i !== -1 && i < end; i = target.indexOf('%', i + 1)) {
    const high = hexValue(target.charCodeAt(i + 1));
    const low = hexValue(target.charCodeAt(i + 2));
    if (high === -1 || low === -1 || i + 2 >= end) continue;
    const byte = high * 16 + low;
    if (!isUnreserved(byte)) continue;
    out += target.slice(copied, i) + String.fromCharCode(byte);
    copied = i + 3;
    i += 2;
  }
  return copied === 0 ? target : out + target.slice(copied);
}

/**
 * Checks a request's Host header lines (RFC 9112 section 3.2): more than one, or a value that is
 * not host[:port], is refused. It reads `rawHeaders`, so a request whose headers nobody asks for
 * still gets no header object made; the last value found valid is kept, so the Host repeated on
 * a keep-alive connection costs one string comparison.
 */
export class HostCheck {
  #last = '';

  /** Null when the request's Host lines are acceptable (none, as HTTP/1.0 allows, or one valid value). */
  check(rawHeaders: readonly string[]): Refusal | null {
    let count = 0;
    let host: string | undefined;
    for (let i = 0; i < rawHeaders.length; i += 2) {
      const name = rawHeaders[i]!;
      if (name.length === 4 && (name === 'Host' || name === 'host' || name.toLowerCase() === 'host')) {
        count++;
        host = rawHeaders[i + 1];
      }
    }
    if (count > 1) return TWO_HOSTS;
    if (host === undefined || host === this.#last) return null;
    if (!HOST.test(host)) return BAD_HOST;
    this.#last = host;
    return null;
  }
}
