/**
 * Typed replies: a route helper's handler returns `reply(201, user)` and the like, and the union
 * of what it returns (its declared return type, or the one TypeScript infers) is the route's
 * documented answers. `Router.get(pattern, handler)` becomes `Router.get(pattern, handler,
 * { 201: { body: <User's TypeDoc> }, 404: { error: true } })`; `.doc()` answers on the same route
 * must agree with them (FW2013).
 */
import ts from 'typescript';
import { unionOf } from '../adapters/typescript.js';
import { unwrap } from '../classify/literal.js';
import { TransformError } from '../diagnostics.js';
import type { MarkerContext } from './context.js';
import { typeDocOf } from './type-doc.js';

/** What one status of a route's replies documents. */
interface StatusReplies {
  readonly bodies: ts.Type[];
  error: boolean;
  none: boolean;
  /** Header names of each reply of this status. */
  readonly headers: (readonly string[])[];
}

/** A route's replies by status, and whether its handler may also end without one (answering with ctx.json). */
interface RouteReplies {
  readonly statuses: Map<number, StatusReplies>;
  readonly onlyReplies: boolean;
}

const VERBS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);
const TAG_CACHE = new WeakMap<ts.Symbol, string>();

/** The `@fw...` tag in the doc comment before a type's declaration ('' when none). */
function tagOfSymbol(symbol: ts.Symbol | undefined): string {
  if (symbol === undefined) return '';
  let tag = TAG_CACHE.get(symbol);
  if (tag === undefined) {
    tag = '';
    for (const declaration of symbol.declarations ?? []) {
      const text = declaration.getSourceFile().text;
      for (const range of ts.getLeadingCommentRanges(text, declaration.getFullStart()) ?? []) {
        const found = /@(fwReply|fwErrorBody)\b/.exec(text.slice(range.pos, range.end));
        if (found !== null) tag = found[1]!;
      }
    }
    TAG_CACHE.set(symbol, tag);
  }
  return tag;
}

const isReply = (type: ts.Type): boolean => tagOfSymbol(type.getSymbol()) === 'fwReply';
const isErrorBody = (type: ts.Type): boolean => tagOfSymbol(type.aliasSymbol ?? type.getSymbol()) === 'fwErrorBody';

/**
 * The type a handler expression returns, awaited. Through `withBody(...)` and `withRequest(...)`
 * (also kept in a `const`) it is the inner handler's: `withBody<NewUser>(...)` names its type
 * argument, so TypeScript does not infer the handler's return type into its result.
 */
function returnTypeOf(
  ctx: MarkerContext,
  handler: ts.Expression,
  isMarker: (call: ts.CallExpression) => boolean,
  depth = 0,
): ts.Type | undefined {
  const checker = ctx.checker;
  const node = unwrap(handler);
  if (depth < 4 && ts.isCallExpression(node) && isMarker(node) && node.arguments[0] !== undefined)
    return returnTypeOf(ctx, node.arguments[0], isMarker, depth + 1);
  if (depth < 4 && ts.isIdentifier(node)) {
    const declaration = checker.getSymbolAtLocation(node)?.valueDeclaration;
    if (
      declaration !== undefined &&
      ts.isVariableDeclaration(declaration) &&
      declaration.initializer !== undefined &&
      ts.isCallExpression(unwrap(declaration.initializer)) &&
      isMarker(unwrap(declaration.initializer) as ts.CallExpression)
    )
      return returnTypeOf(ctx, declaration.initializer, isMarker, depth + 1);
  }
  if ((ts.isArrowFunction(node) || ts.isFunctionExpression(node)) && returnsNoReplies(node)) return undefined;
  const signatures = checker.getTypeAtLocation(node).getCallSignatures();
  if (signatures.length === 0) return undefined;
  const returned = checker.getReturnTypeOfSignature(signatures[0]!);
  return checker.getAwaitedType(returned) ?? returned;
}

/**
 * Whether a handler written in place returns nothing but what its context's methods return:
 * without a declared return type, every `return` (or the expression body) is empty, `undefined`,
 * or a call of a method of its first parameter (`ctx.json(...)`, awaited or not), none of which
 * is a reply. Told from the syntax: asking the checker for the handler's type resolves the route
 * call around it, which is most of a re-emit's time in the runners (which do not type-check).
 */
function returnsNoReplies(fn: ts.ArrowFunction | ts.FunctionExpression): boolean {
  if (fn.type !== undefined || fn.asteriskToken !== undefined) return false;
  const first = fn.parameters[0]?.name;
  const context = first !== undefined && ts.isIdentifier(first) ? first.text : undefined;
  const plain = (value: ts.Expression | undefined): boolean => {
    if (value === undefined) return true;
    let node = unwrap(value);
    if (ts.isAwaitExpression(node)) node = unwrap(node.expression);
    if (ts.isIdentifier(node) && node.text === 'undefined') return true;
    return (
      context !== undefined &&
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === context
    );
  };
  if (!ts.isBlock(fn.body)) return plain(fn.body);
  let none = true;
  const walk = (node: ts.Node): void => {
    // A nested function's returns are its own.
    if (!none || ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isReturnStatement(node) && !plain(node.expression)) none = false;
    else ts.forEachChild(node, walk);
  };
  ts.forEachChild(fn.body, walk);
  return none;
}

/** The replies a handler's return type holds; undefined when it returns none. */
function repliesOfHandler(
  ctx: MarkerContext,
  handler: ts.Expression,
  route: string,
  isMarker: (call: ts.CallExpression) => boolean,
): RouteReplies | undefined {
  const type = returnTypeOf(ctx, handler, isMarker);
  if (type === undefined || (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) !== 0) return undefined;
  const members = type.isUnion() ? type.types : [type];
  const checker = ctx.checker;
  const statuses = new Map<number, StatusReplies>();
  let onlyReplies = true;
  for (const member of members) {
    if (!isReply(member)) {
      onlyReplies = false;
      continue;
    }
    const property = (name: string): ts.Type | undefined => {
      const symbol = member.getProperty(name);
      return symbol === undefined ? undefined : checker.getTypeOfSymbol(symbol);
    };
    const status = property('status');
    const body = property('body');
    const headers = property('headers');
    const codes = status === undefined ? [] : status.isUnion() ? status.types : [status];
    if (codes.length === 0 || codes.some((code) => !code.isNumberLiteral())) {
      throw new TransformError(
        'FW2014',
        { route, status: status === undefined ? 'unknown' : checker.typeToString(status) },
        handler,
      );
    }
    const names =
      headers === undefined
        ? []
        : checker
            .getNonNullableType(headers)
            .getProperties()
            .map((symbol) => symbol.name);
    for (const code of codes) {
      const value = (code as ts.NumberLiteralType).value;
      let entry = statuses.get(value);
      if (entry === undefined) statuses.set(value, (entry = { bodies: [], error: false, none: false, headers: [] }));
      entry.headers.push(names);
      if (body === undefined || (body.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)) !== 0) entry.none = true;
      else if (isErrorBody(body)) entry.error = true;
      else if (!entry.bodies.includes(body)) entry.bodies.push(body);
    }
  }
  return statuses.size === 0 ? undefined : { statuses, onlyReplies };
}

/** One status's body type: the union of the bodies it is sent with. */
function bodyType(ctx: MarkerContext, entry: StatusReplies): ts.Type | undefined {
  if (entry.bodies.length === 0) return undefined;
  return entry.bodies.length === 1 ? entry.bodies[0]! : unionOf(ctx.checker, entry.bodies);
}

/** The replies as the literal the runtime takes: `{ 201: { body: <TypeDoc>, headers: ['location'] }, 404: { error: true } }`. */
function repliesLiteral(ctx: MarkerContext, call: ts.CallExpression, replies: RouteReplies): ts.Expression {
  const f = ts.factory;
  const entries: ts.PropertyAssignment[] = [];
  for (const status of [...replies.statuses.keys()].sort((a, b) => a - b)) {
    const entry = replies.statuses.get(status)!;
    const properties: ts.PropertyAssignment[] = [];
    const body = bodyType(ctx, entry);
    if (body !== undefined) properties.push(f.createPropertyAssignment('body', typeDocOf(ctx, call, body, 'answer')));
    else if (entry.error) properties.push(f.createPropertyAssignment('error', f.createTrue()));
    const all = new Set(entry.headers.flat());
    const always = [...all].filter((name) => entry.headers.every((names) => names.includes(name)));
    const sometimes = [...all].filter((name) => !always.includes(name));
    const list = (names: string[]) => f.createArrayLiteralExpression(names.map((name) => f.createStringLiteral(name)));
    if (always.length > 0) properties.push(f.createPropertyAssignment('headers', list(always)));
    if (sometimes.length > 0) properties.push(f.createPropertyAssignment('optionalHeaders', list(sometimes)));
    entries.push(
      f.createPropertyAssignment(f.createNumericLiteral(status), f.createObjectLiteralExpression(properties)),
    );
  }
  return f.createObjectLiteralExpression(entries, false);
}

/** `route` as a diagnostic names it: `GET "/users/:id"`. */
function routeName(method: string, pattern: ts.Expression | undefined): string {
  const text = pattern !== undefined && ts.isStringLiteralLike(pattern) ? pattern.text : '...';
  return `${method} "${text}"`;
}

/** A verb or `Router.route` call's replies, named for diagnostics. */
export interface CallReplies {
  readonly route: string;
  readonly replies: RouteReplies;
}

/** The replies of a `Router.get(...)`-like or `Router.route(...)` call (undefined when its handler returns none). */
export function callReplies(
  ctx: MarkerContext,
  call: ts.CallExpression,
  route: string,
  isMarker: (call: ts.CallExpression) => boolean,
): CallReplies | undefined {
  if (!VERBS.has(route) && route !== 'route') return undefined;
  const args = call.arguments;
  const at = route === 'route' ? 2 : 1;
  const handler = args[at];
  if (handler === undefined || args.length !== at + 1) return undefined;
  const name = routeName(route === 'route' ? literalText(args[0]) : route, args[at - 1]);
  const replies = repliesOfHandler(ctx, handler, name, isMarker);
  return replies === undefined ? undefined : { route: name, replies };
}

/**
 * A route helper call with its handler's replies as the last argument (`Router.get`, `.post`, ...,
 * `Router.route`, and each action of `Router.resource` given as an object literal); undefined
 * when no handler replies.
 */
export function routeWithReplies(
  ctx: MarkerContext,
  call: ts.CallExpression,
  route: string,
  isMarker: (call: ts.CallExpression) => boolean,
  lookup: (call: ts.CallExpression) => CallReplies | undefined,
  visit: (node: ts.Node) => ts.Node,
): ts.CallExpression | undefined {
  const args = call.arguments;
  const f = ts.factory;
  const rewrite = (extra: ts.Expression): ts.CallExpression =>
    f.updateCallExpression(call, visit(call.expression) as ts.LeftHandSideExpression, call.typeArguments, [
      ...args.map((arg) => visit(arg) as ts.Expression),
      extra,
    ]);
  if (VERBS.has(route) || route === 'route') {
    const found = lookup(call);
    return found === undefined ? undefined : rewrite(repliesLiteral(ctx, call, found.replies));
  }
  if (route === 'resource') {
    const config = args[1] === undefined ? undefined : unwrap(args[1]);
    if (args.length !== 2 || config === undefined || !ts.isObjectLiteralExpression(config)) return undefined;
    const actions: ts.PropertyAssignment[] = [];
    for (const property of config.properties) {
      if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property)) continue;
      const action = ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : '';
      if (action === '' || action === 'middleware' || action === 'docs') continue;
      const handler = ts.isPropertyAssignment(property) ? property.initializer : property.name;
      const replies = repliesOfHandler(ctx, handler, `${action} of resource ${literalText(args[0])}`, isMarker);
      if (replies !== undefined) actions.push(f.createPropertyAssignment(action, repliesLiteral(ctx, call, replies)));
    }
    return actions.length === 0 ? undefined : rewrite(f.createObjectLiteralExpression(actions, false));
  }
  return undefined;
}

function literalText(node: ts.Expression | undefined): string {
  return node !== undefined && ts.isStringLiteralLike(node) ? node.text : '?';
}

/** The route call a `.doc()` call is chained on, through `.named()`. */
function routeCallOf(call: ts.CallExpression): ts.CallExpression | undefined {
  let current: ts.Expression = call.expression;
  while (ts.isPropertyAccessExpression(current)) {
    const inner = unwrap(current.expression);
    if (!ts.isCallExpression(inner)) return undefined;
    if (ts.isPropertyAccessExpression(inner.expression) && inner.expression.name.text === 'named') {
      current = inner.expression;
      continue;
    }
    return inner;
  }
  return undefined;
}

/**
 * `.doc({ responseBody, responses })` on a route with typed replies: each status both name must
 * agree (the same body type, or fw's error body for a description of a 4xx/5xx), and a success
 * `.doc()` documents must be one the handler replies with when it always replies (FW2013).
 */
export function checkDocAgainstReplies(
  ctx: MarkerContext,
  call: ts.CallExpression,
  lookup: (call: ts.CallExpression) => CallReplies | undefined,
): void {
  const target = routeCallOf(call);
  const found = target === undefined ? undefined : lookup(target);
  const doc = call.arguments[0] === undefined ? undefined : unwrap(call.arguments[0]);
  if (found === undefined || doc === undefined || !ts.isObjectLiteralExpression(doc)) return;
  const { route, replies } = found;
  const checker = ctx.checker;
  const summary = [...replies.statuses.entries()]
    .map(([status, entry]) => {
      const body = bodyType(ctx, entry);
      return `${status} ${body !== undefined ? checker.typeToString(body) : entry.error ? 'error' : 'no body'}`;
    })
    .join(', ');
  const fail = (node: ts.Node, problem: string): never => {
    throw new TransformError('FW2013', { route, problem, replies: summary }, node);
  };
  const documented = (status: number, value: ts.Expression, at: ts.Node): void => {
    const entry = replies.statuses.get(status);
    const answer = unwrap(value);
    if (entry === undefined) {
      if (replies.onlyReplies && status < 400 && answer.kind !== ts.SyntaxKind.NullKeyword)
        fail(at, `.doc() documents ${status}, which the handler never replies`);
      return;
    }
    if (answer.kind === ts.SyntaxKind.NullKeyword) fail(at, `.doc() removes ${status}, which the handler replies`);
    const given = docBodyType(checker, answer);
    const body = bodyType(ctx, entry);
    if (given === 'none') {
      if (body !== undefined)
        fail(at, `.doc() documents ${status} without a body, but the handler replies ${checker.typeToString(body)}`);
      return;
    }
    if (given === undefined || (entry.error && body === undefined && isErrorBody(given))) return;
    if (body === undefined)
      fail(
        at,
        `.doc() documents ${status} as ${checker.typeToString(given)}, but the handler replies ${entry.error ? "fw's error body" : 'no body'}`,
      );
    else if (!checker.isTypeAssignableTo(body, given) || !checker.isTypeAssignableTo(given, body))
      fail(
        at,
        `.doc() documents ${status} as ${checker.typeToString(given)}, but the handler replies ${checker.typeToString(body)}`,
      );
  };
  for (const property of doc.properties) {
    if (!ts.isPropertyAssignment(property)) continue;
    const name = ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : '';
    if (name === 'responseBody') documented(200, property.initializer, property.name);
    if (name !== 'responses') continue;
    const table = unwrap(property.initializer);
    if (!ts.isObjectLiteralExpression(table)) continue;
    for (const entry of table.properties) {
      if (!ts.isPropertyAssignment(entry) || !ts.isNumericLiteral(entry.name)) continue;
      documented(Number(entry.name.text), entry.initializer, entry.name);
    }
  }
}

/**
 * The body type a `.doc()` answer names: T of `apidocs.type<T>()` (alone or as `body`), 'none' for
 * a description alone, undefined when it cannot be read at build time.
 */
function docBodyType(checker: ts.TypeChecker, answer: ts.Expression): ts.Type | 'none' | undefined {
  if (ts.isStringLiteralLike(answer)) return 'none';
  const typeOfMarker = (node: ts.Expression): ts.Type | undefined => {
    const inner = unwrap(node);
    const argument = ts.isCallExpression(inner) ? inner.typeArguments?.[0] : undefined;
    return argument === undefined ? undefined : checker.getTypeFromTypeNode(argument);
  };
  if (ts.isCallExpression(answer)) return typeOfMarker(answer);
  if (ts.isObjectLiteralExpression(answer)) {
    const body = answer.properties.find(
      (p): p is ts.PropertyAssignment =>
        ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'body',
    );
    return body === undefined ? 'none' : typeOfMarker(body.initializer);
  }
  return undefined;
}

/** Whether a type is a reply or a union holding one. */
function holdsReply(type: ts.Type): boolean {
  return (type.isUnion() ? type.types : [type]).some(isReply);
}

/**
 * For runners that do not type-check (the runner service behind Vite, Vitest, esbuild, Rollup and
 * the Node hooks): every function of `file` whose declared return type holds typed replies, and
 * each of its returns whose type is not among them, as FW2015 at the returned expression. `tsc`
 * and `fwc build` report the same mistake as a type error.
 */
export function checkDeclaredReplies(checker: ts.TypeChecker, file: ts.SourceFile): TransformError[] {
  const problems: TransformError[] = [];
  const returnsOf = (body: ts.Node, out: ts.Expression[]): void => {
    ts.forEachChild(body, (child) => {
      if (ts.isFunctionLike(child) || ts.isClassLike(child)) return;
      if (ts.isReturnStatement(child) && child.expression !== undefined) out.push(child.expression);
      returnsOf(child, out);
    });
  };
  const visit = (node: ts.Node): void => {
    if (
      (ts.isFunctionDeclaration(node) ||
        ts.isFunctionExpression(node) ||
        ts.isArrowFunction(node) ||
        ts.isMethodDeclaration(node)) &&
      node.type !== undefined &&
      node.body !== undefined &&
      node.asteriskToken === undefined
    ) {
      const isAsync = (ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Async) !== 0;
      const declared = checker.getTypeFromTypeNode(node.type);
      const target = isAsync ? (checker.getAwaitedType(declared) ?? declared) : declared;
      if (holdsReply(target)) {
        const returned: ts.Expression[] = [];
        if (ts.isBlock(node.body)) returnsOf(node.body, returned);
        else returned.push(node.body);
        for (const expression of returned) {
          const given = checker.getTypeAtLocation(expression);
          const value = isAsync ? (checker.getAwaitedType(given) ?? given) : given;
          if (!checker.isTypeAssignableTo(value, target) && !checker.isTypeAssignableTo(given, declared))
            problems.push(
              new TransformError(
                'FW2015',
                { given: checker.typeToString(value), declared: checker.typeToString(target) },
                expression,
              ),
            );
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return problems;
}
