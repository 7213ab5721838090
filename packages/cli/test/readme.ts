/**
 * The commands of the root README, as the tests that run them read them. Every ```sh block must
 * follow a `<!-- docs-test: app -->` line (run in order, as a user would, in an app installed from
 * a registry: publish.test.ts) or `<!-- docs-test: repo -->` (run in this repository:
 * readme.test.ts), so that no command reaches the README without a test running it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO } from './helpers.js';

/** One command line of a block. */
export interface ReadmeCommand {
  /** The command without its trailing `# comment`. */
  readonly line: string;
  /** True when its comment names the address it serves (`http://127.0.0.1:3000`): it is started, asked, and stopped. */
  readonly serves: boolean;
}

/** One ```sh block and where its commands run. */
export interface ReadmeBlock {
  readonly kind: 'app' | 'repo';
  /** The block's first line number in README.md (1-based). */
  readonly line: number;
  readonly commands: readonly ReadmeCommand[];
}

/** The README's ```sh blocks; throws for a block without a `docs-test` kind. */
export function readmeBlocks(file = path.join(REPO, 'README.md')): ReadmeBlock[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const blocks: ReadmeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim() !== '```sh') continue;
    const kind = /^<!-- docs-test: (app|repo) -->$/.exec(lines[i - 1]?.trim() ?? '')?.[1] as
      ReadmeBlock['kind'] | undefined;
    if (kind === undefined)
      throw new Error(
        `README.md:${i + 1}: a sh block needs a <!-- docs-test: app|repo --> line before it, so that a test runs its commands`,
      );
    const commands: ReadmeCommand[] = [];
    let j = i + 1;
    for (; j < lines.length && lines[j]!.trim() !== '```'; j++) {
      const text = lines[j]!;
      const hash = text.search(/\s#\s/);
      const line = (hash === -1 ? text : text.slice(0, hash)).trim();
      if (line === '' || line.startsWith('#')) continue;
      const comment = hash === -1 ? '' : text.slice(hash);
      commands.push({ line, serves: comment.includes('http://127.0.0.1:3000') });
    }
    blocks.push({ kind, line: i + 1, commands });
    i = j;
  }
  return blocks;
}
