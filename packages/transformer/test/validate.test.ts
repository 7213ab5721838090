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
  readonly error: {
    readonly status: number;
    readonly message: string;
    readonly details?: readonly { path: string; expected: string; found: string }[];
  };
}

const VALID = {
  name: 'Ada',
  age: 36,
  email: 'ada@example.com',
  tags: ['math'],
  address: { city: 'London', zip: '12345' },
};

const test = suite('validation end to end');
const TEMP = path.join(PACKAGE_DIR, 'test', `tmp-validate-${process.pid}`);
let app: App;
let strictApp: App;

test.before(async () => {
  const source = fs.readFileSync(path.join(FIXTURES_DIR, 'validate-app', 'app.ts'), 'utf8');
  const { diagnostics, files } = new Compiler().compile({ 'validate-app/app.ts': source });
  assert.equal(diagnostics, [], 'the fixture compiles cleanly');
  fs.mkdirSync(TEMP, { recursive: true });
  fs.writeFileSync(path.join(TEMP, 'package.json'), '{ "type": "module" }\n');
  fs.writeFileSync(path.join(TEMP, 'app.js'), files.get('validate-app/app.js')!);
  const loaded = (await import(pathToFileURL(path.join(TEMP, 'app.js')).href)) as {
    app: App;
    strictApp: App;
  };
  app = loaded.app;
  strictApp = loaded.strictApp;
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
    const res = await post(route, {
      name: 5,
      age: -1,
      email: 'not-mail',
      tags: 'x',
      address: { city: 'Paris', zip: 'abc' },
    });
    assert.is(res.status, 400, res.body);
    assert.match(String(res.headers['content-type']), /^application\/json/);
    const { error } = res.json<ErrorBody>();
    assert.is(error.status, 400);
    assert.type(error.message, 'string');
    assert.ok(error.message.includes('NewUser'), error.message);
    const details = error.details ?? [];
    assert.equal(details.map((d) => d.path).sort(), ['$.address.zip', '$.age', '$.email', '$.name', '$.tags']);
    assert.equal(
      details.find((d) => d.path === '$.name'),
      { path: '$.name', expected: 'string', found: '5' },
    );
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
      assert.equal(
        res.json<ErrorBody>().error.details?.map((d) => [d.path, d.found]),
        [['$', body]],
        body,
      );
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

  test(`should remove properties the type does not declare, at any depth (${how})`, async () => {
    const res = await post(route, { ...VALID, nickname: 'Countess', address: { ...VALID.address, country: 'UK' } });
    assert.is(res.status, 201, res.body);
    assert.equal(res.json(), VALID);
  });

  test(`should take null for an optional property as absent, as the document's oneOf [T, null] allows (${how})`, async () => {
    const res = await post(route, { ...VALID, email: null });
    assert.is(res.status, 201, res.body);
    const { email: _email, ...rest } = VALID;
    assert.equal(res.json(), rest);
    assert.not.ok('email' in res.json<Record<string, unknown>>(), 'the handler sees the property absent');
    const required = await post(route, { ...VALID, name: null });
    assert.is(required.status, 400, 'a required property is not nullable');
  });
}

const ORDER = {
  items: [
    { sku: 'a-1', qty: 2, note: 'gift' },
    { sku: 'b-2', qty: 1 },
  ],
  pets: [
    { kind: 'cat', name: 'Tom', indoor: true },
    { kind: 'dog', name: 'Rex', breed: null },
  ],
  labels: { front: { text: 'hi', color: 'red' } },
};

test('should remove undeclared properties inside arrays, union members and records, and nulls of optional properties there', async () => {
  const res = await post('/order', {
    extra: 1,
    items: [
      { sku: 'a-1', qty: 2, note: 'gift', price: 10 },
      { sku: 'b-2', qty: 1, note: null },
    ],
    pets: [
      { kind: 'cat', name: 'Tom', indoor: true, claws: 'sharp' },
      { kind: 'dog', name: 'Rex', breed: null, owner: { evil: true } },
    ],
    labels: { front: { text: 'hi', color: 'red', font: 'serif' }, back: { text: 'x', color: null } },
  });
  assert.is(res.status, 201, res.body);
  assert.equal(
    res.json(),
    { ...ORDER, labels: { ...ORDER.labels, back: { text: 'x' } } },
    'breed: null is kept (the type allows it), note: null and color: null are dropped',
  );
  const wrong = await post('/order', { ...ORDER, pets: [{ kind: 'cat', name: 'Tom', indoor: 'yes' }] });
  assert.is(wrong.status, 400, wrong.body);
});

test("should refuse undeclared properties with 400 naming each path under unknownKeys: 'reject' (route, parseBody and app-wide)", async () => {
  const body = { ...VALID, role: 'admin', address: { ...VALID.address, country: 'UK' } };
  for (const [target, route] of [
    [app, '/strict'],
    [app, '/strict-parse'],
    [strictApp, '/users'],
  ] as const) {
    const res = await target.request(route, { method: 'POST', body });
    assert.is(res.status, 400, `${route}: ${res.body}`);
    const details = res.json<ErrorBody>().error.details ?? [];
    assert.equal(details.map((d) => d.path).sort(), ['$.address.country', '$.role'], route);
    assert.ok(
      details.every((d) => d.expected.includes('not declared')),
      res.body,
    );
    const fine = await target.request(route, { method: 'POST', body: { ...VALID, email: null } });
    assert.is(fine.status, 201, `${route} still takes null for an optional property: ${fine.body}`);
  }
  const lenient = await strictApp.request('/lenient', { method: 'POST', body });
  assert.is(lenient.status, 201, lenient.body);
  assert.equal(lenient.json(), VALID, 'a route may strip where the app rejects');
});

test('should revive RFC 3339 date-time strings as Dates where the type has a Date, and refuse other strings there', async () => {
  const res = await post('/meeting', { at: '2026-11-25T10:00:00+01:00', reminders: ['2026-11-25 08:00:00z'] });
  assert.is(res.status, 201, res.body);
  assert.equal(res.json(), { isDate: true, at: Date.UTC(2026, 10, 25, 9), reminders: [Date.UTC(2026, 10, 25, 8)] });
  for (const at of ['2026-11-25', '2026-11-25T10:00:00', '2026-02-30T10:00:00Z', 'tomorrow', 1764064800000]) {
    const bad = await post('/meeting', { at });
    assert.is(bad.status, 400, `${JSON.stringify(at)}: ${bad.body}`);
  }
  const { apidocs } = await import('@fw/runtime');
  const spec = JSON.parse(
    apidocs.generateSpec(
      {},
      [...app.routes].filter((r) => r.pattern === '/meeting').map((r) => r.doc({})),
    ),
  ) as { components: { schemas: Record<string, { properties: Record<string, unknown> }> } };
  const schema = Object.values(spec.components.schemas)[0]!;
  assert.equal(schema.properties['at'], { type: 'string', format: 'date-time' });
});

test('should refuse a bad unknownKeys option at definition', async () => {
  const { Router, withBody } = await import('@fw/runtime');
  const define = Router.define as (config: unknown) => unknown;
  assert.throws(() => define({ unknownKeys: 'drop', routes: [] }), /unknownKeys must be 'strip' or 'reject'/);
  assert.throws(() => withBody(() => undefined, { unknownKeys: 'drop' } as never), /unknownKeys/);
});

test('should document the type withBody<NewUser> declares as the requestBody', async () => {
  const { apidocs } = await import('@fw/runtime');
  const spec = JSON.parse(apidocs.generateSpec({}, app.routes)) as {
    paths: Record<string, Record<string, { requestBody?: unknown }>>;
    components: { schemas: Record<string, { required?: string[] }> };
  };
  assert.equal(spec.paths['/declared']!['post']!.requestBody, {
    required: true,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/NewUser' } } },
  });
  assert.equal(spec.components.schemas['NewUser']!.required?.slice().sort(), ['address', 'age', 'name', 'tags']);
});

test('should validate parseBody<NewUser>({ limit }) and keep its limit', async () => {
  let res = await post('/limited', VALID);
  assert.is(res.status, 201, res.body);
  assert.equal(res.json(), VALID);
  res = await post('/limited', { ...VALID, name: 5 });
  assert.is(res.status, 400, res.body);
  assert.equal(
    (res.json<ErrorBody>().error.details ?? []).map((d) => d.path),
    ['$.name'],
  );
  res = await post('/limited', { ...VALID, name: 'A'.repeat(300) });
  assert.is(res.status, 413, res.body);
});

test.run();
