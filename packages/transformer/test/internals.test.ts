/**
 * A smoke test of every internal of another project that the transformer relies on (the adapters
 * in src/adapters/): TypeScript's undeclared API, typia's `@typia/core`, and Node's CommonJS
 * resolver and `node --watch` message. Each case uses one internal the way fw does; when one
 * fails after an upgrade, its message names the dependency, the version the internals were
 * checked with and the one installed now, and what no longer holds, as in
 * `TypeScript 5.9.3 -> 5.10.0: ts.transformTypeScript is gone or no longer erases types`.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as tsInternals from '../dist/adapters/typescript.js';
import * as typiaInternals from '../dist/adapters/typia.js';
import * as nodeInternals from '../dist/adapters/node.js';
import { PACKAGE_DIR, VIRTUAL_DIR } from './compile.js';
import { sharedHost } from './hosts.js';

const ADAPTERS = path.join(PACKAGE_DIR, 'dist', 'adapters');
/** Resolves packages as the adapters do: from their own directory. */
const fromAdapters = createRequire(path.join(ADAPTERS, 'typescript.js'));
const installed = (name: string): string => (fromAdapters(`${name}/package.json`) as { version: string }).version;

const DEPENDENCIES = {
  TypeScript: { checked: tsInternals.CHECKED_TYPESCRIPT, installed: installed('typescript') },
  typia: { checked: typiaInternals.CHECKED_TYPIA, installed: installed('@typia/core') },
  Node: { checked: nodeInternals.CHECKED_NODE, installed: process.versions.node },
} as const;

/**
 * A case that checks one internal: when `body` throws, the failure reads
 * `<dependency> <checked> -> <installed>: <broken> (<what failed>)`.
 */
function internal(
  test: ReturnType<typeof suite>,
  dependency: keyof typeof DEPENDENCIES,
  broken: string,
  body: () => void | Promise<void>,
): void {
  const { checked, installed: now } = DEPENDENCIES[dependency];
  test(`should find ${dependency} ${now} as fw uses it: not "${broken}"`, async () => {
    try {
      await body();
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      throw new Error(`${dependency} ${checked} -> ${now}: ${broken} (${detail})`);
    }
  });
}

const printer = ts.createPrinter();
const parse = (text: string): ts.SourceFile =>
  ts.createSourceFile('internals.ts', text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);

const typescript = suite('TypeScript internals');

internal(typescript, 'TypeScript', 'ts.transformTypeScript is gone or no longer erases types', () => {
  const file = parse('const f = (a: number): number => a as number;\n');
  const result = ts.transform(file, [tsInternals.typeEraser()], { target: ts.ScriptTarget.ES2022 });
  try {
    assert.is(printer.printFile(result.transformed[0]!).trim(), 'const f = (a) => a;');
  } finally {
    result.dispose();
  }
});

internal(typescript, 'TypeScript', 'ts.factory.cloneNode is gone or a cloned unique name prints differently', () => {
  const f = ts.factory;
  const name = f.createUniqueName('__fw_type_User');
  const clone = tsInternals.cloneNode(name);
  assert.is.not(clone, name);
  const file = f.updateSourceFile(parse(''), [
    f.createVariableStatement(
      undefined,
      f.createVariableDeclarationList([f.createVariableDeclaration(name, undefined, undefined, f.createNull())]),
    ),
    f.createExpressionStatement(clone),
  ]);
  const [declared, used] = printer.printFile(file).trim().split('\n');
  assert.is(declared, 'var __fw_type_User_1 = null;');
  assert.is(used, '__fw_type_User_1;');
});

internal(
  typescript,
  'TypeScript',
  'SourceFile.identifiers is gone or no longer lists the identifiers of a file',
  () => {
    const identifiers = tsInternals.fileIdentifiers(parse('const alpha = beta(gamma.delta);\n'));
    assert.ok(identifiers !== undefined, 'no identifiers map');
    for (const name of ['alpha', 'beta', 'gamma', 'delta']) assert.ok(identifiers.has(name), name);
    assert.not.ok(identifiers.has('epsilon'));
  },
);

internal(
  typescript,
  'TypeScript',
  "Program.forEachResolvedModule is gone or no longer gives each import's file",
  () => {
    const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'fw-internals-')));
    try {
      fs.writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b.js';\nexport const a: B = 1;\n");
      fs.writeFileSync(path.join(dir, 'b.ts'), 'export type B = number;\n');
      const options = {
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        noEmit: true,
      };
      const program = ts.createProgram([path.join(dir, 'a.ts')], options, sharedHost(options));
      const found: string[] = [];
      const kept = tsInternals.forEachResolvedModule(program, program.getSourceFile(path.join(dir, 'a.ts'))!, (file) =>
        found.push(file),
      );
      assert.ok(kept, 'the program keeps no resolutions');
      assert.equal(found, [path.join(dir, 'b.ts').split(path.sep).join('/')]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
);

internal(typescript, 'TypeScript', 'TypeChecker.getUnionType is gone or no longer makes a union', () => {
  const file = ts.createSourceFile(
    'u.ts',
    'declare const a: { x: 1 };\ndeclare const b: { y: "b" };\n',
    ts.ScriptTarget.ES2022,
    true,
  );
  const host = sharedHost({ noEmit: true, types: [] });
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, target) => (name === 'u.ts' ? file : getSourceFile(name, target));
  const program = ts.createProgram(['u.ts'], { noEmit: true, types: [] }, host);
  const checker = program.getTypeChecker();
  const [a, b] = program
    .getSourceFile('u.ts')!
    .statements.map((statement) =>
      checker.getTypeAtLocation((statement as ts.VariableStatement).declarationList.declarations[0]!.name),
    );
  const union = tsInternals.unionOf(checker, [a!, b!]);
  assert.ok(union.isUnion(), checker.typeToString(union));
  assert.is(checker.typeToString(union), '{ x: 1; } | { y: "b"; }');
});

internal(typescript, 'TypeScript', 'StringLiteral.singleQuote no longer tells how a string literal prints', () => {
  assert.ok(tsInternals.isSingleQuoted(ts.factory.createStringLiteral('c', true)));
  assert.not.ok(tsInternals.isSingleQuoted(ts.factory.createStringLiteral('c')));
  const print = (node: ts.Node): string => printer.printNode(ts.EmitHint.Expression, node, parse(''));
  assert.is(print(ts.factory.createStringLiteral('c', true)), "'c'");
  assert.is(print(ts.factory.createStringLiteral('c')), '"c"');
});

internal(typescript, 'TypeScript', 'multiLine no longer tells how an object or array literal prints', () => {
  const f = ts.factory;
  const property = f.createPropertyAssignment('a', f.createNull());
  const multi = f.createObjectLiteralExpression([property], true);
  const single = f.createObjectLiteralExpression([property], false);
  assert.ok(tsInternals.isMultiLine(multi));
  assert.not.ok(tsInternals.isMultiLine(single));
  assert.ok(tsInternals.isMultiLine(f.createArrayLiteralExpression([f.createNull()], true)));
  const print = (node: ts.Node): string => printer.printNode(ts.EmitHint.Expression, node, parse(''));
  assert.ok(print(multi).includes('\n'));
  assert.not.ok(print(single).includes('\n'));
});

internal(typescript, 'TypeScript', 'IntrinsicType.intrinsicName is gone', () => {
  const checker = ts.createProgram([], { noEmit: true }, sharedHost({ noEmit: true })).getTypeChecker();
  assert.is(tsInternals.intrinsicName(checker.getStringType()), 'string');
  assert.is(tsInternals.intrinsicName(checker.getUndefinedType()), 'undefined');
  assert.is(tsInternals.intrinsicName(checker.getStringLiteralType('a')), undefined);
});

internal(typescript, 'TypeScript', 'a diagnostic with a text code no longer prints as error TS(FW1003)', () => {
  const file = parse('x;\n');
  const diagnostic = tsInternals.textCodedDiagnostic(
    { file, start: 0, length: 1, messageText: 'a message', category: ts.DiagnosticCategory.Error, source: 'fw' },
    'FW1003',
  );
  const host: ts.FormatDiagnosticsHost = {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => '/',
    getNewLine: () => '\n',
  };
  assert.is(ts.formatDiagnostics([diagnostic], host).trim(), 'internals.ts(1,1): error TS(FW1003): a message');
  assert.is(tsInternals.diagnosticCode(diagnostic), 'FW1003');
  assert.is(tsInternals.diagnosticCode({ ...diagnostic, code: 2322 }), 'TS2322');
});

typescript.run();

const typia = suite('typia internals');

/** A type with a template literal, an optional property, a nullable, an array, a Date, a typia tag, an unknown and a record. */
const TYPES = `import type { tags } from 'typia';
export interface Probe {
  email: \`\${string}@\${string}.\${string}\`;
  site: string & tags.Format<'url'>;
  nickname?: string;
  manager: string | null;
  tags: string[];
  born: Date;
  kind: 'a' | 'b';
  big: number & tags.Type<'int64'>;
  count: number & tags.Type<'uint64'>;
  ratio: number & tags.Type<'float'>;
  note: unknown;
  scores: Record<string, { n: number }>;
}
export type Wrong = number & tags.MinLength<3>;
declare function probe(): void;
probe();
`;

/** Runs `body` with a typia context inside a transform of a program holding {@link TYPES}, as the transformer does. */
function withTypia(
  body: (
    context: typiaInternals.ITypiaContext,
    type: (name: string) => ts.Type,
    modulo: ts.LeftHandSideExpression,
  ) => void,
): void {
  const file = path.join(VIRTUAL_DIR, 'internals-probe.ts');
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  };
  const host = sharedHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, onError) =>
    name === file ? ts.createSourceFile(name, TYPES, version, true) : getSourceFile(name, version, onError);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === file || fileExists(name);
  const program = ts.createProgram([file], options, host);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const type = (name: string): ts.Type => {
    const statement = source.statements.find(
      (s): s is ts.InterfaceDeclaration | ts.TypeAliasDeclaration =>
        (ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s)) && s.name.text === name,
    )!;
    return checker.getTypeAtLocation(statement.name);
  };
  // typia writes the callee's source text into its messages: a node of the file, as a marker's callee is.
  const call = source.statements.find(ts.isExpressionStatement)!.expression as ts.CallExpression;
  const modulo = call.expression;
  const result = ts.transform(source, [
    (transformer) => (sourceFile) => {
      body(
        typiaInternals.createTypiaContext({
          program,
          printer: ts.createPrinter(),
          transformer,
          importer: typiaInternals.createImporter(),
          addDiagnostic: () => {},
        }),
        type,
        modulo,
      );
      return sourceFile;
    },
  ]);
  result.dispose();
}

const print = (node: ts.Node): string =>
  ts.createPrinter().printNode(ts.EmitHint.Unspecified, node, ts.createSourceFile('x.ts', '', ts.ScriptTarget.ES2022));

internal(
  typia,
  'typia',
  "MetadataFactory.analyze no longer gives the metadata fw reads, or its errors' form changed",
  () => {
    withTypia((context, type) => {
      const analysis = typiaInternals.analyzeType(context.checker, context.transformer, type('Probe'));
      assert.ok('metadata' in analysis, 'reason' in analysis ? analysis.reason : '');
      const object = analysis.metadata.objects[0]!.type;
      const property = (name: string): typiaInternals.MetadataSchema =>
        object.properties.find((p) => p.key.isSoleLiteral() && p.key.constants[0]?.values[0]?.value === name)!.value;
      assert.is(property('email').templates.length, 1);
      assert.is(property('nickname').isRequired(), false);
      assert.is(property('manager').nullable, true);
      assert.is(property('tags').arrays[0]!.type.value.atomics[0]!.type, 'string');
      const born = property('born');
      assert.ok(born.escaped !== null && born.escaped.original.natives[0]!.name === 'Date', 'Date is not escaped');
      assert.equal(
        property('kind').constants[0]!.values.map((v) => v.value),
        ['a', 'b'],
      );
      const site = property('site').atomics[0]!.tags[0]!;
      assert.ok(
        site.some((tag) => tag.kind === 'format' && tag.value === 'url'),
        'the Format tag is not in tags',
      );
      const wrong = typiaInternals.analyzeType(context.checker, context.transformer, type('Wrong'));
      assert.ok('reason' in wrong && wrong.reason.includes('MinLength'), JSON.stringify(wrong));
    });
  },
);

internal(typia, 'typia', 'a programmer is gone or no longer writes a function', () => {
  withTypia((context, type, modulo) => {
    for (const programmer of ['validatePrune', 'validate', 'validateEquals', 'is', 'jsonStringify', 'clone'] as const) {
      const code = typiaInternals.writeCode({ context, modulo, type: type('Probe'), name: 'Probe' }, programmer);
      assert.ok(ts.isArrowFunction(code) || ts.isCallExpression(code), `${programmer}: ${ts.SyntaxKind[code.kind]}`);
    }
  });
});

internal(
  typia,
  'typia',
  "a template literal type's check is no longer RegExp(/<template_to_pattern>/).test, as fw rewrites it",
  () => {
    withTypia((context, type, modulo) => {
      const code = typiaInternals.writeCode({ context, modulo, type: type('Probe'), name: 'Probe' }, 'validate');
      const found: string[] = [];
      const visit = (node: ts.Node): void => {
        const pattern = typiaInternals.patternTestOf(node);
        if (pattern !== undefined) found.push(pattern);
        ts.forEachChild(node, visit);
      };
      visit(code);
      const analysis = typiaInternals.analyzeType(context.checker, context.transformer, type('Probe'));
      assert.ok('metadata' in analysis);
      const email = analysis.metadata.objects[0]!.type.properties[0]!.value;
      const expected = typiaInternals.typiaTemplatePattern(email.templates[0]!.row, true);
      assert.is(expected, '(.*)@(.*)\\.(.*)');
      assert.ok(found.includes(expected), `typia checked ${JSON.stringify(found)}`);
      assert.is(print(typiaInternals.patternTest('^a$')), 'RegExp(/^a$/).test');
    });
  },
);

internal(
  typia,
  'typia',
  'checks no longer walk arrays with every and map and test Dates with instanceof, the JSON writer no longer writes an unknown with JSON.stringify, or the copy no longer loops over a record with Object.entries, as fw rewrites them for answers',
  () => {
    withTypia((context, type, modulo) => {
      const props = { context, modulo, type: type('Probe'), name: 'Probe' };
      const found = (code: ts.Node, of: (node: ts.Node) => unknown): string[] => {
        const out: string[] = [];
        const visit = (node: ts.Node): void => {
          if (of(node) !== undefined) out.push(print(node));
          ts.forEachChild(node, visit);
        };
        visit(code);
        return out;
      };
      for (const programmer of ['is', 'validate'] as const) {
        const code = typiaInternals.writeCode(props, programmer);
        const walks = found(code, typiaInternals.arrayWalkOf);
        assert.ok(
          walks.some((walk) => walk.startsWith('input.tags.every(')),
          `${programmer}: ${walks.join('\n')}`,
        );
        if (programmer === 'validate')
          assert.ok(
            walks.some((walk) => walk.startsWith('input.tags.map(')),
            `${programmer}: ${walks.join('\n')}`,
          );
        const dates = found(code, typiaInternals.dateCheckOf);
        assert.ok(
          dates.length > 0 && dates.every((check) => check === 'input.born instanceof Date'),
          `${programmer}: ${dates.join('\n')}`,
        );
      }
      const writer = found(typiaInternals.writeCode(props, 'jsonStringify'), typiaInternals.jsonStringifyOf);
      assert.ok(writer.includes('JSON.stringify(input.note)'), writer.join('\n'));
      const loops: string[] = [];
      const visit = (node: ts.Node): void => {
        const loop = typiaInternals.entriesLoopOf(node);
        if (loop !== undefined) loops.push(loop.value);
        ts.forEachChild(node, visit);
      };
      visit(typiaInternals.writeCode(props, 'clone'));
      assert.equal(loops, ['value']);
    });
  },
);

internal(typia, 'typia', 'the import programmer, or the helpers fw replaces, changed', () => {
  withTypia((context, type, modulo) => {
    const calls: typiaInternals.ImportCall[] = [];
    const restore = typiaInternals.recordImports(context.importer, calls);
    typiaInternals.writeCode({ context, modulo, type: type('Probe'), name: 'Probe' }, 'validate');
    restore();
    assert.ok(calls.length > 0, 'no import was asked for');
    const written = typiaInternals.importStatements(context.importer).map(print);
    const specifiers = typiaInternals
      .importStatements(context.importer)
      .filter(ts.isImportDeclaration)
      .map((s) => (s.moduleSpecifier as ts.StringLiteral).text);
    for (const helper of [
      'typia/lib/internal/_validateReport',
      'typia/lib/internal/_isFormatUrl',
      'typia/lib/internal/_isTypeInt64',
      'typia/lib/internal/_isTypeUint64',
      'typia/lib/internal/_isTypeFloat',
    ]) {
      assert.ok(specifiers.includes(helper), `${helper} not among ${specifiers.join(', ')}`);
      assert.ok(typiaInternals.isReplacedHelper(helper));
      fromAdapters.resolve(helper);
    }
    // A reused piece asks a new file's importer for the same imports.
    const again = typiaInternals.createImporter();
    typiaInternals.replayImports(again, calls);
    assert.equal(typiaInternals.importStatements(again).map(print), written);
  });
});

typia.run();

const node = suite('Node internals');

internal(node, 'Node', "Module._resolveFilename is gone or no longer decides a require's file", () => {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'fw-internals-')));
  try {
    // A project whose own typescript is another one, with typia and another package beside it.
    const write = (file: string, text: string): void => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    write('node_modules/typescript/package.json', '{"name":"typescript","version":"0.0.0-project","main":"index.js"}');
    write('node_modules/typescript/index.js', 'exports.version = "0.0.0-project";\n');
    write('node_modules/typia/probe.js', "module.exports = require('typescript').version;\n");
    write('node_modules/other/probe.js', "module.exports = require('typescript').version;\n");
    const versions = (scope: string): string => {
      const script = [
        `const { pinTypeScript } = require(${JSON.stringify(path.join(ADAPTERS, 'node.js'))});`,
        scope === '' ? '' : `pinTypeScript(${JSON.stringify(path.join(ADAPTERS, 'node.js'))}, '${scope}');`,
        `console.log(require('./node_modules/typia/probe.js'), require('./node_modules/other/probe.js'));`,
      ].join('\n');
      const run = spawnSync(process.execPath, ['-e', script], { cwd: dir, encoding: 'utf8', timeout: 30_000 });
      assert.is(run.status, 0, run.stderr);
      return run.stdout.trim();
    };
    const own = ts.version;
    assert.is(versions(''), '0.0.0-project 0.0.0-project');
    assert.is(versions('typia'), `${own} 0.0.0-project`);
    assert.is(versions('process'), `${own} ${own}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

internal(node, 'Node', 'node --watch no longer restarts on a file named in a watch:require message', async () => {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'fw-internals-')));
  const watched = path.join(dir, 'types.ts');
  fs.writeFileSync(watched, 'export type A = 1;\n');
  fs.writeFileSync(
    path.join(dir, 'app.cjs'),
    [
      `const report = require(${JSON.stringify(path.join(ADAPTERS, 'node.js'))}).watchReporter();`,
      `if (report === undefined) { console.log('no reporter'); process.exit(1); }`,
      `report([${JSON.stringify(watched)}]);`,
      `console.log('started');`,
      'setInterval(() => {}, 1000);',
    ].join('\n'),
  );
  // A process group of its own: stopping it stops the app process the watcher started too.
  const child = spawn(process.execPath, ['--watch', 'app.cjs'], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const starts = (): number => output.split('started').length - 1;
  const until = async (done: () => boolean, what: string): Promise<void> => {
    for (let waited = 0; !done(); waited += 50) {
      if (waited > 20_000 || child.exitCode !== null) throw new Error(`${what}; output: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  try {
    await until(() => starts() === 1, 'the app did not start');
    // The message reaches the watcher asynchronously, and the watcher waits for changes to settle:
    // change the file once a second until the app restarts.
    let changed = 0;
    await until(() => {
      if (starts() < 2 && Date.now() - changed > 1000) {
        changed = Date.now();
        fs.writeFileSync(watched, `export type A = ${changed};\n`);
      }
      return starts() >= 2;
    }, 'a change to the reported file did not restart the app');
  } finally {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // The group is gone already.
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

node.run();
