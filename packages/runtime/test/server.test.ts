/** Server: listen, address, time-outs, header limits, malformed requests, CONNECT, and graceful close. */
import net from 'node:net';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Agent, request as undiciRequest } from 'undici';
import {
  FwError,
  Router,
  Server,
  health,
  metrics,
  structuredLogger,
  telemetry,
  type TelemetryEvent,
} from '@fw/runtime';
import {
  Capture,
  completeResponse,
  rawSession,
  responseLength,
  type RawOptions,
  type RawRequest,
  type RawResult,
} from './helpers.js';

/** This file's raw exchanges: written and read as UTF-8, bounded by 3 s unless a case says otherwise. */
const raw = (port: number, payload: RawRequest, options: RawOptions = {}): Promise<RawResult> =>
  rawSession(port, payload, { timeout: 3000, encode: 'utf8', decode: 'utf8', ...options });

/** The error code of a connection attempt, or 'connected'. */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const timer = setTimeout(() => {
      socket.destroy();
      resolve('timeout');
    }, 2000);
    socket.on('connect', () => {
      clearTimeout(timer);
      socket.destroy();
      resolve('connected');
    });
    socket.on('error', (e: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolve(e.code ?? e.message);
    });
  });
}

const tick = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Waits until `check()` holds, or `ms` have passed; returns whether it held. */
async function waitFor(check: () => boolean | Promise<boolean>, ms = 5000): Promise<boolean> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() >= end) return false;
    await tick(10);
  }
  return true;
}

/** How many connections the server holds open. */
function connections(server: Server): Promise<number> {
  return new Promise((resolve, reject) =>
    server.nodeServer.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}

/** What `promise` settled with, or 'pending' when it has not settled within `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | 'pending'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'pending'>((resolve) => (timer = setTimeout(() => resolve('pending'), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Closes `server` in a finally block: a close() that never resolves (the fault some cases test) fails its case, not the run. */
async function closeBounded(server: Server): Promise<void> {
  await within(server.close(), 5000);
}

/**
 * A client that sends `payload` and never closes its own side (allowHalfOpen), as a client that
 * stops at a CONNECT answer may. `ended` resolves with what the server sent once it ended the connection.
 */
function halfOpen(port: number, payload: string): { socket: net.Socket; ended: Promise<string> } {
  const socket = net.connect({ host: '127.0.0.1', port, allowHalfOpen: true });
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
  socket.on('error', () => {});
  const ended = new Promise<string>((resolve) => {
    socket.once('end', () => resolve(text));
    socket.once('close', () => resolve(text));
  });
  socket.write(payload);
  return { socket, ended };
}

/** The head and body of the response in `text` that starts at `from` (it needs a Content-Length), and where it ends. */
function responseAt(text: string, from = 0): { head: string; body: string; end: number } {
  const rest = text.slice(from);
  const length = responseLength(rest);
  assert.ok(length !== -1, `a whole response at ${from}: ${JSON.stringify(rest)}`);
  const split = rest.indexOf('\r\n\r\n');
  return { head: rest.slice(0, split), body: rest.slice(split + 4, length), end: from + length };
}

const CONNECT = 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n';

function okApp() {
  return Router.define({ onError: () => {}, routes: [Router.get('/ok', (ctx) => ctx.text(200, 'ok'))] });
}

// ---------------------------------------------------------------------------------------------
const Listen = suite('Server listen');

Listen('should listen on a free port of 127.0.0.1 by default and report port and url', async () => {
  const server = Server.init({ port: 0 }, okApp().handler);
  assert.is(server.port, 0);
  assert.is(server.url, 'http://127.0.0.1:0');
  try {
    const address = await server.listen();
    assert.is(address.address, '127.0.0.1');
    assert.is(address.family, 'IPv4');
    assert.ok(address.port > 0);
    assert.is(server.port, address.port);
    assert.is(server.url, `http://127.0.0.1:${address.port}`);
    assert.ok(server.nodeServer.listening);
    const out = await raw(server.port, 'GET /ok HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    assert.match(out.text, /^HTTP\/1\.1 200 /);
    assert.ok(out.text.endsWith('\r\n\r\nok'));
  } finally {
    await server.close();
  }
});

Listen(
  'should reject listen() on a busy port with FW_ERR_PORT_IN_USE saying what to do, without crashing',
  async () => {
    const first = Server.init({ port: 0 }, okApp().handler);
    await first.listen();
    const second = Server.init({ port: first.port }, okApp().handler);
    try {
      const error = await rejection(second.listen());
      assert.instance(error, FwError);
      assert.is((error as FwError).code, 'FW_ERR_PORT_IN_USE');
      assert.is(
        (error as FwError).message,
        `port ${first.port} on 127.0.0.1 is already in use; stop the process that uses it or choose another port`,
      );
      assert.is(((error as FwError).cause as NodeJS.ErrnoException).code, 'EADDRINUSE');
      assert.not.ok(second.nodeServer.listening);
      // The first server is unaffected.
      const out = await raw(first.port, 'GET /ok HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      assert.match(out.text, /^HTTP\/1\.1 200 /);
    } finally {
      await second.close();
      await first.close();
    }
  },
);

Listen('should reject listen() with FW_ERR_BAD_PORT for a port that is not an integer from 0 to 65535', async () => {
  for (const port of [Number.NaN, -1, 65536, 80.5, '3000' as unknown as number]) {
    const server = Server.init({ port }, okApp().handler);
    const error = await rejection(server.listen());
    assert.instance(error, FwError, String(port));
    assert.is((error as FwError).code, 'FW_ERR_BAD_PORT');
    assert.match((error as FwError).message, /is not a port number; use an integer from 0 to 65535/);
    assert.not.ok(server.nodeServer.listening);
    await server.close();
  }
  assert.match(
    (await rejection(Server.init({ port: Number('abc') }, okApp().handler).listen())).message,
    /^port NaN is not a port number/,
  );
});

Listen('should reject listen() with FW_ERR_HOST_UNAVAILABLE for an address this machine does not have', async () => {
  // 192.0.2.1 is TEST-NET-1 (RFC 5737): never a local address; binding fails locally, nothing is sent.
  const server = Server.init({ port: 0, host: '192.0.2.1' }, okApp().handler);
  const error = await rejection(server.listen());
  assert.instance(error, FwError);
  assert.is((error as FwError).code, 'FW_ERR_HOST_UNAVAILABLE');
  assert.is(
    (error as FwError).message,
    'host 192.0.2.1 is not an address of this machine (EADDRNOTAVAIL); use 127.0.0.1 for this machine only or 0.0.0.0 for every interface',
  );
  await server.close();
});

Listen.run();

/** What `promise` rejects with (fails when it resolves). */
async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

// ---------------------------------------------------------------------------------------------
const Options = suite('Server options');

Options('should apply the default time-outs and limits to the node server', () => {
  const node = Server.init({ port: 0 }, okApp().handler).nodeServer;
  assert.is(node.headersTimeout, 10_000);
  assert.is(node.requestTimeout, 30_000);
  assert.is(node.keepAliveTimeout, 5_000);
  assert.is((node as unknown as { maxHeaderSize: number }).maxHeaderSize, 16_384);
  assert.is(node.maxRequestsPerSocket, 0);
});

Options('should apply configured time-outs and limits to the node server', () => {
  const node = Server.init(
    {
      port: 0,
      headersTimeout: 500,
      requestTimeout: 1000,
      keepAliveTimeout: 1234,
      maxHeaderSize: 4096,
      maxRequestsPerSocket: 7,
    },
    okApp().handler,
  ).nodeServer;
  assert.is(node.headersTimeout, 500);
  assert.is(node.requestTimeout, 1000);
  assert.is(node.keepAliveTimeout, 1234);
  assert.is((node as unknown as { maxHeaderSize: number }).maxHeaderSize, 4096);
  assert.is(node.maxRequestsPerSocket, 7);
});

Options('should clamp headersTimeout to requestTimeout unless requestTimeout is 0', () => {
  let node = Server.init({ port: 0, headersTimeout: 5000, requestTimeout: 1000 }, okApp().handler).nodeServer;
  assert.is(node.headersTimeout, 1000);
  assert.is(node.requestTimeout, 1000);
  node = Server.init({ port: 0, headersTimeout: 20_000, requestTimeout: 0 }, okApp().handler).nodeServer;
  assert.is(node.headersTimeout, 20_000);
  assert.is(node.requestTimeout, 0);
});

Options('should close a connection whose headers never finish within headersTimeout', async () => {
  const server = Server.init({ port: 0, headersTimeout: 500, requestTimeout: 1000 }, okApp().handler);
  await server.listen();
  try {
    const out = await raw(server.port, 'GET /ok HTTP/1.1\r\nHost: x\r\nX-Partial: still-typing', { timeout: 4000 });
    assert.ok(out.closed, 'the server closed the slow connection');
    assert.ok(out.ms >= 300, `closed after ${out.ms}ms, not at once`);
    assert.ok(out.ms < 3000, `closed after ${out.ms}ms`);
    assert.ok(out.text === '' || /^HTTP\/1\.1 408 /.test(out.text), out.text);
    const ok = await raw(server.port, 'GET /ok HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    assert.match(ok.text, /^HTTP\/1\.1 200 /);
  } finally {
    await server.close();
  }
});

Options('should close an idle keep-alive connection after keepAliveTimeout', async () => {
  const server = Server.init({ port: 0, keepAliveTimeout: 300 }, okApp().handler);
  await server.listen();
  try {
    let answeredAt = 0;
    const start = Date.now();
    const out = await raw(server.port, 'GET /ok HTTP/1.1\r\nHost: x\r\n\r\n', {
      timeout: 4000,
      until: (text) => {
        if (completeResponse(text) && answeredAt === 0) answeredAt = Date.now();
        return false;
      },
    });
    assert.match(out.text, /^HTTP\/1\.1 200 /);
    assert.match(out.text, /connection: keep-alive/i);
    assert.ok(out.closed, 'the idle connection was closed by the server');
    const idle = start + out.ms - answeredAt;
    assert.ok(idle >= 200 && idle < 2000, `closed after ${idle}ms idle`);
  } finally {
    await server.close();
  }
});

Options('should answer 431 for a header block over maxHeaderSize', async () => {
  const server = Server.init({ port: 0, maxHeaderSize: 1024 }, okApp().handler);
  await server.listen();
  try {
    const big = await raw(server.port, `GET /ok HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(2000)}\r\n\r\n`);
    assert.match(big.text, /^HTTP\/1\.1 431 /);
    assert.ok(big.closed);
    const small = await raw(
      server.port,
      `GET /ok HTTP/1.1\r\nHost: x\r\nX-Small: ${'a'.repeat(200)}\r\nConnection: close\r\n\r\n`,
    );
    assert.match(small.text, /^HTTP\/1\.1 200 /);
    assert.ok(small.text.endsWith('ok'));
  } finally {
    await server.close();
  }
});

Options('should answer 400 to a garbage request line and keep serving', async () => {
  const server = Server.init({ port: 0 }, okApp().handler);
  await server.listen();
  try {
    for (const garbage of [
      'BLAH\r\n\r\n',
      'GET\r\n\r\n',
      '\x00\x01\x02 / HTTP/1.1\r\n\r\n',
      'GET / HTTP/9.9x\r\nHost: x\r\n\r\n',
    ]) {
      const out = await raw(server.port, garbage);
      assert.match(out.text, /^HTTP\/1\.1 400 /, JSON.stringify(garbage));
      assert.ok(out.closed, JSON.stringify(garbage));
    }
    const ok = await raw(server.port, 'GET /ok HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    assert.match(ok.text, /^HTTP\/1\.1 200 /);
  } finally {
    await server.close();
  }
});

Options.run();

// ---------------------------------------------------------------------------------------------
const ClientErrors = suite('Server client errors');

/** Checks that `body` is fw's JSON error body for `status`; returns its message. */
function errorShape(body: string, status: number): string {
  const error = (JSON.parse(body) as { error?: { status?: unknown; message?: unknown } }).error;
  assert.ok(error !== undefined, body);
  assert.is(error.status, status);
  assert.type(error.message, 'string');
  return error.message as string;
}

ClientErrors(
  'should answer a malformed request after a keep-alive request with a JSON 400 and Connection: close',
  async () => {
    const server = Server.init({ port: 0 }, okApp().handler);
    await server.listen();
    try {
      let first = false;
      const out = await raw(
        server.port,
        ['GET /ok HTTP/1.1\r\nHost: x\r\n\r\n', 'GET /ok HTTP/1.1\r\nHost: x\r\nNo-Colon-Here\r\n\r\n'],
        {
          // The second request goes out once the first is answered, on the same connection.
          gap: 200,
          until: (text) => {
            if (completeResponse(text)) first = true;
            return false;
          },
        },
      );
      assert.ok(first, out.text);
      const ok = responseAt(out.text);
      assert.match(ok.head, /^HTTP\/1\.1 200 /);
      assert.match(ok.head, /connection: keep-alive/i);
      assert.is(ok.body, 'ok');
      const bad = responseAt(out.text, ok.end);
      assert.match(bad.head, /^HTTP\/1\.1 400 /);
      assert.match(bad.head, /\r\nconnection: close/i);
      assert.match(bad.head, /\r\ncontent-type: application\/json; charset=utf-8/i);
      errorShape(bad.body, 400);
      assert.ok(out.closed, 'the server closed the connection');
    } finally {
      await closeBounded(server);
    }
  },
);

ClientErrors('should answer a malformed request pipelined behind others after their responses, in order', async () => {
  const app = Router.define({
    onError: () => {},
    routes: [
      Router.get('/ok', (ctx) => ctx.json(200, 'ok')),
      Router.get('/slow', async (ctx) => {
        await tick(150);
        ctx.json(200, 'slow');
      }),
    ],
  });
  const server = Server.init({ port: 0 }, app.handler);
  await server.listen();
  try {
    // One write: the slow request is still running when the parser meets the bad third one.
    const out = await raw(
      server.port,
      'GET /slow HTTP/1.1\r\nHost: x\r\n\r\nGET /ok HTTP/1.1\r\nHost: x\r\n\r\nGET /ok HTTP/1.1\r\nHost: x\r\nNo-Colon-Here\r\n\r\n',
    );
    const slow = responseAt(out.text);
    assert.match(slow.head, /^HTTP\/1\.1 200 /);
    assert.is(slow.body, '"slow"');
    const ok = responseAt(out.text, slow.end);
    assert.match(ok.head, /^HTTP\/1\.1 200 /);
    assert.is(ok.body, '"ok"');
    const bad = responseAt(out.text, ok.end);
    assert.match(bad.head, /^HTTP\/1\.1 400 /);
    assert.match(bad.head, /\r\nconnection: close/i);
    errorShape(bad.body, 400);
    assert.is(bad.end, out.text.length, 'nothing after the 400');
    assert.ok(out.closed);
  } finally {
    await closeBounded(server);
  }
});

ClientErrors(
  'should answer bad chunked encoding in a body being read with 400 through the request, so the log says 400',
  async () => {
    const log = new Capture();
    const app = Router.define({
      middleware: [structuredLogger({ destination: log, bufferSize: 0 })],
      onError: () => {},
      routes: [Router.post('/echo', async (ctx) => ctx.text(200, String((await ctx.rawBody()).length)))],
    });
    const server = Server.init({ port: 0 }, app.handler);
    await server.listen();
    try {
      const out = await raw(
        server.port,
        ['POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nab\r\n', 'zz\r\n'],
        { gap: 100 },
      );
      const bad = responseAt(out.text);
      assert.match(bad.head, /^HTTP\/1\.1 400 /);
      assert.match(bad.head, /\r\nconnection: close/i);
      errorShape(bad.body, 400);
      assert.ok(out.closed);
      assert.ok(await waitFor(() => log.lines.length > 0), 'a log line');
      assert.match(log.lines[0]!, /POST \/echo -> 400 /);
    } finally {
      await closeBounded(server);
    }
  },
);

ClientErrors('should answer 431 and 408 with JSON error bodies', async () => {
  const server = Server.init(
    { port: 0, maxHeaderSize: 1024, headersTimeout: 300, requestTimeout: 300 },
    okApp().handler,
  );
  await server.listen();
  try {
    const big = await raw(server.port, `GET /ok HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(2000)}\r\n\r\n`);
    const tooLarge = responseAt(big.text);
    assert.match(tooLarge.head, /^HTTP\/1\.1 431 /);
    assert.match(errorShape(tooLarge.body, 431), /1024/);
    assert.ok(big.closed);
    const slow = await raw(server.port, 'GET /ok HTTP/1.1\r\nHost: x\r\nX-Partial: still-typing', { timeout: 4000 });
    const timedOut = responseAt(slow.text);
    assert.match(timedOut.head, /^HTTP\/1\.1 408 /);
    errorShape(timedOut.body, 408);
    assert.ok(slow.closed);
  } finally {
    await closeBounded(server);
  }
});

ClientErrors(
  'should answer a body cut by requestTimeout 408 through the request, so logs, metrics and telemetry record 408',
  async () => {
    const log = new Capture();
    const events: TelemetryEvent[] = [];
    const counts = metrics({ histogram: false });
    const errors: unknown[] = [];
    const app = Router.define({
      middleware: [
        structuredLogger({ destination: log, bufferSize: 0, format: 'json' }),
        counts,
        telemetry({ onEvent: (event) => events.push(event) }),
      ],
      onError: (error) => errors.push(error),
      routes: [Router.post('/upload', async (ctx) => ctx.text(200, String((await ctx.rawBody()).length)))],
    });
    const server = Server.init({ port: 0, headersTimeout: 400, requestTimeout: 400 }, app.handler);
    await server.listen();
    try {
      const out = await raw(
        server.port,
        'POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nonly-part-of-it',
        { timeout: 5000 },
      );
      const answer = responseAt(out.text);
      assert.match(answer.head, /^HTTP\/1\.1 408 /);
      assert.match(answer.head, /\r\nconnection: close/i);
      errorShape(answer.body, 408);
      assert.is(answer.end, out.text.length, 'one answer only');
      assert.ok(out.closed);
      assert.ok(await waitFor(() => log.lines.length > 0), 'a log line');
      assert.is((JSON.parse(log.lines[0]!) as { status: number }).status, 408);
      const end = events.find((event) => event.type === 'request_end');
      assert.is(end?.type === 'request_end' ? end.status : undefined, 408);
      assert.match(counts.render(), /fw_requests_by_status\{class="4xx"\} 1\n/);
      // The app saw its read of the body fail; nothing else went wrong.
      assert.equal(
        errors.map((e) => (e instanceof FwError ? e.code : String(e))),
        ['FW_ERR_BODY_INCOMPLETE'],
      );
    } finally {
      await closeBounded(server);
    }
  },
);

ClientErrors.run();

// ---------------------------------------------------------------------------------------------
const Connect = suite('Server CONNECT');

function connectApp(hang = false) {
  return Router.define({
    onError: () => {},
    routes: [
      Router.get('/ok', (ctx) => ctx.text(200, 'ok')),
      Router.route('CONNECT', '/:authority', (ctx) =>
        hang ? new Promise<void>(() => {}) : ctx.text(200, `no tunnel to ${ctx.pathParam('authority')}`),
      ),
    ],
  });
}

Connect('should close a CONNECT connection whose client keeps its half open, once the answer is sent', async () => {
  const server = Server.init({ port: 0 }, connectApp().handler);
  await server.listen();
  const client = halfOpen(server.port, CONNECT);
  try {
    const text = await within(client.ended, 3000);
    assert.ok(text !== 'pending', 'the server ended the connection');
    assert.match(text, /^HTTP\/1\.1 200 /);
    assert.match(text, /\r\nConnection: close\r\n/i);
    assert.ok(text.endsWith('no tunnel to example.com:443'), text);
    // The server released its socket, though the client never closed its side.
    assert.ok(
      await waitFor(async () => (await connections(server)) === 0, 3000),
      `${await connections(server)} connection(s) still held`,
    );
  } finally {
    client.socket.destroy();
    await closeBounded(server);
  }
});

Connect('should not accumulate half-open CONNECT clients', async () => {
  const server = Server.init({ port: 0 }, connectApp().handler);
  await server.listen();
  const clients = Array.from({ length: 50 }, () => halfOpen(server.port, CONNECT));
  try {
    const texts = await within(Promise.all(clients.map((client) => client.ended)), 5000);
    assert.ok(texts !== 'pending', 'every client was answered');
    for (const text of texts) assert.match(text, /^HTTP\/1\.1 200 /);
    assert.ok(
      await waitFor(async () => (await connections(server)) === 0, 5000),
      `${await connections(server)} connection(s) still held`,
    );
    // And the server still answers.
    const ok = await raw(server.port, 'GET /ok HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    assert.match(ok.text, /^HTTP\/1\.1 200 /);
  } finally {
    for (const client of clients) client.socket.destroy();
    await closeBounded(server);
  }
});

Connect(
  'should answer a CONNECT pipelined behind another request after its response, without an uncaught exception',
  async () => {
    const uncaught: unknown[] = [];
    const note = (error: unknown): void => {
      uncaught.push(error);
    };
    process.on('uncaughtException', note);
    const server = Server.init({ port: 0 }, connectApp().handler);
    await server.listen();
    try {
      const out = await raw(server.port, 'GET /ok HTTP/1.1\r\nHost: x\r\n\r\n' + CONNECT);
      assert.equal(uncaught, []);
      assert.match(out.text, /^HTTP\/1\.1 200 [^]*\r\n\r\nokHTTP\/1\.1 200 [^]*\r\n\r\nno tunnel to example\.com:443$/);
      assert.ok(out.closed);
    } finally {
      process.off('uncaughtException', note);
      await closeBounded(server);
    }
  },
);

Connect.run();

// ---------------------------------------------------------------------------------------------
const Close = suite('Server close');

Close('should let an in-flight request finish with connection: close while refusing new connections', async () => {
  let entered!: () => void;
  const inside = new Promise<void>((r) => (entered = r));
  let handlerDoneAt = 0;
  const app = Router.define({
    onError: () => {},
    routes: [
      Router.get('/slow', async (ctx) => {
        entered();
        await tick(300);
        ctx.text(200, 'slow done');
        handlerDoneAt = Date.now();
      }),
    ],
  });
  const server = Server.init({ port: 0 }, app.handler);
  await server.listen();
  const port = server.port;
  const agent = new Agent({ keepAliveTimeout: 10_000 });
  try {
    const inflight = undiciRequest(server.url + '/slow', {
      dispatcher: agent,
      headersTimeout: 5000,
      bodyTimeout: 5000,
    }).then(async (r) => ({
      status: r.statusCode,
      headers: r.headers,
      body: await r.body.text(),
    }));
    await inside;
    assert.is(server.closing, false);
    const started = Date.now();
    let closedAt = 0;
    const closing = server.close().then(() => {
      closedAt = Date.now();
    });
    assert.is(server.closing, true);

    assert.is(await tryConnect(port), 'ECONNREFUSED');
    await tick(100);
    assert.is(closedAt, 0, 'close() waits for the in-flight request');

    const res = await inflight;
    assert.is(res.status, 200);
    assert.is(res.body, 'slow done');

    await closing;
    assert.ok(handlerDoneAt > 0 && closedAt >= handlerDoneAt, 'close() resolved after the response');
    assert.ok(closedAt - started >= 200, `close() took ${closedAt - started}ms`);
    assert.ok(closedAt - started < 2000, `close() took ${closedAt - started}ms`);
    assert.not.ok(server.nodeServer.listening);
    // Checked last so the steps above still run: the response tells the client not to reuse the connection.
    assert.is(res.headers['connection'], 'close');
  } finally {
    await agent.close();
    await server.close();
  }
});

Close('should close idle keep-alive connections promptly', async () => {
  const server = Server.init({ port: 0 }, okApp().handler); // keepAliveTimeout: the default 5 s
  await server.listen();
  let closedAt = 0;
  let answeredAt = 0;
  const client = raw(server.port, 'GET /ok HTTP/1.1\r\nHost: x\r\n\r\n', {
    timeout: 6000,
    until: (text) => {
      if (completeResponse(text) && answeredAt === 0) answeredAt = Date.now();
      return false;
    },
  });
  try {
    const deadline = Date.now() + 3000;
    while (answeredAt === 0 && Date.now() < deadline) await tick(10);
    assert.ok(answeredAt > 0, 'the first request was answered');
    await tick(50); // the connection is now idle, kept alive
    const started = Date.now();
    await server.close();
    closedAt = Date.now();
    assert.ok(closedAt - started < 2000, `close() took ${closedAt - started}ms`);
    const out = await client;
    assert.match(out.text, /^HTTP\/1\.1 200 /);
    assert.not.match(out.text, /connection: close/i, 'the connection was keep-alive');
    assert.ok(out.closed, 'the idle connection was closed');
  } finally {
    await server.close();
  }
});

Close('should cut requests still running after closeTimeout', async () => {
  const app = Router.define({
    onError: () => {},
    routes: [Router.get('/hang', () => new Promise<void>(() => {}))],
  });
  const server = Server.init({ port: 0, closeTimeout: 300 }, app.handler);
  await server.listen();
  try {
    const client = raw(server.port, 'GET /hang HTTP/1.1\r\nHost: x\r\n\r\n', { timeout: 4000 });
    await tick(100);
    const started = Date.now();
    await server.close();
    const took = Date.now() - started;
    assert.ok(took >= 200 && took < 2000, `close() took ${took}ms`);
    const out = await client;
    assert.ok(out.closed);
    assert.is(out.text, '');
  } finally {
    await server.close();
  }
});

Close(
  'should resolve close() within closeTimeout with half-open CONNECT clients, an unanswered CONNECT and an idle keep-alive client',
  async () => {
    const server = Server.init({ port: 0, closeTimeout: 300 }, connectApp(true).handler);
    await server.listen();
    // Every CONNECT here hangs in its handler: node:http no longer tracks these connections.
    const tunnels = Array.from({ length: 5 }, () => halfOpen(server.port, CONNECT));
    let answered = false;
    const idle = raw(server.port, 'GET /ok HTTP/1.1\r\nHost: x\r\n\r\n', {
      timeout: 6000,
      until: (text) => {
        answered ||= completeResponse(text);
        return false;
      },
    });
    try {
      assert.ok(await waitFor(() => answered, 3000), 'the keep-alive request was answered');
      assert.ok(await waitFor(async () => (await connections(server)) === 6, 3000), 'all connections are open');
      // closeTimeout is 300 ms; 5 s is the bound for a close() that would otherwise never resolve.
      assert.is(await within(server.close(), 5000), undefined, 'close() resolved');
      for (const tunnel of tunnels) assert.is(await within(tunnel.ended, 3000), '', 'the unanswered CONNECT was cut');
      assert.ok((await idle).closed, 'the idle connection was closed');
    } finally {
      for (const tunnel of tunnels) tunnel.socket.destroy();
      await closeBounded(server);
    }
  },
);

Close('should reject listen() after close() with FW_ERR_SERVER_CLOSED', async () => {
  const server = Server.init({ port: 0 }, okApp().handler);
  await server.close();
  let error: unknown;
  try {
    await server.listen();
  } catch (e) {
    error = e;
  }
  try {
    assert.ok(error instanceof FwError, String(error));
    assert.is((error as FwError).code, 'FW_ERR_SERVER_CLOSED');
    assert.not.ok(server.nodeServer.listening);
  } finally {
    server.nodeServer.close();
  }
});

Close('should wait for a listen() under way and close the server it started', async () => {
  const server = Server.init({ port: 0 }, okApp().handler);
  const listening = server.listen();
  const closed = await within(server.close(), 5000);
  try {
    assert.is(closed, undefined, 'close() resolved');
    await listening;
    assert.not.ok(server.nodeServer.listening, 'the server is not left listening');
  } finally {
    server.nodeServer.close();
  }
});

Close('should return the same promise from repeated close() calls', async () => {
  const server = Server.init({ port: 0 }, okApp().handler);
  await server.listen();
  const first = server.close();
  const second = server.close();
  assert.is(first, second);
  assert.is(server.closing, true);
  await first;
  assert.is(server.close(), first);
});

Close('should resolve close() at once for a server that never listened', async () => {
  const server = Server.init({ port: 0 }, okApp().handler);
  assert.is(server.closing, false);
  const started = Date.now();
  const closing = server.close();
  assert.is(server.closing, true);
  await closing;
  assert.ok(Date.now() - started < 500);
});

Close('should keep serving during drainDelay, with health 503 and connection: close, then stop listening', async () => {
  const server = Server.init({ port: 0, drainDelay: 600 }, (req, res) => app.handler(req, res));
  const app = Router.define({
    middleware: [health({ server })],
    onError: () => {},
    routes: [Router.get('/ok', (ctx) => ctx.text(200, 'ok'))],
  });
  await server.listen();
  const port = server.port;
  try {
    // An idle keep-alive connection opened before the close, used again while draining.
    const before = 'GET /ok HTTP/1.1\r\nHost: x\r\n\r\n';
    const session = raw(port, [before, 'GET /health HTTP/1.1\r\nHost: x\r\n\r\n'], {
      gap: 250,
      until: (t) => t.split('HTTP/1.1 ').length === 3 && completeResponse(t.slice(t.lastIndexOf('HTTP/1.1 '))),
      grace: 100,
    });
    await tick(100);
    let closedAt = 0;
    const started = Date.now();
    const closing = server.close().then(() => (closedAt = Date.now()));
    assert.is(server.closing, true);
    // New connections are still accepted while draining: the balancer sees the 503 and stops sending.
    const health = await raw(port, 'GET /health HTTP/1.1\r\nHost: x\r\n\r\n', { until: completeResponse, grace: 100 });
    assert.ok(health.text.startsWith('HTTP/1.1 503 '), health.text);
    assert.ok(health.text.includes('{"status":"unavailable","closing":true}'));
    const served = await raw(port, 'GET /ok HTTP/1.1\r\nHost: x\r\n\r\n', { until: completeResponse, grace: 100 });
    assert.ok(served.text.startsWith('HTTP/1.1 200 '), served.text);
    assert.match(served.text.toLowerCase(), 'connection: close');
    assert.ok(served.closed, 'the connection is closed after the answer');
    const kept = await session;
    const second = kept.text.slice(kept.text.lastIndexOf('HTTP/1.1 '));
    assert.ok(second.startsWith('HTTP/1.1 503 '), kept.text);
    assert.match(second.toLowerCase(), 'connection: close');
    assert.ok(kept.closed);
    assert.is(closedAt, 0, 'still draining');
    await closing;
    assert.ok(closedAt - started >= 550, `close() waited for the drain delay (${closedAt - started}ms)`);
    assert.is(await tryConnect(port), 'ECONNREFUSED');
  } finally {
    await closeBounded(server);
  }
});

Close('should answer health 503 while draining without being handed the server', async () => {
  const app = Router.define({
    middleware: [health({})],
    onError: () => {},
    routes: [Router.get('/ok', (ctx) => ctx.text(200, 'ok'))],
  });
  const server = Server.init({ port: 0, drainDelay: 400 }, app.handler);
  // A second server of the same app that keeps running: only the closing one answers 503.
  const other = Server.init({ port: 0 }, app.handler);
  await server.listen();
  await other.listen();
  const port = server.port;
  try {
    const before = await raw(port, 'GET /health HTTP/1.1\r\nHost: x\r\n\r\n', { until: completeResponse, grace: 100 });
    assert.ok(before.text.startsWith('HTTP/1.1 200 '), before.text);
    const closing = server.close();
    const during = await raw(port, 'GET /health HTTP/1.1\r\nHost: x\r\n\r\n', { until: completeResponse, grace: 100 });
    assert.ok(during.text.startsWith('HTTP/1.1 503 '), during.text);
    assert.ok(during.text.includes('{"status":"unavailable","closing":true}'));
    const served = await raw(port, 'GET /ok HTTP/1.1\r\nHost: x\r\n\r\n', { until: completeResponse, grace: 100 });
    assert.ok(served.text.startsWith('HTTP/1.1 200 '), served.text);
    const elsewhere = await raw(other.port, 'GET /health HTTP/1.1\r\nHost: x\r\n\r\n', {
      until: completeResponse,
      grace: 100,
    });
    assert.ok(elsewhere.text.startsWith('HTTP/1.1 200 '), elsewhere.text);
    // In-process requests have no server behind them: health stays 200.
    assert.is((await app.request('/health')).status, 200);
    await closing;
  } finally {
    await closeBounded(server);
    await closeBounded(other);
  }
});

Close('should refuse a drainDelay that is not a whole number of milliseconds', () => {
  for (const drainDelay of [-1, 1.5, Number.NaN, '100' as unknown as number]) {
    try {
      Server.init({ port: 0, drainDelay }, okApp().handler);
      assert.unreachable(`accepted ${String(drainDelay)}`);
    } catch (error) {
      assert.instance(error, FwError);
      assert.is((error as FwError).code, 'FW_ERR_SERVER_CONFIG');
    }
  }
});

Close.run();
