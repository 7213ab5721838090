/** Rate-limit stores: the RateLimitStore interface and the default in-memory store (fixed windows, bounded size). */
import { FwError } from '../../errors.js';

/** A key's state after one more request: its count in the current window and when the window ends (ms since the epoch). */
export interface RateLimitHit {
  readonly count: number;
  readonly resetAt: number;
}

/**
 * Where request counts live. `hit` records one request for `key` and returns the count in the
 * key's current window, including this request, and when that window ends. A window of
 * `windowMs` starts at a key's first request after the previous window ended. It may return a
 * promise (a shared store; fw's own for Redis is `redisStore`); a throw or rejection makes
 * `rateLimit` refuse the request with 503 (fail closed), or let it through with
 * `onStoreError: 'allow'`. A store that can hang should bound its own wait, as redisStore does.
 *
 * @example
 * // Counts kept by another service, one HTTP call per hit.
 * const store: RateLimitStore = {
 *   async hit(key, windowMs, now) {
 *     const res = await fetch(`http://127.0.0.1:9000/hit?key=${encodeURIComponent(key)}&window=${windowMs}`, { signal: AbortSignal.timeout(500) })
 *     const { count, msLeft } = await res.json()
 *     return { count, resetAt: now + msLeft }
 *   },
 * }
 */
export interface RateLimitStore {
  hit(key: string, windowMs: number, now: number): RateLimitHit | PromiseLike<RateLimitHit>;
}

/** Options of {@link MemoryRateLimitStore}. */
export interface MemoryRateLimitStoreOptions {
  /** The most keys kept at once (an integer from 1); default 10000. */
  readonly maxKeys?: number;
}

interface Window {
  count: number;
  resetAt: number;
}

/**
 * The default {@link RateLimitStore}: one fixed window per key in a `Map`, in this process only
 * (each `rateLimit` without a `store` gets its own). No timers: an ended window is replaced when
 * its key comes back. The store never holds more than `maxKeys` keys, and it never resets a live
 * window to make room: a new key arriving while the store is full first drops ended windows from
 * the front of the map (they started first); if every window left is live, the new key counts in
 * one shared overflow window with every other key that found the store full, until windows end
 * and make room. So a client that floods the store with fresh keys (spoofed addresses, many
 * IPv6 networks) cannot reset anyone's count; its keys are limited together, as one client, and
 * so are genuinely new clients until room frees up. The first time a key overflows, the process
 * gets one warning (`FW_WARN_RATE_LIMIT_STORE_FULL`); raise `maxKeys` (about 100 bytes per key)
 * or use a shared store if it shows up in normal traffic.
 *
 * @param options `{ maxKeys = 10000 }`
 * @example
 * const store = new MemoryRateLimitStore({ maxKeys: 50_000 })
 * rateLimit({ limit: 10, windowMs: 1000, store })
 * store.size // keys held now
 */
export class MemoryRateLimitStore implements RateLimitStore {
  readonly #maxKeys: number;
  /** Keys in the order their windows started, so the first entries end first. */
  readonly #windows = new Map<string, Window>();
  /** The window shared by keys that found the store full; null until one does. */
  #overflow: Window | null = null;
  #warned = false;

  constructor(options: MemoryRateLimitStoreOptions = {}) {
    const { maxKeys = 10_000 } = options ?? {};
    if (!Number.isSafeInteger(maxKeys) || maxKeys < 1)
      throw new FwError('FW_ERR_RATE_LIMIT_CONFIG', {
        reason: `maxKeys must be an integer of at least 1, got ${String(maxKeys)}`,
      });
    this.#maxKeys = maxKeys;
  }

  /** The number of keys held now (the overflow window is not one of them). */
  get size(): number {
    return this.#windows.size;
  }

  /** Counts one request for `key`; see {@link RateLimitStore.hit}. */
  hit(key: string, windowMs: number, now: number): RateLimitHit {
    const windows = this.#windows;
    let window = windows.get(key);
    if (window !== undefined && window.resetAt > now) {
      window.count++;
      return { count: window.count, resetAt: window.resetAt };
    }
    if (window !== undefined) windows.delete(key);
    else if (windows.size >= this.#maxKeys && !this.#dropEnded(now)) return this.#overflowHit(windowMs, now);
    window = { count: 1, resetAt: now + windowMs };
    windows.set(key, window);
    return { count: 1, resetAt: window.resetAt };
  }

  /** Drops ended windows from the front; whether that made room for one key. */
  #dropEnded(now: number): boolean {
    const windows = this.#windows;
    for (const [key, window] of windows) {
      if (window.resetAt > now) break;
      windows.delete(key);
    }
    return windows.size < this.#maxKeys;
  }

  /** Counts a request of a key that found the store full in the shared overflow window. */
  #overflowHit(windowMs: number, now: number): RateLimitHit {
    if (!this.#warned) {
      this.#warned = true;
      process.emitWarning(
        `rateLimit: the in-memory store holds its maxKeys (${this.#maxKeys}) live windows; new keys now share one overflow window until windows end. Raise maxKeys or use a shared store if this happens in normal traffic.`,
        { type: 'FwWarning', code: 'FW_WARN_RATE_LIMIT_STORE_FULL' },
      );
    }
    let window = this.#overflow;
    if (window === null || window.resetAt <= now) window = this.#overflow = { count: 0, resetAt: now + windowMs };
    window.count++;
    return { count: window.count, resetAt: window.resetAt };
  }
}
