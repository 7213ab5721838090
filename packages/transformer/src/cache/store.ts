/**
 * The marker cache: what the transformer generated for a type (schema, validators, writers, the
 * request-part checks), kept across program versions so that re-emitting an edited file with many
 * markers regenerates only the markers whose types changed. The runner service keeps one per
 * project; `fwc build` and `tspc` build once and use none.
 *
 * An entry is found by a key that is the same only when the generated code would be: the type's
 * fully qualified text, where its declaration is (the `source` of the type data), the text (JSDoc
 * included) of every declaration the type's structure and those declarations' names lead to, and
 * the project's compiler options and fw configuration. Inputs that depend on the whole program
 * (the written order of literal unions, the TypeScript lib comments left out of descriptions) are
 * recorded as the schema is made and checked again before an entry is reused.
 */
import { DiskStore, type StoredPiece } from './disk.js';
import type { ImportCall } from '../adapters/typia.js';
import type { KeyRecord } from './keymemo.js';

/** Counters of one project's marker cache, for tests and tuning. */
export interface MarkerCacheStats {
  /** Generated pieces (a schema, a validator, a writer, ...) reused from an earlier emit. */
  readonly hits: number;
  /** Pieces generated because no reusable entry was found. */
  readonly misses: number;
  /** Types held now. */
  readonly entries: number;
  /** Types dropped to stay within the bound. */
  readonly evictions: number;
  /** Times the cache was emptied because the compiler options or the fw configuration changed. */
  readonly resets: number;
  /** Pieces read from the cache on disk (made by an earlier process), counted in `hits` too. */
  readonly diskHits: number;
  /** Type keys taken over from an earlier program instead of made again (see keymemo.ts). */
  readonly keysReused: number;
}

/** A generated validator as the text the emit writes (the runner service keeps validators so). */
export class PrintedCode {
  constructor(readonly text: string) {}
}

/** Options of a {@link MarkerCache}. */
export interface MarkerCacheOptions {
  /**
   * A directory to keep the pieces in between processes (see disk.ts); each configuration gets a
   * file of its own there. Default: none (memory only).
   */
  readonly directory?: string | undefined;
}

/** One generated piece and what reusing it needs. */
export interface Piece<T> {
  readonly value: T;
  /** Imports typia asked for while generating it, in order. */
  readonly imports: readonly ImportCall[];
  /** Program-wide answers the piece depends on; re-asked before reuse (see {@link PieceCheck}). */
  readonly checks: readonly PieceCheck[];
  /** Whether the value holds generated code (syntax nodes), which may appear only once in a file. */
  readonly code: boolean;
}

/**
 * A program-wide question a piece's making asked: the written order of a literal union's values,
 * or whether a comment is a TypeScript lib comment (never a description in the user's document).
 */
export type Question =
  | { readonly kind: 'order'; readonly values: readonly (string | number)[] }
  | { readonly kind: 'lib'; readonly text: string };

/** A question to the current program whose answer must be unchanged for a piece to be reused. */
export interface PieceCheck {
  readonly question: Question;
  readonly answer: string;
}

/**
 * What a type's cache key is made of: the type's fully qualified text, where its declaration is,
 * and what its structure and the declarations it leads to are (see keys.ts). `id` is the digest
 * of the fields, made once, by which the cache and the store on disk find the type's pieces.
 */
export interface TypeKey {
  readonly typeText: string;
  readonly source: string;
  readonly parts: readonly KeyPart[];
  readonly id: string;
}

/** One input of a type key, in the order the key walk met it. */
export type KeyPart =
  /** A declaration in a file that may change, by the digest of its text (JSDoc included). */
  | { readonly kind: 'declaration'; readonly file: string; readonly digest: string }
  /** A file taken as unchanging within a process (a lib, a dependency), by its modification stamp. */
  | { readonly kind: 'fixed'; readonly file: string; readonly stamp: string }
  /** The members of a union or intersection: literals sorted after the others, which are in the checker's order (typia's code follows it). */
  | { readonly kind: 'union' | 'intersection'; readonly members: readonly string[] };

/** Everything cached for one type key. */
interface TypeEntry {
  readonly pieces: Map<string, Piece<unknown>>;
}

/**
 * The default bound: types held per project, each with its schema and up to five validators
 * (about 0.4 MB for a type of six properties, so at most a few hundred MB).
 */
const DEFAULT_CACHE_TYPES = 500;

/**
 * Generated pieces by type key, least recently used dropped first. One per project; it survives
 * program versions. `configure(key)` empties it when the configuration key changes.
 *
 * @example
 * const cache = new MarkerCache()
 * // for each new program of the project:
 * program.emit(file, write, undefined, false, { before: [fwTransformer(program, config, { addDiagnostic, markerCache: cache })] })
 * cache.stats() // { hits, misses, entries, evictions, resets }
 */
export class MarkerCache {
  readonly #types = new Map<string, TypeEntry>();
  readonly #max: number;
  #config = '';
  #hits = 0;
  #misses = 0;
  #evictions = 0;
  #resets = 0;
  #diskHits = 0;
  #keysReused = 0;
  readonly #directory: string | undefined;
  #disk: DiskStore | undefined;

  constructor(maxTypes = DEFAULT_CACHE_TYPES, options: MarkerCacheOptions = {}) {
    this.#max = Math.max(1, maxTypes);
    this.#directory = options.directory;
  }

  /** Empties the cache when `config` (compiler options and fw configuration) differs from the last one. */
  configure(config: string): void {
    if (config === this.#config) return;
    if (this.#types.size > 0) this.#resets++;
    this.#types.clear();
    this.keys.clear();
    this.#config = config;
    this.#disk?.flush();
    this.#disk = this.#directory === undefined ? undefined : new DiskStore(this.#directory, config);
  }

  /** The counters since the cache was made. */
  stats(): MarkerCacheStats {
    return {
      hits: this.#hits,
      misses: this.#misses,
      entries: this.#types.size,
      evictions: this.#evictions,
      resets: this.#resets,
      diskHits: this.#diskHits,
      keysReused: this.#keysReused,
    };
  }

  /** Type keys of earlier programs by the digest of type text, place and shallow identity; emptied with the cache. */
  readonly keys = new Map<string, KeyRecord>();

  keyReused(): void {
    this.#keysReused++;
  }

  /** The piece as an earlier process stored it, if the cache has a directory. */
  stored(key: TypeKey, name: string): StoredPiece | undefined {
    return this.#disk?.get(key.id, name);
  }

  /** Keeps a piece on disk for later processes (written by {@link flush}). */
  store(key: TypeKey, name: string, piece: StoredPiece): void {
    this.#disk?.put(key.id, name, piece);
  }

  diskHit(): void {
    this.#diskHits++;
  }

  /** Writes the pieces stored since the last flush (the service flushes after each transform). */
  flush(): void {
    this.#disk?.flush();
  }

  /** The piece `name` of the type `key`, or undefined; marks the type as just used. */
  get(key: TypeKey, name: string): Piece<unknown> | undefined {
    const entry = this.#types.get(key.id);
    if (entry === undefined) return undefined;
    // Most recently used last: re-insert.
    this.#types.delete(key.id);
    this.#types.set(key.id, entry);
    return entry.pieces.get(name);
  }

  hit(): void {
    this.#hits++;
  }

  miss(): void {
    this.#misses++;
  }

  set(key: TypeKey, name: string, piece: Piece<unknown>): void {
    let entry = this.#types.get(key.id);
    if (entry === undefined) {
      entry = { pieces: new Map() };
      this.#types.set(key.id, entry);
      while (this.#types.size > this.#max) {
        const oldest = this.#types.keys().next().value as string;
        this.#types.delete(oldest);
        this.#evictions++;
      }
    }
    entry.pieces.set(name, piece);
  }
}
