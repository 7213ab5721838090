/** Test helpers: start an app on 127.0.0.1:0 and talk to it with undici. */
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
