/**
 * `@fw/runtime/internal`: what the code fw's transformer generates imports at run time. Not for
 * applications: names and shapes here change with the transformer that writes the calls.
 */
export { _validateReport, MAX_PROBLEMS } from './validation/problems.js';
export { _isFormatUrl } from './validation/formats.js';
