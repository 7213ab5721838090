/** bearerAuth, staticTokens and timingSafeEqualString: challenges, malformed and hostile headers, validators, options. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  FwError,
  HttpError,
  Router,
  bearerAuth,
  staticTokens,
  timingSafeEqualString,
  type BearerAuthOptions,
} from '@fw/runtime';
import { listen, rawExchange } from '../helpers.js';

const TOKEN = 'abc.DEF-123_~+/xyz==';
const CHALLENGE = 'Bearer realm="api"';
const INVALID_REQUEST = 'Bearer realm="api", error="invalid_request"';
const INVALID_TOKEN = 'Bearer realm="api", error="invalid_token"';
const MISSING_BODY = { error: { status: 401, message: 'a bearer token is required' } };
const MALFORMED_BODY = { error: { status: 400, message: 'the Authorization header is not a valid bearer credential' } };
const REJECTED_BODY = { error: { status: 401, message: 'the bearer token is not valid' } };

/** An app whose route echoes what the middleware stored in `assigns`. */
function appWith(options: Partial<BearerAuthOptions> = {}, errors: unknown[] = []) {
  return Router.define({
    middleware: [bearerAuth({ validate: staticTokens([TOKEN]), ...options })],
    onError: (error) => errors.push(error),
    routes: [
      Router.get('/me', (ctx) => ctx.json(200, { principal: ctx.assigns[options.assignKey ?? 'principal'] ?? null })),
    ],
  });
}

/** The errors the app reported that are not client errors (onError also sees every 4xx). */
function serverErrors(errors: readonly unknown[]): unknown[] {
  return errors.filter((error) => !(error instanceof HttpError && error.status < 500));
}

function throwsCode(fn: () => unknown, code: string): void {
  assert.throws(fn, (error: unknown) => error instanceof FwError && error.code === code);
}

/** One raw exchange (no client normalises or deduplicates headers), a string request written as UTF-8. */
function raw(port: number, request: string | Buffer): Promise<string> {
  return rawExchange(port, request, { encode: 'utf8' });
}

/** The status, one header and the body of a raw HTTP/1.1 answer. */
function parse(answer: string, header: string): { status: number; header: string | undefined; body: string } {
  const end = answer.indexOf('\r\n\r\n');
  const lines = answer.slice(0, end).split('\r\n');
  const found = lines.find((line) => line.toLowerCase().startsWith(`${header}:`));
  return {
    status: Number(lines[0]!.split(' ')[1]),
    header: found?.slice(header.length + 1).trim(),
    body: answer.slice(end + 4),
  };
}

const challenge = suite('bearerAuth: challenges');

challenge('should answer 401 with a Bearer challenge and a JSON body when the header is missing', async () => {
  const running = await listen(appWith());
  try {
    const res = await running.request('/me');
    assert.is(res.status, 401);
    assert.is(res.headers['www-authenticate'], CHALLENGE);
    assert.is(res.headers['content-type'], 'application/json; charset=utf-8');
    assert.equal(JSON.parse(res.body), MISSING_BODY);
  } finally {
    await running.close();
  }
});

challenge('should accept a listed token and store true as the principal', async () => {
  const running = await listen(appWith());
  try {
    const res = await running.request('/me', { headers: { authorization: `Bearer ${TOKEN}` } });
    assert.is(res.status, 200);
    assert.is(res.headers['www-authenticate'], undefined);
    assert.equal(JSON.parse(res.body), { principal: true });
  } finally {
    await running.close();
  }
});

challenge('should accept the scheme word in any case', async () => {
  const app = appWith();
  for (const scheme of ['bearer', 'BEARER', 'BeArEr', 'Bearer']) {
    const res = await app.request('/me', { headers: { authorization: `${scheme} ${TOKEN}` } });
    assert.is(res.status, 200, scheme);
  }
});

challenge('should accept one or more spaces after the scheme, as RFC 6750 writes 1*SP', async () => {
  const res = await appWith().request('/me', { headers: { authorization: `Bearer    ${TOKEN}` } });
  assert.is(res.status, 200);
});

challenge('should answer 401 with error="invalid_token" when validate rejects', async () => {
  const running = await listen(appWith());
  try {
    for (const token of ['wrong', TOKEN.slice(0, -1), 'x' + TOKEN, TOKEN + '=', TOKEN.toUpperCase()]) {
      const res = await running.request('/me', { headers: { authorization: `Bearer ${token}` } });
      assert.is(res.status, 401, token);
      assert.is(res.headers['www-authenticate'], INVALID_TOKEN);
      assert.equal(JSON.parse(res.body), REJECTED_BODY);
    }
  } finally {
    await running.close();
  }
});

challenge('should reject every falsy verdict: false, null and undefined', async () => {
  for (const verdict of [false, null, undefined]) {
    const app = appWith({ validate: () => verdict });
    const res = await app.request('/me', { headers: { authorization: 'Bearer t' } });
    assert.is(res.status, 401);
    assert.is(res.headers['www-authenticate'], INVALID_TOKEN);
  }
});

challenge('should treat another scheme as no bearer credentials: 401 without an error code', async () => {
  const app = appWith();
  for (const authorization of ['Basic YWxpY2U6cHc=', 'Digest username="a"', 'Bearertoken']) {
    const res = await app.request('/me', { headers: { authorization } });
    assert.is(res.status, 401, authorization);
    assert.is(res.headers['www-authenticate'], CHALLENGE);
    assert.equal(res.json(), MISSING_BODY);
  }
});

challenge('should escape quotes and backslashes in the realm', async () => {
  const app = appWith({ realm: 'my "api" \\ v2' });
  const res = await app.request('/me');
  assert.is(res.headers['www-authenticate'], 'Bearer realm="my \\"api\\" \\\\ v2"');
  const bad = await app.request('/me', { headers: { authorization: 'Bearer a b' } });
  assert.is(bad.headers['www-authenticate'], 'Bearer realm="my \\"api\\" \\\\ v2", error="invalid_request"');
});

challenge.run();

const malformed = suite('bearerAuth: malformed and hostile headers');

malformed('should answer 400 with error="invalid_request" for malformed bearer credentials', async () => {
  const app = appWith();
  const cases = [
    'Bearer',
    'bearer',
    'Bearer a b',
    'Bearer abc=def',
    'Bearer ====',
    'Bearer abc,def',
    'Bearer "abc"',
    'Bearer\tabc',
    'Bearer tökén',
    '',
    '{} abc',
    ' ',
  ];
  for (const authorization of cases) {
    const res = await app.request('/me', { headers: { authorization } });
    assert.is(res.status, 400, JSON.stringify(authorization));
    assert.is(res.headers['www-authenticate'], INVALID_REQUEST, JSON.stringify(authorization));
    assert.equal(res.json(), MALFORMED_BODY);
  }
});

malformed('should answer 400 for a malformed header even when not required', async () => {
  const res = await appWith({ required: false }).request('/me', { headers: { authorization: 'Bearer a b' } });
  assert.is(res.status, 400);
  assert.is(res.headers['www-authenticate'], INVALID_REQUEST);
});

malformed('should answer 400 for two Authorization headers sent over a raw socket', async () => {
  const errors: unknown[] = [];
  const running = await listen(appWith({}, errors));
  try {
    for (const [first, second] of [
      [TOKEN, TOKEN],
      [TOKEN, 'other'],
      ['other', TOKEN],
    ]) {
      const answer = parse(
        await raw(
          running.server.port,
          `GET /me HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${first}\r\nauthorization: Bearer ${second}\r\nConnection: close\r\n\r\n`,
        ),
        'www-authenticate',
      );
      assert.is(answer.status, 400);
      assert.is(answer.header, INVALID_REQUEST);
      assert.equal(JSON.parse(answer.body), {
        error: { status: 400, message: 'the request has more than one Authorization header' },
      });
    }
    const single = parse(
      await raw(
        running.server.port,
        `GET /me HTTP/1.1\r\nHost: x\r\nAUTHORIZATION: Bearer ${TOKEN}\r\nConnection: close\r\n\r\n`,
      ),
      'www-authenticate',
    );
    assert.is(single.status, 200);
    assert.equal(serverErrors(errors), []);
  } finally {
    await running.close();
  }
});

malformed('should answer 400 for repeated Authorization headers given to app.request as a list', async () => {
  const res = await appWith({ required: false }).request('/me', {
    headers: { authorization: [`Bearer ${TOKEN}`, `Bearer ${TOKEN}`] },
  });
  assert.is(res.status, 400);
  assert.is(res.headers['www-authenticate'], INVALID_REQUEST);
});

malformed('should answer 400 for UTF-8 bytes in the token sent over a raw socket', async () => {
  const running = await listen(appWith());
  try {
    const request = Buffer.concat([
      Buffer.from('GET /me HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer '),
      Buffer.from('tökén-€-😀', 'utf8'),
      Buffer.from('\r\nConnection: close\r\n\r\n'),
    ]);
    const answer = parse(await raw(running.server.port, request), 'www-authenticate');
    assert.is(answer.status, 400);
    assert.is(answer.header, INVALID_REQUEST);
  } finally {
    await running.close();
  }
});

malformed('should judge huge tokens without failing, and leave oversized headers to Node (431)', async () => {
  const errors: unknown[] = [];
  const big = 'a'.repeat(12_000);
  const running = await listen(
    Router.define({
      middleware: [bearerAuth({ validate: staticTokens([TOKEN, big]) })],
      onError: (error) => errors.push(error),
      routes: [Router.get('/me', (ctx) => ctx.text(200, 'ok'))],
    }),
  );
  try {
    const accepted = await running.request('/me', { headers: { authorization: `Bearer ${big}` } });
    assert.is(accepted.status, 200);
    const rejected = await running.request('/me', { headers: { authorization: `Bearer ${big}b` } });
    assert.is(rejected.status, 401);
    assert.is(rejected.headers['www-authenticate'], INVALID_TOKEN);
    const answer = await raw(
      running.server.port,
      `GET /me HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${'a'.repeat(100_000)}\r\nConnection: close\r\n\r\n`,
    );
    assert.is(parse(answer, 'x').status, 431);
    const after = await running.request('/me', { headers: { authorization: `Bearer ${TOKEN}` } });
    assert.is(after.status, 200, 'the server still answers');
    assert.equal(serverErrors(errors), []);
  } finally {
    await running.close();
  }
});

malformed.run();

const options = suite('bearerAuth: options and validators');

options('should let requests without bearer credentials through when required is false', async () => {
  const app = appWith({ required: false });
  const none = await app.request('/me');
  assert.is(none.status, 200);
  assert.equal(none.json(), { principal: null });
  const other = await app.request('/me', { headers: { authorization: 'Basic YWxpY2U6cHc=' } });
  assert.is(other.status, 200);
  const good = await app.request('/me', { headers: { authorization: `Bearer ${TOKEN}` } });
  assert.equal(good.json(), { principal: true });
  const bad = await app.request('/me', { headers: { authorization: 'Bearer nope' } });
  assert.is(bad.status, 401);
  assert.is(bad.headers['www-authenticate'], INVALID_TOKEN);
});

options('should await an async validate and store its principal under assignKey', async () => {
  const seen: string[] = [];
  const app = appWith({
    assignKey: 'user',
    validate: async (token, ctx) => {
      seen.push(`${ctx.method} ${token}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return token === 'alice-token' ? { id: 7, name: 'alice' } : null;
    },
  });
  const ok = await app.request('/me', { headers: { authorization: 'Bearer alice-token' } });
  assert.is(ok.status, 200);
  assert.equal(ok.json(), { principal: { id: 7, name: 'alice' } });
  const no = await app.request('/me', { headers: { authorization: 'Bearer bob-token' } });
  assert.is(no.status, 401);
  assert.is(no.headers['www-authenticate'], INVALID_TOKEN);
  assert.equal(seen, ['GET alice-token', 'GET bob-token']);
});

options('should answer an HttpError thrown by validate as thrown, and any other throw as 500', async () => {
  const errors: unknown[] = [];
  const forbidden = appWith(
    {
      validate: () => {
        throw new HttpError(403, 'token revoked');
      },
    },
    errors,
  );
  const res403 = await forbidden.request('/me', { headers: { authorization: 'Bearer t' } });
  assert.is(res403.status, 403);
  assert.equal(res403.json(), { error: { status: 403, message: 'token revoked' } });
  for (const validate of [
    () => {
      throw new Error('db down');
    },
    () => Promise.reject(new Error('db down')),
  ]) {
    const app = appWith({ validate }, errors);
    const res = await app.request('/me', { headers: { authorization: 'Bearer t' } });
    assert.is(res.status, 500);
    assert.equal(res.json(), { error: { status: 500, message: 'Internal Server Error' } });
  }
  assert.is(errors.length, 3);
  assert.equal(
    serverErrors(errors).map((error) => (error as Error).message),
    ['db down', 'db down'],
  );
});

options('should refuse bad options when created', () => {
  const validate = staticTokens([TOKEN]);
  throwsCode(() => bearerAuth(undefined as unknown as BearerAuthOptions), 'FW_ERR_BEARER_AUTH_CONFIG');
  throwsCode(() => bearerAuth({} as BearerAuthOptions), 'FW_ERR_BEARER_AUTH_CONFIG');
  throwsCode(() => bearerAuth({ validate: 'secret' as unknown as typeof validate }), 'FW_ERR_BEARER_AUTH_CONFIG');
  throwsCode(() => bearerAuth({ validate, required: 'yes' as unknown as boolean }), 'FW_ERR_BEARER_AUTH_CONFIG');
  throwsCode(() => bearerAuth({ validate, assignKey: '' }), 'FW_ERR_BEARER_AUTH_CONFIG');
});

options('should refuse a realm that could inject headers or is not printable ASCII', () => {
  const validate = staticTokens([TOKEN]);
  for (const realm of [
    'api\r\nSet-Cookie: a=b',
    'api\nX: y',
    'api\r',
    'a\u0000b',
    'a\tb',
    'réalm',
    'api\u2028',
    42 as unknown as string,
  ]) {
    throwsCode(() => bearerAuth({ validate, realm }), 'FW_ERR_BEARER_AUTH_CONFIG');
  }
});

options.run();

const tokens = suite('staticTokens');

tokens('should accept exactly the listed tokens', () => {
  const validate = staticTokens(['first', 'second==', 'a']) as (token: string) => unknown;
  for (const token of ['first', 'second==', 'a']) assert.is(validate(token), true, token);
  for (const token of ['firs', 'firstt', 'FIRST', 'second', '', 'b', 'a'.repeat(10_000)])
    assert.is(validate(token), false, token);
});

tokens('should refuse an empty list and tokens no client could send', () => {
  throwsCode(() => staticTokens([]), 'FW_ERR_BEARER_AUTH_CONFIG');
  throwsCode(() => staticTokens('token' as unknown as string[]), 'FW_ERR_BEARER_AUTH_CONFIG');
  for (const token of ['', 'a b', 'a=b', 'tökén', 'a\r\n', 7 as unknown as string]) {
    throwsCode(() => staticTokens(['good', token]), 'FW_ERR_BEARER_AUTH_CONFIG');
  }
});

tokens('should not put a token in its configuration error message', () => {
  try {
    staticTokens(['s3cr3t token']);
    assert.unreachable('should have thrown');
  } catch (error) {
    assert.ok(error instanceof FwError);
    assert.not.ok(error.message.includes('s3cr3t'));
  }
});

tokens.run();

const equal = suite('timingSafeEqualString');

equal('should say true only for identical strings', () => {
  assert.is(timingSafeEqualString('secret', 'secret'), true);
  assert.is(timingSafeEqualString('', ''), true);
  assert.is(timingSafeEqualString('😀 tökén', '😀 tökén'), true);
  assert.is(timingSafeEqualString('secret', 'secreT'), false);
  assert.is(timingSafeEqualString('caf\u00e9', 'cafe\u0301'), false, 'no Unicode normalisation');
});

equal('should compare strings of different lengths without throwing', () => {
  assert.is(timingSafeEqualString('a', 'a much longer string'), false);
  assert.is(timingSafeEqualString('a much longer string', 'a'), false);
  assert.is(timingSafeEqualString('', 'x'), false);
  assert.is(timingSafeEqualString('secret', 'secret\u0000'), false);
  assert.is(timingSafeEqualString('x'.repeat(100_000), 'x'.repeat(100_001)), false);
});

equal('should say false for values that are not strings', () => {
  assert.is(timingSafeEqualString(undefined as unknown as string, 'x'), false);
  assert.is(timingSafeEqualString('1', 1 as unknown as string), false);
  assert.is(timingSafeEqualString(null as unknown as string, null as unknown as string), false);
});

equal.run();
