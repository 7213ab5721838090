/** JSON text for documents and schemas, with large integers written with every digit. */

/** Integers from here up are written by JSON.stringify in exponent form (`1e+21`), which names the value it reads back as exactly enough. */
const EXPONENT_FORM = 1e21;

/**
 * `JSON.stringify(value, null, indent)`, except that an integer beyond 2^53 and below 10^21 is
 * written with all its digits: `2 ** 64` as `18446744073709551616`, where JSON.stringify writes
 * `18446744073709552000`, the shortest text that reads back as the same double but, read as a
 * decimal integer (by a person, or a parser with exact integers), a different number. So a bound
 * such as `uint64`'s `exclusiveMaximum` states exactly the double the validator compares with.
 * The output depends only on the value.
 *
 * @example exactJson({ exclusiveMaximum: 2 ** 64 }) // '{"exclusiveMaximum":18446744073709551616}'
 */
export function exactJson(value: unknown, indent?: number): string {
  let large = false;
  const plain = JSON.stringify(
    value,
    (_key, v: unknown) => {
      if (isLargeInteger(v)) large = true;
      return v;
    },
    indent,
  );
  if (!large) return plain;
  // A marker that is not in the text: each large integer is written as "<marker><digits>", whose
  // quotes are then removed. A prefix of the plain text cannot hold it.
  let marker = '@fw-integer:';
  while (plain.includes(marker)) marker = `@${marker}`;
  const text = JSON.stringify(
    value,
    (_key, v: unknown) => (isLargeInteger(v) ? marker + BigInt(v).toString() : v),
    indent,
  );
  return text.split(`"${marker}`).reduce((out, part, i) => {
    if (i === 0) return part;
    const quote = part.indexOf('"');
    return out + part.slice(0, quote) + part.slice(quote + 1);
  }, '');
}

function isLargeInteger(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    !Number.isSafeInteger(value) &&
    Math.abs(value) < EXPONENT_FORM
  );
}
