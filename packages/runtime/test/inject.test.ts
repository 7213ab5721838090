/** App.request: in-process requests through the same pipeline, and parity with real HTTP. */
import { Readable } from 'node:stream';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FwError, Router } from '@fw/runtime';
import { listen } from './helpers.js';

const STREAM_PARTS = Array.from({ length: 50 }, (_, i) => `part-${i};`);

function makeApp(errors: unknown[] = []) {
  return Router.define({
    onError: (e) => errors.push(e),
    routes: [
      Router.get('/users/:id', (ctx) => {
        ctx.setHeader('x-served-by', 'fw');
        ctx.json(200, {
          id: ctx.pathParam('id') ?? null,
          full: ctx.query.get('full') ?? null,
          req: ctx.header('x-req') ?? null,
        });
      }).named('user_show'),
      Router.post('/echo', async (ctx) => {
        const v = await ctx.parseBody();
        ctx.json('created', { v, type: ctx.header('content-type') ?? null });
      }),
      Router.post('/raw', async (ctx) => {
        const b = await ctx.rawBody();
        ctx.json(200, { length: b.length, hex: b.toString('hex') });
      }),
      Router.get('/headers', (ctx) =>
        ctx.json(200, { multi: ctx.header('x-multi') ?? null, single: ctx.header('X-Single') ?? null }),
      ),
      Router.get('/stream', (ctx) => ctx.stream(200, Readable.from(STREAM_PARTS), 'text/plain; charset=utf-8')),
      Router.get('/throw', () => {
        throw new Error('boom');
      }),
      Router.get('/remote', (ctx) => ctx.text(200, ctx.req.socket.remoteAddress ?? 'none')),
      Router.get('/html', (ctx) => ctx.html(200, '<p>ü</p>')),
    ],
  });
}

// ---------------------------------------------------------------------------------------------
const Request = suite('App.request');

Request('should answer a GET with status, headers, body, rawBody and json()', async () => {
  const res = await makeApp().request('/users/42?full=yes', { headers: { 'x-req': 'abc' } });
  assert.is(res.status, 200);
  assert.is(res.headers['content-type'], 'application/json; charset=utf-8');
  assert.is(res.headers['x-served-by'], 'fw');
  const text = '{"id":"42","full":"yes","req":"abc"}';
  assert.is(res.headers['content-length'], String(text.length));
  assert.is(res.body, text);
  assert.ok(Buffer.isBuffer(res.rawBody));
  assert.is(res.rawBody.toString('utf8'), text);
  assert.equal(res.json(), { id: '42', full: 'yes', req: 'abc' });
});

Request('should send an object body as JSON that parseBody reads', async () => {
  const value = { name: 'ann', tags: ['a', 'b'], nested: { n: 1 } };
  const res = await makeApp().request('/echo', { method: 'POST', body: value });
  assert.is(res.status, 201);
  assert.is(res.headers['content-type'], 'application/json; charset=utf-8');
  const out = res.json<{ v: unknown; type: string }>();
  assert.equal(out.v, value);
  assert.match(out.type, /^application\/json/);
});

Request('should send a string body with its content type', async () => {
  const app = makeApp();
  let res = await app.request('/echo', {
    method: 'POST',
    body: '{"x":[1,2]}',
    headers: { 'content-type': 'application/vnd.api+json' },
  });
  assert.is(res.status, 201);
  assert.equal(res.json(), { v: { x: [1, 2] }, type: 'application/vnd.api+json' });

  const errors: unknown[] = [];
  res = await makeApp(errors).request('/echo', {
    method: 'POST',
    body: '{"x":1}',
    headers: { 'content-type': 'text/plain' },
  });
  assert.is(res.status, 415);
  assert.is(res.headers['content-type'], 'application/json; charset=utf-8');
  assert.is(res.json<{ error: { status: number } }>().error.status, 415);
  assert.ok(errors[0] instanceof FwError);
  assert.is(errors[0].code, 'FW_ERR_BODY_MEDIA_TYPE');
});

Request('should send Buffer, Uint8Array and stream bodies as bytes', async () => {
  const app = makeApp();
  let res = await app.request('/raw', {
    method: 'POST',
    body: Buffer.from([0, 255]),
    headers: { 'content-type': 'application/octet-stream' },
  });
  assert.is(res.status, 200);
  assert.equal(res.json(), { length: 2, hex: '00ff' });
  res = await app.request('/raw', {
    method: 'POST',
    body: new Uint8Array([1, 2, 3]),
    headers: { 'content-type': 'application/octet-stream' },
  });
  assert.is(res.status, 200);
  assert.equal(res.json(), { length: 3, hex: '010203' });
  res = await app.request('/raw', {
    method: 'POST',
    body: Readable.from([Buffer.from('ab'), Buffer.from('cd')]),
    headers: { 'content-type': 'application/octet-stream' },
  });
  assert.is(res.status, 200);
  assert.equal(res.json(), { length: 4, hex: Buffer.from('abcd').toString('hex') });
});

Request('should pass request headers through, single and repeated', async () => {
  const res = await makeApp().request('/headers', { headers: { 'x-single': 'one', 'x-multi': ['a', 'b'] } });
  assert.is(res.status, 200);
  assert.equal(res.json(), { multi: 'a, b', single: 'one' });
});

Request('should answer 404, 405 with Allow, and HEAD without a body in-process', async () => {
  const app = makeApp();
  let res = await app.request('/nope');
  assert.is(res.status, 404);
  assert.is(res.headers['content-type'], 'application/json; charset=utf-8');
  assert.is(res.body, '{"error":{"status":404,"message":"Not Found"}}');

  res = await app.request('/users/1', { method: 'DELETE' });
  assert.is(res.status, 405);
  assert.is(res.headers['allow'], 'GET, HEAD');
  assert.is(res.body, '{"error":{"status":405,"message":"Method Not Allowed"}}');

  res = await app.request('/users/1', { method: 'HEAD' });
  assert.is(res.status, 200);
  assert.is(res.headers['content-type'], 'application/json; charset=utf-8');
  assert.is(res.body, '');
});

Request('should collect a streamed response in-process', async () => {
  const res = await makeApp().request('/stream');
  assert.is(res.status, 200);
  assert.is(res.headers['content-type'], 'text/plain; charset=utf-8');
  assert.is(res.body, STREAM_PARTS.join(''));
});

Request('should answer 500 in-process and report the error', async () => {
  const errors: unknown[] = [];
  const res = await makeApp(errors).request('/throw');
  assert.is(res.status, 500);
  assert.is(res.body, '{"error":{"status":500,"message":"Internal Server Error"}}');
  assert.is(errors.length, 1);
  assert.is((errors[0] as Error).message, 'boom');
});

Request('should reject, not hang, when a streamed response fails midway in-process', async () => {
  const errors: unknown[] = [];
  const failure = new Error('disk gone');
  const app = Router.define({
    onError: (e) => errors.push(e),
    routes: [
      Router.get('/fail', (ctx) => {
        const body = new Readable({ read() {} });
        body.push('part1-');
        setTimeout(() => body.destroy(failure), 20);
        ctx.stream(200, body, 'text/plain; charset=utf-8');
      }),
    ],
  });
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    app.request('/fail').then(
      (res) => `resolved ${res.status} ${res.body}`,
      () => 'rejected',
    ),
    new Promise<string>((resolve) => (timer = setTimeout(() => resolve('hung'), 2000))),
  ]);
  clearTimeout(timer);
  assert.is(outcome, 'rejected');
  assert.ok(errors.includes(failure));
});

Request('should use 127.0.0.1 as the remote address unless one is given', async () => {
  const app = makeApp();
  let res = await app.request('/remote');
  assert.is(res.status, 200);
  assert.is(res.body, '127.0.0.1');
  res = await app.request('/remote', { remoteAddress: '10.1.2.3' });
  assert.is(res.body, '10.1.2.3');
});

Request.run();

// ---------------------------------------------------------------------------------------------
const Parity = suite('App.request parity');

Parity('should give the same status, content-type and body in-process as over HTTP', async () => {
  const app = makeApp();
  const running = await listen(app);
  const cases: { path: string; method?: string; headers?: Record<string, string>; body?: string }[] = [
    { path: '/users/7?full=1', headers: { 'x-req': 'r' } },
    { path: '/html' },
    { path: '/nope' },
    { path: '/users/7', method: 'DELETE' },
    { path: '/stream' },
    { path: '/throw' },
    { path: '/echo', method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":[1,{"b":null}]}' },
    { path: '/echo', method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"__proto__":{}}' },
    { path: '/echo', method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' },
  ];
  try {
    for (const c of cases) {
      const label = `${c.method ?? 'GET'} ${c.path}`;
      const init = {
        ...(c.method ? { method: c.method } : {}),
        ...(c.headers ? { headers: c.headers } : {}),
        ...(c.body !== undefined ? { body: c.body } : {}),
      };
      const viaHttp = await running.request(c.path, init);
      const inProcess = await app.request(c.path, init);
      assert.is(inProcess.status, viaHttp.status, label);
      assert.is(inProcess.headers['content-type'], viaHttp.headers['content-type'], label);
      assert.is(inProcess.headers['allow'], viaHttp.headers['allow'], label);
      assert.is(inProcess.body, viaHttp.body, label);
      if (viaHttp.headers['content-length'] !== undefined)
        assert.is(inProcess.headers['content-length'], viaHttp.headers['content-length'], label);
    }
  } finally {
    await running.close();
  }
});

Parity.run();
