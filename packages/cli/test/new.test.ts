/** `fwc new`: name checks, an existing directory, the scaffold's files, and that a fresh scaffold builds. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { invalidPackageName } from '../src/new.js';
import { fwc, linkWorkspace, removeDir, runNode, tempDir } from './helpers.js';

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
  for (const name of ['demoapp', 'my-api', 'api2', 'a.b_c', '@acme/api', '@acme/my.api']) assert.is(invalidPackageName(name), undefined, name);
});

names('should reject what npm rejects, with a reason', () => {
  for (const name of ['', 'MyApp', '.hidden', '_private', 'has space', 'a/b', '@acme/', '@/x', 'emoji☃', 'http', 'node_modules', 'x'.repeat(215), ' padded']) {
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

cli('should exit 1 for a --fw-source that is not an fw checkout and create nothing', () => {
  inTemp((dir) => {
    const run = fwc(['new', 'demo', '--fw-source', dir], { cwd: dir });
    assert.is(run.status, 1);
    assert.match(run.stderr, /is not an fw checkout/);
    assert.equal(readdirSync(dir), []);
  });
});

cli('should write the scaffold and print the commands to run', () => {
  inTemp((dir) => {
    const run = fwc(['new', 'demoapp', '--dir', 'projects'], { cwd: dir });
    assert.is(run.status, 0, run.stderr);
    const project = path.join(dir, 'projects', 'demoapp');
    assert.equal(listFiles(project), ['.gitignore', 'README.md', 'package.json', 'src/app.test.ts', 'src/app.ts', 'src/main.ts', 'tsconfig.json']);
    assert.ok(run.stdout.includes('cd projects/demoapp && npm install && npm run build && npm start'), run.stdout);
    assert.match(run.stdout, /not published to npm yet/);

    const tsconfig = JSON.parse(readFileSync(path.join(project, 'tsconfig.json'), 'utf8')) as { compilerOptions: Record<string, unknown> };
    assert.equal(tsconfig.compilerOptions['plugins'], [{ transform: '@fw/transformer' }]);
    assert.is(tsconfig.compilerOptions['strict'], true);
    assert.is(tsconfig.compilerOptions['module'], 'NodeNext');
    assert.is(tsconfig.compilerOptions['outDir'], 'dist');
    assert.is(tsconfig.compilerOptions['rootDir'], 'src');

    const pkg = JSON.parse(readFileSync(path.join(project, 'package.json'), 'utf8')) as Record<string, Record<string, string>>;
    assert.is(pkg['type'] as unknown, 'module');
    assert.equal(pkg['scripts'], { build: 'fwc build', start: 'node dist/main.js', test: 'fwc build && node --test dist/ && fwc check' });
    assert.equal(pkg['dependencies'], { '@fw/runtime': '^0.1.0', typia: '12.2.1' });
    assert.equal(pkg['devDependencies'], { '@fw/cli': '^0.1.0', '@fw/transformer': '^0.1.0', '@types/node': '^20.19.0', typescript: '5.9.3' });

    const app = readFileSync(path.join(project, 'src', 'app.ts'), 'utf8');
    for (const part of ['interface User', 'interface NewUser', 'withBody<NewUser>(', 'apidocs.type<User>()', '.named(', 'apidocs.ui({ specJson: spec })', "export const spec = apidocs.generateSpec({ title: 'demoapp', version: '0.1.0' }, routes)", 'errorHandler({})', 'health({})', 'requestId({})', 'metrics({})', 'structuredLogger(', 'telemetry(']) {
      assert.ok(app.includes(part), `src/app.ts should contain ${part}`);
    }
    const order = ['errorHandler({})', 'health({})', 'requestId({})', 'metrics({})', 'structuredLogger(', 'telemetry(', 'apidocs.ui('].map((part) => app.indexOf(part));
    assert.equal(order, [...order].sort((a, b) => a - b), 'middleware in the recommended order');
    assert.match(readFileSync(path.join(project, 'src', 'main.ts'), 'utf8'), /Server\.init\(\{ port: Number\(process\.env\['PORT'\] \?\? 3000\)/);
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

cli('should build a fresh scaffold against the workspace packages and pass its own test', () => {
  inTemp((dir) => {
    assert.is(fwc(['new', 'fresh'], { cwd: dir }).status, 0);
    const project = path.join(dir, 'fresh');
    linkWorkspace(project);
    const run = fwc(['build'], { cwd: project, timeout: 120_000 });
    assert.is(run.status, 0, run.stdout + run.stderr);
    assert.ok(existsSync(path.join(project, 'dist', 'main.js')));
    const doc = JSON.parse(readFileSync(path.join(project, 'openapi.json'), 'utf8')) as { openapi: string; paths: Record<string, unknown> };
    assert.is(doc.openapi, '3.1.0');
    assert.equal(Object.keys(doc.paths).sort(), ['/users', '/users/{id}']);
    // The create route's body type comes from withBody<NewUser>, not from its .doc().
    const create = (doc.paths['/users'] as { post: { requestBody: { content: Record<string, { schema: unknown }> } } }).post;
    assert.equal(create.requestBody.content['application/json']!.schema, { $ref: '#/components/schemas/NewUser' });
    const test = runNode('--test', ['dist/'], { cwd: project, timeout: 60_000 });
    assert.is(test.status, 0, test.stdout + test.stderr);
    assert.match(test.stdout, /^# pass 5$/m);
  });
});

cli.run();
