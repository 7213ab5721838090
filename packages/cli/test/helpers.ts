/** Test helpers: run the built fwc, and copy fixture projects into temporary directories linked to the workspace. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** packages/cli (tests run from packages/cli/dist-test/test). */
export const CLI_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The repository root. */
export const REPO = path.resolve(CLI_DIR, '..', '..');
/** The fwc command as users run it: bin/fwc.cjs, which loads the bundle `npm run build` in packages/cli writes. */
export const FWC = path.join(CLI_DIR, 'bin', 'fwc.cjs');

/** What a finished child process said. */
export interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `node <file> ...args` and waits (at most `timeout` ms, default 60 s). */
export function runNode(
  file: string,
  args: readonly string[],
  options: { cwd?: string; timeout?: number; env?: NodeJS.ProcessEnv } = {},
): Run {
  const result = spawnSync(process.execPath, [file, ...args], {
    cwd: options.cwd ?? REPO,
    encoding: 'utf8',
    timeout: options.timeout ?? 60_000,
    env: plainEnv(options.env),
  });
  if (result.error !== undefined) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * The environment for child processes, without the colour switches: Node warns on stderr when
 * both NODE_DISABLE_COLORS and FORCE_COLOR are set (as the test runner does), and tests read stderr.
 */
export function plainEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra };
  delete env['NODE_DISABLE_COLORS'];
  delete env['FORCE_COLOR'];
  return env;
}

/** Runs the built `fwc` with `args`. */
export function fwc(args: readonly string[], options: { cwd?: string; timeout?: number } = {}): Run {
  return runNode(FWC, args, options);
}

/** A fresh empty temporary directory; remove it with {@link removeDir}. */
export function tempDir(label: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `fwc-${label}-`));
}

/** Removes a temporary directory and everything in it. */
export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Links the workspace's @fw/runtime, @fw/client, @types/node and typia (generated validators import its
 * helpers) into `dir/node_modules`, so a project there compiles and runs without an install.
 */
export function linkWorkspace(dir: string): void {
  const links: Record<string, string> = {
    '@fw/runtime': path.join(CLI_DIR, 'node_modules', '@fw', 'runtime'),
    // The typed client's createClient, which the scaffold's tests use.
    '@fw/client': path.join(CLI_DIR, 'node_modules', '@fw', 'client'),
    '@types/node': path.join(CLI_DIR, 'node_modules', '@types', 'node'),
    typia: path.join(CLI_DIR, 'node_modules', '@fw', 'transformer', 'node_modules', 'typia'),
    // The scaffold's tests: vitest with the fw plugin (vitest.config.ts imports @fw/transformer/vite).
    '@fw/transformer': path.join(CLI_DIR, 'node_modules', '@fw', 'transformer'),
    vitest: path.join(CLI_DIR, 'node_modules', '@fw', 'transformer', 'node_modules', 'vitest'),
  };
  for (const [name, from] of Object.entries(links)) {
    if (!existsSync(from)) continue;
    const to = path.join(dir, 'node_modules', name);
    mkdirSync(path.dirname(to), { recursive: true });
    symlinkSync(realpathSync(from), to, 'dir');
  }
}

/** Copies fixtures/cli/<name> into a temporary directory linked to the workspace; returns its path. */
export function fixture(name: string): string {
  const dir = tempDir(name);
  cpSync(path.join(REPO, 'fixtures', 'cli', name), dir, { recursive: true });
  linkWorkspace(dir);
  return dir;
}

/** The server must print its URL within this time. */
const START_TIMEOUT_MS = 20_000;

/** A server started by {@link start}. */
export interface Started {
  readonly child: ChildProcess;
  readonly url: string;
  /** Everything it wrote so far, stdout and stderr interleaved. */
  output(): string;
}

/** Starts `command` (default `node dist/main.js`, on a free port) in `project` and resolves once it prints `listening on <url>` (within `timeoutMs`). */
export function start(
  project: string,
  command: readonly string[] = [process.execPath, 'dist/main.js'],
  env: NodeJS.ProcessEnv = plainEnv({ PORT: '0' }),
  timeoutMs = START_TIMEOUT_MS,
): Promise<Started> {
  // Its own process group, so that stop() reaches the server under `npm start` too.
  const child = spawn(command[0]!, command.slice(1), {
    cwd: project,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.once('close', () => closed.add(child));
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`no URL printed within ${timeoutMs} ms`)), timeoutMs);
    const fail = (error: Error): void => {
      clearTimeout(timer);
      signal(child, 'SIGKILL');
      reject(new Error(`${error.message}; output:\n${out}`));
    };
    const onExit = (code: number | null): void => fail(new Error(`the server exited with ${code}`));
    const read = (chunk: Buffer): void => {
      out += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (url !== undefined) {
        clearTimeout(timer);
        child.off('exit', onExit);
        resolve({ child, url, output: () => out });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', onExit);
  });
}

/** Children of {@link start} whose output has ended (every process of the group closed it). */
const closed = new WeakSet<ChildProcess>();

/**
 * Stops a started server and its process group (SIGTERM, then SIGKILL after 5 s) and waits until
 * its output has ended, so that what a server under `npm start` wrote last has been read too.
 */
export async function stop(child: ChildProcess | undefined): Promise<void> {
  if (child === undefined || closed.has(child)) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => signal(child, 'SIGKILL'), 5000);
    child.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    signal(child, 'SIGTERM');
  });
}

/** Sends `name` to the process group `start` made for `child` (the child alone if that fails). */
function signal(child: ChildProcess, name: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, name);
  } catch {
    child.kill(name);
  }
}

/**
 * CPU seconds used so far, from Linux's /proc (at the usual 100 ticks a second): by the finished
 * child processes of this process and their waited-for descendants (`'children'`), or by the
 * running process `pid`. Undefined where /proc is not there. For the timings tests print; never asserted.
 */
export function cpuSeconds(which: 'children' | number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${which === 'children' ? 'self' : which}/stat`, 'utf8');
    // The fields after the command name in parentheses, from the state on: utime and stime are
    // the 12th and 13th, cutime and cstime the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const at = which === 'children' ? 13 : 11;
    return (Number(fields[at]) + Number(fields[at + 1])) / 100;
  } catch {
    return undefined;
  }
}
