/**
 * One bad request never kills, mutes or fools the server: header values node refuses, redirects
 * and downloads with non-ASCII names, failed writes, automatic OPTIONS/405 behind route
 * middleware, one normalised path for guards and files, and request targets and Host lines
 * refused before any middleware. Each case failed (or crashed the process) before the fix.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  Controller,
  FwError,
  HttpError,
  Router,
  bearerAuth,
  cors,
  errorHandler,
  metrics,
  staticFiles,
  staticTokens,
  structuredLogger,
  type Context,
  type Middleware,
} from '@fw/runtime';
import { codeOf, completeResponse, listen, rawSession } from './helpers.js';

const INTERNAL = '{"error":{"status":500,"message":"Internal Server Error"}}';

/**
 * Process-level failures seen while this file runs. Before the fix a bad header value made
 * writeHead throw inside the error reply: an uncaught exception (sync handler) or an unhandled
 * rejection (async one), which ends a real app. The spies keep the runner alive to report it.
 */
const escaped: unknown[] = [];
const onEscape = (reason: unknown): void => {
  escaped.push(reason);
};

/** Runs `fn` with the process-level spies installed, and fails when anything escaped during it. */
async function noEscape(fn: () => Promise<void>): Promise<void> {
  escaped.length = 0;
  process.on('uncaughtException', onEscape);
  process.on('unhandledRejection', onEscape);
  try {
    await fn();
    // No event says that nothing more will escape: this pause only gives a late rejection or exception a fair
    // chance to arrive before the check (a negative check; it cannot make the case fail by being slow).
    await new Promise((r) => setTimeout(r, 20));
  } finally {
    process.off('uncaughtException', onEscape);
    process.off('unhandledRejection', onEscape);
  }
  assert.equal(escaped.map(String), [], 'nothing escaped to the process');
}

// ---------------------------------------------------------------------------------------------
const Crash = suite('robustness: no request crashes an app without errorHandler');

/** The README's first-app shape: no errorHandler; handlers that set a header from a parameter and then fail. */
function firstApp(errors: unknown[] = []) {
  return Router.define({
    onError: (e) => errors.push(e),
    routes: [
      Router.get('/sync/:name', (ctx) => {
        ctx.setHeader('x-tag', ctx.params.name);
        throw new Error('after the header');
      }),
      Router.get('/async/:name', async (ctx) => {
        await new Promise((r) => setTimeout(r, 1));
        ctx.setHeader('x-tag', ctx.params.name);
        throw new Error('after the header');
      }),
      Router.get('/http-error/:name', (ctx) => {
        throw new HttpError(429, 'slow down', { headers: { 'x-tag': ctx.params.name } });
      }),
      Router.get('/ok', (ctx) => ctx.text(200, 'ok')),
    ],
  });
}

// A decoded CR/LF (response splitting) and characters above U+00FF.
const BAD_VALUES = ['a%0d%0aSet-Cookie:%20pwned=1', 'caf%C3%A9-%E2%82%AC', '%00'];

Crash('should answer 500 when a handler sets a header node refuses and then throws (sync and async)', async () => {
  const errors: unknown[] = [];
  await noEscape(async () => {
    const running = await listen(firstApp(errors));
    try {
      for (const kind of ['sync', 'async']) {
        for (const value of BAD_VALUES) {
          const res = await running.request(`/${kind}/${value}`);
          assert.is(res.status, 500, `${kind} ${value}`);
          assert.is(res.body, INTERNAL);
          assert.is(res.headers['x-tag'], undefined);
          assert.is(res.headers['set-cookie'], undefined, 'no header was injected');
        }
      }
      assert.is((await running.request('/ok')).body, 'ok', 'the server still answers');
    } finally {
      await running.close();
    }
  });
  assert.is(errors.length, 6);
  for (const error of errors)
    assert.is((error as FwError).code, 'FW_ERR_BAD_HEADER', 'onError sees the refused header, where it was set');
});

Crash('should answer 500 FW_ERR_BAD_HEADER for an HttpError built with a header value node refuses', async () => {
  await noEscape(async () => {
    const running = await listen(firstApp());
    try {
      for (const value of BAD_VALUES) {
        const res = await running.request(`/http-error/${value}`);
        assert.is(res.status, 500, value);
        assert.is(res.headers['x-tag'], undefined);
      }
    } finally {
      await running.close();
    }
  });
  assert.is(
    codeOf(() => new HttpError(400, 'x', { headers: { 'x-a': 'a\r\nb' } })),
    'FW_ERR_BAD_HEADER',
  );
  assert.is(
    codeOf(() => new HttpError(400, 'x', { headers: { 'bad name': 'v' } })),
    'FW_ERR_BAD_HEADER',
  );
  assert.is(
    codeOf(() => new HttpError(400, 'x', { headers: { 'x-a': 'latin1 é is fine' } })),
    undefined,
  );
});

Crash(
  'should refuse bad names and values in ctx.setHeader with FW_ERR_BAD_HEADER and accept what node accepts',
  async () => {
    const seen: Record<string, string | undefined> = {};
    const app = Router.define({
      routes: [
        Router.get('/', (ctx) => {
          const cases: [string, string, unknown][] = [
            ['crlf', 'x-a', 'a\r\nb'],
            ['euro', 'x-a', '€'],
            ['nul', 'x-a', 'a\0b'],
            ['name', 'x a', 'v'],
            ['empty-name', '', 'v'],
            ['array', 'x-a', ['ok', 'b\nc']],
            ['latin1', 'x-a', 'é'],
            ['tab', 'x-a', 'a\tb'],
          ];
          for (const [label, name, value] of cases) seen[label] = codeOf(() => ctx.setHeader(name, value as string));
          ctx.removeHeader('x-a');
          ctx.text(200, 'done');
        }),
      ],
    });
    assert.is((await app.request('/')).status, 200);
    assert.equal(seen, {
      crlf: 'FW_ERR_BAD_HEADER',
      euro: 'FW_ERR_BAD_HEADER',
      nul: 'FW_ERR_BAD_HEADER',
      name: 'FW_ERR_BAD_HEADER',
      'empty-name': 'FW_ERR_BAD_HEADER',
      array: 'FW_ERR_BAD_HEADER',
      latin1: undefined,
      tab: undefined,
    });
  },
);

Crash('should answer a 404 or an onError that fails with headers node refuses', async () => {
  await noEscape(async () => {
    const app = Router.define({
      notFound: (ctx) => {
        ctx.setHeader('x-path', decodeURIComponent(ctx.path));
        ctx.text(404, 'none');
      },
      onError: () => {
        throw new Error('onError itself fails');
      },
      routes: [Router.get('/ok', (ctx) => ctx.text(200, 'ok'))],
    });
    const running = await listen(app);
    try {
      const plain = await running.request('/nothing-here');
      assert.is(plain.status, 404);
      assert.is(plain.headers['x-path'], '/nothing-here');
      const bad = await running.request('/x%0d%0ay');
      assert.is(bad.status, 500, 'the failing notFound answers 500 although onError throws too');
      assert.is(bad.body, INTERNAL);
      assert.is((await running.request('/ok')).body, 'ok');
    } finally {
      await running.close();
    }
  });
});

Crash(
  'should refuse a notFound, onError or bodyLimit of the wrong kind at definition with FW_ERR_DEFINE_CONFIG',
  () => {
    const routes = [Router.get('/', (ctx: Context) => ctx.text(200, 'ok'))];
    const define = Router.define as (config: unknown) => unknown;
    assert.is(
      codeOf(() => define({ routes, notFound: 'not a handler' })),
      'FW_ERR_DEFINE_CONFIG',
    );
    assert.is(
      codeOf(() => define({ routes, notFound: {} })),
      'FW_ERR_DEFINE_CONFIG',
    );
    assert.is(
      codeOf(() => define({ routes, onError: 5 })),
      'FW_ERR_DEFINE_CONFIG',
    );
    assert.is(
      codeOf(() => define({ routes, bodyLimit: -1 })),
      'FW_ERR_DEFINE_CONFIG',
    );
    assert.is(
      codeOf(() => define({ routes, bodyLimit: 1.5 })),
      'FW_ERR_DEFINE_CONFIG',
    );
    assert.is(
      codeOf(() => define({ routes: 'x' })),
      'FW_ERR_DEFINE_CONFIG',
    );
    assert.is(
      codeOf(() => define({ routes, notFound: (ctx: Context) => ctx.text(404, 'x'), bodyLimit: 0 })),
      undefined,
    );
  },
);

// ---------------------------------------------------------------------------------------------
const Truth = suite('robustness: every request gets an answer and the log records it');

/** errorHandler, a JSON structuredLogger and metrics in front of routes that answer awkward things. */
function observedApp(lines: string[]) {
  return Router.define({
    middleware: [
      metrics({ histogram: false }),
      structuredLogger({ format: 'json', destination: (line) => lines.push(line) }),
      errorHandler(),
    ],
    routes: [
      Router.get('/go', (ctx) => ctx.redirect(ctx.query.get('to') ?? '/')),
      Router.get('/download', (ctx) =>
        ctx.attachment(ctx.query.get('name') ?? undefined).send(200, Buffer.from('%PDF-1.7')),
      ),
      Router.get('/tag', (ctx) => {
        ctx.setHeader('x-tag', ctx.query.get('v') ?? '');
        ctx.text(200, 'tagged');
      }),
      Router.get('/not-a-body', (ctx) => ctx.send(200, { an: 'object' } as unknown as string)),
      Router.get('/hook-fails', (ctx) => {
        ctx.setHeader('x-request', 'kept in the 500');
        ctx.beforeSend(() => {
          throw new Error('a send hook fails');
        });
        ctx.text(200, 'never sent');
      }),
    ],
  });
}

/** The status of each JSON log line, in order. */
function loggedStatuses(lines: string[]): number[] {
  return lines.map((line) => (JSON.parse(line) as { status: number }).status);
}

Truth('should percent-encode a non-ASCII or CR/LF redirect target and log the 302 that was sent', async () => {
  const lines: string[] = [];
  const running = await listen(observedApp(lines));
  try {
    const euro = await running.request('/go?to=/prix-%E2%82%AC');
    assert.is(euro.status, 302);
    assert.is(euro.headers.location, '/prix-%E2%82%AC');
    const split = await running.request('/go?to=/a%0D%0ASet-Cookie:%20pwned=1');
    assert.is(split.status, 302);
    assert.is(split.headers.location, '/a%0D%0ASet-Cookie:%20pwned=1');
    assert.is(split.headers['set-cookie'], undefined);
    const kept = await running.request('/go?to=' + encodeURIComponent('/a%20b?q=%E2%82%AC'));
    assert.is(kept.headers.location, '/a%20b?q=%E2%82%AC', 'escapes already present are kept, not encoded twice');
    await running.server.close();
    assert.equal(loggedStatuses(lines), [302, 302, 302]);
  } finally {
    await running.close();
  }
});

Truth('should write RFC 6266 Content-Disposition for a name outside Latin-1 with ctx.attachment()', async () => {
  const lines: string[] = [];
  const running = await listen(observedApp(lines));
  try {
    const res = await running.request('/download?name=' + encodeURIComponent('résumé-€.pdf'));
    assert.is(res.status, 200);
    assert.is(
      Buffer.from(res.headers['content-disposition'] as string, 'latin1').toString('latin1'),
      `attachment; filename="résumé-?.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9-%E2%82%AC.pdf`,
    );
    assert.is(res.headers['content-type'], 'application/pdf');
    const quoted = await running.request('/download?name=' + encodeURIComponent('a"b\r\n.txt'));
    assert.is(quoted.status, 200);
    assert.match(quoted.headers['content-disposition'] as string, /^attachment; filename=/);
    const bare = await running.request('/download');
    assert.is(bare.headers['content-disposition'], 'attachment');
    assert.equal(loggedStatuses(lines), [200, 200, 200]);
  } finally {
    await running.close();
  }
});

Truth(
  'should answer 500 for a header with CR/LF, a body that is not one and a failing send hook, and log and count the 500',
  async () => {
    const lines: string[] = [];
    const app = observedApp(lines);
    const running = await listen(app);
    try {
      const crlf = await running.request('/tag?v=a%0D%0Ab');
      assert.is(crlf.status, 500);
      assert.is(crlf.body, INTERNAL);
      const notBody = await running.request('/not-a-body');
      assert.is(notBody.status, 500);
      assert.is(notBody.body, INTERNAL);
      const hook = await running.request('/hook-fails');
      assert.is(hook.status, 500);
      assert.is(hook.body, INTERNAL);
      assert.is(hook.headers['x-request'], 'kept in the 500', 'headers that can be sent are kept');
      const fine = await running.request('/tag?v=fine');
      assert.is(fine.headers['x-tag'], 'fine');
      assert.equal(loggedStatuses(lines), [500, 500, 500, 200]);
      const exposition = (await running.request('/metrics')).body;
      assert.match(exposition, /fw_requests_by_status\{class="5xx"\} 3\n/);
      assert.match(exposition, /fw_requests_by_status\{class="2xx"\} 1\n/);
    } finally {
      await running.close();
    }
  },
);

// ---------------------------------------------------------------------------------------------
const Scoped = suite('robustness: route middleware sees the automatic OPTIONS and 405');

const ORIGIN = 'https://app.example';
const TOKEN = 'a-long-enough-secret-token-value';
const ok = (ctx: Context): void => ctx.text(200, 'ok');

Scoped('should let cors() in Router.scope, Router.resource and a controller answer the preflight', async () => {
  const corsMw = cors({ allowOrigins: [ORIGIN] });
  const app = Router.define({
    routes: [
      ...Router.scope('/api', [corsMw], [Router.post('/items', ok), Router.get('/items', ok)]),
      ...Router.resource('/users', { index: ok, create: ok, middleware: [corsMw] }),
      ...Controller.define({ prefix: '/admin', middleware: [corsMw] }, [Router.put('/settings', ok)]).routes,
      Router.get('/open', ok),
    ],
  });
  const running = await listen(app);
  try {
    for (const path of ['/api/items', '/users', '/admin/settings']) {
      const res = await running.request(path, {
        method: 'OPTIONS',
        headers: {
          origin: ORIGIN,
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'content-type',
        },
      });
      assert.is(res.status, 204, path);
      assert.is(res.headers['access-control-allow-origin'], ORIGIN, path);
      assert.ok(res.headers['access-control-allow-methods'], path);
      assert.is(res.headers['access-control-allow-headers'], 'content-type', path);
    }
    const plain = await running.request('/open', { method: 'OPTIONS' });
    assert.is(plain.status, 204, 'a path without middleware keeps the automatic answer');
    assert.is(plain.headers.allow, 'GET, HEAD, OPTIONS');
    const simple = await running.request('/api/items', { method: 'OPTIONS' });
    assert.is(simple.status, 204, 'an OPTIONS that is not a preflight passes cors() to the automatic answer');
    assert.is(simple.headers.allow, 'GET, HEAD, OPTIONS, POST');
  } finally {
    await running.close();
  }
});

Scoped('should not tell an unauthenticated client which methods exist behind a scoped bearerAuth', async () => {
  const auth = bearerAuth({ validate: staticTokens([TOKEN]) });
  const app = Router.define({
    routes: [...Router.scope('/admin', [auth], [Router.get('/users/:id', (ctx) => ctx.text(200, ctx.params.id))])],
  });
  const running = await listen(app);
  try {
    const options = await running.request('/admin/users/7', { method: 'OPTIONS' });
    assert.is(options.status, 401);
    assert.is(options.headers.allow, undefined);
    const wrong = await running.request('/admin/users/7', { method: 'DELETE' });
    assert.is(wrong.status, 401, 'the 405 is behind the guard too');
    assert.is(wrong.headers.allow, undefined);
    const authorization = `Bearer ${TOKEN}`;
    const allowed = await running.request('/admin/users/7', { method: 'OPTIONS', headers: { authorization } });
    assert.is(allowed.status, 204);
    assert.is(allowed.headers.allow, 'GET, HEAD, OPTIONS');
    const notAllowed = await running.request('/admin/users/7', { method: 'DELETE', headers: { authorization } });
    assert.is(notAllowed.status, 405);
    assert.is(notAllowed.headers.allow, 'GET, HEAD');
  } finally {
    await running.close();
  }
});

Scoped(
  'should run only the middleware every route of the path shares in front of the automatic answer, with the params of the path',
  async () => {
    const order: string[] = [];
    const tag =
      (name: string): Middleware =>
      (ctx, next) => {
        order.push(`${name}:${ctx.params['id'] ?? '-'}`);
        return next();
      };
    const shared = tag('shared');
    const app = Router.define({
      routes: [
        ...Router.scope(
          '/things',
          [shared],
          [...Router.scope('/:id', [tag('get-only')], [Router.get('/', ok)]), Router.put('/:id', ok)],
        ),
      ],
    });
    const res = await app.request('/things/9', { method: 'OPTIONS' });
    assert.is(res.status, 204);
    assert.is(res.headers.allow, 'GET, HEAD, OPTIONS, PUT');
    assert.equal(order, ['shared:9']);
    order.length = 0;
    assert.is((await app.request('/things/9', { method: 'POST' })).status, 405);
    assert.equal(order, ['shared:9']);
  },
);

// ---------------------------------------------------------------------------------------------
const Paths = suite('robustness: one view of the path for routing, guards and files');

Paths('should normalise escaped unreserved characters before a guard, the router and staticFiles', async () => {
  const root = mkdtempSync(join(tmpdir(), 'fw-robust-'));
  mkdirSync(join(root, 'deep'));
  writeFileSync(join(root, 'deep', 'secret.txt'), 'secret');
  writeFileSync(join(root, 'public.txt'), 'public');
  const guard: Middleware = (ctx, next) => (ctx.path.startsWith('/deep') ? ctx.text(403, 'forbidden') : next());
  const seen: string[] = [];
  const app = Router.define({
    middleware: [guard, staticFiles({ root })],
    routes: [
      Router.get('/users/:id', (ctx) => {
        seen.push(ctx.path);
        ctx.text(200, ctx.params.id);
      }),
    ],
  });
  const files = Router.define({ routes: [Router.get('/files/:name', (ctx) => ctx.text(200, ctx.params.name))] });
  const running = await listen(app);
  try {
    for (const path of [
      '/deep/secret.txt',
      '/%64eep/secret.txt',
      '/%64%65%65%70/secret.txt',
      '/%44eep/secret.txt'.replace('%44', '%64'),
    ]) {
      const res = await running.request(path);
      assert.is(res.status, 403, path);
      assert.is(res.body, 'forbidden', path);
    }
    assert.is((await running.request('/%70ublic.txt')).body, 'public', 'staticFiles sees the same path');
    const user = await running.request('/%75sers/%34%32');
    assert.is(user.body, '42');
    assert.equal(seen, ['/users/42'], 'ctx.path holds the normalised path');
    const slash = await files.request('/files/%61%2Fb%20c');
    assert.is(slash.body, 'a/b c', 'escapes of reserved characters stay escaped until the parameter is read');
  } finally {
    await running.close();
    rmSync(root, { recursive: true, force: true });
  }
});

// ---------------------------------------------------------------------------------------------
const Targets = suite('robustness: request targets and Host lines (RFC 9112 section 3.2)');

/** One raw request on a fresh socket; the status of the answer and whether it said Connection: close. */
async function raw(port: number, head: string): Promise<{ status: number; close: boolean; text: string }> {
  const result = await rawSession(port, head + '\r\n', { until: completeResponse });
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(result.text)?.[1] ?? 0);
  return { status, close: /\r\nconnection: close\r\n/i.test(result.text), text: result.text };
}

Targets(
  'should refuse bad targets and Host lines with 400 before any middleware, and route good absolute-form targets',
  async () => {
    let ran = 0;
    const paths: string[] = [];
    const app = Router.define({
      middleware: [
        (ctx, next) => {
          ran++;
          paths.push(ctx.path);
          return next();
        },
      ],
      routes: [
        Router.get('/admin', (ctx) => ctx.text(200, 'admin')),
        Router.get('/p/:v', (ctx) => ctx.text(200, ctx.params.v)),
      ],
    });
    const running = await listen(app);
    const port = running.server.port;
    try {
      const refused = [
        'GET http:///admin HTTP/1.1\r\nHost: a\r\n',
        'GET http://localhost:invalid/admin HTTP/1.1\r\nHost: a\r\n',
        'GET http://user@localhost/admin HTTP/1.1\r\nHost: a\r\n',
        'GET /p/a#b HTTP/1.1\r\nHost: a\r\n',
        'GET /admin HTTP/1.1\r\nHost: a\r\nHost: b\r\n',
        'GET /admin HTTP/1.1\r\nHost: a\r\nhost: a\r\n',
        'GET /admin HTTP/1.1\r\nHost: a/b\r\n',
        'GET /admin HTTP/1.1\r\nHost: user@a\r\n',
        'GET /admin HTTP/1.1\r\nHost: a:port\r\n',
      ];
      for (const head of refused) {
        const res = await raw(port, head);
        assert.is(res.status, 400, JSON.stringify(head));
        assert.ok(res.close, `Connection: close for ${JSON.stringify(head)}`);
        assert.match(res.text, /"status":400/);
      }
      assert.is(ran, 0, 'no middleware ran for a refused request');
      const absolute = await raw(port, 'GET http://localhost:8080/admin HTTP/1.1\r\nHost: localhost:8080\r\n');
      assert.is(absolute.status, 200);
      assert.match(absolute.text, /\r\n\r\nadmin$/);
      const query = await raw(port, 'GET http://[::1]:8080?x=1 HTTP/1.1\r\nHost: [::1]:8080\r\n');
      assert.is(query.status, 404, 'an absolute-form target without a path is "/"');
      const http10 = await raw(port, 'GET /admin HTTP/1.0\r\n');
      assert.is(http10.status, 200, 'HTTP/1.0 may leave Host out');
      assert.equal(paths, ['/admin', '/', '/admin'], 'ctx.path of an absolute-form target is its path');
    } finally {
      await running.close();
    }
  },
);

Crash.run();
Truth.run();
Scoped.run();
Paths.run();
Targets.run();
