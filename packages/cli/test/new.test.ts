/** `fwc new`: name checks, an existing directory, the scaffold's files, and that a fresh scaffold builds. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { invalidPackageName } from '../src/new.js';
import { CLI_DIR, REPO, fwc, linkWorkspace, removeDir, runNode, start, stop, tempDir } from './helpers.js';

/** Runs `fn` with a fresh temporary directory, removed afterwards. */
function inTemp(fn: (dir: string) => void): void {
  const dir = tempDir('new');
  try {
    fn(dir);
  } finally {
    removeDir(dir);
  }
}

/** Every file under `dir` (relative, sorted), node_modules excepted. */
function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .filter((e) => e.name !== 'node_modules')
    .flatMap((e) => (e.isDirectory() ? listFiles(dir, path.join(prefix, e.name)) : [path.join(prefix, e.name)]))
    .sort();
}

const names = suite('invalidPackageName');

names('should accept npm package names', () => {
  for (const name of ['demoapp', 'my-api', 'api2', 'a.b_c', '@acme/api', '@acme/my.api'])
    assert.is(invalidPackageName(name), undefined, name);
});

names('should reject what npm rejects, with a reason', () => {
  for (const name of [
    '',
    'MyApp',
    '.hidden',
    '_private',
    'has space',
    'a/b',
    '@acme/',
    '@/x',
    'emoji☃',
    'http',
    'node_modules',
    'x'.repeat(215),
    ' padded',
  ]) {
    const reason = invalidPackageName(name);
    assert.type(reason, 'string', JSON.stringify(name));
  }
});

names.run();

const cli = suite('fwc new');

cli('should exit 2 for a bad name and create nothing', () => {
  inTemp((dir) => {
    for (const name of ['MyApp', '.hidden', 'has space', 'http']) {
      const run = fwc(['new', name], { cwd: dir });
      assert.is(run.status, 2, name);
      assert.ok(run.stderr.includes(`fwc new: "${name}" is not a valid npm package name`), run.stderr);
    }
    assert.equal(readdirSync(dir), []);
  });
});

cli('should exit 1 when the directory exists and leave it alone', () => {
  inTemp((dir) => {
    mkdirSync(path.join(dir, 'taken'));
    writeFileSync(path.join(dir, 'taken', 'keep.txt'), 'mine');
    const run = fwc(['new', 'taken'], { cwd: dir });
    assert.is(run.status, 1);
    assert.ok(run.stderr.includes(`${path.join(dir, 'taken')} already exists`), run.stderr);
    assert.equal(readdirSync(path.join(dir, 'taken')), ['keep.txt']);
  });
});

cli('should exit 1 for a --fw-source that is not an fw checkout, print no next steps and create nothing', () => {
  inTemp((dir) => {
    for (const source of [dir, path.join(dir, 'missing')]) {
      const run = fwc(['new', 'demo', '--fw-source', source], { cwd: dir });
      assert.is(run.status, 1);
      assert.match(run.stderr, /is not an fw checkout/);
      assert.is(run.stdout, '', 'nothing on stdout: no "Next: npm install"');
      assert.equal(readdirSync(dir), []);
    }
  });
});

cli('should exit 1 for an fw checkout that is not built, before printing the next steps', () => {
  inTemp((dir) => {
    for (const name of ['runtime', 'transformer', 'cli']) {
      mkdirSync(path.join(dir, 'fw', 'packages', name), { recursive: true });
      const manifest =
        name === 'cli'
          ? { name: '@fw/cli', version: '0.1.0', bin: { fwc: './bin/fwc.cjs' } }
          : { name: `@fw/${name}`, version: '0.1.0', main: './dist/index.js' };
      writeFileSync(path.join(dir, 'fw', 'packages', name, 'package.json'), JSON.stringify(manifest));
    }
    const run = fwc(['new', 'demo', '--fw-source', 'fw'], { cwd: dir });
    assert.is(run.status, 1);
    assert.match(run.stderr, /is not built: .*dist\/index\.js is missing/);
    assert.is(run.stdout, '');
    assert.equal(readdirSync(dir), ['fw']);
  });
});

cli('should write the scaffold and print the commands to run', () => {
  inTemp((dir) => {
    const run = fwc(['new', 'demoapp', '--dir', 'projects'], { cwd: dir });
    assert.is(run.status, 0, run.stderr);
    const project = path.join(dir, 'projects', 'demoapp');
    assert.equal(listFiles(project), [
      '.gitignore',
      'README.md',
      'api-client.d.ts',
      'api-client.js',
      'package.json',
      'src/app.test.ts',
      'src/app.ts',
      'src/main.ts',
      'tsconfig.json',
      'vitest.config.ts',
    ]);
    assert.ok(run.stdout.includes('cd projects/demoapp && npm install && npm run dev'), run.stdout);
    assert.not.match(run.stdout, /not published/);

    const tsconfig = JSON.parse(readFileSync(path.join(project, 'tsconfig.json'), 'utf8')) as {
      compilerOptions: Record<string, unknown>;
    };
    assert.equal(tsconfig.compilerOptions['plugins'], [{ transform: '@fw/transformer' }]);
    assert.is(tsconfig.compilerOptions['strict'], true);
    assert.is(tsconfig.compilerOptions['module'], 'NodeNext');
    assert.is(tsconfig.compilerOptions['outDir'], 'dist');
    assert.is(tsconfig.compilerOptions['rootDir'], 'src');

    const pkg = JSON.parse(readFileSync(path.join(project, 'package.json'), 'utf8')) as Record<
      string,
      Record<string, string>
    >;
    assert.is(pkg['type'], 'module');
    assert.equal(pkg['scripts'], {
      dev: 'fwc dev',
      build: 'fwc build',
      start: 'node --enable-source-maps dist/main.js',
      test: 'vitest run && fwc build && fwc check',
    });
    // The same Node.js versions as fw's own packages.
    const own = JSON.parse(readFileSync(path.join(CLI_DIR, 'package.json'), 'utf8')) as { engines: { node: string } };
    assert.equal(pkg['engines'], { node: own.engines.node });
    assert.equal(pkg['dependencies'], { '@fw/runtime': '^0.1.0', typia: '12.2.1' });
    assert.equal(pkg['devDependencies'], {
      '@fw/cli': '^0.1.0',
      '@fw/client': '^0.1.0',
      '@fw/transformer': '^0.1.0',
      '@types/node': '^20.19.0',
      typescript: '5.9.3',
      vitest: '^4.1.12',
    });

    const app = readFileSync(path.join(project, 'src', 'app.ts'), 'utf8');
    for (const part of [
      'interface User',
      'interface NewUser',
      'withBody<NewUser>(',
      'Reply<200, User> | Reply<404>',
      'reply(201, user, { headers: { location:',
      '.named(',
      "Router.get('/', ",
      "apidocs.ui({ specJson: spec, assets: 'local' })",
      'securityHeaders()',
      "title: 'demoapp',",
      "version: '0.1.0',",
      "{ name: 'Users', description: 'The users of the API.' }",
      'errorHandler({})',
      'health({})',
      'requestId({})',
      'metrics({})',
      'structuredLogger(',
      'telemetry(',
    ]) {
      assert.ok(app.includes(part), `src/app.ts should contain ${part}`);
    }
    const order = [
      'errorHandler({})',
      'health({})',
      'requestId({})',
      'metrics({})',
      'structuredLogger(',
      'telemetry(',
      'securityHeaders(',
      'apidocs.ui(',
    ].map((part) => app.indexOf(part));
    assert.equal(
      order,
      [...order].sort((a, b) => a - b),
      'middleware in the recommended order',
    );
    const main = readFileSync(path.join(project, 'src', 'main.ts'), 'utf8');
    assert.ok(main.includes("const port = process.env['PORT'] ?? '3000';"), main);
    assert.ok(main.includes('Server.init({ port: Number(port), host }, App.handler)'), main);
  });
});

cli('should name the directory after a scoped name without its scope', () => {
  inTemp((dir) => {
    const run = fwc(['new', '@acme/api'], { cwd: dir });
    assert.is(run.status, 0, run.stderr);
    const pkg = JSON.parse(readFileSync(path.join(dir, 'api', 'package.json'), 'utf8')) as { name: string };
    assert.is(pkg.name, '@acme/api');
  });
});

cli('should build a fresh scaffold against the workspace packages, pass its own test and start', async () => {
  const dir = tempDir('new');
  try {
    assert.is(fwc(['new', 'fresh'], { cwd: dir }).status, 0);
    const project = path.join(dir, 'fresh');
    linkWorkspace(project);
    // The typed client fwc new writes is the one fwc build generates from the scaffold's document.
    const client = ['api-client.js', 'api-client.d.ts'].map((f) => readFileSync(path.join(project, f), 'utf8'));
    const run = fwc(['build'], { cwd: project, timeout: 120_000 });
    assert.is(run.status, 0, run.stdout + run.stderr);
    assert.ok(existsSync(path.join(project, 'dist', 'main.js')));
    assert.match(run.stdout, /wrote the client api-client\.js and api-client\.d\.ts \(4 operations;/);
    assert.equal(
      ['api-client.js', 'api-client.d.ts'].map((f) => readFileSync(path.join(project, f), 'utf8')),
      client,
      'fwc build regenerates the client fwc new wrote, byte for byte',
    );
    const doc = JSON.parse(readFileSync(path.join(project, 'openapi.json'), 'utf8')) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    assert.is(doc.openapi, '3.1.0');
    assert.equal(Object.keys(doc.paths).sort(), ['/', '/users', '/users/{id}']);
    // The create route's body type comes from withBody<NewUser>, not from its .doc().
    const create = (doc.paths['/users'] as { post: { requestBody: { content: Record<string, { schema: unknown }> } } })
      .post;
    assert.equal(create.requestBody.content['application/json']!.schema, { $ref: '#/components/schemas/NewUser' });
    // The outside judges find no problem in the scaffold's document: the OpenAPI 3.1 schema,
    // redocly lint (recommended) and Spectral (spectral:oas), as the demo's and the fixtures'.
    const judged = runNode(path.join(REPO, 'scripts', 'check-openapi.mjs'), [path.join(project, 'openapi.json')], {
      timeout: 120_000,
    });
    const verdict = JSON.parse(judged.stdout.trim().split('\n').pop() ?? 'null') as {
      ok: boolean;
      redocly: { problems: string[] };
      spectral: { problems: string[] };
    } | null;
    assert.ok(verdict?.ok, `check-openapi.mjs: ${judged.stdout}${judged.stderr}`);
    // The scaffold's tests run from the TypeScript sources under vitest with the fw plugin.
    const test = runNode(path.join(project, 'node_modules', 'vitest', 'vitest.mjs'), ['run'], {
      cwd: project,
      timeout: 120_000,
    });
    assert.is(test.status, 0, test.stdout + test.stderr);
    // vitest's summary, without its colours: the scaffold's six tests passed.
    assert.match(test.stdout.replace(/\x1b\[[0-9;]*m/g, ''), /Tests\s+6 passed \(6\)/);

    await startsAndFails(project);
    await bundleRunsAlone(project, dir);
  } finally {
    removeDir(dir);
  }
});

/**
 * `fwc build --bundle` of the scaffold, copied with the Swagger UI folder it writes beside it to
 * an empty directory (no node_modules anywhere above it): it starts and serves its docs page and
 * Swagger UI's files; a later plain `fwc build` leaves the bundle in place.
 */
async function bundleRunsAlone(project: string, dir: string): Promise<void> {
  const built = fwc(['build', '--bundle'], { cwd: project, timeout: 180_000 });
  assert.is(built.status, 0, built.stdout + built.stderr);
  assert.match(built.stdout, /copied Swagger UI's files to dist\/swagger-ui-dist/);
  const alone = path.join(dir, 'alone');
  mkdirSync(alone);
  for (const name of ['bundle.mjs', 'bundle.mjs.map', 'swagger-ui-dist'])
    cpSync(path.join(project, 'dist', name), path.join(alone, name), { recursive: true });
  const { child, url } = await start(alone, [process.execPath, '--enable-source-maps', 'bundle.mjs']);
  try {
    assert.ok((await (await fetch(`${url}/api/docs`)).text()).includes('/api/docs/assets/swagger-ui-bundle.js'));
    const script = await fetch(`${url}/api/docs/assets/swagger-ui-bundle.js`);
    assert.is(script.status, 200);
    assert.ok((await script.arrayBuffer()).byteLength > 100_000);
    const served = await fetch(`${url}/api/docs/openapi.json`);
    assert.is(served.status, 200);
    // The document fwc build wrote without running the app is the one the app serves.
    assert.is(`${await served.text()}\n`, readFileSync(path.join(project, 'openapi.json'), 'utf8'));
  } finally {
    await stop(child);
  }
  const again = fwc(['build'], { cwd: project, timeout: 120_000 });
  assert.is(again.status, 0, again.stdout + again.stderr);
  assert.not.match(again.stdout, /removed/);
  assert.ok(existsSync(path.join(project, 'dist', 'bundle.mjs')), 'a plain build keeps the bundle');
}

/**
 * The built scaffold's main.ts: starts on PORT=0 and answers / and its self-hosted docs; a bad
 * PORT and a port in use each print one line that says what to do, and exit 1.
 */
async function startsAndFails(project: string): Promise<void> {
  const { child, url } = await start(project);
  try {
    const about = await fetch(`${url}/`);
    assert.is(about.status, 200);
    assert.equal(((await about.json()) as { docs: string }).docs, '/api/docs');
    assert.is(about.headers.get('x-content-type-options'), 'nosniff', 'securityHeaders');
    assert.ok(about.headers.get('x-request-id'), 'requestId');
    const page = await (await fetch(`${url}/api/docs`)).text();
    assert.ok(
      page.includes('/api/docs/assets/swagger-ui-bundle.js'),
      'the page loads Swagger UI from this server, not a CDN',
    );
    assert.not.ok(page.includes('cdn.jsdelivr'), 'no CDN');
    const bundle = await fetch(`${url}/api/docs/assets/swagger-ui-bundle.js`);
    assert.is(bundle.status, 200);
    assert.ok((await bundle.arrayBuffer()).byteLength > 100_000);

    const port = new URL(url).port;
    const cases: [Record<string, string>, RegExp][] = [
      [
        { PORT: 'abc' },
        /^fresh did not start: PORT must be a port number from 0 to 65535 \(0 picks a free one\), got "abc"$/,
      ],
      [{ PORT: '70000' }, /^fresh did not start: PORT must be a port number/],
      [
        { PORT: port },
        new RegExp(
          `^fresh did not start: port ${port} on 127\\.0\\.0\\.1 is already in use; stop the process that uses it or choose another port \\(PORT and HOST set the address\\)$`,
        ),
      ],
      [
        { PORT: '0', HOST: '192.0.2.1' },
        /^fresh did not start: host 192\.0\.2\.1 is not an address of this machine \(EADDRNOTAVAIL\)/,
      ],
    ];
    for (const [env, line] of cases) {
      const run = runNode('--enable-source-maps', ['dist/main.js'], { cwd: project, timeout: 30_000, env });
      assert.is(run.status, 1, JSON.stringify(env));
      assert.is(run.stdout, '');
      const lines = run.stderr.split('\n').filter((l) => l !== '');
      assert.is(lines.length, 1, `one line for ${JSON.stringify(env)}:\n${run.stderr}`);
      assert.match(lines[0]!, line);
    }
  } finally {
    await stop(child);
  }
}

cli.run();
