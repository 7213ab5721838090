/** Test helpers: start an app on 127.0.0.1:0 and talk to it with undici. */
import net from 'node:net';
import { request as undiciRequest, Agent } from 'undici';
import { Server, type App } from '@fw/runtime';

export interface Running {
  readonly url: string;
  readonly server: Server;
  /** Sends one request; the body is read as text. */
  request(path: string, init?: { method?: string; headers?: Record<string, string>; body?: string | Buffer }): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>;
  close(): Promise<void>;
}

/** Starts `app` on a free loopback port. Always `await close()` in a finally block. */
export async function listen(app: App<any>, config: Parameters<typeof Server.init>[0] = {}): Promise<Running> {
  const server = Server.init({ port: 0, host: '127.0.0.1', ...config }, app.handler);
  await server.listen();
  const dispatcher = new Agent({ keepAliveTimeout: 1000, connect: { timeout: 5000 } });
  const url = server.url;
  return {
    url,
    server,
    async request(path, init = {}) {
      const res = await undiciRequest(url + path, {
        method: (init.method ?? 'GET') as 'GET',
        headers: init.headers,
        body: init.body,
        dispatcher,
        headersTimeout: 10_000,
        bodyTimeout: 10_000,
      });
      const body = await res.body.text();
      return { status: res.statusCode, headers: res.headers as Record<string, string | string[] | undefined>, body };
    },
    async close() {
      await dispatcher.close();
      await server.close();
    },
  };
}

/**
 * Writes a raw request (no client normalisation: hostile paths and headers go out as written)
 * to 127.0.0.1:port and resolves with everything the server sent until it closed the
 * connection, decoded byte for byte (latin1) unless `decode` says utf8. Rejects on a socket
 * error, or when the server has not closed after `timeout` ms.
 */
export function rawExchange(port: number, request: string | Buffer, { timeout = 5000, decode = 'latin1' }: { timeout?: number; decode?: 'latin1' | 'utf8' } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(new Error(`no answer within ${timeout} ms`)), timeout);
    socket.on('connect', () => socket.write(typeof request === 'string' ? Buffer.from(request, 'latin1') : request));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString(decode));
    });
  });
}
