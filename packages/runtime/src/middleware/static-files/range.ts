/** Parses a `Range: bytes=...` request header against a file size, for staticFiles. */

/** The one byte range to send, both ends inclusive. */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

/** The range set cannot be satisfied for this size (answered 416 with `Content-Range: bytes *\/size`). */
export const UNSATISFIABLE = 0;

const SPEC = /^[ \t]*(\d*)-(\d*)[ \t]*$/;

/**
 * The range a `Range` header asks for, as RFC 9110 section 14 reads it:
 * - `bytes=a-b` (b past the end is cut to the last byte), `bytes=a-` (to the end), `bytes=-n` (the last n bytes);
 * - a first byte at or past the end, `bytes=-0`, and any range of an empty file except a suffix: UNSATISFIABLE;
 * - null (serve the whole file, 200) when the header is to be ignored: another unit, a syntax error,
 *   `a-b` with b < a (invalid by the RFC), a suffix range of an empty file, and several ranges
 *   (`bytes=0-1,5-6`): multipart answers are not made, which the RFC allows, and it rules out
 *   many-small-ranges abuse.
 *
 * @example parseRange('bytes=-5', 100) // { start: 95, end: 99 }
 */
export function parseRange(header: string, size: number): ByteRange | typeof UNSATISFIABLE | null {
  const eq = header.indexOf('=');
  if (eq === -1 || header.slice(0, eq).trim().toLowerCase() !== 'bytes') return null;
  const set = header.slice(eq + 1);
  if (set.indexOf(',') !== -1) return null;
  const match = SPEC.exec(set);
  if (match === null) return null;
  const first = match[1]!;
  const last = match[2]!;
  if (first === '') {
    if (last === '') return null;
    const suffix = Number(last);
    if (suffix === 0) return UNSATISFIABLE;
    if (size === 0) return null;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  if (end < start) return null;
  if (start >= size) return UNSATISFIABLE;
  return { start, end: Math.min(end, size - 1) };
}
