/** The targets table never shows a missed aim as reached. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatRatio, renderTargets } from '../lib/targets.mjs';

test('formatRatio shows two decimals, and more only when two would round a miss up to the aim', () => {
  assert.is(formatRatio(0.981, 0.97), '0.98');
  assert.is(formatRatio(0.97, 0.97), '0.97');
  assert.is(formatRatio(0.9, 0.97), '0.90');
  assert.is(formatRatio(0.969, 0.97), '0.969');
  assert.is(formatRatio(1.9996, 2), '1.9996');
  assert.is(formatRatio(1.9999999, 2), '1.999999');
  for (const value of [0.9699, 0.96951, 1.99951, 1.999999, 0.8499]) {
    const goal = value < 1 ? (value < 0.9 ? 0.85 : 0.97) : 2;
    assert.ok(Number(formatRatio(value, goal)) < goal, `${value} is shown below ${goal}`);
  }
});

test('the observability stack is judged against both Fastify configurations, each with its own verdict', () => {
  const rps: Record<string, Record<string, number>> = {
    plaintext: { bare: 100, fw: 99 },
    params: { bare: 100, fw: 98 },
    post: { bare: 100, fw: 97, fastify: 80 },
    observability: { bare: 90, fw: 95, fastify: 50, 'fastify-defaults': 30 },
  };
  const runs = [0, 1, 2].flatMap((round) =>
    Object.entries(rps).flatMap(([scenario, byFramework]) =>
      Object.entries(byFramework).map(([framework, value]) => ({
        round,
        scenario,
        framework,
        ok: true,
        rps: value * (1 + round / 100),
      })),
    ),
  );
  const rows = renderTargets({ runs }, null).split('\n');
  const equal = rows.find((r) => r.includes('Fastify with its equivalent'));
  const defaults = rows.find((r) => r.includes('Fastify with its default request logging'));
  assert.ok(
    equal?.includes(
      "| 1.90x | 2x | **not met** (twice Fastify's requests/s is 1.00x those of bare node:http's POST with no stack at all) |",
    ),
    equal,
  );
  assert.ok(defaults?.includes("| 3.17x | 2x | met (twice Fastify's requests/s is 0.60x"), defaults);
  // Without a fastify-defaults run the row is left out rather than shown as unmeasured.
  const without = renderTargets({ runs: runs.filter((r) => r.framework !== 'fastify-defaults') }, null);
  assert.not.ok(without.includes('default request logging'));
});

test('the targets near bare node:http show the same-run A/A control beside the verdict, when it ran', () => {
  // Three rounds: fw at 0.95x, 0.96x, 0.98x of bare; the second copy of bare at 0.97x, 1.00x, 1.02x.
  const fw = [0.95, 0.96, 0.98];
  const again = [0.97, 1.0, 1.02];
  const runs = [0, 1, 2].flatMap((round) =>
    ['plaintext', 'params', 'post'].flatMap((scenario) => [
      { round, scenario, framework: 'bare', ok: true, rps: 1000 },
      { round, scenario, framework: 'fw', ok: true, rps: 1000 * fw[round]! },
      { round, scenario, framework: 'bare-again', ok: true, rps: 1000 * again[round]! },
      { round, scenario, framework: 'fastify', ok: true, rps: 900 },
    ]),
  );
  const text = renderTargets({ runs }, null);
  const row = (name: string) => text.split('\n').find((r) => r.includes(name)) ?? '';
  const note = 'a second copy of the bare server in the same rounds: 1.00x, single rounds 0.97 - 1.02';
  assert.ok(row('plaintext against').includes(`| 0.96x | 0.97x | **not met** (${note}) |`), row('plaintext against'));
  assert.ok(row('JSON route').includes(note), row('JSON route'));
  assert.ok(row('validated POST').includes(`| 0.96x | 0.95x | met (Fastify: 0.90x; ${note}) |`), row('validated POST'));
  // A failed control run is left out of its round rather than counted.
  const failed = runs.map((r) => (r.round === 0 && r.framework === 'bare-again' ? { ...r, ok: false } : r));
  assert.ok(renderTargets({ runs: failed }, null).includes('same rounds: 1.01x, single rounds 1.00 - 1.02'));
  // Without the control the rows carry no note.
  const without = renderTargets({ runs: runs.filter((r) => r.framework !== 'bare-again') }, null);
  assert.not.ok(without.includes('second copy'));
  assert.ok(without.includes('| 0.96x | 0.97x | **not met** |'));
});

test('tracing() with no SDK is judged against fw in the same rounds, and left out when it did not run', () => {
  const traced = [0.99, 0.93, 0.96];
  const runs = [0, 1, 2].flatMap((round) => [
    { round, scenario: 'params', framework: 'bare', ok: true, rps: 1000 },
    { round, scenario: 'params', framework: 'fw', ok: true, rps: 900 },
    { round, scenario: 'params', framework: 'fw-tracing', ok: true, rps: 900 * traced[round]! },
  ]);
  const row =
    renderTargets({ runs }, null)
      .split('\n')
      .find((r) => r.includes('tracing()')) ?? '';
  assert.ok(row.includes('| 0.96x | 0.95x | met |'), row);
  assert.not.ok(renderTargets({ runs: runs.filter((r) => r.framework !== 'fw-tracing') }, null).includes('tracing()'));
});

test.run();
