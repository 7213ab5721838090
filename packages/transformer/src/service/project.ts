/**
 * One tsconfig project with a warm TypeScript language service: it emits a requested file through
 * the fw transformer and returns JavaScript, a source map and fw's diagnostics.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { fwPluginEntry } from '../config.js';
import { FwEmitter } from '../emit/printed.js';
import { TransformError } from '../diagnostics.js';
import { MarkerCache, type MarkerCacheStats } from '../cache/store.js';
import { cacheDirectoryFor, fileStamp as diskStamp } from '../cache/disk.js';
import { dependenciesOf } from './dependencies.js';
import { emitsModule, nodeFormat, normalize } from './files.js';
import { isolatedIsExact } from './isolated.js';
import { toFwDiagnostic } from './report.js';
import { TextSnapshot } from './text.js';
import type { FwTransformOptions, FwTransformResult } from './types.js';

/** Options that make the language service emit one JavaScript file with a separate map, whatever the tsconfig says. */
const EMIT_OVERRIDES: ts.CompilerOptions = {
  noEmit: false,
  noEmitOnError: false,
  emitDeclarationOnly: false,
  declaration: false,
  declarationMap: false,
  composite: false,
  incremental: false,
  sourceMap: true,
  inlineSourceMap: false,
  inlineSources: true,
  mapRoot: undefined,
  sourceRoot: undefined,
  outFile: undefined,
  tsBuildInfoFile: undefined,
  // Emit without checking the whole file first (TypeScript 5.6's noCheck): the fw transformer asks
  // the checker only for the types it needs, and type errors are tsc's and fwc build's to report.
  noCheck: true,
};

/** Used when no tsconfig.json is found: what `fwc new` writes. */
const DEFAULT_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  strict: true,
  skipLibCheck: true,
  esModuleInterop: true,
};

/** A file's text as the runner handed it to the transform, and the disk state it replaced. */
interface Overlay {
  text: string;
  version: number;
  /** The file's modification stamp when the runner handed the text over; a newer one on disk wins. */
  readonly stamp: string;
}

/**
 * One tsconfig project with a warm language service. The service is created on the first
 * transform; later transforms reuse its program, and after an edit TypeScript rebuilds only
 * what changed (parsed files of unchanged sources and all `.d.ts` of dependencies are kept).
 * Results are cached per file: a file whose text and whose program are unchanged is not emitted
 * again. Files outside the tsconfig's `include` (tests, scripts) join the project's root files
 * when they are first transformed.
 *
 * @example FwProject.for('/app/src/app.ts').transform('/app/src/app.ts', source)
 */
export class FwProject {
  /** Projects by tsconfig path (`''` for files without one); one per process. */
  static readonly #projects = new Map<string, FwProject>();
  /** TypeScript's parsed-file cache, shared by every project of the process. */
  static readonly #registry = ts.createDocumentRegistry(ts.sys.useCaseSensitiveFileNames);

  /** The tsconfig file, or undefined when none was found. */
  readonly configPath: string | undefined;
  /** The directory relative paths start from: the tsconfig's, else the current directory. */
  readonly directory: string;
  /** Diagnostics name files relative to this directory. */
  readonly #cwd: string;
  readonly #options: ts.CompilerOptions;
  /**
   * The options the language service compiles with: `#options`, plus `isolatedModules` while
   * that changes nothing in the output (see {@link FwProject.transform}).
   */
  #settings: ts.CompilerOptions;
  /**
   * Set for good once a file needs the emit without `isolatedModules` (it uses a const enum or is
   * no module; see isolated.ts), or when the tsconfig asks for `isolatedModules` itself.
   */
  #exact: boolean;
  readonly #roots: Set<string>;
  readonly #overlays = new Map<string, Overlay>();
  /** The last snapshot handed to the language service per file, with the version it was made at. */
  readonly #snapshots = new Map<string, { readonly version: string; readonly snapshot: TextSnapshot }>();
  readonly #results = new Map<
    string,
    { readonly text: string; readonly program: ts.Program; readonly result: FwTransformResult }
  >();
  readonly #service: ts.LanguageService;
  /** Parse errors of the tsconfig, reported with every transform until fixed. */
  readonly #configErrors: readonly ts.Diagnostic[];
  /**
   * The tsconfig and the configs it extends, with their modification stamps when read: a project
   * whose configuration changed on disk is replaced by a new one at its next transform.
   */
  readonly #configStamps = new Map<string, string>();
  /** The project's config files outside node_modules, reported with every output's dependencies. */
  readonly #configDependencies: readonly string[];
  #pluginConfig: Record<string, unknown>;
  /** Generated schemas and validators by type, kept across programs; undefined when turned off. */
  readonly #markerCache: MarkerCache | undefined;
  /** Emits through the fw transformer and the marker cache, keeping validators as printed text (as fwc dev does). */
  readonly #emitter: FwEmitter;

  /**
   * The project of `file`: the one of `options.tsconfig` when given, else of the nearest
   * `tsconfig.json` above the file. Created on first use, then kept for the process, and made
   * anew when the tsconfig or a config it extends has changed on disk.
   */
  static for(file: string, options: FwTransformOptions = {}): FwProject {
    const cwd = options.cwd ?? process.cwd();
    const configPath =
      options.tsconfig !== undefined
        ? path.resolve(cwd, options.tsconfig)
        : ts.findConfigFile(path.dirname(file), (name) => ts.sys.fileExists(name));
    const useCache = options.markerCache !== false;
    const directory =
      useCache && options.diskCache !== false
        ? (options.diskCache ?? cacheDirectoryFor(configPath === undefined ? cwd : path.dirname(configPath)))
        : undefined;
    const key = `${configPath ?? ''}${useCache ? '' : '\0no-cache'}\0${directory ?? ''}`;
    let project = FwProject.#projects.get(key);
    if (project !== undefined && project.#configChanged()) {
      project.#service.dispose();
      project = undefined;
    }
    if (project === undefined) {
      project = new FwProject(configPath, cwd, useCache ? new MarkerCache(undefined, { directory }) : undefined);
      FwProject.#projects.set(key, project);
    }
    return project;
  }

  private constructor(configPath: string | undefined, cwd: string, markerCache: MarkerCache | undefined) {
    this.configPath = configPath;
    this.#markerCache = markerCache;
    // Runners do not type-check: a return outside a function's declared typed replies is reported here.
    this.#emitter = new FwEmitter(markerCache, { checkReplies: true });
    this.directory = configPath === undefined ? cwd : path.dirname(configPath);
    this.#cwd = cwd;
    let options = DEFAULT_OPTIONS;
    let roots: readonly string[] = [];
    let errors: ts.Diagnostic[] = [];
    this.#pluginConfig = {};
    if (configPath !== undefined) {
      this.#configStamps.set(normalize(configPath), diskStamp(configPath));
      const read = ts.readConfigFile(configPath, (name) => ts.sys.readFile(name));
      if (read.error !== undefined) errors = [read.error];
      else {
        // Parsed from TypeScript's JSON source file, which records the configs it extends.
        const source = ts.readJsonConfigFile(configPath, (name) => ts.sys.readFile(name));
        const parsed = ts.parseJsonSourceFileConfigFileContent(source, ts.sys, this.directory, undefined, configPath);
        for (const extended of source.extendedSourceFiles ?? [])
          this.#configStamps.set(normalize(extended), diskStamp(extended));
        // "No inputs were found" (TS18003) is no error here: the transformed file is added as a root.
        errors = parsed.errors.filter((d) => d.code !== 18003 && d.category === ts.DiagnosticCategory.Error);
        options = parsed.options;
        roots = parsed.fileNames;
        this.#pluginConfig = fwPluginEntry(parsed.options.plugins).config;
      }
    }
    this.#configErrors = errors;
    this.#configDependencies = [...this.#configStamps.keys()].filter((file) => !file.includes('/node_modules/'));
    this.#options = { ...options, ...EMIT_OVERRIDES };
    this.#exact = options.isolatedModules === true || options.verbatimModuleSyntax === true;
    this.#settings = this.#exact ? this.#options : { ...this.#options, isolatedModules: true };
    this.#roots = new Set(roots.map(normalize));
    this.#service = ts.createLanguageService(this.#host(), FwProject.#registry);
  }

  /** The host the language service reads files through: runner-given texts first, then the disk. */
  #host(): ts.LanguageServiceHost {
    return {
      getCompilationSettings: () => this.#settings,
      getScriptFileNames: () => [...this.#roots],
      getScriptVersion: (file) => this.#version(file),
      // TypeScript asks for the snapshot of every file of the program on each update, before it
      // compares versions: an unchanged file's snapshot is kept rather than read from disk again.
      getScriptSnapshot: (file) => {
        const key = normalize(file);
        const version = this.#version(file);
        const known = this.#snapshots.get(key);
        if (known?.version === version) return known.snapshot;
        const text = this.#overlays.get(key)?.text ?? ts.sys.readFile(file);
        if (text === undefined) {
          this.#snapshots.delete(key);
          return undefined;
        }
        const snapshot = new TextSnapshot(text);
        this.#snapshots.set(key, { version, snapshot });
        return snapshot;
      },
      getCurrentDirectory: () => this.directory,
      getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
      fileExists: (file) => this.#overlays.has(normalize(file)) || ts.sys.fileExists(file),
      readFile: (file, encoding) => this.#overlays.get(normalize(file))?.text ?? ts.sys.readFile(file, encoding),
      readDirectory: (...args) => ts.sys.readDirectory(...args),
      directoryExists: (name) => ts.sys.directoryExists(name),
      getDirectories: (name) => ts.sys.getDirectories(name),
      realpath: (name) => ts.sys.realpath?.(name) ?? name,
      useCaseSensitiveFileNames: () => ts.sys.useCaseSensitiveFileNames,
    };
  }

  /** Whether the tsconfig or a config it extends changed on disk since the project read them. */
  #configChanged(): boolean {
    for (const [file, stamp] of this.#configStamps) if (diskStamp(file) !== stamp) return true;
    return false;
  }

  /**
   * A file's version for the language service: the runner's text version while the file on disk
   * has not changed since, else the disk's modification stamp. Dependencies (`node_modules`) and
   * TypeScript's own libs are taken as unchanging, so they are never looked at again.
   */
  #version(file: string): string {
    const key = normalize(file);
    if (key.includes('/node_modules/')) return '0';
    const overlay = this.#overlays.get(key);
    const stamp = diskStamp(key);
    if (overlay !== undefined) {
      if (stamp === overlay.stamp) return `runner:${overlay.version}`;
      this.#overlays.delete(key);
    }
    return `disk:${stamp}`;
  }

  /**
   * Transforms one file: `text` is its current source as the runner has it (default: read from
   * disk). Emits it through the language service with the fw transformer applied and returns
   * JavaScript with a source map, or the diagnostics that make it unusable.
   */
  transform(file: string, text?: string): FwTransformResult {
    const key = normalize(path.resolve(file));
    const source = text ?? readFileSync(key, 'utf8');
    const overlay = this.#overlays.get(key);
    if (overlay === undefined) this.#overlays.set(key, { text: source, version: 1, stamp: diskStamp(key) });
    else if (overlay.text !== source) {
      overlay.text = source;
      overlay.version++;
    }
    if (!this.#roots.has(key)) this.#roots.add(key);

    let program = this.#service.getProgram();
    if (program === undefined) throw new TransformError('FW9003', { file: key });
    if (!this.#exact && !isolatedIsExact(program, key)) {
      this.#exact = true;
      this.#settings = this.#options;
      program = this.#service.getProgram();
      if (program === undefined) throw new TransformError('FW9003', { file: key });
    }
    const cached = this.#results.get(key);
    if (cached !== undefined && cached.program === program && cached.text === source) return cached.result;

    const result = this.#emit(program, key);
    this.#results.set(key, { text: source, program, result });
    this.#markerCache?.flush();
    return result;
  }

  /**
   * The marker cache's counters: pieces (schemas, validators, writers) reused and generated since
   * the project was made, types held, types dropped to stay within the bound (500 types), and
   * resets after a configuration change. All zero when the cache is turned off.
   *
   * @example
   * project.transform(file, edited)
   * project.stats() // { hits: 396, misses: 4, entries: 100, evictions: 0, resets: 0, diskHits: 0, keysReused: 0 }
   */
  stats(): MarkerCacheStats {
    return (
      this.#markerCache?.stats() ?? {
        hits: 0,
        misses: 0,
        entries: 0,
        evictions: 0,
        resets: 0,
        diskHits: 0,
        keysReused: 0,
      }
    );
  }

  /**
   * Compiles a file that uses no fw marker without type information (`ts.transpileModule`), for
   * the Node module hooks when no other loader handles TypeScript. ES module or CommonJS as Node
   * would load the file: `.mts`/`.cts` by extension, `.ts` by the nearest package.json `type`.
   */
  transpile(file: string, text: string): FwTransformResult {
    const format = nodeFormat(file);
    const options: ts.CompilerOptions = {
      ...this.#options,
      module: format === 'module' ? ts.ModuleKind.ESNext : ts.ModuleKind.CommonJS,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
    };
    if (format === 'commonjs') options.verbatimModuleSyntax = false;
    const output = ts.transpileModule(text, { fileName: file, compilerOptions: options, reportDiagnostics: false });
    const map = JSON.parse(output.sourceMapText ?? '{"names":[],"mappings":""}') as {
      names: string[];
      mappings: string;
    };
    return {
      code: output.outputText.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '\n'),
      map: {
        version: 3,
        file: path.basename(file),
        sources: [file],
        sourcesContent: [text],
        names: map.names,
        mappings: map.mappings,
      },
      format,
      diagnostics: [],
      dependencies: [],
    };
  }

  #emit(program: ts.Program, file: string): FwTransformResult {
    const sourceFile = program.getSourceFile(file);
    if (sourceFile === undefined)
      throw new TransformError('FW9004', { file, project: this.configPath ?? this.directory });
    const diagnostics: ts.Diagnostic[] = [...this.#configErrors, ...program.getSyntacticDiagnostics(sourceFile)];
    let js = '';
    let mapText = '';
    const emitted = this.#emitter.emit(program, sourceFile, this.#pluginConfig, (name, data) => {
      if (name.endsWith('.map')) mapText = data;
      else if (/\.[cm]?jsx?$/.test(name)) js = data;
    });
    diagnostics.push(...emitted.diagnostics);
    const map = JSON.parse(mapText || '{"version":3,"sources":[],"names":[],"mappings":""}') as {
      sources: string[];
      sourcesContent?: (string | null)[];
      names: string[];
      mappings: string;
    };
    const format = emitsModule(this.#options, sourceFile) ? 'module' : 'commonjs';
    return {
      code: js.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '\n'),
      map: {
        version: 3,
        file: path.basename(file),
        sources: [file],
        sourcesContent: [sourceFile.text],
        names: map.names,
        mappings: map.mappings,
      },
      format,
      diagnostics: diagnostics
        .filter((d) => d.category === ts.DiagnosticCategory.Error)
        .map((d) => toFwDiagnostic(d, this.#cwd)),
      dependencies: [...dependenciesOf(program, sourceFile), ...this.#configDependencies].sort(),
    };
  }
}

/**
 * Transforms `file` with the fw transformer through its project's warm language service; see
 * {@link FwProject}. `text` defaults to the file on disk.
 *
 * @example
 * const { code, map, diagnostics } = transformFile('/app/src/app.ts', source)
 * if (diagnostics.length > 0) throw new Error(diagnostics.map((d) => d.text).join('\n'))
 */
export function transformFile(file: string, text?: string, options: FwTransformOptions = {}): FwTransformResult {
  return FwProject.for(path.resolve(options.cwd ?? process.cwd(), file), options).transform(file, text);
}
