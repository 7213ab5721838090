/** The middleware pipeline: error answers, HttpError, missing responses, late errors, error-handling middleware, compose(). */
import { Readable } from 'node:stream';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FwError, HttpError, Router, aroundRequest, onRequest, type Context, type Middleware } from '@fw/runtime';
import { HANG_MS, listen, rawSession, throwValue, turn, waitFor, type Running } from './helpers.js';
// Internal: compose, and the symbol under which it finds an onRequest hook (not exported from the package).
import { compose, kBefore } from '../dist/pipeline.js';

const INTERNAL = '{"error":{"status":500,"message":"Internal Server Error"}}';

function codes(errors: unknown[]): string[] {
  return errors.map((e) =>
    e instanceof FwError ? e.code : e instanceof HttpError ? e.code : e instanceof Error ? e.message : String(e),
  );
}

const tick = (ms = 20): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Asserts the server still answers after a failure. */
async function stillServes(running: Running): Promise<void> {
  const res = await running.request('/ok');
  assert.is(res.status, 200, 'the server keeps serving');
  assert.is(res.body, 'ok');
}

// One spy for the whole file: no case may leave an unhandled rejection behind.
const unhandled: unknown[] = [];
const spy = (reason: unknown): void => {
  unhandled.push(reason);
};

/** Collects unhandled rejections into `unhandled` while the suite runs. */
function watchUnhandled(test: { before: (fn: () => void) => void; after: (fn: () => void) => void }): void {
  test.before(() => {
    process.on('unhandledRejection', spy);
  });
  test.after(() => {
    process.off('unhandledRejection', spy);
  });
}

// ---------------------------------------------------------------------------------------------
const Errors = suite('pipeline errors');

watchUnhandled(Errors);

Errors('should answer 500 with the generic body when a handler throws synchronously', async () => {
  const errors: unknown[] = [];
  const boom = new Error('secret detail');
  const app = Router.define({
    onError: (e) => errors.push(e),
    routes: [
      Router.get('/throw', () => {
        throw boom;
      }),
      Router.get('/throw-string', () => throwValue('a string')),
      Router.get('/ok', (ctx) => ctx.text(200, 'ok')),
    ],
  });
  const running = await listen(app);
  try {
    let res = await running.request('/throw');
    assert.is(res.status, 500);
    assert.is(res.headers['content-type'], 'application/json; charset=utf-8');
    assert.is(res.headers['content-length'], String(INTERNAL.length));
    assert.is(res.body, INTERNAL);
    assert.ok(!res.body.includes('secret'));
    assert.is(errors.length, 1);
    assert.is(errors[0], boom);
    await stillServes(running);

    res = await running.request('/throw-string');
    assert.is(res.status, 500);
    assert.is(res.body, INTERNAL);
    assert.is(errors[1], 'a string');
    await stillServes(running);
  } finally {
    await running.close();
  }
});

Errors('should answer 500 when an async handler rejects', async () => {
  const errors: unknown[] = [];
  const boom = new Error('async failure');
  const app = Router.define({
    onError: (e) => errors.push(e),
    routes: [
      Router.get('/reject', async () => {
        await tick();
        throw boom;
      }),
      Router.get('/ok', (ctx) => ctx.text(200, 'ok')),
    ],
  });
  const running = await listen(app);
  try {
    const res = await running.request('/reject');
    assert.is(res.status, 500);
    assert.is(res.headers['content-type'], 'application/json; charset=utf-8');
    assert.is(res.body, INTERNAL);
    assert.equal(errors, [boom]);
    await stillServes(running);
  } finally {
    await running.close();
  }
});

Errors('should answer 500 when middleware throws before next, without running the handler', async () => {
  const errors: unknown[] = [];
  let handlerRuns = 0;
  const syncThrow: Middleware = () => {
    throw new Error('sync middleware');
  };
  const asyncThrow: Middleware = async () => {
    await tick(5);
    throw new Error('async middleware');
  };
  const app = Router.define({
    onError: (e) => errors.push(e),
    routes: [
      ...Router.scope('/sync', [syncThrow], [Router.get('/x', (ctx) => (handlerRuns++, ctx.text(200, 'handler')))]),
      ...Router.scope('/async', [asyncThrow], [Router.get('/x', (ctx) => (handlerRuns++, ctx.text(200, 'handler')))]),
      Router.get('/ok', (ctx) => ctx.text(200, 'ok')),
    ],
  });
  const running = await listen(app);
  try {
    for (const path of ['/sync/x', '/async/x']) {
      errors.length = 0;
      const res = await running.request(path);
      assert.is(res.status, 500, path);
      assert.is(res.body, INTERNAL, path);
      assert.is(errors.length, 1, path);
      await stillServes(running);
    }
    assert.is(handlerRuns, 0);
  } finally {
    await running.close();
  }
});

Errors('should answer 500 when global sync middleware throws', async () => {
  const errors: unknown[] = [];
  const boom = new Error('global');
  let fail = true;
  const app = Router.define({
    onError: (e) => errors.push(e),
    middleware: [
      (_ctx, next) => {
        if (fail) throw boom;
        return next();
      },
    ],
    routes: [Router.get('/ok', (ctx) => ctx.text(200, 'ok'))],
  });
  const running = await listen(app);
  try {
    const res = await running.request('/ok');
    assert.is(res.status, 500);
    assert.is(res.body, INTERNAL);
    assert.equal(errors, [boom]);
    fail = false;
    await stillServes(running);
  } finally {
    await running.close();
  }
});

Errors('should answer an HttpError with its status and 4xx message', async () => {
  const errors: unknown[] = [];
  const app = Router.define({
    onError: (e) => errors.push(e),
    routes: [
      Router.get('/users/:id', () => {
        throw new HttpError(404, 'no such user');
      }),
      Router.get('/default-message', () => {
        throw new HttpError(409);
      }),
      Router.get('/ok', (ctx) => ctx.text(200, 'ok')),
    ],
  });
  const running = await listen(app);
  try {
    let res = await running.request('/users/9');
    assert.is(res.status, 404);
    assert.is(res.headers['content-type'], 'application/json; charset=utf-8');
    assert.is(res.body, '{"error":{"status":404,"message":"no such user"}}');
    assert.equal(codes(errors), ['FW_HTTP_404']);
    assert.ok(errors[0] instanceof HttpError);

    res = await running.request('/default-message');
    assert.is(res.status, 409);
    assert.is(res.body, '{"error":{"status":409,"message":"Conflict"}}');
    await stillServes(running);
  } finally {
    await running.close();
  }
});

Errors('should not leak a 5xx HttpError message, only the reason phrase', async () => {
  const errors: unknown[] = [];
  const app = Router.define({
    onError: (e) => errors.push(e),
    routes: [
      Router.get('/down', () => Promise.reject(new HttpError(503, 'db password hunter2 rejected'))),
      Router.get('/ok', (ctx) => ctx.text(200, 'ok')),
    ],
  });
  const running = await listen(app);
  try {
    const res = await running.request('/down');
    assert.is(res.status, 503);
    assert.is(res.headers['content-type'], 'application/json; charset=utf-8');
    assert.is(res.body, '{"error":{"status":503,"message":"Service Unavailable"}}');
    assert.not.match(res.body, /hunter2/);
    assert.equal(codes(errors), ['FW_HTTP_503']);
    await stillServes(running);
  } finally {
    await running.close();
  }
});

Errors('should add the headers of an HttpError to the answer', async () => {
  const errors: unknown[] = [];
  const app = Router.define({
    onError: (e) => errors.push(e),
    routes: [
      Router.get('/auth', () => {
        throw new HttpError(401, undefined, { headers: { 'WWW-Authenticate': 'Bearer realm="api"' } });
      }),
      Router.get('/busy', () => {
        throw new HttpError(429, 'slow down', { headers: { 'retry-after': '30' }, code: 'RATE_LIMITED' });
      }),
    ],
  });
  const running = await listen(app);
  try {
    let res = await running.request('/auth');
    assert.is(res.status, 401);
    assert.is(res.headers['www-authenticate'], 'Bearer realm="api"');
    assert.is(res.body, '{"error":{"status":401,"message":"Unauthorized"}}');
    res = await running.request('/busy');
    assert.is(res.status, 429);
    assert.is(res.headers['retry-after'], '30');
    assert.is(res.body, '{"error":{"status":429,"message":"slow down"}}');
    assert.equal(codes(errors), ['FW_HTTP_401', 'RATE_LIMITED']);
  } finally {
    await running.close();
  }
});

Errors('should answer 500 and report FW_ERR_NO_RESPONSE when nothing responds', async () => {
  const errors: unknown[] = [];
  const app = Router.define({
    onError: (e) => errors.push(e),
    middleware: [async (_ctx, next) => next()],
    routes: [
      Router.get('/sync', () => {}),
      Router.get('/async', async () => {
        await tick();
      }),
      Router.get('/ok', (ctx) => ctx.text(200, 'ok')),
    ],
  });
  const running = await listen(app);
  try {
    for (const path of ['/sync', '/async']) {
      errors.length = 0;
      const res = await running.request(path);
      assert.is(res.status, 500, path);
      assert.is(res.headers['content-type'], 'application/json; charset=utf-8', path);
      assert.is(res.body, INTERNAL, path);
      assert.equal(codes(errors), ['FW_ERR_NO_RESPONSE'], path);
      await stillServes(running);
    }
  } finally {
    await running.close();
  }
});

Errors('should report, not crash on, a handler error behind a next() the middleware did not await', async () => {
  const errors: unknown[] = [];
  const boom = new Error('handler failed');
  const app = Router.define({
    onError: (e) => errors.push(e),
    routes: [
      ...Router.scope(
        '/fire',
        [
          (_ctx, next) => {
            void next();
          },
        ],
        [
          Router.get('/sync', () => {
            throw boom;
          }),
          Router.get('/async', async () => {
            await tick();
            throw boom;
          }),
        ],
      ),
      Router.get('/ok', (ctx) => ctx.text(200, 'ok')),
    ],
  });
  const running = await listen(app);
  try {
    errors.length = 0;
    const sync = await running.request('/fire/sync');
    assert.is(sync.status, 500);
    assert.is(sync.body, INTERNAL);
    assert.ok(errors.includes(boom), 'the handler error reaches onError instead of being lost');
    // The async handler rejects after the middleware returned: the pipeline already answered
    // FW_ERR_NO_RESPONSE, and the later rejection must not become an unhandled one.
    errors.length = 0;
    const before = unhandled.length;
    const late = await running.request('/fire/async');
    assert.is(late.status, 500);
    await waitFor(() => errors.includes(boom));
    assert.ok(errors.includes(boom), 'the later rejection reaches onError too');
    // Node reports a rejection left unhandled once the promise reactions queued with it have run.
    await turn();
    assert.is(unhandled.length, before, 'no unhandled rejection');
    await stillServes(running);
  } finally {
    await running.close();
  }
});

Errors('should keep a sent response intact when middleware throws after next()', async () => {
  const errors: unknown[] = [];
  const late = new Error('late failure');
  const app = Router.define({
    onError: (e) => errors.push(e),
    routes: [
      ...Router.scope(
        '/late',
        [
          async (_ctx, next) => {
            await next();
            throw late;
          },
        ],
        [Router.get('/x', (ctx) => ctx.json('created', { kept: true }))],
      ),
      Router.get('/ok', (ctx) => ctx.text(200, 'ok')),
    ],
  });
  const running = await listen(app);
  try {
    const res = await running.request('/late/x');
    assert.is(res.status, 201);
    assert.is(res.headers['content-type'], 'application/json; charset=utf-8');
    assert.is(res.body, '{"kept":true}');
    await waitFor(() => errors.length > 0);
    assert.equal(errors, [late]);
    // The helper's keep-alive connection is reused: the late error must not break it.
    await stillServes(running);
  } finally {
    await running.close();
  }
});

Errors('should report FW_ERR_NEXT_TWICE when middleware calls next() twice', async () => {
  const errors: unknown[] = [];
  let handlerRuns = 0;
  const app = Router.define({
    onError: (e) => errors.push(e),
    middleware: [
      async (_ctx, next) => {
        await next();
        await next();
      },
    ],
    routes: [
      Router.get('/x', (ctx) => {
        handlerRuns++;
        ctx.text(200, 'once');
      }),
    ],
  });
  const running = await listen(app);
  try {
    const res = await running.request('/x');
    assert.is(res.status, 200);
    assert.is(res.body, 'once');
    await waitFor(() => errors.length > 0);
    assert.equal(codes(errors), ['FW_ERR_NEXT_TWICE']);
    assert.is(handlerRuns, 1);
  } finally {
    await running.close();
  }
});

Errors('should let an error-handling middleware answer instead of the core', async () => {
  const errors: unknown[] = [];
  const caught: unknown[] = [];
  const errorHandler: Middleware = async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      caught.push(error);
      const status = error instanceof HttpError ? error.status : 500;
      ctx.json(status === 500 ? 'unprocessable_content' : status, { handled: true, message: (error as Error).message });
    }
  };
  const app = Router.define({
    onError: (e) => errors.push(e),
    middleware: [errorHandler, async (_ctx, next) => next()],
    routes: [
      Router.get('/sync', () => {
        throw new Error('sync boom');
      }),
      Router.get('/async', async () => {
        await tick();
        throw new HttpError(409, 'taken');
      }),
      Router.get('/ok', (ctx) => ctx.text(200, 'ok')),
    ],
  });
  const running = await listen(app);
  try {
    let res = await running.request('/sync');
    assert.is(res.status, 422);
    assert.is(res.headers['content-type'], 'application/json; charset=utf-8');
    assert.equal(JSON.parse(res.body), { handled: true, message: 'sync boom' });
    res = await running.request('/async');
    assert.is(res.status, 409);
    assert.equal(JSON.parse(res.body), { handled: true, message: 'taken' });
    assert.is(caught.length, 2);
    assert.equal(errors, [], 'errors handled by middleware do not reach onError');
    await stillServes(running);
  } finally {
    await running.close();
  }
});

Errors('should still answer 500 when the onError hook itself throws', async () => {
  const app = Router.define({
    onError: () => {
      throw new Error('broken hook');
    },
    routes: [
      Router.get('/throw', () => {
        throw new Error('boom');
      }),
      Router.get('/ok', (ctx) => ctx.text(200, 'ok')),
    ],
  });
  const running = await listen(app);
  try {
    const res = await running.request('/throw');
    assert.is(res.status, 500);
    assert.is(res.body, INTERNAL);
    await stillServes(running);
  } finally {
    await running.close();
  }
});

Errors('should report a rejection behind next() however the middleware passes it on, and lose none', async () => {
  const errors: unknown[] = [];
  const boom = new Error('handler failed');
  const after = new Error('middleware failed after next()');
  const failing = async (): Promise<void> => {
    await tick(5);
    throw boom;
  };
  const app = Router.define({
    onError: (e) => errors.push(e),
    routes: [
      // Returns next()'s own promise: the rejection travels up to the core, which answers 500.
      ...Router.scope('/passed', [(_ctx, next) => next()], [Router.get('/', failing)]),
      // Calls next() only after it has returned: nobody upstream can see that promise.
      ...Router.scope(
        '/later',
        [
          async (_ctx, next) => {
            await tick(1);
            void next();
          },
        ],
        [Router.get('/', failing)],
      ),
      // Calls next(), then throws: the core answers the throw; the handler's later failure is reported too.
      ...Router.scope(
        '/thrown',
        [
          (_ctx, next) => {
            void next();
            throw after;
          },
        ],
        [Router.get('/', failing)],
      ),
      Router.get('/ok', (ctx) => ctx.text(200, 'ok')),
    ],
  });
  const running = await listen(app);
  try {
    for (const path of ['/passed', '/later', '/thrown']) {
      errors.length = 0;
      const res = await running.request(path);
      assert.is(res.status, 500, path);
      await waitFor(() => errors.includes(boom));
      assert.ok(errors.includes(boom), `${path}: the handler error reaches onError`);
      if (path === '/thrown') assert.ok(errors.includes(after), 'the middleware error reaches onError');
    }
    await stillServes(running);
  } finally {
    await running.close();
  }
});

Errors('should report a second next() nobody awaits, not leave its rejection unhandled', async () => {
  const errors: unknown[] = [];
  const app = Router.define({
    onError: (e) => errors.push(e),
    routes: [
      // A middleware that calls next() twice and awaits neither call.
      ...Router.scope(
        '/x',
        [
          (_ctx, next) => {
            void next();
            void next();
          },
        ],
        [Router.get('/', (ctx) => ctx.text(200, 'once'))],
      ),
      Router.get('/ok', (ctx) => ctx.text(200, 'ok')),
    ],
  });
  const running = await listen(app);
  try {
    const before = unhandled.length;
    const res = await running.request('/x');
    assert.is(res.status, 200);
    assert.is(res.body, 'once');
    await waitFor(() => errors.length > 0);
    assert.equal(codes(errors), ['FW_ERR_NEXT_TWICE']);
    // Node reports a rejection left unhandled once the promise reactions queued with it have run.
    await turn();
    assert.is(unhandled.length, before, 'no unhandled rejection');
    await stillServes(running);
  } finally {
    await running.close();
  }
});

Errors('should ignore an onError hook that returns a rejected promise, as one that throws', async () => {
  const seen: unknown[] = [];
  const app = Router.define({
    // An async hook whose logging fails.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- a hook returning a promise where void is typed, on purpose.
    onError: (e) => {
      seen.push(e);
      return Promise.reject(new Error('log store down'));
    },
    routes: [
      Router.get('/throw', () => {
        throw new Error('boom');
      }),
      Router.get('/ok', (ctx) => ctx.text(200, 'ok')),
    ],
  });
  const running = await listen(app);
  try {
    const before = unhandled.length;
    const res = await running.request('/throw');
    assert.is(res.status, 500);
    assert.is(res.body, INTERNAL);
    assert.is(seen.length, 1);
    // The hook's promise has rejected by now; Node reports it, if unhandled, once the reactions queued with it have run.
    await turn();
    assert.is(unhandled.length, before, 'no unhandled rejection');
    await stillServes(running);
  } finally {
    await running.close();
  }
});

Errors('should answer 500 for an HttpError or FwError look-alike whose status is not an error status', async () => {
  const changed = new HttpError(418);
  Object.defineProperty(changed, 'status', { value: 200 });
  const app = Router.define({
    onError: () => {},
    routes: [
      Router.get('/changed', () => {
        throw changed;
      }),
      Router.get('/fake', () =>
        throwValue({ [Symbol.for('fw.error')]: true, status: 204, code: 'FW_FAKE', message: 'fake', params: {} }),
      ),
    ],
  });
  const running = await listen(app);
  try {
    for (const path of ['/changed', '/fake']) {
      const res = await running.request(path);
      assert.is(res.status, 500, path);
      assert.is(res.body, INTERNAL, path);
    }
  } finally {
    await running.close();
  }
});

Errors('should make next() reject, not throw, when the chain returns a value whose then getter throws', async () => {
  let threw: unknown;
  let rejected: unknown;
  const app = Router.define({
    onError: () => {},
    routes: [
      ...Router.scope(
        '/x',
        [
          (_ctx, next) => {
            let result: Promise<void>;
            try {
              result = next();
            } catch (error) {
              threw = error;
              throw error;
            }
            return result.catch((error: unknown) => {
              rejected = error;
              throw error;
            });
          },
        ],
        [
          Router.get('/', () => ({
            get then(): never {
              throw new Error('then getter');
            },
          })),
        ],
      ),
    ],
  });
  const running = await listen(app);
  try {
    const res = await running.request('/x');
    assert.is(res.status, 500);
    assert.is(threw, undefined, 'next() did not throw');
    assert.is((rejected as Error | undefined)?.message, 'then getter');
  } finally {
    await running.close();
  }
});

Errors(
  'should keep a kept-alive connection open when its error answer went out through a failing send hook',
  async () => {
    // A thrown value whose prototype cannot be read, answered through a send hook that throws: the
    // hook's failure already wrote a 500, and the connection must stay usable afterwards.
    const unreadable = new Proxy(
      {},
      {
        getPrototypeOf: () => {
          throw new Error('no prototype');
        },
      },
    );
    const app = Router.define({
      onError: () => {},
      middleware: [
        async (ctx, next) => {
          if (ctx.path === '/x') {
            ctx.beforeSend(() => {
              throw new Error('hook failed');
            });
          }
          await next();
        },
      ],
      routes: [Router.get('/x', () => throwValue(unreadable)), Router.get('/ok', (ctx) => ctx.text(200, 'ok'))],
    });
    const running = await listen(app);
    try {
      const two = 'GET /x HTTP/1.1\r\nHost: x\r\n\r\n';
      const res = await rawSession(
        running.server.port,
        [two, 'GET /ok HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
        { timeout: HANG_MS, gap: 50 },
      );
      assert.match(res.text, /^HTTP\/1\.1 500 /);
      assert.match(res.text, /\r\n\r\nok$/, 'the second request on the connection is answered');
    } finally {
      await running.close();
    }
  },
);

Errors('should let a stream answer finish when the handler throws after starting it', async () => {
  const errors: unknown[] = [];
  const after = new Error('after the answer');
  const app = Router.define({
    onError: (e) => errors.push(e),
    routes: [
      Router.get('/x', (ctx) => {
        ctx.stream(200, Readable.from(['one;', 'two']), 'text/plain; charset=utf-8');
        throw after;
      }),
    ],
  });
  const running = await listen(app);
  try {
    const res = await running.request('/x');
    assert.is(res.status, 200);
    assert.is(res.body, 'one;two');
    assert.equal(errors, [after]);
  } finally {
    await running.close();
  }
});

Errors('should leave no unhandled rejection behind', async () => {
  // No event says that nothing more will be reported: this pause only gives a late report from an earlier case a
  // fair chance to arrive before the check (a negative check; it cannot make the case fail by being slow).
  await tick(50);
  assert.equal(unhandled, []);
});

Errors.run();

// ---------------------------------------------------------------------------------------------
const Compose = suite('compose');

const fakeCtx = {} as Context;

/** An onion middleware that records `<name> in` and `<name> out` around the rest of the chain. */
function recording(log: string[], name: string): Middleware {
  return async (_ctx, next) => {
    log.push(`${name} in`);
    await next();
    log.push(`${name} out`);
  };
}

Compose('should run middleware in onion order around the final step', async () => {
  const log: string[] = [];
  const mw = (name: string): Middleware => recording(log, name);
  const step = compose([mw('a'), mw('b'), mw('c')], () => {
    log.push('final');
  });
  await step(fakeCtx);
  assert.equal(log, ['a in', 'b in', 'c in', 'final', 'c out', 'b out', 'a out']);
});

Compose('should return the final step itself when there is no middleware', () => {
  const final = (): void => {};
  assert.is(compose([], final), final);
});

Compose('should pass the same context to every stage', async () => {
  const seen: unknown[] = [];
  const ctx = { id: 1 } as unknown as Context;
  const step = compose([(c, next) => (seen.push(c), next())], (c) => {
    seen.push(c);
  });
  await step(ctx);
  assert.is(seen.length, 2);
  assert.ok(seen.every((c) => c === ctx));
});

Compose('should stop the chain when middleware does not call next', async () => {
  let finalRuns = 0;
  const step = compose([async () => {}], () => {
    finalRuns++;
  });
  await step(fakeCtx);
  assert.is(finalRuns, 0);
});

Compose('should turn a synchronous throw of the next step into a rejection of next()', async () => {
  const boom = new Error('final threw');
  let caught: unknown;
  const step = compose(
    [
      async (_ctx, next) => {
        const pending = next();
        assert.instance(pending, Promise);
        try {
          await pending;
        } catch (e) {
          caught = e;
        }
      },
    ],
    () => {
      throw boom;
    },
  );
  await step(fakeCtx);
  assert.is(caught, boom);
});

Compose('should reject a second next() call with FW_ERR_NEXT_TWICE', async () => {
  let finalRuns = 0;
  let second: unknown;
  const step = compose(
    [
      async (_ctx, next) => {
        await next();
        await next().catch((e: unknown) => {
          second = e;
        });
      },
    ],
    () => {
      finalRuns++;
    },
  );
  await step(fakeCtx);
  assert.is(finalRuns, 1);
  assert.ok(second instanceof FwError);
  assert.is(second.code, 'FW_ERR_NEXT_TWICE');
});

Compose('should wait for thenables returned by the next step', async () => {
  const log: string[] = [];
  const step = compose(
    [
      async (_ctx, next) => {
        await next();
        log.push('after');
      },
    ],
    () => ({
      then(resolve: (v: unknown) => void) {
        setTimeout(() => {
          log.push('thenable done');
          resolve(undefined);
        }, 10);
      },
    }),
  );
  await step(fakeCtx);
  assert.equal(log, ['thenable done', 'after']);
});

Compose.run();

// ---------------------------------------------------------------------------------------------
const Before = suite('onRequest middleware');

watchUnhandled(Before);

Before('should run a before layer inline, in its place among onion middleware', async () => {
  const seen: string[] = [];
  const onion = (name: string): Middleware => recording(seen, name);
  // The function form throws: compose must run the before function itself.
  const inlineOnly = Object.assign(
    () => {
      throw new Error('the function form was called');
    },
    { [kBefore]: (ctx: Context) => void seen.push(`before ${ctx.path}`) },
  ) as Middleware;
  const app = Router.define({
    middleware: [onion('a'), inlineOnly, onion('c')],
    routes: [Router.get('/x', (ctx) => (seen.push('handler'), ctx.text(200, 'x')))],
  });
  const res = await app.request('/x');
  assert.is(res.status, 200);
  assert.equal(seen, ['a in', 'before /x', 'c in', 'handler', 'c out', 'a out']);
});

Before('should behave as the onion form when called as a middleware', async () => {
  let nexts = 0;
  const pass = onRequest('pass', () => {});
  const stop = onRequest('stop', (ctx) => {
    (ctx as { responded: boolean }).responded = true; // as an answer would
  });
  const waitThenPass = onRequest('waitThenPass', () => tick(1));
  assert.is(pass.name, 'pass');
  const next = (): Promise<void> => {
    nexts++;
    return Promise.resolve();
  };
  const passed = pass({ responded: false } as Context, next);
  assert.ok(passed instanceof Promise, "next()'s promise is returned");
  await passed;
  assert.is(stop({ responded: false } as Context, next), undefined);
  assert.is(nexts, 1, 'next runs only when the hook did not answer');
  const waited = waitThenPass({ responded: false } as Context, next);
  assert.is(nexts, 1, 'next waits for the promise the hook returned');
  await waited;
  assert.is(nexts, 2);
});

Before('should end the chain when the hook answers, and wait for a promise it returns', async () => {
  const errors: unknown[] = [];
  let handled = 0;
  const gate = onRequest('gate', (ctx) => {
    if (ctx.path === '/now') return ctx.text(403, 'no');
    if (ctx.path === '/later') return new Promise<void>((r) => setTimeout(r, 10)).then(() => ctx.text(202, 'later'));
    if (ctx.path === '/fails') return Promise.reject(new Error('gate failed'));
    if (ctx.path === '/throws') throw new HttpError(418);
    if (ctx.path === '/waits') return tick(5).then(() => void ctx.setHeader('x-gate', 'waited'));
    return undefined;
  });
  const app = Router.define({
    middleware: [gate],
    onError: (error) => errors.push(error),
    routes: ['/now', '/later', '/fails', '/throws', '/waits', '/ok'].map((path) =>
      Router.get(path, (ctx) => {
        handled++;
        ctx.text(200, 'ok');
      }),
    ),
  });
  const running = await listen(app);
  try {
    const now = await running.request('/now');
    assert.equal([now.status, now.body], [403, 'no']);
    const later = await running.request('/later');
    assert.equal([later.status, later.body], [202, 'later']);
    assert.is((await running.request('/fails')).status, 500);
    assert.is((await running.request('/throws')).status, 418);
    assert.is(handled, 0, 'no handler ran');
    const waited = await running.request('/waits');
    assert.equal([waited.status, waited.body, waited.headers['x-gate']], [200, 'ok', 'waited']);
    assert.is(handled, 1, 'the request went on once the promise settled without an answer');
    await stillServes(running);
    assert.is(handled, 2);
    assert.equal(codes(errors), ['gate failed', 'FW_HTTP_418']);
  } finally {
    await running.close();
  }
});

Before('should let an aroundRequest hook run the rest of the chain itself', async () => {
  const seen: string[] = [];
  const around = aroundRequest('around', (ctx, next) => {
    seen.push('around in');
    const result = next(ctx);
    seen.push('around out');
    return result;
  });
  assert.is(around.name, 'around');
  const app = Router.define({
    middleware: [around],
    routes: [Router.get('/x', (ctx) => (seen.push('handler'), ctx.text(200, 'x')))],
  });
  const res = await app.request('/x');
  assert.is(res.status, 200);
  assert.equal(seen, ['around in', 'handler', 'around out']);
  seen.length = 0;
  let nexts = 0;
  await around({} as Context, () => (nexts++, Promise.resolve()));
  assert.equal([seen, nexts], [['around in', 'around out'], 1], 'called by hand, it runs next() once');
});

Before('should report a failure downstream of a before layer once, with no unhandled rejection', async () => {
  const errors: unknown[] = [];
  unhandled.length = 0;
  const app = Router.define({
    middleware: [onRequest('one', () => {}), onRequest('two', () => {})],
    onError: (error) => errors.push(error),
    routes: [
      Router.get('/sync', () => {
        throw new Error('sync boom');
      }),
      Router.get('/async', async () => {
        await tick(1);
        throw new Error('async boom');
      }),
    ],
  });
  assert.is((await app.request('/sync')).status, 500);
  assert.is((await app.request('/async')).status, 500);
  // Node reports a rejection left unhandled once the promise reactions queued with it have run.
  await turn();
  assert.equal(codes(errors), ['sync boom', 'async boom']);
  assert.equal(unhandled, []);
});

Before.run();
