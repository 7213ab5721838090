/**
 * Type-level tests of the public types. `Expect<Equal<...>>` and `// @ts-expect-error` lines fail
 * the test build when a type drifts; each case also asserts the matching run-time value so uvu
 * counts it. Checks of types that are known to be wrong today go through the compiler API (see
 * `typeCheck`), so they fail as test cases instead of breaking the build of the whole folder.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import {
  Controller,
  FwError,
  Reply,
  Router,
  onRequest,
  reply,
  withBody,
  withRequest,
  type BuildParams,
  type ErrorBody,
  type Context,
  type FinishHook,
  type Handler,
  type JoinPattern,
  type Middleware,
  type PathParams,
  type PatternOf,
  type RouteNames,
  type ValidPattern,
} from '@fw/runtime';
import { joinPattern, parsePattern } from '@fw/runtime/internal';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;
/** True when `T` is one of the `fw: ...` error message types `ValidPattern` produces. */
type IsPatternError<T> = T extends `fw: ${string}` ? true : false;

/** Runs `fn`, which must throw an FwError with `code`. */
function throwsCode(fn: () => unknown, code: string): void {
  try {
    fn();
  } catch (error) {
    assert.ok(error instanceof FwError, String(error));
    assert.is(error.code, code);
    return;
  }
  assert.unreachable(`expected ${code}`);
}

const h = (ctx: Context): void => ctx.text(ctx.routePattern ?? '');

const app = Router.define({
  routes: [
    Router.get('/', h).named('home'),
    Router.get('/users/:id', (ctx) => ctx.text(ctx.params.id)).named('user'),
    Router.get('/files/*path', h).named('file'),
    Router.get('/orgs/:org/repos/:repo', h).named('repo'),
    ...Router.scope('/api', [], [Router.get('/items/:id', h).named('item')]),
  ],
});
// Unnamed routes (an unnamed literal route or Router.resource) in the same table are checked in
// the compiler-API suite at the end: today they widen PatternOf (a bug), which would break the build here.
type AppRoutes = (typeof app)['routes'][number];

// ---------------------------------------------------------------------------------------------

const pathParams = suite('PathParams');

pathParams('should list the parameter names of a literal pattern', () => {
  type _1 = Expect<Equal<PathParams<'/u/:id/*rest'>, 'id' | 'rest'>>;
  type _2 = Expect<Equal<PathParams<'/a/:x/b/:y/'>, 'x' | 'y'>>;
  type _3 = Expect<Equal<PathParams<'/static/only'>, never>>;
  type _4 = Expect<Equal<PathParams<'/'>, never>>;
  type _5 = Expect<Equal<PathParams<'/:a/:b/:c/:d/:e/:f/:g/*h'>, 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h'>>;
  const names: PathParams<'/u/:id/*rest'>[] = ['id', 'rest'];
  assert.equal(parsePattern('/u/:id/*rest').params, names);
  assert.equal(parsePattern('/static/only').params, [] satisfies PathParams<'/static/only'>[]);
});

pathParams('should be string for a pattern that is not a literal', () => {
  type _1 = Expect<Equal<PathParams<string>, string>>;
  const pattern: string = '/u/:anything';
  const names: PathParams<typeof pattern>[] = [...parsePattern(pattern).params];
  assert.equal(names, ['anything']);
});

pathParams('should type ctx.params from the pattern and let pathParam read prefix parameters too', async () => {
  const route = Router.get('/users/:id/posts/:post', (ctx) => {
    type _1 = Expect<Equal<typeof ctx, Context<'id' | 'post'>>>;
    type _2 = Expect<Equal<typeof ctx.params, Readonly<Record<'id' | 'post', string>>>>;
    // Own names are suggested; other names stay legal because a scope prefix may add parameters.
    type _3 = Expect<Equal<Parameters<typeof ctx.pathParam>[0], 'id' | 'post' | (string & {})>>;
    const id: string = ctx.params.id;
    // @ts-expect-error: ctx.params only has the pattern's own names
    void ctx.params.nope;
    const nope = ctx.pathParam('nope');
    ctx.json({ id, post: ctx.pathParam('post'), nope: nope ?? null });
  });
  const res = await Router.define({ routes: [route] }).request('/users/7/posts/9');
  assert.equal(res.json(), { id: '7', post: '9', nope: null });
});

pathParams.run();

// ---------------------------------------------------------------------------------------------

const joinTypes = suite('JoinPattern');

joinTypes('should type what joinPattern returns', () => {
  type _1 = Expect<Equal<JoinPattern<'/api', '/users'>, '/api/users'>>;
  type _2 = Expect<Equal<JoinPattern<'/api/', '/users'>, '/api/users'>>;
  type _3 = Expect<Equal<JoinPattern<'/api', '/'>, '/api'>>;
  type _4 = Expect<Equal<JoinPattern<'/api/', '/'>, '/api'>>;
  type _5 = Expect<Equal<JoinPattern<'', '/x'>, '/x'>>;
  type _6 = Expect<Equal<JoinPattern<'/', '/x'>, '/x'>>;
  type _7 = Expect<Equal<JoinPattern<'/', '/'>, '/'>>;
  type _8 = Expect<Equal<JoinPattern<'/orgs/:org', '/repos/:repo/'>, '/orgs/:org/repos/:repo/'>>;
  const cases: [string, string, string][] = [
    ['/api', '/users', '/api/users' satisfies JoinPattern<'/api', '/users'>],
    ['/api/', '/users', '/api/users' satisfies JoinPattern<'/api/', '/users'>],
    ['/api', '/', '/api' satisfies JoinPattern<'/api', '/'>],
    ['/api/', '/', '/api' satisfies JoinPattern<'/api/', '/'>],
    ['', '/x', '/x' satisfies JoinPattern<'', '/x'>],
    ['/', '/x', '/x' satisfies JoinPattern<'/', '/x'>],
    ['/', '/', '/' satisfies JoinPattern<'/', '/'>],
    ['/orgs/:org', '/repos/:repo/', '/orgs/:org/repos/:repo/' satisfies JoinPattern<'/orgs/:org', '/repos/:repo/'>],
  ];
  for (const [prefix, pattern, joined] of cases) assert.is(joinPattern(prefix, pattern), joined);
});

joinTypes('should carry prefixes into the patterns of scopes and controllers', () => {
  const scoped = Router.scope('/orgs/:org', [], [Router.get('/repos/:repo', h), Router.get('/', h)]);
  type _1 = Expect<Equal<(typeof scoped)[0]['pattern'], '/orgs/:org/repos/:repo'>>;
  type _2 = Expect<Equal<(typeof scoped)[1]['pattern'], '/orgs/:org'>>;
  const controller = Controller.define({ prefix: '/admin', tag: 'Admin' }, [Router.post('/users/:id', h)]);
  type _3 = Expect<Equal<(typeof controller.routes)[0]['pattern'], '/admin/users/:id'>>;
  type _4 = Expect<Equal<(typeof controller.routes)[0]['method'], 'POST'>>;
  assert.is(scoped[0].pattern, '/orgs/:org/repos/:repo');
  assert.is(scoped[1].pattern, '/orgs/:org');
  assert.is(controller.routes[0].pattern, '/admin/users/:id');
});

joinTypes.run();

// ---------------------------------------------------------------------------------------------

const validPattern = suite('ValidPattern');

validPattern('should give a valid literal pattern back unchanged', () => {
  type _1 = Expect<Equal<ValidPattern<'/users/:id'>, '/users/:id'>>;
  type _2 = Expect<Equal<ValidPattern<'/'>, '/'>>;
  type _3 = Expect<Equal<ValidPattern<'/users/'>, '/users/'>>;
  type _4 = Expect<Equal<ValidPattern<'/files/*path'>, '/files/*path'>>;
  type _5 = Expect<Equal<ValidPattern<'/:a/:b/:c/:d/:e/:f/:g/:h'>, '/:a/:b/:c/:d/:e/:f/:g/:h'>>;
  type _6 = Expect<Equal<ValidPattern<'/:a/:b/:c/:d/:e/:f/:g/*h'>, '/:a/:b/:c/:d/:e/:f/:g/*h'>>;
  for (const pattern of ['/users/:id', '/', '/users/', '/files/*path', '/:a/:b/:c/:d/:e/:f/:g/:h']) {
    assert.is(parsePattern(pattern).pattern, pattern);
  }
});

validPattern('should pass a non-literal string through', () => {
  type _1 = Expect<Equal<ValidPattern<string>, string>>;
  const computed: string = ['', 'a', '*x', 'b'].join('/');
  const route = Router.get(computed, h);
  type _2 = Expect<Equal<typeof route.pattern, string>>;
  throwsCode(() => Router.define({ routes: [route] }), 'FW_ERR_PATTERN_WILDCARD_NOT_LAST');
});

validPattern('should turn each rule the checker can see into an error message type', () => {
  type _1 = Expect<IsPatternError<ValidPattern<'users'>>>;
  type _2 = Expect<IsPatternError<ValidPattern<'/a//b'>>>;
  type _3 = Expect<IsPatternError<ValidPattern<'//'>>>;
  type _4 = Expect<IsPatternError<ValidPattern<'/a/*x/b'>>>;
  type _5 = Expect<IsPatternError<ValidPattern<'/a/*x/'>>>;
  type _6 = Expect<IsPatternError<ValidPattern<'/:id/:id'>>>;
  type _7 = Expect<IsPatternError<ValidPattern<'/:id/*id'>>>;
  type _8 = Expect<IsPatternError<ValidPattern<'/:a/:b/:c/:d/:e/:f/:g/:h/:i'>>>;
  type _9 = Expect<IsPatternError<ValidPattern<'/:a/:b/:c/:d/:e/:f/:g/:h/*i'>>>;
  type _10 = Expect<IsPatternError<ValidPattern<'/a/:'>>>;
  type _11 = Expect<IsPatternError<ValidPattern<'/a/*'>>>;
  const codes: [string, string][] = [
    ['users', 'FW_ERR_PATTERN_START'],
    ['/a//b', 'FW_ERR_PATTERN_EMPTY_SEGMENT'],
    ['//', 'FW_ERR_PATTERN_EMPTY_SEGMENT'],
    ['/a/*x/b', 'FW_ERR_PATTERN_WILDCARD_NOT_LAST'],
    ['/a/*x/', 'FW_ERR_PATTERN_WILDCARD_NOT_LAST'],
    ['/:id/:id', 'FW_ERR_PATTERN_DUPLICATE_PARAM'],
    ['/:id/*id', 'FW_ERR_PATTERN_DUPLICATE_PARAM'],
    ['/:a/:b/:c/:d/:e/:f/:g/:h/:i', 'FW_ERR_PATTERN_TOO_MANY_PARAMS'],
    ['/:a/:b/:c/:d/:e/:f/:g/:h/*i', 'FW_ERR_PATTERN_TOO_MANY_PARAMS'],
    ['/a/:', 'FW_ERR_PATTERN_EMPTY_PARAM'],
    ['/a/*', 'FW_ERR_PATTERN_EMPTY_PARAM'],
  ];
  for (const [pattern, code] of codes) throwsCode(() => parsePattern(pattern), code);
});

validPattern('should reject a bad literal pattern passed to a route helper', () => {
  // @ts-expect-error: wildcard not last
  const wildcard = Router.get('/a/*x/b', h);
  // @ts-expect-error: duplicate parameter name
  const duplicate = Router.post('/u/:id/:id', h);
  // @ts-expect-error: 9 parameters
  const nine = Router.put('/:a/:b/:c/:d/:e/:f/:g/:h/:i', h);
  // @ts-expect-error: no leading slash
  const relative = Router.route('PURGE', 'users', h);
  // @ts-expect-error: empty segment
  const empty = Router.delete('/a//b', h);
  // @ts-expect-error: resource prefix without a leading slash
  const resource = Router.resource('users', { index: h });
  throwsCode(() => Router.define({ routes: [wildcard] }), 'FW_ERR_PATTERN_WILDCARD_NOT_LAST');
  throwsCode(() => Router.define({ routes: [duplicate] }), 'FW_ERR_PATTERN_DUPLICATE_PARAM');
  throwsCode(() => Router.define({ routes: [nine] }), 'FW_ERR_PATTERN_TOO_MANY_PARAMS');
  throwsCode(() => Router.define({ routes: [relative] }), 'FW_ERR_PATTERN_START');
  throwsCode(() => Router.define({ routes: [empty] }), 'FW_ERR_PATTERN_EMPTY_SEGMENT');
  throwsCode(() => Router.define({ routes: [...resource] }), 'FW_ERR_PATTERN_START');
});

validPattern.run();

// ---------------------------------------------------------------------------------------------

const names = suite('RouteNames, PatternOf and named-route signatures');

names('should collect the names of an app into a union', () => {
  type _1 = Expect<Equal<RouteNames<AppRoutes>, 'home' | 'user' | 'file' | 'repo' | 'item'>>;
  const all: RouteNames<AppRoutes>[] = ['home', 'user', 'file', 'repo', 'item'];
  assert.equal(
    app.routes.map((r) => r.name).filter((n) => n !== undefined),
    all,
  );
});

names('should give the pattern of a name with PatternOf', () => {
  type _1 = Expect<Equal<PatternOf<AppRoutes, 'user'>, '/users/:id'>>;
  type _2 = Expect<Equal<PatternOf<AppRoutes, 'item'>, '/api/items/:id'>>;
  type _3 = Expect<Equal<PatternOf<AppRoutes, 'home'>, '/'>>;
  const item: PatternOf<AppRoutes, 'item'> = '/api/items/:id';
  assert.is(app.routes.find((r) => r.name === 'item')?.pattern, item);
});

names('should return the literal pattern type from pathFor', () => {
  const user = app.pathFor('user');
  const file = app.pathFor('file');
  type _1 = Expect<Equal<typeof user, '/users/:id'>>;
  type _2 = Expect<Equal<typeof file, '/files/*path'>>;
  type _3 = Expect<Equal<Parameters<typeof app.pathFor>[0], 'home' | 'user' | 'file' | 'repo' | 'item'>>;
  assert.is(user, '/users/:id');
  assert.is(file, '/files/*path');
});

names('should type the parameters of buildPath from the pattern', () => {
  type _1 = Expect<Equal<BuildParams<AppRoutes, 'home'>, [params?: Record<string, never>]>>;
  type _2 = Expect<
    Equal<
      BuildParams<AppRoutes, 'repo'>[0],
      { readonly org: string | number | bigint | boolean; readonly repo: string | number | bigint | boolean }
    >
  >;
  assert.is(app.buildPath('home'), '/');
  assert.is(app.buildPath('repo', { org: 'acme', repo: 1 }), '/orgs/acme/repos/1');
  assert.is(app.buildPath('file', { path: 'a/b c' }), '/files/a/b%20c');
});

names('should reject unknown names and wrong parameters at compile time', () => {
  // @ts-expect-error: no route is named "nope"
  throwsCode(() => app.pathFor('nope'), 'FW_ERR_UNKNOWN_ROUTE_NAME');
  // @ts-expect-error: no route is named "nope"
  throwsCode(() => app.buildPath('nope', {}), 'FW_ERR_UNKNOWN_ROUTE_NAME');
  // @ts-expect-error: "id" is missing
  throwsCode(() => app.buildPath('user', {}), 'FW_ERR_MISSING_PATH_PARAM');
  // @ts-expect-error: "wrong" is not a parameter and "id" is missing
  throwsCode(() => app.buildPath('user', { wrong: 1 }), 'FW_ERR_MISSING_PATH_PARAM');
  // @ts-expect-error: the parameters are required
  throwsCode(() => app.buildPath('user'), 'FW_ERR_MISSING_PATH_PARAM');
  // @ts-expect-error: "repo" is missing
  throwsCode(() => app.buildPath('repo', { org: 'acme' }), 'FW_ERR_MISSING_PATH_PARAM');
  // @ts-expect-error: an object is not a parameter value
  assert.is(app.buildPath('user', { id: { toString: () => 'x' } }), '/users/x');
  // @ts-expect-error: "home" has no parameters
  assert.is(app.buildPath('home', { id: 1 }), '/');
});

names.run();

// ---------------------------------------------------------------------------------------------

const handlers = suite('handler and middleware types');

handlers('should accept a handler typed with plain Context for a route with parameters', async () => {
  const plain = (ctx: Context): void => ctx.text(`id=${ctx.pathParam('id')}`);
  const plainAsync = (ctx: Context): Promise<void> => {
    ctx.text(`async id=${ctx.pathParam('id')}`);
    return Promise.resolve();
  };
  const handler: Handler = (ctx) => ctx.text(`handler id=${ctx.pathParam('id')}`);
  const render = (ctx: Context): string => `render id=${ctx.pathParam('id')}`;
  const a = Router.define({
    routes: [
      Router.get('/users/:id', plain),
      Router.post('/users/:id', plainAsync),
      Router.put('/users/:id', handler),
      Router.patch('/users/:id', (ctx) => ctx.text(render(ctx))),
      Router.get('/static', plain),
      ...Router.resource('/posts', { show: plain, index: plainAsync }),
    ],
  });
  assert.is((await a.request('/users/5')).body, 'id=5');
  assert.is((await a.request('/users/5', { method: 'POST' })).body, 'async id=5');
  assert.is((await a.request('/users/5', { method: 'PUT' })).body, 'handler id=5');
  assert.is((await a.request('/users/5', { method: 'PATCH' })).body, 'render id=5');
  assert.is((await a.request('/static')).body, 'id=undefined');
  assert.is((await a.request('/posts/3')).body, 'id=3');
});

handlers('should reject a handler typed for other parameters', async () => {
  const other = (ctx: Context<'slug'>): void => ctx.text(`slug=${ctx.pathParam('slug')}`);
  // @ts-expect-error: the route has "id", the handler wants "slug"
  const route = Router.get('/users/:id', other);
  const res = await Router.define({ routes: [route] }).request('/users/1');
  assert.is(res.body, 'slug=undefined');
});

handlers('should type the data a finish hook gets, and make a Middleware with onRequest', async () => {
  const seen: string[] = [];
  const timing = onRequest('timing', (ctx) => {
    ctx.onFinish((_ctx, status, label: string, end) => seen.push(`${label} ${status} ${typeof end}`), 'timed');
    // @ts-expect-error: the hook takes a string, the data is a number
    ctx.onFinish((_ctx, _status, _label: string) => undefined, 42);
    ctx.onFinish((_ctx, status, data) => seen.push(`no data ${status} ${String(data)}`));
  });
  type _1 = Expect<Equal<typeof timing, Middleware>>;
  type _2 = Expect<Equal<Parameters<FinishHook<number>>, [ctx: Context, status: number, data: number, end: number]>>;
  type _3 = Expect<Equal<Parameters<FinishHook>[2], undefined>>;
  const res = await Router.define({ middleware: [timing], routes: [Router.get('/x', (ctx) => ctx.text('x'))] }).request(
    '/x',
  );
  assert.is(res.body, 'x');
  assert.equal(seen, ['no data 200 undefined', 'timed 200 number'], 'innermost first');
});

handlers('should accept Middleware-typed functions everywhere middleware goes', async () => {
  const log: string[] = [];
  const mw =
    (label: string): Middleware =>
    async (_ctx, next) => {
      log.push(label);
      await next();
    };
  const a = Router.define({
    middleware: [mw('global')],
    routes: [
      ...Router.scope('/s', [mw('scope')], [Router.get('/x', h)]),
      ...Router.scope('/o', { middleware: [mw('object')] }, [Router.get('/x', h)]),
      ...Router.resource('/r', { index: h, middleware: [mw('resource')] }),
      ...Controller.define({ prefix: '/c', middleware: [mw('controller')] }, [Router.get('/x', h)]).routes,
    ],
  });
  for (const path of ['/s/x', '/o/x', '/r', '/c/x']) assert.is((await a.request(path)).body, path);
  assert.equal(log, ['global', 'scope', 'global', 'object', 'global', 'resource', 'global', 'controller']);
});

handlers.run();

// ---------------------------------------------------------------------------------------------

/**
 * Type-checks snippets with the compiler API, each as its own file next to this test's sources
 * (so `@fw/runtime` resolves as in the tests), all in one program. Returns the error messages per snippet.
 */
function typeCheck(snippets: Record<string, string>): Record<string, string[]> {
  const testDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'test');
  const configPath = join(testDir, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, testDir);
  const options: ts.CompilerOptions = { ...parsed.options, noEmit: true, incremental: false, composite: false };
  const files = new Map(
    Object.entries(snippets).map(([name, text]) => [join(testDir, '__type_checks__', `${name}.ts`), text]),
  );
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    const text = files.get(fileName);
    return text === undefined
      ? getSourceFile(fileName, languageVersion, ...rest)
      : ts.createSourceFile(fileName, text, languageVersion, true);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => files.has(fileName) || fileExists(fileName);
  const readFile = host.readFile.bind(host);
  host.readFile = (fileName) => files.get(fileName) ?? readFile(fileName);
  const program = ts.createProgram({ rootNames: [...files.keys()], options, host });
  const out: Record<string, string[]> = {};
  for (const [fileName] of files) {
    const name = fileName.slice(join(testDir, '__type_checks__').length + 1, -3);
    const source = program.getSourceFile(fileName)!;
    const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    out[name] = diagnostics.map(
      (d) =>
        `line ${source.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    );
  }
  return out;
}

const PRELUDE = `import { Router, type Context, type PathParams } from '@fw/runtime';
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;
const h = (ctx: Context): void => ctx.text('x');
export { h };
`;

let checked: Record<string, string[]> | undefined;
/** The diagnostics of every snippet below, computed once (one program for all). */
function diagnostics(name: string): string[] {
  checked ??= typeCheck({
    harness_ok: `${PRELUDE}
export const app = Router.define({ routes: [Router.get('/users/:id', (ctx) => ctx.text(ctx.params.id)).named('user')] });
export const path: '/users/:id' = app.pathFor('user');`,
    harness_error: `${PRELUDE}
export const bad = Router.get('/a/*x/b', h);`,
    computed_prefix_params: `${PRELUDE}
declare const base: string;
export type A = Expect<Equal<PathParams<\`/k/\${string}/:id\`>, string>>;
export const route = Router.get(\`/k/\${base}/:id\`, (ctx) => ctx.text(ctx.pathParam('id') ?? ''));`,
    duplicate_names: `${PRELUDE}
export const app = Router.define({ routes: [Router.get('/a', h).named('x'), Router.get('/b', h).named('x')] });`,
    duplicate_names_after_spread: `${PRELUDE}
export const app = Router.define({ routes: [...Router.resource('/r', { index: h }), Router.get('/a', h).named('x'), Router.get('/b', h).named('x')] });`,
    duplicate_names_across_spread: `${PRELUDE}
export const app = Router.define({ routes: [Router.get('/a', h).named('x'), ...Router.resource('/r', { index: h }), Router.get('/b', h).named('x')] });`,
    same_route_twice: `${PRELUDE}
const r = Router.get('/a', h).named('x');
export const app = Router.define({ routes: [r, r] });`,
    long_table: `${PRELUDE}
export const app = Router.define({ routes: [${Array.from({ length: 1200 }, (_, i) => `Router.get('/r${i}/:id', h).named('r${i}')`).join(', ')}] });`,
    long_table_duplicate: `${PRELUDE}
export const app = Router.define({ routes: [${Array.from({ length: 1200 }, (_, i) => `Router.get('/r${i}/:id', h).named('r${i}')`).join(', ')}, Router.get('/last', h).named('r0')] });`,
    distinct_names: `${PRELUDE}
export const app = Router.define({ routes: [Router.get('/a', h).named('x'), Router.get('/b', h).named('y'), ...Router.resource('/r', { index: h })] });`,
    empty_name: `${PRELUDE}
export const route = Router.get('/a', h).named('');`,
    duplicate_route_after_spread: `${PRELUDE}
export const app = Router.define({ routes: [...Router.resource('/r', { index: h }), Router.get('/a', h), Router.get('/a', h)] });`,
    duplicate_route: `${PRELUDE}
export const app = Router.define({ routes: [Router.get('/a', h), Router.get('/a', h)] });`,
    ambiguous_route: `${PRELUDE}
export const app = Router.define({ routes: [Router.get('/u/:id', h), Router.get('/u/:name', h)] });`,
    unnamed_routes: `${PRELUDE}
export const app = Router.define({ routes: [Router.get('/users/:id', h).named('user'), Router.get('/anonymous', h), ...Router.resource('/posts', { index: h, show: h })] });
export const user = app.pathFor('user');
export type P = Expect<Equal<typeof user, '/users/:id'>>;
// @ts-expect-error: "id" is missing
app.buildPath('user', {});
// @ts-expect-error: "wrong" is not a parameter
app.buildPath('user', { wrong: 1 });
// @ts-expect-error: resource routes have no names
app.pathFor('show');`,
    distinct_routes: `${PRELUDE}
export const app = Router.define({ routes: [Router.get('/a', h), Router.post('/a', h), Router.get('/a/', h), Router.get('/u/:id', h), Router.put('/u/:name', h), Router.get('/u/:id/x', h)] });`,
  });
  return checked[name]!;
}

const compiler = suite('type checks through the compiler API');

compiler('should see a clean snippet as clean and a bad pattern as an error (harness check)', () => {
  assert.equal(diagnostics('harness_ok'), []);
  const errors = diagnostics('harness_error');
  assert.is(errors.length, 1);
  assert.ok(errors[0]!.includes('line 7:'), errors[0]);
  assert.ok(errors[0]!.includes('/a/*x/b'), errors[0]);
});

compiler('should type the parameters of a partly computed pattern as string, not never', () => {
  // PathParams documents "`string` when the pattern is not a literal"; `/k/${string}/:id` is not one.
  assert.equal(diagnostics('computed_prefix_params'), []);
});

compiler('should reject a route name used twice in a literal route list', () => {
  const errors = diagnostics('duplicate_names');
  assert.ok(errors.length > 0, 'no type error for a duplicate route name');
  assert.ok(
    errors.some((e) => e.includes('"x"')),
    errors.join('\n'),
  );
  assert.equal(diagnostics('distinct_names'), []);
});

compiler(
  'should reject a repeated route name or route before, across and after a spread list, and the same route twice',
  () => {
    for (const snippet of ['duplicate_names_after_spread', 'duplicate_names_across_spread', 'same_route_twice']) {
      const errors = diagnostics(snippet);
      assert.ok(
        errors.some((e) => /route name \\?"x\\?" is used by two routes/.test(e)),
        `${snippet}: ${errors.join('\n')}`,
      );
    }
    const errors = diagnostics('duplicate_route_after_spread');
    assert.ok(
      errors.some((e) => /route GET \\?"\/a\\?" repeats the method and pattern/.test(e)),
      errors.join('\n'),
    );
  },
);

compiler(
  'should check route tables of any length: 1,200 distinct routes pass, a repeated name at the end fails',
  () => {
    // The checks cost one step per route (they were quadratic and stopped at 900 routes).
    assert.equal(diagnostics('long_table'), []);
    const errors = diagnostics('long_table_duplicate');
    assert.ok(
      errors.some((e) => /route name \\?"r0\\?" is used by two routes/.test(e)),
      errors.join('\n'),
    );
  },
);

compiler('should keep pathFor and buildPath exact when unnamed routes share the table', () => {
  // PatternOf<R, 'user'> must ignore unnamed routes: an unnamed route has the name type never,
  // which is assignable to RouteDef<string, infer P, 'user'>, so today its pattern joins the result.
  assert.equal(diagnostics('unnamed_routes'), []);
});

compiler('should reject an empty route name at compile time (DESIGN section 4)', () => {
  assert.ok(diagnostics('empty_name').length > 0, 'no type error for .named("")');
});

compiler('should reject the same method and pattern twice in a literal route list (DESIGN section 4)', () => {
  assert.ok(diagnostics('duplicate_route').length > 0, 'no type error for GET /a declared twice');
  assert.equal(diagnostics('distinct_routes'), []);
});

compiler(
  'should reject patterns that differ only in parameter names in a literal route list (DESIGN section 4)',
  () => {
    assert.ok(diagnostics('ambiguous_route').length > 0, 'no type error for GET /u/:id and GET /u/:name');
    assert.equal(diagnostics('distinct_routes'), []);
  },
);

compiler.run();

const replies = suite('types: typed replies');

interface ReplyUser {
  id: number;
  name: string;
}
const someUser: ReplyUser = { id: 1, name: 'Ada' };

replies('should type reply() by status and body, fw error body for 400-599 and none for reply(204)', () => {
  const created = reply(201, someUser);
  const missing = reply(404, 'no such user');
  const empty = reply(204);
  const bare = reply(503);
  type _created = Expect<Equal<typeof created, Reply<201, ReplyUser, never>>>;
  type _missing = Expect<Equal<typeof missing, Reply<404, ErrorBody, never>>>;
  type _empty = Expect<Equal<typeof empty, Reply<204, undefined>>>;
  type _bare = Expect<Equal<typeof bare, Reply<503, ErrorBody>>>;
  type _default = Expect<Equal<Reply<404>, Reply<404, ErrorBody, never>>>;
  const _located = reply(201, someUser, { headers: { location: '/users/1' } });
  type _located = Expect<Equal<typeof _located, Reply<201, ReplyUser, 'location'>>>;
  assert.equal(
    [created.status, missing.body, empty.body],
    [201, { error: { status: 404, message: 'no such user' } }, undefined],
  );
  assert.equal(bare.body, { error: { status: 503, message: 'Service Unavailable' } });
});

replies('should make a wrong shape, an undeclared status and a missing field type errors at the return', () => {
  function show(found: boolean): Reply<200, ReplyUser> | Reply<404> {
    if (!found) return reply(404, 'none');
    return reply(200, someUser);
  }
  function wrongShape(): Reply<200, ReplyUser> | Reply<404> {
    // @ts-expect-error: id must be a number
    return reply(200, { id: 'one', name: 'Ada' });
  }
  function undeclared(): Reply<200, ReplyUser> | Reply<404> {
    // @ts-expect-error: 201 is not among the declared answers
    return reply(201, someUser);
  }
  function missingField(): Reply<200, ReplyUser> | Reply<404> {
    // @ts-expect-error: name is required
    return reply(200, { id: 1 });
  }
  async function undeclaredError(): Promise<Reply<200, ReplyUser> | Reply<404>> {
    await Promise.resolve();
    // @ts-expect-error: 500 is not among the declared answers
    return reply(500, 'oops');
  }
  // @ts-expect-error: a plain object is not a reply
  const plain: Reply<200, ReplyUser> = { status: 200, body: someUser, headers: undefined, isError: false };
  assert.equal(
    [show(false).status, wrongShape().status, undeclared().status, missingField().status],
    [404, 200, 201, 200],
  );
  assert.ok(undeclaredError() instanceof Promise);
  assert.is(plain.status, 200);
});

replies("should carry the handler's replies through withBody and withRequest, sync and async", () => {
  const body = withBody((ctx, user: ReplyUser) => (user.id > 0 ? reply(201, user) : reply(400, 'bad id')));
  type BodyAnswer = Awaited<ReturnType<typeof body>>;
  type _body = Expect<Equal<BodyAnswer, Reply<201, ReplyUser, never> | Reply<400, ErrorBody, never>>>;
  const _request = withRequest(async (ctx, req: { params: { id: string } }) => {
    await Promise.resolve();
    return req.params.id === '' ? reply(404) : reply(200, someUser);
  });
  type RequestAnswer = Awaited<ReturnType<typeof _request>>;
  type _request = Expect<Equal<RequestAnswer, Reply<404, ErrorBody> | Reply<200, ReplyUser, never>>>;
  const route = Router.post('/users', body);
  assert.is(route.method, 'POST');
});

replies.run();

const statuses = suite('types: statuses');

statuses(
  'should make a status number literal outside 100-599 a type error, and keep number variables and names',
  () => {
    const written: number[] = [];
    const ctx = {
      json: (status: number) => void written.push(status),
      text: (status: number) => void written.push(status),
      html: (status: number) => void written.push(status),
      send: (status: number) => void written.push(status),
      status: (status: number) => void written.push(status),
    } as unknown as Context;
    const code: number = 418;
    ctx.json(201, { ok: true });
    ctx.json('created', { ok: true });
    ctx.json(code, { ok: true });
    ctx.text(599, 'x');
    ctx.html(100, '<p>');
    ctx.send(204);
    ctx.status(code);
    // @ts-expect-error: 999 is not a status
    ctx.json(999, { ok: true });
    // @ts-expect-error: 99 is not a status
    ctx.text(99, 'x');
    // @ts-expect-error: 600 is not a status
    ctx.html(600, '<p>');
    // @ts-expect-error: 1000 is not a status
    ctx.send(1000);
    // @ts-expect-error: 200.5 is not a status
    ctx.status(200.5);
    assert.equal(written, [201, 'created', 418, 599, 100, 204, 418, 999, 99, 600, 1000, 200.5]);

    const fine = reply(code, someUser);
    type _fine = Expect<Equal<typeof fine, Reply<number, ReplyUser, never>>>;
    assert.is(fine.status, 418);
    // @ts-expect-error: 999 is not a status
    assert.throws(() => reply(999));
    // @ts-expect-error: 999 is not a status
    assert.throws(() => reply(999, someUser));
    // @ts-expect-error: 999 is not a status
    assert.throws(() => reply(999, 'message'));
  },
);

statuses.run();
