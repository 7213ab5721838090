/**
 * runCluster with real worker processes (node:cluster) of test/cluster/app.ts: request IDs unique
 * across workers, log lines whole, /metrics summed over the workers (and accepted by promtool),
 * graceful stop with in-flight requests finishing and health 503 while draining, restarts with
 * doubling delays, and a scrape that survives a worker dying during it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Agent, request } from 'undici';
import { FwError } from '@fw/runtime';
import { runCluster } from '@fw/runtime/cluster';
import { CRASH_AT_START, PRIMARY, json, spawnNode, startCluster, type Proc } from './cluster/run.js';
import { eventually } from './helpers.js';

const Cluster = suite('runCluster');

interface Answer {
  readonly status: number;
  readonly pid: string;
  readonly id: string;
  readonly body: string;
}

async function get(url: string, dispatcher: Agent, fresh = false): Promise<Answer> {
  const res = await request(url, { dispatcher, reset: fresh, headersTimeout: 15_000, bodyTimeout: 15_000 });
  const body = await res.body.text();
  return { status: res.statusCode, pid: String(res.headers['x-pid']), id: String(res.headers['x-request-id']), body };
}

/** Runs `count` requests made by `make(i)`, `lanes` at a time. */
async function load<T>(count: number, lanes: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await make(i);
      }
    }),
  );
  return results;
}

function sample(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(name + ' '));
  assert.ok(line !== undefined, `no ${name} in:\n${text}`);
  return Number(line.slice(name.length + 1));
}

/** Resolves once `count` requests to /slow?until=... have reached the workers (each says so on stdout). */
async function arrived(proc: Proc, count: number): Promise<void> {
  await eventually(
    () => proc.out.filter((l) => json(l)?.['slow'] === 'in').length >= count,
    `${count} slow request(s) reach the workers`,
  );
}

const PROMTOOL = ['/usr/bin/promtool', '/usr/local/bin/promtool'].find((p) => existsSync(p));

Cluster('should keep request IDs unique, log lines whole and /metrics summed over 2 workers', async () => {
  const cluster = await startCluster(2);
  const agent = new Agent({ connections: 16, keepAliveTimeout: 2000 });
  try {
    const PIDS = 2000;
    const SHORT = 200;
    const LONG = 8;
    const LONG_SIZE = 300_000;
    const answers = await load(PIDS, 16, () => get(cluster.url + '/pid', agent));
    const lines = await load(SHORT + LONG, 8, (i) =>
      get(cluster.url + `/line?n=${i < LONG ? LONG_SIZE : 3000}`, agent),
    );
    assert.ok(answers.every((a) => a.status === 200) && lines.every((a) => a.status === 200));
    const ids = new Set(answers.map((a) => a.id));
    assert.is(ids.size, PIDS, 'every request ID is unique');
    assert.is(new Set(answers.map((a) => a.pid)).size, 2, 'both workers served requests');

    const total = PIDS + SHORT + LONG;
    const scrapers = new Set<string>();
    let text = '';
    for (let i = 0; i < 20 && (i < 6 || scrapers.size < 2); i++) {
      const scrape = await get(cluster.url + '/metrics', agent, true);
      assert.is(scrape.status, 200);
      scrapers.add(scrape.pid);
      text = scrape.body;
      assert.ok(text.startsWith('# fw cluster: sum over 2 of 2 workers\n'), text.slice(0, 200));
      assert.is(sample(text, 'fw_requests_total'), total, `scrape ${i} (worker ${scrape.pid}) has every request`);
      assert.is(sample(text, 'fw_requests_by_status{class="2xx"}'), total);
      assert.is(sample(text, 'fw_requests_by_method{method="GET"}'), total);
      assert.is(sample(text, 'fw_request_duration_us_count'), total);
      const counts = text.split('\n').filter((l) => l.startsWith('fw_request_duration_seconds_count{'));
      assert.is(
        counts.reduce((n, l) => n + Number(l.split(' ').pop()), 0),
        total,
        'the histogram counts every request',
      );
    }
    assert.is(scrapers.size, 2, 'scrapes answered by both workers');
    assert.ok(PROMTOOL !== undefined, 'promtool is missing: run node scripts/system-deps.mjs (apt package prometheus)');
    const checked = spawnSync(PROMTOOL, ['check', 'metrics'], { input: text, encoding: 'utf8', timeout: 30_000 });
    const findings = (checked.stdout + checked.stderr)
      .split('\n')
      .filter(
        (l) =>
          l.trim() !== '' &&
          !/should have "_total" suffix|abbreviated units|should not have "_(sum|count)" suffix/.test(l),
      );
    assert.equal(findings, [], 'promtool finds nothing beyond the seed names');

    assert.is(await cluster.proc.stop(), 0);
    // Every line the primary passed on is whole: one JSON object, from one worker.
    const bad = cluster.proc.out.filter((l) => l !== '' && json(l) === undefined);
    assert.equal(
      bad.map((l) => l.slice(0, 80) + `... (${l.length} chars)`),
      [],
      'no line is broken or mixed',
    );
    const logged = cluster.proc.out.map(json).filter((o) => o?.['path'] === '/pid');
    assert.is(logged.length, PIDS);
    assert.equal(new Set(logged.map((o) => o!['request_id'])), ids);
    const long = cluster.proc.out
      .map(json)
      .filter((o) => typeof o?.['line'] === 'string' && o['line'].length === LONG_SIZE);
    assert.is(long.length, LONG);
  } finally {
    await agent.close();
    await cluster.proc.stop('SIGKILL');
  }
});

Cluster('should let in-flight requests finish and answer health 503 while draining after SIGTERM', async () => {
  // The drain delay is the window in which the requests below are served while draining: generous, as a hang guard is.
  const cluster = await startCluster(2, { DRAIN_DELAY: '3000' });
  const agent = new Agent({ connections: 8 });
  try {
    assert.is((await get(cluster.url + '/health', agent, true)).status, 200);
    // Requests that answer once their worker has begun to close, on separate connections, so both workers hold some.
    const slow = Array.from({ length: 6 }, () => get(cluster.url + '/slow?until=closing', agent, true));
    await arrived(cluster.proc, 6);
    cluster.proc.child.kill('SIGTERM');
    await cluster.proc.waitLine('err', (l) => json(l)?.['msg'] === 'stopping 2 worker(s) gracefully');
    // Each worker answers 503 from the moment it begins to drain; ask until the one asked has.
    let draining: Answer | undefined;
    await eventually(async () => {
      draining = await get(cluster.url + '/health', agent, true);
      return draining.status !== 200;
    }, 'a draining worker answers the health check');
    assert.is(draining!.status, 503);
    assert.is(draining!.body, '{"status":"unavailable","closing":true}');
    const served = await get(cluster.url + '/pid', agent, true);
    assert.is(served.status, 200, 'requests that still arrive while draining are served');
    const done = await Promise.all(slow);
    assert.equal(
      done.map((a) => a.status),
      [200, 200, 200, 200, 200, 200],
    );
    assert.is(new Set(done.map((a) => a.pid)).size, 2);
    assert.is(await cluster.proc.exited, 0);
  } finally {
    await agent.close();
    await cluster.proc.stop('SIGKILL');
  }
});

Cluster('should let in-flight requests finish on SIGTERM when the app has its own signal handler', async () => {
  const cluster = await startCluster(2, { APP_SIGNALS: '1' });
  const agent = new Agent({ connections: 8 });
  try {
    // In flight when SIGTERM comes: they answer once their worker has begun to close.
    const slow = Array.from({ length: 6 }, () => get(cluster.url + '/slow?until=closing', agent, true));
    await arrived(cluster.proc, 6);
    cluster.proc.child.kill('SIGTERM');
    const done = await Promise.all(slow);
    assert.equal(
      done.map((a) => a.status),
      [200, 200, 200, 200, 200, 200],
    );
    assert.is(await cluster.proc.exited, 0);
    assert.ok(cluster.proc.err.some((l) => json(l)?.['msg'] === 'all workers stopped'));
    assert.not.ok(
      cluster.proc.err.some((l) => json(l)?.['level'] === 'err'),
      'no worker had to be killed',
    );
  } finally {
    await agent.close();
    await cluster.proc.stop('SIGKILL');
  }
});

Cluster('should kill the workers still running after shutdownTimeout and exit 1', async () => {
  const cluster = await startCluster(1, {}, ['1000', '500']);
  const agent = new Agent({ connections: 2 });
  try {
    // A request that never ends: only killing its worker ends it.
    const slow = get(cluster.url + '/slow?until=never', agent, true).then(
      (a) => a.status,
      () => 'cut',
    );
    await arrived(cluster.proc, 1);
    cluster.proc.child.kill('SIGTERM');
    assert.is(await cluster.proc.exited, 1);
    const killed = cluster.proc.err.map(json).find((o) => o?.['level'] === 'err');
    assert.is(killed?.['msg'], 'worker did not stop within 500ms; killing it');
    assert.is(await slow, 'cut', 'the request outlived the bound and was cut with its worker');
  } finally {
    await agent.close();
    await cluster.proc.stop('SIGKILL');
  }
});

Cluster('should restart a worker that dies, and serve again', async () => {
  const cluster = await startCluster(2);
  const agent = new Agent({ connections: 4 });
  try {
    const first = await get(cluster.url + '/exit', agent, true);
    assert.is(first.status, 200);
    const exit = json(
      await cluster.proc.waitLine('err', (l) =>
        /^worker \d exited; restarting in 100ms$/.test(String(json(l)?.['msg'])),
      ),
    )!;
    assert.is(exit['code'], 3);
    assert.is(exit['pid'], Number(first.pid));
    const slot = String(exit['msg']).split(' ')[1];
    await cluster.proc.waitLine(
      'err',
      (l) => json(l)?.['msg'] === `worker ${slot} listening` && json(l)?.['pid'] !== Number(first.pid),
    );
    const pids = new Set<string>();
    for (let i = 0; i < 8; i++) pids.add((await get(cluster.url + '/pid', agent, true)).pid);
    assert.not.ok(pids.has(first.pid));
    assert.is(pids.size, 2, 'the new worker serves beside the other');
    assert.is(await cluster.proc.stop(), 0);
  } finally {
    await agent.close();
    await cluster.proc.stop('SIGKILL');
  }
});

Cluster('should back off from a crash loop, doubling the delay up to its maximum', async () => {
  const proc = spawnNode(PRIMARY, [CRASH_AT_START, '1']);
  try {
    const delays: number[] = [];
    for (let n = 1; n <= 5; n++) {
      const line = await proc.waitLine('err', (l) => json(l)?.['deaths_in_a_row'] === n);
      delays.push(json(line)!['restart_in_ms'] as number);
    }
    assert.equal(delays, [100, 200, 400, 400, 400]);
    assert.is(await proc.stop(), 0);
  } finally {
    await proc.stop('SIGKILL');
  }
});

Cluster('should answer a scrape when a worker dies while the primary waits for it', async () => {
  // The primary would wait 8 s for a silent worker; the death must end the wait sooner.
  const cluster = await startCluster(2, {}, ['8000']);
  const agent = new Agent({ connections: 4 });
  try {
    await get(cluster.url + '/pid', agent, true);
    // The worker blocks for 1.5 s, then dies: the scrape below reaches the primary meanwhile (it is sent once the block
    // has begun; 1.5 s is only the room it has to get there).
    const blocker = await get(cluster.url + '/block-then-exit?ms=1500', agent, true);
    assert.is(blocker.status, 200);
    await cluster.proc.waitLine('out', (l) => json(l)?.['blocking'] === Number(blocker.pid));
    const scrape = await get(cluster.url + '/metrics', agent, true);
    assert.is(scrape.status, 200);
    assert.is.not(scrape.pid, blocker.pid);
    assert.ok(scrape.body.startsWith('# fw cluster: sum over 1 of 2 workers\n'), scrape.body.slice(0, 100));
    const exit = await cluster.proc.waitLine('err', (l) => json(l)?.['code'] === 4);
    assert.is(json(exit)!['pid'], Number(blocker.pid));
    assert.is(await cluster.proc.stop(), 0);
  } finally {
    await agent.close();
    await cluster.proc.stop('SIGKILL');
  }
});

Cluster('should keep serving when the reader of its stdout goes away', async () => {
  const cluster = await startCluster(2);
  const agent = new Agent({ connections: 4 });
  try {
    // As `fwc start | head` does once head has its lines: the pipe's reading end closes.
    cluster.proc.child.stdout!.destroy();
    // More output than the pipes from the workers hold (64 KiB each): a primary that stopped
    // reading them would leave the workers blocked in their writes.
    for (let i = 0; i < 12; i++) assert.is((await get(cluster.url + '/line?n=100000', agent, true)).status, 200);
    const pids = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const answer = await get(cluster.url + '/pid', agent, true);
      assert.is(answer.status, 200);
      pids.add(answer.pid);
    }
    assert.is(pids.size, 2);
    assert.is(await cluster.proc.stop(), 0, 'the primary did not crash on EPIPE');
  } finally {
    await agent.close();
    await cluster.proc.stop('SIGKILL');
  }
});

Cluster('should refuse bad options with FW_ERR_CLUSTER_CONFIG', () => {
  const code = (fn: () => unknown): string | undefined => {
    try {
      fn();
    } catch (error) {
      return error instanceof FwError ? error.code : 'not an FwError';
    }
    return undefined;
  };
  assert.is(
    code(() => runCluster({ entry: '/nonexistent/main.js' })),
    'FW_ERR_CLUSTER_CONFIG',
  );
  assert.is(
    code(() => runCluster({ entry: '' })),
    'FW_ERR_CLUSTER_CONFIG',
  );
  assert.is(
    code(() => runCluster({ entry: PRIMARY, workers: 0 })),
    'FW_ERR_CLUSTER_CONFIG',
  );
  assert.is(
    code(() => runCluster({ entry: PRIMARY, workers: 1.5 })),
    'FW_ERR_CLUSTER_CONFIG',
  );
  assert.is(
    code(() => runCluster({ entry: PRIMARY, logFormat: 'xml' as 'json' })),
    'FW_ERR_CLUSTER_CONFIG',
  );
  assert.is(
    code(() => runCluster({ entry: PRIMARY, shutdownTimeout: -1 })),
    'FW_ERR_CLUSTER_CONFIG',
  );
  assert.is(
    code(() => runCluster({ entry: PRIMARY, restartDelay: 500, maxRestartDelay: 100 })),
    'FW_ERR_CLUSTER_CONFIG',
  );
});

Cluster.run();
