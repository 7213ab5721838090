/** Re-exports of the files middleware (staticFiles, etag, compress), by name. */
export { compress } from './compress/index.js';
export type { CompressEncoding, CompressOptions } from './compress/index.js';
export { etag } from './etag/index.js';
export type { EtagOptions } from './etag/index.js';
export { staticFiles } from './static-files/index.js';
export type { StaticFilesOptions } from './static-files/index.js';
