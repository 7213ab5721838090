// What every benchmark server shares: the route tables, the request body and its hand-written
// check, the answers, and the hand-made observability pieces of the bare and Express stacks.
// Servers of every framework import this file, so the same routes and bytes are served by all.
import { createWriteStream } from 'node:fs';

/** The frameworks of the HTTP benchmark, in table order; `bare` is node:http with no framework. */
export const FRAMEWORKS = ['bare', 'fw', 'fastify', 'hono', 'express'];

/** Display names. */
export const FRAMEWORK_LABELS = {
  bare: 'node:http',
  fw: 'fw',
  fastify: 'Fastify',
  hono: 'Hono',
  express: 'Express',
  'bare-async': 'node:http, async handler',
  'fastify-defaults': 'Fastify, default request logging',
  'bare-again': 'node:http, second copy',
  'fw-stringify': 'fw, no response type',
  'fw-tracing': 'fw + tracing(), no OpenTelemetry SDK',
};

/**
 * Reference servers a scenario runs besides the frameworks (listed as its `extra`): measured in
 * the same rounds and shown in that scenario's table, not in the summary tables.
 */
export const REFERENCES = ['bare-async', 'fastify-defaults', 'bare-again', 'fw-stringify', 'fw-tracing'];

/**
 * The framework whose server file each reference server runs, and the arguments it adds after the
 * kind. `bare-again` is the bare node:http server itself, measured a second time in each round:
 * its ratio to the first copy is what the machine's noise alone makes of two identical servers
 * (an A/A control), shown beside the targets that sit close to bare node:http. `fw-stringify` is
 * fw's list server with the route's answer left undocumented (`plain`), so `ctx.json` writes it
 * with JSON.stringify instead of the writer generated from the type. `fw-tracing` is the fw
 * server with `tracing()` in front and only `@opentelemetry/api` loaded, no SDK: what tracing
 * costs an app that has not registered one (issue 23 aims at 0.95x fw or better).
 */
export const REFERENCE_SERVERS = {
  'bare-async': ['bare', 'async'],
  'fastify-defaults': ['fastify', 'defaults'],
  'bare-again': ['bare'],
  'fw-stringify': ['fw', 'plain'],
  'fw-tracing': ['fw', 'tracing'],
};

/** The kinds of server a scenario runs; each framework's server takes one as its argument. */
export const SERVER_KINDS = ['plaintext', 'api', 'observability', 'routes1000', 'list'];

/** The plaintext answer. */
export const HELLO = 'Hello, World!';

export const TEXT_TYPE = 'text/plain; charset=utf-8';
export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The API app's 50 routes: ten resources with five routes each. `users` is the sixth resource,
 * so `GET /users/:id` is route 27 of 50, in the middle of the table.
 */
export const RESOURCES = [
  'accounts',
  'articles',
  'billing',
  'carts',
  'comments',
  'users',
  'events',
  'files',
  'groups',
  'invoices',
];

/** [method, pattern] of the API app, in declaration order (`:id` patterns in every framework's syntax). */
export const API_ROUTES = RESOURCES.flatMap((r) => [
  ['GET', `/${r}`],
  ['GET', `/${r}/:id`],
  ['POST', `/${r}`],
  ['PUT', `/${r}/:id`],
  ['DELETE', `/${r}/:id`],
]);

/** Number of `/r<i>/:id` routes of the large table; the benchmark requests the last one. */
export const BIG_TABLE_SIZE = 1000;

/** The large table's patterns, in declaration order (GET `/` is declared before them, for start-up checks). */
export const BIG_ROUTES = Array.from({ length: BIG_TABLE_SIZE }, (_, i) => `/r${i}/:id`);

/** The answer of the API routes the benchmark does not request: `"<METHOD> <pattern>"` as text. */
export function otherAnswer(method, pattern) {
  return `${method} ${pattern}`;
}

/** `GET /users/:id` answers this object. */
export function userOf(id) {
  return { id, name: `User ${id}` };
}

/** `GET /r<i>/:id` answers this object. */
export function bigRouteAnswer(index, id) {
  return { route: index, id };
}

/** The request body of the POST scenarios: 96 bytes. */
export const NEW_USER_BODY =
  '{"name":"Ada Lovelace","email":"ada.lovelace@analytical-engine.example","age":36,"role":"admin"}';

/** A body every validator must reject with 400. */
export const INVALID_USER_BODY = '{"name":"","email":"not-an-email","age":-1,"role":"boss"}';

/** The roles NewUser accepts. */
export const ROLES = ['admin', 'member', 'guest'];

/** The same pattern as typia's `Format<'email'>`, for the hand-written checks. */
export const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/**
 * The hand-written check of bare node:http and Express, the same rules as fw's NewUser type:
 * name a string of 1 to 100 characters, email an e-mail address, age an optional uint32, role
 * one of ROLES. Returns the list of failing fields (empty when valid).
 */
export function checkNewUser(value) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return ['$input'];
  const problems = [];
  const { name, email, age, role } = value;
  if (typeof name !== 'string' || name.length < 1 || name.length > 100) problems.push('name');
  if (typeof email !== 'string' || !EMAIL.test(email)) problems.push('email');
  if (age !== undefined && !(typeof age === 'number' && Number.isInteger(age) && age >= 0 && age <= 4294967295))
    problems.push('age');
  if (typeof role !== 'string' || !ROLES.includes(role)) problems.push('role');
  return problems;
}

/** The JSON Schema of NewUser, for Fastify's body validation (the same rules). */
export const NEW_USER_SCHEMA = {
  type: 'object',
  required: ['name', 'email', 'role'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    email: { type: 'string', format: 'email' },
    age: { type: 'integer', minimum: 0, maximum: 4294967295 },
    role: { type: 'string', enum: ROLES },
  },
};

/**
 * Creates the users of POST /users: every framework answers 201 with the created object, its id
 * from a per-process counter (so a fresh server's first user has id 1).
 */
export function userStore() {
  let next = 0;
  return {
    create(body) {
      next += 1;
      return { id: next, name: body.name, email: body.email, age: body.age, role: body.role };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Hand-made observability (bare node:http, Express; Hono uses the counters): request ids, one
// JSON log line per request to a file, request counters in the Prometheus text format, and a
// no-op telemetry callback with start/end events, as fw's recommended stack does.

/** The log file of an observability server: `BENCH_LOG_FILE`, set by the harness to a temp dir. */
export function logFile(framework) {
  return process.env.BENCH_LOG_FILE ?? `${process.env.TMPDIR ?? '/tmp'}/fw-bench-${framework}-${process.pid}.log`;
}

/** A request-id generator: `<ms since epoch hex>-<counter hex>`, unique per process. */
export function requestIds() {
  let counter = 0;
  return () => `${Date.now().toString(16)}-${(++counter).toString(16)}`;
}

const CLASSES = ['other', '1xx', '2xx', '3xx', '4xx', '5xx'];

/** Request counters like fw's `metrics`: total, by status class, by method, duration sum and count. */
export class Counters {
  total = 0;
  byClass = [0, 0, 0, 0, 0, 0];
  byMethod = new Map();
  durationUsSum = 0;
  durationCount = 0;

  record(method, status, durationUs) {
    this.total += 1;
    const c = (status / 100) | 0;
    this.byClass[c >= 1 && c <= 5 ? c : 0] += 1;
    this.byMethod.set(method, (this.byMethod.get(method) ?? 0) + 1);
    this.durationUsSum += durationUs;
    this.durationCount += 1;
  }

  render() {
    const lines = [
      '# TYPE app_requests_total counter',
      `app_requests_total ${this.total}`,
      '# TYPE app_requests_by_status counter',
    ];
    CLASSES.forEach((name, i) => lines.push(`app_requests_by_status{class="${name}"} ${this.byClass[i]}`));
    lines.push('# TYPE app_requests_by_method counter');
    for (const [method, n] of this.byMethod) lines.push(`app_requests_by_method{method="${method}"} ${n}`);
    lines.push(
      `app_request_duration_us_sum ${this.durationUsSum}`,
      `app_request_duration_us_count ${this.durationCount}`,
    );
    return lines.join('\n') + '\n';
  }
}

/** The telemetry callback of every stack: does nothing, as in the benchmark's fw stack. */
export function noopEvent(_event) {}

/**
 * The hand-made stack of bare node:http and Express for `framework`: its request ids (`nextId`),
 * its `counters`, and `observe(res, method, path, start, requestId)`, called as a request comes in
 * (`start` is its process.hrtime.bigint()): it sends the request_start event and, when the
 * response has finished, records it in the counters, appends its JSON log line to the log file and
 * sends the request_end event.
 */
export function handMadeObservability(framework) {
  const log = createWriteStream(logFile(framework), { flags: 'a' });
  const counters = new Counters();
  return {
    nextId: requestIds(),
    counters,
    observe(res, method, path, start, requestId) {
      noopEvent({ type: 'request_start', method, path, timestampNs: start });
      res.on('finish', () => {
        const end = process.hrtime.bigint();
        const durationUs = Number(end - start) / 1000;
        const status = res.statusCode;
        counters.record(method, status, durationUs);
        log.write(
          `${JSON.stringify({ time: Date.now(), level: status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info', method, path, status, duration_us: Math.round(durationUs), request_id: requestId })}\n`,
        );
        noopEvent({ type: 'request_end', method, path, status, durationNs: end - start, timestampNs: end });
      });
    },
  };
}

/** Prints the port the harness waits for. */
export function announce(port) {
  process.stdout.write(`listening ${port}\n`);
}

/** Exits at once on SIGTERM or SIGINT (the harness reads the peak RSS before it signals). */
export function exitOnSignal(beforeExit) {
  const stop = () => {
    try {
      beforeExit?.();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

// ---------------------------------------------------------------------------------------------
// The HTTP benchmark's scenarios: which server kind serves each, what wrk requests, what it
// must answer. `script` is a bench/lua script (post.lua counts statuses other than `expect`).
// `frameworks`, when given, limits the scenario to those of FRAMEWORKS (the others have no
// server of its kind); `versus` lists [a, b] pairs whose per-round ratio a/b the report shows
// beside the ratios to bare node:http.

export const HTTP_SCENARIOS = [
  {
    id: 'plaintext',
    title: 'plaintext',
    kind: 'plaintext',
    method: 'GET',
    path: '/',
    expect: 200,
    extra: ['bare-again'],
    about: '`GET /` answering `Hello, World!` as text/plain',
  },
  {
    id: 'pipelined',
    title: 'plaintext, pipelined x10',
    kind: 'plaintext',
    method: 'GET',
    path: '/',
    expect: 200,
    pipeline: 10,
    about: 'the same, 10 requests per write (HTTP/1.1 pipelining)',
  },
  {
    id: 'params',
    title: 'GET /users/:id, 50 routes',
    kind: 'api',
    method: 'GET',
    path: '/users/42',
    expect: 200,
    extra: ['bare-again', 'fw-tracing'],
    versus: [['fw-tracing', 'fw']],
    about: '`GET /users/42` in the 50-route API table, answering `{"id":"42","name":"User 42"}`',
  },
  {
    id: 'post',
    title: 'POST /users, validated',
    kind: 'api',
    method: 'POST',
    path: '/users',
    body: NEW_USER_BODY,
    expect: 201,
    extra: ['bare-async', 'bare-again'],
    about: '`POST /users` with a 96-byte JSON body, parsed and validated, answering 201 with the created user',
  },
  {
    id: 'observability',
    title: 'POST /users + observability',
    kind: 'observability',
    method: 'POST',
    path: '/users',
    body: NEW_USER_BODY,
    expect: 201,
    extra: ['fastify-defaults'],
    about:
      "the same POST behind each framework's observability stack (request id, metrics, JSON log line to a file, health)",
  },
  {
    id: 'routes1000',
    title: 'GET /r999/:id, 1,000 routes',
    kind: 'routes1000',
    method: 'GET',
    path: '/r999/42',
    expect: 200,
    about: '`GET /r999/42`, the last of 1,000 declared routes `/r0/:id` ... `/r999/:id`',
  },
  {
    id: 'list',
    title: 'GET /users, list of 100 users',
    kind: 'list',
    method: 'GET',
    path: '/users',
    expect: 200,
    frameworks: ['bare', 'fw', 'fastify'],
    extra: ['fw-stringify'],
    versus: [['fw', 'fw-stringify']],
    about:
      "`GET /users` answering the list of 100 users of bench/serializer.mjs (lib/users.mjs, 35,877 bytes of JSON): node:http with JSON.stringify, Fastify with the list as its 200 response schema (fast-json-stringify), fw with the list type documented as the route's `responseBody` (ctx.json writes through the writer generated from the type), and fw with the same route undocumented (ctx.json uses JSON.stringify)",
  },
];
