/** rateLimit under load through a Redis outage: one line when it begins, one with the count when it ends, and only access lines in between. */
import { fork } from 'node:child_process';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Agent, request } from 'undici';
import { startRedis, type RedisServer } from '../redis-server.js';
import type { AppMessage } from './rate-limit-redis-app.js';

const BEGAN = 'FW_WARN_OUTAGE_BEGAN';
const ENDED = 'FW_WARN_OUTAGE_ENDED';
/** Requests in flight at once. */
const CONCURRENCY = 25;
/** Requests sent while Redis is down. */
const DURING = 400;
/** Requests after Redis is back by which the outage must have been reported as ended. */
const GIVE_UP = 50_000;

type Warning = Extract<AppMessage, { type: 'warning' }>;

/** One fw process of rate-limit-redis-app.ts with an access log on stdout. */
interface Instance {
  readonly url: string;
  readonly warnings: Warning[];
  readonly fatals: string[];
  /** Resolves once a warning of `code` has come. */
  warned(code: string): Promise<Warning>;
  /** Asks it to close (which flushes the access log) and resolves with its exit code and whole output. */
  stop(): Promise<{ code: number | null; stdout: string; stderr: string }>;
}

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const child = fork(new URL('./rate-limit-redis-app.js', import.meta.url), [], {
    env: { ...process.env, ...env, FW_TEST_ACCESS_LOG: '1' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const warnings: Warning[] = [];
  const fatals: string[] = [];
  const waiters: { code: string; resolve: (warning: Warning) => void }[] = [];
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the app exited (${code}) before it listened: ${stderr}`)));
    child.on('message', (message: AppMessage) => {
      if (message.type === 'ready') resolve(message.port);
      else if (message.type === 'fatal') fatals.push(`${message.kind}: ${message.detail}`);
      else if (message.type === 'warning') {
        warnings.push(message);
        for (const waiter of waiters.filter((w) => w.code === message.code)) waiter.resolve(message);
      }
    });
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    warnings,
    fatals,
    warned(code) {
      const seen = warnings.find((warning) => warning.code === code);
      return seen !== undefined ? Promise.resolve(seen) : new Promise((resolve) => waiters.push({ code, resolve }));
    },
    async stop() {
      if (child.connected) child.send({ type: 'stop' });
      const code = await exit;
      return { code, stdout, stderr };
    },
  };
}

interface Answer {
  readonly status: number;
  readonly limited: boolean;
}

/**
 * Sends requests `CONCURRENCY` at a time until `enough(sent)` says stop (checked before each
 * request), and returns every answer.
 */
async function load(agent: Agent, url: string, enough: (sent: number) => boolean): Promise<Answer[]> {
  const answers: Answer[] = [];
  let sent = 0;
  const worker = async (): Promise<void> => {
    while (!enough(sent)) {
      sent++;
      const res = await request(url, { dispatcher: agent, headersTimeout: 30_000, bodyTimeout: 30_000 });
      await res.body.text();
      answers.push({ status: res.statusCode, limited: res.headers['ratelimit-limit'] !== undefined });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return answers;
}

/** The lines of a process's output, without the empty one after the last newline. */
function lines(text: string): string[] {
  return text.split('\n').filter((line) => line !== '');
}

/** Node prints this after the first process warning that has no `--trace-warnings`; it is not fw's. */
const TRACE_HINT = /^\(Use `.* --trace-warnings \.\.\.` to show where the warning was created\)$/;

const outage = suite('rateLimit: a Redis outage under load');

interface State {
  redis: RedisServer;
  agent: Agent;
}

const state = {} as State;

outage.before(async () => {
  state.redis = await startRedis();
  state.agent = new Agent({ keepAliveTimeout: 1000, connections: CONCURRENCY, connect: { timeout: 5000 } });
});

outage.after(async () => {
  await state.agent?.close();
  await state.redis?.stop();
});

for (const [onStoreError, client] of [
  ['deny', 'ioredis'],
  ['allow', 'redis'],
] as const) {
  outage(
    `should report an outage once when it begins and once when it ends, with its count (${onStoreError}, ${client})`,
    async () => {
      const app = await startInstance({
        FW_TEST_REDIS_PORT: String(state.redis.port),
        FW_TEST_CLIENT: client,
        FW_TEST_LIMIT: '1000000',
        FW_TEST_WINDOW_MS: '600000',
        FW_TEST_PREFIX: `fw:test:outage:${onStoreError}:`,
        FW_TEST_ON_STORE_ERROR: onStoreError,
      });
      let stopped: Awaited<ReturnType<Instance['stop']>> | undefined;
      try {
        const before = await load(state.agent, app.url, (sent) => sent >= 50);
        assert.ok(
          before.every((answer) => answer.status === 200 && answer.limited),
          'counted while Redis is up',
        );

        await state.redis.kill();
        const during = await load(state.agent, app.url, (sent) => sent >= DURING);

        await state.redis.restart();
        let ended: Warning | undefined;
        void app.warned(ENDED).then((warning) => (ended = warning));
        // Requests go on until the app says the outage ended (some still fail while the client
        // reconnects), or a count far past any reconnection shows it never will.
        const after = await load(state.agent, app.url, (sent) => ended !== undefined || sent >= GIVE_UP);
        stopped = await app.stop();

        assert.ok(
          ended !== undefined,
          `no ${ENDED} after ${after.length} requests with Redis back; warnings: ${JSON.stringify(app.warnings)}; stderr: ${stopped.stderr.slice(0, 1000)}`,
        );
        const all = [...before, ...during, ...after];
        const affected = all.filter((answer) => !answer.limited);
        if (onStoreError === 'deny') {
          assert.ok(
            during.every((answer) => answer.status === 503),
            'every request while Redis is down got its 503',
          );
          assert.ok(
            affected.every((answer) => answer.status === 503),
            'a request the store did not count is a 503',
          );
          assert.ok(all.every((answer) => answer.status === 200 || answer.status === 503));
        } else {
          assert.ok(
            all.every((answer) => answer.status === 200),
            'every request passed',
          );
          assert.ok(
            during.every((answer) => !answer.limited),
            'uncounted while Redis is down',
          );
        }
        assert.ok(affected.length >= DURING, `${affected.length} requests affected`);

        // Exactly one report each way, the end with the count of affected requests.
        assert.is(app.warnings.filter((warning) => warning.code === BEGAN).length, 1, JSON.stringify(app.warnings));
        assert.is(app.warnings.filter((warning) => warning.code === ENDED).length, 1, JSON.stringify(app.warnings));
        assert.is(app.warnings.find((warning) => warning.code === BEGAN)!.source, 'rateLimit');
        assert.is(ended.source, 'rateLimit');
        assert.is(ended.count, affected.length, 'the end reports every affected request');
        assert.equal(app.fatals, []);
        assert.is(stopped.code, 0, stopped.stderr.slice(0, 2000));

        // stdout: exactly one access line per request, the 503s among them.
        const access = lines(stopped.stdout);
        assert.is(access.length, all.length, 'one access line per request');
        assert.ok(
          access.every((line) => /^GET \/ (200|503) \S+$/.test(line)),
          access.find((line) => !/^GET \/ (200|503) \S+$/.test(line)),
        );
        assert.is(
          access.filter((line) => line.startsWith('GET / 503 ')).length,
          all.filter((answer) => answer.status === 503).length,
        );

        // stderr: the two reports, nothing per request.
        const errors = lines(stopped.stderr).filter((line) => !TRACE_HINT.test(line));
        assert.is(
          errors.length,
          2,
          `stderr has the two reports only (${stopped.stderr.length} bytes): ${stopped.stderr.slice(0, 2000)}`,
        );
        assert.ok(errors[0]!.includes(`[${BEGAN}]`), errors[0]);
        assert.ok(errors[1]!.includes(`[${ENDED}]`), errors[1]);
      } finally {
        stopped ??= await app.stop();
      }
    },
  );
}

outage.run();
