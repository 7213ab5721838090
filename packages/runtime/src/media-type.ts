/** Media types and header parameters (RFC 9110 sections 5.6.6 and 8.3.1): one linear-time parser, which refuses what could be read two ways. */

/** A media type read from a header: its essence and its parameters. */
export interface MediaType {
  /** `type/subtype`, lower-cased, such as `application/json`. */
  readonly essence: string;
  /** The parameters by lower-cased name, each value as sent (unquoted, escapes resolved). */
  readonly params: ReadonlyMap<string, string>;
}

/** Why a header value is not a media type (or not a parameter list): a sentence for an error message. */
export interface MediaTypeProblem {
  readonly problem: string;
}

/**
 * Parses a Content-Type (or any `type/subtype *( ; name=value )` value) in one pass over its
 * characters, without a regular expression: `type "/" subtype *( OWS ";" OWS [ name "=" value ] )`,
 * where type, subtype and names are tokens, a value is a token or a quoted string (with `\`
 * escapes), whitespace around `;` and `=` is allowed, and empty parameters (`;;`, a trailing
 * `;`) are skipped. Names and the essence are case-insensitive (returned lower-cased). A
 * parameter named twice (`charset=utf-8; Charset=utf-16`) makes the value ambiguous (readers
 * disagree on which one counts), so it is refused like any other malformed value; so is a
 * character outside the grammar, a parameter without `=` or a value, and an unclosed quote.
 *
 * @example parseMediaType('Application/JSON; charset="UTF-8"') // { essence: 'application/json', params: Map { 'charset' => 'UTF-8' } }
 * @example parseMediaType('application/json; charset=utf-8; charset=utf-16') // { problem: 'the parameter "charset" is given twice' }
 */
export function parseMediaType(text: string): MediaType | MediaTypeProblem {
  const end = text.length;
  let i = skipSpace(text, 0);
  const start = i;
  i = skipToken(text, i);
  if (i === start) return problem(end === start ? 'it is empty' : `it does not start with a type (character ${i + 1})`);
  if (text.charCodeAt(i) !== 0x2f) return problem(`a "/" and a subtype must follow the type (character ${i + 1})`);
  const sub = ++i;
  i = skipToken(text, i);
  if (i === sub) return problem(`a subtype must follow "/" (character ${i + 1})`);
  const essence = text.slice(start, i).toLowerCase();
  const params = new Map<string, string>();
  const found = parseParameters(text, i, params);
  return found === null ? { essence, params } : found;
}

/**
 * Reads `*( OWS ";" OWS [ name "=" value ] ) OWS` from `from` to the end of `text` into
 * `params` (lower-cased names), as {@link parseMediaType} does after the essence; also for the
 * parameters of one entry of a list header (`gzip;q=0.5` of Accept-Encoding, from the `;`).
 * Returns null when the whole rest was read, or the problem (a repeated name, a malformed
 * parameter). Linear in the length of the text.
 *
 * @example parseParameters('gzip;q=0.5', 4, new Map()) // null, the map holds q => '0.5'
 */
export function parseParameters(text: string, from: number, params: Map<string, string>): MediaTypeProblem | null {
  const end = text.length;
  let i = from;
  for (;;) {
    i = skipSpace(text, i);
    if (i === end) return null;
    if (text.charCodeAt(i) !== 0x3b) return problem(`a ";" or the end must come at character ${i + 1}`);
    i = skipSpace(text, i + 1);
    if (i === end || text.charCodeAt(i) === 0x3b) continue;
    const nameStart = i;
    i = skipToken(text, i);
    if (i === nameStart) return problem(`a parameter name must come at character ${i + 1}`);
    const name = text.slice(nameStart, i).toLowerCase();
    i = skipSpace(text, i);
    if (text.charCodeAt(i) !== 0x3d) return problem(`the parameter ${quote(name)} has no "=" and value`);
    i = skipSpace(text, i + 1);
    let value: string;
    if (text.charCodeAt(i) === 0x22) {
      // A quoted string: runs of plain characters are sliced whole, each `\x` adds x.
      value = '';
      let run = ++i;
      for (;;) {
        if (i === end) return problem(`the quoted value of ${quote(name)} is not closed`);
        const c = text.charCodeAt(i);
        if (c === 0x22) break;
        if (c === 0x5c) {
          if (i + 1 === end || !isQuotedChar(text.charCodeAt(i + 1)))
            return problem(`the quoted value of ${quote(name)} ends in a bad escape (character ${i + 2})`);
          value += text.slice(run, i);
          run = i + 1;
          i += 2;
          continue;
        }
        if (!isQuotedChar(c))
          return problem(
            `the quoted value of ${quote(name)} holds a character that is not allowed (character ${i + 1})`,
          );
        i++;
      }
      value += text.slice(run, i);
      i++;
    } else {
      const valueStart = i;
      i = skipToken(text, i);
      if (i === valueStart) return problem(`the parameter ${quote(name)} has no value`);
      value = text.slice(valueStart, i);
    }
    if (params.has(name)) return problem(`the parameter ${quote(name)} is given twice`);
    params.set(name, value);
  }
}

/** Whether a media type's `charset` is absent or UTF-8 (`utf-8` or `utf8`, any case). */
export function isUtf8(type: MediaType): boolean {
  const charset = type.params.get('charset');
  if (charset === undefined) return true;
  const lower = charset.toLowerCase();
  return lower === 'utf-8' || lower === 'utf8';
}

/** Whether a parsed value is a problem rather than a media type. */
export function isProblem(value: MediaType | MediaTypeProblem): value is MediaTypeProblem {
  return (value as MediaTypeProblem).problem !== undefined;
}

function problem(text: string): MediaTypeProblem {
  return { problem: text };
}

/** A name for a message: quoted, and cut, since the sender chose it. */
function quote(name: string): string {
  return JSON.stringify(name.length > 32 ? `${name.slice(0, 32)}...` : name);
}

/** The index after the spaces and tabs from `i`. */
function skipSpace(text: string, i: number): number {
  const end = text.length;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x09) break;
    i++;
  }
  return i;
}

/** The index after the token characters from `i`. */
function skipToken(text: string, i: number): number {
  const end = text.length;
  while (i < end && isTokenChar(text.charCodeAt(i))) i++;
  return i;
}

/** tchar: `!#$%&'*+-.^_|~`, backquote, digits and letters. */
function isTokenChar(c: number): boolean {
  if ((c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39)) return true;
  switch (c) {
    case 0x21:
    case 0x23:
    case 0x24:
    case 0x25:
    case 0x26:
    case 0x27:
    case 0x2a:
    case 0x2b:
    case 0x2d:
    case 0x2e:
    case 0x5e:
    case 0x5f:
    case 0x60:
    case 0x7c:
    case 0x7e:
      return true;
    default:
      return false;
  }
}

/** qdtext and the characters a quoted-pair may escape: tab, space, visible ASCII, obs-text (0x80-0xFF). */
function isQuotedChar(c: number): boolean {
  return c === 0x09 || (c >= 0x20 && c <= 0x7e) || (c >= 0x80 && c <= 0xff);
}
