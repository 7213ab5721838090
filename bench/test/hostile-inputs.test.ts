/**
 * bench/hostile.mjs's requests (lib/hostile-inputs.mjs): every body fits both frameworks' 1 MiB
 * default limit, the "as deep as fits" and 1 MiB bodies fill it, and each body is the JSON the
 * class says. What the servers spend on them is the benchmark's business, never a test's.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { hostileInputs, LIMIT } from '../lib/hostile-inputs.mjs';

const inputs = suite('hostile inputs');
const all = hostileInputs();

inputs('should keep every body within the 1 MiB limit', () => {
  for (const input of all) assert.ok(Buffer.byteLength(input.body()) <= LIMIT, `${input.group} ${input.size}`);
});

inputs('should fill the limit with the 1 MiB bodies and the deepest nestings', () => {
  for (const input of all.filter(
    (i) => i.size === '1 MiB' || i.size === 'depth 524,283' || i.size === 'depth 69,905',
  )) {
    assert.ok(
      Buffer.byteLength(input.body()) > LIMIT - 16,
      `${input.group} is ${Buffer.byteLength(input.body())} bytes`,
    );
  }
});

inputs('should send JSON everywhere but the brackets', () => {
  for (const input of all) {
    if (input.group === 'brackets') assert.throws(() => JSON.parse(input.body()));
    else JSON.parse(input.body());
  }
});

inputs('should build the bodies each class names', () => {
  const body = (group: string, size: string) => all.find((i) => i.group === group && i.size === size)!.body();
  assert.is(body('template', '1,000 @'), `{"s":"${'@'.repeat(1000)}"}`);
  assert.is(body('redos', '20 a + !'), `{"s":"${'a'.repeat(20)}!"}`);
  assert.is(body('infinity', '11 B'), '{"n":1e309}');
  const items = JSON.parse(body('items', '300,000 items')) as { items: unknown[] };
  assert.is(items.items.length, 300_000);
  assert.ok(items.items.every((item) => item === ''));
  assert.is(Object.keys(JSON.parse(body('dict', '60,000 keys'))).length, 60_000);
  let depth = 0;
  for (let node = JSON.parse(body('deep-tree', 'depth 1,000')); node.children.length > 0; node = node.children[0])
    depth += 1;
  assert.is(depth + 1, 1000);
  const url = JSON.parse(all.find((i) => i.group === 'format-url-http://:')!.body()) as { s: string };
  assert.ok(url.s.startsWith('http://::'));
});

inputs('should list the sizes of a class smallest first', () => {
  const number = (size: string) => Number(size.replace(/[^\d]/g, ''));
  for (const group of new Set(all.map((i) => i.group))) {
    const sizes = all.filter((i) => i.group === group).map((i) => number(i.size));
    assert.equal(
      sizes,
      [...sizes].sort((a, b) => a - b),
      group,
    );
  }
});

inputs.run();
