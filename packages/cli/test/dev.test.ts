/**
 * `fwc dev` on a copy of fixtures/cli/dev: the app answers, an edit is answered after the rebuild
 * (run by the app process started ahead of time, as `node dist/main.js` would run it), a request
 * in flight during a restart completes and no connection is refused meanwhile, an FW error and an
 * app that throws as it loads are printed while the last good build keeps serving, a deleted
 * source's outputs go, and SIGTERM or SIGINT stops the app and fwc dev, leaving no process behind.
 * A CommonJS entry runs as the main module, with the arguments after `--`.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, readlinkSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { FWC, fixture, plainEnv, removeDir } from './helpers.js';

/** The first build of a cold program on a busy machine may take this long. */
const START_MS = 120_000;
/** A rebuild and restart may take this long (about a second on an idle machine). */
const CHANGE_MS = 60_000;

/** A running `fwc dev` and everything it printed so far. */
interface Dev {
  readonly child: ChildProcess;
  readonly port: number;
  output: string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** A free TCP port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts `fwc dev` in `dir` with PORT set to a free port; `args` follow `dev`. */
async function startDev(dir: string, args: readonly string[] = []): Promise<Dev> {
  const port = await freePort();
  const child = spawn(process.execPath, [FWC, 'dev', ...args], {
    cwd: dir,
    env: plainEnv({ PORT: String(port) }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const dev: Dev = { child, port, output: '', exit };
  child.stdout?.on('data', (chunk: Buffer) => void (dev.output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => void (dev.output += chunk.toString()));
  return dev;
}

/** One GET on a fresh connection (`Connection: close`), so no keep-alive socket can be reused across a restart. */
function get(port: number, pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: pathname, agent: false, headers: { connection: 'close' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => void (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`GET ${pathname} timed out`)));
  });
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 50 ms until it returns true; fails after `ms` with what fwc dev printed. */
async function until(dev: Dev, what: string, ms: number, check: () => Promise<boolean> | boolean): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // Not up yet: try again.
    }
    if (Date.now() > end) assert.unreachable(`${what}: not within ${ms / 1000} s; fwc dev printed:\n${dev.output}`);
    if (dev.child.exitCode !== null)
      assert.unreachable(`${what}: fwc dev exited with ${dev.child.exitCode}:\n${dev.output}`);
    await sleep(50);
  }
}

/** The version /hello answers, or undefined when it does not answer. */
async function version(port: number): Promise<string | undefined> {
  const res = await get(port, '/hello');
  return res.status === 200 ? (JSON.parse(res.body) as { version: string }).version : undefined;
}

/** Replaces `from` with `to` in the fixture's src/app.ts. */
function edit(dir: string, from: string, to: string): void {
  const file = path.join(dir, 'src', 'app.ts');
  const text = readFileSync(file, 'utf8');
  assert.ok(text.includes(from), `src/app.ts holds ${from}`);
  writeFileSync(file, text.replace(from, to));
}

/** Whether process `pid` exists. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * fwc dev's app processes in `dir` (from /proc): the ones running the app and the one waiting for
 * the next build all run dist/app-worker.cjs with the app's directory as their working directory.
 */
function appWorkers(dir: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readlinkSync(`/proc/${entry}/cwd`) !== dir) continue;
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('app-worker.cjs')) pids.push(Number(entry));
    } catch {
      // Exited meanwhile, or not ours to read.
    }
  }
  return pids;
}

/** The pids of the app processes fwc dev reported. */
function appPids(output: string): number[] {
  return [...output.matchAll(/app \(pid (\d+)\) listening/g)].map((m) => Number(m[1]));
}

/** Stops `fwc dev` if still running (SIGKILL after 20 s) and removes the directory. */
async function cleanUp(dev: Dev | undefined, dir: string): Promise<void> {
  if (dev !== undefined && dev.child.exitCode === null && dev.child.signalCode === null) {
    dev.child.kill('SIGTERM');
    const timer = setTimeout(() => dev.child.kill('SIGKILL'), 20_000);
    await dev.exit;
    clearTimeout(timer);
    for (const pid of appPids(dev.output)) if (alive(pid)) process.kill(pid, 'SIGKILL');
  }
  removeDir(dir);
}

const loop = suite('fwc dev');

loop(
  'should serve, rebuild on change, keep the last good build on an FW error, and stop cleanly on SIGTERM',
  async () => {
    const dir = fixture('dev');
    let dev: Dev | undefined;
    try {
      dev = await startDev(dir);
      const d = dev;
      await until(d, 'the app answers v1', START_MS, async () => (await version(d.port)) === 'v1');
      await until(d, 'fwc dev says what it watches and runs', CHANGE_MS, () =>
        /fwc dev: watching tsconfig\.json; the app is dist\/main\.js \(default\)/.test(d.output),
      );
      await until(d, 'openapi.json is written', CHANGE_MS, () => existsSync(path.join(dir, 'openapi.json')));

      // The app runs as `node dist/main.js` would run it.
      const entry = path.join(realpathSync(dir), 'dist', 'main.js');
      await until(d, 'the app says it runs dist/main.js', CHANGE_MS, () =>
        d.output.includes(`(pid ${appPids(d.output)[0]}, argv[1] ${entry})`),
      );
      // The process of the next start boots while this one serves, and waits.
      let waiting: number | undefined;
      await until(
        d,
        'an app process waits for the next build',
        CHANGE_MS,
        () => (waiting = appWorkers(realpathSync(dir)).find((pid) => !appPids(d.output).includes(pid))) !== undefined,
      );

      // An edit is answered once rebuilt and restarted, by the process that was waiting.
      edit(dir, "version: 'v1'", "version: 'v2'");
      await until(d, 'the app answers v2', CHANGE_MS, async () => (await version(d.port)) === 'v2');
      // (fwc dev's output and the app's answer come over different pipes: the lines may be read after the answer.)
      await until(
        d,
        'fwc dev reports the rebuild and the restart',
        CHANGE_MS,
        () =>
          /fwc dev: change detected; rebuilding/.test(d.output) &&
          /fwc dev: built in \d+ ms .*restarting/.test(d.output),
      );
      await until(
        d,
        `the waiting process (pid ${waiting}) runs dist/main.js`,
        CHANGE_MS,
        () => appPids(d.output).includes(waiting!) && d.output.includes(`(pid ${waiting}, argv[1] ${entry})`),
      );

      // A request in flight during a restart completes (it answers only after its process got
      // SIGTERM), and requests sent meanwhile, each on a new connection, are all answered.
      // node:cluster hands connections out in turn, and the previous app takes its share until its
      // SIGTERM has closed its server: the app that took the request says which one it is.
      const beforeSlow = d.output.length;
      const slow = get(d.port, '/slow');
      let slowPid: number | undefined;
      await until(d, 'the slow request reaches an app', CHANGE_MS, () => {
        const started = /slow request started \(pid (\d+)\)/.exec(d.output.slice(beforeSlow));
        if (started !== null) slowPid = Number(started[1]);
        return slowPid !== undefined;
      });
      let stop = false;
      const failures: string[] = [];
      let answered = 0;
      const hammer = (async () => {
        while (!stop) {
          try {
            const res = await get(d.port, '/hello');
            if (res.status === 200) answered += 1;
            else failures.push(`status ${res.status}`);
          } catch (error) {
            failures.push(error instanceof Error ? error.message : String(error));
          }
        }
      })();
      edit(dir, "version: 'v2'", "version: 'v3'");
      await until(d, 'the app answers v3', CHANGE_MS, async () => (await version(d.port)) === 'v3');
      const slowAnswer = await slow;
      stop = true;
      await hammer;
      assert.is(slowAnswer.status, 200);
      assert.is(slowAnswer.body, `slow answered by pid ${slowPid}`);
      assert.equal(failures, [], `requests during the restart failed (${answered} answered)`);
      await until(d, `the old app (pid ${slowPid}) exits`, CHANGE_MS, () => slowPid !== undefined && !alive(slowPid));

      // An FW error: printed, nothing written, the last good build keeps serving.
      const appJs = readFileSync(path.join(dir, 'dist', 'app.js'), 'utf8');
      const before = d.output.length;
      edit(
        dir,
        "Router.get('/hello'",
        "Router.get('/a/*rest/b', (ctx) => ctx.text('ok', 'never')),\n  Router.get('/hello'",
      );
      edit(dir, "version: 'v3'", "version: 'v4'");
      // Both edits may be seen apart (a build of the first alone, or of a file caught half written,
      // fails too and says the same): wait for the FW1003 error itself.
      await until(
        d,
        'the FW1003 error is printed',
        CHANGE_MS,
        () =>
          /nothing written, the last good build keeps running/.test(d.output.slice(before)) &&
          /^src\/app\.ts\(\d+,\d+\): error FW1003: /m.test(d.output.slice(before)),
      );
      assert.is(await version(d.port), 'v3');
      assert.is(readFileSync(path.join(dir, 'dist', 'app.js'), 'utf8'), appJs, 'a failed build writes nothing');

      // Fixed: the new version is served.
      const reported = appPids(d.output).length;
      edit(dir, "Router.get('/a/*rest/b', (ctx) => ctx.text('ok', 'never')),\n  ", '');
      await until(d, 'the app answers v4', CHANGE_MS, async () => (await version(d.port)) === 'v4');
      // fwc dev prints "app (pid N) listening" as it hears of it, which may be after the app answered.
      await until(d, 'fwc dev reports the new app listening', CHANGE_MS, () => appPids(d.output).length > reported);

      // An app that throws as it loads: its error is printed at the TypeScript line (source maps)
      // and the last good build keeps serving until the next change.
      const lastGood = appPids(d.output).at(-1);
      const beforeThrow = d.output.length;
      const thrower = "if (process.env['FIXTURE_NEVER'] === undefined) throw new Error('boom at load');\n";
      edit(dir, 'const routes = [', `${thrower}const routes = [`);
      // The app's error comes over fwc dev's stderr, its report over stdout: wait for both.
      await until(
        d,
        "the failed start is reported, with the app's error",
        CHANGE_MS,
        () =>
          /the new build exited before listening/.test(d.output.slice(beforeThrow)) &&
          /Error: boom at load/.test(d.output.slice(beforeThrow)),
      );
      assert.match(
        d.output.slice(beforeThrow),
        new RegExp(`the new build exited before listening; the previous one \\(pid ${lastGood}\\) keeps serving`),
      );
      assert.match(d.output.slice(beforeThrow), /Error: boom at load/);
      assert.match(d.output.slice(beforeThrow), /src[\\/]app\.ts:\d+/);
      assert.is(await version(d.port), 'v4');
      edit(dir, thrower, '');

      // A type edited: the answer's writer (generated from the type, which writes only declared
      // properties) is generated again rather than reused from before the edit.
      edit(dir, '  version: string;\n}', '  version: string;\n  build?: string;\n}');
      edit(dir, "{ version: 'v4' }", "{ version: 'v4', build: 'b1' }");
      await until(d, 'the answer carries the new property', CHANGE_MS, async () =>
        (await get(d.port, '/hello')).body.includes('"build":"b1"'),
      );

      // A deleted source takes its outputs with it.
      assert.ok(existsSync(path.join(dir, 'dist', 'extra.js')));
      rmSync(path.join(dir, 'src', 'extra.ts'));
      // fwc dev removes the outputs one after another and then prints a line for each: once the
      // line is there, all of them are gone.
      await until(d, 'fwc dev says it removed dist/extra.js', CHANGE_MS, () =>
        /fwc dev: removed dist\/extra\.js \(its source is gone\)/.test(d.output),
      );
      assert.not.ok(existsSync(path.join(dir, 'dist', 'extra.js')));
      assert.not.ok(existsSync(path.join(dir, 'dist', 'extra.d.ts')));
      assert.not.ok(existsSync(path.join(dir, 'dist', 'extra.js.map')));

      // SIGTERM: the app stops, then fwc dev exits 0; no app process is left, nor the waiting one.
      await until(d, 'an app process waits for the next build', CHANGE_MS, () =>
        appWorkers(realpathSync(dir)).some((pid) => !appPids(d.output).includes(pid)),
      );
      const pids = appPids(d.output);
      d.child.kill('SIGTERM');
      const timer = setTimeout(() => d.child.kill('SIGKILL'), 30_000);
      const exit = await d.exit;
      clearTimeout(timer);
      assert.equal(exit, { code: 0, signal: null }, d.output);
      assert.match(d.output, /fwc dev: stopped/);
      assert.equal(pids.filter(alive), [], 'no app process outlives fwc dev');
      assert.equal(appWorkers(realpathSync(dir)), [], 'no waiting app process outlives fwc dev');
    } finally {
      await cleanUp(dev, dir);
    }
  },
);

loop('should stop the app and exit 0 on SIGINT', async () => {
  const dir = fixture('dev');
  let dev: Dev | undefined;
  try {
    dev = await startDev(dir);
    const d = dev;
    await until(d, 'the app answers v1', START_MS, async () => (await version(d.port)) === 'v1');
    // fwc dev prints "app (pid N) listening" as it hears of it, which may be after the app answered.
    await until(d, 'fwc dev reports the app listening', START_MS, () => appPids(d.output).length === 1);
    const pids = appPids(d.output);
    d.child.kill('SIGINT');
    const timer = setTimeout(() => d.child.kill('SIGKILL'), 30_000);
    const exit = await d.exit;
    clearTimeout(timer);
    assert.equal(exit, { code: 0, signal: null }, d.output);
    assert.equal(pids.filter(alive), [], 'no app process outlives fwc dev');
    assert.equal(appWorkers(realpathSync(dir)), [], 'no waiting app process outlives fwc dev');
    const after = await get(d.port, '/hello').then(
      (res) => `answered ${res.status}`,
      () => 'refused',
    );
    assert.is(after, 'refused', 'nothing listens after fwc dev stopped');
  } finally {
    await cleanUp(dev, dir);
  }
});

loop('should run a CommonJS entry as node does: as the main module, with its arguments', async () => {
  const dir = fixture('dev-cjs');
  let dev: Dev | undefined;
  try {
    dev = await startDev(dir, ['src/main.ts', '--', '--flag', 'x']);
    const d = dev;
    let answer: { main: boolean; entry: string; args: string[] } | undefined;
    await until(d, 'the app answers', START_MS, async () => {
      const res = await get(d.port, '/');
      answer = JSON.parse(res.body) as typeof answer;
      return res.status === 200;
    });
    assert.equal(answer, { main: true, entry: path.join(realpathSync(dir), 'dist', 'main.js'), args: ['--flag', 'x'] });
    d.child.kill('SIGTERM');
    const timer = setTimeout(() => d.child.kill('SIGKILL'), 30_000);
    const exit = await d.exit;
    clearTimeout(timer);
    assert.equal(exit, { code: 0, signal: null }, d.output);
    assert.equal(appWorkers(realpathSync(dir)), [], 'no app process outlives fwc dev');
  } finally {
    await cleanUp(dev, dir);
  }
});

loop.run();
