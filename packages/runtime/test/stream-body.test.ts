/** Stream answers (ctx.stream, and streams from send hooks): failures before the first chunk, Content-Length, object-mode streams, refused and dropped streams. */
import { Readable } from 'node:stream';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FwError, Router, structuredLogger, type Context } from '@fw/runtime';
import { eventually, HANG_MS, listen, rawSession, waitFor, type RawResult } from './helpers.js';

const INTERNAL = '{"error":{"status":500,"message":"Internal Server Error"}}';

/** One request read until the server closes (Connection: close), bounded by the hang guard. */
const get = (port: number, path: string, keepAlive = false): Promise<RawResult> =>
  rawSession(port, `GET ${path} HTTP/1.1\r\nHost: x\r\n${keepAlive ? '' : 'Connection: close\r\n'}\r\n`, {
    timeout: HANG_MS,
    decode: 'utf8',
  });

function codes(errors: unknown[]): string[] {
  return errors.map((e) => (e instanceof FwError ? e.code : e instanceof Error ? e.message : String(e)));
}

/** A stream that fails with `error` (or is destroyed without one) when first read. */
function failing(error?: Error): Readable {
  return new Readable({
    read() {
      this.destroy(error);
    },
  });
}

// One spy for the file: no case may leave an uncaught exception or an unhandled rejection behind.
const escaped: unknown[] = [];
const spy = (reason: unknown): void => {
  escaped.push(reason);
};

// ---------------------------------------------------------------------------------------------
const Early = suite('stream answers: failing before the first chunk');

Early.before(() => {
  process.on('uncaughtException', spy);
  process.on('unhandledRejection', spy);
});

Early('should answer a whole 500 when the stream fails before its first chunk, and log that 500', async () => {
  const errors: unknown[] = [];
  const lines: string[] = [];
  const missing = Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' });
  const app = Router.define({
    onError: (e) => errors.push(e),
    middleware: [structuredLogger({ destination: (line) => lines.push(line) })],
    routes: [
      Router.get('/missing', (ctx) => {
        ctx.setHeader('x-kept', 'yes');
        ctx.stream(200, failing(missing), 'text/plain');
      }),
      Router.get('/ok', (ctx) => ctx.text(200, 'ok')),
    ],
  });
  const running = await listen(app);
  try {
    // Kept alive: the 500 is a whole answer, and the connection carries the next request.
    const res = await rawSession(
      running.server.port,
      ['GET /missing HTTP/1.1\r\nHost: x\r\n\r\n', 'GET /ok HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
      { timeout: HANG_MS, gap: 50 },
    );
    assert.match(res.text, /^HTTP\/1\.1 500 /);
    assert.match(res.text, /\r\nx-kept: yes\r\n/);
    assert.match(res.text, /\r\ncontent-length: 58\r\n/i);
    assert.ok(
      res.text.includes(`\r\n\r\n${INTERNAL}HTTP/1.1 200 `),
      'the 500, then the next answer on the same connection',
    );
    assert.ok(res.text.endsWith('\r\n\r\nok'));
    assert.equal(errors, [missing]);
    await waitFor(() => lines.length >= 2);
    assert.match(lines[0]!, /^\[err\] GET \/missing -> 500 /, 'the log line has the status sent');
  } finally {
    await running.close();
  }
});

Early('should answer 500 for a stream destroyed before its first chunk without an error', async () => {
  const errors: unknown[] = [];
  const app = Router.define({
    onError: (e) => errors.push(e),
    routes: [Router.get('/x', (ctx) => ctx.stream(200, failing()))],
  });
  const running = await listen(app);
  try {
    const res = await get(running.server.port, '/x');
    assert.match(res.text, /^HTTP\/1\.1 500 /);
    assert.ok(res.text.endsWith(INTERNAL));
    assert.equal(errors, [], 'a premature close is not reported');
  } finally {
    await running.close();
  }
});

Early(
  'should answer for a stream that was over before it was handed in, not wait for events that will not come',
  async () => {
    const errors: unknown[] = [];
    const broken = new Error('already failed');
    const app = Router.define({
      onError: (e) => errors.push(e),
      routes: [
        Router.get('/failed', async (ctx) => {
          const body = failing(broken);
          const failed = new Promise((resolve) => body.once('close', resolve));
          body.on('error', () => {});
          body.resume();
          await failed;
          ctx.stream(200, body);
        }),
        Router.get('/destroyed', (ctx) => {
          const body = Readable.from(['x']);
          body.destroy();
          ctx.stream(200, body);
        }),
        Router.get('/ended', async (ctx) => {
          const body = Readable.from([]);
          const ended = new Promise((resolve) => body.once('close', resolve));
          body.resume();
          await ended;
          ctx.stream(200, body);
        }),
      ],
    });
    const running = await listen(app);
    try {
      let res = await get(running.server.port, '/failed');
      assert.match(res.text, /^HTTP\/1\.1 500 /);
      assert.equal(errors, [broken]);
      res = await get(running.server.port, '/destroyed');
      assert.match(res.text, /^HTTP\/1\.1 500 /);
      res = await get(running.server.port, '/ended');
      assert.match(res.text, /^HTTP\/1\.1 200 /);
      assert.ok(res.closed && !res.timedOut);
    } finally {
      await running.close();
    }
  },
);

Early('should answer 500 for an object-mode stream of values that are not bytes, first or later', async () => {
  const errors: unknown[] = [];
  const app = Router.define({
    onError: (e) => errors.push(e),
    routes: [
      Router.get('/first', (ctx) => ctx.stream(200, Readable.from([{ not: 'bytes' }]))),
      Router.get('/later', (ctx) => ctx.stream(200, Readable.from(['fine;', 42, 'never']))),
    ],
  });
  const running = await listen(app);
  try {
    let res = await get(running.server.port, '/first');
    assert.match(res.text, /^HTTP\/1\.1 500 /);
    assert.ok(res.text.endsWith(INTERNAL));
    // The head went out with the first chunk: the connection is cut after it.
    res = await get(running.server.port, '/later');
    assert.match(res.text, /^HTTP\/1\.1 200 /);
    assert.match(res.text, /fine;/);
    assert.not.match(res.text, /never|\r\n0\r\n\r\n/);
    await waitFor(() => errors.length === 2);
    assert.equal(
      errors.map((e) => (e as Error).name),
      ['TypeError', 'TypeError'],
    );
  } finally {
    await running.close();
  }
});

Early('should have let nothing escape to the process', async () => {
  // No event says that nothing more will be reported: this pause only gives a late report from an earlier case a
  // fair chance to arrive before the check (a negative check; it cannot make the case fail by being slow).
  await new Promise((r) => setTimeout(r, 20));
  assert.equal(escaped, []);
});

Early.run();

// ---------------------------------------------------------------------------------------------
const Length = suite('stream answers: a Content-Length set for the stream');

Length('should cut the connection when the stream ends short of its Content-Length', async () => {
  const errors: unknown[] = [];
  const app = Router.define({
    onError: (e) => errors.push(e),
    routes: [
      Router.get('/short', (ctx) => {
        ctx.setHeader('content-length', 10);
        ctx.stream(200, Readable.from(['abc', 'de']), 'text/plain');
      }),
    ],
  });
  const running = await listen(app);
  try {
    // Kept alive: a response that ended short would otherwise leave the client waiting for the rest.
    const res = await get(running.server.port, '/short', true);
    assert.ok(res.closed && !res.timedOut, 'the server closed the connection');
    assert.match(res.text, /^HTTP\/1\.1 200 /);
    assert.match(res.text, /\r\ncontent-length: 10\r\n/i);
    assert.ok(res.text.endsWith('\r\n\r\nabcde'));
    await waitFor(() => errors.length > 0);
    assert.equal(codes(errors), ['FW_ERR_STREAM_LENGTH']);
  } finally {
    await running.close();
  }
});

Length('should never send more bytes than the Content-Length set for a stream', async () => {
  const errors: unknown[] = [];
  const app = Router.define({
    onError: (e) => errors.push(e),
    routes: [
      // Too long in its first chunk: nothing went out yet, so a whole 500.
      Router.get('/first', (ctx) => {
        ctx.setHeader('content-length', '3');
        ctx.stream(200, Readable.from(['abcdef']));
      }),
      // Too long later: the head went out, so the connection is cut after the declared bytes at most.
      Router.get('/later', (ctx) => {
        ctx.setHeader('content-length', '5');
        ctx.stream(200, Readable.from(['abc', 'defgh']));
      }),
    ],
  });
  const running = await listen(app);
  try {
    let res = await get(running.server.port, '/first');
    assert.match(res.text, /^HTTP\/1\.1 500 /);
    res = await get(running.server.port, '/later', true);
    assert.ok(res.closed && !res.timedOut);
    assert.match(res.text, /^HTTP\/1\.1 200 /);
    const body = res.text.slice(res.text.indexOf('\r\n\r\n') + 4);
    assert.ok(body.length <= 5, `at most the declared 5 bytes, got ${JSON.stringify(body)}`);
    await waitFor(() => errors.length === 2);
    assert.equal(codes(errors), ['FW_ERR_STREAM_LENGTH', 'FW_ERR_STREAM_LENGTH']);
  } finally {
    await running.close();
  }
});

Length(
  'should send a stream that matches its Content-Length as it is, and refuse a length that is not a number',
  async () => {
    const errors: unknown[] = [];
    const app = Router.define({
      onError: (e) => errors.push(e),
      routes: [
        Router.get('/exact', (ctx) => {
          ctx.setHeader('content-length', 5);
          ctx.stream(200, Readable.from(['abc', 'de']));
        }),
        Router.get('/bogus', (ctx) => {
          ctx.setHeader('content-length', 'five');
          ctx.stream(200, Readable.from(['abcde']));
        }),
      ],
    });
    const running = await listen(app);
    try {
      const exact = await running.request('/exact');
      assert.is(exact.status, 200);
      assert.is(exact.headers['content-length'], '5');
      assert.is(exact.body, 'abcde');
      const bogus = await running.request('/bogus');
      assert.is(bogus.status, 500);
      assert.equal(codes(errors), ['FW_ERR_RESPONSE_INVALID']);
      assert.is(((errors[0] as FwError).cause as FwError).code, 'FW_ERR_STREAM_LENGTH');
    } finally {
      await running.close();
    }
  },
);

Length.run();

// ---------------------------------------------------------------------------------------------
const Owned = suite('stream answers: streams refused, dropped or swapped');

Owned('should destroy a stream whose answer is refused', async () => {
  const streams: Readable[] = [];
  const app = Router.define({
    onError: () => {},
    routes: [
      Router.get('/second', (ctx) => {
        ctx.text(200, 'first');
        const body = Readable.from(['x']);
        streams.push(body);
        ctx.stream(200, body);
      }),
      Router.get('/status', (ctx) => {
        const body = Readable.from(['x']);
        streams.push(body);
        ctx.stream(Number('1000'), body);
      }),
    ],
  });
  const running = await listen(app);
  try {
    assert.is((await running.request('/second')).body, 'first');
    assert.is((await running.request('/status')).status, 500);
    assert.is(streams.length, 2);
    assert.ok(
      streams.every((s) => s.destroyed),
      'no refused stream is left open (a file handle, say)',
    );
  } finally {
    await running.close();
  }
});

Owned('should check the status a send hook sets on a stream answer before anything is written', async () => {
  const errors: unknown[] = [];
  const app = Router.define({
    onError: (e) => errors.push(e),
    routes: [
      Router.get('/x', (ctx) => {
        ctx.beforeSend((out) => {
          out.status = 1000;
        });
        ctx.stream(200, Readable.from(['x']));
      }),
    ],
  });
  const running = await listen(app);
  try {
    const res = await get(running.server.port, '/x');
    assert.match(res.text, /^HTTP\/1\.1 500 /);
    assert.equal(codes(errors), ['FW_ERR_RESPONSE_INVALID']);
    assert.is(((errors[0] as FwError).cause as FwError).code, 'FW_ERR_BAD_STATUS');
  } finally {
    await running.close();
  }
});

Owned('should send a Content-Length of 0 when a send hook drops a stream body, and destroy the stream', async () => {
  const streams: Readable[] = [];
  const app = Router.define({
    routes: [
      Router.get('/x', (ctx) => {
        ctx.beforeSend((out) => {
          out.body = null;
        });
        ctx.setHeader('content-length', 3);
        const body = Readable.from(['abc']);
        streams.push(body);
        ctx.stream(200, body);
      }),
    ],
  });
  const running = await listen(app);
  try {
    // Kept alive: a Content-Length of 3 with no body would leave the client waiting.
    const res = await rawSession(running.server.port, 'GET /x HTTP/1.1\r\nHost: x\r\n\r\n', {
      timeout: HANG_MS,
      until: (text) => text.includes('\r\n\r\n'),
    });
    assert.match(res.text, /^HTTP\/1\.1 200 /);
    assert.match(res.text, /\r\ncontent-length: 0\r\n/i);
    await eventually(() => streams[0]!.destroyed, 'the dropped stream is destroyed');
  } finally {
    await running.close();
  }
});

Owned(
  'should destroy a stream a send hook dropped for bytes, also when a later hook swaps in another stream',
  async () => {
    const streams: Readable[] = [];
    const app = Router.define({
      routes: [
        Router.get('/x', (ctx: Context) => {
          ctx.beforeSend((out) => {
            out.body = Buffer.from('bytes');
          });
          ctx.beforeSend((out) => {
            out.body = Readable.from(['swapped']);
          });
          const body = new Readable({ read() {} });
          streams.push(body);
          ctx.stream(200, body);
        }),
      ],
    });
    const running = await listen(app);
    try {
      const res = await running.request('/x');
      assert.is(res.body, 'swapped');
      assert.ok(streams[0]!.destroyed, 'the original is not left open');
    } finally {
      await running.close();
    }
  },
);

Owned('should have let nothing escape to the process', async () => {
  // No event says that nothing more will be reported: this pause only gives a late report from an earlier case a
  // fair chance to arrive before the check (a negative check; it cannot make the case fail by being slow).
  await new Promise((r) => setTimeout(r, 20));
  process.off('uncaughtException', spy);
  process.off('unhandledRejection', spy);
  assert.equal(escaped, []);
});

Owned.run();
