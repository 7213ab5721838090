/** LineSink: buffered, backpressure-aware writing of log lines to a stream, a file or a function. */
import { closeSync, openSync, writeSync } from 'node:fs';
import type { Writable } from 'node:stream';
import type { Context } from '../../context.js';
import { FwError } from '../../errors.js';
import { Outage } from '../../outage.js';
import { describeValue } from '../../describe-value.js';

/**
 * Where log lines go: a Writable (default `process.stdout`), a file path (opened for appending
 * when the middleware is created), or a function called with each line (without its `\n`).
 */
export type LogDestination = Writable | string | ((line: string) => void);

/** Buffering options shared by `logger` and `structuredLogger`. */
export interface SinkOptions {
  /**
   * Where lines go; default `process.stdout`. At process exit the last lines are written
   * synchronously to a file path, and to `process.stdout`/`stderr` when they are files or pipes
   * (Node writes those synchronously on Linux); another stream only gets them queued, so flush
   * and let it finish before exiting.
   */
  readonly destination?: LogDestination;
  /**
   * Lines are buffered and written in one call once the buffer holds this many characters;
   * default 16384. 0 writes every line at once. Not used for a function destination.
   */
  readonly bufferSize?: number;
  /** A buffered line is written at the latest this many milliseconds later; default 100. */
  readonly flushInterval?: number;
}

/** What `logger` and `structuredLogger` return: the middleware plus control of its buffer. */
export interface LogControl {
  /** Writes every buffered line now (even while the destination asks to wait). */
  flush(): void;
  /**
   * Flushes, stops the timer, removes the logger's process listeners and closes a file it opened
   * (a stream it was given is left open). Lines of requests that end later are dropped (and
   * counted in `dropped`). Call it after the server has closed.
   */
  close(): void;
  /** Lines dropped so far: after `close()`, after a destination error, or beyond the backlog limit while waiting for `drain`. */
  readonly dropped: number;
}

/** The most characters kept while a stream asks to wait for 'drain'; later lines are dropped. */
const MAX_BACKLOG = 1 << 20;
/** Why lines are lost, for the outage report, when no error says it. */
const BROKEN = 'the stream was destroyed, ended or emitted an error';
const BACKLOG = `the stream has not drained and ${MAX_BACKLOG} characters wait already`;
const DEFAULT_BUFFER = 16_384;
const DEFAULT_INTERVAL = 100;

function isWritable(value: unknown): value is Writable {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Writable).write === 'function' &&
    typeof (value as Writable).once === 'function'
  );
}

/**
 * Collects lines and writes them in large chunks: when the buffer reaches `bufferSize`
 * characters, after `flushInterval` ms (an unref'd timer, so it never keeps the process alive),
 * on `flush()`, and synchronously on process 'exit' (one listener, added with the first buffered
 * line and kept until `close()`, so a flush does not remove and add it again). A stream whose
 * `write()` returns false (or that already needs a drain) gets no more writes until it emits
 * 'drain'; meanwhile lines are kept up to 1 MiB, then dropped and counted. Files are written with `writeSync` (one call per chunk, so nothing is in flight at
 * exit). A function destination gets each line at once; if it throws, the line is lost, never
 * the request. All errors are swallowed: logging never breaks a request. Lost lines (a throwing
 * function, a failed write, a stream that errored, a backlog over its limit) are reported as an
 * outage of the destination: one `FW_WARN_OUTAGE_BEGAN` process warning at the first, one
 * `FW_WARN_OUTAGE_ENDED` with the count of lost lines once a write succeeds again.
 */
export class LineSink {
  readonly #fn: ((line: string) => void) | null = null;
  readonly #stream: Writable | null = null;
  #fd = -1;
  readonly #size: number;
  readonly #interval: number;
  #buffer = '';
  #lines = 0;
  #timer: NodeJS.Timeout | null = null;
  #armed = false;
  #exitHooked = false;
  #errorHooked = false;
  #waiting = false;
  #broken = false;
  #closed = false;
  #dropped = 0;
  readonly #outage: Outage;
  readonly #onTimer = (): void => {
    this.#armed = false;
    this.#flush(false);
  };
  readonly #onExit = (): void => {
    this.#flush(true);
  };
  readonly #onDrain = (): void => {
    this.#waiting = false;
    this.#flush(false);
  };
  readonly #onError = (error: unknown): void => {
    this.#broken = true;
    this.#waiting = false;
    this.#outage.failed(error, 0);
  };

  /** Validates the options (throws `FW_ERR_LOGGER_CONFIG` naming `middleware`) and opens a file destination. */
  constructor(middleware: string, options: SinkOptions) {
    const { destination = process.stdout, bufferSize = DEFAULT_BUFFER, flushInterval = DEFAULT_INTERVAL } = options;
    const fail = (reason: string): never => {
      throw new FwError('FW_ERR_LOGGER_CONFIG', { middleware, reason });
    };
    if (!Number.isSafeInteger(bufferSize) || bufferSize < 0)
      fail(`bufferSize must be a whole number of characters, 0 or more, got ${describeValue(bufferSize)}`);
    if (
      typeof flushInterval !== 'number' ||
      !Number.isFinite(flushInterval) ||
      flushInterval <= 0 ||
      flushInterval > 2_147_483_647
    ) {
      fail(`flushInterval must be a number of milliseconds above 0, got ${describeValue(flushInterval)}`);
    }
    this.#size = bufferSize;
    this.#interval = flushInterval;
    this.#outage = new Outage({
      source: middleware,
      subject: 'the log destination',
      effect: 'log lines are lost',
      unit: 'lines',
    });
    if (typeof destination === 'function') this.#fn = destination;
    else if (typeof destination === 'string') {
      if (destination === '') fail('destination must not be an empty file path');
      try {
        // Lines are kept as one string and turned into bytes once per flush: about 150 ns per
        // line less than encoding each line into a byte buffer as it comes (measured in-process
        // with JSON lines of about 170 characters).
        this.#fd = openSync(destination, 'a');
      } catch (error) {
        throw new FwError(
          'FW_ERR_LOGGER_CONFIG',
          {
            middleware,
            reason: `cannot open destination ${describeValue(destination)} for appending: ${(error as Error).message}`,
          },
          { cause: error },
        );
      }
    } else if (isWritable(destination)) this.#stream = destination;
    else
      fail(
        `destination must be a Writable stream, a file path or a function, got ${destination === null ? 'null' : typeof destination}`,
      );
  }

  /** Lines dropped so far. */
  get dropped(): number {
    return this.#dropped;
  }

  /** Takes one line (without `\n`). Never throws. */
  write(line: string): void {
    if (this.#closed) {
      this.#dropped++;
      return;
    }
    if (this.#broken) {
      this.#lost(BROKEN, 1);
      return;
    }
    const fn = this.#fn;
    if (fn !== null) {
      try {
        fn(line);
      } catch (error) {
        this.#lost(error, 1);
        return;
      }
      this.#outage.ok();
      return;
    }
    // The backlog limit is for a stream that asks to wait; a bufferSize above it is honoured.
    if (this.#waiting && this.#buffer.length > MAX_BACKLOG) {
      this.#lost(BACKLOG, 1);
      return;
    }
    this.#buffer += line + '\n';
    this.#lines++;
    if (this.#buffer.length >= this.#size && !this.#waiting) this.#flush(false);
    else this.#schedule();
  }

  /** Writes every buffered line now. */
  flush(): void {
    this.#flush(true);
  }

  /** Flushes, then releases the timer, the listeners and a file it opened. */
  close(): void {
    if (this.#closed) return;
    this.#flush(true);
    this.#closed = true;
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    this.#armed = false;
    this.#unhookExit();
    const stream = this.#stream;
    if (stream !== null) {
      stream.removeListener('drain', this.#onDrain);
      if (this.#errorHooked) stream.removeListener('error', this.#onError);
    }
    if (this.#fd !== -1) {
      try {
        closeSync(this.#fd);
      } catch {
        // Already closed elsewhere: nothing left to release.
      }
      this.#fd = -1;
    }
  }

  /** Lines wait in the buffer: make sure the timer and the exit hook will write them. */
  #schedule(): void {
    if (!this.#armed) this.#arm();
    this.#hookExit();
  }

  #arm(): void {
    this.#armed = true;
    if (this.#timer === null) this.#timer = setTimeout(this.#onTimer, this.#interval).unref();
    else this.#timer.refresh();
  }

  #hookExit(): void {
    if (!this.#exitHooked) {
      this.#exitHooked = true;
      process.on('exit', this.#onExit);
    }
  }

  #unhookExit(): void {
    if (this.#exitHooked) {
      this.#exitHooked = false;
      process.removeListener('exit', this.#onExit);
    }
  }

  /** Writes the buffer; unless `force`, not while a stream waits for 'drain'. */
  #flush(force: boolean): void {
    if (this.#buffer === '') return;
    if (this.#waiting && !force) return;
    const lines = this.#lines;
    this.#lines = 0;
    const chunk = this.#buffer;
    this.#buffer = '';
    if (this.#broken) this.#lost(BROKEN, lines);
    else if (this.#fd !== -1) this.#writeFile(chunk, lines);
    else this.#writeStream(chunk, lines, force);
  }

  /**
   * One `writeSync` of the string: Node encodes it straight into the write, with no Buffer made
   * here. A short write (which a regular file gives only when nearly full) is finished from the
   * bytes of the rest.
   */
  #writeFile(chunk: string, lines: number): void {
    try {
      const written = writeSync(this.#fd, chunk);
      if (written < Buffer.byteLength(chunk, 'utf8')) {
        const bytes = Buffer.from(chunk, 'utf8');
        for (let offset = written; offset < bytes.length;) offset += writeSync(this.#fd, bytes, offset);
      }
    } catch (error) {
      // A full disk or a closed descriptor: this chunk is lost, later ones are tried again.
      this.#lost(error, lines);
      return;
    }
    this.#outage.ok();
  }

  #writeStream(chunk: string, lines: number, force: boolean): void {
    const stream = this.#stream!;
    if (stream.destroyed || stream.writableEnded) {
      this.#broken = true;
      this.#lost(BROKEN, lines);
      return;
    }
    if (!this.#errorHooked) {
      this.#errorHooked = true;
      stream.on('error', this.#onError);
    }
    if (!force && stream.writableNeedDrain) {
      // Someone else filled the stream: keep the chunk until it drains.
      this.#buffer = chunk + this.#buffer;
      this.#lines += lines;
      this.#wait(stream);
      return;
    }
    try {
      if (!stream.write(chunk)) this.#wait(stream);
    } catch (error) {
      this.#lost(error, lines);
      return;
    }
    this.#outage.ok();
  }

  /** Counts lines that could not be written, and reports the destination's outage once. */
  #lost(error: unknown, lines: number): void {
    this.#dropped += lines;
    this.#outage.failed(error, lines);
  }

  #wait(stream: Writable): void {
    if (this.#waiting) return;
    this.#waiting = true;
    stream.once('drain', this.#onDrain);
    // Lines wait in the buffer now: make sure they are written at exit.
    if (this.#buffer !== '') this.#hookExit();
  }
}

/** A log middleware: the `(ctx, next)` function with `flush()`, `close()` and `dropped` from {@link LogControl}. */
export interface LogMiddleware extends LogControl {
  (ctx: Context, next: () => Promise<void>): Promise<void>;
}

/** Gives `middleware` the `flush`, `close` and `dropped` members of its sink. */
export function withControl(
  middleware: (ctx: Context, next: () => Promise<void>) => Promise<void>,
  sink: LineSink,
): LogMiddleware {
  return Object.defineProperties(middleware, {
    flush: { value: () => sink.flush(), enumerable: true },
    close: { value: () => sink.close(), enumerable: true },
    dropped: { get: () => sink.dropped, enumerable: true },
  }) as LogMiddleware;
}
