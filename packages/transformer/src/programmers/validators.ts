/**
 * Validators and JSON writers from typia's programmers: the code each kind of check or writer is,
 * with typia's checks of template literal types rewritten to fw's linear-time patterns.
 */
import ts from 'typescript';
import {
  JsonStringifyProgrammer,
  MiscCloneProgrammer,
  MiscValidatePruneProgrammer,
  ValidateProgrammer,
  type ITypiaContext,
  type MetadataSchema,
} from '@typia/core';
import { linearPatterns } from '../metadata/templates.js';

/**
 * `prune`: validate, then drop undeclared properties; `equals`: undeclared properties are errors;
 * `check`: validate without changing the value (a response may be a stored record); `stringify`:
 * typia's JSON writer, which writes only the properties the type declares; `clone`: a copy of the
 * declared properties.
 */
export type ValidatorKind = 'prune' | 'equals' | 'check' | 'stringify' | 'clone';

/** What typia's programmers take: the context, the callee (whose text typia writes into messages), the type and its name. */
export interface ValidatorProps {
  readonly context: ITypiaContext;
  readonly modulo: ts.LeftHandSideExpression;
  readonly type: ts.Type;
  readonly name: string;
}

/**
 * The code of the validator or writer of `kind` for `props.type`. `metadata` gives the type's
 * metadata once typia has written its code, for the template patterns to rewrite.
 */
export function programValidator(
  props: ValidatorProps,
  kind: ValidatorKind,
  metadata: () => MetadataSchema,
): ts.Expression {
  const code =
    kind === 'prune'
      ? MiscValidatePruneProgrammer.write(props)
      : kind === 'stringify'
        ? JsonStringifyProgrammer.write(props)
        : kind === 'clone'
          ? MiscCloneProgrammer.write(props)
          : ValidateProgrammer.write({ ...props, config: { equals: kind === 'equals' } });
  return linearChecks(code, linearPatterns(metadata()));
}

/**
 * Rewrites the checks typia generated for template literal types (`RegExp(/(.*)@(.*)\.(.*)/).test`,
 * which backtracks in time cubic in the input) to test fw's linear pattern of the same type.
 */
function linearChecks(code: ts.Expression, patterns: ReadonlyMap<string, string>): ts.Expression {
  if (patterns.size === 0) return code;
  const rewrite = (context: ts.TransformationContext) => {
    const visit = (node: ts.Node): ts.Node => {
      if (ts.isIdentifier(node) && node.text.startsWith('RegExp(/') && node.text.endsWith('/).test')) {
        const linear = patterns.get(node.text.slice('RegExp(/'.length, -'/).test'.length));
        if (linear !== undefined) return ts.factory.createIdentifier(`RegExp(/${linear}/).test`);
      }
      return ts.visitEachChild(node, visit, context);
    };
    return (root: ts.Expression) => visit(root) as ts.Expression;
  };
  return ts.transform(code, [rewrite]).transformed[0]!;
}
