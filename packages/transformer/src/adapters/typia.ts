/**
 * Every use of typia's `@typia/core` in one place. `@typia/core` is typia's engine, published but
 * not documented for use by others (nestia uses it the same way): its metadata factory, its
 * validator and JSON programmers, its import programmer, the form of the checks it generates
 * and the names of its run-time helpers. test/internals.test.ts exercises every one, so that a
 * typia upgrade that changes one fails there, naming it.
 */
import ts from 'typescript';
import {
  ImportProgrammer,
  JsonStringifyProgrammer,
  MetadataCollection,
  MetadataFactory,
  MiscCloneProgrammer,
  MiscValidatePruneProgrammer,
  ValidateProgrammer,
  type ITypiaContext,
  type MetadataSchema,
} from '@typia/core';

export type { ITypiaContext, MetadataObjectType, MetadataSchema } from '@typia/core';
/** typia's import programmer: gathers the imports generated code needs, one per file. */
export type TypiaImporter = ImportProgrammer;

/** The typia version these internals were last checked against (the smoke test names it when one breaks). */
export const CHECKED_TYPIA = '12.2.1';

/** What typia's programmers work in: the program, the transformation of one file, its importer and where diagnostics go. */
export interface TypiaContextProps {
  readonly program: ts.Program;
  readonly printer: ts.Printer;
  readonly transformer: ts.TransformationContext;
  readonly importer: TypiaImporter;
  readonly addDiagnostic: (diagnostic: ts.Diagnostic) => void;
}

/**
 * typia's context for one file's transformation. Generated checks take only finite numbers:
 * JSON.parse reads 1e309 as Infinity, which no number type allows.
 */
export function createTypiaContext(props: TypiaContextProps): ITypiaContext {
  return {
    program: props.program,
    compilerOptions: props.program.getCompilerOptions(),
    checker: props.program.getTypeChecker(),
    printer: props.printer,
    options: { finite: true },
    transformer: props.transformer,
    importer: props.importer,
    extras: { addDiagnostic: (d) => (props.addDiagnostic(d), 0) },
  };
}

/** An import programmer for one file; the helpers it imports are named `fw_typia_...`. */
export function createImporter(): TypiaImporter {
  return new ImportProgrammer({ internalPrefix: 'fw_typia_' });
}

/** The import statements generated code asked `importer` for. */
export function importStatements(importer: TypiaImporter): ts.Statement[] {
  return importer.toStatements();
}

/** A type's metadata, or why typia cannot describe it (each problem as `name: message; message`). */
export type Analysis = { readonly metadata: MetadataSchema } | { readonly reason: string };

/**
 * The metadata of `type` from typia's MetadataFactory, with Dates and other classes with a
 * `toJSON` seen as what they are written as (`escape`), literal types kept (`constant`) and
 * intersections with typia's tags absorbed into their base (`absorb`).
 */
export function analyzeType(checker: ts.TypeChecker, transformer: ts.TransformationContext, type: ts.Type): Analysis {
  const result = MetadataFactory.analyze({
    checker,
    transformer,
    options: { escape: true, constant: true, absorb: true },
    components: new MetadataCollection(),
    type,
  });
  if (result.success) return { metadata: result.data };
  return { reason: result.errors.map((e) => `${e.name}: ${e.messages.join('; ')}`).join(' | ') };
}

/**
 * typia's programmers fw generates code with: `validatePrune` (validate, then drop undeclared
 * properties), `validate` and `validateEquals`, `jsonStringify` (writes only declared properties)
 * and `clone` (a copy of the declared properties).
 */
export type TypiaProgrammer = 'validatePrune' | 'validate' | 'validateEquals' | 'jsonStringify' | 'clone';

/** What typia's programmers take: the context, the callee (whose text typia writes into messages), the type and its name. */
export interface ProgrammerProps {
  readonly context: ITypiaContext;
  readonly modulo: ts.LeftHandSideExpression;
  readonly type: ts.Type;
  readonly name: string;
}

/** The code (an arrow function) `programmer` writes for `props.type`. */
export function writeCode(props: ProgrammerProps, programmer: TypiaProgrammer): ts.Expression {
  switch (programmer) {
    case 'validatePrune':
      return MiscValidatePruneProgrammer.write(props);
    case 'jsonStringify':
      return JsonStringifyProgrammer.write(props);
    case 'clone':
      return MiscCloneProgrammer.write(props);
    default:
      return ValidateProgrammer.write({ ...props, config: { equals: programmer === 'validateEquals' } });
  }
}

/**
 * typia's run-time helpers that generated code imports and that fw has its own of (in
 * `@fw/runtime/internal`, under the same name): the problem reporter, which fw stops after a
 * bounded number of problems, and the `url` format check, whose regular expression backtracks
 * quadratically.
 */
const REPLACED_HELPERS: ReadonlySet<string> = new Set([
  'typia/lib/internal/_validateReport',
  'typia/lib/internal/_isFormatUrl',
]);

/** Whether generated code's import of `specifier` is one of typia's helpers that fw replaces. */
export function isReplacedHelper(specifier: string): boolean {
  return REPLACED_HELPERS.has(specifier);
}

/**
 * The pattern of a check typia generated for a template literal type: typia writes it as the one
 * identifier `RegExp(/<pattern>/).test`. Undefined for any other node.
 */
export function patternTestOf(node: ts.Node): string | undefined {
  if (!ts.isIdentifier(node) || !node.text.startsWith('RegExp(/') || !node.text.endsWith('/).test')) return undefined;
  return node.text.slice('RegExp(/'.length, -'/).test'.length);
}

/** A check of `pattern` in the form typia writes ({@link patternTestOf}). */
export function patternTest(pattern: string): ts.Identifier {
  return ts.factory.createIdentifier(`RegExp(/${pattern}/).test`);
}

/**
 * typia's pattern for a template literal type (its `template_to_pattern`: texts escaped,
 * `${string}` as `(.*)`, anchored only where no string placeholder stands at that end), which is
 * what typia's generated checks test with.
 */
export function typiaTemplatePattern(row: readonly MetadataSchema[], top: boolean): string {
  const pattern = row.map((meta) => typiaMetadataPattern(meta, false)).join('');
  return top ? typiaFix(pattern) : pattern;
}

/** typia's `metadata_to_pattern`: one metadata's values as a pattern. */
export function typiaMetadataPattern(meta: MetadataSchema, top: boolean): string {
  if (meta.atomics.some((a) => a.type === 'string')) return TYPIA_STRING;
  const values: string[] = [];
  for (const constant of meta.constants) {
    for (const v of constant.values)
      values.push(constant.type === 'string' ? typiaEscape(String(v.value)) : String(v.value));
  }
  for (const atomic of meta.atomics) {
    if (atomic.type === 'number' || atomic.type === 'bigint') values.push(TYPIA_NUMBER);
    else if (atomic.type === 'boolean') values.push('true|false');
  }
  for (const template of meta.templates) values.push('(' + typiaTemplatePattern(template.row, false) + ')');
  const pattern = values.length === 1 ? values[0]! : '(' + values.join('|') + ')';
  return top ? typiaFix(pattern) : pattern;
}

/** typia's `PatternUtil.fix`: anchors a pattern at each end where no `(.*)` stands there. */
function typiaFix(pattern: string): string {
  const first = pattern.indexOf(TYPIA_STRING);
  const last = pattern.lastIndexOf(TYPIA_STRING);
  const only = (ch: string) => (text: string) => [...text].every((c) => c === ch);
  return (
    (first === -1 || !only('(')(pattern.slice(0, first)) ? '^' : '') +
    pattern +
    (last === -1 || !only(')')(pattern.slice(last + TYPIA_STRING.length)) ? '$' : '')
  );
}

/** typia's `PatternUtil.escape`. */
function typiaEscape(text: string): string {
  return text.replace(/[|\\/{}()[\]^$+*?.]/g, '\\$&').replace(/-/g, '\\x2d');
}

const TYPIA_STRING = '(.*)';
const TYPIA_NUMBER = '[+-]?\\d+(?:\\.\\d+)?(?:[eE][+-]?\\d+)?';

/** One request generated code made of typia's import programmer: the method and its argument, replayed when a cached piece is reused. */
export type ImportCall = readonly ['default' | 'instance' | 'namespace', unknown];

/** The import programmer's methods generated code asks for imports with. */
const IMPORT_METHODS = ['default', 'instance', 'namespace'] as const;

/** Asks typia's import programmer again for the imports a reused piece needs. */
export function replayImports(importer: TypiaImporter, imports: readonly ImportCall[]): void {
  for (const [method, props] of imports) (importer[method] as (p: unknown) => unknown).call(importer, props);
}

/** Records typia's import requests on `importer` into `into` until the returned function is called. */
export function recordImports(importer: TypiaImporter, into: ImportCall[]): () => void {
  const own = importer as unknown as Record<string, unknown>;
  const previous = IMPORT_METHODS.map((method) =>
    Object.prototype.hasOwnProperty.call(own, method) ? own[method] : undefined,
  );
  // eslint-disable-next-line @typescript-eslint/unbound-method -- each is called with the importer as `this`
  const originals = IMPORT_METHODS.map((method) => importer[method]);
  let depth = 0;
  IMPORT_METHODS.forEach((method, i) => {
    const original = originals[i] as (props: unknown) => ts.Identifier;
    own[method] = function (this: TypiaImporter, props: unknown) {
      // `internal` calls `namespace`: record only the outermost request.
      if (depth === 0) into.push([method, props]);
      depth++;
      try {
        return original.call(this, props);
      } finally {
        depth--;
      }
    };
  });
  return () => {
    IMPORT_METHODS.forEach((method, i) => {
      if (previous[i] === undefined) delete own[method];
      else own[method] = previous[i];
    });
  };
}
