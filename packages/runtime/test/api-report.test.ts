/**
 * The committed API reports (api/*.api.md) match what the package exports, so a change to the
 * public API is always deliberate: the check fails, saying how to accept it, until the reports are
 * rewritten and committed.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const test = suite('api-report');
const pkg = fileURLToPath(new URL('../', import.meta.url));
const script = join(pkg, 'scripts', 'api-report.mjs');

/** Runs the report script (check mode) and resolves with its exit code and output. */
function check(...args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: pkg, timeout: 120_000 });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code, out }));
  });
}

test('the committed reports match the package; a report that differs fails with how to accept it', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'fw-api-'));
  try {
    cpSync(join(pkg, 'api'), folder, { recursive: true });
    const report = join(folder, 'runtime-cluster.api.md');
    const text = readFileSync(report, 'utf8');
    assert.ok(text.includes('export function runCluster('), text);
    // As if runCluster had been removed without the report being accepted.
    const edited = text.replace(/\n\/\/ @public\nexport function runCluster\([^\n]*\n/, '\n');
    assert.is.not(edited, text);
    writeFileSync(report, edited);
    const [committed, changed] = await Promise.all([check(), check('--reports', folder)]);
    assert.is(committed.code, 0, committed.out);
    assert.is(changed.code, 1, changed.out);
    assert.match(changed.out, 'runtime-cluster.api.md');
    assert.match(changed.out, 'node packages/runtime/scripts/api-report.mjs --accept');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test.run();
