/** apidocs.generateSpec: the document's rules, its errors, determinism, the golden fixture and the outside validators. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Controller,
  ERROR_BODY,
  FwError,
  HttpError,
  RouteDef,
  Router,
  apidocs,
  basicAuth,
  bearerAuth,
  describeMiddleware,
  staticTokens,
  type App,
  type AnyRouteLike,
  type Context,
  type ErrorCode,
  type JsonSchema,
  type SpecConfig,
  type TypeDoc,
} from '@fw/runtime';
import * as fixture from '../../../fixtures/spec/fixture-app.mjs';
import { checkOpenApi, openApiJudge } from './openapi-validate.js';

// ---------------------------------------------------------------------------------------------
// Helpers

interface Operation {
  readonly summary: string;
  readonly description?: string;
  readonly tags?: readonly string[];
  readonly operationId?: string;
  readonly parameters?: readonly Record<string, unknown>[];
  readonly requestBody?: unknown;
  readonly responses: Readonly<Record<string, unknown>>;
  readonly security?: readonly Readonly<Record<string, readonly string[]>>[];
}

interface OpenApiDoc {
  readonly openapi: string;
  readonly info: Readonly<Record<string, string>>;
  readonly servers: readonly { readonly url: string }[];
  readonly tags?: readonly { readonly name: string; readonly description?: string }[];
  readonly paths: Readonly<Record<string, Readonly<Record<string, Operation>>>>;
  readonly components: {
    readonly schemas: Readonly<Record<string, unknown>>;
    readonly securitySchemes: Readonly<Record<string, unknown>>;
  };
}

const FIXTURES = fileURLToPath(new URL('../../../fixtures/spec/', import.meta.url));
const ACCEPT_HINT =
  'the generated document differs from the golden file; if the change is intended, run `node scripts/accept-golden.mjs` from the repository root and commit the result';

const ok = (ctx: Context): void => ctx.text(200, 'ok');
const judge = openApiJudge();

/** A TypeDoc as the transformer writes it. */
function typeDoc(
  name: string,
  schema: JsonSchema,
  extra: { source?: string; components?: Record<string, JsonSchema> } = {},
): TypeDoc {
  return { kind: 'fw.type', name, schema, ...extra };
}

const userType = typeDoc(
  'User',
  { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } }, required: ['id', 'name'] },
  { source: 'src/models.ts:3' },
);
const newUserType = typeDoc(
  'NewUser',
  { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
  { source: 'src/models.ts:9' },
);

/** Generates the document, checks it against the OpenAPI 3.1 schema, and returns it parsed. */
async function generate(routes: readonly AnyRouteLike[], config: SpecConfig = {}): Promise<OpenApiDoc> {
  const text = apidocs.generateSpec(config, routes);
  const doc = JSON.parse(text) as OpenApiDoc;
  const verdict = await judge.validate(doc as unknown as Record<string, unknown>);
  assert.ok(verdict.valid, `the document is not valid OpenAPI 3.1:\n${verdict.errors}\n${text}`);
  return doc;
}

/** The operation `method` of `path`, failing when it is missing. */
function op(doc: OpenApiDoc, path: string, method: string): Operation {
  const operation = doc.paths[path]?.[method];
  assert.ok(operation, `no ${method} operation at ${path}; paths: ${JSON.stringify(Object.keys(doc.paths))}`);
  return operation;
}

/** The first differing line of two texts with two lines of context, and how many lines differ. */
function firstDifference(actual: string, expected: string): string {
  const a = actual.split('\n');
  const e = expected.split('\n');
  let first = 0;
  while (first < a.length && first < e.length && a[first] === e[first]) first++;
  let differing = 0;
  for (let i = 0; i < Math.max(a.length, e.length); i++) if (a[i] !== e[i]) differing++;
  const from = Math.max(0, first - 2);
  const show = (lines: string[]): string =>
    lines
      .slice(from, first + 3)
      .map((line, i) => `  ${String(from + i + 1).padStart(4)} ${line}`)
      .join('\n');
  return `first difference at line ${first + 1} (${differing} line(s) differ, ${a.length} generated vs ${e.length} golden)\ngenerated:\n${show(a)}\ngolden:\n${show(e)}`;
}

/** Runs `fn`, expecting an FwError with `code`; returns it. */
function throwsCode(fn: () => unknown, code: ErrorCode): FwError {
  try {
    fn();
  } catch (error) {
    assert.ok(error instanceof FwError, `expected FwError ${code}, got ${String(error)}`);
    assert.is(error.code, code);
    return error;
  }
  assert.unreachable(`expected FwError ${code}`);
  throw new Error('unreachable');
}

// ---------------------------------------------------------------------------------------------
const document = suite('apidocs.generateSpec document');

document('should use the defaults and keep the top-level keys in order', async () => {
  const text = apidocs.generateSpec({}, []);
  assert.is(
    text,
    JSON.stringify(
      {
        openapi: '3.1.0',
        info: { title: 'API Documentation', version: '1.0.0' },
        servers: [{ url: '/' }],
        paths: {},
        components: { schemas: {}, securitySchemes: {} },
      },
      null,
      2,
    ),
  );
  await generate([]);
});

document('should take title, description, version and server URL from the config', async () => {
  const doc = await generate([], {
    title: 'Shop',
    description: 'The shop API.',
    version: '3.2.1',
    serverUrl: 'https://shop.test/api',
  });
  assert.equal(doc.info, { title: 'Shop', description: 'The shop API.', version: '3.2.1' });
  assert.equal(Object.keys(doc.info), ['title', 'description', 'version']);
  assert.equal(doc.servers, [{ url: 'https://shop.test/api' }]);
});

document('should use the defaults for empty strings and leave out an empty description', async () => {
  const doc = await generate([], { title: '', description: '', version: '', serverUrl: '' });
  assert.equal(doc.info, { title: 'API Documentation', version: '1.0.0' });
  assert.equal(doc.servers, [{ url: '/' }]);
});

document('should leave out routes without .doc()', async () => {
  const doc = await generate([
    Router.get('/a', ok),
    Router.get('/b', ok).doc({}),
    Router.post('/a', ok).named('hidden'),
    Router.post('/b', ok),
  ]);
  assert.equal(Object.keys(doc.paths), ['/b']);
  assert.equal(Object.keys(doc.paths['/b']!), ['get']);
});

document(
  'should give each path one entry, in order of first appearance, with operations by lower-case method in route order',
  async () => {
    const doc = await generate([
      Router.post('/users', ok).doc({}),
      Router.get('/posts', ok).doc({}),
      Router.get('/users', ok).doc({}),
      Router.delete('/users/:id', ok).doc({}),
      Router.patch('/users/:id', ok).doc({}),
      Router.put('/users/', ok).doc({}),
    ]);
    assert.equal(Object.keys(doc.paths), ['/users', '/posts', '/users/{id}', '/users/']);
    assert.equal(Object.keys(doc.paths['/users']!), ['post', 'get']);
    assert.equal(Object.keys(doc.paths['/users/{id}']!), ['delete', 'patch']);
  },
);

document('should write :name and *name as {name} with a required string path parameter', async () => {
  const doc = await generate([
    Router.get('/orgs/:org/repos/:repo', ok).doc({}),
    Router.get('/files/*path', ok).doc({}),
    Router.get('/', ok).doc({}),
  ]);
  assert.equal(Object.keys(doc.paths), ['/orgs/{org}/repos/{repo}', '/files/{path}', '/']);
  assert.equal(op(doc, '/orgs/{org}/repos/{repo}', 'get').parameters, [
    { name: 'org', in: 'path', required: true, schema: { type: 'string' } },
    { name: 'repo', in: 'path', required: true, schema: { type: 'string' } },
  ]);
  assert.equal(op(doc, '/files/{path}', 'get').parameters, [
    { name: 'path', in: 'path', required: true, schema: { type: 'string' } },
  ]);
  assert.is(op(doc, '/', 'get').parameters, undefined);
});

document(
  'should add query parameters after the path parameters, with required false and type string by default',
  async () => {
    const doc = await generate([
      Router.get('/users/:id/posts', ok).doc({
        queryParams: [
          { name: 'page', schemaType: 'integer', description: 'Page number.' },
          { name: 'q' },
          { name: 'draft', schemaType: 'boolean', required: true, description: '' },
        ],
      }),
    ]);
    assert.equal(op(doc, '/users/{id}/posts', 'get').parameters, [
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'page', in: 'query', required: false, description: 'Page number.', schema: { type: 'integer' } },
      { name: 'q', in: 'query', required: false, schema: { type: 'string' } },
      { name: 'draft', in: 'query', required: true, schema: { type: 'boolean' } },
    ]);
  },
);

document('should take the operationId from .named() and leave it out otherwise', async () => {
  const doc = await generate([Router.get('/a', ok).named('getA').doc({}), Router.get('/b', ok).doc({})]);
  assert.is(op(doc, '/a', 'get').operationId, 'getA');
  assert.not.ok('operationId' in op(doc, '/b', 'get'));
});

document('should default the summary to "<METHOD> <pattern>" and add a description only when non-empty', async () => {
  const doc = await generate([
    Router.get('/users/:id', ok).doc({}),
    Router.put('/users/:id', ok).doc({ summary: '', description: '' }),
    Router.post('/users', ok).doc({ summary: 'Create', description: 'Creates a user.' }),
  ]);
  assert.is(op(doc, '/users/{id}', 'get').summary, 'GET /users/:id');
  assert.is(op(doc, '/users/{id}', 'put').summary, 'PUT /users/:id');
  assert.not.ok('description' in op(doc, '/users/{id}', 'put'));
  assert.is(op(doc, '/users', 'post').summary, 'Create');
  assert.is(op(doc, '/users', 'post').description, 'Creates a user.');
});

document('should write the operation members in a fixed order', async () => {
  const doc = await generate(
    [
      Router.post('/u/:id', ok)
        .named('n')
        .doc({
          summary: 's',
          description: 'd',
          tag: 't',
          requestBody: userType,
          queryParams: [{ name: 'q' }],
          security: ['b'],
        }),
    ],
    { securitySchemes: [{ name: 'b', scheme: 'bearer' }] },
  );
  assert.equal(Object.keys(op(doc, '/u/{id}', 'post')), [
    'summary',
    'description',
    'tags',
    'operationId',
    'parameters',
    'requestBody',
    'responses',
    'security',
  ]);
});

document(
  'should list doc.tag then the controller tags without repeats, and leave tags out when there are none',
  async () => {
    const inner = Controller.define({ prefix: '/inner', tag: 'Inner' }, [
      Router.get('/a', ok).doc({ tag: 'Doc' }),
      Router.get('/b', ok).doc({ tag: 'Inner' }),
      Router.get('/c', ok).doc({}),
    ]);
    const outer = Controller.define({ prefix: '/outer', tag: 'Outer' }, [
      ...inner.routes,
      Router.get('/d', ok).doc({ tag: 'Outer' }),
    ]);
    const untagged = Controller.define({ prefix: '/plain' }, [Router.get('/e', ok).doc({})]);
    const doc = await generate([...outer.routes, ...untagged.routes, Router.get('/f', ok).doc({ tag: '' })]);
    assert.equal(op(doc, '/outer/inner/a', 'get').tags, ['Doc', 'Outer', 'Inner']);
    assert.equal(op(doc, '/outer/inner/b', 'get').tags, ['Inner', 'Outer']);
    assert.equal(op(doc, '/outer/inner/c', 'get').tags, ['Outer', 'Inner']);
    assert.equal(op(doc, '/outer/d', 'get').tags, ['Outer']);
    assert.not.ok('tags' in op(doc, '/plain/e', 'get'));
    assert.not.ok('tags' in op(doc, '/f', 'get'));
  },
);

document('should reference the request and response bodies under components/schemas', async () => {
  const doc = await generate([Router.post('/users', ok).doc({ requestBody: newUserType, responseBody: userType })]);
  const create = op(doc, '/users', 'post');
  assert.equal(create.requestBody, {
    required: true,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/NewUser' } } },
  });
  const error = { 'application/json': { schema: { $ref: '#/components/schemas/FwErrorBody' } } };
  assert.equal(
    Object.keys(create.responses),
    ['200', '400', '413', '415'],
    'a JSON body can be refused with 400, 413 and 415',
  );
  assert.equal(create.responses['200'], {
    description: 'Successful response',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/User' } } },
  });
  for (const status of ['400', '413', '415'])
    assert.equal((create.responses[status] as { content: unknown }).content, error, status);
  assert.equal(Object.keys(doc.components.schemas), ['NewUser', 'User', 'FwErrorBody']);
  assert.equal(doc.components.schemas['NewUser'], newUserType.schema);
});

document('should answer 200 "Successful response" without content when there is no responseBody', async () => {
  const doc = await generate([Router.delete('/users/:id', ok).doc({})]);
  assert.equal(op(doc, '/users/{id}', 'delete').responses, { '200': { description: 'Successful response' } });
  assert.not.ok('requestBody' in op(doc, '/users/{id}', 'delete'));
});

document('should emit one schema for a type several routes use', async () => {
  const again = typeDoc('User', { ...userType.schema }, { source: 'src/models.ts:3' });
  const doc = await generate([
    Router.get('/users/:id', ok).doc({ responseBody: userType }),
    Router.put('/users/:id', ok).doc({ requestBody: userType, responseBody: again }),
    Router.get('/me', ok).doc({ responseBody: userType }),
  ]);
  assert.equal(
    Object.keys(doc.components.schemas),
    ['User', 'FwErrorBody'],
    "one User, and fw's error body for the PUT's 400",
  );
});

document('should treat types without a source and with equal schemas as one type', async () => {
  const a = typeDoc('Point', { type: 'object', properties: { x: { type: 'number' }, y: { type: 'number' } } });
  const b = typeDoc('Point', { properties: { x: { type: 'number' }, y: { type: 'number' } }, type: 'object' });
  const doc = await generate([
    Router.get('/a', ok).doc({ responseBody: a }),
    Router.get('/b', ok).doc({ responseBody: b }),
  ]);
  assert.equal(Object.keys(doc.components.schemas), ['Point']);
});

document('should emit the components of recursive types once, after the type that brought them', async () => {
  const node = {
    type: 'object',
    properties: {
      name: { type: 'string' },
      children: { type: 'array', items: { $ref: '#/components/schemas/Category' } },
    },
    required: ['name', 'children'],
  };
  const category = typeDoc('Category', node, { source: 'src/models.ts:20', components: { Category: node } });
  const post = typeDoc(
    'Post',
    {
      type: 'object',
      properties: {
        category: { $ref: '#/components/schemas/Category' },
        thread: { $ref: '#/components/schemas/Thread' },
      },
    },
    {
      source: 'src/models.ts:30',
      components: {
        Category: node,
        Thread: {
          type: 'object',
          properties: { replies: { type: 'array', items: { $ref: '#/components/schemas/Thread' } } },
        },
      },
    },
  );
  const doc = await generate([
    Router.get('/posts/:id', ok).doc({ responseBody: post }),
    Router.get('/categories', ok).doc({ responseBody: category }),
  ]);
  assert.equal(Object.keys(doc.components.schemas), ['Post', 'Category', 'Thread']);
  assert.equal(doc.components.schemas['Category'], node);
});

document('should make type names valid component keys with typeBaseName, $refs included', async () => {
  const page = typeDoc(
    'Page<User>',
    { type: 'object', properties: { items: { type: 'array', items: { $ref: '#/components/schemas/Tree<User>' } } } },
    {
      components: {
        'Tree<User>': {
          type: 'object',
          properties: { kids: { type: 'array', items: { $ref: '#/components/schemas/Tree<User>' } } },
        },
      },
    },
  );
  const doc = await generate([Router.get('/page', ok).doc({ responseBody: page })]);
  assert.equal(op(doc, '/page', 'get').responses, {
    '200': {
      description: 'Successful response',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Page_User' } } },
    },
  });
  assert.equal(Object.keys(doc.components.schemas), ['Page_User', 'Tree_User']);
  assert.ok(JSON.stringify(doc.components.schemas).includes('"#/components/schemas/Tree_User"'));
  assert.not.ok(JSON.stringify(doc).includes('<'));
});

document('should write one security requirement per scheme name', async () => {
  const doc = await generate(
    [Router.get('/a', ok).doc({ security: ['bearer', 'key', 'bearer'] }), Router.get('/b', ok).doc({ security: [] })],
    {
      securitySchemes: [
        { name: 'bearer', scheme: 'bearer' },
        { name: 'key', type: 'apiKey', in: 'header', paramName: 'X-API-Key' },
      ],
    },
  );
  assert.equal(op(doc, '/a', 'get').security, [{ bearer: [] }, { key: [] }]);
  assert.not.ok('security' in op(doc, '/b', 'get'));
});

document('should emit every kind of security scheme', async () => {
  const doc = await generate([], {
    securitySchemes: [
      { name: 'jwt', type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A JWT.' },
      { name: 'bearer', scheme: 'bearer' },
      { name: 'basic', scheme: 'basic', description: '' },
      { name: 'header', type: 'apiKey', in: 'header', paramName: 'X-API-Key', description: 'The key.' },
      { name: 'query', type: 'apiKey', in: 'query', paramName: 'api_key' },
      { name: 'cookie', type: 'apiKey', in: 'cookie', paramName: 'session' },
      {
        name: 'oidc',
        type: 'openIdConnect',
        openIdConnectUrl: 'https://id.test/.well-known/openid-configuration',
        description: 'Sign-in.',
      },
    ],
  });
  assert.equal(doc.components.securitySchemes, {
    jwt: { type: 'http', description: 'A JWT.', scheme: 'bearer', bearerFormat: 'JWT' },
    bearer: { type: 'http', scheme: 'bearer' },
    basic: { type: 'http', scheme: 'basic' },
    header: { type: 'apiKey', description: 'The key.', name: 'X-API-Key', in: 'header' },
    query: { type: 'apiKey', name: 'api_key', in: 'query' },
    cookie: { type: 'apiKey', name: 'session', in: 'cookie' },
    oidc: {
      type: 'openIdConnect',
      description: 'Sign-in.',
      openIdConnectUrl: 'https://id.test/.well-known/openid-configuration',
    },
  });
  assert.equal(Object.keys(doc.components.securitySchemes), [
    'jwt',
    'bearer',
    'basic',
    'header',
    'query',
    'cookie',
    'oidc',
  ]);
});

document('should keep "__proto__" an ordinary scheme name', async () => {
  const doc = await generate([Router.get('/a', ok).doc({ security: ['__proto__'] })], {
    securitySchemes: [{ name: '__proto__', scheme: 'basic' }],
  });
  assert.ok(Object.prototype.hasOwnProperty.call(doc.components.securitySchemes, '__proto__'));
  assert.equal(op(doc, '/a', 'get').security, JSON.parse('[{"__proto__":[]}]'));
});

document('should leave out CONNECT and custom methods, and keep HEAD, OPTIONS and TRACE', async () => {
  const doc = await generate([
    Router.route('CONNECT', '/tunnel', ok).doc({}),
    Router.route('PURGE', '/cache/:key', ok).doc({}),
    Router.get('/cache/:key', ok).doc({}),
    Router.head('/r', ok).doc({}),
    Router.options('/r', ok).doc({}),
    Router.route('TRACE', '/r', ok).doc({}),
  ]);
  assert.equal(Object.keys(doc.paths), ['/cache/{key}', '/r']);
  assert.equal(Object.keys(doc.paths['/cache/{key}']!), ['get']);
  assert.equal(Object.keys(doc.paths['/r']!), ['head', 'options', 'trace']);
});

document('should document routes of scopes and resources under their full patterns', async () => {
  const routes = Router.scope(
    '/api',
    [],
    [
      ...Router.scope(
        '/v1',
        [],
        Router.resource('/posts', { index: ok, show: ok, create: ok, update: ok, delete: ok }).map((r) => r.doc({})),
      ),
    ],
  );
  const doc = await generate(Router.define({ routes }).routes);
  assert.equal(Object.keys(doc.paths), ['/api/v1/posts', '/api/v1/posts/{id}']);
  assert.equal(Object.keys(doc.paths['/api/v1/posts']!), ['get', 'post']);
  assert.equal(Object.keys(doc.paths['/api/v1/posts/{id}']!), ['get', 'put', 'delete']);
  assert.is(op(doc, '/api/v1/posts/{id}', 'put').summary, 'PUT /api/v1/posts/:id');
});

document(
  "should document bodies as their closed forms under the app's unknownKeys: 'reject', recursive ones too",
  async () => {
    // A recursive type as the transformer writes it: its own schema, referring to itself by name.
    const tree = typeDoc(
      'Tree',
      {
        type: 'object',
        properties: {
          label: { type: 'string' },
          children: { type: 'array', items: { $ref: '#/components/schemas/Tree' } },
        },
        required: ['label'],
      },
      { source: 'src/tree.ts:1' },
    );
    const routes = [Router.post('/trees', ok).doc({ summary: 'Plant', requestBody: tree, responseBody: tree })];
    const doc = JSON.parse(apidocs.generateSpec({}, routes, { unknownKeys: 'reject' })) as OpenApiDoc & {
      components: { schemas: Record<string, Record<string, unknown>> };
    };
    assert.ok((await judge.validate(doc as unknown as Record<string, unknown>)).valid);
    const body = op(doc, '/trees', 'post').requestBody as { content: Record<string, { schema: unknown }> };
    assert.equal(body.content['application/json']?.schema, { $ref: '#/components/schemas/Tree.Closed' });
    const closedTree = doc.components.schemas['Tree.Closed']!;
    assert.is(closedTree['additionalProperties'], false);
    assert.equal((closedTree['properties'] as { children: unknown }).children, {
      type: 'array',
      items: { $ref: '#/components/schemas/Tree.Closed' },
    });
    // The answer keeps the open form: the app writes declared properties only, and a client may read more later.
    assert.is(doc.components.schemas['Tree']!['additionalProperties'], undefined);
  },
);

document.run();

const basicUsers = { ada: 'lovelace' };
const basicHeader = `Basic ${Buffer.from('ada:lovelace').toString('base64')}`;
/** An app's own API key check, described as the apiKey scheme it enforces. */
const requireKey = describeMiddleware(
  function requireKey(ctx, next) {
    if (ctx.header('x-api-key') !== 'k1') throw new HttpError(401, 'an API key is required');
    return next();
  },
  {
    responses: { 401: { description: 'The API key is missing or wrong', body: ERROR_BODY } },
    security: { name: 'apiKey', type: 'apiKey', in: 'header', paramName: 'X-API-Key' },
  },
);
// ---------------------------------------------------------------------------------------------
const answers = suite('apidocs.generateSpec error answers and tags');

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/FwErrorBody' } } };

answers("should give a 4xx or 5xx described without a body fw's error body, and other statuses none", async () => {
  const doc = await generate([
    Router.delete('/users/:id', ok).doc({
      responses: {
        204: 'Deleted',
        404: 'No such user',
        409: { description: 'The user owns posts', headers: { 'X-Owner': { description: 'Who' } } },
        503: 'The store is down',
        302: { description: 'Moved' },
      },
    }),
  ]);
  const responses = op(doc, '/users/{id}', 'delete').responses as Record<string, Record<string, unknown>>;
  assert.equal(Object.keys(responses), ['204', '302', '404', '409', '503']);
  assert.equal(responses['404'], { description: 'No such user', content: errorContent });
  assert.equal(responses['409'], {
    description: 'The user owns posts',
    headers: { 'X-Owner': { description: 'Who', schema: { type: 'string' } } },
    content: errorContent,
  });
  assert.equal(responses['503']!['content'], errorContent);
  assert.equal(responses['204'], { description: 'Deleted' });
  assert.equal(responses['302'], { description: 'Moved' });
  assert.equal(doc.components.schemas['FwErrorBody'], ERROR_BODY.schema);
});

answers(
  "should keep a 4xx's own body type, and give a middleware's 4xx described by a string the error body",
  async () => {
    const problem = typeDoc('Problem', {
      type: 'object',
      properties: { title: { type: 'string' } },
      required: ['title'],
    });
    const tenant = describeMiddleware((_ctx, next) => next(), { responses: { 403: 'The tenant is not allowed' } });
    const doc = await generate([
      ...Router.scope(
        '/t',
        [tenant],
        [Router.get('/a', ok).doc({ responses: { 404: { description: 'x', body: problem } } })],
      ),
    ]);
    const responses = op(doc, '/t/a', 'get').responses as Record<string, Record<string, unknown>>;
    assert.equal(responses['403'], { description: 'The tenant is not allowed', content: errorContent });
    assert.equal(responses['404']!['content'], {
      'application/json': { schema: { $ref: '#/components/schemas/Problem' } },
    });
  },
);

answers(
  'should document a status two sources answer with both descriptions, and require only the headers both send',
  async () => {
    const routes = Router.scope(
      '/a',
      [basicAuth({ users: basicUsers }), requireKey, bearerAuth({ validate: staticTokens(['t1']) })],
      [Router.post('/b', ok).doc({ requestBody: newUserType })],
    );
    const doc = await generate(routes);
    const responses = op(doc, '/a/b', 'post').responses as Record<string, Record<string, unknown>>;
    // 400: the body does not match NewUser, or bearerAuth's header is malformed; only the latter sends WWW-Authenticate.
    assert.match(
      String(responses['400']!['description']),
      /^The request does not match its declaration.*; or the Authorization header is malformed$/,
    );
    assert.equal(responses['400']!['headers'], {
      'WWW-Authenticate': { description: 'Bearer realm and error="invalid_request"', schema: { type: 'string' } },
    });
    // 401 from three middleware: basicAuth's and bearerAuth's both require WWW-Authenticate, the key check's does not.
    assert.is(
      responses['401']!['description'],
      'Credentials are missing or not valid; or the API key is missing or wrong; or a bearer token is missing or not valid',
    );
    assert.not.ok('required' in (responses['401']!['headers'] as Record<string, object>)['WWW-Authenticate']!);
    assert.equal(responses['401']!['content'], errorContent);
  },
);

answers('should answer a string-described 404 with the body its document names', async () => {
  // What the document promises is what HttpError sends: the judge is the error body's schema.
  const app = Router.define({
    routes: [
      Router.get('/users/:id', () => {
        throw new HttpError(404, 'no such user');
      }).doc({ responses: { 404: 'No such user' } }),
    ],
  });
  const doc = JSON.parse(apidocs.generateSpec({}, app.routes)) as OpenApiDoc;
  const res = await app.request('/users/7');
  assert.is(res.status, 404);
  const documented = (op(doc, '/users/{id}', 'get').responses['404'] as { content?: unknown }).content;
  assert.equal(documented, errorContent);
  assert.equal(res.json(), { error: { status: 404, message: 'no such user' } });
});

answers('should list every tag the operations use once, described ones first in their order', async () => {
  const users = Controller.define({ prefix: '/users', tag: 'Users' }, [
    Router.get('/', ok).doc({}),
    Router.get('/:id', ok).doc({ tag: 'Profiles' }),
  ]);
  const doc = await generate([...users.routes, Router.get('/health', ok).doc({ tag: 'System' })], {
    tags: [
      { name: 'System', description: 'Health and metrics.' },
      { name: 'Users', description: '' },
    ],
  });
  assert.equal(doc.tags, [
    { name: 'System', description: 'Health and metrics.' },
    { name: 'Users' },
    { name: 'Profiles' },
  ]);
  const text = apidocs.generateSpec({ tags: [{ name: 'A', description: 'a' }] }, [
    Router.get('/x', ok).doc({ tag: 'A' }),
  ]);
  assert.equal(Object.keys(JSON.parse(text) as object), ['openapi', 'info', 'servers', 'tags', 'paths', 'components']);
  assert.not.ok('tags' in (await generate([Router.get('/x', ok).doc({})])), 'no tags, no list');
});

answers('should write integers beyond 2^53 with every digit, so they read back as the double they are', async () => {
  const bounds = typeDoc('Bounds', {
    type: 'object',
    properties: {
      u: { type: 'integer', minimum: 0, exclusiveMaximum: 2 ** 64 },
      i: { type: 'integer', minimum: -(2 ** 63), exclusiveMaximum: 2 ** 63 },
      f: { type: 'number', maximum: 3.4028235e38 },
    },
  });
  const text = apidocs.generateSpec({}, [Router.get('/b', ok).doc({ responseBody: bounds })]);
  assert.ok(text.includes('"exclusiveMaximum": 18446744073709551616'), text);
  assert.ok(text.includes('"minimum": -9223372036854775808'), text);
  assert.ok(text.includes('"exclusiveMaximum": 9223372036854775808'), text);
  assert.ok(text.includes('"maximum": 3.4028235e+38'), 'a number in exponent form stays as JSON writes it');
  assert.not.ok(text.includes('18446744073709552000'));
  const parsed = JSON.parse(text) as { components: { schemas: { Bounds: typeof bounds.schema } } };
  assert.equal(parsed.components.schemas.Bounds, bounds.schema, 'the same doubles');
  await generate([Router.get('/b', ok).doc({ responseBody: bounds })]);
});

answers.run();

// ---------------------------------------------------------------------------------------------
const security = suite('apidocs.generateSpec security as the middleware chain enforces it');

/** A check of its own that accepts Basic credentials or the API key: declared with .doc({ security }). */
const basicOrKey = function basicOrKey(ctx: Context, next: () => Promise<void>): Promise<void> {
  if (ctx.header('authorization') !== basicHeader && ctx.header('x-api-key') !== 'k1')
    throw new HttpError(401, 'credentials required');
  return next();
};

const securityConfig: SpecConfig = {
  securitySchemes: [
    { name: 'basic', scheme: 'basic' },
    { name: 'key', type: 'apiKey', in: 'header', paramName: 'x-api-key' },
  ],
};

function securedApp(): App {
  return Router.define({
    routes: [
      ...Router.scope(
        '/key',
        [requireKey],
        [
          ...Router.scope(
            '/bearer',
            [bearerAuth({ validate: staticTokens(['t1']) })],
            [Router.get('/both', ok).doc({})],
          ),
        ],
      ),
      ...Router.scope(
        '/basic',
        [basicAuth({ users: basicUsers })],
        [Router.get('/only', ok).doc({ security: ['basic'] })],
      ),
      ...Router.scope(
        '/maybe',
        [bearerAuth({ validate: staticTokens(['t1']), required: false })],
        [Router.get('/token', ok).doc({})],
      ),
      ...Router.scope('/either', [basicOrKey], [Router.get('/one', ok).doc({ security: ['basic', 'key'] })]),
      Router.get('/open', ok).doc({}),
    ],
  });
}

/** The request headers that present one scheme of the document, by its definition there. */
function credentialsOf(scheme: Record<string, unknown>): Record<string, string> {
  if (scheme['type'] === 'http' && scheme['scheme'] === 'basic') return { authorization: basicHeader };
  if (scheme['type'] === 'http' && scheme['scheme'] === 'bearer') return { authorization: 'Bearer t1' };
  if (scheme['type'] === 'apiKey' && scheme['in'] === 'header') return { [String(scheme['name']).toLowerCase()]: 'k1' };
  throw new Error(`no credentials for ${JSON.stringify(scheme)}`);
}

security(
  'should put schemes required together in one requirement, and count a declared scheme of the middleware mechanism as its own',
  async () => {
    const routes = Router.scope(
      '/a',
      [basicAuth({ users: basicUsers })],
      [
        ...Router.scope(
          '/b',
          [bearerAuth({ validate: staticTokens(['t1']) })],
          [Router.get('/c', ok).doc({ security: ['basic'] })],
        ),
      ],
    );
    const doc = await generate(routes, { securitySchemes: [{ name: 'basic', scheme: 'basic' }] });
    assert.equal(op(doc, '/a/b/c', 'get').security, [{ basic: [], bearerAuth: [] }]);
    assert.equal(Object.keys(doc.components.securitySchemes), ['basic', 'bearerAuth'], 'no second Basic scheme');
  },
);

security('should document each route of an app as its chain enforces it', async () => {
  const doc = await generate(securedApp().routes, securityConfig);
  assert.equal(op(doc, '/key/bearer/both', 'get').security, [{ key: [], bearerAuth: [] }]);
  assert.equal(op(doc, '/basic/only', 'get').security, [{ basic: [] }]);
  assert.equal(op(doc, '/maybe/token', 'get').security, [{ bearerAuth: [] }, {}]);
  assert.equal(op(doc, '/either/one', 'get').security, [{ basic: [] }, { key: [] }]);
  assert.not.ok('security' in op(doc, '/open', 'get'));
  assert.equal(Object.keys(doc.components.securitySchemes), ['basic', 'key', 'bearerAuth']);
});

security(
  "should let each documented alternative's credentials alone through, and refuse a request without them",
  async () => {
    const app = securedApp();
    const doc = JSON.parse(apidocs.generateSpec(securityConfig, app.routes)) as OpenApiDoc;
    let sent = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      const operation = item['get']!;
      for (const requirement of operation.security ?? []) {
        const headers: Record<string, string> = {};
        for (const name of Object.keys(requirement))
          Object.assign(headers, credentialsOf(doc.components.securitySchemes[name] as Record<string, unknown>));
        const res = await app.request(path, { headers });
        sent++;
        assert.is(res.status, 200, `${path} with ${JSON.stringify(requirement)} only: ${res.status} ${res.body}`);
      }
      if ((operation.security ?? []).length > 0 && !(operation.security ?? []).some((r) => Object.keys(r).length === 0))
        assert.is((await app.request(path)).status, 401, `${path} without credentials`);
    }
    assert.is(sent, 6);
  },
);

security(
  'should throw FW_ERR_SPEC_AMBIGUOUS_SCHEME when two schemes of the config describe the mechanism a middleware enforces',
  () => {
    const routes = Router.scope('/a', [bearerAuth({ validate: staticTokens(['t1']) })], [Router.get('/b', ok).doc({})]);
    const error = throwsCode(
      () =>
        apidocs.generateSpec(
          {
            securitySchemes: [
              { name: 'jwt', scheme: 'bearer' },
              { name: 'session', scheme: 'Bearer' },
            ],
          },
          routes,
        ),
      'FW_ERR_SPEC_AMBIGUOUS_SCHEME',
    );
    assert.is(error.params['candidates'], '"jwt", "session"');
    // Named by the middleware's option, the scheme is the one of that name.
    const named = Router.scope(
      '/a',
      [bearerAuth({ validate: staticTokens(['t1']), securityScheme: 'jwt' })],
      [Router.get('/b', ok).doc({})],
    );
    const doc = JSON.parse(
      apidocs.generateSpec(
        {
          securitySchemes: [
            { name: 'jwt', scheme: 'bearer' },
            { name: 'session', scheme: 'bearer' },
          ],
        },
        named,
      ),
    ) as OpenApiDoc;
    assert.equal(op(doc, '/a/b', 'get').security, [{ jwt: [] }]);
  },
);

security.run();

// ---------------------------------------------------------------------------------------------
const errors = suite('apidocs.generateSpec errors');

errors(
  'should throw FW_ERR_SPEC_DUPLICATE_NAME for two types with one name from different sources, naming both',
  () => {
    const other = typeDoc('User', { type: 'string' }, { source: 'src/legacy.ts:8' });
    const error = throwsCode(
      () =>
        apidocs.generateSpec({}, [
          Router.get('/a', ok).doc({ responseBody: userType }),
          Router.get('/b', ok).doc({ responseBody: other }),
        ]),
      'FW_ERR_SPEC_DUPLICATE_NAME',
    );
    assert.equal(
      [error.params['name'], error.params['first'], error.params['second']],
      ['User', 'src/models.ts:3', 'src/legacy.ts:8'],
    );
  },
);

errors('should throw FW_ERR_SPEC_DUPLICATE_NAME for types without a source whose schemas differ', () => {
  throwsCode(
    () =>
      apidocs.generateSpec({}, [
        Router.get('/a', ok).doc({ responseBody: typeDoc('Item', { type: 'string' }) }),
        Router.get('/b', ok).doc({ responseBody: typeDoc('Item', { type: 'integer' }) }),
      ]),
    'FW_ERR_SPEC_DUPLICATE_NAME',
  );
});

errors('should throw FW_ERR_SPEC_DUPLICATE_NAME when a component differs from a type of the same name', () => {
  const withComponent = typeDoc(
    'Post',
    { $ref: '#/components/schemas/User' },
    { source: 'src/a.ts:1', components: { User: { type: 'boolean' } } },
  );
  throwsCode(
    () =>
      apidocs.generateSpec({}, [
        Router.get('/u', ok).doc({ responseBody: userType }),
        Router.get('/p', ok).doc({ responseBody: withComponent }),
      ]),
    'FW_ERR_SPEC_DUPLICATE_NAME',
  );
});

errors('should throw FW_ERR_SPEC_DUPLICATE_NAME when two names become one component key', () => {
  throwsCode(
    () =>
      apidocs.generateSpec({}, [
        Router.get('/a', ok).doc({ responseBody: typeDoc('Page<User>', { type: 'string' }, { source: 'src/a.ts:1' }) }),
        Router.get('/b', ok).doc({ responseBody: typeDoc('Page_User', { type: 'string' }, { source: 'src/b.ts:1' }) }),
      ]),
    'FW_ERR_SPEC_DUPLICATE_NAME',
  );
});

errors('should throw FW_ERR_SPEC_UNKNOWN_SCHEME for a scheme name the config does not define', () => {
  const error = throwsCode(
    () =>
      apidocs.generateSpec({ securitySchemes: [{ name: 'bearer', scheme: 'bearer' }] }, [
        Router.get('/a', ok).doc({ security: ['bearer', 'oauth'] }),
      ]),
    'FW_ERR_SPEC_UNKNOWN_SCHEME',
  );
  assert.is(error.params['scheme'], 'oauth');
  throwsCode(
    () => apidocs.generateSpec({}, [Router.get('/a', ok).doc({ security: ['toString'] })]),
    'FW_ERR_SPEC_UNKNOWN_SCHEME',
  );
});

errors('should throw FW_ERR_SPEC_BAD_SCHEME for a scheme that lacks what its type needs or mixes types', () => {
  const bad: NonNullable<SpecConfig['securitySchemes']>[] = [
    [{ name: 'k', type: 'apiKey', paramName: 'X-Key' }],
    [{ name: 'k', type: 'apiKey', in: 'header' }],
    [{ name: 'k', type: 'apiKey', in: 'body' as 'header', paramName: 'X-Key' }],
    [{ name: 'o', type: 'openIdConnect' }],
    [{ name: 'o', type: 'openIdConnect', openIdConnectUrl: '' }],
    [{ name: 'h' }],
    [{ name: 'h', scheme: 'basic', bearerFormat: 'JWT' }],
    [{ name: 'h', scheme: 'bearer', paramName: 'X-Key' }],
    [{ name: 'k', type: 'apiKey', in: 'header', paramName: 'X-Key', scheme: 'bearer' }],
    [{ name: 'x', type: 'oauth2' as 'http' }],
    [{ name: '', scheme: 'basic' }],
    [{ name: 'has space', scheme: 'basic' }],
    [
      { name: 'twice', scheme: 'basic' },
      { name: 'twice', scheme: 'bearer' },
    ],
  ];
  for (const securitySchemes of bad) {
    throwsCode(() => apidocs.generateSpec({ securitySchemes }, []), 'FW_ERR_SPEC_BAD_SCHEME');
  }
});

errors('should throw FW_ERR_SPEC_BAD_DOC for a body that is not a TypeDoc and for bad query parameters', () => {
  const notType = { name: 'User', schema: {} } as unknown as TypeDoc;
  throwsCode(
    () => apidocs.generateSpec({}, [Router.post('/a', ok).doc({ requestBody: notType })]),
    'FW_ERR_SPEC_BAD_DOC',
  );
  throwsCode(
    () => apidocs.generateSpec({}, [Router.get('/a', ok).doc({ responseBody: notType })]),
    'FW_ERR_SPEC_BAD_DOC',
  );
  throwsCode(
    () => apidocs.generateSpec({}, [Router.get('/a', ok).doc({ queryParams: [{ name: '' }] })]),
    'FW_ERR_SPEC_BAD_DOC',
  );
  throwsCode(
    () => apidocs.generateSpec({}, [Router.get('/a', ok).doc({ queryParams: [{ name: 'q' }, { name: 'q' }] })]),
    'FW_ERR_SPEC_BAD_DOC',
  );
  throwsCode(
    () => apidocs.generateSpec({}, [Router.get('/a', ok).doc({ queryParams: [{ name: 'n', schemaType: 'int' }] })]),
    'FW_ERR_SPEC_BAD_DOC',
  );
});

errors('should throw FW_ERR_SPEC_BAD_TAG for a described tag without a name or described twice', () => {
  for (const tags of [
    [{ name: '' }],
    [{ name: 'A' }, { name: 'A', description: 'again' }],
    [{ name: 'A', description: 3 as unknown as string }],
  ])
    throwsCode(() => apidocs.generateSpec({ tags }, []), 'FW_ERR_SPEC_BAD_TAG');
});

errors('should throw FW_ERR_SPEC_UNRESOLVED_REF for a $ref no type defines', () => {
  const error = throwsCode(
    () =>
      apidocs.generateSpec({}, [
        Router.get('/a', ok).doc({ responseBody: typeDoc('Tree', { items: { $ref: '#/components/schemas/Node' } }) }),
      ]),
    'FW_ERR_SPEC_UNRESOLVED_REF',
  );
  assert.is(error.params['ref'], '#/components/schemas/Node');
});

errors('should throw FW_ERR_SPEC_IDENTICAL_PATHS for paths that differ only in parameter names', () => {
  throwsCode(
    () => apidocs.generateSpec({}, [Router.get('/u/:id', ok).doc({}), Router.delete('/u/:name', ok).doc({})]),
    'FW_ERR_SPEC_IDENTICAL_PATHS',
  );
  // Only documented routes count: the same table with one route undocumented is fine.
  apidocs.generateSpec({}, [Router.get('/u/:id', ok).doc({}), Router.delete('/u/:name', ok)]);
});

errors(
  'should throw FW_ERR_SPEC_DUPLICATE_OPERATION for a parameter and a wildcard route on one path and method',
  () => {
    const routes = [Router.get('/f/:path', ok).doc({}), Router.get('/f/*path', ok).doc({})];
    Router.define({ routes }); // the router accepts both
    throwsCode(() => apidocs.generateSpec({}, routes), 'FW_ERR_SPEC_DUPLICATE_OPERATION');
    throwsCode(
      () => apidocs.generateSpec({}, [Router.get('/a', ok).doc({}), Router.get('/a', ok).doc({})]),
      'FW_ERR_SPEC_DUPLICATE_OPERATION',
    );
  },
);

errors(
  'should throw FW_ERR_ROUTE_DUPLICATE_NAME for an operationId used twice and pattern errors for bad patterns',
  () => {
    throwsCode(
      () =>
        apidocs.generateSpec({}, [Router.get('/a', ok).named('x').doc({}), Router.get('/b', ok).named('x').doc({})]),
      'FW_ERR_ROUTE_DUPLICATE_NAME',
    );
    const wrong = new RouteDef({ method: 'GET', pattern: 'no-slash', handler: ok, apiDoc: {} });
    throwsCode(() => apidocs.generateSpec({}, [wrong]), 'FW_ERR_PATTERN_START');
  },
);

errors.run();

// ---------------------------------------------------------------------------------------------
const determinism = suite('apidocs.generateSpec determinism');

determinism('should return byte-identical text for two calls', () => {
  const routes = fixture.routes();
  assert.is(apidocs.generateSpec(fixture.config, routes), apidocs.generateSpec(fixture.config, routes));
});

determinism('should return byte-identical text for two apps built from the same table', () => {
  const first = apidocs.generateSpec(fixture.config, fixture.app().routes);
  const second = apidocs.generateSpec(fixture.config, fixture.app().routes);
  assert.is(first, second);
  assert.ok(first.length > 5000);
});

determinism('should indent by two spaces and end without a newline', () => {
  const text = apidocs.generateSpec({}, []);
  assert.ok(text.startsWith('{\n  "openapi": "3.1.0",\n  "info": {\n    "title"'));
  assert.not.ok(text.endsWith('\n'));
});

determinism.run();

// ---------------------------------------------------------------------------------------------
const golden = suite('apidocs.generateSpec golden fixture and outside validators');

golden('should match every golden file of fixtures/spec', () => {
  for (const { file, generate: make } of fixture.goldens) {
    const expected = readFileSync(join(FIXTURES, file), 'utf8');
    const actual = make() + '\n';
    assert.ok(actual === expected, `fixtures/spec/${file}: ${ACCEPT_HINT}\n${firstDifference(actual, expected)}`);
  }
});

golden(
  'should produce a fixture document the OpenAPI 3.1 schema validator accepts, and it should reject a broken one',
  async () => {
    const started = performance.now();
    const doc = JSON.parse(fixture.goldens[0]!.generate()) as Record<string, unknown>;
    const verdict = await judge.validate(doc);
    assert.ok(verdict.valid, verdict.errors);
    // Broken on purpose: a path parameter without schema and a response without description.
    const broken = structuredClone(doc) as { paths: Record<string, Record<string, Record<string, unknown>>> };
    broken.paths['/health']!['get']!['parameters'] = [{ name: 'x', in: 'path' }];
    broken.paths['/health']!['get']!['responses'] = { '200': { content: {} } };
    assert.not.ok((await judge.validate(broken)).valid, 'the validator accepted a broken document');
    const missingUrl = structuredClone(doc) as { components: { securitySchemes: Record<string, unknown> } };
    missingUrl.components.securitySchemes['oidc'] = { type: 'openIdConnect' };
    assert.not.ok(
      (await judge.validate(missingUrl)).valid,
      'the validator accepted an openIdConnect scheme without URL',
    );
    console.log(`  openapi-schema-validator: ${(performance.now() - started).toFixed(0)} ms for three documents`);
  },
);

golden(
  'should pass redocly lint and Spectral on the golden document with zero problems, and both should fail a broken one',
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fw-spec-'));
    try {
      const doc = JSON.parse(readFileSync(join(FIXTURES, 'fixture-app.openapi.json'), 'utf8')) as {
        paths: Record<string, Record<string, Record<string, unknown>>>;
      };
      // Broken on purpose: a $ref to a missing schema and a path parameter the template lacks.
      doc.paths['/health']!['get']!['responses'] = {
        '200': { description: 'x', content: { 'application/json': { schema: { $ref: '#/components/schemas/Nope' } } } },
      };
      doc.paths['/health']!['get']!['parameters'] = [
        { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
      ];
      const brokenFile = join(dir, 'broken.openapi.json');
      writeFileSync(brokenFile, JSON.stringify(doc, null, 2));
      // Both documents in one run of each linter.
      const started = performance.now();
      const [good, bad] = await checkOpenApi([join(FIXTURES, 'fixture-app.openapi.json'), brokenFile]);
      console.log(`  redocly lint and Spectral: ${(performance.now() - started).toFixed(0)} ms for two documents`);
      assert.ok(good!.ok, JSON.stringify(good));
      assert.equal([good!.redocly.errors, good!.redocly.warnings], [0, 0], good!.redocly.problems.join('\n'));
      assert.equal([good!.spectral.errors, good!.spectral.warnings], [0, 0], good!.spectral.problems.join('\n'));
      assert.not.ok(bad!.ok, 'the judges accepted a broken document');
      assert.ok(bad!.redocly.errors >= 2, bad!.redocly.problems.join('\n'));
      assert.ok(bad!.spectral.errors >= 2, bad!.spectral.problems.join('\n'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

golden.run();
