/** Test helper: compiles in-memory TypeScript sources with the fw transformer (ts-morph, nothing written to disk). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Project, ts } from 'ts-morph';
import fwTransformer from '@fw/transformer';
import typiaTransform from 'typia/lib/transform';

/** The transformer package's directory; virtual files live under it so `@fw/runtime` and `typia` resolve from its node_modules. */
export const PACKAGE_DIR = path.resolve(__dirname, '..');
/** Where virtual source files are placed (never written: ts-morph keeps them in memory). */
export const VIRTUAL_DIR = path.join(PACKAGE_DIR, 'test', 'virtual');
/** The repository root, for fixtures under `fixtures/transformer/`. */
export const REPO_ROOT = path.resolve(PACKAGE_DIR, '..', '..');
/** Fixture sources and committed expected outputs. */
export const FIXTURES_DIR = path.join(REPO_ROOT, 'fixtures', 'transformer');

/**
 * A new temporary directory (its real path) whose node_modules links this package as
 * `@fw/transformer` and each of `packages` from this package's node_modules, as an installed
 * app's would; apps copied into its subdirectories find them there.
 */
export function linkedTempDir(prefix: string, packages: readonly string[]): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
  const link = (name: string, target: string): void => {
    const at = path.join(dir, 'node_modules', name);
    fs.mkdirSync(path.dirname(at), { recursive: true });
    fs.symlinkSync(fs.realpathSync(target), at, 'dir');
  };
  link('@fw/transformer', PACKAGE_DIR);
  for (const name of packages) link(name, path.join(PACKAGE_DIR, 'node_modules', name));
  return dir;
}

/** One diagnostic: `FW1003` from the transformer, `TS2345` from the type checker. Line and column are 1-based. */
export interface Diagnostic {
  readonly code: string;
  /** File name relative to the virtual directory, such as `app.ts`. */
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

/** What one compilation produced. */
export interface CompileResult {
  /** Type-checker diagnostics of the given files first, then the transformer's, each in report order. */
  readonly diagnostics: readonly Diagnostic[];
  /** Emitted JavaScript by file name relative to the virtual directory (`app.ts` -> `app.js`). */
  readonly files: ReadonlyMap<string, string>;
  /** With `documents`: each `spec` export's document module by the emitted file's name (see document/slice.ts). */
  readonly documents: ReadonlyMap<string, string>;
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2023.d.ts'],
  types: ['node'],
  typeRoots: [path.join(PACKAGE_DIR, 'node_modules', '@types')],
  skipLibCheck: true,
  noEmitOnError: false,
};

/** The one ts-morph Project of this process (see {@link Compiler}), made on first use. */
let shared: Project | undefined;

/**
 * Compiles virtual sources with the fw transformer. Every Compiler of a process shares one
 * ts-morph Project, so lib and package declaration files are parsed once per process (test files
 * run together share them too) and later compilations take ~150 ms instead of ~1.5 s; each
 * `compile` adds its files, builds a fresh program and transformer (a fresh name registry), emits
 * to memory and removes its files again, so compilations do not see each other. ts-morph bundles its own TypeScript 5.9 (5.9.2), the transformer imports the
 * package's 5.9.3: the syntax kinds and flags they share are identical, which these tests
 * exercise on every compilation. Virtual files are emitted as ES modules (ts-morph leaves their
 * module format unset, which NodeNext treats as ESM), as in a `"type": "module"` app.
 *
 * @example new Compiler().compile({ 'app.ts': "import { apidocs } from '@fw/runtime'; ..." })
 */
export class Compiler {
  readonly #project = (shared ??= new Project({
    compilerOptions: COMPILER_OPTIONS,
    skipAddingFilesFromTsConfig: true,
  }));

  /**
   * Compiles `sources` (file name relative to the virtual directory -> text). With `typia`,
   * typia's own transformer runs after fw's, for fixtures that call `typia.random<T>()`; `config`
   * is the fw plugin entry the transformer gets (default `{}`).
   */
  compile(
    sources: Readonly<Record<string, string>>,
    options: { typia?: boolean; config?: Record<string, unknown>; documents?: boolean } = {},
  ): CompileResult {
    const added = Object.entries(sources).map(([name, text]) =>
      this.#project.createSourceFile(path.join(VIRTUAL_DIR, name), text, { overwrite: true }),
    );
    try {
      const program = this.#project.getProgram().compilerObject;
      const reported: ts.Diagnostic[] = [];
      const checked = added.flatMap((file) => [
        ...program.getSyntacticDiagnostics(file.compilerNode),
        ...program.getSemanticDiagnostics(file.compilerNode),
      ]);
      const documents = new Map<string, string>();
      const transformer = fwTransformer(program, options.config ?? {}, {
        addDiagnostic: (d) => reported.push(d),
        document:
          options.documents === true
            ? (fileName, module) =>
                documents.set(
                  path.relative(VIRTUAL_DIR, fileName).split(path.sep).join('/').replace(/\.ts$/, '.js'),
                  module,
                )
            : undefined,
      });
      const files = new Map<string, string>();
      const before = [transformer as never];
      if (options.typia === true)
        before.push(
          typiaTransform(program, {}, { addDiagnostic: (d: unknown) => reported.push(d as ts.Diagnostic) }) as never,
        );
      const output = this.#project.emitToMemory({ customTransformers: { before } });
      for (const out of output.getFiles()) {
        if (out.filePath.endsWith('.js'))
          files.set(path.relative(VIRTUAL_DIR, out.filePath).split(path.sep).join('/'), out.text);
      }
      return { diagnostics: [...checked, ...reported].map(toDiagnostic), files, documents };
    } finally {
      for (const file of added) this.#project.removeSourceFile(file);
    }
  }
}

/** `(FW1003)` (the transformer's code) or 2345 (TypeScript's) as `FW1003` / `TS2345`. */
function codeOf(code: string | number): string {
  if (typeof code === 'number') return `TS${code}`;
  return code.replace(/^\(|\)$/g, '');
}

function toDiagnostic(d: ts.Diagnostic): Diagnostic {
  let line = 0;
  let column = 0;
  let file = '';
  if (d.file !== undefined && d.start !== undefined) {
    const position = d.file.getLineAndCharacterOfPosition(d.start);
    line = position.line + 1;
    column = position.character + 1;
    file = path.relative(VIRTUAL_DIR, d.file.fileName).split(path.sep).join('/');
  }
  return {
    code: codeOf(d.code),
    file,
    line,
    column,
    message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
  };
}

/** The 1-based line and column of the `nth` (1-based) occurrence of `needle` in `text`. */
export function positionOf(text: string, needle: string, nth = 1): { line: number; column: number } {
  let index = -1;
  for (let i = 0; i < nth; i++) {
    index = text.indexOf(needle, index + 1);
    if (index < 0) throw new Error(`positionOf: occurrence ${i + 1} of ${JSON.stringify(needle)} not found`);
  }
  const before = text.slice(0, index).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/** Code the transformer emitted where a value was expected (a validator function, an identifier). */
export interface Code {
  readonly $code: string;
}

/**
 * The initializer of `export const <name> = ...` in emitted JavaScript, as data: object, array,
 * string, number, boolean and null literals become values, anything else `{ $code: <text> }`.
 * With `argument`, the value of the initializer call's first argument instead (for
 * `export const r = Router.post(...).doc({ ... })`, the `.doc()` argument).
 */
export function exportedValue(js: string, name: string, argument = false): unknown {
  const source = ts.createSourceFile('out.js', js, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== name || declaration.initializer === undefined)
        continue;
      const init = declaration.initializer;
      if (!argument) return valueOf(init, source);
      if (!ts.isCallExpression(init) || init.arguments[0] === undefined)
        throw new Error(`export ${name} is not a call with an argument`);
      return valueOf(init.arguments[0], source);
    }
  }
  throw new Error(`no export const ${name} in the emitted JavaScript`);
}

/** The string the transformer put in `export const <name> = "..."`. */
export function exportedString(js: string, name: string): string {
  const value = exportedValue(js, name);
  if (typeof value !== 'string') throw new Error(`export ${name} is not a string literal: ${JSON.stringify(value)}`);
  return value;
}

function valueOf(node: ts.Expression, source: ts.SourceFile): unknown {
  if (ts.isParenthesizedExpression(node)) return valueOf(node.expression, source);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (
    ts.isPrefixUnaryExpression(node) &&
    node.operator === ts.SyntaxKind.MinusToken &&
    ts.isNumericLiteral(node.operand)
  )
    return -Number(node.operand.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((e) => valueOf(e, source));
  if (ts.isObjectLiteralExpression(node)) {
    const out: Record<string, unknown> = {};
    for (const property of node.properties) {
      if (
        !ts.isPropertyAssignment(property) ||
        !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
      ) {
        throw new Error(`unexpected object member: ${property.getText(source)}`);
      }
      out[property.name.text] = valueOf(property.initializer, source);
    }
    return out;
  }
  // The type data the transformer hoists once per type (`const __fw_type_User_1 = { kind: 'fw.type', ... }`).
  if (ts.isIdentifier(node)) {
    const hoisted = topLevelConst(source, node.text);
    if (hoisted !== undefined && ts.isObjectLiteralExpression(hoisted)) return valueOf(hoisted, source);
  }
  const code: Code = { $code: node.getText(source) };
  return code;
}

function topLevelConst(source: ts.SourceFile, name: string): ts.Expression | undefined {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name) return declaration.initializer;
    }
  }
  return undefined;
}

/** A parsed JSON document that a test reads freely (an OpenAPI document, a response body). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test asserts the shape it reads
export type Loose = any;
