/** Picks a content coding from an Accept-Encoding header, for compress. */
import { parseParameters } from '../../media-type.js';

/** A q-value by RFC 9110: 0 to 1 with at most three decimals (anchored, no nested repetition: linear). */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * The `q` of an entry whose parameters start at `semi` (`gzip;q=0.5`): 1 when absent, -1 when
 * the parameters are malformed, name `q` twice, or give a q that is not a q-value (the entry is
 * then ignored). Read by the shared parameter parser, as media types are.
 */
function weight(entry: string, semi: number): number {
  const params = new Map<string, string>();
  if (parseParameters(entry, semi, params) !== null) return -1;
  const q = params.get('q');
  if (q === undefined) return 1;
  return QVALUE.test(q) ? Number(q) : -1;
}

/**
 * The coding of `offered` the header rates highest (ties: the earlier in `offered`), or null when
 * none has a q above 0. A coding the header does not name gets the q of `*`, or 0 without one.
 * Names are case-insensitive and `x-gzip` means gzip. Malformed entries, and entries that give a
 * parameter twice (`gzip;q=1;q=0`, which readers would take either way), are ignored.
 *
 * @example negotiate('gzip;q=0.5, br', ['br', 'gzip']) // 'br'
 * @example negotiate('*, gzip;q=0', ['gzip', 'deflate']) // 'deflate'
 */
export function negotiate<E extends string>(header: string, offered: readonly E[]): E | null {
  const rated = new Array<number>(offered.length).fill(-1);
  let star = -1;
  for (const entry of header.split(',')) {
    const semi = entry.indexOf(';');
    let name = (semi === -1 ? entry : entry.slice(0, semi)).trim().toLowerCase();
    if (name === '') continue;
    const q = semi === -1 ? 1 : weight(entry, semi);
    if (q < 0) continue;
    if (name === '*') {
      star = Math.max(star, q);
      continue;
    }
    if (name === 'x-gzip') name = 'gzip';
    const index = offered.indexOf(name as E);
    if (index !== -1) rated[index] = Math.max(rated[index]!, q);
  }
  let best: E | null = null;
  let bestQ = 0;
  for (let i = 0; i < offered.length; i++) {
    const q = rated[i]! >= 0 ? rated[i]! : Math.max(star, 0);
    if (q > bestQ) {
      best = offered[i]!;
      bestQ = q;
    }
  }
  return best;
}
