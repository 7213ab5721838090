/** `apidocs.type<T>()`: becomes T's TypeDoc literal, with the validators or the writer the place it stands in needs. */
import ts from 'typescript';
import { typeArgument, type MarkerContext } from './context.js';
import { typeDocOf, type TypeUse } from './type-doc.js';

/** `apidocs.type<T>()` -> `{ kind: 'fw.type', name, source, schema, components, validate }`. */
export function typeDocLiteral(ctx: MarkerContext, call: ts.CallExpression): ts.Expression {
  const use: TypeUse =
    isPropertyValue(call, 'responseBody') || isInResponses(call)
      ? 'answer'
      : isPropertyValue(call, 'requestBody')
        ? 'request'
        : 'any';
  return typeDocOf(ctx, call, typeArgument(call, 'apidocs.type', ctx.checker), use);
}

/** Whether a marker documents an answer: a value in `.doc({ responses: { 201: ... } })`, or the `body` of one. */
function isInResponses(node: ts.Node): boolean {
  for (let current: ts.Node = node; current.parent !== undefined; current = current.parent) {
    const parent = current.parent;
    if (
      ts.isPropertyAssignment(parent) &&
      (ts.isIdentifier(parent.name) || ts.isStringLiteral(parent.name)) &&
      parent.name.text === 'responses'
    )
      return true;
    if (ts.isCallExpression(parent) || ts.isFunctionLike(parent) || ts.isSourceFile(parent)) return false;
  }
  return false;
}

/** Whether a node is the value of the property `property` (through parentheses, `as` and `satisfies`). */
function isPropertyValue(node: ts.Node, property: string): boolean {
  let parent = node.parent;
  while (ts.isParenthesizedExpression(parent) || ts.isAsExpression(parent) || ts.isSatisfiesExpression(parent))
    parent = parent.parent;
  return (
    ts.isPropertyAssignment(parent) &&
    (ts.isIdentifier(parent.name) || ts.isStringLiteral(parent.name)) &&
    parent.name.text === property
  );
}
