/**
 * fwc dev's builder: a warm TypeScript watch program that rebuilds on every change, type-checks,
 * emits through the fw transformer only the files a change can affect, and writes outputs only
 * when the build has no error.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { FwEmitter, MarkerCache } from '@fw/transformer';
import { ownSourceFiles, pluginConfig } from '../compile.js';
import { formatDiagnostic, isError, sortDiagnostics } from '../diagnostics.js';
import { removeStaleOutputs } from '../outputs.js';
import { describe, relative } from '../print.js';

/** How long the watch program waits after a change before rebuilding (TypeScript's own default is 250 ms). */
const DEBOUNCE_MS = 30;

/** What the builder asks of the rest of the dev loop. */
export interface BuilderHooks {
  /** Whether the app runs now: a failed or unchanged build leaves it serving. */
  appRunning(): boolean;
  /** A good build wrote the outputs of `program` (or is the first): the app restarts. */
  built(program: ts.Program): void;
}

/** The watch program and the builds of one `fwc dev` run. */
export class Builder {
  readonly #configPath: string;
  readonly #overrides: ts.CompilerOptions;
  readonly #answered: (d: ts.Diagnostic) => boolean;
  readonly #cwd: string;
  readonly #hooks: BuilderHooks;
  /** Source files of the last program, to tell which ones changed. */
  #files = new Map<string, ts.SourceFile>();
  /** Files whose output is not written yet: changed, or depending on a change, since the last good build. */
  readonly #pending = new Set<string>();
  /**
   * Emits through the fw transformer with generated schemas and validators kept by type across
   * rebuilds, validators as the text the emit writes (the runner service's way): a rebuild
   * generates only the markers whose types changed, and prints none of the others again.
   */
  readonly #emitter = new FwEmitter(new MarkerCache());
  #firstBuild = true;
  #changeAt: number | undefined;
  #watch: ts.WatchOfConfigFile<ts.SemanticDiagnosticsBuilderProgram> | undefined;

  /**
   * The builder of the project `configPath`, compiled with `overrides` over its options (see
   * tsconfig.ts); config diagnostics `answered` by them are not printed.
   */
  constructor(
    configPath: string,
    overrides: ts.CompilerOptions,
    answered: (d: ts.Diagnostic) => boolean,
    cwd: string,
    hooks: BuilderHooks,
  ) {
    this.#configPath = configPath;
    this.#overrides = overrides;
    this.#answered = answered;
    this.#cwd = cwd;
    this.#hooks = hooks;
  }

  /** Starts watching: the first build runs now, the next after each change. */
  start(): void {
    const host = ts.createWatchCompilerHost(
      this.#configPath,
      this.#overrides,
      ts.sys,
      ts.createSemanticDiagnosticsBuilderProgram,
      (d) => {
        if (!this.#answered(d)) console.log(formatDiagnostic(d, this.#cwd));
      },
      (d) => {
        // 6032: "File change detected. Starting incremental compilation..."
        if (d.code === 6032) {
          this.#changeAt = performance.now();
          console.log('fwc dev: change detected; rebuilding');
        }
      },
    );
    const setTimer = host.setTimeout?.bind(host);
    if (setTimer !== undefined)
      host.setTimeout = (callback: (...args: unknown[]) => void, ms: number, ...args: unknown[]): unknown =>
        setTimer(callback, Math.min(ms, DEBOUNCE_MS), ...args);
    host.afterProgramCreate = (builder) => {
      try {
        this.#build(builder);
      } catch (error) {
        console.error(`fwc dev: error: the build failed: ${describe(error)}; waiting for changes`);
      }
    };
    this.#watch = ts.createWatchProgram(host);
  }

  /** Stops watching. */
  close(): void {
    this.#watch?.close();
  }

  /** Checks and emits one program; writes and restarts only when it has no error. */
  #build(builder: ts.SemanticDiagnosticsBuilderProgram): void {
    const started = this.#changeAt ?? performance.now();
    this.#changeAt = undefined;
    const programAt = performance.now();
    const program = builder.getProgram();
    const own = ownSourceFiles(program);

    // A file is emitted again when it changed or when anything it depends on did: the transformer
    // inlines types from other files (validators, schemas), which TypeScript's own emit does not.
    const changed = new Set<string>();
    const files = new Map<string, ts.SourceFile>();
    for (const f of program.getSourceFiles()) {
      files.set(f.fileName, f);
      if (this.#files.get(f.fileName) !== f) changed.add(f.fileName);
    }
    for (const name of this.#files.keys()) if (!files.has(name)) changed.add(name);
    this.#files = files;
    for (const f of own) {
      if (this.#firstBuild || changed.has(f.fileName) || builder.getAllDependencies(f).some((d) => changed.has(d)))
        this.#pending.add(f.fileName);
    }

    const diagnostics: ts.Diagnostic[] = [
      ...builder.getConfigFileParsingDiagnostics().filter((d) => !this.#answered(d)),
      ...builder.getOptionsDiagnostics(),
      ...builder.getGlobalDiagnostics(),
      ...builder.getSyntacticDiagnostics(),
      ...builder.getSemanticDiagnostics(),
    ];
    const checkedAt = performance.now();

    // The transformer runs even after type errors: its FW diagnostics are reported with them
    // (as fwc build does); outputs are kept in memory and written only when nothing failed.
    const outputs = new Map<string, string>();
    const fwConfig = pluginConfig(program.getCompilerOptions().plugins, this.#configPath, this.#cwd, 'fwc dev');
    try {
      for (const f of own) {
        if (!this.#pending.has(f.fileName)) continue;
        const result = this.#emitter.emit(program, f, fwConfig, (name, text) => void outputs.set(name, text));
        diagnostics.push(...result.diagnostics, ...result.emitResult.diagnostics);
      }
    } catch (error) {
      this.#failed(diagnostics, `the fw transformer failed: ${describe(error)}`);
      return;
    }
    if (diagnostics.some(isError)) {
      this.#failed(diagnostics);
      return;
    }
    for (const d of sortDiagnostics(diagnostics)) console.log(formatDiagnostic(d, this.#cwd));
    const timing = `check ${Math.round(checkedAt - programAt)} ms, emit ${Math.round(performance.now() - checkedAt)} ms`;

    let written = 0;
    for (const [file, text] of outputs) {
      if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
      written += 1;
    }
    this.#pending.clear();
    const removed = removeStaleOutputs(program, this.#configPath);
    for (const file of removed) console.log(`fwc dev: removed ${relative(this.#cwd, file)} (its source is gone)`);
    const first = this.#firstBuild;
    this.#firstBuild = false;
    const ms = Math.round(performance.now() - started);
    if (written === 0 && removed.length === 0 && !first && this.#hooks.appRunning()) {
      console.log(`fwc dev: built in ${ms} ms (${timing}); no output changed, the app keeps running`);
      return;
    }
    console.log(
      `fwc dev: built in ${ms} ms (${timing}; ${written} file${written === 1 ? '' : 's'} written)${first ? '' : '; restarting'}`,
    );
    this.#hooks.built(program);
  }

  /** Prints a failed build and says what keeps running. */
  #failed(diagnostics: readonly ts.Diagnostic[], extra?: string): void {
    for (const d of sortDiagnostics(diagnostics)) console.log(formatDiagnostic(d, this.#cwd));
    if (extra !== undefined) console.error(`fwc dev: error: ${extra}`);
    const errors = diagnostics.filter(isError).length + (extra === undefined ? 0 : 1);
    const serving = this.#hooks.appRunning()
      ? 'the last good build keeps running'
      : 'the app starts after the first good build';
    console.error(
      `fwc dev: ${errors} error${errors === 1 ? '' : 's'}; nothing written, ${serving}; waiting for changes`,
    );
  }
}
