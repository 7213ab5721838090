/** Server: node:http with safe time-outs, CONNECT support and a graceful close. */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** `Server.init` configuration; all times in milliseconds. */
export interface ServerConfig {
  /** TCP port; 0 picks a free one (read it from `server.port` after `listen`). Default 3000. */
  readonly port?: number;
  /** Interface to bind; default `127.0.0.1`. Use `0.0.0.0` or `::` to accept remote clients. */
  readonly host?: string;
  /** Time allowed to receive the request headers (slow-loris guard); default 10000. */
  readonly headersTimeout?: number;
  /** Time allowed to receive the whole request; default 30000 (0 disables). */
  readonly requestTimeout?: number;
  /** How long an idle keep-alive connection stays open; default 5000. */
  readonly keepAliveTimeout?: number;
  /** Largest request header block in bytes; default 16384. */
  readonly maxHeaderSize?: number;
  /** Most requests served on one connection (0: no limit); default 0. */
  readonly maxRequestsPerSocket?: number;
  /** How long `close()` waits for in-flight requests before cutting connections; default 10000. */
  readonly closeTimeout?: number;
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The response a connection is serving now. node:http links it from the socket as
 * `_httpMessage` (set by assignSocket, cleared by detachSocket) for as long as Node has had
 * keep-alive; reading it at close() costs nothing per request and holds no response longer
 * than Node does. The one place fw reads a node:http internal.
 */
function currentResponse(socket: Socket): ServerResponse | undefined {
  const message = (socket as Socket & { _httpMessage?: unknown })._httpMessage;
  return message instanceof http.ServerResponse ? message : undefined;
}

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
  /** Open connections, so close() can tell responses still in flight to end with Connection: close. */
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
    };
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
    // node:http hands CONNECT requests to 'connect' instead of 'request'; give them a response
    // object so CONNECT routes run through the same pipeline. The tunnel is not kept open.
    server.on('connect', (req: IncomingMessage, socket: Socket, head: Buffer) => {
      if (head.length > 0) socket.unshift(head);
      const res = new http.ServerResponse(req);
      res.shouldKeepAlive = false;
      res.assignSocket(socket);
      res.on('finish', () => {
        res.detachSocket(socket);
        socket.end();
      });
      socket.on('error', () => socket.destroy());
      listener(req, res);
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

  /** Starts listening; resolves with the bound address once ready. */
  listen(): Promise<AddressInfo> {
    return new Promise((resolve, reject) => {
      const onError = (error: Error): void => reject(error);
      this.#server.once('error', onError);
      this.#server.listen(this.#config.port, this.#config.host, () => {
        this.#server.off('error', onError);
        resolve(this.#server.address() as AddressInfo);
      });
    });
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
   * Graceful shutdown: stops accepting connections, lets in-flight requests finish (their
   * responses carry `Connection: close`), closes idle keep-alive connections, and resolves when
   * every connection is gone. After `closeTimeout` the remaining connections are cut.
   */
  close(): Promise<void> {
    if (this.#closed !== null) return this.#closed;
    this.#closing = true;
    for (const socket of this.#sockets) {
      const res = currentResponse(socket);
      if (res !== undefined && !res.headersSent) res.shouldKeepAlive = false;
    }
    const server = this.#server;
    this.#closed = new Promise<void>((resolve) => {
      if (!server.listening) {
        resolve();
        return;
      }
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      const force = setTimeout(() => server.closeAllConnections(), this.#config.closeTimeout);
      server.close(() => {
        clearInterval(sweep);
        clearTimeout(force);
        resolve();
      });
      server.closeIdleConnections();
    });
    return this.#closed;
  }
}
