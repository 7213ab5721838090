/** Starts the demo app on PORT (default 3000) and shuts down gracefully on SIGINT/SIGTERM. */
import { Server } from '@fw/runtime';
import { createApp } from './app.js';

let app: ReturnType<typeof createApp> | undefined;
const server = Server.init(
  { port: Number(process.env['PORT'] ?? 3000), host: process.env['HOST'] ?? '127.0.0.1' },
  (req, res) => app!.handler(req, res),
);
app = createApp({ server, logFormat: process.env['LOG_FORMAT'] === 'json' ? 'json' : 'text' });
const address = await server.listen();
console.log(`fw demo listening on ${server.url} (port ${address.port})`);
console.log(
  `try: curl ${server.url}/users   docs: ${server.url}/api/docs   metrics: ${server.url}/metrics   health: ${server.url}/health`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`${signal}: closing`);
    void server.close().then(() => process.exit(0));
  });
}
