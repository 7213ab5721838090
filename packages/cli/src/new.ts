/** `fwc new`: checks the name and target, writes the scaffold, and (with --fw-source) packs local fw packages into it. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { scaffoldFiles, type ProjectInfo } from './templates.js';

/** Options of {@link createProject}. */
export interface NewOptions {
  /** The npm package name; the directory is named after it (the part after the scope). */
  readonly name: string;
  /** The parent directory; default `cwd`. */
  readonly dir?: string | undefined;
  /** An fw checkout whose built packages are packed into `vendor/fw/` and installed from there. */
  readonly fwSource?: string | undefined;
  /** Directory relative paths start from; default `process.cwd()`. */
  readonly cwd?: string | undefined;
  /** The fw version for registry ranges (`^<version>`) when there is no `--fw-source`. */
  readonly version: string;
}

/** pnpm version used to pack when the fw checkout does not pin one in `packageManager`. */
const DEFAULT_PNPM = '10.34.8';

/** The fw packages a project needs, by their folder under `packages/`. */
const FW_PACKAGES = ['runtime', 'transformer', 'cli', 'client'] as const;
type FwPackage = (typeof FW_PACKAGES)[number];

/** A usage problem (exit 2) or a failure (exit 1), with the message to print. */
class NewError extends Error {
  constructor(
    readonly exitCode: 1 | 2,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Why `name` cannot be a new npm package name, or undefined when it can. Follows npm's rules for
 * new packages: at most 214 characters, lower case, URL-safe (`a-z 0-9 - . _`), not starting with
 * `.` or `_`, an optional `@scope/`, and not a Node.js core module name.
 *
 * @example invalidPackageName('MyApp') // 'it contains upper-case letters'
 */
export function invalidPackageName(name: string): string | undefined {
  if (name.length === 0) return 'it is empty';
  if (name.length > 214) return 'it is longer than 214 characters';
  if (name.trim() !== name) return 'it has leading or trailing spaces';
  if (name !== name.toLowerCase()) return 'it contains upper-case letters';
  const scoped = /^@([^/]*)\/(.*)$/.exec(name);
  const parts = scoped === null ? [name] : [scoped[1] ?? '', scoped[2] ?? ''];
  for (const part of parts) {
    if (part.length === 0) return 'a scoped name needs both parts, as in @scope/name';
    if (part.startsWith('.') || part.startsWith('_')) return 'it starts with "." or "_"';
    if (!/^[a-z0-9._-]+$/.test(part))
      return 'it may contain only a-z, 0-9, "-", "." and "_" (and one "@scope/" prefix)';
  }
  if (scoped === null && (builtinModules.includes(name) || name === 'node_modules' || name === 'favicon.ico'))
    return 'it is a reserved name';
  return undefined;
}

/**
 * Creates the project directory `<dir>/<name>` with package.json, tsconfig.json (with the fw
 * plugin), src/app.ts, src/main.ts, src/app.test.ts, the typed client (api-client.js and .d.ts) and
 * README.md, and prints the commands to run.
 * Resolves with the exit code: 0 created, 1 failed (target exists, bad --fw-source), 2 bad name.
 *
 * @example createProject({ name: 'demoapp', fwSource: '/src/fw', version: '0.1.0' })
 */
export function createProject(options: NewOptions): number {
  try {
    return create(options);
  } catch (error) {
    if (error instanceof NewError) {
      console.error(`fwc new: ${error.message}`);
      return error.exitCode;
    }
    throw error;
  }
}

function create(options: NewOptions): number {
  const cwd = options.cwd ?? process.cwd();
  const reason = invalidPackageName(options.name);
  if (reason !== undefined) throw new NewError(2, `"${options.name}" is not a valid npm package name: ${reason}`);
  const parent = path.resolve(cwd, options.dir ?? '.');
  const target = path.join(parent, options.name.replace(/^@[^/]*\//, ''));
  if (existsSync(target)) throw new NewError(1, `${target} already exists; choose another name or --dir`);
  const source = options.fwSource === undefined ? undefined : checkSource(path.resolve(cwd, options.fwSource));

  mkdirSync(target, { recursive: true });
  try {
    const fw =
      source === undefined ? registryRanges(options.version) : packInto(source, path.join(target, 'vendor', 'fw'));
    const info: ProjectInfo = { name: options.name, fw, local: source !== undefined };
    for (const [file, text] of Object.entries(scaffoldFiles(info))) {
      mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
      writeFileSync(path.join(target, file), text);
    }
  } catch (error) {
    rmSync(target, { recursive: true, force: true });
    throw error;
  }

  const rel = path.relative(cwd, target);
  const cdPath = rel === '' || rel.startsWith('..') || path.isAbsolute(rel) ? target : rel;
  const lines = [`Created ${options.name} in ${target}`];
  if (source !== undefined) lines.push(`  the fw packages are packed from ${source} into vendor/fw/`);
  lines.push(
    '',
    'Next:',
    `  cd ${quote(cdPath)} && npm install && npm run dev`,
    '',
    'Then open http://127.0.0.1:3000/api/docs; `npm test` runs the tests, `npm run build && npm start` runs the built app.',
  );
  console.log(lines.join('\n'));
  return 0;
}

/** `^<version>` for each fw package, the version of this fwc: the packages published with it. */
function registryRanges(version: string): ProjectInfo['fw'] {
  const range = `^${version}`;
  return { runtime: range, transformer: range, cli: range, client: range };
}

/** Checks that `source` is an fw checkout with built packages; returns it. */
function checkSource(source: string): string {
  for (const name of FW_PACKAGES) {
    const dir = path.join(source, 'packages', name);
    const pkgPath = path.join(dir, 'package.json');
    if (!existsSync(pkgPath))
      throw new NewError(1, `--fw-source ${source} is not an fw checkout: ${pkgPath} is missing`);
    const entry = builtEntry(readJson(pkgPath));
    if (entry !== undefined && !existsSync(path.join(dir, entry))) {
      throw new NewError(
        1,
        `--fw-source ${source} is not built: ${path.join(dir, entry)} is missing; run \`node scripts/setup.mjs\` there first`,
      );
    }
  }
  return source;
}

/** The file a built package must have: its `main`, else its first `bin`. */
function builtEntry(pkg: Record<string, unknown>): string | undefined {
  if (typeof pkg['main'] === 'string') return pkg['main'];
  const bin = pkg['bin'];
  if (typeof bin === 'string') return bin;
  if (typeof bin === 'object' && bin !== null)
    return Object.values(bin).find((v): v is string => typeof v === 'string');
  return undefined;
}

/**
 * Packs the fw packages with `pnpm pack` (which rewrites `workspace:` ranges to real versions, as
 * npm needs) into `vendor`, all in one pnpm run (`--filter` per package: one npx start instead of
 * four), and returns `file:` specs for package.json.
 */
function packInto(source: string, vendor: string): ProjectInfo['fw'] {
  mkdirSync(vendor, { recursive: true });
  const pnpm = `pnpm@${pinnedPnpm(source)}`;
  const specs = {} as Record<FwPackage, string>;
  const tarballs = FW_PACKAGES.map((name) => {
    const pkg = readJson(path.join(source, 'packages', name, 'package.json'));
    return `${String(pkg['name']).replace(/^@/, '').replace('/', '-')}-${String(pkg['version'])}.tgz`;
  });
  const filters = FW_PACKAGES.flatMap((name) => ['--filter', `./packages/${name}`]);
  const result = spawnSync('npx', ['-y', pnpm, ...filters, 'pack', '--pack-destination', vendor], {
    cwd: source,
    encoding: 'utf8',
    env: { ...process.env, npm_config_update_notifier: 'false' },
    timeout: 180_000,
    shell: process.platform === 'win32',
  });
  const missing = tarballs.filter((tarball) => !existsSync(path.join(vendor, tarball)));
  if (result.status !== 0 || missing.length > 0) {
    const why =
      result.error?.message ??
      (`${result.stderr ?? ''}${result.stdout ?? ''}`.trim().split('\n').slice(-5).join('\n') ||
        `exit ${result.status}`);
    const packages = FW_PACKAGES.map((name) => path.join(source, 'packages', name)).join(', ');
    throw new NewError(1, `packing ${packages} with npx ${pnpm} pack failed:\n${why}`);
  }
  FW_PACKAGES.forEach((name, i) => (specs[name] = `file:./vendor/fw/${tarballs[i]}`));
  return specs;
}

/** The pnpm version the checkout pins in `packageManager` (pnpm refuses to run as another version). */
function pinnedPnpm(source: string): string {
  const pkgPath = path.join(source, 'package.json');
  const pinned = existsSync(pkgPath) ? readJson(pkgPath)['packageManager'] : undefined;
  const match = typeof pinned === 'string' ? /^pnpm@(\d+\.\d+\.\d+[^+]*)/.exec(pinned) : null;
  return match?.[1] ?? DEFAULT_PNPM;
}

function readJson(file: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new NewError(1, `${file} is not a JSON object`);
}

/** Quotes a path for a POSIX shell when it needs it. */
function quote(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
