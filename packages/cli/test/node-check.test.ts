/** The Node.js version check fwc makes before it loads anything: one line and exit 1 on a Node.js that cannot run it. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CLI_DIR, REPO, plainEnv } from './helpers.js';

const BIN = path.join(CLI_DIR, 'bin', 'fwc.cjs');
const { nodeVersionProblem, SUPPORTED } = createRequire(import.meta.url)(
  path.join(CLI_DIR, 'bin', 'node-check.cjs'),
) as {
  nodeVersionProblem: (version: string) => string | null;
  SUPPORTED: string;
};

const check = suite('fwc Node.js version check');

check('should accept the versions that load ES modules with require() unflagged', () => {
  for (const version of ['20.19.0', '20.20.2', 'v20.19.1', '22.12.0', '22.20.0', '23.0.0', '24.11.1', '26.0.0-pre'])
    assert.is(nodeVersionProblem(version), null, version);
});

check('should refuse older versions with one line naming the required version', () => {
  for (const version of ['18.20.4', 'v16.0.0', '20.18.3', '20.0.0', '21.7.3', '22.11.0', '22.0.0', '14.21.3']) {
    const problem = nodeVersionProblem(version);
    assert.type(problem, 'string', version);
    assert.ok(!problem!.includes('\n'), 'one line');
    assert.is(
      problem,
      `fwc needs Node.js 20.19 or newer (22.12 or newer on the 22 line); this is Node.js ${version.replace(/^v/, '')}. Install a current Node.js LTS and run fwc again.`,
    );
  }
});

check('should stop bin/fwc.cjs with that line and exit 1 before loading the CLI, and run it otherwise', () => {
  // The version is the only thing faked: the real bin runs in a real node.
  const fake = (version: string) =>
    spawnSync(
      process.execPath,
      [
        '-e',
        `Object.defineProperty(process.versions, 'node', { value: ${JSON.stringify(version)} }); process.argv.splice(1, 0, ${JSON.stringify(BIN)}); require(${JSON.stringify(BIN)});`,
        '--',
        '--version',
      ],
      {
        encoding: 'utf8',
        env: plainEnv(),
        timeout: 30_000,
      },
    );
  const old = fake('18.19.0');
  assert.is(old.status, 1);
  assert.is(old.stdout, '');
  assert.is(
    old.stderr,
    'fwc needs Node.js 20.19 or newer (22.12 or newer on the 22 line); this is Node.js 18.19.0. Install a current Node.js LTS and run fwc again.\n',
  );
  const current = fake('20.19.0');
  assert.is(current.status, 0, current.stderr);
  assert.match(current.stdout, /^\d+\.\d+\.\d+/);
});

check('should be the engines field of every fw package (the scaffold copies it: new.test.ts)', () => {
  for (const name of ['runtime', 'transformer', 'cli']) {
    const pkg = JSON.parse(readFileSync(path.join(REPO, 'packages', name, 'package.json'), 'utf8')) as {
      engines?: { node?: string };
    };
    assert.is(pkg.engines?.node, SUPPORTED, name);
  }
});

check.run();
