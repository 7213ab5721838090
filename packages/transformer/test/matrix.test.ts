/**
 * The runner matrix: one fw app (fixtures/transformer/matrix-app: markers, withBody, typed
 * routes, documented responses) built or run by `fwc build`, ts-patch's `tspc`, vitest with
 * `@fw/transformer/vite`, tsx and plain node with `@fw/transformer/register`, and the esbuild
 * bundle of `fwc build --bundle` (run from a directory without node_modules). Each answers the
 * same requests with the same status and body. A copy with a bad route pattern fails in each with
 * FW1003 at the same file, line and column. The copies live in a temporary directory whose
 * node_modules links the workspace's packages, as an installed app's would.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXTURES_DIR, PACKAGE_DIR, REPO_ROOT, linkedTempDir, positionOf } from './compile.js';

const APP_DIR = path.join(FIXTURES_DIR, 'matrix-app');
const FWC = path.join(REPO_ROOT, 'packages', 'cli', 'bin', 'fwc.cjs');
const TSPC = path.join(PACKAGE_DIR, 'node_modules', 'ts-patch', 'bin', 'tspc.js');
const TIMEOUT_MS = 120_000;
const GOOD_PATTERN = "'/users/:id'";
const BAD_PATTERN = "'/users/*rest/x'";

/** The requests every runner answers, in order (the POST changes what later requests see). */
const REQUESTS: readonly { method: string; path: string; body?: unknown }[] = [
  { method: 'GET', path: '/users' },
  { method: 'GET', path: '/users/1' },
  { method: 'GET', path: '/users/99' },
  { method: 'GET', path: '/users/x' },
  { method: 'POST', path: '/users', body: { name: '' } },
  { method: 'POST', path: '/users', body: { name: 'Grace', email: 'not an email' } },
  { method: 'POST', path: '/users', body: { name: 'Grace', email: 'grace@example.com', role: 'admin' } },
  { method: 'GET', path: '/users/2' },
  { method: 'GET', path: '/openapi.json' },
  { method: 'GET', path: '/nope' },
];

/** One answer: what must be identical across runners. */
interface Answer {
  readonly request: string;
  readonly status: number;
  readonly body: string;
}

interface Run {
  readonly status: number | null;
  readonly output: string;
}

/** Sends REQUESTS to a running app; the same code the vitest file runs (see VITEST_FILE). */
async function ask(base: string): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const r of REQUESTS) {
    const init: RequestInit = { method: r.method };
    if (r.body !== undefined) {
      init.body = JSON.stringify(r.body);
      init.headers = { 'content-type': 'application/json' };
    }
    const res = await fetch(base + r.path, init);
    answers.push({ request: `${r.method} ${r.path}`, status: res.status, body: await res.text() });
  }
  return answers;
}

/** A vitest test file: imports the TypeScript app, listens on 127.0.0.1 port 0, sends REQUESTS, writes the answers to FW_MATRIX_OUT. */
const VITEST_FILE = `import { writeFileSync } from 'node:fs';
import { test, expect } from 'vitest';
import { Server } from '@fw/runtime';
import { app } from './src/app.ts';

const REQUESTS = ${JSON.stringify(REQUESTS)};

test('answers the matrix requests', async () => {
  const server = Server.init({ port: 0, host: '127.0.0.1' }, app.handler);
  await server.listen();
  const answers = [];
  try {
    for (const r of REQUESTS) {
      const init = { method: r.method };
      if (r.body !== undefined) init.body = JSON.stringify(r.body), (init.headers = { 'content-type': 'application/json' });
      const res = await fetch(server.url + r.path, init);
      answers.push({ request: r.method + ' ' + r.path, status: res.status, body: await res.text() });
    }
  } finally {
    await server.close();
  }
  expect(answers.length).toBe(REQUESTS.length);
  writeFileSync(process.env.FW_MATRIX_OUT, JSON.stringify(answers));
});
`;

const VITEST_CONFIG = `import { defineConfig } from 'vitest/config';
import fw from '@fw/transformer/vite';

export default defineConfig({ plugins: [fw()], test: { include: ['matrix.vitest.ts'] } });
`;

/** Bundles src/main.ts with the esbuild plugin and prints esbuild's errors as JSON (for the broken copy). */
const ESBUILD_SCRIPT = `import { build } from 'esbuild';
import fw from '@fw/transformer/esbuild';
try {
  await build({ entryPoints: ['src/main.ts'], bundle: true, platform: 'node', format: 'esm', write: false, logLevel: 'silent', plugins: [fw()] });
  console.log(JSON.stringify([]));
} catch (error) {
  console.log(JSON.stringify(error.errors));
  process.exitCode = 1;
}
`;

function node(args: readonly string[], cwd: string, env: Record<string, string> = {}): Run {
  const result = spawnSync(process.execPath, args, {
    cwd,
    encoding: 'utf8',
    timeout: TIMEOUT_MS,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env },
  });
  if (result.error !== undefined) throw result.error;
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Starts `node args` in `cwd`, waits for its `listening <url>` line, asks REQUESTS, stops it. */
async function serve(args: readonly string[], cwd: string): Promise<Answer[]> {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, PORT: '0', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  try {
    const base = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no "listening" line within ${TIMEOUT_MS} ms from node ${args.join(' ')}:\n${output}`)),
        TIMEOUT_MS,
      );
      const onData = (chunk: Buffer): void => {
        output += chunk.toString();
        const url = /listening (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
        if (url !== undefined) {
          clearTimeout(timer);
          resolve(url);
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.on(
        'exit',
        (code) => (
          clearTimeout(timer),
          reject(new Error(`node ${args.join(' ')} exited with ${code} before listening:\n${output}`))
        ),
      );
    });
    return await ask(base);
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
}

/** Copies the fixture into `dir` (with `pattern` for the showUser route) plus the vitest and esbuild files. */
function copyApp(dir: string, pattern: string): string {
  fs.cpSync(APP_DIR, dir, { recursive: true });
  const file = path.join(dir, 'src', 'app.ts');
  const text = fs.readFileSync(file, 'utf8');
  assert.ok(text.includes(GOOD_PATTERN));
  const changed = text.replace(GOOD_PATTERN, pattern);
  fs.writeFileSync(file, changed);
  fs.writeFileSync(path.join(dir, 'matrix.vitest.ts'), VITEST_FILE);
  fs.writeFileSync(path.join(dir, 'vitest.config.mjs'), VITEST_CONFIG);
  fs.writeFileSync(path.join(dir, 'bundle.mjs'), ESBUILD_SCRIPT);
  return changed;
}

const test = suite('runner matrix');
let temp = '';
let good = '';
let bad = '';
let broken = '';
const answers = new Map<string, Answer[]>();

test.before(() => {
  temp = linkedTempDir('fw-matrix-', ['@fw/runtime', 'typia', 'vitest', 'tsx', 'esbuild', '@types/node']);
  good = path.join(temp, 'good');
  bad = path.join(temp, 'bad');
  copyApp(good, GOOD_PATTERN);
  broken = copyApp(bad, BAD_PATTERN);
  // ts-patch reads the plugin from the tsconfig; it outputs next to fwc build's dist.
  for (const dir of [good, bad]) {
    fs.writeFileSync(
      path.join(dir, 'tsconfig.tspc.json'),
      JSON.stringify({ extends: './tsconfig.json', compilerOptions: { outDir: 'dist-tspc' } }),
    );
  }
});

test.after(() => {
  fs.rmSync(temp, { recursive: true, force: true });
});

test('fwc build: builds the app, which answers from dist/main.js', async () => {
  const run = node([FWC, 'build', '--bundle'], good);
  assert.is(run.status, 0, run.output);
  assert.match(run.output, /fwc build: bundled src\/main\.ts \(package\.json "fw\.entry"\) to dist\/bundle\.mjs/);
  answers.set('fwc build', await serve(['dist/main.js'], good));
});

test('esbuild bundle (fwc build --bundle): answers with node alone from a directory without node_modules', async () => {
  const alone = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-bundle-'));
  try {
    fs.copyFileSync(path.join(good, 'dist', 'bundle.mjs'), path.join(alone, 'bundle.mjs'));
    fs.copyFileSync(path.join(good, 'dist', 'bundle.mjs.map'), path.join(alone, 'bundle.mjs.map'));
    assert.not.ok(fs.existsSync(path.join(alone, 'node_modules')));
    answers.set('esbuild bundle', await serve(['--enable-source-maps', 'bundle.mjs'], alone));
  } finally {
    fs.rmSync(alone, { recursive: true, force: true });
  }
});

test('tspc: builds the app, which answers from dist-tspc/main.js', async () => {
  const run = node([TSPC, '-p', 'tsconfig.tspc.json', '--pretty', 'false'], good);
  assert.is(run.status, 0, run.output);
  answers.set('tspc', await serve(['dist-tspc/main.js'], good));
});

test('node --import @fw/transformer/register: runs src/main.ts', async () => {
  answers.set('node + register', await serve(['--import', '@fw/transformer/register', 'src/main.ts'], good));
});

test('tsx --import @fw/transformer/register: runs src/main.ts', async () => {
  answers.set(
    'tsx + register',
    await serve(
      [
        path.join(temp, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        '--import',
        '@fw/transformer/register',
        'src/main.ts',
      ],
      good,
    ),
  );
});

test('vitest with @fw/transformer/vite: a test file imports src/app.ts and asks over 127.0.0.1', () => {
  const out = path.join(temp, 'vitest-answers.json');
  const run = node([path.join(temp, 'node_modules', 'vitest', 'vitest.mjs'), 'run'], good, { FW_MATRIX_OUT: out });
  assert.is(run.status, 0, run.output);
  assert.match(run.output, /Tests\s+1 passed \(1\)/);
  answers.set('vitest', JSON.parse(fs.readFileSync(out, 'utf8')) as Answer[]);
});

test('every runner gives the same answers, and they are the right ones', () => {
  const reference = answers.get('fwc build');
  assert.ok(reference !== undefined);
  assert.equal([...answers.keys()].sort(), [
    'esbuild bundle',
    'fwc build',
    'node + register',
    'tspc',
    'tsx + register',
    'vitest',
  ]);
  for (const [runner, list] of answers) assert.equal(list, reference, `${runner} answers as fwc build's output does`);
  const byRequest = (i: number): Answer => reference[i]!;
  assert.equal(
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => byRequest(i).status),
    [200, 200, 404, 400, 400, 400, 201, 200, 200, 404],
  );
  assert.is(
    byRequest(6).body,
    '{"email":"grace@example.com","id":2,"name":"Grace"}',
    'withBody<NewUser> validated and stripped the unknown key',
  );
  assert.match(byRequest(4).body, /does not match NewUser/);
  const spec = JSON.parse(byRequest(8).body) as {
    paths: Record<string, Record<string, { responses: Record<string, { content?: unknown }> }>>;
  };
  assert.ok(
    spec.paths['/users/{id}']?.['get']?.responses['200']?.content !== undefined,
    'apidocs.type<User>() documented the response',
  );
});

test('a thrown error names the .ts file and line under node and tsx with the register hook', () => {
  const text = fs.readFileSync(path.join(good, 'src', 'crash.ts'), 'utf8');
  const { line, column } = positionOf(text, 'new Error');
  for (const args of [
    ['--import', '@fw/transformer/register', 'src/crash.ts'],
    [path.join(temp, 'node_modules', 'tsx', 'dist', 'cli.mjs'), '--import', '@fw/transformer/register', 'src/crash.ts'],
  ]) {
    const run = node(args, good);
    assert.is.not(run.status, 0);
    assert.ok(run.output.includes('matrix crash'), run.output);
    assert.ok(
      run.output.includes(`${path.join(good, 'src', 'crash.ts')}:${line}:${column}`),
      `the stack names crash.ts:${line}:${column}:\n${run.output}`,
    );
  }
});

test('the broken copy fails with FW1003 at the same file, line and column in every runner', () => {
  const { line, column } = positionOf(broken, BAD_PATTERN);
  const message = 'route pattern "/users/*rest/x": wildcard "*rest" must be the last segment';
  const expect = (runner: string, run: Run, text: string): void => {
    assert.is.not(run.status, 0, `${runner} fails`);
    assert.ok(run.output.includes(text), `${runner} reports ${text}:\n${run.output}`);
  };
  expect('fwc build', node([FWC, 'build'], bad), `src/app.ts(${line},${column}): error FW1003: ${message}`);
  expect(
    'tspc',
    node([TSPC, '-p', 'tsconfig.tspc.json', '--pretty', 'false'], bad),
    `src/app.ts(${line},${column}): error TS(FW1003): ${message}`,
  );
  expect(
    'node + register',
    node(['--import', '@fw/transformer/register', 'src/main.ts'], bad),
    `src/app.ts(${line},${column}): error FW1003: ${message}`,
  );
  expect(
    'tsx + register',
    node(
      [
        path.join(temp, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        '--import',
        '@fw/transformer/register',
        'src/main.ts',
      ],
      bad,
    ),
    `src/app.ts(${line},${column}): error FW1003: ${message}`,
  );
  const vitest = node([path.join(temp, 'node_modules', 'vitest', 'vitest.mjs'), 'run'], bad, {
    FW_MATRIX_OUT: path.join(temp, 'unused.json'),
  });
  expect('vitest', vitest, `src/app.ts(${line},${column}): error FW1003: ${message}`);
  assert.match(vitest.output, /Test Files\s+1 failed/);
  // esbuild's own error object: file, 1-based line, 0-based column.
  const esbuild = node(['bundle.mjs'], bad);
  assert.is(esbuild.status, 1, esbuild.output);
  const errors = JSON.parse(esbuild.output) as {
    text: string;
    location: { file: string; line: number; column: number } | null;
  }[];
  assert.is(errors.length, 1, esbuild.output);
  assert.equal(
    errors[0]!.location && {
      file: errors[0]!.location.file,
      line: errors[0]!.location.line,
      column: errors[0]!.location.column,
    },
    { file: 'src/app.ts', line, column: column - 1 },
  );
  assert.ok(errors[0]!.text.includes(`error FW1003: ${message}`), errors[0]!.text);
});

test.run();
