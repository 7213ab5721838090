/** fwc check: the built demo answers as its document says; a module whose document lies is caught; bad input is refused. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FWC, REPO, runNode } from './helpers.js';

const DEMO = path.join(REPO, 'examples', 'demo');
const check = suite('fwc check');

check('should find 0 mismatches in the built demo', () => {
  const run = runNode(FWC, ['check', '--credential', 'adminToken=Authorization: Bearer demo-admin'], { cwd: DEMO });
  assert.is(run.status, 0, run.stderr + run.stdout);
  assert.match(run.stdout, /fwc check: \d+ requests, 0 mismatches/);
});

check('should list each documented status it could not reach, and why, and count the pairs tested', () => {
  const without = runNode(FWC, ['check'], { cwd: DEMO });
  assert.is(without.status, 0, without.stderr + without.stdout);
  // The admin routes only ever get 401 without the token: their other statuses are listed as not tested.
  assert.match(
    without.stdout,
    /^fwc check: not tested: \S+ \S+ 2\d\d: no credential for adminToken, so every request got 401 \(pass --credential adminToken=/m,
  );
  const summary = /(\d+) of (\d+) documented operation\/status pairs tested, (\d+) not/.exec(without.stdout);
  assert.ok(summary !== null, without.stdout);
  assert.is(Number(summary[1]) + Number(summary[3]), Number(summary[2]));
  const notTested = without.stdout.split('\n').filter((line) => line.startsWith('fwc check: not tested:'));
  assert.is(notTested.length, Number(summary[3]));
  // The ids at the bounds of their types reach every 404; no request is larger than the body limit.
  assert.ok(
    notTested.some((line) => / 413: no request is made larger than the body limit$/.test(line)),
    notTested.join('\n'),
  );

  const withToken = runNode(FWC, ['check', '--credential', 'adminToken=Authorization: Bearer demo-admin'], {
    cwd: DEMO,
  });
  assert.not.match(withToken.stdout, /no credential/);
  const covered = Number(/(\d+) of \d+ documented operation/.exec(withToken.stdout)?.[1]);
  assert.ok(covered > Number(summary[1]), 'the token reaches more answers');
});

/** The demo's document with the 404 of GET /users/{id} removed and a wrong 200 schema for GET /posts, for a module one level below the demo. */
const LYING_APP = `import { createApp, spec as real } from '../dist/app.js';
const doc = JSON.parse(real);
delete doc.paths['/posts/{id}'].get.responses['200'];
doc.paths['/posts'].get.responses['200'] = { description: 'ok', content: { 'application/json': { schema: { type: 'array', items: { type: 'string' } } } } };
export const spec = JSON.stringify(doc);
export const app = createApp({ logs: () => {} });
`;

check('should exit 1 and name each mismatch when the document says what the app does not answer', () => {
  const dir = mkdtempSync(path.join(DEMO, 'tmp-check-'));
  try {
    writeFileSync(path.join(dir, 'app.mjs'), LYING_APP);
    const run = runNode(FWC, ['check', '--app', path.join(dir, 'app.mjs')], { cwd: DEMO });
    assert.is(run.status, 1, run.stdout);
    assert.match(run.stderr, /GET \/posts \(a valid request\): 200: the body does not match the documented schema/);
    assert.match(run.stderr, /GET \/posts\/\{id\} \(a valid request\): 200: status 200 is not documented/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

check('should check the module package.json names ("fw": { "app" }) when --app is not given', () => {
  const dir = mkdtempSync(path.join(DEMO, 'tmp-check-'));
  try {
    writeFileSync(path.join(dir, 'lying.mjs'), LYING_APP);
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true, fw: { app: 'lying.mjs' } }));
    const run = runNode(FWC, ['check'], { cwd: dir });
    assert.is(run.status, 1, run.stdout + run.stderr);
    assert.match(run.stderr, /GET \/posts\/\{id\} \(a valid request\): 200: status 200 is not documented/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

check(
  'should print its findings, the chains it tried and what it did not cover, and take a run number, a budget and a time limit',
  () => {
    const run = runNode(
      FWC,
      [
        'check',
        '--credential',
        'adminToken=Authorization: Bearer demo-admin',
        '--replay',
        '42',
        '--budget',
        '60',
        '--time-limit',
        '2000',
      ],
      { cwd: DEMO },
    );
    assert.is(run.status, 0, run.stderr + run.stdout);
    assert.match(run.stderr, /^fwc check: findings \(0\):$/m);
    assert.match(run.stdout, /^fwc check: chains tried \(1\):$/m);
    assert.match(
      run.stdout,
      /^fwc check: chain: POST \/users -> GET \/users\/\{id\} -> PUT \/users\/\{id\} -> GET \/users\/\{id\} -> DELETE \/users\/\{id\} -> GET \/users\/\{id\} \(id from the answer's id\): ok$/m,
    );
    assert.match(run.stdout, /^fwc check: not covered \(\d+\):$/m);
    // The budget stops the run: what was not sent is named.
    assert.match(
      run.stdout,
      /^fwc check: not covered: \S+ \S+: \d+ requests?: the request budget \(60\) was spent first$/m,
    );
    const summary = /^fwc check: (\d+) requests, 0 mismatches; .*; replay 42$/m.exec(run.stdout);
    assert.ok(summary !== null && Number(summary[1]) <= 60, run.stdout);
  },
);

check('should refuse a run number, a budget or a time limit that is not a whole number', () => {
  for (const args of [
    ['--replay', 'x'],
    ['--budget', '0'],
    ['--time-limit', '1.5'],
  ]) {
    const run = runNode(FWC, ['check', ...args], { cwd: DEMO });
    assert.is(run.status, 2, args.join(' '));
    assert.match(run.stderr, new RegExp(`${args[0]} must be a whole number`));
  }
});

check('should refuse a missing module and a malformed credential', () => {
  const missing = runNode(FWC, ['check', '--app', 'nowhere/app.js'], { cwd: DEMO });
  assert.is(missing.status, 1);
  assert.match(missing.stderr, /does not exist; build first/);
  const bad = runNode(FWC, ['check', '--credential', 'no-colon'], { cwd: DEMO });
  assert.is(bad.status, 1);
  assert.match(bad.stderr, /must read scheme=Header: value/);
});

check.run();
