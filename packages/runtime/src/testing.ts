/**
 * `@fw/runtime/testing`: checks a running app against its OpenAPI document. For tests and `fwc check`;
 * `app.request()` (on `App`) is the in-process request for tests.
 */
export { checkContract } from './apidocs/check.js';
export type {
  ChainReport,
  ContractCheckOptions,
  ContractMismatch,
  ContractReport,
  FindingKind,
  NotCovered,
  SchemaCheck,
  SchemaCompiler,
  UncoveredAnswer,
} from './apidocs/check.js';
