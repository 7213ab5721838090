// Router micro-benchmark: fw's Matcher against find-my-way, memoirist, rou3 and Hono's
// RegExpRouter and TrieRouter on the delvedor/router-benchmark route set (the one find-my-way's
// README reports).
//
//   node bench/router.mjs            (or `npm run bench:router`, which builds first)
//
// Every lookup returns the matched value and reads its parameters the way a framework would
// need them: fw's offsets in `m.bounds` (and, in the "fw + slice" column, the parameter strings
// cut out of the url), the others' `params` object (Hono's RegExpRouter: its parameter stash
// through the matched route's index map); something from each result goes into a sink
// that is printed, so no lookup can be dead-code eliminated. Each (router, group) is warmed up,
// then timed ROUNDS times (routers interleaved, order rotated per round); the table shows the
// median ns per lookup. Allocation per "dynamic route" lookup is measured in a child
// `node --expose-gc` with a 512 MB young generation, so nothing is collected during its loop.
//
// Environment: BENCH_MS (ms per timed sample, default 400), BENCH_ROUNDS (default 5).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { dirname, join, relative } from 'node:path';
import { performance, PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';

import { parsePattern } from '@fw/runtime/internal';
// fw's matcher is internal to @fw/runtime (no entry point exports it): taken from the built package.
import { Matcher } from '../packages/runtime/dist/matcher.js';
import FindMyWay from 'find-my-way';
import { Memoirist } from 'memoirist';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { TrieRouter } from 'hono/router/trie-router';
import { addRoute, createRouter, findRoute } from 'rou3';

import { ROUTER_BENCH_ROUTES as ROUTES } from './lib/route-set.mjs';

const SELF = fileURLToPath(import.meta.url);
const BENCH_DIR = dirname(SELF);
const SAMPLE_MS = Number(process.env.BENCH_MS ?? 400);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARMUP_MS = 150;
/** Lookups in the allocation child's measured loop. */
const ALLOC_N = 2_000_000;

// ---------------------------------------------------------------------------------------------
// Lookup groups of the route set (ROUTES, from lib/route-set.mjs). `*` is the trailing
// wildcard; each router spells it its own way.

const GROUPS = [
  ['short static', [['GET', '/user', '/user']]],
  ['static with same radix', [['GET', '/user/comments', '/user/comments']]],
  ['dynamic route', [['GET', '/user/lookup/username/hey', '/user/lookup/username/:username']]],
  ['mixed static dynamic', [['GET', '/event/abcd1234/comments', '/event/:id/comments']]],
  ['long static', [['GET', '/very/deeply/nested/route/hello/there', '/very/deeply/nested/route/hello/there']]],
  ['wildcard', [['GET', '/static/index.html', '/static/*']]],
];
GROUPS.push(['all together', GROUPS.flatMap(([, reqs]) => reqs)]);

/** Parameter names of a generic pattern; the wildcard is reported as `wildcardName`. */
function paramNames(pattern, wildcardName) {
  return pattern
    .split('/')
    .filter((s) => s.startsWith(':') || s === '*')
    .map((s) => (s === '*' ? wildcardName : s.slice(1)));
}

// ---------------------------------------------------------------------------------------------
// Routers, in table order. One description each:
//   wildcard, wildcardName  how the router spells the trailing `*` of a pattern, and the name its
//                           params give that parameter;
//   build(routes)           the router, from `[method, pattern in its spelling, value]` entries;
//   before, lookup, scope   source of its timed loop (see compileLoop): `before` runs once, `lookup`
//                           once per request `r`; `scope` names the module bindings they use;
//   check(router, method, url)  [value, params-as-strings] of one lookup, for the sanity pass.
// A route's stored value is `{ id, pattern, keys, nParams }`; `keys` are the router's names of
// its parameters, read from the params object after every lookup.

function makeValue(id, pattern, keys) {
  return { id, pattern, keys, nParams: keys.length };
}

/** ROUTES as one router takes them: `[method, pattern in the router's spelling, value]`. */
function routesFor({ wildcard, wildcardName }) {
  return ROUTES.map(([method, pattern], id) => [
    method,
    pattern.endsWith('/*') ? pattern.slice(0, -1) + wildcard : pattern,
    makeValue(id, pattern, paramNames(pattern, wildcardName)),
  ]);
}

/** Adds every route with `router.add(method, pattern, value)`. */
function addAll(router, routes) {
  for (const [method, pattern, value] of routes) router.add(method, pattern, value);
  return router;
}

/**
 * Compiles one router's timed loop, `run(router, reqs, n)`: `n` lookups cycling through `reqs`,
 * returning the sink. It is generated from source so that every router has a hot loop of its own
 * (separate functions keep the JIT's type feedback apart; closures made by one shared function
 * would share it) with its lookup written inline, as a hand-written loop would be: no call,
 * closure or allocation per lookup beyond the router's own. The function's name keeps every
 * router's source distinct, so V8's cache of compiled sources never hands two routers one
 * function. `scope` passes the module bindings the source uses.
 */
function compileLoop(name, { before = '', lookup, scope = {} }) {
  const source = `'use strict';
return function ${name.replace(/\W+/g, '_')}(router, reqs, n) {
  ${before}
  const len = reqs.length;
  let j = 0;
  let sink = 0;
  for (let i = 0; i < n; i++) {
    const r = reqs[j];
    if (++j === len) j = 0;
    ${lookup}
  }
  return sink;
};`;
  return new Function(...Object.keys(scope), source)(...Object.values(scope));
}

/**
 * `lookup` source for the routers that answer a params object: `find` looks request `r` up and
 * leaves the value in `v` (and the params object in `p`); `param` reads the parameter named `keys[k]`.
 */
function paramsLookup(find, param = 'p[keys[k]]') {
  return `${find}
    const keys = v.keys;
    sink += v.id;
    for (let k = 0; k < keys.length; k++) {
      const s = ${param};
      sink += s.length + s.charCodeAt(0);
    }`;
}

/** fw's sanity check: the parameters cut out of the url at the offsets in `m.bounds`. */
function checkFw(m, method, url) {
  const v = m.find(method, url);
  return [v, v ? Array.from({ length: v.nParams }, (_, k) => url.slice(m.bounds[2 * k], m.bounds[2 * k + 1])) : []];
}

/** Lookup and sanity check of the routers answering `{ store, params }` (find-my-way, memoirist). */
const STORE_LOOKUP = paramsLookup(
  'const res = router.find(r.method, r.url); const v = res.store; const p = res.params;',
);

function checkStore(r, method, url) {
  const res = r.find(method, url);
  return [res?.store ?? null, res ? res.store.keys.map((k) => res.params[k]) : []];
}

const FW = {
  wildcard: '*path',
  wildcardName: 'path',
  build(routes) {
    const m = new Matcher();
    for (const [method, pattern, value] of routes) m.add(method, parsePattern(pattern), value);
    m.freeze();
    return m;
  },
  before: 'const b = router.bounds;',
  check: checkFw,
};

/** Hono's spelling of the trailing wildcard that captures the rest of the path (its bare `*` captures nothing). */
const HONO_WILDCARD = { wildcard: ':path{.+}', wildcardName: 'path' };

const ROUTERS = [
  {
    ...FW,
    name: 'fw',
    lookup: `const v = router.find(r.method, r.url);
    sink += v.id;
    for (let k = 0, e = v.nParams * 2; k < e; k += 2) sink += b[k + 1] - b[k];`,
  },
  {
    // fw, also materialising every parameter as a string (what ctx.pathParam(name) ends up doing).
    ...FW,
    name: 'fw + slice',
    lookup: `const url = r.url;
    const v = router.find(r.method, url);
    sink += v.id;
    for (let k = 0, e = v.nParams * 2; k < e; k += 2) {
      const s = url.slice(b[k], b[k + 1]);
      sink += s.length + s.charCodeAt(0);
    }`,
  },
  {
    name: 'find-my-way',
    wildcard: '*',
    wildcardName: '*',
    build(routes) {
      const router = FindMyWay();
      const handler = () => {};
      for (const [method, pattern, value] of routes) router.on(method, pattern, handler, value);
      return router;
    },
    lookup: STORE_LOOKUP,
    check: checkStore,
  },
  {
    name: 'memoirist',
    wildcard: '*',
    wildcardName: '*',
    build: (routes) => addAll(new Memoirist(), routes),
    lookup: STORE_LOOKUP,
    check: checkStore,
  },
  {
    name: 'rou3',
    wildcard: '**:path',
    wildcardName: 'path',
    build(routes) {
      const router = createRouter();
      for (const [method, pattern, value] of routes) addRoute(router, method, pattern, value);
      return router;
    },
    lookup: paramsLookup('const res = findRoute(router, r.method, r.url); const v = res.data; const p = res.params;'),
    scope: { findRoute },
    check: (r, method, url) => {
      const res = findRoute(r, method, url);
      return [res?.data ?? null, res ? res.data.keys.map((k) => res.params[k]) : []];
    },
  },
  {
    // RegExpRouter answers `[[[value, { name: stashIndex }]], stash]`.
    ...HONO_WILDCARD,
    name: 'hono RegExpRouter',
    build: (routes) => addAll(new RegExpRouter(), routes),
    lookup: paramsLookup(
      'const res = router.match(r.method, r.url); const [v, indexes] = res[0][0]; const stash = res[1];',
      'stash[indexes[keys[k]]]',
    ),
    check: (r, method, url) => {
      const [matched, stash] = r.match(method, url);
      if (matched.length === 0) return [null, []];
      const [v, indexes] = matched[0];
      return [v, v.keys.map((k) => stash[indexes[k]])];
    },
  },
  {
    // TrieRouter answers `[[[value, params]]]`.
    ...HONO_WILDCARD,
    name: 'hono TrieRouter',
    build: (routes) => addAll(new TrieRouter(), routes),
    lookup: paramsLookup('const [v, p] = router.match(r.method, r.url)[0][0];'),
    check: (r, method, url) => {
      const [matched] = r.match(method, url);
      if (matched.length === 0) return [null, []];
      const [v, params] = matched[0];
      return [v, v.keys.map((k) => params[k])];
    },
  },
].map((r) => ({
  name: r.name,
  build: () => r.build(routesFor(r)),
  run: compileLoop(`run ${r.name}`, r),
  check: r.check,
}));

/** Every router must match every request to the expected route with the expected parameters. */
function sanityCheck(router, instance) {
  for (const [, reqs] of GROUPS) {
    for (const [method, url, pattern] of reqs) {
      const [value, params] = router.check(instance, method, url);
      const expectedParams = paramNames(pattern, '*').map((_, k) => {
        const urlParts = url.split('/');
        const patParts = pattern.split('/');
        const names = patParts.map((s, i) => [s, i]).filter(([s]) => s.startsWith(':') || s === '*');
        const [s, i] = names[k];
        return s === '*' ? urlParts.slice(i).join('/') : urlParts[i];
      });
      if (value === null || value.pattern !== pattern || JSON.stringify(params) !== JSON.stringify(expectedParams)) {
        throw new Error(
          `${router.name}: ${method} ${url} gave ${JSON.stringify([value?.pattern, params])}, expected ${JSON.stringify([pattern, expectedParams])}`,
        );
      }
    }
  }
}

function toReqs(reqs) {
  return reqs.map(([method, url]) => ({ method, url }));
}

// ---------------------------------------------------------------------------------------------
// Allocation child: `node --expose-gc --min/max-semi-space-size=512 router.mjs --alloc <name>`.

async function allocChild(name) {
  const router = ROUTERS.find((r) => r.name === name);
  const instance = router.build();
  const reqs = toReqs(GROUPS.find(([g]) => g === 'dynamic route')[1]);
  let sink = 0;
  for (let i = 0; i < 30; i++) sink += router.run(instance, reqs, 20_000);
  let gcs = 0;
  let start = 0;
  let end = 0;
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.startTime >= start && e.startTime <= end) gcs++;
  });
  globalThis.gc();
  observer.observe({ entryTypes: ['gc'] });
  start = performance.now();
  end = Infinity;
  const before = v8.getHeapStatistics().used_heap_size;
  sink += router.run(instance, reqs, ALLOC_N);
  const after = v8.getHeapStatistics().used_heap_size;
  end = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 100));
  observer.disconnect();
  process.stdout.write(
    JSON.stringify({ name, bytesPerOp: (after - before) / ALLOC_N, gcDuringLoop: gcs, sink }) + '\n',
  );
}

function measureAlloc(name) {
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', '--min-semi-space-size=512', '--max-semi-space-size=512', SELF, '--alloc', name],
    { encoding: 'utf8' },
  );
  if (child.status !== 0) throw new Error(`allocation child for ${name} failed: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').pop());
}

// ---------------------------------------------------------------------------------------------
// Timing.

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

function versionOf(pkg) {
  try {
    const require = createRequire(join(BENCH_DIR, 'package.json'));
    const main = require.resolve(pkg);
    let dir = dirname(main);
    for (;;) {
      try {
        const json = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
        if (json.name === pkg) return json.version;
      } catch {}
      const up = dirname(dir);
      if (up === dir) return '?';
      dir = up;
    }
  } catch {
    return '?';
  }
}

async function main() {
  const started = performance.now();
  const routers = ROUTERS.map((r) => ({ ...r, instance: r.build() }));
  for (const r of routers) sanityCheck(r, r.instance);

  const groups = GROUPS.map(([name, reqs]) => ({ name, reqs: toReqs(reqs) }));
  let sink = 0;
  /** cells[group][router] = { iters, samples: ns/op[] } */
  const cells = groups.map(() => routers.map(() => ({ iters: 0, samples: [] })));

  // Warm-up and calibration: run each (router, group) ~WARMUP_MS, interleaved.
  for (let pass = 0; pass < 2; pass++) {
    groups.forEach((g, gi) => {
      routers.forEach((r, ri) => {
        let ops = 0;
        const t0 = process.hrtime.bigint();
        let elapsed = 0n;
        while (elapsed < BigInt(WARMUP_MS * 5e5)) {
          sink += r.run(r.instance, g.reqs, 10_000);
          ops += 10_000;
          elapsed = process.hrtime.bigint() - t0;
        }
        cells[gi][ri].iters = Math.max(10_000, Math.round((SAMPLE_MS * 1e6) / (Number(elapsed) / ops)));
      });
    });
  }

  for (let round = 0; round < ROUNDS; round++) {
    groups.forEach((g, gi) => {
      for (let k = 0; k < routers.length; k++) {
        const ri = (k + round) % routers.length;
        const r = routers[ri];
        const cell = cells[gi][ri];
        const t0 = process.hrtime.bigint();
        sink += r.run(r.instance, g.reqs, cell.iters);
        const t1 = process.hrtime.bigint();
        cell.samples.push(Number(t1 - t0) / cell.iters);
      }
    });
  }

  const alloc = routers.map((r) => measureAlloc(r.name));

  const fwIdx = routers.findIndex((r) => r.name === 'fw');
  const fmwIdx = routers.findIndex((r) => r.name === 'find-my-way');
  const header = `| group | ${routers.map((r) => r.name).join(' | ')} |`;
  const rule = `|---|${routers.map(() => '---:').join('|')}|`;
  const rows = groups.map(
    (g, gi) => `| ${g.name} | ${cells[gi].map((c) => median(c.samples).toFixed(1)).join(' | ')} |`,
  );
  const allocRow = `| bytes allocated per dynamic lookup | ${alloc
    .map((a) => (a.gcDuringLoop > 0 ? `≥${a.bytesPerOp.toFixed(1)} (GC ran)` : a.bytesPerOp.toFixed(1)))
    .join(' | ')} |`;
  const ratios = groups.map(
    (g, gi) => `${g.name} ${(median(cells[gi][fwIdx].samples) / median(cells[gi][fmwIdx].samples)).toFixed(2)}`,
  );
  const ratioLine = `fw / find-my-way (lower is better for fw): ${ratios.join(', ')}`;
  const spread = groups.map(
    (g, gi) =>
      `${g.name}: ${cells[gi].map((c, ri) => `${routers[ri].name} ${Math.min(...c.samples).toFixed(1)}-${Math.max(...c.samples).toFixed(1)}`).join(', ')}`,
  );

  // The zero-allocation check of the test suite, run here too so one command shows both: 10
  // million fw lookups (a two-parameter route and a wildcard) with a GC observer.
  const gcRun = spawnSync(
    process.execPath,
    ['--expose-gc', join(BENCH_DIR, 'test', 'alloc-child.mjs'), 'matcher', '10000000'],
    {
      cwd: BENCH_DIR,
      encoding: 'utf8',
    },
  );
  const gcResult = gcRun.status === 0 ? JSON.parse(gcRun.stdout.trim().split('\n').pop()) : null;
  const gcLine = gcResult
    ? `Garbage collections during ${gcResult.lookups.toLocaleString('en-US')} fw lookups (two-parameter and wildcard routes, every result checked): ${gcResult.gcDuringLoop} (mismatches: ${gcResult.mismatches}).`
    : `Garbage-collection check failed: ${gcRun.stderr}`;

  const env = `Node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'} (${os.cpus().length} cores), ${os.platform()} ${os.arch()}; find-my-way ${versionOf('find-my-way')}, memoirist ${versionOf('memoirist')}, rou3 ${versionOf('rou3')}, hono ${versionOf('hono')}`;
  const table = [header, rule, ...rows, allocRow].join('\n');
  const text =
    `Median ns per lookup over ${ROUNDS} rounds of ~${SAMPLE_MS} ms (lower is better); allocation measured over ${ALLOC_N.toLocaleString('en-US')} "dynamic route" lookups in a child with a 512 MB young generation.\n` +
    `"fw" reads parameter offsets from m.bounds; "fw + slice" also cuts each parameter string out of the url; the others read every parameter from their params object (Hono's routers: the wildcard is spelled \`:path{.+}\`, since Hono's \`*\` captures nothing).\n\n` +
    `${table}\n\n${ratioLine}\n\n${gcLine}\n`;

  console.log(`# Router benchmark\n\n${env}\n\n${text}`);
  console.log(`min-max ns per lookup across rounds:\n${spread.map((s) => `  ${s}`).join('\n')}`);
  console.log(`\nsink ${sink}; ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const resultsDir = join(BENCH_DIR, 'results');
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, 'router.md');
  writeFileSync(
    file,
    `# Router benchmark\n\nGenerated by \`node bench/router.mjs\` on ${new Date().toISOString().slice(0, 10)}.\n${env}\n\n${text}`,
  );
  console.log(`wrote ${relative(process.cwd(), file)}`);
}

if (process.argv[2] === '--alloc') await allocChild(process.argv[3]);
else await main();
