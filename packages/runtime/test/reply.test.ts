/**
 * Typed replies at run time, without the transformer: a handler (sync or async, plain, behind
 * middleware of every kind, or a withBody handler) returns `reply(...)` and the app writes it; a
 * reply after the handler answered, a bad status or bad options are clear errors.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FwError, Router, aroundRequest, onRequest, reply, withBody, type Middleware, type TypeDoc } from '@fw/runtime';

const test = suite('typed replies at run time');

const NOTE: TypeDoc = {
  kind: 'fw.type',
  name: 'Note',
  schema: { type: 'object' },
  validate: (input) => ({ success: true, data: input }),
};

test('should write a body, an error body, headers and no body, sync and async', async () => {
  const app = Router.define({
    routes: [
      Router.get('/one', () => reply(200, { id: 1 })),
      Router.get('/later', async () => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        return reply(202, { queued: true }, { headers: { 'retry-after': '5', location: '/jobs/1' } });
      }),
      Router.get('/missing', () => reply(404, 'no such thing')),
      Router.get('/gone', () => reply(410)),
      Router.delete('/one', () => reply(204)),
      Router.get('/text', () => reply(200, 'a JSON string')),
    ],
  });
  const one = await app.request('/one');
  assert.equal(
    [one.status, one.body, one.headers['content-type']],
    [200, '{"id":1}', 'application/json; charset=utf-8'],
  );
  const later = await app.request('/later');
  assert.equal(
    [later.status, later.json(), later.headers['retry-after'], later.headers['location']],
    [202, { queued: true }, '5', '/jobs/1'],
  );
  const missing = await app.request('/missing');
  assert.equal([missing.status, missing.json()], [404, { error: { status: 404, message: 'no such thing' } }]);
  const gone = await app.request('/gone');
  assert.equal([gone.status, gone.json()], [410, { error: { status: 410, message: 'Gone' } }]);
  const removed = await app.request('/one', { method: 'DELETE' });
  assert.equal([removed.status, removed.body, removed.headers['content-type']], [204, '', undefined]);
  const text = await app.request('/text');
  assert.equal([text.status, text.body], [200, '"a JSON string"']);
});

test('should write the reply behind onion middleware, onRequest and aroundRequest hooks, which see its status', async () => {
  const seen: number[] = [];
  const onion: Middleware = async (ctx, next) => {
    await next();
    seen.push(ctx.res.statusCode);
  };
  const app = Router.define({
    middleware: [onRequest('pass', () => undefined), aroundRequest('around', (ctx, next) => next(ctx))],
    routes: Router.scope('/api', [onion], [Router.get('/one', () => Promise.resolve(reply(201, { id: 1 })))]),
  });
  const res = await app.request('/api/one');
  assert.equal([res.status, res.json(), seen], [201, { id: 1 }, [201]]);
});

test('should write the reply of a withBody handler, read inline or after awaiting middleware', async () => {
  const slow: Middleware = async (ctx, next) => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    return next();
  };
  const handler = withBody((ctx, note: unknown) => reply(201, note), NOTE);
  const app = Router.define({
    routes: [Router.post('/inline', handler), ...Router.scope('/slow', [slow], [Router.post('/notes', handler)])],
  });
  for (const path of ['/inline', '/slow/notes']) {
    const res = await app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"text":"hi"}',
    });
    assert.equal([res.status, res.json()], [201, { text: 'hi' }], path);
  }
});

test('should report a reply after the handler already answered, and leave other results alone', async () => {
  const errors: unknown[] = [];
  const app = Router.define({
    onError: (error) => void errors.push(error),
    routes: [
      Router.get('/twice', (ctx) => {
        ctx.json(200, { first: true });
        return reply(201, { second: true });
      }),
      Router.get('/value', (ctx) => {
        ctx.text(200, 'text');
        return 42;
      }),
    ],
  });
  const twice = await app.request('/twice');
  assert.equal([twice.status, twice.json()], [200, { first: true }], 'the first answer stands');
  assert.is(errors.length, 1, 'the second answer is reported');
  assert.instance(errors[0], FwError);
  const value = await app.request('/value');
  assert.equal([value.status, value.body], [200, 'text']);
});

test('should refuse a status outside 100-599 and options that are not an object', () => {
  for (const [make, reason] of [
    [() => reply(99 as number, {}), 'from 100 to 599, got 99'],
    [() => reply(600 as number), 'from 100 to 599, got 600'],
    [() => reply(200.5 as number, {}), 'got 200.5'],
    [() => reply(200, {}, 'x' as never), 'the options must be { headers? }'],
  ] as const) {
    try {
      make();
      assert.unreachable('no error');
    } catch (error) {
      assert.instance(error, FwError);
      assert.is((error as FwError).code, 'FW_ERR_REPLY_CONFIG');
      assert.match((error as FwError).message, reason);
    }
  }
});

test.run();
