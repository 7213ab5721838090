/** compress: br, gzip or deflate response bodies, chosen by the request's Accept-Encoding. */
import type { OutgoingHttpHeader, ServerResponse } from 'node:http';
import { pipeline, type Transform } from 'node:stream';
import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createDeflate,
  createGzip,
  deflateSync,
  gzipSync,
  type BrotliOptions,
} from 'node:zlib';
import { mediaType } from '../../body.js';
import type { Context, Middleware, OutgoingResponse, SendHook } from '../../context.js';
import { FwError } from '../../errors.js';
import { bytesOnly } from '../../stream-body.js';
import { negotiate } from './negotiate.js';

/** A content coding `compress` can produce. */
export type CompressEncoding = 'br' | 'gzip' | 'deflate';

/** `compress` options. */
export interface CompressOptions {
  /** Bodies smaller than this many bytes are sent as they are; default 1024. */
  readonly threshold?: number;
  /**
   * The codings offered, in the server's order of preference (used when the client rates several
   * equally); default `['br', 'gzip', 'deflate']`.
   */
  readonly encodings?: readonly CompressEncoding[];
}

const SUPPORTED: readonly CompressEncoding[] = ['br', 'gzip', 'deflate'];

/** Whether a value is a non-empty list of distinct supported encodings. */
function isEncodingList(value: unknown): value is readonly CompressEncoding[] {
  if (!Array.isArray(value) || value.length === 0) return false;
  const items: readonly unknown[] = value;
  return items.every((e, i) => SUPPORTED.some((s) => s === e) && items.indexOf(e) === i);
}

/** Byte bodies up to this size are compressed synchronously in the send hook; larger ones on the thread pool. */
const SYNC_LIMIT = 64 * 1024;
/** Brotli quality 4: close to gzip's speed with smaller output; 11 (zlib's default) is far too slow per request. */
const BROTLI_QUALITY = 4;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_COVERED = /(?:^|,)\s*(?:\*|accept-encoding)\s*(?:,|$)/i;
/** Media types outside `text/*` and the `+json`/`+xml` suffixes that compress well. */
const COMPRESSIBLE = new Set([
  'application/json',
  'application/javascript',
  'application/x-javascript',
  'application/ecmascript',
  'application/xml',
  'application/wasm',
  'application/graphql',
  'application/x-www-form-urlencoded',
  'application/vnd.ms-fontobject',
  'font/ttf',
  'font/otf',
  'image/bmp',
  'image/x-icon',
  'image/vnd.microsoft.icon',
]);

function noop(): void {}

function brotliOptions(size: number): BrotliOptions {
  const params: Record<number, number> = { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY };
  if (Number.isFinite(size)) params[constants.BROTLI_PARAM_SIZE_HINT] = size;
  return { params };
}

function compressSync(encoding: CompressEncoding, body: Buffer): Buffer {
  if (encoding === 'br') return brotliCompressSync(body, brotliOptions(body.length));
  return encoding === 'gzip' ? gzipSync(body) : deflateSync(body);
}

function encoder(encoding: CompressEncoding, size: number): Transform {
  if (encoding === 'br') return createBrotliCompress(brotliOptions(size));
  return encoding === 'gzip' ? createGzip() : createDeflate();
}

/** Whether a Content-Type is worth compressing: text (but not event streams), JSON, JavaScript, XML, SVG, wasm, a few fonts. */
function compressible(type: string): boolean {
  const media = mediaType(type);
  if (media.startsWith('text/')) return media !== 'text/event-stream';
  return COMPRESSIBLE.has(media) || media.endsWith('+json') || media.endsWith('+xml');
}

function headerText(value: OutgoingHttpHeader): string {
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** Adds `Accept-Encoding` to Vary unless Vary already names it or is `*`. */
function addVary(res: ServerResponse): void {
  const vary = res.getHeader('vary');
  if (vary === undefined) {
    res.setHeader('vary', 'Accept-Encoding');
    return;
  }
  const text = headerText(vary);
  if (VARY_COVERED.test(text)) return;
  res.setHeader('vary', text.trim() === '' ? 'Accept-Encoding' : `${text}, Accept-Encoding`);
}

/**
 * Compresses response bodies with the best coding the client accepts (`Accept-Encoding`, with
 * q-values: `gzip;q=0` excludes gzip, `*` covers codings not named, the higher q wins and ties
 * go to the order of `encodings`; `x-gzip` counts as gzip). Without an acceptable coding (or
 * without the header) the body goes out as it is, even when `identity;q=0` forbids that: an
 * uncompressed answer is more useful than a 406.
 *
 * Compressed: bodies from the helpers (`text`, `json`, `html`, `send`) and streams
 * (`ctx.stream`, staticFiles) of at least `threshold` bytes (a stream counts by its
 * Content-Length; without one it is compressed) whose Content-Type is text (except
 * `text/event-stream`), JSON, JavaScript, XML, SVG, wasm or another `+json`/`+xml` type.
 * Left alone: HEAD requests, 1xx, 204, 206 and 304 answers, bodies with a Content-Encoding or
 * Content-Range, `Cache-Control: no-transform`, and other types (images, audio, video, archives,
 * fonts already compressed such as woff2).
 *
 * When a body qualifies, `Vary: Accept-Encoding` is added (appended to an existing Vary) whether
 * or not this client gets it compressed, so caches keep the variants apart. A compressed answer
 * sets `Content-Encoding`, drops `Accept-Ranges` (ranges would refer to the uncompressed bytes)
 * and turns a strong ETag weak; Content-Length is set by the core for bytes and removed for
 * streams (chunked).
 *
 * Byte bodies up to 64 KiB are compressed synchronously (well under a millisecond for typical
 * JSON; the hook cannot wait); larger ones, and all streams, go through a zlib stream, which
 * works on libuv's thread pool and leaves the event loop free (the answer is then chunked).
 * Brotli runs at quality 4, gzip and deflate at zlib's default level 6. For the order with
 * `etag`, see there: `[etag(), compress()]`.
 *
 * @param options `{ threshold = 1024, encodings = ['br', 'gzip', 'deflate'] }`
 * @example
 * const App = Router.define({ middleware: [etag(), compress({ encodings: ['gzip'] })], routes })
 * // GET /report with Accept-Encoding: gzip, br -> Content-Encoding: gzip, Vary: Accept-Encoding
 *
 * @fwOptions compress
 */
export function compress({ threshold = 1024, encodings = SUPPORTED }: CompressOptions = {}): Middleware {
  if (typeof threshold !== 'number' || !Number.isInteger(threshold) || threshold < 0) {
    throw new FwError('FW_ERR_COMPRESS_CONFIG', {
      reason: `threshold must be a whole number of bytes >= 0, got ${String(threshold)}`,
    });
  }
  if (!isEncodingList(encodings)) {
    throw new FwError('FW_ERR_COMPRESS_CONFIG', {
      reason: `encodings must be a non-empty list of distinct "br", "gzip" and "deflate", got ${JSON.stringify(encodings)}`,
    });
  }
  const offered: readonly CompressEncoding[] = Object.freeze([...encodings]);
  // Clients send the same few Accept-Encoding values over and over: remember the last answer.
  let lastHeader: string | undefined;
  let lastChoice: CompressEncoding | null = null;

  const hook: SendHook = function compressResponse(out: OutgoingResponse, ctx: Context): void {
    const body = out.body;
    const status = out.status;
    if (body === null || status < 200 || status === 204 || status === 206 || status === 304) return;
    const res = ctx.res;
    if (res.hasHeader('content-encoding') || res.hasHeader('content-range')) return;
    const type = res.getHeader('content-type');
    if (typeof type !== 'string' || !compressible(type)) return;
    let size: number;
    if (Buffer.isBuffer(body)) size = body.length;
    else {
      const length = res.getHeader('content-length');
      size = length === undefined ? Infinity : Number(length);
    }
    if (!(size >= threshold)) return;
    const cacheControl = res.getHeader('cache-control');
    if (cacheControl !== undefined && NO_TRANSFORM.test(headerText(cacheControl))) return;
    addVary(res);
    const header = ctx.req.headers['accept-encoding'];
    if (header === undefined) return;
    if (header !== lastHeader) {
      lastChoice = negotiate(header, offered);
      lastHeader = header;
    }
    const encoding = lastChoice;
    if (encoding === null) return;
    res.setHeader('content-encoding', encoding);
    res.removeHeader('accept-ranges');
    const tag = res.getHeader('etag');
    if (typeof tag === 'string' && tag.charCodeAt(0) === 0x22) res.setHeader('etag', `W/${tag}`);
    if (Buffer.isBuffer(body)) {
      if (size <= SYNC_LIMIT) out.body = compressSync(encoding, body);
      else {
        const zip = encoder(encoding, size);
        zip.end(body);
        out.body = zip;
      }
      return;
    }
    const zip = encoder(encoding, size);
    // Either side failing or closing early destroys both; the core reports the encoder's error.
    // An object-mode body (Readable.from) goes through bytesOnly, so a value zlib cannot take fails
    // the stream instead of throwing out of node's pipe.
    if (body.readableObjectMode) pipeline(body, bytesOnly(), zip, noop);
    else pipeline(body, zip, noop);
    out.body = zip;
  };

  return function compressResponses(ctx: Context, next: () => Promise<void>): unknown {
    if (ctx.method !== 'HEAD') ctx.beforeSend(hook);
    return next();
  };
}
