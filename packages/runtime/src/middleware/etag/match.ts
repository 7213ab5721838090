/** The `If-None-Match` and `If-Match` checks shared by etag and staticFiles. */

/**
 * Whether an `If-None-Match` header matches `etag` by the weak comparison RFC 9110 prescribes for
 * it: `*`, or any listed entity tag whose quoted part equals the ETag's, with `W/` ignored on both
 * sides. Entries that are not quoted tags are skipped; a tag may contain commas.
 *
 * @example ifNoneMatch('"a", W/"b"', '"b"') // true
 */
export function ifNoneMatch(header: string, etag: string): boolean {
  return listed(header, etag.startsWith('W/') ? etag.slice(2) : etag, false);
}

/**
 * Whether an `If-Match` header matches `etag` by the strong comparison RFC 9110 prescribes for
 * it (section 13.1.1): `*` matches any current representation; otherwise a listed tag must equal
 * the ETag and neither may be weak, so a weak ETag (`W/"..."`) never matches a listed tag.
 *
 * @example ifMatch('"a", "b"', '"b"') // true
 * @example ifMatch('W/"b"', 'W/"b"') // false
 */
export function ifMatch(header: string, etag: string): boolean {
  const value = header.trim();
  if (value === '*') return true;
  if (etag.startsWith('W/')) return false;
  return listed(value, etag, true);
}

/**
 * Whether a list of entity tags names `opaque` (a quoted tag without `W/`). `strong`: a weak
 * listed tag never matches and `*` is not a list entry (If-Match); otherwise `W/` is ignored and
 * a `*` entry matches anything (If-None-Match).
 */
function listed(header: string, opaque: string, strong: boolean): boolean {
  const n = header.length;
  let i = 0;
  while (i < n) {
    const c = header.charCodeAt(i);
    if (c === 0x20 || c === 0x09 || c === 0x2c) {
      i++;
      continue;
    }
    if (c === 0x2a && !strong) return true;
    const weak = c === 0x57 && header.charCodeAt(i + 1) === 0x2f;
    if (weak) i += 2;
    if (header.charCodeAt(i) !== 0x22) {
      const comma = header.indexOf(',', i);
      if (comma === -1) return false;
      i = comma + 1;
      continue;
    }
    const close = header.indexOf('"', i + 1);
    if (close === -1) return false;
    if (!(strong && weak) && close + 1 - i === opaque.length && header.startsWith(opaque, i)) return true;
    i = close + 1;
  }
  return false;
}
