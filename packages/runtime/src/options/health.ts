/** The option checks of `health`, pure so that the build can run them on options written in the source. */
import { FwError } from '../catalogue.js';
import { describeValue } from '../describe-value.js';
import { endpointPathProblem } from './endpoint-path.js';

/**
 * Checks `health` options and returns the path it answers; throws `FW_ERR_HEALTH_CONFIG` naming the first bad one.
 *
 * @example checkHealthOptions({ timeout: 0 }) // throws: health: timeout must be a number of milliseconds above 0, got 0
 */
export function checkHealthOptions(options: unknown = {}): { readonly path: string } {
  const {
    path = '/health',
    checks = {},
    timeout = 1000,
    server,
  } = (options ?? {}) as { path?: unknown; checks?: unknown; timeout?: unknown; server?: unknown };
  const problem = endpointPathProblem(path);
  if (problem !== undefined) throw new FwError('FW_ERR_HEALTH_CONFIG', { reason: problem });
  if (typeof checks !== 'object' || checks === null || Array.isArray(checks)) {
    throw new FwError('FW_ERR_HEALTH_CONFIG', {
      reason: `checks must be an object of named check functions, got ${checks === null ? 'null' : Array.isArray(checks) ? 'an array' : typeof checks}`,
    });
  }
  for (const [name, check] of Object.entries(checks)) {
    if (typeof check !== 'function')
      throw new FwError('FW_ERR_HEALTH_CONFIG', {
        reason: `check ${describeValue(name)} must be a function, got ${typeof check}`,
      });
  }
  if (typeof timeout !== 'number' || !Number.isFinite(timeout) || timeout <= 0 || timeout > 2_147_483_647) {
    throw new FwError('FW_ERR_HEALTH_CONFIG', {
      reason: `timeout must be a number of milliseconds above 0, got ${describeValue(timeout)}`,
    });
  }
  if (
    server !== undefined &&
    (typeof server !== 'object' || server === null || typeof (server as { closing?: unknown }).closing !== 'boolean')
  ) {
    throw new FwError('FW_ERR_HEALTH_CONFIG', {
      reason: 'server must be the app\'s Server (an object with a boolean "closing")',
    });
  }
  return { path: path as string };
}
