// Fastify 5 server of the HTTP benchmark: `node bench/servers/fastify.mjs <kind>` (see lib/scenarios.mjs).
// POST /users validates its body with Fastify's JSON schema (ajv). The observability stack is
// Fastify's pino logger writing to a file, request ids from genReqId (or the x-request-id header),
// echoed in the response, and fastify-metrics (prom-client) on /metrics, plus GET /health.
// With a second argument `defaults` (`fastify.mjs observability defaults`, the framework id
// `fastify-defaults`) the stack is Fastify as issue 5 calibrated it: its own request logging
// (two lines per request, "incoming request" and "request completed") through `logger.file`,
// which is pino.destination's default synchronous writes; ids, echo and metrics as above.
// Fastify's default content types for strings and objects already are fw's (text/plain and
// application/json, both with charset=utf-8), so no route sets one.
// The list kind (`fastify.mjs list [secret]`) is the only one with a response schema: GET /users
// answers lib/users.mjs's list, written by fast-json-stringify from USER_LIST_SCHEMA (undeclared
// properties dropped; `secret` adds one to every record, for the parity test).
import Fastify from 'fastify';
import {
  API_ROUTES,
  BIG_ROUTES,
  HELLO,
  NEW_USER_SCHEMA,
  announce,
  bigRouteAnswer,
  exitOnSignal,
  logFile,
  otherAnswer,
  requestIds,
  userOf,
  userStore,
} from '../lib/scenarios.mjs';
import { USER_LIST_SCHEMA, userList, wantsSecret } from '../lib/users.mjs';

const kind = process.argv[2];
const defaults = process.argv[3] === 'defaults';

let app;
if (kind === 'observability') {
  const { default: pino } = await import('pino');
  const { default: metrics } = await import('fastify-metrics');
  const nextId = requestIds();
  const ids = { requestIdHeader: 'x-request-id', genReqId: () => nextId() };
  app = defaults
    ? Fastify({ logger: { level: 'info', file: logFile('fastify') }, ...ids })
    : Fastify({
        logger: { level: 'info', stream: pino.destination({ dest: logFile('fastify'), sync: false }) },
        // One line per request, like the other stacks (Fastify's default writes two: "incoming request" and "request completed").
        disableRequestLogging: true,
        ...ids,
      });
  app.get('/health', (request, reply) => {
    reply.send({ status: 'ok' });
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  if (!defaults) {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        {
          method: request.method,
          path: request.url,
          status: reply.statusCode,
          duration_us: Math.round(reply.elapsedTime * 1000),
        },
        'request',
      );
      done();
    });
  }
  await app.register(metrics, { endpoint: '/metrics' });
} else {
  app = Fastify();
}

if (kind === 'plaintext') {
  app.get('/', (request, reply) => {
    reply.send(HELLO);
  });
} else if (kind === 'api' || kind === 'observability') {
  const store = userStore();
  for (const [method, pattern] of API_ROUTES) {
    if (method === 'GET' && pattern === '/users/:id') {
      app.get(pattern, (request, reply) => {
        reply.send(userOf(request.params.id));
      });
    } else if (method === 'POST' && pattern === '/users') {
      app.post(pattern, { schema: { body: NEW_USER_SCHEMA } }, (request, reply) => {
        reply.code(201).send(store.create(request.body));
      });
    } else {
      const text = otherAnswer(method, pattern);
      app.route({ method, url: pattern, handler: (request, reply) => reply.send(text) });
    }
  }
} else if (kind === 'routes1000') {
  app.get('/', (request, reply) => {
    reply.send(HELLO);
  });
  BIG_ROUTES.forEach((pattern, index) =>
    app.get(pattern, (request, reply) => {
      reply.send(bigRouteAnswer(index, request.params.id));
    }),
  );
} else if (kind === 'list') {
  const users = userList({ secret: wantsSecret(process.argv.slice(3)) });
  app.get('/users', { schema: { response: { 200: USER_LIST_SCHEMA } } }, (request, reply) => {
    reply.send(users);
  });
} else {
  process.stderr.write(`fastify: unknown server kind ${JSON.stringify(kind)}\n`);
  process.exit(2);
}

await app.listen({ port: 0, host: '127.0.0.1' });
exitOnSignal();
announce(app.server.address().port);
