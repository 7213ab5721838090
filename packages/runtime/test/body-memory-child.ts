/**
 * Run by body.test.ts in a child process (`node --expose-gc`), so the measurement sees a heap of
 * its own: sends a chunked body of `count` one-byte chunks to an fw app in this process, and
 * prints as JSON how much more memory (V8 heap plus array buffers, after a full GC) the process
 * holds once the server has read every chunk but the body has not ended, and what the handler got.
 */
import net from 'node:net';
import { Router, Server } from '@fw/runtime';

const count = Number(process.argv[2]);
const gc = (globalThis as { gc?: () => void }).gc!;

/** Memory the process holds after a full collection: V8 heap plus array buffers (Buffers live there). */
function held(): number {
  gc();
  gc();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

/** The request head and `count` chunks of one byte each (`a` to `z` repeated), without the last chunk. */
function wire(): Buffer {
  const parts = ['POST /body HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n'];
  for (let i = 0; i < count; i++) parts.push(`1\r\n${String.fromCharCode(97 + (i % 26))}\r\n`);
  return Buffer.from(parts.join(''), 'latin1');
}

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

async function main(): Promise<void> {
  let reading: import('node:http').IncomingMessage | null = null;
  const app = Router.define({
    routes: [
      Router.post('/body', async (ctx) => {
        reading = ctx.req;
        const body = await ctx.rawBody(count);
        let intact = body.length === count;
        for (let i = 0; intact && i < body.length; i++) intact = body[i] === 97 + (i % 26);
        ctx.json(200, { length: body.length, intact });
      }),
    ],
  });
  const server = Server.init({ port: 0, host: '127.0.0.1' }, app.handler);
  await server.listen();
  try {
    const request = wire();
    const socket = net.connect({ host: '127.0.0.1', port: server.port });
    socket.setNoDelay(true);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    await new Promise((resolve) => socket.once('connect', resolve));
    const before = held();
    socket.write(request);
    // Every byte read by the server's socket has gone through the parser to the body reader.
    while (reading === null || (reading as import('node:http').IncomingMessage).socket.bytesRead < request.length)
      await tick();
    await tick();
    const during = held();
    socket.end('0\r\n\r\n');
    await new Promise((resolve) => socket.once('close', resolve));
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    process.stdout.write(JSON.stringify({ growth: during - before, answer: JSON.parse(body) as unknown }));
  } finally {
    await server.close();
  }
}

await main();
