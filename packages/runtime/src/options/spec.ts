/** The checks of `apidocs.generateSpec`'s configuration and of a route's `.doc()`, pure so that the build can run them on values written in the source. */
import { FwError } from '../catalogue.js';
import type { SecurityScheme, SpecConfig } from '../apidocs/spec.js';
import type { QueryParamDoc } from '../route.js';

/** The JSON Schema type names a query parameter's `schemaType` may take. */
const SCHEMA_TYPES: ReadonlySet<string> = new Set([
  'string',
  'integer',
  'number',
  'boolean',
  'array',
  'object',
  'null',
]);
/** The SecurityScheme fields each scheme type uses; a field of another type is an error. */
const SCHEME_FIELDS: Readonly<Record<string, readonly string[]>> = {
  http: ['scheme', 'bearerFormat'],
  apiKey: ['in', 'paramName'],
  openIdConnect: ['openIdConnectUrl'],
};
const COMPONENT_KEY = /^[a-zA-Z0-9._-]+$/;

type JsonObject = Record<string, unknown>;

function nonEmpty(text: unknown): text is string {
  return typeof text === 'string' && text !== '';
}

/**
 * Checks the schemes and returns `components/securitySchemes`; throws `FW_ERR_SPEC_BAD_SCHEME`
 * naming the first bad scheme and what it lacks.
 *
 * @example securitySchemes([{ name: 'key', type: 'apiKey', in: 'header' }]) // throws: ... needs paramName ...
 */
export function securitySchemes(schemes: readonly SecurityScheme[]): JsonObject {
  const out = Object.create(null) as JsonObject;
  for (const scheme of schemes) {
    const fail = (problem: string): never => {
      throw new FwError('FW_ERR_SPEC_BAD_SCHEME', { name: JSON.stringify(scheme?.name), problem });
    };
    if (typeof scheme?.name !== 'string' || !COMPONENT_KEY.test(scheme.name))
      fail('name must be a non-empty string of letters, digits, ".", "_" or "-"');
    const name = scheme.name;
    if (Object.prototype.hasOwnProperty.call(out, name)) fail('two schemes have this name');
    const type = scheme.type ?? 'http';
    if (!Object.prototype.hasOwnProperty.call(SCHEME_FIELDS, type))
      fail(`type must be "http", "apiKey" or "openIdConnect", not ${JSON.stringify(type)}`);
    for (const field of ['scheme', 'bearerFormat', 'in', 'paramName', 'openIdConnectUrl'] as const) {
      if (scheme[field] !== undefined && !SCHEME_FIELDS[type]!.includes(field))
        fail(`${field} does not apply to type "${type}"`);
    }
    const entry: JsonObject = { type };
    if (nonEmpty(scheme.description)) entry['description'] = scheme.description;
    if (type === 'http') {
      if (!nonEmpty(scheme.scheme)) fail('type "http" needs scheme, such as "bearer" or "basic"');
      if (scheme.bearerFormat !== undefined && scheme.scheme!.toLowerCase() !== 'bearer')
        fail('bearerFormat applies only to scheme "bearer"');
      entry['scheme'] = scheme.scheme;
      if (nonEmpty(scheme.bearerFormat)) entry['bearerFormat'] = scheme.bearerFormat;
    } else if (type === 'apiKey') {
      if (!nonEmpty(scheme.paramName))
        fail('type "apiKey" needs paramName, the header, query or cookie name such as "X-API-Key"');
      if (scheme.in !== 'header' && scheme.in !== 'query' && scheme.in !== 'cookie')
        fail('type "apiKey" needs in: "header", "query" or "cookie"');
      entry['name'] = scheme.paramName;
      entry['in'] = scheme.in;
    } else {
      if (!nonEmpty(scheme.openIdConnectUrl))
        fail('type "openIdConnect" needs openIdConnectUrl, the OpenID Connect discovery URL');
      entry['openIdConnectUrl'] = scheme.openIdConnectUrl;
    }
    out[name] = entry;
  }
  return out;
}

/**
 * Checks a `SpecConfig` as `generateSpec` does before it reads any route, and returns the names of
 * its security schemes; throws `FW_ERR_SPEC_BAD_SCHEME`.
 *
 * @example checkSpecConfig({ securitySchemes: [{ name: 'bearer', scheme: 'bearer' }] }) // ['bearer']
 */
export function checkSpecConfig(config: unknown): string[] {
  const schemes = (config as SpecConfig | undefined)?.securitySchemes ?? [];
  return Object.keys(securitySchemes(schemes));
}

/** Checks one `queryParams` entry of a `.doc()`: a name, listed once, a JSON Schema type name; `fail` throws. */
export function checkQueryParam(param: QueryParamDoc, seen: Set<string>, fail: (problem: string) => never): void {
  if (typeof param !== 'object' || param === null || !nonEmpty(param.name))
    fail('every query parameter needs a non-empty name');
  if (seen.has(param.name)) fail(`query parameter "${param.name}" is listed twice`);
  seen.add(param.name);
  const type = param.schemaType ?? 'string';
  if (!SCHEMA_TYPES.has(type))
    fail(
      `query parameter "${param.name}" has schemaType "${type}"; use a JSON Schema type name: ${[...SCHEMA_TYPES].join(', ')}`,
    );
}

/**
 * Checks the part of a route's `.doc()` that `generateSpec` checks without the route table,
 * `queryParams`; throws `FW_ERR_SPEC_BAD_DOC` for route `method pattern`.
 *
 * @example checkApiDoc({ queryParams: [{ name: 'q', schemaType: 'strng' }] }, 'GET', '/search') // throws
 */
export function checkApiDoc(doc: unknown, method: string, pattern: string): void {
  const fail = (problem: string): never => {
    throw new FwError('FW_ERR_SPEC_BAD_DOC', { method, pattern, problem });
  };
  if (typeof doc !== 'object' || doc === null) return;
  const { queryParams } = doc as { queryParams?: unknown };
  if (queryParams !== undefined) {
    if (!Array.isArray(queryParams)) fail('queryParams must be an array');
    const seen = new Set<string>();
    for (const param of queryParams as QueryParamDoc[]) checkQueryParam(param, seen, fail);
  }
}

/**
 * The security scheme an auth middleware adds to the document, by its options: bearerAuth's and
 * basicAuth's `securityScheme` (default `bearerAuth`, `basicAuth`). The factories and the build
 * both read it here.
 *
 * @example authSchemeName('bearerAuth', {}) // 'bearerAuth'
 */
export function authSchemeName(kind: 'bearerAuth' | 'basicAuth', securityScheme: unknown): unknown {
  return securityScheme === undefined ? kind : securityScheme;
}
