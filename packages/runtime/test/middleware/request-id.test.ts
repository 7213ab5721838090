/** requestId: the client's safe ID kept, unsafe ones replaced, generated IDs unique across requests and processes. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FwError, HttpError, Router, requestId, type Middleware } from '@fw/runtime';
import { listen, rawExchange } from '../helpers.js';

const GENERATED = /^fw-([0-9a-f]+)-([0-9a-f]{6})([0-9a-f]{8})([0-9a-f]+)$/;

function appWith(...middleware: Middleware[]) {
  return Router.define({
    middleware,
    onError: () => {},
    routes: [
      Router.get('/id', (ctx) => ctx.text(200, String(ctx.getAssign('request_id')))),
      Router.get('/rid', (ctx) => ctx.text(200, String(ctx.getAssign('rid')))),
      Router.get('/throw', () => {
        throw new Error('boom');
      }),
      Router.get('/teapot', () => {
        throw new HttpError(418);
      }),
    ],
  });
}

/** Runs a node script and resolves with its stdout; rejects on a non-zero exit or after 30 s. */
function runNode(script: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'pipe'], timeout: 30_000 });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}: ${err}`))));
  });
}

const Ids = suite('requestId');

Ids(
  'should generate fw-<timestamp_hex>-<counter_hex>, store it in assigns and set the X-Request-Id header',
  async () => {
    const app = appWith(requestId());
    // Microseconds since the epoch on the clock IDs are made from: the wall clock when the process started, plus the
    // monotonic clock since then.
    const epochMicros = (): number => Math.round(performance.timeOrigin * 1000) + Math.floor(performance.now() * 1000);
    const before = epochMicros();
    const res = await app.request('/id');
    const after = epochMicros();
    assert.is(res.status, 200);
    const id = res.headers['x-request-id'] as string;
    assert.match(id, GENERATED);
    assert.is(res.body, id, 'the handler sees the same ID in assigns');
    const micros = parseInt(GENERATED.exec(id)![1]!, 16);
    assert.ok(
      micros >= before && micros <= after,
      `the timestamp ${micros} is the request's start (${before}..${after})`,
    );
    assert.is(
      GENERATED.exec(id)![2],
      (process.pid & 0xffffff).toString(16).padStart(6, '0'),
      'the counter starts with the process ID',
    );
  },
);

Ids('should use a valid client ID unchanged', async () => {
  const app = appWith(requestId());
  for (const given of [
    'abc',
    '550e8400-e29b-41d4-a716-446655440000',
    'A.b_c~d:e+f/g=h-i',
    'x'.repeat(255),
    '0',
    'Zm9vYmFy==',
  ]) {
    const res = await app.request('/id', { headers: { 'x-request-id': given } });
    assert.is(res.headers['x-request-id'], given);
    assert.is(res.body, given);
  }
});

Ids('should replace an empty, oversize or invalid client ID with a generated one', async () => {
  const app = appWith(requestId());
  const bad = [
    '',
    'x'.repeat(256),
    'x'.repeat(10_000),
    'a b',
    'a,b',
    'a"b',
    "a'b",
    'a;b',
    'a<b>',
    'ä',
    'a\tb',
    'a\x00b',
    'a\x7fb',
    'a\u2028b',
    'a\\b',
  ];
  for (const given of bad) {
    const res = await app.request('/id', { headers: { 'x-request-id': given } });
    assert.match(res.headers['x-request-id'] as string, GENERATED, JSON.stringify(given));
    assert.is(res.body, res.headers['x-request-id']);
  }
});

Ids('should replace a client ID carrying CR/LF (header injection attempt) in-process', async () => {
  const app = appWith(requestId());
  const res = await app.request('/id', { headers: { 'x-request-id': 'abc\r\nSet-Cookie: session=evil' } });
  assert.match(res.headers['x-request-id'] as string, GENERATED);
  assert.is(res.headers['set-cookie'], undefined);
});

Ids('should replace tab, obs-text and repeated headers that reach a real server', async () => {
  const running = await listen(appWith(requestId()));
  try {
    for (const header of [
      'X-Request-Id: a\tb\r\n',
      'X-Request-Id: a\x85b\r\n',
      'X-Request-Id: a\r\nX-Request-Id: b\r\n',
    ]) {
      const answer = await rawExchange(
        running.server.port,
        `GET /id HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${header}\r\n`,
      );
      assert.match(answer, /^HTTP\/1\.1 200 /);
      const id = /\r\nx-request-id: ([^\r]*)\r\n/i.exec(answer)?.[1];
      assert.match(id ?? '', GENERATED, JSON.stringify(header));
    }
    const res = await running.request('/id', { headers: { 'x-request-id': 'client-7' } });
    assert.is(res.headers['x-request-id'], 'client-7');
  } finally {
    await running.close();
  }
});

Ids('should put the ID on error responses: a throw, an HttpError and a 404', async () => {
  const app = appWith(requestId());
  for (const [path, status] of [
    ['/throw', 500],
    ['/teapot', 418],
    ['/missing', 404],
  ] as const) {
    const res = await app.request(path);
    assert.is(res.status, status);
    assert.match(res.headers['x-request-id'] as string, GENERATED);
    const echoed = await app.request(path, { headers: { 'x-request-id': 'keep-me' } });
    assert.is(echoed.headers['x-request-id'], 'keep-me');
  }
});

Ids('should honour headerName and assignKey', async () => {
  const app = appWith(requestId({ headerName: 'X-Correlation-ID', assignKey: 'rid' }));
  const given = await app.request('/rid', { headers: { 'x-correlation-id': 'corr-1', 'x-request-id': 'ignored' } });
  assert.is(given.headers['x-correlation-id'], 'corr-1');
  assert.is(given.headers['x-request-id'], undefined);
  assert.is(given.body, 'corr-1');
  const made = await app.request('/rid');
  assert.match(made.headers['x-correlation-id'] as string, GENERATED);
  assert.is(made.body, made.headers['x-correlation-id']);
});

Ids('should generate unique, increasing IDs for many requests', async () => {
  const app = appWith(requestId());
  const ids = new Set<string>();
  let last = -1;
  let lastTime = -1;
  for (let i = 0; i < 2000; i++) {
    const id = (await app.request('/id')).headers['x-request-id'] as string;
    ids.add(id);
    const [, time, , , counter] = GENERATED.exec(id)!;
    assert.is(parseInt(counter!, 16), last + 1, 'the counter grows by one');
    assert.ok(parseInt(time!, 16) >= lastTime, 'the clock never goes backwards');
    last = parseInt(counter!, 16);
    lastTime = parseInt(time!, 16);
  }
  assert.is(ids.size, 2000);
});

Ids('should give two instances different counter starts', async () => {
  const a = (await appWith(requestId()).request('/id')).headers['x-request-id'] as string;
  const b = (await appWith(requestId()).request('/id')).headers['x-request-id'] as string;
  assert.is.not(GENERATED.exec(a)![3], GENERATED.exec(b)![3]);
});

Ids('should give processes started at the same instant disjoint IDs', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'fw-rid-'));
  try {
    const script = join(dir, 'ids.mjs');
    writeFileSync(
      script,
      `import { Router, requestId } from ${JSON.stringify(import.meta.resolve('@fw/runtime'))};
const app = Router.define({ middleware: [requestId()], routes: [Router.get('/', (ctx) => ctx.text(200, 'ok'))] });
const ids = [];
for (let i = 0; i < 300; i++) ids.push((await app.request('/')).headers['x-request-id']);
process.stdout.write(ids.join('\\n'));
`,
    );
    // Both children run at once; their clocks overlap, so only the counter part keeps them apart.
    const outputs = await Promise.all([0, 1, 2].map(() => runNode(script)));
    const all = outputs.flatMap((out) => out.split('\n'));
    assert.is(all.length, 900);
    assert.is(new Set(all).size, 900);
    const starts = new Set(all.map((id) => GENERATED.exec(id)![2]! + GENERATED.exec(id)![3]!));
    assert.is(starts.size, 3, 'one counter start per process');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

Ids('should refuse a bad headerName or assignKey with FW_ERR_REQUEST_ID_CONFIG', () => {
  for (const options of [
    { headerName: '' },
    { headerName: 'X Request Id' },
    { headerName: 'X-Id:' },
    { headerName: 'X-Id\r\n' },
    { headerName: 5 },
    { assignKey: '' },
    { assignKey: null },
  ]) {
    let code: string | undefined;
    try {
      requestId(options as never);
    } catch (error) {
      code = error instanceof FwError ? error.code : String(error);
    }
    assert.is(code, 'FW_ERR_REQUEST_ID_CONFIG', JSON.stringify(options));
  }
});

Ids.run();
