/**
 * The static-files outage test's server, run as a child process under a small `ulimit -n`:
 * `staticFiles` under `/files` behind `logger()` (access lines on stdout). On an `exhaust`
 * message it opens /dev/null until the process has no file descriptor left (EMFILE), as a leak
 * or a load spike would, and on `release` it closes them again; it tells the parent over IPC,
 * with every process warning. On `stop` it closes and exits.
 *
 * Environment: FW_TEST_ROOT, the directory to serve.
 */
import { closeSync, openSync, readdirSync, readlinkSync, realpathSync } from 'node:fs';
import { Router, Server, logger, staticFiles, type Middleware } from '@fw/runtime';

/** What the parent is told. */
export type StaticAppMessage =
  | { type: 'ready'; port: number }
  | { type: 'exhausted'; held: number; code: string }
  | { type: 'released' }
  | { type: 'warning'; code: string; source?: string; count?: number; message: string }
  | { type: 'fatal'; detail: string };

function tell(message: StaticAppMessage): void {
  process.send?.(message);
}

process.on('uncaughtException', (error) => {
  tell({ type: 'fatal', detail: String(error?.stack ?? error) });
  process.exitCode = 70;
});
process.on('unhandledRejection', (reason) => {
  tell({ type: 'fatal', detail: String(reason) });
  process.exitCode = 70;
});
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

const access = logger({ destination: process.stdout });
const app = Router.define({
  middleware: [access as Middleware, staticFiles({ root: process.env['FW_TEST_ROOT']!, prefix: '/files' })],
  routes: [Router.get('/', (ctx) => ctx.text(200, 'ok'))],
});
const server = Server.init({ port: 0, host: '127.0.0.1' }, app.handler);
await server.listen();
tell({ type: 'ready', port: server.port });

const servedRoot = realpathSync(process.env['FW_TEST_ROOT']!);
/**
 * Whether a descriptor of this process is a file under the served root. A response's file is
 * closed just after its body is written, so the descriptor of the request answered before the
 * exhaustion may still be open: freed later, it would let one request through the outage.
 */
function holdsServedFile(): boolean {
  return readdirSync('/proc/self/fd').some((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`).startsWith(servedRoot);
    } catch {
      return false;
    }
  });
}

const held: number[] = [];
async function exhaust(): Promise<void> {
  // A file that stays open is a leak of staticFiles: said, and the test fails on it.
  const end = Date.now() + 10_000;
  while (holdsServedFile()) {
    if (Date.now() > end) {
      tell({ type: 'fatal', detail: 'a served file is still open 10 s after its answer' });
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  let code = 'none';
  try {
    for (;;) held.push(openSync('/dev/null', 'r'));
  } catch (error) {
    code = String((error as NodeJS.ErrnoException).code);
  }
  tell({ type: 'exhausted', held: held.length, code });
}

process.on('message', (message: { type?: string }) => {
  if (message?.type === 'exhaust') void exhaust();
  else if (message?.type === 'release') {
    for (const fd of held.splice(0)) closeSync(fd);
    tell({ type: 'released' });
  } else if (message?.type === 'stop') {
    void (async () => {
      await server.close();
      access.close();
      process.disconnect?.();
    })();
  }
});
