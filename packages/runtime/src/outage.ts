/** Outage: reports a failing dependency once when its failures begin and once, with their count, when they end, never once per request. */

/** The codes of the two process warnings an {@link Outage} emits. */
export type OutageCode = 'FW_WARN_OUTAGE_BEGAN' | 'FW_WARN_OUTAGE_ENDED';

/**
 * The process warning (`process.on('warning')`, printed to stderr by Node unless `--no-warnings`)
 * that reports an outage: `FW_WARN_OUTAGE_BEGAN` at its first failure, `FW_WARN_OUTAGE_ENDED` when
 * the dependency works again. Match on `code` and `source`, never on the message.
 *
 * @example
 * process.on('warning', (w) => {
 *   if (w.name === 'FwWarning' && (w as OutageWarning).code === 'FW_WARN_OUTAGE_ENDED') alerts.resolve((w as OutageWarning).source, (w as OutageWarning).count)
 * })
 */
export class OutageWarning extends Error {
  /** `FW_WARN_OUTAGE_BEGAN` or `FW_WARN_OUTAGE_ENDED`. */
  readonly code: OutageCode;
  /** What failed, as the middleware names it: `rateLimit`, `telemetry`, `tracing`, `logger`, `health /ready db`, ... */
  readonly source: string;
  /** How many requests (or log lines, or events: see `unit`) failed in the outage so far: usually 1 when it began. */
  readonly count: number;
  /** What `count` counts: `requests`, `lines` or `events`. */
  readonly unit: string;
  /** Milliseconds from the outage's first failure to its last; 0 when it began. */
  readonly durationMs: number;

  constructor(
    code: OutageCode,
    source: string,
    message: string,
    count: number,
    unit: string,
    durationMs: number,
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.code = code;
    this.source = source;
    this.count = count;
    this.unit = unit;
    this.durationMs = durationMs;
  }

  override get name(): string {
    return 'FwWarning';
  }
}

/** Options of {@link Outage}. */
export interface OutageOptions {
  /** What fails, as the reports name it (`rateLimit`, `health /ready db`). */
  readonly source: string;
  /** What fails, in words, for the first report: `the store`, `onEvent`, `the log destination`. */
  readonly subject: string;
  /** What happens meanwhile, for the first report: `requests are refused with 503`. */
  readonly effect: string;
  /** What the count counts; default `requests`. */
  readonly unit?: string;
  /**
   * Milliseconds without a failure that a success must come after to end the outage; default
   * 1000. A dependency that fails every other call stays one outage instead of one per call.
   */
  readonly settleMs?: number;
}

const REPORTED = Symbol.for('fw.outage.reported');

/**
 * Marks `error` as covered by an outage report, so the core and `errorHandler` do not pass it
 * to `onError` as well (the report said it once for every request it stands for). Returns `error`.
 *
 * @example throw reported(new FwError('FW_ERR_RATE_LIMIT_STORE', {}, { cause }))
 */
export function reported<E>(error: E): E {
  try {
    if ((typeof error === 'object' && error !== null) || typeof error === 'function')
      Object.defineProperty(error, REPORTED, { value: true, configurable: true });
  } catch {
    // A frozen or exotic value stays unmarked: it is reported as any error would be.
  }
  return error;
}

/** Whether `error` was marked by {@link reported}; never throws. */
export function isReported(error: unknown): boolean {
  try {
    return (
      ((typeof error === 'object' && error !== null) || typeof error === 'function') &&
      (error as { [REPORTED]?: unknown })[REPORTED] === true
    );
  } catch {
    return false;
  }
}

/**
 * The state of one dependency of one middleware (a store, a callback, a log destination): call
 * `failed(error)` for each failure and `ok()` for each success. The first failure emits one
 * `FW_WARN_OUTAGE_BEGAN` warning naming the error's message (no stack); the later ones are only
 * counted. The first success at least `settleMs` after the last failure emits one
 * `FW_WARN_OUTAGE_ENDED` warning with the count and the time from the first failure to the last.
 * `ok()` while nothing fails is one field check, so it can sit on the request path. Each
 * middleware instance holds its own; an outage that never ends is never reported as ended.
 *
 * @param options `{ source, subject, effect, unit = 'requests', settleMs = 1000 }`
 * @example
 * const outage = new Outage({ source: 'rateLimit', subject: 'the store', effect: 'requests are refused with 503' })
 * try { hit = await store.hit(key); outage.ok() } catch (error) { outage.failed(error); throw reported(new FwError('FW_ERR_RATE_LIMIT_STORE', {}, { cause: error })) }
 */
export class Outage {
  readonly #source: string;
  readonly #subject: string;
  readonly #effect: string;
  readonly #unit: string;
  readonly #settleMs: number;
  #down = false;
  #count = 0;
  #first = 0;
  #last = 0;

  constructor({ source, subject, effect, unit = 'requests', settleMs = 1000 }: OutageOptions) {
    this.#source = source;
    this.#subject = subject;
    this.#effect = effect;
    this.#unit = unit;
    this.#settleMs = settleMs;
  }

  /** Whether an outage is under way (begun and not yet ended). */
  get down(): boolean {
    return this.#down;
  }

  /** Counts `count` failures (default 1) of `error`; the first of an outage reports its beginning. Never throws. */
  failed(error: unknown, count = 1): void {
    const now = Date.now();
    this.#last = now;
    if (this.#down) {
      this.#count += count;
      return;
    }
    this.#down = true;
    this.#count = count;
    this.#first = now;
    const message = `${this.#source}: outage began: ${this.#subject} failed (${reasonOf(error)}); ${this.#effect} until it works again`;
    emit(new OutageWarning('FW_WARN_OUTAGE_BEGAN', this.#source, message, count, this.#unit, 0, error));
  }

  /** Counts one success; the first that comes `settleMs` after the last failure reports the end. Never throws. */
  ok(): void {
    if (!this.#down) return;
    if (Date.now() - this.#last < this.#settleMs) return;
    this.#down = false;
    const count = this.#count;
    const durationMs = this.#last - this.#first;
    const message = `${this.#source}: outage ended (${count} ${this.#unit}, ${(durationMs / 1000).toFixed(2)} s from the first failure to the last); ${this.#subject} works again`;
    emit(new OutageWarning('FW_WARN_OUTAGE_ENDED', this.#source, message, count, this.#unit, durationMs));
  }
}

function emit(warning: OutageWarning): void {
  try {
    process.emitWarning(warning);
  } catch {
    // Reporting must never break what it reports on.
  }
}

/** A failure's message on one line (its code first when it has one), never throwing. */
function reasonOf(error: unknown): string {
  try {
    let text: string;
    if (error instanceof Error) {
      const code = (error as { code?: unknown }).code;
      text = typeof code === 'string' && !error.message.includes(code) ? `${code}: ${error.message}` : error.message;
    } else text = String(error);
    text = text.replace(/[\r\n]+/g, ' ');
    return text.length > 300 ? text.slice(0, 300) + '...' : text;
  } catch {
    return 'an unprintable error';
  }
}
