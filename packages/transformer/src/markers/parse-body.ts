/** `ctx.parseBody<T>()`: gets a validator generated from T, so an invalid body is answered with 400 and every failing path. */
import ts from 'typescript';
import type { MarkerContext } from './context.js';
import { nameOf } from './names.js';
import { checkJsonBody, contractProperties } from './pieces.js';

/**
 * `ctx.parseBody<T>(options)` -> `ctx.parseBody<T>({ ...options, validate, typeName })`, and
 * `ctx.parseBody<T>()` -> `ctx.parseBody<T>(__fw_parse_<Name>)`, a hoisted
 * `{ validate, typeName }` made once per file and type rather than once per request.
 */
export function parseBodyCall(
  ctx: MarkerContext,
  call: ts.CallExpression,
  visit: (node: ts.Node) => ts.Node,
): ts.Expression | undefined {
  const node = call.typeArguments?.[0];
  if (node === undefined) return undefined;
  const type = ctx.checker.getTypeFromTypeNode(node);
  const { name } = nameOf(type, ctx.checker, ctx.root);
  checkJsonBody(ctx, call, type, name);
  const f = ts.factory;
  const extra = (): ts.PropertyAssignment[] => [
    ...contractProperties(ctx, call, type, name),
    f.createPropertyAssignment('typeName', f.createStringLiteral(name)),
  ];
  const given = call.arguments[0];
  let options: ts.Expression;
  if (given !== undefined)
    options = f.createObjectLiteralExpression(
      [f.createSpreadAssignment(visit(given) as ts.Expression), ...extra()],
      false,
    );
  else {
    let hoisted = ctx.parseOptions.get(type);
    if (hoisted === undefined) {
      hoisted = f.createUniqueName(`__fw_parse_${name.replace(/[^A-Za-z0-9_]/g, '_')}`);
      const literal = f.createObjectLiteralExpression(extra(), false);
      ctx.hoisted.push(
        f.createVariableStatement(
          undefined,
          f.createVariableDeclarationList(
            [f.createVariableDeclaration(hoisted, undefined, undefined, literal)],
            ts.NodeFlags.Const,
          ),
        ),
      );
      ctx.parseOptions.set(type, hoisted);
    }
    options = hoisted;
  }
  return f.updateCallExpression(call, visit(call.expression) as ts.LeftHandSideExpression, call.typeArguments, [
    options,
  ]);
}
