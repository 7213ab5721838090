/**
 * Answers match the document at run time: fixtures/transformer/response-app compiled with the
 * transformer. A documented JSON answer is written by the type's generated JSON writer, so
 * undeclared properties (a password hash, nested sessions) never leave the server; in
 * development a value of the wrong shape answers 500 naming route, status and path; an
 * undocumented status is reported once per route and status.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FwError, type App } from '@fw/runtime';
import { Compiler, FIXTURES_DIR, PACKAGE_DIR } from './compile.js';

const test = suite('documented answers');
const TEMP = path.join(PACKAGE_DIR, 'test', `tmp-response-${process.pid}`);
let fixture: {
  app: App;
  production: App;
  db: { passwordHash: string; sessions: unknown[] }[];
  errors: unknown[];
};

test.before(async () => {
  const source = fs.readFileSync(path.join(FIXTURES_DIR, 'response-app', 'app.ts'), 'utf8');
  const { diagnostics, files } = new Compiler().compile({ 'response-app/app.ts': source });
  assert.equal(diagnostics, [], 'the fixture compiles cleanly');
  fs.mkdirSync(TEMP, { recursive: true });
  fs.writeFileSync(path.join(TEMP, 'package.json'), '{ "type": "module" }\n');
  fs.writeFileSync(path.join(TEMP, 'app.js'), files.get('response-app/app.js')!);
  fixture = (await import(pathToFileURL(path.join(TEMP, 'app.js')).href)) as typeof fixture;
});

test.after(() => {
  fs.rmSync(TEMP, { recursive: true, force: true });
});

test('should write only the properties the documented type declares, at any depth, without changing the stored value', async () => {
  for (const app of [fixture.app, fixture.production]) {
    const one = await app.request('/users/1');
    assert.is(one.status, 200);
    assert.equal(one.json(), { id: 1, name: 'Ada', joined: '2020-01-01T00:00:00.000Z' });
    assert.not.match(one.body, /argon|t1|10\.0\.0\.1/);
    const team = await app.request('/team');
    assert.equal(team.json(), {
      lead: { id: 1, name: 'Ada', joined: '2020-01-01T00:00:00.000Z' },
      members: [
        { id: 1, name: 'Ada', joined: '2020-01-01T00:00:00.000Z' },
        { id: 2, name: 'Alan' },
      ],
    });
    const created = await app.request('/users', { method: 'POST' });
    assert.is(created.status, 201);
    assert.equal(created.json(), { id: 2, name: 'Alan' });
  }
  assert.is(fixture.db[0]!.passwordHash, '$argon2id$secret', 'the record keeps its hash');
  assert.is(fixture.db[0]!.sessions.length, 1);
  const plain = await fixture.app.request('/plain');
  assert.match(plain.body, /passwordHash/, 'a route that documents no answer is written as it is');
});

test('should answer 500 naming route, status and path for a value of the wrong shape in development', async () => {
  fixture.errors.length = 0;
  const res = await fixture.app.request('/bad');
  assert.is(res.status, 500);
  const error = fixture.errors[0] as FwError;
  assert.ok(error instanceof FwError && error.code === 'FW_ERR_RESPONSE_CONTRACT', String(error));
  assert.match(
    error.message,
    /the 200 answer of GET \/bad does not match its documented type User: \$\.id should be number/,
  );
});

test('should report an undocumented status once per route, and not a documented one without a body', async () => {
  const warnings: Error[] = [];
  const listen = (warning: Error): void => {
    if ((warning as { code?: string }).code === 'FW_WARN_UNDOCUMENTED_STATUS') warnings.push(warning);
  };
  process.on('warning', listen);
  try {
    for (let i = 0; i < 3; i++) assert.is((await fixture.app.request('/teapot')).status, 418);
    assert.is((await fixture.app.request('/conflict')).status, 409);
    await new Promise((r) => setImmediate(r));
  } finally {
    process.off('warning', listen);
  }
  assert.is(warnings.length, 1);
  assert.match(warnings[0]!.message, /GET \/teapot answered 418, which its documentation does not list/);
});

test.run();
