// The demo's users resource under vitest, in-process with app.request(), from the TypeScript sources.
import { describe, expect, test } from 'vitest';
import { createApp } from '../src/app.js';

/** Request logs are dropped. */
const quiet = (): void => {};

describe('users', () => {
  test('lists the seeded users', async () => {
    const res = await createApp({ logs: quiet }).request('/users');
    expect(res.status).toBe(200);
    expect(res.json<{ name: string }[]>().map((u) => u.name)).toEqual(['Ada Lovelace', 'Alan Turing']);
  });

  test('creates a user validated against NewUser (withBody) and shows it', async () => {
    const app = createApp({ logs: quiet });
    const created = await app.request('/users', {
      method: 'POST',
      body: { name: 'Grace Hopper', email: 'grace@example.com', role: 'admin' },
    });
    expect(created.status).toBe(201);
    expect(created.headers['location']).toBe('/users/3');
    expect(created.json()).toEqual({ id: 3, name: 'Grace Hopper', email: 'grace@example.com' });
    expect((await app.request('/users/3')).json()).toEqual({ id: 3, name: 'Grace Hopper', email: 'grace@example.com' });
  });

  test('answers 400 with every failing path for a body that is not a NewUser', async () => {
    const res = await createApp({ logs: quiet }).request('/users', {
      method: 'POST',
      body: { name: '', email: 'nope' },
    });
    expect(res.status).toBe(400);
    const body = res.json<{ error: { message: string; details: { path: string }[] } }>();
    expect(body.error.message).toMatch(/does not match NewUser/);
    expect(body.error.details.map((d) => d.path).sort()).toEqual(['$.email', '$.name']);
  });

  test('coerces and checks typed path parameters (withRequest)', async () => {
    const app = createApp({ logs: quiet });
    expect((await app.request('/users/2')).json()).toMatchObject({ id: 2, name: 'Alan Turing' });
    expect((await app.request('/users/0')).status).toBe(400);
    expect((await app.request('/users/42')).status).toBe(404);
  });
});
