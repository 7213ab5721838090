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
    const match = this.#tag(call, callee);
    if (match === null) return null;
    const value = match[2]!;
    if (match[1] === 'fwRoute') return { kind: 'route', route: value };
    if (value === 'type' || value === 'jsonSchema' || value === 'parseBody' || value === 'withBody' || value === 'withRequest') return { kind: 'marker', marker: value };
    return null;
  }

  /**
   * The tag of the declaration a call resolves to. When the callee names a function or method
   * whose declarations (its overloads) all carry the same tag, or all none, that is the answer
   * without resolving the call: resolving checks the arguments, which for `Router.define({
   * routes: [...] })` means the types of the whole route table. Otherwise (a function held in a
   * variable or property, overloads tagged differently) the resolved signature's declaration decides.
   */
  #tag(call: ts.CallExpression, callee: ts.PropertyAccessExpression | ts.Identifier): RegExpExecArray | null {
    let symbol = this.#checker.getSymbolAtLocation(ts.isPropertyAccessExpression(callee) ? callee.name : callee);
    if (symbol !== undefined && (symbol.flags & ts.SymbolFlags.Alias) !== 0) symbol = this.#checker.getAliasedSymbol(symbol);
    if (symbol !== undefined) {
      let declarations: readonly ts.Declaration[] | undefined = symbol.declarations;
      if (declarations === undefined || declarations.length === 0 || !declarations.every(isFunctionDeclaration)) {
        // A property or constant holding a function (`apidocs.type` is `typeof type`): the
        // signatures of its declared type. Only a declared type: an inferred one would need checking.
        declarations = isDeclaredValue(symbol) ? signatureDeclarations(this.#checker.getTypeOfSymbol(symbol)) : undefined;
      }
      if (declarations !== undefined && declarations.length > 0) {
        const tags = declarations.map((d) => tagOf(d, this.#cache));
        const first = tags[0]!;
        if (tags.every((t) => t?.[0] === first?.[0])) return first;
      }
    }
    const declaration = this.#checker.getResolvedSignature(call)?.getDeclaration();
    return declaration === undefined ? null : tagOf(declaration, this.#cache);
  }
}

/** Whether every declaration of a property or variable has a type annotation (so its type needs no inference). */
function isDeclaredValue(symbol: ts.Symbol): boolean {
  const declarations = symbol.declarations ?? [];
  return declarations.length > 0 && declarations.every((d) => (ts.isPropertySignature(d) || ts.isPropertyDeclaration(d) || ts.isVariableDeclaration(d)) && d.type !== undefined);
}

/** The declarations of an object type's call signatures, when every one is a function declaration; else undefined. */
function signatureDeclarations(type: ts.Type): ts.Declaration[] | undefined {
  if ((type.flags & ts.TypeFlags.Object) === 0) return undefined;
  const declarations: ts.Declaration[] = [];
  for (const signature of type.getCallSignatures()) {
    const declaration = signature.getDeclaration() as ts.Declaration | undefined;
    if (declaration === undefined || !isFunctionDeclaration(declaration)) return undefined;
    declarations.push(declaration);
  }
  return declarations;
}

/** A declaration whose signature is written out: a function, a method, a method signature. */
function isFunctionDeclaration(node: ts.Declaration): boolean {
  return ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isMethodSignature(node);
}
