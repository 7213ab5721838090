/**
 * The runner service's marker cache: a re-emit after an edit reuses the generated schemas and
 * validators of unchanged types, regenerates those of a changed type (its declaration, only its
 * JSDoc, or only a typia tag, in the same file or in another one), starts afresh under other
 * compiler options, and emits exactly what an emit without the cache emits.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fwTransformer, { MarkerCache } from '@fw/transformer';
import { FwProject, mayUseFw, type FwTransformResult, type MarkerCacheStats } from '@fw/transformer/service';
import { FIXTURES_DIR, PACKAGE_DIR, REPO_ROOT } from './compile.js';
import { sharedHost } from './hosts.js';

const test = suite('marker cache');
let temp = '';

const SHOP = `import { apidocs, Router } from '@fw/runtime';
import type { tags } from 'typia';

/** Something for sale. */
export interface Item {
  /** Its name. */
  name: string & tags.MinLength<1>;
  price: number;
  label: string | null;
}

export interface Order {
  id: number;
  items: string[];
}

export const routes = [
  Router.post('/items', (ctx) => ctx.json(201, {})).doc({ summary: 'Add an item', requestBody: apidocs.type<Item>() }),
  Router.post('/orders', (ctx) => ctx.json(201, {})).doc({ summary: 'Add an order', requestBody: apidocs.type<Order>(), responseBody: apidocs.type<Order>() }),
];
`;

test.before(() => {
  // Inside the package, so @fw/runtime and typia resolve from its node_modules.
  temp = fs.mkdtempSync(path.join(PACKAGE_DIR, 'test', 'tmp-markercache-'));
  fs.cpSync(path.join(FIXTURES_DIR, 'matrix-app'), temp, { recursive: true });
  fs.writeFileSync(path.join(temp, 'src', 'shop.ts'), SHOP);
});

test.after(() => {
  fs.rmSync(temp, { recursive: true, force: true });
});

/** What the cache did between two readings. */
function delta(
  before: MarkerCacheStats,
  after: MarkerCacheStats,
): { hits: number; misses: number; keysReused: number } {
  return {
    hits: after.hits - before.hits,
    misses: after.misses - before.misses,
    keysReused: after.keysReused - before.keysReused,
  };
}

/** Transforms through the cached project and through one without a cache; both must agree byte for byte. */
function both(
  file: string,
  text?: string,
): { result: FwTransformResult; work: { hits: number; misses: number; keysReused: number } } {
  const project = cachedProject(file);
  const before = project.stats();
  const result = project.transform(file, text);
  const work = delta(before, project.stats());
  const fresh = FwProject.for(file, { markerCache: false }).transform(file, text);
  assert.equal(result.diagnostics, fresh.diagnostics);
  assert.fixture(result.code, fresh.code);
  assert.equal(result.map, fresh.map);
  return { result, work };
}

/** The project with a marker cache in memory only (the cache on disk is tested on its own, below). */
function cachedProject(file: string): FwProject {
  return FwProject.for(file, { diskCache: false });
}

/** Rewrites a file on disk with a newer modification time (what the service compares). */
function rewrite(file: string, text: string): void {
  fs.writeFileSync(file, text);
  const later = new Date(Date.now() + 10_000 + Math.random() * 10_000);
  fs.utimesSync(file, later, later);
}

test('should reuse the pieces of every marker whose type did not change', () => {
  const file = path.join(temp, 'src', 'shop.ts');
  const first = both(file, SHOP);
  assert.equal(first.result.diagnostics, []);
  assert.ok(first.work.misses > 0, 'the first emit generates');
  const edited = both(file, SHOP.replace("summary: 'Add an order'", "summary: 'Place an order'"));
  assert.ok(edited.result.code.includes('Place an order'));
  assert.is(edited.work.misses, 0, 'an edit of a route summary regenerates nothing');
  assert.ok(edited.work.keysReused >= 2, 'the keys of Item and Order are taken over, not made again');
  assert.ok(edited.work.hits >= 6, `schemas and validators of Item and Order are reused (${edited.work.hits} hits)`);
  const stats = cachedProject(file).stats();
  assert.ok(stats.entries >= 2);
  assert.is(FwProject.for(file, { markerCache: false }).stats().hits, 0, 'the project without a cache counts nothing');
});

test('should regenerate a type edited in the same file, and only that type', () => {
  const file = path.join(temp, 'src', 'shop.ts');
  const base = both(file, SHOP).result.code;
  // A JSDoc comment feeds the schema's description.
  const doc = both(file, SHOP.replace('/** Its name. */', '/** What it is called. */'));
  assert.ok(doc.result.code.includes('What it is called.'));
  assert.not.ok(doc.result.code.includes('Its name.'));
  assert.ok(doc.work.misses > 0, 'Item is regenerated');
  assert.ok(doc.work.hits > 0, 'Order is reused');
  // A typia tag changes the schema and the validators.
  const tag = both(file, SHOP.replace('tags.MinLength<1>', 'tags.MinLength<3>'));
  assert.ok(tag.result.code.includes('"minLength": 3'));
  assert.ok(
    /3 <= input\.name\.length|3 <= [\w.$]+\.length/.test(tag.result.code),
    'the validator checks the new length',
  );
  assert.ok(tag.work.misses > 0);
  // A property added to Order.
  const property = both(file, SHOP.replace('  items: string[];', '  items: string[];\n  note?: string;'));
  assert.ok(property.result.code.includes('"note"'));
  assert.is.not(property.result.code, base);
  // Back to the original text: the original output.
  assert.fixture(both(file, SHOP).result.code, base);
});

test('should refuse a backtracking Pattern again once the comment accepting it is gone', () => {
  const file = path.join(temp, 'src', 'shop.ts');
  const accepted = SHOP.replace(
    '  price: number;',
    () => "  // fw-accept-redos: a test of the cache\n  code: string & tags.Pattern<'^(a+)+$'>;\n  price: number;",
  );
  assert.equal(both(file, accepted).result.diagnostics, []);
  // The type's text is unchanged; only the comment before its property went.
  const refused = both(file, accepted.replace('  // fw-accept-redos: a test of the cache\n', ''));
  assert.equal(
    refused.result.diagnostics.map((d) => d.code),
    ['FW2011'],
  );
  assert.equal(both(file, accepted).result.diagnostics, [], 'accepted again');
  both(file, SHOP);
});

test('should regenerate a type edited in another file (its JSDoc or a typia tag)', () => {
  const file = path.join(temp, 'src', 'app.ts');
  const models = path.join(temp, 'src', 'models.ts');
  const original = fs.readFileSync(models, 'utf8');
  try {
    const first = both(file);
    assert.ok(first.result.code.includes('Display name.'));
    const again = both(file, fs.readFileSync(file, 'utf8').replace("summary: 'List users'", "summary: 'All users'"));
    assert.is(again.work.misses, 0, 'nothing changed but the summary');

    rewrite(
      models,
      original.replace(
        'export interface NewUser {\n  /** Display name. */',
        'export interface NewUser {\n  /** Shown name. */',
      ),
    );
    const doc = both(file, fs.readFileSync(file, 'utf8'));
    assert.ok(doc.result.code.includes('Shown name.'), 'the JSDoc edit reaches the schema');
    assert.ok(doc.work.misses > 0 && doc.work.hits > 0, 'NewUser regenerated, User reused');

    rewrite(
      models,
      original.replace(
        "name: string & tags.MinLength<1>;\n  email?: string & tags.Format<'email'>;\n}",
        "name: string & tags.MinLength<2>;\n  email?: string & tags.Format<'email'>;\n}",
      ),
    );
    const tag = both(file, fs.readFileSync(file, 'utf8'));
    assert.ok(tag.result.code.includes('"minLength": 2'), 'the tag edit reaches the schema');
    assert.ok(tag.work.misses > 0);
  } finally {
    rewrite(models, original);
  }
});

test('should follow the written order of a literal union that another file decides', () => {
  // The schema lists a union's literals in the order first written anywhere in the program:
  // here in order-a.ts, which the marker's type does not reach.
  const src = path.join(temp, 'src');
  const other = path.join(src, 'order-a.ts');
  const file = path.join(src, 'order-use.ts');
  rewrite(other, "export type AB = 'a' | 'b';\n");
  const text =
    "import type { AB } from './order-a.js';\nimport { apidocs } from '@fw/runtime';\nexport interface P { s: 'b' | 'a' }\nexport const doc = apidocs.type<P>();\nexport type Unused = AB;\n";
  const before = both(file, text);
  assert.match(before.result.code, /"enum": \["a", "b"\]/);
  rewrite(other, "export type AB = 'c';\n");
  const after = both(file, text);
  assert.match(after.result.code, /"enum": \["b", "a"\]/, 'the order check sees the other file changed');
});

test("should check a union's literals in one order whichever file the checker meets them in first", () => {
  // The checker orders a union's literals by when it first made each literal type, anywhere in
  // the program: checking first.ts makes Item's union first ('draft' | 'live' | 'gone'), checking
  // second.ts makes 'gone' first and then the union ('gone' | 'draft' | 'live'), in the same
  // text. Each file is emitted by a new program, as the runner service makes one per change.
  const dir = path.join(temp, 'literal-order');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }');
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { target: 'ES2022', module: 'NodeNext', strict: true, skipLibCheck: true, types: [] },
      include: ['*.ts'],
    }),
  );
  const route = (path: string): string =>
    `export const route = Router.get('${path}', (ctx) => ctx.json(200, {})).doc({ summary: 'Item', responseBody: apidocs.type<Item>() });\n`;
  const head = "import { apidocs, Router } from '@fw/runtime';\nimport type { Item } from './item.js';\n";
  const files = {
    'item.ts': "export interface Item { state: 'draft' | 'live' | 'gone'; size: 3 | 1 | 2 }\n",
    'first.ts': `${head}export const state: Item['state'] = 'draft';\n${route('/first')}`,
    'second.ts': `export const early: 'gone' = 'gone';\n${head}${route('/second')}`,
  };
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    strict: true,
    skipLibCheck: true,
    types: [],
  };
  /** The check of Item in each file, emitted in `order`, each by a new program. */
  const checks = (order: readonly string[]): string[] =>
    order.map((name) => {
      const program = ts.createProgram(
        Object.keys(files).map((file) => path.join(dir, file)),
        options,
        sharedHost(options),
      );
      const factory = fwTransformer(program, {}, { addDiagnostic: () => {} });
      let js = '';
      program.emit(
        program.getSourceFile(path.join(dir, name)),
        (output, text) => {
          if (output.endsWith('.js')) js = text;
        },
        undefined,
        false,
        { before: [factory] },
      );
      const check = /const __fw_check_Item_\d+ = .*/.exec(js)?.[0];
      assert.ok(check !== undefined, `${name} checks Item`);
      return check;
    });
  const forward = checks(['first.ts', 'second.ts']);
  const backward = checks(['second.ts', 'first.ts']);
  assert.match(forward[0]!, /"draft" === input\.state \|\| "gone" === input\.state \|\| "live" === input\.state/);
  assert.match(forward[0]!, /1 === input\.size \|\| 2 === input\.size \|\| 3 === input\.size/);
  for (const check of [...forward, ...backward]) assert.fixture(check, forward[0]!);
  // The runner service with its cache emits the second file as a project without one does.
  for (const name of ['second.ts', 'first.ts', 'second.ts']) both(path.join(dir, name));
});

test('should emit the same as without the cache for the matrix app and the demo', () => {
  const dirs = [path.join(temp, 'src'), path.join(REPO_ROOT, 'examples', 'demo', 'src')];
  let files = 0;
  for (const dir of dirs) {
    for (const name of fs.readdirSync(dir).filter((n) => n.endsWith('.ts'))) {
      const file = path.join(dir, name);
      const text = fs.readFileSync(file, 'utf8');
      if (!mayUseFw(text)) continue;
      files++;
      both(file, text);
      // A new program: every unchanged marker comes from the cache, and the output is the same.
      const edited = both(file, `${text}\n// edited\n`);
      if (/apidocs\.type|withBody|withRequest|parseBody/.test(text))
        assert.ok(edited.work.hits > 0, `${name}: pieces are reused`);
      assert.is(edited.work.misses, 0, `${name}: nothing is regenerated`);
    }
  }
  assert.ok(files >= 4, `${files} files compared`);
});

test('should emit CommonJS the same as without the cache', () => {
  // A project of its own, emitting CommonJS: TypeScript's module transform runs over the reused code too.
  const dir = path.join(temp, 'cjs');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "type": "commonjs" }');
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'CommonJS',
        moduleResolution: 'node10',
        strict: true,
        skipLibCheck: true,
        types: [],
      },
      include: ['*.ts'],
    }),
  );
  const file = path.join(dir, 'shop.ts');
  fs.writeFileSync(file, SHOP);
  const first = both(file, SHOP);
  assert.match(first.result.code, /require\("@fw\/runtime"\)/);
  assert.is(first.result.format, 'commonjs');
  const edited = both(file, `${SHOP}\n// edited\n`);
  assert.is(edited.work.misses, 0);
  assert.ok(edited.work.hits > 0);
});

test('should start afresh when the compiler options change', () => {
  const file = path.join(temp, 'src', 'shop.ts');
  const emit = (options: ts.CompilerOptions, cache: MarkerCache | undefined): string => {
    const all: ts.CompilerOptions = {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      skipLibCheck: true,
      noCheck: true,
      ...options,
    };
    const program = ts.createProgram([file], all, sharedHost(all));
    let js = '';
    program.emit(
      program.getSourceFile(file),
      (name, data) => (name.endsWith('.js') ? (js = data) : undefined),
      undefined,
      false,
      {
        before: [fwTransformer(program, {}, { addDiagnostic: () => 0, markerCache: cache })],
      },
    );
    return js;
  };
  const cache = new MarkerCache();
  const strict = emit({ strict: true }, cache);
  assert.fixture(emit({ strict: true }, cache), strict);
  assert.ok(cache.stats().hits > 0);
  const loose = emit({ strict: false }, cache);
  assert.is(cache.stats().resets, 1, 'other compiler options empty the cache');
  assert.fixture(loose, emit({ strict: false }, undefined));
  assert.is.not(loose, strict, 'strict null checks change the validators');
});

test('should stay within its bound, dropping the least recently used types', () => {
  const file = path.join(temp, 'src', 'shop.ts');
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    noCheck: true,
  };
  const program = ts.createProgram([file], options, sharedHost(options));
  const cache = new MarkerCache(1);
  program.emit(program.getSourceFile(file), () => undefined, undefined, false, {
    before: [fwTransformer(program, {}, { addDiagnostic: () => 0, markerCache: cache })],
  });
  assert.is(cache.stats().entries, 1);
  assert.ok(cache.stats().evictions >= 1, 'Item made way for Order');
});

test('should make a key again when an edit elsewhere in the file can change the type', () => {
  const file = path.join(temp, 'src', 'memo.ts');
  const text = `import { apidocs } from '@fw/runtime';
export interface Item { name: string; state: 'draft' | 'live' }
export interface A { kind: 'a'; a: number }
export interface B { kind: 'b'; b: string }
export interface Either { value: A | B }
export const docs = [apidocs.type<Item>(), apidocs.type<Either>()];
`;
  both(file, text);
  // A statement that declares nothing the types use: Item's key is taken over; Either, a union
  // of two object types (whose order decides what validation keeps), is made again.
  const unrelated = both(file, `${text}export const other = 1;\n`);
  assert.is(unrelated.work.keysReused, 1);
  assert.is(unrelated.work.misses, 0);
  // A declaration merging into Item: made again, with the new property.
  const merged = both(file, `${text}export interface Item { extra?: number }\n`);
  assert.is(merged.work.keysReused, 0);
  assert.ok(merged.result.code.includes('"extra"'));
  // A statement writing one of Item's union literals (the checker may now meet it first).
  const literal = both(file, `${text}export const first = 'live';\n`);
  assert.is(literal.work.keysReused, 0);
});

test('should tell apart two types of the same text and place', () => {
  // Page<User> in two files, each with its own User: the same text, declared at the same Page.
  const src = path.join(temp, 'src');
  rewrite(path.join(src, 'page.ts'), 'export interface Page<T> { items: T[] }\n');
  const use = (name: string, property: string): string => `import { apidocs } from '@fw/runtime';
import type { Page } from './page.js';
interface User { ${property}: string }
export const ${name} = apidocs.type<Page<User>>();
`;
  both(path.join(src, 'page-a.ts'), use('a', 'alpha'));
  both(path.join(src, 'page-b.ts'), use('b', 'beta'));
  // Both files in the program now (a program with other files makes every key again); then an
  // edit of each that changes no statement takes its keys over.
  both(path.join(src, 'page-a.ts'), `${use('a', 'alpha')}// edited\n`);
  const first = both(path.join(src, 'page-a.ts'), `${use('a', 'alpha')}// edited again\n`);
  const second = both(path.join(src, 'page-b.ts'), `${use('b', 'beta')}// edited\n`);
  assert.ok(first.work.keysReused > 0 && second.work.keysReused > 0, 'keys are taken over');
  assert.ok(first.result.code.includes('"alpha"'));
  assert.ok(second.result.code.includes('"beta"'), 'the other User');
  assert.not.ok(second.result.code.includes('"alpha"'));
});

/** Transforms `file` in a new process with the cache on disk in `directory`; its output and counters. */
function inProcess(
  file: string,
  directory: string,
): { code: string; map: unknown; diagnostics: unknown[]; stats: MarkerCacheStats } {
  const script = `const { FwProject } = require(${JSON.stringify(path.join(PACKAGE_DIR, 'dist', 'service', 'index.js'))});
const project = FwProject.for(${JSON.stringify(file)}, { diskCache: ${JSON.stringify(directory)} });
const result = project.transform(${JSON.stringify(file)});
process.stdout.write(JSON.stringify({ code: result.code, map: result.map, diagnostics: result.diagnostics, stats: project.stats() }));`;
  return JSON.parse(
    execFileSync(process.execPath, ['-e', script], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 60_000 }),
  ) as ReturnType<typeof inProcess>;
}

test('should keep the pieces on disk for the next process, which emits the same', () => {
  const directory = path.join(temp, 'disk-cache');
  const file = path.join(temp, 'src', 'shop.ts');
  rewrite(file, SHOP);
  const fresh = FwProject.for(file, { markerCache: false }).transform(file, SHOP);
  const first = inProcess(file, directory);
  assert.is(first.stats.diskHits, 0, 'nothing on disk yet');
  assert.ok(first.stats.misses > 0);
  assert.ok(
    fs.readdirSync(directory).some((name) => name.endsWith('.jsonl')),
    'the pieces are written',
  );
  const second = inProcess(file, directory);
  assert.is(second.stats.misses, 0, 'a new process generates nothing');
  assert.is(second.stats.diskHits, first.stats.misses, 'every piece comes from disk');
  for (const run of [first, second]) {
    assert.fixture(run.code, fresh.code);
    assert.equal(run.map, fresh.map);
  }
  // A type edited between the processes: only its pieces are made again.
  const edited = SHOP.replace('tags.MinLength<1>', 'tags.MinLength<4>');
  rewrite(file, edited);
  const third = inProcess(file, directory);
  assert.ok(third.stats.misses > 0 && third.stats.diskHits > 0, 'Item is regenerated, Order comes from disk');
  assert.fixture(third.code, FwProject.for(file, { markerCache: false }).transform(file, edited).code);
  assert.ok(third.code.includes('"minLength": 4'));
  rewrite(file, SHOP);
});

test('should not take a type from disk after its dependency changed', () => {
  // A type declared in node_modules: within a process such files never change, between processes they may.
  const directory = path.join(temp, 'disk-cache-deps');
  const pkg = path.join(temp, 'node_modules', 'shared-types');
  fs.mkdirSync(pkg, { recursive: true });
  fs.writeFileSync(
    path.join(pkg, 'package.json'),
    JSON.stringify({ name: 'shared-types', version: '1.0.0', types: 'index.d.ts' }),
  );
  rewrite(path.join(pkg, 'index.d.ts'), 'export interface Shared { id: number }\n');
  const file = path.join(temp, 'src', 'shared.ts');
  rewrite(
    file,
    "import type { Shared } from 'shared-types';\nimport { apidocs } from '@fw/runtime';\nexport const doc = apidocs.type<Shared>();\n",
  );
  const first = inProcess(file, directory);
  assert.equal(first.diagnostics, []);
  assert.ok(first.code.includes('"id"'));
  rewrite(path.join(pkg, 'index.d.ts'), 'export interface Shared { id: number; label: string }\n');
  const second = inProcess(file, directory);
  assert.ok(second.code.includes('"label"'), 'the updated declaration reaches the schema');
  assert.ok(second.stats.misses > 0, 'the type is generated again');
});

test.run();
