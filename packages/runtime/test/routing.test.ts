/** Routing: the route helpers, matcher precedence, 404/405/HEAD/OPTIONS, grouping, named routes and the middleware order. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Controller, FwError, RouteDef, Router, type AnyRouteLike, type Context, type Middleware } from '@fw/runtime';
import { listen, rawSession } from './helpers.js';

/** A handler answering `text`. */
const say =
  (text: string) =>
  (ctx: Context): void =>
    ctx.text(text);

/** A handler answering its route pattern and its decoded path parameters as JSON. */
const echo = (ctx: Context): void => ctx.json({ route: ctx.routePattern, params: { ...ctx.params } });

/** Middleware that appends `label` to `log` on the way in and `label:out` on the way out. */
const trace =
  (log: string[], label: string): Middleware =>
  async (_ctx, next) => {
    log.push(label);
    await next();
    log.push(`${label}:out`);
  };

interface RawResponse {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/**
 * Sends raw bytes to the app on a real socket and returns everything the server wrote (latin1)
 * until it closed, or what it wrote by `waitMs` when it keeps the connection open.
 */
async function exchangeWith(routes: readonly AnyRouteLike[], text: string, waitMs = 3000): Promise<string> {
  const running = await listen(Router.define({ routes: routes as AnyRouteLike[], onError: () => {} }));
  try {
    const out = await rawSession(running.server.port, text, { timeout: waitMs, encode: 'utf8' });
    if (out.error !== undefined) throw out.error;
    return out.text;
  } finally {
    await running.close();
  }
}

/** Parses the first response of a raw HTTP/1.1 exchange (bodies here always carry Content-Length). */
function parseRaw(text: string): RawResponse {
  const split = text.indexOf('\r\n\r\n');
  assert.ok(split > 0, `no complete response in ${JSON.stringify(text)}`);
  const [statusLine, ...lines] = text.slice(0, split).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? 0);
  return { status: Number(statusLine!.split(' ')[1]), headers, body: text.slice(split + 4, split + 4 + length) };
}

/** Defines an app from a route list built at run time, with a silent error hook. */
function app(routes: readonly AnyRouteLike[], middleware: readonly Middleware[] = []) {
  return Router.define({ middleware, routes: routes as AnyRouteLike[], onError: () => {} });
}

const JSON_TYPE = 'application/json; charset=utf-8';
const TEXT_TYPE = 'text/plain; charset=utf-8';

// ---------------------------------------------------------------------------------------------

const helpers = suite('Router helpers');

helpers('should build a RouteDef with the method of each helper', () => {
  const made: [RouteDef<string, string, never>, string][] = [
    [Router.get('/r', say('x')), 'GET'],
    [Router.post('/r', say('x')), 'POST'],
    [Router.put('/r', say('x')), 'PUT'],
    [Router.patch('/r', say('x')), 'PATCH'],
    [Router.delete('/r', say('x')), 'DELETE'],
    [Router.head('/r', say('x')), 'HEAD'],
    [Router.options('/r', say('x')), 'OPTIONS'],
    [Router.route('CONNECT', '/r', say('x')), 'CONNECT'],
    [Router.route('PURGE', '/r', say('x')), 'PURGE'],
  ];
  for (const [route, method] of made) {
    assert.instance(route, RouteDef);
    assert.is(route.method, method);
    assert.is(route.pattern, '/r');
    assert.is(route.name, undefined);
    assert.is(route.apiDoc, undefined);
    assert.equal(route.middleware, []);
    assert.equal(route.tags, []);
  }
});

helpers('should route each method to the handler of its helper', async () => {
  const a = app([
    Router.get('/thing', say('get')),
    Router.post('/thing', say('post')),
    Router.put('/thing', say('put')),
    Router.patch('/thing', say('patch')),
    Router.delete('/thing', say('delete')),
    Router.options('/thing', say('options')),
    Router.route('PURGE', '/thing', say('purge')),
    Router.route('PROPFIND', '/thing', say('propfind')),
  ]);
  for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PURGE', 'PROPFIND']) {
    const res = await a.request('/thing', { method });
    assert.is(res.status, 200, method);
    assert.is(res.headers['content-type'], TEXT_TYPE);
    assert.is(res.body, method.toLowerCase());
  }
});

helpers('should route HEAD to a Router.head route', async () => {
  const a = app([Router.head('/h', (ctx) => ctx.setHeader('x-head', 'yes').send(200))]);
  const res = await a.request('/h', { method: 'HEAD' });
  assert.is(res.status, 200);
  assert.is(res.headers['x-head'], 'yes');
  assert.is(res.body, '');
  const get = await a.request('/h');
  assert.is(get.status, 405);
  assert.is(get.headers['allow'], 'HEAD');
});

helpers('should route CONNECT with an authority-form target to Router.route("CONNECT", "/:authority")', async () => {
  const routes = [
    Router.route('CONNECT', '/:authority', (ctx) =>
      ctx.text(200, `tunnel to ${ctx.pathParam('authority')} via ${ctx.routePattern}`),
    ),
    Router.get('/:authority', say('wrong method')),
  ];
  const out = await exchangeWith(routes, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
  const res = parseRaw(out);
  assert.is(res.status, 200);
  assert.is(res.headers['content-type'], TEXT_TYPE);
  assert.is(res.body, 'tunnel to example.com:443 via /:authority');
});

helpers.run();

// ---------------------------------------------------------------------------------------------

const precedence = suite('matcher precedence');

precedence('should prefer static over param over wildcard whatever the declaration order', async () => {
  const a = app([
    Router.get('/files/*rest', (ctx) => ctx.text(`wildcard:${ctx.pathParam('rest')}`)),
    Router.get('/files/:name', (ctx) => ctx.text(`param:${ctx.pathParam('name')}`)),
    Router.get('/files/readme', say('static')),
  ]);
  const expected: [string, string][] = [
    ['/files/readme', 'static'],
    ['/files/other', 'param:other'],
    ['/files/readme.md', 'param:readme.md'],
    ['/files/a/b', 'wildcard:a/b'],
    ['/files/readme/x', 'wildcard:readme/x'],
    ['/files/', 'wildcard:'],
  ];
  for (const [path, body] of expected) {
    const res = await a.request(path);
    assert.is(res.status, 200, path);
    assert.is(res.body, body, path);
  }
});

precedence('should apply the precedence at every segment and fall back when a branch fails', async () => {
  const a = app([
    Router.get('/p/*rest', (ctx) => ctx.text(`wildcard:${ctx.pathParam('rest')}`)),
    Router.get('/p/:a/x', (ctx) => ctx.text(`param-static:${ctx.pathParam('a')}`)),
    Router.get('/p/s/:b', (ctx) => ctx.text(`static-param:${ctx.pathParam('b')}`)),
    Router.get('/p/s/:b/:c', (ctx) => ctx.text(`static-param-param:${ctx.pathParam('b')},${ctx.pathParam('c')}`)),
  ]);
  const expected: [string, string][] = [
    ['/p/s/x', 'static-param:x'],
    ['/p/q/x', 'param-static:q'],
    ['/p/s', 'wildcard:s'],
    ['/p/q/y', 'wildcard:q/y'],
    ['/p/s/1/2', 'static-param-param:1,2'],
    ['/p/s/1/2/3', 'wildcard:s/1/2/3'],
  ];
  for (const [path, body] of expected) {
    const res = await a.request(path);
    assert.is(res.status, 200, path);
    assert.is(res.body, body, path);
  }
});

precedence('should backtrack from a static prefix that fails deeper to a param sibling', async () => {
  const a = app([
    Router.get('/a/b/d', say('static')),
    Router.get('/a/:x/c', (ctx) => ctx.json({ x: ctx.pathParam('x') })),
    Router.get('/m/:x/:y/end', (ctx) => ctx.json({ x: ctx.pathParam('x'), y: ctx.pathParam('y') })),
    Router.get('/m/k/:z/other', say('unused branch')),
  ]);
  const c = await a.request('/a/b/c');
  assert.is(c.status, 200);
  assert.equal(c.json(), { x: 'b' });
  const d = await a.request('/a/b/d');
  assert.is(d.body, 'static');
  const deep = await a.request('/m/k/v/end');
  assert.is(deep.status, 200);
  assert.equal(deep.json(), { x: 'k', y: 'v' });
  assert.is((await a.request('/a/b/e')).status, 404);
});

precedence('should treat a trailing slash as a different path', async () => {
  const a = app([
    Router.get('/users', say('no slash')),
    Router.get('/users/', say('slash')),
    Router.get('/only', say('only')),
  ]);
  assert.is((await a.request('/users')).body, 'no slash');
  assert.is((await a.request('/users/')).body, 'slash');
  assert.is((await a.request('/only')).body, 'only');
  const missing = await a.request('/only/');
  assert.is(missing.status, 404);
  assert.is((await a.request('/users?x=1')).body, 'no slash');
  assert.is((await a.request('/users/?x=1')).body, 'slash');
});

precedence('should match static segments case-sensitively', async () => {
  const a = app([Router.get('/Users', say('upper')), Router.get('/users', say('lower'))]);
  assert.is((await a.request('/Users')).body, 'upper');
  assert.is((await a.request('/users')).body, 'lower');
  assert.is((await a.request('/USERS')).status, 404);
  assert.is((await a.request('/uSers?x=1')).status, 404);
});

precedence('should read all 8 path parameters', async () => {
  const a = app([Router.get('/:a/:b/:c/:d/:e/:f/:g/:h', echo), Router.get('/w/:a/:b/:c/:d/:e/:f/:g/*h', echo)]);
  const res = await a.request('/1/2/3/4/5/6/7/8');
  assert.is(res.status, 200);
  assert.equal(res.json(), {
    route: '/:a/:b/:c/:d/:e/:f/:g/:h',
    params: { a: '1', b: '2', c: '3', d: '4', e: '5', f: '6', g: '7', h: '8' },
  });
  const wild = await a.request('/w/1/2/3/4/5/6/7/8/9/10');
  assert.equal(wild.json(), {
    route: '/w/:a/:b/:c/:d/:e/:f/:g/*h',
    params: { a: '1', b: '2', c: '3', d: '4', e: '5', f: '6', g: '7', h: '8/9/10' },
  });
  assert.is((await a.request('/1/2/3/4/5/6/7')).status, 404);
});

precedence('should give a wildcard the rest of the path, slashes included, possibly empty', async () => {
  const a = app([Router.get('/static/*path', echo), Router.get('/:id/*rest', echo)]);
  assert.equal((await a.request('/static/css/site/a.css')).json(), {
    route: '/static/*path',
    params: { path: 'css/site/a.css' },
  });
  assert.equal((await a.request('/static/')).json(), { route: '/static/*path', params: { path: '' } });
  assert.equal((await a.request('/static/a//b/')).json(), { route: '/static/*path', params: { path: 'a//b/' } });
  assert.equal((await a.request('/static/x?v=1/2')).json(), { route: '/static/*path', params: { path: 'x' } });
  assert.equal((await a.request('/static/a%2Fb%20c')).json(), { route: '/static/*path', params: { path: 'a/b c' } });
  assert.equal((await a.request('/7/')).json(), { route: '/:id/*rest', params: { id: '7', rest: '' } });
  assert.is((await a.request('/static')).status, 404);
});

precedence('should percent-decode parameters only, after matching', async () => {
  const a = app([Router.get('/u/:name', echo), Router.get('/u/:name/x', say('x'))]);
  assert.equal((await a.request('/u/a%20b')).json(), { route: '/u/:name', params: { name: 'a b' } });
  assert.equal((await a.request('/u/a%2Fb')).json(), { route: '/u/:name', params: { name: 'a/b' } });
  assert.equal((await a.request('/u/a%2Fx')).json(), { route: '/u/:name', params: { name: 'a/x' } });
  assert.equal((await a.request('/u/caf%C3%A9')).json(), { route: '/u/:name', params: { name: 'café' } });
  assert.equal((await a.request('/u/a+b')).json(), { route: '/u/:name', params: { name: 'a+b' } });
  assert.equal((await a.request('/u/%25')).json(), { route: '/u/:name', params: { name: '%' } });
});

precedence('should leave the query string out of matching', async () => {
  const a = app([
    Router.get('/u/:id', (ctx) => ctx.json({ id: ctx.pathParam('id'), x: ctx.query.get('x'), path: ctx.path })),
    Router.get('/', (ctx) => ctx.text(`root ${ctx.query.get('q')}`)),
  ]);
  const res = await a.request('/u/1?x=/y');
  assert.is(res.status, 200);
  assert.equal(res.json(), { id: '1', x: '/y', path: '/u/1' });
  assert.equal((await a.request('/u/1?x=a/b/c?d')).json(), { id: '1', x: 'a/b/c?d', path: '/u/1' });
  assert.is((await a.request('/?q=/u/1')).body, 'root /u/1');
  assert.is((await a.request('/u/?x=1')).status, 404);
});

precedence('should find each of many static siblings (hashed look-up) and their param sibling', async () => {
  const names = Array.from({ length: 50 }, (_, i) => `r${i}`);
  // 'Aa' and 'BB' (and their concatenations) have the same 31-based string hash: a collision chain.
  const colliding = ['Aa', 'BB', 'AaAa', 'AaBB', 'BBAa', 'BBBB'];
  const a = app([
    ...names.map((n) => Router.get(`/${n}`, say(n))),
    ...colliding.map((n) => Router.get(`/${n}`, say(n))),
    Router.get('/:other', (ctx) => ctx.text(`param:${ctx.pathParam('other')}`)),
    // Computed patterns: the handlers take a plain Context (PathParams of `/k/${string}/:id` is never).
    ...names.map((n) => Router.get(`/k/${n}/:id`, (ctx: Context) => ctx.text(`${n}:${ctx.pathParam('id')}`))),
    ...colliding.map((n) => Router.get(`/k/${n}/:id`, (ctx: Context) => ctx.text(`${n}:${ctx.pathParam('id')}`))),
    Router.get('/k/:other/:id', (ctx) => ctx.text(`param:${ctx.pathParam('other')}:${ctx.pathParam('id')}`)),
  ]);
  for (const n of [...names, ...colliding]) {
    assert.is((await a.request(`/${n}`)).body, n);
    // With a query string the whole-path map is skipped and the segment tree (hashed children) answers.
    assert.is((await a.request(`/${n}?q=1`)).body, n);
    assert.is((await a.request(`/k/${n}/7`)).body, `${n}:7`);
  }
  for (const other of ['r50', 'r', 'r1x', 'R1', 'Ab', 'AaA', 'BBB']) {
    assert.is((await a.request(`/${other}`)).body, `param:${other}`);
    assert.is((await a.request(`/${other}?q=1`)).body, `param:${other}`);
    assert.is((await a.request(`/k/${other}/7`)).body, `param:${other}:7`);
  }
});

precedence.run();

// ---------------------------------------------------------------------------------------------

const noRoute = suite('404, 405, HEAD and OPTIONS');

noRoute('should answer 404 with a JSON error body when nothing matches', async () => {
  const a = app([Router.get('/users/:id', echo)]);
  for (const path of ['/nope', '/users', '/users/1/x', '/', '/nope?x=%zz']) {
    const res = await a.request(path);
    assert.is(res.status, 404, path);
    assert.is(res.headers['content-type'], JSON_TYPE);
    assert.is(res.body, '{"error":{"status":404,"message":"Not Found"}}');
    assert.is(res.headers['content-length'], String(res.body.length));
  }
  const empty = Router.define({ routes: [] });
  const res = await empty.request('/anything');
  assert.is(res.status, 404);
  assert.equal(res.json(), { error: { status: 404, message: 'Not Found' } });
});

noRoute('should keep a keep-alive connection open after a 404 to a request without a body', async () => {
  const out = await exchangeWith(
    [Router.get('/a', say('a'))],
    'GET /nope HTTP/1.1\r\nHost: x\r\n\r\nGET /a HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  );
  const first = parseRaw(out);
  assert.is(first.status, 404);
  assert.not.ok(/^connection: close$/im.test(out.slice(0, out.indexOf('\r\n\r\n'))), 'the 404 closed the connection');
  assert.is((out.match(/HTTP\/1\.1 /g) ?? []).length, 2, 'the second request was answered');
  assert.ok(out.endsWith('\r\n\r\na'));
});

noRoute('should use the notFound handler of Router.define', async () => {
  const a = Router.define({
    routes: [Router.get('/here', say('here')), Router.post('/post-only', say('post'))],
    notFound: (ctx) => ctx.json(404, { missing: ctx.path }),
  });
  const res = await a.request('/not/here?x=1');
  assert.is(res.status, 404);
  assert.is(res.headers['content-type'], JSON_TYPE);
  assert.equal(res.json(), { missing: '/not/here' });
  assert.is((await a.request('/here')).body, 'here');
  const wrongMethod = await a.request('/post-only');
  assert.is(wrongMethod.status, 405);
  assert.is(wrongMethod.headers['allow'], 'POST');
  assert.is((await a.request('/bad/%zz')).status, 400);
});

noRoute('should answer 405 with a sorted Allow header when only other methods match', async () => {
  const a = app([
    Router.post('/items', say('post')),
    Router.get('/items', say('get')),
    Router.delete('/items', say('delete')),
    Router.route('PURGE', '/items', say('purge')),
    Router.put('/items/:id', say('put')),
    Router.get('/other', say('other')),
  ]);
  const res = await a.request('/items', { method: 'PATCH' });
  assert.is(res.status, 405);
  assert.is(res.headers['allow'], 'DELETE, GET, HEAD, POST, PURGE');
  assert.is(res.headers['content-type'], JSON_TYPE);
  assert.is(res.body, '{"error":{"status":405,"message":"Method Not Allowed"}}');
  const put = await a.request('/items/1', { method: 'GET' });
  assert.is(put.status, 405);
  assert.is(put.headers['allow'], 'PUT');
  const head = await a.request('/items/1', { method: 'HEAD' });
  assert.is(head.status, 405);
  assert.is(head.headers['allow'], 'PUT');
  assert.is(head.body, '');
});

noRoute('should answer HEAD with the GET route, without a body but with its Content-Length', async () => {
  let method = '';
  const a = app([
    Router.get('/hello', (ctx) => {
      method = ctx.method;
      ctx.setHeader('x-from', 'get').text('hello world');
    }),
  ]);
  const head = await a.request('/hello', { method: 'HEAD' });
  assert.is(head.status, 200);
  assert.is(head.body, '');
  assert.is(head.headers['content-length'], '11');
  assert.is(head.headers['content-type'], TEXT_TYPE);
  assert.is(head.headers['x-from'], 'get');
  assert.is(method, 'HEAD');
  const running = await listen(a);
  try {
    const res = await running.request('/hello', { method: 'HEAD' });
    assert.is(res.status, 200);
    assert.is(res.body, '');
    assert.is(res.headers['content-length'], '11');
    const get = await running.request('/hello');
    assert.is(get.body, 'hello world');
    assert.is(get.headers['content-length'], '11');
  } finally {
    await running.close();
  }
});

noRoute('should prefer an explicit HEAD route over the GET route', async () => {
  const a = app([
    Router.get('/doc', say('get body')),
    Router.head('/doc', (ctx) => ctx.setHeader('x-handler', 'head').send(204)),
  ]);
  const head = await a.request('/doc', { method: 'HEAD' });
  assert.is(head.status, 204);
  assert.is(head.headers['x-handler'], 'head');
  assert.is((await a.request('/doc')).body, 'get body');
});

noRoute('should answer OPTIONS itself with 204 and an Allow header that includes OPTIONS', async () => {
  const a = app([
    Router.put('/items/:id', say('put')),
    Router.get('/items/:id', say('get')),
    Router.delete('/items/:id', say('delete')),
  ]);
  const res = await a.request('/items/3', { method: 'OPTIONS' });
  assert.is(res.status, 204);
  assert.is(res.headers['allow'], 'DELETE, GET, HEAD, OPTIONS, PUT');
  assert.is(res.body, '');
  const missing = await a.request('/nothing', { method: 'OPTIONS' });
  assert.is(missing.status, 404);
  assert.equal(missing.json(), { error: { status: 404, message: 'Not Found' } });
});

noRoute('should prefer an explicit OPTIONS route', async () => {
  const a = app([
    Router.get('/cors', say('get')),
    Router.options('/cors', (ctx) => ctx.setHeader('access-control-allow-origin', '*').text(200, 'preflight')),
  ]);
  const res = await a.request('/cors', { method: 'OPTIONS' });
  assert.is(res.status, 200);
  assert.is(res.headers['access-control-allow-origin'], '*');
  assert.is(res.body, 'preflight');
  assert.is(res.headers['allow'], undefined);
});

noRoute('should answer "OPTIONS *" with every method of the app', async () => {
  const out = await exchangeWith(
    [Router.post('/a', say('a')), Router.get('/b', say('b')), Router.route('PURGE', '/c', say('c'))],
    'OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  );
  const res = parseRaw(out);
  assert.is(res.status, 204);
  assert.is(res.headers['allow'], 'GET, HEAD, OPTIONS, POST, PURGE');
  assert.is(res.body, '');
});

noRoute('should answer 400 for malformed percent-encoding in a parameter that is read', async () => {
  const a = app([
    Router.get('/u/:id', (ctx) => ctx.text(`id=${ctx.pathParam('id')}`)),
    Router.get('/lazy/:id', say('never decoded')),
    Router.get('/files/*path', (ctx) => ctx.text(`path=${ctx.pathParam('path')}`)),
  ]);
  for (const path of ['/u/%zz', '/u/%E0%A4%A', '/u/%', '/files/a/%C3']) {
    const res = await a.request(path);
    assert.is(res.status, 400, path);
    assert.is(res.headers['content-type'], JSON_TYPE);
    const body = res.json<{ error: { status: number; message: string } }>();
    assert.is(body.error.status, 400);
    assert.type(body.error.message, 'string');
  }
  const lazy = await a.request('/lazy/%zz');
  assert.is(lazy.status, 200);
  assert.is(lazy.body, 'never decoded');
});

noRoute('should answer 400 for malformed percent-encoding in a path that matches nothing', async () => {
  const a = app([Router.get('/u/:id', echo)]);
  const res = await a.request('/nothing/%zz/here');
  assert.is(res.status, 400);
  assert.is(res.headers['content-type'], JSON_TYPE);
  assert.equal(res.json<{ error: { status: number } }>().error.status, 400);
  assert.is((await a.request('/nothing/%20')).status, 404);
  assert.is((await a.request('/nothing?q=%zz')).status, 404);
});

noRoute('should route an absolute-form request target by its path', async () => {
  const routes = [
    Router.get('/users/:id', (ctx) =>
      ctx.json({ id: ctx.pathParam('id'), path: ctx.path, x: ctx.query.get('x'), url: ctx.url }),
    ),
    Router.get('/', (ctx) => ctx.text(`root ${ctx.path} ${ctx.query.get('q')}`)),
  ];
  const res = parseRaw(
    await exchangeWith(
      routes,
      'GET http://example.com/users/1?x=2 HTTP/1.1\r\nHost: example.com\r\nConnection: close\r\n\r\n',
    ),
  );
  assert.is(res.status, 200);
  assert.equal(JSON.parse(res.body), { id: '1', path: '/users/1', x: '2', url: 'http://example.com/users/1?x=2' });
  const root = parseRaw(
    await exchangeWith(
      routes,
      'GET HTTP://EXAMPLE.COM:8080?q=5 HTTP/1.1\r\nHost: example.com\r\nConnection: close\r\n\r\n',
    ),
  );
  assert.is(root.status, 200);
  assert.is(root.body, 'root / 5');
  const bad = parseRaw(
    await exchangeWith(
      routes,
      'GET ftp://example.com/users/1 HTTP/1.1\r\nHost: example.com\r\nConnection: close\r\n\r\n',
    ),
  );
  assert.is(bad.status, 400);
  assert.is(bad.headers['content-type'], JSON_TYPE);
  assert.is(JSON.parse(bad.body).error.status, 400);
});

noRoute.run();

// ---------------------------------------------------------------------------------------------

const resource = suite('Router.resource');

resource('should generate the seven conventional routes', () => {
  const h = say('x');
  const routes = Router.resource('/users', { index: h, show: h, create: h, update: h, delete: h, new: h, edit: h });
  assert.equal(routes.map((r) => `${r.method} ${r.pattern}`).sort(), [
    'DELETE /users/:id',
    'GET /users',
    'GET /users/:id',
    'GET /users/:id/edit',
    'GET /users/new',
    'POST /users',
    'PUT /users/:id',
  ]);
  assert.ok(routes.every((r) => r instanceof RouteDef));
});

resource('should route each action, with /users/new reaching new and not show', async () => {
  const action = (name: string) => (ctx: Context) => ctx.json({ action: name, id: ctx.pathParam('id') ?? null });
  const a = app(
    Router.resource('/users', {
      index: action('index'),
      show: action('show'),
      create: action('create'),
      update: action('update'),
      delete: action('delete'),
      new: action('new'),
      edit: action('edit'),
    }),
  );
  const expected: [string, string, string, string | null][] = [
    ['GET', '/users', 'index', null],
    ['GET', '/users/new', 'new', null],
    ['POST', '/users', 'create', null],
    ['GET', '/users/7', 'show', '7'],
    ['GET', '/users/7/edit', 'edit', '7'],
    ['PUT', '/users/7', 'update', '7'],
    ['DELETE', '/users/7', 'delete', '7'],
    ['GET', '/users/newer', 'show', 'newer'],
  ];
  for (const [method, path, name, id] of expected) {
    const res = await a.request(path, { method });
    assert.is(res.status, 200, `${method} ${path}`);
    assert.equal(res.json(), { action: name, id }, `${method} ${path}`);
  }
  const patch = await a.request('/users/7', { method: 'PATCH' });
  assert.is(patch.status, 405);
  assert.is(patch.headers['allow'], 'DELETE, GET, HEAD, PUT');
});

resource('should only generate routes for the handlers given', async () => {
  const routes = Router.resource('/posts', { index: say('index'), show: say('show') });
  assert.equal(
    routes.map((r) => `${r.method} ${r.pattern}`),
    ['GET /posts', 'GET /posts/:id'],
  );
  const a = app(routes);
  assert.is((await a.request('/posts/new')).body, 'show');
  const post = await a.request('/posts', { method: 'POST' });
  assert.is(post.status, 405);
  assert.is(post.headers['allow'], 'GET, HEAD');
});

resource('should run the resource middleware for its routes only', async () => {
  const log: string[] = [];
  const a = app([
    ...Router.resource('/users', { index: say('index'), show: say('show'), middleware: [trace(log, 'res')] }),
    Router.get('/health', say('ok')),
  ]);
  assert.is((await a.request('/health')).body, 'ok');
  assert.equal(log, []);
  assert.is((await a.request('/users/1')).body, 'show');
  assert.equal(log, ['res', 'res:out']);
  assert.is((await a.request('/users')).body, 'index');
  assert.equal(log, ['res', 'res:out', 'res', 'res:out']);
});

resource('should keep the parameters of a prefix with parameters', async () => {
  const a = app(
    Router.resource('/orgs/:org/members', {
      show: (ctx) => ctx.json({ org: ctx.pathParam('org'), id: ctx.pathParam('id') }),
    }),
  );
  assert.equal((await a.request('/orgs/acme/members/9')).json(), { org: 'acme', id: '9' });
});

resource.run();

// ---------------------------------------------------------------------------------------------

const scope = suite('Router.scope');

scope('should prefix routes and apply list middleware to them only', async () => {
  const log: string[] = [];
  const a = app([
    ...Router.scope('/api', [trace(log, 'api')], [Router.get('/me', say('me')), Router.post('/items', say('created'))]),
    Router.get('/me', say('outside')),
  ]);
  assert.is((await a.request('/me')).body, 'outside');
  assert.equal(log, []);
  assert.is((await a.request('/api/me')).body, 'me');
  assert.is((await a.request('/api/items', { method: 'POST' })).body, 'created');
  assert.equal(log, ['api', 'api:out', 'api', 'api:out']);
});

scope('should accept the { middleware } form and an empty object', async () => {
  const log: string[] = [];
  const withObject = Router.scope('/v1', { middleware: [trace(log, 'v1')] }, [Router.get('/x', say('v1 x'))]);
  const withEmpty = Router.scope('/v2', {}, [Router.get('/x', say('v2 x'))]);
  assert.is(withObject[0].pattern, '/v1/x');
  assert.is(withObject[0].middleware.length, 1);
  assert.equal(withEmpty[0].middleware, []);
  const a = app([...withObject, ...withEmpty]);
  assert.is((await a.request('/v2/x')).body, 'v2 x');
  assert.equal(log, []);
  assert.is((await a.request('/v1/x')).body, 'v1 x');
  assert.equal(log, ['v1', 'v1:out']);
});

scope('should nest, running outer middleware before inner middleware', async () => {
  const log: string[] = [];
  const routes = Router.scope(
    '/outer',
    [trace(log, 'outer')],
    [
      ...Router.scope('/inner', { middleware: [trace(log, 'inner1'), trace(log, 'inner2')] }, [
        Router.get('/x', (ctx) => {
          log.push('handler');
          ctx.text(ctx.routePattern ?? '');
        }),
      ]),
      Router.get('/y', say('y')),
    ],
  );
  assert.equal(
    routes.map((r) => r.pattern),
    ['/outer/inner/x', '/outer/y'],
  );
  const a = app(routes);
  const res = await a.request('/outer/inner/x');
  assert.is(res.body, '/outer/inner/x');
  assert.equal(log, ['outer', 'inner1', 'inner2', 'handler', 'inner2:out', 'inner1:out', 'outer:out']);
  log.length = 0;
  assert.is((await a.request('/outer/y')).body, 'y');
  assert.equal(log, ['outer', 'outer:out']);
});

scope('should read parameters declared in the prefix', async () => {
  const a = app(
    Router.scope(
      '/orgs/:org',
      [],
      [
        Router.get('/repos/:repo', (ctx) => {
          const plain: Context = ctx;
          ctx.json({ org: plain.pathParam('org'), repo: ctx.pathParam('repo'), route: ctx.routePattern });
        }),
      ],
    ),
  );
  const res = await a.request('/orgs/acme/repos/fw');
  assert.is(res.status, 200);
  assert.equal(res.json(), { org: 'acme', repo: 'fw', route: '/orgs/:org/repos/:repo' });
});

scope.run();

// ---------------------------------------------------------------------------------------------

const controller = suite('Controller.define and RouteDef');

controller('should prefix, tag and wrap routes in the controller middleware', async () => {
  const log: string[] = [];
  const users = Controller.define({ prefix: '/users', tag: 'Users', middleware: [trace(log, 'ctrl')] }, [
    Router.get('/', say('list')),
    Router.get('/:id', (ctx) => ctx.text(`user ${ctx.pathParam('id')}`)).doc({ summary: 'One user' }),
  ]);
  assert.is(users.prefix, '/users');
  assert.is(users.tag, 'Users');
  assert.equal(
    users.routes.map((r) => r.pattern),
    ['/users', '/users/:id'],
  );
  assert.equal(users.routes[0].tags, ['Users']);
  assert.equal(users.routes[1].tags, ['Users']);
  assert.equal(users.routes[1].apiDoc, { summary: 'One user' });
  const a = app([...users.routes, Router.get('/other', say('other'))]);
  assert.is((await a.request('/other')).body, 'other');
  assert.equal(log, []);
  assert.is((await a.request('/users/5')).body, 'user 5');
  assert.is((await a.request('/users')).body, 'list');
  assert.equal(log, ['ctrl', 'ctrl:out', 'ctrl', 'ctrl:out']);
});

controller('should stack tags and middleware outermost first when nested', async () => {
  const log: string[] = [];
  const inner = Controller.define({ prefix: '/inner', tag: 'Inner', middleware: [trace(log, 'inner')] }, [
    Router.get('/x', say('x')),
  ]);
  const outer = Controller.define({ prefix: '/outer', tag: 'Outer', middleware: [trace(log, 'outer')] }, inner.routes);
  const untagged = Controller.define({ prefix: '/plain', tag: '' }, [Router.get('/p', say('p'))]);
  assert.equal(outer.routes[0].tags, ['Outer', 'Inner']);
  assert.equal(untagged.routes[0].tags, []);
  const a = app([...outer.routes, ...untagged.routes]);
  assert.is((await a.request('/outer/inner/x')).body, 'x');
  assert.equal(log, ['outer', 'inner', 'inner:out', 'outer:out']);
  assert.is((await a.request('/plain/p')).body, 'p');
});

controller('should store .doc() and .named() on new RouteDefs, leaving the original unchanged', () => {
  const base = Router.get('/users/:id', say('x'));
  const doc = { summary: 'One user', tag: 'Users', queryParams: [{ name: 'full', required: false }] } as const;
  const documented = base.doc(doc);
  const named = documented.named('user');
  assert.is(base.apiDoc, undefined);
  assert.is(base.name, undefined);
  assert.is(documented.apiDoc, doc);
  assert.is(named.apiDoc, doc);
  assert.is(named.name, 'user');
  assert.is(named.handler, base.handler);
  assert.is(Router.get('/a', say('a')).named('a').doc({ summary: 's' }).name, 'a');
  const scoped = Router.scope('/api', [], [named])[0];
  assert.is(scoped.name, 'user');
  assert.is(scoped.apiDoc, doc);
  assert.is(scoped.pattern, '/api/users/:id');
});

controller.run();

// ---------------------------------------------------------------------------------------------

const named = suite('named routes');

const namedApp = Router.define({
  routes: [
    Router.get('/', say('home')).named('home'),
    Router.get('/users/:id', say('user')).named('user'),
    Router.get('/files/*path', say('file')).named('file'),
    Router.get('/orgs/:org/repos/:repo', say('repo')).named('repo'),
    Router.get('/list/', say('list')).named('list'),
    ...Router.scope('/api', [], [Router.get('/items/:id', say('item')).named('item')]),
    Router.get('/anonymous', say('anonymous')),
  ],
});

named('should give the pattern of a named route with pathFor', () => {
  assert.is(namedApp.pathFor('user'), '/users/:id');
  assert.is(namedApp.pathFor('file'), '/files/*path');
  assert.is(namedApp.pathFor('item'), '/api/items/:id');
  assert.is(namedApp.pathFor('home'), '/');
});

named('should build paths with percent-encoded values', async () => {
  assert.is(namedApp.buildPath('user', { id: 42 }), '/users/42');
  assert.is(namedApp.buildPath('user', { id: 'a b/c?d#e' }), '/users/a%20b%2Fc%3Fd%23e');
  assert.is(namedApp.buildPath('user', { id: 12345678901234567890n }), '/users/12345678901234567890');
  assert.is(namedApp.buildPath('user', { id: false }), '/users/false');
  assert.is(namedApp.buildPath('user', { id: 0 }), '/users/0');
  assert.is(namedApp.buildPath('repo', { org: 'acme', repo: 'fw' }), '/orgs/acme/repos/fw');
  assert.is(namedApp.buildPath('item', { id: 'x' }), '/api/items/x');
  assert.is(namedApp.buildPath('home'), '/');
  assert.is(namedApp.buildPath('list'), '/list/');
  const path = namedApp.buildPath('user', { id: 'a b/c' });
  const res = await namedApp.request(path);
  assert.is(res.body, 'user');
});

named('should keep the slashes of a wildcard value and encode the rest', () => {
  assert.is(namedApp.buildPath('file', { path: 'docs/a b/c.txt' }), '/files/docs/a%20b/c.txt');
  assert.is(namedApp.buildPath('file', { path: '' }), '/files/');
  assert.is(namedApp.buildPath('file', { path: 'x%y' }), '/files/x%25y');
});

named('should throw FW_ERR_BAD_PATH_PARAM for a value a URL would not keep as written', () => {
  const build = namedApp.buildPath as (name: string, params?: Record<string, unknown>) => string;
  const refused: [string, Record<string, unknown>, RegExp][] = [
    ['user', { id: '.' }, /path parameter "id": a URL removes a \. or \.\. segment/],
    ['user', { id: '..' }, /cannot put "\.\." in path parameter "id"/],
    ['file', { path: '../admin' }, /a URL removes/],
    ['file', { path: 'a/./b' }, /a URL removes/],
    ['file', { path: 'a/..' }, /a URL removes/],
    ['file', { path: '/evil.example' }, /an empty segment \(a leading or doubled \/\)/],
    ['file', { path: 'a//b' }, /an empty segment/],
  ];
  for (const [name, params, message] of refused) {
    try {
      build.call(namedApp, name, params);
      assert.unreachable(`buildPath should have refused ${JSON.stringify(params)}`);
    } catch (error) {
      assert.ok(error instanceof FwError);
      assert.is(error.code, 'FW_ERR_BAD_PATH_PARAM');
      assert.match(error.message, message);
    }
  }
  // Dots inside a value, and a wildcard's trailing slash, are kept as they are.
  assert.is(namedApp.buildPath('user', { id: '...' }), '/users/...');
  assert.is(namedApp.buildPath('user', { id: 'a.b' }), '/users/a.b');
  assert.is(namedApp.buildPath('file', { path: 'docs/' }), '/files/docs/');
  assert.is(namedApp.buildPath('file', { path: '.well/known..' }), '/files/.well/known..');
  // A wildcard at the root cannot make a protocol-relative link.
  const root = Router.define({ routes: [Router.get('/*rest', (ctx) => ctx.text(200, 'x')).named('any')] as const });
  assert.throws(() => root.buildPath('any', { rest: '/evil.example' }), /FW_ERR_BAD_PATH_PARAM|another route/);
  assert.is(root.buildPath('any', { rest: 'a/b' }), '/a/b');
});

named('should throw FW_ERR_MISSING_PATH_PARAM for a missing parameter', () => {
  const build = namedApp.buildPath as (name: string, params?: Record<string, unknown>) => string;
  for (const params of [{}, undefined, { id: undefined }, { id: null }, { id: '' }, { ID: 1 }]) {
    try {
      build.call(namedApp, 'user', params);
      assert.unreachable('buildPath should have thrown');
    } catch (error) {
      assert.ok(error instanceof FwError);
      assert.is(error.code, 'FW_ERR_MISSING_PATH_PARAM');
    }
  }
  try {
    build.call(namedApp, 'repo', { org: 'acme' });
    assert.unreachable('buildPath should have thrown');
  } catch (error) {
    assert.is((error as FwError).code, 'FW_ERR_MISSING_PATH_PARAM');
    assert.is((error as FwError).params['param'], 'repo');
  }
});

named('should throw FW_ERR_UNKNOWN_ROUTE_NAME for an unknown name', () => {
  const pathFor = namedApp.pathFor as (name: string) => string;
  const build = namedApp.buildPath as (name: string, params?: Record<string, unknown>) => string;
  for (const call of [
    () => pathFor.call(namedApp, 'nope'),
    () => build.call(namedApp, 'nope', {}),
    () => pathFor.call(namedApp, 'toString'),
  ]) {
    try {
      call();
      assert.unreachable('should have thrown');
    } catch (error) {
      assert.ok(error instanceof FwError);
      assert.is(error.code, 'FW_ERR_UNKNOWN_ROUTE_NAME');
    }
  }
});

named.run();

// ---------------------------------------------------------------------------------------------

const pipeline = suite('middleware pipeline');

pipeline('should run global middleware in order, then route middleware, then the handler', async () => {
  const log: string[] = [];
  const a = Router.define({
    middleware: [trace(log, 'g1'), trace(log, 'g2')],
    routes: [
      ...Router.scope(
        '/s',
        [trace(log, 'scope')],
        [
          Router.get('/x', (ctx) => {
            log.push('handler');
            ctx.text('x');
          }),
        ],
      ),
    ],
  });
  const res = await a.request('/s/x');
  assert.is(res.body, 'x');
  assert.equal(log, ['g1', 'g2', 'scope', 'handler', 'scope:out', 'g2:out', 'g1:out']);
  log.length = 0;
  const missing = await a.request('/nope');
  assert.is(missing.status, 404);
  assert.equal(log, ['g1', 'g2', 'g2:out', 'g1:out']);
});

pipeline('should let a middleware answer without calling next', async () => {
  let handled = false;
  const guard: Middleware = (ctx, next) => {
    if (ctx.header('authorization') !== 'Bearer ok') return ctx.json(401, { error: 'no' });
    return next();
  };
  const a = Router.define({
    middleware: [guard],
    routes: [
      Router.get('/secret', (ctx) => {
        handled = true;
        ctx.text('secret');
      }),
    ],
  });
  const denied = await a.request('/secret');
  assert.is(denied.status, 401);
  assert.is(denied.headers['content-type'], JSON_TYPE);
  assert.equal(denied.json(), { error: 'no' });
  assert.is(handled, false);
  const allowed = await a.request('/secret', { headers: { authorization: 'Bearer ok' } });
  assert.is(allowed.status, 200);
  assert.is(allowed.body, 'secret');
  assert.is(handled, true);
});

pipeline('should reject a second next() call with FW_ERR_NEXT_TWICE', async () => {
  const errors: unknown[] = [];
  let calls = 0;
  const twice: Middleware = async (_ctx, next) => {
    await next();
    await next();
  };
  const caught: string[] = [];
  const recovering: Middleware = async (ctx, next) => {
    await next();
    try {
      await next();
    } catch (error) {
      caught.push((error as FwError).code);
    }
    if (!ctx.responded) ctx.text('late');
  };
  const a = Router.define({
    onError: (error) => errors.push(error),
    routes: [
      ...Router.scope('/twice', [twice], [Router.get('/', () => void calls++)]),
      ...Router.scope('/recover', [recovering], [Router.get('/', (ctx) => void ctx.text(`call ${++calls}`))]),
    ],
  });
  const res = await a.request('/twice');
  assert.is(res.status, 500);
  assert.equal(res.json(), { error: { status: 500, message: 'Internal Server Error' } });
  assert.is(calls, 1);
  assert.is(errors.length, 1);
  assert.ok(errors[0] instanceof FwError);
  assert.is(errors[0].code, 'FW_ERR_NEXT_TWICE');
  const recovered = await a.request('/recover');
  assert.is(recovered.status, 200);
  assert.is(recovered.body, 'call 2');
  assert.equal(caught, ['FW_ERR_NEXT_TWICE']);
  assert.is(calls, 2);
});

pipeline('should show the matched pattern and name to a global middleware after next()', async () => {
  const seen: [string | undefined, string | undefined, string | undefined, string | undefined, number][] = [];
  const observe: Middleware = async (ctx, next) => {
    const before = [ctx.routePattern, ctx.routeName] as const;
    await next();
    seen.push([before[0], before[1], ctx.routePattern, ctx.routeName, ctx.statusCode]);
  };
  const a = Router.define({
    middleware: [observe],
    routes: [
      Router.get('/users/:id', (ctx) => ctx.json('created', { ok: true })).named('user'),
      Router.get('/anon', say('anon')),
    ],
  });
  assert.is((await a.request('/users/1')).status, 201);
  assert.is((await a.request('/anon')).status, 200);
  assert.is((await a.request('/missing')).status, 404);
  assert.equal(seen, [
    [undefined, undefined, '/users/:id', 'user', 201],
    [undefined, undefined, '/anon', undefined, 200],
    [undefined, undefined, undefined, undefined, 404],
  ]);
});

pipeline.run();
