/** Test helper: committed expected outputs, compared byte for byte and rewritten only with FW_ACCEPT=1. */
import fs from 'node:fs';
import path from 'node:path';
import * as assert from 'uvu/assert';
import { exactJson } from '@fw/runtime/internal';
import { REPO_ROOT } from './compile.js';

/** True when the run should (re)write expected files instead of comparing: `FW_ACCEPT=1`. */
export const ACCEPT = process.env['FW_ACCEPT'] === '1';

/** The canonical text of an expected JSON file: two-space indent, key order kept, large integers with every digit, final newline. */
export function jsonText(value: unknown): string {
  return exactJson(value, 2) + '\n';
}

/**
 * Compares `actual` with the committed file `expectedPath`. With FW_ACCEPT=1 the file is written
 * instead (and the comparison trivially holds); without it a missing file is a failure that says
 * how to create it. Read what an accept run writes before committing it.
 */
export function matchGolden(actual: string, expectedPath: string): void {
  const shown = path.relative(REPO_ROOT, expectedPath);
  if (ACCEPT) {
    const previous = fs.existsSync(expectedPath) ? fs.readFileSync(expectedPath, 'utf8') : undefined;
    if (previous !== actual) {
      fs.writeFileSync(expectedPath, actual);
      console.log(`  accepted ${shown}`);
    }
  }
  assert.ok(
    fs.existsSync(expectedPath),
    `${shown} is missing; run the test with FW_ACCEPT=1 to write it, then check it by hand`,
  );
  assert.fixture(
    actual,
    fs.readFileSync(expectedPath, 'utf8'),
    `${shown} differs from the transformer's output (FW_ACCEPT=1 rewrites it)`,
  );
}
