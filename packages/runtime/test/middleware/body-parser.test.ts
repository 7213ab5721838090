/** bodyParser: JSON and form bodies, pass-through, limits, aborted bodies, hostile content types and keys, config checks. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  FwError,
  Router,
  bodyLimit,
  bodyParser,
  errorHandler,
  type BodyParserOptions,
  type Middleware,
} from '@fw/runtime';
import {
  completeResponse,
  eventually,
  HANG_MS,
  leaveMidBody,
  listen,
  rawSession,
  type RawOptions,
  type RawResult,
} from '../helpers.js';

const JSON_HEADERS = { 'content-type': 'application/json' };
const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' };
const MEDIA_415 =
  '{"error":{"status":415,"message":"expected a request body of type application/json or application/x-www-form-urlencoded, got ';

// One spy for this file's suites (installed by the first, checked by the last): no case may leave an unhandled rejection behind.
const unhandled: unknown[] = [];
const spy = (reason: unknown): void => {
  unhandled.push(reason);
};

/** An app whose routes show what bodyParser stored: `ctx.body`, its prototype, and `ctx.param`. */
function parserApp(options: BodyParserOptions = {}, errors: unknown[] = [], before: Middleware[] = []) {
  const show = (ctx: Parameters<Middleware>[0]) =>
    ctx.json(200, {
      body: ctx.body ?? null,
      nullProto: typeof ctx.body === 'object' && ctx.body !== null && Object.getPrototypeOf(ctx.body) === null,
      name: ctx.param('name') ?? null,
    });
  return Router.define({
    onError: (e) => errors.push(e),
    middleware: [...before, bodyParser(options)],
    routes: [
      Router.post('/show', show),
      Router.put('/show', show),
      Router.patch('/show', show),
      Router.delete('/show', show),
      Router.get('/show', show),
      Router.post('/raw', async (ctx) =>
        ctx.json(200, { bytes: (await ctx.rawBody()).length, body: ctx.body ?? null }),
      ),
      Router.post('/typed', async (ctx) => {
        const v = await ctx.parseBody({
          typeName: 'Named',
          validate: (input: unknown) =>
            typeof (input as { name?: unknown })?.name === 'string'
              ? { success: true, data: input, errors: [] }
              : {
                  success: false,
                  errors: [{ path: '$input.name', expected: 'string', value: (input as { name?: unknown })?.name }],
                },
        });
        ctx.json(200, { same: v === ctx.body, v });
      }),
      Router.get('/ok', (ctx) => ctx.text(200, 'ok')),
    ],
  });
}

function codes(errors: unknown[]): string[] {
  return errors.map((e) => (e instanceof FwError ? e.code : e instanceof Error ? e.message : String(e)));
}

/** Deep check that every object in a parsed form has a null prototype. */
function allNullProto(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  if (Array.isArray(value)) return value.every((v) => typeof v === 'string');
  if (Object.getPrototypeOf(value) !== null) return false;
  return Object.values(value).every(allNullProto);
}

/** This file's raw exchanges: UTF-8 both ways, read until the answer is whole or the server closes, bounded by the hang guard. */
const raw = (port: number, parts: string[], options: RawOptions = {}): Promise<RawResult> =>
  rawSession(port, parts, { timeout: HANG_MS, encode: 'utf8', decode: 'utf8', until: completeResponse, ...options });

function chunk(text: string): string {
  return `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;
}

function configError(options: unknown): string {
  try {
    bodyParser(options as BodyParserOptions);
  } catch (error) {
    assert.instance(error, FwError);
    return (error as FwError).code;
  }
  return 'accepted';
}

// ---------------------------------------------------------------------------------------------
const Json = suite('bodyParser: JSON');
Json.before(() => {
  process.on('unhandledRejection', spy);
});

Json('should parse a JSON body so ctx.body and ctx.param see its fields', async () => {
  const running = await listen(parserApp());
  try {
    const res = await running.request('/show', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: '{"name":"ada","age":36}',
    });
    assert.is(res.status, 200);
    assert.is(res.body, '{"body":{"name":"ada","age":36},"nullProto":false,"name":"ada"}');
  } finally {
    await running.close();
  }
});

Json('should parse for PUT, PATCH and DELETE and +json types with a UTF-8 charset', async () => {
  const app = parserApp();
  for (const method of ['PUT', 'PATCH', 'DELETE']) {
    const res = await app.request('/show', { method, headers: JSON_HEADERS, body: '{"name":"x"}' });
    assert.is(res.json<{ name: string }>().name, 'x', method);
  }
  for (const type of [
    'application/merge-patch+json',
    'application/json; charset=utf-8',
    'Application/JSON; Charset="UTF-8"',
  ]) {
    const res = await app.request('/show', { method: 'POST', headers: { 'content-type': type }, body: '{"name":"y"}' });
    assert.is(res.status, 200, type);
    assert.is(res.json<{ name: string }>().name, 'y', type);
  }
});

Json('should share the body with parseBody and rawBody, and still validate in parseBody', async () => {
  const app = parserApp();
  let res = await app.request('/typed', { method: 'POST', headers: JSON_HEADERS, body: '{"name":"ok"}' });
  assert.is(res.body, '{"same":true,"v":{"name":"ok"}}');
  res = await app.request('/typed', { method: 'POST', headers: JSON_HEADERS, body: '{"name":5}' });
  assert.is(res.status, 400);
  assert.equal(res.json(), {
    error: {
      status: 400,
      message: 'the request body does not match Named: 1 problem(s)',
      details: [{ path: '$.name', expected: 'string', found: '5' }],
    },
  });
  res = await app.request('/raw', { method: 'POST', headers: JSON_HEADERS, body: '[1,2]' });
  assert.is(res.body, '{"bytes":5,"body":[1,2]}');
});

Json('should answer 400 for invalid JSON, invalid UTF-8 and a blank body', async () => {
  const app = parserApp();
  let res = await app.request('/show', { method: 'POST', headers: JSON_HEADERS, body: '{"name":' });
  assert.is(res.status, 400);
  assert.ok(res.body.startsWith('{"error":{"status":400,"message":"the request body is not valid JSON: '), res.body);
  res = await app.request('/show', {
    method: 'POST',
    headers: JSON_HEADERS,
    body: Buffer.from([0x22, 0xff, 0xfe, 0x22]),
  });
  assert.is(res.status, 400);
  assert.is(res.body, '{"error":{"status":400,"message":"the request body is not valid UTF-8"}}');
  res = await app.request('/show', { method: 'POST', headers: JSON_HEADERS, body: '  \n ' });
  assert.is(res.status, 400);
  assert.is(res.body, '{"error":{"status":400,"message":"expected a JSON request body, got an empty body"}}');
});

for (const [label, body, key] of [
  ['a top-level __proto__ key', '{"__proto__":{"polluted":1}}', '__proto__'],
  ['a nested __proto__ key', '{"a":{"b":[{"__proto__":{"polluted":1}}]}}', '__proto__'],
  ['a __proto__ key spelled with escapes', '{"\\u005f_proto__":{"polluted":1}}', '__proto__'],
  ['constructor.prototype', '{"constructor":{"prototype":{"polluted":1}}}', 'constructor.prototype'],
  ['a nested constructor.prototype', '{"x":{"constructor":{"prototype":{"polluted":1}}}}', 'constructor.prototype'],
] as const) {
  Json(`should answer 400 for ${label} in JSON`, async () => {
    const res = await parserApp().request('/show', { method: 'POST', headers: JSON_HEADERS, body });
    assert.is(res.status, 400);
    assert.is(
      res.body,
      `{"error":{"status":400,"message":"the request body contains the forbidden key \\"${key}\\""}}`,
    );
    assert.is(({} as Record<string, unknown>)['polluted'], undefined);
  });
}

Json('should accept a harmless constructor key in JSON', async () => {
  const res = await parserApp().request('/show', {
    method: 'POST',
    headers: JSON_HEADERS,
    body: '{"constructor":"x","name":"n"}',
  });
  assert.is(res.status, 200);
  assert.is(res.body, '{"body":{"constructor":"x","name":"n"},"nullProto":false,"name":"n"}');
});

// ---------------------------------------------------------------------------------------------
const Form = suite('bodyParser: URL-encoded forms');

Form('should parse a form into a null-prototype object that param() reads', async () => {
  const running = await listen(parserApp());
  try {
    const res = await running.request('/show', {
      method: 'POST',
      headers: FORM_HEADERS,
      body: 'name=Ada+Lovelace&lang=en%2Dgb&empty=&flag',
    });
    assert.is(res.status, 200);
    assert.is(
      res.body,
      '{"body":{"name":"Ada Lovelace","lang":"en-gb","empty":"","flag":""},"nullProto":true,"name":"Ada Lovelace"}',
    );
  } finally {
    await running.close();
  }
});

Form('should collect repeated names and [] into lists and brackets into nested objects', async () => {
  const res = await parserApp().request('/show', {
    method: 'POST',
    headers: FORM_HEADERS,
    body: 'tag=a&tag=b&tag=c&ids[]=1&ids[]=2&user[name]=ada&user[address][city]=London&user%5Baddress%5D%5Bzip%5D=N1&user[roles][]=admin',
  });
  assert.is(res.status, 200);
  const out = res.json<{ body: unknown }>();
  assert.equal(out.body, {
    tag: ['a', 'b', 'c'],
    ids: ['1', '2'],
    user: { name: 'ada', address: { city: 'London', zip: 'N1' }, roles: ['admin'] },
  });
});

Form('should make every nested object null-prototype', async () => {
  const app = Router.define({
    middleware: [bodyParser()],
    routes: [Router.post('/', (ctx) => ctx.json(200, { ok: allNullProto(ctx.body) }))],
  });
  const res = await app.request('/', { method: 'POST', headers: FORM_HEADERS, body: 'a[b][c]=1&a[d]=2&e=3&f[]=4' });
  assert.is(res.body, '{"ok":true}');
});

Form('should decode escapes and skip empty pairs (malformed escapes: see encoding.test.ts)', async () => {
  const res = await parserApp().request('/show', {
    method: 'POST',
    headers: FORM_HEADERS,
    body: '&&name=100%25&x=%25zz%41&=orphan&',
  });
  assert.is(res.status, 200);
  assert.equal(res.json<{ body: unknown }>().body, { name: '100%', x: '%zzA' });
});

Form('should accept a UTF-8 charset and refuse another', async () => {
  const app = parserApp();
  let res = await app.request('/show', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
    body: 'name=%C3%A9',
  });
  assert.is(res.json<{ name: string }>().name, 'é');
  res = await app.request('/show', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=iso-8859-1' },
    body: 'name=%E9',
  });
  assert.is(res.status, 415);
});

Form('should answer 400 for a name used both as a value and as an object', async () => {
  for (const body of ['a=1&a[b]=2', 'a[b]=2&a=1', 'a[b]=1&a[]=2', 'a[]=1&a[b]=2']) {
    const res = await parserApp().request('/show', { method: 'POST', headers: FORM_HEADERS, body });
    assert.is(res.status, 400, body);
    assert.match(
      res.body,
      /^\{"error":\{"status":400,"message":"the form field \\"a(\[b?\])?\\" is used both as a value and as an object"\}\}$/,
      body,
    );
  }
});

Form('should answer 400 for malformed bracket names', async () => {
  for (const body of ['[a]=1', 'a[b=1', 'a[b]c=1', 'a[][b]=1', 'a[[b]]=1', 'a[b]]=1']) {
    const res = await parserApp().request('/show', { method: 'POST', headers: FORM_HEADERS, body });
    assert.is(res.status, 400, body);
    assert.ok(res.body.includes('is malformed'), res.body);
  }
});

Form('should allow 5 levels of brackets by default and answer 400 beyond', async () => {
  const app = parserApp();
  let res = await app.request('/show', { method: 'POST', headers: FORM_HEADERS, body: 'a[1][2][3][4][5]=deep' });
  assert.is(res.status, 200);
  assert.equal(res.json<{ body: unknown }>().body, { a: { 1: { 2: { 3: { 4: { 5: 'deep' } } } } } });
  res = await app.request('/show', { method: 'POST', headers: FORM_HEADERS, body: 'a[1][2][3][4][5][6]=deeper' });
  assert.is(res.status, 400);
  assert.is(
    res.body,
    '{"error":{"status":400,"message":"the form field name \\"a[1][2][3][4][5][6]\\" nests more than 5 levels of brackets"}}',
  );
  res = await app.request('/show', { method: 'POST', headers: FORM_HEADERS, body: `a${'[x]'.repeat(50_000)}=1` });
  assert.is(res.status, 400, 'a huge nesting is refused quickly');
  assert.ok(res.body.includes('nests more than 5 levels'));
  const flat = parserApp({ depth: 0 });
  res = await flat.request('/show', { method: 'POST', headers: FORM_HEADERS, body: 'a[b]=1' });
  assert.is(res.status, 400);
});

Form('should allow 1000 fields by default and answer 413 beyond', async () => {
  const app = parserApp();
  const fields = (n: number): string => Array.from({ length: n }, (_, i) => `f${i}=${i}`).join('&');
  let res = await app.request('/show', { method: 'POST', headers: FORM_HEADERS, body: fields(1000) });
  assert.is(res.status, 200);
  assert.is(Object.keys(res.json<{ body: object }>().body).length, 1000);
  res = await app.request('/show', { method: 'POST', headers: FORM_HEADERS, body: fields(1001) });
  assert.is(res.status, 413);
  assert.is(res.body, '{"error":{"status":413,"message":"the form body has more than 1000 fields"}}');
  res = await app.request('/show', { method: 'POST', headers: FORM_HEADERS, body: 'a=1&'.repeat(1001) });
  assert.is(res.status, 413, 'repeats of one name count too');
  res = await parserApp({ fields: 2 }).request('/show', { method: 'POST', headers: FORM_HEADERS, body: 'a=1&b=2&c=3' });
  assert.is(res.status, 413);
});

for (const body of [
  '__proto__=1',
  '__proto__[polluted]=1',
  'a[__proto__][polluted]=1',
  'a[__proto__]=1',
  'constructor[prototype][polluted]=1',
  'a[constructor][prototype][polluted]=1',
  '%5F%5Fproto%5F%5F[polluted]=1',
  'a%5B__proto__%5D%5Bpolluted%5D=1',
]) {
  Form(`should answer 400 for the form body ${body}`, async () => {
    const res = await parserApp().request('/show', { method: 'POST', headers: FORM_HEADERS, body });
    assert.is(res.status, 400);
    assert.match(
      res.body,
      /^\{"error":\{"status":400,"message":"the request body contains the forbidden key \\"(__proto__|constructor\.prototype)\\""\}\}$/,
    );
    assert.is(({} as Record<string, unknown>)['polluted'], undefined, 'Object.prototype is untouched');
  });
}

Form('should accept harmless constructor and prototype names in forms', async () => {
  const res = await parserApp().request('/show', {
    method: 'POST',
    headers: FORM_HEADERS,
    body: 'constructor=1&prototype=2&a[prototype]=3&toString=4&hasOwnProperty=5',
  });
  assert.is(res.status, 200);
  assert.equal(res.json<{ body: unknown }>().body, {
    constructor: '1',
    prototype: '2',
    a: { prototype: '3' },
    toString: '4',
    hasOwnProperty: '5',
  });
});

Form('should answer 415 for forms when only JSON is enabled, and for JSON when only forms are', async () => {
  let res = await parserApp({ types: ['json'] }).request('/show', {
    method: 'POST',
    headers: FORM_HEADERS,
    body: 'a=1',
  });
  assert.is(res.status, 415);
  assert.is(
    res.body,
    '{"error":{"status":415,"message":"expected a request body of type application/json, got \\"application/x-www-form-urlencoded\\""}}',
  );
  res = await parserApp({ types: ['urlencoded'] }).request('/show', {
    method: 'POST',
    headers: JSON_HEADERS,
    body: '{}',
  });
  assert.is(res.status, 415);
  assert.is(
    res.body,
    '{"error":{"status":415,"message":"expected a request body of type application/x-www-form-urlencoded, got \\"application/json\\""}}',
  );
});

// ---------------------------------------------------------------------------------------------
const Types = suite('bodyParser: other and hostile content types');

Types('should answer 415 for a body without a Content-Type', async () => {
  const running = await listen(parserApp());
  try {
    const out = await raw(running.server.port, ['POST /show HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\nhi']);
    assert.ok(out.text.startsWith('HTTP/1.1 415 '), out.text);
    assert.ok(out.text.endsWith(`${MEDIA_415}no Content-Type"}}`), out.text);
  } finally {
    await running.close();
  }
});

for (const type of [
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/jsonx',
  'application/json-patch',
  'application/x-www-form-urlencoded-x',
  `application/${'x'.repeat(5000)}`,
]) {
  Types(
    `should answer 415 for the Content-Type ${JSON.stringify(type.length > 40 ? `${type.slice(0, 40)}...` : type)}`,
    async () => {
      const errors: unknown[] = [];
      const res = await parserApp({}, errors).request('/show', {
        method: 'POST',
        headers: { 'content-type': type },
        body: '{"name":"x"}',
      });
      assert.is(res.status, 415);
      assert.is(res.headers['content-type'], 'application/json; charset=utf-8');
      const shown = type.length > 64 ? `${type.slice(0, 64)}...` : type;
      assert.is(res.body, `${MEDIA_415}${JSON.stringify(JSON.stringify(shown)).slice(1, -1)}"}}`);
      assert.equal(codes(errors), ['FW_ERR_BODY_PARSER_MEDIA_TYPE']);
    },
  );
}

for (const type of [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'application/json\r\nX-Injected: y',
  'application/json\u0000',
  `application/json; x=${'y'.repeat(5000)} z`,
]) {
  Types(
    `should answer 415 FW_ERR_MEDIA_TYPE_INVALID for the malformed Content-Type ${JSON.stringify(type.length > 40 ? `${type.slice(0, 40)}...` : type)}`,
    async () => {
      const errors: unknown[] = [];
      const res = await parserApp({}, errors).request('/show', {
        method: 'POST',
        headers: { 'content-type': type },
        body: '{"name":"x"}',
      });
      assert.is(res.status, 415);
      assert.is(res.headers['content-type'], 'application/json; charset=utf-8');
      assert.is(res.headers['x-injected'], undefined);
      const shown = type.length > 64 ? `${type.slice(0, 64)}...` : type;
      assert.ok(
        res.json<{ error: { message: string } }>().error.message.includes(JSON.stringify(shown)),
        'the message quotes the header, cut',
      );
      assert.ok(res.body.length < 500);
      assert.equal(codes(errors), ['FW_ERR_MEDIA_TYPE_INVALID']);
    },
  );
}

Types(
  'should refuse a repeated media type parameter with 415 FW_ERR_MEDIA_TYPE_INVALID, whatever its order',
  async () => {
    for (const type of [
      'application/json; charset=utf-8; charset=utf-16',
      'application/json; charset=utf-16; charset=utf-8',
      'application/x-www-form-urlencoded; charset=utf-8; charset=latin1',
      'application/x-www-form-urlencoded; charset=latin1; CHARSET=utf-8',
      'application/json; charset="utf-8"; Charset=utf-8',
    ]) {
      const errors: unknown[] = [];
      const res = await parserApp({}, errors).request('/show', {
        method: 'POST',
        headers: { 'content-type': type },
        body: type.includes('json') ? '{"name":"x"}' : 'name=x',
      });
      assert.is(res.status, 415, type);
      assert.equal(codes(errors), ['FW_ERR_MEDIA_TYPE_INVALID'], type);
    }
  },
);

Types('should read a form whose charset is quoted or spaced, and not be fooled by a quoted ";"', async () => {
  for (const type of [
    'application/x-www-form-urlencoded; charset="UTF-8"',
    'application/x-www-form-urlencoded ; charset = utf-8',
    'application/x-www-form-urlencoded; x="a;charset=latin1"',
  ]) {
    const res = await parserApp().request('/show', {
      method: 'POST',
      headers: { 'content-type': type },
      body: 'name=x',
    });
    assert.is(res.status, 200, type);
    assert.is(res.json<{ name: string }>().name, 'x');
  }
});

Types('should refuse a Content-Type with CR/LF on the wire before the app runs (Node answers 400)', async () => {
  const running = await listen(parserApp());
  try {
    const out = await raw(running.server.port, [
      'POST /show HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\rX: y\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
    ]);
    assert.ok(out.text.startsWith('HTTP/1.1 400 '), out.text);
    assert.is((await running.request('/ok')).body, 'ok', 'the server keeps serving');
  } finally {
    await running.close();
  }
});

// ---------------------------------------------------------------------------------------------
const Pass = suite('bodyParser: requests without a body');

Pass('should pass GET, and POST without a body, untouched (no 415)', async () => {
  const running = await listen(parserApp());
  try {
    let res = await running.request('/show');
    assert.is(res.body, '{"body":null,"nullProto":false,"name":null}');
    res = await running.request('/show', { method: 'POST' });
    assert.is(res.status, 200);
    assert.is(res.body, '{"body":null,"nullProto":false,"name":null}');
    res = await running.request('/show', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'content-length': '0' },
      body: '',
    });
    assert.is(res.status, 200, 'Content-Length: 0 with any type');
    const out = await raw(running.server.port, [
      'POST /show HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ]);
    assert.ok(out.text.startsWith('HTTP/1.1 200 '), out.text);
    assert.ok(out.text.endsWith('{"body":null,"nullProto":false,"name":null}'), 'an empty chunked body stores nothing');
  } finally {
    await running.close();
  }
});

Pass('should not read the body of other methods', async () => {
  const res = await parserApp().request('/show?name=q', {
    method: 'GET',
    headers: { 'content-type': 'text/plain' },
    body: 'ignored',
  });
  assert.is(res.status, 200);
  assert.is(res.body, '{"body":null,"nullProto":false,"name":"q"}');
});

// ---------------------------------------------------------------------------------------------
const Limits = suite('bodyParser: limits and aborted bodies');

Limits('should answer 413 beyond the limit, counted in bytes', async () => {
  const app = parserApp({ limit: 10 });
  let res = await app.request('/show', { method: 'POST', headers: JSON_HEADERS, body: '"ééééé"' });
  assert.is(res.status, 413, '7 characters, 12 bytes');
  assert.is(res.body, '{"error":{"status":413,"message":"the request body is larger than the limit of 10 bytes"}}');
  res = await app.request('/show', { method: 'POST', headers: JSON_HEADERS, body: '"éééé"' });
  assert.is(res.status, 200, '10 bytes exactly');
});

Limits('should default to the app limit of 1 MiB', async () => {
  const app = parserApp();
  const fits = `"${'a'.repeat(1024 * 1024 - 2)}"`;
  let res = await app.request('/raw', { method: 'POST', headers: JSON_HEADERS, body: fits });
  assert.is(res.status, 200);
  res = await app.request('/raw', { method: 'POST', headers: JSON_HEADERS, body: `${fits} ` });
  assert.is(res.status, 413);
  const small = Router.define({
    bodyLimit: 8,
    middleware: [bodyParser()],
    routes: [Router.post('/', (ctx) => ctx.json(200, ctx.body))],
  });
  res = await small.request('/', { method: 'POST', headers: JSON_HEADERS, body: '"123456789"' });
  assert.is(res.status, 413, "Router.define's bodyLimit applies");
});

Limits('should cut a chunked body at the limit through a raw socket', async () => {
  const running = await listen(parserApp({ limit: 16 }));
  try {
    const out = await raw(
      running.server.port,
      [
        'POST /show HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
        chunk('["aaaaaaaa",'),
        chunk('"bbbbbbbb",'),
        chunk('"cccccccc"]'),
        '0\r\n\r\n',
      ],
      { gap: 20 },
    );
    assert.ok(out.text.startsWith('HTTP/1.1 413 '), out.text);
    assert.match(out.text, /\r\nconnection: close\r\n/i);
    assert.ok(
      out.text.endsWith('{"error":{"status":413,"message":"the request body is larger than the limit of 16 bytes"}}'),
      out.text,
    );
    const fits = await raw(
      running.server.port,
      [
        'POST /show HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
        chunk('{"name":'),
        chunk('"ab"}'),
        '0\r\n\r\n',
      ],
      { gap: 10 },
    );
    assert.ok(fits.text.endsWith('{"body":{"name":"ab"},"nullProto":false,"name":"ab"}'), fits.text);
  } finally {
    await running.close();
  }
});

Limits('should let the smaller of its limit and bodyLimit win', async () => {
  const chunked = (port: number, size: number) =>
    raw(port, [
      'POST /raw HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
      chunk(`"${'a'.repeat(size - 2)}"`),
      '0\r\n\r\n',
    ]);
  let running = await listen(parserApp({ limit: 100 }, [], [bodyLimit({ max: 10 })]));
  try {
    assert.ok((await chunked(running.server.port, 11)).text.startsWith('HTTP/1.1 413 '), 'bodyLimit 10 < limit 100');
    assert.ok((await chunked(running.server.port, 10)).text.startsWith('HTTP/1.1 200 '));
  } finally {
    await running.close();
  }
  running = await listen(parserApp({ limit: 10 }, [], [bodyLimit({ max: 100 })]));
  try {
    assert.ok((await chunked(running.server.port, 11)).text.startsWith('HTTP/1.1 413 '), 'limit 10 < bodyLimit 100');
  } finally {
    await running.close();
  }
  running = await listen(parserApp({}, [], [bodyLimit({ max: 12 })]));
  try {
    assert.ok((await chunked(running.server.port, 13)).text.startsWith('HTTP/1.1 413 '), 'no limit: bodyLimit alone');
    assert.ok((await chunked(running.server.port, 12)).text.startsWith('HTTP/1.1 200 '));
  } finally {
    await running.close();
  }
});

Limits('should survive a client that sends less than Content-Length and leaves', async () => {
  const errors: unknown[] = [];
  const running = await listen(parserApp({}, errors));
  try {
    const answered = await leaveMidBody(
      running.server,
      'POST /show HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":',
    );
    assert.is(answered, '', 'nothing is answered while the body is incomplete');
    // bodyParser was still waiting for the rest of the body when the client left: its read fails.
    await eventually(() => errors.length > 0, 'the read of the cut body fails');
    assert.equal(codes(errors), ['FW_ERR_BODY_INCOMPLETE']);
    const ok = await running.request('/show', { method: 'POST', headers: JSON_HEADERS, body: '{"name":"after"}' });
    assert.is(ok.body, '{"body":{"name":"after"},"nullProto":false,"name":"after"}');
  } finally {
    await running.close();
  }
});

Limits('should answer 400 to a client that half-closes before its Content-Length', async () => {
  const errors: unknown[] = [];
  const running = await listen(
    Router.define({
      onError: (e) => errors.push(e),
      middleware: [errorHandler(), bodyParser()],
      routes: [Router.post('/', (ctx) => ctx.json(200, ctx.body))],
    }),
  );
  try {
    // Read until the server closes, not just the first whole response.
    const out = await raw(
      running.server.port,
      ['POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":1}'],
      { end: true, until: undefined },
    );
    // The server answers the truncated request itself (400 through the request's response); the app sees the body end early.
    assert.ok(out.text.startsWith('HTTP/1.1 400 '), out.text);
    assert.ok(out.closed && !out.timedOut);
    await eventually(() => errors.length > 0, 'the app sees the body end early');
    assert.equal(codes(errors), ['FW_ERR_BODY_INCOMPLETE']);
  } finally {
    await running.close();
  }
});

// ---------------------------------------------------------------------------------------------
const Config = suite('bodyParser: configuration');

Config('should refuse bad options when created', () => {
  const bad: unknown[] = [
    { limit: -1 },
    { limit: 1.5 },
    { limit: '1mb' },
    { types: [] },
    { types: ['json', 'xml'] },
    { types: 'json' },
    { depth: -1 },
    { depth: 2.5 },
    { fields: 0 },
    { fields: Infinity },
  ];
  for (const options of bad) assert.is(configError(options), 'FW_ERR_BODY_PARSER_CONFIG', JSON.stringify(options));
  assert.is(configError(undefined), 'accepted');
  assert.is(configError({ limit: 0, types: ['urlencoded'], depth: 0, fields: 1 }), 'accepted');
});

Config('should be a named function', () => {
  assert.is(bodyParser().name, 'bodyParser');
});

Config('should have left no unhandled rejection in this file', async () => {
  // No event says that nothing more will be reported: this pause only gives a late report from an earlier case a
  // fair chance to arrive before the check (a negative check; it cannot make the case fail by being slow).
  await new Promise((r) => setTimeout(r, 50));
  process.off('unhandledRejection', spy);
  assert.equal(unhandled, []);
});

Json.run();
Form.run();
Types.run();
Pass.run();
Limits.run();
Config.run();
