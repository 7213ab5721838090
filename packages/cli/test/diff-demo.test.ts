/**
 * fwc diff on real builds: copies of the demo (examples/demo) with its types changed, built with
 * `fwc build --baseline` against the demo's own openapi.json. A refactor of the types (a renamed
 * type, an extracted alias, reordered properties, new doc comments) changes nothing on the wire;
 * removing a property of a response type breaks clients, and the build fails naming it.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fwc, REPO } from './helpers.js';

const DEMO = path.join(REPO, 'examples', 'demo');
/** The demo's document, written by its build (scripts/setup.mjs builds the demo). */
const BASELINE = path.join(DEMO, 'openapi.json');

/**
 * A copy of the demo's sources and config in a folder inside the demo (so its node_modules
 * resolve), with `edit` applied to src/store.ts and src/app.ts; removed after `fn`.
 */
function withDemoCopy(edit: (file: 'store.ts' | 'app.ts', text: string) => string, fn: (dir: string) => void): void {
  const dir = mkdtempSync(path.join(DEMO, 'tmp-diff-'));
  try {
    cpSync(path.join(DEMO, 'src'), path.join(dir, 'src'), { recursive: true });
    cpSync(path.join(DEMO, 'package.json'), path.join(dir, 'package.json'));
    const config = JSON.parse(readFileSync(path.join(DEMO, 'tsconfig.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({ ...config, extends: path.join(REPO, 'tsconfig.base.json') }),
    );
    for (const file of ['store.ts', 'app.ts'] as const) {
      const source = path.join(dir, 'src', file);
      const before = readFileSync(source, 'utf8');
      const after = edit(file, before);
      writeFileSync(source, after);
    }
    fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Replaces `from` (which must occur) with `to`. */
function must(text: string, from: string | RegExp, to: string): string {
  assert.ok(typeof from === 'string' ? text.includes(from) : from.test(text), `the demo's source has ${String(from)}`);
  return text.replace(from, to);
}

const demo = suite('fwc diff: the demo');

demo.before(() => {
  assert.ok(existsSync(BASELINE), `${BASELINE} is missing: build the demo first (node scripts/setup.mjs)`);
});

demo('should find no breaking change after a refactor of the types, as fwc build --baseline', () => {
  withDemoCopy(
    (file, text) => {
      // User becomes Member: every component that held its name is renamed.
      let out = text.replace(/\bUser\b/g, 'Member');
      if (file === 'store.ts') {
        out = must(out, '/** A registered user. */', '/** Someone registered with the service. */');
        // The display name becomes a named alias.
        out = must(
          out,
          'export interface Member {',
          'type DisplayName = string & tags.MinLength<1> & tags.MaxLength<100>;\n\nexport interface Member {',
        );
        out = must(
          out,
          /(export interface Member \{[^}]*?)name: string & tags\.MinLength<1> & tags\.MaxLength<100>;/,
          '$1name: DisplayName;',
        );
        // Post's properties in another order.
        out = must(
          out,
          "export interface Post {\n  id: number & tags.Type<'uint32'>;",
          "export interface Post {\n  title: string;\n  id: number & tags.Type<'uint32'>;",
        );
        out = must(
          out,
          '  title: string;\n}\n\n/** The answer of the status endpoint. */',
          '}\n\n/** The answer of the status endpoint. */',
        );
      }
      return out;
    },
    (dir) => {
      const run = fwc(['build', '--baseline', BASELINE], { cwd: dir, timeout: 120_000 });
      assert.is(run.status, 0, run.stdout + run.stderr);
      const doc = readFileSync(path.join(dir, 'openapi.json'), 'utf8');
      assert.match(doc, /"Member"/, 'the component is renamed');
      assert.not.match(doc, /"User"/);
      assert.match(run.stdout, /^fwc build: (no changes|0 breaking changes, \d+ other changes?)$/m);
      assert.not.match(run.stdout, /BREAKING/);
    },
  );
});

demo('should fail fwc build --baseline when a response type loses a property, naming each operation', () => {
  withDemoCopy(
    (file, text) => {
      if (file === 'app.ts') return text;
      let out = must(
        text,
        "  /** Contact address, if the user gave one. */\n  email?: string & tags.Format<'email'>;\n",
        '',
      );
      out = must(out, '    if (fields.email !== undefined) user.email = fields.email;\n', '');
      return out;
    },
    (dir) => {
      const run = fwc(['build', '--baseline', BASELINE], { cwd: dir, timeout: 120_000 });
      assert.is(run.status, 1, run.stdout + run.stderr);
      assert.match(run.stdout, /wrote openapi\.json/);
      for (const operation of [
        'GET /users 200.body[].email',
        'POST /users 201.body.email',
        'GET /users/{id} 200.body.email',
      ])
        assert.ok(
          run.stdout.includes(`BREAKING response-body-property-removed: ${operation}: property 'email' was removed`),
          run.stdout,
        );
      assert.match(run.stdout, /^ {2}base: #\/components\/schemas\/User\/properties\/email$/m);
      assert.match(run.stderr, /fwc build: failed: \d+ breaking changes, 0 other changes/);
      // The request type kept its email: no request change is reported.
      assert.not.match(run.stdout, /request-body/);

      // Accepted in .fwdiffaccept (the ids printed), the same comparison passes.
      const ids = [...run.stdout.matchAll(/^ {2}id: (\S+)$/gm)].map((m) => m[1]!);
      assert.ok(ids.length >= 4, run.stdout);
      writeFileSync(path.join(dir, '.fwdiffaccept'), `# email is gone on purpose\n${ids.join('\n')}\n`);
      const accepted = fwc(['diff', BASELINE, 'openapi.json'], { cwd: dir });
      assert.is(accepted.status, 0, accepted.stdout + accepted.stderr);
      assert.match(accepted.stdout, /^accepted breaking response-body-property-removed: /m);
    },
  );
});

demo.run();
