/** structuredLogger: text and JSON lines, levels, escaping, thrown errors, buffering, destinations and exit flushing. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FwError, HttpError, Router, structuredLogger, type Middleware } from '@fw/runtime';
import { Capture, codeOf, listen, rawExchange, waitFor } from '../helpers.js';
import { runFake } from './fake-context.js';

/** A stream that takes one chunk and then holds it until `release()`, so it signals backpressure. */
class Stalled extends Writable {
  readonly writes: string[] = [];
  writeCalls = 0;
  #pending: ((error?: Error | null) => void)[] = [];
  constructor() {
    super({ highWaterMark: 16 });
    const write = this.write.bind(this) as (chunk: string) => boolean;
    (this as unknown as { write: (chunk: string) => boolean }).write = (chunk: string) => {
      this.writeCalls++;
      return write(chunk);
    };
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.writes.push(chunk.toString('utf8'));
    this.#pending.push(done);
  }
  release(): void {
    for (const done of this.#pending.splice(0)) done();
  }
}

/** A minimal Context, for values no HTTP client can send (raw CR/LF in the path). */
function appWith(...middleware: Middleware[]) {
  return Router.define({
    middleware,
    onError: () => {},
    routes: [
      Router.get('/users', (ctx) => ctx.json('ok', [])),
      Router.get('/users/:id', (ctx) => ctx.text(200, `user ${ctx.params.id}`)),
      Router.get('/moved', (ctx) => ctx.redirect('/users')),
      Router.get('/bad', (ctx) => ctx.text(400, 'bad')),
      Router.get('/fail', (ctx) => ctx.text(503, 'down')),
      Router.get('/throw', () => {
        throw new Error('boom');
      }),
      Router.get('/teapot', () => {
        throw new HttpError(418, 'short and stout');
      }),
      Router.get('/n/:i', (ctx) => ctx.text(200, 'ok')),
    ],
  });
}

/** Sets `request_id` to a fixed value, as requestId would. */
function withId(id: unknown): Middleware {
  return (ctx, next) => {
    ctx.assigns['request_id'] = id;
    return next();
  };
}

const TEXT_LINE = /^\[(info|warn|err)\] (\S+) (\S+) -> (\d{3}) \((\d+)us\)( \[\S+\])?$/;

// ---------------------------------------------------------------------------------------------
const Text = suite('structuredLogger (text)');

Text('should write "[info] GET /users -> 200 (<n>us)" for a request without an ID', async () => {
  const lines: string[] = [];
  const app = appWith(structuredLogger({ destination: (line) => lines.push(line) }));
  const res = await app.request('/users?token=secret');
  assert.is(res.status, 200);
  assert.is(lines.length, 1);
  assert.match(lines[0]!, /^\[info\] GET \/users -> 200 \(\d+us\)$/);
  assert.not.match(lines[0]!, /secret/, 'the query string is not logged');
});

Text('should append " [<request_id>]" when the request has an ID', async () => {
  const lines: string[] = [];
  const app = appWith(withId('abc-123'), structuredLogger({ destination: (line) => lines.push(line) }));
  await app.request('/users/7');
  assert.match(lines[0]!, /^\[info\] GET \/users\/7 -> 200 \(\d+us\) \[abc-123\]$/);
});

Text('should read the ID from requestIdKey', async () => {
  const lines: string[] = [];
  const app = appWith(
    (ctx, next) => {
      ctx.assigns['rid'] = 'from-rid';
      return next();
    },
    structuredLogger({ requestIdKey: 'rid', destination: (line) => lines.push(line) }),
  );
  await app.request('/users');
  assert.match(lines[0]!, / \[from-rid\]$/);
});

Text('should pick the level from the status: 5xx err, 4xx warn, else info', async () => {
  const lines: string[] = [];
  const app = appWith(structuredLogger({ destination: (line) => lines.push(line) }));
  for (const path of ['/users', '/moved', '/bad', '/nope', '/fail']) await app.request(path);
  assert.equal(
    lines.map((l) => TEXT_LINE.exec(l)!.slice(1, 5).join(' ')),
    ['info GET /users 200', 'info GET /moved 302', 'warn GET /bad 400', 'warn GET /nope 404', 'err GET /fail 503'],
  );
});

Text('should write only lines at or above the configured level', async () => {
  const levels: Record<string, string[]> = {};
  for (const level of ['debug', 'info', 'warn', 'err'] as const) {
    const lines: string[] = [];
    const app = appWith(structuredLogger({ level, destination: (line) => lines.push(line) }));
    for (const path of ['/users', '/bad', '/fail']) await app.request(path);
    levels[level] = lines.map((l) => TEXT_LINE.exec(l)![1]!);
  }
  assert.equal(levels, {
    debug: ['info', 'warn', 'err'],
    info: ['info', 'warn', 'err'],
    warn: ['warn', 'err'],
    err: ['err'],
  });
});

Text('should log the status the core answers with when the downstream throws, and rethrow', async () => {
  const lines: string[] = [];
  const errors: unknown[] = [];
  const app = Router.define({
    middleware: [structuredLogger({ destination: (line) => lines.push(line) })],
    onError: (error) => errors.push(error),
    routes: [
      Router.get('/throw', () => {
        throw new Error('boom');
      }),
      Router.get('/teapot', () => Promise.reject(new HttpError(418, 'short and stout'))),
      Router.get('/late', (ctx) => {
        ctx.text(200, 'sent');
        throw new Error('after the response');
      }),
    ],
  });
  const res1 = await app.request('/throw');
  const res2 = await app.request('/teapot');
  assert.is(res1.status, 500, 'the error still reached the core');
  assert.is(res2.status, 418);
  assert.is(res2.json<{ error: { message: string } }>().error.message, 'short and stout');
  await app.request('/late').catch(() => undefined);
  assert.equal(
    lines.map((l) => TEXT_LINE.exec(l)!.slice(1, 5).join(' ')),
    ['err GET /throw 500', 'warn GET /teapot 418', 'info GET /late 200'],
  );
  assert.equal(
    errors.map((e) => (e as Error).message),
    ['boom', 'short and stout', 'after the response'],
    'every error propagated to the core',
  );
});

Text('should log 500 when the downstream finishes without answering', async () => {
  const lines: string[] = [];
  const app = Router.define({
    middleware: [structuredLogger({ destination: (line) => lines.push(line) })],
    onError: () => {},
    routes: [Router.get('/mute', () => undefined)],
  });
  const res = await app.request('/mute');
  assert.is(res.status, 500);
  assert.match(lines[0]!, /^\[err\] GET \/mute -> 500 \(\d+us\)$/);
});

Text('should escape CR, LF and other controls in the path so no line can be forged', async () => {
  const lines: string[] = [];
  const log = structuredLogger({ destination: (line) => lines.push(line) });
  await runFake(log, 'GET', '/x\r\n[err] GET /admin -> 500 (1us)');
  await runFake(log, 'GET', '/a\tb\x00c\x1bd\x7fe\x85f\u2028g\u2029h');
  assert.equal(lines, [
    '[info] GET /x\\x0d\\x0a[err]\\x20GET\\x20/admin\\x20->\\x20500\\x20(1us) -> 200 (' +
      TEXT_LINE.exec(lines[0]!)![5] +
      'us)',
    '[info] GET /a\\x09b\\x00c\\x1bd\\x7fe\\x85f\\u2028g\\u2029h -> 200 (' + TEXT_LINE.exec(lines[1]!)![5] + 'us)',
  ]);
  for (const line of lines) assert.not.match(line, /[\x00-\x1f\x7f-\x9f\u2028\u2029]/);
});

Text('should make escapes unambiguous: spaces and backslashes in the path are escaped too', async () => {
  const lines: string[] = [];
  const log = structuredLogger({ destination: (line) => lines.push(line) });
  await runFake(log, 'GET', '/a\\x0a b');
  assert.match(lines[0]!, /^\[info\] GET \/a\\\\x0a\\x20b -> 200 \(\d+us\)$/);
  assert.is(lines[0]!.split(' ').length, 6, 'fields split on spaces');
});

Text('should escape CR/LF injection in the request ID', async () => {
  const lines: string[] = [];
  const app = appWith(
    withId('id\r\n[err] GET /forged -> 500 (1us)'),
    structuredLogger({ destination: (line) => lines.push(line) }),
  );
  await app.request('/users');
  assert.is(lines.length, 1);
  assert.match(
    lines[0]!,
    /^\[info\] GET \/users -> 200 \(\d+us\) \[id\\x0d\\x0a\[err\]\\x20GET\\x20\/forged\\x20->\\x20500\\x20\(1us\)\]$/,
  );
});

Text('should escape the path of a real request (a backslash reaches the server unescaped)', async () => {
  const lines: string[] = [];
  const log = structuredLogger({ destination: (line) => lines.push(line) });
  const running = await listen(appWith(log));
  try {
    const answer = await rawExchange(running.server.port, 'GET /a\\b HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    assert.match(answer, /^HTTP\/1\.1 404 /);
  } finally {
    await running.close();
  }
  assert.match(lines[0]!, /^\[warn\] GET \/a\\\\b -> 404 \(\d+us\)$/);
});

Text('should leave out an empty or missing ID and print other values as strings', async () => {
  const lines: string[] = [];
  const log = structuredLogger({ destination: (line) => lines.push(line) });
  await runFake(log, 'GET', '/a', { request_id: '' });
  await runFake(log, 'GET', '/b', { request_id: null });
  await runFake(log, 'GET', '/c', { request_id: 42 });
  assert.match(lines[0]!, /\(\d+us\)$/);
  assert.match(lines[1]!, /\(\d+us\)$/);
  assert.match(lines[2]!, /\(\d+us\) \[42\]$/);
});

Text.run();

// ---------------------------------------------------------------------------------------------
const Json = suite('structuredLogger (json)');

Json(
  'should write one JSON object per line with time, level, method, path, status, duration_us and request_id',
  async () => {
    const lines: string[] = [];
    const app = appWith(withId('req-1'), structuredLogger({ format: 'json', destination: (line) => lines.push(line) }));
    const before = Date.now();
    await app.request('/users/7?x=1');
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    assert.equal(Object.keys(entry), ['time', 'level', 'method', 'path', 'status', 'duration_us', 'request_id']);
    assert.match(entry['time'] as string, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    assert.ok(Date.parse(entry['time'] as string) >= before - 1000, 'time is now');
    assert.equal(
      { ...entry, time: undefined, duration_us: undefined },
      {
        time: undefined,
        level: 'info',
        method: 'GET',
        path: '/users/7',
        status: 200,
        duration_us: undefined,
        request_id: 'req-1',
      },
    );
    assert.ok(Number.isInteger(entry['duration_us']) && (entry['duration_us'] as number) >= 0);
  },
);

Json('should leave out request_id when there is none, and log levels as err/warn/info', async () => {
  const lines: string[] = [];
  const app = appWith(structuredLogger({ format: 'json', destination: (line) => lines.push(line) }));
  for (const path of ['/users', '/nope', '/throw']) await app.request(path);
  const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  assert.equal(Object.keys(entries[0]!), ['time', 'level', 'method', 'path', 'status', 'duration_us']);
  assert.equal(
    entries.map((e) => [e['level'], e['status']]),
    [
      ['info', 200],
      ['warn', 404],
      ['err', 500],
    ],
  );
});

Json(
  'should escape controls, quotes, DEL, C1 and U+2028 in path and ID, and round-trip them through JSON.parse',
  async () => {
    const lines: string[] = [];
    const log = structuredLogger({ format: 'json', destination: (line) => lines.push(line) });
    const path = '/x"\r\n{"forged":true}\\\x7f\x85\u2028\u2029\ud800é';
    const id = 'id"\n\u2028';
    await runFake(log, 'GET', path, { request_id: id });
    assert.is(lines.length, 1);
    assert.not.match(lines[0]!, /[\x00-\x1f\x7f-\x9f\u2028\u2029]/);
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    assert.is(entry['path'], path);
    assert.is(entry['request_id'], id);
    assert.ok(lines[0]!.includes('\\u007f\\u0085\\u2028\\u2029\\ud800é'));
  },
);

Json.run();

// ---------------------------------------------------------------------------------------------
const Buffering = suite('structuredLogger (buffering and destinations)');

Buffering('should write many lines in far fewer writes than lines', async () => {
  const out = new Capture();
  const log = structuredLogger({ destination: out, bufferSize: 1024, flushInterval: 60_000 });
  const app = appWith(log);
  for (let i = 0; i < 300; i++) await app.request(`/n/${i}`);
  const writesBeforeFlush = out.writes.length;
  assert.ok(writesBeforeFlush > 0 && writesBeforeFlush <= 300 / 10, `${writesBeforeFlush} writes for 300 lines`);
  log.flush();
  await waitFor(() => out.lines.length === 300);
  assert.is(out.lines.length, 300);
  out.lines.forEach((line, i) => assert.match(line, new RegExp(`^\\[info\\] GET /n/${i} -> 200 \\(\\d+us\\)$`)));
  log.close();
});

Buffering('should hold lines below bufferSize until flush() and write them in one chunk', async () => {
  const out = new Capture();
  const log = structuredLogger({ destination: out, flushInterval: 60_000 });
  const app = appWith(log);
  for (let i = 0; i < 20; i++) await app.request('/users');
  assert.is(out.writes.length, 0, 'nothing written yet');
  log.flush();
  await waitFor(() => out.writes.length > 0);
  assert.is(out.writes.length, 1);
  assert.is(out.lines.length, 20);
  log.flush();
  assert.is(out.writes.length, 1, 'an empty buffer writes nothing');
  log.close();
});

Buffering('should write buffered lines after flushInterval without further requests', async () => {
  const out = new Capture();
  const log = structuredLogger({ destination: out, flushInterval: 20 });
  await appWith(log).request('/users');
  await waitFor(() => out.lines.length === 1);
  assert.is(out.lines.length, 1);
  log.close();
});

Buffering('should write every line at once with bufferSize 0', async () => {
  const out = new Capture();
  const log = structuredLogger({ destination: out, bufferSize: 0, flushInterval: 60_000 });
  const app = appWith(log);
  for (let i = 0; i < 3; i++) await app.request('/users');
  await waitFor(() => out.writes.length === 3);
  assert.is(out.writes.length, 3);
  log.close();
});

Buffering('should empty the buffer on close() and drop (and count) lines logged after it', async () => {
  const out = new Capture();
  const log = structuredLogger({ destination: out, flushInterval: 60_000 });
  const app = appWith(log);
  await app.request('/users');
  await app.request('/users');
  log.close();
  await waitFor(() => out.lines.length === 2);
  assert.is(out.lines.length, 2);
  assert.is(log.dropped, 0);
  const res = await app.request('/users');
  assert.is(res.status, 200, 'requests still work');
  assert.is(log.dropped, 1);
  log.close();
});

Buffering(
  'should add one exit listener with the first buffered line, keep it across flushes and remove it on close()',
  async () => {
    const base = process.listenerCount('exit');
    const out = new Capture();
    const log = structuredLogger({ destination: out, flushInterval: 60_000 });
    const app = appWith(log);
    assert.is(process.listenerCount('exit'), base, 'none before the first line');
    await app.request('/users');
    await app.request('/users');
    assert.is(process.listenerCount('exit'), base + 1);
    log.flush();
    assert.is(out.lines.length, 2, 'both lines written');
    assert.is(process.listenerCount('exit'), base + 1, 'still one after a flush');
    await app.request('/users');
    assert.is(process.listenerCount('exit'), base + 1, 'not one more for later lines');
    log.close();
    assert.is(process.listenerCount('exit'), base);
    assert.is(out.lines.length, 3, 'close() wrote the last line');
  },
);

Buffering('should stop writing while the stream asks to wait, and write the rest on drain', async () => {
  const out = new Stalled();
  const log = structuredLogger({ destination: out, bufferSize: 64, flushInterval: 60_000 });
  const app = appWith(log);
  for (let i = 0; i < 50; i++) await app.request(`/n/${i}`);
  assert.is(out.writeCalls, 1, 'one write, then waiting for drain although the buffer passed bufferSize many times');
  out.release();
  await waitFor(() => out.writeCalls === 2);
  assert.is(out.writeCalls, 2, 'the backlog in one write after drain');
  out.release();
  log.close();
  const lines = out.writes.join('').split('\n').slice(0, -1);
  assert.is(lines.length, 50);
  lines.forEach((line, i) => assert.match(line, new RegExp(`^\\[info\\] GET /n/${i} -> `)));
});

Buffering('should drop and count lines when the stream fails, without breaking requests', async () => {
  const out = new Writable({
    write(_chunk, _encoding, done) {
      done(new Error('disk on fire'));
    },
  });
  const log = structuredLogger({ destination: out, bufferSize: 0 });
  const app = appWith(log);
  assert.is((await app.request('/users')).status, 200);
  await waitFor(() => out.destroyed);
  assert.is((await app.request('/users')).status, 200);
  assert.is(log.dropped, 1, 'the line after the failure was dropped');
  log.close();
});

Buffering('should call a function destination once per line and survive a throwing one', async () => {
  const seen: string[] = [];
  const app = appWith(
    structuredLogger({
      destination: (line) => {
        seen.push(line);
        throw new Error('sink broke');
      },
    }),
  );
  const res = await app.request('/users');
  assert.is(res.status, 200);
  assert.is(seen.length, 1);
  assert.not.ok(seen[0]!.endsWith('\n'));
});

Buffering('should append to a file path, buffered until flush or close', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'fw-log-'));
  try {
    const file = join(dir, 'app.log');
    writeFileSync(file, 'existing\n');
    const log = structuredLogger({ destination: file, format: 'json', flushInterval: 60_000 });
    const app = appWith(log);
    await app.request('/users');
    await app.request('/nope');
    assert.is(readFileSync(file, 'utf8'), 'existing\n', 'still buffered');
    log.close();
    const lines = readFileSync(file, 'utf8').split('\n');
    assert.is(lines.length, 4);
    assert.is(lines[0], 'existing');
    assert.equal(
      lines.slice(1, 3).map((l) => (JSON.parse(l) as { status: number }).status),
      [200, 404],
    );
    assert.is(lines[3], '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

Buffering(
  'should keep every line of a bufferSize above the 1 MiB backlog limit, which only applies while a stream asks to wait',
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fw-log-'));
    try {
      const file = join(dir, 'app.log');
      const log = structuredLogger({ destination: file, bufferSize: 4_000_000, flushInterval: 60_000 });
      const id = 'x'.repeat(200_000);
      const app = appWith((ctx, next) => {
        ctx.assigns['request_id'] = id;
        return next();
      }, log);
      for (let i = 0; i < 8; i++) await app.request('/users');
      assert.is(readFileSync(file, 'utf8'), '', 'about 1.6 MB of lines are still buffered');
      log.close();
      assert.is(readFileSync(file, 'utf8').split('\n').length, 9);
      assert.is(log.dropped, 0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

Buffering(
  'should keep every line of a file whole and in order: multi-byte text, lines longer than the buffer, flushes at bufferSize',
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fw-log-'));
    try {
      const file = join(dir, 'app.log');
      const log = structuredLogger({ destination: file, bufferSize: 200, flushInterval: 60_000 });
      // Request IDs go into the text line raw (only controls, spaces and backslashes are escaped).
      const ids = ['short', 'é'.repeat(150), 'x'.repeat(3000), '日本語', '😀'.repeat(700), 'end'];
      const app = appWith((ctx, next) => {
        ctx.assigns['request_id'] = ids[Number(ctx.query.get('i'))];
        return next();
      }, log);
      for (let i = 0; i < ids.length; i++) await app.request(`/users?i=${i}`);
      const written = readFileSync(file, 'utf8');
      assert.ok(written.length > 0, 'lines past bufferSize were written before close');
      log.close();
      const lines = readFileSync(file, 'utf8').split('\n');
      assert.is(lines.length, ids.length + 1);
      assert.equal(
        lines.slice(0, -1).map((l) => / \[([^ ]*)\]$/.exec(l)?.[1]),
        ids,
      );
      assert.is(lines.at(-1), '');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

Buffering.run();

// ---------------------------------------------------------------------------------------------
const Exit = suite('structuredLogger (process exit)');

const RUNTIME = import.meta.resolve('@fw/runtime');

/** Runs a child node script that logs `n` requests in-process and exits as `ending` says; returns its stdout. */
function child(
  n: number,
  ending: 'exit' | 'natural',
  destination = '',
): { stdout: string; status: number | null; stderr: string } {
  const dir = mkdtempSync(join(tmpdir(), 'fw-exit-'));
  try {
    const script = join(dir, 'child.mjs');
    writeFileSync(
      script,
      `import { Router, structuredLogger } from ${JSON.stringify(RUNTIME)};
const log = structuredLogger({ flushInterval: 60_000${destination === '' ? '' : `, destination: ${JSON.stringify(destination)}`} });
const app = Router.define({ middleware: [log], routes: [Router.get('/n/:i', (ctx) => ctx.text(200, 'ok'))] });
for (let i = 0; i < ${n}; i++) await app.request('/n/' + i);
${ending === 'exit' ? 'process.exit(0);' : ''}
`,
    );
    const result = spawnSync(process.execPath, [script], { encoding: 'utf8', timeout: 30_000 });
    return { stdout: result.stdout, status: result.status, stderr: result.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function checkLines(text: string, n: number): void {
  const lines = text.split('\n');
  assert.is(lines.pop(), '', 'ends with a newline');
  assert.is(lines.length, n);
  lines.forEach((line, i) => {
    if (!new RegExp(`^\\[info\\] GET /n/${i} -> 200 \\(\\d+us\\)$`).test(line))
      assert.unreachable(`line ${i}: ${line}`);
  });
}

Exit('should write every line to stdout when the process calls process.exit()', () => {
  const result = child(2000, 'exit');
  assert.is(result.status, 0, result.stderr);
  checkLines(result.stdout, 2000);
});

Exit('should write every line to stdout when the process ends on its own', () => {
  const result = child(500, 'natural');
  assert.is(result.status, 0, result.stderr);
  checkLines(result.stdout, 500);
});

Exit('should write every line to a file destination at exit', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fw-exit-file-'));
  try {
    const file = join(dir, 'out.log');
    const result = child(1000, 'exit', file);
    assert.is(result.status, 0, result.stderr);
    assert.is(result.stdout, '');
    checkLines(readFileSync(file, 'utf8'), 1000);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

Exit.run();

// ---------------------------------------------------------------------------------------------
const Config = suite('structuredLogger (configuration)');

Config(
  'should refuse a bad level, format, requestIdKey, destination, bufferSize or flushInterval with FW_ERR_LOGGER_CONFIG',
  () => {
    const bad: unknown[] = [
      { level: 'verbose' },
      { level: 'error' },
      { level: 'toString' },
      { format: 'xml' },
      { requestIdKey: '' },
      { requestIdKey: 7 },
      { destination: 42 },
      { destination: null },
      { destination: {} },
      { destination: '' },
      { bufferSize: -1 },
      { bufferSize: 1.5 },
      { bufferSize: '16k' },
      { flushInterval: 0 },
      { flushInterval: Infinity },
      { flushInterval: '100' },
    ];
    for (const options of bad) {
      assert.is(
        codeOf(() => structuredLogger(options as never)),
        'FW_ERR_LOGGER_CONFIG',
        JSON.stringify(options),
      );
    }
  },
);

Config('should refuse a file path that cannot be opened, with the cause', () => {
  let caught: unknown;
  try {
    structuredLogger({ destination: join(tmpdir(), 'fw-no-such-dir-' + process.pid, 'sub', 'x.log') });
  } catch (error) {
    caught = error;
  }
  assert.instance(caught, FwError);
  assert.is((caught as FwError).code, 'FW_ERR_LOGGER_CONFIG');
  assert.ok((caught as FwError).cause instanceof Error);
});

Config('should accept the defaults and every documented level', () => {
  for (const level of ['debug', 'info', 'warn', 'err'] as const)
    structuredLogger({ level, destination: () => {} }).close();
  const log = structuredLogger();
  assert.type(log.flush, 'function');
  assert.type(log.close, 'function');
  assert.is(log.dropped, 0);
  assert.is(log.name, 'structuredLogger');
  log.close();
});

Config.run();

// ---------------------------------------------------------------------------------------------
const ErrorLine = suite('structuredLogger with the default onError (request ID on the error line)');

/**
 * Runs a child app (the scaffold's middleware order: errorHandler first when `handler`) whose
 * /boom throws, requests it with and without a client request ID, and returns stdout and stderr.
 */
function errorChild(
  handler: boolean,
  format: 'text' | 'json',
): { stdout: string; stderr: string; status: number | null } {
  const dir = mkdtempSync(join(tmpdir(), 'fw-errline-'));
  try {
    const script = join(dir, 'child.mjs');
    writeFileSync(
      script,
      `import { Router, errorHandler, requestId, structuredLogger } from ${JSON.stringify(RUNTIME)};
const log = structuredLogger({ format: ${JSON.stringify(format)} });
const app = Router.define({
  middleware: [${handler ? 'errorHandler(), ' : ''}requestId(), log],
  routes: [Router.get('/boom', () => { throw new Error('database down'); })],
});
const a = await app.request('/boom');
const b = await app.request('/boom', { headers: { 'x-request-id': 'client-id-7' } });
if (a.status !== 500 || b.status !== 500) throw new Error('expected 500s');
`,
    );
    const result = spawnSync(process.execPath, [script], { encoding: 'utf8', timeout: 30_000 });
    return { stdout: result.stdout, stderr: result.stderr, status: result.status };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The request IDs of the access lines (text or JSON) and of the `fw: ... failed` error lines, in order. */
function ids(
  result: { stdout: string; stderr: string },
  format: 'text' | 'json',
): { access: string[]; errors: string[] } {
  const access = result.stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) =>
      format === 'json'
        ? (JSON.parse(line) as { status: number; request_id: string })
        : { status: Number(/-> (\d+)/.exec(line)?.[1]), request_id: /\[([^\]]+)\]$/.exec(line)?.[1] ?? '' },
    )
    .map((entry) => {
      assert.is(entry.status, 500);
      return entry.request_id;
    });
  const errors = [...result.stderr.matchAll(/^fw: GET \/boom \[([^\]]+)\] failed: Error: database down$/gm)].map(
    (m) => m[1]!,
  );
  return { access, errors };
}

for (const format of ['text', 'json'] as const) {
  for (const handler of [true, false]) {
    ErrorLine(
      `should put the access line's request ID on the 500's error line (${format}, ${handler ? 'errorHandler first' : 'no errorHandler'})`,
      () => {
        const result = errorChild(handler, format);
        assert.is(result.status, 0, result.stderr);
        const { access, errors } = ids(result, format);
        assert.is(access.length, 2, result.stdout);
        assert.match(access[0]!, /^fw-[0-9a-f]+-[0-9a-f]+$/);
        assert.is(access[1], 'client-id-7');
        assert.equal(errors, access, result.stderr);
      },
    );
  }
}

ErrorLine.run();
