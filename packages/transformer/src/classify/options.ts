/** Build-time option checks: the runtime's own check of a factory's options (and of generateSpec's configuration and its routes' security) run on what the source writes as literals. */
import ts from 'typescript';
import { FwError, OPTION_CHECKS, checkSpecConfig, type OptionCheck } from '@fw/runtime/internal';
import { TransformError } from '../diagnostics.js';
import { COMPUTED, propertyNode, unwrap, type StaticEvaluator } from './literal.js';
import type { RouteChecker } from './routes.js';

/** Runs a runtime check; the `FwError` it throws, or undefined when it accepts the value. */
export function runCheck(check: OptionCheck, value: unknown): FwError | undefined {
  try {
    check(value);
    return undefined;
  } catch (error) {
    if (error instanceof FwError) return error;
    // A check that trips over a value of the wrong shape (a TypeError) is left to the run-time check.
    return undefined;
  }
}

/**
 * The node to report a failed check at: the property of an object literal (or the element of an
 * array literal) whose value makes the check fail, found by running the check on the value with
 * its properties (elements) added one by one until it fails with the same message as the whole
 * value; the whole node when no such property is found.
 */
export function locate(check: OptionCheck, node: ts.Expression, value: unknown): ts.Node {
  const expr = unwrap(node);
  const message = runCheck(check, value)?.message;
  if (message === undefined) return node;
  const same = (v: unknown): boolean => runCheck(check, v)?.message === message;
  if (
    ts.isObjectLiteralExpression(expr) &&
    !expr.properties.some((p) => ts.isSpreadAssignment(p)) &&
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value)
  ) {
    const partial: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      partial[key] = field;
      if (same({ ...partial })) {
        const at = propertyNode(expr, key);
        const before = { ...partial };
        return at === undefined ? node : locate((v) => check({ ...before, [key]: v }), at, field);
      }
    }
  }
  if (
    ts.isArrayLiteralExpression(expr) &&
    !expr.elements.some((e) => ts.isSpreadElement(e)) &&
    Array.isArray(value) &&
    value.length === expr.elements.length
  ) {
    for (let i = 0; i < value.length; i++) {
      if (same(value.slice(0, i + 1))) return expr.elements[i]!;
    }
  }
  return node;
}

/** Checks the calls of `@fwOptions` factories, reporting FW2016 where the runtime's check refuses their literal options. */
export class OptionChecker {
  readonly #evaluator: StaticEvaluator;
  readonly #routes: RouteChecker;
  readonly #report: (d: ts.Diagnostic) => void;

  constructor(evaluator: StaticEvaluator, routes: RouteChecker, report: (d: ts.Diagnostic) => void) {
    this.#evaluator = evaluator;
    this.#routes = routes;
    this.#report = report;
  }

  /** Checks a call classified as `@fwOptions <name>`. */
  check(call: ts.CallExpression, name: string): void {
    if (name === 'generateSpec') {
      this.#spec(call);
      return;
    }
    const check = OPTION_CHECKS[name];
    const options = call.arguments[0];
    if (check === undefined || options === undefined) return;
    this.#run(check, options);
  }

  /** Runs `check` on the value of `node` when the build can know it; reports what it refuses. */
  #run(check: OptionCheck, node: ts.Expression): unknown {
    const value = this.#evaluator.evaluate(node);
    if (value === COMPUTED) return COMPUTED;
    const error = runCheck(check, value);
    if (error === undefined) return value;
    this.#report(new TransformError('FW2016', { message: error.message }, locate(check, node, value)).toDiagnostic());
    return COMPUTED;
  }

  /**
   * `apidocs.generateSpec(config, routes, { middleware })`: the security schemes of `config`, then
   * every scheme a documented route of `routes` requires in its `.doc({ security })`, which must be
   * one of them or one its middleware (bearerAuth, basicAuth) adds. A route whose middleware the
   * build cannot know is not checked; `generateSpec` still checks it when it runs.
   */
  #spec(call: ts.CallExpression): void {
    const [config, routes, options] = call.arguments;
    if (config === undefined) return;
    const written = propertyNode(config, 'securitySchemes');
    let names: string[] | undefined;
    if (written !== undefined) {
      const schemes = this.#run((value) => checkSpecConfig({ securitySchemes: value }), written);
      names = schemes === COMPUTED ? undefined : checkSpecConfig({ securitySchemes: schemes });
    } else {
      const object = unwrap(config);
      names =
        ts.isObjectLiteralExpression(object) && !object.properties.some((p) => ts.isSpreadAssignment(p))
          ? []
          : undefined;
    }
    if (names === undefined || routes === undefined) return;
    const global = options === undefined ? [] : this.#routes.middlewareList(options);
    if (global === undefined) return;
    const globalSchemes = this.#routes.schemesOf(global);
    if (globalSchemes === undefined) return;
    for (const route of this.#routes.routesOf(routes)) {
      const security = route.doc === undefined ? undefined : propertyNode(route.doc, 'security');
      if (security === undefined || route.middleware === undefined) continue;
      const own = this.#routes.schemesOf(route.middleware);
      if (own === undefined) continue;
      const known = new Set([...names, ...globalSchemes, ...own]);
      const list = unwrap(security);
      if (!ts.isArrayLiteralExpression(list)) continue;
      for (const element of list.elements) {
        const scheme = ts.isSpreadElement(element) ? COMPUTED : this.#evaluator.evaluate(element);
        if (typeof scheme !== 'string' || known.has(scheme)) continue;
        const error = new FwError('FW_ERR_SPEC_UNKNOWN_SCHEME', {
          method: route.method,
          pattern: route.pattern,
          scheme,
        });
        this.#report(new TransformError('FW2016', { message: error.message }, element).toDiagnostic());
      }
    }
  }
}
