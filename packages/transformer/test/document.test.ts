/**
 * The document known at build time: each fixture app's `spec` export copied into a module that
 * imports only fw's runtime (document/slice.ts) gives, run on its own, the document the app itself
 * makes, byte for byte, and checkContract finds nothing the app does otherwise; a value the
 * document needs that exists only when the app runs is FW2021 where it is written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { App } from '@fw/runtime';
import { checkContract } from '@fw/runtime/testing';
import { Compiler, FIXTURES_DIR, PACKAGE_DIR, type CompileResult } from './compile.js';

const TEMP = path.join(PACKAGE_DIR, 'test', `tmp-document-${process.pid}`);
const compiler = new Compiler();
let written = 0;

/** The `.ts` files of a fixture directory, by their name under `prefix`. */
function sources(dir: string, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of fs.readdirSync(dir))
    if (name.endsWith('.ts')) out[`${prefix}/${name}`] = fs.readFileSync(path.join(dir, name), 'utf8');
  return out;
}

/** Writes every emitted file and the document module into a fresh directory; imports the app and the module. */
async function bothWays(
  result: CompileResult,
  app: string,
): Promise<{ runtime: string; document: string; module: Record<string, unknown> }> {
  const dir = path.join(TEMP, String((written += 1)));
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }\n');
  for (const [name, text] of result.files) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  const module = result.documents.get(app);
  assert.ok(module !== undefined, `${app} has a document module`);
  fs.writeFileSync(path.join(dir, 'document.mjs'), module);
  const document = (await import(pathToFileURL(path.join(dir, 'document.mjs')).href)) as { spec: string };
  const runtime = (await import(pathToFileURL(path.join(dir, app)).href)) as { spec: string };
  return { runtime: runtime.spec, document: document.spec, module: runtime };
}

const same = suite('the document module: the same document as the app makes');
// Every suite of this file writes under TEMP; the last one to end removes it (uvu runs the suites in turn).
process.on('exit', () => fs.rmSync(TEMP, { recursive: true, force: true }));

/** The headers that satisfy each fixture's security schemes. */
const CREDENTIALS = {
  token: { authorization: 'Bearer t1' },
  bearerAuth: { authorization: 'Bearer t1' },
  staff: { authorization: `Basic ${Buffer.from('ada:lovelace').toString('base64')}` },
  basicAuth: { authorization: `Basic ${Buffer.from('ada:lovelace').toString('base64')}` },
  adminKey: { 'x-admin-key': 'k1' },
};

for (const [name, dir, app, exported] of [
  ['openapi-app', 'openapi-app', 'openapi-app/app.js', 'app'],
  ['replies-app', 'replies-app', 'replies-app/app.js', 'App'],
  ['hostile-app', 'hostile-app', 'hostile-app/app.js', 'app'],
  ['matrix-app', path.join('matrix-app', 'src'), 'matrix/app.js', 'app'],
] as const) {
  same(
    `should write ${name}'s document byte for byte, importing nothing of the app, and the app does what it says`,
    async () => {
      const files = sources(path.join(FIXTURES_DIR, dir), name === 'matrix-app' ? 'matrix' : name);
      const result = compiler.compile(files, { documents: true });
      assert.equal(
        result.diagnostics.filter((d) => d.code === 'FW2021'),
        [],
      );
      const module = result.documents.get(app)!;
      assert.not.match(module, /from\s+["']\.{1,2}\//, "the module imports none of the app's files");
      const { runtime, document, module: compiled } = await bothWays(result, app);
      assert.type(document, 'string');
      assert.ok(document === runtime, `${name}: the document module's document differs from the app's`);
      const ajv = new Ajv2020({ strict: false, validateFormats: true });
      addFormats(ajv);
      const report = await checkContract(compiled[exported] as App, document, {
        validator: ajv,
        credentials: CREDENTIALS,
      });
      assert.equal(report.mismatches, [], `${name}: checkContract finds nothing`);
    },
  );
}

same.run();

const computed = suite('the document module: values only the running app knows');

/** The FW2021 diagnostics of one app file, as `line:column`. */
function fw2021(source: string): { at: string[]; messages: string[] } {
  const result = compiler.compile({ 'computed/app.ts': source }, { documents: true });
  const found = result.diagnostics.filter((d) => d.code === 'FW2021');
  return { at: found.map((d) => `${d.line}:${d.column}`), messages: found.map((d) => d.message) };
}

const HEAD = `import { apidocs, Router } from '@fw/runtime';\n`;

computed('should name a pattern read from the environment, at the read', () => {
  const { at, messages } = fw2021(
    HEAD +
      `const routes = [Router.get(process.env['PREFIX'] + '/a', (ctx) => ctx.text('ok')).doc({ summary: 'a' })] as const;\n` +
      `export const spec = apidocs.generateSpec({ title: 't', version: '1' }, routes);\n`,
  );
  assert.equal(at, ['2:28']);
  assert.match(messages[0]!, /process is part of the environment the app runs in/);
  assert.match(messages[0]!, /add \.doc\(false\)/);
});

computed('should name a let, which can change when the app runs', () => {
  const { at, messages } = fw2021(
    HEAD +
      `let summary = 'a';\n` +
      `const routes = [Router.get('/a', (ctx) => ctx.text('ok')).doc({ summary })] as const;\n` +
      `export const spec = apidocs.generateSpec({ title: 't', version: '1' }, routes);\n`,
  );
  assert.equal(at.length, 1);
  assert.match(messages[0]!, /summary is a let or var/);
});

computed('should name a service of the app used outside a handler, where it is used', () => {
  const { at, messages } = fw2021(
    HEAD +
      `class Store { names(): string[] { return ['a']; } }\n` +
      `function table(store: Store) {\n` +
      `  return store.names().map((n) => Router.get('/' + n, (ctx) => ctx.text('ok')).doc({ summary: n }));\n` +
      `}\n` +
      `export const spec = apidocs.generateSpec({ title: 't', version: '1' }, table(new Store()));\n`,
  );
  assert.equal(at, ['4:10']);
  assert.match(messages[0]!, /store is given a value only when the app runs/);
});

computed(
  'should copy what the table is built with: functions of literals, callbacks, a service used only by handlers',
  async () => {
    const source =
      HEAD +
      `class Store { names = ['x']; }\n` +
      `const notFound = (what: string) => ({ description: 'No such ' + what });\n` +
      `function table(store: Store, kinds: readonly string[]) {\n` +
      `  const out = [];\n` +
      `  for (const kind of kinds) out.push(Router.get('/' + kind, (ctx) => ctx.json('ok', store.names)).doc({ summary: kind, responses: { 404: notFound(kind) } }));\n` +
      `  return [...out, ...kinds.map((k) => Router.delete('/' + k, (ctx) => ctx.send('no_content')).doc({ summary: 'Drop ' + k }))];\n` +
      `}\n` +
      `export const spec = apidocs.generateSpec({ title: 't', version: '1' }, table(new Store(), ['a', 'b']));\n`;
    const result = compiler.compile({ 'computed/app.ts': source }, { documents: true });
    assert.equal(result.diagnostics, []);
    const { runtime, document } = await bothWays(result, 'computed/app.js');
    assert.ok(document === runtime);
    assert.equal(Object.keys((JSON.parse(document) as { paths: object }).paths), ['/a', '/b']);
  },
);

computed('should leave out a computed route marked .doc(false), which both documents leave out', async () => {
  const source =
    HEAD +
    `const routes = [\n` +
    `  Router.get('/a', (ctx) => ctx.text('ok')).doc({ summary: 'a' }),\n` +
    `  Router.get(process.env['DEBUG_PATH'] ?? '/debug', (ctx) => ctx.text('ok')).doc(false),\n` +
    `] as const;\n` +
    `export const spec = apidocs.generateSpec({ title: 't', version: '1' }, routes);\n`;
  const result = compiler.compile({ 'computed/app.ts': source }, { documents: true });
  assert.equal(result.diagnostics, []);
  const { runtime, document } = await bothWays(result, 'computed/app.js');
  assert.ok(document === runtime);
});

computed.run();

const closedBodies = suite("the document: bodies checked with unknownKeys: 'reject'");

closedBodies('should document a rejecting body as its closed form, which refuses what the app refuses', async () => {
  const source =
    `import { apidocs, Router, withBody } from '@fw/runtime';\n` +
    `interface Address { city: string }\n` +
    `interface NewUser { name: string; address: Address }\n` +
    `const routes = [\n` +
    `  Router.post('/strict', withBody<NewUser>((ctx, user) => ctx.json('created', user), { unknownKeys: 'reject' })).doc({ summary: 'strict', responses: { 201: apidocs.type<NewUser>() } }),\n` +
    `  Router.post('/loose', withBody<NewUser>((ctx, user) => ctx.json('created', user))).doc({ summary: 'loose', responses: { 201: apidocs.type<NewUser>() } }),\n` +
    `] as const;\n` +
    `export const spec = apidocs.generateSpec({ title: 't', version: '1' }, routes);\n` +
    `export const app = Router.define({ routes });\n`;
  const result = compiler.compile({ 'closed/app.ts': source }, { documents: true });
  assert.equal(result.diagnostics, []);
  const { runtime, document, module: compiled } = await bothWays(result, 'closed/app.js');
  assert.ok(document === runtime);
  const doc = JSON.parse(document) as {
    paths: Record<string, { post: { requestBody: { content: { 'application/json': { schema: { $ref: string } } } } } }>;
    components: { schemas: Record<string, { additionalProperties?: unknown; properties?: Record<string, unknown> }> };
  };
  const refOf = (path: string): string => doc.paths[path]!.post.requestBody.content['application/json'].schema.$ref;
  assert.is(refOf('/strict'), '#/components/schemas/NewUser.Closed');
  assert.is(refOf('/loose'), '#/components/schemas/NewUser');
  const schemas = doc.components.schemas;
  assert.is(schemas['NewUser.Closed']?.additionalProperties, false);
  assert.is(
    (schemas['NewUser.Closed']?.properties?.['address'] as { additionalProperties?: unknown }).additionalProperties,
    false,
    'nested objects are closed too',
  );
  assert.is(schemas['NewUser']?.additionalProperties, undefined, 'the open form stays open for answers');

  // An independent validator and the app agree: an undeclared property, even nested, is refused.
  const ajv = new Ajv2020({ strict: false });
  addFormats(ajv);
  for (const [name, schema] of Object.entries(schemas)) ajv.addSchema(schema, `#/components/schemas/${name}`);
  const extra = { name: 'Ada', address: { city: 'London', zip: 'N1' } };
  const strict = ajv.getSchema('#/components/schemas/NewUser.Closed')!;
  assert.not.ok(strict(extra), 'the closed form refuses the nested extra property');
  const app = compiled['app'] as App;
  const answer = await app.request('/strict', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(extra),
  });
  assert.is(answer.status, 400);
  const report = await checkContract(app, document, { validator: ajv });
  assert.equal(report.mismatches, []);
});

closedBodies.run();
