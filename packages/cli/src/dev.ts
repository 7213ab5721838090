/**
 * `fwc dev`: compiles the project with the fw transformer in a warm TypeScript watch program, runs
 * the app as a node:cluster worker, and on every good rebuild starts a new worker before the old
 * one closes gracefully, so no request is refused or cut.
 */
import cluster, { type Worker } from 'node:cluster';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { MarkerCache } from '@fw/transformer';
import { formatDiagnostic, isError, sortDiagnostics } from './diagnostics.js';
import { describe, findConfig, fwPluginConfig, loadTransformer, relative, writeOpenApi } from './build.js';
import { removeStaleOutputs } from './outputs.js';
import { readProjectConfig } from './tsconfig.js';

/** Options of {@link dev}; every path is relative to `cwd`. */
export interface DevOptions {
  /** The module to run: a source (`src/main.ts`, run from its output) or a compiled file. See {@link findEntry}. */
  readonly entry?: string | undefined;
  /** Arguments for the app (`fwc dev src/main.ts -- --verbose`). */
  readonly args?: readonly string[] | undefined;
  /** A tsconfig file, or a directory holding `tsconfig.json`. Default `tsconfig.json`. */
  readonly project?: string | undefined;
  /** The compiled app module whose `spec` export becomes openapi.json (as `fwc build --app`). */
  readonly app?: string | undefined;
  /** Where to write the OpenAPI document (as `fwc build --out`). */
  readonly out?: string | undefined;
  /** Write openapi.json after each good build. Default `true`. */
  readonly openapi?: boolean | undefined;
  /** Directory that relative paths (and printed file names) start from. Default `process.cwd()`. */
  readonly cwd?: string | undefined;
}

/** How long the watch program waits after a change before rebuilding (TypeScript's own default is 250 ms). */
const DEBOUNCE_MS = 30;
/** How long a new worker may take to listen before the old one is stopped anyway. */
const READY_TIMEOUT_MS = 10_000;
/** After SIGTERM, how long before the worker is told to disconnect (so a worker that closed its servers can exit). */
const DISCONNECT_AFTER_MS = 1_000;
/** After SIGTERM, how long a worker may take to finish its requests before it is killed (fw's closeTimeout is 10 s). */
const KILL_AFTER_MS = 15_000;
/** How long reading the app's `spec` in a child process may take. */
const SPEC_TIMEOUT_MS = 30_000;

/**
 * Runs the dev loop until SIGINT or SIGTERM; resolves with the exit code (0 after a clean stop,
 * 1 when it cannot start: no tsconfig, `noEmit`).
 *
 * - Builds like `fwc build` (same diagnostics, same transformer), incrementally: the program stays
 *   warm, and only changed files and the files that depend on them are emitted again.
 * - A build with errors prints them and writes nothing; the last good build keeps serving.
 * - A good build writes only the outputs that changed, removes outputs of deleted sources,
 *   restarts the app and rewrites openapi.json.
 *
 * @example process.exitCode = await dev({ entry: 'src/main.ts' })
 */
export async function dev(options: DevOptions = {}): Promise<number> {
  const cwd = options.cwd ?? process.cwd();
  const configPath = findConfig(path.resolve(cwd, options.project ?? 'tsconfig.json'));
  if (configPath === undefined) {
    const shown = path.resolve(cwd, options.project ?? 'tsconfig.json');
    console.error(
      `fwc dev: error: cannot find ${shown}${options.project === undefined ? '; run fwc dev in the project directory or pass --project <tsconfig.json>' : ''}`,
    );
    return 1;
  }
  const config = readProjectConfig(configPath);
  if ('fatal' in config) {
    for (const d of sortDiagnostics(config.fatal)) console.log(formatDiagnostic(d, cwd));
    return 1;
  }
  for (const note of config.notes) console.error(`fwc dev: ${note.level}: ${note.text}`);
  if (config.parsed.options.noEmit === true) {
    console.error(
      `fwc dev: error: ${relative(cwd, configPath)} sets noEmit; fwc dev runs the compiled output, so it needs the project to emit (set "outDir" and remove "noEmit")`,
    );
    return 1;
  }
  const entry = findEntry(options.entry, path.dirname(configPath), config.parsed, cwd);
  const loop = new DevLoop(configPath, config.overrides, config.answered, entry, options, cwd);
  return loop.run();
}

/** The file `fwc dev` runs and where that choice came from. */
export interface Entry {
  readonly file: string;
  readonly origin: string;
}

/**
 * The compiled module to run: `entry` (a source such as `src/main.ts` runs from its output,
 * `dist/main.js`; a `.js` file runs as it is), else package.json `"fw": { "entry" }`, else
 * package.json `"main"`, else `<outDir>/main.js`, else `dist/main.js`.
 *
 * @example findEntry('src/main.ts', '/app', parsed, '/app') // { file: '/app/dist/main.js', origin: 'src/main.ts' }
 */
export function findEntry(
  entry: string | undefined,
  projectDir: string,
  parsed: ts.ParsedCommandLine,
  cwd: string,
): Entry {
  if (entry !== undefined) return { file: compiledPath(path.resolve(cwd, entry), parsed), origin: entry };
  const pkgPath = path.join(projectDir, 'package.json');
  let pkg: { fw?: { entry?: unknown }; main?: unknown } = {};
  try {
    if (existsSync(pkgPath)) pkg = JSON.parse(readFileSync(pkgPath, 'utf8')) as typeof pkg;
  } catch {
    // An unreadable package.json names no entry.
  }
  if (typeof pkg.fw?.entry === 'string')
    return { file: compiledPath(path.resolve(projectDir, pkg.fw.entry), parsed), origin: 'package.json "fw.entry"' };
  if (typeof pkg.main === 'string')
    return { file: compiledPath(path.resolve(projectDir, pkg.main), parsed), origin: 'package.json "main"' };
  const outDir = parsed.options.outDir ?? path.join(projectDir, 'dist');
  return { file: path.join(outDir, 'main.js'), origin: 'default' };
}

/** The JavaScript output of a TypeScript source; any other path as it is. */
function compiledPath(file: string, parsed: ts.ParsedCommandLine): string {
  if (!/\.(?:[cm]?ts|tsx)$/.test(file) || /\.d\.[cm]?ts$/.test(file)) return file;
  const outputs = ts.getOutputFileNames(parsed, file, !ts.sys.useCaseSensitiveFileNames);
  return outputs.find((o) => /\.[cm]?js$/.test(o)) ?? file;
}

/** One run of the app: a cluster worker and what is known about it. */
interface AppProcess {
  readonly worker: Worker;
  /** Resolves when the worker listens (true) or exits first (false). */
  readonly ready: Promise<boolean>;
  /** Resolves when the worker has exited. */
  readonly exited: Promise<void>;
  listening: boolean;
  stopping: boolean;
}

/** The watch program, the builds and the app processes of one `fwc dev` run. */
class DevLoop {
  readonly #configPath: string;
  readonly #overrides: ts.CompilerOptions;
  readonly #answered: (d: ts.Diagnostic) => boolean;
  readonly #entry: Entry;
  readonly #options: DevOptions;
  readonly #cwd: string;
  /** Source files of the last program, to tell which ones changed. */
  #files = new Map<string, ts.SourceFile>();
  /** Files whose output is not written yet: changed, or depending on a change, since the last good build. */
  readonly #pending = new Set<string>();
  /**
   * Generated schemas and validators by type, kept across rebuilds (as the runner plugins keep
   * them): a rebuild generates only the markers whose types changed.
   */
  readonly #markerCache = new MarkerCache();
  #firstBuild = true;
  #changeAt: number | undefined;
  #current: AppProcess | undefined;
  /** The app process of the next start, already booted and waiting for the entry (see app-worker.ts). */
  #standby: Worker | undefined;
  /** Every worker that has not exited yet: the current one, old ones finishing their requests, a new one starting. */
  readonly #apps = new Set<AppProcess>();
  #restarting = false;
  #restartAgain = false;
  #stopping = false;
  #specRunning = false;
  #specAgain = false;
  #watch: ts.WatchOfConfigFile<ts.SemanticDiagnosticsBuilderProgram> | undefined;
  #done: (code: number) => void = () => {};

  constructor(
    configPath: string,
    overrides: ts.CompilerOptions,
    answered: (d: ts.Diagnostic) => boolean,
    entry: Entry,
    options: DevOptions,
    cwd: string,
  ) {
    this.#configPath = configPath;
    this.#overrides = overrides;
    this.#answered = answered;
    this.#entry = entry;
    this.#options = options;
    this.#cwd = cwd;
  }

  /** Starts watching and resolves with the exit code once stopped by SIGINT or SIGTERM. */
  run(): Promise<number> {
    const finished = new Promise<number>((resolve) => (this.#done = resolve));
    // Each worker accepts on the shared listening socket itself, so a build in this process never delays a connection.
    cluster.schedulingPolicy = cluster.SCHED_NONE;
    // Every worker runs dist/app-worker.cjs (next to this bundle) until it is sent the entry.
    cluster.setupPrimary({
      exec: path.join(__dirname, 'app-worker.cjs'),
      args: [...(this.#options.args ?? [])],
      execArgv: ['--enable-source-maps'],
    });
    // Node starts while the first build runs.
    this.#prepareStandby();
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void this.#shutdown(signal));
    console.log(
      `fwc dev: watching ${relative(this.#cwd, this.#configPath)}; the app is ${relative(this.#cwd, this.#entry.file)} (${this.#entry.origin})`,
    );

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
    const setTimer = host.setTimeout;
    if (setTimer !== undefined)
      host.setTimeout = (callback, ms, ...args) => setTimer(callback, Math.min(ms, DEBOUNCE_MS), ...args);
    host.afterProgramCreate = (builder) => {
      try {
        this.#build(builder);
      } catch (error) {
        console.error(`fwc dev: error: the build failed: ${describe(error)}; waiting for changes`);
      }
    };
    this.#watch = ts.createWatchProgram(host);
    return finished;
  }

  /** Checks and emits one program; writes and restarts only when it has no error. */
  #build(builder: ts.SemanticDiagnosticsBuilderProgram): void {
    const started = this.#changeAt ?? performance.now();
    this.#changeAt = undefined;
    const programAt = performance.now();
    const program = builder.getProgram();
    const own = program
      .getSourceFiles()
      .filter(
        (f) =>
          !f.isDeclarationFile && !program.isSourceFileFromExternalLibrary(f) && !program.isSourceFileDefaultLibrary(f),
      );

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
    const pluginConfig = fwPluginConfig(program.getCompilerOptions().plugins, this.#configPath, this.#cwd);
    try {
      const factory = loadTransformer()(program, pluginConfig, {
        addDiagnostic: (d) => void diagnostics.push(d),
        markerCache: this.#markerCache,
      });
      for (const f of own) {
        if (!this.#pending.has(f.fileName)) continue;
        const result = program.emit(f, (name, text) => void outputs.set(name, text), undefined, false, {
          before: [factory],
        });
        diagnostics.push(...result.diagnostics);
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
    if (written === 0 && removed.length === 0 && !first && this.#current !== undefined) {
      console.log(`fwc dev: built in ${ms} ms (${timing}); no output changed, the app keeps running`);
      return;
    }
    console.log(
      `fwc dev: built in ${ms} ms (${timing}; ${written} file${written === 1 ? '' : 's'} written)${first ? '' : '; restarting'}`,
    );
    void this.#restart().then(() => this.#writeSpec(program.getCompilerOptions()));
  }

  /** Prints a failed build and says what keeps running. */
  #failed(diagnostics: readonly ts.Diagnostic[], extra?: string): void {
    for (const d of sortDiagnostics(diagnostics)) console.log(formatDiagnostic(d, this.#cwd));
    if (extra !== undefined) console.error(`fwc dev: error: ${extra}`);
    const errors = diagnostics.filter(isError).length + (extra === undefined ? 0 : 1);
    const serving =
      this.#current !== undefined ? 'the last good build keeps running' : 'the app starts after the first good build';
    console.error(
      `fwc dev: ${errors} error${errors === 1 ? '' : 's'}; nothing written, ${serving}; waiting for changes`,
    );
  }

  /** Starts the app, or replaces the running one; restarts asked for meanwhile run once afterwards. */
  async #restart(): Promise<void> {
    if (this.#restarting) {
      this.#restartAgain = true;
      return;
    }
    this.#restarting = true;
    try {
      do {
        this.#restartAgain = false;
        if (this.#stopping) return;
        await this.#swap();
      } while (this.#restartAgain);
    } finally {
      this.#restarting = false;
    }
  }

  /**
   * Starts a new worker. When the old one listens, the new one listens on the same socket first
   * (node:cluster shares it), then the old one gets SIGTERM and finishes its requests; a new
   * worker that exits before listening leaves the old one serving.
   */
  async #swap(): Promise<void> {
    if (!existsSync(this.#entry.file)) {
      console.error(
        `fwc dev: error: ${relative(this.#cwd, this.#entry.file)} (${this.#entry.origin}) does not exist after the build; pass the entry (fwc dev src/main.ts) or set "fw": { "entry": "src/main.ts" } in package.json`,
      );
      return;
    }
    const old = this.#current;
    if (old !== undefined && !old.listening) {
      // Nothing to hand over: stop it first, so two copies of a non-server app never run at once.
      await this.#stop(old);
    }
    const next = this.#fork();
    this.#current = next;
    if (old === undefined || !old.listening) return;
    let timer: NodeJS.Timeout | undefined;
    const ready = await Promise.race([
      next.ready,
      new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), READY_TIMEOUT_MS))),
    ]);
    clearTimeout(timer);
    if (ready === false) {
      if (this.#current === next) this.#current = old;
      console.error(
        `fwc dev: the new build exited before listening; the previous one (pid ${old.worker.process.pid}) keeps serving`,
      );
      return;
    }
    if (ready === 'timeout')
      console.error(
        `fwc dev: the new build has not listened within ${READY_TIMEOUT_MS / 1000} s; stopping the previous one`,
      );
    void this.#stop(old);
  }

  /**
   * Starts the app process of the next restart, so that restart does not wait for Node to boot
   * (about half of a restart of the demo): it waits, having loaded nothing, until {@link #fork}
   * sends it the entry.
   */
  #prepareStandby(): void {
    if (this.#standby !== undefined || this.#stopping) return;
    const worker = cluster.fork();
    this.#standby = worker;
    worker.once('exit', () => {
      if (this.#standby === worker) this.#standby = undefined;
    });
  }

  /** Runs the entry in the waiting app process (or a new one) and reports what it does. */
  #fork(): AppProcess {
    let worker = this.#standby;
    this.#standby = undefined;
    if (worker === undefined || worker.isDead() || !worker.isConnected()) worker = cluster.fork();
    // Such as the process dying as it is told to run (its exit is reported too); never fwc dev's end.
    worker.on('error', (error) =>
      console.error(`fwc dev: error: the app process (pid ${worker.process.pid}): ${describe(error)}`),
    );
    worker.send({ fwcDev: 'run', entry: this.#entry.file });
    const started = performance.now();
    let settle: (listened: boolean) => void = () => {};
    const ready = new Promise<boolean>((resolve) => (settle = resolve));
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    const app: AppProcess = { worker, ready, exited, listening: false, stopping: false };
    this.#apps.add(app);
    void exited.then(() => this.#apps.delete(app));
    // The next one boots once this one listens (or has failed), not while it starts.
    void ready.then(() => this.#prepareStandby());
    worker.on('listening', (address) => {
      if (app.listening) return;
      app.listening = true;
      settle(true);
      const where =
        typeof address.port === 'number' && address.port > 0
          ? ` on ${address.addressType === 6 ? `[${address.address ?? '::'}]` : (address.address ?? '127.0.0.1')}:${address.port}`
          : '';
      console.log(
        `fwc dev: app (pid ${worker.process.pid}) listening${where}, ${Math.round(performance.now() - started)} ms after start`,
      );
    });
    worker.once('exit', (code, signal) => {
      settle(false);
      if (app.stopping || this.#stopping) return;
      const how = signal !== null && signal !== undefined ? `was killed by ${signal}` : `exited with code ${code}`;
      if (this.#current === app) {
        this.#current = undefined;
        console.error(`fwc dev: the app (pid ${worker.process.pid}) ${how}; it starts again after the next change`);
      }
    });
    return app;
  }

  /** SIGTERM (the app closes gracefully), then a disconnect, then SIGKILL after {@link KILL_AFTER_MS}; resolves once it exited. */
  async #stop(app: AppProcess): Promise<void> {
    if (app.worker.isDead()) return;
    app.stopping = true;
    app.worker.process.kill('SIGTERM');
    const disconnect = setTimeout(() => {
      // A worker whose servers are closed but whose IPC channel keeps it alive exits once disconnected.
      if (app.worker.isConnected() && !app.worker.isDead()) app.worker.disconnect();
    }, DISCONNECT_AFTER_MS);
    const kill = setTimeout(() => {
      console.error(
        `fwc dev: the app (pid ${app.worker.process.pid}) has not exited ${KILL_AFTER_MS / 1000} s after SIGTERM; killing it`,
      );
      app.worker.process.kill('SIGKILL');
    }, KILL_AFTER_MS);
    await app.exited;
    clearTimeout(disconnect);
    clearTimeout(kill);
  }

  /** Rewrites openapi.json from the new build, in a child process (fresh modules each time). */
  async #writeSpec(compilerOptions: ts.CompilerOptions): Promise<void> {
    if (this.#options.openapi === false || this.#stopping) return;
    if (this.#specRunning) {
      this.#specAgain = true;
      return;
    }
    this.#specRunning = true;
    try {
      do {
        this.#specAgain = false;
        await writeOpenApi(
          path.dirname(this.#configPath),
          compilerOptions,
          { app: this.#options.app, out: this.#options.out },
          this.#cwd,
          (file) => specInChild(file, this.#cwd),
          'fwc dev',
        );
      } while (this.#specAgain && !this.#stopping);
    } catch (error) {
      console.error(`fwc dev: error: writing openapi.json failed: ${describe(error)}`);
    } finally {
      this.#specRunning = false;
    }
  }

  /** Stops watching and every app process (gracefully; a second signal kills them), then resolves {@link run}. */
  async #shutdown(signal: NodeJS.Signals): Promise<void> {
    if (this.#stopping) {
      console.error(`fwc dev: ${signal} again; killing the app`);
      for (const app of this.#apps) app.worker.process.kill('SIGKILL');
      return;
    }
    this.#stopping = true;
    console.log(`fwc dev: ${signal}; stopping the app`);
    this.#watch?.close();
    const standby = this.#standby;
    this.#standby = undefined;
    // It has run nothing of the app: no need to let it close.
    const standbyExited =
      standby === undefined || standby.isDead()
        ? undefined
        : new Promise<void>((resolve) => standby.once('exit', () => resolve()));
    standby?.process.kill('SIGKILL');
    await Promise.all([...[...this.#apps].map((app) => this.#stop(app)), standbyExited]);
    console.log('fwc dev: stopped');
    this.#done(0);
  }
}

/** A stand-in of the same `typeof` for a `spec` export that is not a string, so the error names its type. */
const STAND_INS: Record<string, unknown> = {
  object: {},
  number: 0,
  boolean: false,
  bigint: 0n,
  function: () => undefined,
  symbol: Symbol('spec'),
};

/** Imports `file` in a child node process and resolves with its `spec` export (or a stand-in of its type). */
function specInChild(file: string, cwd: string): Promise<unknown> {
  const script =
    "const m = await import(process.argv[1]); const s = m.spec; process.send({ kind: typeof s, spec: typeof s === 'string' ? s : undefined }, () => process.exit(0));";
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script, pathToFileURL(file).href], {
      cwd,
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    let answer: { kind: string; spec?: string } | undefined;
    const timer = setTimeout(() => child.kill('SIGKILL'), SPEC_TIMEOUT_MS);
    child.stderr?.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
    child.on('message', (message) => void (answer = message as typeof answer));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (answer !== undefined)
        resolve(
          answer.kind === 'string' ? answer.spec : answer.kind === 'undefined' ? undefined : STAND_INS[answer.kind],
        );
      else {
        const thrown = /^\w*Error\b.*$/m.exec(stderr)?.[0] ?? stderr.trim().split('\n').pop();
        reject(
          new Error(
            thrown !== undefined && thrown !== ''
              ? thrown
              : signal !== null
                ? `stopped after ${SPEC_TIMEOUT_MS / 1000} s`
                : `exit code ${code}`,
          ),
        );
      }
    });
  });
}
