/** Turns the raw (percent-encoded) request path below staticFiles' prefix into safe file-path segments. */
import { decodePercent } from '../../percent.js';

/** The path is malformed for a file: a bad or forbidden escape, a backslash, a control character, an empty segment (400). */
export const BAD_PATH = 1;
/** The path has a `.` or `..` segment, encoded or not (403). */
export const TRAVERSAL = 2;

/** A request path that can name a file under the root. */
export interface FilePath {
  /** The decoded path relative to the root, segments joined with `/`; `''` for the root itself. */
  readonly relative: string;
  /** The last decoded segment (`''` for the root), for a directory redirect. */
  readonly last: string;
  /** Whether the request path ends with `/` (a directory was asked for). */
  readonly dir: boolean;
  /** Whether a segment starts with `.` (a dotfile or dot-directory). */
  readonly hidden: boolean;
}

function hexValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  const lower = code | 0x20;
  if (lower >= 97 && lower <= 102) return lower - 87;
  return -1;
}

/**
 * Decodes and checks `raw`, the part of the request path after the prefix (`''` or starting
 * with `/`). Refused: `\` and `%5C` (Windows separators), `%2F` (a slash hidden from the checks),
 * `%00` and other control characters, malformed escapes and invalid UTF-8 (all BAD_PATH), empty
 * segments (`//`, BAD_PATH), and `.` or `..` segments in any spelling (`%2e%2E`, TRAVERSAL). What is
 * left can be joined under the root without leaving it lexically; symlinks are checked later.
 *
 * @example parseFilePath('/css/site.css') // { relative: 'css/site.css', last: 'site.css', dir: false, hidden: false }
 */
export function parseFilePath(raw: string): FilePath | typeof BAD_PATH | typeof TRAVERSAL {
  if (raw.indexOf('\\') !== -1) return BAD_PATH;
  let decoded = raw;
  let percent = raw.indexOf('%');
  if (percent !== -1) {
    while (percent !== -1) {
      const high = hexValue(raw.charCodeAt(percent + 1));
      const low = hexValue(raw.charCodeAt(percent + 2));
      if (high === -1 || low === -1) return BAD_PATH;
      const byte = high * 16 + low;
      if (byte === 0x2f || byte === 0x5c || byte < 0x20 || byte === 0x7f) return BAD_PATH;
      percent = raw.indexOf('%', percent + 3);
    }
    const text = decodePercent(raw, false);
    if (typeof text !== 'string') return BAD_PATH;
    decoded = text;
  }
  // Raw control characters never pass Node's HTTP parser, but in-process requests could carry them.
  for (let i = 0; i < decoded.length; i++) {
    const code = decoded.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return BAD_PATH;
  }
  if (decoded === '') return { relative: '', last: '', dir: false, hidden: false };
  const segments = decoded.slice(1).split('/');
  let dir = false;
  if (segments[segments.length - 1] === '') {
    dir = true;
    segments.pop();
  }
  let hidden = false;
  for (const segment of segments) {
    if (segment === '') return BAD_PATH;
    if (segment.charCodeAt(0) === 0x2e) {
      if (segment === '.' || segment === '..') return TRAVERSAL;
      hidden = true;
    }
  }
  return {
    relative: segments.join('/'),
    last: segments.length === 0 ? '' : segments[segments.length - 1]!,
    dir,
    hidden,
  };
}
