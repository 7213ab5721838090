/** Evaluates an expression written as a literal in the source (objects, arrays, strings, numbers, booleans, `const`s bound to them) to its value, so the build can run the runtime's option checks on it. */
import ts from 'typescript';

/** What {@link StaticEvaluator.evaluate} answers for an expression whose value the build cannot know. */
export const COMPUTED: unique symbol = Symbol('computed');

/** A value known at build time, or {@link COMPUTED}. */
export type Evaluated = unknown;

/** A stand-in for a function written in the source: the checks only ask whether a value is a function. */
function writtenFunction(): undefined {
  return undefined;
}

/**
 * Evaluates literals: object and array literals (spreads of literals included), strings,
 * templates without substitutions, numbers (with a sign), booleans, `null`, `undefined`,
 * `as const` / `satisfies` / parentheses, identifiers and property accesses bound to `const`s
 * with such values (through imports), and functions written in place (as a stand-in function).
 * Anything else (a call, a computed key, a `let`) makes the whole value {@link COMPUTED}.
 */
export class StaticEvaluator {
  readonly #checker: ts.TypeChecker;

  constructor(checker: ts.TypeChecker) {
    this.#checker = checker;
  }

  /** The value of `expr`, or {@link COMPUTED}. */
  evaluate(expr: ts.Expression): Evaluated {
    return this.#value(expr, new Set());
  }

  #value(node: ts.Expression, visiting: Set<ts.Node>): Evaluated {
    const expr = unwrap(node);
    if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return expr.text;
    if (ts.isNumericLiteral(expr)) return Number(expr.text);
    if (expr.kind === ts.SyntaxKind.TrueKeyword) return true;
    if (expr.kind === ts.SyntaxKind.FalseKeyword) return false;
    if (expr.kind === ts.SyntaxKind.NullKeyword) return null;
    if (ts.isPrefixUnaryExpression(expr)) {
      const operand = this.#value(expr.operand, visiting);
      if (typeof operand !== 'number') return COMPUTED;
      if (expr.operator === ts.SyntaxKind.MinusToken) return -operand;
      if (expr.operator === ts.SyntaxKind.PlusToken) return operand;
      return COMPUTED;
    }
    if (ts.isArrowFunction(expr) || ts.isFunctionExpression(expr)) return writtenFunction;
    if (ts.isArrayLiteralExpression(expr)) {
      const out: unknown[] = [];
      for (const element of expr.elements) {
        if (ts.isSpreadElement(element)) {
          const spread = this.#value(element.expression, visiting);
          if (!Array.isArray(spread)) return COMPUTED;
          out.push(...(spread as unknown[]));
        } else if (ts.isOmittedExpression(element)) return COMPUTED;
        else {
          const value = this.#value(element, visiting);
          if (value === COMPUTED) return COMPUTED;
          out.push(value);
        }
      }
      return out;
    }
    if (ts.isObjectLiteralExpression(expr)) {
      const out: Record<string, unknown> = {};
      for (const property of expr.properties) {
        if (ts.isSpreadAssignment(property)) {
          const spread = this.#value(property.expression, visiting);
          if (typeof spread !== 'object' || spread === null) return COMPUTED;
          Object.assign(out, spread);
          continue;
        }
        const key = property.name === undefined ? undefined : keyOf(property.name);
        if (key === undefined) return COMPUTED;
        let value: Evaluated;
        if (ts.isPropertyAssignment(property)) value = this.#value(property.initializer, visiting);
        else if (ts.isShorthandPropertyAssignment(property))
          value = this.#bound(this.#checker.getShorthandAssignmentValueSymbol(property), visiting);
        else if (ts.isMethodDeclaration(property)) value = writtenFunction;
        else return COMPUTED;
        if (value === COMPUTED) return COMPUTED;
        Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
      }
      return out;
    }
    if (ts.isIdentifier(expr)) {
      if (expr.text === 'undefined') return undefined;
      return this.#bound(this.#checker.getSymbolAtLocation(expr), visiting);
    }
    if (ts.isPropertyAccessExpression(expr)) {
      const owner = this.#value(expr.expression, visiting);
      if (typeof owner !== 'object' || owner === null || !Object.prototype.hasOwnProperty.call(owner, expr.name.text))
        return COMPUTED;
      return (owner as Record<string, unknown>)[expr.name.text];
    }
    return COMPUTED;
  }

  /** The value of a `const` (or a function declaration) a symbol names, through imports. */
  #bound(found: ts.Symbol | undefined, visiting: Set<ts.Node>): Evaluated {
    let symbol = found;
    if (symbol === undefined) return COMPUTED;
    if ((symbol.flags & ts.SymbolFlags.Alias) !== 0) symbol = this.#checker.getAliasedSymbol(symbol);
    const declaration = symbol.valueDeclaration;
    if (declaration === undefined) return COMPUTED;
    if (ts.isFunctionDeclaration(declaration)) return writtenFunction;
    if (!ts.isVariableDeclaration(declaration) || declaration.initializer === undefined) return COMPUTED;
    const list = declaration.parent;
    if (!ts.isVariableDeclarationList(list) || (list.flags & ts.NodeFlags.Const) === 0) return COMPUTED;
    if (declaration.getSourceFile().isDeclarationFile || visiting.has(declaration)) return COMPUTED;
    visiting.add(declaration);
    const value = this.#value(declaration.initializer, visiting);
    visiting.delete(declaration);
    return value;
  }
}

/** The node a value came from inside an object literal: the initializer of `key`, if written there. */
export function propertyNode(object: ts.Expression, key: string): ts.Expression | undefined {
  const expr = unwrap(object);
  if (!ts.isObjectLiteralExpression(expr)) return undefined;
  for (const property of expr.properties) {
    if (property.name === undefined || keyOf(property.name) !== key) continue;
    if (ts.isPropertyAssignment(property)) return property.initializer;
    if (ts.isShorthandPropertyAssignment(property)) return property.name;
  }
  return undefined;
}

function keyOf(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return undefined;
}

/** An expression without the parentheses, `as`, `satisfies`, `!` and `<T>` casts around it. */
export function unwrap(expr: ts.Expression): ts.Expression {
  while (
    ts.isParenthesizedExpression(expr) ||
    ts.isAsExpression(expr) ||
    ts.isSatisfiesExpression(expr) ||
    ts.isNonNullExpression(expr) ||
    ts.isTypeAssertionExpression(expr)
  )
    expr = expr.expression;
  return expr;
}
