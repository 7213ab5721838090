/**
 * Zero-allocation check of the Matcher: a child `node --expose-gc` process runs 10 million
 * matches in one loop with a PerformanceObserver on 'gc' entries; a matcher that allocates
 * nothing never triggers a collection. Two controls run the same harness with a loop that does
 * allocate (url.split, find-my-way) and must see collections, so the zero result is meaningful.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

/** The child script stays in bench/test; this file runs from bench/dist-test. */
const CHILD = fileURLToPath(new URL('../test/alloc-child.mjs', import.meta.url));
const LOOKUPS = 10_000_000;

interface ChildResult {
  mode: string;
  lookups: number;
  matches: number;
  mismatches: number;
  gcDuringLoop: number;
  gcTotal: number;
  heapDelta: number;
  loopMs: number;
}

function runChild(mode: 'matcher' | 'split' | 'find-my-way', lookups = LOOKUPS): ChildResult {
  const child = spawnSync(process.execPath, ['--expose-gc', CHILD, mode, String(lookups)], {
    encoding: 'utf8',
    timeout: 40_000,
  });
  assert.is(child.status, 0, `alloc child (${mode}) exited with ${child.status ?? child.signal}: ${child.stderr}`);
  const line = child.stdout.trim().split('\n').pop() ?? '';
  const result = JSON.parse(line) as ChildResult;
  console.log(`  alloc child ${mode}: ${line}`);
  return result;
}

test('should match 10 million two-parameter and wildcard urls without triggering a GC', () => {
  const r = runChild('matcher');
  assert.ok(r.matches >= 10_000_000, `only ${r.matches} matches`);
  assert.is(r.mismatches, 0, 'every lookup returns the expected route and bounds');
  assert.is(r.matches, r.lookups);
  assert.is(r.gcDuringLoop, 0, `${r.gcDuringLoop} collections during the loop: the matcher allocates`);
  // Without a collection the heap delta is everything the loop allocated: well under 0.1 byte per match.
  assert.ok(r.heapDelta < 1024 * 1024, `heap grew by ${r.heapDelta} bytes during the loop`);
});

test('should see collections when the same loop also calls url.split', () => {
  const r = runChild('split');
  assert.is(r.mismatches, 0);
  assert.ok(r.gcDuringLoop > 0, 'the detector saw no collection in a loop that allocates');
});

test('should see collections when the same urls go through find-my-way', () => {
  const r = runChild('find-my-way');
  assert.is(r.mismatches, 0);
  assert.ok(r.gcDuringLoop > 0, 'the detector saw no collection in a loop that allocates');
});

test.run();
