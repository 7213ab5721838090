/** The targets table never shows a missed aim as reached. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatRatio } from '../lib/targets.mjs';

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

test.run();
