/**
 * Compiling a project with the fw transformer, as `fwc build` and `fwc dev` do: the transformer
 * from `@fw/transformer` with the tsconfig's plugin entry as its config, and the program's own
 * source files (what fwc emits, checks and cleans up after).
 */
import ts from 'typescript';
import transformerModule, { type MarkerCache } from '@fw/transformer';
import { TRANSFORMER, fwPluginEntry } from '@fw/transformer/internal';
import { relative } from './print.js';

/** A ts-patch "program" transformer, the form `@fw/transformer` exports as `default`. */
export type ProgramTransformer = (
  program: ts.Program,
  config: Record<string, unknown>,
  extras: {
    addDiagnostic(diagnostic: ts.Diagnostic): unknown;
    markerCache?: MarkerCache | undefined;
    document?: ((fileName: string, module: string) => void) | undefined;
  },
) => ts.TransformerFactory<ts.SourceFile>;

/** The transformer function, whichever way the CommonJS module was interoperated. */
export function loadTransformer(): ProgramTransformer {
  const candidates: unknown[] = [transformerModule, (transformerModule as { default?: unknown }).default];
  const found = candidates.find((c): c is ProgramTransformer => typeof c === 'function');
  if (found === undefined) throw new Error(`${TRANSFORMER} does not export a transformer function as default`);
  return found;
}

/**
 * The `compilerOptions.plugins` entry for `@fw/transformer` (handed to the transformer as its
 * config), or `{ transform: '@fw/transformer' }` when there is none. Other transformer entries
 * are ignored with a warning (`label: warning: ...`); language-service plugins (`name` only) are
 * editor-only and skipped.
 */
export function pluginConfig(
  plugins: unknown,
  configPath: string,
  cwd: string,
  label: string,
): Record<string, unknown> {
  const { config, ignored } = fwPluginEntry(plugins);
  for (const transform of ignored) {
    console.error(
      `${label}: warning: ${relative(cwd, configPath)}: ignoring compilerOptions.plugins entry "${transform}"; ${label} runs only ${TRANSFORMER}`,
    );
  }
  return config;
}

/** The program's own source files: not declaration files, not dependencies, not TypeScript's libs. */
export function ownSourceFiles(program: ts.Program): ts.SourceFile[] {
  return program
    .getSourceFiles()
    .filter(
      (f) =>
        !f.isDeclarationFile && !program.isSourceFileFromExternalLibrary(f) && !program.isSourceFileDefaultLibrary(f),
    );
}
