/**
 * Hostile input against generated checks: template-literal types and formats on strings built to
 * make backtracking regular expressions slow (measured in a child process with a CPU budget),
 * template checks agreeing with TypeScript's own reading of the type, ReDoS-prone `Pattern` tags
 * refused at build time, bounded 400 answers and finite numbers, against a real server.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { request } from 'undici';
import { Server, type App } from '@fw/runtime';
import { _isFormatUrl as fwUrl } from '@fw/runtime/internal';
import { _isFormatUrl as typiaUrl } from 'typia/lib/internal/_isFormatUrl';
import ts from 'typescript';
import { RedosChecker } from '../dist/metadata/redos.js';
import { Compiler, FIXTURES_DIR, PACKAGE_DIR, REPO_ROOT, positionOf, type Loose } from './compile.js';

const test = suite('hostile input');
const TEMP = path.join(PACKAGE_DIR, 'test', `tmp-hostile-${process.pid}`);
const compiler = new Compiler();
let app: App;
let strictApp: App;
let spec: { paths: Record<string, Loose>; components: { schemas: Record<string, Loose> } };

/** Hostile strings of this many characters; a cubic check needs hours on them, a quadratic one seconds. */
const SIZE = 64 * 1024;
/**
 * CPU one evaluation of a check may take on a SIZE-character string. Linear checks take at most
 * about 50 ms here (a `regex` format check compiles the string as a regular expression, about
 * 0.7 µs a character; most take under 10 ms) and about three times that on a loaded machine; a
 * quadratic one takes seconds (` +$` on 64 Ki spaces: 1.7 s), a cubic one hours.
 */
const BUDGET_MS = 500;

test.before(async () => {
  // uvu reports a failing before hook only as 0 of N passed: print what failed.
  try {
    await setUp();
  } catch (error) {
    console.error('hostile input: setting up failed:', error);
    throw error;
  }
});

async function setUp(): Promise<void> {
  const read = (name: string): string => fs.readFileSync(path.join(FIXTURES_DIR, 'hostile-app', name), 'utf8');
  const { diagnostics, files } = compiler.compile({
    'hostile-app/app.ts': read('app.ts'),
    'hostile-app/shapes.ts': read('shapes.ts'),
  });
  assert.equal(diagnostics, [], 'the fixture compiles cleanly');
  fs.mkdirSync(TEMP, { recursive: true });
  fs.writeFileSync(path.join(TEMP, 'package.json'), '{ "type": "module" }\n');
  for (const name of ['app.js', 'shapes.js'])
    fs.writeFileSync(path.join(TEMP, name), files.get(`hostile-app/${name}`)!);
  const loaded = (await import(pathToFileURL(path.join(TEMP, 'app.js')).href)) as {
    app: App;
    strictApp: App;
    spec: string;
  };
  app = loaded.app;
  strictApp = loaded.strictApp;
  spec = JSON.parse(loaded.spec);
}

test.after(() => {
  fs.rmSync(TEMP, { recursive: true, force: true });
});

test('should run every template-literal and format check in linear time on hostile strings (child process, CPU budget)', async () => {
  const script = path.join(__dirname, 'hostile', 'run-checks.js');
  const child = spawn(process.execPath, [script, path.join(TEMP, 'shapes.js'), String(SIZE)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  // A check that backtracks would run for hours: the child is stopped, and the test fails on what it printed so far.
  // (A guard against hanging, not a time limit: the budget per evaluation is what is asserted.)
  const killer = setTimeout(() => child.kill('SIGKILL'), 600_000);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearTimeout(killer);
  const rows = out
    .trim()
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as { group: string; name: string; kind: string; ms: number; input: string });
  assert.is(code, 0, `the check runner finished (printed ${rows.length} rows)`);
  // 15 template shapes (15 document patterns: the two of the union, none for the record keys) and 22 formats.
  assert.is(rows.filter((r) => r.group === 'template' && r.kind === 'validator').length, 15);
  assert.is(rows.filter((r) => r.group === 'template' && r.kind === 'document pattern').length, 15);
  assert.is(rows.filter((r) => r.group === 'format' && r.kind === 'validator').length, 22);
  const slow = rows
    .filter((r) => r.ms > BUDGET_MS)
    .map((r) => `${r.group} ${r.name} (${r.kind}): ${r.ms.toFixed(0)} ms on ${r.input}`);
  assert.equal(slow, [], 'no check takes more than its budget');
});

test('should write one anchored pattern for a template type, used by both the document and the validator', () => {
  const schema = spec.paths['/contact'].post.requestBody.content['application/json'].schema;
  const contact = schema.$ref === undefined ? schema : spec.components.schemas[schema.$ref.split('/').pop()];
  assert.is(contact.properties.s.pattern, '^[^@]*@[^.]*\\.[\\s\\S]*$');
  const js = compiler
    .compile({
      'one.ts':
        "import { apidocs } from '@fw/runtime';\nexport const t = apidocs.type<{ s: `${string}@${string}.${string}` }>();",
    })
    .files.get('one.js')!;
  assert.ok(js.includes('/^[^@]*@[^.]*\\.[\\s\\S]*$/.test('), 'the validator tests the same pattern');
  assert.not.ok(js.includes('(.*)'), "typia's backtracking pattern is gone");
});

test('should check a large body without work per element beyond the check itself', async () => {
  const js = compiler
    .compile({
      'big.ts': [
        "import { apidocs } from '@fw/runtime';",
        "import type { tags } from 'typia';",
        'export const dict = apidocs.type<Record<string, number>>();',
        'export const items = apidocs.type<{ items: number[] }>();',
        "export const code = apidocs.type<{ c: string & tags.Pattern<'^[a-z]+/[0-9]+$'> }>();",
      ].join('\n'),
    })
    .files.get('big.js')!;
  // The checks only (the JSON writers walk entries and map elements to write them).
  const checks = js
    .split('\nconst __fw_')
    .filter((piece) => /^(validate|equals|is|check)_/.test(piece))
    .join('\n');
  assert.ok(checks.includes('validate_Record_string_number'), checks);
  // Pruning a record whose keys are any string deletes nothing: typia's walks of its entries and keys are gone.
  assert.not.ok(checks.includes('Object.entries('), 'no walk of the entries of a Record<string, number>');
  assert.not.ok(checks.includes('(.*)'), 'no key tested against a pattern every string passes');
  // The problem pass checks every element without first making an array as long as the input's.
  assert.not.ok(/\.map\(/.test(checks), 'no array of flags');
  assert.ok(checks.includes('_allElements('));
  // A Pattern is a regular expression literal, not compiled from its text at each call.
  assert.not.ok(checks.includes('RegExp('), 'no RegExp built per call');
  assert.ok(checks.includes('/^[a-z]+\\/[0-9]+$/'), checks);

  await withServer(app, async (url) => {
    // The record's values are still pruned, and every key is kept.
    const scores = await post(`${url}/scores`, JSON.stringify({ x: { a: 1, extra: 2 }, 'y\nz': { a: 2 } }));
    assert.is(scores.status, 200);
    assert.equal(scores.json, { x: { a: 1 }, 'y\nz': { a: 2 } });
    const bad = await post(`${url}/scores`, JSON.stringify({ x: { a: 'one' }, y: 3 }));
    assert.is(bad.status, 400);
    assert.equal(
      bad.json.error.details.map((d: Loose) => d.path),
      ['$.x.a', '$.y'],
      'every entry is checked',
    );
  });
});

test('should run a string check once on a string it refuses, not again to name the problem', async () => {
  // Counts the runs of a regular expression on the sent string: the Pattern's, typia's email
  // format (one test of its pattern) and fw's url format (it scans the string with exec).
  const runs = { test: 0, exec: 0 };
  let watched = '';
  const { test: realTest, exec: realExec } = RegExp.prototype;
  // RegExp.prototype.test calls exec: an exec inside a test is that test's.
  let inTest = false;
  RegExp.prototype.test = function (this: RegExp, text: string) {
    if (text === watched) runs.test += 1;
    inTest = true;
    try {
      return realTest.call(this, text);
    } finally {
      inTest = false;
    }
  };
  RegExp.prototype.exec = function (this: RegExp, text: string) {
    if (text === watched && !inTest) runs.exec += 1;
    return realExec.call(this, text);
  };
  const sent = async (url: string, body: object, field: string): Promise<{ status: number; runs: typeof runs }> => {
    watched = (body as Record<string, string>)[field]!;
    runs.test = 0;
    runs.exec = 0;
    const answer = await post(url, JSON.stringify(body));
    watched = '';
    return { status: answer.status, runs: { ...runs } };
  };
  try {
    await withServer(app, async (url) => {
      // Twice the same refused string: remembered within one validation only.
      for (let round = 0; round < 2; round += 1) {
        assert.equal(await sent(`${url}/code`, { c: 'abc1' }, 'c'), { status: 400, runs: { test: 1, exec: 0 } });
        assert.equal(await sent(`${url}/code`, { c: 'abc', e: 'a@b' }, 'e'), {
          status: 400,
          runs: { test: 1, exec: 0 },
        });
      }
      assert.equal(await sent(`${url}/code`, { c: 'abc', e: 'a@b.io' }, 'e'), {
        status: 200,
        runs: { test: 1, exec: 0 },
      });
      // fw's url check runs several expressions over the string: as many as one check of it.
      const refused = 'https://10.0.0.1/';
      watched = refused;
      runs.exec = 0;
      assert.not.ok(fwUrl(refused));
      const once = runs.exec;
      assert.ok(once > 0);
      const link = await sent(`${url}/link`, { u: refused }, 'u');
      assert.equal(link, { status: 400, runs: { test: 0, exec: once } });
    });
  } finally {
    RegExp.prototype.test = realTest;
    RegExp.prototype.exec = realExec;
  }
});

test('should accept exactly the strings TypeScript accepts for templates of strings and texts', async () => {
  const shapes = [
    '`${string}@${string}.${string}`',
    '`/${string}`',
    "`${'stable' | 'beta'}-${string}`",
    '`${string}::${string}::${string}`',
    '`a${string}b${string}c`',
    '`${string}.com`',
    '`${string}${string}-${string}`',
    '`${string}aa${string}ab`',
  ];
  // Seeded pieces: every sample is checked by TypeScript (assignable or TS2322) and by the generated validator.
  const pieces = ['@', '.', 'a', 'b', 'c', '-', ':', '::', '/', 'stable', 'beta', 'com', 'aa', 'ab', '\n', ' ', '.com'];
  let seed = 7;
  const random = (n: number): number => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
  const samples = new Set<string>([
    '',
    '@.',
    'a@b.c',
    'stable-',
    'beta-x',
    '::::',
    'abc',
    'a@b',
    '.com',
    'aab',
    'aaab',
    'aaaab',
    'x.com.org',
  ]);
  while (samples.size < 120)
    samples.add(Array.from({ length: 1 + random(5) }, () => pieces[random(pieces.length)]).join(''));
  const list = [...samples];
  const lines = ["import { apidocs } from '@fw/runtime';"];
  shapes.forEach((shape, i) => {
    lines.push(`export const check${i} = apidocs.type<{ v: ${shape} }>();`);
    list.forEach((sample, j) => lines.push(`export const s${i}_${j}: ${shape} = ${JSON.stringify(sample)};`));
  });
  const source = lines.join('\n');
  const { diagnostics, files } = compiler.compile({ 'agree.ts': source });
  const refused = new Set(diagnostics.filter((d) => d.code === 'TS2322').map((d) => d.line));
  assert.ok(
    diagnostics.every((d) => d.code === 'TS2322'),
    JSON.stringify(diagnostics.find((d) => d.code !== 'TS2322')),
  );
  fs.writeFileSync(path.join(TEMP, 'agree.js'), files.get('agree.js')!);
  const checks = (await import(pathToFileURL(path.join(TEMP, 'agree.js')).href)) as Record<
    string,
    { validate(input: unknown): { success: boolean } }
  >;
  const disagree: string[] = [];
  shapes.forEach((shape, i) => {
    list.forEach((sample, j) => {
      const { line } = positionOf(source, `export const s${i}_${j}:`);
      const typescript = !refused.has(line);
      const fw = checks[`check${i}`]!.validate({ v: sample }).success;
      if (typescript !== fw) disagree.push(`${shape} ${JSON.stringify(sample)}: TypeScript ${typescript}, fw ${fw}`);
    });
  });
  assert.equal(disagree, []);
});

test('should refuse a tags.Pattern that backtracks (FW2011 at the tag), accept it with fw-accept-redos, and pass a linear one', () => {
  const source = [
    "import { apidocs } from '@fw/runtime';",
    "import type { tags } from 'typia';",
    'interface Slow {',
    "  name: string & tags.Pattern<'^(a+)+$'>;",
    '}',
    'interface Fine {',
    "  code: string & tags.Pattern<'^[A-Z]{3}-\\\\d+$'>;",
    '  // fw-accept-redos: names are at most 20 characters (MaxLength)',
    "  nick: string & tags.MaxLength<20> & tags.Pattern<'^(b|bb)+$'>;",
    '}',
    'export const slow = apidocs.type<Slow>();',
    'export const fine = apidocs.type<Fine>();',
  ].join('\n');
  const { diagnostics } = compiler.compile({ 'redos.ts': source });
  assert.equal(
    diagnostics.map((d) => [d.code, d.line, d.column]),
    [['FW2011', 4, positionOf(source, "'^(a+)+$'").column]],
  );
  assert.match(diagnostics[0]!.message, /exponential/);
  assert.match(diagnostics[0]!.message, /'a'.repeat/);
  const unaccepted = compiler.compile({
    'redos.ts': source.replace('// fw-accept-redos: names are at most 20 characters (MaxLength)', '// short names'),
  }).diagnostics;
  assert.equal(unaccepted.map((d) => [d.code, d.line]).sort(), [
    ['FW2011', 4],
    ['FW2011', 9],
  ]);
});

async function withServer<T>(target: App, run: (url: string) => Promise<T>): Promise<T> {
  const server = Server.init({ port: 0, host: '127.0.0.1' }, target.handler);
  await server.listen();
  try {
    return await run(server.url);
  } finally {
    await server.close();
  }
}

async function post(url: string, body: string): Promise<{ status: number; bytes: number; json: Loose }> {
  const res = await request(url, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    headersTimeout: 30_000,
    bodyTimeout: 30_000,
  });
  const text = await res.body.text();
  return { status: res.statusCode, bytes: Buffer.byteLength(text), json: JSON.parse(text) };
}

test('should bound a 400: 10 problems listed, the rest counted, checking stopped at 100, for bodies, reject mode and query', async () => {
  await withServer(app, async (url) => {
    // 300k invalid items in about 900 KB: every item fails.
    const many = await post(`${url}/numbers`, `{"items":[${new Array(300_000).fill('""').join(',')}]}`);
    assert.is(many.status, 400);
    assert.is(many.json.error.details.length, 10);
    assert.is(many.json.error.more, 90, 'checking stopped after 100 problems');
    assert.match(many.json.error.message, /100 or more problem/);
    assert.ok(many.bytes < 4096, `the answer is ${many.bytes} bytes`);
    assert.equal(many.json.error.details[0], { path: '$.items[0]', expected: 'number', found: '""' });

    const few = await post(`${url}/numbers`, JSON.stringify({ items: ['a', 'b', 1] }));
    assert.is(few.status, 400);
    assert.is(few.json.error.details.length, 2);
    assert.is(few.json.error.more, undefined);

    // unknownKeys: 'reject' with 50k undeclared keys.
    const keys = Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, i]));
    const reject = await post(`${url}/strict`, JSON.stringify({ a: 'x', ...keys }));
    assert.is(reject.status, 400);
    assert.is(reject.json.error.details.length, 10);
    assert.is(reject.json.error.more, 90);
    assert.ok(reject.bytes < 4096, `the answer is ${reject.bytes} bytes`);

    // A query parameter repeated 2,000 times with a bad number each time.
    const query = await request(`${url}/ids?${Array.from({ length: 2000 }, () => 'ids=x').join('&')}`);
    const answer = (await query.body.json()) as Loose;
    assert.is(query.statusCode, 400);
    assert.is(answer.error.details.length, 10);
    assert.is(answer.error.more, 90);
  });
  await withServer(strictApp, async (url) => {
    const res = await post(`${url}/numbers`, JSON.stringify({ items: ['a', 'b', 'c', 'd', 'e'] }));
    assert.is(res.json.error.details.length, 3, 'maxProblems: 3');
    assert.is(res.json.error.more, 2);
  });
});

test('should describe a union of unnamed object types in words, not with made-up type names', async () => {
  await withServer(app, async (url) => {
    const res = await post(`${url}/shape`, JSON.stringify({ v: 5 }));
    assert.is(res.status, 400);
    const expected = res.json.error.details.map((d: { expected: string }) => d.expected);
    assert.ok(expected.includes('an object of one of 2 shapes'), JSON.stringify(expected));
    assert.not.match(JSON.stringify(res.json), /__type/);
  });
});

test('should cut a long path or type text in a listed problem', async () => {
  await withServer(app, async (url) => {
    const key = 'k'.repeat(100_000);
    const res = await post(`${url}/strict`, JSON.stringify({ a: 'x', [key]: 1 }));
    assert.is(res.status, 400);
    assert.ok(res.bytes < 1024, `the answer is ${res.bytes} bytes`);
    assert.match(res.json.error.details[0].path, /^\$\.k+\.\.\.k+$/);
  });
});

test('should refuse numbers JSON.parse reads as Infinity, naming the path', async () => {
  await withServer(app, async (url) => {
    for (const body of [
      '{"items":[],"n":1e309}',
      '{"items":[],"n":-1e400}',
      '{"items":[1,2e308]}',
      '{"items":[],"i":1e999}',
    ]) {
      const res = await post(`${url}/numbers`, body);
      assert.is(res.status, 400, body);
      const paths = res.json.error.details.map((d: { path: string }) => d.path);
      assert.ok(
        paths.some((p: string) => p === '$.n' || p === '$.items[1]' || p === '$.i'),
        `${body}: ${JSON.stringify(paths)}`,
      );
    }
    const fine = await post(`${url}/numbers`, '{"items":[1.5e308],"n":-1e-400}');
    assert.is(fine.status, 200);
    assert.equal(fine.json, { items: [1.5e308], n: -0 });
  });
});

test("should check the url format as typia's pattern does, without its quadratic backtracking", async () => {
  await withServer(app, async (url) => {
    for (const [value, ok] of [
      ['https://example.com/a?b#c', true],
      ['http://user:pw@example.com:8080/x', true],
      ['ftp://a@b@example.org', true],
      ['http://10.0.0.1/', false],
      ['http://example', false],
      ['https://exa mple.com', false],
      ['mailto:a@b.c', false],
    ] as const) {
      const res = await post(`${url}/link`, JSON.stringify({ u: value }));
      assert.is(res.status, ok ? 200 : 400, value);
    }
    const attack = await post(
      `${url}/link`,
      JSON.stringify({ u: 'ftp://172.30.3.56' + '4.1.6.7:155'.repeat(90_000) + '\u0000' }),
    );
    assert.is(attack.status, 400);
  });
});

test("should accept exactly the strings typia's url pattern accepts (seeded random strings)", () => {
  const pieces = [
    'http://',
    'https://',
    'ftp://',
    'HTTP://',
    'a',
    'b1',
    '-',
    '.',
    '.com',
    '.org',
    '@',
    ':',
    ':80',
    ':123456',
    '/',
    '/x',
    ' ',
    '%',
    '10.0.0.1',
    '1.2.3.4',
    '172.16.0.1',
    'é',
    '?q',
    '#f',
    '\u2000',
  ];
  let seed = 11;
  const random = (n: number): number => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
  const disagree: string[] = [];
  for (let i = 0; i < 20_000; i++) {
    const sample = pieces[random(3)]! + Array.from({ length: random(7) }, () => pieces[random(pieces.length)]).join('');
    if (typiaUrl(sample) !== fwUrl(sample)) disagree.push(JSON.stringify(sample));
  }
  assert.equal(disagree.slice(0, 10), []);
});

test("should find no regular expression in fw's own code that backtracks super-linearly (recheck)", () => {
  const redos = new RedosChecker();
  const found: string[] = [];
  let count = 0;
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts')) {
        const file = ts.createSourceFile(full, fs.readFileSync(full, 'utf8'), ts.ScriptTarget.ES2022, true);
        const visit = (node: ts.Node): void => {
          if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
            const text = node.getText(file);
            const end = text.lastIndexOf('/');
            count++;
            // The build's own checker, with its load-independent limits.
            const verdict = redos.check(text.slice(1, end), text.slice(end + 1));
            if (verdict !== null)
              found.push(`${path.relative(REPO_ROOT, full)}: ${text} (${verdict.complexity}, ${verdict.attack})`);
          }
          ts.forEachChild(node, visit);
        };
        visit(file);
      }
    }
  };
  for (const name of ['runtime', 'transformer', 'cli']) walk(path.join(REPO_ROOT, 'packages', name, 'src'));
  assert.ok(count > 20, `${count} regular expressions read`);
  assert.equal(found, []);
});

test.run();
