// A/B comparison of server programs under one scenario's load, by server CPU time per request:
//
//   node bench/ab.mjs [--rounds 6] [--seconds 5] [--warmup 2] [--scenario post] \
//     <script> [args...] -- <script> [args...] [-- ...]
//
// Scripts are paths relative to bench/ (or absolute) of programs that print `listening <port>`,
// as every server in servers/ does: `servers/bare.mjs api`, `servers/bare.mjs api async`,
// `.out/fw-server.js api` (after `node bench/lib/fw-servers.mjs`). Each round starts every
// server in a fresh process, in an order rotated by one, pinned to CPU 0 with wrk on CPU 1 as in
// the HTTP benchmark; a run with socket errors or unexpected statuses fails the comparison.
// Prints per server the median and min of CPU µs per request and of requests/s over the rounds,
// and the median of per-round ratios to the first server. For questions the full benchmark does
// not ask, such as what one change to a server costs; it writes no files.
import { pathToFileURL } from 'node:url';
import { HTTP_SCENARIOS } from './lib/scenarios.mjs';
import { median } from './lib/report.mjs';
import { cpuSecondsOf, startServer } from './lib/servers.mjs';
import { runWrk } from './lib/wrk.mjs';
import { ensureTools, scenarioLoad } from './http.mjs';

/** The command line as a plan: options, the scenario, and the servers (`{ name, file, args }`). Throws on a bad one. */
export function parseAbArgs(argv) {
  const options = { rounds: 6, seconds: 5, warmup: 2, scenario: 'post' };
  let i = 0;
  for (; i < argv.length && argv[i].startsWith('--') && argv[i] !== '--'; i += 2) {
    const key = argv[i].slice(2);
    if (!(key in options)) throw new Error(`unknown option ${argv[i]}`);
    options[key] = key === 'scenario' ? argv[i + 1] : Number(argv[i + 1]);
    if (key !== 'scenario' && !(options[key] > 0)) throw new Error(`${argv[i]} needs a number above 0`);
  }
  const servers = [];
  let current = [];
  for (const word of argv.slice(i)) {
    if (word === '--') {
      if (current.length > 0) servers.push(current);
      current = [];
    } else current.push(word);
  }
  if (current.length > 0) servers.push(current);
  if (servers.length < 2) throw new Error('give at least two servers, separated by --');
  const scenario = HTTP_SCENARIOS.find((s) => s.id === options.scenario);
  if (scenario === undefined)
    throw new Error(`--scenario must be one of ${HTTP_SCENARIOS.map((s) => s.id).join(', ')}`);
  return {
    ...options,
    scenario,
    servers: servers.map(([file, ...args]) => ({ name: [file, ...args].join(' '), file, args })),
  };
}

async function measure(server, plan) {
  const running = await startServer(server.name, plan.scenario.kind, {
    cpu: 0,
    command: server,
    env: { BENCH_LOG_FILE: '/dev/null' },
  });
  try {
    const wrk = scenarioLoad(plan.scenario, running.port, { cpu: 1 });
    await runWrk({ ...wrk, seconds: plan.warmup });
    const before = cpuSecondsOf(running.pid);
    const run = await runWrk({ ...wrk, seconds: plan.seconds });
    const cpuUs = ((cpuSecondsOf(running.pid) - before) * 1e6) / Math.max(1, run.requests);
    if (run.problems.length > 0) throw new Error(`${server.name}: ${run.problems.join('; ')}`);
    return { rps: run.rps, cpuUs };
  } finally {
    await running.stop();
  }
}

async function main() {
  const plan = parseAbArgs(process.argv.slice(2));
  const missing = await ensureTools();
  if (missing.length > 0) throw new Error(`missing ${missing.join(', ')}`);
  const results = plan.servers.map(() => []);
  for (let round = 0; round < plan.rounds; round++) {
    const order = plan.servers.map((_, i) => (i + round) % plan.servers.length);
    for (const index of order) {
      const r = await measure(plan.servers[index], plan);
      results[index][round] = r;
      process.stdout.write(
        `round ${round + 1}  ${plan.servers[index].name.padEnd(40)} ${Math.round(r.rps).toString().padStart(7)} req/s  ${r.cpuUs.toFixed(2)} µs CPU/req\n`,
      );
    }
  }
  process.stdout.write(`\n${plan.scenario.title}, ${plan.rounds} rounds of ${plan.seconds} s (median, min):\n`);
  plan.servers.forEach((server, i) => {
    const cpu = results[i].map((r) => r.cpuUs);
    const rps = results[i].map((r) => r.rps);
    const ratio = i === 0 ? '' : `  x first ${median(results[i].map((r, k) => r.rps / results[0][k].rps)).toFixed(3)}`;
    process.stdout.write(
      `${server.name.padEnd(40)} CPU µs/req ${median(cpu).toFixed(2)} (${Math.min(...cpu).toFixed(2)})  req/s ${Math.round(median(rps))} (${Math.round(Math.min(...rps))})${ratio}\n`,
    );
  });
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    process.stderr.write(`ab: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
