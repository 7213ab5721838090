/**
 * `@fw/transformer/esbuild`: the fw transform as an esbuild plugin.
 *
 * @example
 * import { build } from 'esbuild'
 * import fw from '@fw/transformer/esbuild'
 * await build({ entryPoints: ['src/main.ts'], bundle: true, platform: 'node', format: 'esm', outfile: 'dist/bundle.mjs', plugins: [fw()] })
 */
import { fw, type FwPluginOptions } from './unplugin.mjs';

export type { FwPluginOptions };
export default fw.esbuild;
