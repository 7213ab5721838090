/** The messages fw's cluster primary and its workers exchange over the node:cluster IPC channel. */

/**
 * Set to `1` in the environment of every worker `runCluster` (and so `fwc start`) forks. A process
 * that sees it, is a `node:cluster` worker and has an IPC channel speaks this protocol; any other
 * process (a plain `node main.js`, a worker of another cluster manager) never does, so fw behaves
 * exactly as without a cluster.
 */
export const CLUSTER_ENV = 'FW_CLUSTER';

/** The tag every fw cluster message carries, so that the app's own IPC messages are left alone. */
export const TAG = 'fw:cluster';

/** Worker to primary: give me what every worker's `provide(key)` returns (a metrics scrape). */
export interface CollectRequest {
  readonly fw: typeof TAG;
  readonly type: 'collect';
  readonly id: number;
  readonly key: string;
}

/** Primary to every worker: answer with your value for `key`. */
export interface SnapshotRequest {
  readonly fw: typeof TAG;
  readonly type: 'snapshot';
  readonly id: number;
  readonly key: string;
}

/** Worker to primary: the value for a `SnapshotRequest` (null when nothing provides `key`). */
export interface SnapshotReply {
  readonly fw: typeof TAG;
  readonly type: 'snapshot-reply';
  readonly id: number;
  readonly value: unknown;
}

/** Primary to the asking worker: every value that arrived in time, and how many workers were asked. */
export interface CollectReply {
  readonly fw: typeof TAG;
  readonly type: 'collected';
  readonly id: number;
  readonly values: readonly unknown[];
  readonly asked: number;
}

export type ClusterMessage = CollectRequest | SnapshotRequest | SnapshotReply | CollectReply;

/** Whether an IPC message is one of fw's (and not the app's own). */
export function isClusterMessage(message: unknown): message is ClusterMessage {
  return typeof message === 'object' && message !== null && (message as { fw?: unknown }).fw === TAG;
}
