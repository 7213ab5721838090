/** describeValue: the one way fw names a value in a message ("got ..." of a configuration error, "found" of a 400). */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FwError, Router, metrics, requestId, type AnyRouteLike } from '@fw/runtime';
import { describeValue } from '@fw/runtime/internal';

const test = suite('describeValue');

test('names primitives as written and strings as JSON, cut after 64 characters', () => {
  assert.is(describeValue('8080'), '"8080"');
  assert.is(describeValue('a"b\n'), '"a\\"b\\n"');
  assert.is(describeValue('x'.repeat(100)), JSON.stringify('x'.repeat(64) + '...'));
  assert.is(describeValue(42), '42');
  assert.is(describeValue(NaN), 'NaN');
  assert.is(describeValue(true), 'true');
  assert.is(describeValue(12n), '12n');
  assert.is(describeValue(null), 'null');
  assert.is(describeValue(undefined), 'undefined');
  assert.is(describeValue(Symbol('id')), 'Symbol(id)');
});

test('names other values by kind, without printing them, and never throws', () => {
  assert.is(describeValue([1, 2, 3]), 'an array of 3');
  assert.is(
    describeValue(() => 1),
    'a function',
  );
  assert.is(describeValue({ secret: 'hunter2' }), 'an object');
  assert.is(describeValue(Object.create(null)), 'an object');
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  assert.is(describeValue(proxy), 'an object');
  const hostile = {
    toString() {
      throw new Error('no');
    },
  };
  assert.is(describeValue(hostile), 'an object');
});

test('configuration errors name the value given the same way everywhere', () => {
  const reason = (fn: () => unknown): string => {
    try {
      fn();
    } catch (error) {
      assert.ok(error instanceof FwError);
      return String(error.params['reason']);
    }
    throw new Error('expected an FwError');
  };
  assert.match(
    reason(() => requestId({ assignKey: { key: 1 } as unknown as string })),
    /got an object$/,
  );
  assert.match(
    reason(() => Router.define({ routes: [] as AnyRouteLike[], onError: 5 as unknown as () => void })),
    /got 5$/,
  );
  assert.match(
    reason(() => metrics({ buckets: [3, 2, 1] })),
    /got an array of 3$/,
  );
});

test.run();
