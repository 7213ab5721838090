/**
 * fw's own typed client, as a user's other package uses it: the demo's build wrote api-client.js
 * and api-client.d.ts beside openapi.json; a consumer package that has only those two files and
 * @fw/client type-checks its calls under TypeScript 5.9 and 7 (right calls compile; a wrong
 * parameter type, a wrong body field and a 200 field read on an unnarrowed answer fail, at the
 * call), then runs them against the demo on 127.0.0.1:0 and in-process through `app.request()`.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { Server } from '@fw/runtime';
import { createApp } from '../dist/app.js';

const test = suite("fw's typed client of the demo, in a package of its own");

const DEMO = fileURLToPath(new URL('../', import.meta.url));
/** The two compilers the consumer is checked with. */
const COMPILERS = {
  'tsc 5.9': join(DEMO, 'node_modules', 'typescript', 'bin', 'tsc'),
  'tsc 7': join(DEMO, 'node_modules', 'typescript7', 'bin', 'tsc'),
} as const;

/** The calls a consumer makes: every kind of request, and each answer narrowed on its status. */
const CALLS = `import { createClient, unwrap, type ClientOptions } from '@fw/client';
import { operations, type Api, type User } from './api-client.js';

export async function calls(transport: Omit<ClientOptions, 'operations'>) {
  const api = createClient<Api>({ ...transport, operations });
  const created = await api.postUsers({ body: { name: 'Grace Hopper', email: 'grace@example.com' } });
  if (created.status !== 201) throw new Error('POST /users: ' + String(created.status));
  const user: User = created.body;
  const found = await api.GET('/users/{id}', { params: { id: user.id } });
  const name: string | undefined = found.status === 200 ? found.body.name : undefined;
  const missing = await api.getUsersById({ params: { id: 999 } });
  const notFound: string | undefined = missing.status === 404 ? missing.body.error.message : undefined;
  const refused = await api.postUsers({ body: { name: '' } });
  const problems = refused.status === 400 ? (refused.body.error.details ?? []).map((d) => d.path) : [];
  const denied = await api.admin_stats();
  const deniedStatus: number | undefined = denied.status === 401 ? denied.body.error.status : undefined;
  const stats = unwrap(await api.admin_stats({ headers: { authorization: 'Bearer demo-admin' } }));
  const listed = await api.getUsers({ query: { limit: 1 } });
  const count = listed.ok ? listed.body.length : -1;
  const deleted = await api.deleteUsersById({ params: { id: user.id } });
  const deletedBody: undefined = deleted.status === 204 ? deleted.body : undefined;
  return {
    created: { status: created.status, name: user.name },
    found: { status: found.status, name },
    missing: { status: missing.status, message: notFound },
    refused: { status: refused.status, problems },
    denied: { status: denied.status, error: deniedStatus },
    stats: { role: stats.role },
    listed: { status: listed.status, count },
    deleted: { status: deleted.status, body: deletedBody },
  };
}
`;

/** Wrong uses, one per line, each of which must be a type error on its own line. */
const WRONG = `import { createClient } from '@fw/client';
import { operations, type Api } from './api-client.js';

const api = createClient<Api>({ baseUrl: 'http://127.0.0.1:1', operations });
export async function wrong() {
  const answer = await api.getUsersById({ params: { id: 1 } });
  await api.getUsersById({ params: { id: '1' } });
  await api.postUsers({ body: { nam: 'Grace' } });
  if (answer.status === 'network-error') return undefined;
  return answer.body.name;
}
export async function wrongByPath() {
  await api.GET('/users/{id}', { params: { id: '1' } });
  await api.GET('/no/such/path', {});
}
`;

interface Consumer {
  readonly dir: string;
}

const ctx: { consumer?: Consumer } = {};

test.before(() => {
  // Outside the workspace: the package has the generated files and @fw/client, nothing of the demo's source.
  const dir = mkdtempSync(join(tmpdir(), 'fw-client-consumer-'));
  writeFileSync(join(dir, 'package.json'), '{ "name": "consumer", "private": true, "type": "module" }\n');
  for (const file of ['api-client.js', 'api-client.d.ts']) copyFileSync(join(DEMO, file), join(dir, file));
  mkdirSync(join(dir, 'node_modules', '@fw'), { recursive: true });
  symlinkSync(join(DEMO, 'node_modules', '@fw', 'client'), join(dir, 'node_modules', '@fw', 'client'), 'dir');
  writeFileSync(join(dir, 'calls.ts'), CALLS);
  writeFileSync(join(dir, 'wrong.ts'), WRONG);
  // No DOM or Node types: the generated declarations and @fw/client need none.
  const options = {
    strict: true,
    noEmit: true,
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    target: 'ES2022',
    lib: ['ES2022'],
    types: [],
  };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: options, files: ['calls.ts'] }));
  writeFileSync(join(dir, 'tsconfig.wrong.json'), JSON.stringify({ compilerOptions: options, files: ['wrong.ts'] }));
  ctx.consumer = { dir };
});

test.after(() => {
  if (ctx.consumer !== undefined) rmSync(ctx.consumer.dir, { recursive: true, force: true });
});

function tsc(bin: string, project: string, cwd: string): { status: number | null; out: string } {
  const run = spawnSync(process.execPath, [bin, '--noEmit', '--pretty', 'false', '-p', project], {
    cwd,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

for (const [name, bin] of Object.entries(COMPILERS)) {
  test(`should compile the right calls and refuse each wrong one at its call with ${name}`, () => {
    const { dir } = ctx.consumer!;
    const right = tsc(bin, 'tsconfig.json', dir);
    assert.is(right.status, 0, right.out);
    const wrong = tsc(bin, 'tsconfig.wrong.json', dir);
    assert.is.not(wrong.status, 0);
    const lines = [...wrong.out.matchAll(/wrong\.ts\((\d+),\d+\): error (TS\d+)/g)].map((m) => `${m[1]} ${m[2]}`);
    // Line 7: a string id where the path parameter is a number; line 8: a body field NewUser has
    // not; line 10: `name` of an answer not narrowed to its 200 (the body of a 404 or of an
    // undocumented status has none).
    // By path too: the path picks the operation, whose parameters are then checked; an unknown path is refused.
    assert.equal(lines, ['7 TS2322', '8 TS2561', '10 TS18046', '13 TS2345', '14 TS2345'], wrong.out);
  });
}

/** The consumer's calls, compiled to JavaScript and imported. */
async function loadCalls(): Promise<(transport: object) => Promise<Record<string, unknown>>> {
  const { dir } = ctx.consumer!;
  const js = ts.transpileModule(CALLS, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  writeFileSync(join(dir, 'calls.js'), js);
  return ((await import(pathToFileURL(join(dir, 'calls.js')).href)) as { calls: never }).calls;
}

/** What every transport must give: the answers the demo sends, each with the body its type says. */
const EXPECTED = {
  created: { status: 201, name: 'Grace Hopper' },
  found: { status: 200, name: 'Grace Hopper' },
  missing: { status: 404, message: 'no such user' },
  refused: { status: 400, problems: ['$.name'] },
  denied: { status: 401, error: 401 },
  stats: { role: 'admin' },
  listed: { status: 200, count: 1 },
  deleted: { status: 204, body: undefined },
};

test('should run the calls against the demo over loopback', async () => {
  const calls = await loadCalls();
  const server = Server.init({ port: 0, host: '127.0.0.1' }, createApp({ logs: () => {} }).handler);
  await server.listen();
  try {
    assert.equal(await calls({ baseUrl: server.url }), EXPECTED);
  } finally {
    await server.close();
  }
});

test('should run the same calls in-process through app.request()', async () => {
  const calls = await loadCalls();
  assert.equal(await calls({ app: createApp({ logs: () => {} }) }), EXPECTED);
});

test('should answer a network failure and an undocumented status as their own cases', async () => {
  const { createClient } = await import('@fw/client');
  const { operations } = (await import(pathToFileURL(join(DEMO, 'api-client.js')).href)) as {
    operations: Parameters<typeof createClient>[0]['operations'];
  };
  // A port nothing listens on: the connection is refused.
  const closed = Server.init({ port: 0, host: '127.0.0.1' }, createApp({ logs: () => {} }).handler);
  await closed.listen();
  const url = closed.url;
  await closed.close();
  const offline = createClient<{ posts(): Promise<{ status: unknown; error?: unknown }> }>({
    baseUrl: url,
    operations,
  });
  const failed = await offline.posts();
  assert.is(failed.status, 'network-error');
  assert.instance(failed.error, Error);
  // The demo's PURGE /cache is not in the document; /posts answers a 200 the table below does not list.
  const narrow = createClient<{ posts(): Promise<{ status: unknown; httpStatus?: number }> }>({
    app: createApp({ logs: () => {} }),
    operations: { posts: ['GET', '/posts', [404]] },
  });
  const odd = await narrow.posts();
  assert.is(odd.status, 'undocumented');
  assert.is(odd.httpStatus, 200);
  assert.ok(readFileSync(join(DEMO, 'api-client.d.ts'), 'utf8').includes('FwUndocumented | FwNetworkFailure'));
});

test.run();
