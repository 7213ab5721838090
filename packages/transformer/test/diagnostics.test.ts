/**
 * Build diagnostics: one fixture per rule under fixtures/transformer/diagnostics/, each compiled
 * with the transformer. Every expected diagnostic is asserted by code, file, line and column of
 * the offending literal or call, and by what its message must name and advise; the type errors
 * the template-literal checks add (TS2345 on an argument, TS2322 on a route list) are asserted
 * alongside. Nothing else may be reported. The full list is also kept as `<rule>.expected.txt`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import ts from 'typescript';
import { ERRORS, FwError } from '@fw/runtime';
import { TRANSFORMER_DIAGNOSTICS, TRANSFORMER_FAILURES, TransformError } from '../dist/diagnostics.js';
import { Compiler, FIXTURES_DIR, VIRTUAL_DIR, positionOf, type Diagnostic } from './compile.js';
import { matchGolden } from './golden.js';

const DIAGNOSTICS_DIR = path.join(FIXTURES_DIR, 'diagnostics');

/** One diagnostic a fixture must produce. */
interface Expected {
  readonly code: string;
  /** Fixture file (relative to the case) holding the offending code; default the case's only file. */
  readonly file?: string;
  /** Text at which the diagnostic starts, and which occurrence of it (default the first). */
  readonly at: string;
  readonly nth?: number;
  /** Texts the message must contain: the pattern or name, and what to change. */
  readonly says?: readonly string[];
}

interface Case {
  /** `FW1003` for `FW1003.ts`, or a directory name for a multi-file case. */
  readonly name: string;
  readonly expected: readonly Expected[];
}

/** A TS2345 type error on the same argument, from the template-literal pattern checks. */
const ts2345 = (at: string, nth?: number): Expected => ({ code: 'TS2345', at, ...(nth === undefined ? {} : { nth }) });
/** A TS2322 type error on the route list of `Router.define`, from the route-table type checks. */
const ts2322Routes: Expected = { code: 'TS2322', at: 'routes: [' };

const CASES: readonly Case[] = [
  {
    name: 'FW1001',
    expected: [{ code: 'FW1001', at: "'users'", says: ['"users"', 'must start with "/"'] }, ts2345("'users'")],
  },
  {
    name: 'FW1002',
    expected: [
      {
        code: 'FW1002',
        at: "'/users//posts'",
        says: ['"/users//posts"', 'empty segment', 'only a trailing "/" may be empty'],
      },
      ts2345("'/users//posts'"),
    ],
  },
  {
    name: 'FW1003',
    expected: [
      {
        code: 'FW1003',
        at: "'/files/*path/meta'",
        says: ['"/files/*path/meta"', '"*path"', 'must be the last segment'],
      },
      ts2345("'/files/*path/meta'"),
    ],
  },
  {
    name: 'FW1004',
    expected: [
      { code: 'FW1004', at: "'/:a/", says: ['"/:a/:b/:c/:d/:e/:f/:g/:h/:i"', '9 path parameters', 'at most 8'] },
      ts2345("'/:a/"),
    ],
  },
  {
    name: 'FW1005',
    expected: [
      {
        code: 'FW1005',
        at: "'/users/:id/friends/:id'",
        says: ['"/users/:id/friends/:id"', '"id" twice', 'rename one'],
      },
      ts2345("'/users/:id/friends/:id'"),
    ],
  },
  {
    name: 'FW1006',
    expected: [
      { code: 'FW1006', at: "'/users/:'", says: ['"/users/:"', 'without a name', 'write ":name" or "*name"'] },
      ts2345("'/users/:'"),
    ],
  },
  {
    name: 'FW1007',
    expected: [
      {
        code: 'FW1007',
        at: "'/users/:user-id'",
        says: ['"/users/:user-id"', '"user-id"', 'must match [A-Za-z_][A-Za-z0-9_]*'],
      },
    ],
  },
  {
    name: 'FW1008',
    expected: [
      { code: 'FW1008', at: "'/search results'", says: ['"/search results"', '" " at index 7', 'or a %XX escape'] },
    ],
  },
  {
    name: 'FW1009',
    expected: [
      {
        code: 'FW1009',
        at: "'/health'",
        nth: 2,
        says: ['GET "/health"', 'declared twice', 'first declared at FW1009.ts:13'],
      },
      // Through Router.scope: reported at the inner literal, naming the joined pattern.
      {
        code: 'FW1009',
        at: "'/items'",
        says: ['GET "/api/items"', 'declared twice', 'first declared at FW1009.ts:15'],
      },
      // Through Controller.define and `...users.routes`: reported at the controller's route literal.
      { code: 'FW1009', at: "'/:id'", says: ['GET "/users/:id"', 'declared twice', 'first declared at FW1009.ts:17'] },
      // Through Router.resource: reported at the resource prefix.
      {
        code: 'FW1009',
        at: "'/posts'",
        says: ['GET "/posts/:id"', 'declared twice', 'first declared at FW1009.ts:19'],
      },
      ts2322Routes,
    ],
  },
  {
    name: 'FW1010',
    expected: [
      {
        code: 'FW1010',
        at: "'/posts/:slug'",
        says: ['GET "/posts/:id"', 'GET "/posts/:slug"', 'differ only in parameter names', 'use one pattern'],
      },
      ts2322Routes,
    ],
  },
  {
    name: 'FW1011',
    expected: [
      {
        code: 'FW1011',
        at: "'users'",
        nth: 2,
        says: ['"users"', 'GET /users (FW1011.ts:8)', 'GET /people', 'must be unique'],
      },
      ts2322Routes,
    ],
  },
  {
    name: 'FW1012',
    expected: [
      { code: 'FW1012', at: "''", says: ['GET "/users"', 'empty name', 'pass a non-empty string to .named()'] },
      ts2345("''"),
    ],
  },
  {
    name: 'FW1013',
    expected: [
      { code: 'FW1013', at: "'get'", says: ['"get"', 'not an HTTP method token', 'upper-case name such as GET'] },
    ],
  },
  {
    name: 'FW1017',
    expected: [
      {
        code: 'FW1017',
        file: 'app.ts',
        at: 'apidocs.type<Account>()',
        says: ['"User"', 'FW1017/models-a.ts:2', 'FW1017/models-b.ts:2', 'rename one'],
      },
    ],
  },
  {
    name: 'FW2001',
    expected: [
      {
        code: 'FW2001',
        at: "apidocs.jsonSchema<string & tags.Type<'int32'>>()",
        says: ['string & Type<"int32">', 'must contain string type'],
      },
      {
        code: 'FW2001',
        at: 'apidocs.jsonSchema<{ name: string } & string>()',
        says: ['{ name: string; } & string', 'nonsensible intersection'],
      },
    ],
  },
  {
    name: 'FW2002',
    expected: [
      { code: 'FW2002', at: 'apidocs.type()', says: ['apidocs.type needs a type argument', 'apidocs.type<User>()'] },
      {
        code: 'FW2002',
        at: 'apidocs.jsonSchema()',
        says: ['apidocs.jsonSchema needs a type argument', 'apidocs.jsonSchema<User>()'],
      },
    ],
  },
  {
    name: 'FW2003',
    expected: [
      { code: 'FW2003', at: 'ctx.parseBody<{ at: Uint8Array }>()', says: ['$.at is a Uint8Array', 'a string'] },
      {
        code: 'FW2003',
        at: 'apidocs.type<Booking>()',
        says: ['Booking', '$.seats is a Set or Map', 'Record<string, T>'],
      },
      {
        code: 'FW2003',
        at: 'apidocs.type<Transfer>()',
        says: ['Transfer', '$.amount is a bigint', "number & tags.Type<'int64'>"],
      },
    ],
  },
  {
    name: 'FW2012',
    expected: [
      { code: 'FW2012', at: 'apidocs.type<Seats>()', says: ['Seats', '$.byRow is a Set or Map', 'Record<string, T>'] },
      { code: 'FW2012', at: 'apidocs.type<Guests>()', says: ['Guests', '$.names is a Set or Map'] },
      { code: 'FW2012', at: 'apidocs.type<Handle>()', says: ['Handle', '$.close is a function', 'plain data'] },
      { code: 'FW2012', at: 'apidocs.type<Token>()', says: ['Token', '$.id is a symbol'] },
      { code: 'FW2012', at: 'apidocs.type<Balance>()', says: ['Balance', '$.cents is a bigint', "tags.Type<'int64'>"] },
      { code: 'FW2012', at: 'apidocs.type<Blob>()', says: ['Blob', '$.bytes is a Uint8Array', 'toJSON'] },
    ],
  },
  {
    name: 'FW2004',
    expected: [
      {
        code: 'FW2004',
        at: 'withBody((ctx, body) => ctx.json(201, body))',
        says: ['withBody needs the type of the body', 'withBody<NewUser>', 'body: NewUser'],
      },
      {
        code: 'FW2003',
        at: 'withBody((ctx, booking: { at: Set<string> }) => ctx.json(201, booking))',
        says: ['$.at is a Set or Map'],
      },
    ],
  },
  {
    name: 'several',
    expected: [
      { code: 'FW2002', at: 'apidocs.jsonSchema()' },
      { code: 'FW1001', at: "'no-slash'" },
      ts2345("'no-slash'"),
      { code: 'FW1003', at: "'/files/*path/meta'" },
      ts2345("'/files/*path/meta'"),
      { code: 'FW1007', at: "'/users/:user-id'" },
      { code: 'FW1013', at: "'patch'" },
      { code: 'FW1011', at: "'dup'", nth: 2 },
      { code: 'FW1012', at: "''" },
      ts2345("''"),
      { code: 'FW1009', at: "'/a'", nth: 2 },
      ts2322Routes,
    ],
  },
  {
    name: 'FW2009',
    expected: [
      { code: 'FW2009', at: '600', says: ['600', 'number literal from 100 to 599'] },
      { code: 'FW2009', at: "'201'", says: ["'201'"] },
      { code: 'FW2009', at: '[status]', says: ['[status]'] },
      { code: 'FW2010', at: '200:', says: ['responseBody and responses both document status 200'] },
    ],
  },
  // A list declared `as const` elsewhere gets the same diagnostics as an inline table.
  {
    name: 'as-const',
    expected: [
      {
        code: 'FW1009',
        at: "'/health'",
        nth: 2,
        says: ['GET "/health" is declared twice', 'first declared at as-const.ts:8'],
      },
      { code: 'FW1010', at: "'/users/:name'", says: ['/users/:id', '/users/:name'] },
      { code: 'FW1011', at: "'health'", nth: 2, says: ['"health"'] },
      // The route-table type check still fails to compile, as for an inline table.
      { code: 'TS2322', at: 'routes })' },
      { code: 'FW1009', at: "'/items'", nth: 2, says: ['POST "/items" is declared twice'] },
      { code: 'TS2322', at: 'routes: more' },
    ],
  },
  // Each of two apps has its own NewUser: no document holds both, so no FW1017.
  { name: 'two-apps', expected: [] },
  { name: 'valid', expected: [] },
];

const compiler = new Compiler();

/** The sources of a case, keyed by their name under the virtual directory (`FW1003.ts`, `FW1017/app.ts`). */
function sourcesOf(name: string): Record<string, string> {
  const dir = path.join(DIAGNOSTICS_DIR, name);
  if (fs.existsSync(dir) && fs.statSync(dir).isDirectory()) {
    return Object.fromEntries(
      fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.ts'))
        .sort()
        .map((f) => [`${name}/${f}`, fs.readFileSync(path.join(dir, f), 'utf8')]),
    );
  }
  return { [`${name}.ts`]: fs.readFileSync(path.join(DIAGNOSTICS_DIR, `${name}.ts`), 'utf8') };
}

/** Messages name other places relative to the working directory; this makes them relative to the virtual directory. */
function portable(message: string): string {
  const prefix = path.relative(process.cwd(), VIRTUAL_DIR).split(path.sep).join('/');
  return prefix === '' ? message : message.split(`${prefix}/`).join('');
}

/** `file(line,col): CODE[: message]`, the form `tspc` prints; TypeScript's own messages are left out (they are TypeScript's). */
function line(d: Diagnostic): string {
  const where = `${d.file}(${d.line},${d.column})`;
  return d.code.startsWith('FW') ? `${where}: ${d.code}: ${portable(d.message)}` : `${where}: ${d.code}`;
}

const byPosition = (a: Diagnostic, b: Diagnostic): number =>
  a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.code.localeCompare(b.code);

const test = suite('diagnostics');

test('should have a fixture for every route rule and transformer diagnostic', () => {
  const names = new Set(CASES.map((c) => c.name));
  for (const rule of [
    'FW1001',
    'FW1002',
    'FW1003',
    'FW1004',
    'FW1005',
    'FW1006',
    'FW1007',
    'FW1008',
    'FW1009',
    'FW1010',
    'FW1011',
    'FW1012',
    'FW1013',
    'FW1017',
    'FW2001',
    'FW2002',
    'FW2003',
    'FW2009',
  ]) {
    assert.ok(names.has(rule), rule);
  }
  const onDisk = fs
    .readdirSync(DIAGNOSTICS_DIR)
    .filter((f) => !f.endsWith('.expected.txt'))
    .map((f) => f.replace(/\.ts$/, ''));
  assert.equal(onDisk.sort(), [...names].sort(), 'every fixture has a case and every case a fixture');
});

test('should number route rules as the runtime catalogue does', () => {
  const byDiag = new Map<number, string>(Object.entries(ERRORS).map(([code, entry]) => [entry.diag, code]));
  const expected: Record<number, string> = {
    1001: 'FW_ERR_PATTERN_START',
    1002: 'FW_ERR_PATTERN_EMPTY_SEGMENT',
    1003: 'FW_ERR_PATTERN_WILDCARD_NOT_LAST',
    1004: 'FW_ERR_PATTERN_TOO_MANY_PARAMS',
    1005: 'FW_ERR_PATTERN_DUPLICATE_PARAM',
    1006: 'FW_ERR_PATTERN_EMPTY_PARAM',
    1007: 'FW_ERR_PATTERN_BAD_PARAM_NAME',
    1008: 'FW_ERR_PATTERN_BAD_CHAR',
    1009: 'FW_ERR_ROUTE_DUPLICATE',
    1010: 'FW_ERR_ROUTE_AMBIGUOUS',
    1011: 'FW_ERR_ROUTE_DUPLICATE_NAME',
    1012: 'FW_ERR_ROUTE_EMPTY_NAME',
    1013: 'FW_ERR_ROUTE_BAD_METHOD',
    1017: 'FW_ERR_SPEC_DUPLICATE_NAME',
  };
  for (const [diag, code] of Object.entries(expected)) assert.is(byDiag.get(Number(diag)), code, `FW${diag}`);
});

for (const c of CASES) {
  const title =
    c.name === 'valid'
      ? 'should report nothing for a valid app'
      : c.name === 'several'
        ? 'should report every problem of a file with several'
        : `should report ${c.name} at the offending code`;
  test(title, () => {
    const sources = sourcesOf(c.name);
    const { diagnostics } = compiler.compile(sources);
    const files = Object.keys(sources);
    const expected = c.expected.map((e) => {
      const file = e.file === undefined ? (files.find((f) => !f.includes('/')) ?? files[0]!) : `${c.name}/${e.file}`;
      return { ...e, file, ...positionOf(sources[file]!, e.at, e.nth) };
    });
    const actual = [...diagnostics].sort(byPosition);
    assert.equal(
      actual.map((d) => `${d.code} ${d.file}(${d.line},${d.column})`),
      [...expected]
        .sort((a, b) => byPosition(a as never, b as never))
        .map((e) => `${e.code} ${e.file}(${e.line},${e.column})`),
      'exactly the expected diagnostics, at the offending code',
    );
    for (const e of expected) {
      const found = actual.find(
        (d) => d.code === e.code && d.file === e.file && d.line === e.line && d.column === e.column,
      )!;
      for (const text of e.says ?? [])
        assert.ok(
          portable(found.message).includes(text),
          `${e.code} message ${JSON.stringify(found.message)} should contain ${JSON.stringify(text)}`,
        );
    }
    matchGolden(actual.map(line).join('\n') + '\n', path.join(DIAGNOSTICS_DIR, `${c.name}.expected.txt`));
  });
}

test('should report the same problems whatever else the program holds', () => {
  // Compiled together, fixtures keep their own diagnostics: nothing leaks between files.
  const together = compiler.compile({ ...sourcesOf('FW1003'), ...sourcesOf('FW1011'), ...sourcesOf('valid') });
  const codes = together.diagnostics
    .filter((d) => d.code.startsWith('FW'))
    .map((d) => `${d.file} ${d.code}`)
    .sort();
  assert.equal(codes, ['FW1003.ts FW1003', 'FW1011.ts FW1011']);
});

test('should say that `as const` brings the duplicate checks into the editor when the route list has none', () => {
  const source = (asConst: string): string =>
    [
      "import { Router } from '@fw/runtime';",
      'const ok = () => {};',
      `const routes = [Router.get('/a', ok).named('a'), Router.get('/a', ok), Router.get('/b', ok).named('a')]${asConst};`,
      'export const App = Router.define({ routes });',
    ].join('\n');
  const plain = compiler.compile({ 'plain.ts': source('') }).diagnostics.filter((d) => d.code.startsWith('FW'));
  assert.equal(plain.map((d) => d.code).sort(), ['FW1009', 'FW1011']);
  for (const d of plain) assert.match(d.message, /write the route list `as const` and the editor reports this too/);
  const constant = compiler.compile({ 'constant.ts': source(' as const') }).diagnostics;
  assert.equal(
    constant
      .filter((d) => d.code.startsWith('FW'))
      .map((d) => d.code)
      .sort(),
    ['FW1009', 'FW1011'],
  );
  for (const d of constant.filter((c) => c.code.startsWith('FW'))) assert.not.match(d.message, /as const/);
});

test.run();

const catalogue = suite('diagnostic catalogue');

/** Every FW code with a diagnostic number in the runtime's catalogue. */
const RULES = new Set(
  Object.values(ERRORS)
    .map((entry) => entry.diag)
    .filter((diag) => diag !== 0)
    .map((diag) => `FW${diag}`),
);

catalogue('should know every code the fixtures expect, from the runtime catalogue or its own', () => {
  const expected = new Set<string>();
  for (const name of fs.readdirSync(DIAGNOSTICS_DIR).filter((f) => f.endsWith('.expected.txt')))
    for (const code of fs.readFileSync(path.join(DIAGNOSTICS_DIR, name), 'utf8').match(/\bFW\d{4}\b/g) ?? [])
      expected.add(code);
  assert.ok(expected.size > 10, `only ${expected.size} codes found`);
  for (const code of expected) assert.ok(RULES.has(code) || code in TRANSFORMER_DIAGNOSTICS, code);
});

catalogue("should list every code of the transformer's catalogue in the package README", () => {
  const readme = fs.readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');
  for (const code of [...Object.keys(TRANSFORMER_DIAGNOSTICS), ...Object.keys(TRANSFORMER_FAILURES)])
    assert.ok(readme.includes(code), `${code} is not in README.md`);
});

catalogue("should report a route rule with the runtime's code and text, and nothing for a run-time-only error", () => {
  const file = ts.createSourceFile('app.ts', "Router.get('/a/*x/b', h);\n", ts.ScriptTarget.ES2022, true);
  const literal = (file.statements[0] as ts.ExpressionStatement).expression as ts.CallExpression;
  const rule = new FwError('FW_ERR_PATTERN_WILDCARD_NOT_LAST', { pattern: '/a/*x/b', name: 'x' });
  const error = TransformError.of(literal.arguments[0]!, rule, 'a note');
  assert.is(error.code, 'FW1003');
  const diagnostic = error.toDiagnostic();
  assert.is(diagnostic.code, '(FW1003)');
  assert.is(diagnostic.start, 11);
  assert.is(diagnostic.messageText, `${rule.message} (a note)`);
  const runtimeOnly = new FwError('FW_ERR_NEXT_TWICE');
  assert.throws(
    () => TransformError.of(literal, runtimeOnly),
    (thrown: unknown) => thrown === runtimeOnly,
  );
});

catalogue('should throw a failure of the transform itself to the caller, with its code and fw: before its text', () => {
  const failure = new TransformError('FW9003', { file: '/app/src/app.ts' });
  assert.is(failure.code, 'FW9003');
  assert.is(failure.message, 'fw: TypeScript could not create a program for /app/src/app.ts');
  assert.throws(
    () => failure.toDiagnostic(),
    (thrown: unknown) => thrown === failure,
  );
});

catalogue.run();
