/** The fw apps of the HTTP and start-up benchmarks; fw-server.ts and fw-observability.ts serve them. */
import { apidocs, reply, Router, Server, withBody, withRequest, type Middleware, type Reply } from '@fw/runtime';
import type { tags } from 'typia';
import {
  API_ROUTES,
  BIG_ROUTES,
  HELLO,
  announce,
  bigRouteAnswer,
  exitOnSignal,
  otherAnswer,
  userOf,
  userStore,
} from '../lib/scenarios.mjs';
import { userList, type ListUser } from '../lib/users.mjs';

/** The body of POST /users; `withBody<NewUser>` validates it with code the transformer generates from this type. */
export interface NewUser {
  name: string & tags.MinLength<1> & tags.MaxLength<100>;
  email: string & tags.Format<'email'>;
  age?: number & tags.Type<'uint32'>;
  role: 'admin' | 'member' | 'guest';
}

/** `GET /` answering `Hello, World!` as text/plain; `middleware` is the global middleware. */
export function plaintextApp(middleware: readonly Middleware[] = []) {
  return Router.define({ middleware, routes: [Router.get('/', (ctx) => ctx.text(200, HELLO))] });
}

/**
 * The 50-route API app (scenarios.mjs API_ROUTES): `GET /users/:id` answers a small JSON object,
 * `POST /users` validates its JSON body and answers 201 with the created user, every other route
 * answers a short text. `middleware` is the global middleware (the observability stack).
 */
export function apiApp(middleware: readonly Middleware[] = [], typed = false) {
  const store = userStore();
  const routes = API_ROUTES.map(([method, pattern]) => {
    if (method === 'GET' && pattern === '/users/:id') {
      // typed: the id declared with withRequest (coerced to a uint32 and validated) instead of read by hand.
      if (typed)
        return Router.get(
          '/users/:id',
          withRequest((ctx, req: { params: { id: number & tags.Type<'uint32'> } }) =>
            ctx.json(200, userOf(String(req.params.id))),
          ),
        );
      return Router.get('/users/:id', (ctx) => ctx.json(200, userOf(ctx.params.id)));
    }
    if (method === 'POST' && pattern === '/users') {
      return Router.post(
        '/users',
        withBody<NewUser>((ctx, user) => ctx.json(201, store.create(user))),
      );
    }
    const text = otherAnswer(method, pattern);
    return Router.route(method, pattern, (ctx) => ctx.text(200, text));
  });
  return Router.define({ middleware, routes });
}

/** `GET /` plus the 1,000 routes `/r0/:id` ... `/r999/:id` (the benchmark requests the last). */
export function routes1000App(middleware: readonly Middleware[] = []) {
  return Router.define({
    middleware,
    routes: [
      Router.get('/', (ctx) => ctx.text(200, HELLO)),
      ...BIG_ROUTES.map((pattern, index) =>
        Router.get(pattern, (ctx) => ctx.json(200, bigRouteAnswer(index, ctx.params.id!))),
      ),
    ],
  });
}

/**
 * `GET /users` answering lib/users.mjs's list of 100 users. `documented`: the route documents the
 * list type as its `responseBody`, so `ctx.json` writes the answer with the writer the transformer
 * generates from ListUser[] (only declared properties); otherwise the answer is undocumented and
 * written by JSON.stringify. `secret`: every record also carries a property ListUser does not
 * declare (parity test only).
 */
export function listApp(documented: boolean, secret = false, replied = false) {
  const users = userList({ secret });
  // `replied`: the same answer as a typed reply, documented by the handler's return type.
  if (replied)
    return Router.define({ routes: [Router.get('/users', (): Reply<200, ListUser[]> => reply(200, users))] });
  const route = Router.get('/users', (ctx) => ctx.json(200, users));
  return Router.define({
    routes: [documented ? route.doc({ summary: 'List users', responseBody: apidocs.type<ListUser[]>() }) : route],
  });
}

/** Serves `handler` on 127.0.0.1 and a free port, prints `listening <port>`, exits on SIGTERM. */
export async function serve(handler: Parameters<typeof Server.init>[1], beforeExit?: () => void): Promise<void> {
  const server = Server.init({ port: 0 }, handler);
  await server.listen();
  exitOnSignal(beforeExit);
  announce(server.port);
}
