/** `fwc build` on fixture projects (fixtures/cli) copied into temporary directories. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fixture, fwc, plainEnv, removeDir, runNode, tempDir } from './helpers.js';

/** Runs `fn` with a fresh copy of fixtures/cli/<name>, removed afterwards. */
function withFixture(name: string, fn: (dir: string) => void): void {
  const dir = fixture(name);
  try {
    fn(dir);
  } finally {
    removeDir(dir);
  }
}

const config = suite('fwc build: tsconfig');

config('should exit 1 naming the path when ./tsconfig.json is missing', () => {
  const dir = tempDir('empty');
  try {
    const run = fwc(['build'], { cwd: dir });
    assert.is(run.status, 1);
    assert.ok(run.stderr.includes(path.join(dir, 'tsconfig.json')), run.stderr);
    assert.match(run.stderr, /cannot find/);
  } finally {
    removeDir(dir);
  }
});

config('should exit 1 naming the path when --project names a missing file', () => {
  const dir = tempDir('empty');
  try {
    const run = fwc(['build', '--project', 'configs/tsconfig.app.json'], { cwd: dir });
    assert.is(run.status, 1);
    assert.ok(run.stderr.includes(path.join(dir, 'configs', 'tsconfig.app.json')), run.stderr);
  } finally {
    removeDir(dir);
  }
});

config('should exit 1 with the parse error for a tsconfig that is not JSON', () => {
  const dir = tempDir('badjson');
  try {
    writeFileSync(path.join(dir, 'tsconfig.json'), '{ "compilerOptions": { "strict": true, }');
    const run = fwc(['build'], { cwd: dir });
    assert.is(run.status, 1);
    assert.match(run.stdout, /^tsconfig\.json\(\d+,\d+\): error TS\d+: /m);
  } finally {
    removeDir(dir);
  }
});

config.run();

const ok = suite('fwc build: a valid project');

ok('should compile and write openapi.json from the spec export', () => {
  withFixture('ok', (dir) => {
    const run = fwc(['build'], { cwd: dir, timeout: 120_000 });
    assert.is(run.status, 0, run.stdout + run.stderr);
    assert.ok(existsSync(path.join(dir, 'dist', 'app.js')));
    assert.match(run.stdout, /wrote openapi\.json \(1 path, from dist\/app\.js\)/);
    // The routes left out of the document are named, except those left out with .doc(false).
    assert.match(
      run.stdout,
      /note: 1 route is not in the document \(no \.doc\(\), typed reply or typed request\): GET \/health; add \.doc\(false\)/,
    );
    assert.not.match(run.stdout, /\/internal/);
    const doc = JSON.parse(readFileSync(path.join(dir, 'openapi.json'), 'utf8')) as {
      openapi: string;
      info: { title: string; version: string };
      paths: Record<string, Record<string, unknown>>;
    };
    assert.is(doc.openapi, '3.1.0');
    assert.equal(doc.info, { title: 'fixture ok', version: '1.2.3' });
    assert.equal(Object.keys(doc.paths), ['/notes']);
    assert.equal(Object.keys(doc.paths['/notes'] ?? {}).sort(), ['get', 'post']);
    // The app does what its document says.
    const checked = fwc(['check'], { cwd: dir, timeout: 60_000 });
    assert.is(checked.status, 0, checked.stdout + checked.stderr);
    assert.match(checked.stdout, / 0 mismatches/);
    // The typed client beside openapi.json: the operation table and the declarations.
    assert.match(run.stdout, /wrote the client api-client\.js and api-client\.d\.ts \(2 operations;/);
    assert.match(readFileSync(path.join(dir, 'api-client.js'), 'utf8'), /"POST", "\/notes", \[/);
    assert.match(
      readFileSync(path.join(dir, 'api-client.d.ts'), 'utf8'),
      /export interface ApiPost \{\n[^]*"\/notes": \{/,
    );
  });
});

ok('should write the document without importing the app: no side effect of its modules happens', () => {
  withFixture('side-effects', (dir) => {
    // Importing src/app.ts or src/db.ts writes a marker file, opens a socket and exits with 3.
    const run = fwc(['build'], { cwd: dir, timeout: 120_000 });
    assert.is(run.status, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /wrote openapi\.json \(4 paths, from dist\/app\.js\)/);
    assert.not.match(run.stdout, /imported/);
    assert.equal(
      readdirSync(dir).filter((name) => name.endsWith('.marker')),
      [],
      'no module of the app ran',
    );
    const written = readFileSync(path.join(dir, 'openapi.json'), 'utf8');
    // The app itself, run with what it needs to stay up, makes the same bytes.
    const served = runNode(
      '--input-type=module',
      ['-e', "const m = await import('./dist/app.js'); process.stdout.write(m.spec); process.exit(0);"],
      { cwd: dir, env: plainEnv({ FW_FIXTURE_STAY: '1' }) },
    );
    assert.is(served.status, 0, served.stderr);
    assert.ok(existsSync(path.join(dir, 'imported-app.marker')), 'the app ran this time');
    assert.is(`${served.stdout}\n`, written);
    const doc = JSON.parse(written) as { paths: Record<string, Record<string, { security?: unknown }>> };
    assert.equal(Object.keys(doc.paths), ['/api/users/{id}', '/api/users', '/admin/stats', '/admin/jobs']);
    assert.equal(doc.paths['/api/users']?.['post']?.security, [{ bearerAuth: [] }]);

    // A prefix read from the environment is known only when the app runs: FW2021 where it is read.
    const app = path.join(dir, 'src', 'app.ts');
    writeFileSync(
      app,
      readFileSync(app, 'utf8').replace("const PREFIX = '/api';", "const PREFIX = process.env['PREFIX'] ?? '/api';"),
    );
    rmSync(path.join(dir, 'openapi.json'));
    const computed = fwc(['build'], { cwd: dir, timeout: 120_000 });
    assert.is(computed.status, 1, computed.stdout + computed.stderr);
    assert.match(
      computed.stdout,
      /^src\/app\.ts\(9,16\): error FW2021: the document is written at build time, but process\.env\['PREFIX'\] is computed when the app runs: process is part of the environment the app runs in\./m,
    );
    assert.not.ok(existsSync(path.join(dir, 'openapi.json')));
  });
});

ok('should write the client where --client or package.json fw.client says, and none with --no-client or false', () => {
  withFixture('ok', (dir) => {
    const moved = fwc(['build', '--client', 'clients/notes.mjs'], { cwd: dir, timeout: 120_000 });
    assert.is(moved.status, 0, moved.stdout + moved.stderr);
    assert.ok(existsSync(path.join(dir, 'clients', 'notes.mjs')));
    assert.ok(existsSync(path.join(dir, 'clients', 'notes.d.mts')), 'the declarations beside it');
    assert.not.ok(existsSync(path.join(dir, 'api-client.js')));
    const none = fwc(['build', '--no-client'], { cwd: dir, timeout: 120_000 });
    assert.is(none.status, 0, none.stdout + none.stderr);
    assert.not.ok(existsSync(path.join(dir, 'api-client.js')));
    const pkgPath = path.join(dir, 'package.json');
    const pkg = JSON.parse(readFileSync(pkgPath, 'utf8')) as { fw?: Record<string, unknown> };
    writeFileSync(pkgPath, JSON.stringify({ ...pkg, fw: { ...pkg.fw, client: false } }));
    const off = fwc(['build'], { cwd: dir, timeout: 120_000 });
    assert.is(off.status, 0, off.stdout + off.stderr);
    assert.not.match(off.stdout, /wrote the client/);
    assert.not.ok(existsSync(path.join(dir, 'api-client.js')));
    writeFileSync(pkgPath, JSON.stringify({ ...pkg, fw: { ...pkg.fw, client: 'api.ts' } }));
    const bad = fwc(['build'], { cwd: dir, timeout: 120_000 });
    assert.is(bad.status, 1);
    assert.match(bad.stderr, /the client file \(package\.json "fw\.client"\) must end in \.js or \.mjs/);
    const both = fwc(['build', '--client', 'a.js', '--no-client'], { cwd: dir });
    assert.is(both.status, 2);
    assert.match(both.stderr, /--no-client cannot be combined with --client/);
  });
});

ok('should accept --project as a directory, from another cwd', () => {
  withFixture('ok', (dir) => {
    const run = fwc(['build', '--project', dir, '--no-openapi'], { cwd: path.dirname(dir), timeout: 120_000 });
    assert.is(run.status, 0, run.stdout + run.stderr);
    assert.ok(existsSync(path.join(dir, 'dist', 'app.js')));
    assert.not.ok(existsSync(path.join(dir, 'openapi.json')), '--no-openapi writes no openapi.json');
  });
});

ok('should remove the outputs (.js, .d.ts, .map) of a deleted source and leave other files alone', () => {
  withFixture('ok', (dir) => {
    const config = JSON.parse(readFileSync(path.join(dir, 'tsconfig.json'), 'utf8')) as {
      compilerOptions: Record<string, unknown>;
    };
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        ...config,
        compilerOptions: { ...config.compilerOptions, declaration: true, declarationMap: true, sourceMap: true },
      }),
    );
    mkdirSync(path.join(dir, 'src', 'old'));
    writeFileSync(path.join(dir, 'src', 'old', 'route.test.ts'), 'export const old = 1;\n');
    const first = fwc(['build', '--no-openapi'], { cwd: dir, timeout: 120_000 });
    assert.is(first.status, 0, first.stdout + first.stderr);
    const outputs = ['route.test.js', 'route.test.js.map', 'route.test.d.ts', 'route.test.d.ts.map'].map((f) =>
      path.join(dir, 'dist', 'old', f),
    );
    for (const file of outputs) assert.ok(existsSync(file), file);
    writeFileSync(path.join(dir, 'dist', 'notes.txt'), 'not an output');
    writeFileSync(path.join(dir, 'dist', 'old', 'data.json'), '{}');

    rmSync(path.join(dir, 'src', 'old', 'route.test.ts'));
    const second = fwc(['build', '--no-openapi'], { cwd: dir, timeout: 120_000 });
    assert.is(second.status, 0, second.stdout + second.stderr);
    for (const file of outputs) assert.not.ok(existsSync(file), `${file} is removed`);
    assert.match(second.stdout, /^fwc build: removed dist\/old\/route\.test\.js \(its source is gone\)$/m);
    assert.ok(existsSync(path.join(dir, 'dist', 'app.js')), 'outputs of existing sources stay');
    assert.ok(existsSync(path.join(dir, 'dist', 'notes.txt')), 'files that are not outputs stay');
    assert.ok(existsSync(path.join(dir, 'dist', 'old', 'data.json')), 'files that are not outputs stay');
  });
});

ok('should never remove a file in outDir that no build listed as its output, such as the bundle', () => {
  withFixture('ok', (dir) => {
    assert.is(fwc(['build', '--no-openapi'], { cwd: dir, timeout: 120_000 }).status, 0);
    // What fwc build --bundle writes, and a .js another tool put there: no source of theirs exists.
    for (const file of ['bundle.mjs', 'bundle.mjs.map', 'vendor.js'])
      writeFileSync(path.join(dir, 'dist', file), '// not from a source\n');
    const again = fwc(['build', '--no-openapi'], { cwd: dir, timeout: 120_000 });
    assert.is(again.status, 0, again.stdout + again.stderr);
    assert.not.match(again.stdout, /removed/);
    for (const file of ['bundle.mjs', 'bundle.mjs.map', 'vendor.js'])
      assert.ok(existsSync(path.join(dir, 'dist', file)), `${file} stays`);
  });
});

ok('should not remove anything when a build fails', () => {
  withFixture('ok', (dir) => {
    writeFileSync(path.join(dir, 'src', 'extra.ts'), 'export const extra = 1;\n');
    assert.is(fwc(['build', '--no-openapi'], { cwd: dir, timeout: 120_000 }).status, 0);
    rmSync(path.join(dir, 'src', 'extra.ts'));
    writeFileSync(path.join(dir, 'src', 'broken.ts'), 'export const n: number = "x";\n');
    const run = fwc(['build', '--no-openapi'], { cwd: dir, timeout: 120_000 });
    assert.is(run.status, 1);
    assert.ok(existsSync(path.join(dir, 'dist', 'extra.js')), 'a failed build leaves dist/ as it was');
  });
});

ok.run();

const failing = suite('fwc build: errors');

failing('should print a TypeScript error as file(line,col): error TS2322 and exit 1', () => {
  withFixture('type-error', (dir) => {
    const run = fwc(['build'], { cwd: dir, timeout: 120_000 });
    assert.is(run.status, 1);
    assert.match(
      run.stdout,
      /^src\/app\.ts\(4,7\): error TS2322: Type 'string' is not assignable to type 'number'\.$/m,
    );
    assert.match(run.stderr, /failed with 1 error/);
    assert.not.ok(existsSync(path.join(dir, 'openapi.json')));
  });
});

failing('should print a bad route pattern as error FW1003 and exit 1', () => {
  withFixture('bad-pattern', (dir) => {
    const run = fwc(['build'], { cwd: dir, timeout: 120_000 });
    assert.is(run.status, 1);
    assert.match(run.stdout, /^src\/app\.ts\(7,16\): error FW1003: /m);
  });
});

failing.run();

const openapi = suite('fwc build: openapi.json');

openapi(
  'should take the app module from package.json "fw.app", warn about other transformers, and honour --out',
  () => {
    withFixture('handwritten-spec', (dir) => {
      const run = fwc(['build', '--out', 'docs/api.json'], { cwd: dir, timeout: 120_000 });
      assert.is(run.status, 0, run.stdout + run.stderr);
      assert.match(run.stderr, /warning: .*ignoring compilerOptions\.plugins entry "typia\/lib\/transform"/);
      assert.match(run.stdout, /wrote docs\/api\.json \(1 path, from build\/api\.js\)/);
      const doc = JSON.parse(readFileSync(path.join(dir, 'docs', 'api.json'), 'utf8')) as { info: { title: string } };
      assert.is(doc.info.title, 'handwritten');
      assert.not.ok(existsSync(path.join(dir, 'openapi.json')));
      // A spec written by hand is read by importing the module, and the build says so.
      assert.match(run.stdout, /note: the "spec" export of api\.js is not an apidocs\.generateSpec\(\.\.\.\) call/);
      const checked = fwc(['check'], { cwd: dir, timeout: 60_000 });
      assert.is(checked.status, 0, checked.stdout + checked.stderr);
      assert.match(checked.stdout, / 0 mismatches/);
    });
  },
);

openapi('should note a missing spec export and exit 0 when the app module was guessed', () => {
  withFixture('no-spec', (dir) => {
    const run = fwc(['build'], { cwd: dir, timeout: 120_000 });
    assert.is(run.status, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /note: dist\/app\.js has no "spec" export/);
    assert.not.ok(existsSync(path.join(dir, 'openapi.json')));
  });
});

openapi('should exit 1 when --app names a module without a spec export, or no module at all', () => {
  withFixture('no-spec', (dir) => {
    const noSpec = fwc(['build', '--app', 'dist/app.js'], { cwd: dir, timeout: 120_000 });
    assert.is(noSpec.status, 1);
    assert.match(noSpec.stderr, /error: dist\/app\.js \(--app\) has no export named "spec"/);
    const missing = fwc(['build', '--app', 'dist/nope.js'], { cwd: dir, timeout: 120_000 });
    assert.is(missing.status, 1);
    assert.match(missing.stderr, /error: the app module dist\/nope\.js does not exist/);
  });
});

openapi.run();
