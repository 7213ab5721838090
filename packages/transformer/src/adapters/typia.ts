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
  IsProgrammer,
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
  const result = analyzeOnce(MetadataFactory.analyze, {
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
 * properties), `validate` and `validateEquals`, `is` (the same check as a boolean, without the
 * problem list), `jsonStringify` (writes only declared properties) and `clone` (a copy of the
 * declared properties).
 */
export type TypiaProgrammer = 'validatePrune' | 'validate' | 'validateEquals' | 'is' | 'jsonStringify' | 'clone';

/** What typia's programmers take: the context, the callee (whose text typia writes into messages), the type and its name. */
export interface ProgrammerProps {
  readonly context: ITypiaContext;
  readonly modulo: ts.LeftHandSideExpression;
  readonly type: ts.Type;
  readonly name: string;
}

/**
 * The code (an arrow function) `programmer` writes for `props.type`, with the literals of every
 * union checked in one order whatever the checker's ({@link sortLiterals}).
 */
export function writeCode(props: ProgrammerProps, programmer: TypiaProgrammer): ts.Expression {
  return withSortedLiterals(() => {
    switch (programmer) {
      case 'validatePrune':
        return MiscValidatePruneProgrammer.write(props);
      case 'jsonStringify':
        return JsonStringifyProgrammer.write(props);
      case 'clone':
        return MiscCloneProgrammer.write(props);
      case 'is':
        return IsProgrammer.write({ ...props, config: { equals: false } });
      default:
        return ValidateProgrammer.write({ ...props, config: { equals: programmer === 'validateEquals' } });
    }
  });
}

/** typia's MetadataFactory as fw replaces its `analyze` while a programmer runs. */
const metadataFactory = MetadataFactory as { analyze: typeof MetadataFactory.analyze };

/**
 * Runs `write` with typia's `MetadataFactory.analyze` (which every programmer calls to describe
 * its type, through the factory object) sorting the literals of the metadata it returns.
 * typia's programmers take a type, not metadata, so this is the one place to put them in order.
 */
function withSortedLiterals<T>(write: () => T): T {
  const analyze = metadataFactory.analyze;
  metadataFactory.analyze = (props) => analyzeOnce(analyze, props);
  try {
    return write();
  } finally {
    metadataFactory.analyze = analyze;
  }
}

/** What MetadataFactory.analyze takes and gives. */
type AnalyzeProps = Parameters<typeof MetadataFactory.analyze>[0];
type AnalyzeResult = ReturnType<typeof MetadataFactory.analyze>;

/** The collection's state as typia keeps it (fields it copies in its own `clone()`). */
interface CollectionState {
  readonly options?: unknown;
  readonly objects_: ReadonlyMap<unknown, unknown>;
  readonly object_unions_: ReadonlyMap<unknown, unknown>;
  readonly aliases_: ReadonlyMap<unknown, unknown>;
  readonly arrays_: ReadonlyMap<unknown, unknown>;
  readonly tuples_: ReadonlyMap<unknown, unknown>;
  readonly names_: ReadonlyMap<unknown, unknown>;
}

/**
 * Each type's analyses so far, by their options: every programmer fw runs on a type (the request
 * body's prune and equals validators, an answer's check, `is` and writer) asks typia for the same
 * metadata, and a 500-route app spent about 0.4 s of its build analysing each type again. Keyed
 * by the checker's type object, so a new program (a new checker) starts empty.
 */
type Analyses = Map<string, { result: AnalyzeResult; collection: MetadataCollection }>;
const analyses = new WeakMap<ts.Type, Analyses>();

/**
 * `analyze(props)` with its literals sorted ({@link sortLiterals}), or, for a type analysed
 * before with the same options, that analysis again: its result itself (typia's programmers only
 * read it), and a copy of the objects, aliases, arrays and tuples it gathered in the caller's new
 * collection, as a new analysis would make them. Only for options of plain values and an empty
 * collection without options (a `validate` or `replace` function may differ from call to call);
 * other calls are analysed afresh.
 */
function analyzeOnce(analyze: (props: AnalyzeProps) => AnalyzeResult, props: AnalyzeProps): AnalyzeResult {
  const components = props.components as unknown as CollectionState;
  const plain =
    Object.values(props.options).every((value) => typeof value !== 'function' && typeof value !== 'object') &&
    components.options === undefined &&
    components.objects_.size + components.aliases_.size + components.arrays_.size + components.tuples_.size === 0 &&
    components.object_unions_.size + components.names_.size === 0;
  const type = props.type;
  if (!plain || type === null) return sorted(analyze(props));
  const key = JSON.stringify(props.options);
  let byOptions = analyses.get(type);
  const known = byOptions?.get(key);
  if (known !== undefined) {
    Object.assign(props.components, known.collection.clone());
    return known.result;
  }
  const result = sorted(analyze(props));
  if (result.success) {
    if (byOptions === undefined) analyses.set(type, (byOptions = new Map() as Analyses));
    byOptions.set(key, { result, collection: props.components.clone() });
  }
  return result;
}

/** A successful analysis with its literals sorted. */
function sorted(result: AnalyzeResult): AnalyzeResult {
  if (result.success) sortLiterals(result.data);
  return result;
}

/**
 * Puts the literal values of every union in `metadata` and the types it reaches in one order:
 * by kind (bigint, boolean, number, string), then by value. typia keeps a union's literals in
 * the checker's order of its members, which is the order the checker first made each literal
 * type anywhere in the program, so it changes with which file was checked first (emitting
 * `health.ts` before `app.ts` gives `'gone' | 'draft' | 'live'` where the other way round gives
 * `'draft' | 'live' | 'gone'`); its own sort of string literals compares the value objects,
 * all alike as text, and leaves them as they were. Sorted, a type's checks are the same
 * whichever file and program they are generated in. Returns `metadata`, changed in place.
 */
function sortLiterals(metadata: MetadataSchema): MetadataSchema {
  const seen = new Set<MetadataSchema>();
  const pending = [metadata];
  for (let meta = pending.pop(); meta !== undefined; meta = pending.pop()) {
    if (seen.has(meta)) continue;
    seen.add(meta);
    if (meta.constants.length > 1) meta.constants.sort((a, b) => compare(a.type, b.type));
    for (const constant of meta.constants) constant.values.sort((a, b) => compare(a.value, b.value));
    for (const object of meta.objects)
      for (const property of object.type.properties) pending.push(property.key, property.value);
    for (const array of meta.arrays) pending.push(array.type.value);
    for (const tuple of meta.tuples) pending.push(...tuple.type.elements);
    for (const alias of meta.aliases) pending.push(alias.type.value);
    for (const template of meta.templates) pending.push(...template.row);
    for (const set of meta.sets) pending.push(set.value);
    for (const map of meta.maps) pending.push(map.key, map.value);
    if (meta.escaped !== null) pending.push(meta.escaped.original, meta.escaped.returns);
    if (meta.rest !== null) pending.push(meta.rest);
  }
  return metadata;
}

/** Ascending order of two values of one kind (`false` before `true`). */
function compare<T extends string | number | bigint | boolean>(a: T, b: T): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * typia's run-time helpers that generated code imports and that fw has its own of (in
 * `@fw/runtime/internal`, under the same name): the problem reporter, which fw stops after a
 * bounded number of problems; the `url` format check, whose regular expression backtracks
 * quadratically; and the range checks of `Type<'int64' | 'uint64' | 'float'>`, whose bounds
 * (`2 ** 64 - 1` is 2^64 as a double; -1.175494351e38 as float's least) differ from the ones the
 * document states.
 */
const REPLACED_HELPERS: ReadonlySet<string> = new Set([
  'typia/lib/internal/_validateReport',
  'typia/lib/internal/_isFormatUrl',
  'typia/lib/internal/_isTypeInt64',
  'typia/lib/internal/_isTypeUint64',
  'typia/lib/internal/_isTypeFloat',
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

/**
 * The pattern of a `tags.Pattern` check as typia writes it, `RegExp("<pattern>").test`, as the
 * source of a regular expression literal; undefined for any other node and for a pattern that is
 * not a valid regular expression (left for typia's code to throw on, as before).
 */
export function textPatternTestOf(node: ts.Node): string | undefined {
  if (!ts.isPropertyAccessExpression(node) || node.name.text !== 'test') return undefined;
  const made = node.expression;
  if (
    !ts.isCallExpression(made) ||
    !ts.isIdentifier(made.expression) ||
    made.expression.text !== 'RegExp' ||
    made.arguments.length !== 1 ||
    !ts.isStringLiteral(made.arguments[0]!)
  )
    return undefined;
  try {
    // `source` escapes what a literal cannot hold as such (`/`, line breaks).
    return new RegExp(made.arguments[0].text).source;
  } catch {
    return undefined;
  }
}

/**
 * The problem pass of typia's `validate` over an array, `<array>.map(<callback>).every(flag =>
 * flag)`: every element checked (each problem reported), then whether all passed. Undefined for
 * any other node.
 */
export function allMappedOf(
  node: ts.Node,
): { readonly array: ts.Expression; readonly callback: ts.Expression } | undefined {
  if (!ts.isCallExpression(node) || node.arguments.length !== 1 || !isIdentityArrow(node.arguments[0]!))
    return undefined;
  const every = node.expression;
  if (!ts.isPropertyAccessExpression(every) || every.name.text !== 'every') return undefined;
  const walk = arrayWalkOf(every.expression);
  return walk?.method === 'map' ? { array: walk.array, callback: walk.callback } : undefined;
}

/** Whether a node is `flag => flag` (any one parameter name, returned as it is). */
function isIdentityArrow(node: ts.Expression): boolean {
  if (!ts.isArrowFunction(node) || node.parameters.length !== 1) return false;
  const name = node.parameters[0]!.name;
  return ts.isIdentifier(name) && ts.isIdentifier(node.body) && node.body.text === name.text;
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

/**
 * A walk over an array in typia's generated checks: `<array>.every(<callback>)` (its `is` checks
 * and the first pass of `validate`) or `<array>.map(<callback>)` (the problem-reporting pass of
 * `validate`, whose results it then reduces with `.every(flag => flag)`). Undefined for any other node.
 */
export function arrayWalkOf(
  node: ts.Node,
): { readonly method: 'every' | 'map'; readonly array: ts.Expression; readonly callback: ts.Expression } | undefined {
  if (!ts.isCallExpression(node) || node.arguments.length !== 1 || !ts.isPropertyAccessExpression(node.expression))
    return undefined;
  const method = node.expression.name.text;
  if (method !== 'every' && method !== 'map') return undefined;
  return { method, array: node.expression.expression, callback: node.arguments[0]! };
}

/** The value a check typia generated for a Date tests (typia writes `<value> instanceof Date`); undefined for any other node. */
export function dateCheckOf(node: ts.Node): ts.Expression | undefined {
  if (
    ts.isBinaryExpression(node) &&
    node.operatorToken.kind === ts.SyntaxKind.InstanceOfKeyword &&
    ts.isIdentifier(node.right) &&
    node.right.text === 'Date'
  )
    return node.left;
  return undefined;
}

/**
 * The value typia's JSON writer hands to `JSON.stringify` (how it writes a value typed `any` or
 * `unknown`, and a record's keys; typia writes the callee as the one identifier `JSON.stringify`);
 * undefined for any other node.
 */
export function jsonStringifyOf(node: ts.Node): ts.Expression | undefined {
  if (!ts.isCallExpression(node) || node.arguments.length !== 1) return undefined;
  return isGlobalMethod(node.expression, 'JSON', 'stringify') ? node.arguments[0] : undefined;
}

/**
 * Whether `callee` is `<object>.<method>` (`Object.keys`, `JSON.stringify`): as typia writes such
 * a callee, one identifier of that text, or as a property access.
 */
export function isGlobalMethod(callee: ts.Expression, object: string, method: string): boolean {
  return ts.isIdentifier(callee)
    ? callee.text === `${object}.${method}`
    : ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === object &&
        callee.name.text === method;
}

/**
 * The loop typia's `clone` copies a record's entries with, `for (const [key, value] of
 * Object.entries(input)) { ... }` (typia writes the callee as the one identifier `Object.entries`):
 * the loop, and the name of its value. Undefined for any other node.
 */
export function entriesLoopOf(node: ts.Node): { readonly loop: ts.ForOfStatement; readonly value: string } | undefined {
  if (!ts.isForOfStatement(node) || !ts.isBlock(node.statement) || !ts.isCallExpression(node.expression))
    return undefined;
  const callee = node.expression.expression;
  if (!ts.isIdentifier(callee) || callee.text !== 'Object.entries') return undefined;
  const list = node.initializer;
  if (!ts.isVariableDeclarationList(list) || list.declarations.length !== 1) return undefined;
  const binding = list.declarations[0]!.name;
  if (!ts.isArrayBindingPattern(binding) || binding.elements.length !== 2) return undefined;
  const value = binding.elements[1]!;
  if (!ts.isBindingElement(value) || !ts.isIdentifier(value.name)) return undefined;
  return { loop: node, value: value.name.text };
}

/**
 * A helper of `@fw/runtime/internal` for generated code (`__fw_runtime.<name>`), asked of the
 * import programmer as a namespace import, so a reused piece replays it like typia's own imports.
 */
export function runtimeHelper(importer: TypiaImporter, name: string): ts.PropertyAccessExpression {
  const runtime = importer.namespace({ file: '@fw/runtime/internal', name: '__fw_runtime' });
  return ts.factory.createPropertyAccessExpression(runtime, name);
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
