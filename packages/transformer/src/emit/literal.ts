/** Turns JSON-like data into a TypeScript expression (object, array and primitive literals). */
import ts from 'typescript';

/** The expression that evaluates to `value` (JSON data: objects, arrays, strings, numbers, booleans, null). */
export function toExpression(value: unknown): ts.Expression {
  const f = ts.factory;
  if (value === null || value === undefined) return f.createNull();
  if (typeof value === 'string') return f.createStringLiteral(value);
  if (typeof value === 'boolean') return value ? f.createTrue() : f.createFalse();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return f.createNull();
    return value < 0 || Object.is(value, -0)
      ? f.createPrefixUnaryExpression(ts.SyntaxKind.MinusToken, f.createNumericLiteral(-value))
      : f.createNumericLiteral(value);
  }
  if (Array.isArray(value)) return f.createArrayLiteralExpression(value.map(toExpression), false);
  if (typeof value === 'object') {
    return f.createObjectLiteralExpression(
      Object.entries(value as Record<string, unknown>).map(([key, v]) =>
        f.createPropertyAssignment(f.createStringLiteral(key), toExpression(v)),
      ),
      false,
    );
  }
  return f.createNull();
}
