/**
 * fw server of the HTTP benchmark: `node bench/.out/fw-server.js <plaintext|api|api-typed|routes1000|list> [plain] [secret]`
 * (compiled with the fw transformer). `api-typed` is `api` with `GET /users/:id` declaring its
 * parameter with withRequest, for `bench/ab.mjs` to weigh typed parameters against reading them by hand.
 * `list` documents its answer type (the generated writer); `list plain` leaves it undocumented
 * (JSON.stringify, the reference server `fw-stringify`); `secret` adds an undeclared property to
 * every record (parity test only).
 */
import { wantsSecret } from '../lib/users.mjs';
import { apiApp, listApp, plaintextApp, routes1000App, serve } from './fw-apps.js';

const kind = process.argv[2];
const options = process.argv.slice(3);
const app =
  kind === 'plaintext'
    ? plaintextApp()
    : kind === 'api'
      ? apiApp()
      : kind === 'api-typed'
        ? apiApp([], true)
        : kind === 'routes1000'
          ? routes1000App()
          : kind === 'list'
            ? listApp(!options.includes('plain'), wantsSecret(options))
            : undefined;
if (app === undefined) {
  process.stderr.write(`fw-server: unknown server kind ${JSON.stringify(kind)} (plaintext, api, api-typed, routes1000, list)\n`);
  process.exit(2);
}
await serve(app.handler);
