/**
 * One fw instance of the shared rate-limit tests, run as a child process: `GET /` behind
 * `rateLimit({ store: redisStore({ client }) })` with an ioredis or node-redis client, as the
 * README's two-instance setup has it. It tells the parent its port and every process warning
 * over IPC, and reports each uncaught exception and unhandled rejection on stderr (a line
 * starting `FATAL`) and in its exit code (70). On a `stop` message it closes and exits.
 *
 * Environment: FW_TEST_REDIS_PORT, FW_TEST_CLIENT (`ioredis` or `redis`), FW_TEST_LIMIT,
 * FW_TEST_WINDOW_MS, FW_TEST_PREFIX, FW_TEST_ON_STORE_ERROR (`deny` or `allow`),
 * FW_TEST_ACCESS_LOG (`1`: a `logger()` access line per request on stdout).
 */
import { Redis } from 'ioredis';
import { createClient } from 'redis';
import { Router, Server, logger, rateLimit, redisStore, type Middleware, type RedisClientLike } from '@fw/runtime';

/** What the parent is told. */
export type AppMessage =
  | { type: 'ready'; port: number }
  | { type: 'warning'; code: string; message: string; source?: string; count?: number }
  | { type: 'fatal'; kind: string; detail: string };

const FATAL_EXIT = 70;

function tell(message: AppMessage): void {
  process.send?.(message);
}

function fatal(kind: string, error: unknown): void {
  const detail = error instanceof Error ? String(error.stack) : String(error);
  process.stderr.write(`FATAL ${kind}: ${detail}\n`);
  tell({ type: 'fatal', kind, detail });
  process.exitCode = FATAL_EXIT;
}

process.on('uncaughtException', (error) => fatal('uncaughtException', error));
process.on('unhandledRejection', (reason) => fatal('unhandledRejection', reason));
process.on('warning', (warning) => {
  const { code, source, count } = warning as { code?: unknown; source?: unknown; count?: unknown };
  tell({
    type: 'warning',
    code: String(code),
    message: warning.message,
    ...(typeof source === 'string' ? { source } : {}),
    ...(typeof count === 'number' ? { count } : {}),
  });
});

const env = process.env;
const port = Number(env['FW_TEST_REDIS_PORT']);
const kind = env['FW_TEST_CLIENT'] ?? 'ioredis';
const onStoreError = env['FW_TEST_ON_STORE_ERROR'] === 'allow' ? 'allow' : 'deny';

// No 'error' listener of the app's own: redisStore's must keep node-redis from throwing them.
let client: RedisClientLike;
let quit: () => Promise<unknown>;
if (kind === 'redis') {
  const nodeRedis = createClient({ socket: { host: '127.0.0.1', port } });
  await nodeRedis.connect();
  client = nodeRedis;
  quit = () => nodeRedis.close();
} else {
  const ioredis = new Redis({ host: '127.0.0.1', port });
  client = ioredis;
  quit = () => ioredis.quit();
}

const access = env['FW_TEST_ACCESS_LOG'] === '1' ? logger({ destination: process.stdout }) : undefined;
const app = Router.define({
  middleware: [
    ...(access === undefined ? [] : [access as Middleware]),
    rateLimit({
      limit: Number(env['FW_TEST_LIMIT'] ?? 10),
      windowMs: Number(env['FW_TEST_WINDOW_MS'] ?? 60_000),
      store: redisStore({ client, prefix: env['FW_TEST_PREFIX'] ?? 'fw:rl:' }),
      onStoreError,
    }),
  ],
  routes: [Router.get('/', (ctx) => ctx.text(200, `ok from ${process.pid}`))],
});

const server = Server.init({ port: 0, host: '127.0.0.1' }, app.handler);
await server.listen();
tell({ type: 'ready', port: server.port });

process.on('message', (message: { type?: string }) => {
  if (message?.type !== 'stop') return;
  void (async () => {
    await server.close();
    access?.close();
    try {
      await quit();
    } catch {
      // Redis may be gone at the end of a test; closing the client is all that matters.
    }
    process.disconnect?.();
  })();
});
