/** Where the documents come from: a file, or a file as a git ref has it (`git show <ref>:<path>`). */
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ApiDocument } from './document.js';
import { JsonSyntaxError, parseJson } from './json.js';
import { describe, relative } from '../print.js';

/** The largest document git may hand over. */
const MAX_DOCUMENT_BYTES = 256 * 1024 * 1024;

/** A document that could not be read, with the reason in words. */
export class SourceError extends Error {}

/**
 * Reads an OpenAPI 3.x document. `source` is a file (relative to `cwd`) when one exists there;
 * else a git ref: `<ref>:<path>` as git reads it (the path from the repository's root, or
 * `./path` from `cwd`), or `<ref>` alone for `<ref>:<file>`. Throws {@link SourceError}.
 *
 * @example loadDocument('main', './openapi.json', process.cwd()) // openapi.json as main has it
 */
export function loadDocument(source: string, file: string, cwd: string): ApiDocument {
  const resolved = path.resolve(cwd, source);
  let text: string;
  let label: string;
  if (isFile(resolved)) {
    label = relative(cwd, resolved);
    try {
      text = readFileSync(resolved, 'utf8');
    } catch (error) {
      throw new SourceError(`cannot read ${label}: ${describe(error)}`);
    }
  } else {
    label = source.includes(':') ? source : `${source}:${file}`;
    const git = spawnSync('git', ['show', label], { cwd, encoding: 'utf8', maxBuffer: MAX_DOCUMENT_BYTES });
    if (git.error !== undefined)
      throw new SourceError(
        `'${source}' is not a file, and git could not be run to read it as a ref: ${git.error.message}`,
      );
    if (git.status !== 0) {
      const reason = git.stderr.trim().split('\n')[0] ?? `git exited with ${git.status}`;
      throw new SourceError(`'${source}' is not a file, and git cannot read ${label}: ${reason}`);
    }
    text = git.stdout;
  }
  let value: unknown;
  try {
    value = parseJson(text);
  } catch (error) {
    if (error instanceof JsonSyntaxError) throw new SourceError(`${label} is not JSON: ${error.message}`);
    throw error;
  }
  const version = typeof value === 'object' && value !== null ? (value as { openapi?: unknown }).openapi : undefined;
  if (typeof version !== 'string' || !version.startsWith('3.'))
    throw new SourceError(
      `${label} is not an OpenAPI 3 document (its "openapi" field is ${version === undefined ? 'missing' : JSON.stringify(version)})`,
    );
  return new ApiDocument(value as Record<string, unknown>, label);
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The path a git ref given alone reads, for the document `source` names: a file's own path
 * (`./api/openapi.json`), the path of `<ref>:<path>`, else `./openapi.json`.
 */
export function gitPathOf(source: string | undefined, cwd: string): string {
  if (source === undefined) return './openapi.json';
  const resolved = path.resolve(cwd, source);
  if (isFile(resolved)) return `./${path.relative(cwd, resolved).split(path.sep).join('/')}`;
  const colon = source.indexOf(':');
  return colon === -1 ? './openapi.json' : source.slice(colon + 1);
}
