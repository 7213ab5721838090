/**
 * Installed as users install packages. A local Verdaccio registry (127.0.0.1, a free port, storage
 * in a temporary directory) takes `@fw/runtime`, `@fw/transformer`, `@fw/cli` and `@fw/client` from the
 * workspace's publish command, `pnpm -r publish`; the published tarballs must hold LICENSE,
 * README and the types, and no `workspace:` range. Then, in an empty directory whose only
 * configured registry is that one, a user's commands: `npx @fw/cli new myapp`, `npm install`,
 * `npm test`, `npm run build`, `npm start`, and an HTTP answer from the app.
 *
 * Those are the README's first commands, and the suite walks the README's app blocks once, in
 * order, in that one app (see {@link walk}): each case above takes its command's output from the
 * walk and checks it, and the README case runs the commands after theirs. A command is run once,
 * not once for its case and again for the README (an install, a test run and a build less); a
 * case whose command the README no longer has runs it by itself. The timings it prints (wall and
 * CPU per command, the registry's CPU) say where the suite's minutes go.
 *
 * The registry serves the @fw/* packages only from what was published here (no proxy for the
 * scope, so a package of that name elsewhere can never stand in for them) and every other package
 * (typescript, typia, @types/node, ...) through its uplink to the npm registry this machine's npm
 * uses, as a company registry does. The user's side runs with a temporary user config and an npm
 * cache folder of its own whose downloads are the machine's (see {@link userCache}). The whole suite is bounded by
 * {@link BUDGET_MS}; every child process is stopped at the end.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLI_DIR, REPO, cpuSeconds, removeDir, start, stop, tempDir } from './helpers.js';
import { readmeBlocks, type ReadmeCommand } from './readme.js';

/**
 * The whole suite: registry start, publish, npx, two installs, builds, tests and starts. About 2.5
 * minutes alone on a 2-core machine with a warm npm cache, up to twice that with other test files
 * running beside it or a cold cache; the bound only keeps a stuck registry from holding the run.
 */
const BUDGET_MS = 13 * 60_000;
/** The registry must print its port within this time. */
const REGISTRY_START_MS = 60_000;
/** The pnpm the workspace pins in packageManager. */
const PNPM = `pnpm@${/^pnpm@(.+)$/.exec((JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { packageManager: string }).packageManager)?.[1] ?? ''}`;
/** The published packages, by their folder under packages/. */
const PACKAGES = ['runtime', 'transformer', 'cli', 'client'] as const;

interface Ctx {
  /** The temporary directory holding everything. */
  dir: string;
  /** Ends the suite's time budget (ms since the epoch). */
  deadline: number;
  registry: ChildProcess | undefined;
  /** `http://127.0.0.1:<port>/` */
  url: string;
  /** Registry output, shown when something fails. */
  log: string;
  /** The user's npm config: the registry and nothing else. */
  userrc: string;
  /** The user's npm cache folder (see {@link userCache}). */
  cache: string;
  published: boolean;
  project: string;
  installed: boolean;
  app: ChildProcess | undefined;
  /** Where the walk through the README's app commands is (see {@link walk}). */
  walk: Walk | undefined;
}

/** The README's app commands, run once in order across the cases: the next one to run and the directory it runs in. */
interface Walk {
  readonly commands: readonly ReadmeCommand[];
  next: number;
  cwd: string;
}

const publish = suite<Ctx>('publish to a local registry and install as a user', {
  dir: '',
  deadline: 0,
  registry: undefined,
  url: '',
  log: '',
  userrc: '',
  cache: '',
  published: false,
  project: '',
  installed: false,
  app: undefined,
  walk: undefined,
});

publish.before(async (ctx) => {
  ctx.deadline = Date.now() + BUDGET_MS;
  ctx.dir = tempDir('publish');
  const storage = path.join(ctx.dir, 'registry');
  mkdirSync(storage);
  const config = path.join(ctx.dir, 'verdaccio.yaml');
  writeFileSync(config, verdaccioConfig(storage, uplink()));
  const server = path.join(path.dirname(fileURLToPath(import.meta.url)), 'verdaccio-server.js');
  const child = spawn(process.execPath, [server, config], {
    cwd: ctx.dir,
    env: cleanEnv({}),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  ctx.registry = child;
  const port = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the registry printed no port within ${REGISTRY_START_MS} ms:\n${ctx.log}`)),
      REGISTRY_START_MS,
    );
    const read = (chunk: Buffer): void => {
      ctx.log += chunk.toString();
      const found = /verdaccio listening on (\d+)/.exec(ctx.log)?.[1];
      if (found !== undefined) {
        clearTimeout(timer);
        resolve(found);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the registry exited with ${code}:\n${ctx.log}`));
    });
  });
  ctx.url = `http://127.0.0.1:${port}/`;
  // The publisher: a user created on this registry (htpasswd in the temporary directory).
  const res = await fetch(`${ctx.url}-/user/org.couchdb.user:fw-publisher`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'fw-publisher', password: 'publish-test-only' }),
  });
  const token = ((await res.json()) as { token?: string }).token;
  assert.is(res.status, 201, 'the publisher account is created');
  assert.type(token, 'string');
  writeFileSync(path.join(ctx.dir, 'publisher.npmrc'), `//127.0.0.1:${port}/:_authToken=${token!}\n`);
  // The user knows only the registry's address.
  ctx.userrc = path.join(ctx.dir, 'user.npmrc');
  writeFileSync(ctx.userrc, `registry=${ctx.url}\n`);
  ctx.cache = userCache(ctx.dir);
});

publish.after(async (ctx) => {
  await stop(ctx.app);
  if (ctx.registry !== undefined && ctx.registry.exitCode === null && ctx.registry.signalCode === null) {
    const registry = ctx.registry;
    const cpu = registry.pid === undefined ? undefined : cpuSeconds(registry.pid);
    if (cpu !== undefined) process.stdout.write(`  (the registry used ${cpu.toFixed(1)} s CPU)\n`);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => registry.kill('SIGKILL'), 5000);
      registry.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      registry.kill('SIGTERM');
    });
  }
  removeDir(ctx.dir);
});

publish('should publish the four packages with pnpm -r publish', (ctx) => {
  const run = command(ctx, 'npx', ['-y', PNPM, '-r', 'publish', '--no-git-checks', '--registry', ctx.url], {
    cwd: REPO,
    max: 180_000,
    env: { NPM_CONFIG_USERCONFIG: path.join(ctx.dir, 'publisher.npmrc') },
  });
  assert.is(run.status, 0, run.output);
  for (const name of PACKAGES) assert.match(run.output, new RegExp(`^\\+ @fw/${name}@`, 'm'));
  ctx.published = true;
});

for (const name of PACKAGES) {
  publish(`should have published @fw/${name} with LICENSE, README, types and no workspace: range`, async (ctx) => {
    assert.ok(ctx.published, 'needs the publish');
    const source = JSON.parse(readFileSync(path.join(REPO, 'packages', name, 'package.json'), 'utf8')) as Manifest;
    const meta = (await (await fetch(`${ctx.url}@fw%2f${name}`)).json()) as {
      versions: Record<string, Manifest & { dist: { tarball: string } }>;
    };
    const published = meta.versions[source.version];
    assert.ok(published, `${source.version} is on the registry`);
    assert.not.match(JSON.stringify(published), /workspace:/);
    assert.equal(published.engines, source.engines);
    assert.is(published.license, 'MIT');

    const tarball = Buffer.from(await (await fetch(published.dist.tarball)).arrayBuffer());
    const unpacked = path.join(ctx.dir, 'tarballs', name);
    mkdirSync(unpacked, { recursive: true });
    writeFileSync(`${unpacked}.tgz`, tarball);
    const tar = spawnSync('tar', ['-xzf', `${unpacked}.tgz`, '-C', unpacked], { encoding: 'utf8', timeout: 60_000 });
    assert.is(tar.status, 0, tar.stderr);
    const root = path.join(unpacked, 'package');
    for (const file of ['LICENSE', 'README.md', 'package.json'])
      assert.ok(existsSync(path.join(root, file)), `${file} in the tarball`);
    assert.match(readFileSync(path.join(root, 'LICENSE'), 'utf8'), /^MIT License/);
    const manifest = readFileSync(path.join(root, 'package.json'), 'utf8');
    assert.not.match(manifest, /workspace:/);
    const pkg = JSON.parse(manifest) as Manifest;
    for (const deps of [pkg.dependencies, pkg.devDependencies, pkg.peerDependencies]) {
      for (const [dep, range] of Object.entries(deps ?? {}))
        if (dep.startsWith('@fw/')) assert.is(range, source.version, `${dep} pinned to the version published with it`);
    }
    assert.not.ok(existsSync(path.join(root, 'dist', '.tsbuildinfo')), 'no build cache in the tarball');
    if (name === 'cli') {
      // npx @fw/cli runs the package's only bin.
      assert.equal(Object.keys(pkg.bin ?? {}), ['fwc']);
      for (const file of [
        'bin/fwc.cjs',
        'bin/node-check.cjs',
        'bin/compile-cache.cjs',
        'dist/fwc.cjs',
        'dist/app-worker.cjs',
      ])
        assert.ok(existsSync(path.join(root, file)), `${file} in the tarball`);
    } else {
      assert.type(pkg.types, 'string');
      assert.ok(existsSync(path.join(root, pkg.types!)), `${pkg.types} (types) in the tarball`);
      assert.ok(
        readdirSync(path.join(root, 'dist')).filter((f) => f.endsWith('.d.ts')).length > 1,
        'declaration files',
      );
      // Declaration maps point at src/, which ships too.
      assert.ok(existsSync(path.join(root, 'src', 'index.ts')), 'src/index.ts in the tarball');
    }
  });
}

publish('should create an app with npx @fw/cli new myapp, with the registry versions of fw', async (ctx) => {
  assert.ok(ctx.published, 'needs the publish');
  const home = path.join(ctx.dir, 'home');
  mkdirSync(home);
  ctx.walk = { commands: readmeAppCommands(), next: 0, cwd: home };
  const run =
    (await walk(ctx, 'npx @fw/cli new myapp')) ??
    command(ctx, 'npx', ['--yes', '@fw/cli', 'new', 'myapp'], { cwd: home, max: 300_000, env: userConfig(ctx) });
  assert.is(run.status, 0, run.output);
  assert.ok(run.output.includes('cd myapp && npm install && npm run dev'), run.output);
  ctx.project = path.join(home, 'myapp');
  const pkg = JSON.parse(readFileSync(path.join(ctx.project, 'package.json'), 'utf8')) as Manifest;
  const version = (JSON.parse(readFileSync(path.join(CLI_DIR, 'package.json'), 'utf8')) as Manifest).version;
  assert.is(pkg.dependencies?.['@fw/runtime'], `^${version}`);
  assert.is(pkg.devDependencies?.['@fw/cli'], `^${version}`);
  assert.is(pkg.devDependencies?.['@fw/transformer'], `^${version}`);
  assert.not.ok(existsSync(path.join(ctx.project, 'vendor')), 'no local tarballs');
});

publish('should npm install from the registry alone', async (ctx) => {
  assert.ok(ctx.project !== '', 'needs the app');
  const run =
    (await walk(ctx, 'npm install')) ??
    command(ctx, 'npm', ['install'], { cwd: ctx.project, max: 300_000, env: userConfig(ctx) });
  assert.is(run.status, 0, run.output);
  // A clean install on the oldest supported Node: no engine mismatch, no deprecated package. The
  // only notice left is newer npm's review prompt for packages with install scripts (esbuild's
  // binary, swagger-ui-dist's dependency), which is the user's policy, not a fault of the install.
  const warnings = run.output
    .split('\n')
    .filter((line) => /^npm warn/i.test(line) && !/^npm warn install-scripts/i.test(line));
  assert.equal(warnings, [], run.output);
  ctx.installed = true;
  const lock = JSON.parse(readFileSync(path.join(ctx.project, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { resolved?: string; version?: string }>;
  };
  for (const name of PACKAGES) {
    const entry = lock.packages[`node_modules/@fw/${name}`];
    assert.ok(
      entry?.resolved?.startsWith(`${ctx.url}@fw/${name}/-/`),
      `@fw/${name} from the local registry: ${entry?.resolved}`,
    );
  }
  // One @fw/runtime: the transformer's dependency on it is the app's own.
  assert.equal(
    Object.keys(lock.packages).filter((key) => key.endsWith('node_modules/@fw/runtime')),
    ['node_modules/@fw/runtime'],
  );
  assert.ok(
    lock.packages['node_modules/typescript']?.resolved?.startsWith(ctx.url),
    'other packages through the same registry',
  );
});

publish('should pass npm test', async (ctx) => {
  assert.ok(ctx.installed, 'needs the install');
  const run =
    (await walk(ctx, 'npm test')) ??
    command(ctx, 'npm', ['test'], { cwd: ctx.project, max: 180_000, env: userConfig(ctx) });
  assert.is(run.status, 0, run.output);
  // vitest's summary, without its colours: the scaffold's six tests passed.
  assert.match(run.output.replace(/\x1b\[[0-9;]*m/g, ''), /Tests\s+6 passed \(6\)/);
  assert.match(run.output, /fwc check: \d+ requests, 0 mismatches/);
});

publish('should npm run build', async (ctx) => {
  assert.ok(ctx.installed, 'needs the install');
  const run =
    (await walk(ctx, 'npm run build')) ??
    command(ctx, 'npm', ['run', 'build'], { cwd: ctx.project, max: 180_000, env: userConfig(ctx) });
  assert.is(run.status, 0, run.output);
  const doc = JSON.parse(readFileSync(path.join(ctx.project, 'openapi.json'), 'utf8')) as {
    info: { title: string };
    paths: Record<string, unknown>;
  };
  assert.is(doc.info.title, 'myapp');
  assert.ok('/' in doc.paths && '/users' in doc.paths);
});

publish('should npm start and answer on 127.0.0.1', async (ctx) => {
  assert.ok(existsSync(path.join(ctx.project, 'dist', 'main.js')), 'needs the build');
  const answers = async (url: string): Promise<void> => {
    assert.match(url, /^http:\/\/127\.0\.0\.1:\d+$/);
    const about = await fetch(`${url}/`);
    assert.is(about.status, 200);
    assert.equal(((await about.json()) as { name: string }).name, 'myapp');
    const docs = await fetch(`${url}/api/docs`);
    assert.is(docs.status, 200);
    assert.ok((await docs.text()).includes('/api/docs/assets/swagger-ui-bundle.js'), 'Swagger UI from the app itself');
  };
  if ((await walk(ctx, 'npm start', answers)) !== undefined) return;
  const { child, url } = await start(ctx.project, ['npm', 'start'], cleanEnv({ ...userConfig(ctx), PORT: '0' }));
  ctx.app = child;
  try {
    await answers(url);
  } finally {
    await stop(child);
    ctx.app = undefined;
  }
});

publish("should run every command of the README's app blocks in order, as a user reads them", async (ctx) => {
  assert.ok(ctx.walk !== undefined, 'needs the app');
  const { commands } = ctx.walk;
  assert.ok(
    commands.some((c) => c.line.startsWith('npx @fw/cli new ')),
    'the README creates an app',
  );
  // The cases above ran the README's commands up to theirs; the rest run here, in the same app.
  await walk(ctx, undefined);
  assert.is(ctx.walk.next, commands.length, 'every command ran');
});

publish('should build, test and type-check the app after it moves to TypeScript 7', (ctx) => {
  assert.ok(ctx.installed, 'needs the install');
  // npm refuses typia 12's typescript <7 peer range without this override (pnpm and yarn only warn).
  const file = path.join(ctx.project, 'package.json');
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(file, `${JSON.stringify({ ...pkg, overrides: { typia: { typescript: '$typescript' } } }, null, 2)}\n`);
  const install = command(ctx, 'npm', ['install', '--save-dev', 'typescript@7.0.2'], {
    cwd: ctx.project,
    max: 300_000,
    env: userConfig(ctx),
  });
  assert.is(install.status, 0, install.output);
  const version = command(ctx, 'npx', ['tsc', '--version'], { cwd: ctx.project, max: 60_000, env: userConfig(ctx) });
  assert.match(version.output, /Version 7\./, 'the project type-checks with TypeScript 7');
  const check = command(ctx, 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'], {
    cwd: ctx.project,
    max: 120_000,
    env: userConfig(ctx),
  });
  assert.is(check.status, 0, check.output);
  // vitest with the fw plugin, fwc build and fwc check: each transforms with fw's own TypeScript 5.9.
  const test = command(ctx, 'npm', ['test'], { cwd: ctx.project, max: 180_000, env: userConfig(ctx) });
  assert.is(test.status, 0, test.output);
  assert.match(test.output.replace(/\x1b\[[0-9;]*m/g, ''), /Tests\s+6 passed \(6\)/);
  assert.match(test.output, /fwc check: \d+ requests, 0 mismatches/);
});

publish.run();

/** What the tests read of a package.json. */
interface Manifest {
  version: string;
  license?: string;
  types?: string;
  bin?: Record<string, string>;
  engines?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** The commands of the README's app blocks, in order. */
function readmeAppCommands(): ReadmeCommand[] {
  return readmeBlocks()
    .filter((block) => block.kind === 'app')
    .flatMap((block) => block.commands);
}

/**
 * Runs the README's app commands as a user reading it does, in one app, from where the last call
 * stopped up to and including the first command that is `line` (to the end when `line` is
 * undefined), and resolves to what that command printed. A `cd` moves to its directory; every other
 * command must exit 0; one that serves is started on a free port (PORT=0), asked for `/` (then
 * `check`ed when it is `line`) and stopped. Resolves to undefined, running nothing, when the rest of
 * the README has no such command: the case then runs its command itself.
 */
async function walk(
  ctx: Ctx,
  line: string | undefined,
  check?: (url: string) => Promise<void>,
): Promise<{ status: number | null; output: string } | undefined> {
  const state = ctx.walk;
  assert.ok(state !== undefined, 'the walk starts with the app');
  const end =
    line === undefined
      ? state.commands.length
      : state.commands.findIndex((c, i) => i >= state.next && c.line === line) + 1;
  if (end === 0) return undefined;
  let last: { status: number | null; output: string } | undefined;
  while (state.next < end) {
    const { line: current, serves } = state.commands[state.next]!;
    state.next += 1;
    if (current.startsWith('cd ')) {
      state.cwd = path.resolve(state.cwd, current.slice(3).trim());
      assert.ok(existsSync(state.cwd), `${current}: no such directory`);
      continue;
    }
    if (!serves) {
      last = command(ctx, 'sh', ['-c', current], { cwd: state.cwd, max: 300_000, env: userConfig(ctx) });
      assert.is(last.status, 0, `README: ${current}\n${last.output}`);
      continue;
    }
    const { child, url, output } = await start(
      state.cwd,
      ['sh', '-c', current],
      cleanEnv({ ...userConfig(ctx), PORT: '0' }),
      120_000,
    );
    ctx.app = child;
    try {
      const about = await fetch(`${url}/`);
      assert.is(about.status, 200, `README: ${current} answered / with ${about.status}\n${output()}`);
      assert.is(((await about.json()) as { name: string }).name, 'myapp');
      if (state.next === end && check !== undefined) await check(url);
    } finally {
      await stop(child);
      ctx.app = undefined;
    }
    last = { status: 0, output: output() };
    process.stdout.write(`  (README: ${current}: answered)\n`);
  }
  return last;
}

/** The registry the machine's npm uses: the uplink for everything but @fw/*. */
function uplink(): string {
  const run = spawnSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8', timeout: 60_000, env: cleanEnv({}) });
  const url = run.stdout?.trim() ?? '';
  return /^https?:\/\//.test(url) ? url : 'https://registry.npmjs.org/';
}

/** Verdaccio's configuration: everything under `storage`; @fw/* local only; the rest proxied to `uplink`. */
function verdaccioConfig(storage: string, uplinkUrl: string): string {
  return `# Written by packages/cli/test/publish.test.ts for one run.
storage: ${JSON.stringify(path.join(storage, 'storage'))}
auth:
  htpasswd:
    file: ${JSON.stringify(path.join(storage, 'htpasswd'))}
    max_users: 1
uplinks:
  npm:
    url: ${JSON.stringify(uplinkUrl)}
    timeout: 120s
    # Metadata fetched once is fresh for the whole run: with the default 2 minutes, each later
    # install fetched and re-parsed every package's metadata again (half the registry's CPU time).
    maxage: 30m
    max_fails: 20
    fail_timeout: 5s
packages:
  '@fw/*':
    access: $all
    publish: $authenticated
    unpublish: $authenticated
  '**':
    access: $all
    publish: $authenticated
    proxy: npm
max_body_size: 200mb
web:
  enable: false
server:
  keepAliveTimeout: 60
log:
  type: stdout
  format: pretty
  level: warn
`;
}

/**
 * The user's npm cache: a folder of this run whose `_cacache` (downloaded packages and registry
 * metadata) is the machine's own, as a user's: packages fetched by an earlier run (or by any npm
 * command here) are not downloaded again. Tarballs are keyed by their hash and this registry's
 * metadata by its address (a new port each run), so nothing stale is served from it. npx, though,
 * installs a package into `<cache>/_npx/<hash of its name>` and reuses that install while its
 * version still matches: fw's packages keep their version from run to run, so the machine's npx
 * folder would run an earlier run's @fw/transformer beside this run's @fw/cli. Here `_npx` is
 * the run's own.
 */
function userCache(dir: string): string {
  const machine = spawnSync('npm', ['config', 'get', 'cache'], {
    encoding: 'utf8',
    timeout: 60_000,
    env: cleanEnv({}),
  }).stdout.trim();
  const shared = path.join(machine, '_cacache');
  mkdirSync(shared, { recursive: true });
  const cache = path.join(dir, 'npm-cache');
  mkdirSync(cache);
  symlinkSync(shared, path.join(cache, '_cacache'), 'dir');
  return cache;
}

/** The user's npm settings: only the local registry, the user's cache (see {@link userCache}), no notices, no install analytics. */
function userConfig(ctx: Ctx): NodeJS.ProcessEnv {
  return {
    NPM_CONFIG_USERCONFIG: ctx.userrc,
    npm_config_cache: ctx.cache,
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
    npm_config_loglevel: 'warn',
    // swagger-ui-dist's @scarf/scarf would report each install over the network.
    SCARF_ANALYTICS: 'false',
  };
}

/**
 * A user's shell environment: without the variables npm sets for the script running these tests
 * (npm_config_*, npm_package_*, ...), without node_modules/.bin directories on PATH, without the
 * test runner's colour switches; plus `extra`.
 */
function cleanEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^npm_/i.test(key) || key === 'INIT_CWD' || key === 'NODE_DISABLE_COLORS' || key === 'FORCE_COLOR') continue;
    env[key] = value;
  }
  env['PATH'] = (process.env['PATH'] ?? '')
    .split(path.delimiter)
    .filter((dir) => !dir.split(path.sep).includes('node_modules'))
    .join(path.delimiter);
  return { ...env, ...extra };
}

/** Runs `file args` with a user's environment plus `env`, for at most `max` ms and never past the suite's deadline. */
function command(
  ctx: Ctx,
  file: string,
  args: readonly string[],
  options: { cwd: string; max: number; env: NodeJS.ProcessEnv },
): { status: number | null; output: string } {
  const left = ctx.deadline - Date.now();
  if (left <= 0)
    throw new Error(`the suite's ${BUDGET_MS / 60_000} min budget ran out before ${file} ${args.join(' ')}`);
  const timeout = Math.min(options.max, left);
  const started = Date.now();
  const cpuBefore = cpuSeconds('children');
  const run = spawnSync(file, args, {
    cwd: options.cwd,
    encoding: 'utf8',
    timeout,
    env: cleanEnv(options.env),
    maxBuffer: 64 * 1024 * 1024,
  });
  // process.stdout.write, not console.log: console checks colour settings, and Node warns about the runner's.
  const cpuAfter = cpuSeconds('children');
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? '' : `, ${(cpuAfter - cpuBefore).toFixed(1)} s CPU`;
  process.stdout.write(
    `  (${file} ${args.slice(0, 3).join(' ')}: ${((Date.now() - started) / 1000).toFixed(1)} s${cpu})\n`,
  );
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
  if (run.error !== undefined)
    return {
      status: null,
      output: `${file} ${args.join(' ')}: ${run.error.message} (after ${timeout} ms)\n${output}\nregistry log:\n${ctx.log}`,
    };
  return { status: run.status, output: run.status === 0 ? output : `${output}\nregistry log:\n${ctx.log}` };
}
