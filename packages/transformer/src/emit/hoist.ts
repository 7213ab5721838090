/**
 * The generated validators of one file, hoisted after its imports. Under `fwc build` and `tspc`
 * they are statements the emitter prints with the rest of the file. The runner service (which
 * keeps generated code across edits in its marker cache) can instead take them as text: each
 * piece is printed once and its text reused while the piece is, and the file's emit carries one
 * placeholder statement that the service replaces with the texts. Printing the validators was
 * most of the cost of re-emitting a file with many markers after an edit.
 */
import ts from 'typescript';
import { fileIdentifiers, isMultiLine, isSingleQuoted, typeEraser } from '../adapters/typescript.js';
import { PrintedCode } from '../cache/store.js';
import { TransformError } from '../diagnostics.js';

/** Where the text of hoisted code goes, for one file; given by the runner service. */
export interface HoistedText {
  /** Receives the file's hoisted code as text, and the placeholder statement to replace by it. */
  accept(placeholder: string, text: string): void;
  /** Printed text of hoisted data by its content (see {@link shapeOf}). */
  readonly data: Map<string, string>;
}

/** Printed data kept per project before the table starts afresh. */
const MAX_DATA_TEXTS = 5000;

/**
 * A string that is the same for two data expressions exactly when the emitter prints them the
 * same: literals, identifiers, object and array literals (with their one-line or multi-line
 * layout) and the arrow function of an answer's writer. Undefined for anything else (then the
 * expression is printed each time).
 */
function shapeOf(node: ts.Node): string | undefined {
  const out: string[] = [];
  const walk = (n: ts.Node): boolean => {
    if (ts.isStringLiteral(n)) out.push(isSingleQuoted(n) ? "'" : 's', JSON.stringify(n.text));
    else if (ts.isNumericLiteral(n)) out.push('n', n.text);
    else if (ts.isIdentifier(n)) out.push('i', n.text);
    else if (
      n.kind === ts.SyntaxKind.TrueKeyword ||
      n.kind === ts.SyntaxKind.FalseKeyword ||
      n.kind === ts.SyntaxKind.NullKeyword
    )
      out.push(String(n.kind));
    else if (ts.isPrefixUnaryExpression(n) && n.operator === ts.SyntaxKind.MinusToken) {
      out.push('-');
      return walk(n.operand);
    } else if (ts.isObjectLiteralExpression(n) || ts.isArrayLiteralExpression(n)) {
      out.push(ts.isObjectLiteralExpression(n) ? '{' : '[', isMultiLine(n) ? 'm' : '');
      const items: readonly ts.Node[] = ts.isObjectLiteralExpression(n) ? n.properties : n.elements;
      for (const item of items) if (!walk(item)) return false;
      out.push(ts.isObjectLiteralExpression(n) ? '}' : ']');
    } else if (ts.isPropertyAssignment(n)) {
      out.push(':');
      return walk(n.name) && walk(n.initializer);
    } else if (
      ts.isArrowFunction(n) ||
      ts.isCallExpression(n) ||
      ts.isPropertyAccessExpression(n) ||
      ts.isParameter(n) ||
      ts.isConditionalExpression(n)
    ) {
      // An answer's writer: `input => __fw_is_X_1(input) ? __fw_runtime.stringify(__fw_clone_X_1(input)) : null`.
      out.push(`(${n.kind}`);
      let ok = true;
      ts.forEachChild(n, (child) => {
        if (ok && !walk(child)) ok = false;
      });
      out.push(')');
      return ok;
    } else if (n.kind === ts.SyntaxKind.EqualsGreaterThanToken) out.push('=>');
    else if (n.kind === ts.SyntaxKind.QuestionToken) out.push('?');
    else if (n.kind === ts.SyntaxKind.ColonToken) out.push(':');
    else return false;
    return true;
  };
  return walk(node) ? out.join('\u0000') : undefined;
}

/**
 * Whether the hoisted code may be printed on its own: the emit must not change typia's code on
 * the way out. Above ES2022 no TypeScript transform rewrites it (no down-levelling, no helpers);
 * its only imports are namespace imports, whose names the module transforms keep.
 */
export function printsAsText(options: ts.CompilerOptions): boolean {
  return (options.target ?? ts.ScriptTarget.ES5) >= ts.ScriptTarget.ES2022 && options.removeComments !== true;
}

/** The statement name the printed text is made with, replaced by each file's own name. */
const PIECE_NAME = '__fw_piece__';

export class HoistedCode {
  /** Validators as statements, when the emitter prints them. */
  readonly #code: ts.Statement[] = [];
  /** Data (type data objects) as statements, placed after the validators they refer to. */
  readonly #data: ts.Statement[] = [];
  readonly #codeTexts: string[] = [];
  readonly #dataTexts: string[] = [];
  readonly #file: ts.SourceFile;
  readonly #text: HoistedText | undefined;
  readonly #printer: ts.Printer | undefined;
  readonly #taken = new Set<string>();
  readonly #options: ts.CompilerOptions;

  constructor(file: ts.SourceFile, text: HoistedText | undefined, options: ts.CompilerOptions) {
    this.#file = file;
    this.#text = text;
    this.#options = options;
    this.#printer =
      text === undefined ? undefined : ts.createPrinter({ newLine: options.newLine, removeComments: false });
  }

  /**
   * Hoists the generated code `const <base>_<n> = body` and returns the name to refer to it by.
   * As statements, the name is a unique name the emitter makes; as text, it is the one the
   * emitter would make (the first `<base>_<n>` that no identifier of the file and no earlier
   * hoisted name uses). As text, `body` is usually a piece of the marker cache already printed
   * (a {@link PrintedCode}); code the cache could not keep is printed here.
   */
  add(base: string, body: ts.Expression | PrintedCode): ts.Identifier {
    if (body instanceof PrintedCode) {
      if (this.#text === undefined) throw new TransformError('FW9001', {});
      return this.#named(this.#codeTexts, base, body.text);
    }
    if (this.#text === undefined) return this.#statement(this.#code, base, body);
    return this.#named(this.#codeTexts, base, this.#print(body));
  }

  /**
   * How generated code becomes text for this file (what the marker cache keeps in its place), or
   * undefined when the file's hoisted code is emitted as statements.
   */
  get printer(): ((body: ts.Expression) => string) | undefined {
    return this.#text === undefined ? undefined : (body) => this.#print(body);
  }

  /**
   * Hoists data built from plain literals and hoisted names (`const __fw_type_User_1 = { ... }`),
   * after all the code. As text it is printed once per distinct content.
   */
  addData(base: string, value: ts.Expression): ts.Identifier {
    if (this.#text === undefined) return this.#statement(this.#data, base, value);
    const key = shapeOf(value);
    const printed = this.#text.data;
    let text = key === undefined ? undefined : printed.get(key);
    if (text === undefined) {
      text = this.#print(value);
      if (key !== undefined) {
        if (printed.size >= MAX_DATA_TEXTS) printed.clear();
        printed.set(key, text);
      }
    }
    return this.#named(this.#dataTexts, base, text);
  }

  #statement(into: ts.Statement[], base: string, value: ts.Expression): ts.Identifier {
    const f = ts.factory;
    const identifier = f.createUniqueName(base);
    into.push(
      f.createVariableStatement(
        undefined,
        f.createVariableDeclarationList(
          [f.createVariableDeclaration(identifier, undefined, undefined, value)],
          ts.NodeFlags.Const,
        ),
      ),
    );
    return identifier;
  }

  #named(into: string[], base: string, text: string): ts.Identifier {
    const identifiers = fileIdentifiers(this.#file);
    let name = '';
    for (let n = 1; ; n++) {
      name = `${base}_${n}`;
      if (!this.#taken.has(name) && !(identifiers?.has(name) ?? this.#file.text.includes(name))) break;
    }
    this.#taken.add(name);
    into.push(`const ${name}${text}`);
    return ts.factory.createIdentifier(name);
  }

  /**
   * `body` as the emit would write it: typia's code is TypeScript (typed parameters, `as`), so it
   * goes through TypeScript's own type-erasing transform first, as in the emit.
   */
  #print(body: ts.Expression): string {
    const f = ts.factory;
    const statement = f.createVariableStatement(
      undefined,
      f.createVariableDeclarationList(
        [f.createVariableDeclaration(PIECE_NAME, undefined, undefined, body)],
        ts.NodeFlags.Const,
      ),
    );
    const unit = f.createSourceFile([statement], f.createToken(ts.SyntaxKind.EndOfFileToken), ts.NodeFlags.None);
    const result = ts.transform(unit, [typeEraser()], this.#options);
    try {
      // (The transform may add a "use strict" prologue before it.)
      const erased = result.transformed[0]!.statements.find(ts.isVariableStatement);
      if (erased === undefined) throw new TransformError('FW9002', {});
      return this.#printer!.printNode(ts.EmitHint.Unspecified, erased, this.#file).slice(`const ${PIECE_NAME}`.length);
    } finally {
      result.dispose();
    }
  }

  /**
   * The statements to place after the imports: the hoisted ones, or one placeholder whose line
   * the service replaces with the hoisted text (handed over here).
   */
  finish(): ts.Statement[] {
    if (this.#text === undefined) return [...this.#code, ...this.#data];
    if (this.#codeTexts.length + this.#dataTexts.length === 0) return [];
    let placeholder = '__fw_hoisted_code__';
    while (this.#file.text.includes(placeholder)) placeholder += '_';
    this.#text.accept(placeholder, [...this.#codeTexts, ...this.#dataTexts].join('\n'));
    return [ts.factory.createExpressionStatement(ts.factory.createIdentifier(placeholder))];
  }
}
