/** The demo application: a documented users/posts API using routes, params, resource, scope, controller and named routes. */
import {
  apidocs,
  Controller,
  errorHandler,
  health,
  HttpError,
  metrics,
  requestId,
  Router,
  reply,
  securityHeaders,
  structuredLogger,
  telemetry,
  type Context,
  type LogDestination,
  type LogFormat,
  type Middleware,
  type Reply,
  type Server,
  type SpecConfig,
  type TelemetryEvent,
  withBody,
  withRequest,
  describeMiddleware,
  ERROR_BODY,
} from '@fw/runtime';
import type { tags } from 'typia';
import { Store, type AdminStats, type NewUser, type Post, type Status, type Traffic, type User } from './store.js';

/** A record's id in the path: a positive integer, coerced and checked before the handler runs. */
interface IdParams {
  /** The record's id. */
  id: number & tags.Type<'uint32'> & tags.Minimum<1>;
}

/** The query of the user list. */
interface UserListQuery {
  /** Most users to return (default 100). */
  limit?: number & tags.Type<'uint32'> & tags.Maximum<1000>;
}

/** Marks responses of the versioned API with the version they came from. */
const apiVersion: Middleware = function apiVersion(ctx, next) {
  ctx.res.setHeader('x-api-version', '1');
  return next();
};

/**
 * Admin routes need `Authorization: Bearer demo-admin`; the description puts its 401 in the
 * document, and the adminToken scheme in the security of every route behind it.
 */
const requireAdmin: Middleware = describeMiddleware(
  function requireAdmin(ctx, next) {
    if (ctx.header('authorization') !== 'Bearer demo-admin') {
      throw new HttpError(401, 'admin token required', { headers: { 'www-authenticate': 'Bearer realm="demo"' } });
    }
    ctx.assigns['role'] = 'admin';
    return next();
  },
  {
    responses: {
      401: {
        description: 'The admin token is missing or wrong',
        body: ERROR_BODY,
        headers: { 'WWW-Authenticate': { description: 'Bearer realm="demo"' } },
      },
    },
    security: { name: 'adminToken', type: 'http', scheme: 'bearer' },
  },
);

/** fw's error body for a record that does not exist. */
const NOT_FOUND = (what: string) => ({ description: `No such ${what}`, body: ERROR_BODY });

/** The document's header and its security scheme. */
const SPEC_CONFIG: SpecConfig = {
  title: 'fw demo',
  description: 'An in-memory users and posts API, documented from its TypeScript types.',
  version: '1.0.0',
  securitySchemes: [{ name: 'adminToken', type: 'http', scheme: 'bearer', description: 'Use the token demo-admin.' }],
  tags: [
    { name: 'Users', description: 'The registered users.' },
    { name: 'Posts', description: 'What the users wrote.' },
    { name: 'Admin', description: 'The state of the service; the admin routes need the admin token.' },
  ],
};

/** The route table; handlers share `store` and the telemetry counts. */
function routeTable(store: Store, traffic: TrafficStats) {
  const posts = Controller.define({ prefix: '/posts', tag: 'Posts' }, [
    Router.get('/', (ctx) => ctx.json('ok', [...store.posts.values()]))
      .named('posts')
      .doc({ summary: 'List posts', responseBody: apidocs.type<Post[]>() }),
    Router.get(
      '/:id',
      withRequest((ctx, req: { params: IdParams }) => {
        const post = store.posts.get(req.params.id);
        return post === undefined ? reply(404, 'no such post') : reply(200, post);
      }),
    )
      .named('post')
      .doc({ summary: 'One post', responses: { 404: NOT_FOUND('post') } }),
  ]);

  return [
    Router.get('/', (ctx) => ctx.json('ok', { name: 'fw demo', docs: '/api/docs' })).named('home'),
    ...Router.resource('/users', {
      index: withRequest((ctx, req: { query: UserListQuery }) =>
        ctx.json('ok', [...store.users.values()].slice(0, req.query.limit ?? 100)),
      ),
      // The answers are what the handler returns: a wrong shape or status is a type error here.
      show: withRequest((ctx, req: { params: IdParams }): Reply<200, User> | Reply<404> => {
        const user = store.users.get(req.params.id);
        if (user === undefined) return reply(404, 'no such user');
        return reply(200, user);
      }),
      // The body declared on the route: validated against NewUser before the handler runs.
      create: withBody<NewUser>((ctx, input) => {
        const user = store.addUser(input);
        return reply(201, user, { headers: { location: `/users/${user.id}` } });
      }),
      // Path parameter and body declared together; the body is validated as withBody's is.
      update: withRequest((ctx, req: { params: IdParams; body: NewUser }) => {
        if (!store.users.has(req.params.id)) return reply(404, 'no such user');
        return reply(200, store.putUser(req.params.id, req.body));
      }),
      delete: withRequest((ctx, req: { params: IdParams }) =>
        store.users.delete(req.params.id) ? reply(204) : reply(404, 'no such user'),
      ),
      new: (ctx) => ctx.html('ok', '<form method="post" action="/users"><input name="name"></form>'),
      edit: withRequest((ctx, req: { params: IdParams }) => {
        const user = store.users.get(req.params.id);
        if (user === undefined) throw new HttpError(404, 'no such user');
        ctx.html(
          'ok',
          `<form method="post" action="/users/${user.id}"><input name="name" value="${escapeHtml(user.name)}"></form>`,
        );
      }),
      docs: {
        index: {
          summary: 'List users',
          tag: 'Users',
          responseBody: apidocs.type<User[]>(),
        },
        // The answers come from the handlers' replies; .doc() adds summaries and descriptions.
        show: { summary: 'One user', tag: 'Users', responses: { 404: NOT_FOUND('user') } },
        // No requestBody: withBody<NewUser> on the action documents it (and fw adds its 400, 413 and 415).
        create: {
          summary: 'Create a user',
          tag: 'Users',
          responses: { 201: { description: 'Created', headers: { location: { description: 'The new user' } } } },
        },
        update: { summary: 'Replace a user', tag: 'Users', responses: { 404: NOT_FOUND('user') } },
        delete: { summary: 'Delete a user', tag: 'Users', responses: { 204: 'Deleted', 404: NOT_FOUND('user') } },
        // HTML forms for browsers, not part of the JSON API.
        new: false,
        edit: false,
      },
    }),
    Router.get(
      '/users/:id/posts/:postId',
      withRequest((ctx, req: { params: IdParams & { postId: IdParams['id'] } }) => {
        const post = store.posts.get(req.params.postId);
        if (post === undefined || post.userId !== req.params.id) return reply(404, 'no such post for this user');
        return reply(200, post);
      }),
    )
      .named('user_posts')
      .doc({ summary: "One of a user's posts", tag: 'Posts', responses: { 404: NOT_FOUND('post for this user') } }),
    ...posts.routes,
    ...Router.scope(
      '/api/v1',
      [apiVersion],
      [
        Router.get('/status', (ctx) =>
          ctx.json('ok', { status: 'ok', users: store.users.size, posts: store.posts.size } satisfies Status),
        )
          .named('status')
          .doc({ summary: 'Service status', tag: 'Admin', responseBody: apidocs.type<Status>() }),
        ...Router.scope('/admin', { middleware: [requireAdmin] }, [
          Router.get('/stats', (ctx) =>
            ctx.json('ok', { role: ctx.getAssign('role') ?? 'none', users: store.users.size } satisfies AdminStats),
          )
            .named('admin_stats')
            .doc({ summary: 'Admin statistics', tag: 'Admin', responseBody: apidocs.type<AdminStats>() }),
          Router.get('/traffic', (ctx) =>
            ctx.json('ok', {
              ...traffic,
              averageUs: traffic.requests === 0 ? 0 : Math.round(traffic.totalUs / traffic.requests),
            } satisfies Traffic),
          )
            .named('admin_traffic')
            .doc({
              summary: 'Requests and average duration seen by telemetry',
              tag: 'Admin',
              responseBody: apidocs.type<Traffic>(),
            }),
        ]),
      ],
    ),
    Router.get('/files/*path', (ctx) => ctx.text('ok', `you asked for ${ctx.pathParam('path')}`)).named('file'),
    Router.route('PURGE', '/cache', (ctx) => ctx.json('accepted', { purged: true })),
  ] as const;
}

/** Options of the demo app; tests use them to capture logs and to run without the stack. */
export interface DemoOptions {
  /** The store; a fresh one with two users and two posts by default. */
  readonly store?: Store;
  /** Where request log lines go; default stdout. */
  readonly logs?: LogDestination;
  /** `text` (default) or `json` log lines. */
  readonly logFormat?: LogFormat;
  /** The server, so /health answers 503 while it is closing. */
  readonly server?: Server;
  /** false: only the docs page and the API, no observability stack (for measuring its cost). */
  readonly observability?: boolean;
}

/** Request counts and total time seen by the telemetry callback, shown by the admin stats route. */
export interface TrafficStats {
  requests: number;
  totalUs: number;
}

/**
 * Builds the demo app. The middleware follow fw's recommended order: errorHandler
 * first (it formats what everything after it throws), then health, requestId, metrics,
 * structuredLogger and telemetry, then the application's own (security headers, the docs page
 * at /api/docs with Swagger UI served from the installed swagger-ui-dist, no CDN needed).
 */
export function createApp(options: DemoOptions = {}) {
  const store = options.store ?? new Store();
  const traffic: TrafficStats = { requests: 0, totalUs: 0 };
  const routes = routeTable(store, traffic);
  const observe = options.observability ?? true;
  const stack: Middleware[] = observe
    ? [
        errorHandler({}),
        health({ path: '/health', ...(options.server ? { server: options.server } : {}) }),
        requestId({}),
        metrics({ path: '/metrics' }),
        structuredLogger({
          format: options.logFormat ?? 'text',
          ...(options.logs === undefined ? {} : { destination: options.logs }),
        }),
        telemetry({ onEvent: (event: TelemetryEvent) => count(traffic, event) }),
      ]
    : [errorHandler({})];
  const app = Router.define({
    middleware: [
      ...stack,
      securityHeaders({ contentSecurityPolicy: false }),
      apidocs.ui({ specJson: apidocs.generateSpec(SPEC_CONFIG, routes, { middleware: stack }), assets: 'local' }),
    ],
    routes,
  });
  return app;
}

function count(traffic: TrafficStats, event: TelemetryEvent): void {
  if (event.type !== 'request_end') return;
  traffic.requests += 1;
  traffic.totalUs += Number(event.durationNs / 1000n);
}

/** The OpenAPI document; `fwc build` writes it to openapi.json. */
export const spec = apidocs.generateSpec(SPEC_CONFIG, routeTable(new Store(), { requests: 0, totalUs: 0 }), {
  middleware: [errorHandler({})],
});

/** Links built from route names, so they follow the routes if these move. */
export function links(app: ReturnType<typeof createApp>): Record<string, string> {
  return {
    users: '/users',
    userPost: app.buildPath('user_posts', { id: 1, postId: 1 }),
    posts: app.pathFor('posts'),
    post: app.buildPath('post', { id: 1 }),
    status: app.pathFor('status'),
    adminStats: app.pathFor('admin_stats'),
    file: app.buildPath('file', { path: 'docs/read me.txt' }),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
