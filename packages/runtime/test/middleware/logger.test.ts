/** logger: the simple line, readable durations, escaping, thrown errors, destinations and buffering. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FwError, HttpError, Router, logger, type Middleware } from '@fw/runtime';
import { Capture, eventually, listen } from '../helpers.js';
import { BEGAN, ENDED, Outages } from '../outages.js';
import { runFake } from './fake-context.js';

function appWith(...middleware: Middleware[]) {
  return Router.define({
    middleware,
    onError: () => {},
    routes: [
      Router.get('/users', (ctx) => ctx.json('ok', [])),
      Router.post('/users', (ctx) => ctx.json('created', {})),
      Router.get('/throw', () => {
        throw new Error('boom');
      }),
      Router.get('/forbidden', () => {
        throw new HttpError(403);
      }),
    ],
  });
}

const LINE = /^(\S+) (\S+) (\d{3}) (\d+us|\d+\.\d\dms|\d+\.\d\ds)$/;

const Lines = suite('logger');

Lines('should write "<METHOD> <path> <status> <duration>" per request, without the query string', async () => {
  const lines: string[] = [];
  const app = appWith(logger({ destination: (line) => lines.push(line) }));
  await app.request('/users?password=hunter2');
  await app.request('/users', { method: 'POST', body: {} });
  await app.request('/nope');
  assert.equal(
    lines.map((l) => LINE.exec(l)!.slice(1, 4).join(' ')),
    ['GET /users 200', 'POST /users 201', 'GET /nope 404'],
  );
  assert.not.ok(lines.join('\n').includes('hunter2'));
});

Lines('should show short durations in microseconds, longer ones in milliseconds and seconds', async () => {
  const lines: string[] = [];
  const log = logger({ destination: (line) => lines.push(line) });
  // The request's start and end readings of the monotonic clock (milliseconds) are given, so each
  // line shows a known duration: whole microseconds below 1 ms, two decimals of ms below 1 s, else of s
  // (readings exact in binary, so the expected text does not hang on rounding).
  for (const [start, end] of [
    [1000, 1000],
    [1000, 1000.0625],
    [1000, 1000.125],
    [1000, 1000.998046875],
    [1000, 1001],
    [1000, 1005.25],
    [1000, 1999.5],
    [1000, 2000],
    [1000, 2250],
    [1000, 61_000],
  ] as const)
    await runFake(log, 'GET', '/timed', {}, 200, { start, end });
  assert.equal(lines, [
    'GET /timed 200 0us',
    'GET /timed 200 62us',
    'GET /timed 200 125us',
    'GET /timed 200 998us',
    'GET /timed 200 1.00ms',
    'GET /timed 200 5.25ms',
    'GET /timed 200 999.50ms',
    'GET /timed 200 1.00s',
    'GET /timed 200 1.25s',
    'GET /timed 200 60.00s',
  ]);
  // A real request is timed with the same clock readings: its line carries a duration in one of these forms.
  lines.length = 0;
  await appWith(log).request('/users');
  assert.match(lines[0]!, LINE);
});

Lines('should log the status the core answers with when the downstream throws, and rethrow', async () => {
  const lines: string[] = [];
  const errors: unknown[] = [];
  const app = Router.define({
    middleware: [logger({ destination: (line) => lines.push(line) })],
    onError: (error) => errors.push(error),
    routes: [
      Router.get('/throw', () => {
        throw new Error('boom');
      }),
      Router.get('/forbidden', () => {
        throw new HttpError(403);
      }),
    ],
  });
  assert.is((await app.request('/throw')).status, 500);
  assert.is((await app.request('/forbidden')).status, 403);
  assert.equal(
    lines.map((l) => LINE.exec(l)!.slice(1, 4).join(' ')),
    ['GET /throw 500', 'GET /forbidden 403'],
  );
  assert.is(errors.length, 2, 'both errors reached the core');
});

Lines('should escape CR/LF and other controls in method and path so lines cannot be forged', async () => {
  const lines: string[] = [];
  const log = logger({ destination: (line) => lines.push(line) });
  await runFake(log, 'GET', '/a\r\nGET /admin 200 1us');
  await runFake(log, 'GE T', '/b\\x0a\x00\x7f\u2028');
  assert.is(lines.length, 2);
  // The duration is in us, ms or s, whichever reads best (a slow machine can take a millisecond).
  assert.match(lines[0]!, /^GET \/a\\x0d\\x0aGET\\x20\/admin\\x20200\\x201us 200 (?:\d+us|\d+\.\d\dms|\d+\.\d\ds)$/);
  assert.match(lines[1]!, /^GE\\x20T \/b\\\\x0a\\x00\\x7f\\u2028 200 (?:\d+us|\d+\.\d\dms|\d+\.\d\ds)$/);
  for (const line of lines) assert.is(line.split(' ').length, 4);
});

Lines('should log requests over a real connection too', async () => {
  const lines: string[] = [];
  const running = await listen(appWith(logger({ destination: (line) => lines.push(line) })));
  try {
    assert.is((await running.request('/users')).status, 200);
  } finally {
    await running.close();
  }
  assert.match(lines[0]!, /^GET \/users 200 /);
});

Lines('should buffer lines for a stream destination and write them on flush() and close()', async () => {
  const out = new Capture();
  const log = logger({ destination: out, bufferSize: 512, flushInterval: 60_000 });
  const app = appWith(log);
  for (let i = 0; i < 100; i++) await app.request('/users');
  assert.ok(out.writes.length > 0 && out.writes.length <= 10, `${out.writes.length} writes for 100 lines`);
  log.flush();
  await eventually(() => out.lines.length === 100, 'the 100 buffered lines are written');
  assert.is(out.lines.length, 100);
  await app.request('/users');
  log.close();
  await eventually(() => out.lines.length === 101, 'the last line is written on close()');
  assert.is(out.lines.length, 101);
  await app.request('/users');
  assert.is(log.dropped, 1, 'lines after close() are dropped and counted');
});

Lines('should append to a file path', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'fw-logger-'));
  try {
    const file = join(dir, 'access.log');
    const log = logger({ destination: file });
    await appWith(log).request('/users');
    log.close();
    assert.match(readFileSync(file, 'utf8'), /^GET \/users 200 \S+\n$/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

Lines('should survive a throwing function destination', async () => {
  const app = appWith(
    logger({
      destination: () => {
        throw new Error('no');
      },
    }),
  );
  assert.is((await app.request('/users')).status, 200);
});

Lines(
  'should report lost lines as one outage of the destination: once as it begins, once with the count as it ends',
  async () => {
    let failing = true;
    const written: string[] = [];
    const outages = new Outages();
    const log = logger({
      destination: (line) => {
        if (failing) throw new Error('log collector unreachable');
        written.push(line);
      },
    });
    const app = appWith(log);
    try {
      for (let i = 0; i < 30; i++) assert.is((await app.request('/users')).status, 200);
      const began = await outages.next('logger', BEGAN);
      assert.is((began.cause as Error).message, 'log collector unreachable');
      assert.is(log.dropped, 30);
      failing = false;
      const ended = await outages.next('logger', ENDED, () => app.request('/users'));
      assert.is(ended.count, 30, 'the thirty lost lines');
      assert.is(ended.unit, 'lines');
      assert.is(outages.of('logger').length, 2);
      assert.ok(written.length > 0);
    } finally {
      outages.stop();
      log.close();
    }
  },
);

Lines('should report a stream destination that fails once, however many lines it loses', async () => {
  const out = new Writable({
    write(_chunk, _encoding, done) {
      done(new Error('EPIPE: the reader went away'));
    },
  });
  const outages = new Outages();
  const log = logger({ destination: out, bufferSize: 0 });
  const app = appWith(log);
  try {
    assert.is((await app.request('/users')).status, 200);
    await eventually(() => out.destroyed, 'the failed stream is destroyed');
    for (let i = 0; i < 20; i++) assert.is((await app.request('/users')).status, 200);
    const began = await outages.next('logger', BEGAN);
    assert.is((began.cause as Error).message, 'EPIPE: the reader went away');
    assert.is(log.dropped, 20);
    assert.is(outages.of('logger').length, 1, 'a destroyed stream never comes back, so the outage never ends');
  } finally {
    outages.stop();
    log.close();
  }
});

Lines('should refuse bad options with FW_ERR_LOGGER_CONFIG', () => {
  for (const options of [{ destination: 1 }, { destination: '' }, { bufferSize: -5 }, { flushInterval: -1 }]) {
    let code: string | undefined;
    try {
      logger(options as never);
    } catch (error) {
      code = error instanceof FwError ? error.code : String(error);
    }
    assert.is(code, 'FW_ERR_LOGGER_CONFIG', JSON.stringify(options));
  }
});

Lines('should work with no options at all', () => {
  const log = logger();
  assert.is(log.name, 'logger');
  log.close();
});

Lines.run();
