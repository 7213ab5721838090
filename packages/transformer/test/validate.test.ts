/**
 * Request validation end to end: fixtures/transformer/validate-app compiled with the transformer,
 * its JavaScript written to a temporary directory inside this package (so `@fw/runtime` and
 * `typia` resolve from its node_modules), imported, and driven with `app.request()`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { App, InjectInit, InjectResponse } from '@fw/runtime';
import { Compiler, FIXTURES_DIR, PACKAGE_DIR } from './compile.js';

interface ErrorBody {
  readonly error: { readonly status: number; readonly message: string; readonly details?: readonly { path: string; expected: string; found: string }[] };
}

const VALID = { name: 'Ada', age: 36, email: 'ada@example.com', tags: ['math'], address: { city: 'London', zip: '12345' } };

const test = suite('validation end to end');
const TEMP = path.join(PACKAGE_DIR, 'test', `tmp-validate-${process.pid}`);
let app: App<any>;

test.before(async () => {
  const source = fs.readFileSync(path.join(FIXTURES_DIR, 'validate-app', 'app.ts'), 'utf8');
  const { diagnostics, files } = new Compiler().compile({ 'validate-app/app.ts': source });
  assert.equal(diagnostics, [], 'the fixture compiles cleanly');
  fs.mkdirSync(TEMP, { recursive: true });
  fs.writeFileSync(path.join(TEMP, 'package.json'), '{ "type": "module" }\n');
  fs.writeFileSync(path.join(TEMP, 'app.js'), files.get('validate-app/app.js')!);
  const loaded = (await import(pathToFileURL(path.join(TEMP, 'app.js')).href)) as { app: App<any> };
  app = loaded.app;
});

test.after(() => {
  fs.rmSync(TEMP, { recursive: true, force: true });
});

function post(route: string, body: InjectInit['body'], headers?: Record<string, string>): Promise<InjectResponse> {
  return app.request(route, { method: 'POST', body, ...(headers === undefined ? {} : { headers }) });
}

const HOW: Record<string, string> = {
  '/typed': 'parseBody<NewUser>()',
  '/documented': 'a documented requestBody and plain parseBody()',
  '/declared': 'withBody<NewUser>(handler)',
  '/inferred': 'withBody((ctx, user: NewUser) => ...)',
};

for (const [route, how] of Object.entries(HOW)) {

  test(`should run the handler for a valid body (${how})`, async () => {
    const res = await post(route, VALID);
    assert.is(res.status, 201, res.body);
    assert.equal(res.json(), VALID);
  });

  test(`should answer 400 listing every failing path (${how})`, async () => {
    const res = await post(route, { name: 5, age: -1, email: 'not-mail', tags: 'x', address: { city: 'Paris', zip: 'abc' } });
    assert.is(res.status, 400, res.body);
    assert.match(String(res.headers['content-type']), /^application\/json/);
    const { error } = res.json<ErrorBody>();
    assert.is(error.status, 400);
    assert.type(error.message, 'string');
    assert.ok(error.message.includes('NewUser'), error.message);
    const details = error.details ?? [];
    assert.equal(details.map((d) => d.path).sort(), ['$.address.zip', '$.age', '$.email', '$.name', '$.tags']);
    assert.equal(details.find((d) => d.path === '$.name'), { path: '$.name', expected: 'string', found: '5' });
    assert.is(details.find((d) => d.path === '$.age')!.found, '-1');
    assert.is(details.find((d) => d.path === '$.email')!.found, '"not-mail"');
    assert.is(details.find((d) => d.path === '$.address.zip')!.found, '"abc"');
    for (const d of details) assert.ok(d.expected.length > 0, `${d.path} says what was expected`);
  });

  test(`should report missing required properties (${how})`, async () => {
    const res = await post(route, {});
    assert.is(res.status, 400, res.body);
    const details = res.json<ErrorBody>().error.details ?? [];
    assert.equal(details.map((d) => d.path).sort(), ['$.address', '$.age', '$.name', '$.tags']);
    for (const d of details) assert.is(d.found, 'nothing (missing)', d.path);
  });

  test(`should answer 400 for a JSON value that is not an object (${how})`, async () => {
    for (const body of ['"Ada"', 'null', '42']) {
      const res = await post(route, body, { 'content-type': 'application/json' });
      assert.is(res.status, 400, res.body);
      assert.equal(res.json<ErrorBody>().error.details?.map((d) => [d.path, d.found]), [['$', body]], body);
    }
  });

  test(`should answer 415 for a body that is not JSON (${how})`, async () => {
    const res = await post(route, JSON.stringify(VALID), { 'content-type': 'text/plain' });
    assert.is(res.status, 415, res.body);
    assert.is(res.json<ErrorBody>().error.status, 415);
  });

  test(`should refuse __proto__ keys without polluting prototypes (${how})`, async () => {
    const res = await post(route, '{"__proto__":{"x":1},"name":"Ada"}', { 'content-type': 'application/json' });
    assert.is(res.status, 400, res.body);
    assert.ok(res.json<ErrorBody>().error.message.includes('__proto__'), res.body);
    assert.is(({} as Record<string, unknown>)['x'], undefined);
    assert.is((Object.prototype as Record<string, unknown>)['x'], undefined);
  });

  test(`should allow extra properties (${how})`, async () => {
    const res = await post(route, { ...VALID, nickname: 'Countess', address: { ...VALID.address, country: 'UK' } });
    assert.is(res.status, 201, res.body);
    assert.equal(res.json(), { ...VALID, nickname: 'Countess', address: { ...VALID.address, country: 'UK' } });
  });
}

test('should document the type withBody<NewUser> declares as the requestBody', async () => {
  const { apidocs } = await import('@fw/runtime');
  const spec = JSON.parse(apidocs.generateSpec({}, app.routes)) as { paths: Record<string, Record<string, { requestBody?: unknown }>>; components: { schemas: Record<string, { required?: string[] }> } };
  assert.equal(spec.paths['/declared']!['post']!.requestBody, { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/NewUser' } } } });
  assert.equal(spec.components.schemas['NewUser']!.required?.slice().sort(), ['address', 'age', 'name', 'tags']);
});

test('should validate parseBody<NewUser>({ limit }) and keep its limit', async () => {
  let res = await post('/limited', VALID);
  assert.is(res.status, 201, res.body);
  assert.equal(res.json(), VALID);
  res = await post('/limited', { ...VALID, name: 5 });
  assert.is(res.status, 400, res.body);
  assert.equal((res.json<ErrorBody>().error.details ?? []).map((d) => d.path), ['$.name']);
  res = await post('/limited', { ...VALID, name: 'A'.repeat(300) });
  assert.is(res.status, 413, res.body);
});

test.run();
