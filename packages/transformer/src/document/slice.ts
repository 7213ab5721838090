/**
 * The app's document, known at build time: the `spec` export's `apidocs.generateSpec(...)` call
 * copied into a module of its own that imports nothing of the app. The copy keeps what the
 * document is made of (route helpers with the schemas the markers generate, `.named()`/`.doc()`,
 * scopes, resources, controllers, middleware factories and their options, the `const`s and
 * functions the table is built with, through imports) and leaves out what runs per request: every
 * handler and middleware function becomes an empty function. Running that module with fw's own
 * `generateSpec` gives the document the app serves, byte for byte, without executing any of the
 * app's modules. A value the document needs that only exists when the app runs (an environment
 * variable, a call to the app's own services, a `let`) is FW2021 at the place it is written.
 */
import ts from 'typescript';
import { unwrap } from '../classify/literal.js';
import { TransformError } from '../diagnostics.js';

/** A value the document needs that only exists when the app runs. */
class RunTimeValue extends Error {
  constructor(
    readonly node: ts.Node,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/** How a function written in a copied expression is copied: `stub` (an empty function: handlers, middleware) or `copy` (a callback the table is built with, as `.map(...)`'s). */
type FunctionMode = 'stub' | 'copy';

/** The parameters and locals of a copied function: `value` (copied too) or `run-time` (an argument the build cannot know). */
interface Scope {
  readonly symbols: Map<ts.Symbol, 'value' | 'run-time'>;
  readonly parent: Scope | undefined;
}

/** Globals whose use in a route table computes nothing the build cannot: the rest (process, fetch, timers, ...) are run-time values. */
const PURE_GLOBALS = new Set([
  'Math',
  'JSON',
  'Object',
  'Array',
  'String',
  'Number',
  'Boolean',
  'Map',
  'Set',
  'Date',
  'RegExp',
  'Symbol',
  'Infinity',
  'NaN',
  'encodeURIComponent',
  'decodeURIComponent',
  'parseInt',
  'parseFloat',
]);

/** Array methods whose callbacks build values (a route table from a list), copied rather than left empty. */
const ARRAY_CALLBACKS = new Set([
  'map',
  'flatMap',
  'filter',
  'forEach',
  'reduce',
  'reduceRight',
  'some',
  'every',
  'find',
  'findIndex',
  'sort',
  'toSorted',
]);

/** Whether `node` names something without a call (`E.A`, `ns.E.A`): asking for its constant value checks only the names. */
function isEntityName(node: ts.Expression): boolean {
  return ts.isIdentifier(node) || (ts.isPropertyAccessExpression(node) && isEntityName(node.expression));
}

/** A module of fw's runtime: what the copy may import. */
function isFwModule(specifier: string): boolean {
  return specifier === '@fw/runtime' || specifier.startsWith('@fw/runtime/');
}

/** The module an import or re-export declaration names, if the declaration is one. */
function moduleOf(declaration: ts.Declaration | undefined): string | undefined {
  let node: ts.Node | undefined = declaration;
  while (node !== undefined && !ts.isImportDeclaration(node) && !ts.isExportDeclaration(node)) {
    if (ts.isSourceFile(node) || ts.isBlock(node)) return undefined;
    node = node.parent;
  }
  const specifier = node?.moduleSpecifier;
  return specifier !== undefined && ts.isStringLiteral(specifier) ? specifier.text : undefined;
}

/** Whether `expr` is a route chained with `.doc(false)`: left out of the document, so it may be computed at run time. */
function isLeftOut(expr: ts.Expression): boolean {
  const call = unwrap(expr);
  if (!ts.isCallExpression(call) || !ts.isPropertyAccessExpression(call.expression)) return false;
  if (call.expression.name.text !== 'doc') return false;
  return call.arguments.length === 1 && call.arguments[0]!.kind === ts.SyntaxKind.FalseKeyword;
}

/** Copies the `spec` export's call into statements of a module that imports only fw's runtime. */
export class DocumentSlicer {
  readonly #checker: ts.TypeChecker;
  readonly #program: ts.Program;
  /** Rewrites a marker or route call as the file's transform does; `visit` copies its parts. */
  readonly #rewrite: (call: ts.CallExpression, visit: (node: ts.Node) => ts.Node) => ts.Expression | undefined;
  readonly #statements: ts.Statement[] = [];
  /** The hoisted name of each copied `const` and function (by declaration, then by which arguments are run-time values). */
  readonly #hoisted = new Map<ts.Node, Map<string, ts.Identifier>>();
  readonly #active = new Set<ts.Node>();
  /** One namespace import per fw module. */
  readonly #namespaces = new Map<string, ts.Identifier>();

  constructor(
    program: ts.Program,
    rewrite: (call: ts.CallExpression, visit: (node: ts.Node) => ts.Node) => ts.Expression | undefined,
  ) {
    this.#program = program;
    this.#checker = program.getTypeChecker();
    this.#rewrite = rewrite;
  }

  /**
   * The module's statements: fw's imports, the copied constants and functions, `export const
   * routes` (the table the document is made from) and `export const spec`. Throws FW2021 at the
   * first value the build cannot know.
   */
  slice(call: ts.CallExpression): ts.Statement[] {
    const f = ts.factory;
    try {
      const callee = this.#copy(call.expression, undefined, 'stub');
      const [config, routes, ...rest] = call.arguments;
      if (config === undefined || routes === undefined) throw new RunTimeValue(call, 'generateSpec needs its routes');
      const copiedConfig = this.#copy(config, undefined, 'stub');
      const table = f.createUniqueName('routes');
      this.#statements.push(this.#const(table, this.#copy(routes, undefined, 'stub')));
      const others = rest.map((arg) => this.#copy(arg, undefined, 'stub'));
      const imports = [...this.#namespaces].map(([module, name]) =>
        f.createImportDeclaration(
          undefined,
          f.createImportClause(false, undefined, f.createNamespaceImport(name)),
          f.createStringLiteral(module),
        ),
      );
      return [
        ...imports,
        ...this.#statements,
        this.#exported('routes', table),
        this.#exported('spec', f.createCallExpression(callee, undefined, [copiedConfig, table, ...others])),
      ];
    } catch (error) {
      if (error instanceof RunTimeValue) {
        // `process.env['PREFIX']` rather than `process`: the whole read the value comes from.
        let node = error.node;
        while (
          (ts.isPropertyAccessExpression(node.parent) || ts.isElementAccessExpression(node.parent)) &&
          node.parent.expression === node
        )
          node = node.parent;
        throw new TransformError('FW2021', { what: shorten(node.getText()), reason: error.reason }, node);
      }
      throw error;
    }
  }

  #const(name: ts.Identifier, value: ts.Expression): ts.Statement {
    const f = ts.factory;
    return f.createVariableStatement(
      undefined,
      f.createVariableDeclarationList(
        [f.createVariableDeclaration(name, undefined, undefined, value)],
        ts.NodeFlags.Const,
      ),
    );
  }

  #exported(name: string, value: ts.Expression): ts.Statement {
    const f = ts.factory;
    return f.createVariableStatement(
      [f.createModifier(ts.SyntaxKind.ExportKeyword)],
      f.createVariableDeclarationList(
        [f.createVariableDeclaration(name, undefined, undefined, value)],
        ts.NodeFlags.Const,
      ),
    );
  }

  /** A copy of `node` as a value. */
  #copy(node: ts.Node, scope: Scope | undefined, mode: FunctionMode): ts.Expression {
    const f = ts.factory;
    if (!ts.isExpression(node)) throw new RunTimeValue(node, 'it is not an expression');
    const e = unwrap(node);
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return f.createStringLiteral(e.text);
    if (ts.isNumericLiteral(e)) return f.createNumericLiteral(e.text);
    if (ts.isBigIntLiteral(e)) return f.createBigIntLiteral(e.text);
    if (ts.isRegularExpressionLiteral(e)) return f.createRegularExpressionLiteral(e.text);
    if (e.kind === ts.SyntaxKind.TrueKeyword) return f.createTrue();
    if (e.kind === ts.SyntaxKind.FalseKeyword) return f.createFalse();
    if (e.kind === ts.SyntaxKind.NullKeyword) return f.createNull();
    if (ts.isIdentifier(e)) return this.#identifier(e, this.#checker.getSymbolAtLocation(e), scope, mode);
    if (ts.isTemplateExpression(e)) {
      return f.createTemplateExpression(
        f.createTemplateHead(e.head.text, e.head.rawText),
        e.templateSpans.map((span) =>
          f.createTemplateSpan(
            this.#copy(span.expression, scope, 'stub'),
            ts.isTemplateMiddle(span.literal)
              ? f.createTemplateMiddle(span.literal.text, span.literal.rawText)
              : f.createTemplateTail(span.literal.text, span.literal.rawText),
          ),
        ),
      );
    }
    if (ts.isArrayLiteralExpression(e)) {
      const elements: ts.Expression[] = [];
      for (const element of e.elements) {
        if (ts.isSpreadElement(element))
          elements.push(f.createSpreadElement(this.#copy(element.expression, scope, 'stub')));
        else if (ts.isOmittedExpression(element)) elements.push(f.createOmittedExpression());
        else {
          try {
            elements.push(this.#copy(element, scope, 'stub'));
          } catch (error) {
            // A route left out of the document with .doc(false) may be computed when the app runs.
            if (!(error instanceof RunTimeValue) || !isLeftOut(element)) throw error;
          }
        }
      }
      return f.createArrayLiteralExpression(elements, false);
    }
    if (ts.isObjectLiteralExpression(e)) return this.#object(e, scope);
    if (ts.isArrowFunction(e) || ts.isFunctionExpression(e)) {
      return mode === 'stub' ? stub(ts.isFunctionExpression(e) ? e.name?.text : undefined) : this.#function(e, scope);
    }
    if (ts.isPropertyAccessExpression(e)) {
      const constant = this.#enumMember(e);
      if (constant !== undefined)
        return typeof constant === 'string' ? f.createStringLiteral(constant) : f.createNumericLiteral(constant);
      if (ts.isPrivateIdentifier(e.name)) throw new RunTimeValue(e, 'it reads a private field');
      const owner = this.#copy(e.expression, scope, 'stub');
      return e.questionDotToken === undefined
        ? f.createPropertyAccessExpression(owner, e.name.text)
        : f.createPropertyAccessChain(owner, e.questionDotToken, e.name.text);
    }
    if (ts.isElementAccessExpression(e)) {
      const constant = this.#enumMember(e);
      if (constant !== undefined)
        return typeof constant === 'string' ? f.createStringLiteral(constant) : f.createNumericLiteral(constant);
      return f.createElementAccessExpression(
        this.#copy(e.expression, scope, 'stub'),
        this.#copy(e.argumentExpression, scope, 'stub'),
      );
    }
    if (ts.isCallExpression(e)) return this.#call(e, scope);
    if (ts.isNewExpression(e)) {
      return f.createNewExpression(
        this.#copy(e.expression, scope, 'stub'),
        undefined,
        e.arguments?.map((arg) => this.#argument(arg, scope, 'stub')),
      );
    }
    if (ts.isConditionalExpression(e)) {
      return f.createConditionalExpression(
        this.#copy(e.condition, scope, 'stub'),
        undefined,
        this.#copy(e.whenTrue, scope, mode),
        undefined,
        this.#copy(e.whenFalse, scope, mode),
      );
    }
    if (ts.isBinaryExpression(e)) {
      return f.createBinaryExpression(
        this.#copy(e.left, scope, mode),
        e.operatorToken.kind,
        this.#copy(e.right, scope, mode),
      );
    }
    if (ts.isPrefixUnaryExpression(e))
      return f.createPrefixUnaryExpression(e.operator, this.#copy(e.operand, scope, mode));
    if (ts.isPostfixUnaryExpression(e))
      return f.createPostfixUnaryExpression(this.#copy(e.operand, scope, mode), e.operator);
    if (ts.isTypeOfExpression(e)) return f.createTypeOfExpression(this.#copy(e.expression, scope, mode));
    if (ts.isVoidExpression(e)) return f.createVoidExpression(this.#copy(e.expression, scope, mode));
    throw new RunTimeValue(e, `the build does not run ${describeKind(e)}`);
  }

  /**
   * The value of an enum member read by name (`Role.Admin`, `ns.Role['Admin']`), else undefined.
   * The checker is asked only when the name starts at an enum or a namespace: asking it of
   * `Router.post` checks the route call around it.
   */
  #enumMember(e: ts.PropertyAccessExpression | ts.ElementAccessExpression): string | number | undefined {
    let root: ts.Expression = e.expression;
    while (ts.isPropertyAccessExpression(root) || ts.isElementAccessExpression(root)) root = root.expression;
    if (!ts.isIdentifier(root) || !isEntityName(ts.isPropertyAccessExpression(e) ? e : e.expression)) return undefined;
    let symbol = this.#checker.getSymbolAtLocation(root);
    if (symbol !== undefined && (symbol.flags & ts.SymbolFlags.Alias) !== 0)
      symbol = this.#checker.getAliasedSymbol(symbol);
    if (symbol === undefined || (symbol.flags & (ts.SymbolFlags.Enum | ts.SymbolFlags.NamespaceModule)) === 0)
      return undefined;
    return this.#checker.getConstantValue(e);
  }

  #object(e: ts.ObjectLiteralExpression, scope: Scope | undefined): ts.Expression {
    const f = ts.factory;
    const properties: ts.ObjectLiteralElementLike[] = [];
    for (const property of e.properties) {
      if (ts.isSpreadAssignment(property))
        properties.push(f.createSpreadAssignment(this.#copy(property.expression, scope, 'stub')));
      else if (ts.isPropertyAssignment(property))
        properties.push(
          f.createPropertyAssignment(this.#name(property.name, scope), this.#copy(property.initializer, scope, 'stub')),
        );
      else if (ts.isShorthandPropertyAssignment(property)) {
        const symbol = this.#checker.getShorthandAssignmentValueSymbol(property);
        properties.push(
          f.createPropertyAssignment(property.name.text, this.#identifier(property.name, symbol, scope, 'stub')),
        );
      } else if (ts.isMethodDeclaration(property))
        properties.push(f.createPropertyAssignment(this.#name(property.name, scope), stub(undefined)));
      else throw new RunTimeValue(property, 'the build does not run getters and setters');
    }
    return f.createObjectLiteralExpression(properties, true);
  }

  #name(name: ts.PropertyName, scope: Scope | undefined): ts.PropertyName {
    const f = ts.factory;
    if (ts.isIdentifier(name)) return f.createIdentifier(name.text);
    if (ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return f.createStringLiteral(name.text);
    if (ts.isNumericLiteral(name)) return f.createNumericLiteral(name.text);
    if (ts.isComputedPropertyName(name))
      return f.createComputedPropertyName(this.#copy(name.expression, scope, 'stub'));
    throw new RunTimeValue(name, 'it names a private field');
  }

  #argument(arg: ts.Expression, scope: Scope | undefined, mode: FunctionMode): ts.Expression {
    return ts.isSpreadElement(arg)
      ? ts.factory.createSpreadElement(this.#copy(arg.expression, scope, 'stub'))
      : this.#copy(arg, scope, mode);
  }

  /** A name: a parameter or local of a copied function, an import of fw, or a `const` or function of the app (hoisted). */
  #identifier(
    id: ts.Identifier,
    symbol: ts.Symbol | undefined,
    scope: Scope | undefined,
    mode: FunctionMode,
  ): ts.Expression {
    const f = ts.factory;
    if (id.text === 'undefined') return f.createIdentifier('undefined');
    if (symbol === undefined) throw new RunTimeValue(id, `the build cannot tell what ${id.text} is`);
    for (let s = scope; s !== undefined; s = s.parent) {
      const kind = s.symbols.get(symbol);
      if (kind === 'value') return f.createIdentifier(id.text);
      if (kind === 'run-time')
        throw new RunTimeValue(id, `${id.text} is given a value only when the app runs (see where it is called)`);
    }
    const fw = this.#fwExport(symbol);
    if (fw !== undefined) return fw;
    const target = (symbol.flags & ts.SymbolFlags.Alias) !== 0 ? this.#checker.getAliasedSymbol(symbol) : symbol;
    const declaration = target.valueDeclaration ?? target.declarations?.[0];
    if (declaration === undefined) throw new RunTimeValue(id, `${id.text} has no value the build can read`);
    const file = declaration.getSourceFile();
    if (this.#program.isSourceFileDefaultLibrary(file) && PURE_GLOBALS.has(target.name))
      return f.createIdentifier(target.name);
    if (file.isDeclarationFile) {
      const module = moduleOf(symbol.declarations?.[0]);
      throw new RunTimeValue(
        id,
        module === undefined
          ? `${id.text} is part of the environment the app runs in`
          : `${id.text} comes from ${module}, which the build does not run`,
      );
    }
    if (ts.isVariableDeclaration(declaration)) {
      const list = declaration.parent;
      if (!ts.isVariableDeclarationList(list) || (list.flags & ts.NodeFlags.Const) === 0)
        throw new RunTimeValue(id, `${id.text} is a let or var, which can change when the app runs`);
      const initializer = declaration.initializer;
      if (initializer === undefined || !ts.isIdentifier(declaration.name))
        throw new RunTimeValue(id, `${id.text} is not a const with a value written beside it`);
      const value = unwrap(initializer);
      if (mode === 'stub' && (ts.isArrowFunction(value) || ts.isFunctionExpression(value)))
        return stub(ts.isFunctionExpression(value) ? (value.name?.text ?? id.text) : id.text);
      return this.#hoist(declaration, '', declaration.name.text, (name) =>
        this.#const(name, this.#copy(initializer, undefined, 'stub')),
      );
    }
    if (ts.isFunctionDeclaration(declaration)) return stub(declaration.name?.text);
    throw new RunTimeValue(id, `${id.text} is ${describeKind(declaration)}, which the build does not run`);
  }

  /** `const <unique name> = ...` placed once, before its first use; a name that refers back to itself is a run-time value. */
  #hoist(declaration: ts.Node, mask: string, base: string, make: (name: ts.Identifier) => ts.Statement): ts.Identifier {
    let byMask = this.#hoisted.get(declaration);
    const found = byMask?.get(mask);
    if (found !== undefined) {
      if (this.#active.has(declaration))
        throw new RunTimeValue(declaration, `${base} refers to itself, which the build does not follow`);
      return found;
    }
    if (byMask === undefined) this.#hoisted.set(declaration, (byMask = new Map<string, ts.Identifier>()));
    const name = ts.factory.createUniqueName(base);
    byMask.set(mask, name);
    this.#active.add(declaration);
    try {
      this.#statements.push(make(name));
    } catch (error) {
      // Not placed: a later use must not refer to it.
      byMask.delete(mask);
      throw error;
    } finally {
      this.#active.delete(declaration);
    }
    return name;
  }

  /** `Router`, `apidocs.generateSpec`, ... as `<namespace of their module>.<name>`, through aliases and re-exports. */
  #fwExport(symbol: ts.Symbol): ts.Expression | undefined {
    const f = ts.factory;
    let current: ts.Symbol | undefined = symbol;
    for (let depth = 0; depth < 16 && current !== undefined && (current.flags & ts.SymbolFlags.Alias) !== 0; depth++) {
      const declaration = current.declarations?.[0];
      const module = moduleOf(declaration);
      if (module !== undefined && isFwModule(module) && declaration !== undefined) {
        let namespace = this.#namespaces.get(module);
        if (namespace === undefined) this.#namespaces.set(module, (namespace = f.createUniqueName('fw')));
        if (ts.isNamespaceImport(declaration) || ts.isNamespaceExport(declaration)) return namespace;
        if (ts.isImportClause(declaration)) return f.createPropertyAccessExpression(namespace, 'default');
        if (ts.isImportSpecifier(declaration) || ts.isExportSpecifier(declaration)) {
          const name = declaration.propertyName ?? declaration.name;
          return f.createPropertyAccessExpression(namespace, ts.isIdentifier(name) ? name.text : name.text);
        }
      }
      current = this.#checker.getImmediateAliasedSymbol(current);
    }
    return undefined;
  }

  #call(e: ts.CallExpression, scope: Scope | undefined): ts.Expression {
    const f = ts.factory;
    const replaced = this.#rewrite(e, (node) => this.#copy(node, scope, 'stub'));
    if (replaced !== undefined) {
      // Without type arguments: they hold the source's own nodes, which the module must not print.
      return ts.isCallExpression(replaced)
        ? f.createCallExpression(replaced.expression, undefined, replaced.arguments)
        : replaced;
    }
    const callee = unwrap(e.expression);
    if (ts.isIdentifier(callee)) {
      const symbol = this.#checker.getSymbolAtLocation(callee);
      const own = symbol === undefined ? undefined : this.#userFunction(symbol);
      if (own !== undefined && !this.#inScope(symbol, scope)) return this.#userCall(e, own, scope);
      return f.createCallExpression(
        this.#identifier(callee, symbol, scope, 'copy'),
        undefined,
        e.arguments.map((arg) => this.#argument(arg, scope, 'stub')),
      );
    }
    // A method: the callbacks of an array's (`.map`, `.flatMap`, ...) build the table and are copied;
    // those of fw's and the app's methods are handlers. Told by the name: resolving each call's
    // signature would type-check the whole table again in the runners, which do not type-check.
    const building = ts.isPropertyAccessExpression(callee) && ARRAY_CALLBACKS.has(callee.name.text);
    return f.createCallExpression(
      this.#copy(callee, scope, 'copy'),
      undefined,
      e.arguments.map((arg) => this.#argument(arg, scope, building ? 'copy' : 'stub')),
    );
  }

  #inScope(symbol: ts.Symbol | undefined, scope: Scope | undefined): boolean {
    for (let s = scope; s !== undefined; s = s.parent) if (symbol !== undefined && s.symbols.has(symbol)) return true;
    return false;
  }

  /** The function a name declares in the app's own source (a function declaration, or a `const` bound to a function). */
  #userFunction(symbol: ts.Symbol): ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression | undefined {
    const target = (symbol.flags & ts.SymbolFlags.Alias) !== 0 ? this.#checker.getAliasedSymbol(symbol) : symbol;
    if (this.#fwExport(symbol) !== undefined) return undefined;
    const declaration = target.valueDeclaration;
    if (declaration === undefined || declaration.getSourceFile().isDeclarationFile) return undefined;
    if (ts.isFunctionDeclaration(declaration) && declaration.body !== undefined) return declaration;
    if (ts.isVariableDeclaration(declaration) && declaration.initializer !== undefined) {
      const list = declaration.parent;
      if (!ts.isVariableDeclarationList(list) || (list.flags & ts.NodeFlags.Const) === 0) return undefined;
      const value = unwrap(declaration.initializer);
      if (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) return value;
    }
    return undefined;
  }

  /**
   * A call of the app's own function: the function is copied (once per set of arguments the
   * build cannot know) and called with the copied arguments. An argument that is a run-time value
   * (`routeTable(new Store())`) is passed as `undefined`; the copy may then use it only inside
   * the handlers, which it leaves out.
   */
  #userCall(
    e: ts.CallExpression,
    fn: ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression,
    scope: Scope | undefined,
  ): ts.Expression {
    const f = ts.factory;
    const args: ts.Expression[] = [];
    const runTime: boolean[] = [];
    for (const arg of e.arguments) {
      if (ts.isSpreadElement(arg)) {
        args.push(this.#argument(arg, scope, 'stub'));
        runTime.push(false);
        continue;
      }
      try {
        args.push(this.#copy(arg, scope, 'stub'));
        runTime.push(false);
      } catch (error) {
        if (!(error instanceof RunTimeValue)) throw error;
        args.push(f.createIdentifier('undefined'));
        runTime.push(true);
      }
    }
    const mask = runTime.map((r) => (r ? '1' : '0')).join('');
    const base = ts.isFunctionDeclaration(fn)
      ? (fn.name?.text ?? 'table')
      : ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name)
        ? fn.parent.name.text
        : 'table';
    const name = this.#hoist(fn, mask, base, (hoisted) => {
      const copied = this.#functionParts(fn, undefined, runTime);
      return f.createFunctionDeclaration(
        undefined,
        undefined,
        hoisted,
        undefined,
        copied.parameters,
        undefined,
        copied.body,
      );
    });
    return f.createCallExpression(name, undefined, args);
  }

  /** A callback copied in place (`names.map((name) => Router.get(...))`). */
  #function(e: ts.ArrowFunction | ts.FunctionExpression, scope: Scope | undefined): ts.Expression {
    const f = ts.factory;
    const copied = this.#functionParts(e, scope, []);
    return f.createFunctionExpression(
      undefined,
      undefined,
      undefined,
      undefined,
      copied.parameters,
      undefined,
      copied.body,
    );
  }

  #functionParts(
    fn: ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression,
    outer: Scope | undefined,
    runTime: readonly boolean[],
  ): { parameters: ts.ParameterDeclaration[]; body: ts.Block } {
    const f = ts.factory;
    if (fn.asteriskToken !== undefined || ts.getModifiers(fn)?.some((m) => m.kind === ts.SyntaxKind.AsyncKeyword))
      throw new RunTimeValue(fn, 'the document cannot wait for an async function or a generator');
    const scope: Scope = { symbols: new Map(), parent: outer };
    const parameters = fn.parameters.map((parameter, index) => {
      if (!ts.isIdentifier(parameter.name))
        throw new RunTimeValue(parameter, 'the build does not copy destructured parameters');
      const symbol = this.#checker.getSymbolAtLocation(parameter.name);
      if (symbol !== undefined) scope.symbols.set(symbol, runTime[index] === true ? 'run-time' : 'value');
      const initializer =
        parameter.initializer === undefined || runTime[index] === true
          ? undefined
          : this.#copy(parameter.initializer, scope, 'stub');
      return f.createParameterDeclaration(
        undefined,
        parameter.dotDotDotToken,
        parameter.name.text,
        undefined,
        undefined,
        initializer,
      );
    });
    const body = fn.body;
    if (body === undefined) throw new RunTimeValue(fn, 'it has no body');
    const block = ts.isBlock(body)
      ? f.createBlock(
          body.statements.map((s) => this.#statement(s, scope)),
          true,
        )
      : f.createBlock([f.createReturnStatement(this.#copy(body, scope, 'stub'))], true);
    return { parameters, body: block };
  }

  #statement(s: ts.Statement, scope: Scope): ts.Statement {
    const f = ts.factory;
    if (ts.isVariableStatement(s))
      return f.createVariableStatement(undefined, this.#declarations(s.declarationList, scope));
    if (ts.isReturnStatement(s))
      return f.createReturnStatement(s.expression === undefined ? undefined : this.#copy(s.expression, scope, 'stub'));
    if (ts.isExpressionStatement(s)) return f.createExpressionStatement(this.#copy(s.expression, scope, 'stub'));
    if (ts.isIfStatement(s)) {
      return f.createIfStatement(
        this.#copy(s.expression, scope, 'stub'),
        this.#statement(s.thenStatement, scope),
        s.elseStatement === undefined ? undefined : this.#statement(s.elseStatement, scope),
      );
    }
    if (ts.isBlock(s))
      return f.createBlock(
        s.statements.map((inner) => this.#statement(inner, scope)),
        true,
      );
    if (ts.isForOfStatement(s) && ts.isVariableDeclarationList(s.initializer) && s.awaitModifier === undefined) {
      const expression = this.#copy(s.expression, scope, 'stub');
      return f.createForOfStatement(
        undefined,
        this.#declarations(s.initializer, scope),
        expression,
        this.#statement(s.statement, scope),
      );
    }
    throw new RunTimeValue(s, `the build does not run ${describeKind(s)}`);
  }

  #declarations(list: ts.VariableDeclarationList, scope: Scope): ts.VariableDeclarationList {
    const f = ts.factory;
    if ((list.flags & (ts.NodeFlags.Const | ts.NodeFlags.Let)) === 0)
      throw new RunTimeValue(list, 'the build copies const and let declarations only');
    const declarations = list.declarations.map((declaration) => {
      if (!ts.isIdentifier(declaration.name))
        throw new RunTimeValue(declaration, 'the build does not copy destructuring declarations');
      const initializer =
        declaration.initializer === undefined ? undefined : this.#copy(declaration.initializer, scope, 'stub');
      const symbol = this.#checker.getSymbolAtLocation(declaration.name);
      if (symbol !== undefined) scope.symbols.set(symbol, 'value');
      return f.createVariableDeclaration(declaration.name.text, undefined, undefined, initializer);
    });
    return f.createVariableDeclarationList(declarations, list.flags & (ts.NodeFlags.Const | ts.NodeFlags.Let));
  }
}

/** An empty function standing in for a handler or middleware: the document never calls it. */
function stub(name: string | undefined): ts.Expression {
  const f = ts.factory;
  return f.createFunctionExpression(
    undefined,
    undefined,
    name !== undefined && /^[A-Za-z_$][\w$]*$/.test(name) ? name : undefined,
    undefined,
    [],
    undefined,
    f.createBlock([]),
  );
}

/** `a call`, `a class`, ... for messages. */
function describeKind(node: ts.Node): string {
  const words = ts.SyntaxKind[node.kind]
    .replace(/(Expression|Statement|Declaration)$/, ' $1')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return `${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words}`;
}

/** The source text of a node, cut to one short line for a message. */
function shorten(text: string): string {
  const line = text.replace(/\s+/g, ' ');
  return line.length > 60 ? `${line.slice(0, 57)}...` : line;
}

/**
 * The module's JavaScript: printed on its own (no comments: the copied nodes' positions are in
 * other files). Every node of the copy is JavaScript already (types and type arguments are left
 * out as it is made), so the printed text is the module.
 */
export function printModule(statements: readonly ts.Statement[]): string {
  const empty = ts.createSourceFile('document.mjs', '', ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  return ts.createPrinter({ removeComments: true }).printFile(ts.factory.updateSourceFile(empty, statements));
}
