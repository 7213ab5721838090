/** The one strict percent-decoder of the runtime: path parameters, the query string, form bodies and file paths. */

/** A `%` not followed by two hex digits. */
export const BAD_ESCAPE = 0;
/** Escapes that decode to bytes which are not UTF-8 (a stray byte, an overlong form, a surrogate, past U+10FFFF). */
export const NOT_UTF8 = 1;

function isHex(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x66);
}

/**
 * Decodes `%XX` escapes as UTF-8 bytes, strictly: a malformed escape gives BAD_ESCAPE and bytes
 * that are not UTF-8 give NOT_UTF8, never U+FFFD or the escape left as written, so every
 * spelling of the same bytes (raw, which node:http and the body's fatal UTF-8 decoder refuse,
 * or escaped) is refused alike. With `plus`, `+` is a space first (query strings and form
 * bodies; `%2B` stays a plus). Text without `%` (or `+` with `plus`) is returned as it is,
 * without allocating.
 *
 * The escapes are checked here and the bytes decoded by `decodeURIComponent`, which rejects
 * exactly what a fatal `TextDecoder` rejects.
 *
 * @example decodePercent('caf%C3%A9+au+lait', true) // 'café au lait'
 * @example decodePercent('%ff', false) // NOT_UTF8
 */
export function decodePercent(text: string, plus: boolean): string | typeof BAD_ESCAPE | typeof NOT_UTF8 {
  const percent = text.indexOf('%');
  if (plus && text.indexOf('+') !== -1) text = text.replace(/\+/g, ' ');
  if (percent === -1) return text;
  for (let i = percent; i !== -1; i = text.indexOf('%', i + 3)) {
    if (!isHex(text.charCodeAt(i + 1)) || !isHex(text.charCodeAt(i + 2))) return BAD_ESCAPE;
  }
  try {
    return decodeURIComponent(text);
  } catch {
    return NOT_UTF8;
  }
}
