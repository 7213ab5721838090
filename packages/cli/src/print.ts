/** How fwc names files and errors in the lines it prints. */
import path from 'node:path';

/** A path relative to `cwd` when that is shorter to read, else absolute. */
export function relative(cwd: string, file: string): string {
  const rel = path.relative(cwd, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? file : rel;
}

/** An error's message (its first line), for one-line reports. */
export function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
