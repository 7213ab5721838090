/** How the runner service reports problems: `FwDiagnostic` records, their printed lines, and the error the Node hooks throw. */
import path from 'node:path';
import ts from 'typescript';
import { diagnosticCode } from '../adapters/typescript.js';
import type { FwDiagnostic } from './types.js';

/** The message a runner shows for diagnostics: one `file(line,col): error FWnnnn: message` line each. */
export function formatDiagnostics(diagnostics: readonly FwDiagnostic[]): string {
  return diagnostics.map((d) => d.text).join('\n');
}

/** The error the Node module hooks throw when a file has fw diagnostics; its message lists them. */
export class FwTransformError extends Error {
  /** Always `FW_ERR_TRANSFORM`. */
  readonly code = 'FW_ERR_TRANSFORM';
  constructor(readonly diagnostics: readonly FwDiagnostic[]) {
    super(
      `fw: ${diagnostics.length === 1 ? 'an error' : `${diagnostics.length} errors`} in the TypeScript sources:\n${formatDiagnostics(diagnostics)}`,
    );
    this.name = 'FwTransformError';
  }
}

export function toFwDiagnostic(d: ts.Diagnostic, cwd: string): FwDiagnostic {
  const code = diagnosticCode(d);
  const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
  if (d.file === undefined || d.start === undefined) {
    return {
      code,
      file: d.file?.fileName ?? '',
      line: 0,
      column: 0,
      message,
      text: `${d.file === undefined ? '' : `${relative(cwd, d.file.fileName)}: `}error ${code}: ${message}`,
    };
  }
  const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
  return {
    code,
    file: d.file.fileName,
    line: line + 1,
    column: character + 1,
    message,
    text: `${relative(cwd, d.file.fileName)}(${line + 1},${character + 1}): error ${code}: ${message}`,
  };
}

function relative(cwd: string, file: string): string {
  const rel = path.relative(cwd, file);
  return rel === '' || rel.startsWith('..') || path.isAbsolute(rel) ? file : rel;
}
