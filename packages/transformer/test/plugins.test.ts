/**
 * The runner plugins' core and their error reports: the warm project emits a file once per
 * version, re-emits after an edit (of the file or of a type it imports), leaves files without fw
 * markers alone, and Rollup reports a bad route pattern through `this.error` with its id and loc.
 */
import fs from 'node:fs';
import os from 'node:os';
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
  assert.not.ok(mayUseFw("export const add = (a: number, b: number): number => a + b; // routing"));
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

test('should report a bad route pattern as FW1003 with file, line and column', () => {
  const file = path.join(temp, 'src', 'app.ts');
  const broken = fs.readFileSync(file, 'utf8').replace("'/users/:id'", "'/users/*rest/x'");
  const result = FwProject.for(file).transform(file, broken);
  const { line, column } = positionOf(broken, "'/users/*rest/x'");
  assert.is(result.diagnostics.length, 1);
  const [d] = result.diagnostics;
  assert.equal({ code: d!.code, file: d!.file, line: d!.line, column: d!.column }, { code: 'FW1003', file: file.split(path.sep).join('/'), line, column });
  assert.match(d!.text, new RegExp(`app\\.ts\\(${line},${column}\\): error FW1003: route pattern "/users/\\*rest/x"`));
});

test('should fail a Rollup build through this.error with the id and loc of the diagnostic', async () => {
  const { rollup } = (await import('rollup')) as typeof import('rollup');
  const { default: fw } = (await import('@fw/transformer/rollup')) as typeof import('@fw/transformer/rollup');
  const entry = path.join(temp, 'bad.ts');
  const text = "import { Router } from '@fw/runtime';\nexport const routes = [\n  Router.get('/a/*rest/b', (ctx) => ctx.text(200, 'x')),\n];\n";
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
  const { default: fw } = (await import('@fw/transformer/rollup')) as typeof import('@fw/transformer/rollup');
  const entry = path.join(temp, 'plain.ts');
  fs.writeFileSync(entry, 'export const two = 1 + 1;\n');
  const bundle = await rollup({ input: entry, plugins: [fw()], logLevel: 'silent' });
  const { output } = await bundle.generate({ format: 'es' });
  assert.match(output[0].code, /const two = 1 \+ 1;/);
});

test.run();
