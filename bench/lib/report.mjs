// Small helpers shared by the benchmark reports: medians, number formats, the machine's
// description and installed package versions.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BENCH = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The median of a non-empty list (mean of the middle two for an even length); NaN when empty. */
export function median(xs) {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** `{ median, min, max, n }` of a list. */
export function summarize(xs) {
  return {
    median: median(xs),
    min: xs.length ? Math.min(...xs) : NaN,
    max: xs.length ? Math.max(...xs) : NaN,
    n: xs.length,
  };
}

/** 12345.6 -> "12,346". */
export function int(x) {
  return Number.isFinite(x) ? Math.round(x).toLocaleString('en-US') : '-';
}

/** A number with `digits` decimals, or "-". */
export function fixed(x, digits = 2) {
  return Number.isFinite(x) ? x.toFixed(digits) : '-';
}

/** 12345 -> "12.3k", 1234567 -> "1.23M". */
export function short(x) {
  if (!Number.isFinite(x)) return '-';
  if (x >= 1e6) return `${(x / 1e6).toFixed(2)}M`;
  if (x >= 1e4) return `${(x / 1e3).toFixed(1)}k`;
  if (x >= 1e3) return `${(x / 1e3).toFixed(2)}k`;
  return x.toFixed(0);
}

/** An integer from an environment variable, or `fallback` when unset; throws on junk. */
export function envInt(name, fallback, min = 1) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name}=${raw}: expected an integer >= ${min}`);
  return value;
}

/** A comma-separated filter from an environment variable, or null when unset. */
export function envList(name) {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return null;
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The CPU model, core count, Node version, OS and kernel of this machine, as one line. */
export function machine() {
  const cpus = os.cpus();
  const model = cpus[0]?.model?.trim() ?? 'unknown CPU';
  return `Node ${process.version}, ${model} (${cpus.length} cores), ${os.totalmem() >= 1 << 30 ? `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ` : ''}${os.type()} ${os.release()} ${os.arch()}`;
}

/** The installed version of a package in bench/node_modules, or "?". */
export function versionOf(pkg) {
  try {
    return JSON.parse(readFileSync(join(BENCH, 'node_modules', pkg, 'package.json'), 'utf8')).version;
  } catch {
    return '?';
  }
}

/** "3 min 20 s" from seconds. */
export function duration(seconds) {
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  return s % 60 === 0 ? `${m} min` : `${m} min ${s % 60} s`;
}
