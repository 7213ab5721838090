/**
 * `@fw/transformer/unplugin`: the fw transform as an unplugin, for every bundler unplugin knows.
 * `@fw/transformer/vite`, `/esbuild` and `/rollup` are its ready-made forms.
 */
import { createUnplugin, type UnpluginInstance } from 'unplugin';
import { FwProject, MARKER_WORDS, TRANSFORMABLE_FILE, formatDiagnostics, type FwDiagnostic, type FwTransformOptions } from './service.js';

/** Options of the fw plugins. */
export type FwPluginOptions = FwTransformOptions;

/** The loc a Rollup-style `this.error` takes: 1-based line, 0-based column. */
function locOf(d: FwDiagnostic): { file: string; line: number; column: number } | undefined {
  return d.line === 0 ? undefined : { file: d.file, line: d.line, column: d.column - 1 };
}

/**
 * The fw transform for bundlers, built on unplugin: a TypeScript file that may use fw markers
 * (see `mayUseFw`) is emitted through its project's warm language service with the fw
 * transformer applied; any other file passes through untouched. fw's diagnostics fail the
 * build in the tool's own format: Vite, Vitest and Rollup get `this.error({ id, loc })`, esbuild
 * gets one error per diagnostic with its file, line and column. The plugin runs before the
 * tool's own TypeScript handling (`enforce: 'pre'`).
 *
 * @example
 * // esbuild
 * import { fw } from '@fw/transformer/unplugin'
 * await esbuild.build({ entryPoints: ['src/main.ts'], bundle: true, plugins: [fw.esbuild()] })
 */
export const fw: UnpluginInstance<FwPluginOptions | undefined, false> = createUnplugin<FwPluginOptions | undefined, false>((options = {}, meta) => ({
  name: 'fw',
  enforce: 'pre',
  transform: {
    filter: { id: { include: TRANSFORMABLE_FILE }, code: { include: MARKER_WORDS } },
    handler(code, id) {
      const file = id.replace(/[?#].*$/, '');
      if (!TRANSFORMABLE_FILE.test(file) || !MARKER_WORDS.test(code)) return undefined;
      const result = FwProject.for(file, options).transform(file, code);
      if (result.diagnostics.length > 0) {
        if (meta.framework === 'esbuild') {
          // unplugin hands esbuild every collected error; the module itself is not used.
          for (const d of result.diagnostics) this.error({ id: file, message: d.text, loc: locOf(d) } as never);
          return { code: '' };
        }
        const first = result.diagnostics[0]!;
        return this.error({ id: file, message: `fw transform failed:\n${formatDiagnostics(result.diagnostics)}`, loc: locOf(first) } as never);
      }
      return { code: result.code, map: result.map };
    },
  },
  // Our output is JavaScript; esbuild must not parse it as TypeScript again.
  esbuild: { loader: 'js' },
}));

export default fw;
