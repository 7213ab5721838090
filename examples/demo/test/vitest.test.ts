/**
 * Runs the demo's vitest suite (vitest/*.test.ts, configured by vitest.config.ts with the fw
 * plugin, importing the TypeScript sources directly) and reports each vitest test as one uvu test,
 * so `npm test`'s count includes them. Another test checks the run as a whole.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

// This file runs from examples/demo/dist-test.
const DEMO_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const VITEST = join(DEMO_DIR, 'node_modules', 'vitest', 'vitest.mjs');
/** The tests vitest/*.test.ts hold; a file that stops being collected fails the count below. */
const EXPECTED_TESTS = 6;

interface Report {
  readonly numTotalTests: number;
  readonly numPassedTests: number;
  readonly testResults: readonly {
    readonly name: string;
    readonly message?: string;
    readonly assertionResults: readonly {
      readonly fullName: string;
      readonly status: string;
      readonly failureMessages: readonly string[];
    }[];
  }[];
}

const temp = mkdtempSync(join(tmpdir(), 'fw-demo-vitest-'));
const outputFile = join(temp, 'report.json');
const run = spawnSync(process.execPath, [VITEST, 'run', '--reporter=json', `--outputFile=${outputFile}`], {
  cwd: DEMO_DIR,
  encoding: 'utf8',
  timeout: 300_000,
  env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
});
let report: Report | undefined;
try {
  report = JSON.parse(readFileSync(outputFile, 'utf8')) as Report;
} catch {
  report = undefined;
} finally {
  rmSync(temp, { recursive: true, force: true });
}

const test = suite('demo under vitest');

test(`vitest run exits 0 having run all ${EXPECTED_TESTS} tests`, () => {
  const output = `${run.error?.message ?? ''}${run.stdout}${run.stderr}`;
  assert.ok(report !== undefined, `vitest wrote no report:\n${output}`);
  for (const file of report.testResults)
    assert.ok(file.message === undefined || file.message === '', `${file.name}: ${file.message}`);
  assert.is(run.status, 0, output);
  assert.is(report.numTotalTests, EXPECTED_TESTS);
  assert.is(report.numPassedTests, EXPECTED_TESTS);
});

for (const file of report?.testResults ?? []) {
  for (const result of file.assertionResults) {
    test(`vitest: ${result.fullName}`, () => {
      assert.is(result.status, 'passed', result.failureMessages.join('\n'));
    });
  }
}

test.run();
