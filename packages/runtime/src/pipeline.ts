/** Composes middleware and a final step into one function, once, at define time. */
import { kRequest, kResponse, type Context, type Middleware } from './context.js';
import { FwError } from './errors.js';

/**
 * One stage of a composed chain: runs the rest of it for a context and returns what it returned,
 * a value, or a promise when something in it waits.
 */
export type Step = (ctx: Context) => unknown;

const RESOLVED: Promise<void> = Promise.resolve();

/** Runs a step and always returns a promise (a rejected one when the step throws, or returns a value whose `then` throws). */
function settle(step: Step, ctx: Context): Promise<void> {
  try {
    const result = step(ctx);
    if (result instanceof Promise) return result as Promise<void>;
    if (typeof result === 'object' && result !== null && typeof (result as PromiseLike<unknown>).then === 'function') {
      return Promise.resolve(result as PromiseLike<unknown>).then(() => undefined);
    }
  } catch (error) {
    return Promise.reject(error);
  }
  return RESOLVED;
}

function noteRejection(ctx: Context, error: unknown): void {
  // compose() is public: a chain may run on an object that is not an app's Context (tests do).
  const out = ctx[kResponse] as (typeof ctx)[typeof kResponse] | undefined;
  if (out === undefined) return;
  if (!out.done) {
    out.lateError ??= error;
    return;
  }
  try {
    // After a timeout answered, a handler failing because its signal was aborted is expected, not news.
    if (
      ctx.signal.aborted &&
      (error === ctx.signal.reason || (error instanceof Error && error.cause === ctx.signal.reason))
    )
      return;
    ctx[kRequest].shared.onError(error, ctx);
  } catch {
    // A value whose getters throw, or an error hook that throws, must not turn into an unhandled rejection either.
  }
}

/** Reports a rejection of `done` that no caller will see (see link). */
function guard(done: Promise<void>, ctx: Context): void {
  if (done !== RESOLVED) done.then(undefined, (error: unknown) => noteRejection(ctx, error));
}

function link(middleware: Middleware, next: Step): Step {
  return function linked(ctx) {
    let called = false;
    let returned = false;
    let done: Promise<void> | undefined;
    let result: unknown;
    try {
      result = middleware(ctx, () => {
        if (called) {
          // Rejects for a caller that awaits it, and is reported like a dropped next() when none does.
          const twice = Promise.reject(new FwError('FW_ERR_NEXT_TWICE'));
          guard(twice, ctx);
          return twice;
        }
        called = true;
        const settled = settle(next, ctx);
        if (returned) guard(settled, ctx);
        else done = settled;
        return settled;
      });
    } finally {
      returned = true;
      // A middleware that calls next() without passing its promise on (not awaiting it, or
      // returning something else) would leave a rejection unhandled and crash the process: keep
      // the error on the context for the app to report, or report it here when the app is
      // already done with the request. A middleware that returns next()'s promise itself (the
      // usual `return next()`) hands the rejection to its caller, so it needs no extra handler.
      if (done !== undefined && result !== done) guard(done, ctx);
    }
    return result;
  };
}

/** @internal The hook of a middleware made with {@link onRequest}, which `compose` runs inline. */
export const kBefore = Symbol('fw.before');

/**
 * The function given to {@link onRequest}: runs as the request enters the middleware. The request
 * goes on down the chain unless it answered (`ctx.responded`); a promise it returns is waited for
 * first. A throw or a rejection ends the chain as any middleware error does.
 */
export type RequestHook = (ctx: Context) => void | Promise<void>;

/** Whether a value is a promise or another thenable (reading `then` may throw; the caller's try handles it). */
function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';
}

/** What a request hook's promise settles into: the rest of the chain, unless the hook answered meanwhile. */
function thenNext(result: PromiseLike<unknown>, ctx: Context, next: () => unknown): Promise<unknown> {
  const onward = (): unknown => (ctx.responded ? undefined : next());
  return result instanceof Promise ? result.then(onward) : Promise.resolve(result).then(onward);
}

/**
 * A middleware that acts only on the way in, like a Fastify `onRequest` hook: `hook(ctx)` runs as
 * the request enters it; the request then goes on down the chain unless the hook answered it
 * (`ctx.text(...)`, `ctx.json(...)`, ...). A hook that returns a promise is waited for, then the
 * same rule applies. What it needs to do afterwards goes through `ctx.onFinish` (logs, metrics),
 * `ctx.beforeSend` (changing the answer) or `ctx.signal`, rather than code after `await next()`.
 *
 * `compose` runs such a middleware inline: a layer whose hook returns nothing costs one function
 * call per request, with no `next` closure and no promise, which is how fw's own `requestId`,
 * `metrics`, `logger`, `structuredLogger`, `telemetry` and `health` are built. Called by hand as
 * `(ctx, next)`, it behaves like the onion middleware it stands for.
 *
 * @param name the middleware's name (its `name` property, shown in stack traces)
 * @example
 * const timing = onRequest('timing', (ctx) => {
 *   ctx.onFinish((ctx, status, start, end) => console.log(ctx.method, ctx.path, status, end - start), ctx.startedAt)
 * })
 * const gate = onRequest('gate', (ctx) => {
 *   if (ctx.header('x-api-key') !== key) ctx.json(401, { error: 'no key' }) // answered: the chain ends here
 * })
 */
export function onRequest<F extends Middleware = Middleware>(name: string, hook: RequestHook): F {
  const middleware = (ctx: Context, next: () => Promise<void>): unknown => {
    const result: unknown = hook(ctx);
    if (result !== undefined && isThenable(result)) return thenNext(result, ctx, next);
    return ctx.responded ? undefined : next();
  };
  Object.defineProperty(middleware, 'name', { value: name });
  Object.defineProperty(middleware, kBefore, { value: hook });
  return middleware as F;
}

/** @internal The hook of a middleware made with {@link aroundRequest}. */
const kAround = Symbol('fw.around');

/**
 * The function given to {@link aroundRequest}: runs the rest of the chain itself, as `next(ctx)`,
 * exactly once, and returns what it returned (a value, or a promise that settles as that result
 * does); a throw from `next` propagates.
 */
export type AroundHook = (ctx: Context, next: Step) => unknown;

/**
 * A middleware that wraps the rest of the chain, for work that must surround it rather than
 * precede it: running it inside an AsyncLocalStorage or OpenTelemetry context, say, as fw's
 * `tracing` does. `compose` hands the hook the next step itself, so there is no `next` closure and
 * no promise unless the chain makes one. Called by hand as `(ctx, next)` it behaves as
 * `hook(ctx, () => next())`.
 *
 * @param name the middleware's name (its `name` property)
 * @example
 * const store = new AsyncLocalStorage<string>()
 * const withUser = aroundRequest('withUser', (ctx, next) => store.run(ctx.header('x-user') ?? '', next, ctx))
 */
export function aroundRequest<F extends Middleware = Middleware>(name: string, hook: AroundHook): F {
  const middleware = (ctx: Context, next: () => Promise<void>): unknown => hook(ctx, () => next());
  Object.defineProperty(middleware, 'name', { value: name });
  Object.defineProperty(middleware, kAround, { value: hook });
  return middleware as F;
}

function wrap(around: AroundHook, next: Step): Step {
  return function around_(ctx) {
    return around(ctx, next);
  };
}

function inline(before: RequestHook, next: Step): Step {
  return function before_(ctx) {
    const result: unknown = before(ctx);
    if (result !== undefined && isThenable(result)) return thenNext(result, ctx, () => next(ctx));
    return ctx.responded ? undefined : next(ctx);
  };
}

/**
 * Builds `m1 -> m2 -> ... -> final` in onion form. With no middleware the result is `final`
 * itself, so a route without middleware costs nothing extra per request; a middleware made with
 * `onRequest` costs one function call, one made with `aroundRequest` two.
 */
export function compose(middleware: readonly Middleware[], final: Step): Step {
  let step = final;
  for (let i = middleware.length - 1; i >= 0; i--) {
    const layer = middleware[i]!;
    const before = (layer as { [kBefore]?: RequestHook })[kBefore];
    const around = (layer as { [kAround]?: AroundHook })[kAround];
    step =
      typeof before === 'function'
        ? inline(before, step)
        : typeof around === 'function'
          ? wrap(around, step)
          : link(layer, step);
  }
  return step;
}
