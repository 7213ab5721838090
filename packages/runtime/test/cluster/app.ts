/** The app the cluster and rolling-restart tests run in real processes: health, requestId, metrics and JSON logs, and routes that wait, log long lines, block or exit. */
import { Router, Server, health, metrics, requestId, structuredLogger, type Context } from '@fw/runtime';

const pid = String(process.pid);

function busy(ms: number): void {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // Blocks the event loop, as a stuck worker does.
  }
}

const server = Server.init(
  { port: Number(process.env['PORT'] ?? 0), host: '127.0.0.1', drainDelay: Number(process.env['DRAIN_DELAY'] ?? 0) },
  (req, res) => App.handler(req, res),
);

const App = Router.define({
  middleware: [
    (ctx: Context, next: () => Promise<void>) => {
      ctx.setHeader('x-pid', pid);
      return next();
    },
    health({ server }),
    requestId(),
    metrics(),
    structuredLogger({ format: 'json' }),
  ],
  routes: [
    Router.get('/pid', (ctx) => ctx.json(200, { pid: process.pid })),
    // Answers after ms milliseconds, or with ?until=closing once this server has begun to close
    // (?until=never: not at all). An `until` request says on stdout that it has arrived.
    Router.get('/slow', async (ctx) => {
      const until = ctx.query.get('until');
      if (until === undefined) {
        await new Promise((done) => setTimeout(done, Number(ctx.query.get('ms') ?? 1000)));
      } else {
        console.log(JSON.stringify({ slow: 'in', pid: process.pid }));
        while (until === 'never' || !server.closing) await new Promise((done) => setTimeout(done, 10));
      }
      ctx.json(200, { pid: process.pid });
    }),
    // One line of about n characters, written with one write() call, as a logger does.
    Router.get('/line', (ctx) => {
      process.stdout.write(
        JSON.stringify({ pid: process.pid, line: 'x'.repeat(Number(ctx.query.get('n') ?? 100)) }) + '\n',
      );
      ctx.text(200, 'ok');
    }),
    Router.get('/exit', (ctx) => {
      ctx.text(200, 'bye');
      setTimeout(() => process.exit(3), 20);
    }),
    // Blocks this worker for ms, then exits: a worker that dies while the primary waits for it.
    // It says on stdout (written at once to a pipe) when the block begins.
    Router.get('/block-then-exit', (ctx) => {
      ctx.text(200, 'blocking');
      setTimeout(() => {
        console.log(JSON.stringify({ blocking: process.pid }));
        busy(Number(ctx.query.get('ms') ?? 1000));
        process.exit(4);
      }, 20);
    }),
  ],
});

const address = await server.listen();
console.log(JSON.stringify({ listening: address.port, pid: process.pid }));

// APP_SIGNALS=1: the app stops itself on SIGTERM, as the fwc new template does.
if (process.env['APP_SIGNALS'] === '1') {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void server.close().then(() => process.exit(0));
    });
  }
}
