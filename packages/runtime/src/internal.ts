/**
 * `@fw/runtime/internal`: what the code fw's transformer generates imports at run time, and what
 * `fwc build --bundle` copies beside a bundle. Not for applications: names and shapes here change
 * with the transformer and the CLI that use them.
 */
export { _validateReport } from './validation/problems.js';
export { _isFormatUrl } from './validation/formats.js';
export { SWAGGER_UI_DIR, SWAGGER_UI_FILES } from './apidocs/ui.js';
