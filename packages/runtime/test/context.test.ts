/** Context: request accessors, parameters, query, response helpers, streams, assigns and the one-response rule. */
import { Readable } from 'node:stream';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Agent, request as undiciRequest } from 'undici';
import { FwError, HttpError, Router, type Context, type Middleware } from '@fw/runtime';
import { HANG_MS, listen, rawSession, turn, waitFor, type RawResult } from './helpers.js';

const INTERNAL = '{"error":{"status":500,"message":"Internal Server Error"}}';

/** This file's raw exchanges: UTF-8 both ways, read until the server closes, bounded by the hang guard. */
const raw = (port: number, payload: string | Buffer): Promise<RawResult> =>
  rawSession(port, payload, { timeout: HANG_MS, encode: 'utf8', decode: 'utf8' });

function codes(errors: unknown[]): string[] {
  return errors.map((e) => (e instanceof FwError ? e.code : e instanceof Error ? e.message : String(e)));
}

// ---------------------------------------------------------------------------------------------
const Params = suite('Context params');

Params('should look up param() in the path, then parsed body fields, then the query', async () => {
  const seen: Record<string, unknown>[] = [];
  const snap = (ctx: Context, names: string[]): Record<string, string | null> =>
    Object.fromEntries(names.map((n) => [n, ctx.param(n) ?? null]));
  const names = [
    'id',
    'name',
    'num',
    'flag',
    'float',
    'obj',
    'arr',
    'nul',
    'only',
    'missing',
    'toString',
    'hasOwnProperty',
  ];
  const app = Router.define({
    onError: () => {},
    routes: [
      Router.post('/items/:id', async (ctx) => {
        const before = snap(ctx, names);
        const body = await ctx.parseBody();
        const after = snap(ctx, names);
        seen.push({ before, after, body });
        ctx.json(200, { before, after });
      }),
    ],
  });
  const running = await listen(app);
  try {
    const res = await running.request('/items/7?id=q-id&name=q-name&num=q-num&only=q-only&nul=q-nul', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        id: 'b-id',
        name: 'b-name',
        num: 5,
        flag: true,
        float: 1.5,
        obj: { a: 1 },
        arr: [1, 2],
        nul: null,
      }),
    });
    assert.is(res.status, 200);
    assert.is(res.headers['content-type'], 'application/json; charset=utf-8');
    const out = JSON.parse(res.body) as { before: Record<string, string | null>; after: Record<string, string | null> };
    // Before parseBody: path, then query only.
    assert.equal(out.before, {
      id: '7',
      name: 'q-name',
      num: 'q-num',
      flag: null,
      float: null,
      obj: null,
      arr: null,
      nul: 'q-nul',
      only: 'q-only',
      missing: null,
      toString: null,
      hasOwnProperty: null,
    });
    // After parseBody: the path still wins, body fields beat the query, numbers/booleans as strings,
    // objects/arrays/null are not returned (null falls through to the query).
    assert.equal(out.after, {
      id: '7',
      name: 'b-name',
      num: '5',
      flag: 'true',
      float: '1.5',
      obj: null,
      arr: null,
      nul: 'q-nul',
      only: 'q-only',
      missing: null,
      toString: null,
      hasOwnProperty: null,
    });
  } finally {
    await running.close();
  }
});

Params('should not read param() from a top-level array body', async () => {
  const app = Router.define({
    onError: () => {},
    routes: [
      Router.post('/list', async (ctx) => {
        await ctx.parseBody();
        ctx.json(200, { name: ctx.param('name') ?? null, zero: ctx.param('0') ?? null });
      }),
    ],
  });
  const running = await listen(app);
  try {
    const res = await running.request('/list?name=q', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '["b", "c"]',
    });
    assert.is(res.status, 200);
    assert.equal(JSON.parse(res.body), { name: 'q', zero: null });
  } finally {
    await running.close();
  }
});

Params(
  'should percent-decode pathParam() and expose ctx.params with nothing of Object.prototype behind it',
  async () => {
    const app = Router.define({
      onError: () => {},
      routes: [
        Router.get('/users/:id/files/*rest', (ctx) => {
          const params = ctx.params;
          ctx.json(200, {
            id: ctx.pathParam('id'),
            rest: ctx.pathParam('rest'),
            params: { ...params },
            keys: Object.keys(params),
            nullProto:
              !(params instanceof Object) &&
              !('toString' in params) &&
              !('constructor' in params) &&
              !('hasOwnProperty' in params),
            missing: (ctx as Context).pathParam('nope') ?? null,
            toString: (ctx as Context).pathParam('toString') ?? null,
            same: ctx.params === params,
          });
        }),
        Router.get('/pair/:a/:b', (ctx) => {
          const b = ctx.pathParam('b');
          const params = { ...ctx.params };
          ctx.json(200, { b, params, a: ctx.pathParam('a'), viaParam: ctx.param('b') });
        }),
      ],
    });
    const running = await listen(app);
    try {
      // One parameter read before ctx.params, the other after: each decoded once, the same either way.
      const mixed = await running.request('/pair/x%2Fy/%C3%A9');
      assert.equal(JSON.parse(mixed.body), { b: 'é', params: { a: 'x/y', b: 'é' }, a: 'x/y', viaParam: 'é' });
      const res = await running.request('/users/a%20b%C3%A9/files/x/y%2Fz.txt');
      assert.is(res.status, 200);
      assert.equal(JSON.parse(res.body), {
        id: 'a bé',
        rest: 'x/y/z.txt',
        params: { id: 'a bé', rest: 'x/y/z.txt' },
        keys: ['id', 'rest'],
        nullProto: true,
        missing: null,
        toString: null,
        same: true,
      });
    } finally {
      await running.close();
    }
  },
);

Params('should answer 400 with FW_ERR_BAD_PERCENT_ENCODING when a path parameter has a malformed escape', async () => {
  const errors: unknown[] = [];
  const app = Router.define({
    onError: (e) => errors.push(e),
    routes: [Router.get('/users/:id', (ctx) => ctx.text(200, ctx.pathParam('id') ?? ''))],
  });
  const running = await listen(app);
  try {
    const res = await raw(running.server.port, 'GET /users/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    assert.match(res.text, /^HTTP\/1\.1 400 /);
    assert.match(res.text, /content-type: application\/json; charset=utf-8/i);
    const body = JSON.parse(res.text.slice(res.text.indexOf('\r\n\r\n') + 4)) as {
      error: { status: number; message: string };
    };
    assert.is(body.error.status, 400);
    assert.ok(body.error.message.length > 0);
    assert.equal(codes(errors), ['FW_ERR_BAD_PERCENT_ENCODING']);
  } finally {
    await running.close();
  }
});

Params.run();

// ---------------------------------------------------------------------------------------------
const QuerySuite = suite('Context query');

function queryApp() {
  return Router.define({
    onError: () => {},
    routes: [
      Router.get('/q', (ctx) => {
        const q = ctx.query;
        ctx.json(200, {
          a: q.get('a') ?? null,
          allA: q.getAll('a'),
          b: q.get('b') ?? null,
          c: q.get('c') ?? null,
          d: q.get('d') ?? null,
          hasD: q.has('d'),
          e: q.get('e') ?? null,
          hasE: q.has('e'),
          ax: q.get('ax') ?? null,
          hasZ: q.has('z'),
          allZ: q.getAll('z'),
          toString: q.get('toString') ?? null,
          hasToString: q.has('toString'),
          keys: q.keys(),
          raw: q.toString(),
          path: ctx.path,
          same: ctx.query === q,
        });
      }),
    ],
  });
}

QuerySuite('should parse repeated keys, "+" as space, and escapes', async () => {
  const running = await listen(queryApp());
  try {
    const res = await running.request('/q?a=1&a=2&b=x+y%20z&c=%25zz&d=&e&%61x=enc');
    assert.is(res.status, 200);
    assert.equal(JSON.parse(res.body), {
      a: '1',
      allA: ['1', '2'],
      b: 'x y z',
      c: '%zz',
      d: '',
      hasD: true,
      e: '',
      hasE: true,
      ax: 'enc',
      hasZ: false,
      allZ: [],
      toString: null,
      hasToString: false,
      keys: ['a', 'b', 'c', 'd', 'e', 'ax'],
      raw: 'a=1&a=2&b=x+y%20z&c=%25zz&d=&e&%61x=enc',
      path: '/q',
      same: true,
    });
  } finally {
    await running.close();
  }
});

QuerySuite('should treat a missing or empty query string as no parameters', async () => {
  const running = await listen(queryApp());
  try {
    for (const path of ['/q', '/q?']) {
      const res = await running.request(path);
      assert.is(res.status, 200, path);
      const out = JSON.parse(res.body) as Record<string, unknown>;
      assert.is(out['a'], null, path);
      assert.equal(out['allA'], [], path);
      assert.is(out['hasD'], false, path);
      assert.equal(out['keys'], [], path);
      assert.is(out['raw'], '', path);
      assert.is(out['path'], '/q', path);
    }
  } finally {
    await running.close();
  }
});

QuerySuite('should parse at most 1000 query keys', async () => {
  const app = Router.define({
    onError: () => {},
    routes: [
      Router.get('/many', (ctx) =>
        ctx.json(200, {
          count: ctx.query.keys().length,
          last: ctx.query.get('k1000') ?? null,
          first: ctx.query.get('k1') ?? null,
        }),
      ),
    ],
  });
  const running = await listen(app);
  try {
    const query = Array.from({ length: 1001 }, (_, i) => `k${i + 1}=${i + 1}`).join('&');
    const res = await running.request('/many?' + query);
    assert.is(res.status, 200);
    assert.equal(JSON.parse(res.body), { count: 1000, last: '1000', first: '1' });
  } finally {
    await running.close();
  }
});

QuerySuite.run();

// ---------------------------------------------------------------------------------------------
const Responses = suite('Context response helpers');

Responses('should send text, json and html with exact content-type and byte content-length', async () => {
  const app = Router.define({
    onError: () => {},
    routes: [
      Router.get('/text', (ctx) => ctx.text(200, 'héllo ✓')),
      Router.get('/text-created', (ctx) => ctx.text('created', 'made')),
      Router.get('/json', (ctx) => ctx.json('ok', { a: 1, s: 'ü' })),
      Router.get('/json-created', (ctx) => ctx.json('created', { id: 1 })),
      Router.get('/html', (ctx) => ctx.html(200, '<p>€</p>')),
      Router.get('/html-named', (ctx) => ctx.html('not_found', '<h1>gone</h1>')),
    ],
  });
  const running = await listen(app);
  try {
    const cases: [string, number, string, string][] = [
      ['/text', 200, 'text/plain; charset=utf-8', 'héllo ✓'],
      ['/text-created', 201, 'text/plain; charset=utf-8', 'made'],
      ['/json', 200, 'application/json; charset=utf-8', '{"a":1,"s":"ü"}'],
      ['/json-created', 201, 'application/json; charset=utf-8', '{"id":1}'],
      ['/html', 200, 'text/html; charset=utf-8', '<p>€</p>'],
      ['/html-named', 404, 'text/html; charset=utf-8', '<h1>gone</h1>'],
    ];
    for (const [path, status, type, body] of cases) {
      const res = await running.request(path);
      assert.is(res.status, status, path);
      assert.is(res.headers['content-type'], type, path);
      assert.is(res.headers['content-length'], String(Buffer.byteLength(body)), path);
      assert.is(res.body, body, path);
    }
    // The multibyte lengths are bytes, not characters.
    assert.is(Buffer.byteLength('héllo ✓'), 10);
  } finally {
    await running.close();
  }
});

Responses('should send strings, Buffers, Uint8Arrays and no body with send()', async () => {
  const app = Router.define({
    onError: () => {},
    routes: [
      Router.get('/buffer', (ctx) => ctx.send(200, Buffer.from([0, 1, 2, 255]))),
      Router.get('/u8', (ctx) =>
        ctx.send('ok', new Uint8Array([104, 105, 0xe2, 0x9c, 0x93]), 'text/plain; charset=utf-8'),
      ),
      Router.get('/string', (ctx) => ctx.send(200, 'plain')),
      Router.get('/typed', (ctx) => ctx.setHeader('content-type', 'image/png').send(200, Buffer.from('png'))),
      Router.get('/null', (ctx) => ctx.send(200, null)),
      Router.get('/none', (ctx) => ctx.send('accepted')),
    ],
  });
  const running = await listen(app);
  const agent = new Agent({ keepAliveTimeout: 1000 });
  const get = async (path: string) => {
    const res = await undiciRequest(running.url + path, { dispatcher: agent, headersTimeout: 5000, bodyTimeout: 5000 });
    return { status: res.statusCode, headers: res.headers, bytes: Buffer.from(await res.body.arrayBuffer()) };
  };
  try {
    let res = await get('/buffer');
    assert.is(res.status, 200);
    assert.is(res.headers['content-type'], 'application/octet-stream');
    assert.is(res.headers['content-length'], '4');
    assert.equal([...res.bytes], [0, 1, 2, 255]);

    res = await get('/u8');
    assert.is(res.status, 200);
    assert.is(res.headers['content-type'], 'text/plain; charset=utf-8');
    assert.is(res.headers['content-length'], '5');
    assert.is(res.bytes.toString('utf8'), 'hi✓');

    res = await get('/string');
    assert.is(res.status, 200);
    assert.is(res.headers['content-type'], 'application/octet-stream');
    assert.is(res.headers['content-length'], '5');
    assert.is(res.bytes.toString(), 'plain');

    res = await get('/typed');
    assert.is(res.status, 200);
    assert.is(res.headers['content-type'], 'image/png');
    assert.is(res.headers['content-length'], '3');
    assert.is(res.bytes.toString(), 'png');

    res = await get('/null');
    assert.is(res.status, 200);
    assert.is(res.headers['content-type'], undefined);
    assert.is(res.headers['content-length'], '0');
    assert.is(res.bytes.length, 0);

    res = await get('/none');
    assert.is(res.status, 202);
    assert.is(res.headers['content-type'], undefined);
    assert.is(res.headers['content-length'], '0');
    assert.is(res.bytes.length, 0);
  } finally {
    await agent.close();
    await running.close();
  }
});

Responses('should send 204 no_content without a body or content-type', async () => {
  const app = Router.define({
    onError: () => {},
    routes: [
      Router.get('/json', (ctx) => ctx.json('no_content', { ignored: true })),
      Router.get('/text', (ctx) => ctx.text(204, 'ignored')),
      Router.get('/send', (ctx) => ctx.send('no_content', 'ignored')),
      Router.get('/one-arg', (ctx) => ctx.status('no_content').json({ ignored: true })),
    ],
  });
  const running = await listen(app);
  try {
    for (const path of ['/json', '/text', '/send', '/one-arg']) {
      const res = await raw(running.server.port, `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      assert.match(res.text, /^HTTP\/1\.1 204 /, path);
      assert.not.match(res.text, /content-type/i, path);
      assert.not.match(res.text, /transfer-encoding/i, path);
      assert.not.match(res.text, /ignored/, path);
      assert.ok(res.text.endsWith('\r\n\r\n'), path);
      assert.ok(res.closed, path);
    }
  } finally {
    await running.close();
  }
});

Responses('should use the status set with ctx.status() in one-argument forms', async () => {
  const app = Router.define({
    onError: () => {},
    routes: [
      Router.get('/json', (ctx) => {
        ctx.status('accepted');
        ctx.json({ queued: true });
      }),
      Router.get('/text', (ctx) => ctx.status('created').text('made')),
      Router.get('/html', (ctx) => ctx.status(418).html('<b>tea</b>')),
      Router.get('/default', (ctx) => ctx.text('plain')),
    ],
  });
  const running = await listen(app);
  try {
    let res = await running.request('/json');
    assert.is(res.status, 202);
    assert.is(res.headers['content-type'], 'application/json; charset=utf-8');
    assert.is(res.body, '{"queued":true}');
    res = await running.request('/text');
    assert.is(res.status, 201);
    assert.is(res.headers['content-type'], 'text/plain; charset=utf-8');
    assert.is(res.body, 'made');
    res = await running.request('/html');
    assert.is(res.status, 418);
    assert.is(res.headers['content-type'], 'text/html; charset=utf-8');
    assert.is(res.body, '<b>tea</b>');
    res = await running.request('/default');
    assert.is(res.status, 200);
    assert.is(res.body, 'plain');
  } finally {
    await running.close();
  }
});

Responses('should answer 500 and report FW_ERR_BAD_STATUS for an invalid status', async () => {
  const errors: unknown[] = [];
  const app = Router.define({
    onError: (e) => errors.push(e),
    routes: [
      Router.get('/99', (ctx) => ctx.text(99 as number, 'x')),
      Router.get('/600', (ctx) => ctx.send(Number('600'), 'x')),
      Router.get('/fraction', (ctx) => ctx.json(200.5 as number, {})),
      Router.get('/name', (ctx) => ctx.json('nope' as never, { a: 1 })),
      Router.get('/status-call', (ctx) => {
        ctx.status('nope' as never);
        ctx.text('unreachable');
      }),
      Router.get('/redirect', (ctx) => ctx.redirect('/x', 999 as number)),
      Router.get('/stream', (ctx) => ctx.stream('bogus' as never, Readable.from(['x']))),
      Router.get('/ok', (ctx) => ctx.text(200, 'ok')),
    ],
  });
  const running = await listen(app);
  try {
    for (const path of ['/99', '/600', '/fraction', '/name', '/status-call', '/redirect', '/stream']) {
      errors.length = 0;
      const res = await running.request(path);
      assert.is(res.status, 500, path);
      assert.is(res.headers['content-type'], 'application/json; charset=utf-8', path);
      assert.is(res.headers['location'], undefined, path);
      assert.is(res.body, INTERNAL, path);
      assert.equal(codes(errors), ['FW_ERR_BAD_STATUS'], path);
      assert.is((errors[0] as FwError).status, 500, path);
    }
    const ok = await running.request('/ok');
    assert.is(ok.status, 200);
    assert.is(ok.body, 'ok');
  } finally {
    await running.close();
  }
});

Responses(
  'should answer 500 and report FW_ERR_INTERIM_STATUS for a 1xx status, which cannot end a response',
  async () => {
    const errors: unknown[] = [];
    const streams: Readable[] = [];
    const app = Router.define({
      onError: (e) => errors.push(e),
      routes: [
        Router.get('/send', (ctx) => ctx.send(103)),
        Router.get('/switch', (ctx) => ctx.send('switching_protocols')),
        Router.get('/text', (ctx) => ctx.text(100, 'x')),
        Router.get('/status-call', (ctx) => {
          ctx.status(102);
          ctx.text('unreachable');
        }),
        Router.get('/redirect', (ctx) => ctx.redirect('/x', 101)),
        Router.get('/stream', (ctx) => {
          const body = Readable.from(['x']);
          streams.push(body);
          ctx.stream(103, body);
        }),
      ],
    });
    const running = await listen(app);
    try {
      for (const path of ['/send', '/switch', '/text', '/status-call', '/redirect', '/stream']) {
        errors.length = 0;
        // Raw, and read until the server closes: a 1xx answer would leave the client waiting for the final one.
        const res = await raw(running.server.port, `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
        assert.ok(res.closed, path);
        assert.match(res.text, /^HTTP\/1\.1 500 /, path);
        assert.ok(res.text.endsWith(INTERNAL), path);
        assert.equal(codes(errors), ['FW_ERR_INTERIM_STATUS'], path);
      }
      assert.ok(streams[0]!.destroyed, 'the refused stream is destroyed');
    } finally {
      await running.close();
    }
  },
);

Responses('should write bigint values as exact JSON integers and undefined as null', async () => {
  const app = Router.define({
    onError: () => {},
    routes: [
      Router.get('/big', (ctx) => ctx.json(200, { big: 2n ** 64n, nested: { list: [1n, -(2n ** 70n)], s: 'x' } })),
      Router.get('/top', (ctx) => ctx.json(200, 2n ** 64n)),
      Router.get('/undefined', (ctx) => ctx.json(200, undefined)),
      Router.get('/undefined-one-arg', (ctx) => ctx.json(undefined)),
    ],
  });
  const running = await listen(app);
  try {
    let res = await running.request('/big');
    assert.is(res.status, 200);
    assert.is(res.headers['content-type'], 'application/json; charset=utf-8');
    const text = '{"big":18446744073709551616,"nested":{"list":[1,-1180591620717411303424],"s":"x"}}';
    assert.is(res.body, text);
    assert.is(res.headers['content-length'], String(Buffer.byteLength(text)));

    res = await running.request('/top');
    assert.is(res.status, 200);
    assert.is(res.body, '18446744073709551616');

    for (const path of ['/undefined', '/undefined-one-arg']) {
      res = await running.request(path);
      assert.is(res.status, 200, path);
      assert.is(res.headers['content-type'], 'application/json; charset=utf-8', path);
      assert.is(res.headers['content-length'], '4', path);
      assert.is(res.body, 'null', path);
    }
  } finally {
    await running.close();
  }
});

Responses('should send headers set with ctx.setHeader()', async () => {
  const app = Router.define({
    onError: () => {},
    routes: [
      Router.get('/h', (ctx) => {
        ctx.setHeader('x-one', 'a').setHeader('X-Num', 5).setHeader('set-cookie', ['a=1', 'b=2']);
        ctx.json(200, { ok: true });
      }),
    ],
  });
  const running = await listen(app);
  try {
    const res = await running.request('/h');
    assert.is(res.status, 200);
    assert.is(res.headers['x-one'], 'a');
    assert.is(res.headers['x-num'], '5');
    assert.equal(res.headers['set-cookie'], ['a=1', 'b=2']);
    assert.is(res.headers['content-type'], 'application/json; charset=utf-8');
    assert.is(res.body, '{"ok":true}');
  } finally {
    await running.close();
  }
});

Responses('should read request headers case-insensitively and join repeated ones', async () => {
  const app = Router.define({
    onError: () => {},
    routes: [
      Router.get('/echo', (ctx) =>
        ctx.json(200, {
          lower: ctx.header('x-thing') ?? null,
          upper: ctx.header('X-THING') ?? null,
          multi: ctx.header('X-Multi') ?? null,
          cookieLike: ctx.header('Set-Cookie') ?? null,
          rawCookieLike: ctx.headers['set-cookie'] ?? null,
          absent: ctx.header('x-absent') ?? null,
          host: ctx.headers.host ?? null,
        }),
      ),
    ],
  });
  const running = await listen(app);
  try {
    const res = await raw(
      running.server.port,
      'GET /echo HTTP/1.1\r\nHost: example.test\r\nX-Thing: v1\r\nX-Multi: a\r\nX-Multi: b\r\nSet-Cookie: c1\r\nSet-Cookie: c2\r\nConnection: close\r\n\r\n',
    );
    assert.match(res.text, /^HTTP\/1\.1 200 /);
    const body = JSON.parse(res.text.slice(res.text.indexOf('\r\n\r\n') + 4)) as unknown;
    assert.equal(body, {
      lower: 'v1',
      upper: 'v1',
      multi: 'a, b',
      cookieLike: 'c1, c2',
      rawCookieLike: ['c1', 'c2'],
      absent: null,
      host: 'example.test',
    });
  } finally {
    await running.close();
  }
});

Responses('should redirect with 302 by default and a named status when given', async () => {
  const app = Router.define({
    onError: () => {},
    routes: [
      Router.get('/go', (ctx) => ctx.redirect('/target?x=1')),
      Router.get('/moved', (ctx) => ctx.redirect('https://example.com/new', 'moved_permanently')),
      Router.get('/see', (ctx) => ctx.redirect('/other', 303)),
    ],
  });
  const running = await listen(app);
  try {
    const cases: [string, number, string][] = [
      ['/go', 302, '/target?x=1'],
      ['/moved', 301, 'https://example.com/new'],
      ['/see', 303, '/other'],
    ];
    for (const [path, status, location] of cases) {
      const res = await running.request(path);
      assert.is(res.status, status, path);
      assert.is(res.headers['location'], location, path);
      assert.is(res.headers['content-length'], '0', path);
      assert.is(res.headers['content-type'], undefined, path);
      assert.is(res.body, '', path);
    }
  } finally {
    await running.close();
  }
});

Responses.run();

// ---------------------------------------------------------------------------------------------
const Streams = suite('Context stream');

Streams('should stream a Readable as a complete chunked body', async () => {
  const parts = Array.from({ length: 200 }, (_, i) => `chunk-${String(i).padStart(3, '0')};`);
  const app = Router.define({
    onError: () => {},
    routes: [
      Router.get('/stream', (ctx) => ctx.stream(200, Readable.from(parts), 'text/plain; charset=utf-8')),
      Router.get('/default-type', (ctx) => ctx.stream('created', Readable.from([Buffer.from('abc')]))),
    ],
  });
  const running = await listen(app);
  try {
    let res = await running.request('/stream');
    assert.is(res.status, 200);
    assert.is(res.headers['content-type'], 'text/plain; charset=utf-8');
    assert.is(res.headers['transfer-encoding'], 'chunked');
    assert.is(res.headers['content-length'], undefined);
    assert.is(res.body, parts.join(''));

    res = await running.request('/default-type');
    assert.is(res.status, 201);
    assert.is(res.headers['content-type'], 'application/octet-stream');
    assert.is(res.body, 'abc');
  } finally {
    await running.close();
  }
});

Streams('should send no body for HEAD on a streamed GET route and destroy the stream', async () => {
  const streams: Readable[] = [];
  const app = Router.define({
    onError: () => {},
    routes: [
      Router.get('/stream', (ctx) => {
        const body = Readable.from(['should', 'not', 'arrive']);
        streams.push(body);
        ctx.stream(200, body, 'text/plain; charset=utf-8');
      }),
    ],
  });
  const running = await listen(app);
  try {
    const res = await raw(running.server.port, 'HEAD /stream HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    assert.match(res.text, /^HTTP\/1\.1 200 /);
    assert.match(res.text, /content-type: text\/plain; charset=utf-8\r\n/i);
    assert.ok(res.text.endsWith('\r\n\r\n'));
    assert.not.match(res.text, /should|arrive/);
    assert.is(streams.length, 1);
    assert.ok(streams[0]!.destroyed);
  } finally {
    await running.close();
  }
});

Streams('should cut the connection, not send a 500, when a stream fails midway', async () => {
  const errors: unknown[] = [];
  const failure = new Error('disk gone');
  const app = Router.define({
    onError: (e) => errors.push(e),
    routes: [
      Router.get('/fail', (ctx) => {
        const body = new Readable({ read() {} });
        body.push('part1-');
        setTimeout(() => body.destroy(failure), 50);
        ctx.stream(200, body, 'text/plain; charset=utf-8');
      }),
      Router.get('/ok', (ctx) => ctx.text(200, 'ok')),
    ],
  });
  const running = await listen(app);
  try {
    // Keep-alive request: a clean end would leave the socket open; a cut closes it.
    const res = await raw(running.server.port, 'GET /fail HTTP/1.1\r\nHost: x\r\n\r\n');
    assert.ok(res.closed, 'the server closed the connection');
    assert.match(res.text, /^HTTP\/1\.1 200 /);
    assert.match(res.text, /transfer-encoding: chunked/i);
    assert.match(res.text, /part1-/);
    assert.not.match(res.text, /\r\n0\r\n\r\n/, 'no terminating chunk');
    assert.not.match(res.text, / 500 |Internal Server Error/);
    await waitFor(() => errors.length > 0);
    assert.ok(errors.includes(failure), 'onError received the stream error');

    const ok = await running.request('/ok');
    assert.is(ok.status, 200);
    assert.is(ok.body, 'ok');
  } finally {
    await running.close();
  }
});

Streams('should destroy the stream, without reporting an error, when the client goes away', async () => {
  const errors: unknown[] = [];
  const streams: Readable[] = [];
  const app = Router.define({
    onError: (e) => errors.push(e),
    routes: [
      Router.get('/endless', (ctx) => {
        const body = new Readable({
          read() {
            setTimeout(() => this.push('x'.repeat(1024)), 5);
          },
        });
        streams.push(body);
        ctx.stream(200, body);
      }),
      Router.get('/ok', (ctx) => ctx.text(200, 'ok')),
    ],
  });
  const running = await listen(app);
  try {
    // Read the first chunk of the endless answer, then go away.
    const res = await rawSession(running.server.port, 'GET /endless HTTP/1.1\r\nHost: x\r\n\r\n', {
      timeout: HANG_MS,
      until: (text) => text.length > 0,
    });
    assert.match(res.text, /^HTTP\/1\.1 200 /);
    await waitFor(() => streams[0]?.destroyed === true);
    assert.is(streams.length, 1);
    assert.ok(streams[0]!.destroyed, 'the source stream was destroyed');
    // The stream was destroyed once the connection closed: an error about it would be reported as its 'close' is
    // handled, in the promise reactions that follow.
    await waitFor(() => streams[0]!.closed);
    await turn();
    assert.equal(errors, [], 'a client going away is not an error');
    const ok = await running.request('/ok');
    assert.is(ok.status, 200);
    assert.is(ok.body, 'ok');
  } finally {
    await running.close();
  }
});

Streams.run();

// ---------------------------------------------------------------------------------------------
const Assigns = suite('Context assigns');

Assigns('should share assigns from middleware to the handler in a null-prototype object', async () => {
  const setUser: Middleware = (ctx, next) => {
    ctx.assigns['user'] = 'ann';
    ctx.assigns['count'] = 3;
    return next();
  };
  const app = Router.define({
    onError: () => {},
    middleware: [setUser],
    routes: [
      ...Router.scope(
        '/api',
        [(ctx, next) => ((ctx.assigns['scope'] = 'api'), next())],
        [
          Router.get('/me', (ctx) => {
            const seenBefore = ctx.getAssign('seen') ?? null;
            ctx.assigns['seen'] = true;
            ctx.json(200, {
              user: ctx.getAssign('user') ?? null,
              count: ctx.getAssign<number>('count') ?? null,
              scope: ctx.getAssign('scope') ?? null,
              missing: ctx.getAssign('nope') ?? null,
              toStringUndefined: ctx.getAssign('toString') === undefined,
              protoUndefined: ctx.getAssign('__proto__') === undefined,
              // Nothing inherited: the prototype chain ends in an empty object with no prototype.
              nullProto:
                !('toString' in ctx.assigns) && !('hasOwnProperty' in ctx.assigns) && !('constructor' in ctx.assigns),
              seenBefore,
            });
          }),
        ],
      ),
    ],
  });
  const running = await listen(app);
  try {
    for (let i = 0; i < 2; i++) {
      const res = await running.request('/api/me');
      assert.is(res.status, 200);
      assert.equal(JSON.parse(res.body), {
        user: 'ann',
        count: 3,
        scope: 'api',
        missing: null,
        toStringUndefined: true,
        protoUndefined: true,
        nullProto: true,
        seenBefore: null, // each request starts with fresh assigns
      });
    }
  } finally {
    await running.close();
  }
});

Assigns('should return undefined from getAssign() before anything was assigned', async () => {
  const app = Router.define({
    onError: () => {},
    routes: [
      Router.get('/fresh', (ctx) =>
        ctx.json(200, {
          x: ctx.getAssign('x') === undefined,
          toString: ctx.getAssign('toString') === undefined,
          keys: Object.keys(ctx.assigns),
        }),
      ),
    ],
  });
  const running = await listen(app);
  try {
    const res = await running.request('/fresh');
    assert.is(res.status, 200);
    assert.equal(JSON.parse(res.body), { x: true, toString: true, keys: [] });
  } finally {
    await running.close();
  }
});

Assigns.run();

// ---------------------------------------------------------------------------------------------
const Info = suite('Context request info');

Info('should expose path, url, method, routePattern and routeName', async () => {
  const before: unknown[] = [];
  const app = Router.define({
    onError: () => {},
    middleware: [
      (ctx, next) => {
        before.push({ pattern: ctx.routePattern ?? null, name: ctx.routeName ?? null, method: ctx.method });
        return next();
      },
    ],
    routes: [
      Router.get('/users/:id', (ctx) =>
        ctx.json(200, {
          path: ctx.path,
          url: ctx.url,
          method: ctx.method,
          routePattern: ctx.routePattern ?? null,
          routeName: ctx.routeName ?? null,
          id: ctx.pathParam('id'),
          full: ctx.query.get('full') ?? null,
        }),
      ).named('user_show'),
      Router.post('/plain', (ctx) =>
        ctx.json(200, {
          method: ctx.method,
          routePattern: ctx.routePattern ?? null,
          routeName: ctx.routeName ?? null,
          path: ctx.path,
        }),
      ),
    ],
    notFound: (ctx) => ctx.json(404, { path: ctx.path, url: ctx.url, routePattern: ctx.routePattern ?? null }),
  });
  const running = await listen(app);
  try {
    let res = await running.request('/users/42?full=1');
    assert.is(res.status, 200);
    assert.equal(JSON.parse(res.body), {
      path: '/users/42',
      url: '/users/42?full=1',
      method: 'GET',
      routePattern: '/users/:id',
      routeName: 'user_show',
      id: '42',
      full: '1',
    });
    assert.equal(before, [{ pattern: null, name: null, method: 'GET' }]);

    res = await running.request('/plain', { method: 'POST' });
    assert.is(res.status, 200);
    assert.equal(JSON.parse(res.body), { method: 'POST', routePattern: '/plain', routeName: null, path: '/plain' });

    res = await running.request('/nothing/here?x=1');
    assert.is(res.status, 404);
    assert.equal(JSON.parse(res.body), { path: '/nothing/here', url: '/nothing/here?x=1', routePattern: null });

    // Absolute-form target: url is what was received, path is the path part.
    const abs = await raw(
      running.server.port,
      'GET http://example.test/users/7?full=yes HTTP/1.1\r\nHost: example.test\r\nConnection: close\r\n\r\n',
    );
    assert.match(abs.text, /^HTTP\/1\.1 200 /);
    assert.equal(JSON.parse(abs.text.slice(abs.text.indexOf('\r\n\r\n') + 4)), {
      path: '/users/7',
      url: 'http://example.test/users/7?full=yes',
      method: 'GET',
      routePattern: '/users/:id',
      routeName: 'user_show',
      id: '7',
      full: 'yes',
    });
  } finally {
    await running.close();
  }
});

Info('should report responded and statusCode before and after the response', async () => {
  const log: unknown[] = [];
  const app = Router.define({
    onError: () => {},
    middleware: [
      async (ctx, next) => {
        await next();
        log.push({ at: 'after-next', responded: ctx.responded, status: ctx.statusCode });
      },
    ],
    routes: [
      Router.get('/state', (ctx) => {
        log.push({ at: 'start', responded: ctx.responded, status: ctx.statusCode });
        ctx.status('created');
        log.push({ at: 'status-set', responded: ctx.responded, status: ctx.statusCode });
        ctx.json({ ok: 1 });
        log.push({ at: 'sent', responded: ctx.responded, status: ctx.statusCode });
      }),
      Router.get('/explicit', (ctx) => {
        ctx.text('not_found', 'gone');
        log.push({ at: 'explicit', responded: ctx.responded, status: ctx.statusCode });
      }),
    ],
  });
  const running = await listen(app);
  try {
    let res = await running.request('/state');
    assert.is(res.status, 201);
    assert.is(res.body, '{"ok":1}');
    await waitFor(() => log.length === 4);
    assert.equal(log, [
      { at: 'start', responded: false, status: 200 },
      { at: 'status-set', responded: false, status: 201 },
      { at: 'sent', responded: true, status: 201 },
      { at: 'after-next', responded: true, status: 201 },
    ]);
    log.length = 0;
    res = await running.request('/explicit');
    assert.is(res.status, 404);
    assert.is(res.body, 'gone');
    await waitFor(() => log.length === 2);
    assert.equal(log, [
      { at: 'explicit', responded: true, status: 404 },
      { at: 'after-next', responded: true, status: 404 },
    ]);
  } finally {
    await running.close();
  }
});

Info.run();

// ---------------------------------------------------------------------------------------------
const OneResponse = suite('Context one response');

OneResponse('should keep the first response and report FW_ERR_RESPONSE_SENT for a second one', async () => {
  const errors: unknown[] = [];
  const app = Router.define({
    onError: (e) => errors.push(e),
    routes: [
      Router.get('/twice', (ctx) => {
        ctx.text(200, 'first');
        ctx.text(200, 'second');
      }),
      Router.get('/twice-async', async (ctx) => {
        ctx.json('created', { first: true });
        await new Promise((r) => setTimeout(r, 20));
        ctx.text(500, 'second');
      }),
      Router.get('/ok', (ctx) => ctx.text(200, 'ok')),
    ],
  });
  const running = await listen(app);
  try {
    let res = await running.request('/twice');
    assert.is(res.status, 200);
    assert.is(res.headers['content-type'], 'text/plain; charset=utf-8');
    assert.is(res.headers['content-length'], '5');
    assert.is(res.body, 'first');
    await waitFor(() => errors.length > 0);
    assert.equal(codes(errors), ['FW_ERR_RESPONSE_SENT']);
    assert.ok(errors[0] instanceof FwError);

    // Same keep-alive connection (the helper's agent): the server keeps serving.
    res = await running.request('/ok');
    assert.is(res.status, 200);
    assert.is(res.body, 'ok');

    errors.length = 0;
    res = await running.request('/twice-async');
    assert.is(res.status, 201);
    assert.is(res.body, '{"first":true}');
    await waitFor(() => errors.length > 0);
    assert.equal(codes(errors), ['FW_ERR_RESPONSE_SENT']);

    res = await running.request('/ok');
    assert.is(res.status, 200);
    assert.is(res.body, 'ok');
  } finally {
    await running.close();
  }
});

OneResponse('should throw FW_ERR_RESPONSE_SENT synchronously to the handler on a second response', async () => {
  const caught: unknown[] = [];
  const errors: unknown[] = [];
  const app = Router.define({
    onError: (e) => errors.push(e),
    routes: [
      Router.get('/caught', (ctx) => {
        ctx.redirect('/elsewhere');
        for (const again of [
          () => ctx.json(200, {}),
          () => ctx.send(200),
          () => ctx.stream(200, Readable.from(['x'])),
          () => ctx.text('second'),
        ]) {
          try {
            again();
          } catch (e) {
            caught.push(e);
          }
        }
      }),
    ],
  });
  const running = await listen(app);
  try {
    const res = await running.request('/caught');
    assert.is(res.status, 302);
    assert.is(res.headers['location'], '/elsewhere');
    assert.is(res.body, '');
    assert.equal(codes(caught), [
      'FW_ERR_RESPONSE_SENT',
      'FW_ERR_RESPONSE_SENT',
      'FW_ERR_RESPONSE_SENT',
      'FW_ERR_RESPONSE_SENT',
    ]);
    assert.is((caught[0] as FwError).status, 500);
    assert.equal(errors, [], 'caught errors do not reach onError');
  } finally {
    await running.close();
  }
});

OneResponse(
  'should refuse a redirect after a response with FW_ERR_RESPONSE_SENT and leave the response untouched',
  async () => {
    const caught: unknown[] = [];
    const app = Router.define({
      onError: () => {},
      routes: [
        Router.get('/after-text', (ctx) => {
          ctx.text(200, 'first');
          try {
            ctx.redirect('/x');
          } catch (e) {
            caught.push(e);
          }
        }),
        // The stream's headers are not flushed yet when the redirect is attempted.
        Router.get('/after-stream', (ctx) => {
          ctx.stream(200, Readable.from(['streamed']), 'text/plain; charset=utf-8');
          try {
            ctx.redirect('/x', 'moved_permanently');
          } catch (e) {
            caught.push(e);
          }
        }),
      ],
    });
    const running = await listen(app);
    try {
      let res = await running.request('/after-text');
      assert.is(res.status, 200);
      assert.is(res.body, 'first');
      res = await running.request('/after-stream');
      assert.is(res.status, 200);
      assert.is(res.headers['content-type'], 'text/plain; charset=utf-8');
      assert.is(res.headers['location'], undefined, 'the refused redirect must not add a Location header');
      assert.is(res.body, 'streamed');
      assert.equal(codes(caught), ['FW_ERR_RESPONSE_SENT', 'FW_ERR_RESPONSE_SENT']);
    } finally {
      await running.close();
    }
  },
);

OneResponse.run();

const headers = suite('response headers kept on the context');

headers('should merge setHeader values into one writeHead, replacing same names and letting helpers win', async () => {
  const app = Router.define({
    routes: [
      Router.get('/h', (ctx) => {
        ctx.setHeader('X-One', '1').setHeader('x-one', 'again').setHeader('Content-Type', 'text/x-ignored');
        ctx.res.setHeader('x-raw', 'raw');
        assert.is(ctx.getHeader('X-ONE'), 'again');
        assert.is(ctx.getHeader('x-raw'), 'raw');
        assert.ok(ctx.hasHeader('content-type'));
        ctx.setHeader('x-gone', 'soon').removeHeader('X-Gone');
        assert.is(ctx.hasHeader('x-gone'), false);
        ctx.json(200, { ok: true });
      }),
      Router.get('/s', (ctx) => {
        ctx.setHeader('content-type', 'text/csv');
        ctx.send(200, 'a,b');
      }),
      Router.get('/r', (ctx) => {
        ctx.setHeader('x-kept', 'yes');
        ctx.redirect('/h');
      }),
      Router.get('/e', (ctx) => {
        ctx.setHeader('x-kept', 'yes');
        throw new HttpError(409, 'conflict', { headers: { 'x-extra': 'e' } });
      }),
    ],
  });
  const res = await app.request('/h');
  assert.is(res.headers['x-one'], 'again');
  assert.is(res.headers['x-raw'], 'raw');
  assert.is(res.headers['content-type'], 'application/json; charset=utf-8');
  assert.is(res.headers['x-gone'], undefined);
  assert.is(res.body, '{"ok":true}');
  const csv = await app.request('/s');
  assert.is(csv.headers['content-type'], 'text/csv', 'send() without a type keeps a type set earlier');
  const moved = await app.request('/r');
  assert.is(moved.status, 302);
  assert.is(moved.headers['location'], '/h');
  assert.is(moved.headers['x-kept'], 'yes');
  const failed = await app.request('/e');
  assert.is(failed.status, 409);
  assert.is(failed.headers['x-kept'], 'yes');
  assert.is(failed.headers['x-extra'], 'e');
});

headers('should leave out a Transfer-Encoding set with setHeader: the helpers frame the body', async () => {
  const app = Router.define({
    onError: () => {},
    routes: [
      Router.get('/text', (ctx) => {
        ctx.setHeader('Transfer-Encoding', 'chunked');
        ctx.text(200, 'hello');
      }),
      Router.get('/hooked', (ctx) => {
        ctx.beforeSend(() => {});
        ctx.setHeader('transfer-encoding', 'chunked');
        ctx.text(200, 'hello');
      }),
      Router.get('/empty', (ctx) => {
        ctx.setHeader('transfer-encoding', 'chunked');
        ctx.send(204);
      }),
      Router.get('/stream', (ctx) => {
        ctx.setHeader('transfer-encoding', 'chunked').setHeader('content-length', '5');
        ctx.stream(200, Readable.from(['hel', 'lo']));
      }),
      Router.get('/chunked', (ctx) => {
        ctx.setHeader('transfer-encoding', 'chunked');
        ctx.stream(200, Readable.from(['hel', 'lo']));
      }),
    ],
  });
  const running = await listen(app);
  try {
    for (const path of ['/text', '/hooked', '/empty', '/stream', '/chunked']) {
      const res = await raw(running.server.port, `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      const head = res.text.slice(0, res.text.indexOf('\r\n\r\n'));
      const framing = (head.match(/^(transfer-encoding|content-length):/gim) ?? []).map((h) => h.toLowerCase());
      assert.ok(framing.length <= 1, `${path}: one framing header at most, got ${framing.join(' and ')}`);
      if (path === '/empty') assert.match(head, /^HTTP\/1\.1 204 /);
      else {
        assert.match(head, /^HTTP\/1\.1 200 /, path);
        assert.ok(
          res.text.endsWith(path === '/chunked' ? 'hel\r\n2\r\nlo\r\n0\r\n\r\n' : '\r\n\r\nhello'),
          `${path}: ${JSON.stringify(res.text.slice(-30))}`,
        );
      }
    }
  } finally {
    await running.close();
  }
});

headers('should keep assigns free of Object.prototype names', async () => {
  const app = Router.define({
    routes: [
      Router.get('/', (ctx) =>
        ctx.json(200, {
          toString: ctx.getAssign('toString') ?? null,
          ctor: ctx.getAssign('constructor') ?? null,
          keys: Object.keys(ctx.assigns),
        }),
      ),
    ],
  });
  assert.equal((await app.request('/')).json(), { toString: null, ctor: null, keys: [] });
});

headers.run();
