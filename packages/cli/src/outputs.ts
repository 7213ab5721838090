/** Stale outputs: files in outDir that an earlier build wrote for a source file that no longer exists. */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Endings of what tsc writes for one source file, longest first (`.d.ts.map` before `.map`). */
const OUTPUT_ENDINGS = [
  '.d.ts.map',
  '.d.mts.map',
  '.d.cts.map',
  '.js.map',
  '.mjs.map',
  '.cjs.map',
  '.jsx.map',
  '.d.ts',
  '.d.mts',
  '.d.cts',
  '.js',
  '.mjs',
  '.cjs',
  '.jsx',
] as const;

/** The source file endings an output ending can come from (`.js` from `.ts`, `.tsx`, or `.js` under allowJs). */
const SOURCE_ENDINGS: Record<string, readonly string[]> = {
  '.js': ['.ts', '.tsx', '.js', '.jsx'],
  '.jsx': ['.tsx', '.jsx'],
  '.mjs': ['.mts', '.mjs'],
  '.cjs': ['.cts', '.cjs'],
  '.d.ts': ['.ts', '.tsx', '.js', '.jsx'],
  '.d.mts': ['.mts', '.mjs'],
  '.d.cts': ['.cts', '.cjs'],
};

/**
 * Removes the outputs of deleted sources from `outDir` (and `declarationDir`): a `.js`, `.mjs`,
 * `.cjs`, `.jsx`, `.d.ts` (`.d.mts`, `.d.cts`) or `.map` file that an earlier build wrote (listed
 * in outDir's `.fwc-outputs.json`), that this program does not write, and whose source
 * (`src/x.ts` for `dist/x.js`, under rootDir) no longer exists. Anything else in
 * outDir is left alone: other files, `node_modules`, and outputs whose source still exists (such
 * as a file the tsconfig now excludes). Nothing is removed when outDir is not set, or when it
 * holds the sources or the project (outDir `.`). Returns the removed files.
 *
 * @example removeStaleOutputs(program, 'tsconfig.json') // ['/app/dist/old-route.js', ...]
 */
export function removeStaleOutputs(program: ts.Program, configPath: string): string[] {
  const options = program.getCompilerOptions();
  const projectDir = path.dirname(configPath);
  const sources = program
    .getSourceFiles()
    .filter(
      (f) =>
        !f.isDeclarationFile && !program.isSourceFileFromExternalLibrary(f) && !program.isSourceFileDefaultLibrary(f),
    )
    .map((f) => path.resolve(f.fileName));
  const rootDir = options.rootDir !== undefined ? path.resolve(options.rootDir) : commonDirectory(sources, projectDir);
  const expected = new Set<string>();
  const parsed = { options, fileNames: sources, errors: [] } as ts.ParsedCommandLine;
  const ignoreCase = !ts.sys.useCaseSensitiveFileNames;
  for (const file of sources)
    for (const out of ts.getOutputFileNames(parsed, file, ignoreCase)) expected.add(path.resolve(out));

  const removed: string[] = [];
  const dirs = [options.outDir, options.declarationDir]
    .filter((d): d is string => d !== undefined)
    .map((d) => path.resolve(d));
  for (const dir of new Set(dirs)) {
    // An outDir that holds the sources or the project would make every hand-written .js a candidate.
    if (isInside(rootDir, dir) || isInside(projectDir, dir)) continue;
    // Only what an earlier build listed as its own output is a candidate: a bundle, or any file
    // another tool wrote into outDir, is never removed.
    for (const file of readManifest(dir)) {
      if (expected.has(file) || !existsSync(file)) continue;
      const ending = OUTPUT_ENDINGS.find((e) => file.endsWith(e));
      if (ending === undefined) continue;
      const jsEnding = ending.endsWith('.map') ? ending.slice(0, -'.map'.length) : ending;
      const stem = path.join(rootDir, path.relative(dir, file.slice(0, -ending.length)));
      const sourceExists = (SOURCE_ENDINGS[jsEnding] ?? []).some((e) => existsSync(stem + e));
      if (sourceExists) continue;
      rmSync(file, { force: true });
      removed.push(file);
    }
    writeManifest(
      dir,
      [...expected].filter((file) => isInside(file, dir)),
    );
  }
  return removed;
}

/** The file in outDir listing what the last build wrote there for its sources (paths relative to outDir). */
const MANIFEST = '.fwc-outputs.json';

/** The outputs the last build listed in `dir`, as absolute paths; none when it listed nothing. */
function readManifest(dir: string): string[] {
  try {
    const listed = JSON.parse(readFileSync(path.join(dir, MANIFEST), 'utf8')) as unknown;
    return Array.isArray(listed)
      ? listed.filter((f): f is string => typeof f === 'string').map((f) => path.resolve(dir, f))
      : [];
  } catch {
    return [];
  }
}

function writeManifest(dir: string, files: readonly string[]): void {
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, MANIFEST),
      JSON.stringify(files.map((f) => path.relative(dir, f).split(path.sep).join('/')).sort(), null, 1) + '\n',
    );
  } catch {
    // Without a list the next build removes nothing, which is the safe side.
  }
}

/** Whether `dir` is `parent` or inside it. */
function isInside(dir: string, parent: string): boolean {
  const rel = path.relative(parent, dir);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** The longest directory that holds every file (tsc's common source directory), or `fallback` for none. */
function commonDirectory(files: readonly string[], fallback: string): string {
  if (files.length === 0) return fallback;
  let common = path.dirname(files[0]!);
  for (const file of files) {
    while (!isInside(path.dirname(file), common)) {
      const up = path.dirname(common);
      if (up === common) return common;
      common = up;
    }
  }
  return common;
}
