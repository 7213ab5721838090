// Starting and stopping benchmark servers: which file serves (framework, kind), a fresh process
// per run (optionally pinned with taskset), waiting for its `listening <port>` line, and its
// memory from /proc/<pid>/status just before it is stopped.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FW_ENTRIES } from './fw-servers.mjs';
import { REFERENCE_SERVERS } from './scenarios.mjs';

const BENCH = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The script and arguments of a framework's server of a kind (fw's are compiled first, see fw-servers.mjs). */
export function serverCommand(framework, kind) {
  if (framework === 'fw') {
    return kind === 'observability'
      ? { file: FW_ENTRIES.observability.output, args: [] }
      : { file: FW_ENTRIES.server.output, args: [kind] };
  }
  const reference = REFERENCE_SERVERS[framework];
  if (reference !== undefined) {
    // The framework's own server of the kind, with the reference's arguments after the kind.
    const base = serverCommand(reference[0], kind);
    return { file: base.file, args: [...base.args, ...reference.slice(1)] };
  }
  return { file: join(BENCH, 'servers', `${framework}.mjs`), args: [kind] };
}

/** VmHWM (peak resident set) and VmRSS of a process in KiB, or null when unreadable. */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { peakKb: kb('VmHWM'), rssKb: kb('VmRSS') };
  } catch {
    return null;
  }
}

/** User plus system CPU seconds a process has used so far (all its threads), or NaN when unreadable. */
export function cpuSecondsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name: state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}

/** Kernel clock ticks per second for /proc/<pid>/stat times (USER_HZ; 100 on Linux unless getconf says otherwise). */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * Spawns a server and resolves once it printed `listening <port>`:
 * `{ port, pid, startMs, stop() }`. `cpu` pins it with `taskset -c <cpu>` (taskset execs node,
 * so the pid is node's). `stop()` reads the memory, sends SIGTERM (SIGKILL after 3 s) and
 * resolves to `{ peakKb, rssKb, stderr }`. Rejects when the process exits or stays silent for
 * `timeoutMs`, with its stderr in the message. `command` (`{ file, args }`, file relative to
 * bench/) runs another program that prints `listening <port>` instead (bench/ab.mjs); `nodeArgs`
 * go to node before the script (bench/profile.mjs: `--cpu-prof`). `ipc` opens an IPC channel to
 * the server (`child.send`; bench/hostile.mjs asks its CPU time through it, lib/cpu-probe.mjs).
 */
export function startServer(
  framework,
  kind,
  {
    cpu = null,
    env = {},
    timeoutMs = 15_000,
    command: program = serverCommand(framework, kind),
    nodeArgs = [],
    ipc = false,
  } = {},
) {
  const { file, args } = program;
  const argv = [process.execPath, ...nodeArgs, file, ...args];
  const command = cpu === null ? argv : ['taskset', '-c', String(cpu), ...argv];
  const t0 = process.hrtime.bigint();
  const child = spawn(command[0], command.slice(1), {
    cwd: BENCH,
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    stdio: ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => {
    if (stderr.length < 20_000) stderr += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${framework} ${kind}: no "listening <port>" within ${timeoutMs} ms; stderr: ${stderr.trim()}`));
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`${framework} ${kind}: could not start ${command[0]}: ${error.message}`));
    });
    exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`${framework} ${kind}: exited (${code ?? signal}) before listening; stderr: ${stderr.trim()}`));
    });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const match = /^listening (\d+)$/m.exec(stdout);
      if (match === null || child.listeningPort !== undefined) return;
      child.listeningPort = Number(match[1]);
      clearTimeout(timer);
      const startMs = Number(process.hrtime.bigint() - t0) / 1e6;
      resolve({
        port: child.listeningPort,
        pid: child.pid,
        startMs,
        child,
        async stop() {
          const memory = memoryOf(child.pid);
          if (child.exitCode === null && child.signalCode === null) {
            child.kill('SIGTERM');
            const killer = setTimeout(() => child.kill('SIGKILL'), 3000);
            await exited;
            clearTimeout(killer);
          }
          return { peakKb: memory?.peakKb ?? NaN, rssKb: memory?.rssKb ?? NaN, stderr };
        },
      });
    });
  });
}
