/**
 * `@fw/transformer/register`: runs an fw app from its TypeScript sources with the fw transform,
 * under plain Node or next to tsx:
 *
 *     node --import @fw/transformer/register src/main.ts
 *     tsx --import @fw/transformer/register src/main.ts
 *
 * It registers Node module hooks (`module.register`) and turns on source maps, so stack traces
 * name `.ts` files and lines. `FW_TSCONFIG` names the tsconfig when it is not the nearest
 * `tsconfig.json` above each file. Under `node --watch`, a change to a file an fw file's types
 * come from restarts the app too.
 */
import { register } from 'node:module';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { watchReporter } from '../adapters/node.js';

process.setSourceMapsEnabled(true);

// Under `node --watch` (which sets WATCH_REPORT_DEPENDENCIES and talks to the app over IPC), Node
// restarts the app when a file it loaded changes. The files an fw file's types come from are
// never loaded (`import type` is erased), so the hooks send their paths here and this thread
// reports them as Node's own module loaders report the files they load.
let port: MessagePort | undefined;
const report = watchReporter();
if (report !== undefined) {
  const channel = new MessageChannel();
  channel.port1.on('message', (files: string[]) => report(files));
  channel.port1.unref();
  port = channel.port2;
}
register('./hooks.mjs', import.meta.url, {
  data: { tsconfig: process.env['FW_TSCONFIG'] || undefined, cwd: process.cwd(), watchPort: port },
  transferList: port === undefined ? [] : [port],
});
