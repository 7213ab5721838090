/**
 * The demo against its own document: every documented operation gets a request made from the
 * document (and, where fw documents a 400, 415 or 401, a request that triggers it), and every
 * answer's status and JSON body is checked against the document by ajv (JSON Schema 2020-12).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { HttpError, Router, apidocs, bearerAuth, rateLimit, type TypeDoc } from '@fw/runtime';
import { checkContract } from '@fw/runtime/testing';
import { createApp, spec } from '../dist/app.js';

const test = suite('demo contract');

/** ajv-formats is CommonJS: its function is the default export, or that export's `default`. */
function withFormats(ajv: Ajv2020): Ajv2020 {
  const add = ((formats as unknown as { default?: unknown }).default ?? formats) as (ajv: Ajv2020) => void;
  add(ajv);
  return ajv;
}

test('should answer every documented operation as its document says, with 0 mismatches', async () => {
  const validator = withFormats(new Ajv2020({ strict: false }));
  const report = await checkContract(createApp({ logs: () => {} }), spec, {
    validator,
    credentials: { adminToken: { authorization: 'Bearer demo-admin' } },
  });
  const operations = Object.values(JSON.parse(spec).paths as Record<string, object>).reduce(
    (n, item) => n + Object.keys(item).length,
    0,
  );
  assert.ok(
    report.requests > operations,
    `${report.requests} requests for ${operations} operations: fw's own 400, 415 and 401 are triggered too`,
  );
  assert.equal(report.mismatches, []);
});

test('should find a mismatch when the app answers what its document does not say', async () => {
  const validator = withFormats(new Ajv2020({ strict: false }));
  const lying = JSON.parse(spec) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
  delete lying.paths['/users/{id}']!['get']!.responses['404'];
  lying.paths['/posts']!['get']!.responses['200'] = {
    description: 'ok',
    content: { 'application/json': { schema: { type: 'array', items: { type: 'string' } } } },
  };
  const report = await checkContract(createApp({ logs: () => {} }), lying, { validator });
  const problems = report.mismatches.map((m) => `${m.operation}: ${m.problem.slice(0, 40)}`);
  assert.ok(
    problems.some((p) => p.startsWith('GET /posts: the body does not match')),
    problems.join('\n'),
  );
});

test("should check the answers' documented headers: a required one missing, or one that does not match its schema", async () => {
  const validator = withFormats(new Ajv2020({ strict: false }));
  const lying = JSON.parse(spec) as {
    paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>>;
  };
  // The demo sends Location on 201 as a path: documented as an integer, it does not match.
  lying.paths['/users']!['post']!.responses['201']!.headers = {
    Location: { required: true, schema: { type: 'integer' } },
  };
  // A header the demo never sends, documented as always there.
  lying.paths['/posts']!['get']!.responses['200']!.headers = {
    'X-Total-Count': { required: true, schema: { type: 'integer' } },
  };
  const report = await checkContract(createApp({ logs: () => {} }), lying, { validator });
  const problems = report.mismatches.map((m) => `${m.operation} ${m.status}: ${m.problem}`);
  assert.ok(
    problems.some((p) => p.startsWith('POST /users 201: the header Location: "/users/')),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((p) => p === 'GET /posts 200: the documented header X-Total-Count is missing'),
    problems.join('\n'),
  );
});

/** A list of names, as the transformer writes `apidocs.type<string[]>()`. */
const things: TypeDoc = { kind: 'fw.type', name: 'Things', schema: { type: 'array', items: { type: 'string' } } };

test('should find a body sent where the document says the status has none', async () => {
  const validator = withFormats(new Ajv2020({ strict: false }));
  const routes = [
    Router.get('/gone', (ctx) => ctx.json('ok', { removed: true })).doc({
      summary: 'Gone',
      responses: { 200: 'Removed' },
    }),
    Router.delete('/gone', (ctx) => ctx.send('no_content')).doc({ summary: 'Delete', responses: { 204: 'Deleted' } }),
    Router.get('/missing', () => {
      throw new HttpError(404, 'no such thing');
    }).doc({ summary: 'Missing', responses: { 200: { description: 'Found', body: things }, 404: 'No such thing' } }),
  ] as const;
  const doc = apidocs.generateSpec({ title: 'bodies', version: '1' }, routes);
  const report = await checkContract(Router.define({ routes }), doc, { validator });
  // A 204 without a body and a 404 with fw's documented error body are as the document says.
  assert.equal(
    report.mismatches.map((m) => `${m.operation} ${m.status}`),
    ['GET /gone 200'],
  );
  assert.match(
    report.mismatches[0]!.problem,
    /^the answer has a body \(16 characters, application\/json[^)]*\) where the document says status 200 has none: \{"removed":true\}$/,
  );
});

test("should find the headers fw documents for rateLimit's 429 and bearerAuth's 401 in their answers", async () => {
  const validator = withFormats(new Ajv2020({ strict: false }));
  const middleware = [rateLimit({ limit: 1, windowMs: 60_000 }), bearerAuth({ validate: (token) => token === 't' })];
  const routes = [
    Router.get('/things', (ctx) => ctx.json('ok', ['a'])).doc({
      summary: 'Things',
      responses: { 200: { description: 'Things', body: things } },
    }),
  ] as const;
  const doc = apidocs.generateSpec({ title: 'rl', version: '1' }, routes, { middleware });
  const responses = (
    JSON.parse(doc) as {
      paths: {
        '/things': { get: { responses: Record<string, { headers?: Record<string, { required?: boolean }> }> } };
      };
    }
  ).paths['/things'].get.responses;
  assert.is(responses['429']?.headers?.['Retry-After']?.required, true);
  assert.is(responses['401']?.headers?.['WWW-Authenticate']?.required, true);
  const app = Router.define({ middleware, routes });
  // The first request (no credentials) answers 401 and spends the one request of the window; the next ones answer 429.
  const report = await checkContract(app, doc, { validator });
  assert.ok(report.requests >= 2);
  assert.equal(report.mismatches, []);
  // Without the headers the document promises, the check finds it.
  const bare = Router.define({
    routes: [Router.get('/things', (ctx) => ctx.json(429, { error: { status: 429, message: 'Too Many Requests' } }))],
  });
  const missing = await checkContract(bare, doc, { validator });
  assert.ok(
    missing.mismatches.some((m) => m.status === 429 && m.problem === 'the documented header Retry-After is missing'),
    JSON.stringify(missing.mismatches),
  );
});

test('should also send a request with every optional part: an optional query parameter and body property', async () => {
  const validator = withFormats(new Ajv2020({ strict: false }));
  const answer = { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } };
  const doc = {
    openapi: '3.1.0',
    info: { title: 'optional parts', version: '1' },
    paths: {
      '/things': {
        get: {
          parameters: [{ name: 'sort', in: 'query', required: false, schema: { type: 'string', enum: ['name'] } }],
          responses: { 200: answer },
        },
        post: {
          requestBody: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { name: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } },
                  required: ['name'],
                },
              },
            },
          },
          responses: { 200: answer },
        },
      },
    },
  };
  // Each route breaks only when an optional part is there: a request with required parts alone would not see it.
  const app = Router.define({
    routes: [
      Router.get('/things', (ctx) =>
        ctx.query.get('sort') === undefined ? ctx.json('ok', {}) : ctx.text(500, 'sort is broken'),
      ),
      Router.post('/things', async (ctx) => {
        const body = (await ctx.parseBody()) as { tags?: string[] };
        if (body.tags !== undefined) return ctx.text(500, 'tags are broken');
        ctx.json('ok', {});
      }),
    ],
  });
  // The first round alone (a budget of 4): each operation's valid request and the one with every optional part.
  const report = await checkContract(app, doc, { validator, budget: 4 });
  assert.is(report.requests, 4);
  const problems = report.mismatches.map((m) => `${m.operation} ${m.request} ${m.status}`);
  assert.equal(problems.sort(), [
    'GET /things a valid request with every optional part 500',
    'POST /things a valid request with every optional part 500',
  ]);
});

test.run();
