/**
 * Crash-proofing: a few thousand generated handler and middleware behaviours (throws of every kind
 * of value, sync and async, before and after answering, bad headers, failing streams, double
 * answers, answers after a timeout; crash/behaviour.ts lists them) against two apps in a child
 * process (crash/server.ts), sent over raw keep-alive connections (crash/client.ts). The process
 * must not exit and must see no uncaught exception, unhandled rejection or warning; each request
 * must get exactly one HTTP answer, or a cut one where the rules below allow it.
 *
 * FW_CRASH_REPLAY replays a run (each failure message gives the number), FW_CRASH_COUNT changes its
 * size, FW_CRASH_SERIAL=1 sends one request at a time to pin reports on requests, FW_CRASH_DUMP=
 * <file> writes every failure and report there, FW_CRASH_VERBOSE=1 prints a summary of outcomes.
 *
 * What each request may get, from what the server recorded for it (crash/server.ts `Event`):
 * - a response helper took the response (`claim`): one whole response with that status; for a
 *   stream that fails after its first chunk the head with that status and a cut body (never a
 *   whole-looking body, never a second response), or a whole 500 when compression still held its
 *   first bytes back; for an endless stream, its head (the client then leaves); for a stream that
 *   fails before its first chunk, or gives values that are not bytes, a whole 500 (no head went out
 *   yet); for a stream whose Content-Length it does not match, a whole 500 or a cut body;
 * - a helper threw after taking the response (`fail`): a whole 500;
 * - timeout answered first (`expired`): a whole 503;
 * - nothing took the response: one whole error answer, 500 or the status of a thrown HttpError
 *   or FwError (never a 2xx or 3xx), or 404 from the bare app for a path no route matches;
 * - the server never ran the request (fw refused its target): a whole 400.
 * A send hook that sets 299 rewrites every later answer's status, one that throws or sets a bad
 * status turns it into a 500. The full app's log line for each request must carry the status the
 * client received, its metrics must count what its log shows, and every endless stream must be
 * destroyed once its client has gone.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { generate, mulberry32, pathOf, type AppName, type Behaviour } from './crash/behaviour.js';
import { Connection, type Outcome } from './crash/client.js';
import type { ChildMessage, Event, RequestRecord } from './crash/server.js';
import { HANG_MS } from './helpers.js';

const SEED =
  process.env['FW_CRASH_REPLAY'] !== undefined
    ? Number(process.env['FW_CRASH_REPLAY']) >>> 0
    : (Math.random() * 2 ** 32) >>> 0;
const COUNT = Number(process.env['FW_CRASH_COUNT'] ?? 5000);
/**
 * Requests in flight at once. FW_CRASH_SERIAL=1 sends one at a time and waits a little after
 * each, so that a report (an uncaught exception, say) can be pinned on the request that caused it.
 */
const SERIAL = process.env['FW_CRASH_SERIAL'] !== undefined;
const LANES = SERIAL ? 1 : 24;
/** How long one request may take before it counts as unanswered: a hang guard, not a speed claim. */
const REQUEST_MS = HANG_MS;
/** The whole run's bound: a hang guard (a run takes well under a minute), not a speed claim. */
const RUN_MS = 5 * 60_000;

interface Exchange {
  readonly behaviour: Behaviour;
  readonly outcome: Outcome;
  /** Whether the request went out on a connection that had carried one before. */
  readonly reused: boolean;
  /** The id of the request before this one on the same connection. */
  readonly previous: number | undefined;
  /** Reports that arrived while this request was the only one (FW_CRASH_SERIAL). */
  readonly reports: readonly string[];
}

interface Run {
  readonly exchanges: Exchange[];
  readonly records: Map<number, RequestRecord>;
  readonly logs: string[];
  readonly metrics: string;
  /** The ids of requests whose endless stream is still open. */
  readonly endless: readonly number[];
  readonly reports: { kind: string; detail: string }[];
  readonly exited: string | undefined;
  readonly healthy: Record<AppName, number | undefined>;
  readonly strays: number;
  readonly ms: number;
}

/** The request bytes of a behaviour: one write, or the head and the body apart. */
function requestOf(b: Behaviour, close: boolean, split: boolean): Buffer[] {
  const body = b.method === 'POST' ? (b.body === 'json' ? '{"a":1}' : b.body === 'bad' ? '{"a":' : '') : '';
  let head = `${b.method} ${pathOf(b)} HTTP/1.1\r\nHost: 127.0.0.1\r\n`;
  if (b.gzip) head += 'Accept-Encoding: gzip\r\n';
  if (close) head += 'Connection: close\r\n';
  if (b.method === 'POST') head += `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`;
  head += '\r\n';
  return split && body !== '' ? [Buffer.from(head, 'latin1'), Buffer.from(body)] : [Buffer.from(head + body, 'latin1')];
}

function startChild(): Promise<{
  child: ChildProcess;
  ports: Record<AppName, number>;
  reports: Run['reports'];
  exit: { reason?: string };
}> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./crash/server.js', import.meta.url), [], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const reports: Run['reports'] = [];
    const exit: { reason?: string } = {};
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'report') reports.push({ kind: message.kind, detail: message.detail });
      else if (message.type === 'ready') resolve({ child, ports: message.ports, reports, exit });
    });
    child.once('exit', (code, signal) => {
      exit.reason = `exited with code ${code} signal ${signal}`;
      reject(new Error(`the crash server ${exit.reason} before it was ready`));
    });
  });
}

function dump(child: ChildProcess): Promise<Extract<ChildMessage, { type: 'dump' }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no dump from the crash server')), HANG_MS);
    const onMessage = (message: ChildMessage): void => {
      if (message.type !== 'dump') return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message);
    };
    child.on('message', onMessage);
    child.send({ type: 'dump' });
  });
}

async function health(port: number): Promise<number | undefined> {
  const connection = await Connection.open(port);
  try {
    const out = await connection.exchange(
      [Buffer.from('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')],
      false,
      REQUEST_MS,
    );
    return out.kind === 'complete' ? out.head!.status : undefined;
  } finally {
    connection.destroy();
  }
}

/** Sends every behaviour through `LANES` lanes, each keeping a connection per app and reusing it at random. */
async function runAll(): Promise<Run> {
  const start = Date.now();
  const { child, ports, reports, exit } = await startChild();
  try {
    return await drive(child, ports, reports, exit, start);
  } catch (error) {
    // A server that went away shows as refused connections: say so.
    if (exit.reason !== undefined)
      throw new Error(`the crash server ${exit.reason} during the run (FW_CRASH_REPLAY=${SEED})`, { cause: error });
    throw error;
  } finally {
    child.removeAllListeners('exit');
    child.kill();
  }
}

async function drive(
  child: ChildProcess,
  ports: Record<AppName, number>,
  reports: Run['reports'],
  exit: { reason?: string },
  start: number,
): Promise<Run> {
  const behaviours = generate(SEED, COUNT);
  const exchanges: Exchange[] = [];
  let next = 0;
  let strays = 0;
  const deadline = start + RUN_MS;
  const lane = async (): Promise<void> => {
    const open: Partial<Record<AppName, { connection: Connection; last: number | undefined }>> = {};
    while (next < behaviours.length && Date.now() < deadline) {
      const b = behaviours[next++]!;
      const pick = mulberry32(SEED ^ (b.id * 2654435761));
      let slot = open[b.app];
      if (slot !== undefined && pick() < 0.3) {
        strays += await slot.connection.finish();
        slot = undefined;
      }
      slot ??= { connection: await Connection.open(ports[b.app]), last: undefined };
      const previous = slot.last;
      const before = reports.length;
      const outcome = await slot.connection.exchange(
        requestOf(b, pick() < 0.1, pick() < 0.5),
        b.method === 'HEAD',
        REQUEST_MS,
      );
      if (SERIAL) await new Promise((r) => setTimeout(r, 100));
      exchanges.push({
        behaviour: b,
        outcome,
        reused: previous !== undefined,
        previous,
        reports: SERIAL ? reports.slice(before).map((r) => `${r.kind}: ${r.detail.split('\n')[0]}`) : [],
      });
      if (outcome.reusable) open[b.app] = { connection: slot.connection, last: b.id };
      else {
        slot.connection.destroy();
        delete open[b.app];
      }
    }
    for (const slot of Object.values(open)) if (slot !== undefined) strays += await slot.connection.finish();
  };
  await Promise.all(Array.from({ length: LANES }, lane));
  // Late work goes on after the last answer (late next() calls and rejections, endless streams being torn down, the
  // log lines of requests whose chain settles late): ask the server until no endless stream is open and every request
  // that reached the full app has its log line, or the hang guard runs out. The cases judge what it holds then.
  const settled = (state: Extract<ChildMessage, { type: 'dump' }>): boolean => {
    const logged = logStatuses(state.logs);
    const reached = new Set(state.records.filter((r) => r.app === 'full').map((r) => r.id));
    return (
      state.endless.length === 0 &&
      exchanges.every((e) => e.behaviour.app !== 'full' || !reached.has(e.behaviour.id) || logged.has(e.behaviour.id))
    );
  };
  const settleBy = performance.now() + HANG_MS;
  while (!settled(await dump(child)) && performance.now() < settleBy) await new Promise((r) => setTimeout(r, 50));
  const healthy = { bare: await health(ports.bare), full: await health(ports.full) };
  const state = await dump(child);
  const records = new Map(state.records.map((r) => [r.id, r]));
  const exited =
    exit.reason ??
    (child.exitCode !== null || child.signalCode !== null
      ? `exited with ${child.exitCode ?? child.signalCode}`
      : undefined);
  return {
    exchanges,
    records,
    logs: state.logs,
    metrics: state.metrics,
    endless: state.endless,
    reports,
    exited,
    healthy,
    strays,
    ms: Date.now() - start,
  };
}

const BODYLESS = new Set([204, 304]);
/** Stream answers that send all they have. */
const WHOLE_STREAMS = new Set(['stream', 'stream-text', 'stream-empty', 'stream-204']);

/** What is wrong with one exchange, or undefined; see the file comment for the rules. */
function judge({ behaviour: b, outcome: out }: Exchange, record: RequestRecord | undefined): string | undefined {
  if (out.kind === 'malformed') return `a malformed response: ${out.problem}`;
  if (out.kind === 'timeout') return 'no whole answer and no close within the time';
  if (out.kind === 'cut-head') return 'the connection closed in the middle of a head';
  if (out.extra > 0) return `${out.extra} bytes after the response`;
  const status = out.head?.status;
  const id = out.head?.headers.get('x-id')?.[0];
  if (id !== undefined && id !== String(b.id)) return `the answer of request ${id}`;
  if (record === undefined)
    return out.kind === 'complete' && status === 400
      ? undefined
      : 'the server never ran the request, yet did not refuse it with a 400';
  const first = record.events.find(
    (e): e is Exclude<Event, ['throw', number] | ['late', string]> =>
      e[0] === 'claim' || e[0] === 'fail' || e[0] === 'expired',
  );
  const whole = (expected: number): string | undefined =>
    out.kind === 'complete' && status === expected ? undefined : `expected a whole ${expected}, got ${describe(out)}`;
  // A hook that sets 299 applies to every answer sent through the helpers after it was registered.
  const rewritten = (expected: number): boolean => status === 299 && hasAct(b, 'k:status') && expected >= 200;
  if (first === undefined) {
    const allowed = new Set([500, ...record.events.filter((e) => e[0] === 'throw').map((e) => e[1])]);
    if (b.nf && b.app === 'bare') allowed.add(404);
    if (out.kind === 'complete' && (allowed.has(status!) || [...allowed].some(rewritten))) return undefined;
    return `expected a whole error answer (${[...allowed].join(' or ')}), got ${describe(out)}`;
  }
  // A hook that throws or sets a status node refuses turns any answer through the helpers into a 500.
  const broken = hasAct(b, 'k:throw') || hasAct(b, 'k:bad-status');
  if (first[0] === 'expired')
    return out.kind === 'complete' && (rewritten(503) || (broken && status === 500)) ? undefined : whole(503);
  if (first[0] === 'fail') return whole(500);
  const [, sent, kind] = first;
  const bodyless = b.method === 'HEAD' || BODYLESS.has(sent);
  // A hook that swaps the body (bytes, another stream, none) may have replaced a failing or endless stream.
  const swapped = hasAct(b, 'k:stream') || hasAct(b, 'k:bytes') || hasAct(b, 'k:null');
  if (
    out.kind === 'complete' &&
    status === sent &&
    (bodyless || swapped || WHOLE_STREAMS.has(kind) || !kind.startsWith('stream'))
  )
    return undefined;
  // A Content-Length set for a stream that the stream does not match cuts it, or answers 500 when it shows at the first chunk.
  const lengthSet = kind.startsWith('stream') && hasAct(b, 'h:cl');
  if (lengthSet && out.kind === 'complete' && status === 500) return undefined;
  if (!bodyless && kind === 'stream-endless')
    return out.kind === 'endless' && status === sent
      ? undefined
      : `expected the head of an endless ${sent} stream, got ${describe(out)}`;
  // Cut short, or a whole 500 when nothing had gone out yet (compression holds the first chunks back).
  if (!bodyless && (kind === 'stream-mid' || lengthSet))
    return (out.kind === 'truncated' && status === sent) || (out.kind === 'complete' && status === 500)
      ? undefined
      : `expected a ${sent} cut short, got ${describe(out)}`;
  if (!bodyless && (kind === 'stream-early' || kind === 'stream-objects')) return whole(500);
  return whole(sent);
}

/** Whether any step of a behaviour has an act. */
function hasAct(b: Behaviour, act: string): boolean {
  return JSON.stringify(b.spec).includes(`"${act}"`);
}

function describe(out: Outcome): string {
  const head =
    out.head === undefined
      ? ''
      : ` ${out.head.status}${out.head.interim.length > 0 ? ` after ${out.head.interim.join(', ')}` : ''}`;
  return `${out.kind}${head}`;
}

/** The full app's log lines by request id, with their statuses. */
function logStatuses(lines: readonly string[]): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const line of lines) {
    const entry = JSON.parse(line) as { path: string; status: number };
    const id = Number(entry.path.split('/')[2]);
    if (!Number.isSafeInteger(id)) continue;
    out.set(id, [...(out.get(id) ?? []), entry.status]);
  }
  return out;
}

function explain(run: Run, e: Exchange, record: RequestRecord | undefined, problem: string): string {
  const b = e.behaviour;
  const before = e.previous === undefined ? undefined : run.exchanges.find((x) => x.behaviour.id === e.previous);
  return [
    `#${b.id} ${b.app} ${b.method} ${b.nf ? 'nf ' : ''}arg=${b.arg} body=${b.body} gzip=${b.gzip} ${e.reused ? `after #${e.previous}` : 'new connection'}: ${problem}`,
    `  spec   ${JSON.stringify(b.spec)}`,
    `  events ${JSON.stringify(record?.events ?? null)}`,
    `  raw    ${JSON.stringify(e.outcome.raw.slice(0, 300))}`,
    ...e.reports.map((r) => `  report ${r}`),
    ...(before === undefined
      ? []
      : [
          `  before ${before.behaviour.method} ${JSON.stringify(before.behaviour.spec)} ${JSON.stringify(run.records.get(before.behaviour.id)?.events ?? null)} ${JSON.stringify(before.outcome.raw.slice(0, 200))}`,
        ]),
  ].join('\n');
}

function failures(run: Run, check: (e: Exchange, record: RequestRecord | undefined) => string | undefined): string[] {
  const out: string[] = [];
  for (const e of run.exchanges) {
    const record = run.records.get(e.behaviour.id);
    const problem = check(e, record);
    if (problem !== undefined) out.push(explain(run, e, record, problem));
  }
  return out;
}

function verdict(list: readonly string[], what: string): void {
  if (list.length === 0) return;
  assert.unreachable(
    `${list.length} request(s) ${what} (FW_CRASH_REPLAY=${SEED} replays the run):\n${list.slice(0, 15).join('\n')}`,
  );
}

// ---------------------------------------------------------------------------------------------
const Crash = suite('crash-proofing');

let run: Run;

Crash.before(async () => {
  run = await runAll();
  const file = process.env['FW_CRASH_DUMP'];
  if (file !== undefined) {
    // Every failure and report, for working through a failing seed.
    const { writeFileSync } = await import('node:fs');
    const all = failures(run, (e, record) => judge(e, record) ?? (e.reports.length > 0 ? 'reports' : undefined));
    writeFileSync(file, [...run.reports.map((r) => `REPORT ${r.kind}: ${r.detail}`), ...all].join('\n') + '\n');
  }
  if (process.env['FW_CRASH_VERBOSE'] !== undefined) {
    const kinds = new Map<string, number>();
    for (const e of run.exchanges) kinds.set(describe(e.outcome), (kinds.get(describe(e.outcome)) ?? 0) + 1);
    console.log(
      `run ${SEED}: ${run.exchanges.length} requests in ${run.ms} ms`,
      Object.fromEntries([...kinds].sort((a, b) => b[1] - a[1])),
    );
  }
});

Crash('should send every generated request within the time', () => {
  assert.is(
    run.exchanges.length,
    COUNT,
    `only ${run.exchanges.length} of ${COUNT} requests were sent within ${RUN_MS} ms (FW_CRASH_REPLAY=${SEED})`,
  );
});

Crash('should keep the server process alive, with no uncaught exception, unhandled rejection or warning', () => {
  assert.is(run.exited, undefined, `the crash server ${run.exited}`);
  const reports = run.reports.map((r) => `${r.kind}: ${r.detail.split('\n').slice(0, 6).join('\n    ')}`);
  assert.equal(
    reports.slice(0, 10),
    [],
    `${run.reports.length} report(s) from the crash server (FW_CRASH_REPLAY=${SEED})`,
  );
  assert.equal(run.healthy, { bare: 200, full: 200 }, 'both apps still answer');
});

Crash('should give each request exactly one HTTP answer or a clean close', () => {
  verdict(failures(run, judge), 'did not get the answer their behaviour allows');
});

Crash('should send nothing after an answer on a kept-alive connection', () => {
  assert.is(run.strays, 0, `${run.strays} stray bytes arrived after complete responses (FW_CRASH_REPLAY=${SEED})`);
});

Crash('should log, in the full app, the status each client received, once per request', () => {
  const logged = logStatuses(run.logs);
  const list = failures(run, (e, record) => {
    if (e.behaviour.app !== 'full' || record === undefined) return undefined;
    const statuses = logged.get(e.behaviour.id) ?? [];
    if (statuses.length !== 1) return `${statuses.length} log lines (${statuses.join(', ')})`;
    const head = e.outcome.head;
    return head === undefined || head.status === statuses[0]
      ? undefined
      : `logged ${statuses[0]}, the client received ${head.status}`;
  });
  verdict(list, 'were logged wrongly');
  // Metrics and logs see the same requests (the health check included), each once.
  const total = /^fw_requests_total (\d+)$/m.exec(run.metrics)?.[1];
  assert.is(
    Number(total),
    run.logs.length,
    `metrics count ${total} requests, the log has ${run.logs.length} lines (FW_CRASH_REPLAY=${SEED})`,
  );
});

Crash('should destroy every endless stream once its client is gone', () => {
  assert.equal(run.endless, [], `endless streams still open (FW_CRASH_REPLAY=${SEED})`);
});

Crash.run();
