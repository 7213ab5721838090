// One command for every benchmark: HTTP load against bare node:http, Fastify, Hono and Express
// (tables and an SVG chart), the router micro-benchmark, build time, the dev loop, start-up and the
// server CPU cost of hostile inputs, and typed clients' type-check cost at scale; then it writes
// bench/RESULTS.md from this run's numbers only.
//
//   npm run bench     (or `pnpm bench`: node scripts/setup.mjs && node bench/run.mjs)
//   node bench/run.mjs
//
// Quick look (a few minutes, numbers only indicative):
//   BENCH_ROUNDS=1 BENCH_WARMUP=1 BENCH_DURATION=2 BENCH_MS=100 npm run bench
//
// Environment (defaults are the full run, about an hour plus install and build):
//   BENCH_ROUNDS      HTTP rounds (7) and router rounds (5)
//   BENCH_WARMUP      seconds of wrk warm-up before each HTTP run (3)
//   BENCH_DURATION    seconds of each counted HTTP run (10)
//   BENCH_CONNECTIONS wrk connections (100)
//   BENCH_SCENARIOS   comma list of HTTP scenarios: plaintext, pipelined, params, post, observability, routes1000, list
//   BENCH_FRAMEWORKS  comma list: bare, fw, fastify, hono, express and the reference servers bare-async,
//                     fastify-defaults, bare-again, fw-stringify, fw-tracing (bare always runs: ratios need it)
//   BENCH_PARTS       comma list of parts: http, profile, router, build, dev, serializer, startup, cluster, hostile, client (all)
//   BENCH_WORKERS     cluster: the largest worker count (the number of cores)
//   BENCH_PROFILE_ROUNDS CPU profiles: rounds per profiled server (3)
//   BENCH_MS          router: ms per timed sample (400)
//   BENCH_STARTUP_RUNS start-up: fresh processes per framework (5)
//   BENCH_PIN=0       do not pin server and wrk to separate CPUs with taskset
//   BENCH_HOSTILE_QUICK=1 hostile inputs: fewer repetitions (BENCH_HOSTILE_CAP_MS, _ROUNDS, _BUDGET_MS: see hostile.mjs)
import { renderTargets } from './lib/targets.mjs';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { httpPlan, renderHttpMarkdown } from './http.mjs';
import { duration, envInt, envList, machine } from './lib/report.mjs';
import { profileFindings, profileSeconds, renderProfileMarkdown } from './profile.mjs';
import { renderStartupMarkdown } from './startup.mjs';
import { clusterPlan, renderClusterMarkdown } from './cluster.mjs';

const BENCH = dirname(fileURLToPath(import.meta.url));
const RESULTS = join(BENCH, 'results');

const PARTS = [
  { id: 'http', script: 'http.mjs', title: 'HTTP load', outputs: ['http.json', 'http.svg'] },
  {
    id: 'profile',
    script: 'profile.mjs',
    title: 'Where the time goes: CPU profiles under load',
    outputs: ['profile.json'],
  },
  { id: 'router', script: 'router.mjs', title: 'Router micro-benchmark', outputs: ['router.md'] },
  { id: 'build', script: 'build.mjs', title: 'Build time', outputs: ['build.md'] },
  { id: 'dev', script: 'dev.mjs', title: 'The dev loop', outputs: ['dev.md'] },
  { id: 'serializer', script: 'serializer.mjs', title: 'Response writer', outputs: ['serializer.md'] },
  { id: 'startup', script: 'startup.mjs', title: 'Start-up', outputs: ['startup.json'] },
  { id: 'cluster', script: 'cluster.mjs', title: 'Workers (fwc start)', outputs: ['cluster.json'] },
  {
    id: 'hostile',
    script: 'hostile.mjs',
    title: 'Hostile inputs: server CPU per request',
    outputs: ['hostile.json', 'hostile.md'],
  },
  { id: 'client', script: 'client.mjs', title: 'Typed clients at scale', outputs: ['client.md'] },
];

/** Rough seconds per part, for the estimate printed at the start. */
function estimate(id) {
  if (id === 'http') return httpPlan().seconds + 5;
  if (id === 'router') {
    // 7 groups x 7 routers: two warm-up passes of 75 ms, ROUNDS samples of BENCH_MS, then 7 allocation children and the 10M-lookup GC check.
    const ms = envInt('BENCH_MS', 400);
    return 49 * (0.15 + (envInt('BENCH_ROUNDS', 5) * ms) / 1000) + 11;
  }
  if (id === 'profile')
    return profileSeconds(
      envInt('BENCH_PROFILE_ROUNDS', 3),
      envInt('BENCH_WARMUP', 3, 0),
      envInt('BENCH_DURATION', 10),
    );
  if (id === 'build') return 6 * 5;
  if (id === 'dev') return 30 + envInt('BENCH_DEV_EDITS', 12) * 2.5;
  if (id === 'serializer') return 30;
  if (id === 'cluster') return clusterPlan().seconds + 10;
  if (id === 'hostile') return process.env.BENCH_HOSTILE_QUICK === '1' ? 120 : 240;
  // 4 clients x 3 sizes x 2 compilers, the 3,000-operation Hono and oRPC checks under tsc 5.9 the longest.
  if (id === 'client') return 1200;
  return 5 * (envInt('BENCH_STARTUP_RUNS', 5) + 1) * 0.6 + 5;
}

/** The command line as typed: BENCH_* settings and how the script was invoked. */
function commandLine() {
  const settings = Object.entries(process.env)
    .filter(([k]) => k.startsWith('BENCH_'))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${/^[\w.,:/-]*$/.test(v) ? v : JSON.stringify(v)}`);
  let command = 'node bench/run.mjs';
  if (process.env.npm_lifecycle_event === 'bench') {
    command = (process.env.npm_config_user_agent ?? '').startsWith('pnpm') ? 'pnpm bench' : 'npm run bench';
    command += ' (node scripts/setup.mjs && node bench/run.mjs)';
  }
  return [...settings, command].join(' ');
}

/** The checked-out commit, and whether the tree has uncommitted changes. */
function revision() {
  try {
    const git = (...args) =>
      execFileSync('git', args, { cwd: BENCH, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const head = git('rev-parse', '--short', 'HEAD');
    return git('status', '--porcelain').length > 0 ? `${head} plus uncommitted changes` : head;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

function runPart(part) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(BENCH, part.script)], {
      cwd: join(BENCH, '..'),
      stdio: 'inherit',
      env: process.env,
    });
    child.once('error', (error) => resolve({ code: 1, error: error.message }));
    child.once('exit', (code, signal) => resolve({ code: code ?? (signal === null ? 1 : 128), signal }));
  });
}

/** A results/*.md file without its title and "Generated by" line, or null when this run did not write it. */
function section(file, since) {
  const path = join(RESULTS, file);
  if (!existsSync(path) || statSync(path).mtimeMs < since) return null;
  return readFileSync(path, 'utf8')
    .replace(/^# .*\n+/, '')
    .replace(/^Generated by .*\n+/, '')
    .trim();
}

function fresh(file, since) {
  const path = join(RESULTS, file);
  return existsSync(path) && statSync(path).mtimeMs >= since;
}

async function main() {
  const started = Date.now();
  const rev = revision();
  const wanted = envList('BENCH_PARTS');
  for (const id of wanted ?? [])
    if (!PARTS.some((p) => p.id === id))
      throw new Error(`BENCH_PARTS: unknown part "${id}" (${PARTS.map((p) => p.id).join(', ')})`);
  const parts = PARTS.filter((p) => wanted === null || wanted.includes(p.id));
  const plan = httpPlan();
  const total = parts.reduce((sum, p) => sum + estimate(p.id), 0);
  console.log(`# fw benchmarks: ${parts.map((p) => p.id).join(', ')}`);
  console.log(`# ${machine()}`);
  if (parts.some((p) => p.id === 'http')) {
    console.log(
      `# HTTP: ${plan.rounds} rounds x ${plan.scenarios.length} scenarios x up to ${plan.frameworks.length} frameworks (plus reference servers), ${plan.warmup} s warm-up + ${plan.duration} s per run (${plan.runs} runs)`,
    );
  }
  console.log(
    `# estimated time: about ${duration(total)} (${parts.map((p) => `${p.id} ${duration(estimate(p.id))}`).join(', ')})\n`,
  );

  const outcome = {};
  for (const part of parts) {
    const t0 = Date.now();
    console.log(`\n## ${part.title} (node bench/${part.script})\n`);
    const result = await runPart(part);
    outcome[part.id] = { ...result, seconds: (Date.now() - t0) / 1000, fresh: part.outputs.every((f) => fresh(f, t0)) };
    if (result.code !== 0) console.log(`\n# ${part.id} failed (exit ${result.code})`);
  }

  const seconds = (Date.now() - started) / 1000;
  const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  const out = [
    '# fw benchmarks',
    '',
    `Generated by \`${commandLine()}\` on ${date}, in ${duration(seconds)}.`,
    '',
    `Machine: ${machine()}. fw at commit ${rev}.`,
    '',
    'Every number below comes from this one run. The machine is shared and noisy (15 to 40 percent between runs is normal): ' +
      'read medians together with their min-max, and compare frameworks within this run (the ratios to bare node:http are taken round by round for that reason).',
    '',
  ];
  const failed = (part) =>
    `This part did not complete in this run (exit ${outcome[part]?.code}); its console output says why. No numbers are shown rather than older ones.`;
  for (const part of parts) {
    out.push(`## ${part.title}`, '');
    const ok = outcome[part.id].code === 0 && outcome[part.id].fresh;
    if (part.id === 'http') {
      if (!ok) out.push(failed('http'));
      else {
        const data = JSON.parse(readFileSync(join(RESULTS, 'http.json'), 'utf8'));
        out.push(
          'Command: `node bench/http.mjs` (servers in bench/servers/, scenarios in bench/lib/scenarios.mjs, wrk scripts in bench/lua/); raw runs in results/http.json.',
          '',
        );
        out.push(renderHttpMarkdown(data, 'results/http.svg'));
        const routerOk = outcome['router']?.code === 0 && outcome['router']?.fresh;
        out.push(
          '',
          '### Targets',
          '',
          renderTargets(data, routerOk ? readFileSync(join(RESULTS, 'router.md'), 'utf8') : null),
        );
        const profileOk = outcome['profile']?.fresh === true;
        const findings = profileOk
          ? profileFindings(JSON.parse(readFileSync(join(RESULTS, 'profile.json'), 'utf8')))
          : '';
        out.push(
          '',
          findings === ''
            ? "The CPU profiles did not run in this run, so this page does not say where the time goes; the README's Performance section says what earlier profiles showed."
            : `What this run's CPU profiles (next section) show for the HTTP targets that compare fw with another server, as µs of the server's main thread per request:\n\n${findings}`,
        );
      }
    } else if (part.id === 'profile') {
      // Shown whenever this run wrote it: a server that could not be profiled is named in its table.
      out.push(
        outcome['profile'].fresh
          ? `Command: \`node bench/profile.mjs\`; raw summaries in results/profile.json.\n\n${renderProfileMarkdown(JSON.parse(readFileSync(join(RESULTS, 'profile.json'), 'utf8')))}`
          : failed('profile'),
      );
    } else if (part.id === 'router') {
      const text = ok ? section('router.md', started) : null;
      out.push(
        text === null
          ? failed('router')
          : `Command: \`node bench/router.mjs\` (also \`npm run bench:router\`).\n\n${text}`,
      );
    } else if (part.id === 'build') {
      const text = ok ? section('build.md', started) : null;
      out.push(text === null ? failed('build') : `Command: \`node bench/build.mjs\`.\n\n${text}`);
    } else if (part.id === 'dev') {
      const text = ok ? section('dev.md', started) : null;
      out.push(text === null ? failed('dev') : `Command: \`node bench/dev.mjs\`.\n\n${text}`);
    } else if (part.id === 'serializer') {
      const text = ok ? section('serializer.md', started) : null;
      out.push(text === null ? failed('serializer') : `Command: \`node bench/serializer.mjs\`.\n\n${text}`);
    } else if (part.id === 'startup') {
      if (!ok) out.push(failed('startup'));
      else {
        const data = JSON.parse(readFileSync(join(RESULTS, 'startup.json'), 'utf8'));
        out.push(`Command: \`node bench/startup.mjs\`.\n\n${renderStartupMarkdown(data)}`);
      }
    } else if (part.id === 'hostile') {
      const text = ok ? section('hostile.md', started) : null;
      out.push(
        text === null
          ? failed('hostile')
          : `Command: \`node bench/hostile.mjs\`; raw results in results/hostile.json.\n\n${text}`,
      );
    } else if (part.id === 'client') {
      const text = ok ? section('client.md', started) : null;
      out.push(text === null ? failed('client') : `Command: \`node bench/client.mjs\`.\n\n${text}`);
    } else if (part.id === 'cluster') {
      if (!ok) out.push(failed('cluster'));
      else {
        const data = JSON.parse(readFileSync(join(RESULTS, 'cluster.json'), 'utf8'));
        out.push(`Command: \`node bench/cluster.mjs\`.\n\n${renderClusterMarkdown(data)}`);
      }
    }
    out.push('');
  }
  out.push(
    '## Running it',
    '',
    '`npm run bench` (or `pnpm bench`) installs the workspace, builds it, installs `wrk` and `taskset` with apt-get when they are missing, ' +
      'compiles the fw servers with the fw transformer and runs every part (about an hour with the defaults). ' +
      'A quick look: `BENCH_ROUNDS=1 BENCH_WARMUP=1 BENCH_DURATION=2 BENCH_MS=100 npm run bench` (a few minutes; numbers only indicative). ' +
      'Other settings: `BENCH_SCENARIOS`, `BENCH_FRAMEWORKS`, `BENCH_PARTS`, `BENCH_CONNECTIONS`, `BENCH_PROFILE_ROUNDS`, `BENCH_STARTUP_RUNS`, `BENCH_PIN=0`, `BENCH_HOSTILE_QUICK=1` (see bench/run.mjs). ' +
      'Every server answers the same bytes for the same request: `bench/test/parity.test.ts` (part of `npm test`) checks it.',
    '',
  );
  writeFileSync(join(BENCH, 'RESULTS.md'), out.join('\n'));
  const bad = parts.filter((p) => outcome[p.id].code !== 0 || !outcome[p.id].fresh);
  console.log(
    `\n# done in ${duration(seconds)}; wrote bench/RESULTS.md${bad.length ? `; failed: ${bad.map((p) => p.id).join(', ')}` : ''}`,
  );
  process.exitCode = bad.length === 0 ? 0 : 1;
}

await main();
