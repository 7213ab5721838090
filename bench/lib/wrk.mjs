// Runs wrk (optionally pinned with taskset) and parses its report: requests/s, the 50% and 99%
// latencies of --latency, socket errors, "Non-2xx or 3xx responses" and, with the bench/lua
// scripts that count them, responses whose status was not the expected one.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LUA_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'lua');

const UNIT_MS = { us: 1e-3, ms: 1, s: 1e3, m: 60e3, h: 3600e3 };

/** "1.23ms" -> 1.23 (milliseconds); NaN when unreadable. */
export function parseDuration(text) {
  const match = /^([\d.]+)(us|ms|s|m|h)$/.exec(text.trim());
  return match === null ? NaN : Number(match[1]) * UNIT_MS[match[2]];
}

/**
 * The numbers of a wrk report (stdout): `{ rps, requests, p50Ms, p99Ms, socketErrors, non2xx,
 * unexpected }`; `socketErrors` sums connect, read, write and timeout errors (0 when wrk printed
 * no "Socket errors" line), `unexpected` is null unless a script printed `unexpected_status <n>`.
 */
export function parseWrk(text) {
  const num = (re) => {
    const m = re.exec(text);
    return m === null ? NaN : Number(m[1]);
  };
  const latency = (pct) => {
    const m = new RegExp(`^\\s+${pct}%\\s+(\\S+)`, 'm').exec(text);
    return m === null ? NaN : parseDuration(m[1]);
  };
  const sock = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  const socketDetail =
    sock === null
      ? { connect: 0, read: 0, write: 0, timeout: 0 }
      : { connect: +sock[1], read: +sock[2], write: +sock[3], timeout: +sock[4] };
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(text);
  const unexpected = /^unexpected_status (\d+)$/m.exec(text);
  return {
    rps: num(/^Requests\/sec:\s+([\d.]+)/m),
    requests: num(/^\s+(\d+) requests in /m),
    p50Ms: latency(50),
    p99Ms: latency(99),
    socketErrors: socketDetail.connect + socketDetail.read + socketDetail.write + socketDetail.timeout,
    socketDetail,
    non2xx: non2xx === null ? 0 : Number(non2xx[1]),
    unexpected: unexpected === null ? null : Number(unexpected[1]),
  };
}

/**
 * Runs `wrk -t<threads> -c<connections> -d<seconds>s --timeout <timeout>s --latency [-s script]
 * url [-- args]`, pinned to `cpu` with taskset when given. The time-out is 10 s rather than wrk's
 * 2 s, so that a slow framework's latency tail counts as latency, not as socket errors. Resolves to parseWrk's numbers plus `raw` (the report)
 * and `problems` (a list of what was wrong: socket errors, unexpected statuses, no requests).
 */
export function runWrk({
  url,
  seconds,
  connections = 100,
  threads = 1,
  cpu = null,
  script = null,
  scriptArgs = [],
  timeout = 10,
}) {
  const args = [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, `--timeout`, `${timeout}s`, '--latency'];
  if (script !== null) args.push('-s', join(LUA_DIR, script));
  args.push(url);
  if (scriptArgs.length > 0) args.push('--', ...scriptArgs.map(String));
  const command = cpu === null ? ['wrk', ...args] : ['taskset', '-c', String(cpu), 'wrk', ...args];
  return new Promise((resolve, reject) => {
    const child = spawn(command[0], command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (c) => (out += c));
    child.stderr.setEncoding('utf8').on('data', (c) => (err += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), (seconds + 30) * 1000);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`could not run ${command[0]}: ${error.message}`));
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`wrk exited with ${code}: ${err.trim() || out.trim()}`));
      const result = parseWrk(out);
      const problems = [];
      if (!(result.rps > 0) || !(result.requests > 0)) problems.push('no requests completed');
      if (result.socketErrors > 0) {
        const d = result.socketDetail;
        problems.push(`socket errors: connect ${d.connect}, read ${d.read}, write ${d.write}, timeout ${d.timeout}`);
      }
      if (result.non2xx > 0) problems.push(`${result.non2xx} non-2xx/3xx responses`);
      if (result.unexpected !== null && result.unexpected > 0)
        problems.push(`${result.unexpected} responses with an unexpected status`);
      if (script === 'post.lua' && result.unexpected === null)
        problems.push('the status-counting script reported nothing');
      resolve({ ...result, raw: out, problems, command: command.join(' ') });
    });
  });
}
