/** Formats TypeScript and fw diagnostics as tsc does: `file(line,col): error CODE: message`. */
import path from 'node:path';
import ts from 'typescript';

/** The word tsc prints before a diagnostic's code. */
type Severity = 'error' | 'warning' | 'suggestion' | 'message';

/**
 * The printed code of a diagnostic: `TS2322` for TypeScript's numeric codes; fw's string codes
 * as they are, without the parentheses some reporters add (`'(FW1003)'` gives `FW1003`).
 *
 * @example diagnosticCode({ ...d, code: 2322 }) // 'TS2322'
 */
export function diagnosticCode(diagnostic: ts.Diagnostic): string {
  // TypeScript types `code` as a number; fw's transformer stores a string there at run time.
  const code: unknown = diagnostic.code;
  if (typeof code === 'number') return `TS${code}`;
  if (typeof code === 'string') {
    const bare = code
      .trim()
      .replace(/^\((.*)\)$/, '$1')
      .trim();
    return /^\d+$/.test(bare) ? `TS${bare}` : bare;
  }
  return 'TS0';
}

/** `error`, `warning`, `suggestion` or `message`, from the diagnostic's category. */
function severity(diagnostic: ts.Diagnostic): Severity {
  switch (diagnostic.category) {
    case ts.DiagnosticCategory.Error:
      return 'error';
    case ts.DiagnosticCategory.Warning:
      return 'warning';
    case ts.DiagnosticCategory.Suggestion:
      return 'suggestion';
    default:
      return 'message';
  }
}

/** Whether a diagnostic fails the build (its category is Error). */
export function isError(diagnostic: ts.Diagnostic): boolean {
  return diagnostic.category === ts.DiagnosticCategory.Error;
}

/**
 * One diagnostic as one line (more when the message has a chain):
 * `src/app.ts(12,5): error TS2322: Type 'string' is not assignable to type 'number'.`
 * The path is relative to `cwd` (default the current directory); line and column count from 1.
 * A diagnostic without a file prints as `error TS5023: message`.
 *
 * @example formatDiagnostic(d) // "src/app.ts(3,14): error FW1003: route pattern ..."
 */
export function formatDiagnostic(diagnostic: ts.Diagnostic, cwd: string = process.cwd()): string {
  const text = `${severity(diagnostic)} ${diagnosticCode(diagnostic)}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  const file = diagnostic.file;
  if (file === undefined) return text;
  const where = path.relative(cwd, file.fileName) || file.fileName;
  if (diagnostic.start === undefined) return `${where}: ${text}`;
  const { line, character } = file.getLineAndCharacterOfPosition(diagnostic.start);
  return `${where}(${line + 1},${character + 1}): ${text}`;
}

/**
 * Sorts diagnostics as a reader wants them (file-less first, then by file and position) and
 * drops exact repeats, such as an error reported by both TypeScript's checker and a transformer pass.
 */
export function sortDiagnostics(diagnostics: readonly ts.Diagnostic[]): ts.Diagnostic[] {
  const seen = new Set<string>();
  const unique: ts.Diagnostic[] = [];
  for (const d of diagnostics) {
    const key = `${d.file?.fileName ?? ''}\0${d.start ?? -1}\0${diagnosticCode(d)}\0${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push(d);
  }
  return unique
    .map((d, index) => ({ d, index }))
    .sort((a, b) => {
      const fa = a.d.file?.fileName ?? '';
      const fb = b.d.file?.fileName ?? '';
      if (fa !== fb) return fa < fb ? -1 : 1;
      const sa = a.d.start ?? -1;
      const sb = b.d.start ?? -1;
      return sa !== sb ? sa - sb : a.index - b.index;
    })
    .map(({ d }) => d);
}
