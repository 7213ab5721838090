/**
 * In a project on TypeScript 7, `fwc build` type-checks with the project's own `tsc` (the native
 * compiler, several times faster than 5.9) in a child process, while fwc's pinned TypeScript 5.9
 * only emits through the transformer (`noCheck`: its checker answers the transformer's questions
 * about types, nothing more). Both run at once; the build prints what each reports.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

/** What the project's `tsc --noEmit` reported. */
export interface OwnCheckResult {
  /** Its output lines (`src/app.ts(3,7): error TS2322: ...`), paths relative to the build's cwd. */
  readonly lines: readonly string[];
  /** How many errors it reported. */
  readonly errors: number;
  /**
   * Whether it refused the configuration itself (an error in tsconfig.json or without a file, such
   * as an option TypeScript 7 removed, which fwc warns about and still compiles): then it checked
   * nothing, and fwc's 5.9 checks the project instead.
   */
  readonly refusedConfig: boolean;
}

/** A line of tsc's output that starts a diagnostic in a TypeScript source: `file.ts(1,2): error TS1: ...`. */
const SOURCE_ERROR = /^[^(\n]*\.[cm]?tsx?\(\d+,\d+\): error TS\d+: /;
const ANY_ERROR = /(?:^|: )error TS\d+: /;

/** Starts `tsc --noEmit -p <configPath>` of the TypeScript package in `typescriptDir`, from `cwd`. */
export function startOwnCheck(typescriptDir: string, configPath: string, cwd: string): Promise<OwnCheckResult> {
  return new Promise((resolve) => {
    const bin = path.join(typescriptDir, 'bin', 'tsc');
    const child = spawn(process.execPath, [bin, '--noEmit', '--pretty', 'false', '-p', configPath], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    // It could not start: 5.9 checks, as when the project has no TypeScript 7.
    child.on('error', () => resolve({ lines: [], errors: 0, refusedConfig: true }));
    child.on('close', (code) => {
      const lines = output.split('\n').filter((line) => line.trim() !== '');
      const errorLines = lines.filter((line) => ANY_ERROR.test(line));
      const refusedConfig =
        errorLines.some((line) => !SOURCE_ERROR.test(line)) || (code !== 0 && errorLines.length === 0);
      resolve({ lines, errors: errorLines.length, refusedConfig });
    });
  });
}
