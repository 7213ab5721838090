/** `fwc build`: type-check and emit a project through the fw transformer, then write openapi.json. */
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { SWAGGER_UI_DIR, SWAGGER_UI_FILES } from '@fw/runtime/internal';
import { loadTransformer, ownSourceFiles, pluginConfig } from './compile.js';
import type { ClientFileOptions } from './client.js';
import { formatDiagnostic, isError, sortDiagnostics } from './diagnostics.js';
import { checkBaseline, modified } from './diff/baseline.js';
import { documentSpec, writeOpenApi, type OpenApiOptions } from './openapi.js';
import { removeStaleOutputs } from './outputs.js';
import { describe, relative } from './print.js';
import { bundleEntry } from './project.js';
import { startOwnCheck, type OwnCheckResult } from './own-check.js';
import { openProject, projectTypeScriptDir, type ProjectOptions } from './tsconfig.js';

/** Options of {@link build}; every path is relative to `cwd`. */
export interface BuildOptions extends ProjectOptions, OpenApiOptions, ClientFileOptions {
  /** After a successful build, bundle the app's entry into one file; see {@link bundleApp}. Default `false`. */
  readonly bundle?: boolean | undefined;
  /** The TypeScript entry to bundle. Default: package.json `"fw": { "entry" }`, else `src/main.ts`. */
  readonly entry?: string | undefined;
  /** Where to write the bundle. Default `<outDir>/bundle.mjs` (`dist/bundle.mjs` without an outDir). */
  readonly bundleOut?: string | undefined;
  /** After writing openapi.json, compare it with this file or git ref as `fwc diff` does and fail on a breaking change. */
  readonly baseline?: string | undefined;
  /** With `baseline`: ids of breaking changes made on purpose (beside `.fwdiffaccept` next to the tsconfig). */
  readonly accept?: readonly string[] | undefined;
}

/**
 * Compiles the project as `tsc -p` would, with `@fw/transformer` in the `before` transformers
 * (no patched TypeScript needed), prints every diagnostic as `file(line,col): error CODE: message`,
 * then writes the app's OpenAPI document. Resolves with the exit code: 0 built, 1 failed.
 *
 * @example process.exitCode = await build({ project: 'tsconfig.json' })
 */
export async function build(options: BuildOptions = {}): Promise<number> {
  const cwd = options.cwd ?? process.cwd();
  const opened = openProject(options.project, cwd, 'fwc build');
  if (opened === undefined) return 1;
  const { configPath, config } = opened;
  const projectDir = path.dirname(configPath);
  const print = (diagnostics: readonly ts.Diagnostic[]): void => {
    for (const d of sortDiagnostics(diagnostics)) console.log(formatDiagnostic(d, cwd));
  };
  const parsed = config.parsed;
  const fwConfig = pluginConfig(parsed.options.plugins, configPath, cwd, 'fwc build');

  // On TypeScript 7 the project's own tsc type-checks, at the same time as 5.9 emits without a check.
  const typescriptDir =
    Number.parseInt(config.projectTypeScript ?? '0', 10) >= 7 ? projectTypeScriptDir(projectDir) : undefined;
  const ownCheck = typescriptDir === undefined ? undefined : startOwnCheck(typescriptDir, configPath, cwd);
  const program = ts.createProgram({
    rootNames: parsed.fileNames,
    options: ownCheck === undefined ? parsed.options : { ...parsed.options, noCheck: true },
    projectReferences: parsed.projectReferences,
    configFileParsingDiagnostics: parsed.errors,
  });
  const diagnostics: ts.Diagnostic[] = [...ts.getPreEmitDiagnostics(program)];
  const compilerOptions = program.getCompilerOptions();
  let own: OwnCheckResult | undefined;
  /** The project's own check, or (when it refused the configuration) 5.9's. */
  const finishCheck = async (): Promise<void> => {
    if (ownCheck === undefined || own !== undefined) return;
    own = await ownCheck;
    if (own.refusedConfig) {
      const checked = ts.createProgram({
        rootNames: parsed.fileNames,
        options: parsed.options,
        projectReferences: parsed.projectReferences,
        oldProgram: program,
      });
      diagnostics.push(...checked.getGlobalDiagnostics(), ...checked.getSemanticDiagnostics());
      own = undefined;
    }
  };
  if (compilerOptions.noEmitOnError === true) await finishCheck();

  let emitted = false;
  // The document module of each file with a `spec` export, by its output file (see writeOpenApi).
  const documents = new Map<string, string>();
  try {
    const factory = loadTransformer()(program, fwConfig, {
      addDiagnostic: (d) => void diagnostics.push(d),
      document: (fileName, module) => {
        const js = ts
          .getOutputFileNames(parsed, fileName, !ts.sys.useCaseSensitiveFileNames)
          .find((out) => /\.[cm]?js$/.test(out));
        if (js !== undefined) documents.set(path.resolve(js), module);
      },
    });
    const ownErrors = own !== undefined && own.errors > 0;
    if (
      compilerOptions.noEmit === true ||
      (compilerOptions.noEmitOnError === true && (ownErrors || diagnostics.some(isError)))
    ) {
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

  await finishCheck();
  print(diagnostics);
  for (const line of own?.lines ?? []) console.log(line);
  const errors = diagnostics.filter(isError).length + (own?.errors ?? 0);
  const relConfig = relative(cwd, configPath);
  if (errors > 0) {
    console.error(
      `fwc build: failed with ${errors} error${errors === 1 ? '' : 's'} (project ${relConfig}); openapi.json not written`,
    );
    return 1;
  }
  console.log(
    `fwc build: compiled ${relConfig}${emitted ? ` to ${relative(cwd, compilerOptions.outDir ?? projectDir) || '.'}` : ' (noEmit: nothing written)'}${own === undefined ? '' : `, type-checked by the project's TypeScript ${config.projectTypeScript ?? ''}`}`,
  );
  // Outputs of deleted sources would otherwise keep running (a deleted test still runs from dist/).
  if (emitted)
    for (const file of removeStaleOutputs(program, configPath))
      console.log(`fwc build: removed ${relative(cwd, file)} (its source is gone)`);
  const out = options.out === undefined ? path.join(projectDir, 'openapi.json') : path.resolve(cwd, options.out);
  const before = options.baseline === undefined ? undefined : modified(out);
  const written = await (async (): Promise<number> => {
    if (options.openapi === false) return 0;
    if (!emitted) {
      console.log('fwc build: note: nothing was emitted, so openapi.json was not written');
      return 0;
    }
    return writeOpenApi(projectDir, compilerOptions, options, cwd, (file) => documentSpec(file, documents));
  })();
  if (written !== 0) return written;
  if (
    options.baseline !== undefined &&
    checkBaseline({ baseline: options.baseline, out, before, projectDir, accept: options.accept, cwd }) !== 0
  )
    return 1;
  if (options.bundle !== true) return 0;
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
  const entry = bundleEntry(projectDir, target.entry, cwd);
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

/** Runs the transformer over the project's own files without emitting, for its diagnostics. */
function checkOnly(program: ts.Program, factory: ts.TransformerFactory<ts.SourceFile>): readonly ts.Diagnostic[] {
  const result = ts.transform(ownSourceFiles(program), [factory], program.getCompilerOptions());
  const diagnostics = result.diagnostics ?? [];
  result.dispose();
  return diagnostics;
}
