/**
 * The route-table rules that `Router.define` applies at start-up and the transformer at build time:
 * the method token, the routes of `Router.resource`, and which routes may not stand in one table.
 * No imports beyond the error catalogue, so the transformer can load them without the server.
 */
import { FwError } from './catalogue.js';

/** An HTTP method token as fw accepts it: upper-case letters first, then RFC 9110 token characters. */
const METHOD_TOKEN = /^[A-Z][A-Z0-9!#$%&'*+.^_`|~-]*$/;

/**
 * Whether `method` is a method token fw accepts (`GET`, `PURGE`, `M-SEARCH`; not `get` or `GET /`).
 *
 * @example isMethodToken('PURGE') // true
 */
export function isMethodToken(method: unknown): method is string {
  return typeof method === 'string' && METHOD_TOKEN.test(method);
}

/** The actions of `Router.resource`. */
export type ResourceAction = 'index' | 'show' | 'create' | 'update' | 'delete' | 'new' | 'edit';

/** The routes `Router.resource(prefix, config)` makes, in order: `[action, method, pattern under the prefix]`. */
export const RESOURCE_ACTIONS: readonly (readonly [action: ResourceAction, method: string, suffix: string])[] = [
  ['index', 'GET', '/'],
  ['new', 'GET', '/new'],
  ['create', 'POST', '/'],
  ['show', 'GET', '/:id'],
  ['edit', 'GET', '/:id/edit'],
  ['update', 'PUT', '/:id'],
  ['delete', 'DELETE', '/:id'],
];

/** A route as the table rules see it. */
export interface RuleRoute {
  readonly method: string;
  readonly pattern: string;
}

/** A rule a route breaks, with the earlier route it clashes with. */
export interface RouteClash<T> {
  readonly error: FwError;
  readonly first: T;
}

/**
 * The rules a route table keeps, checked route by route in table order: no two routes with the same
 * method and pattern (`FW_ERR_ROUTE_DUPLICATE`), nor with the same method and a pattern that differs
 * only in parameter names (`FW_ERR_ROUTE_AMBIGUOUS`: `/u/:id` and `/u/:name`), and no route name used
 * twice (`FW_ERR_ROUTE_DUPLICATE_NAME`). Each check answers the clash, or undefined when there is
 * none; the caller throws it or reports it where the route was declared.
 *
 * @example
 * const rules = new RouteRules<Route>()
 * rules.route(a, parsePattern(a.pattern).shape) // undefined
 * rules.route(b, parsePattern(b.pattern).shape)?.error.code // 'FW_ERR_ROUTE_AMBIGUOUS' for GET /u/:id then GET /u/:name
 */
export class RouteRules<T extends RuleRoute> {
  readonly #routes = new Map<string, T>();
  readonly #shapes = new Map<string, T>();
  readonly #names = new Map<string, T>();

  /** Adds a route with its pattern's shape (`ParsedPattern.shape`); answers the clash, if any. */
  route(route: T, shape: string): RouteClash<T> | undefined {
    const { method, pattern } = route;
    const key = `${method} ${pattern}`;
    const same = this.#routes.get(key);
    if (same !== undefined) return { error: new FwError('FW_ERR_ROUTE_DUPLICATE', { method, pattern }), first: same };
    this.#routes.set(key, route);
    const shapeKey = `${method} ${shape}`;
    const other = this.#shapes.get(shapeKey);
    if (other !== undefined)
      return {
        error: new FwError('FW_ERR_ROUTE_AMBIGUOUS', { method, pattern: other.pattern, other: pattern }),
        first: other,
      };
    this.#shapes.set(shapeKey, route);
    return undefined;
  }

  /**
   * Adds the name of a route; answers the clash when an earlier route has it. `describe` says where
   * the first route is in the message (default `METHOD pattern`).
   */
  name(name: string, route: T, describe: (first: T) => string = label): RouteClash<T> | undefined {
    const first = this.#names.get(name);
    if (first === undefined) {
      this.#names.set(name, route);
      return undefined;
    }
    return {
      error: new FwError('FW_ERR_ROUTE_DUPLICATE_NAME', { name, first: describe(first), second: label(route) }),
      first,
    };
  }
}

function label(route: RuleRoute): string {
  return `${route.method} ${route.pattern}`;
}
