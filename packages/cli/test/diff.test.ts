/** fwc diff on the command line: exit codes, the printed changes, --json, accepting changes, git refs. */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fwc, removeDir, tempDir } from './helpers.js';

/** A document with GET /users/{id} answering a User, optionally with email and a query parameter. */
function document(options: { email?: boolean; limitMax?: number; title?: string } = {}): string {
  const properties: Record<string, unknown> = { id: { type: 'integer' }, name: { type: 'string' } };
  if (options.email !== false) properties['email'] = { type: 'string', format: 'email' };
  return JSON.stringify({
    openapi: '3.1.0',
    info: { title: options.title ?? 'users', version: '1.0.0' },
    paths: {
      '/users/{id}': {
        get: {
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'integer' } },
            { name: 'limit', in: 'query', schema: { type: 'integer', maximum: options.limitMax ?? 100 } },
          ],
          responses: {
            200: {
              description: 'OK',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/User' } } },
            },
          },
        },
      },
    },
    components: { schemas: { User: { type: 'object', properties, required: Object.keys(properties) } } },
  });
}

/** The id fwc prints for the removed email. */
const EMAIL_REMOVED = 'response-body-property-removed:GET:/users/{id}:200.body.email';

/** Runs `fn` in a fresh temporary directory holding base.json (with email) and head.json (without). */
function withDocs(fn: (dir: string) => void): void {
  const dir = tempDir('diff');
  try {
    writeFileSync(path.join(dir, 'base.json'), document());
    writeFileSync(path.join(dir, 'head.json'), document({ email: false }));
    fn(dir);
  } finally {
    removeDir(dir);
  }
}

const cli = suite('fwc diff: command line');

cli('should exit 0 with no changes for documents that differ only in prose', () => {
  withDocs((dir) => {
    writeFileSync(path.join(dir, 'other.json'), document({ title: 'renamed' }));
    const run = fwc(['diff', 'base.json', 'other.json'], { cwd: dir });
    assert.is(run.status, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /^fwc diff: no changes$/m);
  });
});

cli('should exit 1 and print each breaking change with its pointer in both documents and its id', () => {
  withDocs((dir) => {
    const run = fwc(['diff', 'base.json', 'head.json'], { cwd: dir });
    assert.is(run.status, 1, run.stdout + run.stderr);
    assert.ok(
      run.stdout.includes(
        [
          "BREAKING response-body-property-removed: GET /users/{id} 200.body.email: property 'email' was removed",
          '  base: #/components/schemas/User/properties/email',
          '  head: #/components/schemas/User',
          `  id: ${EMAIL_REMOVED}`,
        ].join('\n'),
      ),
      run.stdout,
    );
    assert.match(run.stderr, /fwc diff: failed: 1 breaking change, 0 other changes; it breaks clients/);
  });
});

cli('should print one JSON object with --json, and exit as without it', () => {
  withDocs((dir) => {
    writeFileSync(path.join(dir, 'head.json'), document({ email: false, limitMax: 1000 }));
    const run = fwc(['diff', 'base.json', 'head.json', '--json'], { cwd: dir });
    assert.is(run.status, 1, run.stderr);
    const report = JSON.parse(run.stdout) as {
      base: string;
      head: string;
      breaking: number;
      accepted: number;
      changes: {
        id: string;
        rule: string;
        breaking: boolean;
        accepted: boolean;
        base: string | null;
        head: string | null;
      }[];
      unusedAccepts: string[];
    };
    assert.is(report.base, 'base.json');
    assert.is(report.head, 'head.json');
    assert.is(report.breaking, 1);
    assert.is(report.accepted, 0);
    assert.equal(
      report.changes.map((c) => [c.id, c.breaking, c.accepted]),
      [
        ['request-parameter-maximum-widened:GET:/users/{id}:query.limit', false, false],
        [EMAIL_REMOVED, true, false],
      ],
    );
    assert.is(report.changes[1]!.base, '#/components/schemas/User/properties/email');
    assert.equal(report.unusedAccepts, []);
  });
});

cli(
  'should exit 0 when every breaking change is accepted with --accept, and note an accept that matches nothing',
  () => {
    withDocs((dir) => {
      const run = fwc(
        ['diff', 'base.json', 'head.json', '--accept', EMAIL_REMOVED, '--accept', 'operation-removed:GET:/gone'],
        {
          cwd: dir,
        },
      );
      assert.is(run.status, 0, run.stdout + run.stderr);
      assert.match(run.stdout, /^accepted breaking response-body-property-removed: GET \/users\/\{id\}/m);
      assert.match(
        run.stdout,
        /note: the accepted change operation-removed:GET:\/gone is not among the changes; remove it/,
      );
      assert.match(run.stdout, /^fwc diff: 1 breaking change \(1 accepted\), 0 other changes$/m);
    });
  },
);

cli('should read accepted ids from .fwdiffaccept in the current directory, with comments', () => {
  withDocs((dir) => {
    writeFileSync(
      path.join(dir, '.fwdiffaccept'),
      `# the email moved to /users/{id}/contact\n\n${EMAIL_REMOVED}  # on purpose\n`,
    );
    const run = fwc(['diff', 'base.json', 'head.json', '--json'], { cwd: dir });
    assert.is(run.status, 0, run.stdout + run.stderr);
    const report = JSON.parse(run.stdout) as { breaking: number; accepted: number };
    assert.is(report.breaking, 0);
    assert.is(report.accepted, 1);
  });
});

cli('should exit 2 with a clear message for a document that cannot be read', () => {
  withDocs((dir) => {
    writeFileSync(path.join(dir, 'broken.json'), '{"openapi": "3.1.0",');
    writeFileSync(path.join(dir, 'swagger.json'), JSON.stringify({ swagger: '2.0', paths: {} }));
    const broken = fwc(['diff', 'base.json', 'broken.json'], { cwd: dir });
    assert.is(broken.status, 2);
    assert.match(broken.stderr, /^fwc diff: error: broken\.json is not JSON: /m);
    const swagger = fwc(['diff', 'swagger.json', 'head.json'], { cwd: dir });
    assert.is(swagger.status, 2);
    assert.match(swagger.stderr, /swagger\.json is not an OpenAPI 3 document \(its "openapi" field is missing\)/);
    // Not a file, and not a git repository either.
    const missing = fwc(['diff', 'nowhere.json', 'head.json'], { cwd: dir });
    assert.is(missing.status, 2);
    assert.match(missing.stderr, /'nowhere\.json' is not a file, and git cannot read nowhere\.json:\.\/head\.json: /);
  });
});

cli('should exit 2 for a bad command line, fwc build --baseline included', () => {
  const none = fwc(['diff']);
  assert.is(none.status, 2);
  assert.match(none.stderr, /fwc diff: missing the base document/);
  const extra = fwc(['diff', 'a', 'b', 'c']);
  assert.is(extra.status, 2);
  const acceptAlone = fwc(['build', '--accept', EMAIL_REMOVED]);
  assert.is(acceptAlone.status, 2);
  assert.match(acceptAlone.stderr, /fwc build: --accept needs --baseline/);
  const noDocument = fwc(['build', '--baseline', 'main', '--no-openapi']);
  assert.is(noDocument.status, 2);
  assert.match(noDocument.stderr, /--baseline .* cannot be combined with --no-openapi/);
  const help = fwc(['help', 'diff']);
  assert.is(help.status, 0);
  assert.match(help.stdout, /^Usage: fwc diff <base> \[<head>\]/);
});

cli("should be in the scaffold README's CI section, against the main branch", () => {
  const dir = tempDir('diff-new');
  try {
    assert.is(fwc(['new', 'ci-app'], { cwd: dir }).status, 0);
    const readme = readFileSync(path.join(dir, 'ci-app', 'README.md'), 'utf8');
    const ci = readme.slice(readme.indexOf('\n## CI\n'));
    assert.ok(ci.startsWith('\n## CI\n'), readme);
    assert.match(ci, /^npx fwc diff origin\/main /m);
    assert.match(ci, /\.fwdiffaccept/);
  } finally {
    removeDir(dir);
  }
});

cli.run();

const git = suite('fwc diff: git refs');

/** Runs git in `dir` with a fixed identity, failing the test on an error. */
function gitIn(dir: string, ...args: string[]): void {
  const run = spawnSync('git', ['-c', 'user.name=fw', '-c', 'user.email=fw@example.com', ...args], {
    cwd: dir,
    encoding: 'utf8',
  });
  assert.is(run.status, 0, `git ${args.join(' ')}: ${run.stderr}`);
}

git('should read the base from a ref: the head file as the ref has it, or <ref>:<path>', () => {
  const dir = tempDir('diff-git');
  try {
    gitIn(dir, 'init', '-q', '-b', 'main');
    mkdirSync(path.join(dir, 'api'));
    writeFileSync(path.join(dir, 'api', 'openapi.json'), document());
    gitIn(dir, 'add', '.');
    gitIn(dir, 'commit', '-q', '-m', 'v1');
    writeFileSync(path.join(dir, 'api', 'openapi.json'), document({ email: false }));

    // In api/, the head defaults to ./openapi.json and the base is main's api/openapi.json.
    const byRef = fwc(['diff', 'main'], { cwd: path.join(dir, 'api') });
    assert.is(byRef.status, 1, byRef.stdout + byRef.stderr);
    assert.match(byRef.stdout, /^fwc diff: main:\.\/openapi\.json → openapi\.json$/m);
    assert.ok(byRef.stdout.includes(`id: ${EMAIL_REMOVED}`), byRef.stdout);

    // From the root: an explicit path, and a head given as a file.
    const byPath = fwc(['diff', 'main:api/openapi.json', 'api/openapi.json', '--json'], { cwd: dir });
    assert.is(byPath.status, 1, byPath.stderr);
    assert.is((JSON.parse(byPath.stdout) as { breaking: number }).breaking, 1);

    // Committed, the working tree equals the ref.
    gitIn(dir, 'commit', '-q', '-am', 'v2');
    assert.is(fwc(['diff', 'HEAD~1', 'HEAD'], { cwd: path.join(dir, 'api') }).status, 1);
    assert.is(fwc(['diff', 'main'], { cwd: path.join(dir, 'api') }).status, 0);

    const unknown = fwc(['diff', 'no-such-branch'], { cwd: path.join(dir, 'api') });
    assert.is(unknown.status, 2);
    assert.match(
      unknown.stderr,
      /'no-such-branch' is not a file, and git cannot read no-such-branch:\.\/openapi\.json: /,
    );
  } finally {
    removeDir(dir);
  }
});

git.run();
