/** Pattern rules: parsePattern, joinPattern and the route-table checks of Router.define. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Controller, FwError, Router, type AnyRouteLike, type ErrorCode, type Middleware } from '@fw/runtime';
import { MAX_PARAMS, joinPattern, parsePattern } from '@fw/runtime/internal';

const ok = (ctx: { text(body: string): void }): void => ctx.text('ok');

/** Runs `fn`, which must throw an FwError with `code`; returns the error for further checks. */
function expectFwError(fn: () => unknown, code: ErrorCode): FwError {
  try {
    fn();
  } catch (error) {
    assert.ok(error instanceof FwError, `expected an FwError, got ${String(error)}`);
    const fw = error;
    assert.is(fw.code, code);
    assert.is(fw.status, 500);
    return fw;
  }
  assert.unreachable(`expected ${code} to be thrown`);
  throw new Error('unreachable');
}

/** Defines an app with routes built at run time (so the type-level pattern checks stay out of the way). */
function define(routes: readonly AnyRouteLike[], middleware: readonly Middleware[] = []) {
  return Router.define({ middleware, routes: routes as AnyRouteLike[] });
}

/** A GET route whose pattern is a plain string, as if computed at run time. */
function getRoute(pattern: string): AnyRouteLike {
  return Router.get(pattern, ok);
}

// ---------------------------------------------------------------------------------------------

const parse = suite('parsePattern');

parse('should split a pattern into static, param and wildcard segments', () => {
  const parsed = parsePattern('/users/:id/files/*path');
  assert.is(parsed.pattern, '/users/:id/files/*path');
  assert.equal(parsed.segments, [
    { kind: 'static', value: 'users' },
    { kind: 'param', name: 'id' },
    { kind: 'static', value: 'files' },
    { kind: 'wildcard', name: 'path' },
  ]);
  assert.equal(parsed.params, ['id', 'path']);
  assert.is(parsed.shape, '/users/:/files/*');
});

parse('should accept the root pattern and a trailing slash as a distinct pattern', () => {
  assert.equal(parsePattern('/').segments, [{ kind: 'static', value: '' }]);
  assert.equal(parsePattern('/users/').segments, [
    { kind: 'static', value: 'users' },
    { kind: 'static', value: '' },
  ]);
  assert.is.not(parsePattern('/users/').shape, parsePattern('/users').shape);
});

parse('should reject a pattern without a leading slash', () => {
  for (const pattern of ['users', '', 'users/:id', ' /users', '*rest']) {
    expectFwError(() => parsePattern(pattern), 'FW_ERR_PATTERN_START');
  }
  expectFwError(() => parsePattern(undefined as unknown as string), 'FW_ERR_PATTERN_START');
  const error = expectFwError(() => parsePattern('users/:id'), 'FW_ERR_PATTERN_START');
  assert.ok(error.message.includes('"users/:id"'));
});

parse('should reject an empty middle segment', () => {
  for (const pattern of ['//', '/a//b', '//a', '/a/:id//b', '/a//']) {
    expectFwError(() => parsePattern(pattern), 'FW_ERR_PATTERN_EMPTY_SEGMENT');
  }
  const error = expectFwError(() => parsePattern('/a//b'), 'FW_ERR_PATTERN_EMPTY_SEGMENT');
  assert.ok(error.message.includes('"/a//b"'));
});

parse('should reject a wildcard that is not the last segment', () => {
  for (const pattern of ['/a/*x/b', '/*x/:y', '/*x/', '/files/*path/raw']) {
    expectFwError(() => parsePattern(pattern), 'FW_ERR_PATTERN_WILDCARD_NOT_LAST');
  }
  assert.equal(parsePattern('/a/*x').params, ['x']);
  assert.equal(parsePattern('/*all').params, ['all']);
  const error = expectFwError(() => parsePattern('/a/*x/b'), 'FW_ERR_PATTERN_WILDCARD_NOT_LAST');
  assert.ok(error.message.includes('"/a/*x/b"'));
  assert.is(error.params['name'], 'x');
});

parse('should allow exactly 8 path parameters and reject 9', () => {
  assert.is(MAX_PARAMS, 8);
  const eight = '/:a/:b/:c/:d/:e/:f/:g/:h';
  assert.equal(parsePattern(eight).params, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  assert.is(parsePattern('/:a/:b/:c/:d/:e/:f/:g/*h').params.length, 8);
  assert.is(parsePattern('/x/:a/y/:b/:c/:d/:e/:f/:g/z/:h').params.length, 8);
  for (const pattern of [eight + '/:i', eight + '/*i', '/:a/:b/:c/:d/:e/:f/:g/:h/static/:i']) {
    const error = expectFwError(() => parsePattern(pattern), 'FW_ERR_PATTERN_TOO_MANY_PARAMS');
    assert.is(error.params['count'], 9);
  }
  const error = expectFwError(() => parsePattern(eight + '/:i'), 'FW_ERR_PATTERN_TOO_MANY_PARAMS');
  assert.ok(error.message.includes(`"${eight}/:i"`));
});

parse('should reject a parameter name used twice', () => {
  for (const pattern of ['/a/:id/:id', '/:id/b/*id', '/:x/:y/:x']) {
    expectFwError(() => parsePattern(pattern), 'FW_ERR_PATTERN_DUPLICATE_PARAM');
  }
  const error = expectFwError(() => parsePattern('/a/:id/:id'), 'FW_ERR_PATTERN_DUPLICATE_PARAM');
  assert.ok(error.message.includes('"/a/:id/:id"'));
  assert.is(error.params['name'], 'id');
});

parse('should reject a parameter without a name', () => {
  for (const pattern of ['/:', '/a/:', '/*', '/a/*', '/:/b']) {
    expectFwError(() => parsePattern(pattern), 'FW_ERR_PATTERN_EMPTY_PARAM');
  }
  const error = expectFwError(() => parsePattern('/a/*'), 'FW_ERR_PATTERN_EMPTY_PARAM');
  assert.ok(error.message.includes('"/a/*"'));
});

parse('should reject parameter names outside [A-Za-z_][A-Za-z0-9_]*', () => {
  for (const pattern of ['/:1a', '/:a-b', '/:a.b', '/*a-b', '/:a:b', '/:é', '/:a b']) {
    expectFwError(() => parsePattern(pattern), 'FW_ERR_PATTERN_BAD_PARAM_NAME');
  }
  assert.equal(parsePattern('/:_a/:a_1/:A9/*_').params, ['_a', 'a_1', 'A9', '_']);
  const error = expectFwError(() => parsePattern('/u/:a-b'), 'FW_ERR_PATTERN_BAD_PARAM_NAME');
  assert.ok(error.message.includes('"/u/:a-b"'));
  assert.is(error.params['name'], 'a-b');
});

parse('should reject characters that are not path characters', () => {
  const bad: [string, string][] = [
    ['/a b', ' '],
    ['/a<b', '<'],
    ['/caf\u00e9', '\u00e9'],
    ['/50%', '%'],
    ['/%zz', '%'],
    ['/a%2', '%'],
    ['/a?b', '?'],
    ['/a#b', '#'],
    ['/a"b', '"'],
    ['/a\\b', '\\'],
  ];
  for (const [pattern, char] of bad) {
    const error = expectFwError(() => parsePattern(pattern), 'FW_ERR_PATTERN_BAD_CHAR');
    assert.is(error.params['char'], char, pattern);
  }
  const error = expectFwError(() => parsePattern('/files/a b'), 'FW_ERR_PATTERN_BAD_CHAR');
  assert.ok(error.message.includes('"/files/a b"'));
  assert.is(error.params['index'], 8);
});

parse('should accept %XX escapes and every RFC 3986 path character', () => {
  assert.equal(parsePattern('/a%20b').segments, [{ kind: 'static', value: 'a%20b' }]);
  assert.equal(parsePattern('/%2F/%e9').segments, [
    { kind: 'static', value: '%2F' },
    { kind: 'static', value: '%e9' },
  ]);
  const all = "/aZ09-._~!$&'()*+,;=:@";
  assert.equal(parsePattern(all).segments, [{ kind: 'static', value: all.slice(1) }]);
});

parse('should throw FwError instances that also pass instanceof Error', () => {
  try {
    parsePattern('nope');
    assert.unreachable();
  } catch (error) {
    assert.instance(error, Error);
    assert.ok(error instanceof FwError);
    assert.is(error.name, 'FwError');
  }
});

parse.run();

// ---------------------------------------------------------------------------------------------

const join = suite('joinPattern');

join('should join a prefix and a pattern with exactly one slash', () => {
  assert.is(joinPattern('/api', '/users'), '/api/users');
  assert.is(joinPattern('/api/', '/users'), '/api/users');
  assert.is(joinPattern('/api/v1', '/users/:id'), '/api/v1/users/:id');
});

join('should keep the pattern when the prefix is empty or "/"', () => {
  assert.is(joinPattern('', '/users'), '/users');
  assert.is(joinPattern('/', '/users'), '/users');
  assert.is(joinPattern('/', '/'), '/');
  assert.is(joinPattern('', '/'), '/');
});

join('should give the prefix itself for the pattern "/" and keep a trailing slash of the pattern', () => {
  assert.is(joinPattern('/api', '/'), '/api');
  assert.is(joinPattern('/api/', '/'), '/api');
  assert.is(joinPattern('/api', '/users/'), '/api/users/');
});

join('should be what Router.scope and Controller.define apply to their routes', () => {
  const scoped = Router.scope(
    '/api',
    [],
    [Router.get('/', ok), Router.get('/users/:id', ok), Router.get('/list/', ok)],
  );
  assert.equal(
    scoped.map((r) => r.pattern),
    ['/api', '/api/users/:id', '/api/list/'],
  );
  const controller = Controller.define({ prefix: '/admin/' }, [Router.get('/', ok), Router.get('/stats', ok)]);
  assert.equal(
    controller.routes.map((r) => r.pattern),
    ['/admin', '/admin/stats'],
  );
});

join.run();

// ---------------------------------------------------------------------------------------------

const table = suite('Router.define route table');

table('should apply every pattern rule to the routes it is given', () => {
  const cases: [string, ErrorCode][] = [
    ['users', 'FW_ERR_PATTERN_START'],
    ['/a//b', 'FW_ERR_PATTERN_EMPTY_SEGMENT'],
    ['/a/*x/b', 'FW_ERR_PATTERN_WILDCARD_NOT_LAST'],
    ['/:a/:b/:c/:d/:e/:f/:g/:h/:i', 'FW_ERR_PATTERN_TOO_MANY_PARAMS'],
    ['/:id/:id', 'FW_ERR_PATTERN_DUPLICATE_PARAM'],
    ['/u/:', 'FW_ERR_PATTERN_EMPTY_PARAM'],
    ['/u/*', 'FW_ERR_PATTERN_EMPTY_PARAM'],
    ['/u/:1a', 'FW_ERR_PATTERN_BAD_PARAM_NAME'],
    ['/u/:a-b', 'FW_ERR_PATTERN_BAD_PARAM_NAME'],
    ['/a b', 'FW_ERR_PATTERN_BAD_CHAR'],
    ['/a<b', 'FW_ERR_PATTERN_BAD_CHAR'],
    ['/caf\u00e9', 'FW_ERR_PATTERN_BAD_CHAR'],
    ['/100%', 'FW_ERR_PATTERN_BAD_CHAR'],
    ['/%zz', 'FW_ERR_PATTERN_BAD_CHAR'],
  ];
  for (const [pattern, code] of cases) {
    const error = expectFwError(() => define([Router.get('/fine', ok), getRoute(pattern)]), code);
    assert.is(error.params['pattern'], pattern);
  }
  const app = define([getRoute('/a%20b'), getRoute('/:a/:b/:c/:d/:e/:f/:g/*h'), getRoute('/users/')]);
  assert.is(app.routes.length, 3);
});

table('should check patterns that a scope or controller prefix produces', () => {
  const prefix: string = '/api/';
  expectFwError(() => define(Router.scope(prefix + '/', [], [Router.get('/x', ok)])), 'FW_ERR_PATTERN_EMPTY_SEGMENT');
  const bare: string = 'api';
  expectFwError(() => define(Router.scope(bare, [], [Router.get('/x', ok)])), 'FW_ERR_PATTERN_START');
  const star: string = '/files/*path';
  expectFwError(
    () => define(Controller.define({ prefix: star }, [Router.get('/raw', ok)]).routes),
    'FW_ERR_PATTERN_WILDCARD_NOT_LAST',
  );
  const dup: string = '/orgs/:id';
  expectFwError(() => define(Router.scope(dup, [], [Router.get('/users/:id', ok)])), 'FW_ERR_PATTERN_DUPLICATE_PARAM');
});

table('should reject the same method and pattern declared twice', () => {
  const error = expectFwError(
    () => define([Router.get('/users/:id', ok), Router.post('/users/:id', ok), Router.get('/users/:id', ok)]),
    'FW_ERR_ROUTE_DUPLICATE',
  );
  assert.ok(error.message.includes('"/users/:id"'));
  assert.is(error.params['method'], 'GET');
  expectFwError(
    () => define([Router.route('PURGE', '/cache', ok), Router.route('PURGE', '/cache', ok)]),
    'FW_ERR_ROUTE_DUPLICATE',
  );
  expectFwError(
    () => define([...Router.resource('/users', { index: ok }), Router.get('/users', ok)]),
    'FW_ERR_ROUTE_DUPLICATE',
  );
});

table('should allow the same pattern for different methods and a trailing-slash twin', () => {
  const app = define([
    Router.get('/users', ok),
    Router.post('/users', ok),
    Router.get('/users/', ok),
    Router.route('PURGE', '/users', ok),
  ]);
  assert.equal(
    app.routes.map((r) => `${r.method} ${r.pattern}`),
    ['GET /users', 'POST /users', 'GET /users/', 'PURGE /users'],
  );
});

table('should reject patterns that differ only in parameter names', () => {
  const error = expectFwError(
    () => define([Router.get('/u/:id', ok), Router.get('/u/:name', ok)]),
    'FW_ERR_ROUTE_AMBIGUOUS',
  );
  assert.ok(error.message.includes('"/u/:id"'));
  assert.ok(error.message.includes('"/u/:name"'));
  expectFwError(() => define([Router.get('/f/*path', ok), Router.get('/f/*rest', ok)]), 'FW_ERR_ROUTE_AMBIGUOUS');
  expectFwError(
    () => define([Router.get('/o/:org/r/:repo', ok), Router.get('/o/:owner/r/:name', ok)]),
    'FW_ERR_ROUTE_AMBIGUOUS',
  );
  expectFwError(() => define([Router.get('/u/:id/', ok), Router.get('/u/:name/', ok)]), 'FW_ERR_ROUTE_AMBIGUOUS');
});

table('should allow like-shaped patterns for other methods, lengths or segment kinds', () => {
  const app = define([
    Router.get('/u/:id', ok),
    Router.put('/u/:name', ok),
    Router.get('/u/:id/x', ok),
    Router.get('/u/:id/', ok),
    Router.get('/u/*rest', ok),
    Router.get('/u/me', ok),
  ]);
  assert.is(app.routes.length, 6);
});

table('should reject a route name used twice', () => {
  const routes: AnyRouteLike[] = [
    Router.get('/a', ok).named('same'),
    Router.get('/b', ok),
    Router.post('/c', ok).named('same'),
  ];
  const error = expectFwError(() => define(routes), 'FW_ERR_ROUTE_DUPLICATE_NAME');
  assert.ok(error.message.includes('"same"'));
  assert.is(error.params['first'], 'GET /a');
  assert.is(error.params['second'], 'POST /c');
  const other: AnyRouteLike[] = [Router.get('/a', ok).named('a'), Router.get('/b', ok).named('b')];
  assert.is(define(other).pathFor('a' as never), '/a');
});

table('should reject an empty route name', () => {
  const empty: string = '';
  const error = expectFwError(() => define([Router.get('/a', ok).named(empty)]), 'FW_ERR_ROUTE_EMPTY_NAME');
  assert.ok(error.message.includes('"/a"'));
});

table('should reject a handler that is not a function', () => {
  for (const handler of [undefined, null, 'ok', {}, 42]) {
    const error = expectFwError(() => define([Router.get('/a', handler as never)]), 'FW_ERR_ROUTE_BAD_HANDLER');
    assert.ok(error.message.includes('"/a"'));
  }
  expectFwError(() => define(Router.resource('/users', { index: 'nope' as never })), 'FW_ERR_ROUTE_BAD_HANDLER');
});

table('should reject middleware that is not a function, globally and per route', () => {
  const global = expectFwError(
    () => define([Router.get('/a', ok)], [(_ctx, next) => next(), 'auth' as never]),
    'FW_ERR_MIDDLEWARE_NOT_FUNCTION',
  );
  assert.is(global.params['index'], 1);
  const scoped = expectFwError(
    () => define(Router.scope('/api', [undefined as never], [Router.get('/a', ok)])),
    'FW_ERR_MIDDLEWARE_NOT_FUNCTION',
  );
  assert.ok(scoped.message.includes('/api/a'));
  expectFwError(
    () => define(Router.scope('/api', { middleware: [{} as never] }, [Router.get('/a', ok)])),
    'FW_ERR_MIDDLEWARE_NOT_FUNCTION',
  );
  expectFwError(
    () => define(Router.resource('/users', { index: ok, middleware: [null as never] })),
    'FW_ERR_MIDDLEWARE_NOT_FUNCTION',
  );
  expectFwError(
    () => define(Controller.define({ prefix: '/c', middleware: [1 as never] }, [Router.get('/a', ok)]).routes),
    'FW_ERR_MIDDLEWARE_NOT_FUNCTION',
  );
});

table('should reject an entry of routes that is not a RouteDef, such as an unspread list', () => {
  const users = Router.resource('/users', { index: ok, show: ok });
  const error = expectFwError(() => define([Router.get('/', ok), users as never]), 'FW_ERR_ROUTE_INVALID');
  assert.is(error.params['index'], 1);
  const controller = Controller.define({ prefix: '/c' }, [Router.get('/a', ok)]);
  expectFwError(() => define([controller as never]), 'FW_ERR_ROUTE_INVALID');
  expectFwError(() => define([{ method: 'GET', pattern: '/a', handler: ok } as never]), 'FW_ERR_ROUTE_INVALID');
  expectFwError(() => define([undefined as never]), 'FW_ERR_ROUTE_INVALID');
  assert.is(define([Router.get('/', ok), ...users]).routes.length, 3);
});

table('should reject a method that is not an upper-case token', () => {
  for (const method of ['get', 'Get', 'G ET', '', 'GET\n', '1GET']) {
    const error = expectFwError(() => define([Router.route(method, '/a', ok)]), 'FW_ERR_ROUTE_BAD_METHOD');
    assert.is(error.params['method'], method);
  }
  const app = define([
    Router.route('PURGE', '/a', ok),
    Router.route('M-SEARCH', '/a', ok),
    Router.route('CONNECT', '/:authority', ok),
  ]);
  assert.is(app.routes.length, 3);
});

table('should report the first problem in declaration order', () => {
  expectFwError(
    () => define([Router.get('/ok', ok), getRoute('/a//b'), getRoute('/c/*x/d')]),
    'FW_ERR_PATTERN_EMPTY_SEGMENT',
  );
});

table.run();
