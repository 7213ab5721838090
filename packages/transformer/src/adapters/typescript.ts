/**
 * Every use of TypeScript's internal API (what its `typescript.d.ts` does not declare), in one
 * place. Each is a property of the compiler this package pins; test/internals.test.ts exercises
 * every one, so that a TypeScript upgrade that removes or changes one fails there, naming it.
 */
import ts from 'typescript';

/** The TypeScript version these internals were last checked against (the smoke test names it when one breaks). */
export const CHECKED_TYPESCRIPT = '5.9.3';

/**
 * TypeScript's own type-erasing transform (`ts.transformTypeScript`), which the emit runs before
 * printing: generated code printed on its own goes through it too, so it reads as the emit would
 * write it.
 */
export function typeEraser(): ts.TransformerFactory<ts.SourceFile> {
  return (ts as unknown as { transformTypeScript: ts.TransformerFactory<ts.SourceFile> }).transformTypeScript;
}

/**
 * A copy of a node (`ts.factory.cloneNode`): each marker gets a node of its own for the same
 * hoisted name, and a clone of a unique name prints as the same name.
 */
export function cloneNode<T extends ts.Node>(node: T): T {
  return (ts.factory as unknown as { cloneNode<N extends ts.Node>(node: N): N }).cloneNode(node);
}

/**
 * Every identifier text the parser met in a file (`SourceFile.identifiers`), or undefined when the
 * parser does not keep them: a name the file does not hold is free for generated code.
 */
export function fileIdentifiers(file: ts.SourceFile): ReadonlyMap<string, string> | undefined {
  return (file as unknown as { identifiers?: ReadonlyMap<string, string> }).identifiers;
}

/** The module resolution a program kept for each import of a file (`Program.forEachResolvedModule`). */
interface ResolutionWalk {
  forEachResolvedModule?(
    callback: (resolution: { readonly resolvedModule?: { readonly resolvedFileName: string } | undefined }) => void,
    file: ts.SourceFile,
  ): void;
}

/**
 * Calls `found` with the file each import of `file` resolved to, as the program resolved it.
 * Returns false, having called nothing, when the program does not keep its resolutions so.
 */
export function forEachResolvedModule(
  program: ts.Program,
  file: ts.SourceFile,
  found: (resolvedFileName: string) => void,
): boolean {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the program as `this`
  const walk = (program as ts.Program & ResolutionWalk).forEachResolvedModule;
  if (typeof walk !== 'function') return false;
  walk.call(
    program,
    (resolution) => {
      const resolved = resolution.resolvedModule?.resolvedFileName;
      if (resolved !== undefined) found(resolved);
    },
    file,
  );
  return true;
}

/** Whether the printer writes a string literal with single quotes (`StringLiteral.singleQuote`, set by the parser and by the factory's option). */
export function isSingleQuoted(literal: ts.StringLiteral): boolean {
  return (literal as { singleQuote?: boolean }).singleQuote === true;
}

/** Whether the printer lays out an object or array literal over several lines (`multiLine`, the factory's second argument). */
export function isMultiLine(literal: ts.ObjectLiteralExpression | ts.ArrayLiteralExpression): boolean {
  return (literal as { multiLine?: boolean }).multiLine === true;
}

/** The name of an intrinsic type (`string`, `number`, `undefined`, ...: `IntrinsicType.intrinsicName`), else undefined. */
export function intrinsicName(type: ts.Type): string | undefined {
  const name = (type as { intrinsicName?: unknown }).intrinsicName;
  return typeof name === 'string' ? name : undefined;
}

/**
 * A diagnostic whose `code` is the text `(FWnnnn)` rather than a number: TypeScript's formatter
 * prints it as `error TS(FWnnnn)`, and `fwc build` and the runner service print `error FWnnnn`.
 * `ts.Diagnostic` declares `code` a number; TypeScript passes the value through unread.
 */
export function textCodedDiagnostic(diagnostic: Omit<ts.Diagnostic, 'code'>, code: string): ts.Diagnostic {
  return { ...diagnostic, code: `(${code})` as unknown as number };
}

/** The code a diagnostic prints: `FW1003` for one made by {@link textCodedDiagnostic}, `TS2322` for TypeScript's own. */
export function diagnosticCode(diagnostic: ts.Diagnostic): string {
  const code: unknown = diagnostic.code;
  return typeof code === 'string' ? code.replace(/^\((.*)\)$/, '$1') : `TS${String(code)}`;
}

/**
 * The union of types (`TypeChecker.getUnionType`): the body of one status a handler replies with
 * in several shapes is documented as one type.
 */
export function unionOf(checker: ts.TypeChecker, types: readonly ts.Type[]): ts.Type {
  return (checker as unknown as { getUnionType(types: readonly ts.Type[]): ts.Type }).getUnionType(types);
}
