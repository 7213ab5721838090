/**
 * Every use of a Node internal by the runtime, in one place: node:http links the response a
 * connection is serving from its socket as `_httpMessage` (set by assignSocket, cleared by
 * detachSocket), as it has since Node had keep-alive. test/adapters.test.ts exercises it, so a
 * Node release that drops it fails there by name.
 */
import http, { type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** The response a connection is serving now; reading it costs nothing per request. */
export function currentResponse(socket: Socket): ServerResponse | undefined {
  const message = (socket as Socket & { _httpMessage?: unknown })._httpMessage;
  return message instanceof http.ServerResponse ? message : undefined;
}
