/** The fw entry of a tsconfig's `compilerOptions.plugins`: the transformer's config, as `fwc build`, `fwc dev` and the runner service read it. */

/** The module specifier of fw's transformer, as a tsconfig's `compilerOptions.plugins` names it. */
export const TRANSFORMER = '@fw/transformer';

/** What a tsconfig's `compilerOptions.plugins` holds for fw. */
export interface PluginEntry {
  /** The first entry whose `transform` is `@fw/transformer`, or `{ transform: '@fw/transformer' }` when there is none. */
  readonly config: Record<string, unknown>;
  /** The `transform` of every other transformer entry, which fw does not run (language-service plugins, `name` only, are not listed). */
  readonly ignored: readonly string[];
}

/**
 * Reads `compilerOptions.plugins` (as the parsed tsconfig has it, any value) for fw's entry.
 *
 * @example fwPluginEntry([{ transform: '@fw/transformer' }, { transform: 'typia/lib/transform' }])
 * // { config: { transform: '@fw/transformer' }, ignored: ['typia/lib/transform'] }
 */
export function fwPluginEntry(plugins: unknown): PluginEntry {
  let config: Record<string, unknown> | undefined;
  const ignored: string[] = [];
  for (const entry of Array.isArray(plugins) ? (plugins as unknown[]) : []) {
    if (typeof entry !== 'object' || entry === null) continue;
    const record = entry as Record<string, unknown>;
    const transform = record['transform'];
    if (transform === TRANSFORMER && config === undefined) config = record;
    else if (transform !== undefined)
      ignored.push(typeof transform === 'string' ? transform : JSON.stringify(transform));
  }
  return { config: config ?? { transform: TRANSFORMER }, ignored };
}
