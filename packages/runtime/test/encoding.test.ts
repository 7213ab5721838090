/** One input, one verdict: bytes that are not UTF-8 get the same answer raw and percent-encoded, in every decoder. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FwError, Router, basicAuth, bodyParser, errorHandler, staticFiles, type Middleware } from '@fw/runtime';
import { completeResponse, HANG_MS, listen, rawExchange } from './helpers.js';

/** Bytes that are not UTF-8: a stray byte, a UTF-8-encoded surrogate (U+D800), an overlong `/`, a code point past U+10FFFF. */
const INVALID: readonly (readonly number[])[] = [[0xff], [0xed, 0xa0, 0x80], [0xc0, 0xaf], [0xf4, 0x90, 0x80, 0x80]];

/** `%XX` for each byte. */
function escaped(bytes: readonly number[]): string {
  return bytes.map((b) => '%' + b.toString(16).toUpperCase().padStart(2, '0')).join('');
}

/** The status and the error code (`x-code`, set by the test's error handler) of one raw exchange. */
async function exchange(
  port: number,
  head: Buffer | string,
  body: Buffer = Buffer.alloc(0),
): Promise<{ status: number; code: string | null }> {
  const request = Buffer.concat([typeof head === 'string' ? Buffer.from(head, 'latin1') : head, body]);
  const text = await rawExchange(port, request, { timeout: HANG_MS, until: completeResponse });
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
  const code = /\r\nx-code: ([A-Z0-9_]+)/i.exec(text)?.[1] ?? null;
  return { status, code };
}

/** A request head (GET unless a body is given) with a target whose bytes are given as is. */
function head(target: Buffer, body?: { type: string; length: number }): Buffer {
  const lines = body === undefined ? 'GET ' : 'POST ';
  const rest = body === undefined ? '' : `Content-Type: ${body.type}\r\nContent-Length: ${body.length}\r\n`;
  return Buffer.concat([
    Buffer.from(lines, 'latin1'),
    target,
    Buffer.from(` HTTP/1.1\r\nHost: a\r\n${rest}Connection: close\r\n\r\n`, 'latin1'),
  ]);
}

/** Answers errors with their status and puts the FwError code in `x-code`. */
const codeHeader: Middleware = async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    if (error instanceof FwError) ctx.setHeader('x-code', error.code);
    throw error;
  }
};

function app(...middleware: Middleware[]) {
  return Router.define({
    onError: () => {},
    middleware: [errorHandler(), codeHeader, ...middleware],
    routes: [
      Router.get('/q', (ctx) => ctx.json(200, { v: ctx.query.get('v') ?? null, keys: ctx.query.keys() })),
      Router.get('/p/:name', (ctx) => ctx.json(200, { name: ctx.params.name })),
      Router.get('/w/*rest', (ctx) => ctx.json(200, { rest: ctx.params.rest })),
      Router.post('/form', (ctx) => ctx.json(200, { body: ctx.body ?? null })),
      Router.post('/json', (ctx) => ctx.json(200, { body: ctx.body ?? null })),
    ],
  });
}

// ---------------------------------------------------------------------------------------------

const query = suite('query string: strict percent-decoding');

query('should answer 400 for escaped bytes that are not UTF-8, as node:http answers the same bytes raw', async () => {
  const running = await listen(app());
  try {
    const port = running.server.port;
    for (const bytes of INVALID) {
      const raw = await exchange(port, head(Buffer.concat([Buffer.from('/q?v='), Buffer.from(bytes)])));
      assert.is(raw.status, 400, `raw ${escaped(bytes)}`);
      for (const target of [
        `/q?v=${escaped(bytes)}`,
        `/q?${escaped(bytes)}=1`,
        `/q?a=1&v=x${escaped(bytes).toLowerCase()}y`,
      ]) {
        const res = await exchange(port, head(Buffer.from(target)));
        assert.is(res.status, 400, target);
        assert.is(res.code, 'FW_ERR_BAD_QUERY_ENCODING', target);
      }
    }
  } finally {
    await running.close();
  }
});

query('should answer 400 for a malformed escape and decode valid UTF-8 escapes and "+"', async () => {
  const running = await listen(app());
  try {
    const port = running.server.port;
    for (const target of ['/q?v=%zz', '/q?v=100%', '/q?v=%4', '/q?v%=1', '/q?v=%%41']) {
      const res = await exchange(port, head(Buffer.from(target)));
      assert.is(res.status, 400, target);
      assert.is(res.code, 'FW_ERR_BAD_QUERY_ENCODING', target);
    }
    const res = await running.request('/q?v=caf%C3%A9+%F0%9F%98%80%2B1&a&&b=');
    assert.is(res.status, 200);
    assert.equal(JSON.parse(res.body), { v: 'café 😀+1', keys: ['v', 'a', 'b'] });
  } finally {
    await running.close();
  }
});

query.run();

// ---------------------------------------------------------------------------------------------

const params = suite('path parameters: strict percent-decoding');

params(
  'should answer 400 for raw and escaped bytes that are not UTF-8 and for malformed escapes, never U+FFFD or a 500',
  async () => {
    const running = await listen(app());
    try {
      const port = running.server.port;
      for (const prefix of ['/p/', '/w/a/']) {
        for (const bytes of INVALID) {
          const raw = await exchange(port, head(Buffer.concat([Buffer.from(prefix), Buffer.from(bytes)])));
          assert.is(raw.status, 400, `raw ${prefix}${escaped(bytes)}`);
          const res = await exchange(port, head(Buffer.from(prefix + escaped(bytes))));
          assert.is(res.status, 400, prefix + escaped(bytes));
          assert.is(res.code, 'FW_ERR_BAD_PERCENT_ENCODING');
        }
        for (const bad of ['%zz', '100%', '%4']) {
          const res = await exchange(port, head(Buffer.from(prefix + bad)));
          assert.is(res.status, 400, prefix + bad);
          assert.is(res.code, 'FW_ERR_BAD_PERCENT_ENCODING');
        }
      }
      const good = await running.request('/p/caf%C3%A9%20%2F');
      assert.equal(JSON.parse(good.body), { name: 'café /' });
    } finally {
      await running.close();
    }
  },
);

params.run();

// ---------------------------------------------------------------------------------------------

const forms = suite('bodyParser forms: strict percent-decoding');

forms(
  'should answer 400 FW_ERR_BODY_INVALID_UTF8 for bytes that are not UTF-8, raw or escaped, in names and values',
  async () => {
    const running = await listen(app(bodyParser()));
    try {
      const port = running.server.port;
      const type = 'application/x-www-form-urlencoded';
      for (const bytes of INVALID) {
        for (const [before, after] of [
          ['a=', ''],
          ['', '=1'],
          ['a=x', 'y&b=2'],
        ] as const) {
          const raw = Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)]);
          const rawRes = await exchange(port, head(Buffer.from('/form'), { type, length: raw.length }), raw);
          const text = Buffer.from(before + escaped(bytes) + after);
          const escRes = await exchange(port, head(Buffer.from('/form'), { type, length: text.length }), text);
          assert.equal(rawRes, { status: 400, code: 'FW_ERR_BODY_INVALID_UTF8' }, `raw ${text.toString()}`);
          assert.equal(escRes, { status: 400, code: 'FW_ERR_BODY_INVALID_UTF8' }, text.toString());
        }
      }
    } finally {
      await running.close();
    }
  },
);

forms('should answer 400 FW_ERR_BODY_PARSER_FORM_ESCAPE for a malformed escape', async () => {
  const running = await listen(app(bodyParser()));
  try {
    for (const body of ['a=100%', 'a=%zz', 'a%=1', 'a=%4', 'a=1&b=%%41']) {
      const res = await running.request('/form', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      assert.is(res.status, 400, body);
      assert.is(res.headers['x-code'], 'FW_ERR_BODY_PARSER_FORM_ESCAPE', body);
    }
  } finally {
    await running.close();
  }
});

forms.run();

// ---------------------------------------------------------------------------------------------

const json = suite('JSON bodies: lone surrogates');

json('should answer 400 FW_ERR_BODY_INVALID_UTF8 for a lone surrogate, as UTF-8 bytes or as a \\u escape', async () => {
  const running = await listen(app(bodyParser()));
  try {
    const port = running.server.port;
    const type = 'application/json';
    const raw = Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]);
    assert.equal(await exchange(port, head(Buffer.from('/json'), { type, length: raw.length }), raw), {
      status: 400,
      code: 'FW_ERR_BODY_INVALID_UTF8',
    });
    for (const text of [
      '{"a":"\\ud800"}',
      '{"a":"x\\uDFFFy"}',
      '{"\\ud83d":1}',
      '["ok", {"b": ["\\ude00\\ud83d"]}]',
      '"\\udbff"',
    ]) {
      const body = Buffer.from(text);
      assert.equal(
        await exchange(port, head(Buffer.from('/json'), { type, length: body.length }), body),
        { status: 400, code: 'FW_ERR_BODY_INVALID_UTF8' },
        text,
      );
    }
    // A pair of escapes is one code point, and a backslash escaped before "u" is no escape at all.
    for (const [text, value] of [
      ['{"a":"\\ud83d\\ude00"}', { a: '😀' }],
      ['{"a":"\\\\ud800"}', { a: '\\ud800' }],
    ] as const) {
      const res = await running.request('/json', { method: 'POST', headers: { 'content-type': type }, body: text });
      assert.is(res.status, 200, text);
      assert.equal(JSON.parse(res.body).body, value, text);
    }
  } finally {
    await running.close();
  }
});

json.run();

// ---------------------------------------------------------------------------------------------

const elsewhere = suite('staticFiles paths and basicAuth: the same verdict for every spelling');

elsewhere('should answer staticFiles 400 for raw and escaped bytes that are not UTF-8', async () => {
  const root = mkdtempSync(join(tmpdir(), 'fw-encoding-'));
  writeFileSync(join(root, 'café.txt'), 'accent');
  const running = await listen(app(staticFiles({ root, prefix: '/files' })));
  try {
    const port = running.server.port;
    for (const bytes of INVALID) {
      const raw = await exchange(port, head(Buffer.concat([Buffer.from('/files/caf'), Buffer.from(bytes)])));
      assert.is(raw.status, 400, `raw ${escaped(bytes)}`);
      const res = await exchange(port, head(Buffer.from('/files/caf' + escaped(bytes))));
      assert.equal(res, { status: 400, code: 'FW_ERR_STATIC_BAD_PATH' }, escaped(bytes));
    }
    assert.is((await running.request('/files/caf%C3%A9.txt')).body, 'accent');
  } finally {
    await running.close();
    rmSync(root, { recursive: true, force: true });
  }
});

elsewhere('should answer basicAuth 401 for credentials whose bytes are not UTF-8, never a U+FFFD match', async () => {
  // A user whose name holds U+FFFD: a lenient decoder would let "\xff" log in as this user.
  const running = await listen(app(basicAuth({ users: { 'x\ufffd': 'pw' } })));
  try {
    const port = running.server.port;
    for (const bytes of INVALID) {
      const credentials = Buffer.concat([Buffer.from('x'), Buffer.from(bytes), Buffer.from(':pw')]).toString('base64');
      const text = await rawExchange(
        port,
        `GET /q HTTP/1.1\r\nHost: a\r\nAuthorization: Basic ${credentials}\r\nConnection: close\r\n\r\n`,
        { until: completeResponse },
      );
      assert.match(text, /^HTTP\/1\.1 401 /, escaped(bytes));
    }
    const good = Buffer.from('x\ufffd:pw').toString('base64');
    const text = await rawExchange(
      port,
      `GET /q HTTP/1.1\r\nHost: a\r\nAuthorization: Basic ${good}\r\nConnection: close\r\n\r\n`,
      { until: completeResponse },
    );
    assert.match(text, /^HTTP\/1\.1 200 /);
  } finally {
    await running.close();
  }
});

elsewhere.run();
