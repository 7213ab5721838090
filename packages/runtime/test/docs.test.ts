/** The reference docs stay true: every error code in the catalogue is documented. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { ERRORS } from '@fw/runtime';

const docs = suite('error catalogue docs');

docs('should list every error code with its status in packages/runtime/README.md', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const codes = Object.keys(ERRORS) as (keyof typeof ERRORS)[];
  assert.ok(codes.length > 20);
  for (const code of codes) {
    const row = readme.split('\n').find((line) => line.startsWith(`| \`${code}\` |`));
    assert.ok(row, `${code} is missing from the README`);
    assert.ok(row.includes(`| ${ERRORS[code].status} |`), `${code}: README status differs from the catalogue`);
  }
});

docs('should give every route-table rule its own build diagnostic number', () => {
  const numbers = Object.values(ERRORS)
    .map((e) => e.diag)
    .filter((n) => n !== 0);
  assert.is(new Set(numbers).size, numbers.length);
});

docs.run();
