/** withRequest((ctx, req: { params, query, headers, body }) => ...): the request's contract from the handler's `req` type. */
import ts from 'typescript';
import { parsePattern } from '@fw/runtime/internal';
import { TransformError } from '../diagnostics.js';
import { toExpression } from '../emit/literal.js';
import { analyze } from '../metadata/analyze.js';
import { requestFields } from '../programmers/request-fields.js';
import { cached, type MarkerContext } from './context.js';
import { schemaOf, validator } from './pieces.js';
import { typeDocOf } from './type-doc.js';

const PARTS = new Set(['params', 'query', 'headers', 'body']);

/**
 * `withRequest(handler)` -> `withRequest(handler, { kind: 'fw.request', params, query, headers, body })`:
 * for each string part, how each field is coerced, the part's validator and its schema (for the
 * document's parameters); for the body, its TypeDoc with validators, as `withBody` gets.
 */
export function withRequestCall(
  ctx: MarkerContext,
  call: ts.CallExpression,
  visit: (node: ts.Node) => ts.Node,
): ts.Expression | undefined {
  if (call.arguments.length !== 1) return undefined;
  const request = requestTypeOf(ctx.checker, call);
  if (request === undefined) throw new TransformError('FW2005', {}, call);
  const f = ts.factory;
  const properties: ts.ObjectLiteralElementLike[] = [
    f.createPropertyAssignment('kind', f.createStringLiteral('fw.request')),
  ];
  let paramNames: string[] | undefined;
  for (const symbol of request.getProperties()) {
    const name = symbol.name;
    if (!PARTS.has(name)) throw new TransformError('FW2008', { name }, call);
    const type = ctx.checker.getNonNullableType(ctx.checker.getTypeOfSymbolAtLocation(symbol, call));
    if (name === 'body') {
      properties.push(f.createPropertyAssignment('body', typeDocOf(ctx, call, type, 'request')));
      continue;
    }
    const part = partOf(ctx, call, type, name);
    if (name === 'params') paramNames = part.names;
    properties.push(f.createPropertyAssignment(name, part.literal));
  }
  if (paramNames !== undefined) checkParams(call, paramNames);
  return f.updateCallExpression(call, visit(call.expression) as ts.LeftHandSideExpression, call.typeArguments, [
    visit(call.arguments[0]!) as ts.Expression,
    f.createObjectLiteralExpression(properties, true),
  ]);
}

/** The type of the handler's second parameter; undefined when it is missing, any or unknown. */
function requestTypeOf(checker: ts.TypeChecker, call: ts.CallExpression): ts.Type | undefined {
  const handler = call.arguments[0];
  if (handler === undefined) return undefined;
  const signature = checker.getTypeAtLocation(handler).getCallSignatures()[0];
  const parameter = signature?.getParameters()[1];
  if (parameter === undefined) return undefined;
  const type = checker.getTypeOfSymbolAtLocation(parameter, call);
  return (type.flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any)) !== 0 ? undefined : type;
}

/** One string part: its fields' coercion, validator and schema as a literal, and its field names. */
function partOf(
  ctx: MarkerContext,
  call: ts.CallExpression,
  type: ts.Type,
  where: string,
): { literal: ts.Expression; names: string[] } {
  const fields = cached(ctx, type, `part:${where}`, () => requestFields(analyze(ctx, call, type), where, call));
  const literal = ts.factory.createObjectLiteralExpression(
    [
      ts.factory.createPropertyAssignment('fields', toExpression(fields)),
      ts.factory.createPropertyAssignment('validate', validator(ctx, call, type, where, 'prune')),
      ts.factory.createPropertyAssignment(
        'schema',
        toExpression(schemaOf(ctx, call, type, '#/components/schemas/').schema),
      ),
    ],
    true,
  );
  return { literal, names: fields.map((field) => field.name) };
}

/**
 * When the call is a route helper's handler with a literal pattern (`Router.get('/users/:id',
 * withRequest(...))`), every parameter of the pattern must be declared in `req.params`. Names the
 * pattern does not have are checked by Router.define, which sees scope prefixes too.
 */
function checkParams(call: ts.CallExpression, declared: readonly string[]): void {
  const route = call.parent;
  if (!ts.isCallExpression(route) || route.arguments[1] !== call) return;
  const literal = route.arguments[0];
  if (literal === undefined || !ts.isStringLiteralLike(literal)) return;
  let names: readonly string[];
  try {
    names = parsePattern(literal.text).params;
  } catch {
    return; // a bad pattern has its own diagnostic
  }
  const missing = names.filter((name) => !declared.includes(name));
  if (missing.length > 0) {
    throw new TransformError(
      'FW2007',
      { pattern: literal.text, expected: names.join(', ') || 'none', found: declared.join(', ') || 'none' },
      literal,
    );
  }
}
