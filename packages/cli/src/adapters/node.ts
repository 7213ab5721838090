/**
 * Every use of Node's undocumented internals by fwc itself, in one place: `Module.runMain`, with
 * which fwc dev's waiting app process runs the entry as `node <entry>` would. (fwc pins its
 * TypeScript with `pinTypeScript` from `@fw/transformer/internal`, where the transformer's own
 * Node internals are.) test/internals.test.ts exercises it.
 */
import Module from 'node:module';

/** The Node version these internals were last checked against (the smoke test names it when one breaks). */
export const CHECKED_NODE = '20.20.2';

/**
 * Runs `entry` as the main module, as `node <entry>` does: `process.argv[1]` becomes the entry,
 * and Node's `Module.runMain` (not in @types/node) loads it as `require.main` or through the ES
 * module loader, as Node chooses for that file.
 */
export function runMain(entry: string): void {
  process.argv[1] = entry;
  (Module as unknown as { runMain(): void }).runMain();
}
