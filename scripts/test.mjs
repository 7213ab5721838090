// Compiles every package's tests, runs them with uvu, and ends with the line `N passed, N failed`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureSystemDeps } from './system-deps.mjs';
// System programs some tests drive (chromium for the docs page), installed with apt-get when missing.
await ensureSystemDeps();

const root = new URL('..', import.meta.url).pathname;
// Root devDependencies, linked into node_modules by pnpm install.
const uvuBin = join(root, 'node_modules', 'uvu', 'bin.js');
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
/** A test directory may take this long before it is stopped and counted as failed. */
const DIR_TIMEOUT_MS = 15 * 60 * 1000;

// Every package (and the demo, bench) with a test/tsconfig.json takes part.
const packages = ['packages', 'examples']
  .flatMap((group) => (existsSync(join(root, group)) ? readdirSync(join(root, group)).map((name) => join(group, name)) : []))
  .concat(['bench'])
  .filter((dir) => existsSync(join(root, dir, 'test', 'tsconfig.json')));

let passed = 0;
let failed = 0;
let skipped = 0;

for (const dir of packages) {
  console.log(`\n# ${dir}: compiling tests`);
  const build = spawnSync(process.execPath, [tsc, '-p', join(dir, 'test', 'tsconfig.json')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.log(`# ${dir}: test compilation failed (type errors above)`);
    failed += 1;
    continue;
  }
  const result = await runUvu(dir);
  passed += result.passed;
  failed += result.failed;
  skipped += result.skipped;
}

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);

function runUvu(dir) {
  return new Promise((resolve) => {
    console.log(`# ${dir}: running`);
    const child = spawn(process.execPath, [uvuBin, join(dir, 'dist-test'), '\\.test\\.js$'], {
      cwd: root,
      env: { ...process.env, NODE_DISABLE_COLORS: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      process.stdout.write(chunk);
    });
    const timer = setTimeout(() => {
      console.log(`\n# ${dir}: stopped after ${DIR_TIMEOUT_MS / 1000}s`);
      child.kill('SIGKILL');
    }, DIR_TIMEOUT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      const text = out.replace(/\x1b\[[0-9;]*m/g, '');
      const num = (label) => Number(new RegExp(`${label}:\\s+(\\d+)`).exec(text)?.[1] ?? 0);
      const total = num('Total');
      const ok = num('Passed');
      const skip = num('Skipped');
      let bad = total - ok - skip;
      // A crash or time-out before uvu's summary still counts as a failure.
      if (code !== 0 && bad === 0) bad = 1;
      resolve({ passed: ok, failed: bad, skipped: skip });
    });
  });
}
