/** Finds fw's build-time markers and route helpers by the tags in their declarations' doc comments, not by name. */
import ts from 'typescript';

/** What a call expression is to the transformer. */
export type CallKind =
  | { readonly kind: 'marker'; readonly marker: 'type' | 'jsonSchema' | 'parseBody' | 'withBody' | 'withRequest' }
  | { readonly kind: 'route'; readonly route: string }
  | null;

const TAG = /@(fwMarker|fwRoute)\s+([A-Za-z]+)/;

/**
 * The `@fwMarker`/`@fwRoute` tag in the doc comment right before a declaration. Read from the
 * comment text, not from parsed JSDoc: `tsc` (and so ts-patch's `tspc`) parses JSDoc only where
 * type errors need it since TypeScript 5.3, so parsed tags would be missing there.
 */
function tagOf(declaration: ts.Declaration, cache: WeakMap<ts.Node, RegExpExecArray | null>): RegExpExecArray | null {
  const cached = cache.get(declaration);
  if (cached !== undefined) return cached;
  const text = declaration.getSourceFile().text;
  let match: RegExpExecArray | null = null;
  for (const range of ts.getLeadingCommentRanges(text, declaration.getFullStart()) ?? []) {
    match = TAG.exec(text.slice(range.pos, range.end)) ?? match;
  }
  cache.set(declaration, match);
  return match;
}

/** Classifies calls; one per program, so comment look-ups are cached across files. */
export class CallClassifier {
  readonly #checker: ts.TypeChecker;
  readonly #cache = new WeakMap<ts.Node, RegExpExecArray | null>();

  constructor(checker: ts.TypeChecker) {
    this.#checker = checker;
  }

  /**
   * Classifies a call by the declaration its signature resolves to: `@fwMarker <name>` marks
   * apidocs.type / apidocs.jsonSchema / Context.parseBody / withBody, `@fwRoute <name>` the Router helpers,
   * `.named()`, `.doc()` and `Controller.define`. Aliased imports and re-exports resolve the same.
   */
  classify(call: ts.CallExpression): CallKind {
    const callee = call.expression;
    if (!ts.isPropertyAccessExpression(callee) && !ts.isIdentifier(callee)) return null;
    const declaration = this.#checker.getResolvedSignature(call)?.getDeclaration();
    if (declaration === undefined) return null;
    const match = tagOf(declaration, this.#cache);
    if (match === null) return null;
    const value = match[2]!;
    if (match[1] === 'fwRoute') return { kind: 'route', route: value };
    if (value === 'type' || value === 'jsonSchema' || value === 'parseBody' || value === 'withBody' || value === 'withRequest') return { kind: 'marker', marker: value };
    return null;
  }
}
