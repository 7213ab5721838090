/** securityHeaders: the default set, error answers, overrides, disabling, and option checks. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FwError, HttpError, Router, securityHeaders, type Middleware, type SecurityHeadersOptions } from '@fw/runtime';
import { listen } from '../helpers.js';

const DEFAULTS: Record<string, string> = {
  'content-security-policy':
    "default-src 'self'; base-uri 'self'; font-src 'self' https: data:; form-action 'self'; frame-ancestors 'self'; img-src 'self' data:; object-src 'none'; script-src 'self'; script-src-attr 'none'; style-src 'self' https: 'unsafe-inline'; upgrade-insecure-requests",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

function appWith(...middleware: Middleware[]) {
  return Router.define({
    middleware,
    onError: () => {},
    routes: [
      Router.get('/', (ctx) => ctx.text(200, 'ok')),
      Router.get('/own-csp', (ctx) => {
        ctx.setHeader('content-security-policy', "default-src 'none'");
        ctx.text(200, 'ok');
      }),
      Router.get('/crash', () => {
        throw new Error('boom');
      }),
      Router.get('/denied', () => {
        throw new HttpError(401, 'no', { headers: { 'www-authenticate': 'Bearer realm="api"' } });
      }),
    ],
  });
}

/** The security headers of a response: every default header's value (undefined when absent). */
function securityOf(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(DEFAULTS).map((name) => [name, headers[name]]));
}

function throwsCode(fn: () => unknown, code: string): void {
  assert.throws(fn, (error: unknown) => error instanceof FwError && error.code === code);
}

const defaults = suite('securityHeaders: defaults');

defaults('should set the whole default set over a real server', async () => {
  const running = await listen(appWith(securityHeaders()));
  try {
    const res = await running.request('/');
    assert.is(res.status, 200);
    assert.equal(securityOf(res.headers), DEFAULTS);
    assert.is(res.headers['cross-origin-embedder-policy'], undefined);
  } finally {
    await running.close();
  }
});

defaults('should set them on error answers too: 404, 405, 500 and a thrown HttpError', async () => {
  const app = appWith(securityHeaders());
  for (const [path, method, code] of [
    ['/nowhere', 'GET', 404],
    ['/', 'POST', 405],
    ['/crash', 'GET', 500],
    ['/denied', 'GET', 401],
  ] as const) {
    const res = await app.request(path, { method });
    assert.is(res.status, code, path);
    assert.equal(securityOf(res.headers), DEFAULTS, path);
  }
});

defaults('should let a handler replace one of them', async () => {
  const res = await appWith(securityHeaders()).request('/own-csp');
  assert.is(res.headers['content-security-policy'], "default-src 'none'");
  assert.is(res.headers['x-frame-options'], 'SAMEORIGIN');
});

defaults.run();

const overrides = suite('securityHeaders: overrides');

overrides('should replace values given as strings and drop headers given as false', async () => {
  const app = appWith(
    securityHeaders({
      contentSecurityPolicy: "default-src 'none'; frame-ancestors 'none'",
      xFrameOptions: 'DENY',
      strictTransportSecurity: false,
      xXssProtection: false,
      referrerPolicy: 'strict-origin-when-cross-origin',
      crossOriginEmbedderPolicy: 'require-corp',
    }),
  );
  const res = await app.request('/');
  assert.equal(securityOf(res.headers), {
    ...DEFAULTS,
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    'strict-transport-security': undefined,
    'x-xss-protection': undefined,
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
  assert.is(res.headers['cross-origin-embedder-policy'], 'require-corp');
});

overrides('should keep the default for an option given as undefined', async () => {
  const res = await appWith(securityHeaders({ xFrameOptions: undefined })).request('/');
  assert.is(res.headers['x-frame-options'], 'SAMEORIGIN');
});

overrides('should send nothing when every header is disabled', async () => {
  // content-security-policy -> contentSecurityPolicy, and so on.
  const off = Object.fromEntries(
    Object.keys(DEFAULTS).map((name) => [name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()), false]),
  );
  const res = await appWith(securityHeaders(off)).request('/');
  assert.equal(securityOf(res.headers), Object.fromEntries(Object.keys(DEFAULTS).map((name) => [name, undefined])));
});

overrides('should refuse values that could inject headers, empty values, other types and unknown options', () => {
  const code = 'FW_ERR_SECURITY_HEADERS_CONFIG';
  for (const value of [
    "default-src 'self'\r\nSet-Cookie: a=b",
    'DENY\n',
    'a\rb',
    'a\u0000b',
    '',
    ' DENY',
    'DENY ',
    'tést',
    true,
    0,
    null,
  ]) {
    throwsCode(() => securityHeaders({ xFrameOptions: value as string }), code);
  }
  throwsCode(() => securityHeaders({ xFrameOption: 'DENY' } as SecurityHeadersOptions), code);
  throwsCode(() => securityHeaders({ 'X-Frame-Options': 'DENY' } as SecurityHeadersOptions), code);
});

overrides.run();
