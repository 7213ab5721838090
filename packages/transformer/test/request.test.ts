/**
 * withRequest end to end: fixtures/transformer/request-app compiled with the transformer and
 * driven with app.request(): coercion, validation with paths such as query.limit, the document's
 * parameters, the body, and the build errors for declarations a request cannot satisfy.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { apidocs, type App } from '@fw/runtime';
import { Compiler, FIXTURES_DIR, PACKAGE_DIR } from './compile.js';

interface ErrorBody {
  readonly error: {
    readonly status: number;
    readonly message: string;
    readonly details?: readonly { path: string; expected: string; found: string }[];
  };
}

const test = suite('withRequest');
const TEMP = path.join(PACKAGE_DIR, 'test', `tmp-request-${process.pid}`);
const compiler = new Compiler();
let app: App;

test.before(async () => {
  const source = fs.readFileSync(path.join(FIXTURES_DIR, 'request-app', 'app.ts'), 'utf8');
  const { diagnostics, files } = compiler.compile({ 'request-app/app.ts': source });
  assert.equal(diagnostics, [], 'the fixture compiles cleanly');
  fs.mkdirSync(TEMP, { recursive: true });
  fs.writeFileSync(path.join(TEMP, 'package.json'), '{ "type": "module" }\n');
  fs.writeFileSync(path.join(TEMP, 'app.js'), files.get('request-app/app.js')!);
  app = ((await import(pathToFileURL(path.join(TEMP, 'app.js')).href)) as { app: App }).app;
});

test.after(() => {
  fs.rmSync(TEMP, { recursive: true, force: true });
});

const TENANT = { 'x-tenant': 'acme' };

/** The failing paths of a 400 answer. */
async function failing(url: string, headers: Record<string, string> = TENANT): Promise<string[]> {
  const res = await app.request(url, { headers });
  assert.is(res.status, 400, `${url}: ${res.body}`);
  return (res.json<ErrorBody>().error.details ?? []).map((d) => d.path);
}

test('should coerce path, query and header strings to the declared types and leave out undeclared keys', async () => {
  const res = await app.request('/users/42?limit=10&tags=a&tags=b&sort=asc&active=true&junk=1', {
    headers: { ...TENANT, 'x-other': 'no' },
  });
  assert.is(res.status, 200, res.body);
  assert.equal(res.json(), {
    params: { id: 42 },
    query: { limit: 10, tags: ['a', 'b'], sort: 'asc', active: true },
    headers: { 'x-tenant': 'acme' },
  });
  const one = await app.request('/users/7?tags=solo', { headers: TENANT });
  assert.equal(
    one.json(),
    { params: { id: 7 }, query: { tags: ['solo'] }, headers: { 'x-tenant': 'acme' } },
    'one key is a one-element array; absent optional keys stay absent',
  );
});

test('should answer 400 naming params.id, query.limit or headers.x-tenant for a bad value', async () => {
  assert.equal(await failing('/users/abc'), ['params.id']);
  assert.equal(await failing('/users/-1'), ['params.id'], 'uint32');
  assert.equal(await failing('/users/1.5'), ['params.id']);
  for (const limit of ['12abc', '', '1e999', '0x10', '101', ' 5'])
    assert.equal(await failing(`/users/1?limit=${encodeURIComponent(limit)}`), ['query.limit'], `limit=${limit}`);
  assert.equal(await failing('/users/1?sort=up'), ['query.sort']);
  assert.equal(await failing('/users/1?active=yes'), ['query.active']);
  assert.equal(await failing('/users/1', {}), ['headers.x-tenant']);
  assert.equal(
    (await failing('/users/x?limit=y', {})).sort(),
    ['headers.x-tenant', 'params.id', 'query.limit'],
    'every problem at once',
  );
  const res = await app.request('/users/abc', { headers: TENANT });
  assert.match(res.json<ErrorBody>().error.message, /the request does not match its declaration: 1 problem/);
});

test('should validate and strip the body as withBody does, with the parameters beside it', async () => {
  const res = await app.request('/orgs/fw/members', {
    method: 'POST',
    body: { name: 'Ada', email: null, role: 'admin' },
  });
  assert.is(res.status, 201, res.body);
  assert.equal(res.json(), { org: 'fw', member: { name: 'Ada' } });
  const bad = await app.request('/orgs/fw/members', { method: 'POST', body: { name: '' } });
  assert.is(bad.status, 400);
});

test('should document each declared parameter with its schema, place, requirement and JSDoc', () => {
  const spec = JSON.parse(apidocs.generateSpec({}, app.routes)) as {
    paths: Record<string, Record<string, { parameters?: unknown[]; requestBody?: unknown }>>;
  };
  assert.equal(spec.paths['/users/{id}']!['get']!.parameters, [
    {
      name: 'id',
      in: 'path',
      required: true,
      description: "The user's id.",
      schema: { type: 'integer', minimum: 0, maximum: 4294967295 },
    },
    {
      name: 'limit',
      in: 'query',
      required: false,
      description: 'Page size.',
      schema: { type: 'integer', minimum: 0, maximum: 100 },
    },
    {
      name: 'tags',
      in: 'query',
      required: false,
      description: 'Only users with every one of these tags.',
      schema: { type: 'array', items: { type: 'string' } },
      style: 'form',
      explode: true,
    },
    { name: 'sort', in: 'query', required: false, schema: { type: 'string', enum: ['asc', 'desc'] } },
    { name: 'active', in: 'query', required: false, schema: { type: 'boolean' } },
    { name: 'x-tenant', in: 'header', required: true, schema: { type: 'string' } },
  ]);
  const create = spec.paths['/orgs/{org}/members']!['post']!;
  assert.equal(create.parameters, [{ name: 'org', in: 'path', required: true, schema: { type: 'string' } }]);
  assert.equal(create.requestBody, {
    required: true,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/NewMember' } } },
  });
});

test('should take scope prefixes into account: the route pattern, not the local one, names the parameters', async () => {
  const res = await app.request('/teams/red/size?at=3');
  assert.equal(res.json(), { params: { team: 'red' }, query: { at: 3 } });
});

/** The FW codes of compiling one route with the transformer. */
function codes(route: string): string[] {
  const source = `import { Router, withRequest } from '@fw/runtime';\nexport const routes = [${route}];\n`;
  return compiler.compile({ 'request-errors/app.ts': source }).diagnostics.map((d) => d.code);
}

test('should report declarations a request cannot satisfy as build errors', () => {
  assert.equal(
    codes(`Router.get('/u/:id', withRequest((ctx, req: { params: { name: string } }) => ctx.json(200, req)))`),
    ['FW2007'],
    'a pattern parameter not declared',
  );
  assert.equal(
    codes(`Router.get('/u', withRequest((ctx, req: { query: { filter: { a: string } } }) => ctx.json(200, req)))`),
    ['FW2006'],
    'an object in the query',
  );
  assert.equal(
    codes(`Router.get('/u/:id', withRequest((ctx, req: { params: { id: string[] } }) => ctx.json(200, req)))`),
    ['FW2006'],
    'an array in the path',
  );
  assert.equal(
    codes(`Router.get('/u', withRequest((ctx, req: { cookies: { a: string } }) => ctx.json(200, req)))`),
    ['TS2345', 'FW2008'],
    'an unknown part (the type checker refuses it too)',
  );
  assert.equal(codes(`Router.get('/u', withRequest((ctx) => ctx.json(200, {})))`), ['FW2005'], 'no request type');
  assert.equal(
    codes(
      `Router.get('/u/:id', withRequest((ctx, req: { params: { id: number }; query: { n?: number | 'all' } }) => ctx.json(200, req)))`,
    ),
    [],
    'a number or a literal is fine',
  );
});

test('should refuse at start-up a params declaration that does not match the full pattern', async () => {
  const { Router, withRequest, FwError } = await import('@fw/runtime');
  const contract = {
    kind: 'fw.request',
    params: {
      fields: [{ name: 'id', kinds: ['string'], array: false, required: true }],
      validate: () => ({ success: true, data: {} }),
      schema: {},
    },
  } as never;
  const handler = withRequest((ctx) => ctx.text(200, 'x'), contract);
  assert.throws(
    () => Router.define({ routes: [Router.get('/a/:id/:extra', handler)] }),
    (e: unknown) => e instanceof FwError && e.code === 'FW_ERR_WITH_REQUEST_CONFIG',
  );
  assert.throws(
    () =>
      Router.define({
        routes: [
          Router.get(
            '/a',
            withRequest((ctx) => ctx.text(200, 'x')),
          ),
        ],
      }),
    (e: unknown) => e instanceof FwError && e.code === 'FW_ERR_MARKER_NOT_TRANSFORMED',
  );
});

test.run();
