// Checks OpenAPI documents with the two outside judges: the official OpenAPI 3.1 JSON Schema
// (@seriousme/openapi-schema-validator) and `redocly lint` with fixtures/spec/redocly.yaml.
// Usage: node scripts/check-openapi.mjs <file.json>... ; prints one JSON verdict per file and
// exits 1 when any document fails either judge.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
// The judges are devDependencies of @fw/runtime.
const require = createRequire(join(root, 'packages', 'runtime', 'package.json'));
const { Validator } = await import(require.resolve('@seriousme/openapi-schema-validator'));
const redocly = join(root, 'packages', 'runtime', 'node_modules', '.bin', 'redocly');
const config = join(root, 'fixtures', 'spec', 'redocly.yaml');

let failed = false;
for (const file of process.argv.slice(2)) {
  const path = resolve(file);
  const doc = JSON.parse(readFileSync(path, 'utf8'));
  const schema = await new Validator().validate(doc);
  const lint = spawnSync(redocly, ['lint', path, `--config=${config}`, '--format=json'], {
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
  });
  let totals;
  try {
    totals = JSON.parse(lint.stdout).totals;
  } catch {
    totals = undefined;
  }
  const verdict = {
    file,
    schemaValid: schema.valid,
    schemaErrors: schema.valid ? [] : schema.errors,
    lintExit: lint.status,
    lintTotals: totals,
  };
  if (!schema.valid || lint.status !== 0) {
    failed = true;
    verdict.lintOutput = (lint.stdout + lint.stderr).slice(0, 4000);
  }
  console.log(JSON.stringify(verdict));
}
process.exit(failed ? 1 : 0);
