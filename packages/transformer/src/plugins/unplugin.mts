/**
 * `@fw/transformer/unplugin`: the fw transform as an unplugin, for every bundler unplugin knows.
 * `@fw/transformer/vite`, `/esbuild` and `/rollup` are its ready-made forms.
 */
import { createUnplugin, type UnpluginInstance } from 'unplugin';
import {
  FwProject,
  MARKER_WORDS,
  TRANSFORMABLE_FILE,
  formatDiagnostics,
  type FwDiagnostic,
  type FwTransformOptions,
} from '../service/index.js';

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
 * tool's own TypeScript handling (`enforce: 'pre'`). The files a transformed file's output was
 * made from (see `FwTransformResult.dependencies`) are handed to `addWatchFile`.
 *
 * @example
 * // esbuild
 * import { fw } from '@fw/transformer/unplugin'
 * await esbuild.build({ entryPoints: ['src/main.ts'], bundle: true, plugins: [fw.esbuild()] })
 */
export const fw: UnpluginInstance<FwPluginOptions | undefined, false> = createUnplugin<
  FwPluginOptions | undefined,
  false
>((options = {}, meta) => {
  /**
   * Files whose last transform failed, with the files they depend on. Vite (and so Vitest) links
   * a module to its watched files only when its transform succeeds; a file that has failed since
   * the server started would not be tried again when the type that broke it is fixed, so a change
   * to one of these dependencies is passed on to the watcher as a change to the failed file.
   */
  const failed = new Map<string, ReadonlySet<string>>();
  return {
    name: 'fw',
    enforce: 'pre',
    transform: {
      filter: { id: { include: TRANSFORMABLE_FILE }, code: { include: MARKER_WORDS } },
      handler(code, id) {
        const file = id.replace(/[?#].*$/, '');
        if (!TRANSFORMABLE_FILE.test(file) || !MARKER_WORDS.test(code)) return undefined;
        const result = FwProject.for(file, options).transform(file, code);
        // The files the output was made from (imported types above all, which the module graph
        // never sees): a change to one transforms this file again in Vite, Vitest, Rollup and
        // esbuild's watch modes, errors included, so fixing a type elsewhere clears them.
        for (const dependency of result.dependencies) this.addWatchFile(dependency);
        if (result.diagnostics.length > 0 && meta.framework === 'vite') failed.set(file, new Set(result.dependencies));
        else failed.delete(file);
        if (result.diagnostics.length > 0) {
          if (meta.framework === 'esbuild') {
            // unplugin hands esbuild every collected error; the module itself is not used.
            for (const d of result.diagnostics) this.error({ id: file, message: d.text, loc: locOf(d) });
            return { code: '' };
          }
          const first = result.diagnostics[0]!;
          return this.error({
            id: file,
            message: `fw transform failed:\n${formatDiagnostics(result.diagnostics)}`,
            loc: locOf(first),
          });
        }
        return { code: result.code, map: result.map };
      },
    },
    // Our output is JavaScript; esbuild must not parse it as TypeScript again.
    esbuild: { loader: 'js' },
    vite: {
      configureServer(server) {
        // Not passed on again while passing one on (two failed files may depend on each other).
        let passing = false;
        const pass = (changed: string): void => {
          if (passing) return;
          const dependency = changed.replace(/\\/g, '/');
          const dependents = [...failed]
            .filter(([, dependencies]) => dependencies.has(dependency))
            .map(([file]) => file);
          passing = true;
          try {
            for (const file of dependents) server.watcher.emit('change', file);
          } finally {
            passing = false;
          }
        };
        server.watcher.on('change', pass);
        server.watcher.on('add', pass);
      },
    },
  };
});

export default fw;
