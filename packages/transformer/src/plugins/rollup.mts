/**
 * `@fw/transformer/rollup`: the fw transform as a Rollup plugin. It emits JavaScript only for the
 * files that use fw; the other TypeScript files need Rollup's usual TypeScript plugin after it.
 *
 * @example
 * // rollup.config.mjs
 * import fw from '@fw/transformer/rollup'
 * export default { input: 'src/main.ts', plugins: [fw(), typescript()] }
 */
import { fw, type FwPluginOptions } from './unplugin.mjs';

export type { FwPluginOptions };
export default fw.rollup;
