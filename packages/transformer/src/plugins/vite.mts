/**
 * `@fw/transformer/vite`: the fw transform as a Vite plugin, for Vite and Vitest.
 *
 * @example
 * // vitest.config.ts
 * import { defineConfig } from 'vitest/config'
 * import fw from '@fw/transformer/vite'
 * export default defineConfig({ plugins: [fw()] })
 */
import { fw, type FwPluginOptions } from './unplugin.mjs';

export type { FwPluginOptions };
export default fw.vite;
