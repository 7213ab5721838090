/** A cluster primary for the tests: runCluster with the entry and worker count from argv, JSON lines on stderr. */
import { runCluster } from '@fw/runtime/cluster';

const [entry, workers, collectTimeout, shutdownTimeout] = process.argv.slice(2);
runCluster({
  entry: entry!,
  workers: Number(workers),
  logFormat: 'json',
  restartDelay: 100,
  maxRestartDelay: 400,
  collectTimeout: collectTimeout === undefined ? 1000 : Number(collectTimeout),
  shutdownTimeout: shutdownTimeout === undefined ? 15_000 : Number(shutdownTimeout),
});
