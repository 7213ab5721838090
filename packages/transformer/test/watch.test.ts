/**
 * The runners' watch modes see the types behind the markers. A route file's types usually come
 * through `import type`, which the JavaScript module graph never shows; the transform reports the
 * files each output was made from, and every watching runner transforms the file again when one
 * changes: Vitest (`vitest --watch` with `@fw/transformer/vite`), esbuild's `context().watch()`,
 * Rollup's `watch()`, `node --watch` and `node --test --watch` with `@fw/transformer/register`,
 * and `tsx watch` with its `--include`. Each run starts from a types file that breaks the app (a request body holding a
 * Set: FW2003), then the fix, then a new property: the runner reports the error, recovers, and
 * then serves schemas and validators that know the property. The app is a copy of
 * fixtures/transformer/matrix-app in a temporary directory whose node_modules links the
 * workspace's packages; every watcher is stopped after its test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXTURES_DIR, linkedTempDir } from './compile.js';

const APP_DIR = path.join(FIXTURES_DIR, 'matrix-app');
const WAIT_MS = 90_000;
const MODELS = fs.readFileSync(path.join(APP_DIR, 'src', 'models.ts'), 'utf8');
/** The types file as the three steps leave it. */
const STEPS = {
  broken: MODELS.replace('export interface NewUser {', 'export interface NewUser {\n  tags: Set<string>;'),
  fixed: MODELS,
  nickname: MODELS.replace('export interface User {', 'export interface User {\n  nickname?: string;').replace(
    'export interface NewUser {',
    'export interface NewUser {\n  nickname?: string;',
  ),
};
const FW2003 =
  /src\/app\.ts\(\d+,\d+\): error FW2003: request body type NewUser cannot come from JSON: \$\.tags is a Set or Map/;

/** A vitest file: prints the User schema's properties and the status of a POST whose nickname is a number. */
const VITEST_FILE = `import { test } from 'vitest';
import { app, spec } from './src/app.ts';
import { Server } from '@fw/runtime';

test('prints what the types made', async () => {
  const server = Server.init({ port: 0, host: '127.0.0.1' }, app.handler);
  await server.listen();
  try {
    const res = await fetch(server.url + '/users', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Grace', nickname: 5 }) });
    console.log('USER ' + Object.keys(JSON.parse(spec).components.schemas.User.properties).sort().join(',') + ' POST ' + res.status);
  } finally {
    await server.close();
  }
});
`;
const VITEST_CONFIG = `import { defineConfig } from 'vitest/config';
import fw from '@fw/transformer/vite';

export default defineConfig({ plugins: [fw()], test: { include: ['watch.vitest.ts'] } });
`;

/** A watching process and everything it printed. */
interface Watcher {
  readonly child: ChildProcess;
  output(): string;
  /** Resolves once `pattern` has been printed `count` times; fails after WAIT_MS with the output. */
  until(pattern: RegExp, count: number, what: string): Promise<void>;
}

function watch(args: readonly string[], cwd: string): Watcher {
  // A process group of its own: stopping it stops the app processes a watcher started too.
  const child = spawn(process.execPath, args, {
    cwd,
    detached: true,
    env: { ...process.env, PORT: '0', NO_COLOR: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const occurrences = (pattern: RegExp): number => output.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
  return {
    child,
    output: () => output,
    until: (pattern, count, what) =>
      new Promise<void>((resolve, reject) => {
        const started = Date.now();
        const poll = setInterval(() => {
          if (occurrences(pattern) >= count) {
            clearInterval(poll);
            resolve();
          } else if (Date.now() - started > WAIT_MS || child.exitCode !== null) {
            clearInterval(poll);
            reject(
              new Error(
                `${what}: no ${count}. ${pattern} from node ${args.join(' ')} (${child.exitCode === null ? `within ${WAIT_MS} ms` : `exited ${child.exitCode}`}):\n${output}`,
              ),
            );
          }
        }, 100);
      }),
  };
}

/** Stops a watcher and every process of its group. */
async function stop(watcher: Watcher | undefined): Promise<void> {
  if (watcher === undefined) return;
  const running = watcher.child.exitCode === null && watcher.child.signalCode === null;
  const exited = new Promise((resolve) => (running ? watcher.child.once('exit', resolve) : resolve(undefined)));
  try {
    process.kill(-watcher.child.pid!, 'SIGKILL');
  } catch {
    // The group is gone already.
  }
  await exited;
}

const test = suite('watch modes');
let temp = '';
let copies = 0;

/** A fresh copy of the app with the broken types file. */
function app(): { dir: string; models: string; write(text: string): void } {
  const dir = path.join(temp, `app-${++copies}`);
  fs.cpSync(APP_DIR, dir, { recursive: true });
  const models = path.join(dir, 'src', 'models.ts');
  fs.writeFileSync(models, STEPS.broken);
  return { dir, models, write: (text) => fs.writeFileSync(models, text) };
}

/** What the app at `base` made of the types: its document's User properties and the status of a POST whose nickname is a number. */
async function ask(base: string): Promise<string> {
  const res = await fetch(`${base}/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Grace', nickname: 5 }),
  });
  const spec = (await (await fetch(`${base}/openapi.json`)).json()) as {
    components: { schemas: { User: { properties: object } } };
  };
  return `USER ${Object.keys(spec.components.schemas.User.properties).sort().join(',')} POST ${res.status}`;
}

/**
 * A bundler's builds: `done()` is called at the end of each. `next(what)` resolves at the next
 * build; `after(what, change)` makes the change and resolves at the next build, making the change
 * again each second until then (a bundler may still be setting up its file watchers when it
 * reports the previous build).
 */
function builds(): {
  done(): void;
  next(what: string): Promise<void>;
  after(what: string, change: () => void): Promise<void>;
} {
  let wake = (): void => {};
  const next = (what: string, again?: () => void): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      const started = Date.now();
      const timer = setInterval(() => {
        if (Date.now() - started <= WAIT_MS) return again?.();
        clearInterval(timer);
        reject(new Error(`${what}: no build within ${WAIT_MS} ms`));
      }, 1000);
      wake = () => {
        clearInterval(timer);
        wake = () => {};
        resolve();
      };
    });
  return {
    done: () => wake(),
    next: (what) => next(what),
    after: (what, change) => {
      const built = next(what, change);
      change();
      return built;
    },
  };
}

const lastUrl = (output: string): string => [...output.matchAll(/listening (http:\/\/127\.0\.0\.1:\d+)/g)].at(-1)![1]!;

/** Asks the app a watcher runs, then adds the new property and asks the app it restarts. */
async function restartsWithNewProperty(watcher: Watcher, write: (text: string) => void): Promise<void> {
  const starts = (watcher.output().match(/listening http/g) ?? []).length;
  assert.is(await ask(lastUrl(watcher.output())), 'USER email,id,name POST 201');
  write(STEPS.nickname);
  await watcher.until(/listening http/, starts + 1, 'the new property restarts the app');
  assert.is(await ask(lastUrl(watcher.output())), 'USER email,id,name,nickname POST 400');
}

test.before(() => {
  temp = linkedTempDir('fw-watch-', ['@fw/runtime', 'typia', 'vitest', 'tsx', 'esbuild', 'rollup', '@types/node']);
});

test.after(() => {
  fs.rmSync(temp, { recursive: true, force: true });
});

test('vitest --watch: a fixed type reruns the failed test file, a new property reruns it with new schemas and validators', async () => {
  const { dir, write } = app();
  fs.writeFileSync(path.join(dir, 'watch.vitest.ts'), VITEST_FILE);
  fs.writeFileSync(path.join(dir, 'vitest.config.mjs'), VITEST_CONFIG);
  let vitest: Watcher | undefined;
  try {
    vitest = watch([path.join(temp, 'node_modules', 'vitest', 'vitest.mjs'), '--watch'], dir);
    await vitest.until(/Test Files\s+1 failed/, 1, 'the broken types fail the test file');
    assert.match(vitest.output(), FW2003);
    // The failed transform never reached Vite's module graph: the fix is seen through the plugin.
    write(STEPS.fixed);
    await vitest.until(/Test Files\s+1 passed/, 1, 'the fix reruns the test file');
    assert.match(vitest.output(), /USER email,id,name POST 201/);
    write(STEPS.nickname);
    await vitest.until(/Test Files\s+1 passed/, 2, 'the new property reruns the test file');
    assert.match(vitest.output(), /USER email,id,name,nickname POST 400/);
  } finally {
    await stop(vitest);
  }
});

test('esbuild context().watch(): a change to an imported type rebuilds the bundle, errors included', async () => {
  const { dir, write } = app();
  const { context } = (await import('esbuild')) as typeof import('esbuild');
  const { default: fw } = await import('@fw/transformer/esbuild');
  const results: { errors: string[]; text: string }[] = [];
  const record = builds();
  const ctx = await context({
    absWorkingDir: dir,
    entryPoints: ['src/app.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    packages: 'external',
    logLevel: 'silent',
    plugins: [
      fw(),
      {
        name: 'record',
        setup: (build) =>
          void build.onEnd(
            (result) => (
              results.push({ errors: result.errors.map((e) => e.text), text: result.outputFiles?.[0]?.text ?? '' }),
              record.done()
            ),
          ),
      },
    ],
  });
  try {
    const first = record.next('the first build');
    await ctx.watch();
    await first;
    assert.match(results.at(-1)!.errors.join('\n'), FW2003);
    await record.after('the fix', () => write(STEPS.fixed));
    assert.equal(results.at(-1)!.errors, []);
    assert.not.ok(results.at(-1)!.text.includes('nickname'));
    await record.after('the new property', () => write(STEPS.nickname));
    assert.equal(results.at(-1)!.errors, []);
    assert.ok(results.at(-1)!.text.includes('nickname'), 'the bundle validates and documents nickname');
  } finally {
    await ctx.dispose();
  }
});

test('rollup watch(): a change to an imported type rebuilds the bundle, errors included', async () => {
  const { dir, write } = app();
  const { watch: rollupWatch } = (await import('rollup')) as typeof import('rollup');
  const { default: fw } = await import('@fw/transformer/rollup');
  const out = path.join(dir, 'out.js');
  const events: string[] = [];
  const record = builds();
  const first = record.next('the first build');
  const watcher = rollupWatch({
    input: path.join(dir, 'src', 'app.ts'),
    external: (id) => !id.startsWith('.') && !path.isAbsolute(id),
    plugins: [fw()],
    output: { file: out, format: 'es' },
    watch: { buildDelay: 50 },
  });
  watcher.on('event', (event) => {
    if (event.code === 'BUNDLE_END') {
      void event.result.close();
      events.push('built');
      record.done();
    }
    if (event.code === 'ERROR') {
      events.push(`error ${event.error.message}`);
      record.done();
    }
  });
  try {
    await first;
    assert.match(events.at(-1)!, FW2003);
    await record.after('the fix', () => write(STEPS.fixed));
    assert.is(events.at(-1), 'built');
    assert.not.ok(fs.readFileSync(out, 'utf8').includes('nickname'));
    await record.after('the new property', () => write(STEPS.nickname));
    assert.is(events.at(-1), 'built');
    assert.ok(fs.readFileSync(out, 'utf8').includes('nickname'), 'the bundle validates and documents nickname');
  } finally {
    await watcher.close();
  }
});

test('node --watch with the register hook: a change to an imported type restarts the app, after a failed start too', async () => {
  const { dir, write } = app();
  let node: Watcher | undefined;
  try {
    node = watch(['--watch', '--import', '@fw/transformer/register', 'src/main.ts'], dir);
    await node.until(/Failed running/, 1, 'the broken types stop the app');
    assert.match(node.output(), FW2003);
    write(STEPS.fixed);
    await node.until(/listening http/, 1, 'the fix starts the app');
    await restartsWithNewProperty(node, write);
  } finally {
    await stop(node);
  }
});

test('node --test --watch with the register hook: a change to an imported type reruns the test file, after a failed run too', async () => {
  const { dir, write } = app();
  fs.writeFileSync(
    path.join(dir, 'app.test.ts'),
    "import { test } from 'node:test';\nimport { spec } from './src/app.ts';\n\ntest('prints the User schema', () => console.log('USER ' + Object.keys(JSON.parse(spec).components.schemas.User.properties).sort().join(',')));\n",
  );
  let node: Watcher | undefined;
  try {
    node = watch(['--test', '--watch', '--import', '@fw/transformer/register', 'app.test.ts'], dir);
    await node.until(/FW2003/, 1, 'the broken types fail the test file');
    write(STEPS.fixed);
    await node.until(/USER email,id,name\b/, 1, 'the fix reruns the test file');
    write(STEPS.nickname);
    await node.until(/USER email,id,name,nickname/, 1, 'the new property reruns the test file');
  } finally {
    await stop(node);
  }
});

test('tsx watch --include src with the register hook: a change to an imported type restarts the app', async () => {
  const { dir, write } = app();
  write(STEPS.fixed);
  let tsx: Watcher | undefined;
  try {
    tsx = watch(
      [
        path.join(temp, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        'watch',
        '--include',
        'src',
        '--import',
        '@fw/transformer/register',
        'src/main.ts',
      ],
      dir,
    );
    await tsx.until(/listening http/, 1, 'the app starts');
    await restartsWithNewProperty(tsx, write);
  } finally {
    await stop(tsx);
  }
});

test.run();
