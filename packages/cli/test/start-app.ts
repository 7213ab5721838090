/** The app `fwc start` runs in the tests: answers its process ID, and closes gracefully when its worker is stopped. */
import { Router, Server, health, metrics } from '@fw/runtime';

const server = Server.init({ port: Number(process.env['PORT'] ?? 0), host: '127.0.0.1' }, (req, res) =>
  App.handler(req, res),
);
const App = Router.define({
  middleware: [health({ server }), metrics()],
  routes: [
    Router.get('/pid', (ctx) => ctx.json(200, { pid: process.pid, argv: process.argv.slice(2) })),
    // In flight when its worker is stopped: says on stdout that it arrived, and answers once the server begins to close.
    Router.get('/slow', async (ctx) => {
      console.log(`app ${process.pid} slow request in`);
      while (!server.closing) await new Promise((done) => setTimeout(done, 10));
      ctx.json(200, { pid: process.pid });
    }),
  ],
});
await server.listen();
console.log(`app ${process.pid} listening on ${server.url}`);
