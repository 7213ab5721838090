/** createClient's requests and answers, unwrap, and the generator's declarations for fw's richest fixture document. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { ClientError, createClient, unwrap, type FetchInit, type FetchLike } from '@fw/client';
import { generateClient } from '@fw/client/generate';

/** A fetch that records each request and answers with `status`, `body` and `type`. */
function recorder(status: number, body: string, type = 'application/json') {
  const seen: { url: string; init: FetchInit }[] = [];
  const fetch: FetchLike = (url, init) => {
    seen.push({ url, init });
    return Promise.resolve({
      status,
      headers: { get: (name: string) => (name === 'content-type' ? type : null) },
      text: () => Promise.resolve(body),
    });
  };
  return { seen, fetch };
}

interface Calls {
  find(init: object): Promise<{ status: number | string; ok: boolean; body?: unknown; httpStatus?: number }>;
  GET(path: string, init?: object): Promise<{ status: number | string; ok: boolean; body?: unknown }>;
}

const operations = { find: ['GET', '/items/{id}/{tag}', [200, 404]] } as const;

const calls = suite('createClient');

calls('should expand the path, encode the query and merge the headers', async () => {
  const { seen, fetch } = recorder(200, '{"id":1}');
  const api = createClient<Calls>({
    baseUrl: 'http://api.test/v1/',
    fetch,
    operations,
    headers: () => ({ Authorization: 'Bearer t', 'x-keep': 'a' }),
  });
  const answer = await api.find({
    params: { id: 7, tag: 'a b/c' },
    query: { q: 'x&y', many: [1, 2], none: undefined },
    headers: { 'X-Keep': 'b', 'x-list': ['1', '2'] },
  });
  assert.equal([answer.status, answer.ok, answer.body], [200, true, { id: 1 }]);
  assert.is(seen[0]!.url, 'http://api.test/v1/items/7/a%20b%2Fc?q=x%26y&many=1&many=2');
  assert.equal(seen[0]!.init, {
    method: 'GET',
    headers: { authorization: 'Bearer t', 'x-keep': 'b', 'x-list': '1, 2' },
  });
});

calls('should send a JSON body and read a text answer as text', async () => {
  const { seen, fetch } = recorder(404, 'gone', 'text/plain');
  const api = createClient<Calls>({ baseUrl: 'http://api.test', fetch, operations });
  const answer = await api.GET('/items/{id}/{tag}', { params: { id: 1, tag: 't' }, body: { a: 1 } });
  assert.equal([answer.status, answer.ok, answer.body], [404, false, 'gone']);
  assert.is(seen[0]!.init.body, '{"a":1}');
  assert.is(seen[0]!.init.headers['content-type'], 'application/json');
});

calls('should make a status the table does not list, and a JSON answer that is not JSON, undocumented', async () => {
  const teapot = createClient<Calls>({ baseUrl: 'http://x', fetch: recorder(418, '{}').fetch, operations });
  const odd = await teapot.find({ params: { id: 1, tag: 't' } });
  assert.equal([odd.status, odd.ok, odd.httpStatus], ['undocumented', false, 418]);
  const broken = createClient<Calls>({ baseUrl: 'http://x', fetch: recorder(200, '{oops').fetch, operations });
  const bad = await broken.find({ params: { id: 1, tag: 't' } });
  assert.equal([bad.status, bad.httpStatus, bad.body], ['undocumented', 200, '{oops']);
});

calls('should resolve a failed fetch and a missing path parameter as network errors, never reject', async () => {
  const api = createClient<Calls>({
    baseUrl: 'http://x',
    fetch: () => Promise.reject(new TypeError('fetch failed')),
    operations,
  });
  const failed = (await api.find({ params: { id: 1, tag: 't' } })) as { status: string; error?: unknown };
  assert.is(failed.status, 'network-error');
  assert.instance(failed.error, TypeError);
  const missing = (await api.find({ params: { id: 1 } })) as { status: string; error?: unknown };
  assert.is(missing.status, 'network-error');
  assert.match(String(missing.error), /"tag" is missing/);
});

calls('should send nothing for a path parameter a URL would not carry as its segment', async () => {
  const { seen, fetch } = recorder(200, '{}');
  const api = createClient<Calls>({ baseUrl: 'http://x', fetch, operations });
  for (const tag of ['', '.', '..']) {
    const refused = (await api.find({ params: { id: 1, tag } })) as { status: string; error?: unknown };
    assert.is(refused.status, 'network-error', JSON.stringify(tag));
    assert.match(String(refused.error), `"tag" is ${JSON.stringify(tag)}, which a URL cannot carry as a path segment`);
  }
  assert.is(seen.length, 0, 'no request was sent');
  // Dots within a value, and a value of three dots, are one segment and go as they are.
  await api.find({ params: { id: '...', tag: 'a.b' } });
  assert.is(seen[0]!.url, 'http://x/items/.../a.b');
  assert.is(new URL(seen[0]!.url).pathname, '/items/.../a.b');
});

calls('should send nothing for a header fetch would refuse, in-process as through fetch', async () => {
  const { seen, fetch } = recorder(200, '{}');
  const viaFetch = createClient<Calls>({ baseUrl: 'http://x', fetch, operations });
  const app = {
    request: () => {
      throw new Error('nothing should be sent');
    },
  };
  const inProcess = createClient<Calls>({ app, operations });
  for (const [headers, message] of [
    [{ 'x-a': 'a\r\nx-evil: 1' }, /the header x-a has a character no HTTP request can carry/],
    [{ 'x-a': 'a\u0000' }, /no HTTP request can carry/],
    [{ 'x-a': '\u2603' }, /no HTTP request can carry/],
    [{ 'bad name': 'x' }, /the header name "bad name" is not an HTTP token/],
  ] as const) {
    for (const api of [viaFetch, inProcess]) {
      const refused = (await api.find({ params: { id: 1, tag: 't' }, headers })) as { status: string; error?: unknown };
      assert.is(refused.status, 'network-error');
      assert.match(String(refused.error), message);
    }
  }
  assert.is(seen.length, 0);
  await viaFetch.find({ params: { id: 1, tag: 't' }, headers: { 'x-a': 'caf\u00e9\tok' } });
  assert.is(seen[0]!.init.headers['x-a'], 'caf\u00e9\tok', 'Latin-1 and tabs go as they are');
});

calls('should send a text body as it is where the document declares a body that is not JSON', async () => {
  const { js, dts } = generateClient({
    openapi: '3.1.0',
    paths: {
      '/notes': {
        post: {
          operationId: 'addNote',
          requestBody: { required: true, content: { 'text/plain': { schema: { type: 'string' } } } },
          responses: { 201: { description: 'added' } },
        },
        put: {
          operationId: 'putNote',
          requestBody: { content: { 'application/json': { schema: { type: 'string' } } } },
          responses: { 200: { description: 'put' } },
        },
      },
    },
  });
  assert.ok(js.includes('addNote: ["POST", "/notes", [201], "text/plain"],'));
  assert.ok(js.includes('putNote: ["PUT", "/notes", [200]],'), 'a JSON body keeps the three-element entry');
  assert.ok(dts.includes('body: string;'));
  const { seen, fetch } = recorder(201, '');
  const table = {
    addNote: ['POST', '/notes', [201], 'text/plain'],
    putNote: ['PUT', '/notes', [200]],
  } as const;
  const api = createClient<{
    addNote(init: object): Promise<{ status: unknown }>;
    putNote(init: object): Promise<{ status: unknown }>;
  }>({ baseUrl: 'http://x', fetch, operations: table });
  await api.addNote({ body: 'line "one"' });
  assert.equal([seen[0]!.init.body, seen[0]!.init.headers['content-type']], ['line "one"', 'text/plain']);
  await api.addNote({ body: 'a,b', headers: { 'content-type': 'text/csv' } });
  assert.equal([seen[1]!.init.body, seen[1]!.init.headers['content-type']], ['a,b', 'text/csv']);
  // A JSON body that is a string is still written as JSON.
  await api.putNote({ body: 'x' });
  assert.equal([seen[2]!.init.body, seen[2]!.init.headers['content-type']], ['"x"', 'application/json']);
});

calls('should refuse options without baseUrl or app', () => {
  assert.throws(() => createClient<Calls>({ operations, fetch: recorder(200, '').fetch }), /pass baseUrl/);
});

calls('should refuse a baseUrl that paths cannot be appended to', () => {
  const fetch = recorder(200, '').fetch;
  assert.throws(() => createClient<Calls>({ baseUrl: '/api', operations, fetch }), /"\/api" is not an absolute URL/);
  assert.throws(
    () => createClient<Calls>({ baseUrl: 'http://x/api?v=1', operations, fetch }),
    /has a query or a fragment/,
  );
  assert.throws(
    () => createClient<Calls>({ baseUrl: 'http://x/#top', operations, fetch }),
    /has a query or a fragment/,
  );
  assert.throws(() => createClient<Calls>({ baseUrl: 'http://x/?', operations, fetch }), /has a query or a fragment/);
});

calls.run();

const unwrapping = suite('unwrap');

unwrapping('should give a 2xx body and throw a ClientError holding any other answer', () => {
  const headers = { get: () => null };
  assert.equal(unwrap({ status: 200, ok: true, body: { id: 1 }, headers }), { id: 1 });
  try {
    unwrap({ status: 404, ok: false, body: { error: { status: 404 } }, headers });
    assert.unreachable('a 404 throws');
  } catch (error) {
    assert.instance(error, ClientError);
    assert.is((error as ClientError).code, 'FW_CLIENT_NOT_OK');
    assert.is((error as ClientError).status, 404);
    assert.equal((error as ClientError<{ body: unknown }>).answer.body, { error: { status: 404 } });
  }
  const cause = new Error('reset');
  try {
    unwrap({ status: 'network-error', ok: false, error: cause });
    assert.unreachable('a network failure throws');
  } catch (error) {
    assert.is((error as ClientError).status, 'network-error');
    assert.is((error as Error).cause, cause);
  }
});

unwrapping.run();

const generated = suite('generateClient');

const FIXTURE = fileURLToPath(
  new URL('../../../fixtures/transformer/openapi-app/openapi.expected.json', import.meta.url),
);

/** Type errors of `files` (name -> source) in a temporary folder, declarations checked too (no skipLibCheck). */
const TYPE_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts'],
  types: [],
  // TypeScript's own lib files are not what is tested; the generated declarations are still checked.
  skipDefaultLibCheck: true,
};
/** TypeScript's lib files, parsed once for every program of these tests. */
const libFiles = new Map<string, ts.SourceFile>();
const baseHost = ts.createCompilerHost(TYPE_OPTIONS);
const typeHost: ts.CompilerHost = {
  ...baseHost,
  getSourceFile: (name, version, onError) => {
    const lib = name.startsWith(dirname(ts.getDefaultLibFilePath(TYPE_OPTIONS)));
    const known = lib ? libFiles.get(name) : undefined;
    if (known !== undefined) return known;
    const file = baseHost.getSourceFile(name, version, onError);
    if (lib && file !== undefined) libFiles.set(name, file);
    return file;
  },
};

function typeErrors(files: Record<string, string>): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'fw-client-types-'));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const program = ts.createProgram(
      Object.keys(files).map((f) => join(dir, f)),
      TYPE_OPTIONS,
      typeHost,
    );
    return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

generated(
  'should write the fixture document as declarations that type-check, with tuples, records and tagged unions',
  () => {
    const { js, dts, operations: count } = generateClient(JSON.parse(readFileSync(FIXTURE, 'utf8')));
    assert.is(count, 9);
    assert.match(js, /getAccount: \["GET", "\/accounts\/\{id\}", \[200, 400, 404, 429, 503\]\],/);
    assert.match(dts, /origin: \[number, number\];/);
    assert.match(dts, /path: \[number, \.\.\.number\[\]\];/);
    assert.match(dts, /\[key: string\]: Circle \| Rect;/);
    assert.match(dts, /parent\?: Drawing \| null;/);
    assert.match(dts, /entries: \(History_entries_login \| History_entries_purchase \| History_entries_note\)\[\];/);
    const use = `import type { Api, History } from './client.js';
declare const api: Api;
export async function f(h: History) {
  const a = await api.getAccount({ params: { id: 1 } });
  const n: string | undefined = a.status === 200 ? a.body.name : a.status === 404 ? a.body.error.message : undefined;
  const e = h.entries[0];
  const cents: number | undefined = e?.kind === 'purchase' ? e.cents : undefined;
  const closed = await api.DELETE('/accounts/{id}', { params: { id: 2 } });
  const none: undefined = closed.status === 204 ? closed.body : undefined;
  return [n, cents, none];
}
`;
    assert.equal(typeErrors({ 'client.d.ts': dts, 'use.ts': use }), []);
  },
);

generated('should name operations without an operationId by method and path, and keep names unique', () => {
  const doc = {
    paths: {
      '/users/{id}/posts': { get: { responses: { 200: { description: 'ok' } } } },
      '/GET': { get: { operationId: 'GET', responses: {} }, put: { operationId: 'GET', responses: {} } },
      '/a-b': { post: { responses: { 201: { description: 'ok' } } } },
    },
  };
  const { js } = generateClient(doc);
  assert.match(js, /getUsersByIdPosts: \["GET", "\/users\/\{id\}\/posts", \[200\]\]/);
  assert.match(js, /GET_2: \["GET", "\/GET", \[\]\]/);
  assert.match(js, /GET_3: \["PUT", "\/GET", \[\]\]/);
  assert.match(js, /postAB: \["POST", "\/a-b", \[201\]\]/);
});

generated('should write an argument type several operations share once, and check calls by path against it', () => {
  const byId = {
    parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
    responses: { 204: { description: 'gone' } },
  };
  const doc = {
    paths: {
      '/a/{id}': { delete: byId },
      '/b/{id}': { delete: byId },
      '/c': {
        post: {
          requestBody: { required: true, content: { 'application/json': { schema: { type: 'string' } } } },
          responses: { 201: { description: 'ok' } },
        },
      },
    },
    // A schema that takes the first shared name: the shared type gets another.
    components: { schemas: { FwArgs1: { type: 'number' } } },
  };
  const { dts } = generateClient(doc);
  assert.is(dts.match(/^export type FwInit1 = \{/gm)?.length, 1, dts);
  assert.is(dts.match(/^export type FwArgs1_ = \[init: FwInit1\];/gm)?.length, 1, dts);
  assert.match(dts, /deleteBById\(init: FwInit1\)/, 'a call by name takes the shared argument type too');
  assert.is(dts.match(/args: FwArgs1_;/g)?.length, 2, 'both DELETE paths take the one shared type');
  assert.match(dts, /"\/c": \{\n\s+args: \[init: \{/, 'a shape used once stays in place');
  assert.match(dts, /export type FwArgs1 = number;/);
  const use = `import type { Api } from './client.js';
declare const api: Api;
export async function f() {
  await api.DELETE('/a/{id}', { params: { id: 1 } });
  await api.deleteBById({ params: { id: 2 } });
  await api.postC({ body: 'x' });
  // @ts-expect-error the shared type still checks the path's parameters
  await api.DELETE('/b/{id}', { params: { id: 'one' } });
}
`;
  assert.equal(typeErrors({ 'client.d.ts': dts, 'use.ts': use }), []);
});

generated(
  "should take a call by path's argument as its path needs: required, optional, or either in one method",
  () => {
    const id = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };
    const limit = { name: 'limit', in: 'query', schema: { type: 'integer' } };
    const ok = { 200: { description: 'ok' } };
    const doc = {
      paths: {
        // GET: a path that needs an argument and one that does not.
        '/items': { get: { operationId: 'list', parameters: [limit], responses: ok } },
        '/items/{id}': {
          get: { operationId: 'read', parameters: [id], responses: ok },
          delete: { operationId: 'remove', parameters: [id], responses: ok },
        },
        // DELETE: every path needs one; PUT: none does.
        '/other/{id}': { delete: { operationId: 'removeOther', parameters: [id], responses: ok } },
        '/flag': { put: { operationId: 'flag', parameters: [limit], responses: ok } },
      },
    };
    const { dts } = generateClient(doc);
    assert.match(dts, /GET<P extends keyof ApiGet>\(path: P, \.\.\.args: NoInfer<ApiGet\[P\]\['args'\]>\)/);
    assert.match(dts, /DELETE<P extends keyof ApiDelete>\(path: P, init: NoInfer<ApiDelete\[P\]\['args'\]\[0\]>\)/);
    assert.match(dts, /PUT<P extends keyof ApiPut>\(path: P, init\?: NoInfer<ApiPut\[P\]\['args'\]\[0\]>\)/);
    const use = `import type { Api } from './client.js';
declare const api: Api;
export async function f() {
  await api.GET('/items');
  await api.GET('/items', { query: { limit: 1 } });
  await api.GET('/items/{id}', { params: { id: 1 } });
  await api.DELETE('/other/{id}', { params: { id: 1 } });
  await api.PUT('/flag');
  await api.PUT('/flag', { query: { limit: 2 } });
  // @ts-expect-error a path that needs its argument, in a method where another does not
  await api.GET('/items/{id}');
  // @ts-expect-error a wrong argument in that method
  await api.GET('/items/{id}', { params: { id: 'one' } });
  // @ts-expect-error a method whose every path needs its argument
  await api.DELETE('/items/{id}');
  // @ts-expect-error a wrong argument there
  await api.DELETE('/items/{id}', { params: { id: 'one' } });
  // @ts-expect-error a wrong argument where it may be left out
  await api.PUT('/flag', { query: { limit: 'two' } });
  // @ts-expect-error a path the method does not have
  await api.PUT('/items');
}
`;
    assert.equal(typeErrors({ 'client.d.ts': dts, 'use.ts': use }), []);
  },
);

/** The module `js` loaded from a temporary file. */
async function load(js: string): Promise<{ operations: Record<string, readonly [string, string, readonly number[]]> }> {
  const dir = mkdtempSync(join(tmpdir(), 'fw-client-js-'));
  try {
    writeFileSync(join(dir, 'client.mjs'), js);
    return (await import(pathToFileURL(join(dir, 'client.mjs')).href)) as Awaited<ReturnType<typeof load>>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const answers200 = { 200: { description: 'ok', content: { 'application/json': { schema: { type: 'string' } } } } };

generated(
  'should keep operations named __proto__, new and then callable, in the table, the client and Api',
  async () => {
    const ids = ['__proto__', 'new', 'then', 'constructor', 'delete', 'a-b'];
    const doc = {
      paths: Object.fromEntries(ids.map((id, i) => [`/p${i}`, { get: { operationId: id, responses: answers200 } }])),
    };
    const { js, dts } = generateClient(doc);
    const { operations: table } = await load(js);
    // `then` would make the client a thenable: awaiting it would call the operation.
    assert.equal(Object.keys(table), ['__proto__', 'new', 'then_2', 'constructor', 'delete', 'a-b']);
    assert.is(Object.getPrototypeOf(table), Object.prototype, 'the table keeps its prototype');
    const { seen, fetch } = recorder(200, '"x"');
    const api = createClient<Record<string, (init?: object) => Promise<{ status: unknown }>>>({
      baseUrl: 'http://x',
      fetch,
      operations: table,
    });
    assert.is((await api['__proto__']!()).status, 200);
    assert.is(seen[0]!.url, 'http://x/p0');
    assert.is(typeof (api as { then?: unknown }).then, 'undefined');
    const use = `import type { Api } from './client.js';
declare const api: Api;
export async function f() {
  const a = await api.new();
  const b = await api['__proto__']();
  const c = await api.then_2();
  const d = await api.constructor();
  const e = await api['a-b']();
  return [a.status, b.status, c.status, d.status, e.status, await api];
}
`;
    assert.equal(typeErrors({ 'client.d.ts': dts, 'use.ts': use }), []);
  },
);

generated('should rename components named like keywords, TypeScript types or the declarations own names', () => {
  const keys = ['string', 'class', 'default', 'unknown', 'ApiGet', 'NoInfer', 'Promise', 'a.b', 'a_b'];
  const schemas = Object.fromEntries(
    keys.map((key, i) => [key, { type: 'object', required: ['n'], properties: { n: { const: i } } }]),
  );
  const ref = (key: string) => ({ $ref: `#/components/schemas/${key}` });
  const doc = {
    paths: {
      '/x': {
        get: {
          operationId: 'x',
          responses: {
            200: {
              description: 'ok',
              content: { 'application/json': { schema: { type: 'array', items: { oneOf: keys.map(ref) } } } },
            },
          },
        },
      },
    },
    components: { schemas },
  };
  const { dts } = generateClient(doc);
  for (const name of ['string_', 'class_', 'default_', 'unknown_', 'ApiGet_', 'NoInfer_', 'Promise_', 'a_b', 'a_b_'])
    assert.match(dts, new RegExp(`^export interface ${name.replace('$', '\\$')} \\{`, 'm'), name);
  const use = `import type { Api, string_, a_b, a_b_ } from './client.js';
declare const api: Api;
export async function f(s: string_, one: a_b, other: a_b_) {
  const n: 0 = s.n;
  const m: 7 = one.n;
  const k: 8 = other.n;
  const r = await api.GET('/x');
  return [n, m, k, r.status === 200 ? r.body[0]?.n : undefined];
}
`;
  assert.equal(typeErrors({ 'client.d.ts': dts, 'use.ts': use }), []);
});

generated(
  'should keep line breaks of the title out of the header comment, and */ of a path out of the JSDoc',
  async () => {
    const doc = {
      info: { title: 'a\rexport const evil = 1;\u2028b\u2029c\nd', version: '1' },
      paths: { '/a*/b': { get: { summary: 'x */ y', responses: {} } } },
    };
    const { js, dts } = generateClient(doc, { source: 'x\ry.json' });
    assert.ok(
      js.startsWith('// Generated by fwc build from x y.json (a export const evil = 1; b c d 1); do not edit.\n'),
    );
    assert.equal(Object.keys(await load(js)), ['operations']);
    assert.equal(typeErrors({ 'client.d.ts': dts }), []);
    assert.match(dts, /such as `\/a\*\\\/b`\. \*\//);
  },
);

generated('should intersect a schema own properties with its allOf, oneOf and anyOf members', () => {
  const ref = (key: string) => ({ $ref: `#/components/schemas/${key}` });
  const doc = {
    paths: { '/x': { get: { operationId: 'x', responses: answers200 } } },
    components: {
      schemas: {
        Base: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
        Ext: { allOf: [ref('Base')], type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
        Tagged: {
          type: 'object',
          required: ['kind'],
          properties: { kind: { type: 'string' } },
          oneOf: [
            { type: 'object', properties: { a: { type: 'string' } } },
            { type: 'object', properties: { b: { type: 'number' } } },
          ],
        },
        Both: { oneOf: [{ type: 'string' }, { type: 'number' }], anyOf: [{ type: 'string' }, { type: 'boolean' }] },
        Plain: { type: 'object', oneOf: [ref('Base'), { type: 'null' }] },
      },
    },
  };
  const { dts } = generateClient(doc);
  assert.match(dts, /export type Ext = Base & \{\n  name: string;\n\};/);
  assert.match(dts, /export type Both = \(string \| number\) & \(string \| boolean\);/);
  assert.match(dts, /export type Plain = Base \| null;/, 'type: object beside the members adds nothing');
  const use = `import type { Ext, Tagged, Both } from './client.js';
export function f(e: Ext, t: Tagged, b: Both): [number, string, string, string] {
  return [e.id, e.name, t.kind, b];
}
`;
  assert.equal(typeErrors({ 'client.d.ts': dts, 'use.ts': use }), []);
});

generated('should not read quotes or braces in a property description as the type text', () => {
  const described = (text: string) => ({ type: 'string', description: text });
  const doc = {
    paths: {},
    components: {
      schemas: {
        List: {
          type: 'array',
          items: {
            oneOf: [{ type: 'object', required: ['a'], properties: { a: described('a 5" screen') } }, { type: 'null' }],
          },
        },
        Either: {
          oneOf: [
            { type: 'object', properties: { a: described('open {') } },
            { type: 'object', properties: { b: described('close }') } },
          ],
        },
        Pair: {
          type: 'array',
          prefixItems: [{ type: 'string' }, { oneOf: [{ type: 'number' }, { type: 'null' }] }],
          minItems: 1,
          items: false,
        },
      },
    },
  };
  const { dts } = generateClient(doc);
  assert.match(dts, /export type Pair = \[string, \(number \| null\)\?\];/);
  const use = `import type { List, Either, Pair } from './client.js';
export const list: List = [null, { a: 'x' }];
export const either: Either = { b: 'y' };
export const pair: Pair = ['a'];
`;
  assert.equal(typeErrors({ 'client.d.ts': dts, 'use.ts': use }), []);
});

generated('should type a component that refers to itself through $refs alone as unknown', () => {
  const ref = (key: string) => ({ $ref: `#/components/schemas/${key}` });
  const doc = {
    paths: {},
    components: {
      schemas: {
        Self: { oneOf: [ref('Self'), { type: 'string' }] },
        Ping: { allOf: [ref('Pong')] },
        Pong: ref('Ping'),
        User: ref('Ping'),
        Tree: { oneOf: [{ type: 'string' }, { type: 'array', items: ref('Tree') }] },
      },
    },
  };
  const { dts } = generateClient(doc);
  assert.match(dts, /export type Self = unknown;/);
  assert.match(dts, /export type Ping = unknown;/);
  assert.match(dts, /export type Pong = unknown;/);
  assert.match(dts, /export type User = Ping;/, 'a reference into a cycle is not part of it');
  assert.match(dts, /export type Tree = string \| Tree\[\];/, 'through an array it is a type');
  assert.equal(typeErrors({ 'client.d.ts': dts }), []);
});

generated('should resolve $refs to parameters, request bodies, responses and path items', () => {
  const doc = {
    paths: {
      '/u/{id}': {
        post: {
          operationId: 'u',
          parameters: [{ $ref: '#/components/parameters/Id' }, { $ref: '#/components/parameters/Tag' }],
          requestBody: { $ref: '#/components/requestBodies/Body' },
          responses: { 200: { $ref: '#/components/responses/Ok' } },
        },
      },
      '/p': { $ref: '#/components/pathItems/P' },
    },
    components: {
      parameters: {
        Id: { name: 'id', in: 'path', required: true, schema: { type: 'integer' } },
        Tag: { $ref: '#/components/parameters/Q' },
        Q: { name: 'q', in: 'query', required: true, schema: { type: 'string' } },
      },
      requestBodies: { Body: { required: true, content: { 'application/json': { schema: { type: 'number' } } } } },
      responses: { Ok: { description: 'ok', content: { 'application/json': { schema: { type: 'boolean' } } } } },
      pathItems: { P: { get: { operationId: 'p', responses: {} } } },
    },
  };
  const { js, dts, operations: count } = generateClient(doc);
  assert.is(count, 2);
  assert.match(js, /p: \["GET", "\/p", \[\]\]/);
  const use = `import type { Api } from './client.js';
declare const api: Api;
export async function f() {
  const r = await api.u({ params: { id: 1 }, query: { q: 'x' }, body: 2 });
  const ok: boolean | undefined = r.status === 200 ? r.body : undefined;
  // @ts-expect-error the parameters and the body are required
  await api.u({});
  return [ok, await api.p()];
}
`;
  assert.equal(typeErrors({ 'client.d.ts': dts, 'use.ts': use }), []);
});

generated('should take a declared header of a type that is not a header value into the headers index signature', () => {
  const header = (name: string, schema: object) => ({ name, in: 'header', schema });
  const doc = {
    paths: {
      '/h': {
        get: {
          operationId: 'h',
          parameters: [
            header('X-Obj', { type: 'object', properties: { a: { type: 'string' } } }),
            header('X-Null', { type: ['string', 'null'] }),
            header('X-List', { type: 'array', items: { type: 'integer' } }),
            header('X-Kind', { enum: ['a', 'b'] }),
          ],
          responses: {},
        },
      },
    },
  };
  const { dts } = generateClient(doc);
  assert.match(dts, /\[name: string\]: FwHeaderValue \| \{\n\s+a\?: string;\n\s+\} \| string \| null;/);
  const use = `import type { Api } from './client.js';
declare const api: Api;
export const r = api.h({ headers: { 'x-obj': { a: 'x' }, 'x-null': null, 'x-list': [1], 'x-kind': 'a', 'x-other': 'y' } });
`;
  assert.equal(typeErrors({ 'client.d.ts': dts, 'use.ts': use }), []);
});

generated('should type objects without other properties, required names without a schema, and encoded refs', () => {
  const doc = {
    paths: {},
    components: {
      schemas: {
        Empty: { type: 'object', additionalProperties: false },
        Loose: { type: 'object', required: ['a', 'b'], properties: { b: { type: 'string' } } },
        Counted: { type: 'object', required: ['n'], additionalProperties: { type: 'integer' } },
        'a b': { type: 'string' },
        Encoded: { $ref: '#/components/schemas/a%20b' },
        Odd: { type: 'object', description: 5, properties: { x: null } },
      },
    },
  };
  const { dts } = generateClient(doc);
  assert.match(dts, /export interface Empty \{ \[key: string\]: never \}/);
  assert.match(dts, /export type Encoded = a_b;/);
  const use = `import type { Empty, Loose, Counted, Encoded } from './client.js';
// @ts-expect-error an object without properties is no string
export const e: Empty = 'x';
export function f(l: Loose, c: Counted, s: Encoded): [unknown, string, number, string] {
  return [l.a, l.b, c.n, s];
}
`;
  assert.equal(typeErrors({ 'client.d.ts': dts, 'use.ts': use }), []);
});

generated.run();
