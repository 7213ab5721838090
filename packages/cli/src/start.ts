/** `fwc start`: runs a built app in N worker processes (node:cluster) sharing its port. */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { runCluster } from '@fw/runtime/cluster';
import { startEntry } from './project.js';

/** `fwc start --help`. */
export const START_HELP = `Usage: fwc start [entry] [options] [-- app arguments]

Runs the built app in worker processes with node:cluster: every worker runs <entry> (the
file that calls server.listen(), as \`node <entry>\` would) and they share its port. The
primary process runs no app code; it:
  - restarts a worker that dies, after 100ms, 200ms, 400ms ... up to 10s for deaths in a row;
  - passes the workers' stdout and stderr on in whole lines (lines never mix);
  - lets metrics() in any worker answer the sum over all workers;
  - on SIGTERM or SIGINT sends SIGTERM to every worker: fw's Server closes gracefully
    (in-flight requests finish), and fwc exits once all workers have exited.

<entry> defaults to package.json "main" if set, else dist/main.js.

Options:
  -w, --workers <n>           worker processes (default: the number of cores, ${availableParallelism()} here)
      --log-format <f>        text (default) or json, for fwc's own lines on stderr
      --shutdown-timeout <ms> how long to wait for the workers to stop before killing them
                              (default 30000)
  -h, --help                  show this help

Exit codes: 0 stopped cleanly, 1 a missing entry or workers that had to be killed, 2 bad arguments.
`;

/** What `fwc start` was asked for. */
export interface StartOptions {
  readonly entry: string | undefined;
  readonly workers: string | undefined;
  readonly logFormat: string | undefined;
  readonly shutdownTimeout: string | undefined;
  readonly args: readonly string[];
}

/**
 * Validates the options and runs the cluster; resolves with the exit code when a usage problem
 * or a missing entry stops it early. Otherwise it never resolves: the primary exits the process
 * itself after a signal (0 when every worker stopped in time, 1 when some had to be killed).
 */
export function start(options: StartOptions, usage: (message: string) => never): Promise<number> {
  const workers = options.workers === undefined ? availableParallelism() : Number(options.workers);
  if (options.workers !== undefined && (!/^\d+$/.test(options.workers) || workers < 1 || workers > 1024)) {
    usage(`fwc start: --workers must be a whole number from 1 to 1024, got '${options.workers}'`);
  }
  const logFormat = options.logFormat ?? 'text';
  if (logFormat !== 'text' && logFormat !== 'json')
    usage(`fwc start: --log-format must be text or json, got '${logFormat}'`);
  const shutdownTimeout = options.shutdownTimeout === undefined ? 30_000 : Number(options.shutdownTimeout);
  if (
    options.shutdownTimeout !== undefined &&
    (!/^\d+$/.test(options.shutdownTimeout) || shutdownTimeout > 2_147_483_647)
  ) {
    usage(`fwc start: --shutdown-timeout must be a whole number of milliseconds, got '${options.shutdownTimeout}'`);
  }
  const entry = options.entry ?? startEntry(process.cwd());
  if (!existsSync(resolve(entry))) {
    console.error(
      `fwc start: ${resolve(entry)} does not exist; build the app first (fwc build) or name its start file: fwc start <entry>`,
    );
    return Promise.resolve(1);
  }
  runCluster({ entry, workers, logFormat: logFormat, shutdownTimeout, args: options.args });
  return new Promise<number>(() => {});
}
