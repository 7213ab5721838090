/** Request bodies: parseBody (media type, UTF-8, JSON, prototype keys), limits, rawBody, and aborted uploads. */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FwError, Router, bodyParser } from '@fw/runtime';
import {
  completeResponse,
  eventually,
  guard,
  HANG_MS,
  leaveMidBody,
  listen,
  rawSession,
  responseLength,
  turn,
  waitFor,
  type RawOptions,
  type RawRequest,
  type RawResult,
} from './helpers.js';

const MiB = 1024 * 1024;
const run = promisify(execFile);

/** This file's raw exchanges: written and read as UTF-8, given up after the hang guard unless a case says otherwise. */
const raw = (port: number, parts: RawRequest, options: RawOptions = {}): Promise<RawResult> =>
  rawSession(port, parts, { timeout: HANG_MS, encode: 'utf8', decode: 'utf8', ...options });

function parseRaw(text: string): { status: number; headers: Record<string, string>; body: string } {
  const end = text.indexOf('\r\n\r\n');
  const [line, ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const l of lines) {
    const colon = l.indexOf(':');
    headers[l.slice(0, colon).toLowerCase()] = l.slice(colon + 1).trim();
  }
  return { status: Number(line!.split(' ')[1]), headers, body: text.slice(end + 4) };
}

function codes(errors: unknown[]): string[] {
  return errors.map((e) => (e instanceof FwError ? e.code : e instanceof Error ? e.message : String(e)));
}

function bodyApp(errors: unknown[], bodyLimit?: number) {
  return Router.define({
    onError: (e) => errors.push(e),
    ...(bodyLimit === undefined ? {} : { bodyLimit }),
    routes: [
      Router.post('/echo', async (ctx) => {
        const v = await ctx.parseBody();
        ctx.json(200, { v });
      }),
      Router.post('/limit5', async (ctx) => {
        const v = await ctx.parseBody({ limit: 5 });
        ctx.json(200, { v });
      }),
      Router.post('/size', async (ctx) => {
        const v = await ctx.parseBody<string>();
        ctx.json(200, { length: typeof v === 'string' ? v.length : -1 });
      }),
      Router.post('/raw', async (ctx) => {
        const b = await ctx.rawBody();
        const again = await ctx.rawBody();
        ctx.json(200, { isBuffer: Buffer.isBuffer(b), length: b.length, hex: b.toString('hex'), same: b === again });
      }),
      Router.post('/raw-then-parse', async (ctx) => {
        const b = await ctx.rawBody();
        const v = await ctx.parseBody();
        ctx.json(200, { length: b.length, v });
      }),
      Router.post('/twice', async (ctx) => {
        const a = await ctx.parseBody();
        const b = await ctx.parseBody();
        ctx.json(200, { same: a === b, v: b });
      }),
      // parseBody first, then rawBody, and two parseBody calls in flight together: one read, shared.
      Router.post('/parse-then-raw', async (ctx) => {
        const [a, b] = await Promise.all([ctx.parseBody({ limit: 16 }), ctx.parseBody({ limit: 16 })]);
        const bytes = await ctx.rawBody();
        ctx.json(200, { same: a === b, v: a, text: bytes.toString('utf8') });
      }),
      // parseBody fails (bad JSON, or too large); rawBody then gives the bytes read, or the same read error.
      Router.post('/failed-parse-then-raw', async (ctx) => {
        const parsed = await ctx.parseBody({ limit: 16 }).then(
          () => 'parsed',
          (error: unknown) => (error as FwError).code,
        );
        const bytes = await ctx.rawBody().then(
          (b) => b.toString('utf8'),
          (error: unknown) => (error as FwError).code,
        );
        ctx.json(200, { parsed, bytes });
      }),
      // parseBody, then rawBody: the value (or the error code) and the bytes read, whatever chunks they came in.
      Router.post('/chunks', async (ctx) => {
        const v = await ctx.parseBody().catch((error: unknown) => ({ code: (error as FwError).code }));
        const bytes = await ctx.rawBody();
        ctx.json(200, { v, hex: bytes.toString('hex'), same: bytes === (await ctx.rawBody()) });
      }),
      Router.get('/ok', (ctx) => ctx.text(200, 'ok')),
    ],
  });
}

type Res = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function assertError(res: Res, status: number, code: string, errors: unknown[], where = ''): void {
  assert.is(res.status, status, where);
  assert.is(res.headers['content-type'], 'application/json; charset=utf-8', where);
  const body = JSON.parse(res.body) as { error: { status: number; message: string } };
  assert.is(body.error.status, status, where);
  assert.type(body.error.message, 'string', where);
  assert.ok(body.error.message.length > 0, where);
  assert.equal(codes(errors), [code], where);
  assert.is((errors[0] as FwError).status, status, where);
}

const JSON_HEADERS = { 'content-type': 'application/json' };

// ---------------------------------------------------------------------------------------------
const Parse = suite('parseBody');

Parse('should parse a JSON object and a JSON array', async () => {
  const errors: unknown[] = [];
  const running = await listen(bodyApp(errors));
  try {
    let res = await running.request('/echo', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: '{"a":1,"b":[true,null],"c":{"d":"é"}}',
    });
    assert.is(res.status, 200);
    assert.is(res.headers['content-type'], 'application/json; charset=utf-8');
    assert.equal(JSON.parse(res.body), { v: { a: 1, b: [true, null], c: { d: 'é' } } });
    res = await running.request('/echo', { method: 'POST', headers: JSON_HEADERS, body: ' [1, "two", {"three": 3}] ' });
    assert.is(res.status, 200);
    assert.equal(JSON.parse(res.body), { v: [1, 'two', { three: 3 }] });
    assert.equal(errors, []);
  } finally {
    await running.close();
  }
});

Parse('should accept application/json with a UTF-8 charset and +json media types', async () => {
  const errors: unknown[] = [];
  const running = await listen(bodyApp(errors));
  try {
    for (const type of [
      'application/json; charset=utf-8',
      'Application/JSON; Charset="UTF-8"',
      'application/json;charset=utf8',
      'application/vnd.api+json',
      'application/problem+json; charset=utf-8',
    ]) {
      const res = await running.request('/echo', {
        method: 'POST',
        headers: { 'content-type': type },
        body: '{"ok":true}',
      });
      assert.is(res.status, 200, type);
      assert.equal(JSON.parse(res.body), { v: { ok: true } }, type);
    }
    assert.equal(errors, []);
  } finally {
    await running.close();
  }
});

Parse('should answer 415 for other media types and other charsets', async () => {
  const errors: unknown[] = [];
  const running = await listen(bodyApp(errors));
  try {
    for (const type of [
      'application/json; charset=latin1',
      'application/json; charset=iso-8859-1',
      'text/plain',
      'text/json',
      'application/x-www-form-urlencoded',
      'application/jsonp',
    ]) {
      errors.length = 0;
      const res = await running.request('/echo', {
        method: 'POST',
        headers: { 'content-type': type },
        body: '{"ok":true}',
      });
      assertError(res, 415, 'FW_ERR_BODY_MEDIA_TYPE', errors, type);
    }
    const ok = await running.request('/ok');
    assert.is(ok.status, 200);
  } finally {
    await running.close();
  }
});

Parse('should answer 415 when a body comes without a Content-Type', async () => {
  const errors: unknown[] = [];
  const running = await listen(bodyApp(errors));
  try {
    const out = await raw(running.server.port, [
      'POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 11\r\nConnection: close\r\n\r\n{"ok":true}',
    ]);
    const res = parseRaw(out.text);
    assertError(res, 415, 'FW_ERR_BODY_MEDIA_TYPE', errors);
    assert.is((errors[0] as FwError).params['type'], 'no Content-Type');
  } finally {
    await running.close();
  }
});

Parse('should answer 400 for an empty or blank body', async () => {
  const errors: unknown[] = [];
  const running = await listen(bodyApp(errors));
  try {
    for (const [label, body] of [
      ['no body', undefined],
      ['empty', ''],
      ['blank', '  \n\t '],
    ] as const) {
      errors.length = 0;
      const res = await running.request('/echo', {
        method: 'POST',
        headers: JSON_HEADERS,
        ...(body === undefined ? {} : { body }),
      });
      assertError(res, 400, 'FW_ERR_BODY_EMPTY', errors, label);
    }
  } finally {
    await running.close();
  }
});

Parse('should answer 400 for invalid JSON with the parse reason in the message', async () => {
  const errors: unknown[] = [];
  const running = await listen(bodyApp(errors));
  try {
    const text = '{"a": 1,}';
    let reason = '';
    try {
      JSON.parse(text);
    } catch (e) {
      reason = (e as Error).message;
    }
    assert.ok(reason.length > 0);
    const res = await running.request('/echo', { method: 'POST', headers: JSON_HEADERS, body: text });
    assertError(res, 400, 'FW_ERR_BODY_INVALID_JSON', errors);
    const message = (JSON.parse(res.body) as { error: { message: string } }).error.message;
    assert.ok(message.includes(reason), `message "${message}" includes "${reason}"`);
    assert.is((errors[0] as FwError).params['reason'], reason);
  } finally {
    await running.close();
  }
});

Parse('should answer 400 for invalid UTF-8 bytes', async () => {
  const errors: unknown[] = [];
  const running = await listen(bodyApp(errors));
  try {
    const bodies = [
      Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]),
      Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]), // encoded lone surrogate
      Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xc0, 0xaf]), Buffer.from('"}')]), // overlong "/"
    ];
    for (const body of bodies) {
      errors.length = 0;
      const res = await running.request('/echo', { method: 'POST', headers: JSON_HEADERS, body });
      assertError(res, 400, 'FW_ERR_BODY_INVALID_UTF8', errors, body.toString('hex'));
    }
  } finally {
    await running.close();
  }
});

Parse('should accept a U+FFFD the client sent, and still refuse one next to invalid bytes', async () => {
  const errors: unknown[] = [];
  const running = await listen(bodyApp(errors));
  try {
    let res = await running.request('/echo', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: Buffer.from('{"a":"x\ufffdy"}', 'utf8'),
    });
    assert.is(res.status, 200, res.body);
    assert.equal(JSON.parse(res.body), { v: { a: 'x\ufffdy' } });
    const mixed = Buffer.concat([Buffer.from('{"a":"\ufffd'), Buffer.from([0xff]), Buffer.from('"}')]);
    res = await running.request('/echo', { method: 'POST', headers: JSON_HEADERS, body: mixed });
    assertError(res, 400, 'FW_ERR_BODY_INVALID_UTF8', errors);
  } finally {
    await running.close();
  }
});

Parse.run();

// ---------------------------------------------------------------------------------------------
const MediaTypes = suite('parseBody: media type parameters');

/** Content-Types that name one JSON type with a UTF-8 charset, however they are spelled. */
const SAME_JSON = [
  'application/json ; charset = "utf-8" ',
  'application/json;;charset=utf-8;',
  'APPLICATION/JSON;CHARSET=UTF-8',
  'application/json; charset="ut\\f-8"',
  'application/json; foo="a;charset=latin1"; charset=utf-8',
  'application/json; a="quoted \\"x\\"; still quoted"',
  `application/json;${' '.repeat(50_000)}charset=utf-8`,
];

/** Content-Types that repeat a parameter, in both orders and spellings; each must be refused alike. */
const REPEATED = [
  'application/json; charset=utf-8; charset=utf-16',
  'application/json; charset=utf-16; charset=utf-8',
  'application/json; charset=utf-8; charset=utf-8',
  'application/json; Charset=utf-8; CHARSET=utf-8',
  'application/json; charset="utf-8"; charset=utf-8',
  'application/json;charset=utf-8;charset=utf-8',
  'application/json; foo=1; charset=utf-8; FOO=2',
  'application/vnd.api+json; charset=utf-8; charset=latin1',
  `application/json${';charset=utf-8'.repeat(5000)}`,
];

/** Content-Types that are not a media type at all. */
const MALFORMED = [
  'application/json; charset',
  'application/json; charset=',
  'application/json; =utf-8',
  'application/json; charset="utf-8',
  'application/json charset=utf-8',
  'application/json; charset=utf-8 utf-16',
  'application/',
  '/json',
  `application/json${';charset='.repeat(5000)}`,
  `application/json; a="${'\\"'.repeat(25_000)}`,
  `application/json${' '.repeat(50_000)}x`,
];

MediaTypes(
  'should accept quoted values, whitespace around separators and any case, without mistaking a quoted ";"',
  async () => {
    const errors: unknown[] = [];
    const app = bodyApp(errors);
    for (const type of SAME_JSON) {
      const res = await app.request('/echo', {
        method: 'POST',
        headers: { 'content-type': type },
        body: '{"ok":true}',
      });
      assert.is(res.status, 200, type.slice(0, 80));
      assert.equal(JSON.parse(res.body), { v: { ok: true } });
    }
    assert.equal(errors, []);
  },
);

MediaTypes(
  'should refuse a repeated parameter with 415 FW_ERR_MEDIA_TYPE_INVALID whatever its order and case',
  async () => {
    const app = bodyApp([]);
    for (const type of REPEATED) {
      const errors: unknown[] = [];
      const res = await bodyApp(errors).request('/echo', {
        method: 'POST',
        headers: { 'content-type': type },
        body: '{"ok":true}',
      });
      assertError(res, 415, 'FW_ERR_MEDIA_TYPE_INVALID', errors, type.slice(0, 80));
      assert.ok(res.body.length < 1000, 'the hostile header is not echoed whole');
    }
    assert.is((await app.request('/ok')).status, 200);
  },
);

MediaTypes(
  'should refuse a malformed Content-Type with 415 FW_ERR_MEDIA_TYPE_INVALID, in bounded work however long',
  async () => {
    for (const type of MALFORMED) {
      const errors: unknown[] = [];
      const res = await bodyApp(errors).request('/echo', {
        method: 'POST',
        headers: { 'content-type': type },
        body: '{"ok":true}',
      });
      assertError(res, 415, 'FW_ERR_MEDIA_TYPE_INVALID', errors, type.slice(0, 80));
    }
  },
);

MediaTypes('should answer a long hostile Content-Type over a real connection', async () => {
  const errors: unknown[] = [];
  const running = await listen(bodyApp(errors), { maxHeaderSize: 256 * 1024 });
  try {
    for (const [type, status] of [
      [`application/json${';charset=utf-8'.repeat(5000)}`, 415],
      [`application/json${';charset='.repeat(5000)}`, 415],
      [`application/json;${' '.repeat(50_000)}charset=utf-8`, 200],
      [`application/json;${' '.repeat(50_000)}`, 200],
      [`application/json; a="${'\\;'.repeat(25_000)}"`, 200],
    ] as const) {
      const res = await running.request('/echo', {
        method: 'POST',
        headers: { 'content-type': type },
        body: '{"ok":true}',
      });
      assert.is(res.status, status, type.slice(0, 80));
    }
  } finally {
    await running.close();
  }
});

MediaTypes.run();

// ---------------------------------------------------------------------------------------------
const Pollution = suite('parseBody prototype keys');

Pollution('should answer 400 for a __proto__ key and leave Object.prototype alone', async () => {
  const errors: unknown[] = [];
  const running = await listen(bodyApp(errors));
  try {
    const res = await running.request('/echo', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: '{"__proto__":{"x":1,"polluted":true}}',
    });
    assertError(res, 400, 'FW_ERR_BODY_FORBIDDEN_KEY', errors);
    assert.is(({} as Record<string, unknown>)['x'], undefined);
    assert.is(({} as Record<string, unknown>)['polluted'], undefined);
    assert.not.ok(Object.hasOwn(Object.prototype, 'polluted'));
  } finally {
    await running.close();
  }
});

Pollution('should answer 400 for constructor.prototype, and for either key deep inside arrays', async () => {
  const errors: unknown[] = [];
  const running = await listen(bodyApp(errors));
  try {
    for (const body of [
      '{"constructor":{"prototype":{"x":1}}}',
      '{"list":[1,{"deep":[{"__proto__":{"polluted":true}}]}]}',
      '[[{"constructor":{"prototype":{}}}]]',
      '{"a":{"b":{"c":[[{"__proto__":null}]]}}}',
    ]) {
      errors.length = 0;
      const res = await running.request('/echo', { method: 'POST', headers: JSON_HEADERS, body });
      assertError(res, 400, 'FW_ERR_BODY_FORBIDDEN_KEY', errors, body);
    }
    assert.not.ok(Object.hasOwn(Object.prototype, 'polluted'));
  } finally {
    await running.close();
  }
});

Pollution('should answer 400 for prototype keys written with JSON escapes', async () => {
  const errors: unknown[] = [];
  const running = await listen(bodyApp(errors));
  try {
    // JSON.parse turns these into own "__proto__" / "constructor" keys, just like the plain spelling.
    for (const body of [
      '{"\\u005f_proto__":{"polluted":true}}',
      '{"\\u0063onstructor":{"prototype":{"x":1}}}',
      '{"a":[{"__pro\\u0074o__":{}}]}',
    ]) {
      errors.length = 0;
      const res = await running.request('/echo', { method: 'POST', headers: JSON_HEADERS, body });
      assertError(res, 400, 'FW_ERR_BODY_FORBIDDEN_KEY', errors, body);
    }
  } finally {
    await running.close();
  }
});

Pollution('should allow keys named constructor, proto or prototype with harmless values', async () => {
  const errors: unknown[] = [];
  const running = await listen(bodyApp(errors));
  try {
    for (const value of [
      { constructor: 'plain' },
      { constructor: { name: 'x' } },
      { proto: 'p', __proto: 'q', prototype: { a: 1 } },
    ]) {
      const res = await running.request('/echo', {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify(value),
      });
      assert.is(res.status, 200, JSON.stringify(value));
      // Compared as text: uvu's deep equality reads `.constructor`, which these values override.
      assert.is(res.body, JSON.stringify({ v: value }));
    }
    assert.equal(errors, []);
  } finally {
    await running.close();
  }
});

Pollution.run();

// ---------------------------------------------------------------------------------------------
const Limits = suite('body limits');

Limits('should answer 413 with connection: close when Content-Length is over the default 1 MiB', async () => {
  const errors: unknown[] = [];
  const running = await listen(bodyApp(errors));
  try {
    const head = `POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${MiB + 1}\r\n\r\n`;
    const out = await raw(running.server.port, [head, '"' + 'a'.repeat(1000)], { until: completeResponse });
    const res = parseRaw(out.text);
    assertError(res, 413, 'FW_ERR_BODY_TOO_LARGE', errors);
    assert.is(res.headers['connection'], 'close');
    assert.is((errors[0] as FwError).params['limit'], MiB);
    const ok = await running.request('/ok');
    assert.is(ok.status, 200);
  } finally {
    await running.close();
  }
});

Limits('should answer 413 with connection: close for a chunked body over the default 1 MiB', async () => {
  const errors: unknown[] = [];
  const running = await listen(bodyApp(errors));
  try {
    const head =
      'POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n';
    const chunk = 'a'.repeat(64 * 1024);
    const parts = [head];
    for (let sent = 0; sent <= MiB; sent += chunk.length) parts.push(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    parts.push('0\r\n\r\n');
    const out = await raw(running.server.port, parts, { until: completeResponse });
    assert.not.match(out.text.slice(0, out.text.indexOf('\r\n\r\n')), /content-length: 0\r\n/i);
    const res = parseRaw(out.text);
    assertError(res, 413, 'FW_ERR_BODY_TOO_LARGE', errors);
    assert.is(res.headers['connection'], 'close');
    const ok = await running.request('/ok');
    assert.is(ok.status, 200);
  } finally {
    await running.close();
  }
});

Limits('should accept a body of exactly the default limit', async () => {
  const errors: unknown[] = [];
  const running = await listen(bodyApp(errors));
  try {
    const body = '"' + 'a'.repeat(MiB - 2) + '"';
    assert.is(Buffer.byteLength(body), MiB);
    const res = await running.request('/size', { method: 'POST', headers: JSON_HEADERS, body });
    assert.is(res.status, 200);
    assert.equal(JSON.parse(res.body), { length: MiB - 2 });
    assert.equal(errors, []);
  } finally {
    await running.close();
  }
});

Limits('should apply the bodyLimit option of Router.define, with and without Content-Length', async () => {
  const errors: unknown[] = [];
  const running = await listen(bodyApp(errors, 16));
  try {
    const atLimit = '"' + 'a'.repeat(14) + '"';
    let res = await running.request('/echo', { method: 'POST', headers: JSON_HEADERS, body: atLimit });
    assert.is(res.status, 200);
    assert.equal(JSON.parse(res.body), { v: 'a'.repeat(14) });

    res = await running.request('/echo', { method: 'POST', headers: JSON_HEADERS, body: '"' + 'a'.repeat(15) + '"' });
    assertError(res, 413, 'FW_ERR_BODY_TOO_LARGE', errors, 'content-length');
    assert.is(res.headers['connection'], 'close');
    assert.is((errors[0] as FwError).params['limit'], 16);

    errors.length = 0;
    const head =
      'POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n';
    const out = await raw(running.server.port, [head, '9\r\n"aaaaaaaa\r\n', '9\r\naaaaaaaa"\r\n', '0\r\n\r\n'], {
      gap: 20,
      until: completeResponse,
    });
    const chunked = parseRaw(out.text);
    assertError(chunked, 413, 'FW_ERR_BODY_TOO_LARGE', errors, 'chunked');
    assert.is(chunked.headers['connection'], 'close');
  } finally {
    await running.close();
  }
});

Limits('should apply parseBody({ limit }) per call', async () => {
  const errors: unknown[] = [];
  const running = await listen(bodyApp(errors));
  try {
    let res = await running.request('/limit5', { method: 'POST', headers: JSON_HEADERS, body: '"abc"' });
    assert.is(res.status, 200);
    assert.equal(JSON.parse(res.body), { v: 'abc' });
    res = await running.request('/limit5', { method: 'POST', headers: JSON_HEADERS, body: '"abcd"' });
    assertError(res, 413, 'FW_ERR_BODY_TOO_LARGE', errors);
    assert.is((errors[0] as FwError).params['limit'], 5);
    // The same body is fine on a route using the app limit.
    errors.length = 0;
    res = await running.request('/echo', { method: 'POST', headers: JSON_HEADERS, body: '"abcd"' });
    assert.is(res.status, 200);
    assert.equal(errors, []);
  } finally {
    await running.close();
  }
});

Limits.run();

// ---------------------------------------------------------------------------------------------
const Raw = suite('rawBody and aborted bodies');

Raw('should return the raw body as one shared Buffer', async () => {
  const errors: unknown[] = [];
  const running = await listen(bodyApp(errors));
  try {
    let res = await running.request('/raw', {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: Buffer.from([0, 255, 1, 128]),
    });
    assert.is(res.status, 200);
    assert.equal(JSON.parse(res.body), { isBuffer: true, length: 4, hex: '00ff0180', same: true });
    res = await running.request('/raw', { method: 'POST' });
    assert.is(res.status, 200);
    assert.equal(JSON.parse(res.body), { isBuffer: true, length: 0, hex: '', same: true });
    assert.equal(errors, []);
  } finally {
    await running.close();
  }
});

Raw('should return the same value from parseBody twice, and parse after rawBody', async () => {
  const errors: unknown[] = [];
  const running = await listen(bodyApp(errors));
  try {
    let res = await running.request('/twice', { method: 'POST', headers: JSON_HEADERS, body: '{"k":[1,2]}' });
    assert.is(res.status, 200);
    assert.equal(JSON.parse(res.body), { same: true, v: { k: [1, 2] } });
    res = await running.request('/raw-then-parse', { method: 'POST', headers: JSON_HEADERS, body: '{"k":"v"}' });
    assert.is(res.status, 200);
    assert.equal(JSON.parse(res.body), { length: 9, v: { k: 'v' } });
    assert.equal(errors, []);
  } finally {
    await running.close();
  }
});

Raw('should read once for parseBody calls in flight together and share the bytes with rawBody', async () => {
  const errors: unknown[] = [];
  const running = await listen(bodyApp(errors));
  try {
    let res = await running.request('/parse-then-raw', { method: 'POST', headers: JSON_HEADERS, body: '{"k":"v"}' });
    assert.is(res.status, 200);
    assert.equal(JSON.parse(res.body), { same: true, v: { k: 'v' }, text: '{"k":"v"}' });
    res = await running.request('/failed-parse-then-raw', { method: 'POST', headers: JSON_HEADERS, body: '{"k":' });
    assert.is(res.status, 200);
    assert.equal(JSON.parse(res.body), { parsed: 'FW_ERR_BODY_INVALID_JSON', bytes: '{"k":' });
    res = await running.request('/failed-parse-then-raw', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: '{"k":"a long value"}',
    });
    assert.is(res.status, 200);
    assert.equal(JSON.parse(res.body), { parsed: 'FW_ERR_BODY_TOO_LARGE', bytes: 'FW_ERR_BODY_TOO_LARGE' });
    assert.equal(errors, []);
  } finally {
    await running.close();
  }
});

Raw('should survive a client that sends less than Content-Length and closes', async () => {
  const errors: unknown[] = [];
  const unhandled: unknown[] = [];
  const spy = (reason: unknown): void => {
    unhandled.push(reason);
  };
  process.on('unhandledRejection', spy);
  const running = await listen(bodyApp(errors));
  try {
    for (const [i, path] of ['/echo', '/raw'].entries()) {
      const answered = await leaveMidBody(
        running.server,
        `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"partial":`,
      );
      assert.is(answered, '', 'nothing is answered while the body is incomplete');
      // The handler was still waiting for the rest of the body when the client left: its read fails.
      await eventually(() => errors.length === i + 1, `${path}: the read of the cut body fails`);
    }
    assert.equal(codes(errors), ['FW_ERR_BODY_INCOMPLETE', 'FW_ERR_BODY_INCOMPLETE']);
    const ok = await running.request('/ok');
    assert.is(ok.status, 200);
    assert.is(ok.body, 'ok');
    const good = await running.request('/echo', { method: 'POST', headers: JSON_HEADERS, body: '{"after":1}' });
    assert.is(good.status, 200);
    assert.equal(JSON.parse(good.body), { v: { after: 1 } });
    await turn();
    assert.equal(codes(errors), ['FW_ERR_BODY_INCOMPLETE', 'FW_ERR_BODY_INCOMPLETE'], 'nothing else went wrong');
    assert.equal(unhandled, []);
  } finally {
    process.off('unhandledRejection', spy);
    await running.close();
  }
});

Raw.run();

const Delivery = suite('body delivery');

/** What a handler saw of one request's body and of the request stream after it. */
interface Seen {
  v: unknown;
  /** `/late` only: whether the whole message had been received when the handler called parseBody. */
  complete?: boolean;
  /** `data` listeners on the request once parseBody settled: 0 when the buffered body was taken whole. */
  dataListeners: number;
  ended: boolean;
  closed: boolean;
}

/** `/watch` parses at once, `/late` once the whole message has been received; both record what they saw. */
function watchApp(seen: Seen[], errors: unknown[]) {
  const watch = async (ctx: Parameters<Parameters<typeof Router.post>[1]>[0], late: boolean): Promise<void> => {
    const req = ctx.req;
    const record: Seen = { v: undefined, dataListeners: -1, ended: false, closed: false };
    seen.push(record);
    req.once('end', () => (record.ended = true));
    req.once('close', () => (record.closed = true));
    // node:http sets `complete` when it has parsed the end of the message (it has no event for it).
    if (late) {
      while (!req.complete && !req.destroyed) await turn();
      record.complete = req.complete;
    }
    record.v = await ctx.parseBody();
    record.dataListeners = req.listenerCount('data');
    ctx.json(200, { v: record.v });
  };
  return Router.define({
    onError: (e) => errors.push(e),
    routes: [Router.post('/watch', (ctx) => watch(ctx, false)), Router.post('/late', (ctx) => watch(ctx, true))],
  });
}

const post = (path: string, body: string): string =>
  `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;

/** The whole responses in `text`, in order: each status and JSON body (a partial last one is left out). */
function answers(text: string): { status: number; body: unknown }[] {
  const out: { status: number; body: unknown }[] = [];
  for (let rest = text, n = responseLength(rest); n !== -1; rest = rest.slice(n), n = responseLength(rest)) {
    const { status, body } = parseRaw(rest.slice(0, n));
    out.push({ status, body: JSON.parse(body) });
  }
  return out;
}

async function deliver(
  parts: RawRequest,
  expected: number,
  options: RawOptions = {},
): Promise<{ seen: Seen[]; errors: unknown[]; answers: { status: number; body: unknown }[] }> {
  const seen: Seen[] = [];
  const errors: unknown[] = [];
  const running = await listen(watchApp(seen, errors));
  try {
    // A piece after the first goes out once the request has reached its handler, which then reads it from the stream.
    const reached = (): Promise<void> =>
      new Promise<void>((resolve) => running.server.nodeServer.once('request', () => resolve()));
    let request = reached();
    const out = await raw(running.server.port, parts, {
      until: (text) => answers(text).length === expected,
      between: async () => {
        await guard(request, 'the request reaches its handler');
        request = reached();
      },
      ...options,
    });
    await waitFor(() => seen.length === expected && seen.every((s) => s.ended && s.closed));
    return { seen, errors, answers: answers(out.text) };
  } finally {
    await running.close();
  }
}

Delivery('should take a body that came with its headers whole, and the request still ends and closes', async () => {
  const body = '{"name":"Ada","tags":["a","b"]}';
  const { seen, errors, answers: got } = await deliver(post('/watch', body) + body, 1);
  assert.equal(got, [{ status: 200, body: { v: { name: 'Ada', tags: ['a', 'b'] } } }]);
  assert.equal(seen, [{ v: { name: 'Ada', tags: ['a', 'b'] }, dataListeners: 0, ended: true, closed: true }]);
  assert.equal(errors, []);
});

Delivery('should read a body sent after its headers, whole or in part, from the stream', async () => {
  const body = '{"name":"Grace","n":12345}';
  for (const parts of [
    [post('/watch', body), body],
    [post('/watch', body) + body.slice(0, 9), body.slice(9)],
  ]) {
    const { seen, errors, answers: got } = await deliver(parts, 1);
    assert.equal(got, [{ status: 200, body: { v: { name: 'Grace', n: 12345 } } }]);
    assert.equal(seen.length, 1);
    assert.equal(seen[0]!.v, { name: 'Grace', n: 12345 });
    assert.is(seen[0]!.dataListeners, 1, 'read through a data listener');
    assert.ok(seen[0]!.ended && seen[0]!.closed);
    assert.equal(errors, []);
  }
});

Delivery(
  'should decode a body that arrives in many chunks, a character split between two, and keep its bytes',
  async () => {
    const errors: unknown[] = [];
    const running = await listen(bodyApp(errors));
    /** Sends `body` to /chunks cut at `cuts` (byte offsets), each piece its own write. */
    const send = async (body: Buffer, cuts: number[]): Promise<{ v: unknown; hex: string; same: boolean }> => {
      const head = `POST /chunks HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
      const pieces: (string | Buffer)[] = [head];
      let from = 0;
      for (const cut of [...cuts, body.length]) pieces.push(body.subarray(from, (from = cut)));
      // A gap between the writes, so each arrives as a chunk of its own.
      const out = await raw(running.server.port, pieces, { gap: 5, until: completeResponse });
      const answer = parseRaw(out.text);
      assert.is(answer.status, 200, answer.body);
      return JSON.parse(answer.body) as { v: unknown; hex: string; same: boolean };
    };
    try {
      const value = { name: 'Zoë 🐈', pad: 'x'.repeat(100) };
      const body = Buffer.from(JSON.stringify(value));
      const e = body.indexOf(Buffer.from('ë'));
      const cat = body.indexOf(Buffer.from('🐈'));
      // A few chunks (kept as they came), a two-byte and a four-byte character each cut in the middle.
      let got = await send(body, [4, e + 1, cat + 2, cat + 3]);
      assert.equal(got, { v: value, hex: body.toString('hex'), same: true });
      // More chunks than are kept apart (then gathered into one buffer): 40 pieces of 3 bytes and the rest.
      got = await send(
        body,
        Array.from({ length: 40 }, (_, i) => 3 * (i + 1)),
      );
      assert.equal(got, { v: value, hex: body.toString('hex'), same: true });
      // Invalid bytes in a later chunk, after ASCII ones; an ASCII chunk after a cut character; a byte order mark.
      const bad = Buffer.concat([Buffer.from('{"a":"abc'), Buffer.from([0xff]), Buffer.from('"}')]);
      got = await send(bad, [4, 9]);
      assert.equal(got, { v: { code: 'FW_ERR_BODY_INVALID_UTF8' }, hex: bad.toString('hex'), same: true });
      const cut = Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xc3]), Buffer.from('b"}')]);
      got = await send(cut, [3, 7]);
      assert.equal(got.v, { code: 'FW_ERR_BODY_INVALID_UTF8' }, 'a character left unfinished');
      const unfinished = Buffer.concat([Buffer.from('{"a":1}'), Buffer.from([0xe2, 0x82])]);
      got = await send(unfinished, [7]);
      assert.equal(got.v, { code: 'FW_ERR_BODY_INVALID_UTF8' }, 'the body ends inside a character');
      const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"a":1}')]);
      got = await send(bom, [2, 5]);
      assert.equal(got.v, { code: 'FW_ERR_BODY_INVALID_JSON' }, 'a byte order mark is refused as before');
      assert.equal(errors, []);
    } finally {
      await running.close();
    }
  },
);

Delivery('should give each of two requests written together its own body', async () => {
  const a = '{"n":1}';
  const b = '{"n":"two","more":[true]}';
  const { seen, errors, answers: got } = await deliver(post('/watch', a) + a + post('/watch', b) + b, 2);
  assert.equal(got, [
    { status: 200, body: { v: { n: 1 } } },
    { status: 200, body: { v: { n: 'two', more: [true] } } },
  ]);
  assert.equal(
    seen.map((s) => [s.v, s.ended, s.closed]),
    [
      [{ n: 1 }, true, true],
      [{ n: 'two', more: [true] }, true, true],
    ],
  );
  assert.equal(errors, []);
});

Delivery('should read a body parsed after the message ended', async () => {
  const body = '{"late":true}';
  const { seen, errors, answers: got } = await deliver(post('/late', body) + body, 1);
  assert.equal(got, [{ status: 200, body: { v: { late: true } } }]);
  assert.equal(seen, [{ v: { late: true }, complete: true, dataListeners: 0, ended: true, closed: true }]);
  assert.equal(errors, []);
});

Delivery(
  'should keep the connection after a 400 for bad JSON taken whole (parseBody and bodyParser) or a 415 for a body sent whole, and close it when the body was never read',
  async () => {
    const bad = '{"name":';
    const good = '{"ok":1}';
    const seen: Seen[] = [];
    const errors: unknown[] = [];
    const parsed = Router.define({
      onError: (e) => errors.push(e),
      middleware: [bodyParser()],
      routes: [Router.post('/parsed', (ctx) => ctx.json(200, { v: ctx.body }))],
    });
    const runners = [await listen(watchApp(seen, errors)), await listen(parsed)];
    try {
      for (const [running, path] of [
        [runners[0]!, '/watch'],
        [runners[1]!, '/parsed'],
      ] as const) {
        errors.length = 0;
        const out = await raw(running.server.port, post(path, bad) + bad + post(path, good) + good, {
          until: (text) => answers(text).length === 2,
        });
        const got = answers(out.text);
        assert.equal(
          got.map((a) => a.status),
          [400, 200],
          path,
        );
        assert.equal(got[1]!.body, { v: { ok: 1 } }, path);
        assert.equal(codes(errors), ['FW_ERR_BODY_INVALID_JSON'], path);
      }
      // Refused without reading (415: a text body, a repeated charset), the body all here with its headers: it is
      // taken and the connection stays open for the next request.
      errors.length = 0;
      const repeated = post('/watch', good).replace(
        'application/json',
        'application/json; charset=utf-8; charset=utf-16',
      );
      const text = post('/watch', good).replace('application/json', 'text/plain');
      const kept = await raw(runners[0]!.server.port, repeated + good + text + good + post('/watch', good) + good, {
        until: (answer) => answers(answer).length === 3,
      });
      assert.equal(
        answers(kept.text).map((a) => a.status),
        [415, 415, 200],
      );
      assert.not.match(kept.text, /\r\nconnection: close\r\n/i);
      assert.equal(codes(errors), ['FW_ERR_MEDIA_TYPE_INVALID', 'FW_ERR_BODY_MEDIA_TYPE']);
      errors.length = 0;
      // Refused without reading (415, a text body): the body is not all here yet, so the connection closes after the
      // answer. The rest of the body goes out once the answer is in; the exchange lasts until the server closes.
      const head = post('/watch', good).replace('application/json', 'text/plain');
      let answered!: () => void;
      const answer = new Promise<void>((resolve) => (answered = resolve));
      const out = await raw(runners[0]!.server.port, [head + good.slice(0, 3), good.slice(3)], {
        timeout: HANG_MS,
        until: (text) => (completeResponse(text) && answered(), false),
        between: () => answer,
      });
      assert.is(answers(out.text)[0]!.status, 415);
      assert.equal(codes(errors), ['FW_ERR_BODY_MEDIA_TYPE']);
      assert.match(out.text, /\r\nconnection: close\r\n/i);
      assert.ok(out.closed && !out.timedOut, 'the server closed the connection');
    } finally {
      for (const running of runners) await running.close();
    }
  },
);

Delivery.run();

// ---------------------------------------------------------------------------------------------
const Memory = suite('body memory');

Memory('should hold a body sent as 300000 one-byte chunks in one buffer, not a Buffer per chunk', async () => {
  // The read runs in a child process with a heap of its own and --expose-gc (see
  // body-memory-child.ts), which measures after full collections once the server has read every
  // chunk but the body has not ended. One gathered buffer doubles up to the body's size, so about
  // 1 to 2 bytes are held per body byte; the bound allows 8. A list of chunk Buffers held some 200.
  const count = 300_000;
  const child = fileURLToPath(new URL('./body-memory-child.js', import.meta.url));
  const { stdout } = await run(process.execPath, ['--expose-gc', child, String(count)], { timeout: 30_000 });
  const { growth, answer } = JSON.parse(stdout) as { growth: number; answer: unknown };
  assert.equal(answer, { length: count, intact: true });
  assert.ok(growth < 8 * count, `held ${growth} bytes more while reading a ${count}-byte body`);
});

Memory.run();
