// Compiles TypeScript sources with the fw transformer into a directory (used by the build and validator benchmarks).
import ts from 'typescript';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const fwTransformer = require('@fw/transformer').default;

/** Compiler options shared by both builds of a benchmark. */
export const OPTIONS = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  skipLibCheck: true,
};

/**
 * Type-checks and emits `files` (absolute paths) into `outDir`, with or without the transformer.
 * Returns the error diagnostics as text (empty when the build is clean).
 */
export function build(files, outDir, { transform }) {
  const program = ts.createProgram(files, { ...OPTIONS, outDir, rootDir: dirname(files[0]) });
  const diagnostics = [...ts.getPreEmitDiagnostics(program)];
  const before = transform ? [fwTransformer(program, {}, { addDiagnostic: (d) => diagnostics.push(d) })] : [];
  program.emit(
    undefined,
    (name, text) => {
      mkdirSync(dirname(name), { recursive: true });
      writeFileSync(name, text);
    },
    undefined,
    false,
    { before },
  );
  return diagnostics
    .filter((d) => d.category === ts.DiagnosticCategory.Error)
    .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

export { join };
