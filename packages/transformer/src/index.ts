/**
 * @fw/transformer: the program transformer (ts-patch's "program" form) that `fwc build` and
 * `tspc` run, and the marker cache the runner service keeps per project.
 */
export { fwTransformer as default, type FwTransformerConfig, type TransformerExtras } from './transform.js';
export { MarkerCache, type MarkerCacheStats } from './cache/store.js';
export type { HoistedText } from './emit/hoist.js';
export { FwEmitter, type FwEmitResult } from './emit/printed.js';
