/**
 * TypeScript 7: the runtime's type tests, the demo and a scaffolded app type-check with both
 * TypeScript 5.9 and 7 (`tsc --noEmit`), a bad type fails under both, and a project whose own
 * `typescript` is 7 builds with fwc build (fwc keeps its own TypeScript 5.9 for the transform).
 * Under `npm test`, projects the runner compiled without an error with this same TypeScript 5.9
 * before any test file started (the runtime's and the demo's tests) are not checked a second time.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pinTypeScript } from '@fw/transformer/internal';
import { CLI_DIR, FWC, REPO, fixture, fwc, linkWorkspace, plainEnv, removeDir, tempDir, type Run } from './helpers.js';

/** The two compilers: TypeScript 5.9 (fw's pinned one) and the native TypeScript 7 (npm `typescript7` alias). */
const COMPILERS = {
  'tsc 5.9': path.join(CLI_DIR, 'node_modules', 'typescript', 'bin', 'tsc'),
  'tsc 7': path.join(CLI_DIR, 'node_modules', 'typescript7', 'bin', 'tsc'),
} as const;

/** Runs one compiler with `args` in `cwd`. */
function tsc(bin: string, args: readonly string[], cwd: string = REPO): Run {
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd,
    encoding: 'utf8',
    timeout: 300_000,
    env: plainEnv(),
  });
  if (result.error !== undefined) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A scaffolded app (`fwc new`) in a temporary directory, linked to the workspace's packages. */
function scaffold(): { dir: string; project: string } {
  const dir = tempDir('ts7');
  const created = fwc(['new', 'app7', '--dir', dir]);
  assert.is(created.status, 0, created.stdout + created.stderr);
  const project = path.join(dir, 'app7');
  linkWorkspace(project);
  return { dir, project };
}

const versions = suite('typescript 7: the compilers');

versions('should be TypeScript 5.9 and 7.0', () => {
  assert.match(tsc(COMPILERS['tsc 5.9'], ['--version']).stdout, /^Version 5\.9\./);
  assert.match(tsc(COMPILERS['tsc 7'], ['--version']).stdout, /^Version 7\.0\./);
});

versions.run();

const check = suite('typescript 7: type-checking');

/**
 * The test projects `npm test` compiled without an error before this file started, and with which
 * TypeScript (scripts/test.mjs hands them over in FW_TESTS_TYPECHECKED); empty when run alone.
 */
function checkedByTheRunner(): { typescript: string; projects: string[] } {
  try {
    return JSON.parse(process.env['FW_TESTS_TYPECHECKED'] ?? '') as { typescript: string; projects: string[] };
  } catch {
    return { typescript: '', projects: [] };
  }
}

for (const [name, bin] of Object.entries(COMPILERS)) {
  check(`should type-check the runtime's type tests and the demo with ${name}`, () => {
    // The same compiler on the same project: what npm test's compile step already found is not checked twice.
    const version = (
      JSON.parse(readFileSync(path.join(bin, '..', '..', 'package.json'), 'utf8')) as { version: string }
    ).version;
    const runner = checkedByTheRunner();
    for (const project of [
      'packages/runtime/test/tsconfig.json',
      'examples/demo/tsconfig.json',
      'examples/demo/test/tsconfig.json',
    ]) {
      if (runner.typescript === version && runner.projects.includes(project)) {
        process.stdout.write(`  (${name} -p ${project}: compiled without an error by npm test before this file)\n`);
        continue;
      }
      const run = tsc(bin, ['--noEmit', '-p', project]);
      assert.is(run.status, 0, `${name} -p ${project}:\n${run.stdout}${run.stderr}`);
    }
  });
}

check('should type-check a scaffolded app with both, and fail a bad type test under both', () => {
  const { dir, project } = scaffold();
  try {
    for (const [name, bin] of Object.entries(COMPILERS)) {
      const run = tsc(bin, ['--noEmit', '-p', 'tsconfig.json'], project);
      assert.is(run.status, 0, `${name} on the scaffold:\n${run.stdout}${run.stderr}`);
    }
    // A pattern the route types reject, and an expected error that does not come.
    writeFileSync(
      path.join(project, 'src', 'bad-types.ts'),
      [
        "import { Router } from '@fw/runtime';",
        '',
        "export const bad = Router.get('/a/*rest/b', (ctx) => ctx.text('ok', 'never'));",
        '// @ts-expect-error: the pattern is valid, so this directive is unused',
        "export const good = Router.get('/a/:id', (ctx) => ctx.text('ok', ctx.params.id));",
        '',
      ].join('\n'),
    );
    for (const [name, bin] of Object.entries(COMPILERS)) {
      const run = tsc(bin, ['--noEmit', '-p', 'tsconfig.json'], project);
      assert.is.not(run.status, 0, `${name} must fail the bad type test`);
      assert.match(run.stdout, /src\/bad-types\.ts\(3,\d+\): error TS2345: /, `${name}:\n${run.stdout}`);
      assert.match(run.stdout, /src\/bad-types\.ts\(4,\d+\): error TS2578: /, `${name}:\n${run.stdout}`);
    }
  } finally {
    removeDir(dir);
  }
});

check.run();

const build = suite('typescript 7: fwc build in a project whose typescript is 7');

/** Copies fixtures/cli/ok and installs TypeScript 7 as its `typescript` (a link to the `typescript7` alias). */
function ts7Fixture(): string {
  const dir = fixture('ok');
  symlinkSync(
    realpathSync(path.join(CLI_DIR, 'node_modules', 'typescript7')),
    path.join(dir, 'node_modules', 'typescript'),
    'dir',
  );
  const own = tsc(path.join(dir, 'node_modules', 'typescript', 'bin', 'tsc'), ['--version'], dir);
  assert.match(own.stdout, /^Version 7\./, 'the project has TypeScript 7');
  return dir;
}

/** Writes `compilerOptions` (with the fw plugin, src -> dist) as the project's tsconfig.json. */
function writeConfig(dir: string, compilerOptions: Record<string, unknown>): void {
  const config = {
    compilerOptions: {
      rootDir: './src',
      outDir: './dist',
      types: ['node'],
      skipLibCheck: true,
      plugins: [{ transform: '@fw/transformer' }],
      ...compilerOptions,
    },
    include: ['src'],
  };
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(config, null, 2));
}

build("should build and write openapi.json with fwc's own TypeScript 5.9", () => {
  const dir = ts7Fixture();
  try {
    const run = fwc(['build'], { cwd: dir, timeout: 120_000 });
    assert.is(run.status, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /wrote openapi\.json \(1 path, from dist\/app\.js\)/);
    // The project's tsc 7 type-checks (in parallel); 5.9 only emits through the transformer.
    assert.match(run.stdout, /compiled tsconfig\.json to dist, type-checked by the project's TypeScript 7\./);
    assert.ok(
      readFileSync(path.join(dir, 'dist', 'app.js'), 'utf8').includes('fw.type'),
      'the markers are transformed',
    );
  } finally {
    removeDir(dir);
  }
});

build(
  'should take a TypeScript 7 tsconfig (es2025, new libs, TS7-only options, TS7 defaults) that tsc 7 accepts',
  () => {
    const dir = ts7Fixture();
    try {
      writeConfig(dir, {
        target: 'es2025',
        lib: ['es2025', 'esnext.temporal'],
        module: 'nodenext',
        stableTypeOrdering: true,
      });
      const own = tsc(
        path.join(dir, 'node_modules', 'typescript', 'bin', 'tsc'),
        ['--noEmit', '-p', 'tsconfig.json'],
        dir,
      );
      assert.is(own.status, 0, `tsc 7 accepts the config:\n${own.stdout}`);
      const run = fwc(['build'], { cwd: dir, timeout: 120_000 });
      assert.is(run.status, 0, run.stdout + run.stderr);
      assert.match(run.stderr, /note: tsconfig\.json: target "es2025" \(TypeScript 6\/7\) is compiled as es2024/);
      assert.match(run.stderr, /note: tsconfig\.json: lib "esnext\.temporal" is not in fwc's TypeScript 5\.9/);
      assert.match(run.stderr, /note: tsconfig\.json: "stableTypeOrdering" is a TypeScript 7 option/);
      assert.ok(existsSync(path.join(dir, 'openapi.json')));

      // TypeScript 7 is strict by default: fwc reports what the project's tsc reports.
      writeFileSync(path.join(dir, 'src', 'loose.ts'), 'export function twice(n) {\n  return n * 2;\n}\n');
      const strict = fwc(['build'], { cwd: dir, timeout: 120_000 });
      assert.is(strict.status, 1);
      assert.match(strict.stdout, /^src\/loose\.ts\(1,23\): error TS7006: /m);
      assert.match(strict.stderr, /failed with 1 error /);
      const ownStrict = tsc(
        path.join(dir, 'node_modules', 'typescript', 'bin', 'tsc'),
        ['--noEmit', '-p', 'tsconfig.json'],
        dir,
      );
      assert.match(ownStrict.stdout, /src\/loose\.ts\(1,23\): error TS7006: /);
    } finally {
      removeDir(dir);
    }
  },
);

build('should warn about options TypeScript 7 removed, and still build', () => {
  const dir = ts7Fixture();
  try {
    writeConfig(dir, { target: 'es2022', module: 'nodenext', strict: true, baseUrl: '.' });
    const own = tsc(
      path.join(dir, 'node_modules', 'typescript', 'bin', 'tsc'),
      ['--noEmit', '-p', 'tsconfig.json'],
      dir,
    );
    assert.is.not(own.status, 0, 'tsc 7 rejects baseUrl');
    const run = fwc(['build', '--no-openapi'], { cwd: dir, timeout: 120_000 });
    assert.is(run.status, 0, run.stdout + run.stderr);
    assert.match(
      run.stderr,
      /warning: tsconfig\.json: "baseUrl" .* was removed in TypeScript 7; the project's typescript 7\.0\.\d+ rejects it/,
    );
  } finally {
    removeDir(dir);
  }
});

build.run();

const pin = suite('typescript 7: fwc pins its own TypeScript');

pin("should make require('typescript') from the project's packages load fwc's 5.9, not the project's 7", () => {
  const dir = ts7Fixture();
  try {
    // A CommonJS package in the project, as npm hoists @typia/core next to the project's typescript.
    const probe = path.join(dir, 'node_modules', 'probe.cjs');
    writeFileSync(probe, "module.exports = require('typescript').version;\n");
    // The compiled module of the import above, run in child processes (the pin is process-wide).
    assert.type(pinTypeScript, 'function');
    const pinModule = createRequire(path.join(CLI_DIR, 'package.json')).resolve('@fw/transformer/internal');
    const script = (pinned: boolean): string =>
      `${pinned ? `const { pinTypeScript } = await import(${JSON.stringify(pinModule)}); pinTypeScript(${JSON.stringify(FWC)}, 'process');` : ''}` +
      `const { createRequire } = await import('node:module'); console.log(createRequire(${JSON.stringify(probe)})(${JSON.stringify(probe)}));`;
    const unpinned = spawnSync(process.execPath, ['--input-type=module', '-e', script(false)], {
      cwd: dir,
      encoding: 'utf8',
      env: plainEnv(),
    });
    assert.match(
      unpinned.stdout.trim(),
      /^7\.\d+\.\d+$/,
      `without the pin the probe finds the project's TypeScript 7: ${unpinned.stdout}${unpinned.stderr}`,
    );
    const pinned = spawnSync(process.execPath, ['--input-type=module', '-e', script(true)], {
      cwd: dir,
      encoding: 'utf8',
      env: plainEnv(),
    });
    assert.is(pinned.status, 0, pinned.stderr);
    assert.match(pinned.stdout.trim(), /^5\.9\.\d+$/);
  } finally {
    removeDir(dir);
  }
});

pin.run();
