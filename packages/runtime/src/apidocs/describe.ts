/** What a middleware answers by itself, for the API document: a small public description the spec generator merges. */
import type { Middleware } from '../context.js';
import type { ResponseDoc, TypeDoc } from '../route.js';
import type { SecurityScheme } from './spec.js';

/**
 * A middleware's contribution to every operation it guards: the answers it gives by itself,
 * by status, and the security scheme it enforces (required together with the other schemes of
 * the route's chain in the operation's `security`, and added to `components/securitySchemes`
 * unless the app's `SpecConfig` describes it: see `SpecConfig.securitySchemes` for the match).
 */
export interface MiddlewareDoc {
  readonly responses?: Readonly<Record<number, ResponseDoc>>;
  readonly security?: SecurityScheme;
  /**
   * Whether a request without these credentials goes through too (bearerAuth with
   * `required: false`): the operation then lists "no credentials" (`{}`) as an alternative.
   * Default false: the scheme is required, together with every other scheme the route's
   * middleware chain requires.
   */
  readonly securityOptional?: boolean;
}

const kMiddlewareDoc = Symbol.for('fw.middlewareDoc');

/**
 * Attaches a description of what `middleware` answers by itself, so routes behind it document
 * those answers; returns the same middleware. fw's own middleware describe themselves this way,
 * and an app's middleware can too.
 *
 * @example const requireTenant = describeMiddleware(tenantCheck, { responses: { 403: 'The tenant is not allowed' } })
 */
export function describeMiddleware<M extends Middleware>(middleware: M, doc: MiddlewareDoc): M {
  Object.defineProperty(middleware, kMiddlewareDoc, { value: doc, configurable: true });
  return middleware;
}

/** The description attached with {@link describeMiddleware}, if any. */
export function middlewareDocOf(middleware: unknown): MiddlewareDoc | undefined {
  return typeof middleware === 'function'
    ? (middleware as { [kMiddlewareDoc]?: MiddlewareDoc })[kMiddlewareDoc]
    : undefined;
}

/** The schema of fw's error body, shared by every automatic 4xx/5xx answer (`#/components/schemas/FwErrorBody`). */
const ERROR_BODY_SCHEMA = {
  type: 'object',
  description:
    "fw's error answer: the status again, a message safe to show, and for a request that does not match its type, each problem",
  properties: {
    error: {
      type: 'object',
      properties: {
        status: { type: 'integer', minimum: 400, maximum: 599 },
        message: { type: 'string' },
        details: {
          type: 'array',
          description:
            'One entry per failing value: where (`$.name`, `query.limit`), what was expected, what was found',
          items: {
            type: 'object',
            properties: { path: { type: 'string' }, expected: { type: 'string' }, found: { type: 'string' } },
            required: ['path', 'expected', 'found'],
          },
        },
        more: {
          type: 'integer',
          minimum: 1,
          description: 'How many further problems were found and not listed in details',
        },
      },
      required: ['status', 'message'],
    },
  },
  required: ['error'],
} as const;

/** The name of fw's error body component. */
export const ERROR_BODY_NAME = 'FwErrorBody';

/** fw's error body as a type a {@link MiddlewareDoc} response names (`body: ERROR_BODY`). */
export const ERROR_BODY: TypeDoc = {
  kind: 'fw.type',
  name: ERROR_BODY_NAME,
  schema: ERROR_BODY_SCHEMA,
};
