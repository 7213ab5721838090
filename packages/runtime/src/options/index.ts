/**
 * The option checks of fw's factories, by the name their declarations' `@fwOptions <name>` tag
 * gives: the factory runs the check at start-up, and the transformer runs the same one at build
 * time on options written as literals in the source. Each throws the `FwError` the factory throws.
 */
import { checkHealthOptions } from './health.js';
import { checkBodyLimitOptions, checkTimeoutOptions } from './limits.js';
import { checkMetricsOptions } from './metrics.js';
import { checkRateLimitOptions } from './rate-limit.js';
import { checkSpecConfig } from './spec.js';

/** A factory's option check: throws an `FwError` for options the factory refuses. */
export type OptionCheck = (options: unknown) => unknown;

/** The checks by `@fwOptions` name. */
export const OPTION_CHECKS: Readonly<Record<string, OptionCheck>> = {
  bodyLimit: checkBodyLimitOptions,
  health: checkHealthOptions,
  metrics: checkMetricsOptions,
  rateLimit: checkRateLimitOptions,
  timeout: checkTimeoutOptions,
  generateSpec: checkSpecConfig,
};

/**
 * The path a middleware answers `GET` at itself, before the router sees the request, by its
 * options (which it checks first); a route of the same method and path never runs behind it.
 */
export const ANSWERED_PATHS: Readonly<Record<string, (options: unknown) => string>> = {
  health: (options) => checkHealthOptions(options).path,
  metrics: (options) => checkMetricsOptions(options).path,
};
