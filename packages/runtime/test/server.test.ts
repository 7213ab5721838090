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
  ClientConnection,
  completeResponse,
  eventually,
  guard,
  HANG_MS,
  rawSession,
  responseLength,
  turn,
  waitFor,
  type RawOptions,
  type RawRequest,
  type RawResult,
} from './helpers.js';

/** This file's raw exchanges: written and read as UTF-8, given up after the hang guard unless a case says otherwise. */
const raw = (port: number, payload: RawRequest, options: RawOptions = {}): Promise<RawResult> =>
  rawSession(port, payload, { timeout: HANG_MS, encode: 'utf8', decode: 'utf8', ...options });

/** The error code of a connection attempt, or 'connected'. */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const timer = setTimeout(() => {
      socket.destroy();
      resolve('timeout');
    }, HANG_MS);
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
  await within(server.close(), HANG_MS);
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

Options('should answer 408 and close a connection whose headers never finish within headersTimeout', async () => {
  const server = Server.init({ port: 0, headersTimeout: 500, requestTimeout: 1000 }, okApp().handler);
  await server.listen();
  try {
    const out = await raw(server.port, 'GET /ok HTTP/1.1\r\nHost: x\r\nX-Partial: still-typing');
    assert.not.ok(out.timedOut, `hang guard: the slow connection was still open after ${HANG_MS / 1000} s`);
    assert.ok(out.closed, 'the server closed the slow connection');
    // The request-timeout answer, not a parse error's 400: the connection was closed because its headers ran out of
    // time (the Options case above checks that headersTimeout reaches node:http).
    const answer = responseAt(out.text);
    assert.match(answer.head, /^HTTP\/1\.1 408 /);
    assert.match(answer.body, /"status":408/);
    assert.is(answer.end, out.text.length, 'nothing after the 408');
    const ok = await raw(server.port, 'GET /ok HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    assert.match(ok.text, /^HTTP\/1\.1 200 /);
  } finally {
    await server.close();
  }
});

Options('should close an idle keep-alive connection after keepAliveTimeout', async () => {
  const server = Server.init({ port: 0, keepAliveTimeout: 300 }, okApp().handler);
  // What happened on the server's side of the connection, in order: node:http arms an idle timer on
  // the socket once the answer is sent, and the socket's 'timeout' event is that timer running out.
  const serverSide: string[] = [];
  server.nodeServer.once('connection', (socket: net.Socket) => {
    socket.once('timeout', () => serverSide.push('idle timer ran out'));
    socket.once('close', () => serverSide.push('closed'));
  });
  await server.listen();
  try {
    const conn = new ClientConnection(server.port);
    try {
      conn.send('GET /ok HTTP/1.1\r\nHost: x\r\n\r\n');
      const answer = await conn.answer();
      assert.match(answer, /^HTTP\/1\.1 200 /);
      assert.match(answer, /connection: keep-alive/i);
      await guard(conn.ended, 'the server closes the idle connection');
      assert.is(conn.pending, '', 'nothing after the answer');
      await eventually(() => serverSide.includes('closed'), "the server's side of the connection closes");
      assert.equal(serverSide, ['idle timer ran out', 'closed'], 'closed by its idle timer, not at once');
    } finally {
      conn.destroy();
    }
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
      let answered!: () => void;
      const firstAnswer = new Promise<void>((resolve) => (answered = resolve));
      const out = await raw(
        server.port,
        ['GET /ok HTTP/1.1\r\nHost: x\r\n\r\n', 'GET /ok HTTP/1.1\r\nHost: x\r\nNo-Colon-Here\r\n\r\n'],
        {
          // The second request goes out once the first is answered, on the same connection.
          between: () => guard(firstAnswer, 'the first request is answered'),
          until: (text) => {
            if (completeResponse(text)) {
              first = true;
              answered();
            }
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
  let parsedBadRequest!: () => void;
  const badRequestSeen = new Promise<void>((resolve) => (parsedBadRequest = resolve));
  const app = Router.define({
    onError: () => {},
    routes: [
      Router.get('/ok', (ctx) => ctx.json(200, 'ok')),
      // Answers only once the parser has met the bad third request.
      Router.get('/slow', async (ctx) => {
        await badRequestSeen;
        ctx.json(200, 'slow');
      }),
    ],
  });
  const server = Server.init({ port: 0 }, app.handler);
  // Beside fw's own listener, which answers the error.
  server.nodeServer.on('clientError', () => parsedBadRequest());
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
    // The bad chunk goes out once the request is in the app, reading its body.
    const reached = new Promise<void>((resolve) => server.nodeServer.once('request', () => resolve()));
    await server.listen();
    try {
      const out = await raw(
        server.port,
        ['POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nab\r\n', 'zz\r\n'],
        { between: () => guard(reached, 'the request reaches the app') },
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
    const slow = await raw(server.port, 'GET /ok HTTP/1.1\r\nHost: x\r\nX-Partial: still-typing');
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
    const text = await within(client.ended, HANG_MS);
    assert.ok(text !== 'pending', 'the server ended the connection');
    assert.match(text, /^HTTP\/1\.1 200 /);
    assert.match(text, /\r\nConnection: close\r\n/i);
    assert.ok(text.endsWith('no tunnel to example.com:443'), text);
    // The server released its socket, though the client never closed its side.
    assert.ok(
      await waitFor(async () => (await connections(server)) === 0),
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
    const texts = await within(Promise.all(clients.map((client) => client.ended)), HANG_MS);
    assert.ok(texts !== 'pending', 'every client was answered');
    for (const text of texts) assert.match(text, /^HTTP\/1\.1 200 /);
    assert.ok(
      await waitFor(async () => (await connections(server)) === 0),
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
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const order: string[] = [];
  const app = Router.define({
    onError: () => {},
    routes: [
      // Answers when the test releases it, after close() was called.
      Router.get('/slow', async (ctx) => {
        entered();
        await released;
        ctx.text(200, 'slow done');
        order.push('answered');
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
      headersTimeout: HANG_MS,
      bodyTimeout: HANG_MS,
    }).then(async (r) => ({
      status: r.statusCode,
      headers: r.headers,
      body: await r.body.text(),
    }));
    // Awaited below; a failure before then must fail the case there, not the process as an unhandled rejection.
    inflight.catch(() => undefined);
    await inside;
    assert.is(server.closing, false);
    const closing = server.close().then(() => {
      order.push('closed');
    });
    assert.is(server.closing, true);

    assert.is(await tryConnect(port), 'ECONNREFUSED');
    // The server has stopped listening and run its idle sweep by now: only the request holds it open.
    await turn();
    assert.equal(order, [], 'close() waits for the in-flight request');
    release();

    const res = await guard(inflight, 'the in-flight response');
    assert.is(res.status, 200);
    assert.is(res.body, 'slow done');

    await guard(closing, 'close() resolves once the response is sent');
    assert.equal(order, ['answered', 'closed'], 'close() resolved after the response');
    assert.not.ok(server.nodeServer.listening);
    // Checked last so the steps above still run: the response tells the client not to reuse the connection.
    assert.is(res.headers['connection'], 'close');
  } finally {
    await agent.close();
    await server.close();
  }
});

Close('should close idle keep-alive connections at once instead of waiting for keepAliveTimeout', async () => {
  // An idle connection would stay open for ten minutes: close() resolving within the hang guard shows it closed it.
  const server = Server.init({ port: 0, keepAliveTimeout: 600_000 }, okApp().handler);
  await server.listen();
  const conn = new ClientConnection(server.port);
  try {
    conn.send('GET /ok HTTP/1.1\r\nHost: x\r\n\r\n');
    const answer = await conn.answer('the first request is answered');
    assert.match(answer, /^HTTP\/1\.1 200 /);
    assert.not.match(answer, /connection: close/i, 'the connection was keep-alive');
    // The connection is idle now, kept alive.
    await guard(server.close(), 'close() with an idle keep-alive connection');
    await guard(conn.ended, 'the idle connection is closed');
    assert.is(conn.pending, '', 'nothing after the answer');
  } finally {
    conn.destroy();
    await closeBounded(server);
  }
});

Close('should cut requests still running after closeTimeout', async () => {
  let entered!: () => void;
  const inside = new Promise<void>((r) => (entered = r));
  const app = Router.define({
    onError: () => {},
    routes: [
      Router.get('/hang', () => {
        entered();
        return new Promise<void>(() => {});
      }),
    ],
  });
  // An odd closeTimeout, to recognise the timer close() arms for it among the others.
  const CLOSE_TIMEOUT = 321;
  const server = Server.init({ port: 0, closeTimeout: CLOSE_TIMEOUT }, app.handler);
  await server.listen();
  const realSetTimeout = globalThis.setTimeout;
  const armed: number[] = [];
  try {
    const client = raw(server.port, 'GET /hang HTTP/1.1\r\nHost: x\r\n\r\n', { timeout: HANG_MS });
    await guard(inside, 'the request reaches its handler');
    globalThis.setTimeout = ((fn: () => void, ms?: number) => {
      if (ms === CLOSE_TIMEOUT) armed.push(ms);
      return realSetTimeout(fn, ms);
    }) as typeof setTimeout;
    // The handler never returns: only the cut after closeTimeout lets close() resolve.
    try {
      await guard(server.close(), 'close() with a request that never ends');
    } finally {
      globalThis.setTimeout = realSetTimeout;
    }
    assert.equal(armed, [CLOSE_TIMEOUT], 'the cut was timed by closeTimeout');
    const out = await client;
    assert.not.ok(out.timedOut);
    assert.ok(out.closed);
    assert.is(out.text, '');
  } finally {
    globalThis.setTimeout = realSetTimeout;
    await closeBounded(server);
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
      timeout: HANG_MS,
      until: (text) => {
        answered ||= completeResponse(text);
        return false;
      },
    });
    try {
      assert.ok(await waitFor(() => answered), 'the keep-alive request was answered');
      assert.ok(await waitFor(async () => (await connections(server)) === 6), 'all connections are open');
      // closeTimeout is 300 ms; the hang guard is for a close() that would otherwise never resolve.
      assert.is(await within(server.close(), HANG_MS), undefined, 'close() resolved');
      for (const tunnel of tunnels)
        assert.is(await within(tunnel.ended, HANG_MS), '', 'the unanswered CONNECT was cut');
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
    assert.is(error.code, 'FW_ERR_SERVER_CLOSED');
    assert.not.ok(server.nodeServer.listening);
  } finally {
    server.nodeServer.close();
  }
});

Close('should wait for a listen() under way and close the server it started', async () => {
  const server = Server.init({ port: 0 }, okApp().handler);
  const listening = server.listen();
  const closed = await within(server.close(), HANG_MS);
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
  const closing = server.close().then(() => 'closed');
  assert.is(server.closing, true);
  // At once: before the event loop's next turn, so no timer (drainDelay, closeTimeout) was waited for.
  assert.is(await Promise.race([closing, turn().then(() => 'still pending after a turn')]), 'closed');
});

/**
 * drainDelay of the cases below: the window in which their few loopback requests are served while
 * the server drains. Generous, as a hang guard is; the cases check the order of events, not this time.
 */
const DRAIN_MS = 2000;

Close('should keep serving during drainDelay, with health 503 and connection: close, then stop listening', async () => {
  const server = Server.init({ port: 0, drainDelay: DRAIN_MS }, (req, res) => app.handler(req, res));
  const app = Router.define({
    middleware: [health({ server })],
    onError: () => {},
    routes: [Router.get('/ok', (ctx) => ctx.text(200, 'ok'))],
  });
  await server.listen();
  const port = server.port;
  // An idle keep-alive connection opened before the close, used again while draining.
  const kept = new ClientConnection(port);
  try {
    kept.send('GET /ok HTTP/1.1\r\nHost: x\r\n\r\n');
    assert.ok((await kept.answer('the answer before the close')).startsWith('HTTP/1.1 200 '));
    let closed = false;
    const closing = server.close().then(() => (closed = true));
    assert.is(server.closing, true);
    // New connections are still accepted while draining: the balancer sees the 503 and stops sending.
    const health = await raw(port, 'GET /health HTTP/1.1\r\nHost: x\r\n\r\n', { until: completeResponse });
    assert.ok(health.text.startsWith('HTTP/1.1 503 '), health.text);
    assert.ok(health.text.includes('{"status":"unavailable","closing":true}'));
    // Read until the server closes the connection, which it does after an answer with Connection: close.
    const served = await raw(port, 'GET /ok HTTP/1.1\r\nHost: x\r\n\r\n', { timeout: HANG_MS });
    assert.ok(served.text.startsWith('HTTP/1.1 200 '), served.text);
    assert.ok(completeResponse(served.text), served.text);
    assert.match(served.text.toLowerCase(), 'connection: close');
    assert.ok(served.closed && !served.timedOut, 'the connection is closed after the answer');
    kept.send('GET /health HTTP/1.1\r\nHost: x\r\n\r\n');
    const second = await kept.answer('the answer on the kept connection while draining');
    assert.ok(second.startsWith('HTTP/1.1 503 '), second);
    assert.match(second.toLowerCase(), 'connection: close');
    await guard(kept.ended, 'the server closes the kept connection after its 503');
    assert.not.ok(closed, 'still draining');
    assert.ok(server.nodeServer.listening, 'still listening while draining');
    await guard(closing, 'close() after drainDelay');
    assert.not.ok(server.nodeServer.listening);
    assert.is(await tryConnect(port), 'ECONNREFUSED');
  } finally {
    kept.destroy();
    await closeBounded(server);
  }
});

Close('should answer health 503 while draining without being handed the server', async () => {
  const app = Router.define({
    middleware: [health({})],
    onError: () => {},
    routes: [Router.get('/ok', (ctx) => ctx.text(200, 'ok'))],
  });
  const server = Server.init({ port: 0, drainDelay: DRAIN_MS }, app.handler);
  // A second server of the same app that keeps running: only the closing one answers 503.
  const other = Server.init({ port: 0 }, app.handler);
  await server.listen();
  await other.listen();
  const port = server.port;
  try {
    const before = await raw(port, 'GET /health HTTP/1.1\r\nHost: x\r\n\r\n', { until: completeResponse });
    assert.ok(before.text.startsWith('HTTP/1.1 200 '), before.text);
    let closed = false;
    const closing = server.close().then(() => (closed = true));
    const during = await raw(port, 'GET /health HTTP/1.1\r\nHost: x\r\n\r\n', { until: completeResponse });
    assert.ok(during.text.startsWith('HTTP/1.1 503 '), during.text);
    assert.ok(during.text.includes('{"status":"unavailable","closing":true}'));
    const served = await raw(port, 'GET /ok HTTP/1.1\r\nHost: x\r\n\r\n', { until: completeResponse });
    assert.ok(served.text.startsWith('HTTP/1.1 200 '), served.text);
    const elsewhere = await raw(other.port, 'GET /health HTTP/1.1\r\nHost: x\r\n\r\n', { until: completeResponse });
    assert.ok(elsewhere.text.startsWith('HTTP/1.1 200 '), elsewhere.text);
    // In-process requests have no server behind them: health stays 200.
    assert.is((await app.request('/health')).status, 200);
    assert.not.ok(closed, 'the answers above came while draining');
    await guard(closing, 'close() after drainDelay');
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
