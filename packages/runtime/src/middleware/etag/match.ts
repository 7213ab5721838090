/** The `If-None-Match` check shared by etag and staticFiles. */

/**
 * Whether an `If-None-Match` header matches `etag` by the weak comparison RFC 9110 prescribes for
 * it: `*`, or any listed entity tag whose quoted part equals the ETag's, with `W/` ignored on both
 * sides. Entries that are not quoted tags are skipped; a tag may contain commas.
 *
 * @example ifNoneMatch('"a", W/"b"', '"b"') // true
 */
export function ifNoneMatch(header: string, etag: string): boolean {
  const opaque = etag.startsWith('W/') ? etag.slice(2) : etag;
  const n = header.length;
  let i = 0;
  while (i < n) {
    const c = header.charCodeAt(i);
    if (c === 0x20 || c === 0x09 || c === 0x2c) {
      i++;
      continue;
    }
    if (c === 0x2a) return true;
    if (c === 0x57 && header.charCodeAt(i + 1) === 0x2f) i += 2;
    if (header.charCodeAt(i) !== 0x22) {
      const comma = header.indexOf(',', i);
      if (comma === -1) return false;
      i = comma + 1;
      continue;
    }
    const close = header.indexOf('"', i + 1);
    if (close === -1) return false;
    if (close + 1 - i === opaque.length && header.startsWith(opaque, i)) return true;
    i = close + 1;
  }
  return false;
}
