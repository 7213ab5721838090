/**
 * The root README's commands: every ```sh block names where a test runs it (readme.ts). The `app`
 * blocks run in an app installed from a local registry (publish.test.ts); this file runs the
 * `repo` blocks in this repository: `npm run demo` is started on a free port and asked for `/`;
 * `npm test` is the command that runs this very test, so it is checked to be the package's script.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO, plainEnv, start, stop } from './helpers.js';
import { readmeBlocks } from './readme.js';

const readme = suite('README commands');

readme('should give every sh block a docs-test kind, with app and repo blocks present', () => {
  const blocks = readmeBlocks();
  assert.ok(blocks.some((block) => block.kind === 'app'));
  assert.ok(blocks.some((block) => block.kind === 'repo'));
  for (const block of blocks) assert.ok(block.commands.length > 0, `README.md:${block.line}: an empty block`);
});

readme('should stay a short guide (about 250 lines)', () => {
  const lines = readFileSync(path.join(REPO, 'README.md'), 'utf8').split('\n').length;
  assert.ok(lines <= 260, `README.md has ${lines} lines; move details to a package README`);
});

readme("should run the repo blocks' commands in this repository", async () => {
  const scripts = (
    JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts;
  for (const { line, serves } of readmeBlocks()
    .filter((block) => block.kind === 'repo')
    .flatMap((block) => block.commands)) {
    const script = /^npm (?:run )?([\w:-]+)$/.exec(line)?.[1];
    assert.ok(script !== undefined && scripts[script] !== undefined, `README: ${line} is not a script of package.json`);
    if (script === 'test') continue; // the command running this test
    assert.ok(serves, `README: ${line} should say the address it serves`);
    // Installs and builds (quickly when up to date), then serves the demo on a free port.
    const { child, url, output } = await start(REPO, ['sh', '-c', line], plainEnv({ PORT: '0' }), 600_000);
    try {
      const home = await fetch(`${url}/`);
      assert.is(home.status, 200, output());
      assert.is(((await home.json()) as { name: string }).name, 'fw demo');
    } finally {
      await stop(child);
    }
  }
});

readme.run();
