/** Finds fw's build-time markers, route helpers and checked factories by the tags in their declarations' doc comments, not by name. */
import ts from 'typescript';

/** What a call expression is to the transformer. */
export type CallKind =
  | { readonly kind: 'marker'; readonly marker: 'type' | 'jsonSchema' | 'parseBody' | 'withBody' | 'withRequest' }
  | { readonly kind: 'route'; readonly route: string }
  /** A factory whose options the build checks (`@fwOptions metrics`): the built-in middleware, `apidocs.generateSpec`. */
  | { readonly kind: 'options'; readonly options: string }
  | null;

const TAG = /@(fwMarker|fwRoute|fwOptions)\s+([A-Za-z]+)/;
const TAG_ANYWHERE = /@fw(?:Marker|Route|Options)\b/;

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
  /** Answers per call: the route checker asks again for every call of a route table the visit classified. */
  readonly #kinds = new WeakMap<ts.CallExpression, CallKind>();
  /** The class or interface a call's declarations all declare as their return type, per call (null: none found). */
  readonly #returns = new WeakMap<ts.CallExpression, ts.Symbol | null>();
  /** Members of declared constants and modules by name (null: none), see {@link #memberOfDeclared}. */
  readonly #members = new Map<ts.Symbol, Map<string, ts.Symbol | null>>();

  readonly #program: ts.Program;
  /** The tags carried by declarations of each name anywhere in the program (see {@link taggedNames}). */
  #names: Map<string, Set<string>> | undefined;

  constructor(program: ts.Program) {
    this.#program = program;
    this.#checker = program.getTypeChecker();
  }

  /**
   * Classifies a call by the declaration its signature resolves to: `@fwMarker <name>` marks
   * apidocs.type / apidocs.jsonSchema / Context.parseBody / withBody, `@fwRoute <name>` the Router helpers,
   * `.named()`, `.doc()` and `Controller.define`. Aliased imports and re-exports resolve the same.
   */
  classify(call: ts.CallExpression): CallKind {
    let kind = this.#kinds.get(call);
    if (kind === undefined) this.#kinds.set(call, (kind = this.#classify(call)));
    return kind;
  }

  #classify(call: ts.CallExpression): CallKind {
    const callee = call.expression;
    if (!ts.isPropertyAccessExpression(callee) && !ts.isIdentifier(callee)) return null;
    if (ts.isPropertyAccessExpression(callee) && !this.#mayBeTagged(callee.name.text, call)) return null;
    const match = this.#tag(call, callee);
    if (match === null) return null;
    const value = match[2]!;
    if (match[1] === 'fwRoute') return { kind: 'route', route: value };
    if (match[1] === 'fwOptions') return { kind: 'options', options: value };
    if (
      value === 'type' ||
      value === 'jsonSchema' ||
      value === 'parseBody' ||
      value === 'withBody' ||
      value === 'withRequest'
    )
      return { kind: 'marker', marker: value };
    return null;
  }

  /**
   * Whether a method call named `name` can be one the transformer acts on, decided without the
   * checker: a method's name is the name of its declaration, so it must be the name of a tagged
   * declaration of the program. Asking the checker for `ctx.json`'s symbol means resolving the
   * route call the handler is passed to (`ctx` is typed from its `ValidPattern`/`PathParams`
   * types), for every call in every handler. A `parseBody()` without a type argument is left
   * as written in any case, so it needs no answer either.
   */
  #mayBeTagged(name: string, call: ts.CallExpression): boolean {
    this.#names ??= taggedNames(this.#program);
    const tags = this.#names.get(name);
    if (tags === undefined) return false;
    if (call.typeArguments === undefined && [...tags].every((tag) => tag === 'fwMarker parseBody')) return false;
    return true;
  }

  /**
   * The symbol a callee names. For a method called on the result of another call
   * (`Router.post(...).named('x')`), it is looked up in the class or interface every declaration
   * of that call declares as its return type, without asking the checker for the call's type:
   * that would resolve the inner call's overloads with its arguments (for a route, the pattern's
   * `ValidPattern`/`PathParams` types and the handler), which is most of the cost of classifying
   * a route table. When the declarations do not name one class or interface that declares the
   * member itself, the checker answers.
   */
  #calleeSymbol(callee: ts.PropertyAccessExpression | ts.Identifier): ts.Symbol | undefined {
    if (ts.isPropertyAccessExpression(callee)) {
      const object = skipParentheses(callee.expression);
      if (ts.isCallExpression(object)) {
        const owner = this.#returnedClass(object);
        const member = owner?.members?.get(callee.name.escapedText);
        if (member !== undefined) return member;
      } else if (ts.isIdentifier(object)) {
        const member = this.#memberOfDeclared(object, callee.name.text);
        if (member !== undefined) return member;
      }
      return this.#checker.getSymbolAtLocation(callee.name);
    }
    return this.#checker.getSymbolAtLocation(callee);
  }

  /**
   * `name` of what `object` names, when that is a constant with a written type (`Router:
   * RouterApi`, `apidocs: Readonly<{...}>`) or a module: the same for every `Router.post` of the
   * program, so it is looked up once per object and name instead of checking each access.
   */
  #memberOfDeclared(object: ts.Identifier, name: string): ts.Symbol | undefined {
    let symbol = this.#checker.getSymbolAtLocation(object);
    if (symbol === undefined) return undefined;
    if ((symbol.flags & ts.SymbolFlags.Alias) !== 0) symbol = this.#checker.getAliasedSymbol(symbol);
    const declared =
      (symbol.flags & ts.SymbolFlags.ValueModule) !== 0 || (isConstant(symbol) && isDeclaredValue(symbol));
    if (!declared) return undefined;
    let members = this.#members.get(symbol);
    if (members === undefined) this.#members.set(symbol, (members = new Map<string, ts.Symbol | null>()));
    if (members.has(name)) return members.get(name) ?? undefined;
    const type = this.#checker.getTypeOfSymbol(symbol);
    const member = type.isUnion() ? undefined : this.#checker.getPropertyOfType(type, name);
    members.set(name, member ?? null);
    return member;
  }

  /** The class or interface that every declaration of the called function declares as its return type (`RouteDef<...>`, `this`). */
  #returnedClass(call: ts.CallExpression): ts.Symbol | undefined {
    const known = this.#returns.get(call);
    if (known !== undefined) return known ?? undefined;
    let found: ts.Symbol | null = null;
    const callee = skipParentheses(call.expression);
    if (ts.isPropertyAccessExpression(callee) || ts.isIdentifier(callee)) {
      let symbol = this.#calleeSymbol(callee);
      if (symbol !== undefined && (symbol.flags & ts.SymbolFlags.Alias) !== 0)
        symbol = this.#checker.getAliasedSymbol(symbol);
      const declarations = symbol?.declarations ?? [];
      if (declarations.length > 0 && declarations.every(isFunctionDeclaration)) {
        for (const declaration of declarations as ts.SignatureDeclaration[]) {
          const owner = this.#declaredReturn(declaration, call);
          if (owner === undefined || (found !== null && owner !== found)) {
            found = null;
            break;
          }
          found = owner;
        }
      }
    }
    this.#returns.set(call, found);
    return found ?? undefined;
  }

  /** The class or interface symbol a signature's written return type names, if it names one. */
  #declaredReturn(declaration: ts.SignatureDeclaration, call: ts.CallExpression): ts.Symbol | undefined {
    const type = declaration.type;
    if (type === undefined) return undefined;
    if (type.kind === ts.SyntaxKind.ThisType) {
      // `this`: the receiver's class, when the receiver is itself such a call.
      const callee = skipParentheses(call.expression);
      if (!ts.isPropertyAccessExpression(callee)) return undefined;
      const receiver = skipParentheses(callee.expression);
      return ts.isCallExpression(receiver) ? this.#returnedClass(receiver) : undefined;
    }
    if (!ts.isTypeReferenceNode(type)) return undefined;
    let symbol = this.#checker.getSymbolAtLocation(
      ts.isQualifiedName(type.typeName) ? type.typeName.right : type.typeName,
    );
    if (symbol !== undefined && (symbol.flags & ts.SymbolFlags.Alias) !== 0)
      symbol = this.#checker.getAliasedSymbol(symbol);
    if (symbol === undefined || (symbol.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface)) === 0)
      return undefined;
    return symbol;
  }

  /**
   * The tag of the declaration a call resolves to. When the callee names a function or method
   * whose declarations (its overloads) all carry the same tag, or all none, that is the answer
   * without resolving the call: resolving checks the arguments, which for `Router.define({
   * routes: [...] })` means the types of the whole route table. Otherwise (a function held in a
   * variable or property, overloads tagged differently) the resolved signature's declaration decides.
   */
  #tag(call: ts.CallExpression, callee: ts.PropertyAccessExpression | ts.Identifier): RegExpExecArray | null {
    let symbol = this.#calleeSymbol(callee);
    if (symbol !== undefined && (symbol.flags & ts.SymbolFlags.Alias) !== 0)
      symbol = this.#checker.getAliasedSymbol(symbol);
    if (symbol !== undefined) {
      let declarations: readonly ts.Declaration[] | undefined = symbol.declarations;
      if (declarations === undefined || declarations.length === 0 || !declarations.every(isFunctionDeclaration)) {
        // A property or constant holding a function (`apidocs.type` is `typeof type`): the
        // signatures of its declared type. Only a declared type: an inferred one would need checking.
        declarations = isDeclaredValue(symbol)
          ? signatureDeclarations(this.#checker.getTypeOfSymbol(symbol))
          : undefined;
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

/** The names of a file's declarations that carry a tag, with their tags, by source file (kept across programs: unchanged files keep their SourceFile). */
const fileTags = new WeakMap<ts.SourceFile, readonly (readonly [string, string])[]>();

/**
 * Every name declared with an `@fwMarker`/`@fwRoute` tag in the program's files, with the tags
 * it carries (`fwRoute named`). Only files whose text holds a tag are walked.
 */
function taggedNames(program: ts.Program): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>();
  for (const file of program.getSourceFiles()) {
    let found = fileTags.get(file);
    if (found === undefined) {
      found = TAG_ANYWHERE.test(file.text) ? tagsOfFile(file) : [];
      fileTags.set(file, found);
    }
    for (const [name, tag] of found) {
      let tags = names.get(name);
      if (tags === undefined) names.set(name, (tags = new Set()));
      tags.add(tag);
    }
  }
  return names;
}

function tagsOfFile(file: ts.SourceFile): (readonly [string, string])[] {
  const out: (readonly [string, string])[] = [];
  const visit = (node: ts.Node): void => {
    const name = (node as { name?: ts.Node }).name;
    if (name !== undefined && (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name))) {
      for (const range of ts.getLeadingCommentRanges(file.text, node.getFullStart()) ?? []) {
        const match = TAG.exec(file.text.slice(range.pos, range.end));
        if (match !== null) out.push([name.text, `${match[1]} ${match[2]}`]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

function skipParentheses(expr: ts.Expression): ts.Expression {
  while (ts.isParenthesizedExpression(expr)) expr = expr.expression;
  return expr;
}

/** Whether a symbol is a `const` (its type cannot be narrowed by assignments). */
function isConstant(symbol: ts.Symbol): boolean {
  return (symbol.declarations ?? []).every(
    (d) =>
      ts.isVariableDeclaration(d) &&
      ts.isVariableDeclarationList(d.parent) &&
      (d.parent.flags & ts.NodeFlags.Const) !== 0,
  );
}

/** Whether every declaration of a property or variable has a type annotation (so its type needs no inference). */
function isDeclaredValue(symbol: ts.Symbol): boolean {
  const declarations = symbol.declarations ?? [];
  return (
    declarations.length > 0 &&
    declarations.every(
      (d) =>
        (ts.isPropertySignature(d) || ts.isPropertyDeclaration(d) || ts.isVariableDeclaration(d)) &&
        d.type !== undefined,
    )
  );
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
