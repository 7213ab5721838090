/**
 * The runtime's type-level uses of `any`, each where no other type keeps the meaning. Everything
 * else in the runtime is typed without `any`: a handler for any route is `Handler` (its `Context`
 * takes any parameter name), a route of any name is `AnyRoute`.
 */
import type { RouteDef } from './route.js';

/**
 * Anything a route list may hold: a route of any method, pattern and name, named or not. The
 * name is `any`, not `string`, so that an app over such routes (`App<AnyRouteLike>`, which
 * `Router.define` gives for a table built at run time) still types every name:
 * `pathFor(name)` gives a `string` pattern and `buildPath(name, params)` takes the parameters.
 * With `string` there, `PatternOf` finds no route of a given name, so `pathFor` would give
 * `never` and `buildPath` would refuse every parameter.
 */
export type AnyRouteLike = RouteDef<string, string, any>;
