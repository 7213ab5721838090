/** `apidocs.jsonSchema<T>()`: becomes a string literal holding T's JSON Schema. */
import ts from 'typescript';
import { exactJson } from '@fw/runtime/internal';
import type { JsonSchema } from '../programmers/schema.js';
import { typeArgument, type MarkerContext } from './context.js';
import { schemaOf } from './pieces.js';

/** `apidocs.jsonSchema<T>()` -> a string literal holding T's JSON Schema (recursive types under `$defs`). */
export function jsonSchemaLiteral(ctx: MarkerContext, call: ts.CallExpression): ts.Expression {
  const type = typeArgument(call, 'apidocs.jsonSchema', ctx.checker);
  const { schema, components } = schemaOf(ctx, call, type, '#/$defs/');
  const out: JsonSchema = Object.keys(components).length === 0 ? schema : { ...schema, $defs: components };
  // Integers beyond 2^53 (int64's and uint64's bounds) with every digit, as the document writes them.
  return ts.factory.createStringLiteral(exactJson(out));
}
