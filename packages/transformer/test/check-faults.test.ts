/**
 * checkContract against fixtures/check-faults: apps compiled once with the transformer, each with
 * one injected fault of its own kind. The check must find every fault, name the operation, the
 * request that got it and what was expected, and find nothing on the app's other operations.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { App } from '@fw/runtime';
import { checkContract, type ContractCheckOptions, type ContractReport, type FindingKind } from '@fw/runtime/testing';
import { Compiler, PACKAGE_DIR, REPO_ROOT } from './compile.js';

const test = suite('checkContract finds injected faults');
const SOURCE = path.join(REPO_ROOT, 'fixtures', 'check-faults', 'src');
const TEMP = path.join(PACKAGE_DIR, 'test', `tmp-check-faults-${process.pid}`);

/** What the check must report for one app: the kind, the operation, the request and the problem. */
interface Expected {
  readonly kind: FindingKind;
  readonly operation: string;
  readonly request: RegExp;
  readonly problem: RegExp;
}

/** One fault per app, each of a different kind. */
const EXPECTED: Readonly<Record<string, Expected>> = {
  'wrong-status': {
    kind: 'undocumented-status',
    operation: 'POST /items',
    request: /^a valid request$/,
    problem: /^status 200 is not documented \(documented: 201, /,
  },
  'undocumented-field': {
    kind: 'undocumented-field',
    operation: 'GET /me',
    request: /^a valid request$/,
    problem: /^the body has a property the document does not declare: passwordHash in \$$/,
  },
  'missing-field': {
    kind: 'answer-shape',
    operation: 'GET /users/{id}',
    request: /^a valid request$/,
    problem: /"missingProperty":"name"/,
  },
  'wrong-field-type': {
    kind: 'answer-shape',
    operation: 'GET /stats',
    request: /^a valid request$/,
    problem: /"instancePath":"\/count".*"keyword":"type"/,
  },
  'accepts-invalid': {
    kind: 'accepted-invalid',
    operation: 'POST /tags',
    request: /^a body with \$\.name = "[a-z]{11}" \(11 characters, above its maxLength 10\)$/,
    problem: /^expected a 400 naming \$\.name, got 201$/,
  },
  'refuses-valid': {
    kind: 'refused-valid',
    operation: 'POST /notes',
    request: /^a body with \$\.text = "[a-z]+\.\.\. \(100 characters, its maxLength\)$/,
    problem: /^refused a request its types accept: .*the text is too long/,
  },
  'crash-boundary': {
    kind: 'crash',
    operation: 'GET /pages',
    request: /^query\.limit = 100 \(its maximum\)$/,
    problem: /^failed with 500 on a request its types accept \(and 500 is not documented\)$/,
  },
  'crash-enum': {
    kind: 'crash',
    operation: 'POST /convert',
    request: /^a body with \$\.unit = "kelvin" \(another value of its enum\)$/,
    problem: /^failed with 500/,
  },
  'read-after-create': {
    kind: 'read-after-create',
    operation: 'GET /books/{id}',
    request: /^a read of the resource just created by POST \/books \(id = \d+\)$/,
    problem: /^the created resource cannot be read back: expected 2xx, got 404$/,
  },
  'location-read': {
    kind: 'read-after-create',
    operation: 'GET /files/{name}',
    request: /^a read of the resource just created by POST \/files \(name = "[A-Z][a-z]+"\)$/,
    problem: /^the created resource cannot be read back: expected 2xx, got 404$/,
  },
  'delete-readable': {
    kind: 'delete-leaves-readable',
    operation: 'GET /todos/{id}',
    request: /^a read after DELETE \/todos\/\{id\} \(id = \d+\)$/,
    problem: /^the deleted resource is still readable: expected the documented 404, got 200$/,
  },
  'update-invisible': {
    kind: 'update-not-visible',
    operation: 'GET /profiles/{id}',
    request: /^a read after PUT \/profiles\/\{id\} \(id = \d+\)$/,
    problem: /^the update is not visible: (nick|age) reads .+, but it was updated to /,
  },
  'missing-header': {
    kind: 'header',
    operation: 'POST /orders',
    request: /^a valid request$/,
    problem: /^the documented header Location is missing$/,
  },
  'wrong-header': {
    kind: 'header',
    operation: 'GET /events',
    request: /^a valid request$/,
    problem: /^the header X-Total-Count: "many" does not match its documented schema/,
  },
  'wrong-content-type': {
    kind: 'content-type',
    operation: 'GET /report',
    request: /^a valid request$/,
    problem: /^the answer's content type is text\/plain; the document lists application\/json$/,
  },
  'auth-one-method': {
    kind: 'auth-bypass',
    operation: 'DELETE /admin/keys/{id}',
    request: /^no credentials$/,
    problem: /^answered 204 without credentials; its security requires token$/,
  },
  'any-token': {
    kind: 'auth-bypass',
    operation: 'GET /vault/secret',
    request: /^a wrong credential \(authorization\)$/,
    problem: /^answered 200 to a wrong credential/,
  },
  'slow-route': {
    kind: 'slow',
    operation: 'GET /search',
    request: /^a valid request$/,
    problem: /^no answer within the time limit of 200 ms/,
  },
  'unnamed-problem': {
    kind: 'unnamed-problem',
    operation: 'POST /contacts',
    request: /^a body with \$\.(name|phone) = /,
    problem: /^expected a 400 naming \$\.(name|phone); it named \$$/,
  },
  'unexpected-status': {
    kind: 'unexpected-status',
    operation: 'POST /rates',
    request: /^a body with \$\.percent /,
    problem: /^expected a 400 naming \$\.percent, got 422$/,
  },
  'body-where-none': {
    kind: 'no-content',
    operation: 'POST /jobs/run',
    request: /^a valid request$/,
    problem:
      /^the answer has a body \(15 characters, application\/json[^)]*\) where the document says status 202 has none/,
  },
  'not-json': {
    kind: 'not-json',
    operation: 'GET /config',
    request: /^a valid request$/,
    problem: /^the body is not JSON: \{"mode":"da$/,
  },
};

/** Each compiled app module: its app, its document and the options its fault needs (credentials, a time limit). */
const modules = new Map<string, { app: App; spec: string; checkOptions?: Partial<ContractCheckOptions> }>();

test.before(async () => {
  const sources: Record<string, string> = {};
  for (const file of fs.readdirSync(SOURCE))
    sources[`check-faults/${file}`] = fs.readFileSync(path.join(SOURCE, file), 'utf8');
  // One compilation for every app of the corpus.
  const { diagnostics, files } = new Compiler().compile(sources);
  assert.equal(diagnostics, [], 'the corpus compiles cleanly');
  fs.mkdirSync(path.join(TEMP, 'check-faults'), { recursive: true });
  fs.writeFileSync(path.join(TEMP, 'package.json'), '{ "type": "module" }\n');
  for (const [name, text] of files) fs.writeFileSync(path.join(TEMP, name), text);
  for (const name of Object.keys(EXPECTED))
    modules.set(name, (await import(pathToFileURL(path.join(TEMP, 'check-faults', `${name}.js`)).href)) as never);
});

test.after(() => {
  fs.rmSync(TEMP, { recursive: true, force: true });
});

function newAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: false });
  addFormats(ajv);
  return ajv;
}

async function check(name: string, extra: Partial<ContractCheckOptions> = {}): Promise<ContractReport> {
  const mod = modules.get(name)!;
  return checkContract(mod.app, mod.spec, { validator: newAjv(), ...mod.checkOptions, ...extra });
}

test('should hold an app for each of at least 20 kinds of fault, every source file of the corpus among them', () => {
  assert.ok(Object.keys(EXPECTED).length >= 20);
  const apps = fs.readdirSync(SOURCE).filter((file) => file !== 'raw-json.ts');
  assert.equal(apps.map((file) => file.replace(/\.ts$/, '')).sort(), Object.keys(EXPECTED).sort());
});

for (const [name, expected] of Object.entries(EXPECTED)) {
  test(`should find the fault of ${name}: ${expected.kind} at ${expected.operation}, and nothing elsewhere`, async () => {
    const report = await check(name);
    const lines = report.mismatches.map((m) => `${m.kind} ${m.operation} (${m.request}): ${m.status}: ${m.problem}`);
    const found = report.mismatches.filter(
      (m) =>
        m.kind === expected.kind &&
        m.operation === expected.operation &&
        expected.request.test(m.request) &&
        expected.problem.test(m.problem),
    );
    assert.ok(found.length > 0, `expected ${expected.kind} at ${expected.operation}; found:\n${lines.join('\n')}`);
    // The app's other operations are right: nothing is reported on them.
    assert.equal(
      report.mismatches.filter((m) => m.operation !== expected.operation),
      [],
      lines.join('\n'),
    );
  });
}

test('should say which chains it tried and how the value was carried', async () => {
  const todos = await check('delete-readable');
  assert.equal(
    todos.chains.map((c) => `${c.steps} (${c.link}): ${c.outcome}`),
    ["POST /todos -> GET /todos/{id} -> DELETE /todos/{id} -> GET /todos/{id} (id from the answer's id): 1 finding"],
  );
  const files = await check('location-read');
  assert.equal(
    files.chains.map((c) => c.link),
    ['name from the Location header'],
  );
});

test('should send the same requests for the same seed, and other values for another seed', async () => {
  const requests = (report: ContractReport): string[] => report.mismatches.map((m) => m.request);
  const first = await check('update-invisible', { replay: 7 });
  const again = await check('update-invisible', { replay: 7 });
  const other = await check('update-invisible', { replay: 8 });
  assert.equal(requests(again).length, requests(first).length);
  assert.equal(
    again.mismatches.map((m) => m.problem.replace(/\d+/g, 'N')),
    first.mismatches.map((m) => m.problem.replace(/\d+/g, 'N')),
  );
  assert.is(first.requests, again.requests);
  // The values differ with the run number: the update is to another nick.
  assert.not.equal(
    first.mismatches.map((m) => m.problem),
    other.mismatches.map((m) => m.problem),
  );
});

test('should stop at the request budget and say what it did not send', async () => {
  const report = await check('refuses-valid', { budget: 5 });
  assert.is(report.requests, 5);
  assert.ok(
    report.notCovered.some(
      (n) => n.operation === 'POST /notes' && /the request budget \(5\) was spent first/.test(n.reason),
    ),
    JSON.stringify(report.notCovered),
  );
});

test.run();
