/** LineRelay: copies worker output to the primary's stdout/stderr in whole lines, so lines of different workers never mix. */
import type { Readable, Writable } from 'node:stream';

/** A line longer than this (bytes without a newline) is passed on in pieces, which may then mix with other workers' lines. */
const MAX_LINE = 1 << 20;

const NEWLINE = 0x0a;

/**
 * Relays any number of sources (the stdout pipes of the workers) into one destination. Each
 * source's bytes are cut after its last newline and everything up to there is written in one
 * `write()`; the rest waits for the next chunk. The destination has a single writer (this relay),
 * so whole lines from different workers can never interleave, whatever their length up to
 * {@link MAX_LINE} and whatever the destination (pipe, file, terminal). When the destination asks
 * to wait, every source is paused until it drains (the workers then block on their own writes);
 * once the destination fails (its reader closed), output is read and dropped.
 */
export class LineRelay {
  readonly #out: Writable;
  readonly #paused = new Set<Readable>();
  #waiting = false;
  #broken = false;

  constructor(out: Writable) {
    this.#out = out;
    // A reader that went away (`fwc start | head`) must neither crash the primary with EPIPE nor
    // stall the workers: from then on their output is read and dropped.
    out.on('error', () => {
      this.#broken = true;
      for (const paused of this.#paused) paused.resume();
      this.#paused.clear();
    });
  }

  /** Starts relaying `source` until it ends; a last line without a newline gets one. */
  add(source: Readable): void {
    let pending: Buffer | null = null;
    source.on('data', (chunk: Buffer) => {
      const last = chunk.lastIndexOf(NEWLINE);
      if (last === -1) {
        pending = pending === null ? chunk : Buffer.concat([pending, chunk]);
        if (pending.length >= MAX_LINE) {
          this.#write(pending, source);
          pending = null;
        }
        return;
      }
      const head = chunk.subarray(0, last + 1);
      this.#write(pending === null ? head : Buffer.concat([pending, head]), source);
      pending = last + 1 < chunk.length ? Buffer.from(chunk.subarray(last + 1)) : null;
    });
    const finish = (): void => {
      this.#paused.delete(source);
      if (pending !== null && pending.length > 0) this.#write(Buffer.concat([pending, Buffer.from('\n')]), null);
      pending = null;
    };
    source.once('end', finish);
    source.once('close', finish);
    source.on('error', () => {});
  }

  #write(bytes: Buffer, source: Readable | null): void {
    if (this.#broken || this.#out.destroyed) return;
    let ok = true;
    try {
      ok = this.#out.write(bytes);
    } catch {
      return;
    }
    if (ok || source === null) return;
    source.pause();
    this.#paused.add(source);
    if (this.#waiting) return;
    this.#waiting = true;
    this.#out.once('drain', () => {
      this.#waiting = false;
      for (const paused of this.#paused) paused.resume();
      this.#paused.clear();
    });
  }
}
