/** Route-table checks at build time: every pattern and route table the transformer can see, with the runtime's rules. */
import ts from 'typescript';
import {
  ANSWERED_PATHS,
  FwError,
  RESOURCE_ACTIONS,
  RouteRules,
  authSchemeName,
  checkApiDoc,
  isMethodToken,
  joinPattern,
  parsePattern,
} from '@fw/runtime/internal';
import type { CallClassifier } from './calls.js';
import { TransformError, where } from '../diagnostics.js';
import type { Linter } from './lints.js';
import { COMPUTED, propertyNode, unwrap, type StaticEvaluator } from './literal.js';
import { locate, runCheck } from './options.js';

const VERBS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

/** A route whose method and pattern are known at build time. */
interface StaticRoute {
  readonly method: string;
  readonly pattern: string;
  /** The literal the pattern came from (the innermost one), where problems are reported. */
  readonly node: ts.Node;
  readonly name: string | undefined;
  readonly nameNode: ts.Node | undefined;
  /** The argument of the route's `.doc()`, if it has one. */
  readonly doc?: ts.Expression | undefined;
  /** The middleware of its scopes, outermost first; undefined when some list is not known at build time. */
  readonly middleware?: readonly ts.Expression[] | undefined;
}

/** Reports route problems of one call as diagnostics; `report` receives each one. */
export class RouteChecker {
  readonly #checker: ts.TypeChecker;
  readonly #classifier: CallClassifier;
  readonly #root: string;
  readonly #report: (d: ts.Diagnostic) => void;

  readonly #evaluator: StaticEvaluator;
  readonly #lints: Linter;
  /** Every name a pathFor / buildPath call of the program names, found once when the unusedName lint runs. */
  #usedNames: Set<string> | undefined;
  readonly #program: ts.Program;

  constructor(
    program: ts.Program,
    classifier: CallClassifier,
    root: string,
    report: (d: ts.Diagnostic) => void,
    evaluator: StaticEvaluator,
    lints: Linter,
  ) {
    this.#program = program;
    this.#checker = program.getTypeChecker();
    this.#classifier = classifier;
    this.#root = root;
    this.#report = report;
    this.#evaluator = evaluator;
    this.#lints = lints;
  }

  /** Checks a call already classified as `@fwRoute <route>`. */
  check(call: ts.CallExpression, route: string): void {
    const args = call.arguments;
    if (VERBS.has(route)) this.#pattern(args[0]);
    else if (route === 'route') {
      const method = literal(args[0]);
      if (method !== undefined && !isMethodToken(method))
        this.#fail(args[0]!, new FwError('FW_ERR_ROUTE_BAD_METHOD', { method }));
      this.#pattern(args[1]);
    } else if (route === 'resource') this.#pattern(args[0]);
    else if (route === 'scope') {
      this.#prefix(args[0]);
      this.#emptyScope(args[0], args[1]);
    } else if (route === 'controller') this.#prefix(prefixOf(args[0]));
    else if (route === 'named') {
      if (literal(args[0]) === '') {
        // The route `.named('')` is chained on, for the message: `route GET "/users" has an empty name`.
        const target = ts.isPropertyAccessExpression(call.expression)
          ? this.#route(call.expression.expression, new Set())[0]
          : undefined;
        this.#fail(
          args[0]!,
          new FwError('FW_ERR_ROUTE_EMPTY_NAME', { method: target?.method ?? 'this', pattern: target?.pattern ?? '?' }),
        );
      }
    } else if (route === 'define') this.#table(call);
    else if (route === 'doc') {
      this.#responses(args[0]);
      this.#doc(call);
    }
  }

  /** `.doc({ queryParams })` written as literals: the runtime's own check of them, at build time. */
  #doc(call: ts.CallExpression): void {
    const doc = call.arguments[0];
    const params = doc === undefined ? undefined : propertyNode(doc, 'queryParams');
    if (params === undefined || !ts.isPropertyAccessExpression(call.expression)) return;
    const value = this.#evaluator.evaluate(params);
    if (value === COMPUTED) return;
    const target = this.#route(call.expression.expression, new Set())[0];
    const check = (queryParams: unknown): void =>
      checkApiDoc({ queryParams }, target?.method ?? 'this', target?.pattern ?? '?');
    const error = runCheck(check, value);
    if (error !== undefined) this.#optionError(error, locate(check, params, value));
  }

  /** Reports a runtime option check that failed on a value written in the source (FW2016). */
  #optionError(error: FwError, node: ts.Node): void {
    this.#report(new TransformError('FW2016', { message: error.message }, node).toDiagnostic());
  }

  /** Lint `emptyScope`: `Router.scope(prefix, [], routes)` or `{ middleware: [] }`. */
  #emptyScope(prefix: ts.Expression | undefined, middleware: ts.Expression | undefined): void {
    if (middleware === undefined || !this.#lints.on('emptyScope')) return;
    let list = unwrap(middleware);
    if (ts.isObjectLiteralExpression(list)) {
      const inner = propertyNode(list, 'middleware');
      if (inner === undefined) return;
      list = unwrap(inner);
    }
    if (ts.isArrayLiteralExpression(list) && list.elements.length === 0)
      this.#lints.report('emptyScope', { prefix: literal(prefix) ?? '...' }, list);
  }

  /** `.doc({ responses })`: keys are status number literals from 100 to 599, and 200 is not also `responseBody`. */
  #responses(node: ts.Expression | undefined): void {
    if (node === undefined) return;
    const doc = unwrap(node);
    if (!ts.isObjectLiteralExpression(doc)) return;
    const property = (name: string) =>
      doc.properties.find((p) => p.name !== undefined && propertyName(p.name) === name);
    const responses = property('responses');
    if (responses === undefined || !ts.isPropertyAssignment(responses)) return;
    const table = unwrap(responses.initializer);
    if (!ts.isObjectLiteralExpression(table)) return;
    for (const entry of table.properties) {
      const name = entry.name;
      if (name === undefined || !ts.isNumericLiteral(name)) {
        this.#report(
          new TransformError(
            'FW2009',
            { key: name === undefined ? '...' : name.getText() },
            name ?? entry,
          ).toDiagnostic(),
        );
        continue;
      }
      const status = Number(name.text);
      if (!Number.isInteger(status) || status < 100 || status > 599) {
        this.#report(new TransformError('FW2009', { key: name.getText() }, name).toDiagnostic());
      } else if (status === 200 && property('responseBody') !== undefined) {
        this.#report(new TransformError('FW2010', {}, name).toDiagnostic());
      }
    }
  }

  #pattern(node: ts.Expression | undefined): void {
    const text = literal(node);
    if (node === undefined || text === undefined) return;
    try {
      parsePattern(text);
    } catch (error) {
      if (error instanceof FwError) this.#fail(node, error);
      else throw error;
    }
  }

  /** A scope or controller prefix: must be '' or a valid pattern itself. */
  #prefix(node: ts.Expression | undefined): void {
    const text = literal(node);
    if (text === undefined || text === '' || text === '/') return;
    this.#pattern(node);
  }

  /** Reports a runtime rule broken at `node`, with what the build knows beyond it in `note`. */
  #fail(node: ts.Node, error: FwError, note?: string): void {
    this.#report(TransformError.of(node, error, note).toDiagnostic());
  }

  /** Router.define({ routes: [...] }): duplicates, ambiguous patterns, names, joined patterns. */
  #table(call: ts.CallExpression): void {
    const config = call.arguments[0];
    if (config === undefined || !ts.isObjectLiteralExpression(config)) return;
    // `routes: [...]`, `routes: table` or the shorthand `{ routes }` of a list declared elsewhere (`as const`).
    const routesProp = config.properties.find(
      (p) => (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && propertyName(p.name) === 'routes',
    );
    if (routesProp === undefined) return;
    let table: ts.Expression | undefined;
    if (ts.isPropertyAssignment(routesProp)) table = routesProp.initializer;
    else if (ts.isShorthandPropertyAssignment(routesProp))
      table = this.#symbolInitializer(this.#checker.getShorthandAssignmentValueSymbol(routesProp));
    if (table === undefined) return;
    const routes = this.#list(table, new Set());
    // The type checker sees duplicates only in a tuple: a plain array loses every route's literal types.
    // Asked only for a duplicate: the table's type is the type of every route call in it, which the
    // runners (which do not type-check) would otherwise compute on every edit.
    let told: string | undefined;
    const editorHint = (): string =>
      (told ??= this.#checker.isTupleType(this.#checker.getTypeAtLocation(table))
        ? ''
        : '; write the route list `as const` and the editor reports this too');
    const rules = new RouteRules<StaticRoute>();
    for (const route of routes) {
      let parsed;
      try {
        parsed = parsePattern(route.pattern);
      } catch (error) {
        // A literal that is invalid on its own was reported at its call; here only joined ones.
        if (error instanceof FwError && !isValid(literal(route.node as ts.Expression))) continue;
        if (error instanceof FwError)
          this.#fail(route.node, error, `under its scope the pattern is "${route.pattern}"`);
        continue;
      }
      const clash = rules.route(route, parsed.shape);
      if (clash?.error.code === 'FW_ERR_ROUTE_DUPLICATE')
        this.#fail(route.node, clash.error, `first declared at ${where(clash.first.node, this.#root)}${editorHint()}`);
      else if (clash !== undefined) this.#fail(route.node, clash.error, `see ${where(clash.first.node, this.#root)}`);
      if (route.name !== undefined && route.nameNode !== undefined) {
        const named = rules.name(
          route.name,
          route,
          (first) => `${first.method} ${first.pattern} (${where(first.nameNode ?? first.node, this.#root)})`,
        );
        if (named !== undefined) {
          const hint = editorHint();
          this.#fail(route.nameNode, named.error, hint === '' ? undefined : hint.slice(2));
        }
      }
    }
    if (this.#lints.on('trailingSlash')) this.#trailingSlash(routes);
    if (this.#lints.on('unreachable')) this.#unreachable(propertyNode(config, 'middleware'), routes);
    if (this.#lints.on('unusedName')) this.#unusedNames(routes);
  }

  /** Lint `trailingSlash`: `GET /users` and `GET /users/` both routed. */
  #trailingSlash(routes: readonly StaticRoute[]): void {
    const seen = new Map<string, StaticRoute>();
    for (const route of routes) {
      if (!isValid(route.pattern)) continue;
      const bare = route.pattern.length > 1 && route.pattern.endsWith('/') ? route.pattern.slice(0, -1) : route.pattern;
      const key = `${route.method} ${bare}`;
      const other = seen.get(key);
      if (other === undefined) seen.set(key, route);
      else if (other.pattern !== route.pattern)
        this.#lints.report(
          'trailingSlash',
          { method: route.method, pattern: route.pattern, other: other.pattern, where: where(other.node, this.#root) },
          route.node,
        );
    }
  }

  /**
   * Lint `unreachable`. fw's matcher does not let an earlier route shadow a later one: static
   * segments beat `:param` beat `*wildcard` whatever the order, with fallback, and two routes that
   * match the same requests are a duplicate or an ambiguity (FW1xxx). What does run before the
   * router is the app's middleware: a route at the path `health` or `metrics` answers is never reached.
   */
  #unreachable(middleware: ts.Expression | undefined, routes: readonly StaticRoute[]): void {
    if (middleware === undefined) return;
    for (const element of this.middlewareList(middleware) ?? []) {
      const call = this.#optionsCall(element);
      if (call === undefined) continue;
      const answered = ANSWERED_PATHS[call.name];
      if (answered === undefined) continue;
      const options =
        call.call.arguments[0] === undefined ? undefined : this.#evaluator.evaluate(call.call.arguments[0]);
      if (options === COMPUTED) continue;
      let path: string;
      try {
        path = answered(options);
      } catch {
        continue; // Reported as FW2016 at the call.
      }
      for (const route of routes) {
        if (route.method === 'GET' && route.pattern === path)
          this.#lints.report(
            'unreachable',
            { method: route.method, pattern: route.pattern, middleware: `${call.name}()`, path },
            route.node,
          );
      }
    }
  }

  /** Lint `unusedName`: a `.named()` name no pathFor / buildPath call of the program names. */
  #unusedNames(routes: readonly StaticRoute[]): void {
    const used = (this.#usedNames ??= usedNames(this.#program));
    for (const route of routes) {
      if (route.name !== undefined && route.nameNode !== undefined && !used.has(route.name))
        this.#lints.report('unusedName', { name: route.name }, route.nameNode);
    }
  }

  /** A middleware expression that is a call of an `@fwOptions` factory (or a `const` holding one), with the factory's name. */
  #optionsCall(expr: ts.Expression): { readonly name: string; readonly call: ts.CallExpression } | undefined {
    let node = unwrap(expr);
    if (ts.isIdentifier(node)) {
      const init = this.#initializer(node);
      if (init === undefined) return undefined;
      node = unwrap(init);
    }
    if (!ts.isCallExpression(node)) return undefined;
    const kind = this.#classifier.classify(node);
    return kind?.kind === 'options' ? { name: kind.options, call: node } : undefined;
  }

  /**
   * The security schemes a middleware list adds to the document by itself (bearerAuth, basicAuth),
   * or undefined when some element is not a call of a built-in middleware factory with its scheme
   * name known at build time (a function of the app's own may add a scheme too).
   */
  schemesOf(list: readonly ts.Expression[]): string[] | undefined {
    const out: string[] = [];
    for (const element of list) {
      const call = this.#optionsCall(element);
      if (call === undefined) return undefined;
      if (call.name !== 'bearerAuth' && call.name !== 'basicAuth') continue;
      const options = call.call.arguments[0] === undefined ? undefined : unwrap(call.call.arguments[0]);
      // Options the build cannot read the scheme name from: a variable, a spread.
      if (options !== undefined && (!ts.isObjectLiteralExpression(options) || hasSpread(options))) return undefined;
      const written = options === undefined ? undefined : propertyNode(options, 'securityScheme');
      const name = written === undefined ? undefined : this.#evaluator.evaluate(written);
      if (name === COMPUTED) return undefined;
      out.push(String(authSchemeName(call.name, name)));
    }
    return out;
  }

  /** The elements of a middleware list (`[a, b]`, a `const` holding one, or `{ middleware: [...] }`); undefined when not known. */
  middlewareList(expr: ts.Expression, visiting = new Set<ts.Node>()): ts.Expression[] | undefined {
    const node = unwrap(expr);
    if (visiting.has(node)) return undefined;
    visiting.add(node);
    if (ts.isObjectLiteralExpression(node)) {
      if (hasSpread(node)) return undefined;
      const inner = propertyNode(node, 'middleware');
      return inner === undefined ? [] : this.middlewareList(inner, visiting);
    }
    if (ts.isArrayLiteralExpression(node)) {
      const out: ts.Expression[] = [];
      for (const element of node.elements) {
        if (ts.isSpreadElement(element)) {
          const inner = this.middlewareList(element.expression, visiting);
          if (inner === undefined) return undefined;
          out.push(...inner);
        } else out.push(element);
      }
      return out;
    }
    if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
      const init = this.#initializer(node);
      return init === undefined ? undefined : this.middlewareList(init, visiting);
    }
    return undefined;
  }

  /** The routes of a route-list expression the build can see (`App.routes`, a list, a scope, ...), with their `.doc()` and middleware. */
  routesOf(expr: ts.Expression): StaticRoute[] {
    return this.#list(expr, new Set());
  }

  /** The static routes of a route-list expression; unknown parts are left out. */
  #list(expr: ts.Expression, visiting: Set<ts.Node>): StaticRoute[] {
    expr = unwrap(expr);
    if (visiting.has(expr)) return [];
    visiting.add(expr);
    if (ts.isArrayLiteralExpression(expr)) {
      return expr.elements.flatMap((element) =>
        ts.isSpreadElement(element) ? this.#list(element.expression, visiting) : this.#route(element, visiting),
      );
    }
    if (ts.isIdentifier(expr) || ts.isPropertyAccessExpression(expr)) {
      if (ts.isPropertyAccessExpression(expr) && expr.name.text === 'routes') {
        const owner = this.#initializer(expr.expression);
        if (owner !== undefined && ts.isCallExpression(owner) && this.#kind(owner) === 'controller')
          return this.#controller(owner, visiting);
        if (owner !== undefined && ts.isCallExpression(owner) && this.#kind(owner) === 'define') {
          const config = owner.arguments[0];
          const routes = config === undefined ? undefined : propertyNode(config, 'routes');
          return routes === undefined ? [] : this.#list(routes, visiting);
        }
      }
      const init = this.#initializer(expr);
      return init === undefined ? [] : this.#list(init, visiting);
    }
    if (ts.isCallExpression(expr)) {
      const kind = this.#kind(expr);
      if (kind === 'scope') {
        const prefix = literal(expr.arguments[0]);
        const inner = expr.arguments[2];
        if (prefix === undefined || inner === undefined) return [];
        const middleware = expr.arguments[1] === undefined ? [] : this.middlewareList(expr.arguments[1]);
        return this.#list(inner, visiting).map((r) => ({
          ...r,
          pattern: joinPattern(prefix, r.pattern),
          middleware: within(middleware, r.middleware),
        }));
      }
      if (kind === 'resource') return this.#resource(expr);
    }
    return [];
  }

  #controller(call: ts.CallExpression, visiting: Set<ts.Node>): StaticRoute[] {
    const prefix = literal(prefixOf(call.arguments[0]));
    const inner = call.arguments[1];
    if (prefix === undefined || inner === undefined) return [];
    const middleware = call.arguments[0] === undefined ? undefined : this.middlewareList(call.arguments[0]);
    return this.#list(inner, visiting).map((r) => ({
      ...r,
      pattern: joinPattern(prefix, r.pattern),
      middleware: within(middleware, r.middleware),
    }));
  }

  #resource(call: ts.CallExpression): StaticRoute[] {
    const prefix = literal(call.arguments[0]);
    const config = call.arguments[1];
    if (prefix === undefined || config === undefined || !ts.isObjectLiteralExpression(config)) return [];
    const middleware = this.middlewareList(config);
    const out: StaticRoute[] = [];
    for (const property of config.properties) {
      const name = property.name === undefined ? undefined : propertyName(property.name);
      const action = RESOURCE_ACTIONS.find(([action]) => action === name);
      if (action === undefined) continue;
      out.push({
        method: action[1],
        pattern: joinPattern(prefix, action[2]),
        node: call.arguments[0]!,
        name: undefined,
        nameNode: undefined,
        middleware,
      });
    }
    return out;
  }

  /** One route expression: `Router.get(...)` with `.named()` / `.doc()` chained. */
  #route(expr: ts.Expression, visiting: Set<ts.Node>): StaticRoute[] {
    expr = unwrap(expr);
    if (ts.isIdentifier(expr)) {
      const init = this.#initializer(expr);
      return init === undefined ? [] : this.#route(init, visiting);
    }
    if (!ts.isCallExpression(expr)) return [];
    const kind = this.#kind(expr);
    if ((kind === 'named' || kind === 'doc') && ts.isPropertyAccessExpression(expr.expression)) {
      const inner = this.#route(expr.expression.expression, visiting);
      if (kind === 'doc') return inner.map((r) => ({ ...r, doc: expr.arguments[0] }));
      const name = literal(expr.arguments[0]);
      return inner.map((r) => ({ ...r, name, nameNode: name === undefined ? undefined : expr.arguments[0] }));
    }
    if (kind !== undefined && VERBS.has(kind)) {
      const pattern = literal(expr.arguments[0]);
      return pattern === undefined
        ? []
        : [{ method: kind, pattern, node: expr.arguments[0]!, name: undefined, nameNode: undefined, middleware: [] }];
    }
    if (kind === 'route') {
      const method = literal(expr.arguments[0]);
      const pattern = literal(expr.arguments[1]);
      return method === undefined || pattern === undefined
        ? []
        : [{ method, pattern, node: expr.arguments[1]!, name: undefined, nameNode: undefined, middleware: [] }];
    }
    return [];
  }

  #kind(call: ts.CallExpression): string | undefined {
    const kind = this.#classifier.classify(call);
    return kind?.kind === 'route' ? kind.route : undefined;
  }

  /** The initializer of a `const` a name refers to (following imports), if any. */
  #initializer(expr: ts.Expression): ts.Expression | undefined {
    if (ts.isIdentifier(expr) && ts.isShorthandPropertyAssignment(expr.parent) && expr.parent.name === expr)
      return this.#symbolInitializer(this.#checker.getShorthandAssignmentValueSymbol(expr.parent));
    return this.#symbolInitializer(
      this.#checker.getSymbolAtLocation(ts.isPropertyAccessExpression(expr) ? expr.name : expr),
    );
  }

  /** The initializer of a `const` a symbol names (through imports), if any. */
  #symbolInitializer(found: ts.Symbol | undefined): ts.Expression | undefined {
    let symbol = found;
    if (symbol === undefined) return undefined;
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = this.#checker.getAliasedSymbol(symbol);
    const declaration = symbol.valueDeclaration;
    if (declaration === undefined || !ts.isVariableDeclaration(declaration) || declaration.initializer === undefined)
      return undefined;
    const list = declaration.parent;
    if (!ts.isVariableDeclarationList(list) || (list.flags & ts.NodeFlags.Const) === 0) return undefined;
    return declaration.initializer;
  }
}

/** The text of a string literal or a template without substitutions. */
function literal(node: ts.Expression | undefined): string | undefined {
  if (node === undefined) return undefined;
  const inner = unwrap(node);
  return ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner) ? inner.text : undefined;
}

function isValid(pattern: string | undefined): boolean {
  if (pattern === undefined) return true;
  try {
    parsePattern(pattern);
    return true;
  } catch {
    return false;
  }
}

function propertyName(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

/** The `prefix` property of a Controller.define config literal. */
function prefixOf(config: ts.Expression | undefined): ts.Expression | undefined {
  if (config === undefined || !ts.isObjectLiteralExpression(config)) return undefined;
  const prop = config.properties.find((p) => ts.isPropertyAssignment(p) && propertyName(p.name) === 'prefix');
  return prop !== undefined && ts.isPropertyAssignment(prop) ? prop.initializer : undefined;
}

/** A scope's middleware in front of its routes' own; undefined when either is not known. */
function within(
  outer: readonly ts.Expression[] | undefined,
  inner: readonly ts.Expression[] | undefined,
): readonly ts.Expression[] | undefined {
  return outer === undefined || inner === undefined ? undefined : [...outer, ...inner];
}

function hasSpread(object: ts.ObjectLiteralExpression): boolean {
  return object.properties.some((p) => ts.isSpreadAssignment(p));
}

/** Every route name a `pathFor` / `buildPath` call of the program names with a string literal. */
function usedNames(program: ts.Program): Set<string> {
  const used = new Set<string>();
  for (const file of program.getSourceFiles()) {
    if (file.isDeclarationFile || program.isSourceFileFromExternalLibrary(file)) continue;
    if (!file.text.includes('pathFor') && !file.text.includes('buildPath')) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const name = ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : ts.isIdentifier(callee)
            ? callee.text
            : '';
        const first = literal(node.arguments[0]);
        if ((name === 'pathFor' || name === 'buildPath') && first !== undefined) used.add(first);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return used;
}
