// Bundles the CLI (src/main.ts) into one executable CommonJS file, dist/fwc.cjs; typescript, esbuild and the transformer stay external.
// fwc dev's app process (src/app-worker.ts) is a file of its own, dist/app-worker.cjs, which cluster forks.
import { build } from 'esbuild';
import { chmodSync, readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const outfile = new URL('./dist/fwc.cjs', import.meta.url).pathname;

await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  banner: { js: '#!/usr/bin/env node' },
  external: ['typescript', '@fw/transformer', 'esbuild'],
  define: { FWC_VERSION: JSON.stringify(pkg.version) },
  sourcemap: 'linked',
  logLevel: 'warning',
});
chmodSync(outfile, 0o755);

await build({
  entryPoints: [new URL('./src/app-worker.ts', import.meta.url).pathname],
  outfile: new URL('./dist/app-worker.cjs', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  logLevel: 'warning',
});
