// Hono 4 server on @hono/node-server of the HTTP benchmark: `node bench/servers/hono.mjs <kind>`
// (see lib/scenarios.mjs). The app uses Hono's default router (SmartRouter: RegExpRouter, else
// TrieRouter). POST /users validates its body with @hono/zod-validator and a zod schema of the
// same rules. The observability stack: GET /health, hono/request-id, hono/logger printing to a
// file (its two text lines per request), and a counter middleware with GET /metrics.
// Content types are given explicitly so the bytes match fw's (`c.text` would say
// `text/plain;charset=UTF-8`, `c.json` plain `application/json`).
import { createWriteStream } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import {
  API_ROUTES,
  BIG_ROUTES,
  Counters,
  HELLO,
  JSON_TYPE,
  ROLES,
  TEXT_TYPE,
  announce,
  bigRouteAnswer,
  exitOnSignal,
  logFile,
  otherAnswer,
  userOf,
  userStore,
} from '../lib/scenarios.mjs';

const kind = process.argv[2];
const TEXT = { 'Content-Type': TEXT_TYPE };
const JSON_HEADERS = { 'Content-Type': JSON_TYPE };

const app = new Hono();

if (kind === 'observability') {
  const { requestId } = await import('hono/request-id');
  const { logger } = await import('hono/logger');
  const log = createWriteStream(logFile('hono'), { flags: 'a' });
  const counters = new Counters();
  app.get('/health', (c) => c.json({ status: 'ok' }, 200, JSON_HEADERS));
  app.use(requestId());
  app.use(logger((line) => log.write(line + '\n')));
  app.use(async (c, next) => {
    const start = performance.now();
    await next();
    counters.record(c.req.method, c.res.status, (performance.now() - start) * 1000);
  });
  app.get('/metrics', (c) =>
    c.text(counters.render(), 200, { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8' }),
  );
}

if (kind === 'plaintext') {
  app.get('/', (c) => c.text(HELLO, 200, TEXT));
} else if (kind === 'api' || kind === 'observability') {
  const { z } = await import('zod');
  const { zValidator } = await import('@hono/zod-validator');
  const NewUser = z.object({
    name: z.string().min(1).max(100),
    email: z.email(),
    age: z.number().int().min(0).max(4294967295).optional(),
    role: z.enum(ROLES),
  });
  const store = userStore();
  for (const [method, pattern] of API_ROUTES) {
    if (method === 'GET' && pattern === '/users/:id')
      app.get(pattern, (c) => c.json(userOf(c.req.param('id')), 200, JSON_HEADERS));
    else if (method === 'POST' && pattern === '/users') {
      app.post(pattern, zValidator('json', NewUser), (c) =>
        c.json(store.create(c.req.valid('json')), 201, JSON_HEADERS),
      );
    } else {
      const text = otherAnswer(method, pattern);
      app.on(method, pattern, (c) => c.text(text, 200, TEXT));
    }
  }
} else if (kind === 'routes1000') {
  app.get('/', (c) => c.text(HELLO, 200, TEXT));
  BIG_ROUTES.forEach((pattern, index) =>
    app.get(pattern, (c) => c.json(bigRouteAnswer(index, c.req.param('id')), 200, JSON_HEADERS)),
  );
} else {
  process.stderr.write(`hono: unknown server kind ${JSON.stringify(kind)}\n`);
  process.exit(2);
}

serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  exitOnSignal();
  announce(info.port);
});
