/**
 * Finds a project's tsconfig (`--project`) and reads it with fwc's TypeScript 5.9, accepting what TypeScript 6 and 7 accept:
 * their new option values (target es2025, lib es2025.*), their defaults when the project's own
 * `typescript` is 6 or newer, and warnings for what they removed (baseUrl, node10, es5, ...).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { formatDiagnostic, sortDiagnostics } from './diagnostics.js';

/** A tsconfig as fwc compiles it. */
interface ProjectConfig {
  /** The parsed tsconfig with {@link ProjectConfig.overrides} applied and the errors they answer removed. */
  readonly parsed: ts.ParsedCommandLine;
  /** What fwc sets over the tsconfig's options (TypeScript 6/7 values and defaults); `{}` for a 5.x project. */
  readonly overrides: ts.CompilerOptions;
  /** The project's own `typescript` version (from its node_modules), if it has one. */
  readonly projectTypeScript: string | undefined;
  /** Lines to print as `note:` or `warning:` (already worded, without the prefix). */
  readonly notes: readonly { readonly level: 'note' | 'warning'; readonly text: string }[];
  /** Whether a config diagnostic is one fwc answered with an override (so it is not printed). */
  readonly answered: (diagnostic: ts.Diagnostic) => boolean;
}

/** TypeScript 6/7 `lib` names and the TypeScript 5.9 lib file that declares the same (or more). */
const LIBS: Record<string, string | null> = {
  es2025: 'lib.esnext.d.ts',
  'es2025.collection': 'lib.esnext.collection.d.ts',
  'es2025.float16': 'lib.esnext.float16.d.ts',
  'es2025.intl': 'lib.esnext.intl.d.ts',
  'es2025.iterator': 'lib.esnext.iterator.d.ts',
  'es2025.promise': 'lib.esnext.promise.d.ts',
  'es2025.regexp': 'lib.es2024.regexp.d.ts',
  // Declared only by TypeScript 6/7; fwc's 5.9 type-checks without them.
  'esnext.temporal': null,
  'esnext.date': null,
  'esnext.typedarrays': null,
};

/** Compiler options that only TypeScript 7 knows (they tune its checker; the emit is the same without them). */
const TS7_ONLY_OPTIONS = new Set([
  'stableTypeOrdering',
  'checkers',
  'builders',
  'singleThreaded',
  'deduplicatePackages',
  'pprofDir',
  'quiet',
]);

/** `ignoreDeprecations` values of TypeScript 6/7 that 5.9 rejects. */
const NEW_IGNORE_DEPRECATIONS = new Set(['6.0', '7.0']);

/**
 * Parses `configPath` (following `extends`) for fwc's TypeScript 5.9. Resolves with the
 * diagnostics instead when the file cannot be read at all.
 *
 * @example const config = readProjectConfig('/app/tsconfig.json')
 */
function readProjectConfig(configPath: string): ProjectConfig | { readonly fatal: readonly ts.Diagnostic[] } {
  const fatal: ts.Diagnostic[] = [];
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => void fatal.push(d) },
  );
  if (parsed === undefined) return { fatal };
  // JSON syntax errors: nothing after them is worth reading (tsc stops there too).
  const syntax = ts.getConfigFileParsingDiagnostics(parsed).filter((d) => !parsed.errors.includes(d));
  if (syntax.length > 0) return { fatal: syntax };
  const projectDir = path.dirname(configPath);
  const projectTypeScript = projectTypeScriptVersion(projectDir);
  const major = projectTypeScript === undefined ? 0 : Number.parseInt(projectTypeScript, 10);
  const shown = path.basename(configPath);
  const notes: { level: 'note' | 'warning'; text: string }[] = [];
  const overrides: ts.CompilerOptions = {};
  const libs: string[] = [];

  for (const d of parsed.errors) {
    const answer = answerOf(d);
    if (answer === undefined) continue;
    if (answer.kind === 'target') {
      overrides.target = ts.ScriptTarget.ES2024;
      notes.push({
        level: 'note',
        text: `${shown}: target "es2025" (TypeScript 6/7) is compiled as es2024 by fwc's TypeScript ${ts.version}`,
      });
    } else if (answer.kind === 'lib') {
      const file = LIBS[answer.value];
      if (file !== null && file !== undefined) libs.push(file);
      else
        notes.push({
          level: 'note',
          text: `${shown}: lib "${answer.value}" is not in fwc's TypeScript ${ts.version}; it type-checks without it`,
        });
    } else {
      notes.push({
        level: 'note',
        text: `${shown}: "${answer.value}" is a TypeScript 7 option; fwc's TypeScript ${ts.version} ignores it`,
      });
    }
  }
  if (libs.length > 0) overrides.lib = [...new Set([...(parsed.options.lib ?? []), ...libs])];
  if (
    typeof parsed.options.ignoreDeprecations === 'string' &&
    NEW_IGNORE_DEPRECATIONS.has(parsed.options.ignoreDeprecations)
  ) {
    // 5.9 rejects these values (TS5103); what they silence is still accepted by 5.9.
    overrides.ignoreDeprecations = undefined;
  }
  if (major >= 6) {
    Object.assign(overrides, newDefaults(parsed.options, overrides));
    notes.push(...removedOptions(parsed.options, shown, projectTypeScript ?? '', major));
    const rootDirNote = rootDirCheck(parsed, projectDir, shown, projectTypeScript ?? '');
    if (rootDirNote !== undefined) notes.push(rootDirNote);
  }
  const answered = (d: ts.Diagnostic): boolean => answerOf(d) !== undefined;
  const result: ts.ParsedCommandLine = {
    ...parsed,
    options: { ...parsed.options, ...overrides },
    errors: parsed.errors.filter((d) => !answered(d)),
  };
  return { parsed: result, overrides, projectTypeScript, notes, answered };
}

/** What a TypeScript 5.9 config error is about when it is a TypeScript 6/7 value fwc can take. */
function answerOf(
  d: ts.Diagnostic,
): { readonly kind: 'target' | 'lib' | 'option'; readonly value: string } | undefined {
  const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
  if (d.code === 5023) {
    const name = /'([^']+)'/.exec(message)?.[1];
    return name !== undefined && TS7_ONLY_OPTIONS.has(name) ? { kind: 'option', value: name } : undefined;
  }
  if (d.code !== 6046 || d.file === undefined || d.start === undefined || d.length === undefined) return undefined;
  const value = d.file.text
    .slice(d.start, d.start + d.length)
    .replace(/^["']|["']$/g, '')
    .toLowerCase();
  if (message.includes("'--target'")) return value === 'es2025' ? { kind: 'target', value } : undefined;
  if (message.includes("'--lib'")) return value in LIBS ? { kind: 'lib', value } : undefined;
  return undefined;
}

/** Module kinds that imply their own target and module resolution (node16 ... nodenext). */
function isNodeModule(module: ts.ModuleKind | undefined): boolean {
  return module !== undefined && module >= ts.ModuleKind.Node16 && module <= ts.ModuleKind.NodeNext;
}

/**
 * TypeScript 6/7's defaults for the options a tsconfig leaves unset, where they differ from 5.9's:
 * strict, `types: []`, target es2025 (es2024 here), module esnext with bundler resolution,
 * esModuleInterop, and checked side-effect imports.
 */
function newDefaults(options: ts.CompilerOptions, overrides: ts.CompilerOptions): ts.CompilerOptions {
  const set: ts.CompilerOptions = {};
  if (options.strict === undefined) set.strict = true;
  if (options.types === undefined) set.types = [];
  const module = options.module ?? ts.ModuleKind.ESNext;
  if (options.module === undefined) set.module = module;
  if (options.target === undefined && overrides.target === undefined && !isNodeModule(module))
    set.target = ts.ScriptTarget.ES2024;
  if (options.moduleResolution === undefined && !isNodeModule(module))
    set.moduleResolution = ts.ModuleResolutionKind.Bundler;
  if (options.esModuleInterop === undefined) set.esModuleInterop = true;
  if (options.allowSyntheticDefaultImports === undefined) set.allowSyntheticDefaultImports = true;
  if (options.noUncheckedSideEffectImports === undefined) set.noUncheckedSideEffectImports = true;
  return set;
}

/** Warnings for settings TypeScript 7 removed, which fwc's 5.9 still compiles but the project's tsc rejects. */
function removedOptions(
  options: ts.CompilerOptions,
  shown: string,
  version: string,
  major: number,
): { level: 'warning'; text: string }[] {
  if (major < 7) return [];
  const removed: string[] = [];
  if (options.baseUrl !== undefined) removed.push('"baseUrl" (write "paths" relative to the tsconfig)');
  if (
    options.moduleResolution === ts.ModuleResolutionKind.Node10 ||
    options.moduleResolution === ts.ModuleResolutionKind.Classic
  )
    removed.push('"moduleResolution": "node10"/"classic" (use "nodenext" or "bundler")');
  if (options.target === ts.ScriptTarget.ES3 || options.target === ts.ScriptTarget.ES5)
    removed.push('"target": "es5" (use "es2015" or later)');
  if (options.outFile !== undefined) removed.push('"outFile"');
  if (
    options.module === ts.ModuleKind.AMD ||
    options.module === ts.ModuleKind.UMD ||
    options.module === ts.ModuleKind.System ||
    options.module === ts.ModuleKind.None
  )
    removed.push('"module": "amd"/"umd"/"system"/"none"');
  if (options.downlevelIteration !== undefined) removed.push('"downlevelIteration"');
  if (options.esModuleInterop === false || options.allowSyntheticDefaultImports === false)
    removed.push('"esModuleInterop"/"allowSyntheticDefaultImports": false');
  return removed.map((what) => ({
    level: 'warning',
    text: `${shown}: ${what} was removed in TypeScript 7; the project's typescript ${version} rejects it, while fwc's ${ts.version} still compiles it`,
  }));
}

/** TypeScript 6/7 make rootDir default to the tsconfig's directory and ask for it when the sources sit deeper (TS5011). */
function rootDirCheck(
  parsed: ts.ParsedCommandLine,
  projectDir: string,
  shown: string,
  version: string,
): { level: 'warning'; text: string } | undefined {
  const options = parsed.options;
  if (options.rootDir !== undefined || (options.outDir === undefined && options.declarationDir === undefined))
    return undefined;
  const sources = parsed.fileNames.filter((f) => !/\.d\.[cm]?ts$/.test(f)).map((f) => path.dirname(path.resolve(f)));
  if (sources.length === 0) return undefined;
  const common = sources.reduce((a, b) => {
    while (path.relative(a, b).startsWith('..')) a = path.dirname(a);
    return a;
  });
  if (path.resolve(common) === path.resolve(projectDir)) return undefined;
  const rel = `./${path.relative(projectDir, common).split(path.sep).join('/')}`;
  return {
    level: 'warning',
    text: `${shown}: set "rootDir": "${rel}"; TypeScript ${version} requires it when the sources are not at the tsconfig's level (error TS5011), while fwc writes the same layout as "rootDir": "${rel}"`,
  };
}

/** The version of the `typescript` package the project would load (the nearest node_modules), if any. */
function projectTypeScriptVersion(projectDir: string): string | undefined {
  const dir = projectTypeScriptDir(projectDir);
  if (dir === undefined) return undefined;
  try {
    const version = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version?: unknown }).version;
    return typeof version === 'string' ? version : undefined;
  } catch {
    return undefined;
  }
}

/** The directory of the `typescript` package the project would load (the nearest node_modules), if any. */
export function projectTypeScriptDir(projectDir: string): string | undefined {
  for (let dir = path.resolve(projectDir); ; dir = path.dirname(dir)) {
    const pkg = path.join(dir, 'node_modules', 'typescript', 'package.json');
    if (existsSync(pkg)) return path.dirname(pkg);
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** The tsconfig file for a `--project` value: the file itself, or `tsconfig.json` in a directory. */
function findConfig(target: string): string | undefined {
  if (!existsSync(target)) return undefined;
  if (statSync(target).isDirectory()) {
    const inside = path.join(target, 'tsconfig.json');
    return existsSync(inside) ? inside : undefined;
  }
  return target;
}

/** Which project a command works on; every path is relative to `cwd`. */
export interface ProjectOptions {
  /** A tsconfig file, or a directory holding `tsconfig.json`. Default `tsconfig.json`. */
  readonly project?: string | undefined;
  /** Directory that relative paths (and printed file names) start from. Default `process.cwd()`. */
  readonly cwd?: string | undefined;
}

/** A project's tsconfig, read as fwc compiles it. */
export interface OpenProject {
  readonly configPath: string;
  readonly config: ProjectConfig;
}

/**
 * Finds and reads the tsconfig of `--project` (default `tsconfig.json` in `cwd`) for the command
 * `label` (`fwc build`, `fwc dev`), printing its notes; prints why and gives undefined when there
 * is none or it cannot be read.
 */
export function openProject(project: string | undefined, cwd: string, label: string): OpenProject | undefined {
  const target = path.resolve(cwd, project ?? 'tsconfig.json');
  const configPath = findConfig(target);
  if (configPath === undefined) {
    console.error(
      `${label}: error: cannot find ${target}${project === undefined ? `; run ${label} in the project directory or pass --project <tsconfig.json>` : ''}`,
    );
    return undefined;
  }
  const config = readProjectConfig(configPath);
  if ('fatal' in config) {
    for (const d of sortDiagnostics(config.fatal)) console.log(formatDiagnostic(d, cwd));
    return undefined;
  }
  for (const note of config.notes) console.error(`${label}: ${note.level}: ${note.text}`);
  return { configPath, config };
}
