/** The demo's openapi.json, written by `fwc build`, passes the official OpenAPI 3.1 schema, redocly lint and Spectral. */
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

judged('should pass the OpenAPI 3.1 schema validator, redocly lint (recommended) and Spectral (spectral:oas)', () => {
  const run = spawnSync(process.execPath, [checker, built], { encoding: 'utf8', timeout: 120_000 });
  const verdict = JSON.parse(run.stdout.trim().split('\n').pop()!) as {
    schemaValid: boolean;
    redocly: { errors: number; warnings: number; problems: string[] };
    spectral: { errors: number; warnings: number; problems: string[] };
    ok: boolean;
  };
  assert.is(verdict.schemaValid, true, run.stdout);
  assert.equal(verdict.redocly.problems, [], 'redocly');
  assert.equal(verdict.spectral.problems, [], 'Spectral');
  assert.ok(verdict.ok, run.stdout);
  assert.is(run.status, 0);
});

judged.run();
