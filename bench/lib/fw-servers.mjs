// Compiles the fw benchmark servers (bench/servers/fw-*.ts) with the fw transformer into bench/.out/,
// so `withBody<NewUser>` gets its generated validator. Run directly, it prints the outcome
// as one JSON line: node bench/lib/fw-servers.mjs
//
// bench/.out/ sits at the same depth as bench/servers/, so the servers' relative import of
// ../lib/scenarios.mjs resolves from both the source and the compiled file.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const BENCH = join(dirname(fileURLToPath(import.meta.url)), '..');
export const FW_OUT = join(BENCH, '.out');

/** The entry points, each compiled as its own program (one failing leaves the other usable). */
export const FW_ENTRIES = {
  server: { source: join(BENCH, 'servers', 'fw-server.ts'), output: join(FW_OUT, 'fw-server.js') },
  observability: { source: join(BENCH, 'servers', 'fw-observability.ts'), output: join(FW_OUT, 'fw-observability.js') },
};

/**
 * Compiles every entry; resolves to `{ server: string[], observability: string[] }`, the error
 * diagnostics of each (empty when it compiled cleanly).
 */
export async function buildFwServers() {
  const { build } = await import('./compile.mjs');
  const errors = {};
  for (const [name, entry] of Object.entries(FW_ENTRIES)) {
    try {
      errors[name] = build([entry.source], FW_OUT, { transform: true });
    } catch (error) {
      errors[name] = [`compiler crashed: ${error?.stack ?? error}`];
    }
    if (errors[name].length === 0 && !existsSync(entry.output)) errors[name] = [`${entry.output} was not written`];
  }
  return errors;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const errors = await buildFwServers();
  process.stdout.write(JSON.stringify(errors) + '\n');
  process.exitCode = errors.server.length === 0 ? 0 : 1;
}
