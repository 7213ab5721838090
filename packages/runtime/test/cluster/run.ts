/** Test helpers for real processes: start a cluster primary (or one app) as a child, read its lines, stop it with a signal. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const APP = fileURLToPath(new URL('./app.js', import.meta.url));
export const PRIMARY = fileURLToPath(new URL('./primary.js', import.meta.url));
export const CRASH_AT_START = fileURLToPath(new URL('./crash-at-start.js', import.meta.url));

/** A child process and the lines it wrote so far. */
export interface Proc {
  readonly child: ChildProcess;
  readonly out: string[];
  readonly err: string[];
  /** Resolves with the first line of `stream` (past and future) for which `test` holds; rejects after `ms`. */
  waitLine(stream: 'out' | 'err', test: (line: string) => boolean, ms?: number): Promise<string>;
  /** Sends `signal` and resolves with the exit code once the process has exited (killed after `ms`). */
  stop(signal?: NodeJS.Signals, ms?: number): Promise<number | null>;
  readonly exited: Promise<number | null>;
}

/** Spawns `node <script> ...args`; every stdout and stderr line is kept. */
export function spawnNode(script: string, args: readonly string[], env: Record<string, string> = {}): Proc {
  const child = spawn(process.execPath, [script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out: string[] = [];
  const err: string[] = [];
  const waiters: { stream: 'out' | 'err'; test: (line: string) => boolean; done: (line: string) => void }[] = [];
  const reader = (stream: 'out' | 'err', lines: string[]) => {
    let rest = '';
    return (chunk: Buffer) => {
      const parts = (rest + chunk.toString('utf8')).split('\n');
      rest = parts.pop()!;
      for (const line of parts) {
        lines.push(line);
        for (const w of [...waiters]) {
          if (w.stream === stream && w.test(line)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.done(line);
          }
        }
      }
    };
  };
  child.stdout.on('data', reader('out', out));
  child.stderr.on('data', reader('err', err));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return {
    child,
    out,
    err,
    exited,
    waitLine(stream, test, ms = 15_000) {
      const seen = (stream === 'out' ? out : err).find(test);
      if (seen !== undefined) return Promise.resolve(seen);
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching ${stream} line within ${ms}ms; stderr so far:\n${err.join('\n')}`)),
          ms,
        );
        waiters.push({ stream, test, done: (line) => (clearTimeout(timer), resolve(line)) });
      });
    },
    async stop(signal = 'SIGTERM', ms = 20_000) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), ms);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** A JSON line's fields, or undefined for a line that is not a JSON object. */
export function json(line: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** A running cluster: the primary's process, and the port its workers share. */
export interface RunningCluster {
  readonly proc: Proc;
  readonly port: number;
  readonly url: string;
}

/** Starts `primary.js <entry> <workers>` and waits until every worker listens. */
export async function startCluster(
  workers: number,
  env: Record<string, string> = {},
  extra: readonly string[] = [],
): Promise<RunningCluster> {
  const proc = spawnNode(PRIMARY, [APP, String(workers), ...extra], { PORT: '0', ...env });
  let port = 0;
  for (let n = 1; n <= workers; n++) {
    const line = await proc.waitLine('err', (l) => json(l)?.['msg'] === `worker ${n} listening`);
    port = Number(String(json(line)!['address']).split(':').pop());
  }
  return { proc, port, url: `http://127.0.0.1:${port}` };
}
