// Installs the workspace with the pinned pnpm and builds every package; used by `npm test` and `npm run demo`.
import { spawnSync } from 'node:child_process';

const PNPM = ['-y', 'pnpm@10.34.8'];

function run(args, label) {
  const result = spawnSync('npx', [...PNPM, ...args], {
    stdio: 'inherit',
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  if (result.status !== 0) {
    console.error(`setup: ${label} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

// npm test installs and builds once before running tests concurrently; a test that runs a README
// command such as `npm run demo` must not rebuild the packages other tests are using meanwhile.
if (process.env.FW_SETUP_DONE === '1') process.exit(0);

run(['install', ...(process.env.CI ? ['--frozen-lockfile'] : []), '--reporter=append-only'], 'pnpm install');
run(['-r', '--workspace-concurrency=1', 'run', 'build'], 'build');
