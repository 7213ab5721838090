/** Outage: one report as a dependency's failures begin, one with their count as they end, a settle time against flapping, and the reported mark. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FwError } from '@fw/runtime';
import { Outage, isReported, reported } from '../dist/outage.js';
import { BEGAN, ENDED, Outages } from './outages.js';

const Reports = suite('Outage');

/** Runs `fn` with Date.now() (the clock Outage reads) giving `clock.now`, which only the test moves. */
async function onTestClock(clock: { now: number }, fn: () => Promise<void>): Promise<void> {
  const realNow = Date.now;
  Date.now = () => clock.now;
  try {
    await fn();
  } finally {
    Date.now = realNow;
  }
}

Reports(
  'should report the first failure and the first success after the settle time, with the count and duration',
  async () => {
    const outages = new Outages();
    const clock = { now: 1_000_000 };
    try {
      await onTestClock(clock, async () => {
        const outage = new Outage({ source: 'test one', subject: 'the thing', effect: 'requests wait', settleMs: 30 });
        outage.ok();
        assert.is(outage.down, false);
        for (let i = 0; i < 5; i++) outage.failed(new Error('refused'));
        outage.failed(new Error('refused'), 3);
        assert.is(outage.down, true);
        const began = await outages.next('test one', BEGAN);
        assert.is(began.count, 1);
        assert.is(began.name, 'FwWarning');
        assert.is((began.cause as Error).message, 'refused');
        // A success within the settle time after a failure does not end it: a flapping dependency is one outage.
        clock.now += 29;
        outage.ok();
        assert.is(outage.down, true);
        outage.failed('a string');
        clock.now += 29;
        outage.ok();
        assert.is(outage.down, true);
        clock.now += 1;
        outage.ok();
        assert.is(outage.down, false);
        const ended = await outages.next('test one', ENDED);
        assert.is(ended.count, 9, 'five, three at once, and the string');
        assert.is(ended.durationMs, 29, 'from the first failure to the last');
        outage.ok();
        outage.failed(new Error('again'));
        assert.is(
          ((await outages.next('test one', BEGAN, undefined, 2)).cause as Error).message,
          'again',
          'a later outage is reported again',
        );
        assert.is(outages.of('test one').length, 3);
      });
    } finally {
      outages.stop();
    }
  },
);

Reports('should never throw, whatever it is given', async () => {
  const outages = new Outages();
  try {
    const outage = new Outage({ source: 'test two', subject: 'the thing', effect: 'nothing' });
    const hostile = new Error('x');
    Object.defineProperty(hostile, 'message', {
      get: () => {
        throw new Error('no');
      },
    });
    outage.failed(hostile);
    const began = await outages.next('test two', BEGAN);
    assert.is(began.code, BEGAN);
    for (const value of [undefined, null, Symbol('s'), { toString: null }])
      new Outage({ source: 'test three', subject: 's', effect: 'e' }).failed(value);
    await outages.next('test three', BEGAN, undefined, 4);
  } finally {
    outages.stop();
  }
});

Reports('should mark errors as reported, so that they are not passed to onError again', () => {
  const error = new FwError('FW_ERR_RATE_LIMIT_STORE');
  assert.is(isReported(error), false);
  assert.is(reported(error), error);
  assert.is(isReported(error), true);
  assert.is(isReported(new FwError('FW_ERR_RATE_LIMIT_STORE')), false);
  assert.is(isReported(undefined), false);
  assert.is(isReported('text'), false);
  assert.is(reported(Object.freeze(new Error('frozen'))) instanceof Error, true, 'a frozen error is returned unmarked');
  const trap = new Proxy(
    {},
    {
      get: () => {
        throw new Error('trap');
      },
    },
  );
  assert.is(isReported(trap), false);
});

Reports.run();
