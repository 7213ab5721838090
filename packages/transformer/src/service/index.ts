/**
 * `@fw/transformer/service`: the transform behind every runner plugin (Vite, Vitest, esbuild,
 * Rollup, the Node module hooks): one warm TypeScript language service per tsconfig project,
 * created on first use, which emits a requested file through the fw transformer and returns
 * JavaScript, a source map and fw's diagnostics.
 */
// First: typia must load this package's TypeScript 5.9 even when the project's typescript is 7.
import './pin.js';

export { FwProject, transformFile } from './project.js';
export { MARKER_WORDS, TRANSFORMABLE_FILE, mayUseFw, nodeFormat } from './files.js';
export { FwTransformError, formatDiagnostics } from './report.js';
export { withInlineMap } from './text.js';
export type { FwDiagnostic, FwSourceMap, FwTransformOptions, FwTransformResult } from './types.js';
export type { MarkerCacheStats } from '../cache/store.js';
