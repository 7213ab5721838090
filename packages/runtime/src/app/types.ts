/** The type-level side of a route table: `Router.define`'s configuration, route names and patterns, and the compile-time duplicate checks. */
import type { Context, Handler, Middleware } from '../context.js';
import type { UnknownKeys } from '../contract.js';
import type { AnyRouteLike, RouteDef } from '../route.js';
import type { ParamValue, PathParams, PatternError } from '../types.js';

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
   * Whether `ctx.json` reports an answer with a status the route does not document, once per
   * route and status (`FW_WARN_UNDOCUMENTED_STATUS`). Default: on unless `NODE_ENV` is
   * `production`. Documented answers are written through their type in every mode: undeclared
   * properties dropped, and a value that does not match the type answered with 500
   * `FW_ERR_RESPONSE_CONTRACT` naming the route, status and every problem.
   */
  readonly checkResponses?: boolean;
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
type PatternShape<P extends string> = P extends `${infer A}/${infer B}`
  ? `${ShapeSegment<A>}/${PatternShape<B>}`
  : ShapeSegment<P>;

/** `METHOD shape` of a route with a literal method and pattern; never for computed ones. */
type RouteKey<H> =
  H extends RouteDef<infer M, infer P, string>
    ? Record<never, never> extends Record<M, 1>
      ? never
      : Record<never, never> extends Record<P, 1>
        ? never
        : `${M} ${PatternShape<P>}`
    : never;

/** `METHOD "pattern"` of a route, for messages. */
type RouteText<H> = H extends RouteDef<infer M, infer P, string> ? `${M} "${P}"` : never;

/**
 * The routes of a route list whose method and pattern repeat another's, parameter names aside
 * (`GET /u/:id` twice, or `GET /u/:id` and `GET /u/:name`), as `GET "/u/:name"` (a union of all
 * of them); never when there is none. Routes with computed methods or patterns are left to `Router.define`.
 */
type DuplicateRoute<R extends readonly unknown[]> = RouteText<Repeated<{ [E in Placed<R> as RouteKey<E[1]>]: E }>[1]>;

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
