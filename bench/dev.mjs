// The dev loop: from saving a change to a route of the demo to the first answer that carries it,
// with `fwc dev` running (watch, incremental rebuild with the transformer, restart). On a copy of
// examples/demo in bench/.out/dev-demo (its node_modules linked), BENCH_DEV_EDITS (12) edits of
// the `/` route's answer, 1.5 s apart; each is timed from the write to the first GET / (a new
// connection every 10 ms) that answers the new text. Also read from fwc dev's output: each
// rebuild's times and how long after being told to run the new app listened; and, for scale,
// the same app started as a fresh `node --enable-source-maps dist/main.js` (spawn to listening).
// Writes results/dev.md. Run: node bench/dev.mjs
import { spawn } from 'node:child_process';
import http from 'node:http';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { envInt, machine, summarize } from './lib/report.mjs';

const BENCH = dirname(fileURLToPath(import.meta.url));
const ROOT = join(BENCH, '..');
const DEMO = join(ROOT, 'examples', 'demo');
const FWC = join(ROOT, 'packages', 'cli', 'bin', 'fwc.cjs');
const EDITS = envInt('BENCH_DEV_EDITS', 12);
const FRESH_STARTS = 5;
const dir = join(BENCH, '.out', 'dev-demo');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** GET / on a new connection; resolves to the body, or undefined when nothing answers. */
function get(port) {
  return new Promise((resolve) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: '/', agent: false, headers: { connection: 'close' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve(body));
        res.on('error', () => resolve(undefined));
      },
    );
    req.on('error', () => resolve(undefined));
    req.setTimeout(5000, () => req.destroy());
  });
}

/** Waits until `check()` holds; throws after `ms` with `what`. */
async function until(what, ms, check, pollMs = 10) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`${what}: not within ${ms / 1000} s`);
    await sleep(pollMs);
  }
}

// The copy: the demo's sources and config, its dependencies through a link.
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
cpSync(join(DEMO, 'src'), join(dir, 'src'), { recursive: true });
cpSync(join(DEMO, 'package.json'), join(dir, 'package.json'));
const tsconfig = JSON.parse(readFileSync(join(DEMO, 'tsconfig.json'), 'utf8'));
tsconfig.extends = join(ROOT, 'tsconfig.base.json');
writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
symlinkSync(join(DEMO, 'node_modules'), join(dir, 'node_modules'), 'dir');
const appFile = join(dir, 'src', 'app.ts');
const source = readFileSync(appFile, 'utf8');
const ROUTE = "{ name: 'fw demo', docs: '/api/docs' }";
if (!source.includes(ROUTE))
  throw new Error(`examples/demo/src/app.ts no longer answers ${ROUTE} at /: update bench/dev.mjs`);

const dev = spawn(process.execPath, [FWC, 'dev', 'src/main.ts'], {
  cwd: dir,
  env: { ...process.env, PORT: '0', NO_COLOR: '1' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
dev.stdout.on('data', (c) => (output += c));
dev.stderr.on('data', (c) => (output += c));
const saves = [];
try {
  await until('the first build answers', 180_000, () => /listening on http:\/\/127\.0\.0\.1:\d+/.test(output), 50);
  const port = Number(/listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)[1]);
  await until('the first answer', 30_000, async () => (await get(port))?.includes('"fw demo"'));
  await sleep(3000); // openapi.json and the waiting process of the next restart
  for (let i = 1; i <= EDITS; i++) {
    const text = `fw demo ${i}`;
    const start = performance.now();
    writeFileSync(appFile, source.replace(ROUTE, `{ name: '${text}', docs: '/api/docs' }`));
    await until(`edit ${i} answered`, 60_000, async () => (await get(port))?.includes(`"${text}"`));
    saves.push(performance.now() - start);
    await sleep(1500);
  }
} finally {
  dev.kill('SIGTERM');
  await new Promise((resolve) => dev.once('exit', resolve));
}
if (!/fwc dev: stopped/.test(output)) throw new Error(`fwc dev did not stop cleanly:\n${output}`);
const builds = [...output.matchAll(/built in (\d+) ms \(check (\d+) ms, emit (\d+) ms/g)]
  .slice(1)
  .map((m) => m.slice(1).map(Number));
const listens = [...output.matchAll(/listening on [\d.:[\]]+, (\d+) ms after start/g)]
  .slice(1)
  .map((m) => Number(m[1]));

// For scale: what a restart would wait if Node had to start then.
const fresh = [];
for (let i = 0; i < FRESH_STARTS; i++) {
  const start = performance.now();
  const app = spawn(process.execPath, ['--enable-source-maps', join(dir, 'dist', 'main.js')], {
    cwd: dir,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  app.stdout.on('data', (c) => (out += c));
  await until('a fresh start listens', 30_000, () => out.includes('listening on'), 2);
  fresh.push(performance.now() - start);
  app.kill('SIGTERM');
  await new Promise((resolve) => app.once('exit', resolve));
}
rmSync(dir, { recursive: true, force: true });

const row = (label, xs) => {
  const s = summarize(xs);
  return `| ${label} | ${s.median.toFixed(0)} | ${s.min.toFixed(0)} - ${s.max.toFixed(0)} | ${xs.map((x) => x.toFixed(0)).join(', ')} |`;
};
const report = [
  '# The dev loop',
  '',
  'Generated by `node bench/dev.mjs`.',
  '',
  `${machine()}. \`fwc dev src/main.ts\` on a copy of examples/demo; ${EDITS} edits of the answer of its \`/\` route, 1.5 s apart, each timed from writing src/app.ts to the first GET / (new connection every 10 ms) that answers the new text. The rebuild and listen times are what fwc dev printed for the same edits.`,
  '',
  '| ms | median | min - max | in order |',
  '|---|---:|---:|---|',
  row('save to answer', saves),
  row(
    'rebuild (change seen to outputs written)',
    builds.map((b) => b[0]),
  ),
  row(
    'of which type check',
    builds.map((b) => b[1]),
  ),
  row(
    'of which emit with the transformer',
    builds.map((b) => b[2]),
  ),
  row('new app listening, from being told to run', listens),
  row(
    `for scale: \`node --enable-source-maps dist/main.js\` started fresh, spawn to listening (${FRESH_STARTS} starts)`,
    fresh,
  ),
  '',
  'Aim: a change to a route is answered within 1 s of saving.',
  '',
].join('\n');
mkdirSync(join(BENCH, 'results'), { recursive: true });
writeFileSync(join(BENCH, 'results', 'dev.md'), report);
console.log(report);
