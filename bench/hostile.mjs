// Hostile inputs: the server CPU time one request costs fw and Fastify for bodies built to be
// expensive (lib/hostile-inputs.mjs), next to a normal validated POST and JSON.parse of the same
// body alone, at both frameworks' default 1 MiB body limit.
// Run: node bench/hostile.mjs [--quick]   (writes bench/results/hostile.{json,md})
//
// Method: each server (servers/fw-hostile.ts compiled with the fw transformer, and
// servers/fastify-hostile.mjs with the JSON Schemas fw derives from the same types) runs in a child
// process on 127.0.0.1, port 0, with an IPC channel and --expose-gc; asked 'cpu', it answers its
// own process.cpuUsage() (user + system µs of the whole process), and 'gc' the same after a full
// collection (lib/cpu-probe.mjs). Per input and server: one request alone, after a full collection
// and a 30 ms pause (so the garbage of the input before is not counted); then, in
// BENCH_HOSTILE_ROUNDS rounds alternating the servers (fw, Fastify and a second fw process, the A/A
// control), a window of the same request sent one after another on a keep-alive connection, as many
// as fit BENCH_HOSTILE_BUDGET_MS of wall time judged from the first request (at least 3 a round, so
// a large request's garbage collection is shared across them; none when the first took over a
// second). CPU per request is a window's CPU, less an empty window's, over its requests; the figure
// is the median of the rounds (or the first request's own). A request whose server has used more
// than BENCH_HOSTILE_CAP_MS of CPU (read from /proc/<pid>/stat while it waits) is abandoned, the
// server killed and restarted, and the larger sizes of that input class are not sent to it.
//
// Environment: BENCH_HOSTILE_QUICK=1 (or --quick) one round of shorter windows;
// BENCH_HOSTILE_CAP_MS (5000); BENCH_HOSTILE_BUDGET_MS (300, quick 100); BENCH_HOSTILE_ROUNDS (3, quick 1).
import http from 'node:http';
import os from 'node:os';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './lib/compile.mjs';
import { hostileInputs, LIMIT } from './lib/hostile-inputs.mjs';
import { envInt, machine, median, versionOf } from './lib/report.mjs';
import { cpuSecondsOf, startServer } from './lib/servers.mjs';

const BENCH = dirname(fileURLToPath(import.meta.url));
const QUICK = process.argv.includes('--quick') || process.env.BENCH_HOSTILE_QUICK === '1';
const CAP_MS = envInt('BENCH_HOSTILE_CAP_MS', 5000);
const BUDGET_MS = envInt('BENCH_HOSTILE_BUDGET_MS', QUICK ? 100 : 300);
const ROUNDS = envInt('BENCH_HOSTILE_ROUNDS', QUICK ? 1 : 3);
const MAX_REQUESTS = QUICK ? 20 : 1000;
const MIN_REQUESTS = QUICK ? 1 : 3;
/** A first request that took longer than this is not repeated (its figure is that one request's). */
const REPEAT_MS = 1000;
/** The aim the table is read against: no input above this much server CPU per request, unless JSON.parse alone costs that. */
const AIM_MS = 100;

/**
 * The servers' programs (fw's is compiled by compileFw first). `fwAgain` is the A/A control: a
 * second process of the same fw program, measured in the same rounds, whose difference from `fw`
 * is this run's noise.
 */
const FW = { file: join(BENCH, '.out', 'fw-hostile.js'), args: [] };
const SERVERS = {
  fw: FW,
  fastify: { file: join(BENCH, 'servers', 'fastify-hostile.mjs'), args: [] },
  fwAgain: FW,
};

/** A running server with its CPU probe, its keep-alive agent and a request that gives up past the cap. */
async function launch(id) {
  const server = await startServer(id, 'hostile', { command: SERVERS[id], ipc: true, nodeArgs: ['--expose-gc'] });
  const waiting = [];
  server.child.on('message', (usage) => waiting.shift()?.(usage));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  /** The server's cumulative CPU time in ms (after a full garbage collection when `collect`). */
  const cpu = (collect = false) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${id}: no answer to the CPU probe`)), 30_000);
      waiting.push((usage) => {
        clearTimeout(timer);
        resolve((usage.user + usage.system) / 1000);
      });
      server.child.send(collect ? 'gc' : 'cpu');
    });
  const empty = [];
  for (let i = 0; i < 7; i++) empty.push(-(await cpu()) + (await cpu()));
  return {
    id,
    ...server,
    agent,
    cpu,
    probeMs: median(empty),
    alive: () => server.child.exitCode === null && server.child.signalCode === null,
  };
}

/**
 * Sends one request; resolves to `{ status, bytes, wallMs }`, or `{ capped: true, cpuMs }` once the
 * server has spent more than CAP_MS of CPU on it (the caller must restart that server).
 */
function send(server, input, body) {
  return new Promise((resolve) => {
    const cpu0 = cpuSecondsOf(server.pid);
    const t0 = process.hrtime.bigint();
    const wallMs = () => Number(process.hrtime.bigint() - t0) / 1e6;
    let done = false;
    const finish = (result) => {
      if (done) return;
      done = true;
      clearInterval(watch);
      resolve(result);
    };
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method: 'POST',
        path: input.route,
        agent: server.agent,
        headers: { 'content-type': input.contentType ?? 'application/json', 'content-length': body.length },
      },
      (res) => {
        let bytes = 0;
        let start = '';
        res.on('data', (chunk) => {
          if (bytes < 300) start += chunk.subarray(0, 300 - bytes).toString('latin1');
          bytes += chunk.length;
        });
        res.on('end', () => finish({ status: res.statusCode, bytes, start, wallMs: wallMs() }));
        res.on('error', (error) => finish({ status: error.code ?? 'error', bytes, wallMs: wallMs() }));
      },
    );
    req.on('error', (error) =>
      finish({ status: server.alive() ? (error.code ?? 'error') : 'server exited', bytes: 0, wallMs: wallMs() }),
    );
    const watch = setInterval(() => {
      const used = (cpuSecondsOf(server.pid) - cpu0) * 1000;
      // The wall-time bound only matters when /proc cannot be read or the machine starves the server.
      if (used > CAP_MS || wallMs() > 6 * CAP_MS) {
        req.destroy();
        finish({ capped: true, cpuMs: used, wallMs: wallMs() });
      }
    }, 100);
    req.end(body);
  });
}

/** Records the statuses, the largest answer and the start of the first answer of a server's requests. */
function answers() {
  const seen = { statuses: [], bytes: 0, answer: '' };
  return {
    seen,
    add(r) {
      if (!seen.statuses.includes(r.status)) seen.statuses.push(r.status);
      seen.bytes = Math.max(seen.bytes, r.bytes);
      seen.answer ||= r.start ?? '';
    },
  };
}

/**
 * The server's CPU ms after a full garbage collection and a pause, so that collecting what the
 * previous input left (up to an 18 MB answer) and the collector's concurrent sweeping fall
 * before the first request of the next input.
 */
async function quiet(server) {
  await server.cpu(true);
  await new Promise((resolve) => setTimeout(resolve, 30));
  return server.cpu();
}

/** The first request of an input to a server, alone: `{ cpuMs, wallMs }` or `{ capped, cpuMs }`. */
async function first(server, input, body, record) {
  const before = await quiet(server);
  const r = await send(server, input, body);
  if (r.capped) return r;
  record.add(r);
  if (!server.alive()) return { exited: true, cpuMs: NaN, wallMs: r.wallMs };
  const after = await server.cpu();
  return { cpuMs: Math.max(0, after - before - server.probeMs), wallMs: r.wallMs };
}

/** `count` requests one after another: server CPU ms per request, or `{ capped, cpuMs }`. */
async function window(server, input, body, count, record) {
  const before = await server.cpu();
  for (let i = 0; i < count; i++) {
    const r = await send(server, input, body);
    if (r.capped) return r;
    record.add(r);
    if (!server.alive()) return { exited: true };
  }
  const after = await server.cpu();
  return { cpuMs: Math.max(0, (after - before - server.probeMs) / count) };
}

/** CPU ms of the bench process for one JSON.parse of the body (a throw counts too). */
function parseCost(text) {
  const once = () => {
    try {
      JSON.parse(text);
      return 'parses';
    } catch (error) {
      return `throws ${error.constructor.name}`;
    }
  };
  const t0 = process.cpuUsage();
  const outcome = once();
  const firstMs = cpuMs(process.cpuUsage(t0));
  const count = Math.min(100_000, Math.max(MIN_REQUESTS, Math.floor(BUDGET_MS / Math.max(firstMs, 0.0001))));
  const t1 = process.cpuUsage();
  for (let i = 0; i < count; i++) once();
  return { ms: cpuMs(process.cpuUsage(t1)) / count, outcome };
}

function cpuMs(usage) {
  return (usage.user + usage.system) / 1000;
}

/**
 * One input's row: JSON.parse of its body, then each server's first request and rounds of
 * windows. `servers` (by id) gets a fresh server for one that was capped or exited;
 * `cappedGroups` (by id) holds the input classes a server went over the cap on.
 */
async function measureInput(input, servers, cappedGroups) {
  const text = input.body();
  const body = Buffer.from(text);
  if (body.length > LIMIT)
    throw new Error(`${input.group} ${input.size}: ${body.length} bytes is over the 1 MiB limit`);
  const row = {
    group: input.group,
    title: input.title,
    route: input.route,
    size: input.size,
    bodyBytes: body.length,
    contentType: input.contentType ?? 'application/json',
    parse: parseCost(text),
    servers: {},
  };
  const restart = async (id) => {
    await servers[id].stop();
    servers[id].agent.destroy();
    servers[id] = await launch(id);
  };
  // A capped request leaves its server spinning: kill it and start a fresh one.
  const capped = async (id, result) => {
    row.servers[id] = { capped: true, cpuMs: result.cpuMs };
    cappedGroups[id].add(input.group);
    servers[id].child.kill('SIGKILL');
    await restart(id);
  };
  const state = {};
  for (const id of Object.keys(SERVERS)) {
    if (cappedGroups[id].has(input.group)) {
      row.servers[id] = { skipped: true };
      continue;
    }
    const record = answers();
    const one = await first(servers[id], input, body, record);
    if (one.capped) {
      await capped(id, one);
      continue;
    }
    // A first request that took a second is not sent again; any other is sent at least
    // MIN_REQUESTS times a round: the collection of a large request's garbage lands on whichever
    // request runs out of young space, so one request a round would count it or not by chance.
    const count =
      one.exited || one.wallMs >= REPEAT_MS
        ? 0
        : Math.min(MAX_REQUESTS, Math.max(MIN_REQUESTS, Math.floor(BUDGET_MS / one.wallMs)));
    state[id] = { record, count, rounds: [] };
    row.servers[id] = { firstMs: one.cpuMs, single: count === 0, perWindow: count };
    if (count === 0) row.servers[id].cpuMs = one.cpuMs;
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const id of Object.keys(SERVERS)) {
      const s = state[id];
      if (s === undefined || s.count === 0 || row.servers[id].capped) continue;
      const w = await window(servers[id], input, body, s.count, s.record);
      if (w.capped) await capped(id, w);
      else if (w.exited) s.count = 0;
      else s.rounds.push(w.cpuMs);
    }
  }
  for (const id of Object.keys(SERVERS)) {
    const s = state[id];
    if (s === undefined || row.servers[id].capped) continue;
    row.servers[id] = { ...row.servers[id], ...s.record.seen };
    if (s.rounds.length > 0) row.servers[id] = { ...row.servers[id], cpuMs: median(s.rounds), rounds: s.rounds };
    if (!servers[id].alive()) await restart(id);
  }
  return row;
}

function compileFw() {
  const errors = build([join(BENCH, 'servers', 'fw-hostile.ts')], join(BENCH, '.out'), { transform: true });
  if (errors.length > 0) throw new Error(`servers/fw-hostile.ts did not compile:\n${errors.join('\n')}`);
}

async function main() {
  const started = Date.now();
  const loadBefore = os.loadavg()[0];
  compileFw();
  const inputs = hostileInputs();
  console.log(
    `# hostile inputs: ${inputs.length} inputs x fw, Fastify and fw again (A/A), cap ${CAP_MS} ms of server CPU per request, budget ${BUDGET_MS} ms per input${QUICK ? ' (quick)' : ''}`,
  );
  const servers = {};
  for (const id of Object.keys(SERVERS)) servers[id] = await launch(id);
  // Warm both servers' common path before the first row: the CPU per request of a fresh server
  // settles after about 2,000 requests (its compiler threads count in the process's CPU).
  const warm = inputs.find((i) => i.group === 'valid');
  const warmBody = Buffer.from(warm.body());
  for (const id of Object.keys(SERVERS))
    for (let i = 0; i < (QUICK ? 1000 : 3000); i++) await send(servers[id], warm, warmBody);

  const cappedGroups = Object.fromEntries(Object.keys(SERVERS).map((id) => [id, new Set()]));
  const rows = [];
  for (const input of inputs) {
    const row = await measureInput(input, servers, cappedGroups);
    rows.push(row);
    console.log(
      `${input.group} ${input.size}: fw ${cell(row.servers.fw)} (again ${cell(row.servers.fwAgain)}), Fastify ${cell(row.servers.fastify)}, JSON.parse ${ms(row.parse.ms)} ms; statuses ${statusesOf(row)}; answer bytes ${bytesOf(row)}`,
    );
  }
  for (const server of Object.values(servers)) {
    await server.stop();
    server.agent.destroy();
  }

  const data = {
    date: new Date().toISOString(),
    machine: machine(),
    fastify: versionOf('fastify'),
    quick: QUICK,
    capMs: CAP_MS,
    budgetMs: BUDGET_MS,
    rounds: ROUNDS,
    limit: LIMIT,
    seconds: (Date.now() - started) / 1000,
    load: [loadBefore, os.loadavg()[0]],
    rows,
  };
  mkdirSync(join(BENCH, 'results'), { recursive: true });
  writeFileSync(join(BENCH, 'results', 'hostile.json'), JSON.stringify(data, null, 2) + '\n');
  const markdown = renderHostileMarkdown(data);
  writeFileSync(
    join(BENCH, 'results', 'hostile.md'),
    `# Hostile inputs\n\nGenerated by \`node bench/hostile.mjs${QUICK ? ' --quick' : ''}\`.\n\n${markdown}\n`,
  );
  console.log(`\n${markdown}\n\n# wrote bench/results/hostile.{json,md} in ${Math.round(data.seconds)} s`);
}

/** A server's CPU ms per request as shown in the table. */
function cell(result) {
  if (result.skipped) return `not sent (a smaller size went over ${CAP_MS / 1000} s)`;
  if (result.capped) return `**> ${CAP_MS / 1000} s**`;
  if (!Number.isFinite(result.cpuMs)) return 'server exited';
  return result.single ? `${ms(result.cpuMs)} (1 request)` : ms(result.cpuMs);
}

/** Milliseconds with three significant digits below 100 (0.0691, 14.7), whole above. */
function ms(x) {
  return x >= 100 ? x.toFixed(0) : x >= 0.001 ? String(Number(x.toPrecision(3))) : x.toExponential(1);
}

function statusesOf(row) {
  const one = (r) => (r.skipped ? '-' : r.capped ? 'none' : r.statuses.join(', '));
  return `${one(row.servers.fw)} / ${one(row.servers.fastify)}`;
}

function bytesOf(row) {
  const one = (r) => (r.skipped || r.capped ? '-' : r.bytes.toLocaleString('en-US'));
  return `${one(row.servers.fw)} / ${one(row.servers.fastify)}`;
}

/** The A/A gap of a row: how far apart the two fw servers' figures are, as a fraction of the smaller; undefined when either has none. */
function aaGap(row) {
  const a = row.servers.fw.cpuMs;
  const b = row.servers.fwAgain?.cpuMs;
  if (!Number.isFinite(a) || !Number.isFinite(b) || row.servers.fw.capped || row.servers.fwAgain.capped)
    return undefined;
  return Math.abs(a - b) / Math.min(a, b);
}

/**
 * What the row says against the aim: fw over 100 ms where JSON.parse is cheaper, or fw above
 * Fastify: by more than 10 percent plus 0.05 ms and, where both ran several rounds, with every
 * round of fw's above every round of Fastify's and by more than the two fw servers differ on the
 * row (otherwise the difference is within this run's noise).
 */
function verdict(row) {
  const fw = row.servers.fw;
  const fastify = row.servers.fastify;
  if (fw.skipped) return `**over ${AIM_MS} ms** (a smaller size went over the cap)`;
  const fwMs = fw.capped ? Infinity : fw.cpuMs;
  const fastifyMs = fastify.skipped || fastify.capped ? Infinity : fastify.cpuMs;
  const problems = [];
  if (!Number.isFinite(fwMs) && !fw.capped) problems.push('**fw server exited**');
  if (fwMs > AIM_MS && row.parse.ms < AIM_MS) problems.push(`**over ${AIM_MS} ms**`);
  if (fwMs > fastifyMs * 1.1 + 0.05) {
    const apart =
      (fw.rounds?.length ?? 0) < 2 ||
      (fastify.rounds?.length ?? 0) < 2 ||
      (Math.min(...fw.rounds) > Math.max(...fastify.rounds) && fwMs - fastifyMs > fastifyMs * (aaGap(row) ?? 0));
    problems.push(apart ? '**above Fastify**' : 'above Fastify within noise');
  }
  return problems.length === 0 ? 'met' : problems.join(', ');
}

/** The report: how it was measured, then one row per input. */
function renderHostileMarkdown(data) {
  const lines = [
    `${data.machine}; Fastify ${data.fastify}. ${data.quick ? 'Quick run (`--quick`): fewer repetitions, numbers only indicative. ' : ''}Run in ${Math.round(data.seconds)} s; load average ${data.load.map((x) => x.toFixed(1)).join(' at the start, ')} at the end (other work shares the machine: CPU time per request grows with it, so compare the two servers of one row rather than runs).`,
    '',
    'Server CPU time per request: user + system time of the whole server process (all its threads), which each server reports from its own `process.cpuUsage()` over an IPC channel, ' +
      'read before and after the requests, less the cost of an empty probe. Per input and server: one request alone (it also warms the path), then ' +
      `${data.rounds} round${data.rounds === 1 ? '' : 's'} alternating the three servers, each a window of up to ${data.budgetMs} ms of the same request sent one after another on a keep-alive connection; ` +
      'the first request of each input follows a full garbage collection (the servers run with `--expose-gc`) and a 30 ms pause, so what the input before left is not counted; ' +
      `the figure is the median of the rounds' CPU per request. A window holds at least 3 requests (the garbage collection of a large request falls on whichever request runs out of memory, so it is shared across them); "(1 request)": it took over ${REPEAT_MS / 1000} s, so it was not repeated and the figure is its own (a first request also pays for compiling the code it runs, regular expressions included). ` +
      `A request on which the server spent more than ${data.capMs / 1000} s of CPU (read from /proc/<pid>/stat while waiting) is abandoned and the server restarted: ` +
      `"> ${data.capMs / 1000} s"; the larger sizes of that class are then not sent to that server. JSON.parse: CPU of \`JSON.parse\` of the same body text alone in the benchmark process (a throw counts).`,
    '',
    'Both servers run their defaults (body limit 1 MiB each). fw: `withBody<T>` on each route, validated by the code the fw transformer generates from T (`bench/servers/fw-hostile.ts`, types in `hostile-types.ts`). ' +
      "Fastify: each route's `schema.body` is the JSON Schema fw derives from the same type (`apidocs.jsonSchema<T>()`, what fw's OpenAPI document publishes), checked by ajv with Fastify's default options and ajv-formats (`bench/servers/fastify-hostile.mjs`). " +
      'Statuses and answer bytes (the body of the answer) are fw / Fastify.',
    '',
    `Aim: no input above ${AIM_MS} ms of server CPU per request at the default limit, except where JSON.parse itself costs that, and never more than Fastify on the same input. ` +
      'The last column flags fw over the 100 ms with JSON.parse under it, and fw above Fastify by more than 10 percent plus 0.05 ms: "**above Fastify**" when every round of fw\'s was above every round of Fastify\'s (or either ran one request or one round) and fw\'s excess is larger than the A/A gap, "above Fastify within noise" otherwise. ' +
      'A/A control: "fw again" is a second process of the same fw server, measured in the same rounds; the gap between the two fw columns is what this run\'s noise alone makes of one program.',
    '',
    '| input class | size | fw CPU ms/request | fw again (A/A) | Fastify CPU ms/request | JSON.parse ms | statuses | answer bytes | aim |',
    '|---|---|---:|---:|---:|---:|---|---:|---|',
  ];
  for (const row of data.rows) {
    const parse = `${ms(row.parse.ms)}${row.parse.outcome === 'parses' ? '' : ` (${row.parse.outcome})`}`;
    lines.push(
      `| ${row.title} | ${row.size} | ${cell(row.servers.fw)} | ${cell(row.servers.fwAgain)} | ${cell(row.servers.fastify)} | ${parse} | ${statusesOf(row)} | ${bytesOf(row)} | ${verdict(row)} |`,
    );
  }
  const gaps = data.rows
    .map((row) => ({ row, gap: aaGap(row) }))
    .filter((g) => g.gap !== undefined)
    .sort((a, b) => a.gap - b.gap);
  if (gaps.length > 0) {
    const largest = gaps[gaps.length - 1];
    const percent = (x) => `${Math.round(x * 100)}%`;
    lines.push(
      '',
      `A/A: the two fw servers differ by a median of ${percent(gaps[Math.floor(gaps.length / 2)].gap)} over ${gaps.length} rows, by more than 10% on ${gaps.filter((g) => g.gap > 0.1).length}, and at most by ${percent(largest.gap)} (${largest.row.title}, ${largest.row.size}).`,
    );
  }
  return lines.join('\n');
}

await main();
