/** Base names of types as they appear under components/schemas. */

/**
 * A type's short name with any module or namespace prefix removed, made safe as an OpenAPI
 * component key (`[A-Za-z0-9._-]`): `import("./m").User` and `models.User` give `User`;
 * `Page<User>` gives `Page_User`; `User[]` gives `User_Array`.
 *
 * @example typeBaseName('import("/src/models").User') // 'User'
 */
export function typeBaseName(name: string): string {
  let text = name.trim();
  // import("...").X and a.b.X: keep what follows the last dot outside of type arguments.
  text = text.replace(/import\((["'])[^"']*\1\)\./g, '');
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '<' || c === '[' || c === '(') depth++;
    else if (c === '>' || c === ']' || c === ')') depth--;
    else if (c === '.' && depth === 0) start = i + 1;
  }
  text = text.slice(start);
  while (text.endsWith('[]')) text = text.slice(0, -2) + '_Array';
  const open = text.indexOf('<');
  if (open !== -1 && text.endsWith('>')) {
    const args = splitArgs(text.slice(open + 1, -1)).map(typeBaseName);
    text = [text.slice(0, open), ...args].join('_');
  }
  const safe = trimUnderscores(text.replace(/[^A-Za-z0-9._-]+/g, '_'));
  return safe === '' ? 'Anonymous' : safe;
}

function splitArgs(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '<' || c === '[' || c === '(' || c === '{') depth++;
    else if (c === '>' || c === ']' || c === ')' || c === '}') depth--;
    else if (c === ',' && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out.map((s) => s.trim()).filter((s) => s !== '');
}

/** `text` without leading and trailing underscores (a pattern `_+$` would rescan each run of them). */
function trimUnderscores(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) === 0x5f) start++;
  while (end > start && text.charCodeAt(end - 1) === 0x5f) end--;
  return text.slice(start, end);
}
