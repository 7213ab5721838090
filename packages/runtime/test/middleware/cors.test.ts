/** cors: any-origin and listed-origin answers, preflights, Vary, credentials, error answers, hostile Origin values, config checks. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FwError, HttpError, Router, cors, type Context, type CorsOptions, type Middleware } from '@fw/runtime';
import { HANG_MS, listen, rawExchange } from '../helpers.js';

const A = 'https://app.example.com';
const B = 'http://localhost:5173';
const DEFAULT_METHODS = 'GET, HEAD, PUT, POST, DELETE, PATCH';

function appWith(...middleware: Middleware[]) {
  return Router.define({
    onError: () => undefined,
    middleware,
    routes: [
      Router.get('/data', (ctx) => ctx.setHeader('x-total', '3').json(200, { items: [] })),
      Router.post('/data', (ctx) => ctx.json(201, { ok: true })),
      Router.get('/fail', () => {
        throw new HttpError(409, 'conflict');
      }),
      Router.get('/crash', () => {
        throw new Error('boom');
      }),
    ],
  });
}

/** The CORS headers of a response, for exact comparison. */
function corsHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(headers).sort()) {
    if (name.startsWith('access-control-') || name === 'vary') out[name] = headers[name];
  }
  return out;
}

function preflight(origin: string, extra: Record<string, string> = {}): Record<string, string> {
  return { origin, 'access-control-request-method': 'PUT', ...extra };
}

/** One raw exchange (the server closes: Connection: close), UTF-8 both ways; a socket error gives an empty answer. */
function raw(port: number, request: string): Promise<string> {
  return rawExchange(port, request, { timeout: HANG_MS, encode: 'utf8', decode: 'utf8' }).catch(() => '');
}

function configError(options: unknown): string {
  try {
    cors(options as CorsOptions);
  } catch (error) {
    assert.instance(error, FwError);
    return (error as FwError).code;
  }
  return 'accepted';
}

// ---------------------------------------------------------------------------------------------
const Any = suite("cors: any origin ('*', the default)");

Any('should allow any origin with * and no Vary on simple requests', async () => {
  const running = await listen(appWith(cors()));
  try {
    const res = await running.request('/data', { headers: { origin: A } });
    assert.is(res.status, 200);
    assert.is(res.body, '{"items":[]}');
    assert.equal(corsHeaders(res.headers), { 'access-control-allow-origin': '*' });
    const without = await running.request('/data');
    assert.equal(
      corsHeaders(without.headers),
      { 'access-control-allow-origin': '*' },
      'the same answer without Origin, so caches need no Vary',
    );
  } finally {
    await running.close();
  }
});

Any(
  'should answer a preflight with 204, Content-Length 0 and the default methods, reflecting requested headers',
  async () => {
    const running = await listen(appWith(cors()));
    try {
      const res = await running.request('/data', {
        method: 'OPTIONS',
        headers: preflight(A, { 'access-control-request-headers': 'content-type,x-api-key' }),
      });
      assert.is(res.status, 204);
      assert.is(res.body, '');
      assert.is(res.headers['content-length'], '0');
      assert.equal(corsHeaders(res.headers), {
        'access-control-allow-headers': 'content-type,x-api-key',
        'access-control-allow-methods': DEFAULT_METHODS,
        'access-control-allow-origin': '*',
        vary: 'Access-Control-Request-Headers',
      });
      assert.is(res.headers['access-control-max-age'], undefined);
      assert.is(res.headers['access-control-allow-credentials'], undefined);
    } finally {
      await running.close();
    }
  },
);

Any("should accept ['*'] and '*' alike", async () => {
  for (const allowOrigins of ['*', ['*']] as const) {
    const res = await appWith(cors({ allowOrigins })).request('/data', { headers: { origin: B } });
    assert.is(res.headers['access-control-allow-origin'], '*');
  }
});

Any('should leave OPTIONS without Access-Control-Request-Method to the app, with the origin header', async () => {
  const res = await appWith(cors()).request('/data', { method: 'OPTIONS', headers: { origin: A } });
  assert.is(res.status, 204);
  assert.is(res.headers['allow'], 'GET, HEAD, OPTIONS, POST', "the core's OPTIONS answer");
  assert.is(res.headers['access-control-allow-origin'], '*');
  assert.is(res.headers['access-control-allow-methods'], undefined);
});

// ---------------------------------------------------------------------------------------------
const Listed = suite('cors: listed origins');

Listed('should echo an allowed origin and add Vary: Origin', async () => {
  const running = await listen(appWith(cors({ allowOrigins: [A, B] })));
  try {
    for (const origin of [A, B]) {
      const res = await running.request('/data', { headers: { origin } });
      assert.is(res.status, 200);
      assert.equal(corsHeaders(res.headers), { 'access-control-allow-origin': origin, vary: 'Origin' });
    }
  } finally {
    await running.close();
  }
});

Listed('should send no Access-Control-Allow-Origin to an origin not listed, but still Vary: Origin', async () => {
  const running = await listen(appWith(cors({ allowOrigins: [A] })));
  try {
    const res = await running.request('/data', { headers: { origin: 'https://evil.example' } });
    assert.is(res.status, 200, 'the request itself is served; the browser hides the answer');
    assert.equal(corsHeaders(res.headers), { vary: 'Origin' });
    const without = await running.request('/data');
    assert.equal(
      corsHeaders(without.headers),
      { vary: 'Origin' },
      'Vary even without Origin, since the answer depends on it',
    );
  } finally {
    await running.close();
  }
});

Listed('should answer a preflight from a listed origin with every configured header', async () => {
  const mw = cors({
    allowOrigins: [A],
    allowMethods: ['GET', 'PUT'],
    allowHeaders: ['Content-Type', 'Authorization'],
    maxAge: 600,
    credentials: true,
    exposeHeaders: ['X-Total'],
  });
  const running = await listen(appWith(mw));
  try {
    const res = await running.request('/data', {
      method: 'OPTIONS',
      headers: preflight(A, { 'access-control-request-headers': 'x-other' }),
    });
    assert.is(res.status, 204);
    assert.is(res.body, '');
    assert.is(res.headers['content-length'], '0');
    assert.equal(corsHeaders(res.headers), {
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': 'Content-Type, Authorization',
      'access-control-allow-methods': 'GET, PUT',
      'access-control-allow-origin': A,
      'access-control-max-age': '600',
      vary: 'Origin',
    });
  } finally {
    await running.close();
  }
});

Listed('should answer a preflight from an origin not listed with 204 and no CORS headers', async () => {
  const running = await listen(appWith(cors({ allowOrigins: [A], maxAge: 600 })));
  try {
    const res = await running.request('/data', {
      method: 'OPTIONS',
      headers: preflight('https://evil.example', { 'access-control-request-headers': 'x-a' }),
    });
    assert.is(res.status, 204);
    assert.is(res.headers['content-length'], '0');
    assert.equal(corsHeaders(res.headers), { vary: 'Origin' });
  } finally {
    await running.close();
  }
});

Listed('should send credentials and exposed headers on simple requests from a listed origin', async () => {
  const res = await appWith(cors({ allowOrigins: [A], credentials: true, exposeHeaders: ['X-Total', 'ETag'] })).request(
    '/data',
    { headers: { origin: A } },
  );
  assert.equal(corsHeaders(res.headers), {
    'access-control-allow-credentials': 'true',
    'access-control-allow-origin': A,
    'access-control-expose-headers': 'X-Total, ETag',
    vary: 'Origin',
  });
  assert.is(res.headers['x-total'], '3');
});

Listed('should put the CORS headers on error answers too', async () => {
  const app = appWith(cors({ allowOrigins: [A], credentials: true }));
  for (const [path, status] of [
    ['/fail', 409],
    ['/crash', 500],
    ['/missing', 404],
  ] as const) {
    const res = await app.request(path, { headers: { origin: A } });
    assert.is(res.status, status, path);
    assert.is(res.headers['access-control-allow-origin'], A, path);
    assert.is(res.headers['access-control-allow-credentials'], 'true', path);
    assert.is(res.headers['vary'], 'Origin', path);
  }
});

Listed('should append Origin to an existing Vary and never repeat it', async () => {
  const before: Middleware = (ctx, next) => {
    ctx.setHeader('vary', ctx.query.get('vary') ?? 'Accept-Encoding');
    return next();
  };
  const app = appWith(before, cors({ allowOrigins: [A] }));
  assert.is((await app.request('/data', { headers: { origin: A } })).headers['vary'], 'Accept-Encoding, Origin');
  assert.is((await app.request('/data?vary=origin', { headers: { origin: A } })).headers['vary'], 'origin');
  assert.is((await app.request('/data?vary=*', { headers: { origin: A } })).headers['vary'], '*');
  const twice = appWith(cors({ allowOrigins: [A] }), cors({ allowOrigins: [A] }));
  assert.is((await twice.request('/data', { headers: { origin: A } })).headers['vary'], 'Origin');
});

Listed('should store listed origins in lower case, since browsers send them so', async () => {
  const app = appWith(cors({ allowOrigins: ['HTTPS://App.Example.COM:8443'] }));
  const res = await app.request('/data', { headers: { origin: 'https://app.example.com:8443' } });
  assert.is(res.headers['access-control-allow-origin'], 'https://app.example.com:8443');
});

Listed('should allow nothing with an empty list', async () => {
  const res = await appWith(cors({ allowOrigins: [] })).request('/data', { headers: { origin: A } });
  assert.equal(corsHeaders(res.headers), { vary: 'Origin' });
});

// ---------------------------------------------------------------------------------------------
const Fn = suite('cors: origin function');

Fn('should ask the function with the origin and the context, and allow only on true', async () => {
  const asked: [string, string][] = [];
  const app = appWith(
    cors({
      allowOrigins: (origin: string, ctx: Context) => {
        asked.push([origin, ctx.path]);
        return origin.endsWith('.example.com');
      },
      credentials: true,
    }),
  );
  let res = await app.request('/data', { headers: { origin: A } });
  assert.equal(corsHeaders(res.headers), {
    'access-control-allow-credentials': 'true',
    'access-control-allow-origin': A,
    vary: 'Origin',
  });
  res = await app.request('/data', { headers: { origin: 'https://example.org' } });
  assert.equal(corsHeaders(res.headers), { vary: 'Origin' });
  res = await app.request('/data');
  assert.equal(corsHeaders(res.headers), { vary: 'Origin' });
  assert.equal(asked, [
    [A, '/data'],
    ['https://example.org', '/data'],
  ]);
});

Fn('should refuse when the function returns a promise or a truthy non-boolean', async () => {
  for (const decide of [() => Promise.resolve(true), () => 'yes', () => 1]) {
    const app = appWith(cors({ allowOrigins: decide as unknown as (origin: string) => boolean }));
    const res = await app.request('/data', { headers: { origin: A } });
    assert.equal(corsHeaders(res.headers), { vary: 'Origin' });
  }
});

Fn("should hand 'null' to the function, which decides", async () => {
  const app = appWith(cors({ allowOrigins: (origin) => origin === 'null' }));
  const res = await app.request('/data', { headers: { origin: 'null' } });
  assert.is(res.headers['access-control-allow-origin'], 'null');
});

// ---------------------------------------------------------------------------------------------
const Hostile = suite('cors: hostile inputs');
const listed = (): ReturnType<typeof appWith> => appWith(cors({ allowOrigins: [A] }));

Hostile('should not allow Origin: null for a list', async () => {
  const res = await listed().request('/data', { headers: { origin: 'null' } });
  assert.equal(corsHeaders(res.headers), { vary: 'Origin' });
  const pre = await listed().request('/data', { method: 'OPTIONS', headers: preflight('null') });
  assert.equal(corsHeaders(pre.headers), { vary: 'Origin' });
});

Hostile("should answer Origin: null with '*' only when any origin is allowed", async () => {
  const res = await appWith(cors()).request('/data', { headers: { origin: 'null' } });
  assert.is(res.headers['access-control-allow-origin'], '*');
});

Hostile('should not allow a very long origin, nor ask the function about it', async () => {
  let asked = 0;
  const long = `https://${'a'.repeat(8000)}.example.com`;
  const running = await listen(
    appWith(
      cors({
        allowOrigins: () => {
          asked++;
          return true;
        },
      }),
    ),
  );
  try {
    const res = await running.request('/data', { headers: { origin: long } });
    assert.is(res.status, 200);
    assert.equal(corsHeaders(res.headers), { vary: 'Origin' });
    assert.is(asked, 0);
  } finally {
    await running.close();
  }
  const listedRes = await listed().request('/data', { headers: { origin: `${A}${'/'.repeat(5000)}` } });
  assert.equal(corsHeaders(listedRes.headers), { vary: 'Origin' });
});

Hostile('should not reflect an origin holding CR/LF (in process), and inject no header', async () => {
  let asked = 0;
  const fn = appWith(
    cors({
      allowOrigins: () => {
        asked++;
        return true;
      },
    }),
  );
  for (const app of [listed(), fn]) {
    const res = await app.request('/data', { headers: { origin: `${A}\r\nX-Injected: yes` } });
    assert.is(res.status, 200);
    assert.equal(corsHeaders(res.headers), { vary: 'Origin' });
    assert.is(res.headers['x-injected'], undefined);
  }
  assert.is(asked, 0);
});

Hostile('should survive an origin with CR/LF on the wire (Node refuses the request with 400)', async () => {
  const running = await listen(listed());
  try {
    const text = await raw(
      running.server.port,
      `GET /data HTTP/1.1\r\nHost: x\r\nOrigin: ${A}\rX-Injected: yes\r\nConnection: close\r\n\r\n`,
    );
    assert.ok(text.startsWith('HTTP/1.1 400 '), text);
    assert.not.match(text, /access-control-allow-origin/i);
    const ok = await running.request('/data', { headers: { origin: A } });
    assert.is(ok.headers['access-control-allow-origin'], A, 'the server keeps serving');
  } finally {
    await running.close();
  }
});

Hostile('should compare origins case-sensitively (browsers send lower case)', async () => {
  for (const origin of ['https://APP.example.com', 'HTTPS://app.example.com', 'https://App.Example.Com']) {
    const res = await listed().request('/data', { headers: { origin } });
    assert.equal(corsHeaders(res.headers), { vary: 'Origin' }, origin);
  }
});

Hostile('should not allow look-alike origins', async () => {
  for (const origin of [
    `${A}.evil.com`,
    'https://evilapp.example.com',
    'https://app.example.co',
    `${A}/`,
    `${A}/path`,
    'http://app.example.com',
    `${A}:443`,
    ` ${A}`,
    `${A}, https://evil.com`,
    'app.example.com',
  ]) {
    const res = await listed().request('/data', { headers: { origin } });
    assert.equal(corsHeaders(res.headers), { vary: 'Origin' }, origin);
  }
});

Hostile('should not allow Origin: * for a list, nor ask a function about it', async () => {
  let asked = 0;
  const res = await listed().request('/data', { headers: { origin: '*' } });
  assert.equal(corsHeaders(res.headers), { vary: 'Origin' });
  const fn = appWith(
    cors({
      allowOrigins: () => {
        asked++;
        return true;
      },
    }),
  );
  const res2 = await fn.request('/data', { headers: { origin: '*' } });
  assert.equal(corsHeaders(res2.headers), { vary: 'Origin' });
  assert.is(asked, 0);
});

Hostile('should treat Access-Control-Request-Headers: * as a plain list entry and refuse malformed lists', async () => {
  const app = listed();
  let res = await app.request('/data', {
    method: 'OPTIONS',
    headers: preflight(A, { 'access-control-request-headers': '*' }),
  });
  assert.is(res.headers['access-control-allow-headers'], '*');
  for (const hostile of ['x-a, <script>', 'x-a\r\nX-Injected: yes', 'x-a;x-b', 'x a', ',', 'x-a,,x-b']) {
    res = await app.request('/data', {
      method: 'OPTIONS',
      headers: preflight(A, { 'access-control-request-headers': hostile }),
    });
    assert.is(res.status, 204, hostile);
    assert.is(res.headers['access-control-allow-headers'], undefined, hostile);
    assert.is(res.headers['x-injected'], undefined, hostile);
  }
});

Hostile('should not allow origins named like Object.prototype members', async () => {
  for (const origin of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
    const res = await listed().request('/data', { headers: { origin } });
    assert.equal(corsHeaders(res.headers), { vary: 'Origin' }, origin);
  }
});

Hostile('should not allow two Origin headers joined into one value', async () => {
  const running = await listen(listed());
  try {
    const text = await raw(
      running.server.port,
      `GET /data HTTP/1.1\r\nHost: x\r\nOrigin: ${A}\r\nOrigin: https://evil.com\r\nConnection: close\r\n\r\n`,
    );
    assert.ok(text.startsWith('HTTP/1.1 200 '), text);
    assert.not.match(text, /access-control-allow-origin/i);
  } finally {
    await running.close();
  }
});

// ---------------------------------------------------------------------------------------------
const Config = suite('cors: configuration');

Config("should refuse credentials with '*' origins", () => {
  assert.is(configError({ credentials: true }), 'FW_ERR_CORS_CONFIG');
  assert.is(configError({ allowOrigins: '*', credentials: true }), 'FW_ERR_CORS_CONFIG');
  assert.is(configError({ allowOrigins: ['*'], credentials: true }), 'FW_ERR_CORS_CONFIG');
});

Config("should refuse '*' in methods, headers or exposed headers with credentials, and allow it without", () => {
  for (const key of ['allowMethods', 'allowHeaders', 'exposeHeaders']) {
    assert.is(configError({ allowOrigins: [A], credentials: true, [key]: ['*'] }), 'FW_ERR_CORS_CONFIG', key);
    assert.is(configError({ allowOrigins: [A], [key]: ['*'] }), 'accepted', key);
  }
});

Config('should refuse origins that are not serialised origins', () => {
  for (const origin of [
    'null',
    'NULL',
    'https://a.com/',
    'https://a.com/path',
    'a.com',
    '*.a.com',
    'https://*.a.com',
    'https://a.com:99999x',
    ' https://a.com',
    'https://a.com\n',
    '',
    'https://a.com?x',
  ]) {
    assert.is(configError({ allowOrigins: [origin] }), 'FW_ERR_CORS_CONFIG', JSON.stringify(origin));
  }
  assert.is(configError({ allowOrigins: ['*', A] }), 'FW_ERR_CORS_CONFIG', "'*' with others");
  assert.is(configError({ allowOrigins: [A, 7] }), 'FW_ERR_CORS_CONFIG');
  assert.is(configError({ allowOrigins: 'https://a.com' }), 'FW_ERR_CORS_CONFIG', 'a single string other than *');
  assert.is(configError({ allowOrigins: 5 }), 'FW_ERR_CORS_CONFIG');
  for (const origin of [A, B, 'http://127.0.0.1:3000', 'http://[::1]:8080', 'https://xn--bcher-kva.example']) {
    assert.is(configError({ allowOrigins: [origin] }), 'accepted', origin);
  }
});

Config('should refuse bad methods, headers, maxAge and credentials', () => {
  const bad: unknown[] = [
    { allowMethods: ['GET', 'BAD METHOD'] },
    { allowMethods: 'GET' },
    { allowHeaders: ['x-a\r\n'] },
    { allowHeaders: [1] },
    { exposeHeaders: ['a,b'] },
    { maxAge: -1 },
    { maxAge: 1.5 },
    { maxAge: '600' },
    { credentials: 'true' },
  ];
  for (const options of bad) assert.is(configError(options), 'FW_ERR_CORS_CONFIG', JSON.stringify(options));
});

Config('should send no Allow-Methods for an empty list', async () => {
  const res = await appWith(cors({ allowMethods: [] })).request('/data', { method: 'OPTIONS', headers: preflight(A) });
  assert.is(res.status, 204);
  assert.is(res.headers['access-control-allow-methods'], undefined);
  assert.is(res.headers['access-control-allow-origin'], '*');
});

Config('should be a named function', () => {
  assert.is(cors().name, 'cors');
});

Any.run();
Listed.run();
Fn.run();
Hostile.run();
Config.run();
