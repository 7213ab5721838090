/**
 * The built-in middleware use only what a user's middleware can use: every name a file under
 * src/middleware/ imports from the rest of the runtime is exported by a public entry of the
 * package (`@fw/runtime` or a subpath in package.json `exports`, `./internal` aside), and no
 * member documented `@internal` is used. Checked with the TypeScript checker on the sources, so
 * a type-only import, a re-export and a symbol-keyed member count as much as a value import.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SRC = join(ROOT, 'src');
const MIDDLEWARE = join(SRC, 'middleware');
/** The built-in middleware's option rules, shared with the build (see the comment in `violations`). */
const OPTIONS = join(SRC, 'options');

/** The source files of the public entries: package.json `exports` but `./internal` and `./package.json`. */
function publicEntries(): string[] {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    exports: Record<string, string | { default: string }>;
  };
  const entries: string[] = [];
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    if (subpath === './internal' || subpath === './package.json') continue;
    const file = typeof target === 'string' ? target : target.default;
    entries.push(join(ROOT, file.replace(/^\.\/dist\//, 'src/').replace(/\.js$/, '.ts')));
  }
  return entries;
}

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourcesUnder(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

function compilerOptions(): ts.CompilerOptions {
  const config = ts.readConfigFile(join(ROOT, 'tsconfig.json'), (path) => ts.sys.readFile(path));
  return ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT).options;
}

/** A program over the runtime's sources, plus `extra` files (path to text) that exist only in memory. */
function program(files: readonly string[], extra: ReadonlyMap<string, string> = new Map()): ts.Program {
  const options = compilerOptions();
  const host = ts.createCompilerHost(options, true);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const readFile = host.readFile.bind(host);
  host.getSourceFile = (name, version, onError, create) => {
    const text = extra.get(resolve(name));
    return text === undefined
      ? getSourceFile(name, version, onError, create)
      : ts.createSourceFile(name, text, version);
  };
  host.fileExists = (name) => extra.has(resolve(name)) || fileExists(name);
  host.readFile = (name) => extra.get(resolve(name)) ?? readFile(name);
  return ts.createProgram({ rootNames: [...files, ...extra.keys()], options, host });
}

/** The symbol a name stands for once aliases (imports, re-exports) are followed. */
function target(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

function isInternal(symbol: ts.Symbol): boolean {
  return (symbol.declarations ?? []).some(
    (declaration) =>
      declaration.getSourceFile().fileName.startsWith(SRC) &&
      ts.getJSDocTags(declaration).some((tag) => tag.tagName.text === 'internal'),
  );
}

function where(node: ts.Node): string {
  const file = node.getSourceFile();
  const { line } = file.getLineAndCharacterOfPosition(node.getStart());
  return `${relative(SRC, file.fileName)}:${line + 1}`;
}

/**
 * What the middleware files among `files` use that a user's middleware could not: names imported
 * (or re-exported) from runtime modules outside src/middleware/ that no public entry exports,
 * whole-module imports of such modules, and members documented `@internal`.
 */
function violations(prog: ts.Program, files: readonly string[]): string[] {
  const checker = prog.getTypeChecker();
  const exported = new Set<ts.Symbol>();
  for (const entry of publicEntries()) {
    const source = prog.getSourceFile(entry);
    assert.ok(source !== undefined, `the public entry ${entry} exists`);
    const module = checker.getSymbolAtLocation(source);
    for (const symbol of checker.getExportsOfModule(module!)) exported.add(target(checker, symbol));
  }
  assert.ok(exported.size > 100, 'the public entries export the public API');

  const found: string[] = [];
  for (const file of files) {
    const source = prog.getSourceFile(file);
    if (source === undefined) throw new Error(`${file} is not in the program`);
    const visit = (node: ts.Node): void => {
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier !== undefined) {
        const specifier = (node.moduleSpecifier as ts.StringLiteral).text;
        if (specifier.startsWith('.')) {
          const resolved = resolve(dirname(file), specifier).replace(/\.js$/, '.ts');
          // A middleware's own helpers, and those the built-ins share among themselves. Their option
          // rules live in src/options/ so that the build can run them on literal options too: they
          // are each middleware's own checks, not a hook a user's middleware would need.
          if (!resolved.startsWith(MIDDLEWARE + sep) && !resolved.startsWith(OPTIONS + sep)) {
            const module = relative(SRC, resolved);
            const names: ts.ModuleExportName[] = [];
            if (ts.isImportDeclaration(node)) {
              const clause = node.importClause;
              if (clause === undefined) found.push(`${where(node)}: imports ${module} for its side effects`);
              else {
                if (clause.name !== undefined) found.push(`${where(node)}: default import of ${module}`);
                const bindings = clause.namedBindings;
                if (bindings !== undefined && ts.isNamespaceImport(bindings))
                  found.push(`${where(node)}: imports all of ${module}`);
                else if (bindings !== undefined) names.push(...bindings.elements.map((e) => e.name));
              }
            } else if (node.exportClause === undefined || !ts.isNamedExports(node.exportClause)) {
              found.push(`${where(node)}: re-exports all of ${module}`);
            } else names.push(...node.exportClause.elements.map((e) => e.name));
            for (const name of names) {
              const symbol = checker.getSymbolAtLocation(name);
              if (symbol === undefined || !exported.has(target(checker, symbol)))
                found.push(`${where(name)}: ${name.text} from ${module} is not exported by a public entry`);
            }
          }
        }
      } else if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) {
        const key = ts.isPropertyAccessExpression(node) ? node.name : node.argumentExpression;
        const symbol = checker.getSymbolAtLocation(key);
        if (symbol !== undefined && isInternal(target(checker, symbol)))
          found.push(`${where(node)}: uses ${node.getText()}, which is @internal`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

const Surface = suite('middleware: public surface only');

Surface('should find every built-in middleware and its helpers under src/middleware', () => {
  const files = sourcesUnder(MIDDLEWARE).map((file) => relative(MIDDLEWARE, file));
  for (const name of ['timeout/index.ts', 'metrics/index.ts', 'logger/index.ts', 'tracing/index.ts', 'files.ts'])
    assert.ok(files.includes(name.split('/').join(sep)), name);
  assert.ok(files.length >= 35, `${files.length} files`);
});

Surface('should import from the runtime only what its public entries export, and use no @internal member', () => {
  const files = sourcesUnder(MIDDLEWARE);
  // The package's build type-checks these sources; here only their imports and members are resolved.
  const prog = program([...publicEntries(), ...files]);
  assert.equal(violations(prog, files), []);
});

Surface('should catch a middleware that reaches into the core (the check itself)', () => {
  const probe = join(MIDDLEWARE, 'probe', 'index.ts');
  const text = [
    "import { kResponse, type Context } from '../../context.js';",
    "import type { RequestSide } from '../../context/request.js';",
    "import { isDraining } from '../../draining.js';",
    "import * as pipeline from '../../pipeline.js';",
    "import { FwError, RouteDef } from '../../index.js';",
    "import { onRequest } from '../../pipeline.js';",
    "export { markDraining } from '../../draining.js';",
    'export function probe(ctx: Context, side: RequestSide, route: RouteDef): unknown {',
    "  return [ctx[kResponse].clock(), side, isDraining(ctx.req), pipeline, FwError, onRequest, route.wrap('/p', [], [])];",
    '}',
  ].join('\n');
  const prog = program([...publicEntries(), probe], new Map([[resolve(probe), text]]));
  const found = violations(prog, [probe]).map((line) => line.replace(/^middleware[\\/]probe[\\/]index\.ts:\d+: /, ''));
  assert.equal(found, [
    'kResponse from context.ts is not exported by a public entry',
    'RequestSide from context/request.ts is not exported by a public entry',
    'isDraining from draining.ts is not exported by a public entry',
    'imports all of pipeline.ts',
    'markDraining from draining.ts is not exported by a public entry',
    'uses ctx[kResponse], which is @internal',
    'uses route.wrap, which is @internal',
  ]);
});

Surface.run();
