/** The results and options of the runner service, as the plugins and the Node hooks see them. */

/** One problem the transform found, in 1-based line and column of the source file. */
export interface FwDiagnostic {
  /** `FW1003` for fw's diagnostics, `TS1005` for TypeScript's syntax errors. */
  readonly code: string;
  /** Absolute path of the file the problem is in. */
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** The message without position or code. */
  readonly message: string;
  /** The whole line as `fwc build` prints it: `src/app.ts(12,5): error FW1003: route pattern ...`. */
  readonly text: string;
}

/** A source map as the bundlers take it (version 3); `sources` holds the absolute source path. */
export interface FwSourceMap {
  readonly version: number;
  readonly file: string;
  readonly sources: string[];
  readonly sourcesContent?: (string | null)[];
  readonly names: string[];
  readonly mappings: string;
}

/** What {@link transformFile} produced for one file. */
export interface FwTransformResult {
  /** The emitted JavaScript, without a `sourceMappingURL` comment. */
  readonly code: string;
  /** Its source map back to the TypeScript source. */
  readonly map: FwSourceMap;
  /** `module` when the emitted code is an ES module, `commonjs` when TypeScript emitted CommonJS. */
  readonly format: 'module' | 'commonjs';
  /** Errors found while transforming; when there is one, `code` must not be run. */
  readonly diagnostics: readonly FwDiagnostic[];
  /**
   * The project's other files this output may have been made from (absolute paths, sorted): what
   * the file reaches through its imports of any kind, `import type` included, and the files that
   * declare globals or augment modules; not `node_modules`, not TypeScript's libs. A watching tool
   * must transform the file again when one of them changes (the plugins pass them to
   * `addWatchFile`, the register hook to `node --watch`). The project's tsconfig and the configs
   * it extends are among them: after a change to one, the next transform starts a new project with
   * the new options. Empty for {@link FwProject.transpile}.
   */
  readonly dependencies: readonly string[];
}

/** Options shared by every runner entry point. */
export interface FwTransformOptions {
  /**
   * The tsconfig file of the project. Default: the nearest `tsconfig.json` above each
   * transformed file (as `tsc` and editors find it).
   */
  readonly tsconfig?: string | undefined;
  /** Paths in diagnostics are printed relative to this directory. Default `process.cwd()`. */
  readonly cwd?: string | undefined;
  /**
   * Reuse each marker's generated schema and validators across edits while its type is unchanged
   * (see {@link FwProject.stats}). Default `true`; `false` gives a project of its own that
   * regenerates every marker on every emit (the output is the same either way).
   */
  readonly markerCache?: boolean | undefined;
  /**
   * Where the marker cache is kept between processes, so that a cold start (a new vitest run, a
   * restart) regenerates only the markers whose types changed since the last one: a directory,
   * or `false` for memory only. Default: `node_modules/.cache/fw-transformer` of the nearest
   * `node_modules` above the project (none when there is no such directory).
   */
  readonly diskCache?: string | false | undefined;
}
