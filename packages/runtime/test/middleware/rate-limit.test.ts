/** rateLimit and MemoryRateLimitStore: headers, 429s, windows, keys behind proxies, the memory bound, failing stores. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  FwError,
  HttpError,
  MemoryRateLimitStore,
  Router,
  errorHandler,
  rateLimit,
  type RateLimitOptions,
  type RateLimitStore,
} from '@fw/runtime';
import { listen, turn } from '../helpers.js';
import { BEGAN, ENDED, Outages } from '../outages.js';

const TOO_MANY = { error: { status: 429, message: 'Too Many Requests' } };
const UNAVAILABLE = { error: { status: 503, message: 'Service Unavailable' } };

/** An app limited by `options`; its route counts how often it ran. */
function appWith(options: RateLimitOptions, errors: unknown[] = []) {
  const ran = { count: 0 };
  const app = Router.define({
    middleware: [rateLimit(options)],
    onError: (error) => errors.push(error),
    routes: [
      Router.get('/', (ctx) => {
        ran.count++;
        ctx.text(200, 'ok');
      }),
      Router.get('/boom', () => {
        throw new Error('boom');
      }),
    ],
  });
  return { app, ran };
}

/** A memory store that also records every key it is asked about. */
function recording(keys: string[], maxKeys?: number): RateLimitStore {
  const store = new MemoryRateLimitStore({ maxKeys });
  return { hit: (key, windowMs, now) => (keys.push(key), store.hit(key, windowMs, now)) };
}

function serverErrors(errors: readonly unknown[]): unknown[] {
  return errors.filter((error) => !(error instanceof HttpError && error.status < 500));
}

function throwsCode(fn: () => unknown, code: string): void {
  assert.throws(fn, (error: unknown) => error instanceof FwError && error.code === code);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const limits = suite('rateLimit: limits and headers');

limits('should send RateLimit headers on allowed requests and 429 with Retry-After over the limit', async () => {
  const { app, ran } = appWith({ limit: 3 });
  const running = await listen(app);
  try {
    for (const remaining of ['2', '1', '0']) {
      const res = await running.request('/');
      assert.is(res.status, 200);
      assert.is(res.headers['ratelimit-limit'], '3');
      assert.is(res.headers['ratelimit-remaining'], remaining);
      assert.is(res.headers['ratelimit-reset'], '60');
      assert.is(res.headers['retry-after'], undefined);
    }
    const over = await running.request('/');
    assert.is(over.status, 429);
    assert.is(over.headers['retry-after'], '60');
    assert.is(over.headers['ratelimit-limit'], '3');
    assert.is(over.headers['ratelimit-remaining'], '0');
    assert.is(over.headers['ratelimit-reset'], '60');
    assert.is(over.headers['content-type'], 'application/json; charset=utf-8');
    assert.equal(JSON.parse(over.body), TOO_MANY);
    assert.is(ran.count, 3, 'the handler did not run for the refused request');
  } finally {
    await running.close();
  }
});

limits('should use the default of 100 requests per 60 seconds and the configured message', async () => {
  const { app } = appWith({});
  const first = await app.request('/');
  assert.is(first.headers['ratelimit-limit'], '100');
  assert.is(first.headers['ratelimit-remaining'], '99');
  assert.is(first.headers['ratelimit-reset'], '60');
  const strict = appWith({ limit: 1, windowMs: 1500, message: 'slow down' }).app;
  await strict.request('/');
  const over = await strict.request('/');
  assert.equal(over.json(), { error: { status: 429, message: 'slow down' } });
  assert.is(over.headers['retry-after'], '2', 'seconds, rounded up');
});

limits('should keep the RateLimit headers on error answers of counted requests', async () => {
  const { app } = appWith({ limit: 5 });
  const res = await app.request('/boom');
  assert.is(res.status, 500);
  assert.is(res.headers['ratelimit-remaining'], '4');
});

limits('should start a new window once the old one has ended', async () => {
  // The store is handed the middleware's clock reading moved on by `later`: the window ends when the test says so,
  // not after a pause (a minute is far more than the two requests take).
  const memory = new MemoryRateLimitStore();
  let later = 0;
  const store: RateLimitStore = { hit: (key, windowMs, now) => memory.hit(key, windowMs, now + later) };
  const { app } = appWith({ limit: 1, windowMs: 60_000, store });
  assert.is((await app.request('/')).status, 200);
  assert.is((await app.request('/')).status, 429);
  later = 60_000;
  const again = await app.request('/');
  assert.is(again.status, 200);
  assert.is(again.headers['ratelimit-remaining'], '0');
});

limits('should count each key separately', async () => {
  const { app } = appWith({ limit: 1, key: (ctx) => ctx.header('x-api-key') ?? 'anonymous' });
  assert.is((await app.request('/', { headers: { 'x-api-key': 'a' } })).status, 200);
  assert.is((await app.request('/', { headers: { 'x-api-key': 'b' } })).status, 200);
  assert.is((await app.request('/', { headers: { 'x-api-key': 'a' } })).status, 429);
  assert.is((await app.request('/')).status, 200);
  assert.is((await app.request('/')).status, 429);
});

limits('should count a key that is not a string against the shared key ""', async () => {
  const keys: string[] = [];
  const { app } = appWith({ limit: 1, key: () => undefined as unknown as string, store: recording(keys) });
  assert.is((await app.request('/')).status, 200);
  assert.is((await app.request('/')).status, 429);
  assert.equal(keys, ['', '']);
});

limits('should work with an async store', async () => {
  const memory = new MemoryRateLimitStore();
  const store: RateLimitStore = { hit: async (key, windowMs, now) => (await sleep(2), memory.hit(key, windowMs, now)) };
  const { app } = appWith({ limit: 1, store });
  const ok = await app.request('/');
  assert.is(ok.status, 200);
  assert.is(ok.headers['ratelimit-remaining'], '0');
  assert.is((await app.request('/')).status, 429);
});

limits.run();

const keys = suite('rateLimit: client address and proxies');

keys('should ignore a spoofed X-Forwarded-For without trustProxy', async () => {
  const seen: string[] = [];
  const { app } = appWith({ limit: 2, store: recording(seen) });
  const running = await listen(app);
  try {
    const statuses: number[] = [];
    for (const forwarded of ['1.1.1.1', '2.2.2.2', '3.3.3.3, 4.4.4.4']) {
      statuses.push((await running.request('/', { headers: { 'x-forwarded-for': forwarded } })).status);
    }
    assert.equal(statuses, [200, 200, 429]);
    assert.equal(seen, ['127.0.0.1', '127.0.0.1', '127.0.0.1']);
  } finally {
    await running.close();
  }
});

keys('should use the socket address by default', async () => {
  const seen: string[] = [];
  const { app } = appWith({ store: recording(seen) });
  await app.request('/', { remoteAddress: '10.1.2.3' });
  await app.request('/', { remoteAddress: '::1', headers: { 'x-forwarded-for': '9.9.9.9' } });
  assert.equal(seen, ['10.1.2.3', '0:0:0:0::/64']);
});

keys('should use the leftmost X-Forwarded-For address with trustProxy: true', async () => {
  const seen: string[] = [];
  const { app } = appWith({ trustProxy: true, store: recording(seen) });
  const forwarded = [
    '203.0.113.7',
    '203.0.113.8, 10.0.0.1',
    ' 2001:db8::1 ,10.0.0.1',
    '203.0.113.9:5678, 10.0.0.1',
    '[2001:db8::2]:443',
    'not-an-ip, 10.0.0.1',
    '',
    '999.1.1.1',
  ];
  for (const value of forwarded)
    await app.request('/', { remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': value } });
  await app.request('/', { remoteAddress: '10.0.0.2' });
  assert.equal(seen, [
    '203.0.113.7',
    '203.0.113.8',
    '2001:db8:0:0::/64',
    '203.0.113.9',
    '2001:db8:0:0::/64',
    '10.0.0.2',
    '10.0.0.2',
    '10.0.0.2',
    '10.0.0.2',
  ]);
});

keys('should count proxies from the right with a number of trusted proxies', async () => {
  const seen: string[] = [];
  const one = appWith({ trustProxy: 1, store: recording(seen) }).app;
  const two = appWith({ trustProxy: 2, store: recording(seen) }).app;
  const header = { 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.0.0.1' };
  await one.request('/', { remoteAddress: '10.0.0.2', headers: header });
  await two.request('/', { remoteAddress: '10.0.0.2', headers: header });
  await two.request('/', { remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': '203.0.113.8' } });
  await two.request('/', { remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': ',' } });
  await one.request('/', { remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9,' } });
  assert.equal(seen, ['10.0.0.1', '203.0.113.7', '203.0.113.8', '10.0.0.2', '10.0.0.2']);
});

keys(
  'should count IPv6 clients by their /64 in every spelling, and IPv4-mapped clients as their IPv4 address',
  async () => {
    const seen: string[] = [];
    const { app } = appWith({ store: recording(seen) });
    const groups: [string, string[]][] = [
      [
        '2001:db8:1:2::/64',
        [
          '2001:db8:1:2::7',
          '2001:0db8:0001:0002:0000:0000:0000:0001',
          '2001:DB8:1:2:FFFF:FFFF:FFFF:FFFF',
          '2001:db8:1:2:a:b:1.2.3.4',
          '2001:db8:1:2::9%eth0',
        ],
      ],
      ['2001:db8:1:3::/64', ['2001:db8:1:3::7']],
      ['fe80:0:0:0::/64', ['fe80::1%eth0', 'fe80::2%1', 'fe80:0:0:0:1:2:3:4']],
      [
        '203.0.113.7',
        [
          '203.0.113.7',
          '::ffff:203.0.113.7',
          '::FFFF:203.0.113.7',
          '::ffff:cb00:7107',
          '0:0:0:0:0:ffff:203.0.113.7',
          '0000:0000:0000:0000:0000:ffff:cb00:7107',
        ],
      ],
    ];
    for (const [, addresses] of groups)
      for (const address of addresses) await app.request('/', { remoteAddress: address });
    assert.equal(
      seen,
      groups.flatMap(([key, addresses]) => addresses.map(() => key)),
    );
    // Behind a trusted proxy the forwarded address is grouped the same way, brackets, port and all.
    seen.length = 0;
    const proxied = appWith({ trustProxy: 1, store: recording(seen) }).app;
    for (const forwarded of [
      '2001:db8:1:2::1',
      '[2001:db8:1:2::2]:443',
      '::ffff:203.0.113.7',
      '2001:db8:1:2::3%eth0',
    ]) {
      await proxied.request('/', { remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': forwarded } });
    }
    assert.equal(seen, ['2001:db8:1:2::/64', '2001:db8:1:2::/64', '203.0.113.7', '2001:db8:1:2::/64']);
  },
);

keys('should share one window among the addresses of a /64, and keep other networks apart', async () => {
  const { app } = appWith({ limit: 2 });
  const status = async (remoteAddress: string) => (await app.request('/', { remoteAddress })).status;
  assert.is(await status('2001:db8:1:2::1'), 200);
  assert.is(await status('2001:db8:1:2:ffff::2'), 200);
  assert.is(await status('2001:db8:1:2::3'), 429, 'a third address of the same /64 is over the limit');
  assert.is(await status('2001:db8:1:3::1'), 200, 'the next /64 is another client');
  assert.is(await status('::ffff:198.51.100.1'), 200);
  assert.is(await status('198.51.100.1'), 200);
  assert.is(
    await status('::ffff:c633:6401'),
    429,
    'the mapped and plain spellings of one IPv4 client share its window',
  );
});

keys('should keep ipv6Subnet leading bits of an IPv6 address', async () => {
  const seen: string[] = [];
  for (const ipv6Subnet of [48, 56, 64, 100, 128])
    await appWith({ ipv6Subnet, store: recording(seen) }).app.request('/', {
      remoteAddress: '2001:db8:1:2345:6789::abcd',
    });
  assert.equal(seen, [
    '2001:db8:1::/48',
    '2001:db8:1:2300::/56',
    '2001:db8:1:2345::/64',
    '2001:db8:1:2345:6789:0:0::/100',
    '2001:db8:1:2345:6789:0:0:abcd/128',
  ]);
});

keys.run();

const memory = suite('rateLimit: memory bound');

memory('should hold at most maxKeys keys under 50k distinct keys, the keys that find it full counting together', () => {
  const store = new MemoryRateLimitStore({ maxKeys: 1000 });
  let largest = 0;
  for (let i = 0; i < 50_000; i++) {
    const hit = store.hit(`key-${i}`, 60_000, 1_000_000 + i);
    assert.is(hit.count, i < 1000 ? 1 : i - 999, `key-${i}`);
    if (store.size > largest) largest = store.size;
  }
  assert.is(largest, 1000);
  assert.is(store.size, 1000);
  assert.is(store.hit('key-0', 60_000, 1_050_000).count, 2, 'the first keys keep their windows');
  assert.is(store.hit('key-49999', 60_000, 1_050_000).count, 49_001, 'the later keys share the overflow window');
});

memory('should stay within maxKeys through the middleware with 50k distinct client addresses', async () => {
  const store = new MemoryRateLimitStore({ maxKeys: 500 });
  const { app } = appWith({ limit: 1, trustProxy: true, store });
  let largest = 0;
  let allowed = 0;
  for (let batch = 0; batch < 50; batch++) {
    const requests: Promise<unknown>[] = [];
    for (let i = 0; i < 1000; i++) {
      const n = batch * 1000 + i;
      requests.push(
        app.request('/', { headers: { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` } }),
      );
    }
    const answers = (await Promise.all(requests)) as { status: number }[];
    assert.ok(answers.every((res) => res.status === 200 || res.status === 429));
    allowed += answers.filter((res) => res.status === 200).length;
    largest = Math.max(largest, store.size);
  }
  assert.ok(largest <= 500, `largest ${largest}`);
  assert.is(store.size, 500);
  assert.is(allowed, 501, 'each of the 500 stored addresses once, and the shared overflow window once');
});

memory('should drop ended windows before live ones when full', () => {
  const store = new MemoryRateLimitStore({ maxKeys: 3 });
  store.hit('a', 100, 0);
  store.hit('b', 100, 0);
  store.hit('c', 100, 50);
  store.hit('d', 100, 120);
  assert.is(store.size, 2, 'a and b had ended and went; c is live');
  assert.is(store.hit('c', 100, 130).count, 2);
  assert.is(store.hit('d', 100, 130).count, 2);
});

memory('should never reset a live window when new keys flood a full store', async () => {
  const { app } = appWith({ limit: 2, maxKeys: 3, key: (ctx) => ctx.header('x-key') ?? '' });
  const status = async (key: string) => (await app.request('/', { headers: { 'x-key': key } })).status;
  assert.equal([await status('a'), await status('a'), await status('a')], [200, 200, 429]);
  assert.is(await status('b'), 200);
  assert.is(await status('c'), 200);
  const flood: number[] = [];
  for (let i = 0; i < 100; i++) flood.push(await status(`flood-${i}`));
  assert.equal(flood, [200, 200, ...Array<number>(98).fill(429)], 'the new keys are limited together, as one client');
  assert.is(await status('a'), 429, 'a is still over its limit: its window was not reset');
  assert.equal([await status('b'), await status('b')], [200, 429], 'b kept its count of 1');
  assert.equal([await status('c'), await status('c')], [200, 429]);
});

memory('should give new keys their own windows again once windows end, and restart the overflow window', () => {
  const store = new MemoryRateLimitStore({ maxKeys: 2 });
  store.hit('a', 100, 0);
  store.hit('b', 100, 50);
  assert.equal(store.hit('c', 100, 60), { count: 1, resetAt: 160 }, 'c overflows');
  assert.equal(store.hit('d', 100, 70), { count: 2, resetAt: 160 }, 'd shares the overflow window');
  assert.equal(store.hit('e', 100, 100), { count: 1, resetAt: 200 }, 'a ended, so e gets its own window');
  assert.is(store.size, 2);
  assert.equal(store.hit('b', 100, 110), { count: 2, resetAt: 150 });
  assert.equal(store.hit('f', 100, 120), { count: 3, resetAt: 160 }, 'still full: the overflow window goes on');
  assert.equal(store.hit('g', 100, 149), { count: 4, resetAt: 160 });
  assert.equal(store.hit('h', 100, 155), { count: 1, resetAt: 255 }, 'b ended: h gets its own window');
  assert.equal(
    store.hit('i', 100, 170),
    { count: 1, resetAt: 270 },
    'full again, and the old overflow window has ended',
  );
});

memory('should emit one process warning when a store first finds itself full', async () => {
  // Warnings are emitted on the next tick: let those of earlier cases out before listening.
  await new Promise((resolve) => setImmediate(resolve));
  const warnings: Error[] = [];
  const onWarning = (warning: Error): void => {
    if ((warning as { code?: unknown }).code === 'FW_WARN_RATE_LIMIT_STORE_FULL') warnings.push(warning);
  };
  process.on('warning', onWarning);
  try {
    const store = new MemoryRateLimitStore({ maxKeys: 2 });
    store.hit('a', 60_000, 0);
    store.hit('b', 60_000, 0);
    await new Promise((resolve) => setImmediate(resolve));
    assert.is(warnings.length, 0, 'full, but no key has overflowed yet');
    for (let i = 0; i < 50; i++) store.hit(`flood-${i}`, 60_000, 1);
    store.hit('late', 60_000, 70_000); // room again: a and b have ended
    for (let i = 0; i < 50; i++) store.hit(`flood-again-${i}`, 60_000, 70_001);
    await new Promise((resolve) => setImmediate(resolve));
    assert.is(warnings.length, 1);
    assert.is(warnings[0]!.name, 'FwWarning');
    assert.match(warnings[0]!.message, /maxKeys \(2\)/);
    new MemoryRateLimitStore({ maxKeys: 1 }).hit('x', 60_000, 0);
    await new Promise((resolve) => setImmediate(resolve));
    assert.is(warnings.length, 1, 'a store that only filled, without overflowing, does not warn');
  } finally {
    process.off('warning', onWarning);
  }
});

memory.run();

const failing = suite('rateLimit: failing stores');

/** Runs `fn` and returns the unhandled rejections seen meanwhile and shortly after. */
async function watchUnhandled(fn: () => Promise<void>): Promise<unknown[]> {
  const unhandled: unknown[] = [];
  const spy = (reason: unknown): void => {
    unhandled.push(reason);
  };
  process.on('unhandledRejection', spy);
  try {
    await fn();
    // The stores' failures are promise reactions: Node reports any left unhandled before the next turn of the loop.
    await turn();
  } finally {
    process.off('unhandledRejection', spy);
  }
  return unhandled;
}

const broken: [string, RateLimitStore, string | undefined][] = [
  [
    'a sync throw',
    {
      hit: () => {
        throw new Error('redis: connection refused');
      },
    },
    'redis: connection refused',
  ],
  [
    'an async rejection',
    {
      hit: () => Promise.reject(new Error('redis: timeout')),
    },
    'redis: timeout',
  ],
  [
    'a rejecting thenable',
    {
      hit: () =>
        ({
          then: (_: unknown, reject: (e: unknown) => void) => reject(new Error('thenable')),
        }) as unknown as PromiseLike<never>,
    },
    'thenable',
  ],
  ['a nonsense answer', { hit: () => ({}) as never }, undefined],
  ['a NaN count', { hit: () => Promise.resolve({ count: Number.NaN, resetAt: Date.now() }) }, undefined],
  ['an undefined answer', { hit: () => undefined as never }, undefined],
];

for (const [name, store, cause] of broken) {
  failing(
    `should fail closed with 503 on ${name}, reported once as an outage, without an unhandled rejection`,
    async () => {
      const errors: unknown[] = [];
      const { app, ran } = appWith({ store }, errors);
      const running = await listen(app);
      const outages = new Outages();
      try {
        const unhandled = await watchUnhandled(async () => {
          try {
            for (let i = 0; i < 3; i++) {
              const res = await running.request('/');
              assert.is(res.status, 503);
              assert.equal(JSON.parse(res.body), UNAVAILABLE);
              assert.is(res.headers['ratelimit-limit'], undefined);
            }
            const inProcess = await app.request('/');
            assert.is(inProcess.status, 503);
          } finally {
            await running.close();
          }
        });
        assert.equal(unhandled, []);
        assert.is(ran.count, 0, 'the handler never ran');
        assert.equal(serverErrors(errors), [], 'the outage report stands for every 503: none reaches onError');
        const began = await outages.next('rateLimit', BEGAN);
        assert.is(outages.of('rateLimit').length, 1, 'one report for four refused requests');
        assert.is(began.count, 1);
        if (cause !== undefined) assert.is((began.cause as Error).message, cause);
        else assert.ok(began.cause instanceof TypeError);
      } finally {
        outages.stop();
      }
    },
  );
}

failing('should answer an outage through errorHandler without passing it to either onError', async () => {
  const appErrors: unknown[] = [];
  const handlerErrors: unknown[] = [];
  const app = Router.define({
    middleware: [errorHandler({ onError: (error) => handlerErrors.push(error) }), rateLimit({ store: broken[0]![1] })],
    onError: (error) => appErrors.push(error),
    routes: [Router.get('/', (ctx) => ctx.text(200, 'ok'))],
  });
  for (let i = 0; i < 3; i++) {
    const res = await app.request('/');
    assert.is(res.status, 503);
    assert.equal(JSON.parse(res.body), UNAVAILABLE);
  }
  assert.equal([...appErrors, ...handlerErrors], []);
});

failing('should fail open with onStoreError: allow, without headers, onError or an unhandled rejection', async () => {
  for (const [name, store] of broken) {
    const errors: unknown[] = [];
    const { app, ran } = appWith({ store, onStoreError: 'allow' }, errors);
    const unhandled = await watchUnhandled(async () => {
      for (let i = 0; i < 3; i++) {
        const res = await app.request('/');
        assert.is(res.status, 200, name);
        assert.is(res.headers['ratelimit-limit'], undefined, name);
      }
    });
    assert.equal(unhandled, [], name);
    assert.is(ran.count, 3, `${name}: the handler ran every time`);
    assert.equal(serverErrors(errors), [], `${name}: a request let through is not an error`);
  }
});

failing('should report each outage when it begins and when it ends, with its count, in either mode', async () => {
  await new Promise((resolve) => setImmediate(resolve));
  const outages = new Outages();
  try {
    for (const onStoreError of ['deny', 'allow'] as const) {
      outages.all.length = 0;
      const memory = new MemoryRateLimitStore();
      let down = true;
      const store: RateLimitStore = {
        hit: (key, windowMs, now) =>
          down ? Promise.reject(new Error('connection refused')) : Promise.resolve(memory.hit(key, windowMs, now)),
      };
      const { app, ran } = appWith({ store, onStoreError, limit: 1_000_000 });
      const failure = onStoreError === 'deny' ? 503 : 200;
      for (let i = 0; i < 5; i++) assert.is((await app.request('/')).status, failure);
      down = false;
      // The store answers again: the outage ends with the first success a second after its last failure.
      let counted = 0;
      const ended = await outages.next('rateLimit', ENDED, async () => {
        const res = await app.request('/');
        assert.is(res.status, 200);
        assert.ok(res.headers['ratelimit-remaining'] !== undefined, 'counted again at once');
        counted++;
      });
      assert.is(ended.count, 5, `${onStoreError}: the five affected requests`);
      assert.ok(ended.durationMs >= 0);
      assert.is(outages.of('rateLimit', BEGAN).length, 1, `${onStoreError}: one report as it began`);
      down = true;
      for (let i = 0; i < 3; i++) assert.is((await app.request('/')).status, failure);
      const again = await outages.next('rateLimit', BEGAN, undefined, 2);
      assert.is((again.cause as Error).message, 'connection refused');
      assert.is(outages.of('rateLimit').length, 3, `${onStoreError}: a second outage, reported as it begins`);
      assert.is(ran.count, (onStoreError === 'allow' ? 8 : 0) + counted);
    }
  } finally {
    outages.stop();
  }
});

failing.run();

const config = suite('rateLimit: options');

config('should refuse bad options when created', () => {
  const code = 'FW_ERR_RATE_LIMIT_CONFIG';
  for (const limit of [0, -1, 1.5, Number.NaN, Infinity, '10' as unknown as number])
    throwsCode(() => rateLimit({ limit }), code);
  for (const windowMs of [0, -5, 0.5, Infinity, '1000' as unknown as number])
    throwsCode(() => rateLimit({ windowMs }), code);
  for (const trustProxy of [0, -1, 1.5, 'yes' as unknown as boolean]) throwsCode(() => rateLimit({ trustProxy }), code);
  for (const maxKeys of [0, -1, 2.5]) throwsCode(() => rateLimit({ maxKeys }), code);
  for (const ipv6Subnet of [0, 129, 64.5, Number.NaN, '64' as unknown as number])
    throwsCode(() => rateLimit({ ipv6Subnet }), code);
  throwsCode(() => rateLimit({ key: 'ip' as unknown as () => string }), code);
  throwsCode(() => rateLimit({ store: {} as RateLimitStore }), code);
  throwsCode(() => rateLimit({ store: new MemoryRateLimitStore(), maxKeys: 10 }), code);
  throwsCode(() => rateLimit({ message: 42 as unknown as string }), code);
  for (const onStoreError of ['open', 'fail', true, null])
    throwsCode(() => rateLimit({ onStoreError: onStoreError as unknown as 'deny' }), code);
  throwsCode(() => new MemoryRateLimitStore({ maxKeys: 0 }), code);
});

config('should accept its defaults with no options at all', async () => {
  const app = Router.define({ middleware: [rateLimit()], routes: [Router.get('/', (ctx) => ctx.text(200, 'ok'))] });
  const res = await app.request('/');
  assert.is(res.status, 200);
  assert.is(res.headers['ratelimit-limit'], '100');
});

config.run();
