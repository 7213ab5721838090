/** The CPU-profile reading of bench/profile.mjs: categories, the counted window, per-request times and the explanation of a difference. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  averageSummaries,
  categoryOf,
  explainDifference,
  frameLabel,
  ownUs,
  renderProfileTable,
  summarizeProfile,
  type CallFrame,
  type CpuProfile,
} from '../lib/profile.mjs';

const frame = (functionName: string, url = '', lineNumber = 0): CallFrame => ({ functionName, url, lineNumber });

test('categoryOf sorts frames by where the code lives', () => {
  assert.is(categoryOf(frame('find', 'file:///w/packages/runtime/dist/matcher.js')), 'fw');
  assert.is(
    categoryOf(
      frame(
        '_isFormatEmail',
        'file:///w/node_modules/.pnpm/typia@12/node_modules/typia/lib/internal/_isFormatEmail.mjs',
      ),
    ),
    'packages',
  );
  // A package installed under bench/ is still a package.
  assert.is(categoryOf(frame('route', 'file:///w/bench/node_modules/fastify/fastify.js')), 'packages');
  assert.is(categoryOf(frame('handler', 'file:///w/bench/.out/fw-apps.js')), 'app');
  assert.is(categoryOf(frame('writeHead', 'node:_http_server')), 'node');
  assert.is(categoryOf(frame('(garbage collector)')), 'gc');
  assert.is(categoryOf(frame('(idle)')), 'idle');
  assert.is(categoryOf(frame('writev')), 'native');
  assert.is(categoryOf(frame('(program)')), 'native');
  assert.is(
    frameLabel(frame('find', 'file:///w/packages/runtime/dist/matcher.js', 132)),
    'find (packages/runtime/dist/matcher.js:133)',
  );
  assert.is(frameLabel(frame('', 'node:events', 9)), '(anonymous) (node:events:10)');
  assert.is(frameLabel(frame('writev')), 'writev');
});

/** A profile whose samples land on the given node ids, each `stepUs` after the one before, from t=1000. */
function synthetic(ids: number[], stepUs: number): CpuProfile {
  const frames: CallFrame[] = [
    frame('(root)'),
    frame('find', 'file:///w/packages/runtime/dist/matcher.js', 10),
    frame('handler', 'file:///w/bench/.out/fw-apps.js', 3),
    frame('emit', 'node:events', 400),
    frame('writev'),
    frame('(garbage collector)'),
    frame('(idle)'),
    frame('check', 'file:///w/node_modules/typia/x.mjs', 1),
  ];
  return {
    nodes: frames.map((callFrame, id) => ({ id, callFrame })),
    startTime: 1000,
    endTime: 1000 + ids.length * stepUs,
    samples: ids,
    timeDeltas: ids.map(() => stepUs),
  };
}

test('summarizeProfile: µs per request by category, only inside the window, busy without idle', () => {
  // Samples at t = 1100, 1200, ... 2000, each counting 100 µs.
  const ids = [6, 1, 1, 2, 3, 4, 4, 5, 7, 6];
  const profile = synthetic(ids, 100);
  const all = summarizeProfile(profile, { requests: 10 });
  assert.is(all.samples, 10);
  assert.is(all.sampledMs, 1);
  assert.equal(all.byCategory, { fw: 20, app: 10, packages: 10, node: 10, native: 20, gc: 10, idle: 20 });
  assert.is(all.busyUs, 80);
  assert.is(all.idleUs, 20);
  assert.is(ownUs(all), 40);
  assert.equal(all.functions.map((f) => [f.label, f.us]).slice(0, 2), [
    ['find (packages/runtime/dist/matcher.js:11)', 20],
    ['writev', 20],
  ]);
  assert.not.ok(
    all.functions.some((f) => f.category === 'idle'),
    'idle is not a function',
  );
  // The window t in [1150, 1550] keeps the samples at 1200 to 1500: find, find, handler, emit.
  const part = summarizeProfile(profile, { fromUs: 1150, toUs: 1550, requests: 2 });
  assert.is(part.samples, 4);
  assert.equal(part.byCategory, { fw: 100, app: 50, packages: 0, node: 50, native: 0, gc: 0, idle: 0 });
  assert.is(part.busyUs, 200);
});

test('explainDifference splits the busy difference into parts that add up to it', () => {
  const a = summarizeProfile(synthetic([1, 1, 4, 4, 4, 5, 6], 100), { requests: 1 });
  const b = summarizeProfile(synthetic([2, 4, 4, 3, 6], 100), { requests: 1 });
  const text = explainDifference('fw', a, 'node:http', b);
  assert.match(text, /^fw was busy 600\.00 µs per request against 400\.00 µs for node:http \(\+200\.00 µs\)/);
  assert.match(
    text,
    /the server's own JavaScript \+100\.00, Node's JavaScript -100\.00, native code \+100\.00, garbage collection \+100\.00 µs\.$/,
  );
  const table = renderProfileTable([
    { label: 'fw', summary: a, rps: 1234.4 },
    { label: 'node:http', summary: b, rps: 2000 },
    { label: 'Fastify', summary: null, problem: 'exited' },
  ]);
  assert.match(table, /\| \*\*busy, in all\*\* \| \*\*600\.00\*\* \| \*\*400\.00\*\* \|/);
  assert.match(table, /\| requests\/s while profiled \| 1,234 \| 2,000 \|/);
  assert.match(table, /Fastify: not profiled \(exited\)\./);
  assert.match(
    table,
    /fw, fw's most expensive functions \(µs per request\): `find \(packages\/runtime\/dist\/matcher\.js:11\)` 200\.00\./,
  );
});

test('averageSummaries: the mean of the rounds, categories still adding up to busy, missing functions counted as 0', () => {
  const a = summarizeProfile(synthetic([1, 1, 4, 6], 100), { requests: 1 });
  const b = summarizeProfile(synthetic([1, 3, 3, 3, 5], 100), { requests: 2 });
  const mean = averageSummaries([a, b]);
  assert.is(mean.requests, 3);
  assert.is(mean.samples, 9);
  assert.equal(mean.byCategory, { fw: 125, app: 0, packages: 0, node: 75, native: 50, gc: 25, idle: 50 });
  assert.is(mean.busyUs, (300 + 250) / 2);
  const busy =
    mean.byCategory.fw +
    mean.byCategory.app +
    mean.byCategory.packages +
    mean.byCategory.node +
    mean.byCategory.native +
    mean.byCategory.gc;
  assert.is(busy, mean.busyUs);
  assert.equal(
    mean.functions.map((f) => [f.label, f.us]),
    [
      ['find (packages/runtime/dist/matcher.js:11)', 125],
      ['emit (node:events:401)', 75],
      ['writev', 50],
      ['(garbage collector)', 25],
    ],
  );
});

test('a real profile of an fw app: fw code is found, and the window leaves out the idle wait around the loop', () => {
  const dir = mkdtempSync(join(os.tmpdir(), 'fw-profile-test-'));
  try {
    const child = join(dirname(fileURLToPath(import.meta.url)), '..', 'test', 'profile-child.mjs');
    const REQUESTS = 1000;
    const out = execFileSync(
      process.execPath,
      ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--cpu-prof-interval=200', child, String(REQUESTS)],
      { encoding: 'utf8', timeout: 60_000 },
    );
    const { requests, fromUs, toUs } = JSON.parse(out) as { requests: number; fromUs: number; toUs: number };
    const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
    assert.ok(file !== undefined, 'a profile was written');
    const profile = JSON.parse(readFileSync(join(dir, file!), 'utf8')) as CpuProfile;
    assert.ok(
      profile.startTime < fromUs && toUs < profile.endTime,
      'the loop lies inside the profile on the same clock',
    );
    assert.is(requests, REQUESTS, 'every request was answered');
    const loop = summarizeProfile(profile, { fromUs, toUs, requests });
    // The profile's samples, each with its time and category, read here apart from summarizeProfile.
    const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
    let time = profile.startTime;
    const samples = profile.samples.map((id, i) => {
      time += profile.timeDeltas[i] ?? 0;
      return { inside: time >= fromUs && time <= toUs, category: categoryOf(frames.get(id)!) };
    });
    const inside = samples.filter((s) => s.inside);
    const idleInside = inside.filter((s) => s.category === 'idle').length;
    const idleOutside = samples.filter((s) => !s.inside && s.category === 'idle').length;
    // Counts of samples, not lengths of time: the window holds exactly the loop's samples.
    assert.is(loop.samples, inside.length, "the summary counts the samples of the loop's window");
    assert.ok(inside.length > 0 && inside.length < samples.length, 'the window holds some of the samples, not all');
    assert.ok(
      inside.some((s) => s.category === 'fw'),
      'fw code was sampled inside the loop',
    );
    assert.ok(loop.byCategory.fw > 0, 'fw code was sampled');
    assert.ok(loop.functions.some((f) => f.category === 'fw' && /packages\/runtime\/dist\//.test(f.label)));
    // The waits before and after the loop are idle samples the window leaves out; the loop itself keeps the thread busy.
    assert.ok(idleOutside > 0, 'the whole profile holds the idle waits, outside the window');
    assert.ok(
      idleInside * 5 < inside.length,
      `little idle inside the loop (${idleInside} of ${inside.length} samples)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
