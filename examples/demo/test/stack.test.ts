/** The demo with the full recommended stack: exact log lines, request IDs, /metrics through promtool, /health. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request } from 'undici';
import { Server } from '@fw/runtime';
import { createApp } from '../dist/app.js';

const PROMTOOL = '/usr/bin/promtool';
const stack = suite('demo observability stack');

/** Starts the demo with log lines collected in `lines`. */
async function start(format: 'text' | 'json') {
  const lines: string[] = [];
  let app: ReturnType<typeof createApp> | undefined;
  const server = Server.init({ port: 0 }, (req, res) => app!.handler(req, res));
  app = createApp({ logs: (line) => lines.push(line), logFormat: format, server });
  await server.listen();
  return { server, lines, url: server.url };
}

stack('should write the exact text log line with the request id, and round-trip a client id', async () => {
  const { server, lines, url } = await start('text');
  try {
    const res = await request(`${url}/users/1`, { headers: { 'x-request-id': 'client-abc.123' } });
    assert.is(res.statusCode, 200);
    assert.is(res.headers['x-request-id'], 'client-abc.123');
    await res.body.text();
    assert.is(lines.length, 1);
    assert.match(lines[0]!, /^\[info\] GET \/users\/1 -> 200 \(\d+us\) \[client-abc\.123\]$/);

    const missing = await request(`${url}/users/99`);
    const generated = String(missing.headers['x-request-id']);
    await missing.body.text();
    assert.match(generated, /^fw-[0-9a-f]+-[0-9a-f]+$/);
    assert.match(lines[1]!, new RegExp(`^\\[warn\\] GET /users/99 -> 404 \\(\\d+us\\) \\[${generated}\\]$`));

    const hostile = await request(`${url}/users/1`, { headers: { 'x-request-id': 'bad id with spaces' } });
    await hostile.body.text();
    assert.match(String(hostile.headers['x-request-id']), /^fw-/, 'an invalid client id is replaced');
  } finally {
    await server.close();
  }
});

stack('should write one JSON object per line in json format', async () => {
  const { server, lines, url } = await start('json');
  try {
    const res = await request(`${url}/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":""}',
    });
    assert.is(res.statusCode, 400);
    const id = String(res.headers['x-request-id']);
    await res.body.text();
    assert.is(lines.length, 1);
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    assert.equal(Object.keys(entry), ['time', 'level', 'method', 'path', 'status', 'duration_us', 'request_id']);
    assert.is(entry['level'], 'warn');
    assert.is(entry['method'], 'POST');
    assert.is(entry['path'], '/users');
    assert.is(entry['status'], 400);
    assert.is(entry['request_id'], id);
    assert.ok(Number.isInteger(entry['duration_us']));
    assert.ok(!Number.isNaN(Date.parse(String(entry['time']))));
  } finally {
    await server.close();
  }
});

stack('should serve /health and keep health checks out of logs and metrics', async () => {
  const { server, lines, url } = await start('text');
  try {
    for (let i = 0; i < 3; i++) {
      const res = await request(`${url}/health`);
      assert.is(res.statusCode, 200);
      assert.is(res.headers['content-type'], 'application/json; charset=utf-8');
      assert.is(await res.body.text(), '{"status":"ok"}');
    }
    await (await request(`${url}/users`)).body.text();
    assert.is(lines.length, 1, 'only the /users request is logged');
    const scrape = await (await request(`${url}/metrics`)).body.text();
    assert.match(scrape, /^fw_requests_total 1$/m);
    assert.match(scrape, /^fw_requests_by_method\{method="GET"\} 1$/m);
  } finally {
    await server.close();
  }
});

stack('should expose metrics that promtool parses, counting app requests by status class', async () => {
  assert.ok(existsSync(PROMTOOL), `${PROMTOOL} is missing: the test command installs it (apt-get install prometheus)`);
  const { server, url } = await start('text');
  try {
    for (const path of ['/users', '/users/1', '/users/404', '/nope'])
      await (await request(`${url}${path}`)).body.text();
    const res = await request(`${url}/metrics`);
    assert.is(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/plain; version=0\.0\.4/);
    const scrape = await res.body.text();
    assert.match(scrape, /^# TYPE fw_requests_total counter$/m);
    assert.match(scrape, /^fw_requests_total 4$/m);
    assert.match(scrape, /^fw_requests_by_status\{class="2xx"\} 2$/m);
    assert.match(scrape, /^fw_requests_by_status\{class="4xx"\} 2$/m);
    assert.match(scrape, /^fw_request_duration_us_count 4$/m);
    const check = spawnSync(PROMTOOL, ['check', 'metrics'], { input: scrape, encoding: 'utf8', timeout: 30_000 });
    const findings = `${check.stdout}${check.stderr}`.split('\n').filter((line) => line.trim() !== '');
    // promtool parses the whole scrape; its only findings are lint notes on the names fw's
    // metrics keep (no _total suffix, the "us" unit, _sum/_count counters), never a parse error.
    assert.ok(check.status === 0 || check.status === 3, `promtool exit ${check.status}: ${findings.join(' | ')}`);
    const allowed =
      /^fw_request(s_by_status|s_by_method|_duration_us_sum|_duration_us_count) (counter metrics should have "_total" suffix|metric names should not contain abbreviated units|non-histogram and non-summary metrics should not have "_(sum|count)" suffix)$/;
    for (const line of findings) assert.match(line, allowed, line);
    // The same scrape without those families passes promtool with nothing to say.
    const rest = scrape
      .split('\n')
      .filter((line) => !/fw_requests_by_(status|method)|fw_request_duration_us_(sum|count)/.test(line))
      .join('\n');
    const clean = spawnSync(PROMTOOL, ['check', 'metrics'], { input: rest, encoding: 'utf8', timeout: 30_000 });
    assert.is(clean.status, 0, `${clean.stdout}${clean.stderr}`);
  } finally {
    await server.close();
  }
});

stack('should count requests through telemetry, including failed ones', async () => {
  const app = createApp({ logs: () => {} });
  await app.request('/users');
  await app.request('/users/abc');
  await app.request('/nope');
  const res = await app.request('/api/v1/admin/traffic', { headers: { authorization: 'Bearer demo-admin' } });
  const traffic = res.json<{ requests: number; totalUs: number; averageUs: number }>();
  assert.is(traffic.requests, 3, 'three requests ended before this one');
  assert.ok(traffic.totalUs >= 0 && traffic.averageUs >= 0);
});

stack('should answer 503 from /health once the server is closing', async () => {
  const { server, url } = await start('text');
  const pending = request(`${url}/users`, { headers: { connection: 'keep-alive' } });
  await (await pending).body.text();
  const closing = server.close();
  const app = createApp({ logs: () => {}, server });
  const res = await app.request('/health');
  assert.is(res.status, 503);
  assert.equal(res.json(), { status: 'unavailable', closing: true });
  await closing;
});

stack.run();
