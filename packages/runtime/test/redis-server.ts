/** Test helper: a real redis-server (Debian's package) on a free 127.0.0.1 port, without persistence, that a test can kill, hang and restart. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where scripts/system-deps.mjs installs it (`apt-get install redis-server`). */
export const REDIS_SERVER = '/usr/bin/redis-server';

/** How long a start may take before it counts as failed. */
const START_TIMEOUT_MS = 15_000;
/** How long a stop waits for the process to exit before SIGKILL. */
const STOP_TIMEOUT_MS = 5_000;

export interface RedisServer {
  /** The port, the same after a restart. */
  readonly port: number;
  /** `redis://127.0.0.1:<port>` */
  readonly url: string;
  /** Kills the server at once (SIGKILL), as a crash would, and waits for it to be gone. */
  kill(): Promise<void>;
  /** Starts it again on the same port (empty: nothing is persisted) and waits until it answers PING. */
  restart(): Promise<void>;
  /** Freezes the process (SIGSTOP): connections stay open, nothing is answered. */
  hang(): void;
  /** Lets a frozen process go on (SIGCONT). */
  resume(): void;
  /** Stops it (SIGTERM, then SIGKILL after a few seconds) and removes its directory. Safe to call twice. */
  stop(): Promise<void>;
}

/**
 * Starts redis-server on a free loopback port with `--save '' --appendonly no`, and resolves
 * once it answers PING. Always `await stop()` in a finally block or an `after` hook.
 *
 * @example
 * const redis = await startRedis()
 * try { const client = new Redis(redis.port, '127.0.0.1') } finally { await redis.stop() }
 */
export async function startRedis(): Promise<RedisServer> {
  if (!existsSync(REDIS_SERVER))
    throw new Error(`${REDIS_SERVER} is missing: run \`node scripts/system-deps.mjs\` (apt-get install redis-server)`);
  const dir = mkdtempSync(join(tmpdir(), 'fw-redis-'));
  let child: ChildProcess | undefined;
  let port = 0;
  // Another process may take the free port between our check and redis's bind: try a few.
  let lastError: unknown;
  for (let attempt = 0; attempt < 5 && child === undefined; attempt++) {
    port = await freePort();
    try {
      child = await launch(port, dir);
    } catch (error) {
      lastError = error;
    }
  }
  if (child === undefined) {
    rmSync(dir, { recursive: true, force: true });
    throw lastError;
  }
  let current: ChildProcess | undefined = child;
  const stopChild = async (signal: NodeJS.Signals): Promise<void> => {
    const proc = current;
    current = undefined;
    if (proc === undefined || proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    proc.kill('SIGCONT');
    proc.kill(signal);
    const timer = setTimeout(() => proc.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    kill: () => stopChild('SIGKILL'),
    async restart() {
      await stopChild('SIGKILL');
      current = await launch(port, dir);
    },
    hang() {
      current?.kill('SIGSTOP');
    },
    resume() {
      current?.kill('SIGCONT');
    },
    async stop() {
      await stopChild('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Starts one redis-server on `port` and waits for PING; rejects (with its output) if it exits or does not answer in time. */
async function launch(port: number, dir: string): Promise<ChildProcess> {
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    dir,
    '--loglevel',
    'warning',
  ];
  const child = spawn(REDIS_SERVER, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  child.once('exit', () => (exited = true));
  child.once('error', (error) => (output += String(error)));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`redis-server on port ${port} exited at start: ${output.trim()}`);
    if (await pong(port)) return child;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server on port ${port} did not answer PING within ${START_TIMEOUT_MS} ms: ${output.trim()}`);
}

/** Whether something on 127.0.0.1:`port` answers `PING` with `+PONG` within a second. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let reply = '';
    const done = (ok: boolean): void => {
      socket.destroy();
      clearTimeout(timer);
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), 1000);
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
    socket.on('error', () => done(false));
  });
}

/** A port nothing listens on now: the one the system picks for a listener on port 0. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
