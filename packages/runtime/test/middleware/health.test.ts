/** health: the exact answer, pass-through, stacking, readiness checks, shutdown, and configuration checks. */
import { setTimeout as sleep } from 'node:timers/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Router, health, type Middleware } from '@fw/runtime';
import { codeOf, listen } from '../helpers.js';
import { BEGAN, ENDED, Outages } from '../outages.js';

const OK = '{"status":"ok"}';
const JSON_TYPE = 'application/json; charset=utf-8';

function appWith(...middleware: Middleware[]) {
  return Router.define({
    middleware,
    routes: [
      Router.get('/users', (ctx) => ctx.text(200, 'users')),
      Router.post('/health', (ctx) => ctx.text(201, 'route: POST /health')),
      Router.get('/healthz', (ctx) => ctx.text(200, 'route: GET /healthz')),
    ],
  });
}

const Basic = suite('health');

Basic('should answer GET /health with 200, application/json and exactly {"status":"ok"}', async () => {
  const running = await listen(appWith(health()));
  try {
    const res = await running.request('/health');
    assert.is(res.status, 200);
    assert.is(res.headers['content-type'], JSON_TYPE);
    assert.is(res.headers['cache-control'], 'no-store');
    assert.is(res.headers['content-length'], String(OK.length));
    assert.is(res.body, OK);
  } finally {
    await running.close();
  }
});

Basic('should answer with a query string and pass every other request on', async () => {
  const app = appWith(health());
  assert.is((await app.request('/health?probe=1')).body, OK);
  assert.is((await app.request('/users')).body, 'users');
  const post = await app.request('/health', { method: 'POST' });
  assert.is(post.status, 201);
  assert.is(post.body, 'route: POST /health');
  const head = await app.request('/health', { method: 'HEAD' });
  assert.is(head.status, 405, 'HEAD goes to the app, which has no GET /health route');
  assert.is((await app.request('/health', { method: 'PUT' })).status, 405);
  assert.is((await app.request('/healthz')).body, 'route: GET /healthz');
  assert.is((await app.request('/health/')).status, 404);
  assert.is((await app.request('/HEALTH')).status, 404);
});

Basic('should stack several instances with different paths', async () => {
  const app = appWith(health(), health({ path: '/ready' }), health({ path: '/api/v1/live' }));
  for (const path of ['/health', '/ready', '/api/v1/live']) {
    const res = await app.request(path);
    assert.is(res.status, 200, path);
    assert.is(res.body, OK);
  }
  assert.is((await app.request('/users')).body, 'users');
});

Basic.run();

// ---------------------------------------------------------------------------------------------
const Ready = suite('health (readiness)');

Ready('should answer 200 {"status":"ok"} while every check passes, sync or async', async () => {
  const app = appWith(health({ checks: { db: () => true, cache: () => Promise.resolve(true) } }));
  const res = await app.request('/health');
  assert.is(res.status, 200);
  assert.is(res.body, OK);
});

Ready('should answer 503 naming each check as ok, fail, error or timeout', async () => {
  const app = appWith(
    health({
      timeout: 50,
      checks: {
        db: () => true,
        cache: () => false,
        queue: () => Promise.reject(new Error('secret connection string')),
        search: () => {
          throw new Error('sync throw');
        },
        'slow "one"': () => new Promise<boolean>(() => {}),
        odd: () => 'yes' as unknown as boolean,
      },
    }),
  );
  const res = await app.request('/health');
  assert.is(res.status, 503);
  assert.is(res.headers['content-type'], JSON_TYPE);
  assert.is(
    res.body,
    '{"status":"unavailable","checks":{"db":"ok","cache":"fail","queue":"error","search":"error","slow \\"one\\"":"timeout","odd":"fail"}}',
  );
  assert.not.ok(res.body.includes('secret'));
});

Ready('should recover once the check passes again', async () => {
  let up = false;
  const app = appWith(health({ checks: { db: () => up } }));
  assert.is((await app.request('/health')).status, 503);
  up = true;
  assert.is((await app.request('/health')).status, 200);
});

Ready(
  "should report a failing check's outage once as it begins, with its reason, and once as it ends, with the failed runs",
  async () => {
    let up = false;
    const outages = new Outages();
    const app = appWith(
      health({
        path: '/ready',
        checks: {
          db: () => (up ? Promise.resolve(true) : Promise.reject(new Error('ECONNREFUSED 10.0.0.5:5432'))),
          cache: () => true,
        },
      }),
    );
    try {
      for (let i = 0; i < 10; i++) assert.is((await app.request('/ready')).status, 503);
      const began = await outages.next('health /ready db', BEGAN);
      assert.is((began.cause as Error).message, 'ECONNREFUSED 10.0.0.5:5432', 'the reason the 503 body leaves out');
      up = true;
      const ended = await outages.next('health /ready db', ENDED, async () =>
        assert.is((await app.request('/ready')).status, 200),
      );
      assert.is(ended.count, 10);
      assert.is(outages.all.length, 2, 'nothing about the passing check, nothing per request');
    } finally {
      outages.stop();
    }
  },
);

Ready('should share one run of the checks between concurrent requests', async () => {
  let runs = 0;
  const app = appWith(
    health({
      checks: {
        db: async () => {
          runs++;
          await sleep(20);
          return true;
        },
      },
    }),
  );
  const answers = await Promise.all([app.request('/health'), app.request('/health'), app.request('/health')]);
  assert.equal(
    answers.map((a) => a.status),
    [200, 200, 200],
  );
  assert.is(runs, 1);
  await app.request('/health');
  assert.is(runs, 2, 'a later request runs them again');
});

Ready('should not run checks for requests it passes on', async () => {
  let runs = 0;
  const app = appWith(health({ checks: { db: () => (runs++, true) } }));
  await app.request('/users');
  await app.request('/health', { method: 'POST' });
  assert.is(runs, 0);
});

Ready.run();

// ---------------------------------------------------------------------------------------------
const Closing = suite('health (shutdown)');

Closing('should answer 503 while server.closing is true', async () => {
  const server = { closing: false };
  const app = appWith(health({ server, checks: { db: () => true } }));
  assert.is((await app.request('/health')).status, 200);
  server.closing = true;
  const res = await app.request('/health');
  assert.is(res.status, 503);
  assert.is(res.body, '{"status":"unavailable","closing":true}');
});

Closing('should answer 503 once a real Server starts closing', async () => {
  const running = await listen(Router.define({ routes: [Router.get('/x', (ctx) => ctx.text(200, 'x'))] }));
  const app = appWith(health({ server: running.server }));
  assert.is((await app.request('/health')).status, 200);
  const closed = running.server.close();
  assert.ok(running.server.closing);
  const res = await app.request('/health');
  assert.is(res.status, 503);
  assert.is(res.body, '{"status":"unavailable","closing":true}');
  await closed;
  await running.close();
});

Closing.run();

// ---------------------------------------------------------------------------------------------
const Config = suite('health (configuration)');

Config('should refuse a bad path, checks, timeout or server with FW_ERR_HEALTH_CONFIG', () => {
  const bad: unknown[] = [
    { path: 'health' },
    { path: '/health/' },
    { path: '' },
    { path: '/he alth' },
    { path: '/./x' },
    { path: null },
    { checks: null },
    { checks: [() => true] },
    { checks: 'db' },
    { checks: { db: true } },
    { timeout: 0 },
    { timeout: -1 },
    { timeout: Infinity },
    { timeout: '1000' },
    { server: {} },
    { server: null },
    { server: { closing: 'no' } },
  ];
  for (const options of bad)
    assert.is(
      codeOf(() => health(options as never)),
      'FW_ERR_HEALTH_CONFIG',
      JSON.stringify(options),
    );
});

Config('should name its middleware', () => {
  assert.is(health().name, 'health');
});

Config.run();
