/**
 * The TypeDoc literal, `{ kind: 'fw.type', name, source, schema, components?, ... }`: what
 * `apidocs.type<T>()` becomes, and what `withBody` and a `withRequest` body are given. It is
 * hoisted once per type and use in a file; every marker of that type and use refers to it.
 */
import ts from 'typescript';
import { FwError } from '@fw/runtime/internal';
import { cloneNode } from '../adapters/typescript.js';
import { TransformError, where } from '../diagnostics.js';
import { toExpression } from '../emit/literal.js';
import type { JsonSchema } from '../programmers/schema.js';
import type { MarkerContext } from './context.js';
import { nameOf } from './names.js';
import {
  answerWriter,
  checkJsonAnswer,
  checkJsonBody,
  contractProperties,
  isJsonData,
  schemaOf,
  validator,
} from './pieces.js';

/**
 * Where a TypeDoc is used, which decides what the runtime will read from it: `request` (the value
 * of `requestBody:`, `withBody`, a `withRequest` body) is validated (validate, validateEquals,
 * nulls) and must be JSON data (FW2003); `answer` (the value of `responseBody:`, or in
 * `responses:`) is written (stringify, and check to name the problems of a value stringify
 * refuses) when it is JSON data, and may also hold objects with `toJSON`, but nothing
 * JSON.stringify writes otherwise (FW2012); `any` (a TypeDoc kept in a variable, passed around)
 * gets both sides and must be JSON data. Generating only the side a marker can be used for halves
 * the validators of a typical route file.
 */
export type TypeUse = 'request' | 'answer' | 'any';

/** The TypeDoc literal of `type` for a `use`, with the validators that use needs. */
export function typeDocOf(ctx: MarkerContext, call: ts.CallExpression, type: ts.Type, use: TypeUse): ts.Expression {
  let known = ctx.typeDocs.get(type);
  if (known === undefined) ctx.typeDocs.set(type, (known = {}));
  let identifier = known[use];
  if (identifier === undefined) {
    const literal = typeDocLiteralOf(ctx, call, type, use);
    known[use] = identifier = ctx.code.addData(
      `__fw_type_${literal.name.replace(/[^A-Za-z0-9_]/g, '_')}`,
      literal.expression,
    );
  }
  // A node of its own per marker (the same name): the caller gives it the marker's position.
  return cloneNode(identifier);
}

/** The TypeDoc object literal of `type`; its validators are hoisted (into `ctx.code`) on the way. */
function typeDocLiteralOf(
  ctx: MarkerContext,
  call: ts.CallExpression,
  type: ts.Type,
  use: TypeUse,
): { readonly name: string; readonly expression: ts.Expression } {
  const { name, source } = nameOf(type, ctx.checker, ctx.root);
  const result = schemaOf(ctx, call, type, '#/components/schemas/');
  let schema = result.schema;
  const components = { ...result.components };
  // A recursive type is its own component: the document keeps it once, under its name.
  if (schema['$ref'] === `#/components/schemas/${name}` && components[name] !== undefined) {
    schema = components[name]!;
    delete components[name];
  }
  claim(ctx, call, name, source, schema);
  for (const [component, componentSchema] of Object.entries(components))
    claim(ctx, call, component, '', componentSchema);
  const f = ts.factory;
  const properties: ts.ObjectLiteralElementLike[] = [
    f.createPropertyAssignment('kind', f.createStringLiteral('fw.type')),
    f.createPropertyAssignment('name', f.createStringLiteral(name)),
  ];
  if (source !== '') properties.push(f.createPropertyAssignment('source', f.createStringLiteral(source)));
  properties.push(f.createPropertyAssignment('schema', toExpression(schema)));
  if (Object.keys(components).length > 0)
    properties.push(f.createPropertyAssignment('components', toExpression(components)));
  // A request body's type must be JSON data (FW2003); an answer's type must be what JSON.stringify
  // writes as its schema says (FW2012), and is written through a generated writer when it is JSON
  // data (an object with toJSON is written by JSON.stringify).
  if (use === 'answer') checkJsonAnswer(ctx, call, type, name);
  else {
    checkJsonBody(ctx, call, type, name);
    properties.push(...contractProperties(ctx, call, type, name));
  }
  if (use === 'any' || (use === 'answer' && isJsonData(ctx, call, type))) {
    // As an answer: written by typia's JSON writer (undeclared properties never leave the server)
    // once typia's check holds; when it does not, `check` names every problem, without changing the value.
    const write = answerWriter(ctx, call, type, name);
    if (write !== undefined) {
      properties.push(f.createPropertyAssignment('stringify', write));
      properties.push(f.createPropertyAssignment('check', validator(ctx, call, type, name, 'check')));
    }
  }
  return { name, expression: f.createObjectLiteralExpression(properties, true) };
}

/** Claims a schema name for this file: FW1017 when another type already has it. */
function claim(ctx: MarkerContext, call: ts.CallExpression, name: string, source: string, schema: JsonSchema): void {
  const other = ctx.names.claim(name, source, JSON.stringify(schema));
  if (other !== undefined) {
    throw TransformError.of(
      call,
      new FwError('FW_ERR_SPEC_DUPLICATE_NAME', { name, first: other, second: source || where(call, ctx.root) }),
    );
  }
}
