/**
 * withBody: a body declared on the route, validated before a (possibly synchronous) handler gets
 * it, over real sockets, behind every kind of middleware chain the app treats differently
 * (nothing, inline middleware only, a middleware that awaits next(), route middleware).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  FwError,
  Router,
  apidocs,
  onRequest,
  requestId,
  structuredLogger,
  withBody,
  type Context,
  type Middleware,
  type TypeDoc,
  type Validator,
} from '@fw/runtime';
import { compose } from '../dist/pipeline.js';
import {
  codeOf,
  completeResponse,
  eventually,
  guard,
  HANG_MS,
  leaveMidBody,
  listen,
  rawSession,
  type Running,
} from './helpers.js';

interface Note {
  title: string;
  stars: number;
}

/** What the transformer generates for Note, written by hand: typia's IValidation shape. */
const validateNote: Validator<Note> = (input) => {
  const errors: { path: string; expected: string; value: unknown }[] = [];
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { success: false, errors: [{ path: '$input', expected: 'Note', value: input }] };
  const o = input as Record<string, unknown>;
  if (typeof o['title'] !== 'string') errors.push({ path: '$input.title', expected: 'string', value: o['title'] });
  if (typeof o['stars'] !== 'number') errors.push({ path: '$input.stars', expected: 'number', value: o['stars'] });
  return errors.length === 0 ? { success: true, data: input as Note } : { success: false, errors };
};

const NOTE: TypeDoc<Note> = {
  kind: 'fw.type',
  name: 'Note',
  schema: {
    type: 'object',
    properties: { title: { type: 'string' }, stars: { type: 'number' } },
    required: ['title', 'stars'],
  },
  validate: validateNote,
};

/** An `await next()` middleware: the app cannot run the chain inline past it. */
const awaiting: Middleware = async (ctx, next) => {
  ctx.setHeader('x-awaited', '1');
  await next();
};

/** Refuses requests without `authorization: yes`, as an auth middleware does. */
const auth: Middleware = async (ctx, next) => {
  if (ctx.header('authorization') !== 'yes') return ctx.json(401, { error: { status: 401, message: 'no' } });
  await next();
};

/**
 * An onRequest hook that waits before the request goes on: inline, yet asynchronous. It waits a
 * promise turn rather than a timer, so it resumes before a client that leaves is noticed and the
 * app is reading the body by then, as in the other setups.
 */
const waits = onRequest('waits', async (ctx) => {
  await Promise.resolve();
  ctx.setHeader('x-waited', '1');
});

interface Setup {
  readonly label: string;
  readonly middleware: readonly Middleware[];
  readonly routeMiddleware: readonly Middleware[];
}

const SETUPS: readonly Setup[] = [
  { label: 'no middleware', middleware: [], routeMiddleware: [] },
  {
    label: 'inline middleware only',
    middleware: [requestId()],
    routeMiddleware: [requestId({ headerName: 'x-route-id' })],
  },
  {
    label: 'an inline middleware that waits',
    middleware: [waits, requestId()],
    routeMiddleware: [requestId({ headerName: 'x-route-id' })],
  },
  { label: 'a global middleware that awaits next()', middleware: [awaiting], routeMiddleware: [] },
  { label: 'a route middleware that awaits next()', middleware: [requestId()], routeMiddleware: [awaiting] },
];

function appFor(setup: Setup, errors: unknown[]) {
  const scoped = (routes: Parameters<typeof Router.scope>[2]) => Router.scope('', setup.routeMiddleware, routes);
  return Router.define({
    middleware: setup.middleware,
    onError: (e) => errors.push(e),
    bodyLimit: 64,
    routes: [
      ...scoped([
        Router.post(
          '/notes',
          withBody((ctx, note) => ctx.json(201, { note, same: ctx.body === note, title: ctx.param('title') }), NOTE),
        ),
        Router.post(
          '/raw',
          withBody(async (ctx, note) => {
            const bytes = await ctx.rawBody();
            const again = await ctx.parseBody();
            ctx.json(200, { text: bytes.toString('utf8'), same: again === note });
          }, NOTE),
        ),
        Router.post(
          '/later',
          withBody(async (ctx, note) => {
            await new Promise((r) => setTimeout(r, 5));
            ctx.json(201, note);
          }, NOTE),
        ),
        Router.post(
          '/throws',
          withBody(() => {
            throw new Error('boom');
          }, NOTE),
        ),
        Router.post(
          '/rejects',
          withBody(() => Promise.reject(new Error('late boom')), NOTE),
        ),
        Router.post(
          '/silent',
          withBody(() => undefined, NOTE),
        ),
      ]),
      ...Router.scope(
        '/auth',
        [auth],
        [
          Router.post(
            '/notes',
            withBody((ctx, note) => ctx.json(201, note), NOTE),
          ),
        ],
      ),
      Router.get('/ok', (ctx) => ctx.text('ok')),
    ],
  });
}

type Res = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function errorOf(res: Res): {
  status: number;
  message: string;
  details?: { path: string; expected: string; found: string }[];
} {
  assert.is(res.headers['content-type'], 'application/json; charset=utf-8', res.body);
  return (
    JSON.parse(res.body) as {
      error: { status: number; message: string; details?: { path: string; expected: string; found: string }[] };
    }
  ).error;
}

const JSON_HEADERS = { 'content-type': 'application/json' };
const codes = (errors: unknown[]): string[] =>
  errors.map((e) => (e instanceof FwError ? e.code : e instanceof Error ? e.message : String(e)));

for (const setup of SETUPS) {
  const test = suite(`withBody (${setup.label})`);
  /** A test against this set-up's app on a loopback port, with the errors its onError saw. */
  const served = (check: (running: Running, errors: unknown[]) => Promise<void>) => async (): Promise<void> => {
    const errors: unknown[] = [];
    const running = await listen(appFor(setup, errors));
    try {
      await check(running, errors);
    } finally {
      await running.close();
    }
  };

  test(
    'should call the handler with the validated body, which ctx.body and ctx.param() also see',
    served(async (running, errors) => {
      for (let i = 0; i < 3; i++) {
        const res = await running.request('/notes', {
          method: 'POST',
          headers: JSON_HEADERS,
          body: JSON.stringify({ title: `t${i}`, stars: i }),
        });
        assert.is(res.status, 201, res.body);
        assert.equal(JSON.parse(res.body), { note: { title: `t${i}`, stars: i }, same: true, title: `t${i}` });
        if (setup.middleware.length > 0 && setup.middleware[0] !== awaiting)
          assert.type(res.headers['x-request-id'], 'string');
        if (setup.middleware[0] === awaiting || setup.routeMiddleware[0] === awaiting)
          assert.is(res.headers['x-awaited'], '1');
        if (setup.middleware[0] === waits) assert.is(res.headers['x-waited'], '1');
      }
      assert.equal(errors, []);
    }),
  );

  test(
    'should answer 400 listing each failing path, and never call the handler',
    served(async (running, errors) => {
      const res = await running.request('/notes', { method: 'POST', headers: JSON_HEADERS, body: '{"title":5}' });
      assert.is(res.status, 400, res.body);
      const error = errorOf(res);
      assert.ok(error.message.includes('Note'), error.message);
      assert.equal(error.details?.map((d) => d.path).sort(), ['$.stars', '$.title']);
      assert.equal(codes(errors), ['FW_ERR_BODY_VALIDATION']);
    }),
  );

  test(
    'should answer bad bodies as parseBody does: 415, 400 for empty, invalid JSON or __proto__, 413',
    served(async (running, errors) => {
      const cases: [string, Record<string, string>, string | undefined, number, string][] = [
        ['text/plain', { 'content-type': 'text/plain' }, '{"title":"a","stars":1}', 415, 'FW_ERR_BODY_MEDIA_TYPE'],
        ['no body', JSON_HEADERS, undefined, 400, 'FW_ERR_BODY_EMPTY'],
        ['blank', JSON_HEADERS, '   ', 400, 'FW_ERR_BODY_EMPTY'],
        ['invalid JSON', JSON_HEADERS, '{"title":', 400, 'FW_ERR_BODY_INVALID_JSON'],
        ['__proto__', JSON_HEADERS, '{"__proto__":{"x":1},"title":"a","stars":1}', 400, 'FW_ERR_BODY_FORBIDDEN_KEY'],
        ['too large', JSON_HEADERS, JSON.stringify({ title: 'x'.repeat(80), stars: 1 }), 413, 'FW_ERR_BODY_TOO_LARGE'],
      ];
      for (const [label, headers, body, status, code] of cases) {
        errors.length = 0;
        const res = await running.request('/notes', {
          method: 'POST',
          headers,
          ...(body === undefined ? {} : { body }),
        });
        assert.is(res.status, status, `${label}: ${res.body}`);
        assert.is(errorOf(res).status, status, label);
        assert.equal(codes(errors), [code], label);
      }
      assert.is(({} as Record<string, unknown>)['x'], undefined);
      assert.is((await running.request('/ok')).status, 200);
    }),
  );

  test(
    'should let route middleware answer before the body is read (401, not 400)',
    served(async (running) => {
      let res = await running.request('/auth/notes', { method: 'POST', headers: JSON_HEADERS, body: '{"bad":true}' });
      assert.is(res.status, 401, res.body);
      res = await running.request('/auth/notes', {
        method: 'POST',
        headers: { ...JSON_HEADERS, authorization: 'yes' },
        body: '{"bad":true}',
      });
      assert.is(res.status, 400, res.body);
      res = await running.request('/auth/notes', {
        method: 'POST',
        headers: { ...JSON_HEADERS, authorization: 'yes' },
        body: '{"title":"a","stars":2}',
      });
      assert.is(res.status, 201, res.body);
      assert.equal(JSON.parse(res.body), { title: 'a', stars: 2 });
    }),
  );

  test(
    'should read a body that arrives after its headers, or chunked',
    served(async (running, errors) => {
      const port = running.server.port;
      // The body goes out once the request has reached the app, which then reads it from the stream.
      const reached = new Promise<void>((resolve) => running.server.nodeServer.once('request', () => resolve()));
      const late = await rawSession(
        port,
        [
          'POST /notes HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 23\r\n\r\n',
          '{"title":"a",',
          '"stars":1}',
        ],
        {
          timeout: HANG_MS,
          between: (i) => (i === 1 ? guard(reached, 'the request reaches the app') : Promise.resolve()),
          until: completeResponse,
        },
      );
      assert.match(late.text, /^HTTP\/1\.1 201 /);
      assert.ok(late.text.endsWith('"note":{"title":"a","stars":1},"same":true,"title":"a"}'), late.text);
      const chunked = await rawSession(
        port,
        [
          'POST /notes HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
          'd\r\n{"title":"b",\r\n',
          'a\r\n"stars":2}\r\n0\r\n\r\n',
        ],
        { gap: 20, until: completeResponse },
      );
      assert.match(chunked.text, /^HTTP\/1\.1 201 /);
      assert.ok(chunked.text.includes('"note":{"title":"b","stars":2}'), chunked.text);
      const tooLong = await rawSession(
        port,
        [
          'POST /notes HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
          `50\r\n${'x'.repeat(80)}\r\n`,
        ],
        {
          gap: 20,
          until: completeResponse,
        },
      );
      assert.match(tooLong.text, /^HTTP\/1\.1 413 /);
      assert.equal(codes(errors), ['FW_ERR_BODY_TOO_LARGE']);
    }),
  );

  test(
    'should answer requests sent back to back on one connection, each with its own body',
    served(async (running, errors) => {
      const one = (title: string): string => {
        const body = JSON.stringify({ title, stars: 1 });
        return `POST /notes HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
      };
      const out = await rawSession(running.server.port, one('first') + one('second') + one('third'), {
        until: (text) =>
          (text.match(/HTTP\/1\.1 201 /g) ?? []).length === 3 &&
          completeResponse(text.slice(text.lastIndexOf('HTTP/1.1 201 '))),
      });
      const titles = [...out.text.matchAll(/"note":\{"title":"(\w+)"/g)].map((m) => m[1]);
      assert.equal(titles, ['first', 'second', 'third'], out.text);
      assert.equal(errors, []);
    }),
  );

  test(
    'should keep rawBody() and parseBody() working in the handler',
    served(async (running, errors) => {
      const res = await running.request('/raw', {
        method: 'POST',
        headers: JSON_HEADERS,
        body: '{"title":"r","stars":3}',
      });
      assert.is(res.status, 200, res.body);
      assert.equal(JSON.parse(res.body), { text: '{"title":"r","stars":3}', same: true });
      assert.equal(errors, []);
    }),
  );

  test(
    'should report a handler that throws, rejects or never answers, as for any handler',
    served(async (running, errors) => {
      const body = '{"title":"a","stars":1}';
      for (const [path, expected] of [
        ['/throws', 'boom'],
        ['/rejects', 'late boom'],
        ['/silent', 'FW_ERR_NO_RESPONSE'],
      ] as const) {
        errors.length = 0;
        const res = await running.request(path, { method: 'POST', headers: JSON_HEADERS, body });
        assert.is(res.status, 500, `${path}: ${res.body}`);
        assert.is(errorOf(res).status, 500, path);
        assert.equal(codes(errors), [expected], path);
      }
      const res = await running.request('/later', { method: 'POST', headers: JSON_HEADERS, body });
      assert.is(res.status, 201, res.body);
      assert.equal(JSON.parse(res.body), { title: 'a', stars: 1 });
    }),
  );

  test(
    'should survive a client that goes away before the body arrives',
    served(async (running, errors) => {
      const answered = await leaveMidBody(
        running.server,
        'POST /notes HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 23\r\n\r\n{"title"',
      );
      assert.is(answered, '', 'nothing is answered while the body is incomplete');
      // The app was still waiting for the rest of the body when the client left: its read fails.
      await eventually(() => errors.length > 0, 'the read of the cut body fails');
      assert.equal(codes(errors), ['FW_ERR_BODY_INCOMPLETE']);
      assert.is((await running.request('/ok')).status, 200);
    }),
  );

  test.run();
}

// ---------------------------------------------------------------------------------------------
const Define = suite('withBody: definition and documentation');

Define('should refuse a withBody route with no validator (no transformer, no documented requestBody)', () => {
  assert.is(
    codeOf(() =>
      Router.define({
        routes: [
          Router.post(
            '/n',
            withBody<Note>((ctx, note) => ctx.json(201, note)),
          ),
        ],
      }),
    ),
    'FW_ERR_MARKER_NOT_TRANSFORMED',
  );
  try {
    Router.define({
      routes: [
        Router.post(
          '/n',
          withBody<Note>((ctx, note) => ctx.json(201, note)),
        ),
      ],
    });
    assert.unreachable('Router.define accepted a withBody route with no validator');
  } catch (error) {
    assert.ok((error as Error).message.includes('withBody<T>() of route POST "/n"'), (error as Error).message);
  }
});

Define('should refuse a handler that is not a function and a type that is not apidocs.type<T>()', () => {
  assert.is(
    codeOf(() => withBody('nope' as unknown as () => void)),
    'FW_ERR_WITH_BODY_CONFIG',
  );
  assert.is(
    codeOf(() => withBody(() => undefined, { name: 'Note' } as unknown as TypeDoc)),
    'FW_ERR_WITH_BODY_CONFIG',
  );
});

Define('should validate with the documented requestBody when withBody carries no type', async () => {
  const app = Router.define({
    routes: [
      Router.post(
        '/n',
        withBody<Note>((ctx, note) => ctx.json(201, note)),
      ).doc({ requestBody: NOTE }),
    ],
  });
  let res = await app.request('/n', { method: 'POST', body: { title: 'a', stars: 1 } });
  assert.is(res.status, 201, res.body);
  res = await app.request('/n', { method: 'POST', body: { title: 'a' } });
  assert.is(res.status, 400, res.body);
  assert.ok(res.body.includes('$.stars'), res.body);
});

Define('should work in-process through app.request(), and as a plain handler called by other code', async () => {
  const handler = withBody((ctx, note) => ctx.json(201, { stars: note.stars }), NOTE);
  const app = Router.define({
    routes: [
      Router.post('/direct', handler),
      // Wrapped: the app sees an ordinary handler, and withBody's own read applies.
      Router.post('/wrapped', (ctx) => handler(ctx)),
      Router.post('/composed', compose([], handler as (ctx: Context) => unknown)),
    ],
  });
  for (const path of ['/direct', '/wrapped', '/composed']) {
    let res = await app.request(path, { method: 'POST', body: { title: 'a', stars: 4 } });
    assert.is(res.status, 201, `${path}: ${res.body}`);
    assert.equal(res.json(), { stars: 4 }, path);
    res = await app.request(path, { method: 'POST', body: { title: 'a', stars: '4' } });
    assert.is(res.status, 400, `${path}: ${res.body}`);
  }
});

Define('should document the declared type as the requestBody unless .doc() names one, also without .doc()', () => {
  const OTHER: TypeDoc = { kind: 'fw.type', name: 'Other', schema: { type: 'object' } };
  const handler = withBody((ctx, note) => ctx.json(201, note), NOTE);
  const spec = JSON.parse(
    apidocs.generateSpec({}, [
      Router.post('/declared', handler).doc({ summary: 'Declared' }),
      Router.put('/explicit', handler).doc({ requestBody: OTHER }),
      Router.patch('/typed', handler),
      Router.delete('/hidden', handler).doc(false),
    ]),
  ) as {
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>>;
    components: { schemas: Record<string, unknown> };
  };
  assert.equal(spec.paths['/declared']!['post']!.requestBody?.content['application/json']!.schema, {
    $ref: '#/components/schemas/Note',
  });
  assert.equal(spec.paths['/explicit']!['put']!.requestBody?.content['application/json']!.schema, {
    $ref: '#/components/schemas/Other',
  });
  assert.equal(spec.paths['/typed']!['patch']!.requestBody?.content['application/json']!.schema, {
    $ref: '#/components/schemas/Note',
  });
  assert.is(spec.paths['/hidden'], undefined, '.doc(false) leaves a route out');
  assert.equal(spec.components.schemas['Note'], NOTE.schema);
});

Define('should log and count the request once it is answered, as for any route', async () => {
  const lines: string[] = [];
  const app = Router.define({
    middleware: [structuredLogger({ format: 'json', destination: (line) => lines.push(line) })],
    routes: [
      Router.post(
        '/n',
        withBody((ctx, note) => ctx.json(201, note), NOTE),
      ),
    ],
  });
  const running = await listen(app);
  try {
    const res = await running.request('/n', { method: 'POST', headers: JSON_HEADERS, body: '{"title":"a","stars":1}' });
    assert.is(res.status, 201);
    const bad = await running.request('/n', { method: 'POST', headers: JSON_HEADERS, body: '{}' });
    assert.is(bad.status, 400);
    await eventually(() => lines.length >= 2, 'both log lines');
    const statuses = lines.map((line) => (JSON.parse(line) as { status: number }).status);
    assert.equal(statuses, [201, 400]);
  } finally {
    await running.close();
  }
});

// Types: the body's type flows into the handler.
withBody<Note>((ctx, note) => {
  const title: string = note.title;
  // @ts-expect-error Note has no such field
  void note.missing;
  ctx.text(title);
}, NOTE);
withBody((ctx: Context, note: Note) => ctx.text(note.title));
// With the body's type on the parameter, the path parameters are typed from the route's pattern too.
Router.put(
  '/notes/:id',
  withBody((ctx, note: Note) => {
    const id: string = ctx.params.id;
    // @ts-expect-error the pattern has no :nope
    void ctx.params.nope;
    ctx.json({ id, title: note.title });
  }, NOTE),
);

Define.run();
