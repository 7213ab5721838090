/** fw server of the HTTP benchmark: `node bench/.out/fw-server.js <plaintext|api|routes1000>` (compiled with the fw transformer). */
import { apiApp, plaintextApp, routes1000App, serve } from './fw-apps.js';

const kind = process.argv[2];
const app = kind === 'plaintext' ? plaintextApp() : kind === 'api' ? apiApp() : kind === 'routes1000' ? routes1000App() : undefined;
if (app === undefined) {
  process.stderr.write(`fw-server: unknown server kind ${JSON.stringify(kind)} (plaintext, api, routes1000)\n`);
  process.exit(2);
}
await serve(app.handler);
