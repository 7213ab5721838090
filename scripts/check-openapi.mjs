// Checks OpenAPI documents with three outside judges: the official OpenAPI 3.1 JSON Schema
// (@seriousme/openapi-schema-validator), `redocly lint` with fixtures/spec/redocly.yaml (its
// `recommended` rules) and Spectral with `spectral:oas` (fixtures/spec/spectral-rules.mjs).
// Usage: node scripts/check-openapi.mjs <file.json>... ; lints every file in one redocly process
// and one Spectral run, prints one JSON verdict per file and exits 1 when any document fails any
// judge: not valid, or a linter reporting an error or a warning.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { join, relative, resolve } from 'node:path';
import { rules } from '../fixtures/spec/spectral-rules.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// The judges are devDependencies of @fw/runtime.
const require = createRequire(join(root, 'packages', 'runtime', 'package.json'));
const { Validator } = await import(require.resolve('@seriousme/openapi-schema-validator'));
const redocly = join(root, 'packages', 'runtime', 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
const config = join(root, 'fixtures', 'spec', 'redocly.yaml');
const LINT_TIMEOUT_MS = 90_000;

const files = process.argv.slice(2).map((file) => resolve(file));
if (files.length === 0) {
  console.error('usage: node scripts/check-openapi.mjs <file.json>...');
  process.exit(2);
}

// redocly runs in its own process while the schema validator and Spectral run here.
const linted = redoclyLint(files);
const spectral = await spectralLint(files);
const validator = new Validator();
const schemas = [];
for (const file of files) schemas.push(await validator.validate(JSON.parse(readFileSync(file, 'utf8'))));
const redoc = await linted;

let failed = false;
files.forEach((file, i) => {
  const mine = redoc.byFile.get(file);
  const verdict = {
    file: process.argv[2 + i],
    schemaValid: schemas[i].valid,
    schemaErrors: schemas[i].valid ? [] : schemas[i].errors,
    redocly: mine ?? { errors: -1, warnings: -1, problems: [`redocly gave no result: ${redoc.output.slice(0, 2000)}`] },
    spectral: spectral[i],
  };
  const clean = (judge) => judge.errors === 0 && judge.warnings === 0;
  verdict.ok = verdict.schemaValid && clean(verdict.redocly) && clean(verdict.spectral);
  if (!verdict.ok) failed = true;
  console.log(JSON.stringify(verdict));
});
process.exit(failed ? 1 : 0);

/**
 * `redocly lint <files> --format=json` in one process with telemetry and the update check off
 * (so it opens no network connection). It prints one JSON object per file, in order; each
 * problem is reduced to `ruleId: message at pointer`.
 */
function redoclyLint(paths) {
  return new Promise((done) => {
    const child = spawn(process.execPath, [redocly, 'lint', ...paths, `--config=${config}`, '--format=json'], {
      cwd: root,
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        NO_COLOR: '1',
        FORCE_COLOR: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: LINT_TIMEOUT_MS,
      killSignal: 'SIGKILL',
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', () => {
      const byFile = new Map();
      const reports = jsonObjects(stdout);
      // One report per file, in the order given; anything else is no result.
      if (reports.length !== paths.length) return done({ byFile, output: stdout + stderr });
      reports.forEach((report, i) => {
        const problems = report.problems ?? [];
        byFile.set(paths[i], {
          errors: report.totals?.errors ?? -1,
          warnings: report.totals?.warnings ?? -1,
          problems: problems.map((p) => `${p.ruleId}: ${p.message} at ${p.location?.[0]?.pointer ?? '?'}`),
        });
      });
      done({ byFile, output: stdout + stderr });
    });
  });
}

/** The JSON values of a text that holds several one after the other, read in one pass. */
function jsonObjects(text) {
  const out = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') {
      if (depth++ === 0) start = i;
    } else if (c === '}' && --depth === 0) {
      try {
        out.push(JSON.parse(text.slice(start, i + 1)));
      } catch {
        // Not JSON (a banner): left out.
      }
    }
  }
  return out;
}

/**
 * Spectral (@stoplight/spectral-core) with the `spectral:oas` ruleset and fixtures/spec's rule
 * changes, run in this process over every file; each problem is reduced to `code: message at path`.
 */
async function spectralLint(paths) {
  const { Spectral } = require('@stoplight/spectral-core');
  const { oas } = require('@stoplight/spectral-rulesets');
  const linter = new Spectral();
  linter.setRuleset({ extends: [[oas, 'recommended']], rules });
  const out = [];
  for (const path of paths) {
    const results = await linter.run(readFileSync(path, 'utf8'));
    const named = (severity) => results.filter((r) => r.severity === severity);
    out.push({
      errors: named(0).length,
      warnings: named(1).length,
      problems: results.map(
        (r) => `${['error', 'warning', 'info', 'hint'][r.severity]} ${r.code}: ${r.message} at ${r.path.join('.')}`,
      ),
      file: relative(root, path),
    });
  }
  return out;
}
