/** Connection-level answers for Server: client errors node:http reports, and ending sockets that no peer can hold open. */
import http, { type ServerResponse } from 'node:http';
import { JSON_TYPE } from './mime.js';
import type { Socket } from 'node:net';
import { ERRORS, FwError, defaultReason, errorBody, type ErrorCode } from './errors.js';
import { currentResponse } from './adapters/node.js';

/**
 * How long a connection fw has ended may take to hand its last bytes to the kernel before it is
 * destroyed anyway (a client that reads nothing cannot hold it longer).
 */
const LINGER_MS = 5000;

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

/** The code fw answers a node:http client error with (its status is the catalogue's). */
function codeOf(error: NodeJS.ErrnoException): ErrorCode {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return 'FW_ERR_HEADERS_TOO_LARGE';
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return 'FW_ERR_CHUNK_EXTENSIONS_TOO_LARGE';
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 'FW_ERR_REQUEST_TIMEOUT';
    default:
      return 'FW_ERR_REQUEST_MALFORMED';
  }
}

/**
 * Answers what node:http reports as `clientError` (a request it cannot parse, a header block over
 * the limit, a request not received within headersTimeout or requestTimeout, a socket error) with
 * a JSON error body and `Connection: close`, then closes the connection:
 *
 * - when the request the error belongs to has a response that has sent nothing yet, through that
 *   response, so the app's logs and metrics (which read the response's status once the app is
 *   done with the request) record the status the client got;
 * - when the error belongs to a request after the ones still being answered (pipelined), after
 *   their responses, so each request gets its own answer in order;
 * - otherwise written on the socket, unless a response is partly written there: then, and when
 *   the socket is gone or cannot be written, it is destroyed.
 */
export class ClientErrors {
  /** Connections being answered: a broken parser reports again with every packet that follows. */
  readonly #answering = new WeakSet<Socket>();
  readonly #maxHeaderSize: number;

  constructor(maxHeaderSize: number) {
    this.#maxHeaderSize = maxHeaderSize;
  }

  /** The 'clientError' listener. */
  readonly handle = (error: NodeJS.ErrnoException, socket: Socket): void => {
    if (this.#answering.has(socket)) return;
    this.#answering.add(socket);
    this.#answer(socket, codeOf(error));
  };

  /** Answers, now or after the responses before it; never throws (it runs in event listeners). */
  #answer(socket: Socket, code: ErrorCode): void {
    try {
      this.#answerNow(socket, code);
    } catch {
      socket.destroy();
    }
  }

  #answerNow(socket: Socket, code: ErrorCode): void {
    if (socket.destroyed || !socket.writable) {
      socket.destroy();
      return;
    }
    const res = currentResponse(socket);
    if (res === undefined) {
      endSoon(socket, this.#raw(code));
      return;
    }
    if (res.req.complete) {
      // The error is in a later request: answer once the responses before it are sent.
      afterResponses(socket, () => this.#answer(socket, code));
      return;
    }
    // The error is in this response's request (its body, or its time ran out).
    if (!res.headersSent) this.#through(res, socket, code);
    else if (res.writableEnded) endSoon(socket);
    else socket.destroy();
  }

  /** The error answer as raw bytes, for a connection with no response attached. */
  #raw(code: ErrorCode): string {
    const status = ERRORS[code].status;
    const body = this.#body(code);
    return (
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? defaultReason(status)}\r\n` +
      `Content-Type: ${JSON_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Date: ${new Date().toUTCString()}\r\nConnection: close\r\n\r\n${body}`
    );
  }

  /**
   * Answers through the request's own response, so its status is the one the app reports.
   * node:http ends the connection after it (Connection: close); the request, whose body will
   * never arrive now, is destroyed once the connection is closed, so that a read of it settles.
   */
  #through(res: ServerResponse, socket: Socket, code: ErrorCode): void {
    const status = ERRORS[code].status;
    const body = this.#body(code);
    const req = res.req;
    socket.once('close', () => {
      if (!req.complete) req.destroy();
    });
    lingerAtMost(socket);
    res.removeHeader('content-encoding');
    res.removeHeader('transfer-encoding');
    res.writeHead(status, {
      'content-type': JSON_TYPE,
      'content-length': Buffer.byteLength(body),
      connection: 'close',
    });
    res.end(body);
  }

  #body(code: ErrorCode): string {
    return errorBody(ERRORS[code].status, new FwError(code, { limit: this.#maxHeaderSize }).message);
  }
}
