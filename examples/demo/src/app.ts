/** The demo application: routes, params, resource, scope, controller and named routes on an in-memory store. */
import { Controller, HttpError, Router, type Context, type Middleware } from '@fw/runtime';
import { Store, type User } from './store.js';

/** Reads a positive integer id from a path parameter, or answers 400. */
function idParam(ctx: Context, name = 'id'): number {
  const raw = ctx.pathParam(name) ?? '';
  const id = Number(raw);
  if (!/^[1-9][0-9]{0,8}$/.test(raw)) throw new HttpError(400, `path parameter "${name}" must be a positive integer, got "${raw}"`);
  return id;
}

/** Checks a user payload by hand (typed validation arrives with the build-time transformer). */
function userFields(body: unknown): Omit<User, 'id'> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'expected a JSON object');
  const { name, email } = body as Record<string, unknown>;
  if (typeof name !== 'string' || name.trim() === '') throw new HttpError(400, 'field "name" must be a non-empty string');
  if (email !== undefined && typeof email !== 'string') throw new HttpError(400, 'field "email" must be a string');
  return email === undefined ? { name } : { name, email };
}

/** Adds `X-Response-Time` in microseconds: a global middleware in onion form. */
const responseTime: Middleware = async function responseTime(ctx, next) {
  const start = process.hrtime.bigint();
  ctx.res.setHeader('x-response-time', '0us');
  await next();
  if (!ctx.res.headersSent) ctx.res.setHeader('x-response-time', `${(process.hrtime.bigint() - start) / 1000n}us`);
};

/** Marks responses of the versioned API with the version they came from. */
const apiVersion: Middleware = function apiVersion(ctx, next) {
  ctx.res.setHeader('x-api-version', '1');
  return next();
};

/** Admin routes need `Authorization: Bearer demo-admin`. */
const requireAdmin: Middleware = function requireAdmin(ctx, next) {
  if (ctx.header('authorization') !== 'Bearer demo-admin') {
    throw new HttpError(401, 'admin token required', { headers: { 'www-authenticate': 'Bearer realm="demo"' } });
  }
  ctx.assigns['role'] = 'admin';
  return next();
};

/** Builds the demo app with its own store. */
export function createApp(store = new Store()) {
  const posts = Controller.define({ prefix: '/posts', tag: 'Posts' }, [
    Router.get('/', (ctx) => ctx.json('ok', [...store.posts.values()])).named('posts'),
    Router.get('/:id', (ctx) => {
      const post = store.posts.get(idParam(ctx));
      if (post === undefined) throw new HttpError(404, 'no such post');
      ctx.json('ok', post);
    })
      .named('post')
      .doc({ summary: 'One post' }),
  ]);

  const app = Router.define({
    middleware: [responseTime],
    routes: [
      Router.get('/', (ctx) => ctx.json('ok', { name: 'fw demo', links: links() })).named('home'),
      ...Router.resource('/users', {
        index: (ctx) => {
          const limit = Number(ctx.query.get('limit') ?? 100);
          ctx.json('ok', [...store.users.values()].slice(0, Number.isFinite(limit) && limit >= 0 ? limit : 100));
        },
        show: (ctx) => {
          const user = store.users.get(idParam(ctx));
          if (user === undefined) throw new HttpError(404, 'no such user');
          ctx.json('ok', user);
        },
        create: async (ctx) => {
          const user = store.addUser(userFields(await ctx.parseBody()));
          ctx.setHeader('location', `/users/${user.id}`).json('created', user);
        },
        update: async (ctx) => {
          const id = idParam(ctx);
          if (!store.users.has(id)) throw new HttpError(404, 'no such user');
          const user: User = { id, ...userFields(await ctx.parseBody()) };
          store.users.set(id, user);
          ctx.json('ok', user);
        },
        delete: (ctx) => {
          if (!store.users.delete(idParam(ctx))) throw new HttpError(404, 'no such user');
          ctx.send('no_content');
        },
        new: (ctx) => ctx.html('ok', '<form method="post" action="/users"><input name="name"></form>'),
        edit: (ctx) => {
          const user = store.users.get(idParam(ctx));
          if (user === undefined) throw new HttpError(404, 'no such user');
          ctx.html('ok', `<form method="post" action="/users/${user.id}"><input name="name" value="${escapeHtml(user.name)}"></form>`);
        },
      }),
      Router.get('/users/:id/posts/:postId', (ctx) => {
        const userId = idParam(ctx);
        const post = store.posts.get(idParam(ctx, 'postId'));
        if (post === undefined || post.userId !== userId) throw new HttpError(404, 'no such post for this user');
        ctx.json('ok', post);
      }).named('user_posts'),
      ...posts.routes,
      ...Router.scope('/api/v1', [apiVersion], [
        Router.get('/status', (ctx) => ctx.json('ok', { status: 'ok', users: store.users.size, posts: store.posts.size })).named('status'),
        ...Router.scope('/admin', { middleware: [requireAdmin] }, [
          Router.get('/stats', (ctx) => ctx.json('ok', { role: ctx.getAssign('role'), users: store.users.size })).named('admin_stats'),
        ]),
      ]),
      Router.get('/files/*path', (ctx) => ctx.text('ok', `you asked for ${ctx.pathParam('path')}`)).named('file'),
      Router.route('PURGE', '/cache', (ctx) => ctx.json('accepted', { purged: true })),
    ],
  });
  /** Links built from route names, so they follow the routes if these move. */
  const links = (): Record<string, string> => ({
    users: '/users',
    userPost: app.buildPath('user_posts', { id: 1, postId: 1 }),
    posts: app.pathFor('posts'),
    post: app.buildPath('post', { id: 1 }),
    status: app.pathFor('status'),
    adminStats: app.pathFor('admin_stats'),
    file: app.buildPath('file', { path: 'docs/read me.txt' }),
  });
  return app;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
