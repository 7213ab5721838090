/** Connection-level helpers for Server: ending sockets that no peer can hold open, and waiting for the responses before a request. */
import http, { type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How long a connection fw has ended may take to hand its last bytes to the kernel before it is
 * destroyed anyway (a client that reads nothing cannot hold it longer).
 */
const LINGER_MS = 5000;

/**
 * The response a connection is serving now. node:http links it from the socket as
 * `_httpMessage` (set by assignSocket, cleared by detachSocket) for as long as Node has had
 * keep-alive; reading it costs nothing per request and holds no response longer than Node does.
 * The one place fw reads a node:http internal.
 */
export function currentResponse(socket: Socket): ServerResponse | undefined {
  const message = (socket as Socket & { _httpMessage?: unknown })._httpMessage;
  return message instanceof http.ServerResponse ? message : undefined;
}

/**
 * Ends the connection after `data` (if any) and destroys it once everything is flushed, or after
 * LINGER_MS at the most. node:http servers allow half-open connections, so `end()` alone leaves
 * the socket, and its descriptor, to a client that never closes its side.
 */
export function endSoon(socket: Socket, data?: string): void {
  if (socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  lingerAtMost(socket);
  if (data === undefined) socket.end(() => socket.destroy());
  else socket.end(data, 'utf8', () => socket.destroy());
}

/** Destroys the socket if it is still open LINGER_MS from now. */
function lingerAtMost(socket: Socket): void {
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  socket.once('close', () => clearTimeout(timer));
}

/**
 * Calls `then` once no response of an earlier request is attached to the socket: at once when
 * there is none, else when the attached ones have finished (node:http attaches the next queued
 * response in its own 'finish' listener, which runs before this one) or the connection closed.
 */
export function afterResponses(socket: Socket, then: () => void): void {
  const res = currentResponse(socket);
  if (res === undefined) {
    then();
    return;
  }
  let called = false;
  const next = (): void => {
    if (called) return;
    called = true;
    afterResponses(socket, then);
  };
  res.once('finish', next);
  res.once('close', next);
}
