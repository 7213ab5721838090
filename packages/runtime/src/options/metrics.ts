/** The option checks of `metrics`, pure so that the build can run them on options written in the source. */
import { FwError } from '../catalogue.js';
import { describeValue } from '../describe-value.js';
import { endpointPathProblem } from './endpoint-path.js';

/** The default histogram bucket bounds, in seconds. */
const DEFAULT_BUCKETS: readonly number[] = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
];

/** `metrics` options after their defaults. */
export interface CheckedMetricsOptions {
  readonly path: string;
  readonly histogram: boolean;
  readonly buckets: readonly number[];
}

/**
 * Checks `metrics` options and fills their defaults; throws `FW_ERR_METRICS_CONFIG` naming the
 * first bad one.
 *
 * @example checkMetricsOptions({ path: 'metrics' }) // throws: metrics: path must start with "/", ...
 */
export function checkMetricsOptions(options: unknown = {}): CheckedMetricsOptions {
  const {
    path = '/metrics',
    histogram = true,
    buckets = DEFAULT_BUCKETS,
  } = (options ?? {}) as { path?: unknown; histogram?: unknown; buckets?: unknown };
  const problem = endpointPathProblem(path);
  if (problem !== undefined) throw new FwError('FW_ERR_METRICS_CONFIG', { reason: problem });
  if (typeof histogram !== 'boolean')
    throw new FwError('FW_ERR_METRICS_CONFIG', {
      reason: `histogram must be true or false, got ${describeValue(histogram)}`,
    });
  if (
    !Array.isArray(buckets) ||
    buckets.length === 0 ||
    buckets.length > 64 ||
    !buckets.every(
      (b: unknown, i) =>
        typeof b === 'number' && Number.isFinite(b) && b > 0 && (i === 0 || b > (buckets[i - 1] as number)),
    )
  ) {
    throw new FwError('FW_ERR_METRICS_CONFIG', {
      reason: `buckets must be 1 to 64 increasing finite numbers of seconds above 0, got ${describeValue(buckets)}`,
    });
  }
  return { path: path as string, histogram, buckets: buckets as number[] };
}
