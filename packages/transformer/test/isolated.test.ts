/**
 * The runner service emits module files with `isolatedModules` when that changes nothing (so an
 * edit does not make TypeScript work out the type of the whole route table again): its output
 * must equal a plain emit without `isolatedModules`, and a file that uses a const enum (imported,
 * through a namespace import, or declared in the file) must get TypeScript's inlined members.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fwTransformer from '@fw/transformer';
import { FwProject, mayUseFw } from '@fw/transformer/service';
import { FIXTURES_DIR, PACKAGE_DIR, REPO_ROOT } from './compile.js';
import { sharedHost } from './hosts.js';

const test = suite('isolated emit');
let temp = '';

test.before(() => {
  temp = fs.mkdtempSync(path.join(PACKAGE_DIR, 'test', 'tmp-isolated-'));
  fs.cpSync(path.join(FIXTURES_DIR, 'matrix-app'), temp, { recursive: true });
});

test.after(() => {
  fs.rmSync(temp, { recursive: true, force: true });
});

/** `file` emitted by a fresh program of its tsconfig with the fw transformer, without `isolatedModules`: what tsc would write. */
function plainEmit(file: string): string {
  const configPath = ts.findConfigFile(path.dirname(file), ts.sys.fileExists)!;
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  )!;
  const options: ts.CompilerOptions = {
    ...parsed.options,
    noEmit: false,
    declaration: false,
    declarationMap: false,
    composite: false,
    incremental: false,
    sourceMap: true,
    inlineSources: true,
    noCheck: true,
  };
  // Relative to the tsconfig's directory, as the service makes the type data's `source`.
  const host = sharedHost(options);
  host.getCurrentDirectory = () => path.dirname(configPath);
  const program = ts.createProgram({ rootNames: [...parsed.fileNames, file], options, host });
  let js = '';
  program.emit(
    program.getSourceFile(file),
    (name, data) => (/\.[cm]?js$/.test(name) ? (js = data) : undefined),
    undefined,
    false,
    {
      before: [fwTransformer(program, parsed.raw?.compilerOptions?.plugins?.[0] ?? {}, { addDiagnostic: () => 0 })],
    },
  );
  return js.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '\n');
}

test('should emit the matrix app and the demo as a plain emit does', () => {
  // The matrix app leaves isolatedModules off (the service turns it on for its emit); the demo has verbatimModuleSyntax.
  assert.not.match(fs.readFileSync(path.join(temp, 'tsconfig.json'), 'utf8'), /isolatedModules|verbatimModuleSyntax/);
  let files = 0;
  for (const dir of [path.join(temp, 'src'), path.join(REPO_ROOT, 'examples', 'demo', 'src')]) {
    for (const name of fs.readdirSync(dir).filter((n) => n.endsWith('.ts'))) {
      const file = path.join(dir, name);
      if (!mayUseFw(fs.readFileSync(file, 'utf8'))) continue;
      files++;
      assert.fixture(FwProject.for(file).transform(file).code, plainEmit(file), name);
    }
  }
  assert.ok(files >= 3, `${files} files compared`);
});

test('should inline const enum members as TypeScript does, whichever way the file reaches them', () => {
  const src = path.join(temp, 'src');
  fs.writeFileSync(
    path.join(src, 'enums.ts'),
    'export const enum Color { Red = 1, Green = 2 }\nexport const plain = 3;\n',
  );
  const cases: Record<string, string> = {
    'named.ts':
      "import { Color } from './enums.js';\nimport { Router } from '@fw/runtime';\nexport const green = Color.Green;\nexport const r = Router.get('/c', (ctx) => ctx.json('ok', { green }));\n",
    'namespace.ts':
      "import * as enums from './enums.js';\nimport { Router } from '@fw/runtime';\nexport const green = enums.Color.Green;\nexport const r = Router.get('/c', (ctx) => ctx.json('ok', { green }));\n",
    'local.ts':
      "import { Router } from '@fw/runtime';\nconst enum Size { S = 'small', L = 'large' }\nexport const size = Size.L;\nexport const r = Router.get('/s', (ctx) => ctx.json('ok', { size }));\n",
  };
  for (const [name, text] of Object.entries(cases)) {
    const file = path.join(src, name);
    fs.writeFileSync(file, text);
    const code = FwProject.for(file).transform(file, text).code;
    assert.fixture(code, plainEmit(file), name);
    assert.match(
      code,
      name === 'local.ts' ? /"large" \/\* Size\.L \*\// : /2 \/\* (enums\.)?Color\.Green \*\//,
      `${name}: the member is inlined`,
    );
    assert.not.match(
      code,
      /from '\.\/enums\.js'|from "\.\/enums\.js"/,
      `${name}: the import of the const enum is elided`,
    );
  }
  // A file without const enums afterwards: still the plain emit.
  const app = path.join(src, 'app.ts');
  fs.appendFileSync(app, '\n// again\n');
  const later = new Date(Date.now() + 10_000);
  fs.utimesSync(app, later, later);
  assert.fixture(FwProject.for(app).transform(app).code, plainEmit(app));
});

test.run();
