// Workers: requests per second of the fw plaintext server run by `fwc start --workers N`, for N
// from 1 to the number of cores (1, 2, 4, ... and the core count), and the ratio rps(N) / rps(1),
// which the issue aims at 0.8 x N or more on machines with spare cores.
//
//   node bench/cluster.mjs       (npm run bench runs it with the other parts)
//
// Each run starts a fresh `node packages/cli/dist/fwc.cjs start bench/.out/fw-server.js --workers N
// -- plaintext`, waits until all N workers print `listening <port>`, then runs wrk (keep-alive,
// BENCH_CONNECTIONS connections) for BENCH_WARMUP + BENCH_DURATION seconds; worker counts alternate
// within each of BENCH_ROUNDS rounds. Nothing is pinned: the workers, fwc's primary and wrk share
// every core, so on a machine with few cores wrk takes CPU the workers would need and the ratio
// says more about the machine than about fw (the report says how many cores were free).
// BENCH_WORKERS sets the largest N. Writes results/cluster.{md,json}.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureTools } from './http.mjs';
import { FW_ENTRIES, buildFwServers } from './lib/fw-servers.mjs';
import { envInt, fixed, int, machine, summarize } from './lib/report.mjs';
import { HELLO } from './lib/scenarios.mjs';
import { runWrk } from './lib/wrk.mjs';

const BENCH = dirname(fileURLToPath(import.meta.url));
const FWC = join(BENCH, '..', 'packages', 'cli', 'dist', 'fwc.cjs');
/** Seconds a run costs beyond warm-up and count: N workers starting, a graceful stop. */
const OVERHEAD_S = 2;

/** The worker counts measured: 1, 2, 4, ... below `max`, and `max`. */
export function workerCounts(max) {
  const counts = [];
  for (let n = 1; n < max; n *= 2) counts.push(n);
  counts.push(max);
  return counts;
}

/** The run's settings from the environment. */
export function clusterPlan() {
  const cores = os.availableParallelism();
  const plan = {
    rounds: envInt('BENCH_ROUNDS', 7),
    warmup: envInt('BENCH_WARMUP', 3, 0),
    duration: envInt('BENCH_DURATION', 10),
    connections: envInt('BENCH_CONNECTIONS', 100),
    cores,
    counts: workerCounts(envInt('BENCH_WORKERS', cores)),
    // One wrk thread per four cores (at least one, at most four): enough to load the workers
    // without taking most of a small machine.
    threads: Math.max(1, Math.min(4, Math.floor(cores / 4))),
  };
  plan.seconds = plan.rounds * plan.counts.length * (plan.warmup + plan.duration + OVERHEAD_S);
  return plan;
}

/** Starts `fwc start` with `workers` workers; resolves once each printed `listening <port>`. */
function startCluster(workers) {
  const child = spawn(
    process.execPath,
    [FWC, 'start', FW_ENTRIES.server.output, '--workers', String(workers), '--', 'plaintext'],
    {
      cwd: BENCH,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (c) => {
    if (stderr.length < 20_000) stderr += c;
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(`fwc start --workers ${workers}: not every worker listened within 30 s; stderr: ${stderr.trim()}`),
      );
    }, 30_000);
    exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(
        new Error(
          `fwc start --workers ${workers}: exited (${code ?? signal}) before listening; stderr: ${stderr.trim()}`,
        ),
      );
    });
    child.stdout.setEncoding('utf8').on('data', (c) => {
      stdout += c;
      const ports = [...stdout.matchAll(/^listening (\d+)$/gm)].map((m) => Number(m[1]));
      if (ports.length < workers || child.port !== undefined) return;
      child.port = ports[0];
      clearTimeout(timer);
      resolve({
        port: ports[0],
        async stop() {
          child.kill('SIGTERM');
          const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          const result = await exited;
          clearTimeout(killer);
          return result;
        },
      });
    });
  });
}

/** GET / once; throws unless it answers the plaintext body. */
async function check(port) {
  const res = await fetch(`http://127.0.0.1:${port}/`);
  const body = await res.text();
  if (res.status !== 200 || body !== HELLO)
    throw new Error(`GET / answered ${res.status} ${JSON.stringify(body.slice(0, 80))}`);
}

/** Runs the workers benchmark; returns its data (also written to results/cluster.json and .md). */
export async function runCluster() {
  const plan = clusterPlan();
  if (!existsSync(FWC)) throw new Error(`${FWC} is missing: build the CLI first (node scripts/setup.mjs)`);
  const missing = await ensureTools();
  if (missing.includes('wrk')) throw new Error('wrk is missing and could not be installed');
  const errors = await buildFwServers();
  if (errors.server.length > 0) throw new Error(`the fw server does not compile:\n${errors.server.join('\n')}`);
  console.log(
    `# workers: ${plan.rounds} rounds x ${plan.counts.join(', ')} workers, ${plan.warmup} s warm-up + ${plan.duration} s each, wrk -t${plan.threads} -c${plan.connections}, ${plan.cores} cores`,
  );
  const samples = Object.fromEntries(plan.counts.map((n) => [n, []]));
  const problems = [];
  for (let round = 0; round < plan.rounds; round++) {
    for (let i = 0; i < plan.counts.length; i++) {
      const workers = plan.counts[(i + round) % plan.counts.length];
      const cluster = await startCluster(workers);
      try {
        await check(cluster.port);
        const url = `http://127.0.0.1:${cluster.port}/`;
        if (plan.warmup > 0)
          await runWrk({ url, seconds: plan.warmup, connections: plan.connections, threads: plan.threads });
        const result = await runWrk({
          url,
          seconds: plan.duration,
          connections: plan.connections,
          threads: plan.threads,
        });
        samples[workers].push(result.rps);
        for (const problem of result.problems) problems.push(`round ${round + 1}, ${workers} workers: ${problem}`);
        console.log(
          `round ${round + 1}: ${workers} worker(s) ${int(result.rps)} requests/s${result.problems.length ? ` (${result.problems.join('; ')})` : ''}`,
        );
      } finally {
        await cluster.stop();
      }
    }
  }
  const one = summarize(samples[1]).median;
  const rows = plan.counts.map((n) => {
    const rps = summarize(samples[n]);
    return { workers: n, rps, ratio: rps.median / one, aim: 0.8 * n };
  });
  const data = {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    machine: machine(),
    plan,
    rows,
    samples,
    problems,
  };
  mkdirSync(join(BENCH, 'results'), { recursive: true });
  writeFileSync(join(BENCH, 'results', 'cluster.json'), JSON.stringify(data, null, 2) + '\n');
  writeFileSync(
    join(BENCH, 'results', 'cluster.md'),
    `# Workers\n\nGenerated by \`node bench/cluster.mjs\` on ${data.date}. ${data.machine}.\n\n${renderClusterMarkdown(data)}\n`,
  );
  return data;
}

/** The results as Markdown: one row per worker count, with the ratio to one worker and the 0.8 x N aim. */
export function renderClusterMarkdown(data) {
  const { plan } = data;
  const spare = plan.cores - Math.max(...plan.counts) - plan.threads;
  const lines = [
    `\`fwc start bench/.out/fw-server.js --workers N -- plaintext\` (the plaintext scenario's fw server in N node:cluster workers), loaded by ` +
      `\`wrk -t${plan.threads} -c${plan.connections} -d${plan.duration}s\` after a ${plan.warmup}-second warm-up; nothing pinned; median of ${plan.rounds} round(s), worker counts alternated.`,
    '',
    '| workers | requests/s (median) | min - max | rps(N) / rps(1) | aim 0.8 x N |',
    '|---:|---:|---:|---:|---:|',
    ...data.rows.map(
      (r) =>
        `| ${r.workers} | ${int(r.rps.median)} | ${int(r.rps.min)} - ${int(r.rps.max)} | ${fixed(r.ratio)} | ${fixed(r.aim, 1)} |`,
    ),
    '',
    spare >= 0
      ? `This machine has ${plan.cores} cores: the largest run leaves ${spare} core(s) beyond its workers and wrk's threads, so the ratio is a fair measure of how fw scales across processes.`
      : `This machine has ${plan.cores} cores, fewer than the ${Math.max(...plan.counts)} workers plus wrk's ${plan.threads} thread(s) (plus fwc's primary): wrk and the workers take CPU from each other, ` +
        "so the ratio shows this machine's limit, not fw's. It cannot show the 0.8 x N aim; run it on a machine with spare cores (or wrk on another machine) for that.",
  ];
  if (data.problems.length > 0) lines.push('', `Problems: ${data.problems.join('; ')}.`);
  return lines.join('\n');
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runCluster();
}
