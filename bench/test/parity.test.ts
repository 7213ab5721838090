/**
 * Every benchmark server does the same work as fw's: each server of each framework (bench/servers,
 * fw's compiled with the transformer) is started as a child process on port 0 and asked each
 * scenario's request once; status, content type and body must equal fw's answer (JSON compared
 * deep-equal; the list answer byte for byte) and the expected answer. An invalid POST body must
 * be answered 400 (each framework's own error body, not compared). The list servers that write
 * through a type (fw with its documented answer, Fastify with its response schema) must drop a
 * property the type does not declare. Needs neither wrk nor taskset.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  FRAMEWORKS,
  HELLO,
  HTTP_SCENARIOS,
  INVALID_USER_BODY,
  JSON_TYPE,
  NEW_USER_BODY,
  TEXT_TYPE,
} from '../lib/scenarios.mjs';
import { serverCommand, startServer, type RunningServer } from '../lib/servers.mjs';
import { SECRET_FIELD, userList } from '../lib/users.mjs';

/** The compile script stays in bench/lib; this file runs from bench/dist-test. */
const FW_BUILD = fileURLToPath(new URL('../lib/fw-servers.mjs', import.meta.url));
const PEERS = FRAMEWORKS.filter((f) => f !== 'fw');

interface Answer {
  status: number;
  type: string | null;
  requestId: string | null;
  body: unknown;
  /** The body as sent. */
  text: string;
}

interface Probe {
  name: string;
  path: string;
  method?: string;
  body?: string;
  /** Only the status is compared (error bodies differ by design). */
  statusOnly?: boolean;
  /** The body must equal fw's byte for byte, not only as parsed JSON. */
  exact?: boolean;
  expect?: { status: number; type?: string; body?: unknown; text?: string };
}

async function ask(port: number, probe: Probe): Promise<Answer> {
  const init: RequestInit = { method: probe.method ?? 'GET' };
  if (probe.body !== undefined) {
    init.body = probe.body;
    init.headers = { 'content-type': 'application/json' };
  }
  const res = await fetch(`http://127.0.0.1:${port}${probe.path}`, init);
  const type = res.headers.get('content-type');
  const text = await res.text();
  let body: unknown = text;
  if (type !== null && type.startsWith('application/json')) {
    try {
      body = JSON.parse(text);
    } catch {
      body = `invalid JSON: ${text}`;
    }
  }
  return { status: res.status, type, requestId: res.headers.get('x-request-id'), body, text };
}

const byPath = (path: string) => HTTP_SCENARIOS.find((s) => s.path === path);

const API_PROBES: Probe[] = [
  {
    name: 'GET /users/42',
    path: byPath('/users/42')!.path,
    expect: { status: 200, type: JSON_TYPE, body: { id: '42', name: 'User 42' } },
  },
  {
    name: 'GET /users/%41da (decoded parameter)',
    path: '/users/%41da',
    expect: { status: 200, type: JSON_TYPE, body: { id: 'Ada', name: 'User Ada' } },
  },
  {
    name: 'POST /users',
    path: '/users',
    method: 'POST',
    body: NEW_USER_BODY,
    expect: { status: 201, type: JSON_TYPE, body: { id: 1, ...(JSON.parse(NEW_USER_BODY) as object) } },
  },
  {
    name: 'POST /users with an invalid body',
    path: '/users',
    method: 'POST',
    body: INVALID_USER_BODY,
    statusOnly: true,
    expect: { status: 400 },
  },
  {
    name: 'DELETE /invoices/7 (another route of the table)',
    path: '/invoices/7',
    method: 'DELETE',
    expect: { status: 200, type: TEXT_TYPE, body: 'DELETE /invoices/:id' },
  },
  { name: 'GET /nowhere', path: '/nowhere', statusOnly: true, expect: { status: 404 } },
];

const PROBES: Record<string, Probe[]> = {
  plaintext: [{ name: 'GET /', path: '/', expect: { status: 200, type: TEXT_TYPE, body: HELLO } }],
  api: API_PROBES,
  observability: [
    ...API_PROBES,
    { name: 'GET /health', path: '/health', statusOnly: true, expect: { status: 200 } },
    { name: 'GET /metrics', path: '/metrics', statusOnly: true, expect: { status: 200 } },
  ],
  routes1000: [
    { name: 'GET /', path: '/', expect: { status: 200, type: TEXT_TYPE, body: HELLO } },
    {
      name: 'GET /r999/42',
      path: '/r999/42',
      expect: { status: 200, type: JSON_TYPE, body: { route: 999, id: '42' } },
    },
    { name: 'GET /r0/1', path: '/r0/1', expect: { status: 200, type: JSON_TYPE, body: { route: 0, id: '1' } } },
  ],
  list: [
    {
      name: 'GET /users (100 users)',
      path: byPath('/users')!.path,
      exact: true,
      // The bytes JSON.stringify writes for the shared records: every writer must send exactly these.
      expect: { status: 200, type: JSON_TYPE, body: userList(), text: JSON.stringify(userList()) },
    },
  ],
};

/** The frameworks with a server of `kind`: those its scenario names, or all. */
function frameworksOf(kind: string): readonly string[] {
  return HTTP_SCENARIOS.find((s) => s.kind === kind && s.frameworks !== undefined)?.frameworks ?? FRAMEWORKS;
}

/** Sends `depth` GET / requests in one write and resolves to the raw bytes of the answers. */
function pipelined(port: number, depth: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(data);
    }, 3000);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      data += chunk;
      if (data.split(HELLO).length - 1 >= depth) {
        clearTimeout(timer);
        socket.destroy();
        resolve(data);
      }
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'.repeat(depth));
  });
}

/** Starts a server, runs `fn`, always stops it; with a temp log file for the observability kind. */
async function withServer<T>(
  framework: string,
  kind: string,
  fn: (server: RunningServer, logFile: string | null) => Promise<T>,
): Promise<T> {
  const dir = kind === 'observability' ? mkdtempSync(join(os.tmpdir(), 'fw-parity-')) : null;
  const logFile = dir === null ? null : join(dir, `${framework}.log`);
  const server = await startServer(framework, kind, { env: logFile === null ? {} : { BENCH_LOG_FILE: logFile } });
  try {
    return await fn(server, logFile);
  } finally {
    await server.stop();
    if (dir !== null) rmSync(dir, { recursive: true, force: true });
  }
}

async function answers(framework: string, kind: string): Promise<Answer[]> {
  return withServer(framework, kind, async (server, logFile) => {
    const out: Answer[] = [];
    for (const probe of PROBES[kind]!) out.push(await ask(server.port, probe));
    if (logFile !== null) {
      // Loggers may buffer (fw up to 100 ms, pino asynchronously): wait for the first line (20 s is a hang guard).
      const until = performance.now() + 20_000;
      while (performance.now() < until && !(existsSync(logFile) && readFileSync(logFile, 'utf8').includes('\n')))
        await new Promise((r) => setTimeout(r, 50));
      assert.ok(
        existsSync(logFile) && readFileSync(logFile, 'utf8').includes('\n'),
        `${framework}: no log line in ${logFile} after the requests`,
      );
    }
    return out;
  });
}

function check(framework: string, kind: string, got: Answer[], reference: Answer[]): void {
  PROBES[kind]!.forEach((probe, i) => {
    const a = got[i]!;
    const ref = reference[i]!;
    const where = `${framework} ${kind} ${probe.name}`;
    if (probe.expect !== undefined) {
      assert.is(a.status, probe.expect.status, `${where}: status`);
      if (probe.expect.type !== undefined) assert.is(a.type, probe.expect.type, `${where}: content-type`);
      if (probe.expect.body !== undefined) assert.equal(a.body, probe.expect.body, `${where}: body`);
      if (probe.expect.text !== undefined)
        assert.ok(
          a.text === probe.expect.text,
          `${where}: body bytes differ from the expected ${probe.expect.text.length} bytes (got ${a.text.length})`,
        );
    }
    assert.is(a.status, ref.status, `${where}: status differs from fw's`);
    if (!probe.statusOnly) {
      assert.is(a.type, ref.type, `${where}: content-type differs from fw's`);
      assert.equal(a.body, ref.body, `${where}: body differs from fw's`);
      if (probe.exact) assert.ok(a.text === ref.text, `${where}: body bytes differ from fw's`);
    }
    if (kind === 'observability' && probe.path.startsWith('/users')) {
      assert.ok(a.requestId !== null && a.requestId !== '', `${where}: no x-request-id response header`);
    }
  });
}

const fwAnswers = new Map<string, Answer[]>();

const parity = suite('parity');

parity.before(() => {
  const build = spawnSync(process.execPath, [FW_BUILD], { encoding: 'utf8', timeout: 120_000 });
  const line = build.stdout.trim().split('\n').pop() ?? '{}';
  let errors: { server?: string[]; observability?: string[] } = {};
  try {
    errors = JSON.parse(line) as typeof errors;
  } catch {
    // reported below
  }
  assert.is(build.status, 0, `compiling the fw servers failed: ${build.stderr}${build.stdout}`);
  assert.equal(errors.server, [], 'fw-server.ts compiles');
  assert.equal(errors.observability, [], 'fw-observability.ts compiles');
});

for (const kind of Object.keys(PROBES)) {
  parity(`should answer the fw ${kind} requests as expected`, async () => {
    const got = await answers('fw', kind);
    check('fw', kind, got, got);
    fwAnswers.set(kind, got);
  });
  for (const framework of PEERS.filter((f) => frameworksOf(kind).includes(f))) {
    parity(`should answer the ${kind} requests like fw: ${framework}`, async () => {
      const reference = fwAnswers.get(kind);
      assert.ok(reference !== undefined, `fw's ${kind} answers are missing (its test failed)`);
      check(framework, kind, await answers(framework, kind), reference);
    });
  }
}

// Reference servers (the scenarios' `extra` lists) answer like fw too: each (kind, server) once,
// though a server may be listed by several scenarios of one kind (bare-again on params and post).
const referenceKinds = new Set(
  HTTP_SCENARIOS.flatMap((s) => (s.extra ?? []).map((framework) => `${s.kind} ${framework}`)),
);
for (const pair of referenceKinds) {
  const [kind, framework] = pair.split(' ') as [string, string];
  parity(`should answer the ${kind} requests like fw: ${framework}, a reference server`, async () => {
    const reference = fwAnswers.get(kind);
    assert.ok(reference !== undefined, `fw's ${kind} answers are missing (its test failed)`);
    check(framework, kind, await answers(framework, kind), reference);
  });
}

/** The body of GET /users from `framework`'s list server started with `secret` (records with SECRET_FIELD). */
async function listWithSecret(framework: string): Promise<string> {
  const { file, args } = serverCommand(framework, 'list');
  const server = await startServer(framework, 'list', { command: { file, args: [...args, 'secret'] } });
  try {
    const res = await fetch(`http://127.0.0.1:${server.port}/users`);
    assert.is(res.status, 200, `${framework} list secret: status`);
    return await res.text();
  } finally {
    await server.stop();
  }
}

parity(
  'should drop a property the list type does not declare: fw with its documented answer, Fastify with its schema',
  async () => {
    const declared = JSON.stringify(userList());
    // The records really carry it: fw's same route without a documented answer sends it.
    const leaked = await listWithSecret('fw-stringify');
    assert.ok(
      leaked.includes(`"${SECRET_FIELD}":`),
      `fw-stringify list secret: the records should carry ${SECRET_FIELD}`,
    );
    assert.equal(
      (JSON.parse(leaked) as Record<string, unknown>[]).map((u) => Object.keys(u).length),
      userList().map((u) => Object.keys(u).length + 1),
    );
    for (const framework of ['fw', 'fastify']) {
      const text = await listWithSecret(framework);
      assert.not.ok(text.includes(SECRET_FIELD), `${framework} list secret: ${SECRET_FIELD} must not leave the server`);
      assert.ok(
        text === declared,
        `${framework} list secret: the answer must be the declared properties, byte for byte`,
      );
    }
  },
);

parity('should answer 10 pipelined requests in one write, every framework', async () => {
  for (const framework of FRAMEWORKS) {
    const data = await withServer(framework, 'plaintext', (server) => pipelined(server.port, 10));
    assert.is(data.split('HTTP/1.1 200 OK').length - 1, 10, `${framework}: statuses of 10 pipelined requests`);
    assert.is(data.split(HELLO).length - 1, 10, `${framework}: bodies of 10 pipelined requests`);
  }
});

parity.run();
