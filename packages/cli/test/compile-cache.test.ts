/**
 * fwc keeps V8's compiled code of its modules between runs (bin/compile-cache.cjs): on Node.js 20
 * in fw-compile-cache-<uid> under the temporary directory, owner-only; on 22.1 and newer Node.js's
 * own compile cache. Each case runs fwc with a temporary directory of its own (TMPDIR), in an
 * empty folder, where `fwc build` loads TypeScript and the transformer and then stops: no
 * tsconfig.json.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import * as nodeModule from 'node:module';
import path from 'node:path';
import { FWC, removeDir, runNode, tempDir, type Run } from './helpers.js';

const test = suite('fwc compile cache');

/** Node.js keeps compiled code itself from 22.1 on (module.enableCompileCache); fwc's own cache is for older ones. */
const NODE_KEEPS_CODE = 'enableCompileCache' in nodeModule;

/** `fwc build` in an empty folder with `tmp` as the temporary directory. */
function buildIn(tmp: string, env: NodeJS.ProcessEnv = {}): Run {
  const cwd = path.join(tmp, 'project');
  mkdirSync(cwd, { recursive: true });
  return runNode(FWC, ['build'], { cwd, env: { TMPDIR: tmp, ...env } });
}

/** The cache folder fwc uses under `tmp`: Node.js's own default one, or fwc's. */
function cacheDir(tmp: string): string {
  if (NODE_KEEPS_CODE) return path.join(tmp, 'node-compile-cache');
  return path.join(tmp, `fw-compile-cache-${process.getuid?.() ?? ''}`.replace(/-$/, ''));
}

/** File name -> modification time (ms) of the cache's files. */
function files(dir: string): Map<string, number> {
  return new Map(readdirSync(dir).map((name) => [name, statSync(path.join(dir, name)).mtimeMs]));
}

function assertNoTsconfig(run: Run): void {
  assert.is(run.status, 1, run.stdout + run.stderr);
  assert.match(run.stderr, /^fwc build: error: cannot find .*tsconfig\.json/m);
}

test('should keep compiled code in an owner-only folder and use it unchanged on the next run', () => {
  const tmp = tempDir('compile-cache');
  try {
    const first = buildIn(tmp);
    assertNoTsconfig(first);
    const dir = cacheDir(tmp);
    assert.ok(existsSync(dir), 'the cache folder is made');
    if (NODE_KEEPS_CODE) {
      // Node.js's own cache: a folder per Node.js build, its files in it.
      assert.ok(readdirSync(dir).length > 0, 'Node.js keeps the compiled code');
      assertNoTsconfig(buildIn(tmp));
      return;
    }
    assert.is(statSync(dir).mode & 0o777, 0o700, 'only its owner may read or write it');
    const kept = files(dir);
    // TypeScript's compiler, the transformer's modules, typia's: well over a hundred modules.
    assert.ok(kept.size > 100, `${kept.size} modules kept`);
    const second = buildIn(tmp);
    assertNoTsconfig(second);
    assert.is(second.stderr, first.stderr, 'the same output with the kept code');
    // V8 took every kept file: one it refused would have been compiled again and rewritten.
    assert.equal(files(dir), kept);

    // A kept file damaged on disk is not given to V8: that module is compiled afresh and kept again.
    const [largest] = [...kept.keys()].sort(
      (a, b) => statSync(path.join(dir, b)).size - statSync(path.join(dir, a)).size,
    );
    const damaged = path.join(dir, largest!);
    const bytes = readFileSync(damaged);
    const middle = bytes.length >> 1;
    bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
    writeFileSync(damaged, bytes);
    utimesSync(damaged, new Date(0), new Date(0));
    const third = buildIn(tmp);
    assertNoTsconfig(third);
    assert.is(third.stderr, first.stderr, 'the same output after the damage');
    const after = files(dir);
    // Its time was set to 1970 with the damage: a later one means it was written again.
    assert.ok((after.get(largest!) ?? 0) > 0, 'the damaged file is written again');
    assert.not.equal(readFileSync(damaged), bytes);
    for (const [name, mtime] of kept) if (name !== largest) assert.is(after.get(name), mtime, `${name} kept as it was`);
  } finally {
    removeDir(tmp);
  }
});

test('should not use a cache folder that others may write, nor any with FW_NO_COMPILE_CACHE=1', () => {
  const tmp = tempDir('compile-cache');
  try {
    const dir = cacheDir(tmp);
    if (!NODE_KEEPS_CODE) {
      // Node.js's own cache checks its folder itself; fwc's checks its own.
      mkdirSync(dir);
      chmodSync(dir, 0o777);
      assertNoTsconfig(buildIn(tmp));
      assert.equal(readdirSync(dir), [], 'nothing written to or read from a folder others may write');
      removeDir(dir);
    }
    assertNoTsconfig(buildIn(tmp, { FW_NO_COMPILE_CACHE: '1' }));
    assert.not.ok(existsSync(dir), 'no cache folder when turned off');
  } finally {
    removeDir(tmp);
  }
});

test.run();
