/**
 * The project files a transformed file's output may have been made from, for the runners' watch
 * modes. A file's JavaScript module graph misses most of them: an `import type` (where the types
 * behind the markers usually come from) is erased, and a watching tool that does not know of the
 * dependency neither re-runs the transform when the type changes (Vite, Vitest, Rollup, esbuild
 * and `node --watch` would keep the old schema and validators) nor, for a soft-invalidating tool
 * such as Vite, re-transforms the file when a value import changes.
 *
 * The set is every file the transformed file reaches through its imports and exports of any kind
 * (type-only imports, `import('./x').T` types, re-exports, `/// <reference path>`), followed
 * through each file reached, plus every file that declares into the global scope or into another
 * module (a script file, `declare global`, `declare module 'x'`) and what those reach. That is a
 * superset of the declarations the checker can show the transformer, so the output is never
 * stale; a change to a file the markers did not use only costs one more re-transform, which the
 * marker cache makes cheap. Files in `node_modules` and TypeScript's libs are left out: they are
 * taken as unchanging while a process runs (a reinstall needs a restart).
 */
import path from 'node:path';
import ts from 'typescript';
import { forEachResolvedModule } from '../adapters/typescript.js';

/** The files of each program that declare into the global scope or another module. */
const globalDeclarers = new WeakMap<ts.Program, readonly ts.SourceFile[]>();

/**
 * The absolute paths of the project files `file`'s output may depend on (sorted; `file` itself
 * not included). Should this TypeScript's program not keep its import resolutions where the pinned
 * version does, every project file of the program is returned instead (still never stale).
 *
 * @example dependenciesOf(program, program.getSourceFile('/app/src/app.ts')!) // ['/app/src/models.ts']
 */
export function dependenciesOf(program: ts.Program, file: ts.SourceFile): string[] {
  const seen = new Set<ts.SourceFile>([file]);
  const stack: ts.SourceFile[] = [file];
  const reach = (found: ts.SourceFile | undefined): void => {
    if (found === undefined || seen.has(found) || !isProjectFile(program, found)) return;
    seen.add(found);
    stack.push(found);
  };
  for (const declarer of globalsOf(program)) reach(declarer);
  while (stack.length > 0) {
    const current = stack.pop()!;
    const kept = forEachResolvedModule(program, current, (resolved) => reach(program.getSourceFile(resolved)));
    if (!kept)
      return program
        .getSourceFiles()
        .filter((f) => f !== file && isProjectFile(program, f))
        .map((f) => f.fileName)
        .sort();
    for (const reference of current.referencedFiles) reach(referencedFile(program, current, reference.fileName));
  }
  seen.delete(file);
  return [...seen].map((f) => f.fileName).sort();
}

/** Not a dependency's file (`node_modules`) and not one of TypeScript's libs. */
function isProjectFile(program: ts.Program, file: ts.SourceFile): boolean {
  return !file.fileName.includes('/node_modules/') && !program.isSourceFileDefaultLibrary(file);
}

/** The project files of `program` that add to the global scope or to another module's declarations. */
function globalsOf(program: ts.Program): readonly ts.SourceFile[] {
  let files = globalDeclarers.get(program);
  if (files === undefined) {
    files = program.getSourceFiles().filter((file) => isProjectFile(program, file) && declaresOutside(file));
    globalDeclarers.set(program, files);
  }
  return files;
}

/** A script (no import or export: its declarations are global), or a module with `declare global` or `declare module '...'`. */
function declaresOutside(file: ts.SourceFile): boolean {
  if (file.fileName.endsWith('.json')) return false;
  if (!ts.isExternalModule(file)) return true;
  return file.statements.some(
    (statement) =>
      ts.isModuleDeclaration(statement) &&
      (ts.isStringLiteral(statement.name) || (statement.flags & ts.NodeFlags.GlobalAugmentation) !== 0),
  );
}

/** The file a `/// <reference path="..." />` names, as TypeScript finds it (the name as written, else with `.ts` or `.d.ts` added). */
function referencedFile(program: ts.Program, from: ts.SourceFile, name: string): ts.SourceFile | undefined {
  const base = path.posix.resolve(path.posix.dirname(from.fileName), name.replace(/\\/g, '/'));
  return program.getSourceFile(base) ?? program.getSourceFile(`${base}.ts`) ?? program.getSourceFile(`${base}.d.ts`);
}
