/** requestId: takes the client's request ID when it is safe, or makes a unique one, and echoes it. */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Context } from '../../context.js';
import { FwError } from '../../errors.js';
import { onRequest } from '../../pipeline.js';
import { describeValue } from '../../describe-value.js';

/** `requestId` options. */
export interface RequestIdOptions {
  /** Request header read and response header set; default `X-Request-Id`. */
  readonly headerName?: string;
  /** `ctx.assigns` key the ID is stored under; default `request_id`. */
  readonly assignKey?: string;
}

/** What a client's ID may be: 1 to 255 characters of letters, digits and `._~:+/=-`. */
const SAFE_ID = /^[A-Za-z0-9._~:+/=-]{1,255}$/;
/** 16^6: the timestamp's low six hex digits. */
const LOW_RANGE = 0x1000000;
const ZEROS = ['', '0', '00', '000', '0000', '00000', '000000'] as const;
/** An HTTP field name (RFC 9110 token). */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * Gives every request an ID:
 *
 * 1. reads the `headerName` request header;
 * 2. uses the client's value unchanged when it is 1 to 255 characters of `[A-Za-z0-9._~:+/=-]`
 *    (UUIDs, ULIDs, base64 and the IDs of common proxies pass); any other value (empty, longer,
 *    with spaces, quotes or control characters) is ignored, so it never reaches logs or headers;
 * 3. otherwise generates `fw-<timestamp_hex>-<counter_hex>`, for example
 *    `fw-660c2d2a443be-01e2401a2b3c4d0`;
 * 4. stores the ID in `ctx.assigns[assignKey]` and sets the `headerName` response header, before
 *    the rest of the chain runs, so error responses carry it too.
 *
 * Generated IDs: `timestamp_hex` is microseconds since the Unix epoch from a monotonic clock
 * (`performance.timeOrigin` plus `performance.now()`, which never goes backwards), in lower-case
 * hex. `counter_hex` is this middleware's request counter, written in hex after a fixed
 * 14-hex-digit start made when the middleware is created: 6 digits of the process ID and 8
 * random digits. So IDs are unique across requests (the counter grows by one per request and is
 * a plain number: Node runs one request's code at a time, so "atomic" holds per process), across
 * processes on one host started at the same instant (different process IDs), and across hosts
 * and middleware instances (32 random bits, and the timestamp).
 *
 * @param options `{ headerName = 'X-Request-Id', assignKey = 'request_id' }`
 * @example
 * const App = Router.define({ middleware: [requestId(), structuredLogger()], routes })
 * // in a handler: ctx.getAssign('request_id') // 'fw-660c2d2a443be-01e2401a2b3c4d0'
 *
 * @fwOptions requestId
 */
export function requestId({ headerName = 'X-Request-Id', assignKey = 'request_id' }: RequestIdOptions = {}): (
  ctx: Context,
  next: () => Promise<void>,
) => Promise<void> {
  if (typeof headerName !== 'string' || !TOKEN.test(headerName)) {
    throw new FwError('FW_ERR_REQUEST_ID_CONFIG', {
      reason: `headerName must be an HTTP header name (letters, digits and !#$%&'*+.^_\`|~-), got ${describeValue(headerName)}`,
    });
  }
  if (typeof assignKey !== 'string' || assignKey === '') {
    throw new FwError('FW_ERR_REQUEST_ID_CONFIG', {
      reason: `assignKey must be a non-empty string, got ${describeValue(assignKey)}`,
    });
  }
  const lower = headerName.toLowerCase();
  const originUs = Math.round(performance.timeOrigin * 1000);
  const start = '-' + (process.pid & 0xffffff).toString(16).padStart(6, '0') + randomBytes(4).toString('hex');
  let counter = 0;
  // Hex of a 50-bit number is slow; the time is written as a high part (cached: it changes every
  // 16.8 s) and 6 digits of low part, both small integers.
  let high = -1;
  let highHex = '';

  function generate(now: number): string {
    const us = originUs + Math.floor(now * 1000);
    const hi = Math.floor(us / LOW_RANGE);
    if (hi !== high) {
      high = hi;
      highHex = hi.toString(16);
    }
    const low = (us - hi * LOW_RANGE).toString(16);
    return 'fw-' + highHex + ZEROS[6 - low.length] + low + start + (counter++).toString(16);
  }

  return onRequest('requestId', (ctx: Context) => {
    const given = ctx.req.headers[lower];
    const id = typeof given === 'string' && SAFE_ID.test(given) ? given : generate(ctx.startedAt);
    ctx.assigns[assignKey] = id;
    ctx.setHeader(headerName, id);
  });
}
