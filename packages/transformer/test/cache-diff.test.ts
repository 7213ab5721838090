/**
 * The marker cache against no cache, by random edits: each project gets a seeded sequence of edits
 * (properties added, removed, renamed and retyped; JSDoc descriptions and typia's comment tags;
 * unrelated statements; imports added, removed and re-pointed; literal unions reordered; types
 * moved to another file), and after each edit every file is emitted twice by each of the two ways
 * a project is re-emitted across program versions:
 * - the runner service (`FwProject`): a project with a marker cache against one without;
 * - `fwc dev`'s way (`FwEmitter` with one long-lived marker cache, each program made from the
 *   previous one as TypeScript's watch program does) against a fresh program emitted as
 *   `fwc build` emits it, with no cache.
 * The outputs (JavaScript, source maps) and the diagnostics must be the same byte for byte.
 *
 * FW_CACHE_DIFF_REPLAY sets the seed (default: a new one each run, printed on failure), and
 * FW_CACHE_DIFF_STEPS the number of edits of each project.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fwTransformer, { FwEmitter, MarkerCache } from '@fw/transformer';
import { FwProject } from '@fw/transformer/service';
import { FIXTURES_DIR, PACKAGE_DIR } from './compile.js';
import { sharedHost } from './hosts.js';

const test = suite('marker cache differential');

const SEED =
  process.env.FW_CACHE_DIFF_REPLAY !== undefined ? Number(process.env.FW_CACHE_DIFF_REPLAY) : Date.now() % 1e9;
const STEPS = Number(process.env.FW_CACHE_DIFF_STEPS ?? 16);
/** Routes and types of the generated app (the shape of bench/build.mjs's 500-route app, smaller). */
const BENCH_ROUTES = Number(process.env.FW_CACHE_DIFF_ROUTES ?? 40);
const BENCH_TYPES = Math.max(1, Math.round(BENCH_ROUTES / 10));

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2023'],
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    skipLibCheck: true,
    sourceMap: true,
    types: [],
    outDir: 'dist',
    plugins: [{ transform: '@fw/transformer' }],
  },
  include: ['src'],
};

const temps: string[] = [];

test.after(() => {
  for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true });
});

/** A small seeded PRNG (mulberry32). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The project's sources, by path relative to its `src`. */
type Files = Map<string, string>;

/** A project copied into a temporary directory inside the package (so its dependencies resolve). */
function project(name: string, files: Files): string {
  const dir = fs.mkdtempSync(path.join(PACKAGE_DIR, 'test', `tmp-cachediff-${name}-`));
  temps.push(dir);
  fs.mkdirSync(path.join(dir, 'src'));
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }\n');
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2));
  for (const [file, text] of files) fs.writeFileSync(path.join(dir, 'src', file), text);
  return dir;
}

function fixtureFiles(dir: string): Files {
  const files: Files = new Map();
  for (const file of fs.readdirSync(dir))
    if (file.endsWith('.ts')) files.set(file, fs.readFileSync(path.join(dir, file), 'utf8'));
  return files;
}

/** bench/build.mjs's generated app, with `routes` routes over `types` type pairs, and its small second file. */
function benchFiles(routes: number, types: number): Files {
  const decls: string[] = [];
  for (let t = 0; t < types; t++) {
    decls.push(`/** Resource ${t}. */
export interface Item${t} { id: number & tags.Type<'uint32'>; name: string & tags.MinLength<1>; tags: string[]; owner: { id: number; email?: string & tags.Format<'email'> }; state: 'draft' | 'live' | 'gone'; note: string | null }
export interface NewItem${t} { name: string & tags.MinLength<1>; tags?: string[]; state?: 'draft' | 'live' }`);
  }
  const lines: string[] = [];
  for (let r = 0; r < routes; r++) {
    const t = r % types;
    lines.push(
      `  Router.post('/r${r}/items/:id', async (ctx) => ctx.json(201, await ctx.parseBody())).named('route${r}').doc({ summary: 'Route ${r}', tag: 'T${t}', requestBody: apidocs.type<NewItem${t}>(), responseBody: apidocs.type<Item${t}>() }),`,
    );
  }
  return new Map([
    [
      'app.ts',
      `import { apidocs, Router } from '@fw/runtime';\nimport type { tags } from 'typia';\n\n${decls.join('\n\n')}\n\nexport const App = Router.define({ routes: [\n${lines.join('\n')}\n] });\nexport const spec = apidocs.generateSpec({ title: 'Generated' }, App.routes);\n`,
    ],
    [
      'health.ts',
      `import { Router } from '@fw/runtime';\nimport type { Item0 } from './app.js';\n\nexport const health = Router.get('/health', (ctx) => ctx.json(200, { status: 'ok' })).doc({ summary: 'Health', responseBody: apidocs.type<Item0>() });\nimport { apidocs } from '@fw/runtime';\n`,
    ],
  ]);
}

// ---------------------------------------------------------------------------------------------
// Edits

/** One edit: a description, and the new texts of the files it changes (a file may be new). */
interface Edit {
  readonly what: string;
  readonly changes: Files;
}

type Editor = (files: Files, random: () => number, n: number) => Edit | undefined;

function pick<T>(items: readonly T[], random: () => number): T | undefined {
  return items.length === 0 ? undefined : items[Math.floor(random() * items.length)];
}

function parse(name: string, text: string): ts.SourceFile {
  return ts.createSourceFile(name, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
}

/** `text` with `[start, end)` replaced by `by`. */
function replaced(text: string, start: number, end: number, by: string): string {
  return text.slice(0, start) + by + text.slice(end);
}

/** Every property signature of every interface and type literal, with its file. */
function properties(files: Files): { file: string; source: ts.SourceFile; member: ts.PropertySignature }[] {
  const found: { file: string; source: ts.SourceFile; member: ts.PropertySignature }[] = [];
  for (const [file, text] of files) {
    const source = parse(file, text);
    const visit = (node: ts.Node): void => {
      if (ts.isPropertySignature(node) && node.type !== undefined && ts.isIdentifier(node.name))
        found.push({ file, source, member: node });
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

function interfaces(files: Files): { file: string; source: ts.SourceFile; node: ts.InterfaceDeclaration }[] {
  const found: { file: string; source: ts.SourceFile; node: ts.InterfaceDeclaration }[] = [];
  for (const [file, text] of files) {
    const source = parse(file, text);
    for (const statement of source.statements)
      if (ts.isInterfaceDeclaration(statement)) found.push({ file, source, node: statement });
  }
  return found;
}

const TYPES = [
  'string',
  'number',
  'boolean',
  'string | null',
  'number[]',
  "'x' | 'y'",
  "number & tags.Type<'int32'>",
  'string & tags.MinLength<2>',
  '{ inner: string }',
  'Date',
];

const addProperty: Editor = (files, random, n) => {
  const target = pick(interfaces(files), random);
  if (target === undefined) return undefined;
  const type = pick(TYPES, random)!;
  const optional = random() < 0.5 ? '?' : '';
  const close = target.node.end - 1;
  return {
    what: `add property extra${n}${optional}: ${type} to ${target.node.name.text} in ${target.file}`,
    changes: new Map([[target.file, replaced(target.source.text, close, close, `  extra${n}${optional}: ${type};\n`)]]),
  };
};

const removeProperty: Editor = (files, random) => {
  const target = pick(
    properties(files).filter((p) => p.member.parent.members.length > 1),
    random,
  );
  if (target === undefined) return undefined;
  return {
    what: `remove property ${target.member.name.getText()} in ${target.file}`,
    changes: new Map([[target.file, replaced(target.source.text, target.member.pos, target.member.end, '')]]),
  };
};

const renameProperty: Editor = (files, random, n) => {
  const target = pick(properties(files), random);
  if (target === undefined) return undefined;
  const name = target.member.name;
  return {
    what: `rename property ${name.getText()} to ${name.getText()}R${n} in ${target.file}`,
    changes: new Map([
      [target.file, replaced(target.source.text, name.getStart(), name.end, `${name.getText()}R${n}`)],
    ]),
  };
};

const retypeProperty: Editor = (files, random) => {
  const target = pick(properties(files), random);
  if (target === undefined) return undefined;
  const type = target.member.type!;
  const by = pick(TYPES, random)!;
  const optional = random() < 0.3;
  let text = replaced(target.source.text, type.getStart(), type.end, by);
  let what = `retype ${target.member.name.getText()} as ${by}`;
  if (optional) {
    // Toggle `?` as well.
    const q = target.member.questionToken;
    text =
      q !== undefined
        ? replaced(text, q.getStart(), q.end, '')
        : replaced(text, target.member.name.end, target.member.name.end, '?');
    what += ' (optionality toggled)';
  }
  return { what: `${what} in ${target.file}`, changes: new Map([[target.file, text]]) };
};

const editJsDoc: Editor = (files, random, n) => {
  const target = pick(properties(files), random);
  if (target === undefined) return undefined;
  const typeText = target.member.type!.getText();
  const docs = [`/** Described ${n}. */`, `/** Another text, ${n}.\n   * Second line. */`];
  if (typeText.includes('number'))
    docs.push(`/** @minimum ${n % 7} */`, `/** Count ${n}.\n   * @maximum ${100 + n} */`);
  if (typeText.includes('string'))
    docs.push(`/** @format email */`, `/** @format uuid */`, `/** Name ${n}.\n   * @minLength ${n % 5} */`);
  const doc = pick(docs, random)!;
  const existing = ts.getJSDocCommentsAndTags(target.member).filter(ts.isJSDoc);
  const source = target.source;
  const text =
    existing.length > 0 && random() < 0.8
      ? random() < 0.25
        ? replaced(source.text, existing[0]!.getStart(), existing[existing.length - 1]!.end, '')
        : replaced(source.text, existing[0]!.getStart(), existing[existing.length - 1]!.end, doc)
      : replaced(source.text, target.member.getStart(), target.member.getStart(), `${doc}\n  `);
  return {
    what: `JSDoc of ${target.member.name.getText()} in ${target.file}: ${text === source.text ? 'none' : doc}`,
    changes: new Map([[target.file, text]]),
  };
};

const unrelatedStatement: Editor = (files, random, n) => {
  const file = pick([...files.keys()], random)!;
  const source = parse(file, files.get(file)!);
  const added = source.statements.filter((s) => /^\s*(export const unrelated|interface Unused)/.test(s.getText()));
  if (added.length > 0 && random() < 0.4) {
    const statement = pick(added, random)!;
    return {
      what: `remove the unrelated statement in ${file}`,
      changes: new Map([[file, replaced(source.text, statement.pos, statement.end, '')]]),
    };
  }
  const at = pick(source.statements, random)?.end ?? 0;
  const statement =
    random() < 0.5 ? `export const unrelated${n} = ${n};` : `interface Unused${n} { a: string; b?: number }`;
  return {
    what: `add "${statement}" in ${file}`,
    changes: new Map([[file, replaced(source.text, at, at, `\n${statement}\n`)]]),
  };
};

/** Exported interfaces by file. */
function exportedTypes(files: Files): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const { file, node } of interfaces(files))
    if (node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
      found.set(file, [...(found.get(file) ?? []), node.name.text]);
  return found;
}

const importType: Editor = (files, random, n) => {
  const file = pick([...files.keys()], random)!;
  const source = parse(file, files.get(file)!);
  const imports = source.statements.filter(
    (s): s is ts.ImportDeclaration =>
      ts.isImportDeclaration(s) && ts.isStringLiteral(s.moduleSpecifier) && s.moduleSpecifier.text.startsWith('./'),
  );
  const choice = random();
  if (choice < 0.3 && imports.length > 0) {
    // Re-point an import at a copy of its module in which one type differs.
    const target = pick(imports, random)!;
    const specifier = target.moduleSpecifier as ts.StringLiteral;
    const from = specifier.text.replace(/^\.\//, '').replace(/\.js$/, '.ts');
    const original = files.get(from);
    if (original === undefined) return undefined;
    const copy = `alt${n}.ts`;
    const changed = addProperty(new Map([[from, original]]), random, n);
    const changes: Files = new Map([[copy, changed?.changes.get(from) ?? original]]);
    changes.set(file, replaced(source.text, specifier.getStart(), specifier.end, `'./alt${n}.js'`));
    return {
      what: `re-point the import of ./${from} in ${file} at ./${copy} (${changed?.what ?? 'a same copy'})`,
      changes,
    };
  }
  if (choice < 0.5 && imports.length > 0) {
    const added = imports.filter((s) => s.getText().includes(' as Imported'));
    const target = pick(added, random);
    if (target !== undefined)
      return {
        what: `remove an added import in ${file}`,
        changes: new Map([[file, replaced(source.text, target.pos, target.end, '')]]),
      };
  }
  const candidates = [...exportedTypes(files)].filter(([other]) => other !== file);
  const module = pick(candidates, random);
  if (module === undefined) return undefined;
  const name = pick(module[1], random)!;
  const statement = `import type { ${name} as Imported${n} } from './${module[0].replace(/\.ts$/, '.js')}';`;
  const at = pick(source.statements, random)?.end ?? 0;
  return {
    what: `add "${statement}" in ${file}`,
    changes: new Map([[file, replaced(source.text, at, at, `\n${statement}\n`)]]),
  };
};

const reorderUnion: Editor = (files, random) => {
  const unions: { file: string; source: ts.SourceFile; node: ts.UnionTypeNode }[] = [];
  for (const [file, text] of files) {
    const source = parse(file, text);
    const visit = (node: ts.Node): void => {
      if (ts.isUnionTypeNode(node) && node.types.length > 1 && node.types.every(ts.isLiteralTypeNode))
        unions.push({ file, source, node });
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  const target = pick(unions, random);
  if (target === undefined) return undefined;
  const members = target.node.types.map((t) => t.getText());
  const order = random() < 0.5 ? [...members.slice(1), members[0]!] : [...members].reverse();
  return {
    what: `reorder ${members.join(' | ')} as ${order.join(' | ')} in ${target.file}`,
    changes: new Map([
      [target.file, replaced(target.source.text, target.node.getStart(), target.node.end, order.join(' | '))],
    ]),
  };
};

const moveType: Editor = (files, random, n) => {
  const target = pick(
    interfaces(files).filter((i) => i.node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)),
    random,
  );
  if (target === undefined) return undefined;
  const name = target.node.name.text;
  const others = (exportedTypes(files).get(target.file) ?? []).filter((other) => other !== name);
  const module = `./${target.file.replace(/\.ts$/, '.js')}`;
  const moved = `moved${n}.ts`;
  const text = [
    `import type { tags } from 'typia';`,
    others.length > 0 ? `import type { ${others.join(', ')} } from '${module}';` : '',
    target.source.text.slice(target.node.getFullStart(), target.node.end).trimStart(),
    '',
  ].join('\n');
  const origin = replaced(
    target.source.text,
    target.node.getFullStart(),
    target.node.end,
    `\nimport type { ${name} } from './moved${n}.js';\nexport type { ${name} };`,
  );
  return {
    what: `move ${name} from ${target.file} to ${moved}`,
    changes: new Map([
      [moved, text],
      [target.file, origin],
    ]),
  };
};

const EDITORS: readonly (readonly [string, Editor])[] = [
  ['add', addProperty],
  ['remove', removeProperty],
  ['rename', renameProperty],
  ['retype', retypeProperty],
  ['jsdoc', editJsDoc],
  ['jsdoc', editJsDoc],
  ['statement', unrelatedStatement],
  ['import', importType],
  ['union', reorderUnion],
  ['move', moveType],
];

// ---------------------------------------------------------------------------------------------
// The two ways of emitting, each with and without the cache

/** Every output of every file, by name, and the diagnostics as text. */
type Outputs = Map<string, string>;

/** The runner service: every file transformed by the project with a marker cache and by one without. */
function serviceOutputs(dir: string, files: Files, cached: boolean): Outputs {
  const outputs: Outputs = new Map();
  const tsconfig = path.join(dir, 'tsconfig.json');
  for (const file of [...files.keys()].sort()) {
    const full = path.join(dir, 'src', file);
    const project = FwProject.for(full, cached ? { tsconfig, diskCache: false } : { tsconfig, markerCache: false });
    try {
      const result = project.transform(full, files.get(file));
      outputs.set(`${file}.js`, result.code);
      outputs.set(`${file}.map`, JSON.stringify(result.map));
      outputs.set(`${file} diagnostics`, JSON.stringify(result.diagnostics, null, 1));
    } catch (error) {
      outputs.set(`${file} threw`, error instanceof Error ? error.message : String(error));
    }
  }
  return outputs;
}

/**
 * A compiler host as TypeScript's watch program has one: a file of the project whose text is
 * unchanged keeps its source file object from program to program (`previous`); libraries and
 * dependencies are parsed once per process (see {@link sharedHost}).
 */
function host(options: ts.CompilerOptions, previous: Map<string, ts.SourceFile>): ts.CompilerHost {
  const base = sharedHost(options, true);
  return {
    ...base,
    getSourceFile: (name, languageVersion, onError, shouldCreate) => {
      if (!name.includes('/tmp-cachediff-') || name.includes('/node_modules/'))
        return base.getSourceFile(name, languageVersion, onError, shouldCreate);
      const text = base.readFile(name);
      if (text === undefined) return undefined;
      const known = previous.get(name);
      if (known !== undefined && known.text === text) return known;
      const file = ts.createSourceFile(name, text, languageVersion, true);
      previous.set(name, file);
      return file;
    },
  };
}

function parsedConfig(dir: string): ts.ParsedCommandLine {
  const tsconfig = path.join(dir, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    tsconfig,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (parsed === undefined) throw new Error(`cannot read ${tsconfig}`);
  return parsed;
}

function diagnosticText(d: ts.Diagnostic): string {
  const at = d.file === undefined || d.start === undefined ? '' : `${path.basename(d.file.fileName)}:${d.start} `;
  return `${at}TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
}

/** fwc dev's way: one emitter and one marker cache across programs, each program made from the last. */
class DevLoop {
  readonly #emitter = new FwEmitter(new MarkerCache());
  readonly #sources = new Map<string, ts.SourceFile>();
  #program: ts.Program | undefined;

  outputs(dir: string): Outputs {
    const parsed = parsedConfig(dir);
    const program = ts.createProgram(
      parsed.fileNames,
      parsed.options,
      host(parsed.options, this.#sources),
      this.#program,
    );
    this.#program = program;
    return emitAll(program, dir, (file, write) => {
      const result = this.#emitter.emit(program, file, {}, write);
      return [...result.diagnostics, ...result.emitResult.diagnostics];
    });
  }
}

/** fwc build's way, with nothing kept: a new program, the transformer without a cache. */
function buildOutputs(dir: string): Outputs {
  const parsed = parsedConfig(dir);
  const program = ts.createProgram(parsed.fileNames, parsed.options, host(parsed.options, new Map()));
  const diagnostics: ts.Diagnostic[] = [];
  const factory = fwTransformer(program, {}, { addDiagnostic: (d) => void diagnostics.push(d) });
  return emitAll(program, dir, (file, write) => {
    diagnostics.length = 0;
    const result = program.emit(file, (name, text) => write(name, text), undefined, false, { before: [factory] });
    return [...diagnostics, ...result.diagnostics];
  });
}

function emitAll(
  program: ts.Program,
  dir: string,
  emit: (file: ts.SourceFile, write: (name: string, text: string) => void) => readonly ts.Diagnostic[],
): Outputs {
  const outputs: Outputs = new Map();
  const own = program
    .getSourceFiles()
    .filter((f) => f.fileName.startsWith(path.join(dir, 'src')) && !f.isDeclarationFile)
    .sort((a, b) => (a.fileName < b.fileName ? -1 : 1));
  for (const file of own) {
    const name = path.relative(dir, file.fileName);
    try {
      const diagnostics = emit(file, (output, text) => outputs.set(path.relative(dir, output), text));
      outputs.set(`${name} diagnostics`, diagnostics.map(diagnosticText).sort().join('\n'));
    } catch (error) {
      outputs.set(`${name} threw`, error instanceof Error ? error.message : String(error));
    }
  }
  return outputs;
}

// ---------------------------------------------------------------------------------------------
// The comparison

/** The lines around the first difference of two texts, as a diff. */
function diff(expected: string, actual: string): string {
  const a = expected.split('\n');
  const b = actual.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const context = Math.max(0, start - 3);
  const cut = (lines: string[]): string[] =>
    lines.length > 30 ? [...lines.slice(0, 30), `... ${lines.length - 30} more lines`] : lines;
  return [
    `@@ line ${start + 1} @@`,
    ...a.slice(context, start).map((l) => `  ${l}`),
    ...cut(a.slice(start, a.length - end)).map((l) => `- ${l}`),
    ...cut(b.slice(start, b.length - end)).map((l) => `+ ${l}`),
    ...a.slice(a.length - end, Math.min(a.length, a.length - end + 3)).map((l) => `  ${l}`),
  ].join('\n');
}

/** The first output that differs, as a message, or undefined. */
function difference(label: string, without: Outputs, withCache: Outputs): string | undefined {
  const names = [...new Set([...without.keys(), ...withCache.keys()])].sort();
  for (const name of names) {
    const expected = without.get(name);
    const actual = withCache.get(name);
    if (expected === actual) continue;
    if (expected === undefined || actual === undefined)
      return `${label}: ${name} is ${expected === undefined ? 'only in the cached emit' : 'missing from the cached emit'}`;
    return `${label}: ${name} differs (- without the cache, + with it)\n${diff(expected, actual)}`;
  }
  return undefined;
}

/** Writes the changed files with a later modification time than any before (what the service compares). */
let clock = Date.now() + 60_000;
function write(dir: string, changes: Files): void {
  for (const [file, text] of changes) {
    const full = path.join(dir, 'src', file);
    fs.writeFileSync(full, text);
    clock += 2000;
    fs.utimesSync(full, new Date(clock), new Date(clock));
  }
}

function run(name: string, initial: Files, seed: number, steps: number): void {
  const dir = project(name, initial);
  const files: Files = new Map(initial);
  const random = prng(seed);
  const dev = new DevLoop();
  const history: string[] = [];
  const check = (step: number): void => {
    const failure =
      difference('runner service', serviceOutputs(dir, files, false), serviceOutputs(dir, files, true)) ??
      difference("fwc dev's emit", buildOutputs(dir), dev.outputs(dir));
    if (failure !== undefined)
      assert.unreachable(
        [
          `${name}: the cached emit differs from the emit without a cache`,
          `seed ${seed} (run again with FW_CACHE_DIFF_REPLAY=${SEED} FW_CACHE_DIFF_STEPS=${steps}), step ${step}`,
          'edits:',
          ...history.map((h, i) => `  ${i + 1}. ${h}`),
          failure,
        ].join('\n'),
      );
  };
  check(0);
  for (let step = 1; step <= steps; step++) {
    let edit: Edit | undefined;
    for (let attempt = 0; edit === undefined && attempt < 20; attempt++) {
      const [kind, editor] = pick(EDITORS, random)!;
      const made = editor(files, random, step);
      if (made !== undefined) edit = { what: `${kind}: ${made.what}`, changes: made.changes };
    }
    if (edit === undefined) throw new Error(`${name}: no edit applies at step ${step}`);
    history.push(edit.what);
    for (const [file, text] of edit.changes) files.set(file, text);
    write(dir, edit.changes);
    check(step);
  }
}

test('the matrix app: cached emits equal emits without the cache after every random edit', () => {
  run('matrix', fixtureFiles(path.join(FIXTURES_DIR, 'matrix-app', 'src')), SEED, STEPS);
});

test('the request app: cached emits equal emits without the cache after every random edit', () => {
  run('request', fixtureFiles(path.join(FIXTURES_DIR, 'request-app')), SEED + 1, STEPS);
});

test("the bench's generated app: cached emits equal emits without the cache after every random edit", () => {
  run('bench', benchFiles(BENCH_ROUTES, BENCH_TYPES), SEED + 2, STEPS);
});

test.run();
