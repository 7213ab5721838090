/** Sending a stream body: held back until its first chunk, and held to the Content-Length set for it. */
import type { ServerResponse } from 'node:http';
import { Transform, pipeline, type Readable, type TransformCallback } from 'node:stream';
import { FwError } from './errors.js';

/** The request a stream body answers, for error messages. */
export interface Where {
  readonly method: string | undefined;
  readonly path: string;
}

/** What `sendStream` reports back to the response helper. */
export interface StreamBodyEvents {
  /** The stream failed (or was destroyed, `error` undefined) before anything was written: nothing went out yet. */
  readonly early: (error: unknown) => void;
  /** The stream's first chunk went out with the head, it ended empty, or the client left first. */
  readonly started: () => void;
  /** The stream failed after the head went out (the connection is cut); `error` is reported. */
  readonly late: (error: unknown) => void;
}

/**
 * The byte count a Content-Length header set for a stream body announces; undefined when none is
 * set. Throws `FW_ERR_STREAM_LENGTH` for a value that is not a whole number of bytes.
 */
export function declaredLength(
  value: number | string | readonly string[] | undefined,
  where: Where,
): number | undefined {
  if (value === undefined) return undefined;
  const text = Array.isArray(value) ? (value.length === 1 ? String(value[0]) : '') : String(value);
  if (/^\d{1,15}$/.test(text)) return Number(text);
  throw new FwError('FW_ERR_STREAM_LENGTH', {
    ...where,
    problem: `has a Content-Length of ${JSON.stringify(text).slice(0, 40)}, not a number of bytes`,
  });
}

/**
 * Pipes `source` into `res` once its first chunk is there (or it ended empty). node:http sends
 * the head with the first write, so until then a stream that fails can still be answered with a
 * whole 500 (`events.early`); from the first chunk on, `pipeline` carries the body and cuts the
 * connection if the stream fails (`events.late`). With a `declared` length the body is counted:
 * more bytes, or fewer by the end, cut the connection with `FW_ERR_STREAM_LENGTH` rather than let
 * the client read a wrong body or take the rest for the next response. The stream is destroyed
 * when the client goes away.
 */
export function sendStream(
  source: Readable,
  res: ServerResponse,
  declared: number | undefined,
  where: Where,
  events: StreamBodyEvents,
): void {
  if (source.destroyed || source.readableEnded) {
    // Over before it was handed in: no event will come.
    if (source.errored !== null) events.early(source.errored);
    else if (source.readableEnded && (declared === undefined || declared === 0)) {
      res.end();
      events.started();
    } else events.early(source.readableEnded ? mismatch(where, declared!, 0) : undefined);
    return;
  }
  const detach = (): void => {
    source.off('data', first);
    source.off('end', ended);
    source.off('error', failed);
    source.off('close', closed);
    res.off('close', gone);
  };
  const first = (chunk: unknown): void => {
    detach();
    source.pause();
    const size = sizeOf(chunk);
    if (size === -1 || (declared !== undefined && size > declared)) {
      source.destroy();
      events.early(
        size === -1
          ? new TypeError(`a stream body must give strings or bytes, got ${chunk === null ? 'null' : typeof chunk}`)
          : mismatch(where, declared!, size),
      );
      return;
    }
    res.write(chunk);
    events.started();
    const done = (error: unknown): void => {
      if (error !== undefined && error !== null) events.late(error);
    };
    // An object-mode stream (Readable.from, say) may give a value node:http cannot write, which
    // would throw out of node's pipe; bytesOnly() turns that into a stream error instead.
    const check = declared === undefined ? null : new LengthCheck(declared, size, where);
    if (source.readableObjectMode) {
      if (check === null) pipeline(source, bytesOnly(), res, done);
      else pipeline(source, bytesOnly(), check, res, done);
    } else if (check === null) pipeline(source, res, done);
    else pipeline(source, check, res, done);
  };
  const ended = (): void => {
    detach();
    if (declared === undefined || declared === 0) {
      res.end();
      events.started();
    } else events.early(mismatch(where, declared, 0));
  };
  const failed = (error: unknown): void => {
    detach();
    events.early(error);
  };
  // Destroyed before its first chunk, without an error.
  const closed = (): void => {
    detach();
    events.early(undefined);
  };
  // The client went away first.
  const gone = (): void => {
    detach();
    source.destroy();
    events.started();
  };
  source.on('error', failed);
  source.on('close', closed);
  source.on('end', ended);
  res.on('close', gone);
  source.on('data', first);
}

/** The byte size of a chunk; -1 for one node:http cannot write (an object-mode stream of other values). */
function sizeOf(chunk: unknown): number {
  return typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk instanceof Uint8Array ? chunk.byteLength : -1;
}

function mismatch(where: Where, declared: number, sent: number): FwError {
  const problem =
    sent > declared
      ? `sent more than the ${declared} bytes its Content-Length announced`
      : `ended after ${sent} of the ${declared} bytes its Content-Length announced`;
  return new FwError('FW_ERR_STREAM_LENGTH', { ...where, problem });
}

/**
 * A pass-through from an object-mode stream to a byte stream: strings and bytes go on, any other
 * value fails it (node's pipe would throw it out of an event handler, taking the process down).
 */
export function bytesOnly(): Transform {
  return new Transform({
    writableObjectMode: true,
    transform(chunk: unknown, _encoding, done) {
      if (typeof chunk === 'string' || chunk instanceof Uint8Array) done(null, chunk);
      else
        done(new TypeError(`a stream body must give strings or bytes, got ${chunk === null ? 'null' : typeof chunk}`));
    },
  });
}

/** Passes a body through while counting it, and fails once it goes past `declared` bytes or ends short of them. */
class LengthCheck extends Transform {
  readonly #declared: number;
  readonly #where: Where;
  #sent: number;

  constructor(declared: number, sent: number, where: Where) {
    super();
    this.#declared = declared;
    this.#sent = sent;
    this.#where = where;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.#sent += chunk.length;
    if (this.#sent > this.#declared) done(mismatch(this.#where, this.#declared, this.#sent));
    else done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    done(this.#sent === this.#declared ? null : mismatch(this.#where, this.#declared, this.#sent));
  }
}
