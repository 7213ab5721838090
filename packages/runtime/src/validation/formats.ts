/**
 * Format checks generated validators call in place of typia's where typia's regular expression
 * can take time growing faster than the input; each accepts exactly what typia's accepts.
 */

// typia's `url` pattern (flags iu) is ^SCHEME (?:\S+(?::\S*)?@)? HOST (?::\d{2,5})? (?:\/[^\s]*)? $.
// Its userinfo part backtracks quadratically (176 KB took 2.4 s). The same language, read in one
// pass: the host never holds '@', ':' or '/', so it is the whole run of host characters that
// starts after the scheme or after some '@' of the userinfo, and what follows the run decides the
// rest; each candidate host is a different run, so the runs add up to the input once.
const SCHEME = /^(?:https?|ftp):\/\//iu;
const HOST_RUN = /[a-z0-9.\-\u{00a1}-\u{ffff}]*/iuy;
const HOST =
  /^(?:(?!(?:10|127)(?:\.\d{1,3}){3})(?!(?:169\.254|192\.168)(?:\.\d{1,3}){2})(?!172\.(?:1[6-9]|2\d|3[0-1])(?:\.\d{1,3}){2})(?:[1-9]\d?|1\d\d|2[01]\d|22[0-3])(?:\.(?:1?\d{1,2}|2[0-4]\d|25[0-5])){2}(?:\.(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-4]))|(?:(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)(?:\.(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)*(?:\.(?:[a-z\u{00a1}-\u{ffff}]{2,})))$/iu;
const SPACE = /\s/gu;
/** An '@' before a digit, an ASCII letter or a non-ASCII code unit: where a host may start (see hostAndRest). */
const AT_HOST = /@(?=[0-9A-Za-z\u0080-\uffff])/g;

/**
 * typia's `tags.Format<'url'>` check (an http, https or ftp URL with a public host), in time
 * linear in the length of `str`.
 *
 * @example _isFormatUrl('https://example.com/a?b') // true
 */
export function _isFormatUrl(str: string): boolean {
  const scheme = SCHEME.exec(str);
  if (scheme === null) return false;
  const start = scheme[0].length;
  // The userinfo (\S+ before an '@') ends before the first white space; the path ([^\s]*) after the last.
  SPACE.lastIndex = start;
  const firstSpace = SPACE.exec(str)?.index ?? str.length;
  let lastSpace = -1;
  for (let at = firstSpace; at < str.length;) {
    SPACE.lastIndex = at;
    const found = SPACE.exec(str);
    if (found === null) break;
    lastSpace = found.index;
    at = found.index + found[0].length;
  }
  if (hostAndRest(str, start, lastSpace)) return true;
  // Only an '@' followed by a character a host can start with gives a candidate (a run of '@'
  // gives none): found by one scan rather than a call per '@'.
  AT_HOST.lastIndex = start + 1;
  for (let at = AT_HOST.exec(str); at !== null && at.index < firstSpace; at = AT_HOST.exec(str)) {
    if (hostAndRest(str, at.index + 1, lastSpace)) return true;
  }
  return false;
}

/** Whether a host starts at `from` and is followed by an optional port, an optional path and the end. */
function hostAndRest(str: string, from: number, lastSpace: number): boolean {
  // Most candidates fail on their first character (a run of '@' makes one candidate per character).
  const first = str.charCodeAt(from);
  if (first < 0x80 && !(first >= 0x30 && first <= 0x39) && !((first | 0x20) >= 0x61 && (first | 0x20) <= 0x7a))
    return false;
  HOST_RUN.lastIndex = from;
  const end = from + HOST_RUN.exec(str)![0].length;
  if (end === from || !HOST.test(str.slice(from, end))) return false;
  let at = end;
  if (str.charCodeAt(at) === 0x3a /* : */) {
    let digits = at + 1;
    while (digits < str.length && str.charCodeAt(digits) >= 0x30 && str.charCodeAt(digits) <= 0x39) digits++;
    const count = digits - at - 1;
    if (count < 2 || count > 5) return false;
    at = digits;
  }
  if (at === str.length) return true;
  return str.charCodeAt(at) === 0x2f /* / */ && lastSpace < at;
}
