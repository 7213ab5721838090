/** The one way fw names a value in a message: a configuration error's "got ...", a validation problem's "found". */

/**
 * A value as a message names it, without printing what could be large or private: a string as
 * JSON (cut after 64 characters), a number, boolean, bigint (`12n`), symbol, `null` or `undefined`
 * as written, and any other value by its kind (`an array of 3`, `a function`, `an object`). Never
 * throws, whatever the value (a proxy, an object without a prototype).
 *
 * @example describeValue('8080') // '"8080"'
 * @example describeValue({ port: 1 }) // 'an object'
 */
export function describeValue(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value.length > 64 ? value.slice(0, 64) + '...' : value);
    case 'bigint':
      return `${value}n`;
    case 'function':
      return 'a function';
    case 'symbol':
      return value.toString();
    case 'object':
      if (value === null) return 'null';
      try {
        return Array.isArray(value) ? `an array of ${value.length}` : 'an object';
      } catch {
        // A revoked proxy.
        return 'an object';
      }
    default:
      return String(value);
  }
}
