// Bare node:http server of the HTTP benchmark, the baseline: `node bench/servers/bare.mjs <kind> [async]`,
// kind one of plaintext, api, observability, routes1000, list (see lib/scenarios.mjs).
// The list kind answers GET /users with lib/users.mjs's list through JSON.stringify. With `async`,
// POST /users is an async handler awaiting the body through a promise (the reference server
// `bare-async`: what the style of promise-based frameworks costs on node:http itself). Routing is a
// hand-written Map lookup on "<METHOD> /<first segment>[/:]", which is all these tables need;
// the body check is hand-written; the observability stack is hand-made.
import http from 'node:http';
import {
  API_ROUTES,
  BIG_ROUTES,
  HELLO,
  JSON_TYPE,
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
import { userList } from '../lib/users.mjs';

const kind = process.argv[2];
const options = process.argv.slice(3);
const asyncPost = options.includes('async');
// `spin=<ns>`: busy-wait that long per request before routing, to see what a given amount of
// extra work per request costs under load (`node bench/ab.mjs`).
const spinArg = options.find((a) => /^spin=\d+$/.test(a));
const spinNs = spinArg === undefined ? 0 : Number(spinArg.slice('spin='.length));
const LIMIT = 1024 * 1024;

function send(res, status, type, body) {
  res.writeHead(status, ['content-type', type, 'content-length', String(Buffer.byteLength(body))]);
  res.end(body);
}

function sendJson(res, status, value) {
  send(res, status, JSON_TYPE, JSON.stringify(value));
}

function fail(res, status, message) {
  if (!res.req.complete) res.setHeader('connection', 'close');
  sendJson(res, status, { error: { status, message } });
}

/** "<METHOD> /first" or "<METHOD> /first/:" -> handler(req, res, param). */
const routes = new Map();

function add(method, pattern, handler) {
  const parts = pattern.split('/');
  routes.set(`${method} /${parts[1]}${parts.length > 2 ? '/:' : ''}`, handler);
}

function dispatch(req, res) {
  const url = req.url;
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const slash = path.indexOf('/', 1);
  let handler;
  let param;
  if (slash === -1) handler = routes.get(`${req.method} ${path}`);
  else {
    param = path.slice(slash + 1);
    if (param !== '' && param.indexOf('/') === -1) handler = routes.get(`${req.method} ${path.slice(0, slash)}/:`);
  }
  if (handler === undefined) return fail(res, 404, 'Not Found');
  if (param !== undefined && param.indexOf('%') !== -1) {
    try {
      param = decodeURIComponent(param);
    } catch {
      return fail(res, 400, 'Bad Request');
    }
  }
  handler(req, res, param);
}

/** Reads a JSON body (1 MiB limit) and hands the parsed value to `then`, or answers 4xx. */
function readJson(req, res, then) {
  const type = req.headers['content-type'];
  if (type === undefined || !/^application\/json\s*(;|$)/i.test(type)) return fail(res, 415, 'Unsupported Media Type');
  const chunks = [];
  let size = 0;
  req.on('data', (chunk) => {
    size += chunk.length;
    if (size > LIMIT) {
      req.removeAllListeners('data');
      fail(res, 413, 'Payload Too Large');
      req.resume();
    } else chunks.push(chunk);
  });
  req.on('end', () => {
    if (size > LIMIT) return;
    let value;
    try {
      value = JSON.parse(chunks.length === 1 ? chunks[0].toString() : Buffer.concat(chunks).toString());
    } catch {
      return fail(res, 400, 'Bad Request');
    }
    then(value);
  });
}

if (kind === 'plaintext') {
  add('GET', '/', (req, res) => send(res, 200, TEXT_TYPE, HELLO));
} else if (kind === 'api' || kind === 'observability') {
  const store = userStore();
  for (const [method, pattern] of API_ROUTES) {
    if (method === 'GET' && pattern === '/users/:id')
      add(method, pattern, (req, res, id) => sendJson(res, 200, userOf(id)));
    else if (method === 'POST' && pattern === '/users') {
      const create = (res, body) => {
        const problems = checkNewUser(body);
        if (problems.length > 0)
          return sendJson(res, 400, { error: { status: 400, message: 'invalid body', fields: problems } });
        sendJson(res, 201, store.create(body));
      };
      // The async form: the same read and check, the body awaited through a promise. When
      // readJson answers an error itself the promise stays pending and is collected with the request.
      if (asyncPost)
        add(method, pattern, async (req, res) =>
          create(res, await new Promise((resolve) => readJson(req, res, resolve))),
        );
      else add(method, pattern, (req, res) => readJson(req, res, (body) => create(res, body)));
    } else {
      const text = otherAnswer(method, pattern);
      add(method, pattern, (req, res) => send(res, 200, TEXT_TYPE, text));
    }
  }
} else if (kind === 'routes1000') {
  add('GET', '/', (req, res) => send(res, 200, TEXT_TYPE, HELLO));
  BIG_ROUTES.forEach((pattern, index) =>
    add('GET', pattern, (req, res, id) => sendJson(res, 200, bigRouteAnswer(index, id))),
  );
} else if (kind === 'list') {
  const users = userList();
  add('GET', '/users', (req, res) => sendJson(res, 200, users));
} else {
  process.stderr.write(`bare: unknown server kind ${JSON.stringify(kind)}\n`);
  process.exit(2);
}

let listener = dispatch;
if (spinNs > 0) {
  listener = (req, res) => {
    const until = process.hrtime.bigint() + BigInt(spinNs);
    while (process.hrtime.bigint() < until);
    dispatch(req, res);
  };
}
if (kind === 'observability') {
  // Hand-made stack in fw's recommended order: health, request id, metrics, one JSON log line per
  // request to a file, telemetry events to a no-op callback.
  const { nextId, counters, observe } = handMadeObservability('bare');
  const inner = listener;
  listener = (req, res) => {
    const method = req.method;
    const url = req.url;
    if (method === 'GET' && url === '/health') return sendJson(res, 200, { status: 'ok' });
    const start = process.hrtime.bigint();
    const header = req.headers['x-request-id'];
    const id = typeof header === 'string' && header !== '' ? header : nextId();
    res.setHeader('x-request-id', id);
    if (method === 'GET' && url === '/metrics')
      return send(res, 200, 'text/plain; version=0.0.4; charset=utf-8', counters.render());
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    observe(res, method, path, start, id);
    inner(req, res);
  };
}

const server = http.createServer(listener);
server.listen(0, '127.0.0.1', () => {
  exitOnSignal();
  announce(server.address().port);
});
