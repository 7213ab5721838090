/** staticFiles under attack: raw request targets (traversal, encodings, NUL, symlinks, open redirects) and hostile Range headers. */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Router, staticFiles, type StaticFilesOptions } from '@fw/runtime';
import { HANG_MS, listen, rawExchange, type Running } from '../helpers.js';

interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

/**
 * Writes one request exactly as given (no client normalises the target; written as UTF-8) and reads
 * the answer byte for byte until the server closes; bounded by a 5 s timeout.
 */
async function rawRequest(
  port: number,
  target: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  const text = await rawExchange(port, lines.join('\r\n') + '\r\n\r\n', { timeout: HANG_MS, encode: 'utf8' });
  const split = text.indexOf('\r\n\r\n');
  const head = split === -1 ? text : text.slice(0, split);
  const match = /^HTTP\/1\.1 (\d{3})/.exec(head);
  if (match === null)
    throw new Error(`no HTTP answer for ${target.slice(0, 80)}: ${JSON.stringify(text.slice(0, 200))}`);
  return { status: Number(match[1]), head, body: split === -1 ? '' : text.slice(split + 4) };
}

function header(answer: RawAnswer, name: string): string | undefined {
  const match = new RegExp(`^${name}: (.*)$`, 'im').exec(answer.head);
  return match === null ? undefined : match[1]!.trim();
}

interface Fixture {
  /** The temporary directory holding the root and, next to it, the secret. */
  base: string;
  root: string;
  canary: string;
}

/**
 * base/secret.txt holds the canary; base/root is served; base/root-evil shares the root's name
 * as a prefix; symlinks in the root point out of it (absolute and relative) and into it.
 */
function makeFixture(): Fixture {
  const base = mkdtempSync(join(tmpdir(), 'fw-static-attack-'));
  const canary = `CANARY-${randomBytes(12).toString('hex')}`;
  const root = join(base, 'root');
  mkdirSync(join(root, 'sub'), { recursive: true });
  mkdirSync(join(root, '.git'));
  mkdirSync(join(root, 'evil.com'));
  mkdirSync(join(base, 'root-evil'));
  writeFileSync(join(base, 'secret.txt'), canary);
  writeFileSync(join(base, 'root-evil', 'secret.txt'), canary);
  writeFileSync(join(root, 'hello.txt'), 'hello');
  writeFileSync(join(root, 'empty.txt'), '');
  writeFileSync(join(root, 'digits.txt'), '0123456789');
  writeFileSync(join(root, 'sub', 'page.txt'), 'page');
  writeFileSync(join(root, 'evil.com', 'index.html'), 'evil.com dir');
  writeFileSync(join(root, '.env'), canary);
  writeFileSync(join(root, '.git', 'config'), canary);
  symlinkSync(join(base, 'secret.txt'), join(root, 'abs-escape.txt'));
  symlinkSync('../secret.txt', join(root, 'escape.txt'));
  symlinkSync('..', join(root, 'escape-dir'));
  symlinkSync('../root-evil/secret.txt', join(root, 'sibling.txt'));
  symlinkSync('/etc/passwd', join(root, 'passwd.txt'));
  symlinkSync('.env', join(root, 'env-link.txt'));
  symlinkSync('/etc', join(root, 'etc-link'));
  symlinkSync('loop', join(root, 'loop'));
  symlinkSync('hello.txt', join(root, 'inside-link.txt'));
  symlinkSync('sub', join(root, 'inside-dir'));
  return { base, root, canary };
}

const ATTACKS: readonly string[] = [
  '/../etc/passwd',
  '/../secret.txt',
  '/../../../../../../etc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/%2e%2e/secret.txt',
  '/%2E%2e/x',
  '/%2E%2e/secret.txt',
  '/.%2e/secret.txt',
  '/sub/%2e%2e/%2e%2e/secret.txt',
  '/..%2fsecret.txt',
  '/..%2Fsecret.txt',
  '/sub%2f..%2f..%2fsecret.txt',
  '/..%5csecret.txt',
  '/..%5Csecret.txt',
  '/a\\..\\..\\x',
  '/..\\secret.txt',
  '/sub\\..\\..\\secret.txt',
  '/%00',
  '/x%00.txt',
  '/hello.txt%00.png',
  '/%zz',
  '/%',
  '/%2',
  '/hello%2.txt',
  '/%c0%ae%c0%ae/secret.txt',
  '/%e0%80%ae%e0%80%ae/secret.txt',
  '/%ff',
  '/.env',
  '/%2eenv',
  '/.git/config',
  '/.git/',
  '/sub/../../x',
  '/sub/../../secret.txt',
  '/sub/./../../secret.txt',
  '//evil.com/x',
  '//evil.com',
  '//evil.com/',
  '/\\evil.com',
  '/\\\\evil.com/',
  '/%5c%5cevil.com/',
  '/%2f%2fevil.com/',
  '/abs-escape.txt',
  '/escape.txt',
  '/escape-dir/secret.txt',
  '/sibling.txt',
  '/passwd.txt',
  '/env-link.txt',
  '/etc-link/passwd',
  '/loop',
  '/loop/x',
  '/' + 'a'.repeat(8000),
  '/' + 'a/'.repeat(3000) + 'x',
  '/' + '../'.repeat(1000) + 'etc/passwd',
  '/' + '%2e%2e/'.repeat(500) + 'secret.txt',
];

async function assertRefused(running: Running, prefix: string, canary: string): Promise<void> {
  const port = Number(new URL(running.url).port);
  for (const attack of ATTACKS) {
    const target = prefix + attack;
    const answer = await rawRequest(port, target);
    const label = `${target.slice(0, 60)} answered ${answer.status}`;
    assert.ok(answer.status === 400 || answer.status === 403 || answer.status === 404, label);
    assert.not.ok(answer.body.includes(canary), `${label}: the canary leaked`);
    assert.not.ok(answer.body.includes('root:x:0:0'), `${label}: /etc/passwd leaked`);
    const location = header(answer, 'location');
    assert.is(location, undefined, `${label}: redirected to ${location}`);
  }
}

function appWith(options: StaticFilesOptions) {
  return Router.define({
    middleware: [staticFiles(options)],
    routes: [Router.get('/route', (ctx) => ctx.text(200, 'route'))],
  });
}

const attacks = suite('staticFiles attacks: raw request targets', { fixture: null as Fixture | null });
attacks.before((ctx) => {
  ctx.fixture = makeFixture();
});
attacks.after((ctx) => rmSync(ctx.fixture!.base, { recursive: true, force: true }));

attacks(
  'should refuse every hostile target with 400, 403 or 404 and never leak the canary (defaults)',
  async ({ fixture }) => {
    const { root, canary } = fixture!;
    const running = await listen(appWith({ root }));
    try {
      await assertRefused(running, '', canary);
      // The server is still up and serving.
      const ok = await rawRequest(Number(new URL(running.url).port), '/hello.txt');
      assert.is(ok.status, 200);
      assert.is(ok.body, 'hello');
    } finally {
      await running.close();
    }
  },
);

attacks('should refuse them with dotfiles allowed and no fallthrough too', async ({ fixture }) => {
  const { root, canary } = fixture!;
  const running = await listen(appWith({ root, dotfiles: 'allow', fallthrough: false }));
  try {
    const port = Number(new URL(running.url).port);
    for (const attack of ATTACKS) {
      // With dotfiles allowed these are the root's own files, which hold the canary on purpose.
      if (attack === '/.env' || attack === '/%2eenv' || attack === '/.git/config' || attack === '/env-link.txt')
        continue;
      const answer = await rawRequest(port, attack);
      const label = `${attack.slice(0, 60)} answered ${answer.status}`;
      assert.ok(answer.status === 400 || answer.status === 403 || answer.status === 404, label);
      assert.not.ok(answer.body.includes(canary), `${label}: the canary leaked`);
      assert.not.ok(answer.body.includes('root:x:0:0'), `${label}: /etc/passwd leaked`);
    }
  } finally {
    await running.close();
  }
});

attacks('should refuse them under a prefix', async ({ fixture }) => {
  const { root, canary } = fixture!;
  const running = await listen(appWith({ root, prefix: '/static' }));
  try {
    await assertRefused(running, '/static', canary);
  } finally {
    await running.close();
  }
});

attacks('should answer the main cases with the documented statuses', async ({ fixture }) => {
  const { root } = fixture!;
  const running = await listen(appWith({ root }));
  const port = Number(new URL(running.url).port);
  try {
    const expected: [string, number][] = [
      ['/../secret.txt', 403],
      ['/%2E%2e/secret.txt', 403],
      ['/sub/../../secret.txt', 403],
      ['/..%2fsecret.txt', 400],
      ['/..%5csecret.txt', 400],
      ['/x%00.txt', 400],
      ['/%zz', 400],
      ['/%', 400],
      ['/%c0%ae%c0%ae/secret.txt', 400],
      ['//evil.com/x', 400],
      ['/.env', 404],
      ['/escape.txt', 404],
      ['/escape-dir/secret.txt', 404],
      ['/sibling.txt', 404],
      ['/passwd.txt', 404],
      ['/etc-link/passwd', 404],
      ['/loop', 404],
      ['/' + 'a'.repeat(8000), 404],
    ];
    for (const [target, status] of expected) {
      assert.is((await rawRequest(port, target)).status, status, target.slice(0, 60));
    }
  } finally {
    await running.close();
  }
});

attacks('should follow symlinks that stay inside the root', async ({ fixture }) => {
  const { root } = fixture!;
  const running = await listen(appWith({ root }));
  const port = Number(new URL(running.url).port);
  try {
    const file = await rawRequest(port, '/inside-link.txt');
    assert.is(file.status, 200);
    assert.is(file.body, 'hello');
    const dir = await rawRequest(port, '/inside-dir/page.txt');
    assert.is(dir.status, 200);
    assert.is(dir.body, 'page');
  } finally {
    await running.close();
  }
});

attacks('should redirect a directory only to a relative ./name/ location', async ({ fixture }) => {
  const { root } = fixture!;
  const running = await listen(appWith({ root }));
  const port = Number(new URL(running.url).port);
  try {
    const answer = await rawRequest(port, '/evil.com');
    assert.is(answer.status, 301);
    assert.is(header(answer, 'location'), './evil.com/');
    const nested = await rawRequest(port, '/sub');
    assert.is(header(nested, 'location'), './sub/');
    // An absolute-form target is routed by its path; its host never reaches the Location.
    const absolute = await rawRequest(port, 'http://evil.com/sub');
    const location = header(absolute, 'location');
    assert.ok(location === undefined || location === './sub/', `Location: ${location}`);
  } finally {
    await running.close();
  }
});

// ---------------------------------------------------------------------------------------------

const ranges = suite('staticFiles attacks: Range headers', { fixture: null as Fixture | null });
ranges.before((ctx) => {
  ctx.fixture = makeFixture();
});
ranges.after((ctx) => rmSync(ctx.fixture!.base, { recursive: true, force: true }));

ranges('should answer hostile and edge-case ranges without failing', async ({ fixture }) => {
  const { root } = fixture!;
  const running = await listen(appWith({ root }));
  const port = Number(new URL(running.url).port);
  try {
    const cases: [file: string, range: string, status: number, body: string, contentRange: string | undefined][] = [
      ['/digits.txt', 'bytes=5-2', 200, '0123456789', undefined],
      ['/digits.txt', 'bytes=-0', 416, '', 'bytes */10'],
      ['/empty.txt', 'bytes=0-', 416, '', 'bytes */0'],
      ['/empty.txt', 'bytes=0-0', 416, '', 'bytes */0'],
      ['/empty.txt', 'bytes=-5', 200, '', undefined],
      ['/digits.txt', 'bytes=99999999999999999999999-', 416, '', 'bytes */10'],
      ['/digits.txt', 'bytes=0-99999999999999999999999', 206, '0123456789', 'bytes 0-9/10'],
      ['/digits.txt', 'bytes=-99999999999999999999999', 206, '0123456789', 'bytes 0-9/10'],
      ['/digits.txt', `bytes=0-${'9'.repeat(2000)}`, 206, '0123456789', 'bytes 0-9/10'],
      ['/digits.txt', `bytes=${'9'.repeat(2000)}-`, 416, '', 'bytes */10'],
      ['/digits.txt', 'bytes=--1', 200, '0123456789', undefined],
      ['/digits.txt', 'bytes=1--2', 200, '0123456789', undefined],
      ['/digits.txt', 'bytes=0x1-0x2', 200, '0123456789', undefined],
      ['/digits.txt', 'bytes=-1-', 200, '0123456789', undefined],
      ['/digits.txt', 'bytes=1.5-2', 200, '0123456789', undefined],
      ['/digits.txt', 'bytes=+1-2', 200, '0123456789', undefined],
      ['/digits.txt', 'bytes=１-２', 200, '0123456789', undefined],
      ['/digits.txt', 'bytes', 200, '0123456789', undefined],
      ['/digits.txt', '=0-1', 200, '0123456789', undefined],
      ['/digits.txt', 'bytes=0-0,-1', 200, '0123456789', undefined],
      [
        '/digits.txt',
        Array.from({ length: 1000 }, (_, i) => `${i % 10}-${i % 10}`)
          .join(',')
          .replace(/^/, 'bytes='),
        200,
        '0123456789',
        undefined,
      ],
      ['/digits.txt', 'bytes=9-9', 206, '9', 'bytes 9-9/10'],
    ];
    for (const [file, range, status, body, contentRange] of cases) {
      const answer = await rawRequest(port, file, { Range: range });
      const label = `${file} Range: ${range.slice(0, 40)}`;
      assert.is(answer.status, status, label);
      assert.is(header(answer, 'content-range'), contentRange, label);
      if (status !== 416) assert.is(answer.body, body, label);
      else assert.is(JSON.parse(answer.body).error.status, 416, label);
    }
  } finally {
    await running.close();
  }
});

attacks.run();
ranges.run();
