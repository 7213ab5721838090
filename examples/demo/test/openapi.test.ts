/** The demo's openapi.json, written by `fwc build`, passes the official OpenAPI 3.1 schema and redocly lint. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { spec } from '../dist/app.js';

const built = fileURLToPath(new URL('../openapi.json', import.meta.url));
const checker = fileURLToPath(new URL('../../../scripts/check-openapi.mjs', import.meta.url));
const judged = suite('demo openapi.json');

judged('should be the document the app serves, written by the build', () => {
  // The file is the served document plus a final newline.
  assert.is(readFileSync(built, 'utf8'), spec.endsWith('\n') ? spec : `${spec}\n`);
});

judged('should pass the OpenAPI 3.1 schema validator and redocly lint', () => {
  const run = spawnSync(process.execPath, [checker, built], { encoding: 'utf8', timeout: 90_000 });
  const verdict = JSON.parse(run.stdout.trim().split('\n').pop()!) as {
    schemaValid: boolean;
    lintExit: number;
    lintTotals: { errors: number; warnings: number };
  };
  assert.is(verdict.schemaValid, true, run.stdout);
  assert.is(verdict.lintExit, 0, run.stdout);
  assert.equal(verdict.lintTotals, { errors: 0, warnings: 0, ignored: 0 });
  assert.is(run.status, 0);
});

judged.run();
