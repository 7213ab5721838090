/**
 * Validators and JSON writers from typia's programmers: the code each kind of check or writer is,
 * with typia's checks of template literal types rewritten to fw's linear-time patterns.
 */
import ts from 'typescript';
import {
  patternTest,
  patternTestOf,
  writeCode,
  type MetadataSchema,
  type ProgrammerProps,
  type TypiaProgrammer,
} from '../adapters/typia.js';
import { linearPatterns } from '../metadata/templates.js';

/**
 * `prune`: validate, then drop undeclared properties; `equals`: undeclared properties are errors;
 * `check`: validate without changing the value (a response may be a stored record); `stringify`:
 * typia's JSON writer, which writes only the properties the type declares; `clone`: a copy of the
 * declared properties.
 */
export type ValidatorKind = 'prune' | 'equals' | 'check' | 'stringify' | 'clone';

/** The typia programmer that writes each kind. */
const PROGRAMMERS: Readonly<Record<ValidatorKind, TypiaProgrammer>> = {
  prune: 'validatePrune',
  equals: 'validateEquals',
  check: 'validate',
  stringify: 'jsonStringify',
  clone: 'clone',
};

/**
 * The code of the validator or writer of `kind` for `props.type`. `metadata` gives the type's
 * metadata once typia has written its code, for the template patterns to rewrite.
 */
export function programValidator(
  props: ProgrammerProps,
  kind: ValidatorKind,
  metadata: () => MetadataSchema,
): ts.Expression {
  const code = writeCode(props, PROGRAMMERS[kind]);
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
      const typia = patternTestOf(node);
      const linear = typia === undefined ? undefined : patterns.get(typia);
      if (linear !== undefined) return patternTest(linear);
      return ts.visitEachChild(node, visit, context);
    };
    return (root: ts.Expression) => visit(root) as ts.Expression;
  };
  return ts.transform(code, [rewrite]).transformed[0]!;
}
