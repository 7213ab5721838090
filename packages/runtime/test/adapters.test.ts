/** The Node internals the runtime relies on (src/adapters/node.ts), named when a Node release drops one. */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { currentResponse } from '../dist/adapters/node.js';

const test = suite('Node internals');

test(`should find the response a connection serves (socket._httpMessage) on Node ${process.version}`, async () => {
  let during: http.ServerResponse | undefined;
  let after: http.ServerResponse | undefined | null = null;
  let socket: Socket | undefined;
  const server = http.createServer((req, res) => {
    socket = req.socket;
    during = currentResponse(req.socket);
    res.on('finish', () => setImmediate(() => (after = currentResponse(req.socket))));
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/`);
    assert.is(await res.text(), 'ok');
    for (let i = 0; i < 100 && after === null; i++) await new Promise((r) => setImmediate(r));
    assert.ok(socket !== undefined);
    assert.ok(
      during instanceof http.ServerResponse,
      `Node ${process.version}: socket._httpMessage no longer links the response being served`,
    );
    assert.is(after, undefined, `Node ${process.version}: socket._httpMessage is kept after the response`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

test.run();
