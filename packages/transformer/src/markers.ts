/** Finds fw's build-time markers and route helpers by the JSDoc tags on their declarations, not by name. */
import ts from 'typescript';

/** What a call expression is to the transformer. */
export type CallKind =
  | { readonly kind: 'marker'; readonly marker: 'type' | 'jsonSchema' | 'parseBody' }
  | { readonly kind: 'route'; readonly route: string }
  | null;

/**
 * Classifies a call by the declaration its signature resolves to: `@fwMarker <name>` marks
 * apidocs.type / apidocs.jsonSchema / Context.parseBody, `@fwRoute <name>` the Router helpers,
 * `.named()`, `.doc()` and `Controller.define`. Aliased imports and re-exports resolve the same.
 */
export function classifyCall(checker: ts.TypeChecker, call: ts.CallExpression): CallKind {
  const callee = call.expression;
  if (!ts.isPropertyAccessExpression(callee) && !ts.isIdentifier(callee)) return null;
  const signature = checker.getResolvedSignature(call);
  const declaration = signature?.getDeclaration();
  if (declaration === undefined) return null;
  for (const tag of ts.getJSDocTags(declaration)) {
    const name = tag.tagName.text;
    if (name !== 'fwMarker' && name !== 'fwRoute') continue;
    const value = (typeof tag.comment === 'string' ? tag.comment : ts.getTextOfJSDocComment(tag.comment) ?? '').trim().split(/\s+/)[0] ?? '';
    if (name === 'fwRoute') return { kind: 'route', route: value };
    if (value === 'type' || value === 'jsonSchema' || value === 'parseBody') return { kind: 'marker', marker: value };
  }
  return null;
}
