/** Composes middleware and a final step into one function, once, at define time. */
import { kRequest, kResponse, type Context, type Middleware } from './context.js';
import { FwError } from './errors.js';

/** One stage of a composed chain: runs it for a context, maybe asynchronously. */
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

/**
 * @internal What the `before` function of a {@link beforeMiddleware} returns to let the request
 * go on down the chain.
 */
export const PASS: unique symbol = Symbol('fw.pass');

/** @internal The `before` function of a middleware made with {@link beforeMiddleware}. */
export const kBefore = Symbol('fw.before');

/** Runs on the way in only: PASS to go on, anything else ends the chain as the middleware's result. */
export type Before = (ctx: Context) => unknown;

/**
 * @internal A middleware that acts only before the rest of the chain, as fw's request-ID,
 * metrics, log, telemetry and health middleware do (whatever they do afterwards goes through
 * completion hooks), like a Fastify `onRequest` hook. Called as a middleware it behaves as
 * `before(ctx) === PASS ? next() : result`; `compose` runs `before` inline instead, so such a
 * layer allocates nothing per request (no `next` closure, no promise).
 */
export function beforeMiddleware<F extends Middleware>(name: string, before: Before): F {
  const middleware = (ctx: Context, next: () => Promise<void>): unknown => {
    const result = before(ctx);
    return result === PASS ? next() : result;
  };
  Object.defineProperty(middleware, 'name', { value: name });
  Object.defineProperty(middleware, kBefore, { value: before });
  return middleware as F;
}

/** @internal The `around` function of a middleware made with {@link aroundMiddleware}. */
export const kAround = Symbol('fw.around');

/**
 * Runs the rest of the chain itself, as `next(ctx)`, exactly once, and returns what it returned
 * (a value, or a promise that settles as that result does); a throw from `next` propagates.
 */
export type Around = (ctx: Context, next: Step) => unknown;

/**
 * @internal A middleware that wraps the rest of the chain (as tracing does, to run it inside a
 * context) without the cost of a general onion link: `compose` hands it the next step itself, so
 * there is no `next` closure and no promise unless the chain makes one. Called as a middleware it
 * behaves as `around(ctx, () => next())`.
 */
export function aroundMiddleware<F extends Middleware>(name: string, around: Around): F {
  const middleware = (ctx: Context, next: () => Promise<void>): unknown => around(ctx, () => next());
  Object.defineProperty(middleware, 'name', { value: name });
  Object.defineProperty(middleware, kAround, { value: around });
  return middleware as F;
}

function wrap(around: Around, next: Step): Step {
  return function around_(ctx) {
    return around(ctx, next);
  };
}

function inline(before: Before, next: Step): Step {
  return function before_(ctx) {
    const result = before(ctx);
    return result === PASS ? next(ctx) : result;
  };
}

/**
 * Builds `m1 -> m2 -> ... -> final` in onion form. With no middleware the result is `final`
 * itself, so a route without middleware costs nothing extra per request; a middleware made with
 * `beforeMiddleware` costs one function call, one made with `aroundMiddleware` two.
 */
export function compose(middleware: readonly Middleware[], final: Step): Step {
  let step = final;
  for (let i = middleware.length - 1; i >= 0; i--) {
    const layer = middleware[i]!;
    const before = (layer as { [kBefore]?: Before })[kBefore];
    const around = (layer as { [kAround]?: Around })[kAround];
    step =
      typeof before === 'function'
        ? inline(before, step)
        : typeof around === 'function'
          ? wrap(around, step)
          : link(layer, step);
  }
  return step;
}
