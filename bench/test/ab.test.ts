/**
 * bench/ab.mjs, the A/B tool: its command line (servers split by `--`, options before them), and
 * that the servers it is documented with answer like fw, including the bare server's `spin=`
 * variant (the timing itself is the tool's business, never a test's).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseAbArgs } from '../ab.mjs';
import { NEW_USER_BODY } from '../lib/scenarios.mjs';
import { startServer } from '../lib/servers.mjs';

test('should split servers on -- and read the options before them', () => {
  const plan = parseAbArgs([
    '--rounds',
    '3',
    '--scenario',
    'params',
    'servers/bare.mjs',
    'api',
    '--',
    'servers/bare.mjs',
    'api',
    'spin=300',
    '--',
    '.out/fw-server.js',
    'api',
  ]);
  assert.is(plan.rounds, 3);
  assert.is(plan.seconds, 5);
  assert.is(plan.scenario.path, '/users/42');
  assert.equal(
    plan.servers.map((s) => [s.file, s.args]),
    [
      ['servers/bare.mjs', ['api']],
      ['servers/bare.mjs', ['api', 'spin=300']],
      ['.out/fw-server.js', ['api']],
    ],
  );
  assert.is(plan.servers[1]!.name, 'servers/bare.mjs api spin=300');
});

test('should take the list scenario: fw with and without its response type against node:http', () => {
  const plan = parseAbArgs([
    '--scenario',
    'list',
    'servers/bare.mjs',
    'list',
    '--',
    '.out/fw-server.js',
    'list',
    '--',
    '.out/fw-server.js',
    'list',
    'plain',
  ]);
  assert.is(plan.scenario.path, '/users');
  assert.is(plan.scenario.kind, 'list');
  assert.equal(
    plan.servers.map((s) => s.args),
    [['list'], ['list'], ['list', 'plain']],
  );
});

test('should refuse one server, an unknown option, a bad number and an unknown scenario', () => {
  assert.throws(() => parseAbArgs(['servers/bare.mjs', 'api']), /at least two servers/);
  assert.throws(() => parseAbArgs(['--fast', '1', 'a', '--', 'b']), /unknown option --fast/);
  assert.throws(() => parseAbArgs(['--rounds', 'x', 'a', '--', 'b']), /--rounds needs a number/);
  assert.throws(() => parseAbArgs(['--scenario', 'nowhere', 'a', '--', 'b']), /--scenario must be one of/);
});

test('should answer POST /users with 201 from the bare server with spin= and async', async () => {
  const server = await startServer('bare', 'api', {
    command: { file: 'servers/bare.mjs', args: ['api', 'async', 'spin=20000'] },
  });
  try {
    const res = await fetch(`http://127.0.0.1:${server.port}/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: NEW_USER_BODY,
    });
    assert.is(res.status, 201);
    assert.equal(await res.json(), { id: 1, ...(JSON.parse(NEW_USER_BODY) as object) });
    const bad = await fetch(`http://127.0.0.1:${server.port}/users`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });
    assert.is(bad.status, 415);
  } finally {
    await server.stop();
  }
});

test.run();
