/**
 * Child process of publish.test.ts: runs the Verdaccio registry with the configuration file given
 * as the first argument, on 127.0.0.1 and a free port, and prints `verdaccio listening on <port>`.
 * SIGTERM stops it. A process of its own, so its logger and sockets stay out of the test runner.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runServer } from 'verdaccio';

const config = process.argv[2];
if (config === undefined) throw new Error('usage: verdaccio-server <config.yaml>');
const server = (await runServer(config)) as Server;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`verdaccio listening on ${(server.address() as AddressInfo).port}\n`);
});
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
});
