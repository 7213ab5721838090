/** createClient: turns calls by operation name or by method and path into requests, and answers into typed results. */
import type {
  AnswerHeaders,
  CallInit,
  ClientOptions,
  FetchLike,
  FetchResponse,
  InProcessApp,
  NetworkFailure,
  UndocumentedAnswer,
} from './types.js';

/** The methods the client has a by-path call for, as OpenAPI 3.1 lists them. */
const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

/** One operation as the client runs it: method, path template and documented statuses. */
interface Operation {
  readonly method: string;
  readonly path: string;
  readonly statuses: ReadonlySet<number>;
  /** The request body's media type when it is not JSON: a text body is sent as it is. */
  readonly bodyType?: string | undefined;
}

/** What every call shares: where requests go and the default headers. */
interface Transport {
  readonly send: (
    method: string,
    target: string,
    headers: Record<string, string>,
    body?: string,
  ) => Promise<FetchResponse>;
  readonly headers: ClientOptions['headers'];
}

/**
 * Creates a client for an fw API from the module `fwc build` generates beside openapi.json
 * (`api-client.js` and its declarations): `Api` is its type, `operations` its table. Each
 * operation is a method named by its operationId (or, without one, by its method and path:
 * `getUsersById`), and `GET`, `POST`, ... call by path. A call resolves with the answer, typed by
 * status (every status the document lists, fw's own 400/401/413/415/429 included), or with an
 * `undocumented` answer or a `network-error`; it never rejects. `baseUrl` sends requests with
 * `fetch` (default: the global one); `app` runs them in-process through `app.request()`.
 *
 * @example
 * import { createClient, unwrap } from '@fw/client';
 * import { operations, type Api } from './api-client.js';
 * const api = createClient<Api>({ baseUrl: 'http://127.0.0.1:3000', operations });
 * const answer = await api.getUsersById({ params: { id: 1 } });
 * if (answer.status === 200) console.log(answer.body.name);
 * const same = unwrap(await api.GET('/users/{id}', { params: { id: 1 } }));
 */
export function createClient<Api extends object>(options: ClientOptions): Api {
  const transport: Transport = { send: sender(options), headers: options.headers };
  // No prototype: an operation named `__proto__` is an entry like any other.
  const byName = Object.create(null) as Record<string, Operation>;
  const byRoute = new Map<string, Operation>();
  for (const [name, [method, path, statuses, bodyType]] of Object.entries(options.operations)) {
    const operation: Operation = { method, path, statuses: new Set(statuses), bodyType };
    byName[name] = operation;
    byRoute.set(`${method} ${path}`, operation);
  }
  const client: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const method of METHODS) {
    client[method] = (path: string, init?: CallInit) => {
      const operation = byRoute.get(`${method} ${path}`) ?? { method, path, statuses: new Set<number>() };
      return call(transport, operation, init);
    };
  }
  for (const [name, operation] of Object.entries(byName)) {
    client[name] = (init?: CallInit) => call(transport, operation, init);
  }
  return client as Api;
}

/** Sends one request and reads its answer; a failure to send or read is a `network-error` result, never a rejection. */
async function call(
  transport: Transport,
  operation: Operation,
  init: CallInit | undefined,
): Promise<
  { status: number; ok: boolean; body: unknown; headers: AnswerHeaders } | UndocumentedAnswer | NetworkFailure
> {
  let response: FetchResponse;
  let text: string;
  try {
    const target = expandPath(operation.path, init?.params) + queryString(init?.query);
    const headers = requestHeaders(transport.headers, init?.headers);
    let body: string | undefined;
    if (init?.body !== undefined) {
      // A body the document declares as text (text/plain, text/csv, ...) goes as the text given.
      const text = operation.bodyType !== undefined && typeof init.body === 'string';
      body = text ? init.body : JSON.stringify(init.body);
      headers['content-type'] ??= text ? operation.bodyType : 'application/json';
    }
    response = await transport.send(operation.method, target, headers, body);
    text = await response.text();
  } catch (error) {
    return { status: 'network-error', ok: false, error };
  }
  const { status, headers } = response;
  const parsed = readBody(text, headers.get('content-type'));
  if (!operation.statuses.has(status) || !parsed.read)
    return { status: 'undocumented', ok: false, httpStatus: status, body: parsed.value, headers };
  return { status, ok: status >= 200 && status < 300, body: parsed.value, headers };
}

/** The body of an answer: parsed JSON for a JSON media type, the text for another, `undefined` when empty. */
function readBody(text: string, contentType: string | null): { read: boolean; value: unknown } {
  if (text === '') return { read: true, value: undefined };
  const type = (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
  if (type !== 'application/json' && !type.endsWith('+json')) return { read: true, value: text };
  try {
    return { read: true, value: JSON.parse(text) as unknown };
  } catch {
    // A JSON answer that is not JSON is not what the document says: the text, as undocumented.
    return { read: false, value: text };
  }
}

/**
 * `/users/{id}` with each `{name}` replaced by its parameter, percent-encoded. A value that would
 * not arrive as that one segment is refused (a TypeError, which the call resolves as a
 * `network-error` without sending anything): an empty text makes `/users/`, and `.` or `..`
 * (percent-encoded or not: URLs treat `%2e` as a dot) are removed from the path by every URL
 * parser, so `DELETE /users/{id}` with `..` would be sent as `DELETE /`.
 */
function expandPath(template: string, params: Readonly<Record<string, unknown>> | undefined): string {
  let out = '';
  let at = 0;
  for (;;) {
    const open = template.indexOf('{', at);
    if (open < 0) return out + template.slice(at);
    const close = template.indexOf('}', open);
    if (close < 0) return out + template.slice(at);
    const name = template.slice(open + 1, close);
    const value = params?.[name];
    if (value === undefined || value === null) throw new TypeError(`the path parameter "${name}" is missing`);
    const text = scalar(value);
    if (text === '' || text === '.' || text === '..')
      throw new TypeError(
        `the path parameter "${name}" is ${JSON.stringify(text)}, which a URL cannot carry as a path segment`,
      );
    out += template.slice(at, open) + encodeURIComponent(text);
    at = close + 1;
  }
}

/** `?a=1&b=x&b=y` from the query object (arrays repeat their name; undefined and null values are left out); '' when empty. */
function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  if (query === undefined) return '';
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (one === undefined || one === null) continue;
      parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(scalar(one))}`);
    }
  }
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

/** An HTTP token, what a header name is. */
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** A character a header value cannot hold: CR, LF, NUL, or one outside Latin-1. */
const BAD_HEADER_VALUE = /[\0\r\n\u0100-\uffff]/;

/** The client's headers, then the call's own (lower-case names; arrays joined with `, `; undefined left out). */
function requestHeaders(
  defaults: ClientOptions['headers'],
  own: Readonly<Record<string, unknown>> | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  const base = typeof defaults === 'function' ? defaults() : defaults;
  for (const source of [base, own]) {
    if (source === undefined) continue;
    for (const [name, value] of Object.entries(source)) {
      if (value === undefined || value === null) continue;
      const text = Array.isArray(value) ? (value as unknown[]).map(scalar).join(', ') : scalar(value);
      // What fetch refuses, refused in-process too, so that both ways of calling agree.
      if (!HEADER_NAME.test(name)) throw new TypeError(`the header name ${JSON.stringify(name)} is not an HTTP token`);
      if (BAD_HEADER_VALUE.test(text))
        throw new TypeError(
          `the header ${name} has a character no HTTP request can carry (a line break, NUL, or one above U+00FF)`,
        );
      out[name.toLowerCase()] = text;
    }
  }
  return out;
}

/** A parameter value as text: objects as JSON, everything else by `String`. */
function scalar(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** How requests go: in-process through `app.request()`, or through `fetch` to `baseUrl`. */
function sender(options: ClientOptions): Transport['send'] {
  const app = options.app;
  if (app !== undefined) return (method, target, headers, body) => inProcess(app, method, target, headers, body);
  const fetchFn: FetchLike | undefined =
    options.fetch ?? (globalThis as { fetch?: FetchLike }).fetch?.bind(globalThis as object);
  if (fetchFn === undefined) throw new TypeError('createClient: there is no global fetch; pass the fetch option');
  if (options.baseUrl === undefined)
    throw new TypeError('createClient: pass baseUrl (or app, to call an app in-process)');
  const base = baseOf(options.baseUrl);
  return (method, target, headers, body) =>
    fetchFn(base + target, body === undefined ? { method, headers } : { method, headers, body });
}

/**
 * `baseUrl` without its trailing slash, once it is known to be an absolute URL that paths can be
 * appended to: with a query or a fragment, `/users` would land inside them.
 */
function baseOf(baseUrl: string): string {
  // URL is in every runtime fetch is (browsers, Node.js, Deno, Bun); this package's types name neither DOM nor Node.
  const { URL } = globalThis as unknown as { URL: new (input: string) => { search: string; hash: string } };
  let url: { search: string; hash: string };
  try {
    url = new URL(baseUrl);
  } catch {
    throw new TypeError(
      `createClient: baseUrl ${JSON.stringify(baseUrl)} is not an absolute URL, such as http://127.0.0.1:3000`,
    );
  }
  if (url.search !== '' || url.hash !== '' || baseUrl.includes('?') || baseUrl.includes('#'))
    throw new TypeError(
      `createClient: baseUrl ${JSON.stringify(baseUrl)} has a query or a fragment; give the origin and path prefix alone (each call adds its own query)`,
    );
  return baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
}

/** One request through `app.request()`, its answer read as a fetch response. */
async function inProcess(
  app: InProcessApp,
  method: string,
  target: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<FetchResponse> {
  const res = await app.request(target, body === undefined ? { method, headers } : { method, headers, body });
  const text = res.body;
  return { status: res.status, headers: headerReader(res.headers), text: () => Promise.resolve(text) };
}

/** `get(name)` over a plain object of lower-case header names, as `Headers#get` reads (several values joined with `, `). */
function headerReader(headers: Readonly<Record<string, string | readonly string[] | undefined>>): AnswerHeaders {
  return {
    get(name) {
      const value = headers[name.toLowerCase()];
      if (value === undefined) return null;
      return typeof value === 'string' ? value : value.join(', ');
    },
  };
}
