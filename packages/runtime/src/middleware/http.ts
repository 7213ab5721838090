/** Re-exports of the http middleware, by name: errorHandler, cors, bodyParser, bodyLimit, timeout. */
export { bodyLimit, type BodyLimitOptions } from './body-limit/index.js';
export { bodyParser, type BodyParserOptions, type BodyParserType } from './body-parser/index.js';
export { cors, type CorsOptions } from './cors/index.js';
export { errorHandler, type ErrorHandlerOptions } from './error-handler/index.js';
export { timeout, type TimeoutOptions } from './timeout/index.js';
