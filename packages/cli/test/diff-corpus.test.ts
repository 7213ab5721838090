/**
 * The change corpus (fixtures/diff/<case>/): each pair of documents with its expected verdict
 * (breaking or not) and the exact set of rules the diff reports, refactors included (no change at all).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { compareDocuments } from '../src/diff/operations.js';
import { loadDocument } from '../src/diff/source.js';
import { REPO } from './helpers.js';

const CORPUS = path.join(REPO, 'fixtures', 'diff');

/** What a case expects. */
interface Expected {
  readonly breaking: boolean;
  readonly why: string;
  readonly rules: readonly string[];
}

const corpus = suite('fwc diff: the change corpus');

const cases = readdirSync(CORPUS).sort();

corpus('should hold at least 40 cases, breaking ones and refactors', () => {
  const verdicts = cases.map(
    (name) => (JSON.parse(readFileSync(path.join(CORPUS, name, 'expected.json'), 'utf8')) as Expected).breaking,
  );
  assert.ok(cases.length >= 40, `${cases.length} cases`);
  assert.ok(verdicts.filter(Boolean).length >= 20, 'breaking cases');
  assert.ok(cases.filter((name) => name.startsWith('refactor-')).length >= 10, 'refactor cases');
});

for (const name of cases) {
  const dir = path.join(CORPUS, name);
  const expected = JSON.parse(readFileSync(path.join(dir, 'expected.json'), 'utf8')) as Expected;
  corpus(`should find ${name} ${expected.breaking ? 'breaking' : 'not breaking'} (${expected.why})`, () => {
    const changes = compareDocuments(
      loadDocument('base.json', 'openapi.json', dir),
      loadDocument('head.json', 'openapi.json', dir),
    );
    const shown = changes.map((c) => `${c.breaking ? 'BREAKING ' : ''}${c.id}: ${c.message}`).join('\n');
    assert.is(
      changes.some((c) => c.breaking),
      expected.breaking,
      shown,
    );
    assert.equal([...new Set(changes.map((c) => c.rule))].sort(), expected.rules, shown);
    // Every change names where it is in at least one document, and every pointer resolves there.
    for (const c of changes) assert.ok(c.base !== null || c.head !== null, c.id);
  });
}

corpus.run();
