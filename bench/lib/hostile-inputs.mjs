// The requests of the hostile-input benchmark (bench/hostile.mjs): for each input class the route
// (servers/fw-hostile.ts and servers/fastify-hostile.mjs serve the same paths), the sizes and a
// builder of the body. Bodies stay within both frameworks' default body limit, 1 MiB.
import { NEW_USER_BODY } from './scenarios.mjs';

/** fw's and Fastify's default body limit: 1 MiB. */
export const LIMIT = 1024 * 1024;

/** `{"s":"<prefix><fill><fill>..."}`, `bytes` long when given (the fill is cut to fit), else with `count` fills. */
function stringBody({ prefix = '', fill, count, bytes }) {
  const room = bytes === undefined ? prefix.length + fill.length * count : bytes - '{"s":""}'.length;
  const text = prefix + fill.repeat(Math.ceil((room - prefix.length) / fill.length));
  return `{"s":"${text.slice(0, room)}"}`;
}

/** 12345 -> "12,345". */
const n = (x) => x.toLocaleString('en-US');

/** Nested `{"children":[...]}` `depth` levels deep, the innermost with no children (15 bytes per level). */
function tree(depth) {
  return '{"children":['.repeat(depth - 1) + '{"children":[]}' + ']}'.repeat(depth - 1);
}

/** The deepest tree whose body fits the limit. */
const TREE_MAX = Math.floor(LIMIT / 15);
/** The deepest `{"items":[[[...]]]}` that fits the limit. */
const ARRAY_MAX = Math.floor((LIMIT - '{"items":}'.length) / 2);

/** Format checks and the string shapes sent to each: 1 MiB of a repeated character, or a prefix that gets the check further and then repeats. */
const FORMATS = {
  email: [
    { fill: 'a' },
    { fill: '@' },
    { fill: '.' },
    { fill: '-' },
    { prefix: 'a@', fill: 'a' },
    { prefix: 'a@', fill: 'a-' },
  ],
  url: [
    { fill: 'a' },
    { fill: '@' },
    { fill: '.' },
    { fill: '-' },
    { prefix: 'http://', fill: ':' },
    { prefix: 'http://', fill: '@' },
    { prefix: 'http://a', fill: '-a' },
  ],
  uri: [
    { fill: 'a' },
    { fill: '@' },
    { fill: '.' },
    { fill: '-' },
    { prefix: 'a://', fill: ':' },
    { prefix: 'a:', fill: '/' },
  ],
  uuid: [{ fill: 'a' }, { fill: '@' }, { fill: '.' }, { fill: '-' }],
  'date-time': [
    { fill: 'a' },
    { fill: '@' },
    { fill: '.' },
    { fill: '-' },
    { prefix: '2020-01-01T00:00:00.', fill: '0' },
  ],
  ipv4: [{ fill: 'a' }, { fill: '@' }, { fill: '.' }, { fill: '-' }, { fill: '1.' }],
  ipv6: [{ fill: 'a' }, { fill: '@' }, { fill: '.' }, { fill: '-' }, { fill: ':' }, { fill: '1:' }],
  hostname: [{ fill: 'a' }, { fill: '@' }, { fill: '.' }, { fill: '-' }, { fill: 'a.' }],
};

/**
 * Every input, in table order: `{ group, title, route, size, body(), contentType? }`. Inputs of
 * one group are sizes of one class, smallest first: once a request of a group costs a server more
 * than the cap, the larger sizes of that group are not sent to that server.
 */
export function hostileInputs() {
  const inputs = [];
  const add = (group, title, route, size, body, contentType) =>
    inputs.push({ group, title, route, size, body, contentType });

  add(
    'valid',
    "normal validated POST (`Valid`, the HTTP benchmark's NewUser)",
    '/valid',
    `${NEW_USER_BODY.length} B`,
    () => NEW_USER_BODY,
  );
  for (const count of [1000, 2000, 10_000]) {
    add(
      'template',
      'template literal `` `${string}@${string}.${string}` ``, `@` repeated',
      '/template',
      `${n(count)} @`,
      () => stringBody({ fill: '@', count }),
    );
  }
  for (const count of [20, 26, 32, 64]) {
    add('redos', "`tags.Pattern<'^(a+)+$'>`, `a` repeated then `!`", '/redos', `${count} a + !`, () =>
      stringBody({ fill: 'a', count }).replace(/"}$/, '!"}'),
    );
  }
  add(
    'items',
    '`{ items: number[] }`, 300,000 invalid items (`""`)',
    '/items',
    '300,000 items',
    () => `{"items":[${new Array(300_000).fill('""').join(',')}]}`,
  );
  add('infinity', '`{ n: number }` with `{"n":1e309}`', '/num', '11 B', () => '{"n":1e309}');
  add(
    'deep-array',
    '`{ items: number[] }`, arrays nested as deep as fits',
    '/items',
    `depth ${n(ARRAY_MAX)}`,
    () => `{"items":${'['.repeat(ARRAY_MAX)}${']'.repeat(ARRAY_MAX)}}`,
  );
  for (const depth of [1000, 10_000, TREE_MAX]) {
    add('deep-tree', '`Tree { children: Tree[] }`, a valid tree nested deep', '/tree', `depth ${n(depth)}`, () =>
      tree(depth),
    );
  }
  add(
    'dict',
    '`Record<string, number>`, 60,000 keys',
    '/dict',
    '60,000 keys',
    () => `{${Array.from({ length: 60_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`,
  );
  add('brackets', '1 MiB of `[` (to `{ items: number[] }`)', '/items', '1 MiB', () => '['.repeat(LIMIT));
  add('long-string', '`{ s: string }`, one 1 MiB string', '/text', '1 MiB', () =>
    stringBody({ fill: 'a', bytes: LIMIT }),
  );
  for (const [format, shapes] of Object.entries(FORMATS)) {
    for (const shape of shapes) {
      const spelled = `${shape.prefix === undefined ? '' : `\`${shape.prefix}\` then `}\`${shape.fill}\` repeated`;
      add(
        `format-${format}-${shape.prefix ?? ''}${shape.fill}`,
        `\`tags.Format<'${format}'>\`, ${spelled}`,
        `/${format}`,
        '1 MiB',
        () => stringBody({ ...shape, bytes: LIMIT }),
      );
    }
  }
  for (const contentType of [
    'application/json; charset=utf-8; charset=utf-16',
    'application/json; charset=utf-16; charset=utf-8',
  ]) {
    add(
      `content-type-${contentType}`,
      `normal POST with \`Content-Type: ${contentType}\``,
      '/valid',
      `${NEW_USER_BODY.length} B`,
      () => NEW_USER_BODY,
      contentType,
    );
  }
  return inputs;
}
