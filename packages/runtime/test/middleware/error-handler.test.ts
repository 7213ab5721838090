/** errorHandler: statuses per error kind, HttpError headers, details, the onError hook, started responses, config checks. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  FwError,
  HttpError,
  Router,
  errorHandler,
  type Context,
  type ErrorHandlerOptions,
  type Middleware,
} from '@fw/runtime';
import { HANG_MS, listen, rawSession, throwValue, turn, type RawResult } from '../helpers.js';

const JSON_TYPE = 'application/json; charset=utf-8';
const INTERNAL = '{"error":{"status":500,"message":"Internal Server Error"}}';

// One spy for this file's suites (installed by the first, checked by the last): no case may leave an unhandled rejection behind.
const unhandled: unknown[] = [];
const spy = (reason: unknown): void => {
  unhandled.push(reason);
};

function codeOf(e: unknown): string {
  return e instanceof FwError || e instanceof HttpError ? e.code : e instanceof Error ? e.message : String(e);
}

/** An app with errorHandler first, routes that fail in every way, and its own onError recording. */
function failingApp(options: ErrorHandlerOptions = {}, appErrors: unknown[] = [], extra: Middleware[] = []) {
  return Router.define({
    onError: (e) => appErrors.push(e),
    middleware: [errorHandler(options), ...extra],
    routes: [
      Router.get('/ok', (ctx) => ctx.text(200, 'ok')),
      Router.get('/plain', () => {
        throw new Error('db password is hunter2');
      }),
      Router.get('/async', async () => {
        await new Promise((r) => setTimeout(r, 5));
        throw new TypeError('cannot read x of undefined');
      }),
      Router.get('/string', () => throwValue('a string')),
      Router.get('/null', () => throwValue(null)),
      Router.get('/undefined', () => throwValue(undefined)),
      Router.get('/object', () => throwValue({ toString: () => 'secret object' })),
      Router.get('/hostile', () => {
        throw Object.defineProperty(new Error('x'), 'message', {
          get() {
            throw new Error('getter');
          },
        });
      }),
      Router.get('/http404', () => {
        throw new HttpError(404, 'no such user');
      }),
      Router.get('/http429', () => {
        throw new HttpError(429, 'slow down', { headers: { 'Retry-After': '30' } });
      }),
      Router.get('/http401', () => {
        throw new HttpError(401, 'token expired', { headers: { 'WWW-Authenticate': 'Bearer realm="api"' } });
      }),
      Router.get('/http503', () => {
        throw new HttpError(503, 'the database at 10.0.0.7 is down', { headers: { 'Retry-After': '5' } });
      }),
      Router.get('/bad-header', () => {
        throw new HttpError(400, 'bad', { headers: { 'X-Bad': 'a\r\nInjected: yes', 'X-Good': '1' } });
      }),
      Router.post('/json', async (ctx) => ctx.json(200, await ctx.parseBody())),
      Router.post('/small', async (ctx) => ctx.json(200, await ctx.parseBody({ limit: 4 }))),
      Router.post('/validated', async (ctx) => {
        const v = await ctx.parseBody<{ name: string }>({
          typeName: 'User',
          validate: (input: unknown) =>
            typeof input === 'object' && input !== null && typeof (input as { name?: unknown }).name === 'string'
              ? { success: true, data: input as { name: string }, errors: [] }
              : {
                  success: false,
                  errors: [
                    { path: '$input.name', expected: 'string', value: (input as { name?: unknown } | null)?.name },
                  ],
                },
        });
        ctx.json(200, v);
      }),
      Router.post('/unread', () => {
        throw new HttpError(403, 'no uploads');
      }),
      Router.get('/started', (ctx) => {
        ctx.res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '100' });
        ctx.res.write('partial');
        throw new Error('after the headers');
      }),
      Router.get('/code', () => {
        throw new FwError('FW_ERR_BAD_PERCENT_ENCODING');
      }),
    ],
  });
}

/** This file's raw exchanges: UTF-8 both ways, read until the server closes, bounded by the hang guard. */
const raw = (port: number, request: string): Promise<RawResult> =>
  rawSession(port, request, { timeout: HANG_MS, encode: 'utf8', decode: 'utf8' });

// ---------------------------------------------------------------------------------------------
const Statuses = suite('errorHandler: statuses and bodies');
Statuses.before(() => {
  process.on('unhandledRejection', spy);
});

Statuses('should pass answers through untouched', async () => {
  const running = await listen(failingApp());
  try {
    const res = await running.request('/ok');
    assert.is(res.status, 200);
    assert.is(res.body, 'ok');
    assert.is(res.headers['content-type'], 'text/plain; charset=utf-8');
  } finally {
    await running.close();
  }
});

Statuses('should answer a thrown Error with 500 and nothing internal', async () => {
  const running = await listen(failingApp({ onError: () => undefined }));
  try {
    for (const path of ['/plain', '/async', '/string', '/null', '/undefined', '/object', '/hostile']) {
      const res = await running.request(path);
      assert.is(res.status, 500, path);
      assert.is(res.headers['content-type'], JSON_TYPE, path);
      assert.is(res.body, INTERNAL, path);
      assert.is(res.headers['content-length'], String(INTERNAL.length), path);
    }
  } finally {
    await running.close();
  }
});

Statuses('should answer an HttpError with its status, message and headers', async () => {
  const running = await listen(failingApp());
  try {
    let res = await running.request('/http404');
    assert.is(res.status, 404);
    assert.is(res.body, '{"error":{"status":404,"message":"no such user"}}');
    assert.is(res.headers['content-type'], JSON_TYPE);
    res = await running.request('/http429');
    assert.is(res.status, 429);
    assert.is(res.headers['retry-after'], '30');
    assert.is(res.body, '{"error":{"status":429,"message":"slow down"}}');
    res = await running.request('/http401');
    assert.is(res.status, 401);
    assert.is(res.headers['www-authenticate'], 'Bearer realm="api"');
    assert.is(res.body, '{"error":{"status":401,"message":"token expired"}}');
  } finally {
    await running.close();
  }
});

Statuses('should answer a 5xx HttpError with its headers but only the reason phrase', async () => {
  const running = await listen(failingApp({ onError: () => undefined }));
  try {
    const res = await running.request('/http503');
    assert.is(res.status, 503);
    assert.is(res.headers['retry-after'], '5');
    assert.is(res.body, '{"error":{"status":503,"message":"Service Unavailable"}}');
  } finally {
    await running.close();
  }
});

Statuses('should answer 500 FW_ERR_BAD_HEADER for an HttpError made with a header Node refuses', async () => {
  const errors: unknown[] = [];
  const res = await failingApp({}, errors).request('/bad-header');
  assert.is(res.status, 500);
  assert.is(res.body, '{"error":{"status":500,"message":"Internal Server Error"}}');
  assert.is(res.headers['x-good'], undefined);
  assert.is(res.headers['injected'], undefined);
  assert.is((errors[0] as FwError).code, 'FW_ERR_BAD_HEADER');
});

Statuses('should answer body errors with 400, 413 and 415 and their messages', async () => {
  const running = await listen(failingApp());
  try {
    let res = await running.request('/json', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":',
    });
    assert.is(res.status, 400);
    assert.is(res.headers['content-type'], JSON_TYPE);
    assert.ok(res.body.startsWith('{"error":{"status":400,"message":"the request body is not valid JSON: '), res.body);
    res = await running.request('/json', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' });
    assert.is(res.status, 415);
    assert.is(
      res.body,
      '{"error":{"status":415,"message":"expected a JSON body (Content-Type: application/json), got \\"text/plain\\""}}',
    );
    res = await running.request('/small', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '"too long"',
    });
    assert.is(res.status, 413);
    assert.is(res.body, '{"error":{"status":413,"message":"the request body is larger than the limit of 4 bytes"}}');
    res = await running.request('/json', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"__proto__":{"x":1}}',
    });
    assert.is(res.status, 400);
    assert.is(
      res.body,
      '{"error":{"status":400,"message":"the request body contains the forbidden key \\"__proto__\\""}}',
    );
  } finally {
    await running.close();
  }
});

Statuses('should answer a validation error with 400 and its details list', async () => {
  const res = await failingApp().request('/validated', { method: 'POST', body: { name: 7 } });
  assert.is(res.status, 400);
  assert.is(res.headers['content-type'], JSON_TYPE);
  assert.equal(res.json(), {
    error: {
      status: 400,
      message: 'the request body does not match User: 1 problem(s)',
      details: [{ path: '$.name', expected: 'string', found: '7' }],
    },
  });
});

Statuses('should answer an FwError with its catalogue status and message', async () => {
  const res = await failingApp().request('/code');
  assert.is(res.status, 400);
  assert.is(res.body, '{"error":{"status":400,"message":"the request path has malformed percent-encoding"}}');
});

Statuses('should answer HEAD with the status and no body', async () => {
  const running = await listen(failingApp({ onError: () => undefined }));
  try {
    const res = await running.request('/plain', { method: 'HEAD' });
    assert.is(res.status, 500);
    assert.is(res.body, '');
    assert.is(res.headers['content-length'], String(INTERNAL.length));
  } finally {
    await running.close();
  }
});

Statuses('should catch errors of middleware after it, thrown or rejected', async () => {
  const app = Router.define({
    onError: () => undefined,
    middleware: [
      errorHandler(),
      (ctx, next) => {
        if (ctx.query.get('sync') === '1') throw new HttpError(409, 'sync conflict');
        return next();
      },
      async (ctx, next) => {
        if (ctx.query.get('async') === '1') throw new HttpError(422, 'async problem');
        await next();
      },
    ],
    routes: [Router.get('/', (ctx) => ctx.text(200, 'fine'))],
  });
  let res = await app.request('/?sync=1');
  assert.is(res.status, 409);
  assert.is(res.body, '{"error":{"status":409,"message":"sync conflict"}}');
  res = await app.request('/?async=1');
  assert.is(res.status, 422);
  assert.is(res.body, '{"error":{"status":422,"message":"async problem"}}');
  res = await app.request('/');
  assert.is(res.status, 200);
  assert.is(res.body, 'fine');
});

Statuses('should close the connection when the request body was left unread', async () => {
  const running = await listen(failingApp());
  try {
    const out = await raw(
      running.server.port,
      'POST /unread HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"start":',
    );
    assert.ok(out.text.startsWith('HTTP/1.1 403 '), out.text);
    assert.match(out.text, /\r\nconnection: close\r\n/i);
    assert.ok(out.text.endsWith('{"error":{"status":403,"message":"no uploads"}}'), out.text);
    assert.ok(out.closed, 'the server closed the connection');
  } finally {
    await running.close();
  }
});

// ---------------------------------------------------------------------------------------------
const Details = suite('errorHandler: showDetails');

Details('should add name, message and stack of an Error with showDetails', async () => {
  const res = await failingApp({ showDetails: true, onError: () => undefined }).request('/plain');
  assert.is(res.status, 500);
  const body = res.json<{
    error: { status: number; message: string; detail: { name: string; message: string; stack: string } };
  }>();
  assert.is(body.error.status, 500);
  assert.is(body.error.message, 'Internal Server Error');
  assert.is(body.error.detail.name, 'Error');
  assert.is(body.error.detail.message, 'db password is hunter2');
  assert.ok(body.error.detail.stack.startsWith('Error: db password is hunter2\n    at '), body.error.detail.stack);
  assert.equal(Object.keys(body.error), ['status', 'message', 'detail']);
});

Details('should add the code and keep the details list of a validation error', async () => {
  const res = await failingApp({ showDetails: true }).request('/validated', { method: 'POST', body: {} });
  const body = res.json<{ error: { details: unknown[]; detail: { name: string; code: string } } }>();
  assert.is(res.status, 400);
  assert.equal(body.error.details, [{ path: '$.name', expected: 'string', found: 'nothing (missing)' }]);
  assert.is(body.error.detail.name, 'FwError');
  assert.is(body.error.detail.code, 'FW_ERR_BODY_VALIDATION');
});

Details('should describe thrown non-Errors without throwing', async () => {
  const app = failingApp({ showDetails: true, onError: () => undefined });
  assert.equal((await app.request('/string')).json(), {
    error: { status: 500, message: 'Internal Server Error', detail: { name: 'string', message: 'a string' } },
  });
  assert.equal((await app.request('/null')).json(), {
    error: { status: 500, message: 'Internal Server Error', detail: { name: 'null', message: 'null' } },
  });
  assert.equal((await app.request('/object')).json(), {
    error: { status: 500, message: 'Internal Server Error', detail: { name: 'object', message: 'secret object' } },
  });
  const hostile = (await app.request('/hostile')).json<{ error: { detail: { message: string } } }>();
  assert.is(hostile.error.detail.message, '(unreadable)');
});

Details('should not leak anything without showDetails', async () => {
  const app = failingApp({ onError: () => undefined });
  for (const path of ['/plain', '/async', '/object', '/http503']) {
    const res = await app.request(path);
    assert.not.ok(
      res.body.includes('hunter2') ||
        res.body.includes('stack') ||
        res.body.includes('secret') ||
        res.body.includes('10.0.0.7'),
      res.body,
    );
  }
});

// ---------------------------------------------------------------------------------------------
const Hook = suite('errorHandler: onError and started responses');

Hook('should call onError with the error and the context, instead of the app hook', async () => {
  const seen: [unknown, string][] = [];
  const appErrors: unknown[] = [];
  const app = failingApp({ onError: (e: unknown, ctx: Context) => seen.push([e, ctx.path]) }, appErrors);
  await app.request('/plain');
  await app.request('/http404');
  assert.equal(
    seen.map(([e, path]) => [codeOf(e), path]),
    [
      ['db password is hunter2', '/plain'],
      ['FW_HTTP_404', '/http404'],
    ],
  );
  assert.equal(appErrors, [], 'the app hook saw nothing');
});

Hook('should report to the app onError when no hook is given', async () => {
  const appErrors: unknown[] = [];
  const app = failingApp({}, appErrors);
  const res = await app.request('/plain');
  assert.is(res.status, 500);
  assert.equal(appErrors.map(codeOf), ['db password is hunter2']);
});

Hook('should still answer when onError throws', async () => {
  const app = failingApp({
    onError: () => {
      throw new Error('logger down');
    },
  });
  const res = await app.request('/http404');
  assert.is(res.status, 404);
  assert.is(res.body, '{"error":{"status":404,"message":"no such user"}}');
});

Hook('should still answer, and leave no unhandled rejection, when an async onError rejects', async () => {
  const before = unhandled.length;
  const app = failingApp({
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- a hook returning a promise where void is typed, on purpose.
    onError: () => Promise.reject(new Error('logger down')),
  });
  const res = await app.request('/http404');
  assert.is(res.status, 404);
  // The hook's promise has rejected by now; Node reports it, if unhandled, once the reactions queued with it have run.
  await turn();
  assert.is(unhandled.length, before);
});

Hook('should answer 500 for an HttpError whose status was changed to one that is not an error status', async () => {
  const changed = new HttpError(404, 'gone');
  Object.defineProperty(changed, 'status', { value: 200 });
  const app = Router.define({
    onError: () => {},
    middleware: [errorHandler()],
    routes: [
      Router.get('/x', () => {
        throw changed;
      }),
    ],
  });
  const res = await app.request('/x');
  assert.is(res.status, 500);
  assert.is(res.body, '{"error":{"status":500,"message":"Internal Server Error"}}');
});

Hook('should leave an error after the response started to the core, which cuts the connection', async () => {
  const hookErrors: unknown[] = [];
  const appErrors: unknown[] = [];
  const running = await listen(failingApp({ onError: (e) => hookErrors.push(e) }, appErrors));
  try {
    const out = await raw(running.server.port, 'GET /started HTTP/1.1\r\nHost: x\r\n\r\n');
    assert.ok(out.text.startsWith('HTTP/1.1 200 OK'), out.text);
    assert.ok(out.text.endsWith('\r\n\r\npartial'), 'the partial body, not an error body');
    assert.ok(out.closed, 'the connection was cut');
    assert.equal(hookErrors, []);
    assert.equal(appErrors.map(codeOf), ['after the headers']);
    const ok = await running.request('/ok');
    assert.is(ok.status, 200);
  } finally {
    await running.close();
  }
});

Hook('should leave a pipeline that did not answer to the core', async () => {
  const appErrors: unknown[] = [];
  const app = Router.define({
    onError: (e) => appErrors.push(e),
    middleware: [errorHandler({ onError: () => assert.unreachable('not an error of the chain') })],
    routes: [Router.get('/silent', () => undefined)],
  });
  const res = await app.request('/silent');
  assert.is(res.status, 500);
  assert.is(res.body, INTERNAL);
  assert.equal(appErrors.map(codeOf), ['FW_ERR_NO_RESPONSE']);
});

// ---------------------------------------------------------------------------------------------
const Config = suite('errorHandler: configuration');

Config('should refuse bad options when created', () => {
  const bad: unknown[] = [{ showDetails: 'yes' }, { showDetails: 1 }, { onError: 'log' }, { onError: {} }];
  for (const options of bad) {
    try {
      errorHandler(options as ErrorHandlerOptions);
      assert.unreachable(JSON.stringify(options));
    } catch (error) {
      assert.instance(error, FwError);
      assert.is((error as FwError).code, 'FW_ERR_ERROR_HANDLER_CONFIG');
    }
  }
});

Config('should have left no unhandled rejection in this file', async () => {
  // No event says that nothing more will be reported: this pause only gives a late report from an earlier case a
  // fair chance to arrive before the check (a negative check; it cannot make the case fail by being slow).
  await new Promise((r) => setTimeout(r, 50));
  process.off('unhandledRejection', spy);
  assert.equal(unhandled, []);
});

Config('should be a named function taking defaults when called without options', () => {
  const mw = errorHandler();
  assert.type(mw, 'function');
  assert.is(mw.name, 'errorHandler');
});

Statuses.run();
Details.run();
Hook.run();
Config.run();
