// Typed clients at scale: for APIs of 100, 1,000 and 3,000 operations, the type-check time and peak
// memory of a consumer file that calls every operation and narrows its answer, under tsc 5.9 and
// tsc 7, for fw's generated client, openapi-typescript + openapi-fetch on fw's document, Hono's
// `hc` on the same routes and oRPC's client on the same procedures; each above TypeScript's floor
// (the same project checking an empty file), measured in the same run. Then fw's client runtime
// size and one call's overhead against a bare fetch. Writes bench/results/client.md.
//
//   node bench/client.mjs                 (BENCH_CLIENT_SIZES=100,1000 for fewer sizes,
//                                          BENCH_CLIENT_RUNS=n samples per cell, default 3; one for a check over a minute)
//
// The API: N/4 resources, each with a list (query), a create (JSON body; fw's 400/413/415), a read
// (path parameter; 400/404) and a delete (204/400/404), its own Item and NewItem types. fw's
// document is written in the shape `fwc build` gives (FwErrorBody, integer path parameters, the
// automatic answers); the Hono app and the oRPC router declare the same types by hand.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ERROR_BODY } from '@fw/runtime/internal';
import { machine } from './lib/report.mjs';

const BENCH = dirname(fileURLToPath(import.meta.url));
const OUT = join(BENCH, '.out', 'client');
const require = createRequire(import.meta.url);
const SIZES = (process.env.BENCH_CLIENT_SIZES ?? '100,1000,3000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_CLIENT_RUNS ?? 3);
const COMPILERS = {
  'tsc 5.9': join(BENCH, 'node_modules', 'typescript', 'bin', 'tsc'),
  'tsc 7': join(BENCH, 'node_modules', 'typescript7', 'bin', 'tsc'),
};
const CLIENTS = ['fw', 'openapi-fetch', 'hono', 'orpc'];

const { generateClient } = await import('@fw/client/generate');
const { default: openapiTS, astToString } = await import('openapi-typescript');

/** fw's document for `resources` resources, in the shape fwc build writes. */
function fwDocument(resources) {
  const ref = (name) => ({ $ref: `#/components/schemas/${name}` });
  const json = (schema, description = 'ok') => ({ description, content: { 'application/json': { schema } } });
  const error = (description) => json(ref('FwErrorBody'), description);
  const id = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 0, maximum: 4294967295 } };
  const schemas = {
    // fw's error body exactly as fw documents it.
    [ERROR_BODY.name]: ERROR_BODY.schema,
  };
  const paths = {};
  for (let i = 0; i < resources; i++) {
    schemas[`Item${i}`] = {
      type: 'object',
      properties: {
        id: { type: 'integer', minimum: 0, maximum: 4294967295 },
        name: { type: 'string', minLength: 1 },
        kind: { type: 'string', enum: ['a', 'b', 'c'] },
        tags: { type: 'array', items: { type: 'string' } },
        note: { oneOf: [{ type: 'string' }, { type: 'null' }] },
      },
      required: ['id', 'name', 'kind', 'tags'],
    };
    schemas[`NewItem${i}`] = {
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 1 },
        kind: { type: 'string', enum: ['a', 'b', 'c'] },
        tags: { type: 'array', items: { type: 'string' } },
      },
      required: ['name', 'kind'],
    };
    schemas[`Item${i}_Array`] = { type: 'array', items: ref(`Item${i}`) };
    paths[`/r${i}/items`] = {
      get: {
        operationId: `list${i}`,
        parameters: [{ name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 0 } }],
        responses: { 200: json(ref(`Item${i}_Array`)), 400: error('bad query') },
      },
      post: {
        operationId: `create${i}`,
        requestBody: { required: true, content: { 'application/json': { schema: ref(`NewItem${i}`) } } },
        responses: {
          201: json(ref(`Item${i}`)),
          400: error('bad body'),
          413: error('too large'),
          415: error('not JSON'),
        },
      },
    };
    paths[`/r${i}/items/{id}`] = {
      get: {
        operationId: `get${i}`,
        parameters: [id],
        responses: { 200: json(ref(`Item${i}`)), 400: error('bad id'), 404: error('no such item') },
      },
      delete: {
        operationId: `delete${i}`,
        parameters: [id],
        responses: { 204: { description: 'deleted' }, 400: error('bad id'), 404: error('no such item') },
      },
    };
  }
  return { openapi: '3.1.0', info: { title: 'bench', version: '1.0.0' }, paths, components: { schemas } };
}

/** The consumer file of each client: every operation called, each answer narrowed to its success. */
function consumer(client, resources) {
  const lines = [];
  if (client === 'fw') {
    lines.push(
      "import { createClient } from '@fw/client';",
      "import { operations, type Api } from './api-client.js';",
      "const api = createClient<Api>({ baseUrl: 'http://127.0.0.1:1', operations });",
    );
    for (let i = 0; i < resources; i++)
      lines.push(
        `export async function r${i}(): Promise<number> {`,
        '  let n = 0;',
        `  { const a = await api.list${i}({ query: { limit: 1 } }); if (a.status === 200) n += a.body.length; }`,
        `  { const a = await api.create${i}({ body: { name: 'x', kind: 'a' } }); if (a.status === 201) n += a.body.id; else if (a.status === 400) n += a.body.error.status; }`,
        `  { const a = await api.get${i}({ params: { id: 1 } }); if (a.status === 200) n += a.body.name.length; }`,
        `  { const a = await api.DELETE('/r${i}/items/{id}', { params: { id: 1 } }); if (a.status === 204) n += 1; }`,
        '  return n;',
        '}',
      );
  } else if (client === 'openapi-fetch') {
    lines.push(
      "import createClient from 'openapi-fetch';",
      "import type { paths } from './schema.js';",
      "const api = createClient<paths>({ baseUrl: 'http://127.0.0.1:1' });",
    );
    for (let i = 0; i < resources; i++)
      lines.push(
        `export async function r${i}(): Promise<number> {`,
        '  let n = 0;',
        `  { const a = await api.GET('/r${i}/items', { params: { query: { limit: 1 } } }); if (a.data) n += a.data.length; }`,
        `  { const a = await api.POST('/r${i}/items', { body: { name: 'x', kind: 'a' } }); if (a.data) n += a.data.id; else if (a.error) n += a.error.error.status; }`,
        `  { const a = await api.GET('/r${i}/items/{id}', { params: { path: { id: 1 } } }); if (a.data) n += a.data.name.length; }`,
        `  { const a = await api.DELETE('/r${i}/items/{id}', { params: { path: { id: 1 } } }); if (a.response.status === 204) n += 1; }`,
        '  return n;',
        '}',
      );
  } else if (client === 'hono') {
    lines.push(
      "import { hc } from 'hono/client';",
      "import type { AppType } from './server.js';",
      "const api = hc<AppType>('http://127.0.0.1:1');",
    );
    for (let i = 0; i < resources; i++)
      lines.push(
        `export async function r${i}(): Promise<number> {`,
        '  let n = 0;',
        `  { const a = await api.r${i}.items.$get({ query: { limit: '1' } }); if (a.status === 200) n += (await a.json()).length; }`,
        `  { const a = await api.r${i}.items.$post({ json: { name: 'x', kind: 'a' } }); if (a.status === 201) n += (await a.json()).id; else if (a.status === 400) n += (await a.json()).error.status; }`,
        `  { const a = await api.r${i}.items[':id'].$get({ param: { id: '1' } }); if (a.status === 200) n += (await a.json()).name.length; }`,
        `  { const a = await api.r${i}.items[':id'].$delete({ param: { id: '1' } }); if (a.status === 204) n += 1; }`,
        '  return n;',
        '}',
      );
  } else {
    lines.push(
      "import { createORPCClient, safe } from '@orpc/client';",
      "import type { RouterClient } from '@orpc/server';",
      "import type { router } from './server.js';",
      "import { RPCLink } from '@orpc/client/fetch';",
      "const api: RouterClient<typeof router> = createORPCClient(new RPCLink({ url: 'http://127.0.0.1:1' }));",
    );
    for (let i = 0; i < resources; i++)
      lines.push(
        `export async function r${i}(): Promise<number> {`,
        '  let n = 0;',
        `  { const [e, d] = await safe(api.r${i}.list({ limit: 1 })); if (!e) n += d.length; }`,
        `  { const [e, d] = await safe(api.r${i}.create({ name: 'x', kind: 'a' })); if (!e) n += d.id; }`,
        `  { const [e, d] = await safe(api.r${i}.get({ id: 1 })); if (!e) n += d.name.length; }`,
        `  { const [e] = await safe(api.r${i}.delete({ id: 1 })); if (!e) n += 1; }`,
        '  return n;',
        '}',
      );
  }
  lines.push('');
  return lines.join('\n');
}

/** The item types of resource i, as the Hono app and the oRPC router declare them. */
function itemTypes(i) {
  return [
    `export interface Item${i} { id: number; name: string; kind: 'a' | 'b' | 'c'; tags: string[]; note?: string | null }`,
    `export interface NewItem${i} { name: string; kind: 'a' | 'b' | 'c'; tags?: string[] }`,
  ].join('\n');
}

/** The Hono app of the same routes (a sub-app per resource, mounted with route(), as Hono advises for large apps). */
function honoServer(resources) {
  const out = [
    "import { Hono } from 'hono';",
    "import { validator } from 'hono/validator';",
    'interface ErrorBody { error: { status: number; message: string; details?: { path: string; expected: string; found: string }[] } }',
    'const fail = (status: number): ErrorBody => ({ error: { status, message: String(status) } });',
  ];
  for (let i = 0; i < resources; i++) {
    out.push(
      itemTypes(i),
      `const r${i} = new Hono()`,
      `  .get('/items', validator('query', (v) => v as { limit?: string }), (c) => c.req.valid('query').limit === '0' ? c.json(fail(400), 400) : c.json([] as Item${i}[], 200))`,
      `  .post('/items', validator('json', (v) => v as NewItem${i}), (c) => { const b = c.req.valid('json'); return b.name === '' ? c.json(fail(400), 400) : c.json({ id: 1, name: b.name, kind: b.kind, tags: [] } as Item${i}, 201); })`,
      `  .get('/items/:id', (c) => c.req.param('id') === '0' ? c.json(fail(404), 404) : c.json({ id: 1, name: 'x', kind: 'a', tags: [] } as Item${i}, 200))`,
      `  .delete('/items/:id', (c) => c.req.param('id') === '0' ? c.json(fail(404), 404) : c.body(null, 204));`,
    );
  }
  out.push(
    `const app = new Hono()${Array.from({ length: resources }, (_, i) => `\n  .route('/r${i}', r${i})`).join('')};`,
  );
  out.push('export type AppType = typeof app;', '');
  return out.join('\n');
}

/** The oRPC router of the same procedures (typed with oRPC's type<T>() schemas, no validation library). */
function orpcServer(resources) {
  const out = [
    "import { os } from '@orpc/server';",
    "import { type } from '@orpc/contract';",
    'const base = os.errors({ NOT_FOUND: {}, BAD_REQUEST: {} });',
  ];
  const entries = [];
  for (let i = 0; i < resources; i++) {
    out.push(
      itemTypes(i),
      `const r${i} = {`,
      `  list: base.input(type<{ limit?: number }>()).output(type<Item${i}[]>()).handler(() => []),`,
      `  create: base.input(type<NewItem${i}>()).output(type<Item${i}>()).handler(({ input }) => ({ id: 1, name: input.name, kind: input.kind, tags: [] })),`,
      `  get: base.input(type<{ id: number }>()).output(type<Item${i}>()).handler(({ input, errors }) => { if (input.id === 0) throw errors.NOT_FOUND(); return { id: 1, name: 'x', kind: 'a', tags: [] }; }),`,
      `  delete: base.input(type<{ id: number }>()).handler(({ input, errors }) => { if (input.id === 0) throw errors.NOT_FOUND(); }),`,
      '};',
    );
    entries.push(`r${i}`);
  }
  out.push(`export const router = { ${entries.join(', ')} };`, '');
  return out.join('\n');
}

/** A consumer project: its own package.json and tsconfig, node_modules linked to bench's packages. */
function project(dir, files) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'node_modules', '@fw'), { recursive: true });
  mkdirSync(join(dir, 'node_modules', '@orpc'), { recursive: true });
  const links = {
    '@fw/client': join(BENCH, 'node_modules', '@fw', 'client'),
    'openapi-fetch': join(BENCH, 'node_modules', 'openapi-fetch'),
    hono: join(BENCH, 'node_modules', 'hono'),
    '@orpc/server': join(BENCH, 'node_modules', '@orpc', 'server'),
    '@orpc/client': join(BENCH, 'node_modules', '@orpc', 'client'),
    '@orpc/contract': join(BENCH, 'node_modules', '@orpc', 'contract'),
  };
  for (const [name, from] of Object.entries(links)) symlinkSync(from, join(dir, 'node_modules', name), 'dir');
  writeFileSync(join(dir, 'package.json'), '{ "name": "consumer", "private": true, "type": "module" }\n');
  const compilerOptions = {
    strict: true,
    noEmit: true,
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    target: 'ES2022',
    lib: ['ES2022', 'DOM'],
    types: [],
    skipLibCheck: true,
  };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['consumer.ts'] }, null, 2));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
}

/** One `tsc --noEmit -p` under /usr/bin/time: wall seconds, peak RSS in MB, and the errors it printed. */
function check(bin, dir) {
  const run = spawnSync(
    '/usr/bin/time',
    ['-f', '%e %M', process.execPath, bin, '--noEmit', '--extendedDiagnostics', '-p', dir],
    {
      encoding: 'utf8',
      timeout: 20 * 60_000,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const last = run.stderr.trim().split('\n').pop() ?? '';
  const [seconds, kb] = last.split(' ').map(Number);
  const errors = (run.stdout.match(/error TS\d+/g) ?? []).length;
  // The checker's own counts: they grow with the work done, whatever the machine's load.
  const count = (label) => Number(new RegExp(`^${label}:\\s+(\\d+)`, 'm').exec(run.stdout)?.[1] ?? NaN);
  return {
    seconds,
    mb: kb / 1024,
    errors,
    types: count('Types'),
    instantiations: count('Instantiations'),
    status: run.status,
    first: run.stdout.split('\n')[0] ?? '',
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function measure(bin, dir, runs = RUNS) {
  const samples = [check(bin, dir)];
  // A check of over a minute is its own average; the short ones are where the machine's noise shows.
  while (samples.length < runs && samples[0].seconds < 60) samples.push(check(bin, dir));
  return summary(samples);
}

/** The medians of a cell's checks, and the checker's counts of the first. */
function summary(samples) {
  return {
    seconds: median(samples.map((s) => s.seconds)),
    mb: median(samples.map((s) => s.mb)),
    errors: samples[0].errors,
    types: samples[0].types,
    instantiations: samples[0].instantiations,
    first: samples[0].first,
  };
}

/** The untyped client: every method of \`Api\` takes and answers \`any\`. */
const UNTYPED_CLIENT = `export interface Api {
  [name: string]: (init?: any) => Promise<any>;
  GET(path: string, init?: any): Promise<any>;
  POST(path: string, init?: any): Promise<any>;
  DELETE(path: string, init?: any): Promise<any>;
}
export declare const operations: { readonly [name: string]: readonly [string, string, readonly number[]] };
`;

/**
 * A hand-written client of the same API: the leanest declarations found that still type every
 * documented status and each call's argument (a named interface per answer, fw's error answers
 * shared, no headers on answers, no comments, the calls by path through one small table), for
 * the consumer file of fw's client. What a precomputed client costs at best; fw's is generated.
 */
function handWritten(resources) {
  const lines = [
    'interface E { error: { status: number; message: string; details?: { path: string; expected: string; found: string }[]; more?: number } }',
    ...[400, 404, 413, 415].map(
      (s) => `interface E${s} { readonly status: ${s}; readonly ok: false; readonly body: E }`,
    ),
    "interface U { readonly status: 'undocumented'; readonly ok: false; readonly httpStatus: number; readonly body: unknown }",
    "interface N { readonly status: 'network-error'; readonly ok: false; readonly error: unknown }",
    'interface D204 { readonly status: 204; readonly ok: true; readonly body: undefined }',
    'interface Q { query?: { limit?: number } }',
    'interface I { params: { id: number } }',
    'type DeleteAnswer = D204 | E400 | E404 | U | N;',
  ];
  for (let i = 0; i < resources; i++) {
    lines.push(
      `export interface Item${i} { id: number; name: string; kind: 'a' | 'b' | 'c'; tags: string[]; note?: string | null }`,
      `export interface NewItem${i} { name: string; kind: 'a' | 'b' | 'c'; tags?: string[] }`,
      `interface L${i} { readonly status: 200; readonly ok: true; readonly body: Item${i}[] }`,
      `interface C${i} { readonly status: 201; readonly ok: true; readonly body: Item${i} }`,
      `interface G${i} { readonly status: 200; readonly ok: true; readonly body: Item${i} }`,
    );
  }
  lines.push('interface ByPath {');
  for (let i = 0; i < resources; i++) lines.push(`  '/r${i}/items/{id}': I;`);
  lines.push('}', 'export interface Api {');
  lines.push('  DELETE<P extends keyof ByPath>(path: P, init: NoInfer<ByPath[P]>): Promise<DeleteAnswer>;');
  for (let i = 0; i < resources; i++)
    lines.push(
      `  list${i}(init?: Q): Promise<L${i} | E400 | U | N>;`,
      `  create${i}(init: { body: NewItem${i} }): Promise<C${i} | E400 | E413 | E415 | U | N>;`,
      `  get${i}(init: I): Promise<G${i} | E400 | E404 | U | N>;`,
      `  delete${i}(init: I): Promise<DeleteAnswer>;`,
    );
  lines.push(
    '}',
    'export declare const operations: { readonly [name: string]: readonly [string, string, readonly number[]] };',
    '',
  );
  return lines.join('\n');
}

/** The clients checked with fw's consumer file (fw's, and the two it is compared with). */
const SAME_CONSUMER = ['fw', 'untyped', 'hand-written'];

const results = {};
console.log(`# typed clients: sizes ${SIZES.join(', ')}, up to ${RUNS} checks per cell`);
// The floor: the consumer project with an empty file (the libs, DOM included, and nothing else).
const floorDir = join(OUT, 'floor');
project(floorDir, { 'consumer.ts': 'export {};\n' });
const floor = {};
for (const [name, bin] of Object.entries(COMPILERS)) {
  // Cheap, and every cell is read against it: at least three samples.
  floor[name] = measure(bin, floorDir, Math.max(RUNS, 3));
  console.log(`floor ${name}: ${floor[name].seconds.toFixed(2)} s, ${floor[name].mb.toFixed(0)} MB`);
}

for (const operations of SIZES) {
  const resources = operations / 4;
  const doc = fwDocument(resources);
  const { js, dts } = generateClient(doc);
  const schema = astToString(await openapiTS(doc));
  const sources = {
    fw: { 'api-client.js': js, 'api-client.d.ts': dts },
    'openapi-fetch': { 'schema.ts': schema },
    hono: { 'server.ts': honoServer(resources) },
    orpc: { 'server.ts': orpcServer(resources) },
  };
  // The consumer's own cost: fw's consumer file against a client whose every method takes and
  // answers \`any\`, so what is left is TypeScript parsing and checking the calls themselves.
  sources.untyped = { 'api-client.js': js, 'api-client.d.ts': UNTYPED_CLIENT };
  sources['hand-written'] = { 'api-client.js': js, 'api-client.d.ts': handWritten(resources) };
  const dirOf = (client) => join(OUT, `${client}-${operations}`);
  for (const client of [...CLIENTS, ...SAME_CONSUMER]) {
    const fwConsumer = SAME_CONSUMER.includes(client);
    project(dirOf(client), { ...sources[client], 'consumer.ts': consumer(fwConsumer ? 'fw' : client, resources) });
  }
  const report = (client, name) => {
    const r = results[`${client} ${operations} ${name}`];
    console.log(
      `${client} ${operations} ops ${name}: ${r.seconds.toFixed(2)} s, ${r.mb.toFixed(0)} MB${r.errors > 0 ? `, ${r.errors} type errors (${r.first})` : ''}`,
    );
  };
  for (const client of CLIENTS.filter((c) => !SAME_CONSUMER.includes(c)))
    for (const [name, bin] of Object.entries(COMPILERS)) {
      results[`${client} ${operations} ${name}`] = measure(bin, dirOf(client));
      report(client, name);
    }
  // fw's consumer file against fw's client, the untyped one and the hand-written one: compared
  // with each other, so checked in alternating rounds (the machine's load drifts over minutes).
  for (const [name, bin] of Object.entries(COMPILERS)) {
    const samples = Object.fromEntries(SAME_CONSUMER.map((client) => [client, []]));
    for (let round = 0; round < Math.max(RUNS, 5); round++)
      for (const client of round % 2 === 0 ? SAME_CONSUMER : [...SAME_CONSUMER].reverse())
        samples[client].push(check(bin, dirOf(client)));
    for (const client of SAME_CONSUMER) {
      results[`${client} ${operations} ${name}`] = summary(samples[client]);
      report(client, name);
    }
  }
}

// The floor again, after the heavy checks: the lesser median of the two is TypeScript's own cost
// (a busy machine during one of them only raises it).
for (const [name, bin] of Object.entries(COMPILERS)) {
  const again = measure(bin, floorDir, Math.max(RUNS, 3));
  if (again.seconds < floor[name].seconds) floor[name] = { ...floor[name], seconds: again.seconds };
  if (again.mb < floor[name].mb) floor[name] = { ...floor[name], mb: again.mb };
  console.log(`floor ${name} again: ${again.seconds.toFixed(2)} s, ${again.mb.toFixed(0)} MB`);
}

/** Bytes of the JavaScript files of a folder (not recursing into `skip`), raw and gzipped. */
function size(dir, skip = []) {
  let raw = 0;
  let gz = 0;
  const walk = (d) => {
    for (const entry of readdirSync(d)) {
      const path = join(d, entry);
      if (statSync(path).isDirectory()) {
        if (!skip.includes(entry)) walk(path);
      } else if (entry.endsWith('.js') || entry.endsWith('.mjs')) {
        const text = readFileSync(path);
        raw += text.length;
        gz += gzipSync(text).length;
      }
    }
  };
  walk(dir);
  return { raw, gz };
}
const fwSize = size(join(BENCH, 'node_modules', '@fw', 'client', 'dist'), ['generate']);
const ofMain = join(dirname(require.resolve('openapi-fetch')), 'index.mjs');
const ofText = readFileSync(ofMain);
const ofSize = { raw: ofText.length, gz: gzipSync(ofText).length };

// One call's overhead: the same GET, answered by a node:http server on loopback, through a bare
// fetch and through fw's client (which reads, parses and classifies the answer as the bare loop does).
const server = createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"id":1,"name":"x","kind":"a","tags":[]}');
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;
const { createClient } = await import('@fw/client');
const api = createClient({ baseUrl: base, operations: { get0: ['GET', '/r0/items/{id}', [200, 400, 404]] } });
const CALLS = 3000;
const ROUNDS = 7;
async function timeLoop(fn) {
  for (let i = 0; i < 300; i++) await fn(i);
  const start = process.hrtime.bigint();
  for (let i = 0; i < CALLS; i++) await fn(i);
  return Number(process.hrtime.bigint() - start) / 1000 / CALLS;
}
const overhead = [];
const bareCall = async (i) => {
  const res = await fetch(`${base}/r0/items/${i}`, { method: 'GET', headers: {} });
  const text = await res.text();
  return res.status === 200 ? JSON.parse(text) : undefined;
};
const clientCall = (i) => api.get0({ params: { id: i } });
// Rounds alternate which loop goes first, so a slow start of the machine or of fetch's pool
// falls on each side alike.
for (let round = 0; round < ROUNDS; round++) {
  if (round % 2 === 0) {
    const bare = await timeLoop(bareCall);
    overhead.push({ bare, client: await timeLoop(clientCall) });
  } else {
    const client = await timeLoop(clientCall);
    overhead.push({ bare: await timeLoop(bareCall), client });
  }
}
server.close();
const bareUs = median(overhead.map((o) => o.bare));
const clientUs = median(overhead.map((o) => o.client));

// The report.
const cell = (client, operations, compiler) => results[`${client} ${operations} ${compiler}`];
const above = (r, compiler) => ({ s: r.seconds - floor[compiler].seconds, mb: r.mb - floor[compiler].mb });
const lines = [
  '# Typed clients at scale',
  '',
  `Generated by \`node bench/client.mjs\` on ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} (the median of ${RUNS} checks per cell, one for a check of over a minute; fw, the untyped and the hand-written client, which share one consumer file, the median of ${Math.max(RUNS, 5)} checked in alternating rounds).`,
  '',
  `Machine: ${machine()}.`,
  '',
  'A consumer project checks one file that calls every operation and narrows each answer to its success ' +
    '(`tsc --noEmit -p`, skipLibCheck, lib ES2022 + DOM), timed with `/usr/bin/time` (wall seconds, peak RSS). ' +
    'The API has N/4 resources with a list (query), a create (JSON body), a read and a delete (path parameter), each with its own types. ' +
    "fw: the client `fwc build` generates from fw's document (`@fw/client`); openapi-fetch: openapi-typescript 7's types of the same document with openapi-fetch 0.17; " +
    "Hono: `hc<AppType>` on a Hono app of the same routes (a sub-app per resource, `route()`d, hono/validator for the inputs; the consumer checks the server's source, as hc needs); " +
    'oRPC 1.x: `RouterClient<typeof router>` on a router of the same procedures (typed with `type<T>()`), narrowed with `safe()`.',
  '',
  `TypeScript's floor (the same project checking an empty file; the lesser median of three checks before and three after the others): tsc 5.9 ${floor['tsc 5.9'].seconds.toFixed(2)} s, ${floor['tsc 5.9'].mb.toFixed(0)} MB; tsc 7 ${floor['tsc 7'].seconds.toFixed(2)} s, ${floor['tsc 7'].mb.toFixed(0)} MB. The tables show the cost above it.`,
  '',
];
for (const compiler of Object.keys(COMPILERS)) {
  lines.push(`## ${compiler}: seconds / MB above the floor`, '');
  lines.push(`| operations | ${CLIENTS.join(' | ')} |`, `|---:|${CLIENTS.map(() => '---:').join('|')}|`);
  for (const operations of SIZES) {
    const row = CLIENTS.map((client) => {
      const r = cell(client, operations, compiler);
      const a = above(r, compiler);
      return `${a.s.toFixed(2)} s / ${a.mb.toFixed(0)} MB${r.errors > 0 ? ` (${r.errors} errors)` : ''}`;
    });
    lines.push(`| ${operations.toLocaleString('en-US')} | ${row.join(' | ')} |`);
  }
  if (SIZES.length > 1) {
    // Linear growth: the same cost per 1,000 further operations at every step.
    const steps = CLIENTS.map((client) => {
      const slopes = SIZES.slice(1).map((size, k) => {
        const a = above(cell(client, SIZES[k], compiler), compiler).s;
        const b = above(cell(client, size, compiler), compiler).s;
        return ((b - a) / (size - SIZES[k])) * 1000;
      });
      return `${client} ${slopes.map((x) => x.toFixed(2)).join(' then ')}`;
    });
    lines.push(
      '',
      `Seconds per 1,000 further operations (${SIZES.map((x) => x.toLocaleString('en-US')).join(' -> ')}): ${steps.join('; ')}.`,
    );
    lines.push(
      '',
      `The checker's own counts (\`--extendedDiagnostics\`; they do not move with the machine's load), types / instantiations:`,
      '',
      `| operations | ${CLIENTS.join(' | ')} |`,
      `|---:|${CLIENTS.map(() => '---:').join('|')}|`,
      ...SIZES.map(
        (size) =>
          `| ${size.toLocaleString('en-US')} | ${CLIENTS.map((client) => {
            const r = cell(client, size, compiler);
            return `${r.types.toLocaleString('en-US')} / ${r.instantiations.toLocaleString('en-US')}`;
          }).join(' | ')} |`,
      ),
    );
  }
  // What the consumer's code costs by itself, and what fw's types add to it.
  const own = SIZES.map((size) => {
    const untyped = above(cell('untyped', size, compiler), compiler);
    const fw = above(cell('fw', size, compiler), compiler);
    return `${size.toLocaleString('en-US')} operations ${untyped.s.toFixed(2)} s / ${untyped.mb.toFixed(0)} MB (fw's types add ${(fw.s - untyped.s).toFixed(2)} s / ${(fw.mb - untyped.mb).toFixed(0)} MB)`;
  });
  lines.push(
    '',
    `The consumer's own code, the same file checked against a client whose every method takes and answers \`any\`, above the floor: ${own.join('; ')}.`,
  );
  // A precomputed client written by hand for the same calls, as lean as found.
  const hand = SIZES.map((size) => {
    const h = above(cell('hand-written', size, compiler), compiler);
    const fw = above(cell('fw', size, compiler), compiler);
    const signed = (x, digits) => `${x >= 0 ? '+' : '-'}${Math.abs(x).toFixed(digits)}`;
    return `${size.toLocaleString('en-US')} operations ${h.s.toFixed(2)} s / ${h.mb.toFixed(0)} MB (fw ${signed(fw.s - h.s, 2)} s / ${signed(fw.mb - h.mb, 0)} MB)`;
  });
  lines.push(
    '',
    `A hand-written client of the same API for the same consumer file, the leanest declarations found that still type every status and argument (a named interface per answer, no headers on answers, no comments), above the floor: ${hand.join('; ')}.`,
  );
  lines.push('');
}
lines.push(
  '## Run time',
  '',
  `fw's client runtime (\`@fw/client\` without the generator): ${fwSize.raw.toLocaleString('en-US')} bytes of JavaScript, ${fwSize.gz.toLocaleString('en-US')} gzipped; openapi-fetch's: ${ofSize.raw.toLocaleString('en-US')} bytes, ${ofSize.gz.toLocaleString('en-US')} gzipped. ` +
    'The generated module adds one table entry per operation.',
  '',
  `One GET over loopback (node:http answering a small JSON body; ${CALLS} sequential calls after a warm-up, median of ${ROUNDS} rounds, alternating which goes first): a bare \`fetch\` + text + JSON.parse takes ${bareUs.toFixed(1)} µs, fw's client ${clientUs.toFixed(1)} µs: ${(clientUs - bareUs).toFixed(1)} µs (${(((clientUs - bareUs) / bareUs) * 100).toFixed(1)} %) for the path expansion, headers and the answer's classification.`,
  '',
);
mkdirSync(join(BENCH, 'results'), { recursive: true });
writeFileSync(join(BENCH, 'results', 'client.md'), lines.join('\n'));
console.log(`\nwrote bench/results/client.md`);
