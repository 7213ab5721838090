/**
 * Which node:http servers belong to an fw `Server` that is closing, so that `health()` answers 503
 * while the server that received the request drains, without being handed that server: the
 * request's socket names the node server that accepted it (`socket.server`).
 */
import type { IncomingMessage } from 'node:http';

const draining = new WeakSet<object>();

/** Marks a node:http server as draining (called once by `Server.close()`). */
export function markDraining(server: object): void {
  draining.add(server);
}

/** Whether the server that accepted this request is draining; false for in-process requests (`App.request`). */
export function isDraining(req: IncomingMessage): boolean {
  const server = (req.socket as { server?: unknown } | null | undefined)?.server;
  return typeof server === 'object' && server !== null && draining.has(server);
}
