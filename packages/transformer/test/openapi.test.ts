/**
 * The full-featured document: fixtures/transformer/openapi-app compiled with the transformer. Its
 * document is the committed golden; the official OpenAPI 3.1 schema, `redocly lint`
 * (`recommended`) and Spectral (`spectral:oas`) find no problem in it; the running app answers as
 * it says (checkContract with ajv); and the bounds of every number type are the ones the validator
 * checks, down to the last double.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { App } from '@fw/runtime';
import { checkContract } from '@fw/runtime/testing';
import { Compiler, FIXTURES_DIR, PACKAGE_DIR, REPO_ROOT } from './compile.js';
import { matchGolden } from './golden.js';

const test = suite('the full-featured OpenAPI document');
const TEMP = path.join(PACKAGE_DIR, 'test', `tmp-openapi-${process.pid}`);
const APP_DIR = path.join(FIXTURES_DIR, 'openapi-app');
const BASIC = `Basic ${Buffer.from('ada:lovelace').toString('base64')}`;
let fixture: { app: App; spec: string };

test.before(async () => {
  const source = fs.readFileSync(path.join(APP_DIR, 'app.ts'), 'utf8');
  const { diagnostics, files } = new Compiler().compile({ 'openapi-app/app.ts': source });
  assert.equal(diagnostics, [], 'the fixture compiles cleanly');
  fs.mkdirSync(TEMP, { recursive: true });
  fs.writeFileSync(path.join(TEMP, 'package.json'), '{ "type": "module" }\n');
  fs.writeFileSync(path.join(TEMP, 'app.js'), files.get('openapi-app/app.js')!);
  fixture = (await import(pathToFileURL(path.join(TEMP, 'app.js')).href)) as typeof fixture;
});

test.after(() => {
  fs.rmSync(TEMP, { recursive: true, force: true });
});

/** An ajv with the 2020-12 dialect and formats: the validator nobody here wrote. */
function newAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, validateFormats: true });
  addFormats(ajv);
  return ajv;
}

test('should write the committed document', () => {
  matchGolden(fixture.spec + '\n', path.join(APP_DIR, 'openapi.expected.json'));
});

test('should pass the OpenAPI 3.1 schema, redocly lint and Spectral with zero problems', () => {
  const file = path.join(TEMP, 'openapi.json');
  fs.writeFileSync(file, fixture.spec);
  const run = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'check-openapi.mjs'), file], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  const verdict = JSON.parse(run.stdout.trim().split('\n').pop() ?? 'null') as {
    ok: boolean;
    schemaValid: boolean;
    redocly: { problems: string[] };
    spectral: { problems: string[] };
  } | null;
  assert.ok(verdict, `no verdict: ${run.stdout}${run.stderr}`);
  assert.ok(verdict.schemaValid, run.stdout);
  assert.equal(verdict.redocly.problems, [], 'redocly');
  assert.equal(verdict.spectral.problems, [], 'Spectral');
  assert.ok(verdict.ok);
  assert.is(run.status, 0);
});

test('should hold for the running app: every answer as documented, the stacked credentials sent together', async () => {
  const report = await checkContract(fixture.app, fixture.spec, {
    validator: newAjv(),
    credentials: {
      token: { authorization: 'Bearer t1' },
      staff: { authorization: BASIC },
      adminKey: { 'x-admin-key': 'k1' },
    },
  });
  assert.equal(report.mismatches, []);
  const reached = new Set(report.uncovered.map((u) => `${u.operation} ${u.status}`));
  // The admin route takes Basic credentials and the key together: its 200 was reached.
  assert.not.ok(reached.has('POST /admin/checks/bounds 200'), JSON.stringify(report.uncovered));
  assert.not.ok(reached.has('POST /accounts 409'), 'the second POST takes a taken name: its error body was checked');
});

test('should state the bounds the validator checks: fw and ajv agree at both sides of every limit', async () => {
  const doc = JSON.parse(fixture.spec) as { components: { schemas: Record<string, unknown> } };
  for (const text of ['"exclusiveMaximum": 18446744073709551616', '"minimum": -9223372036854775808'])
    assert.ok(fixture.spec.includes(text), text);
  const oracle = newAjv().compile({ $ref: '#/components/schemas/Bounds', components: doc.components });
  const valid = { i32: 0, u32: 0, i64: 0, u64: 0, f32: 0, small: 0 };
  // Each limit, the double on its other side, and what both must say.
  const cases: [keyof typeof valid, number, boolean][] = [
    ['i32', -(2 ** 31), true],
    ['i32', -(2 ** 31) - 1, false],
    ['i32', 2 ** 31 - 1, true],
    ['i32', 2 ** 31, false],
    ['u32', -1, false],
    ['u32', 2 ** 32 - 1, true],
    ['u32', 2 ** 32, false],
    ['i64', -(2 ** 63), true],
    ['i64', -(2 ** 63) - 2048, false],
    ['i64', 2 ** 63 - 1024, true],
    ['i64', 2 ** 63, false],
    ['u64', 0, true],
    ['u64', -1, false],
    ['u64', 2 ** 64 - 2048, true],
    ['u64', 2 ** 64, false],
    ['u64', 2.5, false],
    ['f32', 3.4028235e38, true],
    ['f32', -3.4028235e38, true],
    ['f32', -2e38, true],
    ['f32', 3.4028236e38, false],
    ['f32', -3.4028236e38, false],
    ['small', 1000, true],
    ['small', 1001, false],
  ];
  const disagreements: string[] = [];
  for (const [field, value, expected] of cases) {
    const body = JSON.stringify({ ...valid, [field]: value });
    const res = await fixture.app.request('/admin/checks/bounds', {
      method: 'POST',
      headers: { authorization: BASIC, 'x-admin-key': 'k1', 'content-type': 'application/json' },
      body,
    });
    const fw = res.status === 200;
    const ajv = oracle(JSON.parse(body));
    if (fw !== expected || ajv !== expected)
      disagreements.push(
        `${field} = ${body}: fw ${fw ? 'accepts' : `refuses (${res.status})`}, ajv ${ajv ? 'accepts' : 'refuses'}, expected ${expected ? 'accepted' : 'refused'}`,
      );
  }
  assert.equal(disagreements, []);
});

test.run();
