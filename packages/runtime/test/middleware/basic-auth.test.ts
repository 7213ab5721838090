/** basicAuth: the challenge, the users map, validate functions, and malformed or hostile credentials. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FwError, HttpError, Router, basicAuth, timingSafeEqualString, type BasicAuthOptions } from '@fw/runtime';
import { listen, rawExchange } from '../helpers.js';

const CHALLENGE = 'Basic realm="api", charset="UTF-8"';
const USERS = { alice: 'wonder land', jösé: 'pässwörd', bob: 'has:colons:inside' };
const WRONG = { error: { status: 401, message: 'the user name or password is not valid' } };
const MALFORMED = { error: { status: 401, message: 'the Authorization header is not a valid Basic credential' } };

/** An app whose route echoes the principal the middleware stored. */
function appWith(options: BasicAuthOptions = { users: USERS }, errors: unknown[] = []) {
  return Router.define({
    middleware: [basicAuth(options)],
    onError: (error) => errors.push(error),
    routes: [
      Router.get('/me', (ctx) => ctx.json(200, { principal: ctx.assigns[options.assignKey ?? 'principal'] ?? null })),
    ],
  });
}

function basic(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;
}

function serverErrors(errors: readonly unknown[]): unknown[] {
  return errors.filter((error) => !(error instanceof HttpError && error.status < 500));
}

function throwsCode(fn: () => unknown, code: string): void {
  assert.throws(fn, (error: unknown) => error instanceof FwError && error.code === code);
}

/** One raw exchange, the request written as UTF-8 and the answer read byte for byte. */
function raw(port: number, request: string): Promise<string> {
  return rawExchange(port, request, { encode: 'utf8' });
}

const users = suite('basicAuth: users map');

users('should answer 401 with a Basic challenge and a JSON body when the header is missing', async () => {
  const running = await listen(appWith());
  try {
    const res = await running.request('/me');
    assert.is(res.status, 401);
    assert.is(res.headers['www-authenticate'], CHALLENGE);
    assert.is(res.headers['content-type'], 'application/json; charset=utf-8');
    assert.equal(JSON.parse(res.body), { error: { status: 401, message: 'Basic credentials are required' } });
  } finally {
    await running.close();
  }
});

users('should accept a listed user and store { user } as the principal', async () => {
  const running = await listen(appWith());
  try {
    const res = await running.request('/me', { headers: { authorization: basic('alice', 'wonder land') } });
    assert.is(res.status, 200);
    assert.equal(JSON.parse(res.body), { principal: { user: 'alice' } });
    const colons = await running.request('/me', { headers: { authorization: basic('bob', 'has:colons:inside') } });
    assert.equal(JSON.parse(colons.body), { principal: { user: 'bob' } }, 'the password may hold colons');
  } finally {
    await running.close();
  }
});

users('should accept UTF-8 names and passwords, in either Unicode normal form', async () => {
  const app = appWith();
  const composed = await app.request('/me', { headers: { authorization: basic('jösé', 'pässwörd') } });
  assert.is(composed.status, 200);
  assert.equal(composed.json(), { principal: { user: 'jösé' } });
  const decomposed = await app.request('/me', {
    headers: { authorization: basic('jösé'.normalize('NFD'), 'pässwörd'.normalize('NFD')) },
  });
  assert.is(decomposed.status, 200);
  assert.equal(decomposed.json(), { principal: { user: 'jösé' } });
});

users('should accept the scheme word in any case', async () => {
  const app = appWith();
  for (const scheme of ['basic', 'BASIC', 'bAsIc']) {
    const credentials = basic('alice', 'wonder land').slice('Basic '.length);
    const res = await app.request('/me', { headers: { authorization: `${scheme} ${credentials}` } });
    assert.is(res.status, 200, scheme);
  }
});

users("should answer 401 for a wrong password, an unknown user, or a user with another user's password", async () => {
  const app = appWith();
  for (const [user, password] of [
    ['alice', 'wonder lan'],
    ['alice', 'wonder land '],
    ['alice', ''],
    ['mallory', 'wonder land'],
    ['bob', 'wonder land'],
    ['Alice', 'wonder land'],
  ]) {
    const res = await app.request('/me', { headers: { authorization: basic(user!, password!) } });
    assert.is(res.status, 401, `${user}:${password}`);
    assert.is(res.headers['www-authenticate'], CHALLENGE);
    assert.equal(res.json(), WRONG);
  }
});

users('should escape quotes and backslashes in the realm', async () => {
  const res = await appWith({ users: USERS, realm: 'admin "zone" \\ 1' }).request('/me');
  assert.is(res.headers['www-authenticate'], 'Basic realm="admin \\"zone\\" \\\\ 1", charset="UTF-8"');
});

users.run();

const hostile = suite('basicAuth: malformed and hostile credentials');

hostile('should answer 401, never 500, for every malformed credential', async () => {
  const errors: unknown[] = [];
  const app = appWith({ users: USERS }, errors);
  const b64 = (bytes: Buffer | string) => `Basic ${Buffer.from(bytes).toString('base64')}`;
  const cases: [string, string][] = [
    ['Basic', 'not a valid Basic credential'],
    ['Basic !!!!', 'not a valid Basic credential'],
    ['Basic YWxpY2U6d29uZGVyIGxhbmQ=x', 'not a valid Basic credential'],
    ['Basic a b', 'not a valid Basic credential'],
    ['Bearer abc', 'not a valid Basic credential'],
    ['', 'not a valid Basic credential'],
    [b64('alice'), 'must be "user:password"'],
    [b64(':wonder land'), 'must be "user:password"'],
    [b64('alice:wonder\nland'), 'must be "user:password"'],
    [b64('al\u0000ice:wonder land'), 'must be "user:password"'],
    [b64(Buffer.from([0x61, 0x3a, 0xff, 0xfe])), 'not valid UTF-8'],
    [b64(Buffer.from([0xc3, 0x28, 0x3a, 0x61])), 'not valid UTF-8'],
    [b64(Buffer.from([0xef, 0xbb, 0xbf, ...Buffer.from('alice:wonder land')])), 'not valid'],
    [`Basic ${'QUFB'.repeat(3000)}`, 'must be "user:password"'],
  ];
  for (const [authorization, message] of cases) {
    const res = await app.request('/me', { headers: { authorization } });
    assert.is(res.status, 401, authorization.slice(0, 40));
    assert.is(res.headers['www-authenticate'], CHALLENGE);
    assert.ok(
      res.json<{ error: { message: string } }>().error.message.includes(message),
      `${authorization.slice(0, 40)}: ${res.body}`,
    );
  }
  assert.equal(serverErrors(errors), []);
});

hostile('should answer 401 for two Authorization headers sent over a raw socket', async () => {
  const running = await listen(appWith());
  try {
    const good = basic('alice', 'wonder land');
    const answer = await raw(
      running.server.port,
      `GET /me HTTP/1.1\r\nHost: x\r\nAuthorization: ${good}\r\nAuthorization: ${good}\r\nConnection: close\r\n\r\n`,
    );
    assert.ok(answer.startsWith('HTTP/1.1 401 '), answer.slice(0, 40));
    assert.ok(
      answer.includes(`\r\nWWW-Authenticate: ${CHALLENGE}\r\n`) ||
        answer.toLowerCase().includes(`\r\nwww-authenticate: ${CHALLENGE.toLowerCase()}\r\n`),
    );
    assert.ok(
      answer.endsWith('{"error":{"status":401,"message":"the request has more than one Authorization header"}}'),
    );
  } finally {
    await running.close();
  }
});

hostile('should answer 401 for credentials with raw UTF-8 bytes in the header', async () => {
  const running = await listen(appWith());
  try {
    const answer = await raw(
      running.server.port,
      `GET /me HTTP/1.1\r\nHost: x\r\nAuthorization: Basic ${'ä'.repeat(8)}\r\nConnection: close\r\n\r\n`,
    );
    assert.ok(answer.startsWith('HTTP/1.1 401 '), answer.slice(0, 40));
    assert.ok(answer.endsWith(JSON.stringify(MALFORMED)));
  } finally {
    await running.close();
  }
});

hostile.run();

const validate = suite('basicAuth: validate');

validate('should await an async validate and store the object it returns', async () => {
  const seen: string[] = [];
  const app = appWith({
    assignKey: 'account',
    validate: async (user, password, ctx) => {
      seen.push(`${ctx.method} ${user}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return user === 'carol' && timingSafeEqualString(password, 'p:w') ? { id: 3, role: 'admin' } : false;
    },
  });
  const ok = await app.request('/me', { headers: { authorization: basic('carol', 'p:w') } });
  assert.is(ok.status, 200);
  assert.equal(ok.json(), { principal: { id: 3, role: 'admin' } });
  const no = await app.request('/me', { headers: { authorization: basic('carol', 'p') } });
  assert.is(no.status, 401);
  assert.is(no.headers['www-authenticate'], CHALLENGE);
  assert.equal(no.json(), WRONG);
  assert.equal(seen, ['GET carol', 'GET carol']);
});

validate('should store { user } when validate returns true, and reject null and undefined', async () => {
  const yes = await appWith({ validate: () => true }).request('/me', {
    headers: { authorization: basic('dave', 'x') },
  });
  assert.equal(yes.json(), { principal: { user: 'dave' } });
  for (const verdict of [false, null, undefined]) {
    const res = await appWith({ validate: () => verdict }).request('/me', {
      headers: { authorization: basic('dave', 'x') },
    });
    assert.is(res.status, 401);
  }
});

validate('should answer an HttpError thrown by validate as thrown, and any other throw as 500', async () => {
  const errors: unknown[] = [];
  const forbidden = await appWith(
    {
      validate: () => {
        throw new HttpError(403, 'account locked');
      },
    },
    errors,
  ).request('/me', { headers: { authorization: basic('e', 'x') } });
  assert.is(forbidden.status, 403);
  assert.equal(forbidden.json(), { error: { status: 403, message: 'account locked' } });
  const failed = await appWith(
    {
      validate: () => Promise.reject(new Error('ldap down')),
    },
    errors,
  ).request('/me', { headers: { authorization: basic('e', 'x') } });
  assert.is(failed.status, 500);
  assert.equal(
    serverErrors(errors).map((error) => (error as Error).message),
    ['ldap down'],
  );
});

validate('should refuse bad options when created', () => {
  const code = 'FW_ERR_BASIC_AUTH_CONFIG';
  throwsCode(() => basicAuth(undefined as unknown as BasicAuthOptions), code);
  throwsCode(() => basicAuth({}), code);
  throwsCode(() => basicAuth({ users: USERS, validate: () => true }), code);
  throwsCode(() => basicAuth({ users: {} }), code);
  throwsCode(() => basicAuth({ users: [] as unknown as Record<string, string> }), code);
  throwsCode(() => basicAuth({ users: { 'a:b': 'pw' } }), code);
  throwsCode(() => basicAuth({ users: { '': 'pw' } }), code);
  throwsCode(() => basicAuth({ users: { a: '' } }), code);
  throwsCode(() => basicAuth({ users: { a: 'p\nw' } }), code);
  throwsCode(() => basicAuth({ users: { a: 5 as unknown as string } }), code);
  throwsCode(() => basicAuth({ validate: 'x' as unknown as () => boolean }), code);
  throwsCode(() => basicAuth({ users: USERS, assignKey: '' }), code);
  for (const realm of ['api\r\nSet-Cookie: a=b', 'api\n', 'réalm', 'a\u0000'])
    throwsCode(() => basicAuth({ users: USERS, realm }), code);
});

validate.run();
