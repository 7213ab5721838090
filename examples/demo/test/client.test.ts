/**
 * A client generated from the demo's document: openapi-typescript writes its types, and
 * openapi-fetch calls the demo over loopback with them. The calls type-check (a 201 body is a
 * User, a 400, 401 and 404 are fw's error body, and a wrong use is a type error) and run: every
 * answer is what its type says.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import openapiTS, { astToString } from 'openapi-typescript';
import { Server } from '@fw/runtime';
import { createApp, spec } from '../dist/app.js';

const test = suite('a client generated from the demo document');

/** Inside the demo, so that the generated client's `import 'openapi-fetch'` finds the demo's copy. */
const DIR = fileURLToPath(new URL(`../test/tmp-client-${process.pid}/`, import.meta.url));

/** Types only: what a generated client's users write. */
const USAGE = `
import type { paths } from './schema.js';
type Created = paths['/users']['post']['responses'][201]['content']['application/json'];
type NotFound = paths['/users/{id}']['get']['responses'][404]['content']['application/json'];
type Invalid = paths['/users']['post']['responses'][400]['content']['application/json'];
type NewUser = NonNullable<paths['/users']['post']['requestBody']>['content']['application/json'];
const input: NewUser = { name: 'Grace Hopper', email: 'grace@example.com' };
const created: Created = { id: 3, name: input.name };
const id: number = created.id;
const missing: NotFound = { error: { status: 404, message: 'no such user' } };
const status: number = missing.error.status;
const invalid: Invalid = { error: { status: 400, message: 'bad', details: [{ path: '$.name', expected: 'string', found: '5' }] } };
export const used = [id, status, invalid.error.details?.length];
`;

/** Typed calls with openapi-fetch, run against a live demo: each result is read through its generated type. */
const CALLS = `
import createClient from 'openapi-fetch';
import type { paths } from './schema.js';

export async function calls(baseUrl: string) {
  const client = createClient<paths>({ baseUrl });
  const created = await client.POST('/users', { body: { name: 'Grace Hopper', email: 'grace@example.com' } });
  if (created.data === undefined) throw new Error('POST /users: no 201 body');
  const id: number = created.data.id;
  const found = await client.GET('/users/{id}', { params: { path: { id } } });
  const name: string | undefined = found.data?.name;
  // 404: fw's error body, typed.
  const missing = await client.GET('/users/{id}', { params: { path: { id: 999 } } });
  const notFound: { status: number; message: string } | undefined = missing.error?.error;
  // 400: a name shorter than its MinLength, with every problem in details.
  const refused = await client.POST('/users', { body: { name: '' } });
  const problems: string[] = (refused.error?.error.details ?? []).map((d) => d.path + ': ' + d.expected);
  // 401: the admin route without its token; with it, the statistics.
  const denied = await client.GET('/api/v1/admin/stats');
  const deniedStatus: number | undefined = denied.error?.error.status;
  const stats = await client.GET('/api/v1/admin/stats', { headers: { authorization: 'Bearer demo-admin' } });
  const users: number | undefined = stats.data?.users;
  return {
    created: { status: created.response.status, id, name: created.data.name },
    found: { status: found.response.status, name },
    missing: { status: missing.response.status, error: notFound },
    refused: { status: refused.response.status, problems },
    denied: { status: denied.response.status, error: deniedStatus },
    stats: { status: stats.response.status, users },
  };
}
`;

/**
 * Type errors of each file against the generated types, by file, as `TS<code>: message` lines.
 * One program checks them all; declaration files are not checked again (skipLibCheck) and no
 * ambient types are loaded, so it costs a few seconds.
 */
function typeErrors(files: Readonly<Record<string, string>>): Record<string, string[]> {
  for (const [file, source] of Object.entries(files)) writeFileSync(join(DIR, file), source);
  const program = ts.createProgram(
    Object.keys(files).map((file) => join(DIR, file)),
    {
      strict: true,
      noEmit: true,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: true,
    },
  );
  const out: Record<string, string[]> = {};
  for (const file of Object.keys(files))
    out[file] = ts
      .getPreEmitDiagnostics(program, program.getSourceFile(join(DIR, file)))
      .map((d) => `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
  return out;
}

/** The wrong uses: a string id and a missing status, a number for a name. */
const WRONG_USAGE = USAGE.replace('{ id: 3, name: input.name }', "{ id: 'three', name: input.name }").replace(
  'status: 404, message',
  'code: 404, message',
);
const WRONG_CALLS = CALLS.replace("body: { name: '' }", 'body: { name: 42 }');

/** Every file's type errors, from one program (the right and the wrong uses do not see each other). */
let checked: Record<string, string[]>;

test.before(async () => {
  mkdirSync(DIR, { recursive: true });
  writeFileSync(join(DIR, 'package.json'), '{ "type": "module" }');
  writeFileSync(join(DIR, 'schema.ts'), astToString(await openapiTS(JSON.parse(spec) as never)));
});

test.after(() => {
  rmSync(DIR, { recursive: true, force: true });
});

test('should type a 201 body as User and a 404 as fw error body, and refuse a wrong use', () => {
  checked = typeErrors({
    'usage.ts': USAGE,
    'calls.ts': CALLS,
    'wrong.ts': WRONG_USAGE,
    'calls-wrong.ts': WRONG_CALLS,
  });
  assert.equal(checked['usage.ts'], []);
  const wrong = checked['wrong.ts']!;
  assert.ok(wrong.length >= 2, `a string id and a missing status are type errors: ${wrong.join('\n')}`);
});

test('should make typed openapi-fetch calls that type-check and run against the demo over loopback', async () => {
  assert.equal(checked['calls.ts'], []);
  // The same calls with a wrong type: the generated client catches it at build time.
  const wrong = checked['calls-wrong.ts']!;
  assert.ok(
    wrong.some((e) => e.startsWith('TS2322')),
    `a number name is a type error: ${wrong.join('\n')}`,
  );
  const js = ts.transpileModule(CALLS, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  writeFileSync(join(DIR, 'calls.js'), js);
  const { calls } = (await import(pathToFileURL(join(DIR, 'calls.js')).href)) as {
    calls: (baseUrl: string) => Promise<Record<string, Record<string, unknown>>>;
  };
  const server = Server.init({ port: 0, host: '127.0.0.1' }, createApp({ logs: () => {} }).handler);
  await server.listen();
  try {
    const result = await calls(server.url);
    assert.equal(result['created'], { status: 201, id: 3, name: 'Grace Hopper' });
    assert.equal(result['found'], { status: 200, name: 'Grace Hopper' });
    assert.equal(result['missing'], { status: 404, error: { status: 404, message: 'no such user' } });
    assert.is(result['refused']!['status'], 400);
    assert.equal(result['refused']!['problems'], ['$.name: string & MinLength<1>']);
    assert.equal(result['denied'], { status: 401, error: 401 });
    assert.equal(result['stats'], { status: 200, users: 3 });
  } finally {
    await server.close();
  }
});

test.run();
