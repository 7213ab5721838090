/** `withBody<T>(handler)`: the route validates its body against T before the handler runs and documents T as its request body. */
import ts from 'typescript';
import { TransformError } from '../diagnostics.js';
import type { MarkerContext } from './context.js';
import { typeDocOf } from './type-doc.js';

/**
 * `withBody<T>(handler)` -> `withBody<T>(handler, <apidocs.type<T>() literal>)`: the route gets
 * T's validator and documents T as its request body. Without a type argument, T is the one
 * TypeScript inferred from the handler's annotated body parameter (`(ctx, user: NewUser) => ...`).
 * A call that passes the type itself is left as written.
 */
export function withBodyCall(
  ctx: MarkerContext,
  call: ts.CallExpression,
  visit: (node: ts.Node) => ts.Node,
): ts.Expression | undefined {
  const given = call.arguments[1];
  // withBody(handler, apidocs.type<T>()) names the type itself; withBody(handler, { unknownKeys }) gets the type inserted.
  if (call.arguments.length === 0 || call.arguments.length > 2) return undefined;
  if (given !== undefined && ctx.checker.getTypeAtLocation(given).getProperty('kind') !== undefined) return undefined;
  const type = bodyTypeOf(ctx.checker, call);
  if (type === undefined) {
    throw new TransformError('FW2004', {}, call);
  }
  const f = ts.factory;
  return f.updateCallExpression(call, visit(call.expression) as ts.LeftHandSideExpression, call.typeArguments, [
    visit(call.arguments[0]!) as ts.Expression,
    typeDocOf(ctx, call, type, 'request'),
    ...(given === undefined ? [] : [visit(given) as ts.Expression]),
  ]);
}

/** T of a `withBody` call: its type argument, else the type of the handler's second parameter; undefined when that is unknown or any. */
function bodyTypeOf(checker: ts.TypeChecker, call: ts.CallExpression): ts.Type | undefined {
  const node = call.typeArguments?.[0];
  if (node !== undefined) return checker.getTypeFromTypeNode(node);
  const handler = checker.getResolvedSignature(call)?.getParameters()[0];
  if (handler === undefined) return undefined;
  const signature = checker.getTypeOfSymbolAtLocation(handler, call).getCallSignatures()[0];
  const body = signature?.getParameters()[1];
  if (body === undefined) return undefined;
  const type = checker.getTypeOfSymbolAtLocation(body, call);
  return (type.flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any)) !== 0 ? undefined : type;
}
