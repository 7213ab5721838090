// CPU profiles under the HTTP benchmark's load, for the scenarios of issue 5's speed targets:
// where each server's time goes per request (fw's own code, the app, packages, Node's
// JavaScript, native code, garbage collection), so the results page can say what stands between
// fw and a target from this run's own measurements.
//
//   node bench/profile.mjs      (npm run bench runs it after the HTTP part)
//
// Each profiled server runs as in bench/http.mjs (a fresh process pinned to CPU 0, wrk pinned to
// CPU 1, warm-up then a counted run), with `node --cpu-prof --cpu-prof-interval 250`, once per
// round (3 rounds, the servers of a scenario in an order rotated each round); the tables show the
// mean of the rounds. Only the samples taken during the counted run are kept: the profile's clock
// is the CLOCK_MONOTONIC microseconds that process.hrtime reads here. Sampling slows every server
// a little, so the requests/s here are lower than in the HTTP tables; compare categories between
// servers of one scenario. Environment: BENCH_PROFILE_ROUNDS (3), BENCH_WARMUP (3 s),
// BENCH_DURATION (10 s), BENCH_CONNECTIONS (100), BENCH_PIN=0. Writes results/profile.json and
// results/profile.md.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureTools, scenarioLoad } from './http.mjs';
import { buildFwServers } from './lib/fw-servers.mjs';
import { averageSummaries, explainDifference, renderProfileTable, summarizeProfile } from './lib/profile.mjs';
import { duration, envInt, machine } from './lib/report.mjs';
import { FRAMEWORK_LABELS, HTTP_SCENARIOS } from './lib/scenarios.mjs';
import { startServer } from './lib/servers.mjs';
import { runWrk } from './lib/wrk.mjs';

const BENCH = dirname(fileURLToPath(import.meta.url));
const RESULTS = join(BENCH, 'results');
const INTERVAL_US = 250;
const MIN_FUNCTION_US = 0.01;

/** What is profiled: the scenarios of the HTTP targets that compare fw with another server, and the servers each compares. */
export const PROFILES = [
  { scenario: 'plaintext', servers: ['bare', 'fw'] },
  { scenario: 'params', servers: ['bare', 'fw'] },
  { scenario: 'post', servers: ['bare', 'bare-async', 'fw'] },
  { scenario: 'observability', servers: ['fw', 'fastify', 'fastify-defaults'] },
];

/** Seconds the profile part takes with the given rounds, warm-up and duration. */
export function profileSeconds(rounds, warmup, seconds) {
  return rounds * PROFILES.reduce((n, p) => n + p.servers.length, 0) * (warmup + seconds + 1.5);
}

const log = (line) => process.stdout.write(line + '\n');

/** One server under one scenario's load with the profiler on: `{ rps, requests, summary }`. */
async function profileOne(scenario, framework, { warmup, seconds, connections, cpus }) {
  const dir = mkdtempSync(join(os.tmpdir(), 'fw-bench-prof-'));
  const logPath = scenario.kind === 'observability' ? join(dir, `${framework}.log`) : null;
  let server = null;
  try {
    server = await startServer(framework, scenario.kind, {
      cpu: cpus.server,
      env: logPath === null ? {} : { BENCH_LOG_FILE: logPath },
      nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`, `--cpu-prof-interval=${INTERVAL_US}`],
    });
    const load = scenarioLoad(scenario, server.port, { connections, cpu: cpus.wrk });
    if (warmup > 0) await runWrk({ ...load, seconds: warmup });
    const fromUs = Number(process.hrtime.bigint() / 1000n);
    const run = await runWrk({ ...load, seconds });
    const toUs = Number(process.hrtime.bigint() / 1000n);
    if (run.problems.length > 0) throw new Error(run.problems.join('; '));
    await server.stop();
    server = null;
    const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
    if (file === undefined) throw new Error('the server wrote no profile');
    const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    return {
      rps: run.rps,
      requests: run.requests,
      summary: summarizeProfile(profile, { fromUs, toUs, requests: run.requests }),
    };
  } finally {
    if (server !== null) await server.stop().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The profiles of a run as Markdown (results/profile.json's data). */
export function renderProfileMarkdown(data) {
  const out = [
    `Each server under the scenario's load in ${data.rounds} round(s), a fresh process each (${data.warmup} s warm-up, then ${data.seconds} s counted), with \`node --cpu-prof --cpu-prof-interval ${data.intervalUs}\`, ` +
      'keeping only the samples of the counted run; the tables show the mean of the rounds. Times are µs of the main thread per answered request, by where the sampled function lives. ' +
      "JSON.parse and JSON.stringify count where they are called: in fw's own code for fw (its body parser and `ctx.json`), in the handler for the bare servers, so compare the server's own JavaScript between servers. " +
      'Sampling slows the servers a little (requests/s below those of the HTTP tables); system calls count as native code, and work on other threads is not in these tables.',
  ];
  for (const scenario of data.scenarios) {
    out.push(
      '',
      `### ${scenario.title}`,
      '',
      renderProfileTable(scenario.entries.map((e) => ({ ...e, label: FRAMEWORK_LABELS[e.framework] }))),
    );
  }
  return out.join('\n');
}

/**
 * For the HTTP targets: what the profiles say about fw against the server of the target's
 * comparison, as Markdown bullets (empty when a profile is missing).
 */
export function profileFindings(data) {
  const find = (scenario, framework) =>
    data.scenarios.find((s) => s.id === scenario)?.entries.find((e) => e.framework === framework && e.summary !== null)
      ?.summary;
  const out = [];
  const compare = (title, scenario, reference) => {
    const fw = find(scenario, 'fw');
    const other = find(scenario, reference);
    if (fw !== undefined && other !== undefined)
      out.push(`- ${title}: ${explainDifference('fw', fw, FRAMEWORK_LABELS[reference], other)}`);
  };
  compare('Plaintext', 'plaintext', 'bare');
  compare('JSON route with a parameter', 'params', 'bare');
  compare('Validated POST', 'post', 'bare');
  compare('Validated POST, against the async-handler reference', 'post', 'bare-async');
  compare('Observability stack, against Fastify', 'observability', 'fastify');
  compare('Observability stack, against Fastify with its default request logging', 'observability', 'fastify-defaults');
  return out.join('\n');
}

async function main() {
  const started = Date.now();
  const rounds = envInt('BENCH_PROFILE_ROUNDS', 3);
  const warmup = envInt('BENCH_WARMUP', 3, 0);
  const seconds = envInt('BENCH_DURATION', 10);
  const connections = envInt('BENCH_CONNECTIONS', 100);
  log(
    `# CPU profiles under load: ${PROFILES.map((p) => `${p.scenario} (${p.servers.join(', ')})`).join('; ')}; ${rounds} rounds; estimated ${duration(profileSeconds(rounds, warmup, seconds))}`,
  );
  const missing = await ensureTools();
  if (missing.includes('wrk'))
    throw new Error('wrk is not installed and could not be installed (apt-get install -y wrk)');
  const pinned = process.env.BENCH_PIN !== '0' && !missing.includes('taskset') && os.cpus().length >= 2;
  const cpus = pinned ? { server: 0, wrk: 1 } : { server: null, wrk: null };
  const fwErrors = await buildFwServers();
  // Per scenario and server: the summary of each round, or the first problem.
  const results = new Map(
    PROFILES.flatMap((p) => p.servers.map((f) => [`${p.scenario} ${f}`, { summaries: [], rps: [], problem: null }])),
  );
  for (let round = 0; round < rounds; round++) {
    for (const { scenario: id, servers } of PROFILES) {
      const scenario = HTTP_SCENARIOS.find((s) => s.id === id);
      for (const framework of servers.map((_, i) => servers[(i + round) % servers.length])) {
        const result = results.get(`${id} ${framework}`);
        if (result.problem !== null) continue;
        const broken =
          framework === 'fw' ? fwErrors[scenario.kind === 'observability' ? 'observability' : 'server'] : [];
        if (broken.length > 0) {
          result.problem = `does not compile: ${broken[0]}`;
          continue;
        }
        try {
          const run = await profileOne(scenario, framework, { warmup, seconds, connections, cpus });
          result.summaries.push(run.summary);
          result.rps.push(run.rps);
          const s = run.summary;
          log(
            `round ${round + 1} ${id.padEnd(13)} ${FRAMEWORK_LABELS[framework].padEnd(26)} ${Math.round(run.rps)} req/s  busy ${s.busyUs.toFixed(2)} µs/req  fw ${s.byCategory.fw.toFixed(2)}  node ${s.byCategory.node.toFixed(2)}  native ${s.byCategory.native.toFixed(2)}  gc ${s.byCategory.gc.toFixed(2)}`,
          );
        } catch (error) {
          result.problem = error instanceof Error ? error.message : String(error);
          log(
            `round ${round + 1} ${id.padEnd(13)} ${FRAMEWORK_LABELS[framework].padEnd(26)} PROBLEM: ${result.problem}`,
          );
        }
      }
    }
  }
  const scenarios = PROFILES.map(({ scenario: id, servers }) => ({
    id,
    title: HTTP_SCENARIOS.find((s) => s.id === id).title,
    entries: servers.map((framework) => {
      const { summaries, rps, problem } = results.get(`${id} ${framework}`);
      if (problem !== null) return { framework, summary: null, problem };
      const summary = averageSummaries(summaries);
      // Functions under 0.01 µs per request are left out of the file (the tables show the top few).
      summary.functions = summary.functions.filter((f) => f.us >= MIN_FUNCTION_US);
      return { framework, rounds: summaries.length, rps: rps.reduce((a, b) => a + b, 0) / rps.length, summary };
    }),
  }));
  const data = {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    machine: machine(),
    pinned,
    rounds,
    warmup,
    seconds,
    intervalUs: INTERVAL_US,
    scenarios,
  };
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, 'profile.json'), JSON.stringify(data, null, 2) + '\n');
  writeFileSync(
    join(RESULTS, 'profile.md'),
    `# CPU profiles under load\n\nGenerated by \`node bench/profile.mjs\` on ${data.date}. ${data.machine}.\n\n${renderProfileMarkdown(data)}\n\n${profileFindings(data)}\n`,
  );
  log(`# profiles done in ${duration((Date.now() - started) / 1000)}; wrote bench/results/profile.json and profile.md`);
  if (scenarios.some((s) => s.entries.some((e) => e.summary === null))) process.exitCode = 1;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await main();
  } catch (error) {
    process.stderr.write(`profile benchmark failed: ${error instanceof Error ? error.message : error}\n`);
    process.exitCode = 1;
  }
}
