/**
 * End to end, as a user would: `fwc new --fw-source <this repo>` into a temporary directory,
 * `npm install` (the fw packages from the packed tarballs, the rest from the registry),
 * `fwc build`, `npm test`, start the server, request the docs and a route, then break a route
 * pattern and see `fwc build` fail with FW1003.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO, fwc, plainEnv, removeDir, runNode, start, stop, tempDir } from './helpers.js';

/** npm install gets this long (the registry is remote). */
const INSTALL_TIMEOUT_MS = 5 * 60_000;

interface E2e {
  dir: string;
  project: string;
  installed: boolean;
  server: ChildProcess | undefined;
}

const e2e = suite<E2e>('fwc e2e', { dir: '', project: '', installed: false, server: undefined });

e2e.before((ctx) => {
  ctx.dir = tempDir('e2e');
  ctx.project = path.join(ctx.dir, 'demoapp');
});

e2e.after(async (ctx) => {
  await stop(ctx.server);
  removeDir(ctx.dir);
});

/** The project's own `node_modules/.bin/fwc`, run with `args`. */
function projectFwc(ctx: E2e, args: readonly string[]) {
  return runNode(path.join(ctx.project, 'node_modules', '.bin', 'fwc'), args, { cwd: ctx.project, timeout: 180_000 });
}

e2e('should scaffold with --fw-source and install with plain npm install', (ctx) => {
  const created = fwc(['new', 'demoapp', '--dir', ctx.dir, '--fw-source', REPO], { timeout: 300_000 });
  assert.is(created.status, 0, created.stdout + created.stderr);
  assert.ok(created.stdout.includes('npm install && npm run dev'));
  const pkg = JSON.parse(readFileSync(path.join(ctx.project, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  assert.is(pkg.dependencies['@fw/runtime'], 'file:./vendor/fw/fw-runtime-0.1.0.tgz');

  const started = Date.now();
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: ctx.project,
    encoding: 'utf8',
    timeout: INSTALL_TIMEOUT_MS,
    // SCARF_ANALYTICS: swagger-ui-dist's @scarf/scarf would report the install over the network;
    // the test talks only to the registry.
    env: plainEnv({ npm_config_update_notifier: 'false', SCARF_ANALYTICS: 'false' }),
  });
  assert.is(install.status, 0, `npm install: ${install.error?.message ?? ''}${install.stdout}${install.stderr}`);
  // process.stdout.write, not console.log: console checks colour settings, and Node warns about the runner's.
  process.stdout.write(`  (npm install took ${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  ctx.installed = true;
  // One copy of @fw/runtime: the transformer's dependency on it is met by the project's tarball.
  const lock = JSON.parse(readFileSync(path.join(ctx.project, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { resolved?: string }>;
  };
  const runtimes = Object.keys(lock.packages).filter((key) => key.endsWith('node_modules/@fw/runtime'));
  assert.equal(runtimes, ['node_modules/@fw/runtime']);
  assert.match(lock.packages['node_modules/@fw/runtime']?.resolved ?? '', /^file:vendor\/fw\/fw-runtime-0\.1\.0\.tgz$/);
  assert.ok(existsSync(path.join(ctx.project, 'node_modules', '.bin', 'fwc')));
});

e2e('should build with the installed fwc and write openapi.json', (ctx) => {
  assert.ok(ctx.installed, 'needs the install');
  const run = projectFwc(ctx, ['build']);
  assert.is(run.status, 0, run.stdout + run.stderr);
  const doc = JSON.parse(readFileSync(path.join(ctx.project, 'openapi.json'), 'utf8')) as {
    openapi: string;
    info: { title: string };
  };
  assert.is(doc.openapi, '3.1.0');
  assert.is(doc.info.title, 'demoapp');
});

e2e("should pass the scaffold's own npm test", (ctx) => {
  assert.ok(ctx.installed, 'needs the install');
  const run = spawnSync('npm', ['test', '--silent'], {
    cwd: ctx.project,
    encoding: 'utf8',
    timeout: 180_000,
    env: plainEnv(),
  });
  assert.is(run.status, 0, run.stdout + run.stderr);
  // vitest's summary, without its colours: the scaffold's six tests passed.
  assert.match(run.stdout.replace(/\x1b\[[0-9;]*m/g, ''), /Tests\s+6 passed \(6\)/);
  // The scaffold's test ends with fwc check: its document holds for the running app.
  assert.match(run.stdout, /fwc check: \d+ requests, 0 mismatches/);
});

e2e('should start and serve /api/docs/openapi.json and /users', async (ctx) => {
  assert.ok(existsSync(path.join(ctx.project, 'dist', 'main.js')), 'needs the build');
  const { child, url } = await start(ctx.project);
  ctx.server = child;
  const docs = await fetch(`${url}/api/docs/openapi.json`);
  assert.is(docs.status, 200);
  assert.match(docs.headers.get('content-type') ?? '', /^application\/json/);
  const doc = (await docs.json()) as { openapi: string; paths: Record<string, unknown> };
  assert.is(doc.openapi, '3.1.0');
  assert.ok('/users' in doc.paths);
  const users = await fetch(`${url}/users`);
  assert.is(users.status, 200);
  assert.equal(
    ((await users.json()) as { name: string }[]).map((u) => u.name),
    ['Ada Lovelace'],
  );
  await stop(child);
  ctx.server = undefined;
});

e2e(
  'should log a 500 with source-mapped .ts lines and the request ID of its access line under npm start',
  async (ctx) => {
    assert.ok(ctx.installed, 'needs the install');
    const appFile = path.join(ctx.project, 'src', 'app.ts');
    const app = readFileSync(appFile, 'utf8');
    const boom = "  Router.get('/boom', () => {\n    throw new Error('database down');\n  }),\n";
    writeFileSync(appFile, app.replace('] as const;', `${boom}] as const;`));
    const line = app.slice(0, app.indexOf('] as const;')).split('\n').length + 1;
    try {
      const build = projectFwc(ctx, ['build']);
      assert.is(build.status, 0, build.stdout + build.stderr);
      const server = await start(ctx.project, ['npm', 'start'], plainEnv({ PORT: '0' }));
      ctx.server = server.child;
      const res = await fetch(`${server.url}/boom`);
      assert.is(res.status, 500);
      const id = res.headers.get('x-request-id');
      assert.ok(id, 'X-Request-Id');
      await stop(server.child);
      ctx.server = undefined;
      const out = server.output();
      assert.ok(
        out.includes(`[err] GET /boom -> 500 (`) && out.includes(`us) [${id}]`),
        `access line with the ID:\n${out}`,
      );
      const error = out.indexOf(`fw: GET /boom [${id}] failed: Error: database down`);
      assert.ok(error >= 0, `error line with the same ID:\n${out}`);
      // npm start runs node --enable-source-maps: the stack names the .ts line that threw.
      assert.match(out.slice(error), new RegExp(`\\n\\s+at .*src/app\\.ts:${line}:\\d+`));
    } finally {
      writeFileSync(appFile, app);
    }
  },
);

e2e('should fail fwc build with FW1003 for a wildcard that is not last', (ctx) => {
  assert.ok(ctx.installed, 'needs the install');
  const appFile = path.join(ctx.project, 'src', 'app.ts');
  const app = readFileSync(appFile, 'utf8');
  assert.ok(app.includes('] as const;'), 'the scaffold route table ends with "] as const;"');
  writeFileSync(
    appFile,
    app.replace('] as const;', "  Router.get('/a/*rest/b', (ctx) => ctx.text('never')),\n] as const;"),
  );
  const run = projectFwc(ctx, ['build']);
  assert.is(run.status, 1, run.stdout + run.stderr);
  assert.match(run.stdout, /^src\/app\.ts\(\d+,\d+\): error FW1003: /m);
});

e2e.run();
