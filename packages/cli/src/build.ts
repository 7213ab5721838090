/** `fwc build`: type-check and emit a project through the fw transformer, then write openapi.json. */
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import transformerModule, { type MarkerCache } from '@fw/transformer';
import { SWAGGER_UI_DIR, SWAGGER_UI_FILES } from '@fw/runtime/internal';
import { formatDiagnostic, isError, sortDiagnostics } from './diagnostics.js';
import { removeStaleOutputs } from './outputs.js';
import { readProjectConfig } from './tsconfig.js';

/** The module specifier of fw's transformer, as written in `compilerOptions.plugins`. */
export const TRANSFORMER = '@fw/transformer';

/** Options of {@link build}; every path is relative to `cwd`. */
export interface BuildOptions {
  /** A tsconfig file, or a directory holding `tsconfig.json`. Default `tsconfig.json`. */
  readonly project?: string | undefined;
  /** The compiled app module whose `spec` export becomes openapi.json; see {@link findAppModule}. */
  readonly app?: string | undefined;
  /** Where to write the OpenAPI document. Default `openapi.json` next to the tsconfig. */
  readonly out?: string | undefined;
  /** Write openapi.json after compiling. Default `true`. */
  readonly openapi?: boolean | undefined;
  /** Directory that relative paths (and printed file names) start from. Default `process.cwd()`. */
  readonly cwd?: string | undefined;
  /** After a successful build, bundle the app's entry into one file; see {@link bundleApp}. Default `false`. */
  readonly bundle?: boolean | undefined;
  /** The TypeScript entry to bundle. Default: package.json `"fw": { "entry" }`, else `src/main.ts`. */
  readonly entry?: string | undefined;
  /** Where to write the bundle. Default `<outDir>/bundle.mjs` (`dist/bundle.mjs` without an outDir). */
  readonly bundleOut?: string | undefined;
}

/** A ts-patch "program" transformer, the form `@fw/transformer` exports as `default`. */
export type ProgramTransformer = (
  program: ts.Program,
  config: Record<string, unknown>,
  extras: { addDiagnostic(diagnostic: ts.Diagnostic): unknown; markerCache?: MarkerCache | undefined },
) => ts.TransformerFactory<ts.SourceFile>;

/**
 * Compiles the project as `tsc -p` would, with `@fw/transformer` in the `before` transformers
 * (no patched TypeScript needed), prints every diagnostic as `file(line,col): error CODE: message`,
 * then writes the app's OpenAPI document. Resolves with the exit code: 0 built, 1 failed.
 *
 * @example process.exitCode = await build({ project: 'tsconfig.json' })
 */
export async function build(options: BuildOptions = {}): Promise<number> {
  const cwd = options.cwd ?? process.cwd();
  const configPath = findConfig(path.resolve(cwd, options.project ?? 'tsconfig.json'));
  if (configPath === undefined) {
    const shown = path.resolve(cwd, options.project ?? 'tsconfig.json');
    console.error(
      `fwc build: error: cannot find ${shown}${options.project === undefined ? '; run fwc build in the project directory or pass --project <tsconfig.json>' : ''}`,
    );
    return 1;
  }
  const projectDir = path.dirname(configPath);
  const print = (diagnostics: readonly ts.Diagnostic[]): void => {
    for (const d of sortDiagnostics(diagnostics)) console.log(formatDiagnostic(d, cwd));
  };

  const config = readProjectConfig(configPath);
  if ('fatal' in config) {
    print(config.fatal);
    return 1;
  }
  for (const note of config.notes) console.error(`fwc build: ${note.level}: ${note.text}`);
  const parsed = config.parsed;
  const pluginConfig = fwPluginConfig(parsed.options.plugins, configPath, cwd);

  const program = ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    projectReferences: parsed.projectReferences,
    configFileParsingDiagnostics: parsed.errors,
  });
  const diagnostics: ts.Diagnostic[] = [...ts.getPreEmitDiagnostics(program)];
  const compilerOptions = program.getCompilerOptions();

  let emitted = false;
  try {
    const factory = loadTransformer()(program, pluginConfig, { addDiagnostic: (d) => void diagnostics.push(d) });
    if (compilerOptions.noEmit === true || (compilerOptions.noEmitOnError === true && diagnostics.some(isError))) {
      // tsc would not emit; run the transformer anyway so its diagnostics are reported too.
      diagnostics.push(...checkOnly(program, factory));
    } else {
      const result = program.emit(undefined, undefined, undefined, false, { before: [factory] });
      diagnostics.push(...result.diagnostics);
      emitted = !result.emitSkipped;
    }
  } catch (error) {
    print(diagnostics);
    console.error(`fwc build: error: the fw transformer failed: ${describe(error)}`);
    return 1;
  }

  print(diagnostics);
  const errors = diagnostics.filter(isError).length;
  const relConfig = relative(cwd, configPath);
  if (errors > 0) {
    console.error(
      `fwc build: failed with ${errors} error${errors === 1 ? '' : 's'} (project ${relConfig}); openapi.json not written`,
    );
    return 1;
  }
  console.log(
    `fwc build: compiled ${relConfig}${emitted ? ` to ${relative(cwd, compilerOptions.outDir ?? projectDir) || '.'}` : ' (noEmit: nothing written)'}`,
  );
  // Outputs of deleted sources would otherwise keep running (a deleted test still runs from dist/).
  if (emitted)
    for (const file of removeStaleOutputs(program, configPath))
      console.log(`fwc build: removed ${relative(cwd, file)} (its source is gone)`);
  const written = await (async (): Promise<number> => {
    if (options.openapi === false) return 0;
    if (!emitted) {
      console.log('fwc build: note: nothing was emitted, so openapi.json was not written');
      return 0;
    }
    return writeOpenApi(projectDir, compilerOptions, options, cwd, importSpec);
  })();
  if (written !== 0 || options.bundle !== true) return written;
  return bundleApp({
    configPath,
    projectDir,
    outDir: compilerOptions.outDir,
    entry: options.entry,
    out: options.bundleOut,
    cwd,
  });
}

/** What {@link bundleApp} bundles, and from where. */
interface BundleTarget {
  readonly configPath: string;
  readonly projectDir: string;
  readonly outDir: string | undefined;
  readonly entry: string | undefined;
  readonly out: string | undefined;
  readonly cwd: string;
}

/**
 * Lets the bundled code call `require` (CommonJS dependencies that load Node builtins) in an
 * ES module bundle.
 */
const REQUIRE_BANNER =
  "import { createRequire as __fwCreateRequire } from 'node:module'; const require = __fwCreateRequire(import.meta.url);";

/**
 * `fwc build --bundle`: bundles the app's TypeScript entry (`--entry`, else package.json
 * `"fw": { "entry" }`, else `src/main.ts`) with esbuild and the fw esbuild plugin into one ES module
 * for Node (`<outDir>/bundle.mjs` by default, with a linked source map): every dependency is
 * inlined, Node's builtins stay imports, so the file runs with `node` alone, without node_modules.
 * Resolves with the exit code.
 */
async function bundleApp(target: BundleTarget): Promise<number> {
  const { cwd, projectDir } = target;
  const entry = findEntry(projectDir, target.entry, cwd);
  if ('missing' in entry) {
    console.error(`fwc build: error: ${entry.missing}`);
    return 1;
  }
  const outfile =
    target.out === undefined
      ? path.join(target.outDir ?? path.join(projectDir, 'dist'), 'bundle.mjs')
      : path.resolve(cwd, target.out);
  const esbuild = await import('esbuild');
  const { default: fwPlugin } = await import('@fw/transformer/esbuild');
  try {
    const result = await esbuild.build({
      entryPoints: [entry.file],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: 'linked',
      banner: { js: REQUIRE_BANNER },
      plugins: [fwPlugin({ tsconfig: target.configPath, cwd })],
      absWorkingDir: cwd,
      logLevel: 'silent',
      metafile: true,
    });
    for (const line of await esbuild.formatMessages(result.warnings, { kind: 'warning', color: false }))
      console.error(line.trimEnd());
    const bytes = result.metafile.outputs[path.relative(cwd, outfile).split(path.sep).join('/')]?.bytes ?? 0;
    console.log(
      `fwc build: bundled ${relative(cwd, entry.file)} (${entry.origin}) to ${relative(cwd, outfile)} (${Math.round(bytes / 1024)} KiB); run it with node --enable-source-maps ${relative(cwd, outfile)}`,
    );
    return copySwaggerUi(entry.file, outfile, cwd);
  } catch (error) {
    const failure = error as { errors?: import('esbuild').Message[] };
    if (failure.errors === undefined) {
      console.error(`fwc build: error: bundling ${relative(cwd, entry.file)} failed: ${describe(error)}`);
      return 1;
    }
    for (const line of await esbuild.formatMessages(failure.errors, { kind: 'error', color: false }))
      console.error(line.trimEnd());
    console.error(
      `fwc build: bundling ${relative(cwd, entry.file)} failed with ${failure.errors.length} error${failure.errors.length === 1 ? '' : 's'}`,
    );
    return 1;
  }
}

/**
 * Writes the Swagger UI files `apidocs.ui({ assets: 'local' })` serves into a `swagger-ui-dist`
 * folder beside the bundle, where the bundled runtime looks first: copied together, the bundle
 * and that folder run anywhere. The files come from the swagger-ui-dist of the app's @fw/runtime.
 */
function copySwaggerUi(entry: string, outfile: string, cwd: string): number {
  let dist: string;
  try {
    const runtime = createRequire(entry).resolve('@fw/runtime/package.json');
    dist = path.dirname(createRequire(runtime).resolve('swagger-ui-dist/package.json'));
  } catch (error) {
    console.error(
      `fwc build: error: the bundle needs swagger-ui-dist's files for apidocs.ui's local assets, and they could not be found from ${relative(cwd, entry)}: ${describe(error)}`,
    );
    return 1;
  }
  const target = path.join(path.dirname(outfile), SWAGGER_UI_DIR);
  mkdirSync(target, { recursive: true });
  for (const name of SWAGGER_UI_FILES) copyFileSync(path.join(dist, name), path.join(target, name));
  console.log(
    `fwc build: copied Swagger UI's files to ${relative(cwd, target)}; deploy it with the bundle (apidocs.ui serves them with assets: 'local')`,
  );
  return 0;
}

/** The entry to bundle: `--entry`, else package.json `fw.entry`, else `src/main.ts` next to the tsconfig. */
function findEntry(
  projectDir: string,
  entry: string | undefined,
  cwd: string,
): { file: string; origin: string } | { missing: string } {
  if (entry !== undefined) {
    const file = path.resolve(cwd, entry);
    return existsSync(file)
      ? { file, origin: '--entry' }
      : { missing: `the entry ${relative(cwd, file)} (--entry) does not exist` };
  }
  const pkgPath = path.join(projectDir, 'package.json');
  const named = existsSync(pkgPath) ? readPackageField(pkgPath, 'entry') : undefined;
  if (typeof named === 'string') {
    const file = path.resolve(projectDir, named);
    return existsSync(file)
      ? { file, origin: 'package.json "fw.entry"' }
      : { missing: `the entry ${relative(cwd, file)} (package.json "fw.entry") does not exist` };
  }
  const guess = path.join(projectDir, 'src', 'main.ts');
  if (existsSync(guess)) return { file: guess, origin: 'default' };
  return {
    missing: `no entry to bundle: ${relative(cwd, guess)} does not exist; pass --entry <file.ts> or set "fw": { "entry": "src/server.ts" } in package.json`,
  };
}

/** Reads a compiled module's `spec` export by importing it into this process. */
async function importSpec(file: string): Promise<unknown> {
  const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  return mod['spec'];
}

/** The tsconfig file for a `--project` value: the file itself, or `tsconfig.json` in a directory. */
export function findConfig(target: string): string | undefined {
  if (!existsSync(target)) return undefined;
  if (statSync(target).isDirectory()) {
    const inside = path.join(target, 'tsconfig.json');
    return existsSync(inside) ? inside : undefined;
  }
  return target;
}

/**
 * The `compilerOptions.plugins` entry for `@fw/transformer` (handed to the transformer as its
 * config), or `{ transform: '@fw/transformer' }` when there is none. Other transformer entries
 * are ignored with a warning; language-service plugins (`name` only) are editor-only and skipped.
 */
export function fwPluginConfig(plugins: unknown, configPath: string, cwd: string): Record<string, unknown> {
  let found: Record<string, unknown> | undefined;
  for (const entry of Array.isArray(plugins) ? (plugins as unknown[]) : []) {
    if (typeof entry !== 'object' || entry === null) continue;
    const record = entry as Record<string, unknown>;
    const transform = record['transform'];
    if (transform === TRANSFORMER && found === undefined) found = record;
    else if (transform !== undefined) {
      console.error(
        `fwc build: warning: ${relative(cwd, configPath)}: ignoring compilerOptions.plugins entry "${String(transform)}"; fwc build runs only ${TRANSFORMER}`,
      );
    }
  }
  return found ?? { transform: TRANSFORMER };
}

/** The transformer function, whichever way the CommonJS module was interoperated. */
export function loadTransformer(): ProgramTransformer {
  const candidates: unknown[] = [transformerModule, (transformerModule as { default?: unknown }).default];
  const found = candidates.find((c): c is ProgramTransformer => typeof c === 'function');
  if (found === undefined) throw new Error(`${TRANSFORMER} does not export a transformer function as default`);
  return found;
}

/** Runs the transformer over the project's own files without emitting, for its diagnostics. */
function checkOnly(program: ts.Program, factory: ts.TransformerFactory<ts.SourceFile>): readonly ts.Diagnostic[] {
  const files = program
    .getSourceFiles()
    .filter(
      (f) =>
        !f.isDeclarationFile && !program.isSourceFileFromExternalLibrary(f) && !program.isSourceFileDefaultLibrary(f),
    );
  const result = ts.transform(files, [factory], program.getCompilerOptions());
  const diagnostics = result.diagnostics ?? [];
  result.dispose();
  return diagnostics;
}

/** Where the compiled app module is, and whether the user named it (then a missing spec is an error). */
interface AppModule {
  readonly file: string;
  readonly explicit: boolean;
  readonly origin: string;
}

/**
 * The compiled app module: `--app`, else package.json `"fw": { "app": ... }` next to the tsconfig,
 * else `<outDir>/app.js`, else `dist/app.js`. Named modules must exist; guessed ones may not.
 */
export function findAppModule(
  projectDir: string,
  outDir: string | undefined,
  app: string | undefined,
  cwd: string,
): AppModule | { readonly missing: string; readonly explicit: boolean } {
  if (app !== undefined) {
    const file = path.resolve(cwd, app);
    return existsSync(file) ? { file, explicit: true, origin: '--app' } : { missing: file, explicit: true };
  }
  const pkgPath = path.join(projectDir, 'package.json');
  if (existsSync(pkgPath)) {
    const fw = readPackageField(pkgPath, 'app');
    if (typeof fw === 'string') {
      const file = path.resolve(projectDir, fw);
      return existsSync(file)
        ? { file, explicit: true, origin: 'package.json "fw.app"' }
        : { missing: file, explicit: true };
    }
  }
  const guesses = [
    ...new Set([
      ...(outDir === undefined ? [] : [path.join(outDir, 'app.js')]),
      path.join(projectDir, 'dist', 'app.js'),
    ]),
  ];
  const file = guesses.find((g) => existsSync(g));
  return file === undefined
    ? { missing: guesses.join(' or '), explicit: false }
    : { file, explicit: false, origin: 'default' };
}

/** package.json `fw.<field>` (`app`, `entry`), or undefined when absent or unreadable. */
function readPackageField(pkgPath: string, field: 'app' | 'entry'): unknown {
  try {
    const pkg = JSON.parse(readFileSync(pkgPath, 'utf8')) as { fw?: Record<string, unknown> };
    return pkg.fw?.[field];
  } catch {
    return undefined;
  }
}

/**
 * Loads the compiled app module's `spec` export with `loadSpec` (an import here; `fwc dev` loads it
 * in a child process, so each build sees fresh modules) and writes it; resolves with the exit code.
 */
export async function writeOpenApi(
  projectDir: string,
  compilerOptions: ts.CompilerOptions,
  options: Pick<BuildOptions, 'app' | 'out'>,
  cwd: string,
  loadSpec: (file: string) => Promise<unknown>,
  label = 'fwc build',
): Promise<number> {
  const app = findAppModule(projectDir, compilerOptions.outDir, options.app, cwd);
  if ('missing' in app) {
    if (app.explicit) {
      console.error(`${label}: error: the app module ${relative(cwd, app.missing)} does not exist`);
      return 1;
    }
    console.log(
      `${label}: note: no app module (${app.missing
        .split(' or ')
        .map((f) => relative(cwd, f))
        .join(
          ' or ',
        )}); openapi.json not written. Pass --app <compiled module> or set "fw": { "app": "dist/app.js" } in package.json`,
    );
    return 0;
  }
  const shown = relative(cwd, app.file);
  let spec: unknown;
  try {
    spec = await loadSpec(app.file);
  } catch (error) {
    console.error(`${label}: error: importing ${shown} failed: ${describe(error)}`);
    return 1;
  }
  if (spec === undefined) {
    if (app.explicit) {
      console.error(
        `${label}: error: ${shown} (${app.origin}) has no export named "spec"; add: export const spec = apidocs.generateSpec({ title: '...' }, App.routes)`,
      );
      return 1;
    }
    console.log(`${label}: note: ${shown} has no "spec" export; openapi.json not written`);
    return 0;
  }
  if (typeof spec !== 'string') {
    console.error(
      `${label}: error: the "spec" export of ${shown} is a ${typeof spec}; it must be the JSON string apidocs.generateSpec returns`,
    );
    return 1;
  }
  let document: unknown;
  try {
    document = JSON.parse(spec);
  } catch (error) {
    console.error(`${label}: error: the "spec" export of ${shown} is not valid JSON: ${describe(error)}`);
    return 1;
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    console.error(`${label}: error: the "spec" export of ${shown} is not a JSON object`);
    return 1;
  }
  const out = options.out === undefined ? path.join(projectDir, 'openapi.json') : path.resolve(cwd, options.out);
  try {
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, spec.endsWith('\n') ? spec : `${spec}\n`);
  } catch (error) {
    console.error(`${label}: error: cannot write ${relative(cwd, out)}: ${describe(error)}`);
    return 1;
  }
  const paths = (document as { paths?: unknown }).paths;
  const count = typeof paths === 'object' && paths !== null ? Object.keys(paths).length : 0;
  console.log(`${label}: wrote ${relative(cwd, out)} (${count} path${count === 1 ? '' : 's'}, from ${shown})`);
  return 0;
}

/** A path relative to `cwd` when that is shorter to read, else absolute. */
export function relative(cwd: string, file: string): string {
  const rel = path.relative(cwd, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? file : rel;
}

/** An error's message (its first line), for one-line reports. */
export function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
