/** The demo app's behaviour, in-process with app.request() and once over real HTTP. */
import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { request } from 'undici';
import { Server } from '@fw/runtime';
import { createApp, links, spec } from '../dist/app.js';

/** Request logs are tested in stack.test.ts; here they are dropped. */
const quiet = (): void => {};

const demo = suite('demo app');

demo('should list users with the seeded records and a request id', async () => {
  const res = await createApp({ logs: quiet }).request('/users');
  assert.is(res.status, 200);
  assert.is(res.headers['content-type'], 'application/json; charset=utf-8');
  assert.match(String(res.headers['x-request-id']), /^fw-[0-9a-f]+-[0-9a-f]+$/);
  const users = res.json<{ id: number; name: string }[]>();
  assert.equal(
    users.map((u) => u.name),
    ['Ada Lovelace', 'Alan Turing'],
  );
});

demo('should run the whole resource: create, show, update, delete', async () => {
  const app = createApp({ logs: quiet });
  const created = await app.request('/users', {
    method: 'POST',
    body: { name: 'Grace Hopper', email: 'grace@example.com' },
  });
  assert.is(created.status, 201);
  assert.is(created.headers['location'], '/users/3');
  assert.equal(created.json(), { id: 3, name: 'Grace Hopper', email: 'grace@example.com' });
  assert.equal((await app.request('/users/3')).json(), { id: 3, name: 'Grace Hopper', email: 'grace@example.com' });
  const updated = await app.request('/users/3', { method: 'PUT', body: { name: 'Rear Admiral Hopper' } });
  assert.equal(updated.json(), { id: 3, name: 'Rear Admiral Hopper' });
  const removed = await app.request('/users/3', { method: 'DELETE' });
  assert.is(removed.status, 204);
  assert.is(removed.body, '');
  const gone = await app.request('/users/3');
  assert.is(gone.status, 404);
  assert.equal(gone.json(), { error: { status: 404, message: 'no such user' } });
});

demo('should store only the fields NewUser declares: no mass assignment, no deep or large extras', async () => {
  const app = createApp({ logs: quiet });
  // 100,000 nested arrays: JSON.stringify of a stored copy would overflow the stack on every list.
  const deep = '['.repeat(100_000) + '0' + ']'.repeat(100_000);
  const body = `{"name":"Mallory","id":1,"role":"admin","deep":${deep},"blob":"${'x'.repeat(1000)}","email":null}`;
  const created = await app.request('/users', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
  });
  assert.is(created.status, 201, created.body);
  assert.equal(
    created.json(),
    { id: 3, name: 'Mallory' },
    'id, role and the extras are dropped; email: null is absent',
  );
  assert.equal(
    (await app.request('/users/1')).json(),
    { id: 1, name: 'Ada Lovelace', email: 'ada@example.com' },
    'user 1 is untouched',
  );
  const list = await app.request('/users');
  assert.is(list.status, 200, 'the list still answers');
  assert.equal(
    list.json<{ name: string }[]>().map((u) => u.name),
    ['Ada Lovelace', 'Alan Turing', 'Mallory'],
  );
  const replaced = await app.request('/users/2', { method: 'PUT', body: { name: 'Alan', id: 99, role: 'admin' } });
  assert.equal(replaced.json(), { id: 2, name: 'Alan' });
});

demo('should answer new and edit pages, with new taking precedence over :id', async () => {
  const app = createApp({ logs: quiet });
  const page = await app.request('/users/new');
  assert.is(page.status, 200);
  assert.is(page.headers['content-type'], 'text/html; charset=utf-8');
  assert.match(page.body, /<form method="post" action="\/users">/);
  const edit = await app.request('/users/1/edit');
  assert.match(edit.body, /value="Ada Lovelace"/);
});

demo('should reject bad input with clear 4xx answers, listing every failing field', async () => {
  const app = createApp({ logs: quiet });
  const badId = await app.request('/users/abc');
  assert.is(badId.status, 400);
  const idError = badId.json<{ error: { message: string; details: { path: string }[] } }>().error;
  assert.match(idError.message, /does not match its declaration/);
  assert.equal(
    idError.details.map((d) => d.path),
    ['params.id'],
  );
  assert.equal(
    (await app.request('/users/0')).json<{ error: { details: { path: string }[] } }>().error.details.map((d) => d.path),
    ['params.id'],
    'ids start at 1',
  );
  assert.equal(
    (await app.request('/users?limit=lots'))
      .json<{ error: { details: { path: string }[] } }>()
      .error.details.map((d) => d.path),
    ['query.limit'],
  );
  assert.equal((await app.request('/users?limit=1')).json<unknown[]>().length, 1, 'the typed limit is applied');
  const invalid = await app.request('/users', {
    method: 'POST',
    body: { name: '', email: 'not-an-address', extra: true },
  });
  assert.is(invalid.status, 400);
  const error = invalid.json<{
    error: { status: number; message: string; details: { path: string; expected: string; found: string }[] };
  }>().error;
  assert.is(error.status, 400);
  assert.match(error.message, /NewUser/);
  assert.equal(
    error.details.map((d) => d.path),
    ['$.name', '$.email'],
  );
  assert.match(error.details[0]!.expected, /MinLength<1>/);
  assert.is(error.details[0]!.found, '""');
  assert.match(error.details[1]!.expected, /Format<"email">/);
  const wrongType = await app.request('/users', { method: 'POST', body: { name: 42 } });
  assert.equal(wrongType.json<{ error: { details: unknown[] } }>().error.details, [
    { path: '$.name', expected: '(string & MinLength<1> & MaxLength<100>)', found: '42' },
  ]);
  const notJson = await app.request('/users', {
    method: 'POST',
    body: 'name=x',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  assert.is(notJson.status, 415);
  const brokenJson = await app.request('/users', {
    method: 'POST',
    body: '{"name":',
    headers: { 'content-type': 'application/json' },
  });
  assert.is(brokenJson.status, 400);
  const polluted = await app.request('/users', {
    method: 'POST',
    body: '{"name":"x","__proto__":{"admin":true}}',
    headers: { 'content-type': 'application/json' },
  });
  assert.is(polluted.status, 400);
  assert.is(({} as Record<string, unknown>)['admin'], undefined);
  const wrongMethod = await app.request('/users', { method: 'PATCH' });
  assert.is(wrongMethod.status, 405);
  assert.is(wrongMethod.headers['allow'], 'GET, HEAD, POST');
  assert.is((await app.request('/users')).json<unknown[]>().length, 2, 'nothing invalid was stored');
});

demo('should serve the controller routes, nested scopes and their middleware', async () => {
  const app = createApp({ logs: quiet });
  assert.equal((await app.request('/posts/2')).json(), { id: 2, userId: 2, title: 'On Computable Numbers' });
  assert.equal(app.routes.find((r) => r.pattern === '/posts/:id')?.tags, ['Posts']);
  const status = await app.request('/api/v1/status');
  assert.is(status.headers['x-api-version'], '1');
  assert.equal(status.json(), { status: 'ok', users: 2, posts: 2 });
  const denied = await app.request('/api/v1/admin/stats');
  assert.is(denied.status, 401);
  assert.is(denied.headers['www-authenticate'], 'Bearer realm="demo"');
  const allowed = await app.request('/api/v1/admin/stats', { headers: { authorization: 'Bearer demo-admin' } });
  assert.equal(allowed.json(), { role: 'admin', users: 2 });
});

demo('should build links from route names and serve wildcards and custom methods', async () => {
  const app = createApp({ logs: quiet });
  assert.equal(links(app), {
    users: '/users',
    userPost: '/users/1/posts/1',
    posts: '/posts',
    post: '/posts/1',
    status: '/api/v1/status',
    adminStats: '/api/v1/admin/stats',
    file: '/files/docs/read%20me.txt',
  });
  const file = await app.request(links(app)['file']!);
  assert.is(file.body, 'you asked for docs/read me.txt');
  const purge = await app.request('/cache', { method: 'PURGE' });
  assert.is(purge.status, 202);
  assert.equal(purge.json(), { purged: true });
  const nested = await app.request('/users/2/posts/1');
  assert.is(nested.status, 404);
  assert.is((await app.request('/users/2/posts/2')).json<{ title: string }>().title, 'On Computable Numbers');
});

demo('should serve its OpenAPI document and docs page, generated from the types', async () => {
  const app = createApp({ logs: quiet });
  const res = await app.request('/api/docs/openapi.json');
  assert.is(res.status, 200);
  assert.is(res.headers['content-type'], 'application/json; charset=utf-8');
  assert.is(res.headers['cache-control'], 'public, max-age=3600');
  assert.is(res.body, spec);
  // fwc build wrote openapi.json without running the app: the same bytes.
  assert.is(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8'), `${spec}\n`);
  const doc = JSON.parse(spec) as {
    openapi: string;
    paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
    components: { schemas: Record<string, { properties?: Record<string, { description?: string }> }> };
  };
  assert.is(doc.openapi, '3.1.0');
  assert.equal(Object.keys(doc.paths), [
    '/users',
    '/users/{id}',
    '/users/{id}/posts/{postId}',
    '/posts',
    '/posts/{id}',
    '/api/v1/status',
    '/api/v1/admin/stats',
    '/api/v1/admin/traffic',
  ]);
  assert.equal(Object.keys(doc.paths['/users']!), ['get', 'post']);
  assert.is(doc.paths['/posts/{id}']!['get']!.operationId, 'post');
  assert.equal(doc.paths['/posts/{id}']!['get']!.tags, ['Posts']);
  assert.ok(doc.components.schemas['NewUser'], 'request body type documented');
  // Documented by withBody<NewUser> on the create action, with no requestBody in its .doc().
  const create = (doc.paths['/users']!['post'] as { requestBody?: { content: Record<string, { schema: unknown }> } })
    .requestBody;
  assert.equal(create?.content['application/json']!.schema, { $ref: '#/components/schemas/NewUser' });
  assert.ok(!('/files/{path}' in doc.paths), 'undocumented routes stay out');
  const page = await app.request('/api/docs');
  assert.is(page.status, 200);
  assert.match(page.body, /swagger-ui/);
  assert.match(String(page.headers['content-security-policy']), /script-src 'self'/);
});

demo('should serve the same answers over a real socket', async () => {
  const server = Server.init({ port: 0 }, createApp({ logs: quiet }).handler);
  await server.listen();
  try {
    const res = await request(`${server.url}/users/1`);
    assert.is(res.statusCode, 200);
    const text = await res.body.text();
    assert.equal(JSON.parse(text), { id: 1, name: 'Ada Lovelace', email: 'ada@example.com' });
    assert.is(res.headers['content-length'], String(Buffer.byteLength(text)));
    const head = await request(`${server.url}/users/1`, { method: 'HEAD' });
    assert.is(head.statusCode, 200);
    assert.is(head.headers['content-length'], res.headers['content-length']);
    assert.is(await head.body.text(), '');
  } finally {
    await server.close();
  }
});

demo.run();
