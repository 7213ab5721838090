/** apidocs.generateSpec: the OpenAPI 3.1.0 document assembled from documented routes. */
import { STATUS_CODES } from 'node:http';
import { FwError } from '../errors.js';
import { parsePattern } from '../pattern.js';
import { bodyRouteOf } from '../route.js';
import { requestRouteOf, type PartContract } from '../request.js';
import type { AnyRouteLike, ApiDoc, JsonSchema, QueryParamDoc, ResponseDoc, TypeDoc } from '../route.js';
import type { ReplyDoc } from '../reply.js';
import type { UnknownKeys } from '../contract.js';
import type { Middleware } from '../context.js';
import { defaultReason } from '../errors.js';
import { ERROR_BODY, ERROR_BODY_NAME, middlewareDocOf } from './describe.js';
import { exactJson } from './exact-json.js';
import { middlewareScheme, securityRequirements, type EnforcedScheme } from './security.js';
import { typeBaseName } from './names.js';
import { RouteRules } from '../route-rules.js';
import { checkQueryParam, securitySchemes } from '../options/spec.js';

/** A security scheme for `components/securitySchemes`. */
export interface SecurityScheme {
  /** Identifier referenced from `ApiDoc.security`; a component key, `[A-Za-z0-9._-]+`. */
  readonly name: string;
  /** Default `http`. */
  readonly type?: 'http' | 'apiKey' | 'openIdConnect';
  /** HTTP scheme such as `bearer` or `basic` (type `http`; required there). */
  readonly scheme?: string;
  /** Format hint such as `JWT` (type `http`, scheme `bearer`). */
  readonly bearerFormat?: string;
  /** Where the key travels (type `apiKey`; required there). */
  readonly in?: 'header' | 'query' | 'cookie';
  /** Header, query or cookie name, such as `X-API-Key` (type `apiKey`; required there). */
  readonly paramName?: string;
  /** Discovery URL (type `openIdConnect`; OpenAPI requires it). */
  readonly openIdConnectUrl?: string;
  /** Human-readable text; default empty (left out). */
  readonly description?: string;
}

/** A tag of the document's top-level `tags` list: the name operations use, and what it groups. */
export interface TagDoc {
  /** The tag, as `.doc({ tag })` and `Controller.define({ tag })` give it. */
  readonly name: string;
  /** What the operations under this tag have in common; default none (left out). */
  readonly description?: string;
}

/** `apidocs.generateSpec` configuration. */
export interface SpecConfig {
  /** Default `API Documentation`. */
  readonly title?: string;
  /** Default empty (left out of `info`). */
  readonly description?: string;
  /** API version; default `1.0.0`. */
  readonly version?: string;
  /** The single `servers` entry; default `/`. */
  readonly serverUrl?: string;
  /**
   * Schemes for `components/securitySchemes`, in this order; default none. A scheme that
   * authentication middleware enforces (bearerAuth, basicAuth, or any middleware described with
   * `describeMiddleware(mw, { security })`) is matched to one of these: the scheme named as the
   * middleware's `securityScheme` option if there is one; otherwise the only scheme of the same
   * mechanism (`http` with the same `scheme`, compared without case; `apiKey` with the same `in`
   * and `paramName`, header names without case; `openIdConnect` with the same URL). Without a
   * match the middleware's own scheme is added under its name; two schemes of its mechanism and
   * none of its name is FW_ERR_SPEC_AMBIGUOUS_SCHEME.
   */
  readonly securitySchemes?: readonly SecurityScheme[];
  /**
   * Descriptions of the tags operations use, for the top-level `tags` list; these come first,
   * in this order, then every other tag an operation uses, in order of first use. Default none.
   */
  readonly tags?: readonly TagDoc[];
}

type JsonObject = Record<string, unknown>;

/** What `generateSpec` needs beyond the routes. */
export interface SpecOptions {
  /**
   * The app's global middleware (`Router.define({ middleware })`), whose described answers
   * (bearerAuth's 401, rateLimit's 429, ...) every operation lists; route middleware from
   * scopes, resources and controllers is read from the routes themselves.
   */
  readonly middleware?: readonly Middleware[];
  /**
   * The app's policy for properties a body type does not declare (`Router.define({ unknownKeys })`,
   * default `'strip'`). Where a body is checked with `'reject'` (this, or `withBody`'s own option),
   * its request schema is the type's closed form, `<Name>.Closed`: every object of it has
   * `additionalProperties: false`, as the check refuses any undeclared property at any depth.
   */
  readonly unknownKeys?: UnknownKeys;
}

/** The suffix of a type's closed form (`User.Closed`); TypeScript type names cannot hold a dot. */
const CLOSED = '.Closed';

/** fw's error body as a type the schema table takes. */
const ERROR_TYPE: TypeDoc = ERROR_BODY;

/** The reason phrase of any status, `Created` for 201, as an answer's default description. */
function reasonOf(status: number): string {
  return STATUS_CODES[status] ?? defaultReason(status);
}

/** Whether a route is in the document: it has `.doc()`, typed replies, or a typed request; `.doc(false)` leaves it out. */
function isDocumented(route: AnyRouteLike): boolean {
  if (route.undocumented) return false;
  return (
    route.apiDoc !== undefined ||
    route.replies !== undefined ||
    bodyRouteOf(route.handler) !== undefined ||
    requestRouteOf(route.handler) !== undefined
  );
}

/** A typed reply's status as an OpenAPI response object: its body, fw's error body or none, and its headers. */
function replyObject(answer: ReplyDoc, status: number, addType: (type: TypeDoc) => string): JsonObject {
  const out: JsonObject = { description: reasonOf(status) };
  const names = [...(answer.headers ?? []), ...(answer.optionalHeaders ?? [])];
  if (names.length > 0) {
    const headers = dict();
    for (const name of answer.headers ?? []) headers[name] = { required: true, schema: { type: 'string' } };
    for (const name of answer.optionalHeaders ?? []) headers[name] = { schema: { type: 'string' } };
    out['headers'] = headers;
  }
  const body = answer.error === true ? ERROR_TYPE : answer.body;
  if (body !== undefined) out['content'] = { 'application/json': { schema: { $ref: addType(body) } } };
  return out;
}

/** A typed reply's response object described by `.doc()`: its description, the reply's body, the headers of both. */
function mergeReply(typed: JsonObject, described: JsonObject): JsonObject {
  const out: JsonObject = { ...described };
  if (typed['content'] !== undefined) out['content'] = typed['content'];
  if (typed['headers'] !== undefined || described['headers'] !== undefined)
    out['headers'] = Object.assign(dict(), typed['headers'], described['headers']);
  return out;
}

/** One documented answer as an OpenAPI response object. */
function responseObject(
  answer: ResponseDoc,
  status: number,
  schemas: SchemaTable,
  label: string,
  errorType: TypeDoc,
  fail: (problem: string) => never,
): JsonObject {
  const reason = reasonOf(status);
  if (typeof answer === 'string') return withErrorBody({ description: answer }, status, schemas, label, errorType);
  if (isTypeDoc(answer))
    return {
      description: reason,
      content: { 'application/json': { schema: { $ref: schemas.addType(answer, label) } } },
    };
  if (typeof answer !== 'object' || answer === null)
    fail(`responses[${status}] must be apidocs.type<T>(), a description or { description, body, headers }`);
  const out: JsonObject = { description: nonEmpty(answer.description) ? answer.description : reason };
  if (answer.headers !== undefined) {
    const headers = dict();
    for (const [name, header] of Object.entries(answer.headers)) {
      const described: JsonObject = {};
      if (nonEmpty(header.description)) described['description'] = header.description;
      if (header.required === true) described['required'] = true;
      described['schema'] = header.schema ?? { type: 'string' };
      headers[name] = described;
    }
    out['headers'] = headers;
  }
  if (answer.body !== undefined) {
    if (!isTypeDoc(answer.body)) fail(`responses[${status}].body must be apidocs.type<T>()`);
    // A middleware's error answers name fw's error body by its component name.
    const body = answer.body.name === ERROR_BODY_NAME ? errorType : answer.body;
    out['content'] = { 'application/json': { schema: { $ref: schemas.addType(body, label) } } };
    return out;
  }
  return withErrorBody(out, status, schemas, label, errorType);
}

/**
 * One status two sources answer (a body that does not match its type, and bearerAuth's malformed
 * header, are both 400): both descriptions, the content of the first, and each header of either,
 * required only where both require it, since a client may get either answer.
 */
function eitherAnswer(first: JsonObject, second: JsonObject): JsonObject {
  const a = String(first['description']);
  const b = String(second['description']);
  const out: JsonObject = {
    description: a === b ? a : `${a}; or ${/^[A-Z](?![A-Z])/.test(b) ? b[0]!.toLowerCase() + b.slice(1) : b}`,
  };
  const firstHeaders = (first['headers'] ?? {}) as Record<string, JsonObject>;
  const secondHeaders = (second['headers'] ?? {}) as Record<string, JsonObject>;
  const names = [...new Set([...Object.keys(firstHeaders), ...Object.keys(secondHeaders)])];
  if (names.length > 0) {
    const headers = dict();
    for (const name of names) {
      const one = firstHeaders[name];
      const other = secondHeaders[name];
      if (one?.['required'] === true && other?.['required'] === true) headers[name] = one;
      else {
        const header = { ...(one ?? other) };
        delete header['required'];
        headers[name] = header;
      }
    }
    out['headers'] = headers;
  }
  const content = first['content'] ?? second['content'];
  if (content !== undefined) out['content'] = content;
  return out;
}

/** {@link eitherAnswer}, with the content of both when their bodies differ. */
function eitherBody(first: JsonObject, second: JsonObject): JsonObject {
  const out = eitherAnswer(first, second);
  const schemaOf = (answer: JsonObject): unknown =>
    (answer['content'] as Record<string, { schema?: unknown }> | undefined)?.['application/json']?.schema;
  const a = schemaOf(first);
  const b = schemaOf(second);
  if (a !== undefined && b !== undefined && JSON.stringify(a) !== JSON.stringify(b))
    out['content'] = { 'application/json': { schema: { anyOf: [a, b] } } };
  return out;
}

/**
 * A 4xx or 5xx answer documented without a body, with fw's error body as its JSON content: that
 * is what `throw new HttpError(404)` (and every error fw or its middleware answer) sends. Other
 * answers are returned as they are.
 */
function withErrorBody(
  answer: JsonObject,
  status: number,
  schemas: SchemaTable,
  label: string,
  errorType: TypeDoc,
): JsonObject {
  if (status < 400 || status > 599) return answer;
  return { ...answer, content: { 'application/json': { schema: { $ref: schemas.addType(errorType, label) } } } };
}

/** The methods an OpenAPI 3.1 path item can hold, as its keys. */
const OPERATION_KEYS: ReadonlySet<string> = new Set([
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
]);
const COMPONENT_KEY = /^[a-zA-Z0-9._-]+$/;
const SCHEMA_REF = '#/components/schemas/';

/** An object for keys that come from user input: no prototype, so `__proto__` is an ordinary key. */
function dict(): JsonObject {
  return Object.create(null) as JsonObject;
}

/** `text` when it is a non-empty string, else `fallback`. */
function orDefault(text: string | undefined, fallback: string): string {
  return typeof text === 'string' && text !== '' ? text : fallback;
}

function nonEmpty(text: unknown): text is string {
  return typeof text === 'string' && text !== '';
}

/** A component key for a type name: kept when already valid, else `typeBaseName`'s safe form. */
function componentName(name: string): string {
  return COMPONENT_KEY.test(name) ? name : typeBaseName(name);
}

/** JSON text with object keys sorted, to compare two schemas regardless of key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((value as JsonObject)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** One schema under `components/schemas` and where it came from. */
interface SchemaEntry {
  readonly schema: unknown;
  readonly source: string | undefined;
  /** `source`, or a description of the route that used the type when there is none. */
  readonly where: string;
  readonly canonical: string;
}

/** Collects `components/schemas`: one entry per name, an error for two different types under one name. */
class SchemaTable {
  readonly #entries = new Map<string, SchemaEntry>();
  /** Every `#/components/schemas/<X>` reference met, with the type whose schema holds it. */
  readonly #refs = new Map<string, string>();

  /** Adds a route's type and its components; returns the `$ref` to the type. */
  addType(type: TypeDoc, route: string): string {
    const name = componentName(type.name);
    const source = nonEmpty(type.source) ? type.source : undefined;
    this.#add(name, type.schema, source, source ?? `the type "${type.name}" of ${route}`);
    for (const [key, schema] of Object.entries(type.components ?? {})) {
      this.#add(
        componentName(key),
        schema,
        undefined,
        `the component "${key}" of ${source ?? `the type "${type.name}" of ${route}`}`,
      );
    }
    return SCHEMA_REF + name;
  }

  /**
   * Adds a route's type in its closed form (see {@link SpecOptions.unknownKeys}): the type and each
   * of its components as `<Name>.Closed`, whose objects refuse undeclared properties, referring to
   * each other's closed forms. Returns the `$ref` to the closed type.
   */
  addClosedType(type: TypeDoc, route: string): string {
    const name = componentName(type.name);
    const source = nonEmpty(type.source) ? `${type.source}${CLOSED}` : undefined;
    this.#add(name + CLOSED, closed(type.schema), source, source ?? `the type "${type.name}" of ${route}`);
    for (const [key, schema] of Object.entries(type.components ?? {})) {
      this.#add(
        componentName(key) + CLOSED,
        closed(schema),
        undefined,
        `the component "${key}" of ${source ?? `the type "${type.name}" of ${route}`}`,
      );
    }
    return SCHEMA_REF + name + CLOSED;
  }

  /** Throws FW_ERR_SPEC_UNRESOLVED_REF for a `$ref` to a schema no type defines. */
  checkRefs(): void {
    for (const [target, holder] of this.#refs) {
      if (!this.#entries.has(target))
        throw new FwError('FW_ERR_SPEC_UNRESOLVED_REF', { type: holder, ref: SCHEMA_REF + target });
    }
  }

  /** The `components/schemas` object, in order of first appearance. */
  toJson(): JsonObject {
    const out = dict();
    for (const [name, entry] of this.#entries) out[name] = entry.schema;
    return out;
  }

  #add(name: string, schema: JsonSchema, source: string | undefined, where: string): void {
    const copy = this.#copy(schema, name);
    const text = canonical(copy);
    const known = this.#entries.get(name);
    if (known === undefined) {
      this.#entries.set(name, { schema: copy, source, where, canonical: text });
      return;
    }
    const same =
      known.source !== undefined && source !== undefined ? known.source === source : known.canonical === text;
    if (!same) throw new FwError('FW_ERR_SPEC_DUPLICATE_NAME', { name, first: known.where, second: where });
  }

  /** A deep copy of a schema, with `$ref`s to renamed components rewritten and every ref target noted. */
  #copy(schema: JsonSchema, holder: string): unknown {
    return JSON.parse(JSON.stringify(schema), (key: string, value: unknown) => {
      if (key !== '$ref' || typeof value !== 'string' || !value.startsWith(SCHEMA_REF)) return value;
      const rest = value.slice(SCHEMA_REF.length);
      const slash = rest.indexOf('/');
      const target = componentName(
        (slash === -1 ? rest : rest.slice(0, slash)).replace(/~1/g, '/').replace(/~0/g, '~'),
      );
      if (!this.#refs.has(target)) this.#refs.set(target, holder);
      return SCHEMA_REF + target + (slash === -1 ? '' : rest.slice(slash));
    }) as unknown;
  }
}

/**
 * The closed form of a schema: each object schema that declares `properties` and says nothing of
 * others gets `additionalProperties: false`, and each `$ref` to a component points to the
 * component's closed form. Records (`additionalProperties` given) are left as they are.
 */
function closed(schema: JsonSchema): JsonSchema {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value !== 'object' || value === null) return value;
    const out = dict();
    for (const [key, inner] of Object.entries(value as JsonObject)) {
      if (
        key === '$ref' &&
        typeof inner === 'string' &&
        inner.startsWith(SCHEMA_REF) &&
        !inner.includes('/', SCHEMA_REF.length)
      )
        out[key] = inner + CLOSED;
      else out[key] = key === 'properties' ? mapValues(inner, walk) : walk(inner);
    }
    if (out['properties'] !== undefined && out['additionalProperties'] === undefined && out['type'] === 'object')
      out['additionalProperties'] = false;
    return out;
  };
  return walk(schema) as JsonSchema;
}

/** `{ k: f(v) }` for a JSON object, the value itself for anything else. */
function mapValues(value: unknown, f: (v: unknown) => unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const out = dict();
  for (const [key, inner] of Object.entries(value as JsonObject)) out[key] = f(inner);
  return out;
}

function isTypeDoc(value: unknown): value is TypeDoc {
  const v = value as Partial<TypeDoc> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    v.kind === 'fw.type' &&
    nonEmpty(v.name) &&
    typeof v.schema === 'object' &&
    v.schema !== null
  );
}

function queryParameter(param: QueryParamDoc, seen: Set<string>, fail: (problem: string) => never): JsonObject {
  checkQueryParam(param, seen, fail);
  const out: JsonObject = { name: param.name, in: 'query', required: param.required ?? false };
  if (nonEmpty(param.description)) out['description'] = param.description;
  out['schema'] = { type: param.schemaType ?? 'string' };
  return out;
}

/** A path parameter: a string unless withRequest declared its type. */
function pathParameter(name: string, schema: JsonObject | undefined): JsonObject {
  return schema === undefined
    ? { name, in: 'path', required: true, schema: { type: 'string' } }
    : typedParameter(name, 'path', true, schema, false);
}

/**
 * A parameter withRequest declared: its JSDoc as the parameter's description, its schema
 * without the null an optional property gets in a body (a query string has no null), and an
 * array in the query as repeated keys (`style: form, explode: true`, OpenAPI's default, said).
 */
function typedParameter(
  name: string,
  place: 'path' | 'query' | 'header',
  required: boolean,
  schema: JsonObject,
  array: boolean,
): JsonObject {
  const { description, ...rest } = schema as JsonObject & { description?: unknown };
  let clean: JsonObject = rest;
  const variants = clean['oneOf'];
  if (Array.isArray(variants)) {
    const kept = variants.filter(
      (v) =>
        !(
          typeof v === 'object' &&
          v !== null &&
          (v as JsonObject)['type'] === 'null' &&
          Object.keys(v as object).length === 1
        ),
    );
    if (kept.length !== variants.length)
      clean = kept.length === 1 ? (kept[0] as JsonObject) : { ...clean, oneOf: kept };
  }
  const out: JsonObject = { name, in: place, required };
  if (typeof description === 'string' && description !== '') out['description'] = description;
  out['schema'] = clean;
  if (array && place === 'query') {
    out['style'] = 'form';
    out['explode'] = true;
  }
  return out;
}

/** One OpenAPI path: its template, the route that created it, and its operations by method key. */
interface PathEntry {
  readonly path: string;
  readonly route: string;
  readonly item: JsonObject;
  readonly routes: Map<string, string>;
}

/**
 * Builds the OpenAPI 3.1.0 document of the routes that have `.doc()`, as JSON text indented by
 * two spaces. The text depends only on `config` and the route list: the same input gives the
 * same bytes, and keys come in a fixed order or in the order of the route table.
 *
 * Top level, in order: `openapi: "3.1.0"`; `info` with `title` (default `API Documentation`),
 * `description` (only when non-empty) and `version` (default `1.0.0`; an empty string also takes
 * the default, as for title and server URL); `servers: [{ url }]` (default `/`); `tags` (the
 * tags of `config.tags`, then every other tag an operation uses, each once; left out when there
 * are none); `paths`; `components` with `schemas` and `securitySchemes`, both always present,
 * possibly `{}`. Integers beyond 2^53 are written with all their digits (`18446744073709551616`).
 *
 * - Routes without `.doc()` are left out. Paths come in order of their first documented route,
 *   operations in route order under the lower-case method. `:name` and `*name` become `{name}`
 *   with a required string path parameter; OpenAPI has no multi-segment parameter, so a wildcard
 *   is documented as one parameter and a client fills it with a value that may contain `/`.
 * - Methods an OpenAPI 3.1 path item cannot hold (`CONNECT`, custom tokens such as `PURGE`) are
 *   left out of the document. `HEAD`, `OPTIONS` and `TRACE` are kept.
 * - Operation members: `summary` (default `<METHOD> <pattern>`), `description` (when non-empty),
 *   `tags` (`doc.tag` then the controllers' tags, without repeats; left out when none),
 *   `operationId` (from `.named()`), `parameters` (path parameters, then `doc.queryParams` with
 *   `required` default false and `schema.type` default `string`), `requestBody` (required JSON
 *   `$ref`; `doc.requestBody`, else the type a `withBody<T>` handler declares), `responses` (`200` "Successful response", with a JSON `$ref` when `responseBody` is
 *   given; what fw and the route's middleware answer by themselves; `doc.responses`, where a 4xx
 *   or 5xx without a body gets fw's error body, `FwErrorBody`, as `HttpError` sends it),
 *   `security` (the alternatives of `doc.security`, any one of which suffices, each together with
 *   every scheme the route's middleware chain requires: schemes required together share one
 *   requirement object).
 * - `components/schemas` holds each type once under its name (made a valid key by
 *   `typeBaseName` when needed) plus the types' own `components`, in order of first appearance.
 *
 * Throws `FwError`: FW_ERR_SPEC_UNKNOWN_SCHEME (a scheme name `config` does not define),
 * FW_ERR_SPEC_AMBIGUOUS_SCHEME (middleware enforcing a mechanism two schemes of `config` describe),
 * FW_ERR_SPEC_BAD_TAG (a tag of `config.tags` without a name, or listed twice),
 * FW_ERR_SPEC_BAD_SCHEME (a scheme missing what its type needs, such as `in` and `paramName` for
 * `apiKey` or `openIdConnectUrl`, or with fields of another type), FW_ERR_SPEC_DUPLICATE_NAME
 * (two different types under one name), FW_ERR_SPEC_UNRESOLVED_REF, FW_ERR_SPEC_BAD_DOC (a
 * body that is not an `apidocs.type<T>()`, a bad query parameter), FW_ERR_SPEC_IDENTICAL_PATHS
 * (`/u/:id` and `/u/:name` documented for different methods), FW_ERR_SPEC_DUPLICATE_OPERATION
 * (`GET /f/:id` and `GET /f/*rest` both documented), FW_ERR_ROUTE_DUPLICATE_NAME, and the
 * pattern errors of `parsePattern`.
 *
 * @example
 * const spec = apidocs.generateSpec(
 *   { title: 'Users', version: '2.0.0', securitySchemes: [{ name: 'bearer', scheme: 'bearer', bearerFormat: 'JWT' }] },
 *   App.routes,
 * )
 * // {"openapi":"3.1.0","info":{"title":"Users","version":"2.0.0"},"servers":[{"url":"/"}],"paths":{...},...}
 *
 * @fwOptions generateSpec
 */
export function generateSpec(config: SpecConfig, routes: readonly AnyRouteLike[], options: SpecOptions = {}): string {
  const schemes = securitySchemes(config.securitySchemes ?? []);
  const globalMiddleware = options.middleware ?? [];
  const schemas = new SchemaTable();
  const paths = new Map<string, PathEntry>();
  const operationIds = new RouteRules<AnyRouteLike>();
  const usedTags = new Set<string>();

  for (const route of routes) {
    if (!isDocumented(route)) continue;
    const doc: ApiDoc = route.apiDoc ?? {};
    const method = route.method;
    const key = method.toLowerCase();
    if (!OPERATION_KEYS.has(key)) continue;
    const label = `${method} ${route.pattern}`;
    const fail = (problem: string): never => {
      throw new FwError('FW_ERR_SPEC_BAD_DOC', { method, pattern: route.pattern, problem });
    };

    // The path: `{name}` for parameters; `{}` for all of them in the key OpenAPI compares paths by.
    const parsed = parsePattern(route.pattern);
    const path = '/' + parsed.segments.map((s) => (s.kind === 'static' ? s.value : `{${s.name}}`)).join('/');
    const shape = '/' + parsed.segments.map((s) => (s.kind === 'static' ? s.value : '{}')).join('/');
    let entry = paths.get(shape);
    if (entry === undefined) {
      entry = { path, route: label, item: {}, routes: new Map() };
      paths.set(shape, entry);
    } else if (entry.path !== path) {
      throw new FwError('FW_ERR_SPEC_IDENTICAL_PATHS', {
        first: entry.route,
        second: label,
        path: entry.path,
        other: path,
      });
    }
    const previous = entry.routes.get(key);
    if (previous !== undefined)
      throw new FwError('FW_ERR_SPEC_DUPLICATE_OPERATION', { first: previous, second: label, method, path });
    entry.routes.set(key, label);

    const op: JsonObject = { summary: orDefault(doc.summary, label) };
    if (nonEmpty(doc.description)) op['description'] = doc.description;
    const tags = [...new Set([doc.tag, ...route.tags].filter(nonEmpty))];
    if (tags.length > 0) op['tags'] = tags;
    for (const tag of tags) usedTags.add(tag);
    if (nonEmpty(route.name)) {
      const clash = operationIds.name(route.name, route);
      if (clash !== undefined) throw clash.error;
      op['operationId'] = route.name;
    }

    // withRequest's typed parameters document themselves: their schema and JSDoc, in, required.
    const declared = requestRouteOf(route.handler) ?? undefined;
    const typed = (part: PartContract | undefined, name: string): JsonObject | undefined => {
      const properties = part?.schema['properties'] as Record<string, JsonObject> | undefined;
      return properties?.[name];
    };
    const parameters: JsonObject[] = parsed.params.map((name) => pathParameter(name, typed(declared?.params, name)));
    const seen = new Set<string>();
    for (const [part, place] of [
      [declared?.query, 'query'],
      [declared?.headers, 'header'],
    ] as const) {
      for (const field of part?.fields ?? []) {
        const schema = typed(part, field.name) ?? { type: 'string' };
        if (place === 'query') seen.add(field.name);
        parameters.push(typedParameter(field.name, place, field.required, schema, field.array));
      }
    }
    for (const param of doc.queryParams ?? []) {
      if (declared?.query?.fields.some((f) => f.name === param.name))
        fail(`query parameter "${param.name}" is declared by withRequest and in queryParams; keep one`);
      parameters.push(queryParameter(param, seen, fail));
    }
    if (parameters.length > 0) op['parameters'] = parameters;

    // A body declared with withBody<T> or withRequest documents itself unless .doc() names one.
    const bodyRoute = bodyRouteOf(route.handler);
    const requestBody = doc.requestBody ?? bodyRoute?.type ?? declared?.body;
    if (requestBody !== undefined) {
      if (!isTypeDoc(requestBody)) fail('requestBody must be apidocs.type<T>()');
      const policy = bodyRoute?.unknownKeys ?? options.unknownKeys ?? 'strip';
      const ref = policy === 'reject' ? schemas.addClosedType(requestBody, label) : schemas.addType(requestBody, label);
      op['requestBody'] = { required: true, content: { 'application/json': { schema: { $ref: ref } } } };
    }
    // Responses: the default 200, what fw and the route's middleware answer by themselves, then the route's own.
    const ok: JsonObject = { description: 'Successful response' };
    if (doc.responseBody !== undefined) {
      if (!isTypeDoc(doc.responseBody)) fail('responseBody must be apidocs.type<T>()');
      ok['content'] = { 'application/json': { schema: { $ref: schemas.addType(doc.responseBody, label) } } };
    }
    const answers = new Map<number, JsonObject>();
    const errorAnswer = (description: string, headers?: JsonObject): JsonObject => {
      const out: JsonObject = { description };
      if (headers !== undefined) out['headers'] = headers;
      out['content'] = { 'application/json': { schema: { $ref: schemas.addType(ERROR_TYPE, label) } } };
      return out;
    };
    if (requestBody !== undefined) {
      answers.set(
        400,
        errorAnswer(
          'The request does not match its declaration (the body is not JSON, or a value has the wrong type); details lists each problem',
        ),
      );
      answers.set(413, errorAnswer('The request body is larger than the limit'));
      answers.set(415, errorAnswer('The request body is not JSON (Content-Type must be application/json or +json)'));
    } else if (
      declared !== undefined &&
      (declared.params !== undefined || declared.query !== undefined || declared.headers !== undefined)
    ) {
      answers.set(
        400,
        errorAnswer('A path, query or header parameter does not match its declaration; details lists each problem'),
      );
    }
    const enforced: EnforcedScheme[] = [];
    for (const middleware of [...globalMiddleware, ...route.middleware]) {
      const described = middlewareDocOf(middleware);
      if (described === undefined) continue;
      for (const [status, answer] of Object.entries(described.responses ?? {})) {
        const documented = responseObject(answer, Number(status), schemas, label, ERROR_TYPE, fail);
        const before = answers.get(Number(status));
        answers.set(Number(status), before === undefined ? documented : eitherAnswer(before, documented));
      }
      if (described.security !== undefined) {
        const name = middlewareScheme(described.security, config.securitySchemes ?? [], route);
        // Not described by SpecConfig: the middleware's own scheme, under its name.
        if (!Object.prototype.hasOwnProperty.call(schemes, name))
          Object.assign(schemes, securitySchemes([described.security]));
        enforced.push({ name, optional: described.securityOptional === true });
      }
    }
    const replies = route.replies ?? {};
    for (const [key, answer] of Object.entries(replies)) {
      const status = Number(key);
      const replied = replyObject(answer, status, (type) => schemas.addType(type, label));
      // A status fw or a middleware also answers (a 400 of a typed request) is either answer.
      const before = answers.get(status);
      answers.set(status, before === undefined ? replied : eitherBody(before, replied));
    }
    const own = doc.responses ?? {};
    if (typeof own !== 'object' || own === null) fail('responses must be an object keyed by status');
    for (const [key, answer] of Object.entries(own)) {
      const status = Number(key);
      if (!/^[1-5][0-9][0-9]$/.test(key)) fail(`responses key "${key}" is not a status from 100 to 599`);
      if (status === 200 && doc.responseBody !== undefined)
        fail('responseBody and responses both document 200; keep one');
      if (answer === null) answers.delete(status);
      else {
        const described = responseObject(answer, status, schemas, label, ERROR_TYPE, fail);
        // A typed reply's body and headers stay; `.doc()` describes it.
        const typed = replies[status] === undefined ? undefined : answers.get(status);
        answers.set(status, typed === undefined ? described : mergeReply(typed, described));
      }
    }
    // The default 200, unless the route documents another success.
    if (doc.responseBody !== undefined || ![...answers.keys()].some((status) => status >= 200 && status < 300))
      answers.set(200, ok);
    const responses = dict();
    for (const status of [...answers.keys()].sort((a, b) => a - b)) responses[String(status)] = answers.get(status);
    op['responses'] = responses;

    for (const scheme of doc.security ?? []) {
      if (typeof scheme !== 'string' || !Object.prototype.hasOwnProperty.call(schemes, scheme)) {
        throw new FwError('FW_ERR_SPEC_UNKNOWN_SCHEME', { method, pattern: route.pattern, scheme });
      }
    }
    const security = securityRequirements(doc.security ?? [], enforced);
    if (security !== undefined) op['security'] = security;

    entry.item[key] = op;
  }
  schemas.checkRefs();

  const info: JsonObject = { title: orDefault(config.title, 'API Documentation') };
  if (nonEmpty(config.description)) info['description'] = config.description;
  info['version'] = orDefault(config.version, '1.0.0');
  const pathsJson = dict();
  for (const entry of paths.values()) pathsJson[entry.path] = entry.item;
  const tags = documentTags(config.tags ?? [], usedTags);
  const doc = {
    openapi: '3.1.0',
    info,
    servers: [{ url: orDefault(config.serverUrl, '/') }],
    ...(tags.length > 0 ? { tags } : {}),
    paths: pathsJson,
    components: { schemas: schemas.toJson(), securitySchemes: schemes },
  };
  return exactJson(doc, 2);
}

/**
 * The top-level `tags` list: the tags `SpecConfig.tags` describes, in its order, then every other
 * tag the operations use, in order of first use, each once. Throws FW_ERR_SPEC_BAD_TAG for a
 * described tag without a name, or described twice.
 */
function documentTags(described: readonly TagDoc[], used: ReadonlySet<string>): JsonObject[] {
  const out: JsonObject[] = [];
  const listed = new Set<string>();
  for (const tag of described) {
    const fail = (problem: string): never => {
      throw new FwError('FW_ERR_SPEC_BAD_TAG', { name: JSON.stringify(tag?.name), problem });
    };
    if (!nonEmpty(tag?.name)) fail('name must be a non-empty string');
    if (listed.has(tag.name)) fail('two tags have this name');
    if (tag.description !== undefined && typeof tag.description !== 'string') fail('description must be a string');
    listed.add(tag.name);
    out.push(nonEmpty(tag.description) ? { name: tag.name, description: tag.description } : { name: tag.name });
  }
  for (const name of used) if (!listed.has(name)) out.push({ name });
  return out;
}
