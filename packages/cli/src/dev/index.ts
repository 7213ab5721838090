/**
 * `fwc dev`: compiles the project with the fw transformer in a warm TypeScript watch program (the
 * builder), runs the app as a node:cluster worker and replaces it after every good rebuild without
 * a gap (the supervisor), and rewrites openapi.json once the new app listens.
 */
import path from 'node:path';
import ts from 'typescript';
import type { ClientFileOptions } from '../client.js';
import { specInChild, writeOpenApi, type OpenApiOptions } from '../openapi.js';
import { describe, relative } from '../print.js';
import { devEntry } from '../project.js';
import { openProject, type ProjectOptions } from '../tsconfig.js';
import { Builder } from './builder.js';
import { Supervisor } from './supervisor.js';

/** Options of {@link dev}; every path is relative to `cwd`. */
export interface DevOptions extends ProjectOptions, OpenApiOptions, ClientFileOptions {
  /** The module to run: a source (`src/main.ts`, run from its output) or a compiled file. See {@link devEntry}. */
  readonly entry?: string | undefined;
  /** Arguments for the app (`fwc dev src/main.ts -- --verbose`). */
  readonly args?: readonly string[] | undefined;
}

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
export function dev(options: DevOptions = {}): Promise<number> {
  const cwd = options.cwd ?? process.cwd();
  const opened = openProject(options.project, cwd, 'fwc dev');
  if (opened === undefined) return Promise.resolve(1);
  const { configPath, config } = opened;
  if (config.parsed.options.noEmit === true) {
    console.error(
      `fwc dev: error: ${relative(cwd, configPath)} sets noEmit; fwc dev runs the compiled output, so it needs the project to emit (set "outDir" and remove "noEmit")`,
    );
    return Promise.resolve(1);
  }
  const parsed = config.parsed;
  // A TypeScript source runs from the JavaScript file TypeScript writes for it.
  const output = (source: string): string =>
    ts.getOutputFileNames(parsed, source, !ts.sys.useCaseSensitiveFileNames).find((file) => /\.[cm]?js$/.test(file)) ??
    source;
  const entry = devEntry(options.entry, path.dirname(configPath), cwd, parsed.options.outDir, output);
  const supervisor = new Supervisor(entry, options.args ?? [], cwd);
  let stopping = false;
  const spec = specWriter(path.dirname(configPath), options, cwd, () => stopping);
  const builder = new Builder(configPath, config.overrides, config.answered, cwd, {
    appRunning: () => supervisor.running,
    built: (program) => void supervisor.restart().then(() => spec(program.getCompilerOptions())),
  });

  return new Promise<number>((resolve) => {
    /** Stops watching and every app process (gracefully; a second signal kills them), then resolves. */
    const shutdown = async (signal: NodeJS.Signals): Promise<void> => {
      if (stopping) {
        console.error(`fwc dev: ${signal} again; killing the app`);
        supervisor.kill();
        return;
      }
      stopping = true;
      console.log(`fwc dev: ${signal}; stopping the app`);
      builder.close();
      await supervisor.stop();
      console.log('fwc dev: stopped');
      resolve(0);
    };
    // Node starts while the first build runs.
    supervisor.start();
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));
    console.log(
      `fwc dev: watching ${relative(cwd, configPath)}; the app is ${relative(cwd, entry.file)} (${entry.origin})`,
    );
    builder.start();
  });
}

/**
 * Rewrites openapi.json from a new build, in a child process (fresh modules each time); a rewrite
 * asked for while one runs runs once afterwards. Does nothing with `--no-openapi` or once stopping.
 */
function specWriter(
  projectDir: string,
  options: OpenApiOptions & ClientFileOptions,
  cwd: string,
  stopping: () => boolean,
): (compilerOptions: ts.CompilerOptions) => Promise<void> {
  let running = false;
  let again = false;
  return async (compilerOptions) => {
    if (options.openapi === false || stopping()) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await writeOpenApi(
          projectDir,
          compilerOptions,
          { app: options.app, out: options.out, client: options.client },
          cwd,
          (file) => specInChild(file, cwd),
          'fwc dev',
        );
      } while (again && !stopping());
    } catch (error) {
      console.error(`fwc dev: error: writing openapi.json failed: ${describe(error)}`);
    } finally {
      running = false;
    }
  };
}
