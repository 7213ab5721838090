/** The option checks of `rateLimit`, pure so that the build can run them on options written in the source. */
import { FwError } from '../catalogue.js';

/** `rateLimit`'s options with their defaults, once checked; `key` and `store` as given. */
export interface CheckedRateLimitOptions {
  readonly limit: number;
  readonly windowMs: number;
  readonly trustProxy: boolean | number;
  readonly ipv6Subnet: number;
  readonly maxKeys: number | undefined;
  readonly message: string;
  readonly onStoreError: 'deny' | 'allow';
}

/**
 * Checks `rateLimit` options (the values, not what a `key` function or a `store` does) and returns
 * them with their defaults, which the factory uses; throws `FW_ERR_RATE_LIMIT_CONFIG` naming the
 * first bad one.
 *
 * @example checkRateLimitOptions({ limit: -1 }) // throws: rateLimit: limit must be an integer of at least 1, got -1
 */
export function checkRateLimitOptions(options: unknown = {}): CheckedRateLimitOptions {
  const {
    limit = 100,
    windowMs = 60_000,
    key,
    trustProxy = false,
    ipv6Subnet = 64,
    store,
    maxKeys,
    message = 'Too Many Requests',
    onStoreError = 'deny',
  } = (options ?? {}) as Record<string, unknown>;
  if (!Number.isSafeInteger(limit) || (limit as number) < 1)
    throw config(`limit must be an integer of at least 1, got ${String(limit)}`);
  if (!Number.isSafeInteger(windowMs) || (windowMs as number) < 1)
    throw config(`windowMs must be an integer of at least 1 (milliseconds), got ${String(windowMs)}`);
  if (key !== undefined && typeof key !== 'function') throw config('key must be a function (ctx) => string');
  if (typeof trustProxy !== 'boolean' && !(Number.isSafeInteger(trustProxy) && (trustProxy as number) >= 1))
    throw config(`trustProxy must be true, false or a number of proxies from 1, got ${String(trustProxy)}`);
  if (!Number.isSafeInteger(ipv6Subnet) || (ipv6Subnet as number) < 1 || (ipv6Subnet as number) > 128)
    throw config(`ipv6Subnet must be an integer from 1 to 128 (a prefix length in bits), got ${String(ipv6Subnet)}`);
  if (
    store !== undefined &&
    (typeof store !== 'object' || store === null || typeof (store as { hit?: unknown }).hit !== 'function')
  )
    throw config('store must be an object with a hit(key, windowMs, now) method');
  if (store !== undefined && maxKeys !== undefined)
    throw config('maxKeys sizes the built-in store; with your own store, bound it there');
  if (typeof message !== 'string') throw config('message must be a string');
  if (onStoreError !== 'deny' && onStoreError !== 'allow')
    throw config(`onStoreError must be 'deny' (fail closed, 503) or 'allow' (fail open), got ${String(onStoreError)}`);
  return {
    limit: limit as number,
    windowMs: windowMs as number,
    trustProxy: trustProxy as boolean | number,
    ipv6Subnet: ipv6Subnet as number,
    maxKeys: maxKeys as number | undefined,
    message,
    onStoreError,
  };
}

function config(reason: string): FwError {
  return new FwError('FW_ERR_RATE_LIMIT_CONFIG', { reason });
}
