/**
 * The package's entry points: `@fw/runtime/internal` (what the transformer and the CLI load) stays
 * clear of the server, node:http and the middleware; the root keeps the app API and leaves the
 * cluster primary, the contract check and the internals to their subpaths.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as root from '@fw/runtime';
import * as cluster from '@fw/runtime/cluster';
import * as internal from '@fw/runtime/internal';
import * as testing from '@fw/runtime/testing';

const test = suite('entries');
const dist = fileURLToPath(new URL('../dist/', import.meta.url));

/** Every module a built file imports, followed through relative imports: package-relative paths and bare specifiers. */
function importGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const walk = (file: string): void => {
    const name = relative(dist, file);
    if (seen.has(name)) return;
    seen.add(name);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s*'([^']+)';|^import\s*'([^']+)';/gm)) {
      const spec = (match[1] ?? match[2])!;
      if (spec.startsWith('.')) walk(resolve(dirname(file), spec));
      else seen.add(spec);
    }
  };
  walk(join(dist, entry));
  return seen;
}

test('@fw/runtime/internal imports no server, node:http, middleware or app module', () => {
  const graph = [...importGraph('internal.js')];
  // The walk itself works: internal re-exports the pattern parser, which the root reaches too.
  assert.ok(graph.includes('pattern.js'), graph.join(', '));
  assert.ok(importGraph('index.js').has('server.js'));
  const heavy = graph.filter(
    (name) =>
      name === 'node:http' ||
      name === 'http' ||
      name === 'server.js' ||
      name === 'index.js' ||
      name === 'errors.js' ||
      name === 'context.js' ||
      name.startsWith('middleware/') ||
      name.startsWith('app/') ||
      name.startsWith('cluster/'),
  );
  assert.equal(heavy, [], `internal.js reaches ${heavy.join(', ')}`);
});

test('loading @fw/runtime/internal in a fresh process loads no node:http, while the root does', () => {
  const loaded = (specifier: string): string[] =>
    JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `await import(${JSON.stringify(specifier)}); console.log(JSON.stringify(process.moduleLoadList.filter((m) => /^NativeModule _?http/.test(m))))`,
        ],
        { cwd: dist, encoding: 'utf8', timeout: 30_000 },
      ),
    ) as string[];
  assert.equal(loaded('@fw/runtime/internal'), []);
  assert.ok(loaded('@fw/runtime').includes('NativeModule http'));
});

test('the root is the app API; the cluster primary, the contract check and the internals are on subpaths', () => {
  const names = Object.keys(root);
  for (const name of ['Router', 'Controller', 'App', 'Context', 'withBody', 'withRequest', 'apidocs', 'Server'])
    assert.ok(names.includes(name), name);
  for (const name of ['HttpError', 'FwError', 'cors', 'logger', 'rateLimit', 'staticFiles', 'bearerAuth'])
    assert.ok(names.includes(name), name);
  for (const name of ['runCluster', 'checkContract', 'parsePattern', 'Matcher', 'compose', 'readBody', 'publicError'])
    assert.not.ok(names.includes(name), `the root exports ${name}`);
  assert.equal(Object.keys(cluster), ['runCluster']);
  assert.equal(Object.keys(testing), ['checkContract']);
  assert.type(internal.parsePattern, 'function');
  assert.is(internal.MAX_PARAMS, 8);
  // One error class whichever entry it comes from.
  assert.is(internal.FwError, root.FwError);
  assert.ok(new internal.FwError('FW_ERR_ROUTE_INVALID', { index: 0 }) instanceof root.FwError);
});

test.run();
