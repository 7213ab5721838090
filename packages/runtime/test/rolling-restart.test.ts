/**
 * Rolling restarts behind a real load balancer: two fw instances (test/cluster/app.ts, each its own
 * process and port, health({ server }), drainDelay) behind Debian's haproxy, started here on
 * 127.0.0.1 with a generated config that checks GET /health every 100 ms. While a steady load of
 * keep-alive requests goes through haproxy, each instance in turn gets SIGTERM, exits, and starts
 * again on its port. Every request must be answered 200: the readiness 503 during the drain delay
 * takes the instance out of rotation before it stops listening, and responses sent while draining
 * carry Connection: close, so haproxy never reuses a connection the instance is about to close.
 */
import { freePort } from './redis-server.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Agent, request } from 'undici';
import { APP, spawnNode, type Proc } from './cluster/run.js';
import { eventually, HANG_MS } from './helpers.js';

const HAPROXY = '/usr/sbin/haproxy';
/** haproxy checks every 100 ms and marks a server down after one failed check: the drain delay must cover that, with room to spare on a loaded machine. */
const DRAIN_DELAY = 1000;

/** FW_HAPROXY_LOG=1 prints haproxy's log of every request (the fifth count of a line is its retries). */
const LOG = process.env['FW_HAPROXY_LOG'] === '1';

const Rolling = suite('rolling restart behind haproxy');

function config(front: number, backends: readonly number[]): string {
  return [
    'global',
    '  maxconn 2000',
    ...(LOG ? ['  log stderr format short local0'] : []),
    'defaults',
    '  mode http',
    ...(LOG ? ['  log global', '  option httplog'] : []),
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  timeout http-keep-alive 10s',
    // A health check slowed by a busy machine is not a server going down (the default is the 100 ms interval).
    '  timeout check 2s',
    'frontend web',
    `  bind 127.0.0.1:${front}`,
    '  default_backend fw',
    'backend fw',
    '  balance roundrobin',
    '  option httpchk GET /health',
    '  http-check expect status 200',
    '  default-server inter 100ms fastinter 100ms downinter 100ms fall 1 rise 1',
    ...backends.map((port, i) => `  server fw${i + 1} 127.0.0.1:${port} check`),
    '',
  ].join('\n');
}

async function healthy(port: number, agent: Agent): Promise<void> {
  const deadline = performance.now() + HANG_MS;
  for (;;) {
    try {
      const res = await request(`http://127.0.0.1:${port}/health`, { dispatcher: agent, reset: true });
      await res.body.text();
      if (res.statusCode === 200) return;
    } catch {
      // Not listening yet.
    }
    if (performance.now() > deadline) throw new Error(`instance on port ${port} did not become healthy (hang guard)`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

function startInstance(port: number): Proc {
  return spawnNode(APP, [], { PORT: String(port), DRAIN_DELAY: String(DRAIN_DELAY), APP_SIGNALS: '1' });
}

Rolling('should answer every request 200 while each instance restarts in turn', async () => {
  assert.ok(existsSync(HAPROXY), `${HAPROXY} is missing: run node scripts/system-deps.mjs (apt package haproxy)`);
  const dir = mkdtempSync(join(tmpdir(), 'fw-haproxy-'));
  const ports = [await freePort(), await freePort()];
  const front = await freePort();
  writeFileSync(join(dir, 'haproxy.cfg'), config(front, ports));
  const direct = new Agent({ connections: 4 });
  const client = new Agent({ connections: 32, keepAliveTimeout: 4000 });
  const instances: Proc[] = ports.map(startInstance);
  let haproxy: ChildProcess | null = null;
  const haproxyLog: string[] = [];
  let loading = true;
  let loader: Promise<void> = Promise.resolve();
  try {
    for (const port of ports) await healthy(port, direct);
    haproxy = spawn(HAPROXY, ['-f', join(dir, 'haproxy.cfg'), '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
    haproxy.stdout!.on('data', (chunk: Buffer) => haproxyLog.push(chunk.toString()));
    haproxy.stderr!.on('data', (chunk: Buffer) => haproxyLog.push(chunk.toString()));
    await healthy(front, direct);

    // A steady load: a request every 20 ms (50 per second), a fifth of them slow enough to be in
    // flight when an instance gets SIGTERM, all on keep-alive connections through haproxy.
    const outcomes: { path: string; status: number | string; pid: string }[] = [];
    const pending = new Set<Promise<void>>();
    loader = (async () => {
      let n = 0;
      while (loading) {
        const path = n++ % 5 === 0 ? '/slow?ms=300' : '/pid';
        const one = request(`http://127.0.0.1:${front}${path}`, {
          dispatcher: client,
          headersTimeout: 15_000,
          bodyTimeout: 15_000,
        })
          .then(async (res) => {
            await res.body.text();
            outcomes.push({ path, status: res.statusCode, pid: String(res.headers['x-pid']) });
          })
          .catch((error: unknown) => {
            outcomes.push({
              path,
              status: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
              pid: '',
            });
          });
        pending.add(one);
        void one.finally(() => pending.delete(one));
        await new Promise((done) => setTimeout(done, 20));
      }
      await Promise.all(pending);
    })();

    // Both instances serve through haproxy before the first restart.
    const pidOf = (proc: Proc): string => String(proc.child.pid);
    await eventually(
      () => instances.every((proc) => outcomes.some((o) => o.pid === pidOf(proc))),
      'both instances answer through haproxy',
    );
    const pidsBefore = new Set(outcomes.map((o) => o.pid));
    /** How many requests were answered while each instance was down, restarted, and not yet back in rotation. */
    const whileDown: number[] = [];
    for (let i = 0; i < instances.length; i++) {
      assert.is(await instances[i]!.stop('SIGTERM', HANG_MS), 0, `instance ${i + 1} exits 0 after its graceful close`);
      const down = outcomes.length;
      // The new version takes a while to come up, as deploys do: meanwhile the port refuses
      // connections, longer than haproxy's 3 connection retries to the same server last. (Part of the
      // scenario, not a wait for something to happen.)
      await new Promise((done) => setTimeout(done, 4000));
      instances[i] = startInstance(ports[i]!);
      await healthy(ports[i]!, direct);
      // Back in rotation (haproxy rises after one good check), and serving before the next restart.
      const restarted = pidOf(instances[i]!);
      await eventually(
        () => outcomes.some((o) => o.pid === restarted),
        `restarted instance ${i + 1} answers through haproxy`,
      );
      whileDown.push(outcomes.slice(down).filter((o) => o.pid !== restarted).length);
    }
    loading = false;
    await loader;

    const failed = outcomes.filter((o) => o.status !== 200);
    assert.ok(
      whileDown.every((n) => n > 0),
      `the load went on while each instance was down (${whileDown.join(', ')} requests answered)`,
    );
    if (LOG) console.log(haproxyLog.join(''));
    assert.equal(failed, [], `0 failed requests out of ${outcomes.length}; haproxy said:\n${haproxyLog.join('')}`);
    const pidsAfter = new Set(outcomes.slice(-40).map((o) => o.pid));
    assert.is(pidsBefore.size, 2);
    assert.is(pidsAfter.size, 2, 'both restarted instances serve at the end');
    assert.not.ok(
      [...pidsAfter].some((pid) => pidsBefore.has(pid)),
      'the answers at the end come from the new processes',
    );
  } finally {
    loading = false;
    await loader.catch(() => {});
    haproxy?.kill('SIGKILL');
    await Promise.all(instances.map((proc) => proc.stop('SIGKILL')));
    await client.close();
    await direct.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

Rolling.run();
