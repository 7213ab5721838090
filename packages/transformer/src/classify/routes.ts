/** Route-table checks at build time: every pattern and route table the transformer can see, with the runtime's rules. */
import ts from 'typescript';
import { FwError, RESOURCE_ACTIONS, RouteRules, isMethodToken, joinPattern, parsePattern } from '@fw/runtime/internal';
import type { CallClassifier } from './calls.js';
import { TransformError, where } from '../diagnostics.js';

const VERBS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

/** A route whose method and pattern are known at build time. */
interface StaticRoute {
  readonly method: string;
  readonly pattern: string;
  /** The literal the pattern came from (the innermost one), where problems are reported. */
  readonly node: ts.Node;
  readonly name: string | undefined;
  readonly nameNode: ts.Node | undefined;
}

/** Reports route problems of one call as diagnostics; `report` receives each one. */
export class RouteChecker {
  readonly #checker: ts.TypeChecker;
  readonly #classifier: CallClassifier;
  readonly #root: string;
  readonly #report: (d: ts.Diagnostic) => void;

  constructor(checker: ts.TypeChecker, classifier: CallClassifier, root: string, report: (d: ts.Diagnostic) => void) {
    this.#checker = checker;
    this.#classifier = classifier;
    this.#root = root;
    this.#report = report;
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
    else if (route === 'scope') this.#prefix(args[0]);
    else if (route === 'controller') this.#prefix(prefixOf(args[0]));
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
    else if (route === 'doc') this.#responses(args[0]);
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
    const editor = this.#checker.isTupleType(this.#checker.getTypeAtLocation(table))
      ? ''
      : '; write the route list `as const` and the editor reports this too';
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
        this.#fail(route.node, clash.error, `first declared at ${where(clash.first.node, this.#root)}${editor}`);
      else if (clash !== undefined) this.#fail(route.node, clash.error, `see ${where(clash.first.node, this.#root)}`);
      if (route.name !== undefined && route.nameNode !== undefined) {
        const named = rules.name(
          route.name,
          route,
          (first) => `${first.method} ${first.pattern} (${where(first.nameNode ?? first.node, this.#root)})`,
        );
        if (named !== undefined) this.#fail(route.nameNode, named.error, editor === '' ? undefined : editor.slice(2));
      }
    }
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
        return this.#list(inner, visiting).map((r) => ({ ...r, pattern: joinPattern(prefix, r.pattern) }));
      }
      if (kind === 'resource') return this.#resource(expr);
    }
    return [];
  }

  #controller(call: ts.CallExpression, visiting: Set<ts.Node>): StaticRoute[] {
    const prefix = literal(prefixOf(call.arguments[0]));
    const inner = call.arguments[1];
    if (prefix === undefined || inner === undefined) return [];
    return this.#list(inner, visiting).map((r) => ({ ...r, pattern: joinPattern(prefix, r.pattern) }));
  }

  #resource(call: ts.CallExpression): StaticRoute[] {
    const prefix = literal(call.arguments[0]);
    const config = call.arguments[1];
    if (prefix === undefined || config === undefined || !ts.isObjectLiteralExpression(config)) return [];
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
      if (kind === 'doc') return inner;
      const name = literal(expr.arguments[0]);
      return inner.map((r) => ({ ...r, name, nameNode: name === undefined ? undefined : expr.arguments[0] }));
    }
    if (kind !== undefined && VERBS.has(kind)) {
      const pattern = literal(expr.arguments[0]);
      return pattern === undefined
        ? []
        : [{ method: kind, pattern, node: expr.arguments[0]!, name: undefined, nameNode: undefined }];
    }
    if (kind === 'route') {
      const method = literal(expr.arguments[0]);
      const pattern = literal(expr.arguments[1]);
      return method === undefined || pattern === undefined
        ? []
        : [{ method, pattern, node: expr.arguments[1]!, name: undefined, nameNode: undefined }];
    }
    return [];
  }

  #kind(call: ts.CallExpression): string | undefined {
    const kind = this.#classifier.classify(call);
    return kind?.kind === 'route' ? kind.route : undefined;
  }

  /** The initializer of a `const` a name refers to (following imports), if any. */
  #initializer(expr: ts.Expression): ts.Expression | undefined {
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

function unwrap(expr: ts.Expression): ts.Expression {
  while (
    ts.isParenthesizedExpression(expr) ||
    ts.isAsExpression(expr) ||
    ts.isSatisfiesExpression(expr) ||
    ts.isNonNullExpression(expr)
  )
    expr = expr.expression;
  return expr;
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
