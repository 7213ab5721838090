/** @fw/runtime: the public entry point; everything is re-exported by name. */
import { App, type DefineConfig, type UniqueNames } from './app.js';
import { RouteHelpers, type AnyRouteLike } from './route.js';

/**
 * Route declaration helpers and `Router.define`, which builds the app.
 *
 * @example
 * const App = Router.define({
 *   middleware: [],
 *   routes: [Router.get('/users/:id', (ctx) => ctx.json('ok', { id: ctx.pathParam('id') })).named('user')],
 * })
 * App.buildPath('user', { id: 7 }) // '/users/7'
 */
export const Router = {
  ...RouteHelpers,
  /** Validates the route table (throws FwError for any bad pattern or configuration) and builds the app. */
  define<const R extends readonly AnyRouteLike[]>(config: DefineConfig<R> & { readonly routes: UniqueNames<R> }): App<R[number]> {
    return new App<R[number]>(config as DefineConfig<readonly R[number][]>);
  },
};

export { App } from './app.js';
export type { BuildParams, DefineConfig, DuplicateName, PatternOf, RouteNames, UniqueNames } from './app.js';
export { Context } from './context.js';
export type { Handler, Middleware, MatchedRoute } from './context.js';
export { ERRORS, FwError, HttpError, defaultReason, publicError } from './errors.js';
export type { ErrorCode } from './errors.js';
export type { InjectInit, InjectResponse } from './inject.js';
export { stringify } from './json.js';
export { Matcher } from './matcher.js';
export { MAX_PARAMS, joinPattern, parsePattern } from './pattern.js';
export type { ParsedPattern, Segment } from './pattern.js';
export { compose } from './pipeline.js';
export { Query } from './query.js';
export { Controller, RouteDef } from './route.js';
export type { AnyRoute, AnyRouteLike, ApiDoc, ControllerConfig, ControllerDef, Method, Prefixed, QueryParamDoc, ResourceConfig, ScopeMiddleware, TypeDoc } from './route.js';
export { Server } from './server.js';
export type { ServerConfig } from './server.js';
export { STATUS, toStatusCode } from './status.js';
export type { Status, StatusName } from './status.js';
export type { JoinPattern, ParamValue, PathParams, PatternError, ValidPattern } from './types.js';
export { DEFAULT_BODY_LIMIT, isJsonContentType, mediaType, parseJson, readBody, rejectPollution } from './body.js';
