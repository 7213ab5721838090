/**
 * The app process of `fwc dev`, started before it is needed. fwc dev forks it (a node:cluster
 * worker) while the app it will replace still runs; it boots Node and loads nothing else, then
 * waits. When a build is good, fwc dev sends it the entry and it runs that as `node <entry>` would
 * (`process.argv[1]` is the entry, `require.main` or the ES module loader as Node chooses), so the
 * restart does not wait for Node to start. Bundled to dist/app-worker.cjs by build.mjs.
 */
import { runMain } from './adapters/node.js';

/** What fwc dev sends: the compiled entry to run. */
interface RunMessage {
  readonly fwcDev: 'run';
  readonly entry: string;
}

function isRun(message: unknown): message is RunMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as Partial<RunMessage>).fwcDev === 'run' &&
    typeof (message as Partial<RunMessage>).entry === 'string'
  );
}

const onMessage = (message: unknown): void => {
  if (!isRun(message)) return;
  // The app may listen to messages of its own; this one is not for it.
  process.off('message', onMessage);
  runMain(message.entry);
};
process.on('message', onMessage);
