/**
 * The transformer on disk under ts-patch's live compiler: `tspc -p fixtures/transformer/tspc-app`
 * (plugin configured in its tsconfig.json) into a temporary out dir, and a copy of the app with a
 * broken route pattern, which must fail the build with `file(line,col): error TS(FW1003)`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXTURES_DIR, PACKAGE_DIR, exportedString, exportedValue, positionOf } from './compile.js';

const APP_DIR = path.join(FIXTURES_DIR, 'tspc-app');
/** ts-patch 3.3.0's live compiler (what `node_modules/.bin/tspc` runs), started with this Node directly. */
const TSPC = path.join(PACKAGE_DIR, 'node_modules', 'ts-patch', 'bin', 'tspc.js');
const TIMEOUT_MS = 60_000;

interface Run {
  readonly status: number | null;
  readonly output: string;
}

function tspc(args: readonly string[], cwd: string): Run {
  const result = spawnSync(process.execPath, [TSPC, ...args, '--pretty', 'false'], {
    cwd,
    encoding: 'utf8',
    timeout: TIMEOUT_MS,
  });
  if (result.error !== undefined) throw result.error;
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const test = suite('tspc');
let temp = '';
let valid: Run | undefined;

test.before(() => {
  temp = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-tspc-'));
});

test.after(() => {
  fs.rmSync(temp, { recursive: true, force: true });
});

/** Builds the fixture app once (about 2 s) into `<temp>/valid`. */
function buildValid(): { run: Run; js: string } {
  valid ??= tspc(['-p', 'tsconfig.json', '--outDir', path.join(temp, 'valid')], APP_DIR);
  const file = path.join(temp, 'valid', 'app.js');
  return { run: valid, js: fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '' };
}

test('should configure the plugin in the fixture tsconfig.json by a relative path to the built transformer', () => {
  const config = JSON.parse(fs.readFileSync(path.join(APP_DIR, 'tsconfig.json'), 'utf8')) as {
    compilerOptions: { plugins: { transform: string }[] };
  };
  const transform = config.compilerOptions.plugins[0]!.transform;
  assert.ok(transform.startsWith('.'), transform);
  assert.is(path.resolve(APP_DIR, transform), path.join(PACKAGE_DIR, 'dist', 'index.js'));
  assert.ok(fs.existsSync(path.join(PACKAGE_DIR, 'dist', 'index.js')), 'the transformer is built');
});

test('should build a valid app with exit code 0 and the literal schema in the output', () => {
  const { run, js } = buildValid();
  assert.is(run.status, 0, run.output);
  assert.is(run.output.trim(), '', 'no diagnostics');
  const schema = JSON.parse(exportedString(js, 'userSchema')) as {
    type: string;
    properties: Record<string, Record<string, unknown>>;
    required: string[];
  };
  assert.is(schema.type, 'object');
  assert.equal(schema.required, ['id', 'name']);
  assert.is(schema.properties['id']!['type'], 'integer');
  assert.is(schema.properties['name']!['minLength'], 1);
  assert.equal(schema.properties['email'], { oneOf: [{ type: 'string', format: 'email' }, { type: 'null' }] });
  assert.not.ok(js.includes('apidocs.jsonSchema'), 'no marker call is left');
});

test('should find the @fwMarker tags of @fw/runtime declaration files under tspc', () => {
  const { js } = buildValid();
  assert.not.ok(/apidocs\.type\s*\(/.test(js), 'apidocs.type<T>() calls were replaced');
  assert.is(js.match(/kind: "fw\.type"/g)?.length, 2, 'requestBody and responseBody became type data');
  // A bare parseBody<NewUser>() passes options hoisted once per file: no object per request.
  const hoisted =
    /const (__fw_parse_NewUser_\d+) = \{\s*validate: __fw_validate_NewUser_\d+,\s*validateEquals: __fw_equals_NewUser_\d+,[\s\S]*?typeName: "NewUser"\s*\}/.exec(
      js,
    );
  assert.ok(hoisted !== null, 'parseBody<NewUser>() got hoisted options with its validator');
  assert.ok(js.includes(`ctx.parseBody(${hoisted[1]})`), 'the call passes the hoisted options');
  const doc = exportedValue(js, 'app', true) as { routes: unknown };
  assert.ok(doc.routes !== undefined);
});

test('should keep JSDoc descriptions under tspc', () => {
  // tsc (so tspc) parses JSDoc only where type errors need it since TypeScript 5.3
  // (JSDocParsingMode.ParseForTypeErrors); descriptions need it parsed.
  const { js } = buildValid();
  const schema = JSON.parse(exportedString(js, 'userSchema')) as {
    description?: string;
    properties: Record<string, { description?: string }>;
  };
  assert.is(schema.description, 'A person who can sign in.');
  assert.is(schema.properties['id']!.description, 'Unique id.');
});

test('should fail the build of a copy with a broken route pattern, naming the code and position', () => {
  const dir = path.join(temp, 'broken');
  fs.mkdirSync(dir);
  const text = fs.readFileSync(path.join(APP_DIR, 'src', 'app.ts'), 'utf8');
  assert.ok(text.includes("'/users/:id/posts'"));
  const broken = text.replace("'/users/:id/posts'", "'/users/*rest/posts'");
  fs.writeFileSync(path.join(dir, 'app.ts'), broken);
  fs.copyFileSync(path.join(APP_DIR, 'src', 'models.ts'), path.join(dir, 'models.ts'));
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }\n');
  // The copy lives outside the repository: it extends the fixture's configuration (paths are
  // resolved from there) and names the plugin by absolute path.
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      extends: path.join(APP_DIR, 'tsconfig.json'),
      compilerOptions: {
        rootDir: '.',
        outDir: 'out',
        plugins: [{ transform: path.join(PACKAGE_DIR, 'dist', 'index.js') }],
      },
      include: ['.'],
      exclude: ['out'],
    }),
  );
  const run = tspc(['-p', 'tsconfig.json'], dir);
  assert.ok(run.status !== 0 && run.status !== null, `exit code ${run.status}`);
  const { line, column } = positionOf(broken, "'/users/*rest/posts'");
  assert.ok(
    run.output.includes(
      `app.ts(${line},${column}): error TS(FW1003): route pattern "/users/*rest/posts": wildcard "*rest" must be the last segment`,
    ),
    run.output,
  );
  assert.ok(
    run.output.includes(`app.ts(${line},${column}): error TS2345:`),
    'the type checker reports the pattern too',
  );
});

test.run();
