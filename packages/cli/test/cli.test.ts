/** The command line: help texts, version, and exit code 2 with a usage line for bad arguments. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CLI_DIR, fwc } from './helpers.js';

const help = suite('fwc help');

help('should print the main help with the commands for --help and -h', () => {
  for (const flag of ['--help', '-h']) {
    const run = fwc([flag]);
    assert.is(run.status, 0);
    assert.match(run.stdout, /^Usage: fwc <command> \[options\]$/m);
    assert.match(run.stdout, /^ {2}build\b/m);
    assert.match(run.stdout, /^ {2}new <name>/m);
    assert.is(run.stderr, '');
  }
});

help('should print each command help with its options for --help, -h and fwc help <command>', () => {
  const expected: Record<string, readonly string[]> = {
    build: [
      'Usage: fwc build [options]',
      '--project <path>',
      '--app <file>',
      '--out <file>',
      '--no-openapi',
      '--bundle',
      '--entry <file>',
      '--bundle-out',
      'Exit codes:',
    ],
    new: [
      'Usage: fwc new <name> [options]',
      '--dir <parent>',
      '--fw-source <path>',
      'npm install && npm run dev',
      'Exit codes:',
    ],
  };
  for (const [command, parts] of Object.entries(expected)) {
    for (const args of [
      [command, '--help'],
      [command, '-h'],
      ['help', command],
    ]) {
      const run = fwc(args);
      assert.is(run.status, 0, args.join(' '));
      for (const part of parts) assert.ok(run.stdout.includes(part), `${args.join(' ')} should mention ${part}`);
    }
  }
});

help('should print the package version for --version and -v', () => {
  const pkg = JSON.parse(readFileSync(path.join(CLI_DIR, 'package.json'), 'utf8')) as { version: string };
  for (const flag of ['--version', '-v']) {
    const run = fwc([flag]);
    assert.is(run.status, 0);
    assert.is(run.stdout.trim(), pkg.version);
  }
});

help.run();

const usage = suite('fwc usage errors');

/** Asserts exit code 2, the message on stderr, a usage line, and nothing on stdout. */
function usageError(args: readonly string[], message: RegExp, usageLine: string): void {
  const run = fwc(args);
  assert.is(run.status, 2, `fwc ${args.join(' ')}: ${run.stderr}`);
  assert.match(run.stderr, message);
  assert.ok(run.stderr.includes(usageLine), `fwc ${args.join(' ')} should print "${usageLine}"`);
  assert.is(run.stdout, '');
}

usage('should exit 2 without a command', () => {
  usageError([], /fwc: missing command/, 'Usage: fwc <command>');
});

usage('should exit 2 for an unknown command', () => {
  usageError(['frobnicate'], /fwc: unknown command 'frobnicate'/, 'Usage: fwc <command>');
  usageError(['help', 'frobnicate'], /unknown command 'frobnicate'/, 'Usage: fwc <command>');
});

usage('should exit 2 for an unknown flag', () => {
  usageError(['--frob'], /fwc: unknown option '--frob'/, 'Usage: fwc <command>');
  usageError(['build', '--frob'], /fwc build: unknown option '--frob'/, 'Usage: fwc build');
  usageError(['new', 'x', '--frob'], /fwc new: unknown option '--frob'/, 'Usage: fwc new');
});

usage('should exit 2 for a missing option value or an unexpected argument', () => {
  usageError(['build', '--project'], /fwc build: .*--project.*missing/, 'Usage: fwc build');
  usageError(['build', 'extra'], /fwc build: unexpected argument 'extra'/, 'Usage: fwc build');
  usageError(['build', '--no-openapi', '--out', 'x.json'], /cannot be combined/, 'Usage: fwc build');
  usageError(['build', '--entry', 'src/main.ts'], /--entry and --bundle-out need --bundle/, 'Usage: fwc build');
  usageError(['new'], /fwc new: missing the project name/, 'Usage: fwc new');
  usageError(['new', 'a', 'b'], /fwc new: unexpected argument 'b'/, 'Usage: fwc new');
});

usage.run();
