/** Route definitions: RouteDef, the Router helpers (get, post, ..., resource, scope) and Controller. */
import type { AnyRouteLike } from './any.js';
import type { Context, Handler, Middleware, ParseBodyOptions } from './context.js';
import type { NullPlan, UnknownKeys } from './contract.js';
import { FwError } from './errors.js';
import { joinPattern } from './pattern.js';
import { RESOURCE_ACTIONS, type ResourceAction } from './route-rules.js';
import { isRouteReplies, type RouteReplies } from './reply.js';
import type { JoinPattern, PathParams, PatternError, ValidPattern } from './types.js';

/** An HTTP method name; the common ones are suggested, any upper-case token is accepted. */
export type Method =
  'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS' | 'CONNECT' | 'TRACE' | (string & {});

/** A documented query parameter. */
export interface QueryParamDoc {
  /** Parameter name. */
  readonly name: string;
  /** Human-readable text; default empty. */
  readonly description?: string;
  /** Whether the parameter is required; default false. */
  readonly required?: boolean;
  /** JSON Schema type name such as `string`, `integer`, `boolean`; default `string`. */
  readonly schemaType?: string;
}

/** A JSON Schema object, as the transformer writes it. */
export type JsonSchema = Readonly<Record<string, unknown>>;

/** One failed check of a generated validator (typia's IValidation.IError shape). */
export interface ValidationIssue {
  /** Where the value failed, as an access path from the root: `$input.address.city`. */
  readonly path: string;
  /** What the type expected there, such as `string` or `(number & Type<"int32">)`. */
  readonly expected: string;
  /** The value found. */
  readonly value: unknown;
}

/** A validator generated at build time from a type: typia's `validate` result shape. */
export type Validator<T = unknown> = (
  input: unknown,
) =>
  | { readonly success: true; readonly data: T }
  | { readonly success: false; readonly errors: readonly ValidationIssue[] };

/**
 * A type turned into schema data at build time by the fw transformer (`apidocs.type<T>()`).
 * `name` is the type's base name (its key under `components/schemas`), `schema` its JSON Schema
 * (nested objects inline, recursive types as `$ref: '#/components/schemas/<Name>'`),
 * `components` the schemas those `$ref`s point to, and `validate` a validator for the type.
 */
export interface TypeDoc<T = unknown> {
  readonly kind: 'fw.type';
  readonly name: string;
  /** Where the type is declared, `file:line`, to name both places when two types share a name. */
  readonly source?: string;
  readonly schema: JsonSchema;
  readonly components?: Readonly<Record<string, JsonSchema>>;
  readonly validate?: Validator<T>;
  /** The same check refusing properties T does not declare (for `unknownKeys: 'reject'`). */
  readonly validateEquals?: Validator<T>;
  /** Where the document allows a null T does not: removed before validating. */
  readonly nulls?: NullPlan;
  /**
   * For a documented answer: the JSON of a value with only the properties T declares, or null when
   * the value does not match T (then nothing may be written; `check` names the problems). What it
   * returns is always valid JSON that matches T's schema. The transformer generates it from T
   * (typia's JSON writer behind typia's check of T); `ctx.json` turns null into a 500
   * `FW_ERR_RESPONSE_CONTRACT` naming every problem.
   */
  readonly stringify?: (value: unknown) => string | null;
  /** For a documented answer: checks a value against T without changing it, naming every problem (run when `stringify` refuses a value). */
  readonly check?: Validator<T>;
}

/** Documentation for a route; only routes with `.doc()` appear in the OpenAPI document. */
export interface ApiDoc {
  /** Short summary; default `<METHOD> <path>`. */
  readonly summary?: string;
  /** Longer description. */
  readonly description?: string;
  /** Groups the operation under a tag. */
  readonly tag?: string;
  /** JSON request body type: `apidocs.type<T>()`. */
  readonly requestBody?: TypeDoc;
  /** JSON response body type (200): `apidocs.type<T>()`. */
  readonly responseBody?: TypeDoc;
  /**
   * Answers by status: a `TypeDoc` (a JSON body, described by the status's reason phrase), a
   * string (a description, no body), or `{ description?, body?, headers? }`; `null` removes an
   * entry fw would add by itself (a 400, a 401 from bearerAuth, ...). May be combined with
   * `responseBody` unless both name 200.
   *
   * @example .doc({ responses: { 201: apidocs.type<User>(), 204: 'Deleted', 404: { description: 'No such user', body: apidocs.type<Problem>() } } })
   */
  readonly responses?: Readonly<Record<number, ResponseDoc | null>>;
  /** Documented query parameters. */
  readonly queryParams?: readonly QueryParamDoc[];
  /** Names of security schemes the operation requires. */
  readonly security?: readonly string[];
}

/** A documented response header. */
export interface HeaderDoc {
  readonly description?: string;
  /** Its JSON Schema; default `{ type: 'string' }`. */
  readonly schema?: JsonSchema;
  /** Whether every answer with this status carries the header (OpenAPI's `required`); `checkContract` checks it. */
  readonly required?: boolean;
}

/** One documented answer: a JSON body type, a description, or both with headers. */
export type ResponseDoc =
  | TypeDoc
  | string
  | { readonly description?: string; readonly body?: TypeDoc; readonly headers?: Readonly<Record<string, HeaderDoc>> };

/** @internal Where a handler made by `withBody` keeps its body handler and the body's type. */
const kBodyRoute = Symbol('fw.bodyRoute');

/** What `withBody` records on the handler it returns, for `Router.define` and the API document. */
export interface BodyRoute<T = unknown> {
  /** The handler, called with the validated body. */
  readonly handler: (ctx: Context, body: T) => unknown;
  /** The body's type, as `apidocs.type<T>()` gives it (the transformer fills it in). */
  readonly type: TypeDoc<T> | undefined;
  /** The route's own policy for undeclared properties, when given. */
  readonly unknownKeys?: UnknownKeys | undefined;
}

/** Options of {@link withBody}. */
export interface WithBodyOptions {
  /** Properties the body's type does not declare: removed (`'strip'`) or refused with 400 (`'reject'`); default the app's. */
  readonly unknownKeys?: UnknownKeys;
}

/** Whether a value is an `unknownKeys` policy. */
export function isUnknownKeys(value: unknown): value is UnknownKeys {
  return value === 'strip' || value === 'reject';
}

/** A route handler that receives its JSON body parsed and validated: made by {@link withBody}. */
export type BodyHandler<P extends string = string, T = unknown, R = unknown> = ((
  ctx: Context<P>,
) => Promise<Awaited<R>>) & {
  readonly [kBodyRoute]: BodyRoute<T>;
};

/**
 * Declares a route's JSON body: the handler is called with the body parsed and validated against
 * `T` (by a validator the fw transformer generates from `T`), and the route's documented
 * `requestBody` defaults to `T`. Bad bodies are answered as `ctx.parseBody<T>()` answers them
 * (415, 400 listing each failing path, 413), after the route's middleware ran, so an auth
 * middleware still answers first. The handler may be synchronous: the app reads a body that came
 * with its headers straight from node's buffer, without a promise, which is faster than awaiting
 * `parseBody`. `T` may also be inferred from the handler's annotated parameter:
 * `withBody((ctx, user: NewUser) => ...)`, which also types `ctx.params` from the route's
 * pattern. Without the transformer (and without a documented
 * `requestBody`), `Router.define` refuses the route, as the body could not be checked.
 *
 * @example Router.post('/users', withBody<NewUser>((ctx, user) => ctx.json(201, store.add(user))))
 * @fwMarker withBody
 */
export function withBody<T, P extends string = string, R = unknown>(
  handler: (ctx: Context<P>, body: T) => R,
  options?: WithBodyOptions,
): BodyHandler<P, T, R>;
/** @internal The form the transformer writes: the type's documentation and validators, then the options. */
export function withBody<T, P extends string = string, R = unknown>(
  handler: (ctx: Context<P>, body: T) => R,
  type: TypeDoc<T> | undefined,
  options?: WithBodyOptions,
): BodyHandler<P, T, R>;
export function withBody<T, P extends string = string, R = unknown>(
  handler: (ctx: Context<P>, body: T) => R,
  second?: TypeDoc<T> | WithBodyOptions,
  third?: WithBodyOptions,
): BodyHandler<P, T, R> {
  if (typeof handler !== 'function')
    throw new FwError('FW_ERR_WITH_BODY_CONFIG', { reason: 'the handler must be a function' });
  const isType = typeof second === 'object' && second !== null && (second as { kind?: unknown }).kind === 'fw.type';
  const type = isType ? (second as TypeDoc<T>) : undefined;
  const given = isType ? third : (second as WithBodyOptions | undefined);
  if (!isType && third !== undefined) {
    throw new FwError('FW_ERR_WITH_BODY_CONFIG', {
      reason: 'the second argument must be apidocs.type<T>() (the fw transformer fills it in)',
    });
  }
  const badOptions = (value: unknown): boolean =>
    typeof value !== 'object' ||
    value === null ||
    Object.keys(value).some((key) => key !== 'unknownKeys') ||
    ((value as WithBodyOptions).unknownKeys !== undefined && !isUnknownKeys((value as WithBodyOptions).unknownKeys));
  if (given !== undefined && badOptions(given)) {
    throw new FwError('FW_ERR_WITH_BODY_CONFIG', {
      reason: `the options must be { unknownKeys?: 'strip' | 'reject' }, got ${JSON.stringify(given)}`,
    });
  }
  const unknownKeys = given?.unknownKeys;
  const options: ParseBodyOptions<T> =
    type?.validate === undefined
      ? unknownKeys === undefined
        ? {}
        : { unknownKeys }
      : {
          validate: type.validate,
          validateEquals: type.validateEquals,
          nulls: type.nulls,
          typeName: type.name,
          ...(unknownKeys === undefined ? {} : { unknownKeys }),
        };
  // Called as a plain handler (outside Router.define, or by code that wraps it), it reads the body itself.
  const plain = (ctx: Context<P>): Promise<Awaited<R>> =>
    ctx.parseBody(options).then((body) => handler(ctx, body) as Awaited<R>);
  Object.defineProperty(plain, 'name', { value: handler.name || 'withBody' });
  Object.defineProperty(plain, kBodyRoute, { value: Object.freeze({ handler, type, unknownKeys }) });
  return plain as unknown as BodyHandler<P, T, R>;
}

/** The body declared with `withBody` on a route handler, if any. */
export function bodyRouteOf(handler: unknown): BodyRoute | undefined {
  return typeof handler === 'function' ? (handler as { [kBodyRoute]?: BodyRoute })[kBodyRoute] : undefined;
}

/**
 * One route: method, pattern, handler, and what `.named()`, `.doc()`, scopes and controllers add.
 * Immutable: each chaining call returns a new RouteDef.
 *
 * @example Router.get('/users/:id', show).named('user').doc({ summary: 'One user' })
 */
export class RouteDef<M extends string = string, P extends string = string, N extends string = never> {
  readonly method: M;
  readonly pattern: P;
  readonly handler: Handler;
  /** The name given with `.named()`. */
  readonly name: N | undefined;
  /** The documentation given with `.doc()`. */
  readonly apiDoc: ApiDoc | undefined;
  /** Route middleware from scopes, resources and controllers, outermost first. */
  readonly middleware: readonly Middleware[];
  /** Tags added by controllers, outermost first. */
  readonly tags: readonly string[];
  /** The typed replies its handler returns, by status (the fw transformer reads them from its return type). */
  readonly replies: RouteReplies | undefined;
  /** Left out of the OpenAPI document on purpose, with `.doc(false)`. */
  readonly undocumented: boolean;

  constructor(fields: {
    method: M;
    pattern: P;
    handler: Handler;
    name?: N | undefined;
    apiDoc?: ApiDoc | undefined;
    middleware?: readonly Middleware[];
    tags?: readonly string[];
    replies?: RouteReplies | undefined;
    undocumented?: boolean;
  }) {
    this.method = fields.method;
    this.pattern = fields.pattern;
    this.handler = fields.handler;
    this.name = fields.name;
    this.apiDoc = fields.apiDoc;
    this.middleware = fields.middleware ?? [];
    this.tags = fields.tags ?? [];
    this.replies = fields.replies;
    this.undocumented = fields.undocumented ?? false;
  }

  /** Names the route for `App.pathFor`, `App.buildPath` and the OpenAPI `operationId`. @fwRoute named */
  named<const Name extends string>(
    name: Name extends '' ? PatternError<'a route name must not be empty'> : Name,
  ): RouteDef<M, P, Name> {
    return new RouteDef<M, P, Name>({ ...this, name: name as Name });
  }

  /**
   * Documents the route: a summary, tags, descriptions, and answers for a handler that writes with
   * `ctx.json`. A route with typed replies or a typed request is in the OpenAPI document without
   * it; `.doc(false)` leaves a route out on purpose. @fwRoute doc
   */
  doc(apiDoc: ApiDoc | false): RouteDef<M, P, N> {
    if (apiDoc === false) return new RouteDef<M, P, N>({ ...this, apiDoc: undefined, undocumented: true });
    return new RouteDef<M, P, N>({ ...this, apiDoc, undocumented: false });
  }

  /** @internal A copy under a prefix with extra middleware and tags in front. */
  wrap<const Prefix extends string>(
    prefix: Prefix,
    middleware: readonly Middleware[],
    tags: readonly string[],
  ): RouteDef<M, JoinPattern<Prefix, P>, N> {
    return new RouteDef({
      ...this,
      pattern: joinPattern(prefix, this.pattern) as JoinPattern<Prefix, P>,
      middleware: middleware.length === 0 ? this.middleware : [...middleware, ...this.middleware],
      tags: tags.length === 0 ? this.tags : [...tags, ...this.tags],
    });
  }
}

/** Any route definition. */
export type AnyRoute = RouteDef<string, string, string>;

/** The handlers and middleware of `Router.resource` (the handler for DELETE is named `delete`). */
export interface ResourceConfig<Prefix extends string = string> {
  /** GET `<prefix>` */
  readonly index?: Handler<PathParams<Prefix>>;
  /** GET `<prefix>/:id` */
  readonly show?: Handler<PathParams<Prefix> | 'id'>;
  /** POST `<prefix>` */
  readonly create?: Handler<PathParams<Prefix>>;
  /** PUT `<prefix>/:id` */
  readonly update?: Handler<PathParams<Prefix> | 'id'>;
  /** DELETE `<prefix>/:id` */
  readonly delete?: Handler<PathParams<Prefix> | 'id'>;
  /** GET `<prefix>/new` */
  readonly new?: Handler<PathParams<Prefix>>;
  /** GET `<prefix>/:id/edit` */
  readonly edit?: Handler<PathParams<Prefix> | 'id'>;
  /** Middleware applied to every generated route. */
  readonly middleware?: readonly Middleware[];
  /** Documentation per action, as `.doc()` would give it: `{ show: { summary: 'One user' }, edit: false }`. */
  readonly docs?: { readonly [A in ResourceAction]?: ApiDoc | false };
}

export type { ResourceAction } from './route-rules.js';

/** Routes with a prefix joined to their patterns (the type of `Router.scope`). */
export type Prefixed<Prefix extends string, R extends readonly AnyRouteLike[]> = {
  -readonly [K in keyof R]: R[K] extends RouteDef<infer M, infer P, infer N>
    ? RouteDef<M, JoinPattern<Prefix, P>, N>
    : R[K];
};

export type { AnyRouteLike } from './any.js';

/** The middleware argument of `Router.scope`: a list, or an object with a `middleware` list. */
export type ScopeMiddleware = readonly Middleware[] | { readonly middleware?: readonly Middleware[] };

function middlewareOf(arg: ScopeMiddleware): readonly Middleware[] {
  return Array.isArray(arg) ? arg : ((arg as { middleware?: readonly Middleware[] }).middleware ?? []);
}

function verb<const M extends string>(method: M) {
  return <const P extends string>(
    pattern: ValidPattern<P>,
    handler: Handler<PathParams<P>>,
    replies?: RouteReplies,
  ): RouteDef<M, P, never> =>
    new RouteDef<M, P, never>({ method, pattern: pattern as P, handler, replies: repliesArgument(replies) });
}

/** The replies argument the transformer writes; anything else is refused. */
function repliesArgument(replies: unknown): RouteReplies | undefined {
  if (replies === undefined || isRouteReplies(replies)) return replies;
  throw new FwError('FW_ERR_REPLY_CONFIG', {
    reason: 'a route helper takes a pattern and a handler; its third argument is filled in by the fw transformer',
  });
}

/** A route for any method, CONNECT included. */
function route<const M extends Method, const P extends string>(
  method: M,
  pattern: ValidPattern<P>,
  handler: Handler<PathParams<P>>,
  replies?: RouteReplies,
): RouteDef<M, P, never> {
  return new RouteDef<M, P, never>({ method, pattern: pattern as P, handler, replies: repliesArgument(replies) });
}

/**
 * The seven conventional routes for a resource; handlers left out produce no route.
 *
 * @example Router.resource('/users', { index, show, create, update, delete: remove, middleware: [auth] })
 */
function resource<const Prefix extends string>(
  prefix: ValidPattern<Prefix>,
  config: ResourceConfig<Prefix>,
  replies?: { readonly [A in ResourceAction]?: RouteReplies },
): RouteDef<Method, string, never>[] {
  const out: RouteDef<Method, string, never>[] = [];
  const mw = config.middleware ?? [];
  for (const [action, method, suffix] of RESOURCE_ACTIONS) {
    const handler = config[action];
    if (handler === undefined) continue;
    const apiDoc = config.docs?.[action];
    out.push(
      new RouteDef<Method, string, never>({
        method,
        pattern: joinPattern(prefix, suffix),
        handler,
        middleware: mw,
        apiDoc: apiDoc === false ? undefined : apiDoc,
        undocumented: apiDoc === false,
        replies: repliesArgument(replies?.[action]),
      }),
    );
  }
  return out;
}

/**
 * Prepends `prefix` to every route and applies `middleware` to them (outer scopes run first).
 * The middleware may be a list or `{ middleware }`; scopes nest.
 *
 * @example Router.scope('/api/v1', [auth], [Router.get('/me', me)])
 */
function scope<const Prefix extends string, const R extends readonly AnyRouteLike[]>(
  prefix: Prefix,
  middleware: ScopeMiddleware,
  routes: R,
): Prefixed<Prefix, R> {
  const mw = middlewareOf(middleware);
  return routes.map((r) => r.wrap(prefix, mw, [])) as Prefixed<Prefix, R>;
}

/** The route helpers. `Router.define` (the app) lives in app/dispatch.ts and is attached in index.ts. */
export const RouteHelpers = {
  get: verb('GET'),
  post: verb('POST'),
  put: verb('PUT'),
  patch: verb('PATCH'),
  delete: verb('DELETE'),
  head: verb('HEAD'),
  options: verb('OPTIONS'),
  route,
  resource,
  scope,
};

/** Config of `Controller.define`. */
export interface ControllerConfig<Prefix extends string = string> {
  /** Path prefix of every route. */
  readonly prefix: Prefix;
  /** Documentation tag added to every route's operation. */
  readonly tag?: string;
  /** Middleware applied to every route. */
  readonly middleware?: readonly Middleware[];
}

/** A group of routes under a prefix, a documentation tag and middleware. */
export interface ControllerDef<R extends readonly AnyRouteLike[]> {
  readonly prefix: string;
  readonly tag: string | undefined;
  /** The prefixed routes, to spread into the app's route list. */
  readonly routes: R;
}

/**
 * Groups routes under a prefix, a documentation tag and middleware.
 *
 * @example
 * const users = Controller.define({ prefix: '/users', tag: 'Users' }, [Router.get('/', list)])
 * Router.define({ routes: [...users.routes] })
 */
export const Controller = {
  /** Groups routes under a prefix, a tag and middleware. @fwRoute controller */
  define<const Prefix extends string, const R extends readonly AnyRouteLike[]>(
    config: ControllerConfig<Prefix>,
    routes: R,
  ): ControllerDef<Prefixed<Prefix, R>> {
    const tags = config.tag === undefined || config.tag === '' ? [] : [config.tag];
    return {
      prefix: config.prefix,
      tag: config.tag,
      routes: routes.map((r) => r.wrap(config.prefix, config.middleware ?? [], tags)) as Prefixed<Prefix, R>,
    };
  },
};
