/** parseMediaType and parseParameters: the grammar, quoted values, case, whitespace, repeated and malformed parameters, hostile lengths. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMediaType, type MediaType, type MediaTypeProblem } from '../dist/media-type.js';
import { contentKind, isJsonContentType } from '../dist/body.js';
import { parseParameters } from '../dist/media-type.js';

function parsed(text: string): { essence: string; params: Record<string, string> } {
  const result = parseMediaType(text);
  assert.ok(!('problem' in result), `${text.slice(0, 60)}: ${(result as MediaTypeProblem).problem}`);
  const type = result;
  return { essence: type.essence, params: Object.fromEntries(type.params) };
}

function problemOf(text: string): string {
  const result = parseMediaType(text);
  assert.ok('problem' in result, `${text.slice(0, 60)} should be refused`);
  return result.problem;
}

const Grammar = suite('parseMediaType');

Grammar('should read the essence and parameters, lower-casing names, keeping values', () => {
  assert.equal(parsed('application/json'), { essence: 'application/json', params: {} });
  assert.equal(parsed('Application/JSON; Charset=UTF-8'), {
    essence: 'application/json',
    params: { charset: 'UTF-8' },
  });
  assert.equal(parsed('  text/plain ;  charset = utf-8 ;format=flowed  '), {
    essence: 'text/plain',
    params: { charset: 'utf-8', format: 'flowed' },
  });
  assert.equal(parsed('multipart/form-data; boundary="----a b;c=d"'), {
    essence: 'multipart/form-data',
    params: { boundary: '----a b;c=d' },
  });
  assert.equal(parsed('a/b; x="q\\"u\\\\o"'), { essence: 'a/b', params: { x: 'q"u\\o' } });
  assert.equal(parsed('a/b;;x=1;'), { essence: 'a/b', params: { x: '1' } });
  assert.equal(parsed('a/b; x=""'), { essence: 'a/b', params: { x: '' } });
  assert.equal(parsed('application/vnd.api+json'), { essence: 'application/vnd.api+json', params: {} });
  const risky = parseMediaType('a/b; __proto__=1; constructor=2') as MediaType;
  assert.equal(
    [...risky.params],
    [
      ['__proto__', '1'],
      ['constructor', '2'],
    ],
    'names that are special on objects are plain keys',
  );
});

Grammar('should refuse a repeated parameter alike whatever its order, case or quoting', () => {
  const problems = [
    'application/json; charset=utf-8; charset=utf-16',
    'application/json; charset=utf-16; charset=utf-8',
    'application/json; CHARSET=utf-8; charset=utf-8',
    'application/json; charset="utf-8"; charset=utf-8',
    'application/json;charset=utf-8;charset=utf-8',
  ].map(problemOf);
  assert.equal(new Set(problems).size, 1, JSON.stringify(problems));
  assert.ok(problems[0]!.includes('"charset"'));
});

Grammar('should refuse what is outside the grammar', () => {
  for (const text of [
    '',
    '   ',
    'json',
    'application',
    'application/',
    '/json',
    'a/b c',
    'a/b;x',
    'a/b;x=',
    'a/b;=1',
    'a/b;x="1',
    'a/b;x="\\',
    'a/b;x=1 2',
    'a/b,c/d',
    'a/b;x=1,y=2',
    'a/b\u0000',
    'a/b;x="\u0001"',
    'a/b;x=\u00e9',
    'a/\u0100',
  ]) {
    problemOf(text);
  }
});

Grammar('should answer hostile inputs of a megabyte, each read once', () => {
  const mega = 1 << 20;
  const cases: [string, boolean][] = [
    [`a/b${';x=1'.repeat(mega / 4)}`, false],
    [`a/b${';x='.repeat(mega / 3)}`, false],
    [`a/b;${' '.repeat(mega)}`, true],
    [`a/b${' '.repeat(mega)}x`, false],
    [`a/b; x="${'\\"'.repeat(mega / 2)}"`, true],
    [`a/b; x="${'\\"'.repeat(mega / 2)}`, false],
    [`a/b${';'.repeat(mega)}`, true],
    [`${'a'.repeat(mega)}/${'b'.repeat(mega)}`, true],
    [`a/b${Array.from({ length: 20_000 }, (_, i) => `;p${i}=${i}`).join('')}`, true],
    [`a/b${Array.from({ length: 20_000 }, (_, i) => `;p${i}=${i}`).join('')};P0=x`, false],
  ];
  for (const [text, valid] of cases) assert.is(!('problem' in parseMediaType(text)), valid, text.slice(0, 40));
});

Grammar.run();

const Parameters = suite('parseParameters');

Parameters('should read the parameters of a list entry from its ";"', () => {
  const params = new Map<string, string>();
  assert.is(parseParameters('gzip ; Q=0.5', 5, params), null);
  assert.equal(Object.fromEntries(params), { q: '0.5' });
  assert.ok(parseParameters('gzip;q=1;q=0', 4, new Map()) !== null);
  assert.ok(parseParameters('gzip;q', 4, new Map()) !== null);
});

Parameters.run();

const Kinds = suite('contentKind');

Kinds('should sort Content-Types into json, form, other and invalid', () => {
  const kinds: [string | undefined, string][] = [
    ['application/json', 'json'],
    ['application/json; charset=utf-8', 'json'],
    ['application/json; charset="UTF8"', 'json'],
    ['application/ld+json', 'json'],
    ['application/json; charset=latin1', 'other'],
    ['application/x-www-form-urlencoded', 'form'],
    ['application/x-www-form-urlencoded; charset=UTF-8', 'form'],
    ['text/plain', 'other'],
    [undefined, 'other'],
    ['application/json; charset=utf-8; charset=utf-8', 'invalid'],
    ['application/json; charset', 'invalid'],
  ];
  for (const [type, kind] of kinds) assert.is(contentKind(type), kind, String(type));
  assert.is(isJsonContentType('application/json; charset=utf-16; charset=utf-8'), false);
});

Kinds.run();
