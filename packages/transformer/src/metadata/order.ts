/** Declaration order of literal unions and enums, which the checker's union types do not keep. */
import ts from 'typescript';

type Literal = string | number;

function key(values: readonly Literal[]): string {
  return JSON.stringify([...values].map((v) => `${typeof v}:${v}`).sort());
}

function literalOf(node: ts.TypeNode): Literal | null | undefined {
  if (ts.isLiteralTypeNode(node)) {
    const lit = node.literal;
    if (ts.isStringLiteral(lit) || ts.isNoSubstitutionTemplateLiteral(lit)) return lit.text;
    if (ts.isNumericLiteral(lit)) return Number(lit.text);
    if (
      ts.isPrefixUnaryExpression(lit) &&
      lit.operator === ts.SyntaxKind.MinusToken &&
      ts.isNumericLiteral(lit.operand)
    )
      return -Number(lit.operand.text);
    if (lit.kind === ts.SyntaxKind.NullKeyword) return null;
    return undefined;
  }
  if (node.kind === ts.SyntaxKind.UndefinedKeyword) return null;
  if (ts.isParenthesizedTypeNode(node)) return literalOf(node.type);
  return undefined;
}

/**
 * The written order of every union of literals (`'b' | 'a'`) and every enum with literal
 * values in a program, keyed by its set of values. TypeScript interns a union type and orders
 * its members by creation, so `'large' | 'small'` comes out as `small, large` when `'small'` was
 * used earlier anywhere; the schema programmer asks this index for the order as written. Where
 * one set of values is written in two orders, the first file read wins.
 */
export class LiteralOrder {
  readonly #program: ts.Program;
  #index: Map<string, Literal[]> | null = null;

  constructor(program: ts.Program) {
    this.#program = program;
  }

  /** `values` in the order they were written, or as given when no written union has exactly them. */
  sort<T>(values: readonly T[]): T[] {
    const literals = values.filter((v): v is T & Literal => typeof v === 'string' || typeof v === 'number');
    if (literals.length !== values.length || literals.length < 2) return [...values];
    const written = this.#build().get(key(literals));
    return written === undefined ? [...values] : (written as unknown as T[]);
  }

  #build(): Map<string, Literal[]> {
    if (this.#index !== null) return this.#index;
    const index = new Map<string, Literal[]>();
    for (const file of this.#program.getSourceFiles()) {
      if (this.#program.isSourceFileDefaultLibrary(file)) continue;
      for (const [k, values] of writtenIn(file)) if (!index.has(k)) index.set(k, values);
    }
    this.#index = index;
    return index;
  }
}

/** A file's literal unions and enums in written order, once per parsed file (unchanged files keep theirs across programs). */
const perFile = new WeakMap<ts.SourceFile, readonly (readonly [string, Literal[]])[]>();

function writtenIn(file: ts.SourceFile): readonly (readonly [string, Literal[]])[] {
  const known = perFile.get(file);
  if (known !== undefined) return known;
  const found: [string, Literal[]][] = [];
  const add = (values: Literal[]): void => {
    if (values.length >= 2) found.push([key(values), values]);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isUnionTypeNode(node)) {
      const values: Literal[] = [];
      let literalOnly = true;
      for (const member of node.types) {
        const value = literalOf(member);
        if (value === undefined) literalOnly = false;
        else if (value !== null) values.push(value);
      }
      if (literalOnly) add(values);
      // Metadata keeps a union's strings and its numbers apart (`'yes' | 'no' | 42 | false`): each kind on its own.
      const strings = values.filter((v) => typeof v === 'string');
      const numbers = values.filter((v) => typeof v === 'number');
      if (!literalOnly || numbers.length > 0) add(strings);
      if (!literalOnly || strings.length > 0) add(numbers);
    } else if (ts.isEnumDeclaration(node)) {
      const values: Literal[] = [];
      for (const member of node.members) {
        const init = member.initializer;
        if (init !== undefined && (ts.isStringLiteral(init) || ts.isNoSubstitutionTemplateLiteral(init)))
          values.push(init.text);
        else if (init !== undefined && ts.isNumericLiteral(init)) values.push(Number(init.text));
        else return;
      }
      add(values);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  perFile.set(file, found);
  return found;
}
