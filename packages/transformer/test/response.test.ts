/**
 * Answers match the document at run time: fixtures/transformer/response-app compiled with the
 * transformer. A documented JSON answer is written by the type's generated JSON writer, so
 * undeclared properties (a password hash, nested sessions) never leave the server; in every mode
 * a value of the wrong shape answers 500 naming route, status and every problem, and anything
 * else the writer sends is valid JSON matching the type (ajv judges it against the document's
 * schema); an undocumented status is reported once per route and status.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FwError, type App, type RouteDef, type TypeDoc } from '@fw/runtime';
import { stringify } from '@fw/runtime/internal';
import { Compiler, FIXTURES_DIR, PACKAGE_DIR } from './compile.js';

const test = suite('documented answers');
const TEMP = path.join(PACKAGE_DIR, 'test', `tmp-response-${process.pid}`);
let fixture: {
  app: App;
  production: App;
  terse: App;
  db: { passwordHash: string; sessions: unknown[] }[];
  errors: unknown[];
  answer: { value: unknown };
};

test.before(async () => {
  const source = fs.readFileSync(path.join(FIXTURES_DIR, 'response-app', 'app.ts'), 'utf8');
  const { diagnostics, files } = new Compiler().compile({ 'response-app/app.ts': source });
  assert.equal(diagnostics, [], 'the fixture compiles cleanly');
  fs.mkdirSync(TEMP, { recursive: true });
  fs.writeFileSync(path.join(TEMP, 'package.json'), '{ "type": "module" }\n');
  fs.writeFileSync(path.join(TEMP, 'app.js'), files.get('response-app/app.js')!);
  fixture = (await import(pathToFileURL(path.join(TEMP, 'app.js')).href)) as typeof fixture;
});

test.after(() => {
  fs.rmSync(TEMP, { recursive: true, force: true });
});

test('should write only the properties the documented type declares, at any depth, without changing the stored value', async () => {
  for (const app of [fixture.app, fixture.production]) {
    const one = await app.request('/users/1');
    assert.is(one.status, 200);
    assert.equal(one.json(), { id: 1, name: 'Ada', joined: '2020-01-01T00:00:00.000Z' });
    assert.not.match(one.body, /argon|t1|10\.0\.0\.1/);
    const team = await app.request('/team');
    assert.equal(team.json(), {
      lead: { id: 1, name: 'Ada', joined: '2020-01-01T00:00:00.000Z' },
      members: [
        { id: 1, name: 'Ada', joined: '2020-01-01T00:00:00.000Z' },
        { id: 2, name: 'Alan' },
      ],
    });
    const created = await app.request('/users', { method: 'POST' });
    assert.is(created.status, 201);
    assert.equal(created.json(), { id: 2, name: 'Alan' });
  }
  assert.is(fixture.db[0]!.passwordHash, '$argon2id$secret', 'the record keeps its hash');
  assert.is(fixture.db[0]!.sessions.length, 1);
  const plain = await fixture.app.request('/plain');
  assert.match(plain.body, /passwordHash/, 'a route that documents no answer is written as it is');
});

test('should answer 500 naming route, status and path for a value of the wrong shape, in development and in production', async () => {
  for (const app of [fixture.app, fixture.production]) {
    fixture.errors.length = 0;
    const res = await app.request('/bad');
    assert.is(res.status, 500);
    const error = fixture.errors[0] as FwError;
    assert.ok(error instanceof FwError && error.code === 'FW_ERR_RESPONSE_CONTRACT', String(error));
    assert.match(
      error.message,
      /the 200 answer of GET \/bad does not match its documented type User: \$\.id should be number/,
    );
  }
});

/** The body fw sends when an answer could not be written: its error body, and nothing of the value. */
const FAILED = { error: { status: 500, message: 'Internal Server Error' } };

/** A valid value of the fixture's Slots type (a fresh copy each time). */
function validSlots(): Record<string, unknown> {
  return {
    s: 'text',
    n: 1.5,
    u: 7,
    b: true,
    lit: 'on',
    nlit: 2,
    ns: null,
    os: 'here',
    arr: [1, 2, 3],
    tup: ['a', 1, false],
    obj: { x: 1, y: 'y' },
    rec: { k: true, l: false },
    recs: { k: { n: 1 } },
    uni: { kind: 'a', x: 3 },
    sn: 'either',
    d: new Date(Date.UTC(2020, 0, 1)),
    un: { any: ['json'] },
  };
}

/**
 * A value of every primitive kind, and more, none of which the slots they are put in take except
 * where {@link ACCEPTS} says so. The strings would add a property to the answer, or end it, if a
 * writer pasted them in unquoted.
 */
const WRONG: readonly (readonly [string, unknown])[] = [
  ['a string', '1,"admin":true'],
  ['a string closing the object', 'x"}'],
  ['a number', 7],
  ['NaN', NaN],
  ['Infinity', Infinity],
  ['-Infinity', -Infinity],
  ['a boolean', false],
  ['null', null],
  ['undefined', undefined],
  ['an object', { admin: true }],
  ['an array', []],
  ['a bigint', 10n],
  ['a symbol', Symbol('s')],
  ['a function', () => 1],
];

/** Where the wrong values go: each property of Slots, and the slots inside its arrays, tuple, objects, record and union. */
const SLOTS = [
  's',
  'n',
  'u',
  'b',
  'lit',
  'nlit',
  'ns',
  'os',
  'on',
  'arr',
  'tup',
  'obj',
  'rec',
  'recs',
  'uni',
  'sn',
  'd',
  'un',
  'arr.1',
  'tup.0',
  'tup.1',
  'tup.2',
  'obj.x',
  'obj.y',
  'rec.k',
  'recs.k',
  'uni.x',
] as const;

/** The wrong values a slot does take (by their names in {@link WRONG}); every other one must be refused. */
const ACCEPTS: Readonly<Partial<Record<(typeof SLOTS)[number], readonly string[]>>> = {
  s: ['a string', 'a string closing the object'],
  n: ['a number'],
  u: ['a number'],
  b: ['a boolean'],
  ns: ['a string', 'a string closing the object', 'null'],
  os: ['a string', 'a string closing the object', 'undefined'],
  on: ['a number', 'undefined'],
  arr: ['an array'],
  rec: ['an object'],
  sn: ['a string', 'a string closing the object', 'a number'],
  'arr.1': ['a number'],
  'tup.0': ['a string', 'a string closing the object'],
  'tup.1': ['a number'],
  'tup.2': ['a boolean'],
  'obj.x': ['a number'],
  'obj.y': ['a string', 'a string closing the object'],
  'rec.k': ['a boolean', 'undefined'],
  // A record leaves out what is undefined, as JSON.stringify does (typia's copy of a list would throw on it).
  'recs.k': ['undefined'],
  // Anything goes in an unknown, written as ctx.json writes it: a bigint as an integer, a function left out.
  un: WRONG.map(([kind]) => kind),
  'uni.x': ['a number'],
};

/** `value` with `slot` (a dotted path) set to `wrong`. */
function withSlot(value: Record<string, unknown>, slot: string, wrong: unknown): Record<string, unknown> {
  const keys = slot.split('.');
  let at = value;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys[keys.length - 1]!] = wrong;
  return value;
}

/** The TypeDoc a fixture route documents as its 200 answer. */
function answerType(app: App, pattern: string): TypeDoc {
  const route = app.routes.find((r) => (r as RouteDef).pattern === pattern) as RouteDef;
  return route.apiDoc!.responseBody!;
}

test('should send valid JSON matching the type, or a 500 naming the slot, for a value of every wrong kind in every slot, with checkResponses off', async () => {
  const ajv = new Ajv2020({ strict: false, validateFormats: true });
  addFormats(ajv);
  let refused = 0;
  for (const [pattern, list] of [
    ['/slots', false],
    ['/slot-list', true],
  ] as const) {
    const type = answerType(fixture.production, pattern);
    const matches = ajv.compile({ ...type.schema, components: { schemas: type.components ?? {} } });
    for (const slot of SLOTS) {
      for (const [kind, wrong] of WRONG) {
        const value = withSlot(validSlots(), slot, wrong);
        const sent = list ? [validSlots(), value] : value;
        fixture.answer.value = sent;
        fixture.errors.length = 0;
        const res = await fixture.production.request(pattern);
        const where = `${pattern}: ${kind} in ${slot}: ${res.status} ${res.body}`;
        let body: unknown;
        try {
          body = JSON.parse(res.body);
        } catch {
          assert.unreachable(`not JSON: ${where}`);
        }
        const accepted = ACCEPTS[slot]?.includes(kind) ?? false;
        if (res.status === 200) {
          assert.ok(accepted, `written although the type does not take it: ${where}`);
          assert.ok(matches(body), `does not match the document: ${where}: ${ajv.errorsText(matches.errors)}`);
          // What ctx.json makes of a valid value is what the writer must send (a symbol in an
          // unknown property aside: typia's writer writes it null where JSON.stringify leaves it out).
          if (kind !== 'a symbol' || slot !== 'un')
            assert.ok(isDeepStrictEqual(body, JSON.parse(stringify(sent))), where);
          continue;
        }
        assert.is(res.status, 500, where);
        assert.not.ok(accepted, `refused although the type takes it: ${where}`);
        assert.equal(body, FAILED, where);
        const error = fixture.errors[0];
        assert.ok(error instanceof FwError && error.code === 'FW_ERR_RESPONSE_CONTRACT', `${where}: ${String(error)}`);
        const named = `$${list ? '[1]' : ''}.${slot.replace(/\.(\d+)/g, '[$1]')}`;
        assert.ok(error.message.includes(named), `${where}: ${error.message} does not name ${named}`);
        assert.match(error.message, `the 200 answer of GET ${pattern} does not match its documented type`);
        refused++;
      }
    }
  }
  assert.ok(refused > 500, `only ${refused} values were refused`);
});

test('should refuse in every mode an invalid Date and an array with holes, which have no JSON form', async () => {
  const holes = new Array<number>(3);
  holes[0] = 1;
  holes[2] = 3;
  for (const [slot, wrong] of [
    ['d', new Date(NaN)],
    ['arr', holes],
    ['arr', new Array(2)],
  ] as const) {
    for (const app of [fixture.app, fixture.production]) {
      for (const pattern of ['/slots', '/slot-list']) {
        const value = withSlot(validSlots(), slot, wrong);
        fixture.answer.value = pattern === '/slots' ? value : [value];
        fixture.errors.length = 0;
        const res = await app.request(pattern);
        assert.is(res.status, 500, `${pattern} ${slot}: ${res.body}`);
        assert.equal(res.json(), FAILED);
        const error = fixture.errors[0] as FwError;
        assert.ok(error instanceof FwError && error.code === 'FW_ERR_RESPONSE_CONTRACT', String(error));
        assert.match(error.message, slot === 'd' ? '.d should be Date' : '.arr[1] should be number');
      }
    }
  }
});

test('should name every problem in development, and the first maxProblems with a count of the rest', async () => {
  fixture.answer.value = { ...validSlots(), n: 'private-text', b: 'yes', d: 'today' };
  fixture.errors.length = 0;
  assert.is((await fixture.app.request('/slots')).status, 500);
  const error = fixture.errors[0] as FwError;
  assert.ok(error instanceof FwError && error.code === 'FW_ERR_RESPONSE_CONTRACT', String(error));
  assert.match(error.message, '$.n should be number (found a string)');
  assert.match(error.message, '$.b should be boolean (found a string)');
  assert.match(error.message, '$.d should be Date (found a string)');
  assert.match(error.message, '(3 problem(s))');
  assert.not.match(error.message, 'private-text', 'the text found is not written to the log');

  fixture.errors.length = 0;
  assert.is((await fixture.terse.request('/slots')).status, 500);
  const terse = fixture.errors[0] as FwError;
  assert.match(
    terse.message,
    '$.n should be number (found a string); $.b should be boolean (found a string); and 1 more (3 problem(s))',
  );
  assert.is(terse.params['more'], 1);
});

test('should report an undocumented status once per route, and not a documented one without a body', async () => {
  const warnings: Error[] = [];
  const listen = (warning: Error): void => {
    if ((warning as { code?: string }).code === 'FW_WARN_UNDOCUMENTED_STATUS') warnings.push(warning);
  };
  process.on('warning', listen);
  try {
    for (let i = 0; i < 3; i++) assert.is((await fixture.app.request('/teapot')).status, 418);
    assert.is((await fixture.app.request('/conflict')).status, 409);
    await new Promise((r) => setImmediate(r));
  } finally {
    process.off('warning', listen);
  }
  assert.is(warnings.length, 1);
  assert.match(warnings[0]!.message, /GET \/teapot answered 418, which its documentation does not list/);
});

test.run();
