/** Reading request bodies with a byte limit, and parsing JSON safely. */
import { isAscii } from 'node:buffer';
import type { IncomingMessage } from 'node:http';
import { FwError } from './errors.js';
import { isProblem, isUtf8, parseMediaType } from './media-type.js';

/** Default request body limit: 1 MiB. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** True when the request announces no body (no Content-Length or zero, and no Transfer-Encoding). */
export function hasNoBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return (length === undefined || length === '0') && req.headers['transfer-encoding'] === undefined;
}

/** Settled once; what the fast path waits on before looking at the request's buffer. */
const RESOLVED = Promise.resolve();

/**
 * Reads the whole body into one Buffer, failing with 413 as soon as more than `limit` bytes
 * arrive (or Content-Length announces more) and with 400 when the stream ends early. With
 * `finish`, the promise settles with what `finish(body)` returns (or rejects with what it
 * throws), so a caller that turns the bytes into something else needs no second promise; `body`
 * is then the bytes as read, one buffer or the chunks they arrived in (see {@link BodyBytes}).
 *
 * A body with a Content-Length usually arrives in the same packet as the headers: node:http
 * buffers it in the request right after the `request` event, before the next microtask. When
 * the whole announced body is there by then, it is taken with one `read()`, without `data` and
 * `end` listeners and the ticks that deliver them; otherwise the body is read from the events.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer>;
export function readBody<T>(req: IncomingMessage, limit: number, finish: (body: BodyBytes) => T): Promise<T>;
export function readBody<T>(
  req: IncomingMessage,
  limit: number,
  finish?: (body: BodyBytes) => T,
): Promise<T | BodyBytes> {
  const declared = req.headers['content-length'];
  const length = declared === undefined ? -1 : Number(declared);
  if (length > limit) return Promise.reject(new FwError('FW_ERR_BODY_TOO_LARGE', { limit }));
  if (length === 0 || req.readableEnded) return settleWith(Buffer.alloc(0), finish);
  if (length === -1 || req.headers['transfer-encoding'] !== undefined) return listen(req, limit, -1, finish);
  return RESOLVED.then(() => {
    if (!isBuffered(req, length)) return listen(req, limit, length, finish);
    const body = takeBuffered(req, length);
    return finish === undefined ? body : finish(body);
  });
}

/** Whether all `length` announced bytes wait in the request's buffer, untouched by any reader. */
function isBuffered(req: IncomingMessage, length: number): boolean {
  return req.readableLength === length && req.readableFlowing !== true && req.readableEncoding === null;
}

/**
 * The whole body, taken now with one `read()` when its announced Content-Length (more than 0 and
 * within `limit`) is all waiting in the request's buffer, as it is from the first microtask after
 * the `request` event for a body sent with its headers; null otherwise (no length, chunked, over
 * the limit, not all there yet, or already being read), and then `readBody` does the rest.
 */
export function bufferedBody(req: IncomingMessage, limit: number): Buffer | null {
  const declared = req.headers['content-length'];
  if (declared === undefined || req.headers['transfer-encoding'] !== undefined) return null;
  const length = Number(declared);
  if (!(length > 0 && length <= limit) || !isBuffered(req, length)) return null;
  return takeBuffered(req, length);
}

/**
 * Takes the whole body, `length` bytes waiting in the request's buffer, with one `read()`. The
 * request is then left flowing, so that it still ends and closes as a consumed request does once
 * node:http has seen the end of the message.
 */
function takeBuffered(req: IncomingMessage, length: number): Buffer {
  const body = req.read() as unknown;
  if (!Buffer.isBuffer(body) || body.length !== length) throw new FwError('FW_ERR_BODY_INCOMPLETE');
  // The setter node's Readable has (typed read-only): sets the state `resume()` would, without the tick.
  (req as { readableFlowing: boolean | null }).readableFlowing = true;
  return body;
}

/** The first size of the buffer a body arriving in many chunks is gathered in. */
const FIRST_CAPACITY = 16 * 1024;

/**
 * The most chunks a body is kept in as they arrived. A larger body arrives in chunks of up to 64
 * KiB, and keeping them saves copying them into one new buffer (for a body of a megabyte, as much
 * CPU as parsing it); a body in more chunks than this is gathered into one buffer instead.
 */
const MAX_KEPT_CHUNKS = 32;

/**
 * A body as read: one buffer, or the chunks it arrived in, in order ({@link joinBody} makes one
 * buffer of them; {@link parseJson} decodes them one by one).
 */
export type BodyBytes = Buffer | readonly Buffer[];

/** The body as one buffer (the chunks copied one after another when it arrived in several). */
export function joinBody(body: BodyBytes): Buffer {
  return Buffer.isBuffer(body) ? body : Buffer.concat(body);
}

/**
 * The size to grow a body buffer holding `size` bytes to, for `needed` bytes: twice as large, at
 * least FIRST_CAPACITY, at most the announced length (or the limit when none was announced).
 */
function capacity(size: number, needed: number, most: number): number {
  return Math.max(needed, Math.min(Math.max(2 * size, FIRST_CAPACITY), most));
}

/**
 * Reads the body from the request's events. `length` is the announced Content-Length (within
 * `limit`), or -1. Up to MAX_KEPT_CHUNKS chunks are kept as they arrived; from the next one on,
 * they are all copied into one buffer that doubles as needed, never beyond the announced length or
 * the limit. So a body sent as a million one-byte chunks holds one buffer of about its size, not a
 * million Buffers (each a JS object and a separate allocation: some 150 bytes of heap per byte of
 * body).
 */
function listen<T>(
  req: IncomingMessage,
  limit: number,
  length: number,
  finish: ((body: BodyBytes) => T) | undefined,
): Promise<T | BodyBytes> {
  // A destroyed request has closed already (or will only close): its events would never settle the read.
  if (req.destroyed) return Promise.reject(new FwError('FW_ERR_BODY_INCOMPLETE'));
  const most = length === -1 ? limit : length;
  return new Promise((resolve, reject) => {
    /** The chunks so far, as they arrived; null once `gathered` holds the body. */
    let chunks: Buffer[] | null = [];
    /** Every chunk so far, copied one after another; its first `size` bytes are the body. */
    let gathered: Buffer | null = null;
    let size = 0;
    // Settled once; the listeners stay on the finished request rather than being removed one by
    // one (removing four listeners cost more per request than the read itself).
    let settled = false;
    req.on('data', (chunk: Buffer) => {
      if (settled) return;
      const total = size + chunk.length;
      if (total > limit) {
        settled = true;
        chunks = gathered = null;
        req.pause();
        reject(new FwError('FW_ERR_BODY_TOO_LARGE', { limit }));
        return;
      }
      if (chunks !== null && chunks.length < MAX_KEPT_CHUNKS) {
        chunks.push(chunk);
      } else {
        if (gathered === null) {
          gathered = Buffer.allocUnsafe(capacity(size, total, most));
          let at = 0;
          for (const kept of chunks!) at += kept.copy(gathered, at);
          chunks = null;
        } else if (total > gathered.length) {
          const grown = Buffer.allocUnsafe(capacity(size, total, most));
          gathered.copy(grown, 0, 0, size);
          gathered = grown;
        }
        chunk.copy(gathered, size);
      }
      size = total;
    });
    req.on('end', () => {
      if (settled) return;
      settled = true;
      let body: BodyBytes;
      if (gathered !== null) {
        // The unused end was never written: zero it, so no stale memory sits behind the body.
        if (size < gathered.length) gathered.fill(0, size);
        body = gathered.subarray(0, size);
      } else body = size === 0 ? Buffer.alloc(0) : chunks!.length === 1 ? chunks![0]! : chunks!;
      chunks = gathered = null;
      if (finish === undefined) resolve(joinBody(body));
      else {
        try {
          resolve(finish(body));
        } catch (error) {
          reject(error);
        }
      }
    });
    req.on('error', (error: Error) => {
      if (settled) return;
      settled = true;
      chunks = gathered = null;
      reject(new FwError('FW_ERR_BODY_INCOMPLETE', {}, { cause: error }));
    });
    req.on('close', () => {
      if (settled) return;
      settled = true;
      chunks = gathered = null;
      reject(new FwError('FW_ERR_BODY_INCOMPLETE'));
    });
  });
}

function settleWith<T>(body: Buffer, finish: ((body: BodyBytes) => T) | undefined): Promise<T | Buffer> {
  if (finish === undefined) return Promise.resolve(body);
  try {
    return Promise.resolve(finish(body));
  } catch (error) {
    return Promise.reject(error);
  }
}

/**
 * The media type of a Content-Type header, lower-cased, without parameters: the text before the
 * first `;`, trimmed. Lenient (it does not check the parameters); {@link parseMediaType} is the
 * strict reading the body parsers use.
 *
 * @example mediaType('Text/HTML; charset=utf-8') // 'text/html'
 */
export function mediaType(contentType: string | undefined): string {
  if (contentType === undefined) return '';
  const semi = contentType.indexOf(';');
  return (semi === -1 ? contentType : contentType.slice(0, semi)).trim().toLowerCase();
}

/**
 * What a request's Content-Type lets fw parse: `json` (`application/json` or
 * `application/<x>+json`), `form` (`application/x-www-form-urlencoded`), each with no charset or
 * a UTF-8 one; `other` (another media type, another charset, or no header); `invalid` (not one
 * unambiguous media type: malformed, or a parameter given twice, see {@link parseMediaType}).
 * The two JSON spellings nearly every client sends are recognised without parsing.
 *
 * @example contentKind('application/json; charset=utf-8; charset=utf-16') // 'invalid'
 */
export function contentKind(contentType: string | undefined): 'json' | 'form' | 'other' | 'invalid' {
  if (contentType === 'application/json' || contentType === 'application/json; charset=utf-8') return 'json';
  if (contentType === undefined) return 'other';
  if (contentType === FORM_TYPE) return 'form';
  const type = parseMediaType(contentType);
  if (isProblem(type)) return 'invalid';
  if (!isUtf8(type)) return 'other';
  const essence = type.essence;
  if (essence === 'application/json' || (essence.startsWith('application/') && essence.endsWith('+json')))
    return 'json';
  return essence === FORM_TYPE ? 'form' : 'other';
}

/**
 * True for `application/json` and `application/<x>+json` with no charset or a UTF-8 one, given
 * once; false for anything else, a Content-Type that is not one unambiguous media type included.
 *
 * @example isJsonContentType('application/problem+json; charset="UTF-8"') // true
 */
export function isJsonContentType(contentType: string | undefined): boolean {
  return contentKind(contentType) === 'json';
}

/**
 * The error for a body whose Content-Type fw does not parse: `FW_ERR_MEDIA_TYPE_INVALID` (415,
 * naming the problem) when it is not one unambiguous media type, else `otherwise(type)`, where
 * `type` is the header as messages show it (quoted, cut to 64 characters, or `no Content-Type`).
 */
export function contentTypeError(contentType: string | undefined, otherwise: (type: string) => FwError): FwError {
  const shown =
    contentType === undefined
      ? 'no Content-Type'
      : JSON.stringify(contentType.length > 64 ? `${contentType.slice(0, 64)}...` : contentType);
  if (contentType === undefined) return otherwise(shown);
  const type = parseMediaType(contentType);
  return isProblem(type)
    ? new FwError('FW_ERR_MEDIA_TYPE_INVALID', { type: shown, problem: type.problem })
    : otherwise(shown);
}

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** Keys that can pollute prototypes, spelled plainly or with escapes (any `\u` escape). */
const RISKY = /__proto__|constructor|\\u/;
const BLANK = /^[\t\n\r ]*$/;
/**
 * Strict UTF-8: invalid bytes throw instead of becoming U+FFFD. A leading byte order mark is kept,
 * so JSON.parse refuses it as before (RFC 8259 forbids sending one).
 */
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Decodes UTF-8 strictly (400 on invalid bytes) and parses JSON (400 with the reason), refusing
 * prototype-polluting keys and strings or keys that escape a lone surrogate (`"\\ud800"`, 400
 * FW_ERR_BODY_INVALID_UTF8: the same code point sent as UTF-8 bytes is refused by the decoder).
 * A body in chunks is decoded chunk by chunk, so no buffer of its whole size is made.
 */
export function parseJson(raw: Uint8Array | readonly Uint8Array[]): unknown {
  let text: string;
  try {
    // Decodes and checks the bytes in one pass (faster for small bodies than toString plus a check).
    text = raw instanceof Uint8Array ? STRICT_UTF8.decode(raw) : decodeChunks(raw);
  } catch {
    throw new FwError('FW_ERR_BODY_INVALID_UTF8');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    if (BLANK.test(text)) throw new FwError('FW_ERR_BODY_EMPTY');
    throw new FwError('FW_ERR_BODY_INVALID_JSON', { reason: (error as Error).message });
  }
  // One scan for the common case: a text with no `\u` escape cannot spell a lone surrogate either.
  if (RISKY.test(text)) {
    rejectPollution(value);
    if (SURROGATE_ESCAPE.test(text)) rejectLoneSurrogates(value);
  }
  return value;
}

/**
 * Strict UTF-8 decoding of a body's chunks in order, as one text: a chunk of ASCII only (the
 * usual JSON body) is read byte for byte (as Latin-1, which agrees with UTF-8 below 0x80), until
 * the first that is not; from there a streaming decoder of its own (a character may be split
 * between two chunks) decodes the rest and throws on invalid bytes.
 */
function decodeChunks(chunks: readonly Uint8Array[]): string {
  let text = '';
  let decoder: InstanceType<typeof TextDecoder> | undefined;
  for (const chunk of chunks) {
    if (decoder === undefined && isAscii(chunk))
      text += Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1');
    else
      text += (decoder ??= new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })).decode(chunk, { stream: true });
  }
  return decoder === undefined ? text : text + decoder.decode();
}

/**
 * A `\uD800`-`\uDFFF` escape: the only way a lone surrogate gets into JSON that passed the strict
 * UTF-8 decoder. Its UTF-8 spelling (`ED A0 80`) is refused, so this spelling is refused too.
 */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;
/** A surrogate code unit that is not half of a pair (in `u` mode a pair is one code point). */
const LONE_SURROGATE = /\p{Cs}/u;

/** Throws FW_ERR_BODY_INVALID_UTF8 when a string or key in the parsed value holds a lone surrogate. */
function rejectLoneSurrogates(value: unknown): void {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (LONE_SURROGATE.test(item)) throw new FwError('FW_ERR_BODY_INVALID_UTF8');
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    for (const key in item) {
      if (LONE_SURROGATE.test(key)) throw new FwError('FW_ERR_BODY_INVALID_UTF8');
      stack.push((item as Record<string, unknown>)[key]);
    }
  }
}

/** Throws when a parsed value holds a `__proto__` key or a `constructor` object with a `prototype` key. */
function rejectPollution(value: unknown): void {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item !== 'object' || item === null) continue;
    if (Object.hasOwn(item, '__proto__')) throw new FwError('FW_ERR_BODY_FORBIDDEN_KEY', { key: '__proto__' });
    const ctor = (item as Record<string, unknown>)['constructor'];
    if (
      Object.hasOwn(item, 'constructor') &&
      typeof ctor === 'object' &&
      ctor !== null &&
      Object.hasOwn(ctor, 'prototype')
    ) {
      throw new FwError('FW_ERR_BODY_FORBIDDEN_KEY', { key: 'constructor.prototype' });
    }
    for (const key in item) stack.push((item as Record<string, unknown>)[key]);
  }
}
