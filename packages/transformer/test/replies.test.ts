/**
 * Typed replies: fixtures/transformer/replies-app compiled with the transformer. A handler's
 * answers are the union of the `reply(...)` values it returns; the app writes each one (through
 * the generated writer of its body type, fw's error body, or no body) and the document lists
 * exactly those statuses. A wrong shape, an undeclared status or a missing field is a type error
 * at the return; `.doc()` answers that disagree with the replies are FW2013.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { App } from '@fw/runtime';
import { transformFile } from '@fw/transformer/service';
import { Compiler, FIXTURES_DIR, PACKAGE_DIR, linkedTempDir, positionOf } from './compile.js';

const test = suite('typed replies');
const TEMP = path.join(PACKAGE_DIR, 'test', `tmp-replies-${process.pid}`);
const compiler = new Compiler();
let fixture: { App: App; production: App; spec: string };
let doc: {
  paths: Record<string, Record<string, { responses: Record<string, Record<string, unknown>> }>>;
};

const json = { 'content-type': 'application/json' };
const ref = (name: string) => ({ 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } });

test.before(async () => {
  const source = fs.readFileSync(path.join(FIXTURES_DIR, 'replies-app', 'app.ts'), 'utf8');
  const { diagnostics, files } = compiler.compile({ 'replies-app/app.ts': source });
  assert.equal(diagnostics, [], 'the fixture compiles cleanly');
  fs.mkdirSync(TEMP, { recursive: true });
  fs.writeFileSync(path.join(TEMP, 'package.json'), '{ "type": "module" }\n');
  fs.writeFileSync(path.join(TEMP, 'app.js'), files.get('replies-app/app.js')!);
  fixture = (await import(pathToFileURL(path.join(TEMP, 'app.js')).href)) as typeof fixture;
  doc = JSON.parse(fixture.spec) as typeof doc;
});

test.after(() => {
  fs.rmSync(TEMP, { recursive: true, force: true });
});

test('should write each returned reply: a typed body through its writer, an error body, headers, no body', async () => {
  for (const app of [fixture.App, fixture.production]) {
    const list = await app.request('/users');
    assert.is(list.status, 200);
    assert.not.match(list.body, /argon2/, 'the writer of User[] leaves the password hash out');
    assert.equal(list.json<{ name: string }[]>()[0], { id: 1, name: 'Ada' });
    const one = await app.request('/users/1');
    assert.equal([one.status, one.json()], [200, { id: 1, name: 'Ada' }]);
    const missing = await app.request('/users/99');
    assert.equal([missing.status, missing.json()], [404, { error: { status: 404, message: 'no such user' } }]);
    assert.match(String(missing.headers['content-type']), /^application\/json/);
    const created = await app.request('/users', { method: 'POST', headers: json, body: '{"name":"Bob"}' });
    assert.is(created.status, 201);
    assert.match(String(created.headers['location']), /^\/users\/\d+$/);
    assert.equal(created.json(), { id: Number(String(created.headers['location']).slice(7)), name: 'Bob' });
    const taken = await app.request('/users', { method: 'POST', headers: json, body: '{"name":"taken"}' });
    assert.equal([taken.status, taken.json()], [409, { error: { status: 409, message: 'name taken' } }]);
    const id = String(created.headers['location']).slice(7);
    const removed = await app.request(`/users/${id}`, { method: 'DELETE' });
    assert.equal([removed.status, removed.body], [204, '']);
    const again = await app.request(`/users/${id}`, { method: 'DELETE' });
    assert.equal([again.status, again.json()], [404, { error: { status: 404, message: 'Not Found' } }]);
    const queued = await app.request('/mixed');
    assert.equal([queued.status, queued.json()], [202, { queued: 1 }]);
    const legacy = await app.request('/mixed?old=1');
    assert.equal([legacy.status, legacy.json()], [200, { legacy: true }]);
  }
});

test('should document each status the handler can reply, with its body, error body or none, and headers', () => {
  const users = doc.paths['/users']!;
  assert.equal(users['get']!.responses['200']!['content'], ref('User_Array'));
  assert.is(users['get']!.responses['200']!['description'], 'OK');
  const post = users['post']!.responses;
  assert.equal(Object.keys(post), ['201', '400', '409', '413', '415']);
  assert.equal(post['201']!['content'], ref('User'));
  assert.is(post['201']!['description'], 'Created');
  assert.equal(post['201']!['headers'], { location: { required: true, schema: { type: 'string' } } });
  assert.is(post['409']!['description'], 'The name is taken', '.doc() describes a reply');
  assert.equal(post['409']!['content'], ref('FwErrorBody'));
  const one = doc.paths['/users/{id}']!;
  assert.equal(Object.keys(one['get']!.responses), ['200', '400', '404']);
  assert.equal(one['get']!.responses['404']!['content'], ref('FwErrorBody'));
  assert.equal(Object.keys(one['delete']!.responses), ['204', '404']);
  assert.not.ok('content' in one['delete']!.responses['204']!, '204 has no body');
  const mixed = doc.paths['/mixed']!['get']!.responses;
  assert.equal(Object.keys(mixed), ['200', '202']);
});

test('should leave out a route without .doc(), replies or a typed request, and one with .doc(false)', () => {
  assert.equal(Object.keys(doc.paths).sort(), ['/mixed', '/users', '/users/{id}']);
});

/** Diagnostics of a small app, as `code line:column` plus the message. */
function diagnosticsOf(body: string): { code: string; at: string; message: string }[] {
  const source = `import { apidocs, reply, Router, withBody, type Reply } from '@fw/runtime';
interface User { id: number; name: string }
declare const users: Map<number, User>;
${body}
export const App = Router.define({ routes });
`;
  const { diagnostics } = compiler.compile({ 'replies-check/app.ts': source });
  return diagnostics.map((d) => ({ code: d.code, at: `${d.line}:${d.column}`, message: d.message }));
}

/** `line:column` of `needle` in the app `diagnosticsOf` builds around `body`. */
function at(body: string, needle: string): string {
  const { line, column } = positionOf(body, needle);
  return `${line + 3}:${column}`;
}

test('should make a wrong shape, an undeclared status and a missing field type errors at the return', () => {
  const cases = [
    ["return reply(200, { id: 'one', name: 'Ada' });", 'wrong shape'],
    ['return reply(201, users.get(1)!);', 'undeclared status'],
    ['return reply(200, { id: 1 });', 'missing field'],
    ["return reply(500, 'oops');", 'undeclared error status'],
  ] as const;
  for (const [line, what] of cases) {
    const body = `function show(): Reply<200, User> | Reply<404> {
  if (users.size === 0) return reply(404, 'none');
  ${line}
}
const routes = [Router.get('/user', () => show())] as const;`;
    const found = diagnosticsOf(body);
    assert.ok(found.length > 0, `${what}: no error`);
    assert.is(found[0]!.code, 'TS2322', `${what}: ${JSON.stringify(found)}`);
    assert.is(found[0]!.at, at(body, line), `${what}: reported at the return`);
  }
  const good = diagnosticsOf(`function show(): Reply<200, User> | Reply<404> {
  if (users.size === 0) return reply(404, 'none');
  return reply(200, users.get(1)!);
}
const routes = [Router.get('/user', async () => show())] as const;`);
  assert.equal(good, []);
});

test('should report .doc() answers that disagree with the replies (FW2013) and a status that is not a literal (FW2014)', () => {
  const wrongBody = `interface Other { other: string }
const routes = [Router.get('/user', () => reply(200, users.get(1)!)).doc({ responseBody: apidocs.type<Other>() })] as const;`;
  const first = diagnosticsOf(wrongBody);
  assert.is(first.length, 1, JSON.stringify(first));
  assert.is(first[0]!.code, 'FW2013');
  assert.is(first[0]!.at, at(wrongBody, 'responseBody'));
  assert.match(first[0]!.message, 'GET "/user": .doc() documents 200 as Other, but the handler replies User');
  const neverSent = `const routes = [Router.get('/user', () => reply(201, users.get(1)!)).doc({ responses: { 200: 'OK' } })] as const;`;
  const second = diagnosticsOf(neverSent);
  assert.equal(
    second.map((d) => d.code),
    ['FW2013'],
  );
  assert.match(second[0]!.message, '.doc() documents 200, which the handler never replies');
  const noBody = `const routes = [Router.post('/user', () => reply(201, users.get(1)!)).doc({ responses: { 201: 'Created' } })] as const;`;
  assert.match(diagnosticsOf(noBody)[0]!.message, '.doc() documents 201 without a body, but the handler replies User');
  const agree = `const routes = [Router.get('/user', () => (users.size > 0 ? reply(200, users.get(1)!) : reply(404, 'none'))).doc({ summary: 'One', responseBody: apidocs.type<User>(), responses: { 404: 'No such user' } })] as const;`;
  assert.equal(diagnosticsOf(agree), []);
  const loose = `declare const status: number;
const routes = [Router.get('/user', () => reply(status, users.get(1)!))] as const;`;
  const third = diagnosticsOf(loose);
  assert.equal(
    third.map((d) => d.code),
    ['FW2014'],
  );
  assert.match(third[0]!.message, "a reply's status is number, not a number literal");
});

test('should report a return outside the declared replies in the runners, which do not type-check (FW2015)', () => {
  const dir = linkedTempDir('fw-replies-', ['@fw/runtime', 'typia', '@types/node']);
  try {
    fs.writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }');
    fs.writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { strict: true, module: 'nodenext', target: 'es2022', types: ['node'], skipLibCheck: true },
      }),
    );
    const source = `import { reply, Router, type Reply } from '@fw/runtime';
interface User { id: number; name: string }
declare const users: Map<number, User>;
export async function show(id: number): Promise<Reply<200, User> | Reply<404>> {
  const user = users.get(id);
  if (user === undefined) return reply(404, 'none');
  if (id === 0) return reply(201, user);
  return reply(200, { id: 'x', name: user.name });
}
const unrelated: number = 'a type error the runners leave to tsc';
export const routes = [Router.get('/ok', (): Reply<200, User> => reply(200, users.get(1)!))];
`;
    const file = path.join(dir, 'app.ts');
    fs.writeFileSync(file, source);
    const { diagnostics } = transformFile(file, source, { cwd: dir });
    assert.equal(
      diagnostics.map((d) => [d.code, d.line]),
      // Line 10's type error is not a reply: the runners leave it to tsc.
      [
        ['FW2015', 7],
        ['FW2015', 8],
      ],
      diagnostics.map((d) => d.text).join('\n'),
    );
    assert.match(
      diagnostics[0]!.text,
      "this returns Reply<201, User, never>, which is not one of the function's declared answers",
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
