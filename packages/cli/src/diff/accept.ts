/** Breaking changes made on purpose: ids from `--accept` and from a `.fwdiffaccept` file. */
import { readFileSync } from 'node:fs';
import { describe } from '../print.js';
import { SourceError } from './source.js';

/** The file of accepted change ids: one id a line, `#` starts a comment. */
export const ACCEPT_FILE = '.fwdiffaccept';

/**
 * The ids in an accept file: one a line, blank lines and `#` comments skipped; none when the file
 * does not exist. Throws {@link SourceError} when it exists and cannot be read.
 *
 * @example readAcceptFile('.fwdiffaccept') // ['response-body-property-removed:GET:/users/{id}:200.body.email']
 */
export function readAcceptFile(file: string): string[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new SourceError(`cannot read ${file}: ${describe(error)}`);
  }
  const ids: string[] = [];
  for (const line of text.split('\n')) {
    const hash = line.indexOf('#');
    const id = (hash === -1 ? line : line.slice(0, hash)).trim();
    if (id !== '') ids.push(id);
  }
  return ids;
}
