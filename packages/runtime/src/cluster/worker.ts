/** The worker side of fw's cluster: answers the primary's snapshot requests, asks it for everyone's, and drains servers on SIGTERM. */
import { createRequire } from 'node:module';
import {
  CLUSTER_ENV,
  TAG,
  isClusterMessage,
  type CollectReply,
  type CollectRequest,
  type SnapshotReply,
} from './protocol.js';

/** How long a worker waits for the primary's collected answer before using its own value alone. */
const COLLECT_WAIT = 3000;

/** What `collect` resolves to: the values of every worker that answered, and how many were asked. */
export interface Collected {
  readonly values: readonly unknown[];
  /** Workers the primary asked (0 when the primary did not answer in time: `values` holds only this worker's). */
  readonly asked: number;
}

/** A server the worker closes on SIGTERM/SIGINT (fw's `Server`). */
interface Closable {
  close(): Promise<void>;
}

/**
 * This worker's end of the IPC channel to an fw primary. There is one per process (the channel is
 * one per process too); {@link workerChannel} creates it on first use.
 */
export class WorkerChannel {
  readonly #providers = new Map<string, () => unknown>();
  readonly #pending = new Map<number, (reply: CollectReply | null) => void>();
  readonly #servers = new Set<Closable>();
  #nextId = 1;
  #signalsHooked = false;

  constructor() {
    process.on('message', (message: unknown) => {
      if (!isClusterMessage(message)) return;
      if (message.type === 'snapshot') {
        const provider = this.#providers.get(message.key);
        let value: unknown = null;
        try {
          value = provider === undefined ? null : provider();
        } catch {
          value = null;
        }
        this.#send({ fw: TAG, type: 'snapshot-reply', id: message.id, value } satisfies SnapshotReply);
      } else if (message.type === 'collected') {
        this.#pending.get(message.id)?.(message);
      }
    });
    // Once the primary is gone no answer will come: settle every wait at once.
    process.on('disconnect', () => {
      for (const settle of this.#pending.values()) settle(null);
    });
  }

  /** Registers what this worker answers for `key` when any worker collects it. */
  provide(key: string, provider: () => unknown): void {
    this.#providers.set(key, provider);
  }

  /**
   * Asks the primary for every worker's value for `key` (this worker's included). Never rejects:
   * when the primary does not answer within 3 s (or the channel is closed) it resolves with this
   * worker's own value alone and `asked: 0`.
   */
  collect(key: string): Promise<Collected> {
    const own = (): Collected => {
      const provider = this.#providers.get(key);
      return { values: provider === undefined ? [] : [provider()], asked: 0 };
    };
    if (!process.connected) return Promise.resolve(own());
    const id = this.#nextId++;
    return new Promise<Collected>((resolve) => {
      const timer = setTimeout(() => settle(null), COLLECT_WAIT);
      const settle = (reply: CollectReply | null): void => {
        if (!this.#pending.delete(id)) return;
        clearTimeout(timer);
        resolve(reply === null ? own() : { values: reply.values, asked: reply.asked });
      };
      this.#pending.set(id, settle);
      if (!this.#send({ fw: TAG, type: 'collect', id, key } satisfies CollectRequest)) settle(null);
    });
  }

  /**
   * Closes `server` gracefully when this worker gets SIGTERM or SIGINT (how the primary asks it
   * to stop). Once every tracked server has closed, the worker leaves the cluster: it exits with
   * code 0 when the app has no signal listener of its own; otherwise it only disconnects the IPC
   * channel, so the app's own handler decides when the process ends (as it would without a cluster).
   */
  track(server: Closable): void {
    this.#servers.add(server);
    if (this.#signalsHooked) return;
    this.#signalsHooked = true;
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.on(signal, () => {
        const others = process.listenerCount(signal) > 1;
        void Promise.allSettled([...this.#servers].map((s) => s.close())).then(() => {
          if (!others) process.exit(0);
          if (process.connected) process.disconnect();
        });
      });
    }
  }

  /** Sends a message; false when the channel is closed or the send fails. */
  #send(message: CollectRequest | SnapshotReply): boolean {
    if (!process.connected || process.send === undefined) return false;
    try {
      process.send(message, undefined, {}, () => {});
      return true;
    } catch {
      return false;
    }
  }
}

let channel: WorkerChannel | null | undefined;

/**
 * The channel to the fw primary when this process is a worker forked by `runCluster`/`fwc start`,
 * else null (then nothing changes: metrics count this process alone, signals are the app's).
 * Created once per process: the IPC channel it listens on is a per-process resource.
 *
 * @example
 * const channel = workerChannel()
 * if (channel !== null) channel.provide('metrics:/metrics', snapshot)
 */
export function workerChannel(): WorkerChannel | null {
  if (channel === undefined) {
    // node:cluster is loaded only in a process that may be an fw worker: nothing for the others.
    channel =
      process.env[CLUSTER_ENV] === '1' && typeof process.send === 'function' && loadCluster().isWorker
        ? new WorkerChannel()
        : null;
  }
  return channel;
}

/**
 * node:cluster, loaded on demand (synchronously). A built-in module resolves the same from any
 * directory, so the require is made for the file-system root (import.meta is empty where fwc
 * bundles this file as CommonJS).
 */
export function loadCluster(): typeof import('node:cluster').default {
  return createRequire('/')('node:cluster') as typeof import('node:cluster').default;
}
