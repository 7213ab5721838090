/**
 * The typed client `fwc build` writes after openapi.json: `api-client.js` (the operation table)
 * and `api-client.d.ts` (the `Api` type), generated from the document by @fw/client/generate.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateClient } from '@fw/client/generate';
import { describe, relative } from './print.js';

/** The client file's name when nothing says otherwise: beside openapi.json. */
const CLIENT_FILE = 'api-client.js';

/** `--client <file>` and `--no-client` of `fwc build` and `fwc dev`. */
export interface ClientFileOptions {
  /**
   * Where to write the client module (`.js`, its declarations beside it as `.d.ts`), or `false` for
   * none. Default: package.json `"fw": { "client" }` (a path, or `false`), else `api-client.js`
   * next to openapi.json.
   */
  readonly client?: string | false | undefined;
}

/**
 * Writes the client module of `document` (just written to `openapiFile`) and its declarations;
 * resolves with the exit code: 0 written or turned off, 1 not writable or a bad package.json value.
 */
export function writeClient(
  projectDir: string,
  openapiFile: string,
  document: unknown,
  options: ClientFileOptions,
  cwd: string,
  label: string,
): number {
  const target = clientFile(projectDir, openapiFile, options.client, cwd);
  if (target === false) return 0;
  if ('error' in target) {
    console.error(`${label}: error: ${target.error}`);
    return 1;
  }
  const { js, dts, operations } = generateClient(document, { source: path.basename(openapiFile) });
  const declarations = declarationFile(target.file);
  try {
    mkdirSync(path.dirname(target.file), { recursive: true });
    writeIfChanged(target.file, js);
    writeIfChanged(declarations, dts);
  } catch (error) {
    console.error(`${label}: error: cannot write the client ${relative(cwd, target.file)}: ${describe(error)}`);
    return 1;
  }
  console.log(
    `${label}: wrote the client ${relative(cwd, target.file)} and ${path.basename(declarations)} (${operations} operation${operations === 1 ? '' : 's'}; use it with createClient from @fw/client)`,
  );
  return 0;
}

/** `x.d.ts` for `x.js`, `x.d.mts` for `x.mjs`. */
function declarationFile(file: string): string {
  if (file.endsWith('.mjs')) return `${file.slice(0, -4)}.d.mts`;
  return `${file.endsWith('.js') ? file.slice(0, -3) : file}.d.ts`;
}

/** Leaves an unchanged file alone, so watchers and incremental builds of a consumer see no change. */
function writeIfChanged(file: string, text: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  writeFileSync(file, text);
}

/** Where the client goes: the option, else package.json `"fw": { "client" }`, else beside openapi.json; `false` for none. */
function clientFile(
  projectDir: string,
  openapiFile: string,
  option: string | false | undefined,
  cwd: string,
): { readonly file: string } | { readonly error: string } | false {
  if (option === false) return false;
  if (option !== undefined) return checked(path.resolve(cwd, option), '--client');
  const configured = packageClient(projectDir);
  if (configured === false) return false;
  if (typeof configured === 'string') return checked(path.resolve(projectDir, configured), 'package.json "fw.client"');
  if (configured !== undefined)
    return {
      error: `package.json "fw.client" must be a file path ending in .js or .mjs, or false; got ${JSON.stringify(configured)}`,
    };
  return { file: path.join(path.dirname(openapiFile), CLIENT_FILE) };
}

/** A client path must name a JavaScript module, so that its declarations are found beside it. */
function checked(file: string, origin: string): { readonly file: string } | { readonly error: string } {
  return file.endsWith('.js') || file.endsWith('.mjs')
    ? { file }
    : { error: `the client file (${origin}) must end in .js or .mjs, so that its .d.ts is found beside it: ${file}` };
}

/** package.json `"fw": { "client" }` in `dir`, as written; undefined when absent or unreadable. */
function packageClient(dir: string): unknown {
  try {
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { fw?: { client?: unknown } };
    return pkg.fw?.client;
  } catch {
    return undefined;
  }
}
