/** fwc start: runs a built app in worker processes (node:cluster), finds its entry, and stops gracefully on SIGTERM. */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Agent, request } from 'undici';
import { FWC, fwc, plainEnv, removeDir, tempDir } from './helpers.js';

const APP = path.join(path.dirname(fileURLToPath(import.meta.url)), 'start-app.js');

const Start = suite('fwc start');

/** Starts `fwc start ...args` in `cwd`; resolves once `workers` workers listen, with the port and the process. */
function startFwc(args: readonly string[], cwd: string, workers: number) {
  const child = spawn(process.execPath, [FWC, 'start', ...args], {
    cwd,
    env: plainEnv({ PORT: '0' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const port =
    workers === 0
      ? Promise.resolve(0)
      : new Promise<number>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`workers did not listen in time:\n${stderr}`)), 30_000);
          child.stderr.on('data', () => {
            const listening = [
              ...stderr.matchAll(/^fw cluster: worker \d+ listening pid=\d+ address=127\.0\.0\.1:(\d+)$/gm),
            ];
            if (listening.length >= workers) {
              clearTimeout(timer);
              resolve(Number(listening[0]![1]));
            }
          });
        });
  return { child, port, exited, out: () => stdout, err: () => stderr };
}

Start('should run the entry in N workers sharing one port and exit 0 after a graceful SIGTERM', async () => {
  const dir = tempDir('start');
  const agent = new Agent({ connections: 4 });
  const run = startFwc([APP, '--workers', '2', '--', '--flag', 'x'], dir, 2);
  try {
    const port = await run.port;
    const pids = new Set<number>();
    for (let i = 0; i < 8; i++) {
      const res = await request(`http://127.0.0.1:${port}/pid`, { dispatcher: agent, reset: true });
      const body = (await res.body.json()) as { pid: number; argv: string[] };
      assert.equal(body.argv, ['--flag', 'x'], 'arguments after -- reach the app');
      pids.add(body.pid);
    }
    assert.is(pids.size, 2, 'both workers answer on the one port');
    const slow = request(`http://127.0.0.1:${port}/slow`, { dispatcher: agent, reset: true });
    // SIGTERM once the request is in its worker (a hang guard of 30 s, not a speed claim).
    for (const end = performance.now() + 30_000; !/^app \d+ slow request in$/m.test(run.out());) {
      assert.ok(performance.now() < end, `the slow request did not reach a worker:\n${run.err()}`);
      await new Promise((done) => setTimeout(done, 10));
    }
    run.child.kill('SIGTERM');
    const answer = await slow;
    assert.is(answer.statusCode, 200, 'the in-flight request finishes');
    await answer.body.text();
    assert.is(await run.exited, 0);
    assert.match(run.err(), /^fw cluster: all workers stopped$/m);
    assert.is(run.out().match(/^app \d+ listening on /gm)?.length, 2, "the workers' output comes through the primary");
  } finally {
    await agent.close();
    run.child.kill('SIGKILL');
    removeDir(dir);
  }
});

Start('should take the entry from package.json "main", and otherwise ask for dist/main.js', async () => {
  const dir = tempDir('start-main');
  const run = (() => {
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'x', main: APP }));
    return startFwc(['-w', '1', '--log-format', 'json'], dir, 0);
  })();
  try {
    const line = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(run.err())), 30_000);
      run.child.stderr.on('data', () => {
        const found = run
          .err()
          .split('\n')
          .find((l) => l.includes('"msg":"worker 1 listening"'));
        if (found !== undefined) {
          clearTimeout(timer);
          resolve(found);
        }
      });
    });
    assert.ok(JSON.parse(line).pid > 0, 'JSON lines with --log-format json');
    run.child.kill('SIGTERM');
    assert.is(await run.exited, 0);
  } finally {
    run.child.kill('SIGKILL');
    removeDir(dir);
  }
  const empty = tempDir('start-empty');
  try {
    const missing = fwc(['start'], { cwd: empty });
    assert.is(missing.status, 1);
    assert.match(missing.stderr, /dist\/main\.js does not exist; build the app first/);
  } finally {
    removeDir(empty);
  }
});

Start('should exit 2 for bad options', () => {
  for (const [args, message] of [
    [['--workers', '0'], /--workers must be a whole number from 1 to 1024, got '0'/],
    [['-w', 'two'], /--workers must be a whole number/],
    [['--log-format', 'xml'], /--log-format must be text or json/],
    [['--shutdown-timeout', 'soon'], /--shutdown-timeout must be a whole number of milliseconds/],
    [['a.js', 'b.js'], /unexpected argument 'b\.js'; pass app arguments after --/],
    [['--frob'], /fwc start: unknown option '--frob'/],
  ] as const) {
    const run = fwc(['start', ...args]);
    assert.is(run.status, 2, `${args.join(' ')}: ${run.stderr}`);
    assert.match(run.stderr, message);
    assert.ok(run.stderr.includes('Usage: fwc start'), run.stderr);
  }
  const help = fwc(['help', 'start']);
  assert.is(help.status, 0);
  assert.ok(help.stdout.includes('--workers <n>') && help.stdout.includes('package.json "main"'));
});

Start.run();
