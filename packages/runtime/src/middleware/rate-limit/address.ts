/** The client-address key of rateLimit: IPv4 as it is, IPv4-mapped IPv6 as its IPv4, other IPv6 by network prefix. */

/**
 * Turns a valid IP address (as `net.isIP` accepts it, or a socket's `remoteAddress`) into the
 * key one client counts against, with `groups` as scratch space (8 entries):
 *
 * - IPv4 is the key as it is: `203.0.113.7`.
 * - IPv4-mapped IPv6 (`::ffff:203.0.113.7`, `::ffff:cb00:7107`, `0:0:0:0:0:ffff:...`), which a
 *   dual-stack listener reports for IPv4 clients, is that IPv4 address, so a client counts alike
 *   on either kind of listener.
 * - Other IPv6 is its first `prefix` bits, written as the masked 16-bit groups, `::` and the
 *   prefix length: `2001:db8:1:2::/64` for `2001:0db8:0001:0002:abcd::1%eth0`. A zone id (`%eth0`)
 *   is dropped; compressed, full and mixed (`::1.2.3.4`) spellings give the same key. One host
 *   usually owns a whole /64 and can pick any address in it, so keying by full address would let
 *   it take 2^64 fresh windows.
 *
 * @example addressKey('2001:db8:1:2::7', 64, new Uint16Array(8)) // '2001:db8:1:2::/64'
 */
export function addressKey(address: string, prefix: number, groups: Uint16Array): string {
  if (address.indexOf(':') === -1) return address;
  // The usual spelling of a mapped address, straight from a dual-stack socket.
  if (address.startsWith('::ffff:') && address.indexOf('.') !== -1 && address.indexOf(':', 7) === -1)
    return address.slice(7);
  expand(address, groups);
  if (
    groups[0] === 0 &&
    groups[1] === 0 &&
    groups[2] === 0 &&
    groups[3] === 0 &&
    groups[4] === 0 &&
    groups[5] === 0xffff
  ) {
    return `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`;
  }
  const whole = prefix >> 4;
  const rest = prefix & 15;
  let key = '';
  for (let i = 0; i < whole; i++) key += (i === 0 ? '' : ':') + groups[i]!.toString(16);
  if (rest !== 0) key += (whole === 0 ? '' : ':') + (groups[whole]! & (0xffff << (16 - rest))).toString(16);
  return key + (prefix < 128 ? '::/' : '/') + prefix;
}

function hexValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x57 : 0;
}

/** Writes the eight 16-bit groups of a valid IPv6 address (zone id ignored) into `groups`. */
function expand(address: string, groups: Uint16Array): void {
  groups.fill(0);
  const zone = address.indexOf('%');
  const end = zone === -1 ? address.length : zone;
  let count = 0;
  let gap = -1;
  let i = 0;
  if (address.charCodeAt(0) === 0x3a && address.charCodeAt(1) === 0x3a) {
    gap = 0;
    i = 2;
  }
  while (i < end && count < 8) {
    let j = i;
    let dotted = false;
    while (j < end && address.charCodeAt(j) !== 0x3a) {
      if (address.charCodeAt(j) === 0x2e) dotted = true;
      j++;
    }
    if (dotted) {
      // An IPv4 tail, `a.b.c.d`: the last two groups.
      let v4 = 0;
      let octet = 0;
      for (let k = i; k <= j; k++) {
        const code = k < j ? address.charCodeAt(k) : 0x2e;
        if (code === 0x2e) {
          v4 = v4 * 256 + octet;
          octet = 0;
        } else octet = octet * 10 + (code - 0x30);
      }
      groups[count++] = Math.floor(v4 / 65536);
      groups[count++] = v4 % 65536;
      break;
    }
    let value = 0;
    for (let k = i; k < j; k++) value = (value << 4) | hexValue(address.charCodeAt(k));
    groups[count++] = value;
    if (j >= end) break;
    if (address.charCodeAt(j + 1) === 0x3a) {
      gap = count;
      i = j + 2;
    } else i = j + 1;
  }
  if (gap !== -1 && count < 8) {
    // Move the groups after `::` to the end and zero the ones it stands for.
    const tail = count - gap;
    for (let k = 0; k < tail; k++) groups[7 - k] = groups[count - 1 - k]!;
    for (let k = gap; k < 8 - tail; k++) groups[k] = 0;
  }
}
