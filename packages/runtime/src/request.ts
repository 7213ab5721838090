/** withRequest: one declaration types, coerces, validates and documents a request's path, query, headers and body. */
import { kRequest, type Context, type ParseBodyOptions } from './context.js';
import { FwError } from './errors.js';
import type { JsonSchema, TypeDoc, ValidationIssue, Validator } from './route.js';
import { MAX_PROBLEMS, problemList, runValidator } from './validation/problems.js';

/** The JSON kinds a string from the path, query or headers may become, in the order they are tried. */
export type FieldKind = 'boolean' | 'number' | 'string';

/** How one declared parameter is read from its string (made by the transformer). */
export interface FieldSpec {
  /** The name in the type (a header's name as declared; it is looked up lower-cased). */
  readonly name: string;
  /** What the string may become: `true`/`false`, a finite decimal number, or the string itself. */
  readonly kinds: readonly FieldKind[];
  /** An array: every value of a repeated query key (one key gives a one-element array). */
  readonly array: boolean;
  readonly required: boolean;
}

/** One part of a request (path parameters, query or headers) as the transformer describes it. */
export interface PartContract {
  readonly fields: readonly FieldSpec[];
  /** The part's type's validator, run on the coerced values (tags such as Maximum, Type, Format). */
  readonly validate: Validator;
  /** The part's object schema: `properties` (with descriptions) document each parameter. */
  readonly schema: JsonSchema;
}

/** What `withRequest` declares (the transformer fills it in from the handler's `req` type). */
export interface RequestContract {
  readonly kind: 'fw.request';
  readonly params?: PartContract;
  readonly query?: PartContract;
  readonly headers?: PartContract;
  /** The JSON body's type, validated as `withBody` does. */
  readonly body?: TypeDoc;
}

/** The request a `withRequest` handler declares: any of `params`, `query`, `headers`, `body`. */
export interface RequestShape {
  readonly params?: object;
  readonly query?: object;
  readonly headers?: object;
  readonly body?: unknown;
}

const kRequestRoute = Symbol('fw.requestRoute');

/** A handler made by {@link withRequest}. */
export type RequestHandler<A = unknown> = ((ctx: Context) => A | Promise<Awaited<A>>) & {
  readonly [kRequestRoute]: RequestContract | null;
};

/** A finite decimal number as JSON writes it (no hex, no `Infinity`, no empty string, no `12abc`). */
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/**
 * Declares what a route reads from its request: the handler is called with `req`, whose
 * `params`, `query` and `headers` are coerced from their strings to the declared types and
 * validated, and whose `body` is the JSON body validated as `withBody` does. A bad value
 * answers 400 naming `params.id`, `query.limit` or `headers.x-tenant`; the OpenAPI operation
 * gets one parameter per declared field and the body as its `requestBody`. `withBody` is the
 * shortcut for a request that declares only its body.
 *
 * Coercion is strict: numbers are JSON decimals (`12abc`, `''`, `0x1f` and `1e999` are errors),
 * booleans are `true` or `false`, a query array takes every value of a repeated key (one key is
 * a one-element array), absent optional keys stay absent, and undeclared query keys and headers
 * never appear in `req`.
 *
 * @example
 * Router.get('/users/:id', withRequest((ctx, req: { params: { id: number & tags.Type<'uint32'> }; query: { limit?: number } }) =>
 *   ctx.json(200, load(req.params.id, req.query.limit))))
 * @fwMarker withRequest
 */
export function withRequest<R extends RequestShape, A = unknown>(
  handler: (ctx: Context, req: R) => A,
  contract?: RequestContract,
): RequestHandler<A> {
  if (typeof handler !== 'function')
    throw new FwError('FW_ERR_WITH_REQUEST_CONFIG', { reason: 'the handler must be a function' });
  if (contract !== undefined && (typeof contract !== 'object' || contract === null || contract.kind !== 'fw.request')) {
    throw new FwError('FW_ERR_WITH_REQUEST_CONFIG', {
      reason: 'the second argument is filled in by the fw transformer; build with fwc build or tspc',
    });
  }
  const body = contract?.body;
  const bodyOptions: ParseBodyOptions<unknown> | undefined =
    body === undefined
      ? undefined
      : { validate: body.validate, validateEquals: body.validateEquals, nulls: body.nulls, typeName: body.name };
  const run = (ctx: Context): A | Promise<Awaited<A>> => {
    if (contract === undefined) throw new FwError('FW_ERR_MARKER_NOT_TRANSFORMED', { marker: 'withRequest()' });
    const issues: ValidationIssue[] = [];
    const req: Record<string, unknown> = {};
    if (contract.params !== undefined)
      req['params'] = readPart(contract.params, 'params', (name) => ctx.pathParam(name), undefined, issues);
    if (contract.query !== undefined)
      req['query'] = readPart(
        contract.query,
        'query',
        (name) => ctx.query.get(name),
        (name) => ctx.query.getAll(name),
        issues,
      );
    if (contract.headers !== undefined)
      req['headers'] = readPart(contract.headers, 'headers', (name) => headerOf(ctx, name), undefined, issues);
    if (issues.length > 0)
      throw new FwError(
        'FW_ERR_REQUEST_VALIDATION',
        problemList({ errors: issues, stopped: issues.length >= MAX_PROBLEMS }, ctx[kRequest].shared.maxProblems),
      );
    if (bodyOptions === undefined) return handler(ctx, req as R);
    return ctx.parseBody(bodyOptions).then((value) => {
      req['body'] = value;
      return handler(ctx, req as R) as Awaited<A>;
    });
  };
  Object.defineProperty(run, 'name', { value: handler.name || 'withRequest' });
  Object.defineProperty(run, kRequestRoute, { value: contract ?? null });
  return run as RequestHandler<A>;
}

/** The contract of a `withRequest` handler; null for one the transformer did not fill in; undefined for any other handler. */
export function requestRouteOf(handler: unknown): RequestContract | null | undefined {
  return typeof handler === 'function'
    ? (handler as { [kRequestRoute]?: RequestContract | null })[kRequestRoute]
    : undefined;
}

function headerOf(ctx: Context, name: string): string | undefined {
  const value = ctx.req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Reads, coerces and validates one part; problems go to `issues` with paths such as `query.limit`. */
function readPart(
  part: PartContract,
  where: string,
  one: (name: string) => string | undefined,
  all: ((name: string) => string[]) | undefined,
  issues: ValidationIssue[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  let failed = false;
  for (const field of part.fields) {
    const path = `${where}.${field.name}`;
    if (field.array) {
      const raw = all !== undefined ? all(field.name) : splitList(one(field.name));
      if (raw.length === 0) {
        if (field.required) {
          issues.push({ path, expected: 'at least one value', value: undefined });
          failed = true;
        }
        continue;
      }
      const values: unknown[] = [];
      raw.forEach((text, i) => {
        const value = coerce(text, field.kinds);
        if (value === undefined) {
          // A query may repeat a parameter thousands of times: problems past the limit are not kept.
          if (issues.length < MAX_PROBLEMS)
            issues.push({ path: `${path}[${i}]`, expected: field.kinds.join(' | '), value: text });
          failed = true;
        } else values.push(value);
      });
      out[field.name] = values;
      continue;
    }
    const text = one(field.name);
    if (text === undefined) {
      if (field.required) {
        issues.push({ path, expected: field.kinds.join(' | '), value: undefined });
        failed = true;
      }
      continue;
    }
    const value = coerce(text, field.kinds);
    if (value === undefined) {
      issues.push({ path, expected: field.kinds.join(' | '), value: text });
      failed = true;
    } else out[field.name] = value;
  }
  if (failed) return out;
  const result = runValidator(part.validate, out);
  if (!result.success)
    for (const issue of result.errors) issues.push({ ...issue, path: renamePath(issue.path, where) });
  return out;
}

/** A header list (`a, b`) as values; an absent header as none. */
function splitList(text: string | undefined): string[] {
  if (text === undefined) return [];
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** The value a string stands for, trying the kinds in order; undefined when none fits. */
function coerce(text: string, kinds: readonly FieldKind[]): unknown {
  for (const kind of kinds) {
    if (kind === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
    if (kind === 'number' && NUMBER.test(text)) {
      const value = Number(text);
      if (Number.isFinite(value)) return value;
    }
    if (kind === 'string') return text;
  }
  return undefined;
}

/** `$input.limit` or `$input["x-tenant"]` as `query.limit` or `headers.x-tenant`. */
function renamePath(path: string, where: string): string {
  const rest = path.startsWith('$input') ? path.slice('$input'.length) : path;
  return where + rest.replace(/^\["((?:[^"\\]|\\.)*)"\]/, (_, name: string) => '.' + name);
}
