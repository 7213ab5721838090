// Installs the system programs some tests drive (a real browser, ...) with apt-get when they are missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * The programs tests need, each with the Debian package that provides it and why a test needs it. A missing binary is
 * installed with `apt-get install -y <aptPackage>`; tests that need it check for it themselves
 * and fail with their own message when it is still missing.
 */
export const SYSTEM_DEPS = [
  { binary: '/usr/bin/chromium', aptPackage: 'chromium', why: 'a real browser loads the docs page (playwright-core)' },
  { binary: '/usr/bin/promtool', aptPackage: 'prometheus', why: "Prometheus's own parser reads a /metrics scrape" },
  { binary: '/usr/bin/redis-server', aptPackage: 'redis-server', why: "a real Redis holds rateLimit's shared counts" },
  { binary: '/usr/sbin/haproxy', aptPackage: 'haproxy', why: 'a real load balancer in front of a rolling restart' },
];

/**
 * Installs every missing entry of `deps` (default `SYSTEM_DEPS`): one `apt-get update`, then one
 * `apt-get install -y` for all missing packages. Never throws: without root, without apt-get, or
 * when apt fails, it prints what to install by hand and returns, so that only the tests that need
 * the program fail. Resolves to the list of binaries still missing.
 *
 * @example
 * import { ensureSystemDeps } from './system-deps.mjs';
 * await ensureSystemDeps();
 */
export async function ensureSystemDeps(deps = SYSTEM_DEPS) {
  const missing = deps.filter((dep) => !existsSync(dep.binary));
  if (missing.length === 0) return [];
  const packages = [...new Set(missing.map((dep) => dep.aptPackage))];
  const manual = `install by hand: apt-get install -y ${packages.join(' ')}`;
  console.log(
    '# system deps: some tests drive real programs that are not installed here; installing them once with apt-get:',
  );
  for (const dep of missing) console.log(`#   ${dep.aptPackage} (${dep.binary}): ${dep.why}`);
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    console.log(`# system deps: not root, cannot run apt-get; ${manual} (tests that need them will fail)`);
    return missing.map((dep) => dep.binary);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => {
    console.log(`# system deps: apt-get ${args.join(' ')}`);
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'inherit', 'inherit'], env });
    if (result.error) console.log(`# system deps: apt-get could not start: ${result.error.message}`);
    return result.status === 0;
  };
  if (!run(['update']) || !run(['install', '-y', '--no-install-recommends', ...packages])) {
    console.log(`# system deps: apt-get failed; ${manual} (tests that need them will fail)`);
  }
  const still = missing.filter((dep) => !existsSync(dep.binary)).map((dep) => dep.binary);
  if (still.length > 0) console.log(`# system deps: still missing ${still.join(', ')}`);
  return still;
}

// Run directly (`node scripts/system-deps.mjs`) it installs what is missing.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const still = await ensureSystemDeps();
  process.exitCode = still.length === 0 ? 0 : 1;
}
