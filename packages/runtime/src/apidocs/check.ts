/**
 * The contract test anyone can run: every documented operation of an app is sent requests made
 * from its document, and every answer is checked against the document by a JSON Schema
 * validator the caller brings (ajv with its 2020 dialect), so the document is tested against
 * the running app.
 */
import type { App } from '../app/dispatch.js';
import type { InjectResponse } from '../inject.js';

/** A compiled JSON Schema check, as ajv's `compile` returns it. */
export interface SchemaCheck {
  (value: unknown): boolean;
  readonly errors?: readonly unknown[] | null;
}

/** What `checkContract` needs of a JSON Schema validator: ajv's `compile` (2020-12 dialect, formats added). */
export interface SchemaCompiler {
  compile(schema: object): SchemaCheck;
}

/** Options of {@link checkContract}. */
export interface ContractCheckOptions {
  /** The independent validator, such as `addFormats(new Ajv2020({ strict: false }))`. */
  readonly validator: SchemaCompiler;
  /** Request headers that satisfy each security scheme, by scheme name: `{ bearerAuth: { authorization: 'Bearer t' } }`. */
  readonly credentials?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** One answer that does not match the document. */
export interface ContractMismatch {
  /** `GET /users/{id}`. */
  readonly operation: string;
  /** What was sent: `a valid request`, `a body of the wrong type`, `no credentials`, ... */
  readonly request: string;
  readonly status: number;
  readonly problem: string;
}

/** A documented answer no request of the run got, and why. */
export interface UncoveredAnswer {
  /** `GET /users/{id}`. */
  readonly operation: string;
  readonly status: string;
  /** Why no request got it: `no credential for bearerAuth (pass --credential ...)`, ... */
  readonly reason: string;
}

/** What a run found. */
export interface ContractReport {
  /** How many requests were sent. */
  readonly requests: number;
  readonly mismatches: readonly ContractMismatch[];
  /** How many documented operation/status pairs some request got (and was checked against). */
  readonly covered: number;
  /** The documented operation/status pairs no request got, each with the reason. */
  readonly uncovered: readonly UncoveredAnswer[];
}

/** A JSON object of the document; its values are checked where the check relies on their kind. */
type Json = { readonly [key: string]: unknown };

/** An OpenAPI parameter object, as far as the check reads one. */
interface ParameterDoc {
  readonly name: string;
  readonly in: string;
  readonly required?: unknown;
  readonly schema?: Json;
}

/** What `value?.[key]?.[key2]...` gives on parsed JSON: undefined as soon as a step is null or undefined. */
function dig(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) current = current === null || current === undefined ? undefined : (current as Json)[key];
  return current;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/**
 * Sends each documented operation of `app` a request made from `spec` (its path parameters,
 * required query parameters and headers, and a body built from the request body's schema), a
 * second one with every optional query parameter, header and body property when it has any, and,
 * for each answer fw documents by itself, a request that triggers it (a body of the wrong type
 * for 400, a non-JSON body for 415, no credentials for 401), then checks that every answer's
 * status is documented, its documented headers are there when marked `required` and match their
 * schemas, its JSON body matches the documented schema, and it has no body where the document
 * gives the status no content. Credentials (`credentials`, by scheme) are sent for the first
 * alternative of the operation's `security` whose every scheme has them.
 *
 * @example
 * const report = await checkContract(app, spec, { validator: addFormats(new Ajv2020({ strict: false })) })
 * assert.equal(report.mismatches, [])
 */
export async function checkContract(
  app: App,
  spec: string | object,
  options: ContractCheckOptions,
): Promise<ContractReport> {
  const doc = (typeof spec === 'string' ? (JSON.parse(spec) as unknown) : spec) as Json;
  const components = (doc['components'] ?? {}) as Json;
  const compiled = new Map<string, SchemaCheck>();
  const checkOf = (schema: Json): SchemaCheck => {
    const key = JSON.stringify(schema);
    let check = compiled.get(key);
    if (check === undefined) compiled.set(key, (check = options.validator.compile({ ...schema, components })));
    return check;
  };
  const resolve = (schema: Json | undefined): Json => {
    let current = schema ?? {};
    for (let i = 0; i < 20 && typeof current['$ref'] === 'string'; i++) {
      const path = current['$ref'].replace(/^#\//, '').split('/');
      current = (dig(doc, ...path) ?? {}) as Json;
    }
    return current;
  };
  const mismatches: ContractMismatch[] = [];
  const uncovered: UncoveredAnswer[] = [];
  let covered = 0;
  let requests = 0;

  for (const [path, item] of Object.entries((doc['paths'] ?? {}) as Json)) {
    for (const method of METHODS) {
      const operation = (item as Json)[method] as Json | undefined;
      if (operation === undefined) continue;
      const label = `${method.toUpperCase()} ${path}`;
      const responses = (operation['responses'] ?? {}) as Json;
      const parameters = (operation['parameters'] ?? []) as ParameterDoc[];
      const security = requirementTo(operation['security'], options.credentials ?? {});
      const auth: Record<string, string> = {};
      for (const scheme of security) Object.assign(auth, options.credentials?.[scheme] ?? {});
      const bodySchema = resolve(
        dig(operation['requestBody'], 'content', 'application/json', 'schema') as Json | undefined,
      );
      const hasBody = operation['requestBody'] !== undefined;

      const reached = new Set<string>();
      const send = async (
        request: string,
        init: { path?: string; headers?: Record<string, string>; body?: unknown; raw?: string; type?: string },
      ): Promise<void> => {
        requests++;
        const headers: Record<string, string> = { ...(init.headers ?? {}) };
        let body: string | undefined;
        if (init.raw !== undefined) {
          body = init.raw;
          headers['content-type'] = init.type ?? 'text/plain';
        } else if (init.body !== undefined) {
          body = JSON.stringify(init.body);
          headers['content-type'] = 'application/json';
        }
        const res: InjectResponse = await app.request(init.path ?? fill(path, parameters, resolve), {
          method: method.toUpperCase(),
          headers,
          ...(body === undefined ? {} : { body }),
        });
        reached.add(responses[String(res.status)] === undefined ? 'default' : String(res.status));
        const documented = (responses[String(res.status)] ?? responses['default']) as Json | undefined;
        if (documented === undefined) {
          mismatches.push({
            operation: label,
            request,
            status: res.status,
            problem: `status ${res.status} is not documented (documented: ${Object.keys(responses).join(', ')})`,
          });
          return;
        }
        for (const problem of headerProblems(documented, res.headers, (headerSchema, value) =>
          checkOf(headerSchema)(value),
        )) {
          mismatches.push({ operation: label, request, status: res.status, problem });
        }
        if (method === 'head' || res.status === 204 || res.status === 304) return;
        if (documented['content'] === undefined) {
          if (res.body !== '')
            mismatches.push({
              operation: label,
              request,
              status: res.status,
              problem: `the answer has a body (${res.body.length} characters${typeOf(res.headers)}) where the document says status ${res.status} has none: ${res.body.slice(0, 60)}`,
            });
          return;
        }
        const schema = dig(documented['content'], 'application/json', 'schema') as Json | undefined;
        if (schema === undefined) return;
        let value: unknown;
        try {
          value = JSON.parse(res.body);
        } catch {
          mismatches.push({
            operation: label,
            request,
            status: res.status,
            problem: `the body is not JSON: ${res.body.slice(0, 100)}`,
          });
          return;
        }
        const check = checkOf(schema);
        if (!check(value))
          mismatches.push({
            operation: label,
            request,
            status: res.status,
            problem: `the body does not match the documented schema: ${JSON.stringify(check.errors?.[0] ?? null)}`,
          });
      };

      const query = parameters
        .filter((p) => p.in === 'query' && p.required === true)
        .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(example(resolve(p.schema), resolve)))}`);
      const target = fill(path, parameters, resolve) + (query.length > 0 ? `?${query.join('&')}` : '');
      const headers: Record<string, string> = { ...auth };
      for (const p of parameters)
        if (p.in === 'header' && p.required === true)
          headers[String(p.name).toLowerCase()] = String(example(resolve(p.schema), resolve));

      await send('a valid request', {
        path: target,
        headers,
        ...(hasBody ? { body: example(bodySchema, resolve) } : {}),
      });
      // A second valid request with every optional part: each optional query parameter and
      // header, and a body with every property (and an item in each array), when that differs.
      const optionalQuery = parameters
        .filter((p) => p.in === 'query' && p.required !== true)
        .map(
          (p) =>
            `${encodeURIComponent(p.name)}=${encodeURIComponent(String(example(resolve(p.schema), resolve, 0, true)))}`,
        );
      const fullHeaders: Record<string, string> = { ...headers };
      for (const p of parameters)
        if (p.in === 'header' && p.required !== true)
          fullHeaders[String(p.name).toLowerCase()] = String(example(resolve(p.schema), resolve, 0, true));
      const fullBody = hasBody ? example(bodySchema, resolve, 0, true) : undefined;
      if (
        optionalQuery.length > 0 ||
        Object.keys(fullHeaders).length > Object.keys(headers).length ||
        JSON.stringify(fullBody) !== JSON.stringify(hasBody ? example(bodySchema, resolve) : undefined)
      ) {
        const fullTarget =
          optionalQuery.length === 0 ? target : `${target}${query.length > 0 ? '&' : '?'}${optionalQuery.join('&')}`;
        await send('a valid request with every optional part', {
          path: fullTarget,
          headers: fullHeaders,
          ...(hasBody ? { body: fullBody } : {}),
        });
      }
      if (responses['400'] !== undefined && hasBody)
        await send('a body of the wrong type', { path: target, headers, body: [] });
      if (responses['415'] !== undefined && hasBody)
        await send('a body that is not JSON', { path: target, headers, raw: 'not json', type: 'text/plain' });
      if (responses['401'] !== undefined) {
        const without = Object.fromEntries(
          Object.entries(headers).filter(([name]) => !(name.toLowerCase() in lower(auth))),
        );
        await send('no credentials', {
          path: target,
          headers: without,
          ...(hasBody ? { body: example(bodySchema, resolve) } : {}),
        });
      }
      const missing = security.filter((scheme) => options.credentials?.[scheme] === undefined);
      for (const status of Object.keys(responses)) {
        if (reached.has(status)) covered++;
        else uncovered.push({ operation: label, status, reason: whyUncovered(status, missing) });
      }
    }
  }
  return { requests, mismatches, covered, uncovered };
}

/**
 * The schemes whose credentials the requests present: the first alternative of the operation's
 * `security` that the caller has every credential of (schemes listed together in one requirement
 * are sent together); "no credentials" (`{}`) when the operation allows it and no other
 * alternative can be met; else every scheme of every alternative, so the ones missing a
 * credential are named as the reason of what the run could not reach.
 */
function requirementTo(security: unknown, credentials: Readonly<Record<string, unknown>>): string[] {
  const alternatives = (Array.isArray(security) ? security : []).map((requirement) =>
    Object.keys((requirement ?? {}) as Json),
  );
  const met = alternatives.find((names) => names.length > 0 && names.every((name) => credentials[name] !== undefined));
  if (met !== undefined) return met;
  if (alternatives.some((names) => names.length === 0)) return [];
  return [...new Set(alternatives.flat())];
}

/** `, <content type>` of an answer, or nothing when it has none. */
function typeOf(headers: Readonly<Record<string, string | string[] | undefined>>): string {
  const type = headers['content-type'];
  return type === undefined ? '' : `, ${String(type)}`;
}

/** Why no request got a documented status: what the check lacks, or what it cannot make happen. */
function whyUncovered(status: string, missingCredentials: readonly string[]): string {
  if (missingCredentials.length > 0 && status !== '401') {
    return `no credential for ${missingCredentials.join(', ')}, so every request got 401 (pass --credential ${missingCredentials[0]}='Authorization: ...')`;
  }
  const reasons: Record<string, string> = {
    '404': 'no request is made for a resource that does not exist',
    '409': 'no request is made in conflict with the state of the app',
    '403': 'no request is made with credentials that lack a permission',
    '413': 'no request is made larger than the body limit',
    '429': 'no request is made past the rate limit',
    '503': 'no request is made to make the app unavailable (a timeout, a store outage)',
    '500': 'no request is made to make the app fail',
    default: 'a catch-all: every status got has its own entry',
  };
  return (
    reasons[status] ?? 'no request the check makes from the document gets it (it may depend on data the app holds)'
  );
}

function lower(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k.toLowerCase(), v]));
}

/** The path with each `{name}` filled with an example of its parameter's schema. */
function fill(path: string, parameters: readonly ParameterDoc[], resolve: (schema: Json | undefined) => Json): string {
  return path.replace(/\{([^{}]+)\}/g, (_, name: string) => {
    const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
    return encodeURIComponent(String(example(resolve(parameter?.schema ?? { type: 'string' }), resolve)));
  });
}

const FORMATS: Readonly<Record<string, string>> = {
  email: 'user@example.com',
  'date-time': '2026-01-01T00:00:00Z',
  date: '2026-01-01',
  time: '12:00:00Z',
  uuid: '00000000-0000-4000-8000-000000000000',
  uri: 'https://example.com/',
  'uri-reference': '/example',
  ipv4: '127.0.0.1',
  ipv6: '::1',
  hostname: 'example.com',
};

/**
 * A small value the schema accepts (the first enum value or variant, bounds respected): with
 * `full` false, required properties only and the fewest array items; with `full` true, every
 * property and at least one item in each array.
 */
function example(schema: Json, resolve: (schema: Json | undefined) => Json, depth = 0, full = false): unknown {
  const s = resolve(schema);
  if (depth > 8) return null;
  if (Array.isArray(s['enum'])) return s['enum'][0];
  if ('const' in s) return s['const'];
  const variants = (s['oneOf'] ?? s['anyOf']) as Json[] | undefined;
  if (Array.isArray(variants)) {
    const pick = variants.find((v) => resolve(v)['type'] !== 'null') ?? variants[0]!;
    return example(pick, resolve, depth + 1, full);
  }
  switch (s['type']) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const properties = (s['properties'] ?? {}) as Json;
      const names = full ? Object.keys(properties) : ((s['required'] ?? []) as string[]);
      for (const name of names) out[name] = example((properties[name] ?? {}) as Json, resolve, depth + 1, full);
      return out;
    }
    case 'array': {
      const prefix = (s['prefixItems'] ?? []) as Json[];
      const items = prefix.map((p) => example(p, resolve, depth + 1, full));
      const least = typeof s['minItems'] === 'number' ? s['minItems'] : 0;
      const most = typeof s['maxItems'] === 'number' ? s['maxItems'] : Infinity;
      const min = full && s['items'] !== false ? Math.min(Math.max(least, items.length + 1), most) : least;
      while (items.length < min) items.push(example((s['items'] as Json) ?? {}, resolve, depth + 1, full));
      return items;
    }
    case 'integer':
    case 'number': {
      const low =
        typeof s['minimum'] === 'number'
          ? s['minimum']
          : typeof s['exclusiveMinimum'] === 'number'
            ? s['exclusiveMinimum'] + 1
            : 1;
      const high =
        typeof s['maximum'] === 'number'
          ? s['maximum']
          : typeof s['exclusiveMaximum'] === 'number'
            ? s['exclusiveMaximum'] - 1
            : Number.MAX_SAFE_INTEGER;
      const value = Math.max(low, Math.min(1, high));
      return s['type'] === 'integer' ? Math.ceil(value) : value;
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string': {
      if (typeof s['format'] === 'string' && FORMATS[s['format']] !== undefined) return FORMATS[s['format']];
      const min = typeof s['minLength'] === 'number' ? s['minLength'] : 1;
      return 'x'.repeat(Math.max(1, min));
    }
    default:
      return 'x';
  }
}

/**
 * What is wrong with an answer's headers against its documented response: a header marked
 * `required` that is missing, or a documented header whose value does not match its schema (a
 * header is text: for an `integer`, `number` or `boolean` schema the value is read as one first,
 * so `Retry-After: 30` is the integer 30 and `Retry-After: soon` is not an integer).
 */
function headerProblems(
  documented: Json,
  headers: Readonly<Record<string, string | string[] | undefined>>,
  matches: (schema: Json, value: unknown) => boolean,
): string[] {
  const problems: string[] = [];
  for (const [name, header] of Object.entries((documented['headers'] ?? {}) as Json)) {
    const raw = headers[name.toLowerCase()];
    const text = Array.isArray(raw) ? raw.join(', ') : raw;
    if (text === undefined) {
      if ((header as Json)['required'] === true) problems.push(`the documented header ${name} is missing`);
      continue;
    }
    const schema = ((header as Json)['schema'] ?? { type: 'string' }) as Json;
    const type = schema['type'];
    const value =
      type === 'integer' || type === 'number'
        ? /^-?\d+(\.\d+)?$/.test(text.trim())
          ? Number(text)
          : text
        : type === 'boolean'
          ? text === 'true'
            ? true
            : text === 'false'
              ? false
              : text
          : text;
    if (!matches(schema, value))
      problems.push(
        `the header ${name}: ${JSON.stringify(text.slice(0, 60))} does not match its documented schema ${JSON.stringify(schema)}`,
      );
  }
  return problems;
}
