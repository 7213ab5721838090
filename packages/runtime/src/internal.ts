/**
 * `@fw/runtime/internal`: not for applications. What fw's own tools share with the runtime: the
 * imports of the code the transformer generates (`_validateReport`, `_testOnce`, `_checkOnce`, `_isFormatUrl`, the
 * `_isType...` range checks, the checks' `_allElements`, `_everyElement`, `_mapElements`, `_isDate`, and
 * the answer writers' `stringify`), what the transformer checks routes and names and writes
 * schemas with (the pattern parser, the route-table rules, the error catalogue with its
 * diagnostic numbers, `typeBaseName`, `exactJson`, the factories' option checks), fw's error body
 * schema (the typed client `fwc new` writes), and the files
 * `fwc build --bundle` copies beside a bundle. Names and shapes here change with the transformer
 * and the CLI, without notice.
 *
 * This entry loads no server, no `node:http` and no middleware (a test holds it to that), so the
 * transformer can read these without starting the runtime.
 */
export { _checkOnce, _testOnce, _validateReport } from './validation/problems.js';
export { _isFormatUrl } from './validation/formats.js';
export { _isTypeFloat, _isTypeInt64, _isTypeUint64 } from './validation/numbers.js';
export { exactJson } from './apidocs/exact-json.js';
export { _allElements, _everyElement, _isDate, _mapElements } from './validation/answers.js';
export { stringify } from './json.js';
export { SWAGGER_UI_DIR, SWAGGER_UI_FILES } from './apidocs/ui-files.js';
export { MAX_PARAMS, joinPattern, parsePattern } from './pattern.js';
export type { ParsedPattern, Segment } from './pattern.js';
export { RESOURCE_ACTIONS, RouteRules, isMethodToken } from './route-rules.js';
export type { ResourceAction, RouteClash, RuleRoute } from './route-rules.js';
export { ERRORS, FwError } from './catalogue.js';
export type { ErrorCode } from './catalogue.js';
export { describeValue } from './describe-value.js';
export { typeBaseName } from './apidocs/names.js';
export { ERROR_BODY } from './apidocs/describe.js';
export { ANSWERED_PATHS, OPTION_CHECKS } from './options/index.js';
export type { OptionCheck } from './options/index.js';
export { authSchemeName, checkApiDoc, checkSpecConfig } from './options/spec.js';
export type { NullObject, NullPlan, NullSlot } from './contract.js';
export type { FieldKind } from './request.js';
