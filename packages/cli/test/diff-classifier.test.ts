/** The pieces of fwc diff's classifier: exact JSON, breaking by direction, schemas as unions, recursion and shared components. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { breaks } from '../src/diff/changes.js';
import { ApiDocument } from '../src/diff/document.js';
import { canonical, JsonSyntaxError, parseJson } from '../src/diff/json.js';
import { compareDocuments } from '../src/diff/operations.js';
import { SchemaComparer } from '../src/diff/schema.js';
import { Shapes } from '../src/diff/shapes.js';

const json = suite('parseJson');

json('should keep integers beyond 2^53 exact as bigint and the rest as JSON.parse does', () => {
  const value = parseJson(
    '{"max": 9223372036854775807, "min": -9223372036854775808, "n": 1.5e3, "s": "a\\"b", "l": [true, null]}',
  );
  assert.equal(value, { max: 9223372036854775807n, min: -9223372036854775808n, n: 1500, s: 'a"b', l: [true, null] });
  assert.is(parseJson('9007199254740991'), 9007199254740991);
  assert.is(parseJson('9007199254740993'), 9007199254740993n);
});

json('should make "__proto__" an own property, never the prototype', () => {
  const value = parseJson('{"__proto__": {"polluted": true}}') as Record<string, unknown>;
  assert.ok(Object.prototype.hasOwnProperty.call(value, '__proto__'));
  assert.is((value as { polluted?: unknown }).polluted, undefined);
});

json('should refuse bad JSON with the offset, and read deep nesting without the call stack', () => {
  for (const text of ['{"a": 1,}', '[1 2]', '{"a" 1}', '"open', '01x', '{} {}', ''])
    assert.throws(
      () => parseJson(text),
      (e: unknown) => e instanceof JsonSyntaxError && /at offset \d+/.test(e.message),
      text,
    );
  const depth = 100_000;
  let value = parseJson('['.repeat(depth) + ']'.repeat(depth));
  let levels = 0;
  while (Array.isArray(value) && value.length > 0) {
    value = value[0]!;
    levels++;
  }
  assert.is(levels, depth - 1);
});

json('should write one canonical text for equal values: sorted keys, bigint as a number', () => {
  assert.is(canonical({ b: 1n, a: [1, 'x'] }), canonical({ a: [1, 'x'], b: 1 }));
  assert.is.not(canonical({ a: 1 }), canonical({ a: '1' }));
});

json.run();

const direction = suite('breaks');

direction('should break requests that take fewer values and responses that can hold more', () => {
  assert.ok(breaks('request', 'narrowed'));
  assert.not.ok(breaks('request', 'widened'));
  assert.ok(breaks('response', 'widened'));
  assert.not.ok(breaks('response', 'narrowed'));
  assert.ok(breaks('request', 'changed') && breaks('response', 'changed'));
});

direction.run();

/** A document with `schemas` as its components. */
function doc(schemas: Record<string, unknown>, paths: Record<string, unknown> = {}): ApiDocument {
  return new ApiDocument(
    { openapi: '3.1.0', info: { title: 't', version: '1' }, paths, components: { schemas } },
    'test',
  );
}

/** Compares component `name` of two documents in `dir`. */
function compare(base: ApiDocument, head: ApiDocument, name: string, dir: 'request' | 'response', headName = name) {
  const comparer = new SchemaComparer(new Shapes(base), new Shapes(head));
  return comparer.compare(base.at(`#/components/schemas/${name}`), head.at(`#/components/schemas/${headName}`), dir);
}

const schemas = suite('SchemaComparer');

schemas('should report the same change as breaking in one direction only', () => {
  const base = doc({ A: { type: 'string', maxLength: 10 } });
  const head = doc({ A: { type: 'string', maxLength: 5 } });
  const request = compare(base, head, 'A', 'request');
  const response = compare(base, head, 'A', 'response');
  assert.equal(
    request.map((c) => [c.aspect, c.breaking]),
    [['max-length-narrowed', true]],
  );
  assert.equal(
    response.map((c) => [c.aspect, c.breaking]),
    [['max-length-narrowed', false]],
  );
});

schemas('should read nullability, const, allOf and anyOf forms as the same values', () => {
  const base = doc({
    A: { type: ['integer', 'null'] },
    B: { const: 'x' },
    C: { allOf: [{ type: 'number' }, { type: 'integer', minimum: 0 }] },
  });
  const head = doc({
    A: { anyOf: [{ type: 'null' }, { type: 'integer' }] },
    B: { type: 'string', enum: ['x'] },
    C: { type: 'integer', minimum: 0 },
  });
  for (const name of ['A', 'B', 'C'])
    for (const dir of ['request', 'response'] as const)
      assert.equal(compare(base, head, name, dir), [], `${name} ${dir}`);
});

schemas('should follow mutually recursive components once and still find a change inside them', () => {
  const make = (extra: Record<string, unknown>) =>
    doc({
      Folder: {
        type: 'object',
        properties: { files: { type: 'array', items: { $ref: '#/components/schemas/File' } }, ...extra },
      },
      File: {
        type: 'object',
        properties: { parent: { oneOf: [{ $ref: '#/components/schemas/Folder' }, { type: 'null' }] } },
      },
    });
  const changes = compare(make({ size: { type: 'integer' } }), make({}), 'Folder', 'response');
  assert.equal(
    changes.map((c) => [c.aspect, c.where]),
    [['property-removed', '.size']],
  );
});

schemas('should compare and report a shared component once, so a deep diamond of references costs its size', () => {
  // L0 refers to L1 twice, L1 to L2 twice, ...: 2^40 paths through 41 components.
  const levels = 40;
  const make = (leaf: Record<string, unknown>) => {
    const all: Record<string, unknown> = { [`L${levels}`]: leaf };
    for (let i = levels - 1; i >= 0; i--) {
      const next = { $ref: `#/components/schemas/L${i + 1}` };
      all[`L${i}`] = { type: 'object', properties: { left: next, right: next } };
    }
    return doc(all);
  };
  const changes = compare(make({ type: 'string' }), make({ type: 'string', maxLength: 3 }), 'L0', 'request');
  // Reported once, where the leaf is first reached.
  assert.equal(
    changes.map((c) => [c.aspect, c.breaking, c.where]),
    [['max-length-narrowed', true, '.left'.repeat(levels)]],
  );
});

schemas('should match union members by discriminator value, whatever their order and component names', () => {
  const union = (a: string, b: string) => ({
    oneOf: [{ $ref: `#/components/schemas/${a}` }, { $ref: `#/components/schemas/${b}` }],
    discriminator: {
      propertyName: 'kind',
      mapping: { one: `#/components/schemas/${a}`, two: `#/components/schemas/${b}` },
    },
  });
  const member = (kind: string, extra: Record<string, unknown> = {}) => ({
    type: 'object',
    properties: { kind: { type: 'string', enum: [kind] }, ...extra },
    required: ['kind'],
  });
  const base = doc({ U: union('One', 'Two'), One: member('one'), Two: member('two', { n: { type: 'integer' } }) });
  const head = doc({
    U: {
      ...union('Second', 'First'),
      discriminator: {
        propertyName: 'kind',
        mapping: { two: '#/components/schemas/Second', one: '#/components/schemas/First' },
      },
    },
    First: member('one'),
    Second: member('two'),
  });
  const changes = compare(base, head, 'U', 'response');
  assert.equal(
    changes.map((c) => [c.aspect, c.where, c.base]),
    [['property-removed', '<kind=two>.n', '#/components/schemas/Two/properties/n']],
  );
});

schemas.run();

const operations = suite('compareDocuments');

operations(
  'should match header parameters case-insensitively and let an operation parameter override its path item one',
  () => {
    const parameters = (header: string, required: boolean) => ({
      parameters: [{ name: 'limit', in: 'query', required: true, schema: { type: 'integer' } }],
      get: {
        parameters: [
          { name: header, in: 'header', schema: { type: 'string' } },
          { name: 'limit', in: 'query', required, schema: { type: 'integer' } },
        ],
        responses: { 204: { description: 'none' } },
      },
    });
    const base = doc({}, { '/a': parameters('X-Tenant', false) });
    const same = doc({}, { '/a': parameters('x-tenant', false) });
    assert.equal(compareDocuments(base, same), []);
    const required = compareDocuments(base, doc({}, { '/a': parameters('x-tenant', true) }));
    assert.equal(
      required.map((c) => c.id),
      ['request-parameter-became-required:GET:/a:query.limit'],
    );
  },
);

operations.run();
