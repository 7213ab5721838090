/** bodyLimit: early 413 from Content-Length, chunked bodies cut at max through raw sockets, per-route limits, config checks. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FwError, Router, bodyLimit, bodyParser, type BodyLimitOptions, type Middleware } from '@fw/runtime';
import { completeResponse, HANG_MS, listen, rawSession, type RawOptions, type RawResult } from '../helpers.js';

const TOO_LARGE = (n: number): string =>
  `{"error":{"status":413,"message":"the request body is larger than the limit of ${n} bytes"}}`;

// One spy for this file's suites (installed by the first, checked by the last): no case may leave an unhandled rejection behind.
const unhandled: unknown[] = [];
const spy = (reason: unknown): void => {
  unhandled.push(reason);
};

/** An app with `middleware` and routes that read the body each way; `reached` counts handler runs. */
function limitedApp(middleware: Middleware[], reached: string[] = [], config: { bodyLimit?: number } = {}) {
  return Router.define({
    onError: () => undefined,
    ...config,
    middleware,
    routes: [
      Router.post('/raw', async (ctx) => {
        reached.push('raw');
        const body = await ctx.rawBody();
        ctx.json(200, { bytes: body.length });
      }),
      Router.post('/parse', async (ctx) => {
        reached.push('parse');
        ctx.json(200, { value: await ctx.parseBody() });
      }),
      Router.post('/parsed', (ctx) => {
        reached.push('parsed');
        ctx.json(200, { value: ctx.body ?? null });
      }),
      Router.post('/ignore', (ctx) => {
        reached.push('ignore');
        ctx.text(200, 'not read');
      }),
      ...Router.scope(
        '/upload',
        [bodyLimit({ max: 64 })],
        [Router.post('/file', async (ctx) => ctx.json(200, { bytes: (await ctx.rawBody()).length }))],
      ),
    ],
  });
}

/**
 * This file's raw exchanges: UTF-8 both ways, read until the answer is whole or the server closes,
 * bounded by the hang guard. `rawUntilClosed` reads until the server closes the connection.
 */
const raw = (port: number, parts: string[], options: RawOptions = {}): Promise<RawResult> =>
  rawSession(port, parts, { timeout: HANG_MS, encode: 'utf8', decode: 'utf8', until: completeResponse, ...options });
const rawUntilClosed = (port: number, parts: string[], options: RawOptions = {}): Promise<RawResult> =>
  rawSession(port, parts, { timeout: HANG_MS, encode: 'utf8', decode: 'utf8', ...options });

const chunk = (text: string): string => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;
const chunkedHead = (path: string, type = 'application/octet-stream'): string =>
  `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: ${type}\r\nTransfer-Encoding: chunked\r\n\r\n`;

// ---------------------------------------------------------------------------------------------
const Early = suite('bodyLimit: Content-Length');
Early.before(() => {
  process.on('unhandledRejection', spy);
});

Early('should answer 413 before the handler runs, without waiting for the body', async () => {
  const reached: string[] = [];
  const running = await listen(limitedApp([bodyLimit({ max: 100 })], reached));
  try {
    // Only the head is sent: the answer must not wait for the 1 MB it announces.
    const out = await rawUntilClosed(running.server.port, [
      'POST /ignore HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 1000000\r\n\r\n',
    ]);
    assert.ok(out.text.startsWith('HTTP/1.1 413 '), out.text);
    assert.match(out.text, /\r\ncontent-type: application\/json; charset=utf-8\r\n/i);
    assert.match(out.text, /\r\nconnection: close\r\n/i);
    assert.ok(out.text.endsWith(TOO_LARGE(100)), out.text);
    assert.ok(out.closed && !out.timedOut, 'the connection is closed, the unread body with it');
    assert.equal(reached, [], 'no handler ran');
  } finally {
    await running.close();
  }
});

Early('should let a body of exactly max bytes through, and one byte more not', async () => {
  const reached: string[] = [];
  const running = await listen(limitedApp([bodyLimit({ max: 10 })], reached));
  try {
    let res = await running.request('/raw', { method: 'POST', body: '0123456789' });
    assert.is(res.status, 200);
    assert.is(res.body, '{"bytes":10}');
    res = await running.request('/ignore', { method: 'POST', body: '0123456789A' });
    assert.is(res.status, 413);
    assert.is(res.body, TOO_LARGE(10));
    assert.equal(reached, ['raw']);
  } finally {
    await running.close();
  }
});

Early('should count bytes, not characters', async () => {
  const res = await limitedApp([bodyLimit({ max: 5 })]).request('/raw', { method: 'POST', body: 'ééé' });
  assert.is(res.status, 413, '3 characters, 6 bytes');
});

Early('should leave requests without a body alone, even with max 0', async () => {
  const app = limitedApp([bodyLimit({ max: 0 })]);
  let res = await app.request('/raw', { method: 'POST' });
  assert.is(res.status, 200);
  assert.is(res.body, '{"bytes":0}');
  res = await app.request('/raw', { method: 'POST', body: 'x' });
  assert.is(res.status, 413);
  assert.is(res.body, TOO_LARGE(0));
});

// ---------------------------------------------------------------------------------------------
const Chunked = suite('bodyLimit: chunked bodies (raw sockets)');

for (const [path, type, reader] of [
  ['/raw', 'application/octet-stream', 'ctx.rawBody()'],
  ['/parse', 'application/json', 'ctx.parseBody()'],
  ['/parsed', 'application/json', 'bodyParser'],
] as const) {
  Chunked(`should cut a chunked body at max bytes for ${reader}`, async () => {
    const reached: string[] = [];
    const middleware =
      path === '/parsed' ? [bodyLimit({ max: 16 }), bodyParser({ limit: 1024 })] : [bodyLimit({ max: 16 })];
    const running = await listen(limitedApp(middleware, reached));
    try {
      const out = await rawUntilClosed(
        running.server.port,
        [chunkedHead(path, type), chunk('"aaaaaaaa'), chunk('bbbbbbbb'), chunk('cccccccc"'), '0\r\n\r\n'],
        { gap: 20 },
      );
      assert.ok(out.text.startsWith('HTTP/1.1 413 '), out.text);
      assert.match(out.text, /\r\nconnection: close\r\n/i);
      assert.ok(out.text.endsWith(TOO_LARGE(16)), out.text);
      assert.ok(out.closed && !out.timedOut, 'the connection is closed');
      if (path === '/parsed') assert.equal(reached, [], 'bodyParser failed before the handler');
    } finally {
      await running.close();
    }
  });
}

Chunked('should accept a chunked body within max', async () => {
  const running = await listen(limitedApp([bodyLimit({ max: 16 })]));
  try {
    const out = await raw(
      running.server.port,
      [chunkedHead('/raw'), chunk('12345678'), chunk('12345678'), '0\r\n\r\n'],
      { gap: 10 },
    );
    assert.ok(out.text.startsWith('HTTP/1.1 200 '), out.text);
    assert.ok(out.text.endsWith('{"bytes":16}'), out.text);
  } finally {
    await running.close();
  }
});

Chunked('should stop reading an endless chunked body and keep serving', async () => {
  const running = await listen(limitedApp([bodyLimit({ max: 1000 })]));
  try {
    const parts = [chunkedHead('/raw'), ...Array.from({ length: 200 }, () => chunk('x'.repeat(100)))];
    const out = await raw(running.server.port, parts, { gap: 2 });
    assert.ok(out.text.startsWith('HTTP/1.1 413 '), out.text);
    const ok = await running.request('/raw', { method: 'POST', body: 'fine' });
    assert.is(ok.body, '{"bytes":4}');
  } finally {
    await running.close();
  }
});

// ---------------------------------------------------------------------------------------------
const Scope = suite('bodyLimit: per-route limits');

Scope('should override the app limit for a scope, up or down', async () => {
  const running = await listen(limitedApp([], [], { bodyLimit: 8 }));
  try {
    let res = await running.request('/raw', { method: 'POST', body: 'x'.repeat(20) });
    assert.is(res.status, 413, 'the app limit of 8 applies outside the scope');
    res = await running.request('/upload/file', { method: 'POST', body: 'x'.repeat(64) });
    assert.is(res.status, 200, 'the scope raises it to 64');
    assert.is(res.body, '{"bytes":64}');
    res = await running.request('/upload/file', { method: 'POST', body: 'x'.repeat(65) });
    assert.is(res.status, 413);
    assert.is(res.body, TOO_LARGE(64));
    const out = await raw(
      running.server.port,
      [chunkedHead('/upload/file'), chunk('x'.repeat(40)), chunk('x'.repeat(40)), '0\r\n\r\n'],
      { gap: 20 },
    );
    assert.ok(out.text.startsWith('HTTP/1.1 413 '), out.text);
    assert.ok(out.text.endsWith(TOO_LARGE(64)), out.text);
  } finally {
    await running.close();
  }
});

// ---------------------------------------------------------------------------------------------
const Config = suite('bodyLimit: configuration');

Config('should refuse a missing or bad max when created', () => {
  for (const options of [undefined, {}, { max: -1 }, { max: 1.5 }, { max: '1mb' }, { max: NaN }, { max: Infinity }]) {
    try {
      bodyLimit(options as BodyLimitOptions);
      assert.unreachable(JSON.stringify(options));
    } catch (error) {
      assert.instance(error, FwError);
      assert.is((error as FwError).code, 'FW_ERR_BODY_LIMIT_CONFIG', JSON.stringify(options));
    }
  }
});

Config('should be a named function', () => {
  assert.is(bodyLimit({ max: 1 }).name, 'bodyLimit');
});

Config('should have left no unhandled rejection in this file', async () => {
  // No event says that nothing more will be reported: this pause only gives a late report from an earlier case a
  // fair chance to arrive before the check (a negative check; it cannot make the case fail by being slow).
  await new Promise((r) => setTimeout(r, 50));
  process.off('unhandledRejection', spy);
  assert.equal(unhandled, []);
});

Early.run();
Chunked.run();
Scope.run();
Config.run();
