/**
 * fw server of the HTTP benchmark: `node bench/.out/fw-server.js <plaintext|api|api-typed|routes1000|list> [plain|reply] [secret] [tracing]`
 * (compiled with the fw transformer). `api-typed` is `api` with `GET /users/:id` declaring its
 * parameter with withRequest, for `bench/ab.mjs` to weigh typed parameters against reading them by hand.
 * `list` documents its answer type (the generated writer); `list reply` answers the same with a
 * typed reply (`reply(200, users)`, documented by the handler's return type); `list plain` leaves it undocumented
 * (JSON.stringify, the reference server `fw-stringify`); `secret` adds an undeclared property to
 * every record (parity test only). `tracing` puts `tracing()` in front of the routes with no
 * OpenTelemetry SDK registered (the reference server `fw-tracing`).
 */
import { tracing, type Middleware } from '@fw/runtime';
import { wantsSecret } from '../lib/users.mjs';
import { apiApp, listApp, plaintextApp, routes1000App, serve } from './fw-apps.js';

const kind = process.argv[2];
const options = process.argv.slice(3);
const middleware: Middleware[] = options.includes('tracing') ? [tracing()] : [];
const app =
  kind === 'plaintext'
    ? plaintextApp(middleware)
    : kind === 'api'
      ? apiApp(middleware)
      : kind === 'api-typed'
        ? apiApp(middleware, true)
        : kind === 'routes1000'
          ? routes1000App(middleware)
          : kind === 'list'
            ? listApp(!options.includes('plain'), wantsSecret(options), options.includes('reply'))
            : undefined;
if (app === undefined) {
  process.stderr.write(
    `fw-server: unknown server kind ${JSON.stringify(kind)} (plaintext, api, api-typed, routes1000, list)\n`,
  );
  process.exit(2);
}
await serve(app.handler);
