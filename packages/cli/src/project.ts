/**
 * Where fwc finds a project's parts: the package.json fields it reads (`main`, `"fw": { "entry",
 * "app" }`), the entry `fwc dev` runs, `fwc build --bundle` bundles and `fwc start` starts, and
 * the compiled app module whose `spec` becomes openapi.json and `fwc check` tests. (The tsconfig
 * is found in tsconfig.ts.) Loads no TypeScript: `fwc start` and `fwc check` use it too.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { relative } from './print.js';

/** What fwc reads of a project's package.json; each field as written (any JSON value), undefined when absent. */
interface PackageFields {
  readonly main: unknown;
  readonly entry: unknown;
  readonly app: unknown;
}

/** `main`, `fw.entry` and `fw.app` of the package.json in `dir`; none when it is missing or unreadable. */
function packageFields(dir: string): PackageFields {
  const file = path.join(dir, 'package.json');
  try {
    if (!existsSync(file)) return { main: undefined, entry: undefined, app: undefined };
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { main?: unknown; fw?: { entry?: unknown; app?: unknown } };
    return { main: pkg.main, entry: pkg.fw?.entry, app: pkg.fw?.app };
  } catch {
    return { main: undefined, entry: undefined, app: undefined };
  }
}

/** A file fwc runs or bundles and where that choice came from (`--entry`, `package.json "fw.entry"`, `default`). */
export interface Entry {
  readonly file: string;
  readonly origin: string;
}

/**
 * The module `fwc dev` runs: `entry` (a TypeScript source such as `src/main.ts` runs from its
 * output, `dist/main.js`; a `.js` file runs as it is), else package.json `"fw": { "entry" }`,
 * else package.json `"main"`, else `<outDir>/main.js` (`dist/main.js` without an outDir).
 * `output` gives the compiled file of a source.
 *
 * @example devEntry('src/main.ts', '/app', '/app', undefined, output) // { file: '/app/dist/main.js', origin: 'src/main.ts' }
 */
export function devEntry(
  entry: string | undefined,
  projectDir: string,
  cwd: string,
  outDir: string | undefined,
  output: (source: string) => string,
): Entry {
  const run = (file: string): string => (isTypeScriptSource(file) ? output(file) : file);
  if (entry !== undefined) return { file: run(path.resolve(cwd, entry)), origin: entry };
  const pkg = packageFields(projectDir);
  if (typeof pkg.entry === 'string')
    return { file: run(path.resolve(projectDir, pkg.entry)), origin: 'package.json "fw.entry"' };
  if (typeof pkg.main === 'string')
    return { file: run(path.resolve(projectDir, pkg.main)), origin: 'package.json "main"' };
  return { file: path.join(outDir ?? path.join(projectDir, 'dist'), 'main.js'), origin: 'default' };
}

/** A TypeScript source (`.ts`, `.mts`, `.cts`, `.tsx`), not a declaration file. */
function isTypeScriptSource(file: string): boolean {
  return /\.(?:[cm]?ts|tsx)$/.test(file) && !/\.d\.[cm]?ts$/.test(file);
}

/**
 * The TypeScript entry `fwc build --bundle` bundles: `--entry`, else package.json `fw.entry`,
 * else `src/main.ts` next to the tsconfig; `missing` says why there is none.
 */
export function bundleEntry(
  projectDir: string,
  entry: string | undefined,
  cwd: string,
): Entry | { readonly missing: string } {
  if (entry !== undefined) {
    const file = path.resolve(cwd, entry);
    return existsSync(file)
      ? { file, origin: '--entry' }
      : { missing: `the entry ${relative(cwd, file)} (--entry) does not exist` };
  }
  const named = packageFields(projectDir).entry;
  if (typeof named === 'string') {
    const file = path.resolve(projectDir, named);
    return existsSync(file)
      ? { file, origin: 'package.json "fw.entry"' }
      : { missing: `the entry ${relative(cwd, file)} (package.json "fw.entry") does not exist` };
  }
  const guess = path.join(projectDir, 'src', 'main.ts');
  if (existsSync(guess)) return { file: guess, origin: 'default' };
  return {
    missing: `no entry to bundle: ${relative(cwd, guess)} does not exist; pass --entry <file.ts> or set "fw": { "entry": "src/server.ts" } in package.json`,
  };
}

/** The entry `fwc start` runs when none is given: package.json `"main"` in `cwd`, else `dist/main.js`. */
export function startEntry(cwd: string): string {
  const main = packageFields(cwd).main;
  return typeof main === 'string' && main !== '' ? main : 'dist/main.js';
}

/** Where the compiled app module is, and whether the user named it (then a missing spec is an error). */
export interface AppModule {
  readonly file: string;
  readonly explicit: boolean;
  readonly origin: string;
}

/**
 * The compiled app module: `app` (`--app`), else package.json `"fw": { "app": ... }` in
 * `projectDir`, else `<outDir>/app.js`, else `dist/app.js`. Named modules must exist; guessed ones
 * may not (`missing` lists the places looked at).
 */
export function findAppModule(
  projectDir: string,
  outDir: string | undefined,
  app: string | undefined,
  cwd: string,
): AppModule | { readonly missing: string; readonly explicit: boolean } {
  if (app !== undefined) {
    const file = path.resolve(cwd, app);
    return existsSync(file) ? { file, explicit: true, origin: '--app' } : { missing: file, explicit: true };
  }
  const named = packageFields(projectDir).app;
  if (typeof named === 'string') {
    const file = path.resolve(projectDir, named);
    return existsSync(file)
      ? { file, explicit: true, origin: 'package.json "fw.app"' }
      : { missing: file, explicit: true };
  }
  const guesses = [
    ...new Set([
      ...(outDir === undefined ? [] : [path.join(outDir, 'app.js')]),
      path.join(projectDir, 'dist', 'app.js'),
    ]),
  ];
  const file = guesses.find((g) => existsSync(g));
  return file === undefined
    ? { missing: guesses.join(' or '), explicit: false }
    : { file, explicit: false, origin: 'default' };
}
