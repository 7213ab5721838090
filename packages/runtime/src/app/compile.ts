/** Route table compilation: checks the configuration and each route, and builds the matcher's leaves and their chains. */
import { kRequest, type Context, type MatchedRoute, type Middleware, type ParseBodyOptions } from '../context.js';
import { FwError } from '../errors.js';
import type { Matcher } from '../matcher.js';
import { parsePattern, type ParsedPattern } from '../pattern.js';
import { compose, kBefore, type Step } from '../pipeline.js';
import {
  RouteDef,
  bodyRouteOf,
  isUnknownKeys,
  type AnyRoute,
  type AnyRouteLike,
  type ApiDoc,
  type TypeDoc,
} from '../route.js';
import { requestRouteOf } from '../request.js';
import { answerWith, type RouteReplies } from '../reply.js';
import { RouteRules, isMethodToken } from '../route-rules.js';
import { MAX_PROBLEMS } from '../validation/problems.js';
import type { DefineConfig } from './types.js';
import { describeValue } from '../describe-value.js';

export interface Leaf extends MatchedRoute {
  /** The route's position in the table, to key the automatic answers' chains. */
  readonly index: number;
  readonly route: AnyRoute;
  readonly parsed: ParsedPattern;
  readonly chain: Step;
}

/** Where `compileRoutes` puts the compiled routes, and how it makes the last step of a `withBody` route. */
export interface TableTarget {
  readonly matcher: Matcher<Leaf>;
  readonly byName: Map<string, Leaf>;
  /** Whether every global middleware runs inline (made with onRequest). */
  readonly inline: boolean;
  /** The last step of a `withBody` route whose middleware all run inline. */
  readonly deferredBody: (handler: BodyHandlerFn, options: ParseBodyOptions<unknown>) => Step;
}

/**
 * Checks each route of the table (throws FwError for a bad one) and adds it to the matcher, with
 * its composed chain, and to the by-name map when named.
 */
export function compileRoutes(routes: readonly AnyRoute[], table: TableTarget): void {
  const rules = new RouteRules<AnyRoute>();
  routes.forEach((route, index) => {
    if (!(route instanceof RouteDef)) throw new FwError('FW_ERR_ROUTE_INVALID', { index });
    const { method, pattern, name } = route;
    if (!isMethodToken(method)) throw new FwError('FW_ERR_ROUTE_BAD_METHOD', { method });
    if (typeof route.handler !== 'function') throw new FwError('FW_ERR_ROUTE_BAD_HANDLER', { method, pattern });
    const parsed = parsePattern(pattern);
    const clash = rules.route(route, parsed.shape);
    if (clash !== undefined) throw clash.error;
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
    // A handler may return a typed reply (`return reply(201, user)`): the last step writes it.
    const handler = route.handler;
    let final: Step = (ctx) => answerWith(ctx, handler(ctx));
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
      const inner = body.handler;
      const answering: BodyHandlerFn = (ctx, value) => answerWith(ctx, inner(ctx, value));
      final =
        table.inline && route.middleware.every(isInline)
          ? table.deferredBody(answering, options)
          : bodyStep(answering, options);
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
      answers: answersOf(route.apiDoc, route.replies),
      route,
      parsed,
      chain: compose(route.middleware, final),
    };
    if (name !== undefined) {
      if (typeof name !== 'string' || name === '') throw new FwError('FW_ERR_ROUTE_EMPTY_NAME', { method, pattern });
      const named = rules.name(name, route);
      if (named !== undefined) throw named.error;
      table.byName.set(name, leaf);
    }
    table.matcher.add(method, parsed, leaf);
  });
}

/** A documented answer without a body type. */
const UNTYPED: TypeDoc = Object.freeze({ kind: 'fw.type', name: '', schema: {} });

/**
 * The JSON answers a route documents, by status, when any has a writer from the transformer: its
 * typed replies', then those `.doc()` names.
 */
function answersOf(
  doc: ApiDoc | undefined,
  replies: RouteReplies | undefined,
): Readonly<Record<number, TypeDoc>> | undefined {
  if (doc === undefined && replies === undefined) return undefined;
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
  for (const [status, answer] of Object.entries(replies ?? {})) add(Number(status), answer.body ?? '');
  if (doc?.responseBody !== undefined) add(200, doc.responseBody);
  for (const [status, answer] of Object.entries(doc?.responses ?? {})) {
    // A reply's body type stays the writer of its status; `.doc()` may describe it.
    if (replies?.[Number(status)]?.body === undefined) add(Number(status), answer);
  }
  return any ? Object.freeze(out) : undefined;
}

/** Refuses a `Router.define` configuration whose non-route parts have the wrong type, at start-up. */
export function checkConfig(config: DefineConfig<readonly AnyRouteLike[]>): void {
  const bad = (reason: string): never => {
    throw new FwError('FW_ERR_DEFINE_CONFIG', { reason });
  };
  if (typeof config !== 'object' || config === null)
    bad('the configuration must be an object { routes, middleware?, notFound?, onError?, bodyLimit? }');
  if (!Array.isArray(config.routes)) bad('routes must be an array of routes');
  if (config.middleware !== undefined && !Array.isArray(config.middleware))
    bad('middleware must be an array of middleware functions');
  if (config.notFound !== undefined && typeof config.notFound !== 'function')
    bad(`notFound must be a handler function (ctx) => ..., got ${describeValue(config.notFound)}`);
  if (config.onError !== undefined && typeof config.onError !== 'function')
    bad(`onError must be a function (error, ctx) => void, got ${describeValue(config.onError)}`);
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
    bad(`checkResponses must be a boolean, got ${describeValue(config.checkResponses)}`);
}

export type BodyHandlerFn = (ctx: Context, body: unknown) => unknown;

/** Whether a middleware runs inline in the chain (made with onRequest: no next, no promise). */
export function isInline(middleware: Middleware): boolean {
  return typeof (middleware as { [kBefore]?: unknown })[kBefore] === 'function';
}

/** The last step of a `withBody` route behind middleware that may await: the body now if buffered, else once read. */
function bodyStep(handler: BodyHandlerFn, options: ParseBodyOptions<unknown>): Step {
  return (ctx) => {
    const body = ctx[kRequest].bodyNow(options);
    return body instanceof Promise ? body.then((value) => handler(ctx, value)) : handler(ctx, body);
  };
}

export function checkMiddleware(list: readonly Middleware[], where: string): void {
  list.forEach((mw, index) => {
    if (typeof mw !== 'function') throw new FwError('FW_ERR_MIDDLEWARE_NOT_FUNCTION', { index, where });
  });
}
