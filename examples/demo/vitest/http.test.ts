// The demo over real HTTP under vitest: listens on 127.0.0.1 port 0 and serves its OpenAPI document.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { Server } from '@fw/runtime';
import { createApp } from '../src/app.js';

const server = Server.init({ port: 0, host: '127.0.0.1' }, createApp({ logs: () => {} }).handler);

beforeAll(async () => {
  await server.listen();
});

afterAll(async () => {
  await server.close();
});

test('answers GET /users/1 over HTTP', async () => {
  const res = await fetch(`${server.url}/users/1`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(await res.json()).toEqual({ id: 1, name: 'Ada Lovelace', email: 'ada@example.com' });
});

test('serves the OpenAPI document the markers made, with NewUser as the request body', async () => {
  const res = await fetch(`${server.url}/api/docs/openapi.json`);
  expect(res.status).toBe(200);
  const doc = (await res.json()) as {
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { $ref?: string } }> } }>>;
  };
  expect(doc.paths['/users']?.['post']?.requestBody?.content['application/json']?.schema.$ref).toBe(
    '#/components/schemas/NewUser',
  );
});
