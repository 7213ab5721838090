/** redisStore: rateLimit's shared store on Redis (an ioredis or node-redis client the app brings), one atomic script per hit. */
import { createHash } from 'node:crypto';
import { FwError } from '../../errors.js';
import type { RateLimitHit, RateLimitStore } from './store.js';

/**
 * The part of an ioredis client (`new Redis()`) that {@link redisStore} uses. Typed by
 * shape, so fw depends on no Redis package: pass the client your app already has.
 */
export interface IoRedisClient {
  evalsha(sha1: string, numKeys: number, ...args: (string | number)[]): PromiseLike<unknown>;
  eval(script: string, numKeys: number, ...args: (string | number)[]): PromiseLike<unknown>;
  /** ioredis's connection state: `wait`, `connecting`, `connect`, `ready`, `reconnecting`, `close` or `end`. */
  readonly status?: string;
  on?(event: 'error', listener: (error: Error) => void): unknown;
}

/**
 * The part of a node-redis client (`createClient()` of the `redis` package) that
 * {@link redisStore} uses; any client with a `sendCommand(args)` of that shape works too.
 */
export interface NodeRedisClient {
  sendCommand(args: string[]): PromiseLike<unknown>;
  /** Whether the client is connected and ready for commands. */
  readonly isReady?: boolean;
  on?(event: 'error', listener: (error: Error) => void): unknown;
}

/** A Redis client {@link redisStore} accepts: ioredis, or node-redis (or one with its `sendCommand`). */
export type RedisClientLike = IoRedisClient | NodeRedisClient;

/** Options of {@link redisStore}. */
export interface RedisStoreOptions {
  /** The connected client: `new Redis(url)` from ioredis or `await createClient({ url }).connect()` from redis. */
  readonly client: RedisClientLike;
  /**
   * Put before every key; default `fw:rl:`. Every instance of one limit must use the same
   * prefix; two limits (or two apps) on one Redis need different ones, or they share counts.
   */
  readonly prefix?: string;
  /**
   * Milliseconds one hit may wait for Redis before it counts as a store failure (an integer
   * from 1); default 500. A hung or unreachable Redis then gets `rateLimit`'s `onStoreError`
   * answer instead of holding the request.
   */
  readonly timeout?: number;
}

/**
 * The script of one hit, run atomically by Redis: count the request; the first request of a
 * window (or a key that somehow has no expiry) sets the window's length; answer the count and
 * the milliseconds left. KEYS[1] is the key, ARGV[1] the window in milliseconds.
 */
const HIT_SCRIPT = `local count = redis.call('INCR', KEYS[1])
local ttl = -1
if count > 1 then ttl = redis.call('PTTL', KEYS[1]) end
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }`;

/** The SHA-1 Redis knows the script by: what SCRIPT LOAD would answer, computed here. */
const HIT_SHA = createHash('sha1').update(HIT_SCRIPT).digest('hex');

/** One way of talking to a client: run the script by its SHA or by its text, and tell whether it is known to be offline. */
interface Adapter {
  evalsha(key: string, windowMs: string): PromiseLike<unknown>;
  eval(key: string, windowMs: string): PromiseLike<unknown>;
  /** Why the client cannot take commands now (a state name), or undefined when it may. */
  offline(): string | undefined;
}

/**
 * A {@link RateLimitStore} in Redis, so every instance of an app counts against the same
 * windows: `rateLimit({ store: redisStore({ client }) })`. Each hit is one script run
 * atomically by Redis (INCR, PEXPIRE on a window's first request, PTTL), called by its SHA-1
 * (EVALSHA) and sent whole (EVAL, which also caches it) when Redis answers NOSCRIPT, after a
 * restart or `SCRIPT FLUSH`. Windows are fixed, as in the memory store, and their remaining
 * time comes from Redis, so the instances' clocks need not agree.
 *
 * A hit fails, and `rateLimit` answers as its `onStoreError` says (503 by default), when Redis
 * answers an error, does not answer within `timeout`, or while the client says it is
 * reconnecting or closed (ioredis `status`, node-redis `isReady`), at once rather than queueing
 * commands for a Redis that is away. The store adds a listener for the client's `error`
 * events: without one node-redis throws them (the process exits) and ioredis prints each
 * reconnection failure; `rateLimit` reports each outage once as it begins and once as it ends
 * instead. Add your own listener too if you log them. Nothing here rejects unhandled, also for
 * answers that come after their timeout. The client's own reconnection brings the limit back when Redis returns.
 * Bad options throw `FW_ERR_RATE_LIMIT_CONFIG`.
 *
 * @param options `{ client, prefix = 'fw:rl:', timeout = 500 }`
 * @example
 * import { Redis } from 'ioredis'
 * const client = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379')
 * Router.define({ middleware: [rateLimit({ limit: 100, store: redisStore({ client }) })], routes })
 * @example
 * import { createClient } from 'redis'
 * const client = await createClient({ url: process.env.REDIS_URL }).connect()
 * rateLimit({ limit: 5, windowMs: 60_000, store: redisStore({ client, prefix: 'fw:rl:login:' }), onStoreError: 'allow' })
 */
export function redisStore(options: RedisStoreOptions): RateLimitStore {
  if (typeof options !== 'object' || options === null)
    throw config('redisStore needs an options object { client, prefix?, timeout? }');
  const { client, prefix = 'fw:rl:', timeout = 500 } = options;
  if (typeof prefix !== 'string') throw config(`redisStore's prefix must be a string, got ${typeof prefix}`);
  if (!Number.isSafeInteger(timeout) || timeout < 1)
    throw config(`redisStore's timeout must be an integer of at least 1 (milliseconds), got ${String(timeout)}`);
  const adapter = adapterFor(client);
  let lastError: Error | undefined;
  if (typeof client.on === 'function') {
    client.on('error', (error) => {
      lastError = error;
    });
  }

  const run = (key: string, windowMs: string): PromiseLike<unknown> =>
    adapter.evalsha(key, windowMs).then(undefined, (error: unknown) => {
      if (isNoScript(error)) return adapter.eval(key, windowMs);
      throw error;
    });

  return {
    hit(key: string, windowMs: number, now: number): Promise<RateLimitHit> {
      const state = adapter.offline();
      if (state !== undefined) {
        return Promise.reject(
          new FwError('FW_ERR_RATE_LIMIT_REDIS_OFFLINE', {
            state,
            error: lastError === undefined ? 'none yet' : lastError.message,
          }),
        );
      }
      return new Promise<RateLimitHit>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new FwError('FW_ERR_RATE_LIMIT_REDIS_TIMEOUT', { ms: timeout })),
          timeout,
        );
        let reply: PromiseLike<unknown>;
        try {
          reply = run(prefix + key, String(windowMs));
        } catch (error) {
          clearTimeout(timer);
          reject(error);
          return;
        }
        reply.then(
          (value) => {
            clearTimeout(timer);
            const hit = hitOf(value, now);
            if (hit === undefined)
              reject(new FwError('FW_ERR_RATE_LIMIT_REDIS_REPLY', { reply: describeReply(value) }));
            else resolve(hit);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(error);
          },
        );
      });
    },
  };
}

/** The adapter for `client`'s kind: ioredis's variadic `evalsha`, or node-redis's `sendCommand`. */
function adapterFor(client: RedisClientLike): Adapter {
  if (typeof client !== 'object' || client === null)
    throw config(
      'redisStore needs a client: an ioredis Redis (new Redis(url)) or a node-redis client (createClient())',
    );
  if (typeof (client as IoRedisClient).evalsha === 'function' && typeof (client as IoRedisClient).eval === 'function') {
    const io = client as IoRedisClient;
    return {
      evalsha: (key, windowMs) => io.evalsha(HIT_SHA, 1, key, windowMs),
      eval: (key, windowMs) => io.eval(HIT_SCRIPT, 1, key, windowMs),
      offline() {
        const status = io.status;
        return status === 'reconnecting' || status === 'close' || status === 'end' ? status : undefined;
      },
    };
  }
  if (typeof (client as NodeRedisClient).sendCommand === 'function') {
    const node = client as NodeRedisClient;
    return {
      evalsha: (key, windowMs) => node.sendCommand(['EVALSHA', HIT_SHA, '1', key, windowMs]),
      eval: (key, windowMs) => node.sendCommand(['EVAL', HIT_SCRIPT, '1', key, windowMs]),
      offline: () => (node.isReady === false ? 'not ready' : undefined),
    };
  }
  throw config('redisStore needs a client with evalsha and eval (ioredis) or sendCommand (node-redis)');
}

/** `{ count, resetAt }` from the script's `{ count, ttl }` reply, or undefined for anything else. */
function hitOf(reply: unknown, now: number): RateLimitHit | undefined {
  if (!Array.isArray(reply) || reply.length !== 2) return undefined;
  const count = Number(reply[0]);
  const ttl = Number(reply[1]);
  if (!Number.isSafeInteger(count) || count < 1 || !Number.isSafeInteger(ttl) || ttl < 0) return undefined;
  return { count, resetAt: now + ttl };
}

function isNoScript(error: unknown): boolean {
  try {
    return error instanceof Error && typeof error.message === 'string' && error.message.startsWith('NOSCRIPT');
  } catch {
    return false;
  }
}

function describeReply(reply: unknown): string {
  try {
    const text = JSON.stringify(reply);
    return text === undefined ? String(reply) : text.slice(0, 100);
  } catch {
    return typeof reply;
  }
}

function config(reason: string): FwError {
  return new FwError('FW_ERR_RATE_LIMIT_CONFIG', { reason });
}
