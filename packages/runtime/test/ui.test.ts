/** apidocs.ui: the docs page, the OpenAPI endpoint, pass-through, stacking, config checks and local assets. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Router, apidocs, type Middleware } from '@fw/runtime';
import { listen, rawExchange } from './helpers.js';

/** Deliberately not normalised (spacing, key order, non-ASCII) so byte identity is observable. */
const SPEC =
  '{\n    "openapi": "3.1.0",\n  "info": { "title": "Tést <API> & co", "version": "1.0.0" },\n  "paths": {}\n}\n';
const OTHER_SPEC = '{"openapi":"3.1.0","info":{"title":"Other","version":"2.0.0"},"paths":{}}';
const NOT_FOUND = '{"error":{"status":404,"message":"Not Found"}}';
const CDN = 'https://cdn.jsdelivr.net/npm/swagger-ui-dist@';
const DIST = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const LOCAL_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'";

/** An app with `middleware` in front of a POST route and a GET route at `/api/docs`, so pass-through is visible. */
function appWith(...middleware: Middleware[]) {
  return Router.define({
    middleware,
    routes: [
      Router.post('/api/docs', (ctx) => ctx.text(201, 'route: POST /api/docs')),
      Router.get('/api/docs', (ctx) => ctx.text(200, 'route: GET /api/docs')),
      Router.get('/docs', (ctx) => ctx.text(200, 'route: GET /docs')),
    ],
  });
}

/** Writes a raw request line (no client normalises the target) and returns the whole answer. */
function rawGet(port: number, target: string): Promise<string> {
  return rawExchange(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, {
    encode: 'utf8',
    decode: 'utf8',
  });
}

/** The `src`/`href` URLs of a page, in order. */
function links(html: string): string[] {
  return [...html.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((m) => m[1]!.replace(/&#38;/g, '&'));
}

const cdn = suite('apidocs.ui (CDN assets)');

cdn('should serve the Swagger UI page with the CDN files of the exact version and the spec URL', async () => {
  const running = await listen(appWith(apidocs.ui({ specJson: SPEC })));
  try {
    const res = await running.request('/api/docs');
    assert.is(res.status, 200);
    assert.is(res.headers['content-type'], 'text/html; charset=utf-8');
    for (const file of ['swagger-ui.css', 'swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js']) {
      assert.ok(res.body.includes(`"${CDN}5.18.2/${file}"`), `${file} from the CDN at 5.18.2`);
    }
    assert.ok(res.body.includes('url: "/api/docs/openapi.json"'));
    assert.ok(res.body.includes("dom_id: '#swagger-ui'"));
    assert.ok(res.body.includes('<div id="swagger-ui"></div>'));
    assert.ok(res.body.includes('<title>Tést &#60;API&#62; &#38; co</title>'), 'the escaped info.title');
    assert.not.ok(res.body.includes('<API>'));
  } finally {
    await running.close();
  }
});

cdn('should load the chosen cdnVersion and allow exactly its files and its inline script in the CSP', async () => {
  const app = appWith(apidocs.ui({ specJson: SPEC, cdnVersion: '5.17.14' }));
  const res = await app.request('/api/docs');
  assert.is(res.status, 200);
  assert.ok(res.body.includes(`"${CDN}5.17.14/swagger-ui-bundle.js"`));
  assert.not.ok(res.body.includes('5.18.2'));
  const inline = /<script>([\s\S]*?)<\/script>/.exec(res.body)?.[1];
  assert.ok(inline !== undefined, 'one inline initialiser');
  const hash = createHash('sha256').update(inline).digest('base64');
  const csp = String(res.headers['content-security-policy']);
  assert.ok(csp.startsWith("default-src 'none'; "), csp);
  assert.ok(csp.includes(`script-src ${CDN}5.17.14/ 'sha256-${hash}'`), csp);
  assert.ok(csp.includes(`style-src ${CDN}5.17.14/ 'sha256-`), csp);
  assert.ok(csp.includes("connect-src 'self'"), csp);
  assert.not.ok(csp.includes('unsafe-'), csp);
  assert.is(res.headers['cache-control'], 'no-cache');
  assert.is(res.headers['x-content-type-options'], 'nosniff');
});

cdn('should serve openapi.json byte for byte with the one-hour cache header', async () => {
  const running = await listen(appWith(apidocs.ui({ specJson: SPEC })));
  try {
    const res = await running.request('/api/docs/openapi.json');
    assert.is(res.status, 200);
    assert.is(res.headers['content-type'], 'application/json; charset=utf-8');
    assert.is(res.headers['cache-control'], 'public, max-age=3600');
    assert.is(res.body, SPEC);
    assert.is(res.headers['content-length'], String(Buffer.byteLength(SPEC)));
    const inProcess = await appWith(apidocs.ui({ specJson: SPEC })).request('/api/docs/openapi.json');
    assert.ok(inProcess.rawBody.equals(Buffer.from(SPEC, 'utf8')));
  } finally {
    await running.close();
  }
});

cdn('should answer 304 to a matching If-None-Match and 200 otherwise', async () => {
  const running = await listen(appWith(apidocs.ui({ specJson: SPEC })));
  try {
    const first = await running.request('/api/docs/openapi.json');
    const etag = first.headers.etag as string;
    assert.match(etag, /^"[A-Za-z0-9_-]{27}"$/);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await running.request('/api/docs/openapi.json', { headers: { 'if-none-match': header } });
      assert.is(res.status, 304, header);
      assert.is(res.body, '');
      assert.is(res.headers.etag, etag);
      assert.is(res.headers['cache-control'], 'public, max-age=3600');
    }
    const stale = await running.request('/api/docs/openapi.json', { headers: { 'if-none-match': '"stale"' } });
    assert.is(stale.status, 200);
    assert.is(stale.body, SPEC);
    const page = await running.request('/api/docs');
    const again = await running.request('/api/docs', { headers: { 'if-none-match': page.headers.etag as string } });
    assert.is(again.status, 304);
    const other = await appWith(apidocs.ui({ specJson: OTHER_SPEC })).request('/api/docs/openapi.json');
    assert.is.not(other.headers.etag, etag, 'a different document has a different ETag');
  } finally {
    await running.close();
  }
});

cdn('should move both endpoints with a custom path and let the old path reach the app', async () => {
  const app = Router.define({ middleware: [apidocs.ui({ specJson: SPEC, path: '/reference/v1' })], routes: [] });
  const page = await app.request('/reference/v1');
  assert.is(page.status, 200);
  assert.ok(page.body.includes('url: "/reference/v1/openapi.json"'));
  const spec = await app.request('/reference/v1/openapi.json');
  assert.is(spec.status, 200);
  assert.is(spec.body, SPEC);
  for (const old of ['/api/docs', '/api/docs/openapi.json']) {
    const res = await app.request(old);
    assert.is(res.status, 404, old);
    assert.is(res.body, NOT_FOUND);
  }
});

cdn('should pass requests with other methods on to the next middleware and the route', async () => {
  const seen: string[] = [];
  const after: Middleware = (ctx, next) => {
    seen.push(`${ctx.method} ${ctx.path}`);
    return next();
  };
  const running = await listen(appWith(apidocs.ui({ specJson: SPEC }), after));
  try {
    const post = await running.request('/api/docs', { method: 'POST', body: 'x' });
    assert.is(post.status, 201);
    assert.is(post.body, 'route: POST /api/docs');
    const put = await running.request('/api/docs/openapi.json', { method: 'PUT', body: '{}' });
    assert.is(put.status, 404);
    assert.is(put.body, NOT_FOUND);
    const del = await running.request('/api/docs', { method: 'DELETE' });
    assert.is(del.status, 405, 'the app answers: /api/docs has GET and POST routes');
    assert.equal(seen, ['POST /api/docs', 'PUT /api/docs/openapi.json', 'DELETE /api/docs']);
    const get = await running.request('/api/docs');
    assert.ok(get.body.startsWith('<!doctype html>'), 'GET is answered by the middleware, before the GET route');
    assert.is(seen.length, 3, 'and does not reach the next middleware');
  } finally {
    await running.close();
  }
});

cdn('should answer HEAD with the GET headers and no body', async () => {
  const running = await listen(appWith(apidocs.ui({ specJson: SPEC })));
  try {
    for (const path of ['/api/docs', '/api/docs/openapi.json']) {
      const get = await running.request(path);
      const head = await running.request(path, { method: 'HEAD' });
      assert.is(head.status, 200, path);
      assert.is(head.body, '');
      assert.is(head.headers['content-type'], get.headers['content-type']);
      assert.is(head.headers['content-length'], String(Buffer.byteLength(get.body)));
      assert.is(head.headers.etag, get.headers.etag);
    }
  } finally {
    await running.close();
  }
});

cdn('should let instances with different paths be stacked', async () => {
  const running = await listen(
    appWith(
      apidocs.ui({ specJson: SPEC }),
      apidocs.ui({ specJson: OTHER_SPEC, path: '/internal/docs', cdnVersion: '5.11.0' }),
    ),
  );
  try {
    assert.is((await running.request('/api/docs/openapi.json')).body, SPEC);
    assert.is((await running.request('/internal/docs/openapi.json')).body, OTHER_SPEC);
    const first = await running.request('/api/docs');
    const second = await running.request('/internal/docs');
    assert.ok(first.body.includes('url: "/api/docs/openapi.json"') && first.body.includes('@5.18.2/'));
    assert.ok(second.body.includes('url: "/internal/docs/openapi.json"') && second.body.includes('@5.11.0/'));
    assert.ok(second.body.includes('<title>Other</title>'));
    assert.is((await running.request('/docs')).body, 'route: GET /docs');
  } finally {
    await running.close();
  }
});

cdn('should pass every other path on, matching exactly like routes', async () => {
  const app = Router.define({ middleware: [apidocs.ui({ specJson: SPEC })], routes: [] });
  for (const path of [
    '/api/docs/',
    '/api/docsx',
    '/API/DOCS',
    '/api',
    '/api/docs/openapi.json/',
    '/api/docs/openapi',
    '/api/docs/assets/swagger-ui.css',
    '/api/docs/assets/init.js',
  ]) {
    const res = await app.request(path);
    assert.is(res.status, 404, path);
    assert.is(res.body, NOT_FOUND, path);
  }
  const withQuery = await app.request('/api/docs?urls.primaryName=x');
  assert.is(withQuery.status, 200, 'the query string does not matter');
  assert.is((await app.request('/api/docs/openapi.json?v=2')).body, SPEC);
});

cdn('should escape the path where the page repeats it', async () => {
  const app = Router.define({ middleware: [apidocs.ui({ specJson: SPEC, path: "/a&b'c" })], routes: [] });
  const res = await app.request("/a&b'c");
  assert.is(res.status, 200);
  assert.ok(res.body.includes('url: "/a\\u0026b\'c/openapi.json"'), res.body);
  assert.not.ok(res.body.includes("/a&b'c"));
  assert.is((await app.request("/a&b'c/openapi.json")).body, SPEC);
});

cdn('should title the page with info.title, or a default without one', async () => {
  const app = Router.define({ middleware: [apidocs.ui({ specJson: '{"openapi":"3.1.0","paths":{}}' })], routes: [] });
  assert.ok((await app.request('/api/docs')).body.includes('<title>API documentation</title>'));
});

cdn('should return a named middleware function', () => {
  const middleware = apidocs.ui({ specJson: SPEC });
  assert.type(middleware, 'function');
  assert.is(middleware.name, 'apidocsUi');
  assert.is(apidocs.ui({ specJson: SPEC, assets: 'local' }).name, 'apidocsUi');
});

cdn('should throw a clear error for an invalid configuration', () => {
  const bad: [string, RegExp, unknown][] = [
    ['specJson', /specJson/, { specJson: undefined }],
    ['specJson', /specJson/, { specJson: { openapi: '3.1.0' } }],
    ['specJson', /not valid JSON/, { specJson: '{"openapi":' }],
    ['specJson', /"openapi"/, { specJson: '{"swagger":"2.0"}' }],
    ['specJson', /"openapi"/, { specJson: '[{"openapi":"3.1.0"}]' }],
    ['specJson', /"openapi"/, { specJson: '{"openapi":3.1}' }],
  ];
  for (const path of [
    '',
    'api/docs',
    '/',
    '/api/docs/',
    '//docs',
    '/a//b',
    '/a/../b',
    '/a/./b',
    '/..',
    '/a b',
    '/a"b',
    '/a<b',
    '/a?b',
    '/a#b',
    '/a%zz',
    '/a%2',
  ]) {
    bad.push(['path', /path must start with "\/"/, { specJson: SPEC, path }]);
  }
  bad.push(['path', /path/, { specJson: SPEC, path: 42 }]);
  for (const cdnVersion of [
    'latest',
    '5.18',
    'v5.18.2',
    '5.18.2"><script>alert(1)</script>',
    '5.18.2/../evil',
    '5.18.2 ',
    '',
  ]) {
    bad.push(['cdnVersion', /cdnVersion/, { specJson: SPEC, cdnVersion }]);
  }
  bad.push(['cdnVersion', /cdnVersion/, { specJson: SPEC, cdnVersion: 5 }]);
  bad.push(['assets', /assets must be "cdn" or "local"/, { specJson: SPEC, assets: 'remote' }]);
  for (const [field, message, config] of bad) {
    assert.throws(
      () => apidocs.ui(config as Parameters<typeof apidocs.ui>[0]),
      (error: unknown) =>
        (error as { code?: string }).code === 'FW_ERR_UI_CONFIG' && message.test((error as Error).message),
      `${field}: ${JSON.stringify(config)}`,
    );
  }
  for (const cdnVersion of ['5.18.2', '5.0.0-beta.1', '5.18.2+build.7', '10.20.30-rc.1']) {
    assert.type(apidocs.ui({ specJson: SPEC, cdnVersion }), 'function', cdnVersion);
  }
  for (const path of ['/docs', '/api/v1/docs', '/a-b_c.d~e', '/%7Euser/docs', '/api:docs@x']) {
    assert.type(apidocs.ui({ specJson: SPEC, path }), 'function', path);
  }
});

cdn.run();

const local = suite('apidocs.ui (local assets)');

local('should serve a page with no inline script and a strict Content-Security-Policy', async () => {
  const running = await listen(appWith(apidocs.ui({ specJson: SPEC, assets: 'local' })));
  try {
    const res = await running.request('/api/docs');
    assert.is(res.status, 200);
    assert.is(res.headers['content-type'], 'text/html; charset=utf-8');
    assert.is(res.headers['content-security-policy'], LOCAL_CSP);
    const scripts = [...res.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    assert.is(scripts.length, 3);
    for (const tag of scripts) assert.match(tag, /\ssrc="\/api\/docs\/assets\//);
    assert.not.match(res.body, /<script(?![^>]*\ssrc=)[^>]*>/, 'no <script> without src');
    assert.not.match(res.body, /<style|\sstyle=|\son[a-z]+=/i, 'no inline style or event handler');
    assert.not.ok(res.body.includes('cdn.jsdelivr.net'));
    assert.not.ok(res.body.includes('https://'), 'nothing from another origin');
  } finally {
    await running.close();
  }
});

local('should serve every file the page links, from memory, with the right content types', async () => {
  const version = (JSON.parse(readFileSync(join(DIST, 'package.json'), 'utf8')) as { version: string }).version;
  const running = await listen(appWith(apidocs.ui({ specJson: SPEC, assets: 'local' })));
  try {
    const page = await running.request('/api/docs');
    const urls = links(page.body);
    const types: Record<string, string> = {
      'swagger-ui.css': 'text/css; charset=utf-8',
      'index.css': 'text/css; charset=utf-8',
      'favicon-32x32.png': 'image/png',
      'favicon-16x16.png': 'image/png',
      'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
      'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
      'init.js': 'text/javascript; charset=utf-8',
    };
    assert.equal(
      urls.map((u) => u.replace(/^\/api\/docs\/assets\//, '').replace(`?v=${version}`, '')),
      Object.keys(types),
    );
    for (const url of urls) {
      const file = url.slice('/api/docs/assets/'.length).split('?')[0]!;
      const res = await running.request(url);
      assert.is(res.status, 200, url);
      assert.is(res.headers['content-type'], types[file], url);
      assert.is(res.headers['cache-control'], 'public, max-age=86400', url);
      assert.is(res.headers['x-content-type-options'], 'nosniff', url);
      if (file === 'init.js') continue;
      const inProcess = await appWith(apidocs.ui({ specJson: SPEC, assets: 'local' })).request(url);
      assert.ok(
        inProcess.rawBody.equals(readFileSync(join(DIST, file))),
        `${file} is the installed swagger-ui-dist file`,
      );
    }
    const init = await running.request('/api/docs/assets/init.js');
    assert.ok(init.body.includes('SwaggerUIBundle({'));
    assert.ok(init.body.includes('url: "/api/docs/openapi.json"'));
    assert.ok(init.body.includes("dom_id: '#swagger-ui'"));
    const spec = await running.request('/api/docs/openapi.json');
    assert.is(spec.body, SPEC);
  } finally {
    await running.close();
  }
});

local('should answer HEAD and If-None-Match for assets', async () => {
  const running = await listen(appWith(apidocs.ui({ specJson: SPEC, assets: 'local' })));
  try {
    const css = readFileSync(join(DIST, 'swagger-ui.css'));
    const head = await running.request('/api/docs/assets/swagger-ui.css', { method: 'HEAD' });
    assert.is(head.status, 200);
    assert.is(head.body, '');
    assert.is(head.headers['content-length'], String(css.byteLength));
    const cached = await running.request('/api/docs/assets/swagger-ui.css', {
      headers: { 'if-none-match': head.headers.etag as string },
    });
    assert.is(cached.status, 304);
    assert.is(cached.body, '');
  } finally {
    await running.close();
  }
});

local('should never answer a file that is not on the allowlist', async () => {
  const running = await listen(appWith(apidocs.ui({ specJson: SPEC, path: '/docs', assets: 'local' })));
  try {
    const targets = [
      '/docs/assets/../package.json',
      '/docs/assets/../../package.json',
      '/docs/assets/%2e%2e/package.json',
      '/docs/assets/%2E%2E%2Fpackage.json',
      '/docs/assets/..%2fpackage.json',
      '/docs/assets/..\\package.json',
      '/docs/assets/package.json',
      '/docs/assets/index.html',
      '/docs/assets/oauth2-redirect.html',
      '/docs/assets/swagger-ui-bundle.js.map',
      '/docs/assets/swagger-ui.js',
      '/docs/assets/absolute-path.js',
      '/docs/assets/',
      '/docs/assets',
      '/docs/assets//etc/passwd',
      '/docs/assets/%2fetc%2fpasswd',
      '/docs/assets/swagger-ui.css/',
      '/docs/assets/./swagger-ui.css',
      '/docs/assets/SWAGGER-UI.CSS',
      '/docs/assets/swagger-ui.css%00.png',
    ];
    for (const target of targets) {
      const answer = await rawGet(running.server.port, target);
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      assert.ok(head.startsWith('HTTP/1.1 404 '), `${target}: ${head.split('\r\n')[0]}`);
      assert.is(body, NOT_FOUND, `${target}: the app's 404`);
      assert.not.ok(answer.includes('swagger-ui-dist') || answer.includes('root:'), target);
    }
  } finally {
    await running.close();
  }
});

local.run();
