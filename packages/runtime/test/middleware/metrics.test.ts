/** metrics: the seed's five families, exact exposition text, what is counted, the histogram, and promtool's verdict. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { HttpError, METRICS_CONTENT_TYPE, Router, metrics, type Middleware } from '@fw/runtime';
import { codeOf, listen } from '../helpers.js';

function appWith(...middleware: Middleware[]) {
  return Router.define({
    middleware,
    onError: () => {},
    routes: [
      Router.get('/users', (ctx) => ctx.json('ok', [])),
      Router.get('/users/:id', (ctx) => ctx.text(200, `user ${ctx.params.id}`)),
      Router.post('/users', (ctx) => ctx.json('created', {})),
      Router.delete('/users/:id', (ctx) => ctx.send(204)),
      Router.get('/moved', (ctx) => ctx.redirect('/users')),
      Router.get('/throw', () => {
        throw new Error('boom');
      }),
      Router.get('/teapot', () => {
        throw new HttpError(418);
      }),
      Router.get('/metrics', (ctx) => ctx.text(200, 'route: GET /metrics')),
      Router.post('/metrics', (ctx) => ctx.text(200, 'route: POST /metrics')),
      Router.route('PURGE', '/cache', (ctx) => ctx.text(200, 'purged')),
    ],
  });
}

/** The five seed families as text, for the given counts. */
function seedText(total: number, classes: number[], methods: number[], sum: number | string, count: number): string {
  const classNames = ['1xx', '2xx', '3xx', '4xx', '5xx', 'other'];
  const methodNames = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'CONNECT', 'TRACE', 'other'];
  return [
    '# HELP fw_requests_total HTTP requests processed (the metrics endpoint itself is not counted).',
    '# TYPE fw_requests_total counter',
    `fw_requests_total ${total}`,
    '# HELP fw_requests_by_status HTTP requests by status class (other: outside 100-599).',
    '# TYPE fw_requests_by_status counter',
    ...classNames.map((c, i) => `fw_requests_by_status{class="${c}"} ${classes[i]}`),
    '# HELP fw_requests_by_method HTTP requests by method (other: any method not listed).',
    '# TYPE fw_requests_by_method counter',
    ...methodNames.map((m, i) => `fw_requests_by_method{method="${m}"} ${methods[i]}`),
    '# HELP fw_request_duration_us_sum Cumulative request duration in microseconds.',
    '# TYPE fw_request_duration_us_sum counter',
    `fw_request_duration_us_sum ${sum}`,
    '# HELP fw_request_duration_us_count Number of timed requests.',
    '# TYPE fw_request_duration_us_count counter',
    `fw_request_duration_us_count ${count}`,
    '',
  ].join('\n');
}

function sample(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(name + ' '));
  assert.ok(line, `${name} is in the output`);
  return Number(line.slice(name.length + 1));
}

const Exposition = suite('metrics (exposition)');

Exposition('should answer GET /metrics with every family at zero, in the text format 0.0.4', async () => {
  const app = appWith(metrics({ histogram: false }));
  const res = await app.request('/metrics');
  assert.is(res.status, 200);
  assert.is(res.headers['content-type'], 'text/plain; version=0.0.4; charset=utf-8');
  assert.is(METRICS_CONTENT_TYPE, 'text/plain; version=0.0.4; charset=utf-8');
  assert.is(res.headers['cache-control'], 'no-store');
  assert.is(res.body, seedText(0, [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 0, 0));
});

Exposition('should count requests by status class and method, with the duration sum and count', async () => {
  const app = appWith(metrics({ histogram: false }));
  await app.request('/users');
  await app.request('/users/1');
  await app.request('/users', { method: 'POST', body: {} });
  await app.request('/users/1', { method: 'DELETE' });
  await app.request('/users', { method: 'HEAD' });
  await app.request('/moved');
  await app.request('/nope');
  await app.request('/users', { method: 'PUT' });
  await app.request('/users', { method: 'OPTIONS' });
  await app.request('/cache', { method: 'PURGE' });
  const body = (await app.request('/metrics')).body;
  const sum = sample(body, 'fw_request_duration_us_sum');
  assert.ok(Number.isInteger(sum) && sum >= 0);
  // 200 GET, 200 GET, 201 POST, 204 DELETE, 200 HEAD, 302 GET, 404 GET, 405 PUT, 204 OPTIONS, 200 PURGE
  assert.is(body, seedText(10, [0, 7, 1, 2, 0, 0], [4, 1, 1, 1, 1, 0, 1, 0, 0, 1], sum, 10));
});

Exposition('should count requests that throw with the status the core sends, and keep the error', async () => {
  const errors: unknown[] = [];
  const app = Router.define({
    middleware: [metrics({ histogram: false })],
    onError: (error) => errors.push(error),
    routes: [
      Router.get('/throw', () => {
        throw new Error('boom');
      }),
      Router.get('/teapot', () => Promise.reject(new HttpError(418))),
    ],
  });
  assert.is((await app.request('/throw')).status, 500);
  assert.is((await app.request('/teapot')).status, 418);
  const body = (await app.request('/metrics')).body;
  assert.is(sample(body, 'fw_requests_total'), 2);
  assert.is(sample(body, 'fw_requests_by_status{class="4xx"}'), 1);
  assert.is(sample(body, 'fw_requests_by_status{class="5xx"}'), 1);
  assert.is(errors.length, 2, 'both errors reached the core');
});

Exposition('should not count its own scrapes, query string or not', async () => {
  const app = appWith(metrics({ histogram: false }));
  await app.request('/users');
  await app.request('/metrics');
  await app.request('/metrics?x=1');
  const body = (await app.request('/metrics')).body;
  assert.is(sample(body, 'fw_requests_total'), 1);
  assert.is(sample(body, 'fw_request_duration_us_count'), 1);
});

Exposition('should pass HEAD, POST and other paths on to the app, and count them', async () => {
  const app = appWith(metrics({ histogram: false }));
  const head = await app.request('/metrics', { method: 'HEAD' });
  assert.is(head.status, 200);
  assert.is(head.headers['content-type'], 'text/plain; charset=utf-8', 'the app route answered HEAD');
  const post = await app.request('/metrics', { method: 'POST' });
  assert.is(post.body, 'route: POST /metrics');
  assert.is((await app.request('/metrics/')).status, 404);
  assert.is((await app.request('/Metrics')).status, 404);
  const body = (await app.request('/metrics')).body;
  assert.is(sample(body, 'fw_requests_total'), 4);
  assert.is(sample(body, 'fw_requests_by_method{method="HEAD"}'), 1);
  assert.is(sample(body, 'fw_requests_by_method{method="POST"}'), 1);
});

Exposition('should serve at a custom path and leave /metrics to the app', async () => {
  const app = appWith(metrics({ path: '/internal/metrics' }));
  assert.is((await app.request('/metrics')).body, 'route: GET /metrics');
  const res = await app.request('/internal/metrics');
  assert.is(res.headers['content-type'], METRICS_CONTENT_TYPE);
  assert.is(sample(res.body, 'fw_requests_total'), 1);
});

Exposition('should render() exactly what a scrape returns', async () => {
  const mw = metrics();
  const app = appWith(mw);
  await app.request('/users/3');
  const rendered = mw.render();
  assert.is((await app.request('/metrics')).body, rendered);
});

Exposition('should serve over a real connection', async () => {
  const running = await listen(appWith(metrics()));
  try {
    await running.request('/users');
    const res = await running.request('/metrics');
    assert.is(res.status, 200);
    assert.is(res.headers['content-type'], METRICS_CONTENT_TYPE);
    assert.is(sample(res.body, 'fw_requests_total'), 1);
  } finally {
    await running.close();
  }
});

Exposition.run();

// ---------------------------------------------------------------------------------------------
const Histogram = suite('metrics (histogram)');

Histogram('should keep a duration histogram by method and route pattern, never the raw path', async () => {
  const app = appWith(metrics());
  for (const id of ['1', '2', 'secret-token']) await app.request(`/users/${id}`);
  await app.request('/users', { method: 'POST', body: {} });
  await app.request('/nope/123');
  await app.request('/cache', { method: 'PURGE' });
  const body = (await app.request('/metrics')).body;
  assert.not.ok(body.includes('secret-token'));
  assert.not.ok(body.includes('/nope'));
  const series = body.split('\n').filter((l) => l.startsWith('fw_request_duration_seconds_count'));
  assert.equal(series, [
    'fw_request_duration_seconds_count{method="other",route="/cache"} 1',
    'fw_request_duration_seconds_count{method="POST",route="/users"} 1',
    'fw_request_duration_seconds_count{method="GET",route="/users/:id"} 3',
    'fw_request_duration_seconds_count{method="GET",route="unmatched"} 1',
  ]);
  const buckets = body
    .split('\n')
    .filter((l) => l.startsWith('fw_request_duration_seconds_bucket{method="GET",route="/users/:id"'));
  assert.equal(
    buckets.map((l) => /le="([^"]+)"/.exec(l)![1]),
    [
      '0.0005',
      '0.001',
      '0.0025',
      '0.005',
      '0.01',
      '0.025',
      '0.05',
      '0.1',
      '0.25',
      '0.5',
      '1',
      '2.5',
      '5',
      '10',
      '+Inf',
    ],
  );
  const counts = buckets.map((l) => Number(l.split(' ')[1]));
  assert.ok(
    counts.every((c, i) => i === 0 || c >= counts[i - 1]!),
    'buckets are cumulative',
  );
  assert.is(counts[counts.length - 1], 3);
  assert.ok(body.includes('# TYPE fw_request_duration_seconds histogram\n'));
});

Histogram('should use custom buckets', async () => {
  const app = appWith(metrics({ buckets: [0.1, 1] }));
  await app.request('/users');
  const body = (await app.request('/metrics')).body;
  assert.equal(
    body
      .split('\n')
      .filter((l) => l.startsWith('fw_request_duration_seconds_bucket'))
      .map((l) => l.replace(/ \d+$/, '')),
    [
      'fw_request_duration_seconds_bucket{method="GET",route="/users",le="0.1"}',
      'fw_request_duration_seconds_bucket{method="GET",route="/users",le="1"}',
      'fw_request_duration_seconds_bucket{method="GET",route="/users",le="+Inf"}',
    ],
  );
});

Histogram('should leave the histogram out with histogram: false', async () => {
  const app = appWith(metrics({ histogram: false }));
  await app.request('/users');
  assert.not.ok((await app.request('/metrics')).body.includes('fw_request_duration_seconds'));
});

Histogram.run();

// ---------------------------------------------------------------------------------------------
const Promtool = suite('metrics (promtool check metrics)');

const PROMTOOL = ['/usr/bin/promtool', '/usr/local/bin/promtool'].find((p) => existsSync(p));
/** The lint findings promtool reports for the names seed 4.3 fixes; nothing else is allowed. */
const SEED_LINT = new Set([
  'fw_requests_by_status counter metrics should have "_total" suffix',
  'fw_requests_by_method counter metrics should have "_total" suffix',
  'fw_request_duration_us_sum counter metrics should have "_total" suffix',
  'fw_request_duration_us_sum metric names should not contain abbreviated units',
  'fw_request_duration_us_sum non-histogram and non-summary metrics should not have "_sum" suffix',
  'fw_request_duration_us_count counter metrics should have "_total" suffix',
  'fw_request_duration_us_count metric names should not contain abbreviated units',
  'fw_request_duration_us_count non-histogram and non-summary metrics should not have "_count" suffix',
]);

function promtool(text: string): { status: number | null; out: string } {
  if (PROMTOOL === undefined)
    assert.unreachable('promtool is missing: run node scripts/system-deps.mjs (apt package prometheus)');
  const result = spawnSync(PROMTOOL!, ['check', 'metrics'], { input: text, encoding: 'utf8', timeout: 30_000 });
  return { status: result.status, out: (result.stdout + result.stderr).trim() };
}

/** A scrape of an app that saw every kind of request, over a real connection. */
async function realScrape(): Promise<string> {
  const running = await listen(appWith(metrics()));
  try {
    for (const path of ['/users', '/users/1', '/moved', '/nope', '/throw', '/teapot']) await running.request(path);
    await running.request('/users', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    await running.request('/cache', { method: 'PURGE' });
    const res = await running.request('/metrics');
    assert.is(res.status, 200);
    return res.body;
  } finally {
    await running.close();
  }
}

Promtool('should parse without errors; the only lint findings are about the seed-mandated names', async () => {
  const body = await realScrape();
  const { status, out } = promtool(body);
  assert.ok(
    status === 0 || status === 3,
    `promtool exit ${status} (0: clean, 3: lint findings; anything else is a parse error): ${out}`,
  );
  assert.not.match(out, /error|parsing|invalid/i);
  const findings = out === '' ? [] : out.split('\n');
  for (const finding of findings) assert.ok(SEED_LINT.has(finding), `unexpected promtool finding: ${finding}`);
  assert.ok(findings.length > 0 || status === 0);
});

Promtool(
  'should pass promtool with no finding at all for everything beyond the seed names (the histogram)',
  async () => {
    const body = await realScrape();
    const histogram = body.slice(body.indexOf('# HELP fw_request_duration_seconds'));
    assert.ok(histogram.includes('fw_request_duration_seconds_bucket{'));
    const firstSeed = body.slice(0, body.indexOf('# HELP fw_requests_by_status'));
    const { status, out } = promtool(firstSeed + histogram);
    assert.is(out, '');
    assert.is(status, 0);
  },
);

Promtool('should see promtool reject a broken exposition (the check is not vacuous)', () => {
  const { status, out } = promtool('# TYPE fw_requests_total counter\nfw_requests_total{class="2xx} 1\n');
  assert.is.not(status, 0);
  assert.is.not(status, 3);
  assert.match(out, /pars/i);
});

Promtool.run();

// ---------------------------------------------------------------------------------------------
const Config = suite('metrics (configuration)');

Config('should refuse a bad path, histogram flag or bucket list with FW_ERR_METRICS_CONFIG', () => {
  const bad: unknown[] = [
    { path: 'metrics' },
    { path: '/metrics/' },
    { path: '/' },
    { path: '' },
    { path: '/a b' },
    { path: '/a/../b' },
    { path: 7 },
    { histogram: 'yes' },
    { buckets: [] },
    { buckets: [1, 0.5] },
    { buckets: [0.5, 0.5] },
    { buckets: [-1, 1] },
    { buckets: [0, 1] },
    { buckets: [1, Infinity] },
    { buckets: [1, NaN] },
    { buckets: ['1'] },
    { buckets: '0.1,1' },
  ];
  for (const options of bad)
    assert.is(
      codeOf(() => metrics(options as never)),
      'FW_ERR_METRICS_CONFIG',
      JSON.stringify(options),
    );
});

Config('should name its middleware and accept the defaults', () => {
  const mw = metrics();
  assert.is(mw.name, 'metrics');
  assert.type(mw.render, 'function');
});

Config.run();
