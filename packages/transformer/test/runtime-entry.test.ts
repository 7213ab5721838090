/**
 * The transformer reads what it shares with the runtime (the pattern parser, the route-table
 * rules, the error catalogue) from `@fw/runtime/internal`, so loading it does not load the
 * runtime's server, node:http or middleware.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const test = suite('runtime-entry');
const pkg = join(__dirname, '..');

/** The node:http modules a fresh process has loaded after importing `specifier`. */
function httpModulesAfter(specifier: string): string[] {
  const script = `await import(${JSON.stringify(specifier)}); console.log(JSON.stringify(process.moduleLoadList.filter((m) => /^NativeModule _?http/.test(m))))`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: pkg,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return JSON.parse(out) as string[];
}

test('loading the transformer loads no node:http (the runtime root, with its server, stays unloaded)', () => {
  assert.equal(httpModulesAfter('@fw/transformer'), []);
  // What the check would see if the transformer imported the runtime root.
  assert.ok(httpModulesAfter('@fw/runtime').includes('NativeModule http'));
});

test.run();
