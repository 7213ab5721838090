/** The compile helper itself: in-memory sources, real node_modules, both TypeScript copies on 5.9. */
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ts as morphTs } from 'ts-morph';
import ts from 'typescript';
import { Compiler, PACKAGE_DIR, VIRTUAL_DIR } from './compile.js';

const test = suite('compile helper');

test('should pair ts-morph with a TypeScript of the same minor version as the transformer', () => {
  // ts-morph bundles its own copy (5.9.2); the transformer imports the package's (5.9.3).
  assert.match(morphTs.version, /^5\.9\./);
  assert.match(ts.version, /^5\.9\./);
  assert.is(morphTs.SyntaxKind.CallExpression, ts.SyntaxKind.CallExpression);
  assert.is(morphTs.TypeFlags.StringLiteral, ts.TypeFlags.StringLiteral);
});

test('should resolve @fw/runtime and typia from the transformer package node_modules', () => {
  const from = path.join(VIRTUAL_DIR, 'probe.ts');
  const options = { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext };
  const runtime = ts.resolveModuleName(
    '@fw/runtime',
    from,
    options,
    ts.sys,
    undefined,
    undefined,
    ts.ModuleKind.ESNext,
  ).resolvedModule;
  const typia = ts.resolveModuleName(
    'typia',
    from,
    options,
    ts.sys,
    undefined,
    undefined,
    ts.ModuleKind.ESNext,
  ).resolvedModule;
  assert.is(runtime?.resolvedFileName, path.join(PACKAGE_DIR, '..', 'runtime', 'dist', 'index.d.ts'));
  assert.ok(
    typia !== undefined && fs.realpathSync(typia.resolvedFileName).includes(`${path.sep}typia@12.2.1`),
    typia?.resolvedFileName,
  );
});

test('should compile without writing the virtual files and emit ES modules', () => {
  const { diagnostics, files } = new Compiler().compile({
    'probe.ts':
      "import { apidocs } from '@fw/runtime';\nimport type { tags } from 'typia';\nexport const schema = apidocs.jsonSchema<{ id: number & tags.Type<'int32'> }>();\n",
  });
  assert.equal(diagnostics, []);
  const js = files.get('probe.js') ?? '';
  assert.ok(js.includes("import { apidocs } from '@fw/runtime';"), js);
  assert.ok(js.includes('export const schema = "{\\"type\\":\\"object\\"'), js);
  assert.not.ok(fs.existsSync(VIRTUAL_DIR), 'nothing is written under test/virtual');
});

test('should keep compilations apart', () => {
  const compiler = new Compiler();
  const first = compiler.compile({
    'a.ts': "import { Router } from '@fw/runtime';\nexport const r = Router.get('/a/*x/b', (ctx) => ctx.text('x'));\n",
  });
  assert.equal(first.diagnostics.map((d) => d.code).sort(), ['FW1003', 'TS2345']);
  const second = compiler.compile({ 'b.ts': 'export const x = 1;\n' });
  assert.equal(second.diagnostics, []);
  assert.equal([...second.files.keys()], ['b.js']);
});

test.run();
