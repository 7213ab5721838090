/** Starts the demo app on PORT (default 3000) and shuts down gracefully on SIGINT/SIGTERM. */
import { Server } from '@fw/runtime';
import { createApp } from './app.js';

const app = createApp();
const server = Server.init({ port: Number(process.env['PORT'] ?? 3000), host: process.env['HOST'] ?? '127.0.0.1' }, app.handler);
const address = await server.listen();
console.log(`fw demo listening on ${server.url} (port ${address.port})`);
console.log(`try: curl ${server.url}/users   curl ${server.url}${app.buildPath('user_posts', { id: 1, postId: 1 })}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`${signal}: closing`);
    void server.close().then(() => process.exit(0));
  });
}
