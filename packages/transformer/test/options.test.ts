/**
 * Build-time option checks and route lints: options written as literals go through the runtime's
 * own check at build time (FW2016), and the route lints (FW2017 to FW2020) report what the route
 * table shows. Each is asserted by code, line and column through the test Compiler, and the main
 * ones again through the runner service's `transformFile` (what the Vite plugin runs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { transformFile } from '@fw/transformer/service';
import { Compiler, linkedTempDir, positionOf } from './compile.js';

const compiler = new Compiler();

/** The fw diagnostics of one file compiled with the test Compiler, as `FWnnnn line:column`. */
function fwOf(source: string, config?: Record<string, unknown>): { found: string[]; messages: string[] } {
  const diagnostics = compiler
    .compile({ 'options/app.ts': source }, config === undefined ? {} : { config })
    .diagnostics.filter((d) => d.code.startsWith('FW'));
  return {
    found: diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`),
    messages: diagnostics.map((d) => d.message),
  };
}

/** `line:column` (1-based) of the nth occurrence of `needle`. */
const at = (source: string, needle: string, nth = 1): string => {
  const { line, column } = positionOf(source, needle, nth);
  return `${line}:${column}`;
};

const Options = suite('option checks');

Options('should report rateLimit({ limit: -1 }) at the limit, with the runtime message', () => {
  const source = `import { Router, rateLimit } from '@fw/runtime';
export const App = Router.define({ middleware: [rateLimit({ limit: -1, key: (ctx) => ctx.ip ?? '' })], routes: [] });
`;
  const { found, messages } = fwOf(source);
  assert.equal(found, [`FW2016 ${at(source, '-1')}`]);
  assert.match(messages[0]!, 'rateLimit: limit must be an integer of at least 1, got -1');
});

Options('should report metrics({ path: "metrics" }), also through a const and an alias', () => {
  const source = `import { Router, metrics as m } from '@fw/runtime';
const options = { path: 'metrics' } as const;
export const App = Router.define({ middleware: [m({ path: 'metrics' }), m(options)], routes: [] });
`;
  const { found, messages } = fwOf(source);
  assert.equal(found, [`FW2016 ${at(source, "'metrics' }", 2)}`, `FW2016 ${at(source, 'options)')}`]);
  assert.match(messages[0]!, 'metrics: path must start with "/"');
});

Options('should report bodyLimit and timeout options the runtime refuses', () => {
  const source = `import { Router, bodyLimit, timeout } from '@fw/runtime';
export const App = Router.define({ middleware: [bodyLimit({ max: 1.5 }), timeout({ ms: 1000, status: 200 })], routes: [] });
`;
  const { found, messages } = fwOf(source);
  assert.equal(found, [`FW2016 ${at(source, '1.5')}`, `FW2016 ${at(source, '200 }')}`]);
  assert.match(messages[0]!, 'max must be a whole number of bytes, 0 or more, got 1.5');
  assert.match(messages[1]!, 'status must be an error status from 400 to 599, got 200');
});

Options('should leave computed options to the run-time check', () => {
  const source = `import { Router, metrics, rateLimit } from '@fw/runtime';
declare const limit: number;
export const App = Router.define({
  middleware: [metrics({ path: process.env['METRICS_PATH'] ?? '/metrics' }), rateLimit({ limit })],
  routes: [],
});
`;
  assert.equal(fwOf(source).found, []);
});

Options('should accept valid literal options', () => {
  const source = `import { Router, health, metrics, rateLimit } from '@fw/runtime';
export const App = Router.define({
  middleware: [health({ path: '/healthz', checks: { db: () => true } }), metrics({ buckets: [0.1, 1] }), rateLimit({ limit: 5, windowMs: 1000 })],
  routes: [],
});
`;
  assert.equal(fwOf(source).found, []);
});

Options('should report an apiKey scheme without paramName at the scheme', () => {
  const source = `import { Router, apidocs } from '@fw/runtime';
export const App = Router.define({ routes: [] });
export const spec = apidocs.generateSpec(
  { title: 'T', securitySchemes: [{ name: 'bearer', scheme: 'bearer' }, { name: 'key', type: 'apiKey', in: 'header' }] },
  App.routes,
);
`;
  const { found, messages } = fwOf(source);
  assert.equal(found, [`FW2016 ${at(source, "{ name: 'key'")}`]);
  assert.match(messages[0]!, 'security scheme "key" in SpecConfig.securitySchemes is invalid');
  assert.match(messages[0]!, 'needs paramName');
});

Options('should report a queryParams schemaType the runtime refuses at its entry', () => {
  const source = `import { Router } from '@fw/runtime';
export const search = Router.get('/search', (ctx) => ctx.text(200, 'x')).doc({
  queryParams: [{ name: 'page', schemaType: 'integer' }, { name: 'q', schemaType: 'strng' }],
});
`;
  const { found, messages } = fwOf(source);
  assert.equal(found, [`FW2016 ${at(source, "{ name: 'q'")}`]);
  assert.match(messages[0]!, 'route GET "/search" has an invalid .doc(): query parameter "q" has schemaType "strng"');
});

Options('should report a security scheme neither the config nor the middleware defines', () => {
  const source = `import { Router, apidocs, bearerAuth } from '@fw/runtime';
const auth = bearerAuth({ validate: (token) => token === 't', securityScheme: 'session' });
const routes = [
  Router.get('/a', (ctx) => ctx.text(200, 'a')).doc({ security: ['bearer', 'nope'] }),
  ...Router.scope('/admin', [auth], [Router.get('/b', (ctx) => ctx.text(200, 'b')).doc({ security: ['session'] })]),
  Router.get('/c', (ctx) => ctx.text(200, 'c')).doc({ security: ['session'] }),
] as const;
export const App = Router.define({ routes });
export const spec = apidocs.generateSpec({ securitySchemes: [{ name: 'bearer', scheme: 'bearer' }] }, App.routes);
`;
  const { found, messages } = fwOf(source);
  assert.equal(found, [`FW2016 ${at(source, "'nope'")}`, `FW2016 ${at(source, "'session'", 3)}`]);
  assert.match(messages[0]!, 'route GET "/a" requires security scheme "nope"');
  assert.match(messages[1]!, 'route GET "/c" requires security scheme "session"');
});

Options('should not report a scheme when middleware the build cannot read may add it', () => {
  const source = `import { Router, apidocs, type Middleware } from '@fw/runtime';
declare const custom: Middleware;
const routes = [...Router.scope('/x', [custom], [Router.get('/a', (ctx) => ctx.text(200, 'a')).doc({ security: ['mine'] })])];
export const App = Router.define({ routes });
export const spec = apidocs.generateSpec({}, App.routes);
export const spec2 = apidocs.generateSpec({}, App.routes, { middleware: [custom] });
`;
  // No FW2016; the document written at build time cannot know what \`custom\` adds, which is FW2021 at it.
  assert.equal(fwOf(source).found, [`FW2021 ${at(source, 'custom]')}`]);
});

Options.run();

const Lints = suite('route lints');

Lints('should report two routes that differ only by a trailing slash, under scopes too', () => {
  const source = `import { Router } from '@fw/runtime';
export const App = Router.define({
  routes: [
    Router.get('/api/users', (ctx) => ctx.text(200, 'a')),
    ...Router.scope('/api', [], [Router.get('/users/', (ctx) => ctx.text(200, 'b'))]),
    Router.post('/api/users/', (ctx) => ctx.text(200, 'c')),
  ],
});
`;
  const { found, messages } = fwOf(source, { lints: { emptyScope: 'off' } });
  assert.equal(found, [`FW2018 ${at(source, "'/users/'")}`]);
  assert.match(messages[0]!, 'route GET "/api/users/" differs from GET "/api/users" (');
  assert.match(messages[0]!, 'app.ts:4) only by a trailing slash');
});

Lints('should report a scope with an empty middleware list, in both forms, when the lint is on', () => {
  const source = `import { Router } from '@fw/runtime';
export const a = Router.scope('/a', [], []);
export const b = Router.scope('/b', { middleware: [] }, []);
`;
  assert.equal(fwOf(source).found, [], 'off by default: an empty list is how a prefix is shared');
  const on = { lints: { emptyScope: 'error' } };
  assert.equal(fwOf(source, on).found, [`FW2019 ${at(source, '[]')}`, `FW2019 ${at(source, '[] }')}`]);
});

Lints('should report a GET route at the path health or metrics answers first', () => {
  const source = `import { Router, health, metrics } from '@fw/runtime';
export const App = Router.define({
  middleware: [health(), metrics({ path: '/stats' })],
  routes: [
    Router.get('/health', (ctx) => ctx.text(200, 'mine')),
    Router.get('/stats', (ctx) => ctx.text(200, 'mine')),
    Router.post('/stats', (ctx) => ctx.text(200, 'a POST goes on to the router')),
    Router.get('/metrics', (ctx) => ctx.text(200, 'metrics answers /stats here')),
  ],
});
`;
  const { found, messages } = fwOf(source);
  assert.equal(found, [`FW2017 ${at(source, "'/health'")}`, `FW2017 ${at(source, "'/stats'", 2)}`]);
  assert.match(
    messages[0]!,
    'route GET "/health" is never reached: health() in the app\'s middleware answers GET /health',
  );
});

Lints('should report an unused route name only when the lint is on', () => {
  const source = `import { Router } from '@fw/runtime';
export const App = Router.define({
  routes: [
    Router.get('/users', (ctx) => ctx.text(200, 'a')).named('users'),
    Router.get('/users/:id', (ctx) => ctx.text(200, 'b')).named('user'),
  ],
});
export const link = App.buildPath('user', { id: '1' });
`;
  assert.equal(fwOf(source).found, []);
  const { found, messages } = fwOf(source, { lints: { unusedName: 'error' } });
  assert.equal(found, [`FW2020 ${at(source, "'users'")}`]);
  assert.match(messages[0]!, 'route name "users" is never used');
});

Lints('should be silenced by a fw-ignore comment on the line or the line before, and by "off"', () => {
  const source = `import { Router } from '@fw/runtime';
// fw-ignore FW2019: kept empty while the auth middleware is written
export const a = Router.scope('/a', [], []);
export const b = Router.scope('/b', [], []); // fw-ignore FW2019: same
// fw-ignore FW2018: a different code does not silence this one
export const c = Router.scope('/c', [], []);
`;
  assert.equal(fwOf(source, { lints: { emptyScope: 'error' } }).found, [`FW2019 ${at(source, '[]', 5)}`]);
  assert.equal(fwOf(source, { lints: { emptyScope: 'off' } }).found, []);
});

Lints.run();

const Service = suite('through transformFile');

Service('should report the option checks and lints at file:line:col under the runner service', () => {
  const dir = linkedTempDir('fw-options-', ['@fw/runtime', 'typia', '@types/node']);
  try {
    fs.writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }');
    fs.writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          module: 'nodenext',
          target: 'es2022',
          types: ['node'],
          skipLibCheck: true,
          plugins: [{ transform: '@fw/transformer', lints: { unusedName: 'error', emptyScope: 'error' } }],
        },
      }),
    );
    const source = `import { Router, apidocs, metrics, rateLimit } from '@fw/runtime';
const routes = [
  Router.get('/a', (ctx) => ctx.text(200, 'a')).named('a').doc({ security: ['nope'], queryParams: [{ name: 'q', schemaType: 'strng' }] }),
  Router.get('/a/', (ctx) => ctx.text(200, 'b')),
  Router.scope('/s', [], []),
] as const;
export const App = Router.define({ middleware: [metrics({ path: 'metrics' }), rateLimit({ limit: -1 })], routes });
export const spec = apidocs.generateSpec({ securitySchemes: [{ name: 'key', type: 'apiKey', in: 'header' }] }, App.routes);
`;
    const file = path.join(dir, 'app.ts');
    fs.writeFileSync(file, source);
    const { diagnostics } = transformFile(file, source, { cwd: dir });
    const found = diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`).sort();
    assert.equal(
      found,
      [
        `FW2016 ${at(source, "{ name: 'q'")}`,
        `FW2016 ${at(source, "'metrics'")}`,
        `FW2016 ${at(source, '-1')}`,
        `FW2016 ${at(source, "{ name: 'key'")}`,
        `FW2018 ${at(source, "'/a/'")}`,
        `FW2019 ${at(source, '[]')}`,
        `FW2020 ${at(source, "'a').doc")}`,
      ].sort(),
      diagnostics.map((d) => d.text).join('\n'),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

Service.run();
