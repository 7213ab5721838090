/** The fw program transformer: finds marker and route calls in each file, rewrites the markers and checks the routes, then places the generated code. */
import ts from 'typescript';
import { createImporter, createTypiaContext, importStatements, type MetadataSchema } from './adapters/typia.js';
import { CallClassifier, type CallKind } from './classify/calls.js';
import { RouteChecker } from './classify/routes.js';
import { Linter, lintLevels } from './classify/lints.js';
import { StaticEvaluator, unwrap } from './classify/literal.js';
import { DocumentSlicer, printModule } from './document/slice.js';
import { OptionChecker } from './classify/options.js';
import { TransformError } from './diagnostics.js';
import { LibDocs } from './metadata/libdocs.js';
import { LiteralOrder } from './metadata/order.js';
import { RedosChecker } from './metadata/redos.js';
import type { MarkerContext } from './markers/context.js';
import { jsonSchemaLiteral } from './markers/json-schema.js';
import { nameRegistry } from './markers/names.js';
import { parseBodyCall } from './markers/parse-body.js';
import { typeDocLiteral } from './markers/type.js';
import { withBodyCall } from './markers/with-body.js';
import { withRequestCall } from './markers/with-request.js';
import {
  callReplies,
  checkDeclaredReplies,
  checkDocAgainstReplies,
  routeWithReplies,
  type CallReplies,
} from './markers/replies.js';
import { TypeKeys } from './cache/keys.js';
import type { CacheScope } from './cache/replay.js';
import type { MarkerCache, Question } from './cache/store.js';
import { HoistedCode, printsAsText, type HoistedText } from './emit/hoist.js';
import { ownHelpers, withLeadingStatements } from './emit/imports.js';

/** What ts-patch (or `fwc build`) hands a program transformer besides the program. */
export interface TransformerExtras {
  /** Reports a diagnostic; an error fails the build. */
  addDiagnostic(diagnostic: ts.Diagnostic): unknown;
  /**
   * Reuses generated schemas and validators across programs (the runner service passes one per
   * project): a re-emit after an edit regenerates only the markers whose types changed.
   */
  markerCache?: MarkerCache | undefined;
  /**
   * Takes each file's hoisted validators as text instead of statements, where the compiler
   * options allow (see emit/hoist.ts); the runner service splices the text into the emitted file.
   */
  hoistedText?: HoistedText | undefined;
  /**
   * Reports each return outside its function's declared typed replies (FW2015), for a caller that
   * does not type-check (the runner service); `tsc` reports the same as a type error.
   */
  checkReplies?: boolean | undefined;
  /**
   * Receives, for each file with `export const spec = apidocs.generateSpec(...)`, the document as
   * a module of its own: JavaScript that imports only fw's runtime and typia's helpers (see
   * document/slice.ts). `fwc build` runs it to write openapi.json without importing the app.
   */
  document?: ((fileName: string, module: string) => void) | undefined;
}

/** Plugin options from `compilerOptions.plugins`: `lints` sets the route lints' levels (see classify/lints.ts). */
export type FwTransformerConfig = Record<string, unknown>;

/**
 * The transformer factory, in ts-patch's "program" form. In `tsconfig.json`:
 * `{ "compilerOptions": { "plugins": [{ "transform": "@fw/transformer" }] } }`, then build with
 * `fwc build` (no TypeScript patching needed) or ts-patch's `tspc`. It
 * - replaces `apidocs.type<T>()` with T's schema data and a generated validator,
 * - replaces `apidocs.jsonSchema<T>()` with T's JSON Schema as a string literal,
 * - gives `ctx.parseBody<T>()` a validator generated from T,
 * - gives `withBody<T>(handler)` T's schema data and validator (T may be inferred from the handler),
 * - reports every invalid route pattern and route table it can see as an `FWnnnn` error,
 * - runs the runtime's own option checks on options written as literals (FW2016), and the route lints (FW2017 to FW2020).
 * Every problem in a file is reported; none stops the others from being found.
 */
export function fwTransformer(
  program: ts.Program,
  config: FwTransformerConfig,
  extras: TransformerExtras,
): ts.TransformerFactory<ts.SourceFile> {
  const checker = program.getTypeChecker();
  const root = program.getCurrentDirectory();
  const reported = new Set<string>();
  let reports = 0;
  const report = (diagnostic: ts.Diagnostic): void => {
    reports++;
    const key = `${diagnostic.file?.fileName}:${diagnostic.start}:${String(diagnostic.code)}`;
    if (reported.has(key)) return;
    reported.add(key);
    extras.addDiagnostic(diagnostic);
  };
  const classifier = new CallClassifier(program);
  const evaluator = new StaticEvaluator(checker);
  const routes = new RouteChecker(program, classifier, root, report, evaluator, new Linter(lintLevels(config), report));
  const options = new OptionChecker(evaluator, routes, report);
  const metadata = new Map<ts.Type, MetadataSchema>();
  const redos = new RedosChecker();
  const order = new LiteralOrder(program);
  const libDocs = new LibDocs(program, checker);
  const printer = ts.createPrinter();
  const markerCache = extras.markerCache;
  // The cache holds what this configuration generated; another one (compiler options, fw options, project root) starts it afresh.
  markerCache?.configure(configKey(program.getCompilerOptions(), config, root));
  const keys = markerCache === undefined ? undefined : new TypeKeys(program, markerCache);
  const asText = extras.hoistedText !== undefined && printsAsText(program.getCompilerOptions());
  // Program-wide answers the cached schemas depend on, asked once per program.
  const answers = new Map<string, string>();
  const answer = (question: Question): string =>
    question.kind === 'order' ? JSON.stringify(order.sort(question.values)) : libDocs.has(question.text) ? '1' : '0';
  const remember = (question: Question, compute: () => string): string => {
    // The question's fields as one string, for the table (read back by no one).
    const id = JSON.stringify(question);
    let value = answers.get(id);
    if (value === undefined) answers.set(id, (value = compute()));
    return value;
  };

  return (context) => (file) => {
    if (file.isDeclarationFile) return file;
    const importer = createImporter();
    const typia = createTypiaContext({ program, printer, transformer: context, importer, addDiagnostic: report });
    // Type names are claimed per file: two apps of one project may each have their own NewUser.
    // Types of one document spread over several files meet in generateSpec (and fwc build's
    // openapi.json), which refuses a clash with the same FW1017 message and both sources.
    const names = nameRegistry();
    const cache: CacheScope | undefined =
      markerCache === undefined
        ? undefined
        : {
            cache: markerCache,
            importer,
            used: new Set(),
            reports: () => reports,
            answer: (question) => remember(question, () => answer(question)),
            remember,
            cacheable: (error) => !(error instanceof TransformError),
          };
    const code = new HoistedCode(file, asText ? extras.hoistedText : undefined, program.getCompilerOptions());
    const markers: MarkerContext = {
      checker,
      root,
      names,
      typia,
      redos,
      metadata,
      order,
      libDocs,
      validators: new Map(),
      typeDocs: new Map(),
      parseOptions: new Map(),
      code,
      hoisted: [],
      keys,
      cache,
    };

    // A route call's typed replies, read once: by the `.doc()` check (visited first) and the rewrite.
    const isRequestMarker = (call: ts.CallExpression): boolean => {
      const kind = classifier.classify(call);
      return kind?.kind === 'marker' && (kind.marker === 'withBody' || kind.marker === 'withRequest');
    };
    const lookupIn = (ctx: MarkerContext): ((call: ts.CallExpression) => CallReplies | undefined) => {
      const repliesByCall = new Map<ts.CallExpression, CallReplies | undefined>();
      return (call) => {
        if (!repliesByCall.has(call)) {
          const kind = classifier.classify(call);
          repliesByCall.set(
            call,
            kind?.kind === 'route' ? callReplies(ctx, call, kind.route, isRequestMarker) : undefined,
          );
        }
        return repliesByCall.get(call);
      };
    };
    const lookup = lookupIn(markers);

    // Transforms each marker call into its literal; checks each route call in place.
    const visit = (node: ts.Node): ts.Node => {
      if (ts.isCallExpression(node)) {
        const kind = classifier.classify(node);
        try {
          if (kind?.kind === 'options') options.check(node, kind.options);
          else if (kind?.kind === 'route') {
            routes.check(node, kind.route);
            if (kind.route === 'doc') checkDocAgainstReplies(markers, node, lookup);
          }
          const replaced = rewrite(markers, node, kind, visit, lookup, isRequestMarker);
          if (replaced !== undefined) return ts.setTextRange(replaced, node);
        } catch (error) {
          // A failure of the transform itself (no node) reaches the caller.
          if (!(error instanceof TransformError) || error.node === undefined) throw error;
          report(error.toDiagnostic());
        }
      }
      return ts.visitEachChild(node, visit, context);
    };

    const transformed = ts.visitEachChild(file, visit, context);
    // The `spec` export's document as a module of its own (document/slice.ts) for the caller that
    // takes it; without one, only the check that the document needs nothing computed at run time.
    const spec = specCall(file, classifier);
    if (spec !== undefined) {
      try {
        let forDocument: (
          call: ts.CallExpression,
          visit: (node: ts.Node) => ts.Node,
        ) => ts.Expression | undefined = () => undefined;
        let finish: ((statements: ts.Statement[]) => string) | undefined;
        if (extras.document !== undefined) {
          // The document's own markers: generated again into the module, not shared with the file's emit.
          const docImporter = createImporter();
          const docMarkers: MarkerContext = {
            ...markers,
            typia: createTypiaContext({
              program,
              printer,
              transformer: context,
              importer: docImporter,
              addDiagnostic: report,
            }),
            validators: new Map(),
            typeDocs: new Map(),
            parseOptions: new Map(),
            code: new HoistedCode(file, undefined, program.getCompilerOptions()),
            hoisted: [],
            keys: undefined,
            cache: undefined,
            documentOnly: true,
          };
          const docLookup = lookupIn(docMarkers);
          forDocument = (call, v) =>
            rewrite(docMarkers, call, classifier.classify(call), v, docLookup, isRequestMarker);
          finish = (statements) =>
            printModule([
              ...importStatements(docImporter).map(ownHelpers),
              ...docMarkers.code.finish(),
              ...docMarkers.hoisted,
              ...statements,
            ]);
        }
        const statements = new DocumentSlicer(program, forDocument).slice(spec);
        if (finish !== undefined) extras.document?.(file.fileName, finish(statements));
      } catch (error) {
        if (!(error instanceof TransformError) || error.node === undefined) throw error;
        report(error.toDiagnostic());
      }
    }
    if (extras.checkReplies === true)
      for (const problem of checkDeclaredReplies(checker, file)) report(problem.toDiagnostic());
    return withLeadingStatements(transformed, [
      ...importStatements(importer).map(ownHelpers),
      ...code.finish(),
      ...markers.hoisted,
    ]);
  };
}

/** The call of `export const spec = apidocs.generateSpec(...)` at a file's top level, if it has one. */
function specCall(file: ts.SourceFile, classifier: CallClassifier): ts.CallExpression | undefined {
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (
        !ts.isIdentifier(declaration.name) ||
        declaration.name.text !== 'spec' ||
        declaration.initializer === undefined
      )
        continue;
      const call = unwrap(declaration.initializer);
      if (!ts.isCallExpression(call)) return undefined;
      const kind = classifier.classify(call);
      return kind?.kind === 'options' && kind.options === 'generateSpec' ? call : undefined;
    }
  }
  return undefined;
}

/** A marker call as its literal, a route call with its handler's replies; undefined for any other call (or one left as written). */
function rewrite(
  markers: MarkerContext,
  node: ts.CallExpression,
  kind: CallKind,
  visit: (node: ts.Node) => ts.Node,
  lookup: (call: ts.CallExpression) => CallReplies | undefined,
  isRequestMarker: (call: ts.CallExpression) => boolean,
): ts.Expression | undefined {
  if (kind?.kind === 'route') return routeWithReplies(markers, node, kind.route, isRequestMarker, lookup, visit);
  if (kind?.kind !== 'marker') return undefined;
  switch (kind.marker) {
    case 'type':
      return typeDocLiteral(markers, node);
    case 'jsonSchema':
      return jsonSchemaLiteral(markers, node);
    case 'withBody':
      return withBodyCall(markers, node, visit);
    case 'withRequest':
      return withRequestCall(markers, node, visit);
    default:
      return parseBodyCall(markers, node, visit);
  }
}

/** What the cached pieces were generated under: compiler options, the fw plugin entry and the project root. */
function configKey(options: ts.CompilerOptions, config: FwTransformerConfig, root: string): string {
  return JSON.stringify([options, config, root], (key, value: unknown) => {
    if (key === 'configFile' || typeof value === 'function') return undefined;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      );
    }
    return value;
  });
}
