/** Test helper: collects the outage reports (FW_WARN_OUTAGE_BEGAN / FW_WARN_OUTAGE_ENDED process warnings) this process emits. */
import type { OutageCode, OutageWarning } from '@fw/runtime';

export const BEGAN: OutageCode = 'FW_WARN_OUTAGE_BEGAN';
export const ENDED: OutageCode = 'FW_WARN_OUTAGE_ENDED';

/**
 * Listens for outage warnings from its creation until `stop()`. Process warnings are emitted on
 * the next tick, so wait with `next(...)` rather than reading `of(...)` at once.
 *
 * @example
 * const outages = new Outages()
 * try { ...; const ended = await outages.next('telemetry', ENDED, () => app.request('/')) } finally { outages.stop() }
 */
export class Outages {
  readonly all: OutageWarning[] = [];
  readonly #listener = (warning: Error): void => {
    const code = (warning as { code?: unknown }).code;
    if (code === BEGAN || code === ENDED) this.all.push(warning as OutageWarning);
  };

  constructor() {
    process.on('warning', this.#listener);
  }

  /** The reports of `source` so far, of one code or both. */
  of(source: string, code?: OutageCode): OutageWarning[] {
    return this.all.filter((warning) => warning.source === source && (code === undefined || warning.code === code));
  }

  /**
   * Resolves with the `nth` (default 1st) report of `source` and `code`, calling `poke` (default:
   * nothing) between looks, as a request that lets an outage end would. Gives up after `limit`
   * looks (default 100000), which no healthy run comes near.
   */
  async next(
    source: string,
    code: OutageCode,
    poke: () => unknown = () => undefined,
    nth = 1,
    limit = 100_000,
  ): Promise<OutageWarning> {
    for (let look = 0; look < limit; look++) {
      const found = this.of(source, code);
      if (found.length >= nth) return found[nth - 1]!;
      await poke();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error(
      `no report ${nth} of ${code} from ${source} after ${limit} looks; saw ${JSON.stringify(this.all.map((w) => [w.source, w.code, w.count]))}`,
    );
  }

  stop(): void {
    process.off('warning', this.#listener);
  }
}
