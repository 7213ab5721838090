/** `fwc build --baseline`: the document the build wrote, compared with a baseline as `fwc diff` does. */
import { statSync } from 'node:fs';
import path from 'node:path';
import { relative } from '../print.js';
import { ACCEPT_FILE } from './accept.js';
import { diff } from './index.js';

/** What {@link checkBaseline} compares. */
export interface BaselineOptions {
  /** A file or git ref, as `fwc diff`'s base. */
  readonly baseline: string;
  /** The document the build writes. */
  readonly out: string;
  /** Its modification time before the build (undefined when it did not exist): the build must have written it. */
  readonly before: number | undefined;
  /** Holds the accept file, `.fwdiffaccept`. */
  readonly projectDir: string;
  readonly accept: readonly string[] | undefined;
  readonly cwd: string;
}

/** The modification time of a file, undefined when there is none. */
export function modified(file: string): number | undefined {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * Compares the document the build just wrote with the baseline, printing as `fwc diff` does;
 * resolves with 0 when no breaking change is left unaccepted, else 1 (a breaking change, a
 * baseline that cannot be read, or no document written by this build).
 */
export function checkBaseline(options: BaselineOptions): number {
  const { cwd, out } = options;
  const now = modified(out);
  if (now === undefined || now === options.before) {
    console.error(
      `fwc build: error: --baseline compares the document this build writes, and ${relative(cwd, out)} was not written`,
    );
    return 1;
  }
  const code = diff({
    base: options.baseline,
    head: path.relative(cwd, out),
    cwd,
    accept: options.accept,
    acceptFile: path.join(options.projectDir, ACCEPT_FILE),
    label: 'fwc build',
  });
  return code === 0 ? 0 : 1;
}
