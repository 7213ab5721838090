/** App: serves requests through the compiled route table (dispatch, automatic answers, errors), and builds paths. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_LISTED_PROBLEMS } from '../validation/problems.js';
import {
  Context,
  kRequest,
  kResponse,
  type ContextShared,
  type Handler,
  type Middleware,
  type ParseBodyOptions,
} from '../context.js';
import { DEFAULT_BODY_LIMIT } from '../body.js';
import { FwError, defaultReason, errorBody, httpErrorHeaders, publicError, type PublicIssue } from '../errors.js';
import { Matcher } from '../matcher.js';
import { decodePercent } from '../percent.js';
import { compose, type Step } from '../pipeline.js';
import { inject } from '../inject.js';
import { isReported } from '../outage.js';
import type { AnyRouteLike } from '../route.js';
import { escapeText } from '../text.js';
import { ASTERISK, HostCheck, normalizeTarget } from '../target.js';
import type { ParamValue } from '../types.js';
import type { InjectInit, InjectResponse } from '../inject.js';
import { checkConfig, checkMiddleware, compileRoutes, isInline, type BodyHandlerFn, type Leaf } from './compile.js';
import type { BuildParams, DefineConfig, PatternOf, RouteNames } from './types.js';

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
  /** Whether every global middleware runs inline (made with onRequest), so dispatch runs in the caller's tick. */
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
    compileRoutes(routes, {
      matcher: this.#matcher,
      byName: this.#byName,
      inline: this.#inline,
      deferredBody: (handler, options) => this.#deferredBody(handler, options),
    });
    this.#matcher.freeze();
    this.#entry = compose(this.middleware, (ctx) => this.#dispatch(ctx));
    this.handler = (req, res) => this.#handle(req, res);
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
      // A wildcard's value is several segments, each checked and encoded as a parameter's is.
      const parts = segment.kind === 'param' ? [text] : text.split('/');
      const reason = segmentsProblem(parts);
      if (reason !== undefined)
        throw new FwError('FW_ERR_BAD_PATH_PARAM', { name, param: segment.name, value: JSON.stringify(text), reason });
      out += '/' + parts.map(encodeURIComponent).join('/');
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
          // DEFERRED: an onRequest hook waited, and a withBody route's last step goes on by itself.
          (value) => (value === DEFERRED ? undefined : this.#finish(ctx)),
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

const RESOLVED: Promise<void> = Promise.resolve();

/** What the last step of a `withBody` route returns to the app: the request goes on in a microtask. */
const DEFERRED: unique symbol = Symbol('fw.deferred');

/**
 * Why path segments would not arrive as written, or undefined. URLs remove a `.` segment and a
 * `..` with the segment before it (`%2e` counts as a dot), so `/users/..` is `/` to a browser
 * following a link or a redirect; and an empty segment before another (`/evil.example` in a
 * wildcard at the root makes `//evil.example`, a link to another host). A wildcard's trailing
 * slash (a last empty segment) is kept, and a parameter's empty value is refused before this.
 */
function segmentsProblem(parts: readonly string[]): string | undefined {
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part === '.' || part === '..') return 'a URL removes a . or .. segment';
    if (part === '' && i < parts.length - 1) return 'it has an empty segment (a leading or doubled /)';
  }
  return undefined;
}
