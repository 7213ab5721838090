/**
 * The marker cache on disk: what the runner service generated for each type (schemas as data,
 * validators as the text the emit writes), kept between processes so that a cold start (a new
 * vitest run, a `tsx` restart, `fwc dev` starting) regenerates only what changed since the last
 * one. One file per configuration (compiler options, fw options, project root) and per version of
 * the generating packages, in `node_modules/.cache/fw-transformer/`; an entry is reused only under
 * the same type key and after its recorded program-wide checks are asked again, as in memory.
 *
 * The file is a log of JSON lines (`[key id, piece name, stored piece]`), appended to as pieces are made; two
 * processes may append at once (vitest workers), and a line that does not parse is skipped. A file
 * grown past its bound is started afresh.
 */
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PieceCheck } from './store.js';

/** One piece as stored: validator text (`t`), or a data value (`v`; `u` for undefined), and what reusing it needs. */
export interface StoredPiece {
  readonly t?: string;
  readonly v?: unknown;
  readonly u?: 1;
  /** typia's import requests, replayed on reuse. */
  readonly i: readonly (readonly [string, unknown])[];
  readonly c: readonly PieceCheck[];
}

/** A log larger than this is started afresh rather than read. */
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * The version of what fw makes of typia's output (finite numbers, linear template patterns, the
 * bounded problem list, keys and checks as typed fields, union literals sorted, answer checks that
 * refuse sparse arrays and invalid Dates, `any` values written by the runtime's stringify, record
 * copies that leave out undefined, cheaper per-element checks): a new one starts a new file even
 * where the package versions stay.
 */
const GENERATED_CODE = 7;

/** The versions of what generates the pieces: a new version of any starts a new file (read when a store is first made). */
let generators: string | undefined;
const generatorVersions = (): string =>
  (generators ??= (() => {
    const own = createRequire(__filename);
    const version = (name: string): string => {
      try {
        return (own(`${name}/package.json`) as { version?: string }).version ?? '?';
      } catch {
        return '?';
      }
    };
    const versions = ['@fw/transformer', 'typia', '@typia/core', 'typescript'].map(
      (name) =>
        `${name}@${name === '@fw/transformer' ? (own('../../package.json') as { version: string }).version : version(name)}`,
    );
    return [...versions, `code@${GENERATED_CODE}`].join(' ');
  })());

/**
 * The cache directory for a project in `directory`: `node_modules/.cache/fw-transformer` of the
 * nearest `node_modules` at or above it (where Vite, Babel and ESLint keep theirs), or undefined.
 */
export function cacheDirectoryFor(directory: string): string | undefined {
  for (let dir = path.resolve(directory); ;) {
    const modules = path.join(dir, 'node_modules');
    if (existsSync(modules)) return path.join(modules, '.cache', 'fw-transformer');
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** A file's modification stamp (mtime and size), or `missing`. */
export function fileStamp(file: string): string {
  try {
    const stat = statSync(file);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return 'missing';
  }
}

export class DiskStore {
  readonly file: string;
  /** Pieces by key id, then by piece name. */
  #entries: Map<string, Map<string, StoredPiece>> | undefined;
  #count = 0;
  #pending: string[] = [];
  #broken = false;

  /** The store of the configuration `config` in `directory`. */
  constructor(directory: string, config: string) {
    const id = createHash('sha1').update(`${generatorVersions()}\0${config}`).digest('hex').slice(0, 20);
    this.file = path.join(directory, `pieces-${id}.jsonl`);
  }

  get(key: string, name: string): StoredPiece | undefined {
    return this.#load().get(key)?.get(name);
  }

  /** Adds a piece; written by the next {@link flush}. */
  put(key: string, name: string, piece: StoredPiece): void {
    if (this.#broken) return;
    this.#add(this.#load(), key, name, piece);
    this.#pending.push(JSON.stringify([key, name, piece]));
  }

  /** Appends the pieces added since the last flush. A directory that cannot be written turns the store off. */
  flush(): void {
    if (this.#pending.length === 0 || this.#broken) return;
    const lines = `${this.#pending.join('\n')}\n`;
    this.#pending = [];
    try {
      mkdirSync(path.dirname(this.file), { recursive: true });
      appendFileSync(this.file, lines);
    } catch {
      this.#broken = true;
    }
  }

  #add(entries: Map<string, Map<string, StoredPiece>>, key: string, name: string, piece: StoredPiece): void {
    let pieces = entries.get(key);
    if (pieces === undefined) entries.set(key, (pieces = new Map<string, StoredPiece>()));
    if (!pieces.has(name)) this.#count++;
    pieces.set(name, piece);
  }

  #load(): Map<string, Map<string, StoredPiece>> {
    if (this.#entries !== undefined) return this.#entries;
    const entries = new Map<string, Map<string, StoredPiece>>();
    this.#entries = entries;
    let text = '';
    try {
      if (statSync(this.file).size > MAX_BYTES) {
        unlinkSync(this.file);
        return entries;
      }
      text = readFileSync(this.file, 'utf8');
    } catch {
      return entries;
    }
    let lines = 0;
    for (const line of text.split('\n')) {
      if (line === '') continue;
      lines++;
      try {
        const [key, name, piece] = JSON.parse(line) as [string, string, StoredPiece];
        if (typeof key === 'string' && typeof name === 'string' && typeof piece === 'object' && piece !== null)
          this.#add(entries, key, name, piece);
      } catch {
        // A line cut short by a process that stopped while writing.
      }
    }
    // Mostly replaced entries: write the live ones only.
    if (lines > 2 * this.#count + 100) {
      try {
        const live: string[] = [];
        for (const [key, pieces] of entries)
          for (const [name, piece] of pieces) live.push(JSON.stringify([key, name, piece]));
        writeFileSync(this.file, live.join('\n') + '\n');
      } catch {
        // Compacting is an optimisation only.
      }
    }
    return entries;
  }
}
