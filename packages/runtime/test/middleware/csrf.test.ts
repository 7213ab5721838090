/** csrf: which requests are judged, Sec-Fetch-Site and Origin rules, allowed origins, and options. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FwError, Router, csrf, type CsrfOptions } from '@fw/runtime';
import { listen } from '../helpers.js';

const FORBIDDEN = { error: { status: 403, message: 'cross-origin form submissions are not allowed' } };
const FORM = 'application/x-www-form-urlencoded';
const HOST = 'app.example.com';

/** An app with a route for every method at /submit that answers 200 with the method. */
function appWith(options?: CsrfOptions) {
  const handler = (ctx: { method: string; text: (status: 200, body: string) => void }) => ctx.text(200, ctx.method);
  return Router.define({
    middleware: [csrf(options)],
    routes: [
      Router.get('/submit', handler),
      Router.post('/submit', handler),
      Router.put('/submit', handler),
      Router.patch('/submit', handler),
      Router.delete('/submit', handler),
      Router.options('/submit', handler),
      Router.route('PURGE', '/submit', handler),
    ],
  });
}

type App = ReturnType<typeof appWith>;

async function status(app: App, headers: Record<string, string>, method = 'POST'): Promise<number> {
  const res = await app.request('/submit', {
    method,
    headers: { host: HOST, ...headers },
    body: method === 'GET' || method === 'HEAD' ? undefined : 'a=1',
  });
  if (res.status === 403) assert.equal(res.json(), FORBIDDEN);
  return res.status;
}

function throwsCode(fn: () => unknown, code: string): void {
  assert.throws(fn, (error: unknown) => error instanceof FwError && error.code === code);
}

const fetchSite = suite('csrf: Sec-Fetch-Site');

fetchSite('should refuse a cross-site form post with 403 and a JSON body over a real server', async () => {
  const running = await listen(appWith());
  try {
    const res = await running.request('/submit', {
      method: 'POST',
      headers: { 'content-type': FORM, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      body: 'a=1',
    });
    assert.is(res.status, 403);
    assert.is(res.headers['content-type'], 'application/json; charset=utf-8');
    assert.equal(JSON.parse(res.body), FORBIDDEN);
    const same = await running.request('/submit', {
      method: 'POST',
      headers: { 'content-type': FORM, 'sec-fetch-site': 'same-origin', origin: running.url },
      body: 'a=1',
    });
    assert.is(same.status, 200);
    assert.is(same.body, 'POST');
  } finally {
    await running.close();
  }
});

fetchSite('should judge every form content type, and a request without one', async () => {
  const app = appWith();
  const types = [
    FORM,
    'multipart/form-data; boundary=x',
    'text/plain',
    'text/plain;charset=UTF-8',
    'TEXT/PLAIN',
    ' application/x-www-form-urlencoded ; charset=utf-8',
    '',
  ];
  for (const type of types)
    assert.is(await status(app, { 'content-type': type, 'sec-fetch-site': 'cross-site' }), 403, type);
  const res = await app.request('/submit', { method: 'POST', headers: { host: HOST, 'sec-fetch-site': 'cross-site' } });
  assert.is(res.status, 403, 'no Content-Type');
});

fetchSite('should refuse same-site and unknown values, and accept same-origin and none', async () => {
  const app = appWith();
  assert.is(await status(app, { 'content-type': FORM, 'sec-fetch-site': 'same-site' }), 403);
  assert.is(await status(app, { 'content-type': FORM, 'sec-fetch-site': 'weird' }), 403);
  assert.is(await status(app, { 'content-type': FORM, 'sec-fetch-site': 'same-origin' }), 200);
  assert.is(await status(app, { 'content-type': FORM, 'sec-fetch-site': 'none' }), 200);
});

fetchSite('should judge by Sec-Fetch-Site alone when it is present', async () => {
  const app = appWith();
  assert.is(
    await status(app, { 'content-type': FORM, 'sec-fetch-site': 'cross-site', origin: `https://${HOST}` }),
    403,
  );
  assert.is(
    await status(app, { 'content-type': FORM, 'sec-fetch-site': 'same-origin', origin: 'https://proxy.internal' }),
    200,
  );
});

fetchSite('should judge PUT, PATCH, DELETE and other methods, and never GET, HEAD or OPTIONS', async () => {
  const app = appWith();
  for (const method of ['PUT', 'PATCH', 'DELETE', 'PURGE'])
    assert.is(await status(app, { 'content-type': FORM, 'sec-fetch-site': 'cross-site' }, method), 403, method);
  for (const method of ['GET', 'HEAD', 'OPTIONS']) {
    assert.is(
      await status(app, { 'content-type': FORM, 'sec-fetch-site': 'cross-site', origin: 'null' }, method),
      200,
      method,
    );
  }
});

fetchSite('should let JSON and other non-form bodies through: they need a CORS preflight', async () => {
  const app = appWith();
  for (const type of ['application/json', 'application/merge-patch+json', 'application/octet-stream', 'text/html']) {
    assert.is(
      await status(app, { 'content-type': type, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }),
      200,
      type,
    );
  }
});

fetchSite(
  'should judge a Content-Type that is not one unambiguous media type as a form, whatever the order of its parameters',
  async () => {
    const app = appWith();
    for (const type of [
      'application/json; charset=utf-8; charset=utf-16',
      'application/json; charset=utf-16; charset=utf-8',
      'application/json; Charset=utf-8; CHARSET=utf-8',
      'application/json; charset="utf-8',
      'application/json charset=utf-8',
      `application/json${';charset='.repeat(5000)}`,
    ]) {
      assert.is(
        await status(app, { 'content-type': type, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }),
        403,
        type.slice(0, 60),
      );
      assert.is(await status(app, { 'content-type': type, 'sec-fetch-site': 'same-origin' }), 200, type.slice(0, 60));
    }
    assert.is(
      await status(app, {
        'content-type': 'application/json; charset="utf-8"; q="a;b"',
        'sec-fetch-site': 'cross-site',
      }),
      200,
      'a valid JSON type still needs no check',
    );
  },
);

fetchSite.run();

const origin = suite('csrf: Origin');

origin('should refuse Origin: null on a form post whatever Sec-Fetch-Site says', async () => {
  const app = appWith({ allowedOrigins: ['https://partner.example'] });
  assert.is(await status(app, { 'content-type': FORM, origin: 'null' }), 403);
  assert.is(await status(app, { 'content-type': FORM, origin: 'null', 'sec-fetch-site': 'same-origin' }), 403);
  assert.is(await status(app, { 'content-type': FORM, origin: 'null', 'sec-fetch-site': 'cross-site' }), 403);
});

origin("should accept the request's own origin by Host and refuse others when Sec-Fetch-Site is absent", async () => {
  const app = appWith();
  assert.is(await status(app, { 'content-type': FORM, origin: `https://${HOST}` }), 200);
  assert.is(await status(app, { 'content-type': FORM, origin: `http://${HOST}` }), 200, 'the scheme is not compared');
  assert.is(await status(app, { 'content-type': FORM, origin: 'https://APP.example.com' }), 200, 'case-insensitive');
  assert.is(await status(app, { 'content-type': FORM, origin: 'https://evil.example' }), 403);
  assert.is(await status(app, { 'content-type': FORM, origin: `https://${HOST}:8443` }), 403, 'another port');
  assert.is(await status(app, { 'content-type': FORM, origin: `https://${HOST}.evil.example` }), 403);
  assert.is(await status(app, { 'content-type': FORM, origin: `https://evil.${HOST}` }), 403);
  assert.is(await status(app, { 'content-type': FORM, origin: `https://${HOST}, https://evil.example` }), 403);
  assert.is(await status(app, { 'content-type': FORM, origin: HOST }), 403, 'not an origin');
});

origin('should compare with the Host header of a real request, port included', async () => {
  const running = await listen(appWith());
  try {
    const host = new URL(running.url).host;
    const own = await running.request('/submit', {
      method: 'POST',
      headers: { 'content-type': FORM, origin: `http://${host}` },
      body: 'a=1',
    });
    assert.is(own.status, 200);
    const other = await running.request('/submit', {
      method: 'POST',
      headers: { 'content-type': FORM, origin: 'http://127.0.0.1:1' },
      body: 'a=1',
    });
    assert.is(other.status, 403);
    assert.equal(JSON.parse(other.body), FORBIDDEN);
  } finally {
    await running.close();
  }
});

origin('should let a form post with neither Origin nor Sec-Fetch-Site through (not a browser attack)', async () => {
  assert.is(await status(appWith(), { 'content-type': FORM }), 200);
});

origin('should accept allowed origins, case-insensitively, with or without Sec-Fetch-Site', async () => {
  const app = appWith({ allowedOrigins: ['https://Partner.example', 'http://localhost:5173'] });
  assert.is(
    await status(app, { 'content-type': FORM, origin: 'https://partner.example', 'sec-fetch-site': 'cross-site' }),
    200,
  );
  assert.is(
    await status(app, { 'content-type': FORM, origin: 'https://partner.example', 'sec-fetch-site': 'same-site' }),
    200,
  );
  assert.is(await status(app, { 'content-type': FORM, origin: 'https://partner.example' }), 200);
  assert.is(
    await status(app, { 'content-type': FORM, origin: 'http://localhost:5173', 'sec-fetch-site': 'same-site' }),
    200,
  );
  assert.is(
    await status(app, { 'content-type': FORM, origin: 'http://partner.example', 'sec-fetch-site': 'cross-site' }),
    403,
    'another scheme',
  );
  assert.is(
    await status(app, { 'content-type': FORM, origin: 'https://partner.example:444', 'sec-fetch-site': 'cross-site' }),
    403,
    'another port',
  );
  assert.is(await status(app, { 'content-type': FORM, 'sec-fetch-site': 'cross-site' }), 403, 'no Origin to match');
});

origin.run();

const options = suite('csrf: options');

options('should refuse allowed origins that no browser sends', () => {
  for (const bad of [
    'null',
    'https://example.com/',
    'https://example.com/path',
    'example.com',
    '*',
    'https://',
    'https://user@example.com',
    'https://exa mple.com',
    'https://example.com\r\n',
    '',
    7,
  ]) {
    throwsCode(() => csrf({ allowedOrigins: [bad as string] }), 'FW_ERR_CSRF_CONFIG');
  }
  throwsCode(() => csrf({ allowedOrigins: 'https://example.com' as unknown as string[] }), 'FW_ERR_CSRF_CONFIG');
});

options('should accept no options at all', async () => {
  const app = Router.define({ middleware: [csrf()], routes: [Router.post('/', (ctx) => ctx.text(200, 'ok'))] });
  assert.is(
    (
      await app.request('/', {
        method: 'POST',
        headers: { 'content-type': FORM, 'sec-fetch-site': 'cross-site' },
        body: 'a',
      })
    ).status,
    403,
  );
  assert.is((await app.request('/', { method: 'POST', headers: { 'content-type': FORM }, body: 'a' })).status, 200);
});

options.run();
