/** JSON serialization that writes bigint values as JSON integers instead of throwing. */
import { randomUUID } from 'node:crypto';

/**
 * `JSON.stringify`, except that a `bigint` becomes a JSON integer (`{"n":12345678901234567890}`).
 * The fast path is plain `JSON.stringify`; only a value that holds a bigint takes the slower one.
 *
 * @example stringify({ id: 2n ** 64n }) // '{"id":18446744073709551616}'
 */
export function stringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? 'null';
  } catch (error) {
    if (!(error instanceof TypeError) || !/BigInt/i.test(error.message)) throw error;
  }
  // A marker no input can contain: a fresh random id. Each bigint is written as "<marker><digits>"
  // and the quotes around it are then removed.
  const marker = `@fw-bigint-${randomUUID()}:`;
  const text =
    JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? marker + v.toString() : v)) ?? 'null';
  return text.replace(new RegExp(`"${marker}(-?\\d+)"`, 'g'), '$1');
}
