/** Server: node:http with safe time-outs, CONNECT support, client-error answers and a graceful close. */
import { markDraining } from './draining.js';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { ClientErrors, afterResponses, endSoon } from './connection.js';
import { currentResponse } from './adapters/node.js';
import { workerChannel } from './cluster/worker.js';
import { FwError } from './errors.js';
import { describeValue } from './describe-value.js';

/** `Server.init` configuration; all times in milliseconds. */
export interface ServerConfig {
  /** TCP port; 0 picks a free one (read it from `server.port` after `listen`). Default 3000. */
  readonly port?: number;
  /** Interface to bind; default `127.0.0.1`. Use `0.0.0.0` or `::` to accept remote clients. */
  readonly host?: string;
  /** Time allowed to receive the request headers (slow-loris guard); default 10000. Answered 408. */
  readonly headersTimeout?: number;
  /** Time allowed to receive the whole request; default 30000 (0 disables). Answered 408. */
  readonly requestTimeout?: number;
  /** How long an idle keep-alive connection stays open; default 5000. */
  readonly keepAliveTimeout?: number;
  /** Largest request header block in bytes; default 16384. Answered 431. */
  readonly maxHeaderSize?: number;
  /** Most requests served on one connection (0: no limit); default 0. */
  readonly maxRequestsPerSocket?: number;
  /**
   * How long `close()` waits for in-flight requests before cutting every connection left
   * (CONNECT ones included); default 10000.
   */
  readonly closeTimeout?: number;
  /**
   * How long `close()` keeps accepting connections and requests before it stops listening; default
   * 0. Meanwhile `closing` is true, so `health({ server })` answers 503 and a load balancer that
   * polls it takes this instance out of rotation, while requests that still arrive are served
   * (each answered with `Connection: close`). Set it to at least the balancer's check interval
   * times its fall count (haproxy `inter` x `fall`, a Kubernetes readiness `periodSeconds` x
   * `failureThreshold`), so no request is sent to a port that no longer listens.
   */
  readonly drainDelay?: number;
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * An HTTP server for an app's handler.
 *
 * @example
 * const server = Server.init({ port: 3000 }, App.handler)
 * await server.listen()
 * process.on('SIGTERM', () => server.close())
 */
export class Server {
  readonly #server: http.Server;
  readonly #config: Required<ServerConfig>;
  #closing = false;
  #closed: Promise<void> | null = null;
  /** Every listen() called, settled or not, so that close() called meanwhile waits for them. */
  #starting: Promise<unknown> | null = null;
  /**
   * Open connections, so close() can tell responses still in flight to end with Connection: close
   * and destroy every connection left after closeTimeout (node:http lists only HTTP ones).
   */
  readonly #sockets = new Set<Socket>();

  private constructor(config: ServerConfig, handler: Listener) {
    const c: { -readonly [K in keyof ServerConfig]-?: NonNullable<ServerConfig[K]> } = {
      port: config.port ?? 3000,
      host: config.host ?? '127.0.0.1',
      headersTimeout: config.headersTimeout ?? 10_000,
      requestTimeout: config.requestTimeout ?? 30_000,
      keepAliveTimeout: config.keepAliveTimeout ?? 5_000,
      maxHeaderSize: config.maxHeaderSize ?? 16_384,
      maxRequestsPerSocket: config.maxRequestsPerSocket ?? 0,
      closeTimeout: config.closeTimeout ?? 10_000,
      drainDelay: config.drainDelay ?? 0,
    };
    if (
      typeof c.drainDelay !== 'number' ||
      !Number.isInteger(c.drainDelay) ||
      c.drainDelay < 0 ||
      c.drainDelay > 2_147_483_647
    ) {
      throw new FwError('FW_ERR_SERVER_CONFIG', {
        reason: `drainDelay must be a whole number of milliseconds, 0 or more, got ${String(c.drainDelay)}`,
      });
    }
    if (c.requestTimeout > 0 && c.headersTimeout > c.requestTimeout) c.headersTimeout = c.requestTimeout;
    this.#config = c;
    const listener: Listener = (req, res) => {
      if (this.#closing) res.shouldKeepAlive = false;
      handler(req, res);
    };
    const server = http.createServer(
      {
        headersTimeout: c.headersTimeout,
        requestTimeout: c.requestTimeout,
        maxHeaderSize: c.maxHeaderSize,
        connectionsCheckingInterval: Math.min(1000, Math.max(100, Math.floor(c.headersTimeout / 4))),
      },
      listener,
    );
    server.on('connection', (socket: Socket) => {
      this.#sockets.add(socket);
      socket.once('close', () => this.#sockets.delete(socket));
    });
    server.keepAliveTimeout = c.keepAliveTimeout;
    server.maxRequestsPerSocket = c.maxRequestsPerSocket;
    // Without a listener node:http answers a bare 400 only when no response is attached to the
    // socket, and writes its 408 beside the app's own answer to the same request.
    server.on('clientError', new ClientErrors(c.maxHeaderSize).handle);
    // node:http hands CONNECT requests to 'connect' instead of 'request'; give them a response
    // object so CONNECT routes run through the same pipeline. The tunnel is not kept open: the
    // connection is closed once the answer is flushed, whether or not the client closes its side.
    server.on('connect', (req: IncomingMessage, socket: Socket, head: Buffer) => {
      socket.on('error', () => socket.destroy());
      if (head.length > 0) socket.unshift(head);
      // A CONNECT pipelined behind other requests is answered after their responses.
      afterResponses(socket, () => connect(req, socket, listener));
    });
    this.#server = server;
  }

  /** Creates a server for `handler` (usually `App.handler`); call `listen()` to start it. */
  static init(config: ServerConfig, handler: Listener): Server {
    return new Server(config, handler);
  }

  /** The underlying `node:http` server. */
  get nodeServer(): http.Server {
    return this.#server;
  }

  /**
   * Starts listening; resolves with the bound address once ready. When the address cannot be
   * bound it rejects with an `FwError` whose message says what to do, the system error as its
   * `cause`: `FW_ERR_PORT_IN_USE` (EADDRINUSE), `FW_ERR_PORT_ACCESS` (EACCES: a port below 1024
   * without privileges), `FW_ERR_BAD_PORT` (not an integer from 0 to 65535) and
   * `FW_ERR_HOST_UNAVAILABLE` (a host that is not this machine's, or that does not resolve);
   * any other error as it is. Rejects after `close()` (`FW_ERR_SERVER_CLOSED`).
   *
   * @example
   * try { await server.listen() }
   * catch (error) { if (error instanceof FwError) { console.error(error.message); process.exit(1) } throw error }
   * // port 3000 on 127.0.0.1 is already in use; stop the process that uses it or choose another port
   */
  listen(): Promise<AddressInfo> {
    if (this.#closing) return Promise.reject(new FwError('FW_ERR_SERVER_CLOSED'));
    const { port, host } = this.#config;
    if (typeof port !== 'number' || !Number.isInteger(port) || port < 0 || port > 65535) {
      return Promise.reject(new FwError('FW_ERR_BAD_PORT', { port: describeValue(port) }));
    }
    const started = new Promise<AddressInfo>((resolve, reject) => {
      const onError = (error: Error): void => reject(listenError(error, port, host));
      this.#server.once('error', onError);
      this.#server.listen(this.#config.port, this.#config.host, () => {
        this.#server.off('error', onError);
        // In a worker of runCluster / fwc start: closed gracefully when the primary stops the worker.
        workerChannel()?.track(this);
        resolve(this.#server.address() as AddressInfo);
      });
    });
    this.#starting = this.#starting === null ? started : Promise.allSettled([this.#starting, started]);
    return started;
  }

  /** The bound port (after `listen`), or the configured one. */
  get port(): number {
    const address = this.#server.address();
    return typeof address === 'object' && address !== null ? address.port : this.#config.port;
  }

  /** `http://host:port` of the bound address. */
  get url(): string {
    const address = this.#server.address();
    if (typeof address !== 'object' || address === null) return `http://${this.#config.host}:${this.#config.port}`;
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `http://${host}:${address.port}`;
  }

  /** True once `close()` was called; readiness checks can report it. */
  get closing(): boolean {
    return this.#closing;
  }

  /**
   * Graceful shutdown: `closing` becomes true at once (a `health({ server })` answers 503, every
   * response carries `Connection: close`); after `drainDelay` (default 0) it stops accepting
   * connections, lets in-flight requests finish, closes idle keep-alive connections, and resolves
   * when every connection is gone. `closeTimeout` after that, every connection left (CONNECT ones
   * too) is destroyed, so the promise resolves right then whatever the clients do. Called while
   * `listen()` is under way, it waits for that first.
   */
  close(): Promise<void> {
    if (this.#closed !== null) return this.#closed;
    this.#closing = true;
    // health() answers 503 for requests this server accepted, with or without its `server` option.
    markDraining(this.#server);
    for (const socket of this.#sockets) {
      const res = currentResponse(socket);
      if (res !== undefined && !res.headersSent) res.shouldKeepAlive = false;
    }
    const starting = this.#starting;
    const delay = this.#config.drainDelay;
    const shutdown = (): Promise<void> =>
      delay === 0 || !this.#server.listening
        ? this.#shutdown()
        : new Promise<void>((done) => setTimeout(done, delay)).then(() => this.#shutdown());
    this.#closed = starting === null ? shutdown() : starting.then(shutdown, shutdown);
    return this.#closed;
  }

  #shutdown(): Promise<void> {
    const server = this.#server;
    return new Promise<void>((resolve) => {
      if (!server.listening) {
        resolve();
        return;
      }
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      // Every connection, also those node:http no longer tracks (CONNECT).
      const force = setTimeout(() => {
        for (const socket of this.#sockets) socket.destroy();
      }, this.#config.closeTimeout);
      server.close(() => {
        clearInterval(sweep);
        clearTimeout(force);
        resolve();
      });
      server.closeIdleConnections();
    });
  }
}

/** The error `listen()` rejects with: an FwError saying what to do for the failures a user can fix. */
function listenError(error: Error, port: number, host: string): Error {
  const code = (error as NodeJS.ErrnoException).code;
  const params = { port, host };
  switch (code) {
    case 'EADDRINUSE':
      return new FwError('FW_ERR_PORT_IN_USE', params, { cause: error });
    case 'EACCES':
      return new FwError('FW_ERR_PORT_ACCESS', params, { cause: error });
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_FAIL':
    case 'EAI_NONAME':
      return new FwError('FW_ERR_HOST_UNAVAILABLE', { host, reason: code }, { cause: error });
    default:
      return error;
  }
}

/** Runs a CONNECT request through `listener` with a response of its own; the connection closes once it is sent. */
function connect(req: IncomingMessage, socket: Socket, listener: Listener): void {
  if (socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const res = new http.ServerResponse(req);
  res.shouldKeepAlive = false;
  res.assignSocket(socket);
  res.on('finish', () => {
    res.detachSocket(socket);
    endSoon(socket);
  });
  listener(req, res);
}
