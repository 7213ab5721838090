/**
 * Responses by status in the API document: a route's own `responses`, and what fw and its
 * middleware answer by themselves (400/413/415 for bodies and typed parameters, 401 and the
 * security requirement behind bearerAuth or basicAuth, 429 with its headers, 503, 403), merged
 * from the description each middleware carries; every document passes the OpenAPI 3.1 schema.
 * And at run time: a documented answer is written through its type's writer, or, for a value the
 * writer refuses, answered 500 through the app's error path, naming every problem.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  Controller,
  FwError,
  Router,
  apidocs,
  basicAuth,
  bearerAuth,
  bodyLimit,
  csrf,
  describeMiddleware,
  logger,
  metrics,
  rateLimit,
  staticTokens,
  timeout,
  withRequest,
  type AnyRouteLike,
  type Context,
  type JsonSchema,
  type Middleware,
  type RequestContract,
  type SpecConfig,
  type TypeDoc,
  type ValidationIssue,
} from '@fw/runtime';
import { openApiJudge } from './openapi-validate.js';

const judge = openApiJudge();
const ok = (ctx: Context): void => ctx.text(200, 'ok');

function typeDoc(name: string, schema: JsonSchema): TypeDoc {
  return { kind: 'fw.type', name, schema };
}
const user = typeDoc('User', {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
  required: ['id', 'name'],
});
const newUser = typeDoc('NewUser', { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] });
const problem = typeDoc('Problem', { type: 'object', properties: { title: { type: 'string' } }, required: ['title'] });
const ERROR_REF = { 'application/json': { schema: { $ref: '#/components/schemas/FwErrorBody' } } };

/** The document of `routes`, checked against OpenAPI 3.1 and parsed: the cases read it as JSON.parse gives it. */
async function generate(
  routes: readonly AnyRouteLike[],
  config: SpecConfig = {},
  middleware: readonly Middleware[] = [],
) {
  const text = apidocs.generateSpec(config, routes, { middleware });
  const doc = JSON.parse(text);
  const verdict = await judge.validate(doc);
  assert.ok(verdict.valid, `not valid OpenAPI 3.1:\n${verdict.errors}\n${text}`);
  return doc;
}

function fwCode(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    return error instanceof FwError ? error.code : String(error);
  }
  return undefined;
}

const own = suite('responses: the route documents its answers by status');

own(
  'should take a TypeDoc, a description, or { description, body, headers }, and drop the default 200 when another success is documented',
  async () => {
    const doc = await generate([
      Router.post('/users', ok).doc({
        requestBody: newUser,
        responses: {
          201: {
            description: 'Created',
            body: user,
            headers: { Location: { description: 'The new user', schema: { type: 'string', format: 'uri-reference' } } },
          },
          409: problem,
        },
      }),
      Router.delete('/users/:id', ok).doc({
        responses: { 204: 'Deleted', 404: { description: 'No such user', body: problem } },
      }),
      Router.get('/users/:id', ok).doc({ responseBody: user, responses: { 404: 'No such user' } }),
    ]);
    const create = doc.paths['/users'].post.responses;
    assert.equal(Object.keys(create), ['201', '400', '409', '413', '415']);
    assert.equal(create['201'], {
      description: 'Created',
      headers: { Location: { description: 'The new user', schema: { type: 'string', format: 'uri-reference' } } },
      content: { 'application/json': { schema: { $ref: '#/components/schemas/User' } } },
    });
    assert.equal(
      create['409'],
      {
        description: 'Conflict',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Problem' } } },
      },
      "a TypeDoc's description is the reason phrase",
    );
    const remove = doc.paths['/users/{id}'].delete.responses;
    assert.equal(remove, {
      '204': { description: 'Deleted' },
      '404': {
        description: 'No such user',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Problem' } } },
      },
    });
    const show = doc.paths['/users/{id}'].get.responses;
    assert.equal(Object.keys(show), ['200', '404'], 'responseBody keeps the seed 200 beside responses');
  },
);

own('should let a route remove or replace an automatic entry', async () => {
  const doc = await generate([
    Router.post('/a', ok).doc({
      requestBody: newUser,
      responses: { 200: 'Fine', 413: null, 400: { description: 'Our own 400', body: problem } },
    }),
  ]);
  const answers = doc.paths['/a'].post.responses;
  assert.equal(Object.keys(answers), ['200', '400', '415']);
  assert.equal(answers['400'].description, 'Our own 400');
});

own('should refuse a status outside 100 to 599 and 200 named by both responseBody and responses', () => {
  const generate = (routes: AnyRouteLike[]) => apidocs.generateSpec({}, routes);
  assert.is(
    fwCode(() => generate([Router.get('/a', ok).doc({ responses: { 600: 'x' } })])),
    'FW_ERR_SPEC_BAD_DOC',
  );
  assert.is(
    fwCode(() => generate([Router.get('/a', ok).doc({ responses: { 99: 'x' } })])),
    'FW_ERR_SPEC_BAD_DOC',
  );
  assert.is(
    fwCode(() => generate([Router.get('/a', ok).doc({ responseBody: user, responses: { 200: user } })])),
    'FW_ERR_SPEC_BAD_DOC',
  );
  assert.is(
    fwCode(() => generate([Router.get('/a', ok).doc({ responses: { 200: 5 as never } })])),
    'FW_ERR_SPEC_BAD_DOC',
  );
});

const auto = suite('responses: what fw and its middleware answer is documented without being written');

auto(
  'should document 400 for typed parameters and 400/413/415 for a JSON body, with the shared error body',
  async () => {
    const contract: RequestContract = {
      kind: 'fw.request',
      params: {
        fields: [{ name: 'id', kinds: ['number'], array: false, required: true }],
        validate: (v) => ({ success: true, data: v }),
        schema: { type: 'object', properties: { id: { type: 'integer' } } },
      },
    };
    const doc = await generate([
      Router.get(
        '/users/:id',
        withRequest((ctx) => ctx.text(200, 'x'), contract),
      ).doc({}),
      Router.get('/plain', ok).doc({}),
    ]);
    assert.equal(Object.keys(doc.paths['/users/{id}'].get.responses), ['200', '400']);
    assert.equal(doc.paths['/users/{id}'].get.responses['400'].content, ERROR_REF);
    assert.equal(
      Object.keys(doc.paths['/plain'].get.responses),
      ['200'],
      'nothing fw could refuse: the seed 200 alone',
    );
    const body = doc.components.schemas['FwErrorBody'];
    assert.equal(body.required, ['error']);
    assert.equal(Object.keys(body.properties.error.properties), ['status', 'message', 'details', 'more']);
    assert.ok(body.properties.error.properties.details.description, 'details is described');
  },
);

auto(
  'should document 401, WWW-Authenticate and the security requirement behind bearerAuth in a scope, a resource and a controller, adding the scheme',
  async () => {
    const auth = bearerAuth({ validate: staticTokens(['a-long-enough-secret-token']) });
    const doc = await generate([
      ...Router.scope('/admin', [auth], [Router.get('/stats', ok).doc({})]),
      ...Router.resource('/users', { index: ok, middleware: [auth], docs: { index: {} } }),
      ...Controller.define(
        { prefix: '/reports', middleware: [basicAuth({ users: { ada: 'lovelace' }, securityScheme: 'staff' })] },
        [Router.get('/', ok).doc({})],
      ).routes,
      Router.get('/open', ok).doc({}),
    ]);
    for (const [path, scheme] of [
      ['/admin/stats', 'bearerAuth'],
      ['/users', 'bearerAuth'],
      ['/reports', 'staff'],
    ] as const) {
      const operation = doc.paths[path].get;
      assert.ok(operation.responses['401'], `${path} documents 401`);
      assert.ok(operation.responses['401'].headers['WWW-Authenticate'], `${path} documents WWW-Authenticate`);
      assert.equal(operation.security, [{ [scheme]: [] }], path);
    }
    assert.equal(doc.components.securitySchemes, {
      bearerAuth: { type: 'http', scheme: 'bearer' },
      staff: { type: 'http', scheme: 'basic' },
    });
    assert.is(doc.paths['/open'].get.security, undefined);
    assert.is(doc.paths['/open'].get.responses['401'], undefined);
  },
);

auto("should keep the app's own scheme of that name and merge global middleware passed with the routes", async () => {
  const config: SpecConfig = {
    securitySchemes: [{ name: 'bearerAuth', scheme: 'bearer', bearerFormat: 'JWT', description: 'Our tokens' }],
  };
  const global = [
    bearerAuth({ validate: () => true }),
    rateLimit({ limit: 10 }),
    timeout({ ms: 1000 }),
    csrf(),
    bodyLimit({ max: 1024 }),
  ];
  const doc = await generate([Router.post('/items', ok).doc({})], config, global);
  const items = doc.paths['/items'].post;
  assert.equal(Object.keys(items.responses), ['200', '400', '401', '403', '413', '429', '503']);
  assert.equal(Object.keys(items.responses['429'].headers), [
    'Retry-After',
    'RateLimit-Limit',
    'RateLimit-Remaining',
    'RateLimit-Reset',
  ]);
  assert.equal(items.security, [{ bearerAuth: [] }]);
  assert.equal(doc.components.securitySchemes.bearerAuth, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'Our tokens',
  });
});

auto("should merge an app's own middleware description", async () => {
  const tenant = describeMiddleware<Middleware>((ctx, next) => next(), {
    responses: { 403: 'The tenant may not use this route', 422: { description: 'Unknown tenant', body: problem } },
  });
  const doc = await generate([
    ...Router.scope('/t', [tenant], [Router.get('/x', ok).doc({ responses: { 422: null } })]),
  ]);
  assert.equal(Object.keys(doc.paths['/t/x'].get.responses), ['200', '403']);
  // A 4xx described by a string is answered with fw's error body (an HttpError), so documented with it.
  assert.equal(doc.paths['/t/x'].get.responses['403'], {
    description: 'The tenant may not use this route',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/FwErrorBody' } } },
  });
});

const written = suite('responses: a documented answer is written through its type, or refused with a 500');

/**
 * A TypeDoc of `{ id: number; done: boolean }` made by hand as the transformer makes one: its
 * writer writes only the declared properties of a value its check accepts, and gives null for any
 * other; its check names every problem.
 */
function taskType(): TypeDoc {
  const problems = (value: unknown): ValidationIssue[] => {
    if (typeof value !== 'object' || value === null) return [{ path: '$input', expected: 'Task', value }];
    const { id, done } = value as Record<string, unknown>;
    const found: ValidationIssue[] = [];
    if (typeof id !== 'number' || !Number.isFinite(id))
      found.push({ path: '$input.id', expected: 'number', value: id });
    if (typeof done !== 'boolean') found.push({ path: '$input.done', expected: 'boolean', value: done });
    return found;
  };
  return {
    kind: 'fw.type',
    name: 'Task',
    schema: {
      type: 'object',
      properties: { id: { type: 'number' }, done: { type: 'boolean' } },
      required: ['id', 'done'],
    },
    stringify: (value) => {
      if (problems(value).length > 0) return null;
      const { id, done } = value as { id: number; done: boolean };
      return JSON.stringify({ id, done });
    },
    check: (value) => {
      const errors = problems(value);
      return errors.length === 0 ? { success: true, data: value } : { success: false, errors };
    },
  };
}

const FAILED_BODY = '{"error":{"status":500,"message":"Internal Server Error"}}';

/** What `fn` wrote to stderr (the default onError's log) while it ran. */
async function stderrOf(fn: () => Promise<void>): Promise<string> {
  const write = process.stderr.write.bind(process.stderr);
  let text = '';
  process.stderr.write = (chunk: string | Uint8Array): boolean => {
    text += String(chunk);
    return true;
  };
  try {
    await fn();
  } finally {
    process.stderr.write = write;
  }
  return text;
}

written(
  'should answer 500 before writing anything, through the error path the log and the metrics see, naming the route, the status and every problem, with checkResponses on and off',
  async () => {
    for (const checkResponses of [false, true]) {
      const lines: string[] = [];
      let value: unknown = { id: 1, done: false, secret: 'x' };
      const app = Router.define({
        checkResponses,
        middleware: [metrics({ histogram: false }), logger({ destination: (line) => lines.push(line) })],
        routes: [Router.get('/tasks/:id', (ctx) => ctx.json(200, value)).doc({ responses: { 200: taskType() } })],
      });
      const good = await app.request('/tasks/1');
      assert.is(good.status, 200);
      assert.is(good.body, '{"id":1,"done":false}');

      value = { id: 'private-text', done: 'no', secret: 'x' };
      let bad: Awaited<ReturnType<typeof app.request>> | undefined;
      const log = await stderrOf(async () => {
        bad = await app.request('/tasks/1');
      });
      assert.is(bad!.status, 500);
      assert.is(bad!.body, FAILED_BODY);
      assert.is(bad!.headers['content-type'], 'application/json; charset=utf-8');
      assert.match(log, 'fw: GET /tasks/1 failed: FwError: ');
      assert.match(
        log,
        'the 200 answer of GET /tasks/:id does not match its documented type Task: $.id should be number (found a string); $.done should be boolean (found a string) (2 problem(s))',
      );
      assert.not.match(log, 'private-text', 'the text of the value is not logged');
      assert.match(lines.join('\n'), /^GET \/tasks\/1 500 /m);
      const counted = (await app.request('/metrics')).body;
      assert.match(counted, 'fw_requests_by_status{class="5xx"} 1\n');
    }
  },
);

written('should list the first maxProblems problems and count the rest', async () => {
  const errors: unknown[] = [];
  const app = Router.define({
    maxProblems: 1,
    onError: (error) => errors.push(error),
    routes: [Router.get('/task', (ctx) => ctx.json(200, {})).doc({ responseBody: taskType() })],
  });
  assert.is((await app.request('/task')).status, 500);
  const error = errors[0] as FwError;
  assert.is(error.code, 'FW_ERR_RESPONSE_CONTRACT');
  assert.is(error.params['more'], 1);
  assert.is(error.params['count'], '2');
  assert.match(error.message, 'Task: $.id should be number (found nothing (missing)); and 1 more (2 problem(s))');
});

written('should name the whole value when a writer refuses what its check accepts, or has no check', async () => {
  const errors: unknown[] = [];
  const refusing: TypeDoc = { ...taskType(), stringify: () => null };
  const unchecked: TypeDoc = { kind: 'fw.type', name: 'Task', schema: {}, stringify: () => null };
  const app = Router.define({
    onError: (error) => errors.push(error),
    routes: [
      Router.get('/refusing', (ctx) => ctx.json(200, { id: 1, done: true })).doc({ responseBody: refusing }),
      Router.get('/unchecked', (ctx) => ctx.json(200, [1])).doc({ responseBody: unchecked }),
    ],
  });
  assert.is((await app.request('/refusing')).body, FAILED_BODY);
  assert.is((await app.request('/unchecked')).body, FAILED_BODY);
  assert.equal(
    errors.map((e) => (e as FwError).message),
    [
      'the 200 answer of GET /refusing does not match its documented type Task: $ should be a value the JSON writer of Task accepts (found an object) (1 problem(s))',
      'the 200 answer of GET /unchecked does not match its documented type Task: $ should be a value the JSON writer of Task accepts (found an array of 1) (1 problem(s))',
    ],
  );
});

own.run();
auto.run();
written.run();
