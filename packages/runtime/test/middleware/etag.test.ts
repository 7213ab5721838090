/** etag: tags for byte bodies, If-None-Match and 304, what is left alone, and the order with compress. */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FwError, Router, compress, etag, type EtagOptions, type Middleware } from '@fw/runtime';
import { fetchRaw, listen } from '../helpers.js';

const BODY = '{"users":[{"id":1,"name":"Ada"},{"id":2,"name":"Grace"}]}';
const LARGE = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item number ${i}` })) });

function hashOf(body: string | Buffer): string {
  return `${Buffer.byteLength(body).toString(16)}-${createHash('sha1').update(body).digest('base64').slice(0, 27)}`;
}

function appWith(...middleware: Middleware[]) {
  return Router.define({
    middleware,
    routes: [
      Router.get('/users', (ctx) => {
        ctx.setHeader('cache-control', 'private, max-age=10').setHeader('vary', 'Cookie');
        ctx.json(200, JSON.parse(BODY));
      }),
      Router.get('/large', (ctx) => ctx.send(200, LARGE, 'application/json')),
      Router.get('/empty', (ctx) => ctx.send(200, Buffer.alloc(0))),
      Router.get('/none', (ctx) => ctx.send(204)),
      Router.get('/created', (ctx) => ctx.text(201, 'made')),
      Router.get('/fail', (ctx) => ctx.text(404, 'no such thing')),
      Router.get('/tagged', (ctx) => {
        ctx.setHeader('etag', '"v1"');
        ctx.text(200, 'version one');
      }),
      Router.get('/stream', (ctx) => ctx.stream(200, Readable.from([Buffer.from('streamed')]), 'text/plain')),
      Router.post('/users', (ctx) => ctx.json(200, { ok: true })),
    ],
  });
}

const preconditions = suite('etag: If-Match');

preconditions(
  'should answer 412 when If-Match names another tag or the tag is weak, and serve the body for * or the strong tag',
  async () => {
    const running = await listen(appWith(etag({ weak: false })));
    try {
      const strong = `"${hashOf(BODY)}"`;
      const other = await fetchRaw(running.url, '/users', { headers: { 'if-match': '"nope"' } });
      assert.is(other.status, 412);
      assert.is(JSON.parse(other.body.toString()).error.status, 412);
      assert.is(other.headers['content-type'], 'application/json; charset=utf-8');
      const head = await fetchRaw(running.url, '/users', { method: 'HEAD', headers: { 'if-match': '"nope"' } });
      assert.is(head.status, 412);
      const listed = await fetchRaw(running.url, '/users', { headers: { 'if-match': `"a", ${strong}` } });
      assert.is(listed.status, 200);
      assert.is(listed.body.toString(), BODY);
      const any = await fetchRaw(running.url, '/users', { headers: { 'if-match': '*' } });
      assert.is(any.status, 200);
      const first = await fetchRaw(running.url, '/users', {
        headers: { 'if-match': '"nope"', 'if-none-match': strong },
      });
      assert.is(first.status, 412, 'If-Match is evaluated before If-None-Match');
    } finally {
      await running.close();
    }
    const weak = appWith(etag());
    const tag = `W/"${hashOf(BODY)}"`;
    assert.is(
      (await weak.request('/users', { headers: { 'if-match': tag } })).status,
      412,
      'a weak tag never matches If-Match (strong comparison)',
    );
    assert.is((await weak.request('/users', { headers: { 'if-match': '*' } })).status, 200);
    assert.is(
      (await weak.request('/fail', { headers: { 'if-match': '"x"' } })).status,
      404,
      'only 2xx answers are checked',
    );
  },
);

const tags = suite('etag: tags');

tags('should add a weak ETag from the length and SHA-1 of the body by default', async () => {
  const running = await listen(appWith(etag()));
  try {
    const res = await fetchRaw(running.url, '/users');
    assert.is(res.status, 200);
    assert.is(res.body.toString(), BODY);
    assert.is(res.headers['etag'], `W/"${hashOf(BODY)}"`);
    assert.is(res.headers['content-length'], String(BODY.length));
  } finally {
    await running.close();
  }
});

tags('should add a strong ETag with weak: false', async () => {
  const res = await appWith(etag({ weak: false })).request('/users');
  assert.is(res.headers['etag'], `"${hashOf(BODY)}"`);
});

tags('should give different bodies of one length different tags', async () => {
  const app = Router.define({
    middleware: [etag()],
    routes: [Router.get('/a', (ctx) => ctx.text(200, 'aaaa')), Router.get('/b', (ctx) => ctx.text(200, 'bbbb'))],
  });
  const a = (await app.request('/a')).headers['etag'];
  const b = (await app.request('/b')).headers['etag'];
  assert.ok(typeof a === 'string' && typeof b === 'string');
  assert.is.not(a, b);
});

tags('should tag 2xx answers, an empty body included, and HEAD like GET', async () => {
  const app = appWith(etag());
  assert.is((await app.request('/created')).headers['etag'], `W/"${hashOf('made')}"`);
  assert.is((await app.request('/empty')).headers['etag'], `W/"${hashOf('')}"`);
  const head = await app.request('/users', { method: 'HEAD' });
  assert.is(head.status, 200);
  assert.is(head.headers['etag'], `W/"${hashOf(BODY)}"`);
  assert.is(head.body, '');
});

tags('should leave non-2xx answers, bodiless answers, streams and other methods alone', async () => {
  const app = appWith(etag());
  assert.is((await app.request('/fail')).headers['etag'], undefined);
  assert.is((await app.request('/none')).headers['etag'], undefined);
  const stream = await app.request('/stream');
  assert.is(stream.body, 'streamed');
  assert.is(stream.headers['etag'], undefined);
  assert.is((await app.request('/users', { method: 'POST' })).headers['etag'], undefined);
  assert.is((await app.request('/missing')).headers['etag'], undefined);
});

tags('should keep an ETag the handler set and compare with it', async () => {
  const app = appWith(etag());
  const res = await app.request('/tagged');
  assert.is(res.headers['etag'], '"v1"');
  const again = await app.request('/tagged', { headers: { 'if-none-match': '"v1"' } });
  assert.is(again.status, 304);
});

tags('should throw FW_ERR_ETAG_CONFIG for a weak option that is not a boolean', () => {
  try {
    etag({ weak: 'yes' } as unknown as EtagOptions);
    assert.unreachable('should have thrown');
  } catch (error) {
    assert.ok(error instanceof FwError);
    assert.is(error.code, 'FW_ERR_ETAG_CONFIG');
  }
});

const conditional = suite('etag: If-None-Match');

conditional('should answer 304 with no body and keep ETag, Cache-Control and Vary', async () => {
  const running = await listen(appWith(etag()));
  try {
    const tag = `W/"${hashOf(BODY)}"`;
    const res = await fetchRaw(running.url, '/users', { headers: { 'if-none-match': tag } });
    assert.is(res.status, 304);
    assert.is(res.body.length, 0);
    assert.is(res.headers['etag'], tag);
    assert.is(res.headers['cache-control'], 'private, max-age=10');
    assert.is(res.headers['vary'], 'Cookie');
    assert.is(res.headers['content-type'], undefined);
    assert.is(res.headers['content-length'], undefined);
  } finally {
    await running.close();
  }
});

conditional('should match lists, *, and compare weakly in both directions', async () => {
  const weakApp = appWith(etag());
  const strongApp = appWith(etag({ weak: false }));
  const opaque = `"${hashOf(BODY)}"`;
  for (const header of [`W/${opaque}`, opaque, `"a", W/${opaque}`, `"x" ,  ${opaque}  , "y"`, '*']) {
    assert.is(
      (await weakApp.request('/users', { headers: { 'if-none-match': header } })).status,
      304,
      `weak: ${header}`,
    );
    assert.is(
      (await strongApp.request('/users', { headers: { 'if-none-match': header } })).status,
      304,
      `strong: ${header}`,
    );
  }
});

conditional('should answer 200 with the body when no tag matches', async () => {
  const app = appWith(etag());
  for (const header of ['"other"', 'W/"other"', `"${hashOf(BODY)}x"`, 'garbage', '', `"${hashOf(BODY)}`]) {
    const res = await app.request('/users', { headers: { 'if-none-match': header } });
    assert.is(res.status, 200, header);
    assert.is(res.body, BODY);
  }
});

conditional('should answer HEAD with 304 too', async () => {
  const res = await appWith(etag()).request('/users', {
    method: 'HEAD',
    headers: { 'if-none-match': `W/"${hashOf(BODY)}"` },
  });
  assert.is(res.status, 304);
});

const order = suite('etag with compress');

order(
  'should keep one weak ETag for every encoding and answer 304 before compressing ([etag(), compress()])',
  async () => {
    const running = await listen(appWith(etag(), compress()));
    try {
      const tag = `W/"${hashOf(LARGE)}"`;
      const plain = await fetchRaw(running.url, '/large');
      assert.is(plain.headers['etag'], tag);
      assert.is(plain.body.toString(), LARGE);
      const zipped = await fetchRaw(running.url, '/large', { headers: { 'accept-encoding': 'gzip' } });
      assert.is(zipped.headers['content-encoding'], 'gzip');
      assert.is(zipped.headers['etag'], tag);
      assert.is(gunzipSync(zipped.body).toString(), LARGE);
      const cached = await fetchRaw(running.url, '/large', {
        headers: { 'accept-encoding': 'gzip', 'if-none-match': tag },
      });
      assert.is(cached.status, 304);
      assert.is(cached.body.length, 0);
      assert.is(cached.headers['content-encoding'], undefined);
      assert.is(cached.headers['etag'], tag);
    } finally {
      await running.close();
    }
  },
);

order('should make a strong ETag weak when compress encodes the body', async () => {
  const app = appWith(etag({ weak: false }), compress());
  const opaque = `"${hashOf(LARGE)}"`;
  const plain = await app.request('/large');
  assert.is(plain.headers['etag'], opaque);
  const zipped = await app.request('/large', { headers: { 'accept-encoding': 'br' } });
  assert.is(zipped.headers['content-encoding'], 'br');
  assert.is(zipped.headers['etag'], `W/${opaque}`);
  assert.is(
    (await app.request('/large', { headers: { 'accept-encoding': 'br', 'if-none-match': `W/${opaque}` } })).status,
    304,
  );
});

tags.run();
conditional.run();
order.run();
preconditions.run();
