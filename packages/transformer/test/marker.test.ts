/**
 * Markers without the transformer: this file is compiled by plain tsc, so `apidocs.type<T>()` and
 * `apidocs.jsonSchema<T>()` reach the runtime untransformed and must throw the setup error.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ERRORS, FwError, apidocs } from '@fw/runtime';

interface User {
  id: number;
  name: string;
}

/** Calls `fn`, which must throw; returns what it threw. */
function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  assert.unreachable('expected a throw, got a value');
  return undefined;
}

const test = suite('markers without the transformer');

for (const [marker, call] of [
  ['apidocs.type<T>()', () => apidocs.type<User>()],
  ['apidocs.jsonSchema<T>()', () => apidocs.jsonSchema<User>()],
] as const) {
  test(`should make ${marker} throw FW_ERR_MARKER_NOT_TRANSFORMED with the setup instructions`, () => {
    const error = thrown(call);
    assert.ok(error instanceof FwError, String(error));
    const fw = error;
    assert.is(fw.code, 'FW_ERR_MARKER_NOT_TRANSFORMED');
    assert.is(ERRORS[fw.code].diag, 0, 'a run-time error, not a build rule');
    assert.ok(fw.message.includes(marker), fw.message);
    assert.ok(fw.message.includes('{ "transform": "@fw/transformer" }'), fw.message);
    assert.ok(fw.message.includes('compilerOptions.plugins'), fw.message);
  });
}

test('should never hand out an empty schema', () => {
  let schema: unknown = 'not called';
  try {
    schema = apidocs.jsonSchema<User>();
  } catch {
    // the expected outcome
  }
  assert.is(schema, 'not called');
});

test.run();
