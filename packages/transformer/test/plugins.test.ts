/**
 * The runner plugins' core and their error reports: the warm project emits a file once per
 * version, re-emits after an edit (of the file or of a type it imports), names the files an output
 * may come from (for the watch modes; test/watch.test.ts runs them), leaves files without fw
 * markers alone, and Rollup reports a bad route pattern through `this.error` with its id and loc.
 */
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FwProject, mayUseFw, transformFile } from '@fw/transformer/service';
import { FIXTURES_DIR, PACKAGE_DIR, positionOf } from './compile.js';

const APP_DIR = path.join(FIXTURES_DIR, 'matrix-app');
const test = suite('runner plugins');
let temp = '';

test.before(() => {
  // Inside the package, so @fw/runtime and typia resolve from its node_modules.
  temp = fs.mkdtempSync(path.join(PACKAGE_DIR, 'test', 'tmp-plugins-'));
  fs.cpSync(APP_DIR, temp, { recursive: true });
});

test.after(() => {
  fs.rmSync(temp, { recursive: true, force: true });
});

test('should tell files that may use fw from files that cannot', () => {
  assert.ok(mayUseFw("import { Router } from '@fw/runtime';"));
  assert.ok(mayUseFw('const body = await ctx.parseBody<NewUser>();'));
  assert.not.ok(mayUseFw('export const add = (a: number, b: number): number => a + b; // routing'));
});

test('should emit JavaScript with a source map to the .ts file, once per version of the file', () => {
  const file = path.join(temp, 'src', 'app.ts');
  const project = FwProject.for(file);
  assert.is(project.configPath, path.join(temp, 'tsconfig.json'));
  const text = fs.readFileSync(file, 'utf8');
  const first = project.transform(file, text);
  assert.equal(first.diagnostics, []);
  assert.is(first.format, 'module');
  assert.ok(first.code.includes('kind: "fw.type"'), 'apidocs.type<User>() became type data');
  assert.not.ok(first.code.includes('sourceMappingURL'), 'the map is returned, not linked');
  assert.equal(first.map.sources, [file.split(path.sep).join('/')]);
  assert.is(project.transform(file, text), first, 'an unchanged file is served from the cache');
  const edited = project.transform(file, text.replace("summary: 'List users'", "summary: 'Every user'"));
  assert.is.not(edited, first);
  assert.ok(edited.code.includes('Every user'));
  assert.not.ok(edited.code.includes('List users'));
});

test('should re-emit a file when a type it imports changes on disk', () => {
  const file = path.join(temp, 'src', 'app.ts');
  const models = path.join(temp, 'src', 'models.ts');
  const before = transformFile(file);
  assert.not.ok(before.code.includes('nickname'));
  const text = fs.readFileSync(models, 'utf8');
  fs.writeFileSync(models, text.replace('export interface User {', 'export interface User {\n  nickname?: string;'));
  // A newer modification time is what the service compares.
  const later = new Date(Date.now() + 5000);
  fs.utimesSync(models, later, later);
  const after = transformFile(file);
  assert.ok(after.code.includes('nickname'), 'the schema of User now has nickname');
  fs.writeFileSync(models, text);
});

/** Runs `check` on a fresh copy of the matrix app inside the package (so its packages resolve), removed afterwards. */
function withCopy(check: (dir: string) => void): void {
  const dir = fs.mkdtempSync(path.join(PACKAGE_DIR, 'test', 'tmp-copy-'));
  try {
    fs.cpSync(APP_DIR, dir, { recursive: true });
    check(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test('should name the project files an output may come from: every import of any kind, followed through, and the global declarations', () => {
  withCopy((dir) => {
    const src = path.join(dir, 'src');
    // models.ts comes in through `import type` (as in the fixture); a re-export and an import type lead further.
    fs.writeFileSync(path.join(src, 'ids.ts'), "export type { Id } from './id.js';\n");
    fs.writeFileSync(path.join(src, 'id.ts'), 'export type Id = number;\n');
    fs.writeFileSync(path.join(src, 'note.ts'), 'export interface Note { text: string }\n');
    fs.appendFileSync(
      path.join(src, 'models.ts'),
      "\nimport type { Id } from './ids.js';\nexport type Later = { id: Id; note: import('./note.js').Note };\n",
    );
    // Declarations that reach every file: a script's globals, `declare global`, a module augmentation.
    fs.writeFileSync(path.join(src, 'env.d.ts'), 'declare const BUILD_ID: string;\n');
    fs.writeFileSync(path.join(src, 'global.ts'), 'export {};\ndeclare global { interface Tag { name: string } }\n');
    fs.writeFileSync(
      path.join(src, 'augment.ts'),
      "import type {} from './models.js';\ndeclare module './models.js' { interface User { extra?: string } }\n",
    );
    // Not imported by app.ts and declaring nothing outside itself.
    fs.writeFileSync(path.join(src, 'unrelated.ts'), 'export const unrelated = 1;\n');
    const file = path.join(src, 'app.ts');
    const result = FwProject.for(file, { diskCache: false }).transform(file);
    assert.equal(result.diagnostics, []);
    const ours = result.dependencies.filter((d) => d.startsWith(src.split(path.sep).join('/')));
    assert.equal(
      ours.map((d) => path.basename(d)),
      ['augment.ts', 'env.d.ts', 'global.ts', 'id.ts', 'ids.ts', 'models.ts', 'note.ts'],
    );
    assert.ok(result.code.includes('extra'), 'the augmentation reached the schema of User');
    assert.not.ok(
      result.dependencies.some((d) => d.includes('/node_modules/') || /\/lib\.[^/]*\.d\.ts$/.test(d)),
      'dependencies and TypeScript libs are not watched',
    );
    assert.equal(FwProject.for(file, { diskCache: false }).transpile(file, 'export const x = 1;').dependencies, []);
  });
});

test('should start the project anew when its tsconfig changes, and name the tsconfig among the dependencies', () => {
  withCopy((dir) => {
    const config = path.join(dir, 'tsconfig.json');
    const original = JSON.parse(fs.readFileSync(config, 'utf8')) as { compilerOptions: Record<string, unknown> };
    // The options live in a config the tsconfig extends.
    fs.writeFileSync(path.join(dir, 'tsconfig.base.json'), JSON.stringify(original));
    fs.writeFileSync(config, JSON.stringify({ extends: './tsconfig.base.json', include: ['src'] }));
    const file = path.join(dir, 'src', 'app.ts');
    const project = FwProject.for(file, { diskCache: false });
    const before = project.transform(file);
    assert.ok(before.code.includes('// The matrix app'), 'comments are kept by default');
    assert.ok(before.dependencies.includes(config.split(path.sep).join('/')));
    assert.ok(before.dependencies.includes(path.join(dir, 'tsconfig.base.json').split(path.sep).join('/')));
    assert.is(FwProject.for(file, { diskCache: false }), project, 'an unchanged configuration keeps its project');
    fs.writeFileSync(
      path.join(dir, 'tsconfig.base.json'),
      JSON.stringify({ ...original, compilerOptions: { ...original.compilerOptions, removeComments: true } }),
    );
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(dir, 'tsconfig.base.json'), later, later);
    const renewed = FwProject.for(file, { diskCache: false });
    assert.is.not(renewed, project, 'a changed configuration makes a new project');
    assert.not.ok(renewed.transform(file).code.includes('// The matrix app'), 'the new options apply');
  });
});

test('should report a bad route pattern as FW1003 with file, line and column', () => {
  const file = path.join(temp, 'src', 'app.ts');
  const broken = fs.readFileSync(file, 'utf8').replace("'/users/:id'", "'/users/*rest/x'");
  const result = FwProject.for(file).transform(file, broken);
  const { line, column } = positionOf(broken, "'/users/*rest/x'");
  assert.is(result.diagnostics.length, 1);
  const [d] = result.diagnostics;
  assert.equal(
    { code: d!.code, file: d!.file, line: d!.line, column: d!.column },
    { code: 'FW1003', file: file.split(path.sep).join('/'), line, column },
  );
  assert.match(d!.text, new RegExp(`app\\.ts\\(${line},${column}\\): error FW1003: route pattern "/users/\\*rest/x"`));
});

test('should report a document value known only when the app runs as FW2021, at its place', () => {
  const file = path.join(temp, 'src', 'app.ts');
  const computed = fs
    .readFileSync(file, 'utf8')
    .replace("summary: 'One user'", "summary: process.env['ONE_USER'] ?? 'One user'");
  const result = FwProject.for(file).transform(file, computed);
  const { line, column } = positionOf(computed, "process.env['ONE_USER']");
  assert.equal(
    result.diagnostics.map((d) => ({ code: d.code, line: d.line, column: d.column })),
    [{ code: 'FW2021', line, column }],
  );
  assert.match(result.diagnostics[0]!.text, /process is part of the environment the app runs in/);
});

test('should fail a Rollup build through this.error with the id and loc of the diagnostic', async () => {
  const { rollup } = (await import('rollup')) as typeof import('rollup');
  const { default: fw } = await import('@fw/transformer/rollup');
  const entry = path.join(temp, 'bad.ts');
  const text =
    "import { Router } from '@fw/runtime';\nexport const routes = [\n  Router.get('/a/*rest/b', (ctx) => ctx.text(200, 'x')),\n];\n";
  fs.writeFileSync(entry, text);
  const error = await rollup({ input: entry, plugins: [fw()], external: () => true, logLevel: 'silent' }).then(
    () => undefined,
    (e: unknown) => e as { id?: string; loc?: { file: string; line: number; column: number }; message: string },
  );
  assert.ok(error !== undefined, 'the build fails');
  assert.is(error.id, entry);
  assert.equal(error.loc, { file: entry, line: 3, column: 13 });
  assert.match(error.message, /bad\.ts\(3,14\): error FW1003: route pattern "\/a\/\*rest\/b"/);
});

test('should leave a file without fw markers to the next plugin', async () => {
  const { rollup } = (await import('rollup')) as typeof import('rollup');
  const { default: fw } = await import('@fw/transformer/rollup');
  const entry = path.join(temp, 'plain.ts');
  fs.writeFileSync(entry, 'export const two = 1 + 1;\n');
  const bundle = await rollup({ input: entry, plugins: [fw()], logLevel: 'silent' });
  const { output } = await bundle.generate({ format: 'es' });
  assert.match(output[0].code, /const two = 1 \+ 1;/);
});

test.run();
