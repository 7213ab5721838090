// Child process of alloc.test.ts: `node --expose-gc bench/test/alloc-child.mjs <mode> [lookups]`.
// Builds a Matcher, runs `lookups` matches in one loop (alternating a two-parameter route and a
// wildcard route, checking the value and m.bounds of every result) and prints one JSON line:
//   { mode, lookups, matches, mismatches, gcDuringLoop, gcTotal, heapDelta, loopMs }
// gcDuringLoop counts the PerformanceObserver 'gc' entries that started inside the loop; gcTotal counts every
// entry seen, the collection forced after the loop (to know every earlier entry has arrived) included.
// Modes: 'matcher' (must not allocate), 'split' (the same loop plus url.split('/') per lookup)
// and 'find-my-way' (the same routes and checks through find-my-way, which builds objects):
// the last two are controls proving that the detector sees allocation.
import { performance, PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';

import { parsePattern } from '@fw/runtime/internal';
// fw's matcher is internal to @fw/runtime (no entry point exports it): taken from the built package.
import { Matcher } from '../../packages/runtime/dist/matcher.js';
import FindMyWay from 'find-my-way';

import { ROUTER_BENCH_ROUTES } from '../lib/route-set.mjs';

const mode = process.argv[2] ?? 'matcher';
const LOOKUPS = Number(process.argv[3] ?? 10_000_000);
if (typeof globalThis.gc !== 'function') throw new Error('run with node --expose-gc');

// The router-benchmark route set (its trailing wildcard in fw's spelling, `*path`) plus extra
// routes: a two-parameter route, and enough first segments that the root looks its children up
// by hash rather than linearly.
const ROUTES = [
  ...ROUTER_BENCH_ROUTES.map(([method, pattern]) => [method, pattern.endsWith('/*') ? pattern + 'path' : pattern]),
  // extra
  ['GET', '/user/:userId'],
  ['GET', '/user/:userId/posts'],
  ['GET', '/user/:userId/posts/:postId'],
  ['DELETE', '/user/:userId/posts/:postId'],
  ['GET', '/api/v1/items/:itemId'],
  ['GET', '/docs'],
  ['GET', '/health'],
  ['GET', '/metrics'],
];

const values = new Map(ROUTES.map(([method, pattern]) => [`${method} ${pattern}`, { method, pattern }]));
const POST_ROUTE = values.get('GET /user/:userId/posts/:postId');
const STATIC_ROUTE = values.get('GET /static/*path');

// 1024 urls per route, built up front (and flattened by the warm-up) so the loop itself makes none.
const POOL = 1024;
const postUrls = [];
const postBounds = new Int32Array(POOL * 4);
const staticUrls = [];
const staticBounds = new Int32Array(POOL * 2);
const FILES = ['js/app.js', 'css/site.css', 'index.html', 'img/logo.png?v=3', 'fonts/a/b/c.woff2'];
for (let i = 0; i < POOL; i++) {
  const userId = String(i * 7919);
  const postId = String(i);
  const postUrl = `/user/${userId}/posts/${postId}${i % 4 === 3 ? '?draft=1' : ''}`;
  postUrls.push(postUrl);
  postBounds[i * 4] = 6;
  postBounds[i * 4 + 1] = 6 + userId.length;
  postBounds[i * 4 + 2] = 6 + userId.length + 7;
  postBounds[i * 4 + 3] = 6 + userId.length + 7 + postId.length;
  const file = FILES[i % FILES.length];
  const staticUrl = `/static/${file}`;
  staticUrls.push(staticUrl);
  const q = file.indexOf('?');
  staticBounds[i * 2] = 8;
  staticBounds[i * 2 + 1] = 8 + (q === -1 ? file.length : q);
}

const m = new Matcher();
for (const [method, pattern] of ROUTES) m.add(method, parsePattern(pattern), values.get(`${method} ${pattern}`));
m.freeze();
const b = m.bounds;

const fmw = FindMyWay();
for (const [method, pattern] of ROUTES) {
  fmw.on(method, pattern.replace('*path', '*'), () => {}, values.get(`${method} ${pattern}`));
}

/** One lookup; true when the route and its parameters are the expected ones. */
const steps = {
  matcher(i) {
    const k = (i >> 1) & (POOL - 1);
    if ((i & 1) === 0) {
      const v = m.find('GET', postUrls[k]);
      const o = k * 4;
      return (
        v === POST_ROUTE &&
        b[0] === postBounds[o] &&
        b[1] === postBounds[o + 1] &&
        b[2] === postBounds[o + 2] &&
        b[3] === postBounds[o + 3]
      );
    }
    const v = m.find('GET', staticUrls[k]);
    return v === STATIC_ROUTE && b[0] === staticBounds[k * 2] && b[1] === staticBounds[k * 2 + 1];
  },
  split(i) {
    const k = (i >> 1) & (POOL - 1);
    const url = (i & 1) === 0 ? postUrls[k] : staticUrls[k];
    const parts = url.split('/');
    return parts.length >= 3 && steps.matcher(i);
  },
  'find-my-way'(i) {
    const k = (i >> 1) & (POOL - 1);
    if ((i & 1) === 0) {
      const url = postUrls[k];
      const res = fmw.find('GET', url);
      const o = k * 4;
      return (
        res !== null &&
        res.store === POST_ROUTE &&
        res.params.userId === url.slice(postBounds[o], postBounds[o + 1]) &&
        res.params.postId === url.slice(postBounds[o + 2], postBounds[o + 3])
      );
    }
    const url = staticUrls[k];
    const res = fmw.find('GET', url);
    return (
      res !== null &&
      res.store === STATIC_ROUTE &&
      res.params['*'] === url.slice(staticBounds[k * 2], staticBounds[k * 2 + 1])
    );
  },
};
const step = steps[mode];
if (step === undefined) throw new Error(`unknown mode ${mode}`);

function loop(from, to) {
  let matches = 0;
  for (let i = from; i < to; i++) if (step(i)) matches++;
  return matches;
}

// Warm up (lets the JIT finish and flattens every url), then start from a clean heap.
for (let r = 0; r < 20; r++) loop(0, 50_000);
globalThis.gc();

let loopStart = Infinity;
let loopEnd = Infinity;
let gcDuringLoop = 0;
let gcTotal = 0;
/** Called with the first gc entry that starts after the loop: the marker collection below. */
let markerSeen = () => {};
const observer = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gcTotal++;
    if (entry.startTime >= loopStart && entry.startTime <= loopEnd) gcDuringLoop++;
    if (entry.startTime > loopEnd) markerSeen();
  }
});
observer.observe({ entryTypes: ['gc'] });

const heapBefore = v8.getHeapStatistics().used_heap_size;
loopStart = performance.now();
const matches = loop(0, LOOKUPS);
loopEnd = performance.now();
const heapAfter = v8.getHeapStatistics().used_heap_size;

// gc entries reach observers a few event-loop turns after the collection, in order: once the entry of a collection
// forced after the loop has arrived, every collection during the loop has been counted.
const marker = new Promise((resolve) => (markerSeen = resolve));
globalThis.gc();
await marker;
observer.disconnect();

process.stdout.write(
  JSON.stringify({
    mode,
    lookups: LOOKUPS,
    matches,
    mismatches: LOOKUPS - matches,
    gcDuringLoop,
    gcTotal,
    heapDelta: heapAfter - heapBefore,
    loopMs: Math.round(loopEnd - loopStart),
  }) + '\n',
);
