/**
 * `@fw/runtime`: what an application calls. Routing (`Router`, `Controller`, `withBody`,
 * `withRequest`, `reply`), the context, `apidocs`, errors, `Server` and the built-in middleware. The rest is
 * on subpaths: `@fw/runtime/cluster` (`runCluster`), `@fw/runtime/testing` (`checkContract`), and
 * `@fw/runtime/internal` for fw's own transformer and CLI.
 */
import { App } from './app/dispatch.js';
import type { DefineConfig, UniqueNames } from './app/types.js';
import type { Handler } from './context.js';
import {
  RouteHelpers,
  type AnyRouteLike,
  type Method,
  type Prefixed,
  type ResourceAction,
  type ResourceConfig,
  type RouteDef,
  type ScopeMiddleware,
} from './route.js';
import type { RouteReplies } from './reply.js';
import type { PathParams, ValidPattern } from './types.js';

/**
 * Route declaration helpers and `Router.define`, which builds the app. Each member carries an
 * `@fwRoute` tag: the build-time transformer finds route declarations by it.
 *
 * @example
 * const App = Router.define({
 *   middleware: [],
 *   routes: [Router.get('/users/:id', (ctx) => ctx.json('ok', { id: ctx.params.id })).named('user')],
 * })
 * App.buildPath('user', { id: 7 }) // '/users/7'
 */
export interface RouterApi {
  // Each helper's last parameter, `replies`, is filled in by the fw transformer from the handler's
  // return type (see `reply`); leave it out.
  /** A GET route. @fwRoute GET */
  get<const P extends string>(
    pattern: ValidPattern<P>,
    handler: Handler<PathParams<P>>,
    replies?: RouteReplies,
  ): RouteDef<'GET', P, never>;
  /** A POST route. @fwRoute POST */
  post<const P extends string>(
    pattern: ValidPattern<P>,
    handler: Handler<PathParams<P>>,
    replies?: RouteReplies,
  ): RouteDef<'POST', P, never>;
  /** A PUT route. @fwRoute PUT */
  put<const P extends string>(
    pattern: ValidPattern<P>,
    handler: Handler<PathParams<P>>,
    replies?: RouteReplies,
  ): RouteDef<'PUT', P, never>;
  /** A PATCH route. @fwRoute PATCH */
  patch<const P extends string>(
    pattern: ValidPattern<P>,
    handler: Handler<PathParams<P>>,
    replies?: RouteReplies,
  ): RouteDef<'PATCH', P, never>;
  /** A DELETE route. @fwRoute DELETE */
  delete<const P extends string>(
    pattern: ValidPattern<P>,
    handler: Handler<PathParams<P>>,
    replies?: RouteReplies,
  ): RouteDef<'DELETE', P, never>;
  /** A HEAD route (GET routes answer HEAD already). @fwRoute HEAD */
  head<const P extends string>(
    pattern: ValidPattern<P>,
    handler: Handler<PathParams<P>>,
    replies?: RouteReplies,
  ): RouteDef<'HEAD', P, never>;
  /** An OPTIONS route (OPTIONS is answered with Allow already). @fwRoute OPTIONS */
  options<const P extends string>(
    pattern: ValidPattern<P>,
    handler: Handler<PathParams<P>>,
    replies?: RouteReplies,
  ): RouteDef<'OPTIONS', P, never>;
  /** A route for any method token, CONNECT included. @fwRoute route */
  route<const M extends Method, const P extends string>(
    method: M,
    pattern: ValidPattern<P>,
    handler: Handler<PathParams<P>>,
    replies?: RouteReplies,
  ): RouteDef<M, P, never>;
  /**
   * The seven conventional routes of a resource; handlers left out produce no route.
   * @example Router.resource('/users', { index, show, create, update, delete: remove, middleware: [auth] })
   * @fwRoute resource
   */
  resource<const Prefix extends string>(
    prefix: ValidPattern<Prefix>,
    config: ResourceConfig<Prefix>,
    replies?: { readonly [A in ResourceAction]?: RouteReplies },
  ): RouteDef<Method, string, never>[];
  /**
   * The routes under `prefix`, with `middleware` (a list or `{ middleware }`) before theirs.
   * @example Router.scope('/api/v1', [auth], [Router.get('/me', me)])
   * @fwRoute scope
   */
  scope<const Prefix extends string, const R extends readonly AnyRouteLike[]>(
    prefix: Prefix,
    middleware: ScopeMiddleware,
    routes: R,
  ): Prefixed<Prefix, R>;
  /**
   * Validates the route table (throws FwError for any bad pattern or configuration) and builds the app.
   * @fwRoute define
   */
  define<const R extends readonly AnyRouteLike[]>(
    config: DefineConfig<R> & { readonly routes: UniqueNames<R> },
  ): App<R[number]>;
}

/** The route helpers and `Router.define`; see {@link RouterApi}. */
export const Router: RouterApi = {
  ...RouteHelpers,
  define<const R extends readonly AnyRouteLike[]>(
    config: DefineConfig<R> & { readonly routes: UniqueNames<R> },
  ): App<R[number]> {
    return new App<R[number]>(config);
  },
};

export { App } from './app/dispatch.js';
export type { BuildParams, DefineConfig, DuplicateName, PatternOf, RouteNames, UniqueNames } from './app/types.js';
export { Context } from './context.js';
export type { Handler, Middleware, MatchedRoute, OutgoingResponse, ParseBodyOptions, SendHook } from './context.js';
export { ERRORS, FwError, HttpError } from './errors.js';
export type { ErrorCode, PublicIssue } from './errors.js';
export type { OutageCode, OutageWarning } from './outage.js';
export type { InjectInit, InjectResponse } from './inject.js';
export type { FinishHook, TraceIds } from './context.js';
export { aroundRequest, onRequest } from './pipeline.js';
export type { AroundHook, RequestHook, Step } from './pipeline.js';
export { Query } from './query.js';
export { Controller, RouteDef, withBody } from './route.js';
export type { BodyHandler, BodyRoute, WithBodyOptions } from './route.js';
export { withRequest } from './request.js';
export { Reply, reply } from './reply.js';
export type { DefaultBody, ErrorBody, ErrorStatus, ReplyDoc, ReplyInit, RouteReplies } from './reply.js';
export type { FieldKind, FieldSpec, PartContract, RequestContract, RequestHandler, RequestShape } from './request.js';
export type { NullObject, NullPlan, NullSlot, UnknownKeys } from './contract.js';
export type { HeaderDoc, ResponseDoc } from './route.js';
export type {
  AnyRoute,
  AnyRouteLike,
  ApiDoc,
  ControllerConfig,
  ControllerDef,
  JsonSchema,
  Method,
  Prefixed,
  QueryParamDoc,
  ResourceAction,
  ResourceConfig,
  ScopeMiddleware,
  TypeDoc,
  ValidationIssue,
  Validator,
} from './route.js';
export { apidocs } from './apidocs/index.js';
export type { MiddlewareDoc, SecurityScheme, SpecConfig, SpecOptions, TagDoc, UiConfig } from './apidocs/index.js';
export { ERROR_BODY, ERROR_BODY_NAME, describeMiddleware } from './apidocs/index.js';
export { Server } from './server.js';
export type { ServerConfig } from './server.js';
export { STATUS, toStatusCode } from './status.js';
export type { Status, StatusName } from './status.js';
export type { JoinPattern, ParamValue, PathParams, PatternError, ValidPattern } from './types.js';
// The built-in middleware, one group file per area; each re-exports its middleware by name.
export {
  logger,
  structuredLogger,
  requestId,
  metrics,
  METRICS_CONTENT_TYPE,
  telemetry,
  tracing,
  HTTP_SERVER_DURATION_BUCKETS,
  health,
  type LoggerOptions,
  type LogControl,
  type LogDestination,
  type LogMiddleware,
  type SinkOptions,
  type LogFormat,
  type LogLevel,
  type StructuredLoggerOptions,
  type RequestIdOptions,
  type MetricsMiddleware,
  type MetricsOptions,
  type RequestEndEvent,
  type RequestStartEvent,
  type TelemetryEvent,
  type TelemetryOptions,
  type TracingOptions,
  type HealthCheck,
  type HealthOptions,
} from './middleware/observability.js';
export {
  bodyLimit,
  bodyParser,
  cors,
  errorHandler,
  timeout,
  type BodyLimitOptions,
  type BodyParserOptions,
  type BodyParserType,
  type CorsOptions,
  type ErrorHandlerOptions,
  type TimeoutOptions,
} from './middleware/http.js';
export {
  compress,
  etag,
  staticFiles,
  type CompressEncoding,
  type CompressOptions,
  type EtagOptions,
  type StaticFilesOptions,
} from './middleware/files.js';
export {
  MemoryRateLimitStore,
  basicAuth,
  bearerAuth,
  csrf,
  rateLimit,
  redisStore,
  securityHeaders,
  staticTokens,
  timingSafeEqualString,
  type BasicAuthOptions,
  type BasicValidate,
  type BasicVerdict,
  type BearerAuthOptions,
  type BearerPrincipal,
  type BearerValidate,
  type BearerVerdict,
  type CsrfOptions,
  type IoRedisClient,
  type MemoryRateLimitStoreOptions,
  type NodeRedisClient,
  type RateLimitHit,
  type RateLimitOptions,
  type RateLimitStore,
  type RedisClientLike,
  type RedisStoreOptions,
  type SecurityHeaderValue,
  type SecurityHeadersOptions,
} from './middleware/security.js';
