/**
 * fw server of the HTTP benchmark: `node bench/.out/fw-server.js <plaintext|api|api-typed|routes1000>`
 * (compiled with the fw transformer). `api-typed` is `api` with `GET /users/:id` declaring its
 * parameter with withRequest, for `bench/ab.mjs` to weigh typed parameters against reading them by hand.
 */
import { apiApp, plaintextApp, routes1000App, serve } from './fw-apps.js';

const kind = process.argv[2];
const app =
  kind === 'plaintext' ? plaintextApp() : kind === 'api' ? apiApp() : kind === 'api-typed' ? apiApp([], true) : kind === 'routes1000' ? routes1000App() : undefined;
if (app === undefined) {
  process.stderr.write(`fw-server: unknown server kind ${JSON.stringify(kind)} (plaintext, api, api-typed, routes1000)\n`);
  process.exit(2);
}
await serve(app.handler);
