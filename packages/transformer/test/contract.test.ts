/**
 * The document and the validator agree, judged by a validator nobody here wrote: for every type
 * of fixtures/transformer/contract, valid values (typia.random<T>()) and mutated ones go through
 * the app (in process, and a sample over a real socket), and fw's verdict (2xx or 400) must equal
 * ajv's (JSON Schema 2020-12 with ajv-formats) on the OpenAPI document's request body schema.
 * Undeclared properties are stripped by fw's default policy, and the document allows them, so
 * both accept them. Seeded: FW_CONTRACT_REPLAY=<n> reproduces a run.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { Server, apidocs, type App } from '@fw/runtime';
import { Compiler, FIXTURES_DIR, PACKAGE_DIR } from './compile.js';
import { jsonText, matchGolden } from './golden.js';

const VALID_PER_TYPE = 200;
const MUTATED_PER_TYPE = 200;
const SOCKET_PER_TYPE = 10;
const SEED = Number(process.env['FW_CONTRACT_REPLAY'] ?? 20261125);

const test = suite('contract: the document and the validator agree (ajv as the oracle)');
const TEMP = path.join(PACKAGE_DIR, 'test', `tmp-contract-${process.pid}`);
let app: App;
let random: Record<string, () => unknown>;

test.before(async () => {
  const source = fs.readFileSync(path.join(FIXTURES_DIR, 'contract', 'app.ts'), 'utf8');
  const { diagnostics, files } = new Compiler().compile({ 'contract/app.ts': source }, { typia: true });
  assert.equal(diagnostics, [], 'the corpus compiles cleanly');
  fs.mkdirSync(TEMP, { recursive: true });
  fs.writeFileSync(path.join(TEMP, 'package.json'), '{ "type": "module" }\n');
  fs.writeFileSync(path.join(TEMP, 'app.js'), files.get('contract/app.js')!);
  const loaded = (await import(pathToFileURL(path.join(TEMP, 'app.js')).href)) as {
    app: App;
    random: Record<string, () => unknown>;
  };
  app = loaded.app;
  random = loaded.random;
});

test.after(() => {
  fs.rmSync(TEMP, { recursive: true, force: true });
});

/** mulberry32: a small seeded generator, also installed as Math.random while typia makes values. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every place in a value: the containers and keys (or indexes) leading to it. */
function places(value: Json, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((item, i) => places(item, [...at, i], out));
  else if (value !== null && typeof value === 'object')
    for (const key of Object.keys(value)) places(value[key]!, [...at, key], out);
  return out;
}

function getAt(value: Json, at: readonly (string | number)[]): Json {
  let current = value;
  for (const step of at) current = (current as Record<string | number, Json>)[step]!;
  return current;
}

/** A copy of `value` with one mutation somewhere: wrong types, missing or extra keys, nulls, out-of-range numbers, bad strings, deep nesting. */
function mutate(value: Json, next: () => number): { value: Json; how: string } {
  const copy = JSON.parse(JSON.stringify(value)) as Json;
  const all = places(copy);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const at = pick(all);
  const target = getAt(copy, at);
  const parentAt = at.slice(0, -1);
  const key = at[at.length - 1];
  const set = (replacement: Json): Json => {
    if (key === undefined) return replacement;
    (getAt(copy, parentAt) as Record<string | number, Json>)[key] = replacement;
    return copy;
  };
  let deep: Json = 'x';
  for (let i = 0; i < 40; i++) deep = [deep];
  const where = '$' + at.map((s) => (typeof s === 'number' ? `[${s}]` : `.${s}`)).join('');
  const ops: [string, () => Json][] = [
    ['null', () => set(null)],
    ['a string', () => set('not-a-valid-value')],
    ['an empty string', () => set('')],
    ['a long string', () => set('x'.repeat(200))],
    ['a number', () => set(-1)],
    ['a fraction', () => set(0.5)],
    ['a huge number', () => set(1e12)],
    ['a boolean', () => set(true)],
    ['an object', () => set({ unexpected: 1 })],
    ['an array', () => set([1, 'two'])],
    ['deep nesting', () => set(deep)],
  ];
  if (target !== null && typeof target === 'object' && !Array.isArray(target)) {
    const keys = Object.keys(target);
    if (keys.length > 0) ops.push(['a missing key', () => (delete target[pick(keys)], copy)]);
    ops.push(['an extra key', () => ((target['zz_extra'] = 1), copy)]);
  }
  if (Array.isArray(target)) {
    ops.push(['an extra item of another kind', () => (target.push({ odd: true }), copy)]);
    ops.push(['an empty array', () => set([])]);
  }
  if (typeof target === 'number') {
    ops.push(['the number negated', () => set(-target - 1)]);
    ops.push(['the number plus a half', () => set(target + 0.5)]);
  }
  const [how, apply] = pick(ops);
  return { value: apply(), how: `${how} at ${where}` };
}

/**
 * POSTs a JSON body on a fresh connection (no keep-alive reuse, whose race with the server's
 * idle timeout would be a client artifact) and resolves with the status.
 */
function post(base: string, route: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const req = http.request(
      {
        hostname,
        port,
        path: route,
        method: 'POST',
        agent: false,
        timeout: 10_000,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

test("should give every corpus type its committed schema (the document's components)", () => {
  const spec = JSON.parse(apidocs.generateSpec({}, app.routes)) as {
    components: { schemas: Record<string, unknown> };
    paths: Record<string, { post: { requestBody: unknown } }>;
  };
  const bodies = Object.fromEntries(Object.entries(spec.paths).map(([route, item]) => [route, item.post.requestBody]));
  matchGolden(
    jsonText({ bodies, schemas: spec.components.schemas }),
    path.join(FIXTURES_DIR, 'contract', 'schemas.expected.json'),
  );
});

test('should give the same verdict as ajv on every valid and mutated value of every corpus type', async () => {
  const spec = JSON.parse(apidocs.generateSpec({}, app.routes)) as {
    paths: Record<string, { post: { requestBody: { content: { 'application/json': { schema: object } } } } }>;
    components?: { schemas?: Record<string, object> };
  };
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  const next = prng(SEED);
  const disagreements: string[] = [];
  let checked = 0;
  let skipped = 0;
  const server = Server.init({ port: 0, host: '127.0.0.1' }, app.handler);
  await server.listen();
  try {
    for (const name of Object.keys(random)) {
      const schema = spec.paths[`/${name}`]!.post.requestBody.content['application/json'].schema;
      const oracle = ajv.compile({ ...schema, components: spec.components ?? {} });
      const make = random[name]!;
      const cases: { value: Json; how: string }[] = [];
      const realRandom = Math.random;
      Math.random = next;
      try {
        for (let i = 0; cases.length < VALID_PER_TYPE && i < VALID_PER_TYPE * 2; i++) {
          try {
            cases.push({ value: JSON.parse(JSON.stringify(make())) as Json, how: 'a valid value' });
          } catch (error) {
            // typia.random can recurse without bound on a type like Expr (left: Expr | number): try again.
            if (!(error instanceof RangeError)) throw error;
            skipped++;
          }
        }
      } finally {
        Math.random = realRandom;
      }
      const valid = cases.length;
      for (let i = 0; i < MUTATED_PER_TYPE; i++) cases.push(mutate(cases[i % valid]!.value, next));
      for (const [i, { value, how }] of cases.entries()) {
        // typia.random may nest a recursive type past the body limit: such a value says nothing about the contract.
        if (JSON.stringify(value).length > 256 * 1024) {
          skipped++;
          continue;
        }
        const expected = oracle(value) === true;
        const overSocket = i % Math.ceil(cases.length / SOCKET_PER_TYPE) === 0;
        const body = JSON.stringify(value);
        let status: number;
        if (overSocket) {
          try {
            status = await post(server.url, `/${name}`, body);
          } catch (error) {
            disagreements.push(`${name}: ${how}: over a socket: ${String(error)}: ${body.slice(0, 300)}`);
            continue;
          }
        } else {
          status = (
            await app.request(`/${name}`, { method: 'POST', body, headers: { 'content-type': 'application/json' } })
          ).status;
        }
        if (status !== 200 && status !== 400)
          disagreements.push(`${name}: ${how}: fw answered ${status}: ${body.slice(0, 300)}`);
        else if ((status === 200) !== expected) {
          disagreements.push(
            `${name}: ${how}: ajv ${expected ? 'accepts' : 'refuses'} (${JSON.stringify(oracle.errors?.[0] ?? null)}), fw ${status}: ${body.slice(0, 300)}`,
          );
        }
        checked++;
      }
    }
  } finally {
    await server.close();
  }
  console.log(
    `  contract agreement (seed ${SEED}): ${checked} values over ${Object.keys(random).length} types (${skipped} too deep or over 256 KiB, skipped), ${disagreements.length} disagreements`,
  );
  assert.ok(skipped < checked / 100, 'nearly every generated value is checked');
  const byType = new Map<string, number>();
  for (const line of disagreements)
    byType.set(line.slice(0, line.indexOf(':')), (byType.get(line.slice(0, line.indexOf(':'))) ?? 0) + 1);
  const summary = [...byType].map(([type, n]) => `${type} ${n}`).join(', ');
  assert.equal(
    disagreements.slice(0, 20),
    [],
    `${disagreements.length} disagreements (${summary}; FW_CONTRACT_REPLAY=${SEED})`,
  );
});

test.run();
