/** `fwc check`: the app's document tested against the running app (checkContract with ajv, JSON Schema 2020-12). */
import { pathToFileURL } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { App } from '@fw/runtime';
import { checkContract, type ContractReport } from '@fw/runtime/testing';
import { describe, relative } from './print.js';
import { findAppModule } from './project.js';

/** Options of `fwc check`. */
export interface CheckOptions {
  /** The compiled app module (default: package.json `"fw": { "app" }`, else dist/app.js). */
  readonly app?: string;
  /** `scheme=Header: value` pairs: the headers that satisfy a security scheme. */
  readonly credentials?: readonly string[];
  /** Which run (default 1): the same number sends the same requests. */
  readonly replay?: number;
  /** Most requests to send (default 5000). */
  readonly budget?: number;
  /** Longest an answer may take, in milliseconds (default 5000). */
  readonly timeLimitMs?: number;
}

/**
 * Imports the app module (its `spec` export and an `app` export or a `createApp()` function),
 * runs checkContract and prints each mismatch; resolves with 0 when there are none, else 1.
 */
export async function checkCommand(options: CheckOptions, cwd: string = process.cwd()): Promise<number> {
  const found = findAppModule(cwd, undefined, options.app, cwd);
  if ('missing' in found) {
    console.error(
      `fwc check: error: the app module ${relative(cwd, found.missing)} does not exist; build first (fwc build) or pass --app <compiled module>`,
    );
    return 1;
  }
  const file = found.file;
  const shown = relative(cwd, file);
  const credentials: Record<string, Record<string, string>> = {};
  for (const pair of options.credentials ?? []) {
    // One way to match each part (no `\s*` beside a `.*` that also takes spaces): linear in the argument.
    const match = /^([A-Za-z0-9._-]+)=([^:]+):([^\n]*)$/.exec(pair);
    if (match === null) {
      console.error(
        `fwc check: error: --credential ${JSON.stringify(pair)} must read scheme=Header: value, as in adminToken='Authorization: Bearer t'`,
      );
      return 1;
    }
    (credentials[match[1]!] ??= {})[match[2]!.trim().toLowerCase()] = match[3]!.trimStart();
  }
  let mod: Record<string, unknown>;
  try {
    mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (error) {
    console.error(`fwc check: error: importing ${shown} failed: ${describe(error)}`);
    return 1;
  }
  const spec = mod['spec'];
  const app = (mod['app'] ??
    mod['App'] ??
    (typeof mod['createApp'] === 'function' ? (mod['createApp'] as () => unknown)() : undefined)) as App | undefined;
  if (typeof spec !== 'string' || app === undefined || typeof (app as { request?: unknown }).request !== 'function') {
    console.error(
      `fwc check: error: ${shown} must export spec (apidocs.generateSpec's JSON) and app or App (Router.define's App) or createApp()`,
    );
    return 1;
  }
  const validator = new Ajv2020({ strict: false });
  (
    (addFormats as unknown as { default?: (ajv: Ajv2020) => void }).default ??
    (addFormats as unknown as (ajv: Ajv2020) => void)
  )(validator);
  const report = await checkContract(app, spec, {
    validator,
    credentials,
    ...(options.replay === undefined ? {} : { replay: options.replay }),
    ...(options.budget === undefined ? {} : { budget: options.budget }),
    ...(options.timeLimitMs === undefined ? {} : { timeLimitMs: options.timeLimitMs }),
  });
  printReport(report);
  return report.mismatches.length === 0 ? 0 : 1;
}

/**
 * Prints a report in three sections and a summary: the findings (to stderr, one a line:
 * operation, the request that got it, the status, what was expected), the chains tried, what could
 * not be covered (the documented statuses no request got, then the cases not sent), and the
 * counts with the run's number (`--replay` with it repeats the run).
 */
function printReport(report: ContractReport): void {
  console.error(`fwc check: findings (${report.mismatches.length}):`);
  for (const mismatch of report.mismatches)
    console.error(`fwc check: ${mismatch.operation} (${mismatch.request}): ${mismatch.status}: ${mismatch.problem}`);
  console.log(`fwc check: chains tried (${report.chains.length}):`);
  for (const chain of report.chains) console.log(`fwc check: chain: ${chain.steps} (${chain.link}): ${chain.outcome}`);
  console.log(`fwc check: not covered (${report.uncovered.length + report.notCovered.length}):`);
  for (const answer of report.uncovered)
    console.log(`fwc check: not tested: ${answer.operation} ${answer.status}: ${answer.reason}`);
  for (const item of report.notCovered)
    console.log(`fwc check: not covered: ${item.operation}: ${item.what}: ${item.reason}`);
  const pairs = report.covered + report.uncovered.length;
  console.log(
    `fwc check: ${report.requests} requests, ${report.mismatches.length} mismatches; ${report.covered} of ${pairs} documented operation/status pairs tested, ${report.uncovered.length} not; replay ${report.replay}`,
  );
}
