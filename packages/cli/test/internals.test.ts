/**
 * A smoke test of the Node internal fwc relies on itself (src/adapters/node.ts): `Module.runMain`,
 * with which fwc dev's waiting app process runs the entry as `node <entry>` would. When it fails
 * after a Node upgrade, the message names the version it was checked with and the one running
 * now, as in `Node 20.20.2 -> 24.1.0: Module.runMain no longer runs process.argv[1] as the main module`.
 * (The pin of fwc's TypeScript, `Module._resolveFilename`, is the transformer's, and
 * packages/transformer/test/internals.test.ts checks it.)
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CHECKED_NODE } from '../src/adapters/node.js';
import { CLI_DIR, removeDir, runNode, tempDir } from './helpers.js';

/** The compiled adapter, run in child processes (running a main module is once per process). */
const ADAPTER = path.join(CLI_DIR, 'dist-test', 'src', 'adapters', 'node.js');

const test = suite('Node internals');

/** Runs `entry` through the adapter's runMain in a fresh node process, as fwc dev's app process does. */
function runThroughAdapter(entry: string): { status: number | null; stdout: string; stderr: string } {
  const dir = path.dirname(entry);
  const starter = path.join(dir, 'starter.mjs');
  writeFileSync(
    starter,
    `const { runMain } = await import(${JSON.stringify(pathToFileURL(ADAPTER).href)});\nrunMain(${JSON.stringify(entry)});\n`,
  );
  return runNode(starter, [], { cwd: dir, timeout: 30_000 });
}

for (const [kind, file, text] of [
  [
    'a CommonJS entry',
    'entry.cjs',
    "console.log(require.main === module, process.argv[1] === __filename, typeof require('node:path').join);\n",
  ],
  [
    'an ES module entry',
    'entry.mjs',
    "import { fileURLToPath } from 'node:url';\nconsole.log(process.argv[1] === fileURLToPath(import.meta.url), import.meta.main ?? true, 'function');\n",
  ],
] as const) {
  const broken = `Module.runMain no longer runs ${kind} named by process.argv[1] as the main module`;
  test(`should find Node ${process.versions.node} as fwc dev uses it: not "${broken}"`, () => {
    const dir = tempDir('internals');
    try {
      const entry = path.join(dir, file);
      writeFileSync(entry, text);
      try {
        const run = runThroughAdapter(entry);
        assert.is(run.status, 0, run.stderr);
        assert.is(run.stdout.trim(), 'true true function');
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        throw new Error(`Node ${CHECKED_NODE} -> ${process.versions.node}: ${broken} (${detail})`);
      }
    } finally {
      removeDir(dir);
    }
  });
}

test.run();
