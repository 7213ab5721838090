/** Escaping of untrusted values (paths, request IDs) for log lines, so none can break or forge a line: the core's error lines, the loggers, and yours. */

/**
 * True for the characters no log line may carry raw: C0 controls (CR, LF, tab, ...), DEL, C1
 * controls (NEL among them) and the Unicode line and paragraph separators, which some log
 * viewers also treat as line breaks.
 */
function isControl(c: number): boolean {
  return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029;
}

function hex2(c: number): string {
  return c < 0x10 ? '0' + c.toString(16) : c.toString(16);
}

function hex4(c: number): string {
  return ('000' + c.toString(16)).slice(-4);
}

/**
 * A value for the text format, as one space-free token: returned unchanged (no copy) when it
 * needs nothing, otherwise backslash is written `\\`, space `\x20`, and every control character
 * `\xHH` (or `\uHHHH` for U+2028 and U+2029). Since spaces and backslashes are escaped too, a line
 * splits unambiguously on spaces and an escape can never be mistaken for a literal `\x..`.
 *
 * @example escapeText('/a b\r\n') // '/a\\x20b\\x0d\\x0a'
 */
export function escapeText(value: string): string {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c <= 0x20 || c === 0x5c || isControl(c)) return escapeTextFrom(value, i);
  }
  return value;
}

function escapeTextFrom(value: string, from: number): string {
  let out = value.slice(0, from);
  for (let i = from; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 0x5c) out += '\\\\';
    else if (c <= 0x20 || (c >= 0x7f && c <= 0x9f)) out += '\\x' + hex2(c);
    else if (c === 0x2028 || c === 0x2029) out += '\\u' + hex4(c);
    else out += value[i];
  }
  return out;
}

/**
 * The inside of a JSON string literal (without its quotes) that holds no raw control character:
 * like `JSON.stringify`, but DEL, the C1 controls and U+2028/U+2029 are written as `\uHHHH` too.
 * A value that needs no escaping is returned as it is, after one scan, so a log line can splice
 * it between constant parts without a string of its own.
 *
 * @example '"' + jsonContent('a"\n') + '"' // '"a\\"\\n"'
 */
export function jsonContent(value: string): string {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    // Printable ASCII (nearly every character) takes two comparisons, then quotes and backslashes;
    // the rest needs escaping when it is a control or a surrogate (JSON.stringify escapes lone ones).
    if (c >= 0x20 && c < 0x7f ? c === 0x22 || c === 0x5c : isControl(c) || (c >= 0xd800 && c <= 0xdfff))
      return jsonStringSlow(value).slice(1, -1);
  }
  return value;
}

function jsonStringSlow(value: string): string {
  const json = JSON.stringify(value);
  let out = '';
  let last = 0;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if ((c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029) {
      out += json.slice(last, i) + '\\u' + hex4(c);
      last = i + 1;
    }
  }
  return last === 0 ? json : out + json.slice(last);
}
