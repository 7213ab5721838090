/** The option checks of `bodyLimit` and `timeout`, pure so that the build can run them on options written in the source. */
import { FwError } from '../catalogue.js';

/** The longest `timeout` a Node timer can hold, in milliseconds. */
const MAX_MS = 2 ** 31 - 1;

/**
 * Checks `bodyLimit` options; throws `FW_ERR_BODY_LIMIT_CONFIG`.
 *
 * @example checkBodyLimitOptions({ max: -1 }) // throws: ... max must be a whole number of bytes, 0 or more, got -1
 */
export function checkBodyLimitOptions(options: unknown): void {
  const { max } = (options ?? {}) as { max?: unknown };
  if (!(Number.isSafeInteger(max) && (max as number) >= 0)) {
    throw new FwError('FW_ERR_BODY_LIMIT_CONFIG', {
      reason: `max must be a whole number of bytes, 0 or more, got ${String(max)}`,
    });
  }
}

/**
 * Checks `timeout` options; throws `FW_ERR_TIMEOUT_CONFIG` naming the first bad one.
 *
 * @example checkTimeoutOptions({ ms: 0 }) // throws: ... ms must be a number of milliseconds from 1 to 2147483647, got 0
 */
export function checkTimeoutOptions(options: unknown): void {
  const { ms, status = 503, message } = (options ?? {}) as { ms?: unknown; status?: unknown; message?: unknown };
  if (typeof ms !== 'number' || !(ms >= 1 && ms <= MAX_MS))
    fail(`ms must be a number of milliseconds from 1 to ${MAX_MS}, got ${String(ms)}`);
  if (!Number.isInteger(status) || (status as number) < 400 || (status as number) > 599)
    fail(`status must be an error status from 400 to 599, got ${String(status)}`);
  if (message !== undefined && typeof message !== 'string') fail(`message must be a string, got ${typeof message}`);
}

function fail(reason: string): never {
  throw new FwError('FW_ERR_TIMEOUT_CONFIG', { reason });
}
