// Rewrites the golden files of fixtures/spec and fixtures/transformer from the current build: the only way they change.
//
//   node scripts/accept-golden.mjs             build @fw/runtime, then rewrite every golden file
//   node scripts/accept-golden.mjs --no-build  use packages/runtime/dist as it is
//   node scripts/accept-golden.mjs --check     write nothing; exit 1 when a golden file is out of date
//
// The fixture app and the list of golden files live in fixtures/spec/fixture-app.mjs, which the
// test (packages/runtime/test/spec.test.ts) imports too, so both see the same documents.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = new Set(process.argv.slice(2));
const unknown = [...args].filter((a) => a !== '--no-build' && a !== '--check');
if (unknown.length > 0) {
  console.error(`unknown option ${unknown.join(' ')}; use --no-build or --check`);
  process.exit(2);
}

const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
if (!args.has('--no-build')) {
  for (const pkg of ['runtime', 'transformer']) {
    const build = spawnSync(process.execPath, [tsc, '-p', join(root, 'packages', pkg, 'tsconfig.json')], {
      stdio: 'inherit',
    });
    if (build.status !== 0) {
      console.error(`building @fw/${pkg} failed; no golden file was changed`);
      process.exit(1);
    }
  }
} else if (!existsSync(join(root, 'packages', 'runtime', 'dist', 'index.js'))) {
  console.error('packages/runtime/dist is missing; build it or drop --no-build');
  process.exit(1);
}

const dir = join(root, 'fixtures', 'spec');
const { goldens } = await import(new URL('../fixtures/spec/fixture-app.mjs', import.meta.url).href);
let stale = 0;
for (const { file, generate } of goldens) {
  const path = join(dir, file);
  const text = generate() + '\n';
  const before = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  if (before === text) {
    console.log(`unchanged  fixtures/spec/${file}`);
    continue;
  }
  stale += 1;
  if (args.has('--check')) {
    console.log(`${before === undefined ? 'missing' : 'differs'}    fixtures/spec/${file}`);
  } else {
    writeFileSync(path, text);
    console.log(`${before === undefined ? 'created' : 'updated'}    fixtures/spec/${file}`);
  }
}

// The transformer's schema, diagnostic and full-featured document goldens: its tests rewrite them when FW_ACCEPT=1
// (and, with --check, just fail when one differs).
const compiled = spawnSync(
  process.execPath,
  [tsc, '-p', join(root, 'packages', 'transformer', 'test', 'tsconfig.json')],
  { stdio: 'inherit' },
);
if (compiled.status !== 0) {
  console.error('compiling the transformer tests failed; fixtures/transformer was not changed');
  process.exit(1);
}
const uvu = join(root, 'node_modules', 'uvu', 'bin.js');
const accept = spawnSync(
  process.execPath,
  [uvu, join('packages', 'transformer', 'dist-test'), '(schema|diagnostics|openapi)\\.test\\.js$'],
  {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_DISABLE_COLORS: '1', ...(args.has('--check') ? {} : { FW_ACCEPT: '1' }) },
  },
);
for (const line of accept.stdout.split('\n'))
  if (/accepted /.test(line)) console.log(`updated    ${line.slice(line.indexOf('accepted ') + 9).trim()}`);
if (accept.status !== 0) {
  console.log(
    args.has('--check') ? 'differs    fixtures/transformer (see the transformer tests)' : accept.stdout.slice(-2000),
  );
  stale += 1;
}
if (args.has('--check') && stale > 0) process.exit(1);
