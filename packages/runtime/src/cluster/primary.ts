/** runCluster: the node:cluster primary behind `fwc start`: forks workers, restarts them with backoff, relays their output, aggregates, stops gracefully. */
import type { Worker } from 'node:cluster';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { FwError } from '../errors.js';
import { CLUSTER_ENV, TAG, isClusterMessage, type CollectReply, type SnapshotRequest } from './protocol.js';
import { LineRelay } from './relay.js';
import { loadCluster } from './worker.js';
import { describeValue } from '../describe-value.js';

/** `runCluster` options; times in milliseconds. */
export interface ClusterOptions {
  /** The module each worker runs (the app's start file, which calls `server.listen()`); relative to the working directory. */
  readonly entry: string;
  /** Worker processes; default `os.availableParallelism()`. From 1 to 1024. */
  readonly workers?: number;
  /** Arguments the workers see in `process.argv` after the entry. */
  readonly args?: readonly string[];
  /** Node options of the workers (default: the primary's `process.execArgv`). */
  readonly execArgv?: readonly string[];
  /** Extra environment variables of the workers (added to the primary's). */
  readonly env?: Readonly<Record<string, string>>;
  /** The primary's own lines (start, exits, restarts, stop): `text` (default) or `json`. */
  readonly logFormat?: 'text' | 'json';
  /** Where the primary's own lines go, one call per line without its newline; default `process.stderr`. */
  readonly log?: (line: string) => void;
  /** How long a graceful stop waits for the workers before killing those left (SIGKILL); default 30000. */
  readonly shutdownTimeout?: number;
  /** How long a metrics collection waits for the workers' snapshots; default 1000. */
  readonly collectTimeout?: number;
  /** First restart delay of a worker that died; doubled for each death in a row, up to `maxRestartDelay`; default 100. */
  readonly restartDelay?: number;
  /** Largest restart delay; default 10000. */
  readonly maxRestartDelay?: number;
  /** A worker that ran this long before dying starts its backoff again from `restartDelay`; default 10000. */
  readonly stableAfter?: number;
  /** Whether SIGTERM and SIGINT stop the cluster gracefully and exit the process (0, or 1 when a worker had to be killed); default true. */
  readonly handleSignals?: boolean;
}

/** A running cluster, as `runCluster` returns it. */
export interface ClusterPrimary {
  /** Resolves once every worker has listened at least once. */
  readonly ready: Promise<void>;
  /** Process IDs of the workers alive now. */
  readonly pids: readonly number[];
  /**
   * Stops gracefully: no more restarts, SIGTERM to every worker (fw's `Server` then closes: in-flight
   * requests finish, new connections go to the workers still up), and resolves once all have
   * exited: true when all did within `shutdownTimeout`, false when some had to be killed.
   */
  close(): Promise<boolean>;
}

/** One worker place; its process changes when it is restarted. */
interface Slot {
  readonly index: number;
  worker: Worker | null;
  startedAt: number;
  /** Deaths in a row (reset when a worker ran `stableAfter` ms). */
  failures: number;
  timer: NodeJS.Timeout | null;
  listened: boolean;
}

/** One metrics collection in progress. */
interface Round {
  readonly requester: Worker;
  readonly requestId: number;
  readonly waiting: Set<Worker>;
  readonly values: unknown[];
  readonly asked: number;
  readonly timer: NodeJS.Timeout;
}

function checkTime(name: string, value: unknown, min: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > 2_147_483_647) {
    throw new FwError('FW_ERR_CLUSTER_CONFIG', {
      reason: `${name} must be a whole number of milliseconds from ${min}, got ${describeValue(value)}`,
    });
  }
  return value;
}

/**
 * Runs `entry` in `workers` processes with `node:cluster`; they share the port the app listens on
 * (node's primary hands out connections round-robin). Call it in a process that runs no app code:
 * the primary only supervises.
 *
 * - A worker that dies (crash, `process.exit`, killed) is restarted after a delay that doubles for
 *   each death in a row (100 ms, 200 ms, ... up to 10 s), so a crash loop never spins hot; one line
 *   is logged per death and per restart.
 * - Worker stdout and stderr go through the primary in whole lines (see `LineRelay`): lines from
 *   different workers never interleave within a line (up to 1 MiB per line).
 * - `metrics()` in any worker answers the sum over all workers: the worker that gets the scrape
 *   asks the primary, which asks every live worker for its counts (waiting at most
 *   `collectTimeout`; a worker that dies meanwhile is simply left out) and hands them back.
 * - `close()` (and, with `handleSignals`, SIGTERM or SIGINT) stops every worker gracefully.
 *
 * Every worker gets `FW_CLUSTER=1` in its environment; that is how fw's `Server` and `metrics`
 * know to take part. Throws `FW_ERR_CLUSTER_CONFIG` for bad options or a missing entry.
 *
 * @param options `{ entry, workers = availableParallelism(), logFormat = 'text', shutdownTimeout = 30000, collectTimeout = 1000, restartDelay = 100, maxRestartDelay = 10000, stableAfter = 10000, handleSignals = true }`
 * @example
 * import { runCluster } from '@fw/runtime'
 * const primary = runCluster({ entry: 'dist/main.js', workers: 4 })
 * await primary.ready
 */
export function runCluster(options: ClusterOptions): ClusterPrimary {
  if (typeof options !== 'object' || options === null)
    throw new FwError('FW_ERR_CLUSTER_CONFIG', { reason: 'options must be an object with an entry' });
  const cluster = loadCluster();
  if (!cluster.isPrimary)
    throw new FwError('FW_ERR_CLUSTER_CONFIG', {
      reason: 'runCluster must run in the primary process, not in a cluster worker',
    });
  // node:cluster's settings (the entry, silent) are per process: a second cluster would change the first's.
  if (cluster.settings.exec !== undefined)
    throw new FwError('FW_ERR_CLUSTER_CONFIG', {
      reason: 'runCluster already runs in this process (node:cluster has one primary per process)',
    });
  const {
    entry,
    workers = availableParallelism(),
    args = [],
    execArgv = process.execArgv,
    env = {},
    logFormat = 'text',
    log,
    handleSignals = true,
  } = options;
  if (typeof entry !== 'string' || entry === '')
    throw new FwError('FW_ERR_CLUSTER_CONFIG', {
      reason: `entry must be the path of the module to run, got ${describeValue(entry)}`,
    });
  const exec = resolve(entry);
  if (!existsSync(exec)) throw new FwError('FW_ERR_CLUSTER_CONFIG', { reason: `entry ${exec} does not exist` });
  if (typeof workers !== 'number' || !Number.isInteger(workers) || workers < 1 || workers > 1024) {
    throw new FwError('FW_ERR_CLUSTER_CONFIG', {
      reason: `workers must be a whole number from 1 to 1024, got ${describeValue(workers)}`,
    });
  }
  if (logFormat !== 'text' && logFormat !== 'json')
    throw new FwError('FW_ERR_CLUSTER_CONFIG', {
      reason: `logFormat must be "text" or "json", got ${describeValue(logFormat)}`,
    });
  if (log !== undefined && typeof log !== 'function')
    throw new FwError('FW_ERR_CLUSTER_CONFIG', { reason: 'log must be a function of one line' });
  const shutdownTimeout = checkTime('shutdownTimeout', options.shutdownTimeout ?? 30_000, 0);
  const collectTimeout = checkTime('collectTimeout', options.collectTimeout ?? 1_000, 1);
  const restartDelay = checkTime('restartDelay', options.restartDelay ?? 100, 0);
  const maxRestartDelay = checkTime('maxRestartDelay', options.maxRestartDelay ?? 10_000, restartDelay);
  const stableAfter = checkTime('stableAfter', options.stableAfter ?? 10_000, 0);

  const write = log ?? ((line: string) => void process.stderr.write(line + '\n'));
  const say = (
    level: 'info' | 'warn' | 'err',
    message: string,
    fields: Record<string, string | number | null | undefined> = {},
  ): void => {
    try {
      write(
        logFormat === 'json'
          ? JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...fields })
          : `fw cluster: ${message}${
              Object.keys(fields).length === 0
                ? ''
                : ' ' +
                  Object.entries(fields)
                    .map(([k, v]) => `${k}=${v}`)
                    .join(' ')
            }`,
      );
    } catch {
      // The primary's log never stops it.
    }
  };

  cluster.setupPrimary({ exec, args: [...args], execArgv: [...execArgv], silent: true });
  const stdout = new LineRelay(process.stdout);
  const stderr = new LineRelay(process.stderr);
  const slots: Slot[] = Array.from({ length: workers }, (_, index) => ({
    index,
    worker: null,
    startedAt: 0,
    failures: 0,
    timer: null,
    listened: false,
  }));
  const rounds = new Map<number, Round>();
  let nextRound = 1;
  let stopping: Promise<boolean> | null = null;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((done) => (markReady = done));

  function live(): Worker[] {
    return slots.flatMap((slot) => (slot.worker !== null && slot.worker.isConnected() ? [slot.worker] : []));
  }

  function finishRound(id: number): void {
    const round = rounds.get(id);
    if (round === undefined) return;
    rounds.delete(id);
    clearTimeout(round.timer);
    if (!round.requester.isConnected()) return;
    const reply: CollectReply = {
      fw: TAG,
      type: 'collected',
      id: round.requestId,
      values: round.values,
      asked: round.asked,
    };
    try {
      round.requester.send(reply);
    } catch {
      // The asking worker is gone; its scrape went with it.
    }
  }

  function collect(requester: Worker, requestId: number, key: string): void {
    const targets = live();
    const id = nextRound++;
    const round: Round = {
      requester,
      requestId,
      waiting: new Set(targets),
      values: [],
      asked: targets.length,
      timer: setTimeout(() => finishRound(id), collectTimeout),
    };
    rounds.set(id, round);
    const request: SnapshotRequest = { fw: TAG, type: 'snapshot', id, key };
    for (const target of targets) {
      try {
        target.send(request);
      } catch {
        round.waiting.delete(target);
      }
    }
    if (round.waiting.size === 0) finishRound(id);
  }

  /** A worker's death (or disconnection) answers every round waiting for it. */
  function leaveRounds(worker: Worker): void {
    for (const [id, round] of rounds) {
      if (round.waiting.delete(worker) && round.waiting.size === 0) finishRound(id);
    }
  }

  function fork(slot: Slot): void {
    slot.timer = null;
    const worker = cluster.fork({ ...process.env, ...env, [CLUSTER_ENV]: '1' });
    slot.worker = worker;
    slot.startedAt = Date.now();
    if (worker.process.stdout !== null) stdout.add(worker.process.stdout);
    if (worker.process.stderr !== null) stderr.add(worker.process.stderr);
    worker.on('message', (message: unknown) => {
      if (!isClusterMessage(message)) return;
      if (message.type === 'collect') collect(worker, message.id, message.key);
      else if (message.type === 'snapshot-reply') {
        const round = rounds.get(message.id);
        if (round === undefined || !round.waiting.delete(worker)) return;
        if (message.value !== null && message.value !== undefined) round.values.push(message.value);
        if (round.waiting.size === 0) finishRound(message.id);
      }
    });
    worker.on('listening', (address) => {
      say('info', `worker ${slot.index + 1} listening`, {
        pid: worker.process.pid,
        address: `${address.address ?? '*'}:${address.port}`,
      });
      slot.listened = true;
      if (slots.every((s) => s.listened)) markReady();
    });
    worker.on('disconnect', () => leaveRounds(worker));
    worker.on('error', () => {});
    worker.on('exit', (code, signal) => {
      leaveRounds(worker);
      if (slot.worker === worker) slot.worker = null;
      if (stopping !== null) return;
      const lived = Date.now() - slot.startedAt;
      if (lived >= stableAfter) slot.failures = 0;
      const delay = Math.min(maxRestartDelay, restartDelay * 2 ** Math.min(slot.failures, 30));
      slot.failures++;
      say('warn', `worker ${slot.index + 1} exited; restarting in ${delay}ms`, {
        pid: worker.process.pid,
        code,
        signal,
        lived_ms: lived,
        restart_in_ms: delay,
        deaths_in_a_row: slot.failures,
      });
      slot.timer = setTimeout(() => fork(slot), delay);
    });
  }

  function close(): Promise<boolean> {
    if (stopping !== null) return stopping;
    stopping = new Promise<boolean>((done) => {
      for (const slot of slots) {
        if (slot.timer !== null) clearTimeout(slot.timer);
        slot.timer = null;
      }
      const running = slots.flatMap((slot) => (slot.worker !== null ? [slot.worker] : []));
      say('info', `stopping ${running.length} worker(s) gracefully`, { timeout_ms: shutdownTimeout });
      let killed = false;
      const left = new Set(running);
      const force = setTimeout(() => {
        for (const worker of left) {
          killed = true;
          say('err', `worker did not stop within ${shutdownTimeout}ms; killing it`, { pid: worker.process.pid });
          worker.process.kill('SIGKILL');
        }
      }, shutdownTimeout);
      const check = (): void => {
        if (left.size > 0) return;
        clearTimeout(force);
        say('info', 'all workers stopped');
        done(!killed);
      };
      for (const worker of running) {
        worker.once('exit', () => {
          left.delete(worker);
          check();
        });
        if (worker.process.exitCode === null && worker.process.signalCode === null) worker.process.kill('SIGTERM');
        else left.delete(worker);
      }
      check();
    });
    return stopping;
  }

  if (handleSignals) {
    // A repeated signal changes nothing (wrappers such as npm or timeout forward the one a process
    // group already got): the stop stays graceful, bounded by shutdownTimeout.
    const onSignal = (): void => void close().then((clean) => process.exit(clean ? 0 : 1));
    process.on('SIGTERM', onSignal);
    process.on('SIGINT', onSignal);
  }

  say('info', `starting ${workers} worker(s)`, { entry: exec, pid: process.pid });
  for (const slot of slots) fork(slot);

  return {
    ready,
    get pids() {
      return slots.flatMap((slot) => (slot.worker?.process.pid !== undefined ? [slot.worker.process.pid] : []));
    },
    close,
  };
}
