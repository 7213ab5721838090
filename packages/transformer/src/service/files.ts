/** Which files the runner service transforms, and how Node and TypeScript will load the result. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * A cheap text test: could this file use an fw marker or route helper? Only such files go
 * through the language service; every other file passes through untouched. It looks for the
 * names of the tagged declarations of `@fw/runtime` (`apidocs`, `Router`, `Controller`,
 * `withBody`, `withRequest`, `parseBody`), which an import, a re-export or a call always spells.
 *
 * @example mayUseFw("import { Router } from '@fw/runtime'") // true
 */
export function mayUseFw(code: string): boolean {
  return MARKER_WORDS.test(code);
}

/** The words {@link mayUseFw} looks for, exported for the bundlers' hook filters. */
export const MARKER_WORDS = /\b(?:apidocs|Router|Controller|withBody|withRequest|parseBody)\b/;

/** Files the transform considers: TypeScript sources, not declaration files, not dependencies. */
export const TRANSFORMABLE_FILE = /^(?!.*[\\/]node_modules[\\/])(?!.*\.d\.[cm]?ts$).*\.[cm]?tsx?$/;

/** How Node loads a file: `.mts` as a module, `.cts` as CommonJS, else by the nearest package.json `type`. */
export function nodeFormat(file: string): 'module' | 'commonjs' {
  if (/\.m[jt]sx?$/.test(file)) return 'module';
  if (/\.c[jt]sx?$/.test(file)) return 'commonjs';
  let dir = path.dirname(file);
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (ts.sys.fileExists(pkg)) {
      try {
        return (JSON.parse(readFileSync(pkg, 'utf8')) as { type?: unknown }).type === 'module' ? 'module' : 'commonjs';
      } catch {
        return 'commonjs';
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return 'commonjs';
    dir = parent;
  }
}

/** Whether TypeScript emits `file` as an ES module under `options`. */
export function emitsModule(options: ts.CompilerOptions, file: ts.SourceFile): boolean {
  const kind = options.module ?? ts.ModuleKind.CommonJS;
  if (kind >= ts.ModuleKind.Node16 && kind <= ts.ModuleKind.NodeNext)
    return file.impliedNodeFormat === ts.ModuleKind.ESNext;
  return kind >= ts.ModuleKind.ES2015;
}

/** TypeScript's form of a path: absolute, forward slashes. */
export function normalize(file: string): string {
  return file.replace(/\\/g, '/');
}
