// Express 5 server of the HTTP benchmark: `node bench/servers/express.mjs <kind>` (see lib/scenarios.mjs).
// ETag and X-Powered-By are off, so the response headers match the others'. POST /users parses
// with express.json() (1 MiB limit, like fw) and checks the body by hand. The observability stack
// is hand-made middleware: GET /health, request id, counters with GET /metrics, one JSON log line
// per request to a file, telemetry events to a no-op callback.
import express from 'express';
import {
  API_ROUTES,
  BIG_ROUTES,
  HELLO,
  TEXT_TYPE,
  announce,
  bigRouteAnswer,
  checkNewUser,
  exitOnSignal,
  handMadeObservability,
  otherAnswer,
  userOf,
  userStore,
} from '../lib/scenarios.mjs';

const kind = process.argv[2];

const app = express();
app.set('etag', false);
app.set('x-powered-by', false);

if (kind === 'observability') {
  const { nextId, counters, observe } = handMadeObservability('express');
  app.get('/health', (req, res) => res.json({ status: 'ok' }));
  app.use(function requestId(req, res, next) {
    const header = req.headers['x-request-id'];
    const id = typeof header === 'string' && header !== '' ? header : nextId();
    req.id = id;
    res.setHeader('x-request-id', id);
    next();
  });
  app.get('/metrics', (req, res) => res.type('text/plain; version=0.0.4').send(counters.render()));
  app.use(function observeRequest(req, res, next) {
    const start = process.hrtime.bigint();
    observe(res, req.method, req.path, start, req.id);
    next();
  });
}

if (kind === 'plaintext') {
  app.get('/', (req, res) => res.type(TEXT_TYPE).send(HELLO));
} else if (kind === 'api' || kind === 'observability') {
  const store = userStore();
  const json = express.json({ limit: '1mb' });
  for (const [method, pattern] of API_ROUTES) {
    if (method === 'GET' && pattern === '/users/:id') app.get(pattern, (req, res) => res.json(userOf(req.params.id)));
    else if (method === 'POST' && pattern === '/users') {
      app.post(pattern, json, (req, res) => {
        const problems = checkNewUser(req.body);
        if (problems.length > 0)
          return res.status(400).json({ error: { status: 400, message: 'invalid body', fields: problems } });
        res.status(201).json(store.create(req.body));
      });
    } else {
      const text = otherAnswer(method, pattern);
      app[method.toLowerCase()](pattern, (req, res) => res.type(TEXT_TYPE).send(text));
    }
  }
} else if (kind === 'routes1000') {
  app.get('/', (req, res) => res.type(TEXT_TYPE).send(HELLO));
  BIG_ROUTES.forEach((pattern, index) =>
    app.get(pattern, (req, res) => res.json(bigRouteAnswer(index, req.params.id))),
  );
} else {
  process.stderr.write(`express: unknown server kind ${JSON.stringify(kind)}\n`);
  process.exit(2);
}

const server = app.listen(0, '127.0.0.1', () => {
  exitOnSignal();
  announce(server.address().port);
});
