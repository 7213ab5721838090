/** @fw/transformer: the ts-patch program transformer that does at build time what the seed did at compile time. */
import ts from 'typescript';

/** What ts-patch (or `fwc build`) hands a program transformer besides the program. */
export interface TransformerExtras {
  /** Reports a diagnostic; an error fails the build. */
  addDiagnostic(diagnostic: ts.Diagnostic): unknown;
}

/** Plugin options from `compilerOptions.plugins` (none yet). */
export type FwTransformerConfig = Record<string, unknown>;

/**
 * The transformer factory, in ts-patch's "program" form:
 * `{ "compilerOptions": { "plugins": [{ "transform": "@fw/transformer" }] } }`.
 */
export default function fwTransformer(program: ts.Program, config: FwTransformerConfig, extras: TransformerExtras): ts.TransformerFactory<ts.SourceFile> {
  void program;
  void config;
  void extras;
  return () => (file) => file;
}
