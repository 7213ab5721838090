/**
 * `@fw/runtime/middleware-kit`: the helpers fw's built-in middleware are made of, for middleware
 * of your own: log-line escaping, the MIME table, strict percent-decoding, header parameters, the
 * request-body checks, outage reporting, streams of bytes, and the channel between cluster workers.
 * The hooks themselves (`onRequest`, `aroundRequest`, `ctx.onFinish`, `ctx.startedAt`, ...) are on
 * `@fw/runtime` and `Context`; the package README's "Writing middleware" section shows them together.
 */
export { escapeText, jsonContent } from './text.js';
export { describeValue } from './describe-value.js';
export { contentTypeOf } from './mime.js';
export { BAD_ESCAPE, NOT_UTF8, decodePercent } from './percent.js';
export { parseMediaType, parseParameters } from './media-type.js';
export { contentKind, contentTypeError, hasNoBody, mediaType, parseJson } from './body.js';
export { defaultReason, httpErrorHeaders, publicError } from './errors.js';
export { Outage, OutageWarning, isReported, reported } from './outage.js';
export type { OutageOptions } from './outage.js';
export { bytesOnly } from './stream-body.js';
export { workerChannel } from './cluster/worker.js';
export type { Collected, WorkerChannel } from './cluster/worker.js';
