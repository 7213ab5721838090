/**
 * The type corpus: every fixture under fixtures/transformer/schemas/ compiled with the
 * transformer, its `export const schema = apidocs.jsonSchema<T>()` compared with the committed
 * `<case>.expected.json`; the mapping rules of DESIGN section 5 asserted directly as well, so a
 * wrongly accepted expected file cannot hide a broken rule; and `apidocs.type<T>()` data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  Compiler,
  FIXTURES_DIR,
  VIRTUAL_DIR,
  exportedString,
  exportedValue,
  positionOf,
  type CompileResult,
  type Loose,
} from './compile.js';
import { exactJson } from '@fw/runtime/internal';
import { jsonText, matchGolden } from './golden.js';

type Schema = { readonly [key: string]: Loose };

const SCHEMAS_DIR = path.join(FIXTURES_DIR, 'schemas');
const CASES = fs
  .readdirSync(SCHEMAS_DIR)
  .filter((name) => name.endsWith('.ts'))
  .map((name) => name.slice(0, -3))
  .sort();

const compiler = new Compiler();
const compiled = new Map<string, { result: CompileResult; raw: string }>();

/** Compiles one corpus case (once per run) and returns the schema string it exported. */
function compileCase(name: string): { result: CompileResult; raw: string } {
  let entry = compiled.get(name);
  if (entry === undefined) {
    const file = `schemas/${name}.ts`;
    const result = compiler.compile({ [file]: fs.readFileSync(path.join(SCHEMAS_DIR, `${name}.ts`), 'utf8') });
    const js = result.files.get(`schemas/${name}.js`);
    if (js === undefined) throw new Error(`${name}: nothing emitted`);
    entry = { result, raw: exportedString(js, 'schema') };
    compiled.set(name, entry);
  }
  return entry;
}

function schemaOf(name: string): Schema {
  return JSON.parse(compileCase(name).raw) as Schema;
}

/** Every `$ref` in `schema`, with the path where it occurs. */
function refs(schema: unknown, at = '#'): { at: string; ref: string }[] {
  if (Array.isArray(schema)) return schema.flatMap((s, i) => refs(s, `${at}/${i}`));
  if (typeof schema !== 'object' || schema === null) return [];
  return Object.entries(schema).flatMap(([key, value]) =>
    key === '$ref' && typeof value === 'string' ? [{ at, ref: value }] : refs(value, `${at}/${key}`),
  );
}

const NULL = { type: 'null' };
const nullable = (schema: Schema): Schema => ({ oneOf: [schema, NULL] });

// --- the corpus against its committed expected outputs ---------------------------------------

const corpus = suite('jsonSchema corpus');

corpus('should have a fixture for every row of the mapping table', () => {
  for (const name of [
    'number',
    'integer-tags',
    'bigint',
    'boolean',
    'string',
    'optional-property',
    'nullable',
    'undefinable',
    'array',
    'readonly-array',
    'tuple',
    'interface',
    'nested-inline',
    'type-literal',
    'string-enum',
    'literal-union',
    'skipped-properties',
    'anything-else',
  ]) {
    assert.ok(CASES.includes(name), `fixtures/transformer/schemas/${name}.ts is missing`);
  }
});

for (const name of CASES) {
  corpus(`should produce the committed schema for ${name}`, () => {
    const { result, raw } = compileCase(name);
    assert.equal(result.diagnostics, [], 'the fixture compiles without any diagnostic');
    const parsed = JSON.parse(raw) as unknown;
    assert.is(raw, exactJson(parsed), 'the literal is compact JSON, with large integers written in full');
    matchGolden(jsonText(parsed), path.join(SCHEMAS_DIR, `${name}.expected.json`));
  });
}

corpus('should emit byte-identical schemas on every build', () => {
  const again = new Compiler();
  for (const name of ['recursive', 'mutually-recursive', 'union-kinds', 'typia-tags']) {
    const file = `schemas/${name}.ts`;
    const result = again.compile({ [file]: fs.readFileSync(path.join(SCHEMAS_DIR, `${name}.ts`), 'utf8') });
    assert.is(exportedString(result.files.get(`schemas/${name}.js`)!, 'schema'), compileCase(name).raw, name);
  }
});

corpus.run();

// --- the mapping rules of DESIGN section 5, asserted directly ----------------------------------

const rules = suite('jsonSchema mapping rules');

rules('should map number to number and integer-typed numbers and bigint to integer', () => {
  assert.equal(schemaOf('number'), { type: 'number' });
  const counters = schemaOf('integer-tags').properties;
  for (const key of ['i32', 'u32', 'i64', 'u64']) assert.is(counters[key].type, 'integer', key);
  assert.equal(counters.ratio, { type: 'number' });
  assert.equal(counters.plain, { type: 'number' });
  // The ranges the validator checks, each bound a double the text states exactly.
  assert.equal(counters.i32, { type: 'integer', minimum: -(2 ** 31), maximum: 2 ** 31 - 1, format: 'int32' });
  assert.equal(counters.i64, { type: 'integer', minimum: -(2 ** 63), exclusiveMaximum: 2 ** 63, format: 'int64' });
  assert.equal(counters.u64, { type: 'integer', minimum: 0, exclusiveMaximum: 2 ** 64 });
  assert.equal(counters.f32, { type: 'number', minimum: -3.4028235e38, maximum: 3.4028235e38, format: 'float' });
  assert.equal(counters.small, { type: 'integer', minimum: 0, maximum: 1000 }, 'the tighter upper bound, alone');
  assert.equal(counters.below, { type: 'integer', exclusiveMaximum: 100, exclusiveMinimum: -100, format: 'int32' });
  const raw = compileCase('integer-tags').raw;
  for (const text of [
    '"minimum":-9223372036854775808',
    '"exclusiveMaximum":9223372036854775808',
    '"exclusiveMaximum":18446744073709551616',
  ])
    assert.ok(raw.includes(text), `${text} in ${raw}`);
  assert.equal(schemaOf('bigint').properties, {
    balance: { type: 'integer' },
    history: { type: 'array', items: { type: 'integer' } },
  });
});

rules('should map boolean and string', () => {
  assert.equal(schemaOf('boolean').properties.enabled, { type: 'boolean' });
  assert.equal(schemaOf('string'), { type: 'string' });
});

rules(
  'should make optional, null-able and undefined-able properties oneOf [T, null] and leave them out of required',
  () => {
    const profile = schemaOf('optional-property');
    assert.equal(profile.properties.nickname, nullable({ type: 'string' }));
    assert.equal(profile.properties.age, nullable({ type: 'number' }));
    assert.equal(profile.required, ['name']);
    const account = schemaOf('nullable');
    assert.equal(account.properties.closedAt, nullable({ type: 'string' }));
    assert.equal(account.properties.score, nullable({ type: 'number' }), 'T comes first even when written `null | T`');
    assert.equal(account.required, ['id']);
    const draft = schemaOf('undefinable');
    assert.equal(draft.properties.body, nullable({ type: 'string' }));
    assert.equal(draft.required, ['title']);
  },
);

rules('should map arrays, readonly arrays and tuples to arrays', () => {
  const basket = schemaOf('array').properties;
  assert.equal(basket.items, { type: 'array', items: { type: 'string' } });
  assert.equal(basket.counts, { type: 'array', items: { type: 'number' } });
  assert.equal(basket.matrix, { type: 'array', items: { type: 'array', items: { type: 'number' } } });
  assert.equal(schemaOf('readonly-array').properties, {
    tags: { type: 'array', items: { type: 'string' } },
    scores: { type: 'array', items: { type: 'number' } },
  });
  const geo = schemaOf('tuple').properties;
  for (const key of ['point', 'labelled', 'optionalTail', 'rest']) assert.is(geo[key].type, 'array', key);
  // Tuples in OpenAPI 3.1's form: one schema per position, nothing after the last.
  assert.equal(geo.point.prefixItems, [{ type: 'number' }, { type: 'number' }]);
  assert.is(geo.point.items, false);
  assert.equal(geo.labelled.prefixItems, [{ type: 'string' }, { type: 'number' }]);
});

rules('should write interfaces and object types inline with properties and required in declaration order', () => {
  assert.equal(schemaOf('interface'), {
    type: 'object',
    properties: { id: { type: 'number' }, name: { type: 'string' }, active: { type: 'boolean' } },
    required: ['id', 'name', 'active'],
  });
  const address = {
    type: 'object',
    properties: { street: { type: 'string' }, city: { type: 'string' } },
    required: ['street', 'city'],
  };
  const customer = schemaOf('nested-inline');
  assert.equal(customer.properties.address, address);
  assert.equal(customer.properties.billing.properties.address, address);
  assert.not.ok('$defs' in customer, 'no $defs without recursion');
  assert.equal(schemaOf('type-literal').required, ['x', 'y']);
});

rules('should list string enum values in declaration order', () => {
  assert.equal(schemaOf('string-enum').properties.star, { type: 'string', enum: ['zebra', 'apple', 'mango'] });
});

rules('should list string literal unions in declaration order', () => {
  const shirt = schemaOf('literal-union').properties;
  assert.equal(shirt.size, { type: 'string', enum: ['large', 'medium', 'small'] });
  assert.equal(shirt.fit, { type: 'string', enum: ['slim', 'regular'] });
});

rules('should keep declaration order of a literal union whose members were used before', () => {
  assert.equal(schemaOf('literal-union-reused').properties.size, {
    type: 'string',
    enum: ['large', 'medium', 'small'],
  });
});

rules('should skip properties named _x, Meta and the empty name', () => {
  const record = schemaOf('skipped-properties');
  assert.equal(Object.keys(record.properties), ['id', 'meta']);
  assert.equal(record.required, ['id', 'meta']);
});

rules('should map anything else to string, and any and unknown to the empty schema', () => {
  const misc = schemaOf('anything-else').properties;
  for (const key of ['map', 'set', 'bytes', 'sym', 'callback']) assert.equal(misc[key], { type: 'string' }, key);
  // any and unknown accept every JSON value (null too), as the validator does.
  for (const key of ['loose', 'anything']) assert.equal(misc[key], {}, key);
});

rules('should put recursive types under $defs as $refs that all resolve', () => {
  for (const name of ['recursive', 'recursive-property', 'mutually-recursive']) {
    const schema = schemaOf(name);
    const defs = schema.$defs as Record<string, unknown>;
    assert.type(defs, 'object', `${name} has $defs`);
    const found = refs(schema);
    assert.ok(found.length > 0, `${name} has $refs`);
    for (const { at, ref } of found) {
      assert.ok(ref.startsWith('#/$defs/'), `${name} ${at}: ${ref}`);
      assert.ok(ref.slice('#/$defs/'.length) in defs, `${name} ${at}: ${ref} resolves`);
    }
  }
  const tree = schemaOf('recursive');
  assert.is(tree.$ref, '#/$defs/TreeNode');
  assert.equal(tree.$defs.TreeNode.properties.children, { type: 'array', items: { $ref: '#/$defs/TreeNode' } });
  const forest = schemaOf('recursive-property');
  assert.is(forest.type, 'object', 'the non-recursive owner stays inline');
  assert.equal(forest.properties.root, { $ref: '#/$defs/TreeNode' });
  assert.equal(Object.keys(schemaOf('mutually-recursive').$defs).sort(), ['Department', 'Employee']);
});

rules('should turn JSDoc text into descriptions', () => {
  const member = schemaOf('jsdoc');
  assert.is(member.description, 'A person who can sign in.');
  assert.is(member.properties.login.description, 'Unique login name.');
  assert.is(member.properties.displayName.description, 'Display name,\nshown in the header.');
  assert.not.ok('description' in member.properties.age);
});

rules('should turn typia tags into constraints', () => {
  const signUp = schemaOf('typia-tags').properties;
  assert.equal(signUp.email, { type: 'string', format: 'email' });
  assert.equal(signUp.password, { type: 'string', minLength: 8, maxLength: 64 });
  assert.is(signUp.age.type, 'integer');
  assert.is(signUp.age.minimum, 13);
  assert.is(signUp.age.maximum, 130);
  assert.equal(signUp.code, { type: 'string', pattern: '^[A-Z]{3}$' });
  assert.equal(signUp.interests, { type: 'array', items: { type: 'string' }, minItems: 1 });
  assert.equal(signUp.homepage, nullable({ type: 'string', format: 'uri' }));
});

rules('should map unions of different kinds to oneOf, and unions whose members may overlap to anyOf', () => {
  const shapes = schemaOf('union-kinds').properties;
  assert.equal(shapes.id, { oneOf: [{ type: 'string' }, { type: 'number' }] });
  // One flat oneOf: the null joins the other kinds instead of wrapping them.
  assert.equal(shapes.value, {
    oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }, { type: 'null' }],
  });
  // { radius, side } is both a Circle and a Square (no member forbids extra keys): oneOf would refuse it.
  assert.is(shapes.shape.anyOf.length, 2);
});

rules("should keep TypeScript's lib comments out of descriptions and the user's own in", () => {
  const text = JSON.stringify(schemaOf('lib-docs'));
  for (const lib of [
    'Make all properties in T optional',
    'From T, pick a set of properties',
    'Make all properties in T readonly',
    'Construct a type with a set of properties',
  ]) {
    assert.not.ok(text.includes(lib), `no "${lib}"`);
  }
  const shelter = schemaOf('lib-docs').properties;
  assert.is(shelter.patch.description, 'Changes to a cat.');
  assert.is(shelter.partial.description, undefined);
  assert.is(shelter.picked.properties.name.description, 'What the cat answers to.');
});

rules(
  'should make the members of a union told apart by a string tag named components, with a discriminator and its mapping',
  () => {
    const feed = schemaOf('discriminated');
    const ref = (name: string): Schema => ({ $ref: `#/$defs/${name}` });
    const members = ['Feed_events_click', 'Feed_events_key', 'Feed_events_scroll'];
    assert.equal(feed.properties.events.items, {
      oneOf: members.map(ref),
      discriminator: {
        propertyName: 'type',
        mapping: {
          click: '#/$defs/Feed_events_click',
          key: '#/$defs/Feed_events_key',
          scroll: '#/$defs/Feed_events_scroll',
        },
      },
    });
    assert.is(feed.$defs.Feed_events_key.properties.type.enum[0], 'key');
    // Optional: the null joins the same members, and OpenAPI's discriminator cannot name null.
    assert.equal(feed.properties.last, { oneOf: [...members.map(ref), NULL] });
    // Named members keep their names.
    assert.equal(feed.properties.shapes.items.oneOf, [ref('Circle'), ref('Square')]);
    assert.equal(feed.properties.shapes.items.discriminator.mapping, {
      circle: '#/$defs/Circle',
      square: '#/$defs/Square',
    });
    assert.is(feed.$defs.Circle.description, 'A named member keeps its name.');
    // Numbers as tags: an inline oneOf, no discriminator.
    assert.is(feed.properties.levels.items.oneOf.length, 2);
    assert.is(feed.properties.levels.items.discriminator, undefined);
    assert.equal(feed.properties.levels.items.oneOf[0].properties.level, { type: 'integer', enum: [1] });
    // No discriminator anywhere selects an inline member.
    const inline = JSON.stringify(feed).match(/"discriminator"/g)?.length;
    assert.is(inline, 2);
  },
);

rules('should tag a union whose members are named recursive types once the components are written', () => {
  const drive = schemaOf('discriminated-refs');
  const entry = drive.$defs.Folder.properties.children.items;
  // Both members are components, so the mapping names them by tag value.
  assert.equal(entry.discriminator, {
    propertyName: 'kind',
    mapping: { folder: '#/$defs/Folder', file: '#/$defs/File' },
  });
  assert.equal(entry.oneOf, [{ $ref: '#/$defs/Folder' }, { $ref: '#/$defs/File' }]);
});

rules('should map Record<string, T> and index signatures to additionalProperties', () => {
  const inventory = schemaOf('record').properties;
  assert.equal(inventory.counts.additionalProperties, { type: 'number' });
  assert.equal(inventory.labels.additionalProperties, { type: 'string' });
});

rules('should map Date to a date-time string', () => {
  const meeting = schemaOf('date');
  assert.equal(meeting.properties.at, { type: 'string', format: 'date-time' });
  assert.equal(meeting.properties.ends, nullable({ type: 'string', format: 'date-time' }));
});

rules('should expand generic instantiations and aliases', () => {
  const page = schemaOf('generic');
  assert.equal(page.properties.items.items.required, ['id', 'name']);
  assert.equal(page.required, ['items', 'total']);
  assert.equal(schemaOf('alias').properties, {
    user: { type: 'string' },
    score: { type: 'number' },
    others: { type: 'array', items: { type: 'string' } },
  });
});

rules.run();

// --- apidocs.type<T>() ---------------------------------------------------------------------

const typeDoc = suite('apidocs.type');
const TYPES_FILE = path.join(FIXTURES_DIR, 'typedoc', 'types.ts');
const typesText = fs.readFileSync(TYPES_FILE, 'utf8');
let typesResult: CompileResult | undefined;

function types(): { result: CompileResult; js: string } {
  typesResult ??= compiler.compile({ 'typedoc/types.ts': typesText });
  return { result: typesResult, js: typesResult.files.get('typedoc/types.js')! };
}

/** `file:line` as the transformer writes it: relative to the program's directory (the working directory). */
function sourceOf(declaration: string): string {
  const file = path
    .relative(process.cwd(), path.join(VIRTUAL_DIR, 'typedoc', 'types.ts'))
    .split(path.sep)
    .join('/');
  return `${file}:${positionOf(typesText, declaration).line}`;
}

typeDoc('should compile without diagnostics', () => {
  assert.equal(types().result.diagnostics, []);
});

typeDoc('should name a generic instantiation by its base name and point at its declaration', () => {
  const page = exportedValue(types().js, 'page') as Schema;
  assert.is(page.kind, 'fw.type');
  assert.is(page.name, 'Page_User');
  assert.is(page.source, sourceOf('export interface Page<T>'));
  assert.equal(page.schema.properties.items.items, {
    type: 'object',
    properties: { id: { type: 'number' }, name: { type: 'string' } },
    required: ['id', 'name'],
  });
  assert.not.ok('components' in page);
});

typeDoc('should make a recursive top-level type the object itself with self-references to its component', () => {
  const category = exportedValue(types().js, 'category') as Schema;
  assert.is(category.name, 'Category');
  assert.is(category.source, sourceOf('export interface Category'));
  assert.is(category.schema.type, 'object');
  assert.is(category.schema.description, 'A category tree.');
  assert.equal(category.schema.properties.children, {
    type: 'array',
    items: { $ref: '#/components/schemas/Category' },
  });
  assert.not.ok('components' in category, 'the type is its own component, kept once');
});

typeDoc('should list the recursive types a schema refers to as components', () => {
  const catalog = exportedValue(types().js, 'catalog') as Schema;
  assert.is(catalog.name, 'Catalog');
  assert.equal(catalog.schema.properties.root, { $ref: '#/components/schemas/Category' });
  assert.is(catalog.schema.properties.owner.type, 'object', 'a non-recursive type stays inline');
  assert.equal(Object.keys(catalog.components), ['Category']);
  assert.equal(catalog.components.Category.properties.children.items, { $ref: '#/components/schemas/Category' });
  for (const { ref } of refs(catalog.schema))
    assert.ok(ref.slice('#/components/schemas/'.length) in catalog.components, ref);
});

typeDoc(
  'should give each marker the validators its place needs: a request body its validators, an answer its JSON writer, a kept marker both',
  () => {
    const { js } = types();
    for (const name of ['page', 'category', 'catalog']) {
      const doc = exportedValue(js, name) as Schema;
      // Kept in a variable, a marker may document a request or an answer: both sides come with it.
      assert.ok(doc.validate !== undefined && typeof doc.validate.$code === 'string', `${name} has validate`);
      assert.ok(typeof doc.stringify?.$code === 'string', `${name} has its JSON writer`);
    }
    const documented = exportedValue(js, 'documented', true) as Schema;
    assert.is(documented.requestBody.name, 'Catalog');
    assert.ok(typeof documented.requestBody.validate?.$code === 'string', 'requestBody has validate');
    assert.ok(typeof documented.requestBody.validateEquals?.$code === 'string', 'requestBody has validateEquals');
    assert.is(documented.requestBody.stringify, undefined, 'a requestBody is never written as an answer');
    assert.is(documented.responseBody.name, 'Page_User');
    assert.ok(typeof documented.responseBody.stringify?.$code === 'string', 'responseBody has its JSON writer');
    assert.ok(typeof documented.responseBody.check?.$code === 'string', 'responseBody has its non-changing check');
    assert.is(documented.responseBody.validate, undefined, 'a responseBody is never parsed as a request body');
  },
);

typeDoc.run();
