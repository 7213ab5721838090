/**
 * `@fw/transformer/internal`: what `fwc` uses of this package besides the transformer itself. Not
 * for apps; it may change with any release. It loads no TypeScript, so `fwc` can pin its compiler
 * before anything requires one.
 */
export { pinTypeScript, type PinScope } from './adapters/node.js';
export { TRANSFORMER, fwPluginEntry, type PluginEntry } from './config.js';
