/** rateLimit: per-key fixed-window request limits with RateLimit-* headers, failing closed (or open, if asked) when the store fails. */
import { isIP } from 'node:net';
import { ERROR_BODY, describeMiddleware } from '../../apidocs/describe.js';
import type { Context, Middleware } from '../../context.js';
import type { ResponseDoc } from '../../route.js';
import { FwError, HttpError } from '../../errors.js';
import { Outage, reported } from '../../outage.js';
import { addressKey } from './address.js';
import { checkRateLimitOptions } from '../../options/rate-limit.js';
import { MemoryRateLimitStore, type RateLimitHit, type RateLimitStore } from './store.js';

/** Options of {@link rateLimit}. */
export interface RateLimitOptions {
  /** Requests allowed per key and window (an integer from 1); default 100. */
  readonly limit?: number;
  /** Window length in milliseconds (an integer from 1); default 60000. */
  readonly windowMs?: number;
  /**
   * The key a request counts against; default the client address (see `trustProxy` and
   * `ipv6Subnet`: an IPv6 client counts by its /64 network). A
   * non-string result counts against one shared key, `''`; a throw is a 500.
   */
  readonly key?: (ctx: Context) => string;
  /**
   * How the default key finds the client address behind proxies. `false` (default): the socket's
   * address; `X-Forwarded-For` is ignored, so clients cannot choose their key. `true`: the first
   * (leftmost) `X-Forwarded-For` address; only safe when the proxy replaces the header rather than
   * appending to it, since clients write the leftmost entry. A number n: the n-th address from the
   * right, for n proxies that each append (1 = the address your one proxy saw). An entry that is
   * not an IP address (after dropping a `:port` or `[...]`) falls back to the socket's address.
   */
  readonly trustProxy?: boolean | number;
  /**
   * How many leading bits of an IPv6 client address the default key keeps (an integer from 1 to
   * 128); default 64, the network one host usually owns and may pick any address from. 128
   * counts each address alone. IPv4 addresses, and IPv4-mapped IPv6 ones (`::ffff:1.2.3.4`, as a
   * dual-stack listener reports IPv4 clients), always count as the one IPv4 address.
   */
  readonly ipv6Subnet?: number;
  /** Where counts live; default a new {@link MemoryRateLimitStore} with `maxKeys`. */
  readonly store?: RateLimitStore;
  /** Most keys the default in-memory store holds (an integer from 1); default 10000. Not with `store`. */
  readonly maxKeys?: number;
  /** The message of the 429 JSON body; default `Too Many Requests`. */
  readonly message?: string;
  /**
   * What a request gets while the store fails (throws, rejects, times out, answers nonsense).
   * `'deny'` (default, fail closed): 503 `FW_ERR_RATE_LIMIT_STORE`, and the handler never runs.
   * `'allow'` (fail open): the request goes on unlimited, without `RateLimit-*` headers. Either
   * way an outage is reported twice, never once per request: a `FW_WARN_OUTAGE_BEGAN` process
   * warning at its first failure, and `FW_WARN_OUTAGE_ENDED` with the count of requests it
   * affected once the store has answered again (a second after the last failure); the requests
   * in between do not reach `onError`.
   */
  readonly onStoreError?: 'deny' | 'allow';
}

/**
 * Limits each key (default: the client address) to `limit` requests per fixed window of
 * `windowMs`, which starts at the key's first request. Every counted request gets
 * `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` (seconds until the window ends,
 * per draft-ietf-httpapi-ratelimit-headers); over the limit the answer is 429 with the same
 * headers, `Retry-After` (seconds) and `{"error":{"status":429,"message":"Too Many Requests"}}`.
 * A fixed window lets a client send up to twice `limit` around a window's end; a sliding window
 * would cost a timestamp per request or a second counter.
 *
 * A store that throws, rejects or answers nonsense fails closed: the request is refused with
 * 503 (`FW_ERR_RATE_LIMIT_STORE`, with the store's error as `cause`) and never reaches the
 * handler; nothing is left as an unhandled rejection. With `onStoreError: 'allow'` it fails open
 * instead: the request goes on, unlimited. An outage of the store is reported once when it
 * begins (`FW_WARN_OUTAGE_BEGAN`, with the store's error) and once when it ends
 * (`FW_WARN_OUTAGE_ENDED`, with the count of requests refused or let through), not per request:
 * those requests get an access-log line like any other and are not passed to `onError`. To share
 * counts between instances, pass `store: redisStore({ client })`. The
 * in-memory store needs no timers and is bounded by `maxKeys`; when every window in it is live,
 * new keys share one overflow window rather than evict a live one (see MemoryRateLimitStore).
 * The default key groups IPv6 clients by their /64 (`ipv6Subnet`) and counts IPv4-mapped IPv6
 * addresses as IPv4. Bad options throw `FW_ERR_RATE_LIMIT_CONFIG` here.
 *
 * @param options `{ limit = 100, windowMs = 60000, key = client address, trustProxy = false, ipv6Subnet = 64, store = in-memory, maxKeys = 10000, message = 'Too Many Requests', onStoreError = 'deny' }`
 * @example
 * Router.define({ middleware: [rateLimit({ limit: 300, windowMs: 60_000 })], routes })
 * Router.scope('/login', [rateLimit({ limit: 5, windowMs: 15 * 60_000, key: (ctx) => ctx.ip ?? '' })], loginRoutes)
 * rateLimit({ limit: 300, store: redisStore({ client: new Redis(process.env.REDIS_URL) }), onStoreError: 'allow' })
 *
 * @fwOptions rateLimit
 */
export function rateLimit(options: RateLimitOptions = {}): Middleware {
  const { key, store } = options ?? {};
  const { limit, windowMs, trustProxy, ipv6Subnet, maxKeys, message, onStoreError } = checkRateLimitOptions(options);
  const failOpen = onStoreError === 'allow';
  const hits = store ?? new MemoryRateLimitStore({ maxKeys: maxKeys ?? 10_000 });
  const keyOf = key ?? clientAddress(trustProxy, ipv6Subnet);
  const limitText = String(limit);
  const outage = new Outage({
    source: 'rateLimit',
    subject: 'the store',
    effect: failOpen ? 'requests go on without a limit' : 'requests are refused with 503',
  });

  /** A failed store call: refused with 503 (fail closed) or let through (fail open), reported once per outage. */
  const failed = (error: unknown, next: () => Promise<void>): Promise<void> => {
    outage.failed(error);
    if (failOpen) return next();
    throw reported(new FwError('FW_ERR_RATE_LIMIT_STORE', {}, { cause: error }));
  };

  const decide = (ctx: Context, hit: RateLimitHit, now: number, next: () => Promise<void>): Promise<void> => {
    const count = hit?.count;
    const resetAt = hit?.resetAt;
    if (typeof count !== 'number' || typeof resetAt !== 'number' || !(count >= 1) || !Number.isFinite(resetAt)) {
      return failed(
        new TypeError('the store did not answer { count, resetAt } with a count of at least 1 and a finite resetAt'),
        next,
      );
    }
    outage.ok();
    const reset = resetAt > now ? Math.ceil((resetAt - now) / 1000) : 0;
    if (count > limit) {
      throw new HttpError(429, message, {
        headers: {
          'retry-after': String(reset > 0 ? reset : 1),
          'ratelimit-limit': limitText,
          'ratelimit-remaining': '0',
          'ratelimit-reset': String(reset),
        },
      });
    }
    ctx.setHeader('ratelimit-limit', limitText);
    ctx.setHeader('ratelimit-remaining', String(limit - count));
    ctx.setHeader('ratelimit-reset', String(reset));
    return next();
  };

  const middleware = function rateLimit(ctx: Context, next: () => Promise<void>): unknown {
    const now = Date.now();
    const name = keyOf(ctx);
    let hit: RateLimitHit | PromiseLike<RateLimitHit>;
    try {
      hit = hits.hit(typeof name === 'string' ? name : '', windowMs, now);
    } catch (error) {
      return failed(error, next);
    }
    if (isThenable(hit)) {
      return Promise.resolve(hit).then(
        (value) => decide(ctx, value, now, next),
        (error: unknown) => failed(error, next),
      );
    }
    return decide(ctx, hit, now, next);
  };
  const unavailable: Record<number, ResponseDoc> = failOpen
    ? {}
    : { 503: { description: 'The rate-limit store failed and the limit fails closed', body: ERROR_BODY } };
  return describeMiddleware(middleware, {
    responses: {
      429: {
        description: 'Too many requests from this client in the current window',
        body: ERROR_BODY,
        headers: {
          'Retry-After': {
            description: 'Seconds until the window ends',
            schema: { type: 'integer', minimum: 1 },
            required: true,
          },
          'RateLimit-Limit': {
            description: 'Requests allowed per window',
            schema: { type: 'integer' },
            required: true,
          },
          'RateLimit-Remaining': {
            description: 'Requests left in the window',
            schema: { type: 'integer' },
            required: true,
          },
          'RateLimit-Reset': {
            description: 'Seconds until the window ends',
            schema: { type: 'integer' },
            required: true,
          },
        },
      },
      ...unavailable,
    },
  });
}

/**
 * The default key: the socket's address, or an X-Forwarded-For entry when proxies are trusted,
 * as {@link addressKey} groups it (IPv6 by its first `subnet` bits, mapped IPv4 as IPv4).
 */
function clientAddress(trustProxy: boolean | number, subnet: number): (ctx: Context) => string {
  // Scratch space for expanding IPv6 addresses, one per middleware (keys are made synchronously).
  const groups = new Uint16Array(8);
  const socketKey = (ctx: Context): string => {
    const ip = ctx.ip;
    return ip === undefined ? '' : addressKey(ip, subnet, groups);
  };
  if (trustProxy === false) return socketKey;
  return (ctx) => {
    const forwarded = ctx.header('x-forwarded-for');
    if (forwarded === undefined) return socketKey(ctx);
    let entry: string;
    if (trustProxy === true) {
      const comma = forwarded.indexOf(',');
      entry = comma === -1 ? forwarded : forwarded.slice(0, comma);
    } else {
      // The n-th comma-separated entry from the right, or the leftmost when there are fewer.
      let end = forwarded.length;
      for (let hop = 1; ; hop++) {
        const comma = end === 0 ? -1 : forwarded.lastIndexOf(',', end - 1);
        if (hop === trustProxy || comma === -1) {
          entry = forwarded.slice(comma + 1, end);
          break;
        }
        end = comma;
      }
    }
    const ip = ipOf(entry.trim());
    return ip === undefined ? socketKey(ctx) : addressKey(ip, subnet, groups);
  };
}

/** An IP address from an X-Forwarded-For entry (`1.2.3.4`, `1.2.3.4:80`, `::1`, `[::1]:80`), or undefined. */
function ipOf(entry: string): string | undefined {
  if (isIP(entry) !== 0) return entry;
  if (entry.charCodeAt(0) === 0x5b) {
    const close = entry.indexOf(']');
    const inner = close === -1 ? '' : entry.slice(1, close);
    return isIP(inner) === 6 ? inner : undefined;
  }
  const colon = entry.indexOf(':');
  const host = colon === -1 ? '' : entry.slice(0, colon);
  return isIP(host) === 4 ? host : undefined;
}

function isThenable(value: unknown): value is PromiseLike<RateLimitHit> {
  return typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';
}
