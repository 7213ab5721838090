/** redisStore against a real redis-server: one limit shared by two fw processes, Redis killed and hung, window expiry, the NOSCRIPT fallback. */
import { fork } from 'node:child_process';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Redis } from 'ioredis';
import { createClient } from 'redis';
import { Agent, request } from 'undici';
import {
  FwError,
  Router,
  rateLimit,
  redisStore,
  type RateLimitOptions,
  type RedisClientLike,
  type RedisStoreOptions,
} from '@fw/runtime';
import { middlewareDocOf } from '../../dist/apidocs/describe.js';
import { listen } from '../helpers.js';
import { BEGAN, Outages } from '../outages.js';
import { startRedis, type RedisServer } from '../redis-server.js';
import type { AppMessage } from './rate-limit-redis-app.js';

const TOO_MANY = { error: { status: 429, message: 'Too Many Requests' } };
const UNAVAILABLE = { error: { status: 503, message: 'Service Unavailable' } };
const OUTAGE_BEGAN = 'FW_WARN_OUTAGE_BEGAN';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` every 100 ms until it returns a value, for at most `ms`. */
async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up after ${ms} ms waiting for ${what}`);
    await sleep(100);
  }
}

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

const agent = new Agent({ keepAliveTimeout: 1000, connect: { timeout: 5000 } });

async function get(url: string): Promise<Answer> {
  const res = await request(url, { dispatcher: agent, headersTimeout: 10_000, bodyTimeout: 10_000 });
  return { status: res.statusCode, headers: res.headers, body: await res.body.text() };
}

/** One fw server process of rate-limit-redis-app.ts. */
interface Instance {
  readonly name: string;
  readonly url: string;
  readonly warnings: { code: string; message: string; source?: string }[];
  readonly fatals: string[];
  stderr(): string;
  /** Asks it to close and waits for its exit code (SIGKILL after 15 s: then the code is null). */
  stop(): Promise<number | null>;
}

async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const child = fork(new URL('./rate-limit-redis-app.js', import.meta.url), [], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const warnings: Instance['warnings'] = [];
  const fatals: string[] = [];
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} did not start within 20 s: ${stderr}`));
    }, 20_000);
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}) before it listened: ${stderr}`)));
    child.on('message', (message: AppMessage) => {
      if (message.type === 'ready') {
        clearTimeout(timer);
        resolve(message.port);
      } else if (message.type === 'warning')
        warnings.push({ code: message.code, message: message.message, source: message.source });
      else if (message.type === 'fatal') fatals.push(`${message.kind}: ${message.detail}`);
    });
  });
  let stopped: Promise<number | null> | undefined;
  return {
    name,
    url: `http://127.0.0.1:${port}/`,
    warnings,
    fatals,
    stderr: () => stderr,
    stop() {
      stopped ??= (async () => {
        if (child.connected) child.send({ type: 'stop' });
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        const code = await exit;
        clearTimeout(timer);
        return code;
      })();
      return stopped;
    },
  };
}

function header(answer: Answer, name: string): string | undefined {
  const value = answer.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Asserts a 429 of a limit of `limit`: the headers and fw's JSON body. */
function assertTooMany(answer: Answer, limit: number, label: string): void {
  assert.is(answer.status, 429, label);
  assert.is(header(answer, 'ratelimit-limit'), String(limit), label);
  assert.is(header(answer, 'ratelimit-remaining'), '0', label);
  const retry = Number(header(answer, 'retry-after'));
  assert.ok(Number.isInteger(retry) && retry >= 1 && retry <= 60, `${label}: Retry-After ${retry}`);
  const reset = Number(header(answer, 'ratelimit-reset'));
  assert.ok(Number.isInteger(reset) && reset >= 0 && reset <= 60, `${label}: RateLimit-Reset ${reset}`);
  assert.is(header(answer, 'content-type'), 'application/json; charset=utf-8', label);
  assert.equal(JSON.parse(answer.body), TOO_MANY, label);
}

/** Sends `count` requests one after another, alternating between the instances. */
async function alternate(instances: readonly Instance[], count: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < count; i++) answers.push(await get(instances[i % instances.length]!.url));
  return answers;
}

/** Asserts the answers of a fresh window of `limit`: `limit` successes counting down, then 429s. */
function assertFreshWindow(answers: readonly Answer[], limit: number, label: string): void {
  answers.forEach((answer, i) => {
    if (i >= limit) return assertTooMany(answer, limit, `${label}: request ${i + 1}`);
    assert.is(answer.status, 200, `${label}: request ${i + 1}`);
    assert.is(header(answer, 'ratelimit-limit'), String(limit), `${label}: request ${i + 1}`);
    assert.is(
      header(answer, 'ratelimit-remaining'),
      String(limit - 1 - i),
      `${label}: request ${i + 1} sees the count of both instances`,
    );
    const reset = Number(header(answer, 'ratelimit-reset'));
    assert.ok(Number.isInteger(reset) && reset >= 1 && reset <= 60, `${label}: RateLimit-Reset ${reset}`);
    assert.is(header(answer, 'retry-after'), undefined);
  });
}

/** The warnings of `code` from rateLimit an instance reported. */
function warningsOf(instance: Instance, code: string): Instance['warnings'] {
  return instance.warnings.filter((warning) => warning.code === code && warning.source === 'rateLimit');
}

// ---------------------------------------------------------------------------------------------

const shared = suite('redisStore: two fw processes share one limit');

interface SharedState {
  redis: RedisServer;
  admin: Redis;
  /** Fail closed: one instance on ioredis, one on node-redis, one prefix. */
  deny: Instance[];
  /** Fail open: one instance on node-redis, one on ioredis, another prefix. */
  allow: Instance[];
}

const state = {} as SharedState;

shared.before(async () => {
  state.redis = await startRedis();
  state.admin = new Redis({ host: '127.0.0.1', port: state.redis.port });
  state.admin.on('error', () => {});
  const env = (client: string, prefix: string, onStoreError: string) => ({
    FW_TEST_REDIS_PORT: String(state.redis.port),
    FW_TEST_CLIENT: client,
    FW_TEST_LIMIT: '10',
    FW_TEST_WINDOW_MS: '60000',
    FW_TEST_PREFIX: prefix,
    FW_TEST_ON_STORE_ERROR: onStoreError,
  });
  const started = await Promise.allSettled([
    startInstance('deny/ioredis', env('ioredis', 'fw:test:deny:', 'deny')),
    startInstance('deny/redis', env('redis', 'fw:test:deny:', 'deny')),
    startInstance('allow/redis', env('redis', 'fw:test:allow:', 'allow')),
    startInstance('allow/ioredis', env('ioredis', 'fw:test:allow:', 'allow')),
  ]);
  const instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  state.deny = instances.filter((instance) => instance.name.startsWith('deny/'));
  state.allow = instances.filter((instance) => instance.name.startsWith('allow/'));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed !== undefined) throw failed.reason;
});

shared.after(async () => {
  await Promise.all([...(state.deny ?? []), ...(state.allow ?? [])].map((instance) => instance.stop()));
  state.admin?.disconnect();
  await agent.close();
  await state.redis?.stop();
});

shared(
  'should grant exactly 10 of 30 requests spread over two instances, the RateLimit headers counting across both',
  async () => {
    for (const pair of [state.deny, state.allow]) {
      await state.admin.flushall();
      const answers = await alternate(pair, 30);
      const label = pair.map((instance) => instance.name).join(' + ');
      assert.is(answers.filter((answer) => answer.status === 200).length, 10, label);
      assert.is(answers.filter((answer) => answer.status === 429).length, 20, label);
      assertFreshWindow(answers, 10, label);
      const servedBy = new Set(answers.filter((answer) => answer.status === 200).map((answer) => answer.body));
      assert.is(servedBy.size, 2, `${label}: both processes served successes`);
    }
  },
);

shared(
  'should grant exactly 10 of 30 concurrent requests, each count given out once (the script is atomic)',
  async () => {
    await state.admin.flushall();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => get(state.deny[i % 2]!.url)));
    const granted = answers.filter((answer) => answer.status === 200);
    assert.is(granted.length, 10);
    assert.equal(
      granted.map((answer) => Number(header(answer, 'ratelimit-remaining'))).sort((a, b) => a - b),
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    );
    answers
      .filter((answer) => answer.status !== 200)
      .forEach((answer, i) => assertTooMany(answer, 10, `refused ${i + 1}`));
  },
);

shared(
  'should fail closed with 503 while Redis is down, report the outage once per instance, and limit again once Redis is back',
  async () => {
    await state.admin.flushall();
    for (const instance of state.deny) assert.is((await get(instance.url)).status, 200, instance.name);
    await state.redis.kill();
    const down = await alternate(state.deny, 8);
    down.forEach((answer, i) => {
      assert.is(answer.status, 503, `request ${i + 1} while Redis is down`);
      assert.equal(JSON.parse(answer.body), UNAVAILABLE);
      assert.is(header(answer, 'content-type'), 'application/json; charset=utf-8');
      assert.is(header(answer, 'ratelimit-limit'), undefined);
    });
    await state.redis.restart();
    for (const instance of state.deny) {
      await until(`${instance.name} to count again`, async () =>
        (await get(instance.url)).status === 503 ? undefined : true,
      );
    }
    await state.admin.flushall();
    assertFreshWindow(await alternate(state.deny, 14), 10, 'after Redis came back');
    for (const instance of state.deny) {
      const warnings = warningsOf(instance, OUTAGE_BEGAN);
      assert.is(
        warnings.length,
        1,
        `${instance.name}: one report as the outage began, got ${JSON.stringify(warnings)}`,
      );
    }
  },
);

shared(
  'should fail open while Redis is down, report the outage once per instance, and limit again once Redis is back',
  async () => {
    await state.admin.flushall();
    for (const instance of state.allow) assert.is((await get(instance.url)).status, 200, instance.name);
    await state.redis.kill();
    const down = await alternate(state.allow, 14);
    down.forEach((answer, i) => {
      assert.is(answer.status, 200, `request ${i + 1} while Redis is down goes through`);
      assert.match(answer.body, /^ok from /);
      assert.is(header(answer, 'ratelimit-limit'), undefined, 'no count, so no RateLimit headers');
    });
    await state.redis.restart();
    for (const instance of state.allow) {
      await until(`${instance.name} to count again`, async () =>
        header(await get(instance.url), 'ratelimit-limit') === undefined ? undefined : true,
      );
    }
    await state.admin.flushall();
    assertFreshWindow(await alternate(state.allow, 14), 10, 'after Redis came back');
    for (const instance of state.allow) {
      const warnings = warningsOf(instance, OUTAGE_BEGAN);
      assert.is(
        warnings.length,
        1,
        `${instance.name}: one report as the outage began, got ${JSON.stringify(warnings)}`,
      );
    }
  },
);

shared('should end every instance cleanly: no uncaught exception, no unhandled rejection, exit code 0', async () => {
  for (const instance of [...state.deny, ...state.allow]) {
    const code = await instance.stop();
    assert.equal(instance.fatals, [], `${instance.name} reported no fatal error`);
    assert.not.match(
      instance.stderr(),
      /FATAL|\[ioredis\] Unhandled error event/,
      `${instance.name} stderr: ${instance.stderr()}`,
    );
    assert.is(code, 0, `${instance.name} exit code; stderr: ${instance.stderr()}`);
  }
});

shared.run();

// ---------------------------------------------------------------------------------------------

const windows = suite('redisStore: windows, scripts, a hung Redis and options');

interface WindowState {
  redis: RedisServer;
  admin: Redis;
  clients: { name: string; client: RedisClientLike }[];
  closers: (() => Promise<unknown>)[];
}

const ws = {} as WindowState;

windows.before(async () => {
  ws.redis = await startRedis();
  ws.admin = new Redis({ host: '127.0.0.1', port: ws.redis.port });
  ws.admin.on('error', () => {});
  const io = new Redis({ host: '127.0.0.1', port: ws.redis.port });
  const node = await createClient({ socket: { host: '127.0.0.1', port: ws.redis.port } }).connect();
  ws.clients = [
    { name: 'ioredis', client: io },
    { name: 'redis', client: node },
  ];
  ws.closers = [() => io.quit(), () => node.close()];
});

windows.after(async () => {
  ws.redis?.resume();
  for (const close of ws.closers ?? []) await close().catch(() => {});
  ws.admin?.disconnect();
  await ws.redis?.stop();
});

/** An app whose `GET /` is limited by `options` with a redisStore on `client`. */
function redisApp(
  client: RedisClientLike,
  options: RateLimitOptions,
  store: Omit<RedisStoreOptions, 'client'> = {},
  errors: unknown[] = [],
) {
  return Router.define({
    middleware: [rateLimit({ ...options, store: redisStore({ client, ...store }) })],
    onError: (error) => errors.push(error),
    routes: [Router.get('/', (ctx) => ctx.text(200, 'ok'))],
  });
}

/** Runs `fn` and returns the unhandled rejections seen meanwhile and shortly after. */
async function watchUnhandled(fn: () => Promise<void>): Promise<unknown[]> {
  const unhandled: unknown[] = [];
  const spy = (reason: unknown): void => {
    unhandled.push(reason);
  };
  process.on('unhandledRejection', spy);
  try {
    await fn();
    // No event says that nothing more will be reported: the Redis client's errors come from its socket. This pause
    // only gives a late rejection a fair chance to arrive (a negative check; it cannot make the case fail by being slow).
    await sleep(100);
  } finally {
    process.off('unhandledRejection', spy);
  }
  return unhandled;
}

/** `INFO commandstats` as calls per command name. */
async function commandCalls(admin: Redis): Promise<Record<string, number>> {
  const calls: Record<string, number> = {};
  for (const match of (await admin.info('commandstats')).matchAll(/^cmdstat_([a-z|]+):calls=(\d+)/gm))
    calls[match[1]!] = Number(match[2]);
  return calls;
}

windows('should start a new window once the old one has expired in Redis', async () => {
  for (const { name, client } of ws.clients) {
    const prefix = `fw:test:window:${name}:`;
    const app = redisApp(client, { limit: 2, windowMs: 2000 }, { prefix });
    const first = await app.request('/');
    assert.is(first.status, 200, name);
    assert.is(first.headers['ratelimit-remaining'], '1');
    assert.is(first.headers['ratelimit-reset'], '2', 'the whole window is left on its first request');
    const ttl = await ws.admin.pttl(`${prefix}127.0.0.1`);
    assert.ok(ttl === -2 || (ttl > 0 && ttl <= 2000), `${name}: the key expires with its window (PTTL ${ttl})`);
    assert.is((await app.request('/')).status, 200);
    const over = await app.request('/');
    assert.is(over.status, 429);
    assert.ok(['1', '2'].includes(over.headers['retry-after'] as string), `Retry-After ${over.headers['retry-after']}`);
    const fresh = await until(
      `${name}: a new window`,
      async () => {
        const res = await app.request('/');
        return res.status === 200 ? res : undefined;
      },
      10_000,
    );
    assert.is(fresh.headers['ratelimit-remaining'], '1', `${name}: the new window counts from 1`);
  }
});

windows('should run the script by its SHA, and send it whole once after SCRIPT FLUSH (NOSCRIPT)', async () => {
  for (const { name, client } of ws.clients) {
    const app = redisApp(client, { limit: 5 }, { prefix: `fw:test:script:${name}:` });
    await ws.admin.config('RESETSTAT');
    assert.is((await app.request('/')).headers['ratelimit-remaining'], '4', name);
    await ws.admin.script('FLUSH');
    let calls = await commandCalls(ws.admin);
    const before = { evalsha: calls['evalsha'] ?? 0, eval: calls['eval'] ?? 0 };
    const after = await app.request('/');
    assert.is(after.status, 200, `${name}: NOSCRIPT is not a store failure`);
    assert.is(after.headers['ratelimit-remaining'], '3', `${name}: the count went on`);
    calls = await commandCalls(ws.admin);
    assert.is(calls['evalsha'], before.evalsha + 1, `${name}: tried by SHA first`);
    assert.is(calls['eval'], before.eval + 1, `${name}: then sent whole`);
    assert.is((await app.request('/')).headers['ratelimit-remaining'], '2');
    calls = await commandCalls(ws.admin);
    assert.is(calls['evalsha'], before.evalsha + 2, `${name}: by SHA again`);
    assert.is(calls['eval'], before.eval + 1, `${name}: EVAL cached the script`);
  }
});

windows(
  'should give a hung Redis the onStoreError answer after the timeout, without an unhandled rejection',
  async () => {
    const errors: unknown[] = [];
    const outages = new Outages();
    const apps = ws.clients.flatMap(({ name, client }) =>
      (['deny', 'allow'] as const).map((onStoreError) => ({
        name: `${name}/${onStoreError}`,
        onStoreError,
        app: redisApp(
          client,
          { limit: 100, onStoreError },
          { prefix: `fw:test:hang:${name}:${onStoreError}:`, timeout: 200 },
          errors,
        ),
      })),
    );
    const runnings = await Promise.all(apps.map(({ app }) => listen(app)));
    const unhandled = await watchUnhandled(async () => {
      try {
        for (const running of runnings) assert.is((await running.request('/')).status, 200);
        ws.redis.hang();
        try {
          for (const [i, { name, onStoreError }] of apps.entries()) {
            const res = await runnings[i]!.request('/');
            if (onStoreError === 'deny') {
              assert.is(res.status, 503, name);
              assert.equal(JSON.parse(res.body), UNAVAILABLE);
            } else {
              assert.is(res.status, 200, name);
              assert.is(res.headers['ratelimit-limit'], undefined);
            }
          }
        } finally {
          ws.redis.resume();
        }
        for (const [i, { name }] of apps.entries()) {
          const res = await until(`${name}: counting again`, async () => {
            const answer = await runnings[i]!.request('/');
            return answer.headers['ratelimit-limit'] === undefined ? undefined : answer;
          });
          assert.is(res.status, 200, name);
        }
      } finally {
        await Promise.all(runnings.map((running) => running.close()));
      }
    });
    assert.equal(unhandled, []);
    assert.equal(errors, [], 'the 503s are reported as an outage, not to onError');
    // Each of the four apps reports its outage once, caused by the timeout.
    const began = await until('four outage reports', () =>
      outages.of('rateLimit', BEGAN).length >= 4 ? outages.of('rateLimit', BEGAN) : undefined,
    );
    outages.stop();
    assert.is(began.length, 4);
    for (const warning of began)
      assert.ok(
        warning.cause instanceof FwError && warning.cause.code === 'FW_ERR_RATE_LIMIT_REDIS_TIMEOUT',
        String(warning.cause),
      );
  },
);

windows('should refuse bad options when created', () => {
  const code = 'FW_ERR_RATE_LIMIT_CONFIG';
  const throwsCode = (fn: () => unknown) =>
    assert.throws(fn, (error: unknown) => error instanceof FwError && error.code === code);
  const client = ws.clients[0]!.client;
  throwsCode(() => redisStore(undefined as unknown as RedisStoreOptions));
  throwsCode(() => redisStore({} as RedisStoreOptions));
  throwsCode(() => redisStore({ client: {} as RedisClientLike }));
  throwsCode(() => redisStore({ client: { evalsha: () => Promise.resolve() } as unknown as RedisClientLike }));
  for (const timeout of [0, -1, 1.5, Number.NaN, '500' as unknown as number])
    throwsCode(() => redisStore({ client, timeout }));
  throwsCode(() => redisStore({ client, prefix: 5 as unknown as string }));
  for (const onStoreError of ['open', true, 'fail'] as unknown as 'deny'[])
    throwsCode(() => rateLimit({ onStoreError }));
});

windows('should document the 503 only when the limit fails closed', () => {
  const store = redisStore({ client: ws.clients[0]!.client });
  const closed = middlewareDocOf(rateLimit({ store }))?.responses ?? {};
  const open = middlewareDocOf(rateLimit({ store, onStoreError: 'allow' }))?.responses ?? {};
  assert.ok(closed[429] && closed[503]);
  assert.ok(open[429]);
  assert.is(open[503], undefined);
});

windows.run();
