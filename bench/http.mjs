// HTTP load benchmark: bare node:http, fw, Fastify 5, Hono 4 (@hono/node-server) and Express 5
// doing the same work per scenario (lib/scenarios.mjs), measured with wrk in the same run.
//
//   node bench/http.mjs          (npm run bench runs it with the other benchmarks)
//   BENCH_SCENARIOS=list node bench/http.mjs    (one scenario alone, here the list answer)
//
// For every round, scenario and framework (order rotated each round, bare node:http in every
// round) a fresh server process starts pinned to CPU 0 (`taskset -c 0 node ...`, port 0, it
// prints `listening <port>`), wrk runs pinned to CPU 1 (`taskset -c 1 wrk -t1 -c100 --latency`,
// keep-alive) for a warm-up, then for the counted run; the server's peak RSS (VmHWM) is read
// from /proc just before it is stopped. A run with socket errors, non-2xx/3xx answers or (POST,
// counted by lua/post.lua) a status other than the expected one is reported and left out of the
// medians. Ratios to bare node:http are per round, then the median of those.
//
// Environment: BENCH_ROUNDS (7: with single rounds 10 to 20 percent apart on a shared machine,
// five left the medians of one runtime 0.92x to 1.01x apart between runs), BENCH_WARMUP (3 s),
// BENCH_DURATION (10 s), BENCH_CONNECTIONS (100), BENCH_SCENARIOS and BENCH_FRAMEWORKS (comma lists of ids; bare always runs),
// BENCH_PIN=0 (no taskset). Writes results/http.json, results/http.md and results/http.svg.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildFwServers } from './lib/fw-servers.mjs';
import { duration, envInt, envList, fixed, int, machine, median, summarize, versionOf } from './lib/report.mjs';
import { FRAMEWORK_LABELS, FRAMEWORKS, HTTP_SCENARIOS, REFERENCES } from './lib/scenarios.mjs';
import { cpuSecondsOf, startServer } from './lib/servers.mjs';
import { barChart } from './lib/svg.mjs';
import { runWrk } from './lib/wrk.mjs';

const BENCH = dirname(fileURLToPath(import.meta.url));
const RESULTS = join(BENCH, 'results');
/** Seconds a run costs beyond warm-up and count: server start, two wrk starts, stop. */
export const OVERHEAD_S = 0.6;

/** The run's settings from the environment: rounds, seconds, connections, scenarios, frameworks. */
export function httpPlan() {
  const scenarioFilter = envList('BENCH_SCENARIOS');
  const frameworkFilter = envList('BENCH_FRAMEWORKS');
  for (const id of scenarioFilter ?? [])
    if (!HTTP_SCENARIOS.some((s) => s.id === id))
      throw new Error(`BENCH_SCENARIOS: unknown scenario "${id}" (${HTTP_SCENARIOS.map((s) => s.id).join(', ')})`);
  const known = [...FRAMEWORKS, ...REFERENCES];
  for (const id of frameworkFilter ?? [])
    if (!known.includes(id)) throw new Error(`BENCH_FRAMEWORKS: unknown framework "${id}" (${known.join(', ')})`);
  const plan = {
    rounds: envInt('BENCH_ROUNDS', 7),
    warmup: envInt('BENCH_WARMUP', 3, 0),
    duration: envInt('BENCH_DURATION', 10),
    connections: envInt('BENCH_CONNECTIONS', 100),
    scenarios: HTTP_SCENARIOS.filter((s) => scenarioFilter === null || scenarioFilter.includes(s.id)),
    // bare node:http runs in every round: the ratios need it.
    frameworks: FRAMEWORKS.filter((f) => f === 'bare' || frameworkFilter === null || frameworkFilter.includes(f)),
    pin: process.env.BENCH_PIN !== '0',
  };
  // A scenario's reference servers (its `extra`) run with it unless BENCH_FRAMEWORKS leaves them out.
  plan.extras = Object.fromEntries(
    plan.scenarios.map((s) => [
      s.id,
      (s.extra ?? []).filter((f) => frameworkFilter === null || frameworkFilter.includes(f)),
    ]),
  );
  plan.runs = plan.rounds * plan.scenarios.reduce((n, s) => n + serversOf(plan, s).length, 0);
  plan.seconds = plan.runs * (plan.warmup + plan.duration + OVERHEAD_S);
  return plan;
}

/** The frameworks of the plan the scenario runs (its `frameworks`, when it names them), then its reference servers. */
export function serversOf(plan, scenario) {
  const own =
    scenario.frameworks === undefined
      ? plan.frameworks
      : plan.frameworks.filter((f) => scenario.frameworks.includes(f));
  return [...own, ...(plan.extras?.[scenario.id] ?? [])];
}

/** The full path of a program on PATH, or null. */
export function onPath(program) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir !== '' && existsSync(join(dir, program))) return join(dir, program);
  }
  return null;
}

/** Installs wrk and taskset with apt-get when they are missing (scripts/system-deps.mjs); resolves to what is still missing. */
export async function ensureTools() {
  const wanted = [
    { program: 'wrk', binary: '/usr/bin/wrk', aptPackage: 'wrk' },
    { program: 'taskset', binary: '/usr/bin/taskset', aptPackage: 'util-linux' },
  ];
  const missing = wanted.filter((w) => onPath(w.program) === null);
  if (missing.length > 0) {
    const { ensureSystemDeps } = await import(pathToFileURL(join(BENCH, '..', 'scripts', 'system-deps.mjs')).href);
    await ensureSystemDeps(missing);
  }
  return wanted.filter((w) => onPath(w.program) === null).map((w) => w.program);
}

// ---------------------------------------------------------------------------------------------

/** What each framework runs in the observability scenario, for the report. */
export const STACKS = {
  bare: 'hand-made, in the same order: GET /health; request id (x-request-id header or a generated one, echoed); counters (total, status class, method, duration) with GET /metrics; one JSON line per request to a file (fs.WriteStream); start/end events to a no-op callback',
  fw: "fw's recommended stack in the recommended order: `health()`, `requestId()`, `metrics()`, `structuredLogger({ format: 'json', destination: <file path> })` (fw buffers lines and appends 16 KiB chunks), `telemetry({ onEvent })` with a no-op callback",
  fastify:
    "pino logger to a file (`pino.destination`, async) with request ids from `genReqId` (or x-request-id), echoed in an onRequest hook; one log line per request from an onResponse hook (`disableRequestLogging`, since Fastify's default writes two lines); fastify-metrics on /metrics (prom-client: default process metrics and per-route histograms); GET /health",
  'fastify-defaults':
    "the same, but logging as Fastify does by default and as issue 5's calibration of Fastify (about 0.3x bare) had it: `logger: { file }` (pino.destination's default synchronous writes) and Fastify's own request logging, two lines per request (`incoming request` and `request completed`); a reference row beside the one-line stack above, which does the same logging work as fw's",
  hono: 'GET /health; `hono/request-id` (random UUIDs); `hono/logger` printing to a file (Hono writes two text lines per request: `<--` and `-->`); a counter middleware (total, status class, method, duration) with GET /metrics',
  express:
    'hand-made middleware as for bare node:http: GET /health, request id, counters with GET /metrics, one JSON log line per request to a file, start/end events to a no-op callback',
};

/** How each server writes the list of the `list` scenario, for the report. */
export const LIST_WRITERS = {
  bare: '`JSON.stringify` of the records, in the handler',
  fw: 'the route documents the list type, `.doc({ responseBody: apidocs.type<ListUser[]>() })`, so `ctx.json` writes the answer with the writer the fw transformer generates from the type: for a list, a generated copy of the declared properties handed to `JSON.stringify` (bench/serializer.mjs measures it in process); undeclared properties are dropped',
  fastify:
    "the list as the route's 200 response schema (`schema: { response: { 200: ... } }`), written by fast-json-stringify; undeclared properties are dropped",
  'fw-stringify':
    "fw's same route and records with the answer left undocumented (no `.doc()`), so `ctx.json` writes it with `JSON.stringify`: what the generated writer costs or saves is fw against this row",
};

/** How each framework validates POST /users, for the report. */
export const VALIDATION = {
  bare: 'hand-written check of the same rules (`checkNewUser` in lib/scenarios.mjs) after `JSON.parse`',
  fw: 'the body declared on the route with `withBody<NewUser>` and a synchronous handler, validated by the code the fw transformer generates from the `NewUser` type',
  fastify: "the route's JSON schema for the body (ajv, Fastify's default options)",
  hono: '`@hono/zod-validator` with a zod 4 schema of the same rules (chosen over `hono/validator`, which would be a hand-written check again)',
  express: '`express.json()` then the same hand-written check as bare node:http',
  'fastify-defaults': 'as Fastify',
  'bare-again': 'as node:http: the same server, measured a second time in each round (the A/A control)',
  'bare-async':
    "bare node:http's read and check, written as an `async` handler that awaits the body through a promise: the style of fw's and the other frameworks' handlers, on node:http itself (a reference, not a framework)",
};

function log(line) {
  process.stdout.write(line + '\n');
}

/** runWrk's options for a scenario's requests to a server on `port`: its path, and its Lua script for pipelining or a POST body. */
export function scenarioLoad(scenario, port, { connections = 100, cpu = null } = {}) {
  const options = { url: `http://127.0.0.1:${port}${scenario.path}`, connections, cpu };
  if (scenario.pipeline) return { ...options, script: 'pipeline.lua', scriptArgs: [scenario.pipeline] };
  if (scenario.method === 'POST')
    return { ...options, script: 'post.lua', scriptArgs: [scenario.expect, scenario.body] };
  return options;
}

async function oneRun(plan, scenario, framework, cpus) {
  const record = { scenario: scenario.id, framework, ok: false, problems: [] };
  const logDir = scenario.kind === 'observability' ? mkdtempSync(join(os.tmpdir(), 'fw-bench-log-')) : null;
  const logPath = logDir === null ? null : join(logDir, `${framework}.log`);
  let server = null;
  try {
    server = await startServer(framework, scenario.kind, {
      cpu: cpus.server,
      env: logPath === null ? {} : { BENCH_LOG_FILE: logPath },
    });
    current = server;
    const wrkOptions = scenarioLoad(scenario, server.port, { connections: plan.connections, cpu: cpus.wrk });
    let warmRequests = 0;
    if (plan.warmup > 0) {
      const warm = await runWrk({ ...wrkOptions, seconds: plan.warmup });
      warmRequests = warm.requests;
      if (warm.problems.length > 0) record.warmupProblems = warm.problems;
    }
    const cpuBefore = cpuSecondsOf(server.pid);
    const run = await runWrk({ ...wrkOptions, seconds: plan.duration });
    const cpuAfter = cpuSecondsOf(server.pid);
    Object.assign(record, {
      rps: run.rps,
      requests: run.requests,
      p50Ms: run.p50Ms,
      p99Ms: run.p99Ms,
      problems: run.problems,
    });
    // Server CPU time (user + system, all threads) per answered request during the counted run:
    // steadier than requests/s on a shared machine, since time the server waits for the CPU is not counted.
    record.cpuUsPerRequest = ((cpuAfter - cpuBefore) * 1e6) / Math.max(1, run.requests);
    const memory = await server.stop();
    server = null;
    current = null;
    record.peakKb = memory.peakKb;
    if (!Number.isFinite(memory.peakKb)) record.problems.push('peak RSS unreadable');
    if (logPath !== null) {
      const lines = existsSync(logPath) ? countLines(logPath) : 0;
      record.logLinesPerRequest = lines / Math.max(1, warmRequests + run.requests);
      if (lines === 0) record.problems.push('the log file stayed empty');
    }
    record.ok = record.problems.length === 0;
  } catch (error) {
    record.problems.push(error instanceof Error ? error.message : String(error));
  } finally {
    if (server !== null) await server.stop().catch(() => {});
    current = null;
    if (logDir !== null) rmSync(logDir, { recursive: true, force: true });
  }
  return record;
}

function countLines(file) {
  const size = statSync(file).size;
  if (size === 0) return 0;
  const text = readFileSync(file);
  let n = 0;
  for (let i = text.indexOf(10); i !== -1; i = text.indexOf(10, i + 1)) n++;
  return n;
}

/** Per (scenario, framework): medians over the valid runs and the median of per-round ratios to bare. */
export function summarizeRuns(runs, plan) {
  const out = {};
  for (const s of plan.scenarios) {
    out[s.id] = {};
    for (const f of serversOf(plan, s)) {
      const mine = runs.filter((r) => r.scenario === s.id && r.framework === f);
      const good = mine.filter((r) => r.ok);
      const ratios = [];
      for (const r of good) {
        const base = runs.find((b) => b.scenario === s.id && b.framework === 'bare' && b.round === r.round && b.ok);
        if (base !== undefined) ratios.push(r.rps / base.rps);
      }
      out[s.id][f] = {
        rps: summarize(good.map((r) => r.rps)),
        ratio: summarize(ratios),
        p50Ms: median(good.map((r) => r.p50Ms)),
        p99Ms: median(good.map((r) => r.p99Ms)),
        cpuUs: summarize(good.map((r) => r.cpuUsPerRequest).filter(Number.isFinite)),
        peakMb: median(good.map((r) => r.peakKb / 1024)),
        logLinesPerRequest: median(
          good.filter((r) => r.logLinesPerRequest !== undefined).map((r) => r.logLinesPerRequest),
        ),
        valid: good.length,
        total: mine.length,
        skipped: mine.find((r) => r.skipped)?.skipped ?? null,
      };
    }
    for (const [a, b] of s.versus ?? []) {
      if (out[s.id][a] === undefined || out[s.id][b] === undefined) continue;
      out[s.id][a].versus = { ...out[s.id][a].versus, [b]: summarize(ratioPerRound(runs, s.id, a, b)) };
    }
  }
  return out;
}

/** rps(a) / rps(b) of each round where both ran validly in the scenario. */
function ratioPerRound(runs, scenario, a, b) {
  const values = [];
  for (const r of runs.filter((x) => x.scenario === scenario && x.framework === a && x.ok)) {
    const other = runs.find((x) => x.scenario === scenario && x.framework === b && x.round === r.round && x.ok);
    if (other !== undefined) values.push(r.rps / other.rps);
  }
  return values;
}

/** The results as Markdown; `svgPath` is where the chart is, relative to the Markdown file. */
export function renderHttpMarkdown(data, svgPath) {
  const { plan, summary, runs } = data;
  const label = (f) => FRAMEWORK_LABELS[f] ?? f;
  const lines = [];
  lines.push(
    `${plan.rounds} round${plan.rounds === 1 ? '' : 's'}; in each round every scenario runs every framework once, in an order rotated by one each round, bare node:http included. ` +
      `Each run: a fresh server process ${data.pinned ? 'pinned to CPU 0 (`taskset -c 0 node ...`)' : '(not pinned)'}, ` +
      `\`${data.pinned ? 'taskset -c 1 ' : ''}wrk -t1 -c${plan.connections} -d${plan.duration}s --timeout 10s --latency\` (keep-alive; a request unanswered after 10 s would count as a socket error) after a ${plan.warmup}-second warm-up with the same settings. ` +
      `Requests/s, p50/p99 latency and peak RSS (VmHWM, read just before the server is stopped) are medians over the valid runs; ` +
      `"x node:http" is the median of per-round ratios to bare node:http measured in the same round; min-max shows the spread between rounds. ` +
      `"server CPU µs/req" is the server process's user+system CPU time during the counted run (from /proc/<pid>/stat) divided by the requests answered: ` +
      `lower is better, and it moves less than requests/s when other work shares the machine.`,
    '',
    `![Requests per second, median with min-max whiskers, per framework and scenario](${svgPath})`,
    '',
    '**Ratio to bare node:http** (median of per-round ratios; higher is better):',
    '',
    `| scenario | node:http req/s | ${plan.frameworks
      .filter((f) => f !== 'bare')
      .map(label)
      .join(' | ')} |`,
    `|---|---:|${plan.frameworks
      .filter((f) => f !== 'bare')
      .map(() => '---:')
      .join('|')}|`,
  );
  for (const s of plan.scenarios) {
    const cells = plan.frameworks
      .filter((f) => f !== 'bare')
      .map((f) => (Number.isFinite(summary[s.id][f]?.ratio.median) ? `${fixed(summary[s.id][f].ratio.median)}x` : '-'));
    lines.push(`| ${s.title} | ${int(summary[s.id].bare.rps.median)} | ${cells.join(' | ')} |`);
  }
  lines.push(
    '',
    '**Server CPU time per request** in µs (median; lower is better; steadier than requests/s on a shared machine):',
    '',
    `| scenario | ${plan.frameworks.map(label).join(' | ')} |`,
    `|---|${plan.frameworks.map(() => '---:').join('|')}|`,
  );
  for (const s of plan.scenarios)
    lines.push(`| ${s.title} | ${plan.frameworks.map((f) => fixed(summary[s.id][f]?.cpuUs.median, 1)).join(' | ')} |`);
  const partial = plan.scenarios.filter(
    (s) => s.frameworks !== undefined && plan.frameworks.some((f) => !s.frameworks.includes(f)),
  );
  if (partial.length > 0)
    lines.push(
      '',
      `"-" where a scenario does not run a framework: ${partial.map((s) => `${s.title} compares ${s.frameworks.map(label).join(', ')} only`).join('; ')}.`,
    );
  for (const s of plan.scenarios) {
    lines.push(
      '',
      `### ${s.title}`,
      '',
      `${s.about[0].toUpperCase()}${s.about.slice(1)}.${s.pipeline ? ' Latency here is per pipelined batch as wrk sees it, so p50/p99 are not comparable with the other scenarios.' : ''}`,
      '',
    );
    lines.push(
      '| framework | req/s | min - max | x node:http (min - max) | p50 ms | p99 ms | server CPU µs/req | peak RSS MB | valid runs |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    );
    for (const f of serversOf(plan, s)) {
      const c = summary[s.id][f];
      if (c.skipped) {
        lines.push(`| ${label(f)} | not measured: ${c.skipped} | | | | | | | |`);
        continue;
      }
      const ratio =
        f === 'bare'
          ? '1'
          : Number.isFinite(c.ratio.median)
            ? `${fixed(c.ratio.median)} (${fixed(c.ratio.min)} - ${fixed(c.ratio.max)})`
            : '-';
      lines.push(
        `| ${f === 'fw' ? '**fw**' : REFERENCES.includes(f) ? `*${label(f)}* (reference)` : label(f)} | ${int(c.rps.median)} | ${int(c.rps.min)} - ${int(c.rps.max)} | ${ratio} | ${fixed(c.p50Ms)} | ${fixed(c.p99Ms)} | ${fixed(c.cpuUs.median, 1)} | ${fixed(c.peakMb, 1)} | ${c.valid}/${c.total} |`,
      );
    }
    for (const [a, b] of s.versus ?? []) {
      const v = summary[s.id][a]?.versus?.[b];
      if (v === undefined) continue;
      const cpu = summary[s.id][a].cpuUs.median / summary[s.id][b].cpuUs.median;
      lines.push(
        '',
        `**${label(a)} against ${label(b)}** (median of per-round ratios of requests/s; higher is better for ${label(a)}): ` +
          (Number.isFinite(v.median)
            ? `${fixed(v.median)}x (${fixed(v.min)} - ${fixed(v.max)}, ${v.n} round${v.n === 1 ? '' : 's'})`
            : 'not measured (no round with a valid run of both)') +
          (Number.isFinite(cpu)
            ? `; server CPU per request ${fixed(summary[s.id][a].cpuUs.median, 1)} against ${fixed(summary[s.id][b].cpuUs.median, 1)} µs (ratio ${fixed(cpu)}, lower is better for ${label(a)}).`
            : '.'),
      );
    }
    if (s.id === 'list') {
      lines.push('', 'How each server writes the list:', '');
      for (const f of serversOf(plan, s)) lines.push(`- ${label(f)}: ${LIST_WRITERS[f]}.`);
    }
  }
  const hasPost = plan.scenarios.some((s) => s.method === 'POST');
  if (hasPost) {
    lines.push('', '### How each framework validates POST /users', '');
    const posting = plan.scenarios.filter((s) => s.method === 'POST');
    for (const f of [...new Set(posting.flatMap((s) => serversOf(plan, s)))])
      lines.push(`- ${label(f)}: ${VALIDATION[f]}.`);
  }
  if (plan.scenarios.some((s) => s.id === 'observability')) {
    lines.push('', '### Observability stacks', '');
    for (const f of serversOf(
      plan,
      plan.scenarios.find((s) => s.id === 'observability'),
    )) {
      const perRequest = summary.observability?.[f]?.logLinesPerRequest;
      lines.push(
        `- ${label(f)}: ${STACKS[f]}.${Number.isFinite(perRequest) ? ` Log lines written per request: ${fixed(perRequest)}.` : ''}`,
      );
    }
  }
  const bad = runs.filter((r) => !r.ok && !r.skipped);
  lines.push('', '### Run checks', '');
  if (bad.length === 0)
    lines.push(
      `All ${runs.filter((r) => !r.skipped).length} run(s) had no socket errors, no non-2xx/3xx answers and (POST) no status other than 201.`,
    );
  else {
    lines.push(
      `${bad.length} of ${runs.filter((r) => !r.skipped).length} runs failed a check and are left out of the medians:`,
      '',
    );
    for (const r of bad)
      lines.push(`- round ${r.round + 1}, ${r.scenario}, ${label(r.framework)}: ${r.problems.join('; ')}`);
  }
  const warm = runs.filter((r) => r.warmupProblems);
  if (warm.length > 0)
    lines.push(
      '',
      `Warm-ups with problems (not counted): ${warm.map((r) => `round ${r.round + 1} ${r.scenario} ${label(r.framework)} (${r.warmupProblems.join('; ')})`).join(', ')}.`,
    );
  for (const note of data.notes) lines.push('', note);
  lines.push(
    '',
    `Versions: ${Object.entries(data.versions)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}.`,
  );
  return lines.join('\n');
}

/** The SVG chart of the results. */
export function renderHttpSvg(data) {
  const { plan, summary } = data;
  return barChart({
    title: 'HTTP requests per second (higher is better)',
    subtitle: [
      `Bars: median of ${plan.rounds} rounds; whiskers: min-max; "x node:http": median of per-round ratios. wrk -t1 -c${plan.connections}, ${plan.duration} s runs${data.pinned ? ', pinned cores' : ''}.`,
      `${data.machine}; ${data.date}.`,
    ],
    panels: plan.scenarios.map((s) => ({
      title: s.title,
      rows: serversOf(plan, s).map((f) => {
        const c = summary[s.id][f];
        return {
          key: f,
          label: FRAMEWORK_LABELS[f],
          median: c.rps.median,
          min: c.rps.min,
          max: c.rps.max,
          note: c.skipped
            ? `not measured: ${c.skipped}`
            : !Number.isFinite(c.rps.median)
              ? `no valid run (${c.total} failed a check; see the run checks)`
              : f === 'bare' || !Number.isFinite(c.ratio.median)
                ? ''
                : `${fixed(c.ratio.median)}x node:http`,
        };
      }),
    })),
  });
}

let current = null;

async function main() {
  const started = Date.now();
  const plan = httpPlan();
  log(
    `# HTTP benchmark: ${plan.rounds} rounds x ${plan.scenarios.length} scenarios x up to ${plan.frameworks.length} frameworks (plus reference servers) = ${plan.runs} runs of ${plan.warmup} s warm-up + ${plan.duration} s; estimated ${duration(plan.seconds)}`,
  );
  const missing = await ensureTools();
  if (missing.includes('wrk'))
    throw new Error('wrk is not installed and could not be installed (apt-get install -y wrk)');
  const cores = os.cpus().length;
  const pinned = plan.pin && !missing.includes('taskset') && cores >= 2;
  const notes = [];
  if (!pinned) {
    const why = !plan.pin ? 'BENCH_PIN=0' : missing.includes('taskset') ? 'taskset is missing' : `only ${cores} CPU`;
    notes.push(`**Not pinned** (${why}): server and wrk shared the CPUs, so the numbers are less comparable.`);
    log(`# not pinning server and wrk to CPUs: ${why}`);
  }
  const cpus = pinned ? { server: 0, wrk: 1 } : { server: null, wrk: null };

  log('# compiling the fw servers with the fw transformer');
  const fwErrors = await buildFwServers();
  if (fwErrors.server.length > 0) throw new Error(`the fw server does not compile:\n${fwErrors.server.join('\n')}`);
  const skip = new Map();
  if (fwErrors.observability.length > 0) {
    const first = fwErrors.observability[0].replace(/^.*?: /, '');
    skip.set('fw observability', `bench/servers/fw-observability.ts does not compile (${first})`);
    notes.push(
      `fw's observability server was not measured: it does not compile against this @fw/runtime:\n\n${fwErrors.observability.map((e) => `    ${e}`).join('\n')}`,
    );
    log(`# fw observability server skipped: ${fwErrors.observability.join('; ')}`);
  }

  const runs = [];
  const total = plan.runs;
  let done = 0;
  for (let round = 0; round < plan.rounds; round++) {
    for (const scenario of plan.scenarios) {
      const list = serversOf(plan, scenario);
      for (const framework of list.map((_, i) => list[(i + round) % list.length])) {
        done++;
        const reason = skip.get(`${framework} ${scenario.id}`);
        if (reason !== undefined) {
          runs.push({ round, scenario: scenario.id, framework, ok: false, skipped: reason, problems: [] });
          continue;
        }
        const record = { round, ...(await oneRun(plan, scenario, framework, cpus)) };
        runs.push(record);
        const elapsed = (Date.now() - started) / 1000;
        const left = (elapsed / done) * (total - done);
        log(
          `[${String(done).padStart(String(total).length)}/${total}] round ${round + 1} ${scenario.id.padEnd(13)} ${FRAMEWORK_LABELS[framework].padEnd(9)} ` +
            (Number.isFinite(record.rps)
              ? `${int(record.rps).padStart(8)} req/s  p50 ${fixed(record.p50Ms)} ms  p99 ${fixed(record.p99Ms)} ms  cpu ${fixed(record.cpuUsPerRequest, 1)} µs/req  peak ${fixed(record.peakKb / 1024, 1)} MB`
              : 'no result') +
            (record.ok ? '' : `  PROBLEM: ${record.problems.join('; ')}`) +
            `  (about ${duration(left)} left)`,
        );
      }
    }
  }

  const data = {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    machine: machine(),
    pinned,
    plan: { ...plan, scenarios: plan.scenarios },
    versions: {
      node: process.version,
      fastify: versionOf('fastify'),
      hono: versionOf('hono'),
      '@hono/node-server': versionOf('@hono/node-server'),
      express: versionOf('express'),
      wrk: wrkVersion(),
    },
    notes,
    runs,
    summary: summarizeRuns(runs, plan),
    seconds: (Date.now() - started) / 1000,
  };
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, 'http.json'), JSON.stringify(data, null, 2) + '\n');
  writeFileSync(join(RESULTS, 'http.svg'), renderHttpSvg(data));
  writeFileSync(
    join(RESULTS, 'http.md'),
    `# HTTP load\n\nGenerated by \`node bench/http.mjs\` on ${data.date}. ${data.machine}.\n\n${renderHttpMarkdown(data, 'http.svg')}\n`,
  );
  log(`\n${renderHttpMarkdown(data, 'results/http.svg')}\n`);
  log(`# HTTP benchmark done in ${duration(data.seconds)}; wrote bench/results/http.json, http.md, http.svg`);
}

function wrkVersion() {
  try {
    const text = execFileSync('wrk', ['-v'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return /wrk (\S+)/.exec(text)?.[1] ?? '?';
  } catch (error) {
    return /wrk (\S+)/.exec(String(error.stdout ?? ''))?.[1] ?? '?';
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const stop = (signal) => {
    current?.child.kill('SIGKILL');
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  try {
    await main();
  } catch (error) {
    current?.child.kill('SIGKILL');
    process.stderr.write(`http benchmark failed: ${error instanceof Error ? error.message : error}\n`);
    process.exitCode = 1;
  }
}
