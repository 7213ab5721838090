/** compress: negotiation, what is compressed and what is left alone, Vary, streams, staticFiles and the core's Content-Length. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FwError, Router, compress, staticFiles, type CompressOptions, type Middleware } from '@fw/runtime';
import { fetchRaw, listen, type RawResponse } from '../helpers.js';

const TEXT = 'The quick brown fox jumps over the lazy dog. '.repeat(100);
const JSON_BODY = JSON.stringify({ items: Array.from({ length: 100 }, (_, i) => ({ id: i, label: `label ${i}` })) });
const SMALL = 'tiny body';
/** Larger than the 64 KiB synchronous limit, so it goes through a zlib stream. */
const HUGE = 'line of a large document with some repetition in it\n'.repeat(4000);

function appWith(...middleware: Middleware[]) {
  return Router.define({
    middleware,
    routes: [
      Router.get('/text', (ctx) => ctx.text(200, TEXT)),
      Router.get('/json', (ctx) => ctx.send(200, JSON_BODY, 'application/json')),
      Router.get('/vnd', (ctx) => ctx.send(200, JSON_BODY, 'application/vnd.api+json')),
      Router.get('/small', (ctx) => ctx.text(200, SMALL)),
      Router.get('/huge', (ctx) => ctx.text(200, HUGE)),
      Router.get('/png', (ctx) => ctx.send(200, Buffer.from(TEXT), 'image/png')),
      Router.get('/octets', (ctx) => ctx.send(200, Buffer.from(TEXT), 'application/octet-stream')),
      Router.get('/events', (ctx) => ctx.send(200, TEXT, 'text/event-stream')),
      Router.get('/encoded', (ctx) => {
        ctx.setHeader('content-encoding', 'gzip');
        ctx.send(200, Buffer.from(TEXT), 'text/plain');
      }),
      Router.get('/no-transform', (ctx) => {
        ctx.setHeader('cache-control', 'public, no-transform');
        ctx.text(200, TEXT);
      }),
      Router.get('/vary', (ctx) => {
        ctx.setHeader('vary', 'Origin');
        ctx.text(200, TEXT);
      }),
      Router.get('/vary-has', (ctx) => {
        ctx.setHeader('vary', 'accept-encoding');
        ctx.text(200, TEXT);
      }),
      Router.get('/vary-star', (ctx) => {
        ctx.setHeader('vary', '*');
        ctx.text(200, TEXT);
      }),
      Router.get('/none', (ctx) => ctx.send(204)),
      Router.get('/not-modified', (ctx) => ctx.send(304)),
      Router.get('/error', (ctx) => ctx.text(500, TEXT)),
      Router.get('/stream', (ctx) => ctx.stream(200, Readable.from(chunks(TEXT, 7)), 'text/plain; charset=utf-8')),
      Router.get('/stream-small', (ctx) => {
        ctx.setHeader('content-length', SMALL.length);
        ctx.stream(200, Readable.from([Buffer.from(SMALL)]), 'text/plain');
      }),
      Router.get('/stream-failing', (ctx) => {
        const body = new Readable({
          read() {
            this.push(Buffer.from(TEXT));
            this.destroy(new Error('disk on fire'));
          },
        });
        ctx.stream(200, body, 'text/plain');
      }),
    ],
    onError: () => {},
  });
}

function chunks(text: string, count: number): Buffer[] {
  const size = Math.ceil(text.length / count);
  return Array.from({ length: count }, (_, i) => Buffer.from(text.slice(i * size, (i + 1) * size)));
}

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'gzip') return gunzipSync(body).toString();
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'deflate') return inflateSync(body).toString();
  return body.toString();
}

async function withServer(
  middleware: Middleware[],
  fn: (get: (path: string, headers?: Record<string, string>, method?: string) => Promise<RawResponse>) => Promise<void>,
): Promise<void> {
  const running = await listen(appWith(...middleware));
  try {
    await fn((path, headers, method) => fetchRaw(running.url, path, { headers, method }));
  } finally {
    await running.close();
  }
}

// ---------------------------------------------------------------------------------------------

const negotiation = suite('compress: Accept-Encoding');

negotiation(
  'should compress with br, gzip or deflate and set Content-Encoding, Vary and the compressed length',
  async () => {
    await withServer([compress()], async (get) => {
      for (const encoding of ['br', 'gzip', 'deflate']) {
        const res = await get('/text', { 'accept-encoding': encoding });
        assert.is(res.status, 200);
        assert.is(res.headers['content-encoding'], encoding);
        assert.is(res.headers['vary'], 'Accept-Encoding');
        assert.is(res.headers['content-length'], String(res.body.length), 'Content-Length of the compressed bytes');
        assert.ok(res.body.length < TEXT.length / 4, `${encoding} made it smaller`);
        assert.is(decode(encoding, res.body), TEXT);
      }
    });
  },
);

negotiation('should pick by q-value, ties by the order of encodings, and honour q=0 and *', async () => {
  const cases: [header: string, expected: string | undefined][] = [
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0.5, gzip;q=0.8, deflate;q=0.9', 'deflate'],
    ['gzip;q=0, deflate', 'deflate'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0.1', 'gzip'],
    ['*, br;q=0, gzip;q=0', 'deflate'],
    ['*;q=0', undefined],
    ['gzip;q=0', undefined],
    ['identity', undefined],
    ['identity;q=0', undefined],
    ['', undefined],
    ['x-gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['gzip;q=2, deflate', 'deflate'],
    ['gzip;q=abc', undefined],
    ['gzip; q=0.001', 'gzip'],
    ['compress, zstd', undefined],
    [' , ;, gzip ; q=1.000', 'gzip'],
  ];
  await withServer([compress()], async (get) => {
    for (const [header, expected] of cases) {
      const res = await get('/text', { 'accept-encoding': header });
      assert.is(res.headers['content-encoding'], expected, `Accept-Encoding: ${header}`);
      assert.is(decode(expected, res.body), TEXT, header);
      assert.is(res.headers['vary'], 'Accept-Encoding', header);
    }
  });
});

negotiation('should ignore an entry that repeats its q, whatever the order, and read the others', async () => {
  await withServer([compress()], async (get) => {
    for (const header of ['gzip;q=0;q=1', 'gzip;q=1;q=0', 'gzip; Q=1; q=1', 'br;q=1;q=0, gzip']) {
      const expected = header.endsWith(', gzip') ? 'gzip' : undefined;
      const res = await get('/text', { 'accept-encoding': header });
      assert.is(res.headers['content-encoding'], expected, `Accept-Encoding: ${header}`);
      assert.is(decode(expected, res.body), TEXT, header);
    }
    const long = await get('/text', { 'accept-encoding': `gzip${';q=1'.repeat(2000)}, br` });
    assert.is(long.headers['content-encoding'], 'br', 'a long hostile entry is ignored');
  });
});

negotiation('should send identity without Accept-Encoding, still with Vary', async () => {
  await withServer([compress()], async (get) => {
    const res = await get('/text');
    assert.is(res.headers['content-encoding'], undefined);
    assert.is(res.headers['vary'], 'Accept-Encoding');
    assert.is(res.body.toString(), TEXT);
  });
});

negotiation('should offer only the configured encodings, preferring them in the given order', async () => {
  await withServer([compress({ encodings: ['gzip', 'br'] })], async (get) => {
    assert.is((await get('/text', { 'accept-encoding': 'br, gzip' })).headers['content-encoding'], 'gzip');
    assert.is((await get('/text', { 'accept-encoding': 'deflate' })).headers['content-encoding'], undefined);
    assert.is((await get('/text', { 'accept-encoding': 'deflate, br' })).headers['content-encoding'], 'br');
  });
});

// ---------------------------------------------------------------------------------------------

const scope = suite('compress: what is compressed');

scope('should compress JSON and +json types and 5xx bodies, and leave bodies under the threshold alone', async () => {
  await withServer([compress()], async (get) => {
    for (const path of ['/json', '/vnd', '/error']) {
      const res = await get(path, { 'accept-encoding': 'gzip' });
      assert.is(res.headers['content-encoding'], 'gzip', path);
      assert.ok(decode('gzip', res.body) === JSON_BODY || decode('gzip', res.body) === TEXT, path);
    }
    const small = await get('/small', { 'accept-encoding': 'gzip' });
    assert.is(small.headers['content-encoding'], undefined);
    assert.is(small.headers['vary'], undefined, 'a body that is never compressed does not vary');
    assert.is(small.body.toString(), SMALL);
  });
  await withServer([compress({ threshold: 0 })], async (get) => {
    const small = await get('/small', { 'accept-encoding': 'gzip' });
    assert.is(small.headers['content-encoding'], 'gzip');
    assert.is(decode('gzip', small.body), SMALL);
  });
});

scope('should leave images, octet streams, event streams, encoded bodies and no-transform alone', async () => {
  await withServer([compress()], async (get) => {
    for (const path of ['/png', '/octets', '/events', '/no-transform']) {
      const res = await get(path, { 'accept-encoding': 'gzip, br' });
      assert.is(res.headers['content-encoding'], undefined, path);
      assert.is(res.headers['vary'], undefined, path);
      assert.is(res.body.toString(), TEXT, path);
    }
    const encoded = await get('/encoded', { 'accept-encoding': 'br' });
    assert.is(encoded.headers['content-encoding'], 'gzip', "the handler's own coding");
    assert.is(encoded.body.toString(), TEXT, 'not compressed twice');
  });
});

scope('should leave HEAD, 204 and 304 alone', async () => {
  await withServer([compress()], async (get) => {
    const head = await get('/text', { 'accept-encoding': 'gzip' }, 'HEAD');
    assert.is(head.headers['content-encoding'], undefined);
    assert.is(head.headers['content-length'], String(TEXT.length));
    assert.is(head.body.length, 0);
    const none = await get('/none', { 'accept-encoding': 'gzip' });
    assert.is(none.status, 204);
    assert.is(none.headers['content-encoding'], undefined);
    const notModified = await get('/not-modified', { 'accept-encoding': 'gzip' });
    assert.is(notModified.status, 304);
    assert.is(notModified.headers['content-encoding'], undefined);
  });
});

scope('should append Accept-Encoding to an existing Vary once, and leave Vary: * alone', async () => {
  await withServer([compress()], async (get) => {
    assert.is((await get('/vary', { 'accept-encoding': 'gzip' })).headers['vary'], 'Origin, Accept-Encoding');
    assert.is((await get('/vary-has', { 'accept-encoding': 'gzip' })).headers['vary'], 'accept-encoding');
    assert.is((await get('/vary-star', { 'accept-encoding': 'gzip' })).headers['vary'], '*');
  });
});

scope('should compress a Buffer above 64 KiB through a zlib stream, chunked', async () => {
  await withServer([compress()], async (get) => {
    for (const encoding of ['gzip', 'br', 'deflate']) {
      const res = await get('/huge', { 'accept-encoding': encoding });
      assert.is(res.headers['content-encoding'], encoding);
      assert.is(res.headers['content-length'], undefined);
      assert.is(res.headers['transfer-encoding'], 'chunked');
      assert.is(decode(encoding, res.body), HUGE);
    }
  });
});

scope('should work in-process through app.request', async () => {
  const app = appWith(compress());
  const res = await app.request('/json', { headers: { 'accept-encoding': 'br' } });
  assert.is(res.headers['content-encoding'], 'br');
  assert.is(brotliDecompressSync(res.rawBody).toString(), JSON_BODY);
});

scope('should throw FW_ERR_COMPRESS_CONFIG for a bad threshold or encodings', () => {
  const bad: unknown[] = [
    { threshold: -1 },
    { threshold: 1.5 },
    { threshold: '1024' },
    { encodings: [] },
    { encodings: ['gzip', 'gzip'] },
    { encodings: ['zstd'] },
    { encodings: 'gzip' },
  ];
  for (const options of bad) {
    try {
      compress(options as CompressOptions);
      assert.unreachable(`should have thrown for ${JSON.stringify(options)}`);
    } catch (error) {
      assert.ok(error instanceof FwError, JSON.stringify(options));
      assert.is(error.code, 'FW_ERR_COMPRESS_CONFIG');
    }
  }
  compress({ threshold: 0, encodings: ['deflate'] });
});

// ---------------------------------------------------------------------------------------------

const streams = suite('compress: streams', { root: '' });
streams.before((ctx) => {
  ctx.root = mkdtempSync(join(tmpdir(), 'fw-compress-'));
  writeFileSync(join(ctx.root, 'page.html'), `<html>${TEXT}</html>`);
  writeFileSync(join(ctx.root, 'small.txt'), SMALL);
  writeFileSync(join(ctx.root, 'photo.jpg'), Buffer.from(TEXT));
});
streams.after((ctx) => rmSync(ctx.root, { recursive: true, force: true }));

streams('should pipe a stream through the encoder, chunked', async () => {
  await withServer([compress()], async (get) => {
    const res = await get('/stream', { 'accept-encoding': 'gzip' });
    assert.is(res.status, 200);
    assert.is(res.headers['content-encoding'], 'gzip');
    assert.is(res.headers['transfer-encoding'], 'chunked');
    assert.is(decode('gzip', res.body), TEXT);
    const small = await get('/stream-small', { 'accept-encoding': 'gzip' });
    assert.is(small.headers['content-encoding'], undefined, 'a stream with a small Content-Length');
    assert.is(small.body.toString(), SMALL);
  });
});

streams(
  'should compress a static file: the core drops its Content-Length, the original stream is piped, not destroyed',
  async ({ root }) => {
    await withServer([compress(), staticFiles({ root })], async (get) => {
      const expected = `<html>${TEXT}</html>`;
      for (const encoding of ['br', 'gzip', 'deflate']) {
        const res = await get('/page.html', { 'accept-encoding': encoding });
        assert.is(res.status, 200);
        assert.is(res.headers['content-encoding'], encoding);
        assert.is(res.headers['content-length'], undefined);
        assert.is(res.headers['transfer-encoding'], 'chunked');
        assert.is(res.headers['accept-ranges'], undefined, 'ranges would refer to the identity bytes');
        assert.ok(String(res.headers['etag']).startsWith('W/"'), 'the weak ETag is kept');
        assert.is(res.headers['vary'], 'Accept-Encoding');
        assert.is(decode(encoding, res.body), expected);
      }
      const plain = await get('/page.html');
      assert.is(plain.headers['content-length'], String(expected.length));
      assert.is(plain.body.toString(), expected);
    });
  },
);

streams('should leave static ranges, HEAD, small files and images uncompressed', async ({ root }) => {
  await withServer([compress(), staticFiles({ root })], async (get) => {
    const range = await get('/page.html', { 'accept-encoding': 'gzip', range: 'bytes=0-5' });
    assert.is(range.status, 206);
    assert.is(range.headers['content-encoding'], undefined);
    assert.is(range.body.toString(), '<html>');
    const head = await get('/page.html', { 'accept-encoding': 'gzip' }, 'HEAD');
    assert.is(head.headers['content-encoding'], undefined);
    assert.is(head.headers['content-length'], String(TEXT.length + 13));
    const small = await get('/small.txt', { 'accept-encoding': 'gzip' });
    assert.is(small.headers['content-encoding'], undefined);
    assert.is(small.headers['content-length'], String(SMALL.length));
    const photo = await get('/photo.jpg', { 'accept-encoding': 'gzip' });
    assert.is(photo.headers['content-encoding'], undefined);
    assert.is(photo.body.toString(), TEXT);
  });
});

streams('should survive a stream that fails midway and a client that leaves', async () => {
  const running = await listen(appWith(compress()));
  try {
    // The compressor had sent nothing yet when the stream failed (gzip holds its first bytes back): a whole 500.
    const failing = await fetchRaw(running.url, '/stream-failing', { headers: { 'accept-encoding': 'gzip' } });
    assert.is(failing.status, 500);
    // A client that leaves mid-answer.
    await new Promise<void>((resolve, reject) => {
      const { hostname, port } = new URL(running.url);
      const req = http.get(
        { hostname, port, path: '/huge', headers: { 'accept-encoding': 'gzip' }, agent: false, timeout: 5000 },
        (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', (error) => (error.message === 'socket hang up' ? resolve() : reject(error)));
    });
    const after = await fetchRaw(running.url, '/text', { headers: { 'accept-encoding': 'gzip' } });
    assert.is(after.status, 200);
    assert.is(decode('gzip', after.body), TEXT);
  } finally {
    await running.close();
  }
});

streams('should answer 500, not crash, for an object-mode stream of values zlib cannot take', async () => {
  const escaped: unknown[] = [];
  const spy = (e: unknown): void => {
    escaped.push(e);
  };
  process.on('uncaughtException', spy);
  const app = Router.define({
    onError: () => {},
    middleware: [compress({ threshold: 0 })],
    routes: [Router.get('/objects', (ctx) => ctx.stream(200, Readable.from([{ not: 'bytes' }]), 'text/plain'))],
  });
  const running = await listen(app);
  try {
    const res = await fetchRaw(running.url, '/objects', { headers: { 'accept-encoding': 'gzip' } });
    assert.is(res.status, 500);
    // No event says that nothing more will be thrown: this pause only gives a late exception from zlib's callbacks a
    // fair chance to arrive before the check (a negative check; it cannot make the case fail by being slow).
    await new Promise((r) => setTimeout(r, 20));
    assert.equal(escaped, []);
  } finally {
    process.off('uncaughtException', spy);
    await running.close();
  }
});

negotiation.run();
scope.run();
streams.run();
