/** Router.define: validates the route table, builds the matcher and pipelines, and serves requests. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_LISTED_PROBLEMS, MAX_PROBLEMS } from './validation/problems.js';
import {
  Context,
  kRequest,
  kResponse,
  type ContextShared,
  type Handler,
  type MatchedRoute,
  type Middleware,
  type ParseBodyOptions,
} from './context.js';
import { DEFAULT_BODY_LIMIT } from './body.js';
import { FwError, defaultReason, errorBody, httpErrorHeaders, publicError, type PublicIssue } from './errors.js';
import { Matcher } from './matcher.js';
import { parsePattern, type ParsedPattern } from './pattern.js';
import { decodePercent } from './percent.js';
import { compose, kBefore, type Step } from './pipeline.js';
import { inject } from './inject.js';
import { isReported } from './outage.js';
import { RouteDef, bodyRouteOf, isUnknownKeys, type AnyRouteLike, type ApiDoc, type TypeDoc } from './route.js';
import { requestRouteOf } from './request.js';
import { escapeText } from './middleware/logger/escape.js';
import type { UnknownKeys } from './contract.js';
import { ASTERISK, HostCheck, normalizeTarget } from './target.js';
import type { ParamValue, PathParams, PatternError } from './types.js';
import type { InjectInit, InjectResponse } from './inject.js';

/** `Router.define` configuration. */
export interface DefineConfig<R extends readonly AnyRouteLike[]> {
  /** Global middleware, run in this order before route matching. */
  readonly middleware?: readonly Middleware[];
  /** The route table. */
  readonly routes: R;
  /** Request body limit in bytes for `parseBody`/`rawBody`; default 1 MiB (1048576). */
  readonly bodyLimit?: number;
  /**
   * Called with every error that reaches the core (a throw or rejection from middleware or a
   * handler, or a second response), except the answers of an outage fw reports itself (a 503 of
   * `rateLimit` while its store is down, say: see `FW_WARN_OUTAGE_BEGAN`), which would otherwise
   * come once per request. Default: writes 5xx errors to stderr.
   */
  readonly onError?: (error: unknown, ctx: Context) => void;
  /** Answers requests no route matches; default 404 with a JSON error body. */
  readonly notFound?: Handler;
  /**
   * Properties a validated body's type does not declare, at any depth: `'strip'` (default)
   * removes them before the handler runs; `'reject'` answers 400 naming each. A route may say
   * otherwise (`withBody(handler, { unknownKeys })`, `parseBody({ unknownKeys })`).
   */
  readonly unknownKeys?: UnknownKeys;
  /**
   * How many problems a 400 for an invalid request lists in `details` (default 10, at most 100);
   * `more` counts the others. Checking stops after 100 problems however large the request.
   */
  readonly maxProblems?: number;
  /**
   * Whether `ctx.json` checks an answer the route documents against its type before writing it
   * (a mismatch answers 500 `FW_ERR_RESPONSE_CONTRACT` naming the route, status and path), and
   * reports undocumented statuses once per route. Default: on unless `NODE_ENV` is `production`.
   * Documented answers are written through their type (undeclared properties dropped) either way.
   */
  readonly checkResponses?: boolean;
}

interface Leaf extends MatchedRoute {
  /** The route's position in the table, to key the automatic answers' chains. */
  readonly index: number;
  readonly route: AnyRouteLike;
  readonly parsed: ParsedPattern;
  readonly chain: Step;
}

/** Route names of a route union. */
export type RouteNames<R> = R extends RouteDef<string, string, infer N> ? N : never;
/** The pattern of the route named `N`. */
export type PatternOf<R, N extends string> =
  R extends RouteDef<string, infer P, infer M> ? ([M] extends [never] ? never : M extends N ? P : never) : never;
/** The `buildPath` parameter object for route `N`. */
export type BuildParams<R, N extends string> = [PathParams<PatternOf<R, N>>] extends [never]
  ? [params?: Record<string, never>]
  : [params: { readonly [K in PathParams<PatternOf<R, N>>]: ParamValue }];

/** Elements after a rest element beyond this many skip the type-level duplicate checks (Router.define still checks at run time). */
type CheckLimit = 900;

/** The name of a route type, or never when it has none. */
type NameOf<H> = H extends RouteDef<string, string, infer N> ? N : never;

/**
 * The elements of a route list after its rest element (`[...resource, a, b]` gives `[a, b]`),
 * as a fixed tuple; none when the list is a fixed tuple (every element then has a position of its own).
 */
type Trailing<R extends readonly unknown[], Acc extends unknown[] = []> = Acc['length'] extends CheckLimit
  ? Acc
  : number extends R['length']
    ? R extends readonly [...infer I, infer L]
      ? Trailing<I, [L, ...Acc]>
      : Acc
    : Acc;

/** The numeric positions of a tuple's fixed elements (before a rest element, if any). */
type Positions<R> = Extract<keyof R, `${number}`>;

/**
 * Each element of a route list with a position of its own, `[position, element]`: `'0'`, `'1'`,
 * ... before a rest element and `'t0'`, `'t1'`, ... after it (the rest's own elements are left to
 * Router.define). A union, so that the checks below cost one step per route rather than one
 * tuple per route (peeling the list element by element made them quadratic in its length).
 */
type Placed<R extends readonly unknown[]> =
  | { [K in Positions<R>]: [K, R[K]] }[Positions<R>]
  | { [K in Positions<Trailing<R>>]: [`t${K}`, Trailing<R>[K]] }[Positions<Trailing<R>>];

/** True when `T` is a union of two or more members. */
type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;

/**
 * `[key, routes]` for each key that two or more routes share, given `Slots`: the placed routes
 * (see {@link Placed}) grouped by key, `{ [key]: [position, route] | ... }`. A key whose
 * positions form a union is held by more than one route.
 */
type Repeated<Slots> = {
  [K in keyof Slots]: Slots[K] extends [infer P, infer H] ? (IsUnion<P> extends true ? [K, H] : never) : never;
}[keyof Slots];

/**
 * The route names used by two or more routes of a route list (a union when several are); never
 * when none is. Lists built at run time are checked by `Router.define` instead.
 */
export type DuplicateName<R extends readonly unknown[]> = Repeated<{ [E in Placed<R> as NameOf<E[1]>]: E }>[0];

type ShapeSegment<S extends string> = S extends `:${string}` ? ':' : S extends `*${string}` ? '*' : S;
/** A pattern with its parameter names dropped, like `ParsedPattern.shape`: `/u/:id` gives `/u/:`. */
export type PatternShape<P extends string> = P extends `${infer A}/${infer B}`
  ? `${ShapeSegment<A>}/${PatternShape<B>}`
  : ShapeSegment<P>;

/** `METHOD shape` of a route with a literal method and pattern; never for computed ones. */
type RouteKey<H> =
  H extends RouteDef<infer M, infer P, any>
    ? {} extends Record<M, 1>
      ? never
      : {} extends Record<P, 1>
        ? never
        : `${M} ${PatternShape<P>}`
    : never;

/** `METHOD "pattern"` of a route, for messages. */
type RouteText<H> = H extends RouteDef<infer M, infer P, any> ? `${M} "${P}"` : never;

/**
 * The routes of a route list whose method and pattern repeat another's, parameter names aside
 * (`GET /u/:id` twice, or `GET /u/:id` and `GET /u/:name`), as `GET "/u/:name"` (a union of all
 * of them); never when there is none. Routes with computed methods or patterns are left to `Router.define`.
 */
export type DuplicateRoute<R extends readonly unknown[]> = RouteText<
  Repeated<{ [E in Placed<R> as RouteKey<E[1]>]: E }>[1]
>;

/**
 * `R` when no route name and no method-plus-pattern repeats; otherwise `R` with a property named
 * by the error message, which no route list has, so the checker reports the message on `routes`
 * (once, whether or not the list spreads another).
 */
export type UniqueNames<R extends readonly unknown[]> = [DuplicateName<R>] extends [never]
  ? [DuplicateRoute<R>] extends [never]
    ? R
    : R & {
        readonly [
          M in PatternError<`route ${DuplicateRoute<R> & string} repeats the method and pattern of another route (parameter names aside)`>
        ]: true;
      }
  : R & { readonly [M in PatternError<`route name "${DuplicateName<R> & string}" is used by two routes`>]: true };

const METHOD_TOKEN = /^[A-Z][A-Z0-9!#$%&'*+.^_`|~-]*$/;

/**
 * The app's onError as the core and the middleware call it: a hook that throws, or returns a
 * promise that rejects (an async hook), is ignored instead of taking the process down; an error
 * an outage report already covers (see `reported`) is not passed on.
 */
function guardHook(hook: (error: unknown, ctx: Context) => unknown): (error: unknown, ctx: Context) => void {
  return function onError(error, ctx) {
    if (isReported(error)) return;
    try {
      const result = hook(error, ctx);
      if (typeof result === 'object' && result !== null && typeof (result as PromiseLike<unknown>).then === 'function')
        (result as PromiseLike<unknown>).then(undefined, ignore);
    } catch {
      // Reporting an error must not raise another.
    }
  };
}

function ignore(): void {}

/**
 * The default onError: a 5xx error to stderr as `fw: <METHOD> <url> [<request id>] failed: <stack>`,
 * the request ID (from `requestId`, stored under its default key `request_id`) in the same
 * brackets as structuredLogger's access line, so the two lines can be matched.
 */
function defaultOnError(error: unknown, ctx: Context): void {
  if (publicError(error).status < 500) return;
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  const id = ctx.getAssign<unknown>('request_id');
  const tag = typeof id === 'string' && id !== '' ? ` [${escapeText(id)}]` : '';
  process.stderr.write(`fw: ${ctx.method} ${ctx.url}${tag} failed: ${detail}\n`);
}

/**
 * An application: the route table compiled into a matcher and composed pipelines. Pass
 * `app.handler` to `Server.init` (or to `http.createServer`), or test with `app.request()`.
 */
export class App<R extends AnyRouteLike = AnyRouteLike> {
  /** The routes as declared (prefixes applied), for documentation generation. */
  readonly routes: readonly R[];
  /** The global middleware. */
  readonly middleware: readonly Middleware[];
  /** The `node:http` request listener. */
  readonly handler: (req: IncomingMessage, res: ServerResponse) => void;
  readonly #matcher = new Matcher<Leaf>();
  readonly #byName = new Map<string, Leaf>();
  readonly #shared: ContextShared;
  readonly #entry: Step;
  readonly #notFound: Handler | undefined;
  /** Whether every global middleware runs inline (made with beforeMiddleware), so dispatch runs in the caller's tick. */
  readonly #inline: boolean;
  readonly #host = new HostCheck();
  /**
   * The automatic OPTIONS and 405 answers of a path, behind the middleware all its routes share,
   * keyed by the indexes of those routes; null when they share none.
   */
  readonly #autoChains = new Map<string, Step | null>();

  constructor(config: DefineConfig<readonly R[]>) {
    checkConfig(config);
    const routes = config.routes;
    this.routes = Object.freeze([...routes]);
    this.middleware = Object.freeze([...(config.middleware ?? [])]);
    this.#notFound = config.notFound;
    this.#shared = Object.freeze({
      bodyLimit: config.bodyLimit ?? DEFAULT_BODY_LIMIT,
      onError: guardHook(config.onError ?? defaultOnError),
      unknownKeys: config.unknownKeys ?? 'strip',
      maxProblems: config.maxProblems ?? DEFAULT_LISTED_PROBLEMS,
      checkResponses: config.checkResponses ?? process.env['NODE_ENV'] !== 'production',
    });
    checkMiddleware(this.middleware, 'Router.define middleware');
    this.#inline = this.middleware.every(isInline);
    this.#build(routes);
    this.#matcher.freeze();
    this.#entry = compose(this.middleware, (ctx) => this.#dispatch(ctx));
    this.handler = (req, res) => this.#handle(req, res);
  }

  #build(routes: readonly R[]): void {
    const seen = new Map<string, string>();
    const shapes = new Map<string, string>();
    routes.forEach((route, index) => {
      if (!(route instanceof RouteDef)) throw new FwError('FW_ERR_ROUTE_INVALID', { index });
      const { method, pattern, name } = route;
      if (typeof method !== 'string' || !METHOD_TOKEN.test(method))
        throw new FwError('FW_ERR_ROUTE_BAD_METHOD', { method });
      if (typeof route.handler !== 'function') throw new FwError('FW_ERR_ROUTE_BAD_HANDLER', { method, pattern });
      const parsed = parsePattern(pattern);
      const key = `${method} ${pattern}`;
      if (seen.has(key)) throw new FwError('FW_ERR_ROUTE_DUPLICATE', { method, pattern });
      seen.set(key, pattern);
      const shapeKey = `${method} ${parsed.shape}`;
      const other = shapes.get(shapeKey);
      if (other !== undefined) throw new FwError('FW_ERR_ROUTE_AMBIGUOUS', { method, pattern: other, other: pattern });
      shapes.set(shapeKey, pattern);
      checkMiddleware(route.middleware, `${method} ${pattern}`);
      const request = requestRouteOf(route.handler);
      if (request === null)
        throw new FwError('FW_ERR_MARKER_NOT_TRANSFORMED', { marker: `withRequest() of route ${method} "${pattern}"` });
      if (request?.params !== undefined) {
        const names = request.params.fields.map((field) => field.name).sort();
        const expected = [...parsed.params].sort();
        if (names.join() !== expected.join()) {
          throw new FwError('FW_ERR_WITH_REQUEST_CONFIG', {
            reason: `req.params of ${method} "${pattern}" must name exactly its parameters (${expected.join(', ') || 'none'}), not ${names.join(', ') || 'none'}`,
          });
        }
      }
      let contract = route.apiDoc?.requestBody;
      let final = route.handler as Step;
      const body = bodyRouteOf(route.handler);
      if (body !== undefined) {
        // withBody<T>: T's validator (from the transformer), else the documented requestBody's.
        if (body.type?.validate !== undefined) contract = body.type;
        if (contract?.validate === undefined)
          throw new FwError('FW_ERR_MARKER_NOT_TRANSFORMED', {
            marker: `withBody<T>() of route ${method} "${pattern}"`,
          });
        const options: ParseBodyOptions<unknown> = {
          validate: contract.validate,
          validateEquals: contract.validateEquals,
          nulls: contract.nulls,
          typeName: contract.name,
          ...(body.unknownKeys === undefined ? {} : { unknownKeys: body.unknownKeys }),
        };
        final =
          this.#inline && route.middleware.every(isInline)
            ? this.#deferredBody(body.handler, options)
            : bodyStep(body.handler, options);
      }
      const leaf: Leaf = {
        index,
        method,
        pattern,
        name,
        paramNames: parsed.params,
        validate: contract?.validate,
        bodyType: contract?.name,
        validateEquals: contract?.validateEquals,
        nulls: contract?.nulls,
        unknownKeys: body?.unknownKeys,
        answers: answersOf(route.apiDoc),
        route,
        parsed,
        chain: compose(route.middleware, final),
      };
      if (name !== undefined) {
        if (typeof name !== 'string' || name === '') throw new FwError('FW_ERR_ROUTE_EMPTY_NAME', { method, pattern });
        const first = this.#byName.get(name);
        if (first !== undefined) {
          throw new FwError('FW_ERR_ROUTE_DUPLICATE_NAME', {
            name,
            first: `${first.method} ${first.pattern}`,
            second: key,
          });
        }
        this.#byName.set(name, leaf);
      }
      this.#matcher.add(method, parsed, leaf);
    });
  }

  /**
   * The pattern of a named route.
   *
   * @example app.pathFor('user_show') // '/users/:id'
   */
  pathFor<const N extends RouteNames<R>>(name: N): PatternOf<R, N> {
    return this.#leaf(name).pattern as PatternOf<R, N>;
  }

  /**
   * The path of a named route with each parameter replaced by the percent-encoded value of the
   * like-named field (a wildcard keeps its slashes).
   *
   * @example app.buildPath('user_show', { id: 42 }) // '/users/42'
   */
  buildPath<const N extends RouteNames<R>>(name: N, ...args: BuildParams<R, N>): string {
    const leaf = this.#leaf(name);
    const params = (args[0] ?? {}) as Record<string, ParamValue | undefined>;
    let out = '';
    for (const segment of leaf.parsed.segments) {
      if (segment.kind === 'static') {
        out += '/' + segment.value;
        continue;
      }
      const value = Object.hasOwn(params, segment.name) ? params[segment.name] : undefined;
      if (value === undefined || value === null || (segment.kind === 'param' && value === '')) {
        throw new FwError('FW_ERR_MISSING_PATH_PARAM', { name, param: segment.name });
      }
      const text = String(value);
      out +=
        '/' + (segment.kind === 'param' ? encodeURIComponent(text) : text.split('/').map(encodeURIComponent).join('/'));
    }
    return out;
  }

  /**
   * Runs a request through the same pipeline without a socket (like `fastify.inject` and Hono's
   * `app.request`), for tests.
   *
   * @example const res = await app.request('/users/1'); res.status // 200
   */
  request(path: string, init?: InjectInit): Promise<InjectResponse> {
    return inject(this.handler, path, init);
  }

  #leaf(name: string): Leaf {
    const leaf = this.#byName.get(name);
    if (leaf === undefined) throw new FwError('FW_ERR_UNKNOWN_ROUTE_NAME', { name });
    return leaf;
  }

  #handle(req: IncomingMessage, res: ServerResponse): void {
    const url = req.url ?? '/';
    // One scan each for the rare cases; the usual origin-form path without escapes is kept as is.
    const target =
      url.charCodeAt(0) !== 0x2f || url.indexOf('%') !== -1 || url.indexOf('#') !== -1
        ? normalizeTarget(url, req.method!)
        : url;
    const refusal = typeof target === 'string' ? this.#host.check(req.rawHeaders) : target;
    if (refusal !== null) {
      // Refused before any middleware, as node:http refuses a request it cannot parse.
      const ctx = new Context(req, res, this.#shared, '/');
      ctx.setHeader('connection', 'close');
      this.#reply(ctx, 400, new FwError(refusal.code, { reason: refusal.reason }).message);
      return;
    }
    const ctx = new Context(req, res, this.#shared, target as string);
    let result: unknown;
    try {
      result = this.#entry(ctx);
    } catch (error) {
      this.#fail(ctx, error);
      return;
    }
    if (result !== DEFERRED) this.#settle(ctx, result);
  }

  /**
   * The last step of a `withBody` route reached in the tick of the `request` event (every
   * middleware before it runs inline): node:http buffers a body sent with its headers only once
   * that tick is over, so the body is taken, validated and handed to the handler one microtask
   * later, and the app then finishes the request itself. Nothing awaits in between: no promise
   * unless the body is still on its way or the handler returns one.
   */
  #deferredBody(handler: BodyHandlerFn, options: ParseBodyOptions<unknown>): Step {
    return (ctx) => {
      // A settled promise's then, not queueMicrotask: node's queueMicrotask makes an AsyncResource per call.
      void RESOLVED.then(() => this.#runBody(ctx, handler, options));
      return DEFERRED;
    };
  }

  #runBody(ctx: Context, handler: BodyHandlerFn, options: ParseBodyOptions<unknown>): void {
    let result: unknown;
    try {
      const body = ctx[kRequest].bodyNow(options);
      result = body instanceof Promise ? body.then((value) => handler(ctx, value)) : handler(ctx, body);
    } catch (error) {
      this.#fail(ctx, error);
      return;
    }
    this.#settle(ctx, result);
  }

  /** Finishes the request once the chain's result has settled. */
  #settle(ctx: Context, result: unknown): void {
    try {
      if (
        typeof result === 'object' &&
        result !== null &&
        typeof (result as PromiseLike<unknown>).then === 'function'
      ) {
        (result as PromiseLike<unknown>).then(
          () => this.#finish(ctx),
          (error: unknown) => this.#fail(ctx, error),
        );
        return;
      }
    } catch (error) {
      // A thenable whose `then` throws.
      this.#fail(ctx, error);
      return;
    }
    this.#finish(ctx);
  }

  #finish(ctx: Context): void {
    if (ctx.responded || ctx.res.writableEnded) {
      ctx[kResponse].done = true;
      ctx[kResponse].runDone();
      return;
    }
    // One microtask later, so a rejection from a next() nobody awaited has been noted first.
    queueMicrotask(() => {
      if (!ctx.responded && !ctx.res.writableEnded) {
        this.#fail(
          ctx,
          ctx[kResponse].lateError ?? new FwError('FW_ERR_NO_RESPONSE', { method: ctx.method, path: ctx.path }),
        );
      } else {
        ctx[kResponse].done = true;
        ctx[kResponse].runDone();
      }
    });
  }

  /**
   * Answers an error that reached the core. Nothing thrown here escapes: a value whose getters
   * throw, an error hook that throws, or an answer node:http refuses still ends in an answer
   * (a plain 500 when the error's own cannot be sent) or, once the response started, a cut
   * connection; never an uncaught exception or an unhandled rejection.
   */
  #fail(ctx: Context, error: unknown): void {
    ctx[kResponse].done = true;
    try {
      this.#shared.onError(error, ctx);
    } catch {
      // A failing error hook must not take the request down with it.
    }
    const res = ctx.res;
    try {
      if (ctx.responded || res.writableEnded) {
        // A response begun on ctx.res cannot be finished here; a stream body finishes (or cuts) itself.
        if (!res.writableEnded && !ctx[kResponse].streaming) res.destroy();
      } else {
        this.#answerError(ctx, error);
      }
    } catch {
      // The response helpers answered 500 themselves when that was still possible.
      try {
        if (!ctx.responded && !res.writableEnded) this.#reply(ctx, 500, defaultReason(500));
      } catch {
        // Its helper answered 500 itself, or cut the connection, when it could not write as asked.
      }
      // A response left open would keep the client waiting; a finished one leaves the connection
      // alone (it may carry the next request already).
      if (!res.writableEnded && !ctx[kResponse].streaming) res.destroy();
    }
    ctx[kResponse].runDone();
  }

  #answerError(ctx: Context, error: unknown): void {
    let answer: ReturnType<typeof publicError>;
    try {
      answer = publicError(error);
    } catch {
      answer = { status: 500, message: defaultReason(500), code: 'FW_ERR_INTERNAL' };
    }
    const headers = httpErrorHeaders(error);
    if (headers !== undefined) {
      for (const name of Object.keys(headers)) {
        try {
          ctx.setHeader(name, headers[name]!);
        } catch {
          // Checked when the HttpError was made; a header changed since is left out.
        }
      }
    }
    this.#reply(ctx, answer.status, answer.message, undefined, answer.details, answer.more);
  }

  /** Sends a JSON error body; closes the connection when the request body was left unread. */
  #reply(
    ctx: Context,
    status: number,
    message: string,
    allow?: string,
    details?: readonly PublicIssue[],
    more?: number,
  ): void {
    if (ctx[kRequest].bodyPending) ctx.setHeader('connection', 'close');
    if (allow !== undefined) ctx.setHeader('allow', allow);
    ctx.send(status, errorBody(status, message, details, more), 'application/json; charset=utf-8');
  }

  #dispatch(ctx: Context): unknown {
    const method = ctx.req.method!;
    const target = ctx[kRequest].target;
    if (target === ASTERISK) return this.#options(ctx, this.#allMethods());
    const matcher = this.#matcher;
    let leaf = matcher.find(method, target);
    if (leaf === null && method === 'HEAD') leaf = matcher.find('GET', target);
    if (leaf === null) return this.#noRoute(ctx, method, target);
    ctx[kRequest].setRoute(leaf, matcher.bounds, matcher.pathEnd, target);
    return leaf.chain(ctx);
  }

  #allMethods(): string[] {
    return this.#withImplied(this.#matcher.methods());
  }

  #withImplied(methods: string[]): string[] {
    if (methods.includes('GET') && !methods.includes('HEAD')) methods.push('HEAD');
    return methods.sort();
  }

  #options(ctx: Context, methods: string[]): void {
    if (!methods.includes('OPTIONS')) methods.push('OPTIONS');
    ctx.setHeader('allow', methods.sort().join(', '));
    ctx.send(204);
  }

  #noRoute(ctx: Context, method: string, target: string): unknown {
    const methods = this.#matcher.allowed(target);
    const allowed = this.#withImplied([...methods]);
    if (allowed.length === 0) {
      const query = target.indexOf('?');
      const end = query === -1 ? target.length : query;
      const percent = target.indexOf('%');
      if (percent !== -1 && percent < end && typeof decodePercent(target.slice(0, end), false) !== 'string') {
        return this.#reply(ctx, 400, new FwError('FW_ERR_BAD_PERCENT_ENCODING').message);
      }
      if (this.#notFound !== undefined) return this.#notFound(ctx);
      return this.#reply(ctx, 404, defaultReason(404));
    }
    const chain = this.#autoChain(methods, target);
    if (chain === null) return this.#auto(ctx, method, allowed);
    // The guarded path's route middleware (cors, auth, ...) sees the automatic answer first; the
    // first route's parameters are set, so a guard may read them.
    const leaf = this.#matcher.find(methods[0]!, target)!;
    ctx[kRequest].setRoute(leaf, this.#matcher.bounds, this.#matcher.pathEnd, target);
    return chain(ctx);
  }

  /** The automatic answer for a path whose routes are all for other methods: OPTIONS 204 or 405, with `Allow`. */
  #auto(ctx: Context, method: string, allowed: string[]): void {
    if (method === 'OPTIONS') return this.#options(ctx, allowed);
    return this.#reply(ctx, 405, defaultReason(405), allowed.join(', '));
  }

  /**
   * The chain that runs the middleware shared by every route of a path (the common front of
   * their scope, resource or controller middleware) before the automatic answer, made once per
   * set of routes; null when they share none.
   */
  #autoChain(methods: readonly string[], target: string): Step | null {
    const leaves = methods.map((m) => this.#matcher.find(m, target)!);
    const key = leaves.map((leaf) => leaf.index).join(',');
    let chain = this.#autoChains.get(key);
    if (chain === undefined) {
      const shared = commonFront(leaves.map((leaf) => leaf.route.middleware));
      chain =
        shared.length === 0
          ? null
          : compose(shared, (ctx) =>
              this.#auto(ctx, ctx.req.method!, this.#withImplied(this.#matcher.allowed(ctx[kRequest].target))),
            );
      this.#autoChains.set(key, chain);
    }
    return chain;
  }
}

/** The middleware at the front of every list, in order (the same function objects). */
function commonFront(lists: readonly (readonly Middleware[])[]): readonly Middleware[] {
  const first = lists[0] ?? [];
  let length = first.length;
  for (const list of lists) {
    let i = 0;
    while (i < length && i < list.length && list[i] === first[i]) i++;
    length = i;
  }
  return first.slice(0, length);
}

/** A documented answer without a body type. */
const UNTYPED: TypeDoc = Object.freeze({ kind: 'fw.type', name: '', schema: {} });

/** The JSON answers a route documents, by status, when any has a writer from the transformer. */
function answersOf(doc: ApiDoc | undefined): Readonly<Record<number, TypeDoc>> | undefined {
  if (doc === undefined) return undefined;
  const out: Record<number, TypeDoc> = {};
  let any = false;
  const add = (status: number, type: unknown): void => {
    const candidate = type as TypeDoc | string | null | undefined;
    if (candidate === null || candidate === undefined) return;
    const typed =
      typeof candidate === 'string'
        ? undefined
        : candidate.kind === 'fw.type'
          ? candidate
          : (candidate as { body?: TypeDoc }).body;
    // A documented status without a typed body is written as it is, and is not reported.
    out[status] = typed?.kind === 'fw.type' ? typed : UNTYPED;
    if (typed?.stringify !== undefined) any = true;
  };
  if (doc.responseBody !== undefined) add(200, doc.responseBody);
  for (const [status, answer] of Object.entries(doc.responses ?? {})) add(Number(status), answer);
  return any ? Object.freeze(out) : undefined;
}

/** Refuses a `Router.define` configuration whose non-route parts have the wrong type, at start-up. */
function checkConfig(config: DefineConfig<readonly AnyRouteLike[]>): void {
  const bad = (reason: string): never => {
    throw new FwError('FW_ERR_DEFINE_CONFIG', { reason });
  };
  if (typeof config !== 'object' || config === null)
    bad('the configuration must be an object { routes, middleware?, notFound?, onError?, bodyLimit? }');
  if (!Array.isArray(config.routes)) bad('routes must be an array of routes');
  if (config.middleware !== undefined && !Array.isArray(config.middleware))
    bad('middleware must be an array of middleware functions');
  if (config.notFound !== undefined && typeof config.notFound !== 'function')
    bad(`notFound must be a handler function (ctx) => ..., got ${typeOf(config.notFound)}`);
  if (config.onError !== undefined && typeof config.onError !== 'function')
    bad(`onError must be a function (error, ctx) => void, got ${typeOf(config.onError)}`);
  if (config.bodyLimit !== undefined && (!Number.isSafeInteger(config.bodyLimit) || config.bodyLimit < 0))
    bad(`bodyLimit must be a whole number of bytes, got ${String(config.bodyLimit)}`);
  if (config.unknownKeys !== undefined && !isUnknownKeys(config.unknownKeys))
    bad(`unknownKeys must be 'strip' or 'reject', got ${String(config.unknownKeys)}`);
  if (
    config.maxProblems !== undefined &&
    (!Number.isSafeInteger(config.maxProblems) || config.maxProblems < 1 || config.maxProblems > MAX_PROBLEMS)
  )
    bad(`maxProblems must be a whole number from 1 to ${MAX_PROBLEMS}, got ${String(config.maxProblems)}`);
  if (config.checkResponses !== undefined && typeof config.checkResponses !== 'boolean')
    bad(`checkResponses must be a boolean, got ${typeOf(config.checkResponses)}`);
}

function typeOf(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;
}

const RESOLVED: Promise<void> = Promise.resolve();

/** What the last step of a `withBody` route returns to the app: the request goes on in a microtask. */
const DEFERRED: unique symbol = Symbol('fw.deferred');

type BodyHandlerFn = (ctx: Context, body: unknown) => unknown;

/** Whether a middleware runs inline in the chain (made with beforeMiddleware: no next, no promise). */
function isInline(middleware: Middleware): boolean {
  return typeof (middleware as { [kBefore]?: unknown })[kBefore] === 'function';
}

/** The last step of a `withBody` route behind middleware that may await: the body now if buffered, else once read. */
function bodyStep(handler: BodyHandlerFn, options: ParseBodyOptions<unknown>): Step {
  return (ctx) => {
    const body = ctx[kRequest].bodyNow(options);
    return body instanceof Promise ? body.then((value) => handler(ctx, value)) : handler(ctx, body);
  };
}

function checkMiddleware(list: readonly Middleware[], where: string): void {
  list.forEach((mw, index) => {
    if (typeof mw !== 'function') throw new FwError('FW_ERR_MIDDLEWARE_NOT_FUNCTION', { index, where });
  });
}
