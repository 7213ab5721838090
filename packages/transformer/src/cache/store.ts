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
import { createHash } from 'node:crypto';
import ts from 'typescript';
import type { ImportProgrammer } from '@typia/core';
import { DiskStore, fileStamp, type StoredPiece } from './disk.js';
import { recordOf, snapshotOf, stillHolds, type KeyRecord, type ProgramSnapshot } from './keymemo.js';

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

/** A recorded call of typia's import programmer, replayed when a generated piece is reused. */
type ImportCall = readonly ['default' | 'instance' | 'namespace', unknown];

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

/** A question to the current program whose answer must be unchanged for a piece to be reused. */
export interface PieceCheck {
  readonly question: string;
  readonly answer: string;
}

/** Everything cached for one type key. */
interface TypeEntry {
  readonly pieces: Map<string, Piece<unknown>>;
}

/**
 * The default bound: types held per project, each with its schema and up to five validators
 * (about 0.4 MB for a type of six properties, so at most a few hundred MB).
 */
export const DEFAULT_CACHE_TYPES = 500;

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

  /** Type keys of earlier programs by type text, place and shallow identity; emptied with the cache. */
  readonly keys = new Map<string, KeyRecord>();

  keyReused(): void {
    this.#keysReused++;
  }

  /** The piece as an earlier process stored it, if the cache has a directory. */
  stored(key: string, name: string): StoredPiece | undefined {
    return this.#disk?.get(key, name);
  }

  /** Keeps a piece on disk for later processes (written by {@link flush}). */
  store(key: string, name: string, piece: StoredPiece): void {
    this.#disk?.put(key, name, piece);
  }

  diskHit(): void {
    this.#diskHits++;
  }

  /** Writes the pieces stored since the last flush (the service flushes after each transform). */
  flush(): void {
    this.#disk?.flush();
  }

  /** The piece `name` of the type `key`, or undefined; marks the type as just used. */
  get(key: string, name: string): Piece<unknown> | undefined {
    const entry = this.#types.get(key);
    if (entry === undefined) return undefined;
    // Most recently used last: re-insert.
    this.#types.delete(key);
    this.#types.set(key, entry);
    return entry.pieces.get(name);
  }

  hit(): void {
    this.#hits++;
  }

  miss(): void {
    this.#misses++;
  }

  set(key: string, name: string, piece: Piece<unknown>): void {
    let entry = this.#types.get(key);
    if (entry === undefined) {
      entry = { pieces: new Map() };
      this.#types.set(key, entry);
      while (this.#types.size > this.#max) {
        const oldest = this.#types.keys().next().value as string;
        this.#types.delete(oldest);
        this.#evictions++;
      }
    }
    entry.pieces.set(name, piece);
  }
}

/** More declarations than this behind one type: the type is not cached (its key would cost too much). */
const MAX_DECLARATIONS = 400;

/**
 * Type keys for one program: computed once per type, from the type's text and the text of every
 * declaration it depends on. Undefined for a type whose key cannot be made (too many
 * declarations), which is then generated on every emit.
 */
export class TypeKeys {
  readonly #checker: ts.TypeChecker;
  readonly #program: ts.Program;
  readonly #keys = new Map<ts.Type, string | undefined>();
  /** Keys of earlier programs (the marker cache's), or undefined to make every key. */
  readonly #cache: MarkerCache | undefined;
  #snapshot: ProgramSnapshot | undefined;

  constructor(program: ts.Program, cache?: MarkerCache) {
    this.#program = program;
    this.#checker = program.getTypeChecker();
    this.#cache = cache;
  }

  /** The key of `type`, declared at `source`, whose text (as `typeToString` writes it) is `text`. */
  keyOf(type: ts.Type, source: string, text: string): string | undefined {
    if (this.#keys.has(type)) return this.#keys.get(type);
    const memo = this.#cache?.keys;
    const lookup = memo === undefined ? '' : `${text}\0${source}\0${this.#identity(type, 0, new Set())}`;
    const known = memo?.get(lookup);
    this.#snapshot ??= snapshotOf(this.#program, (file) => this.#fixed(file));
    if (known !== undefined && stillHolds(known, this.#snapshot)) {
      this.#cache!.keyReused();
      this.#keys.set(type, known.key);
      return known.key;
    }
    let key: string | undefined;
    const made: Made = { units: new Set(), members: new Set(), reusable: true };
    try {
      key = this.#compute(type, source, text, made);
    } catch (error) {
      if (!(error instanceof TooLarge)) throw error;
      key = undefined;
      made.reusable = false;
    }
    if (memo !== undefined) {
      if (memo.size >= MAX_KEY_RECORDS) memo.clear();
      memo.set(lookup, recordOf(key, this.#snapshot, made.units, made.members, made.reusable));
    }
    this.#keys.set(type, key);
    return key;
  }

  /**
   * Which type this is, without its structure: the declarations of it and of its type arguments
   * and union members (file and position), literals by value. Two types of a program with the
   * same text and place (`Page<User>` with another module's `User`) tell apart by it.
   */
  #identity(type: ts.Type, depth: number, seen: Set<ts.Type>): string {
    if (type.isLiteral())
      return JSON.stringify(typeof type.value === 'object' ? String(type.value.base10Value) : type.value);
    if (depth > 6 || seen.has(type)) return '~';
    seen.add(type);
    const symbol = type.aliasSymbol ?? type.getSymbol();
    const declaration = symbol?.declarations?.[0];
    const head =
      declaration === undefined
        ? `#${type.flags}:${(type as { intrinsicName?: string }).intrinsicName ?? ''}`
        : `${declaration.getSourceFile().fileName}:${declaration.pos}`;
    const parts: ts.Type[] = [...(type.aliasTypeArguments ?? [])];
    if (
      type.aliasTypeArguments === undefined &&
      (type.flags & ts.TypeFlags.Object) !== 0 &&
      ((type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference) !== 0
    )
      parts.push(...this.#checker.getTypeArguments(type as ts.TypeReference));
    if (type.aliasSymbol === undefined && type.isUnionOrIntersection()) parts.push(...type.types);
    return parts.length === 0
      ? head
      : `${head}<${parts.map((part) => this.#identity(part, depth + 1, seen)).join(',')}>`;
  }

  #compute(type: ts.Type, source: string, text: string, made: Made): string {
    const checker = this.#checker;
    const units = new Set<ts.Node>();
    const deps = new Set<string>();
    const seenTypes = new Set<ts.Type>();
    const pending: ts.Node[] = [];

    const addDeclaration = (declaration: ts.Node): void => {
      const unit = unitOf(declaration);
      if (units.has(unit)) return;
      units.add(unit);
      made.units.add(unit);
      if (units.size > MAX_DECLARATIONS) throw new TooLarge();
      const file = unit.getSourceFile();
      if (this.#fixed(file)) {
        deps.add(fixedStamp(file.fileName));
        return;
      }
      deps.add(`${file.fileName}#${hashOf(file.text.slice(unit.pos, unit.end))}`);
      pending.push(unit);
    };
    const addSymbol = (symbol: ts.Symbol | undefined): void => {
      if (symbol === undefined) return;
      for (const declaration of symbol.declarations ?? []) addDeclaration(declaration);
      if ((symbol.flags & ts.SymbolFlags.Alias) !== 0) {
        const target = checker.getAliasedSymbol(symbol);
        if (target !== symbol) for (const declaration of target.declarations ?? []) addDeclaration(declaration);
      }
    };
    const walkType = (t: ts.Type): void => {
      if (seenTypes.has(t)) return;
      seenTypes.add(t);
      if (seenTypes.size > MAX_DECLARATIONS * 4) throw new TooLarge();
      addSymbol(t.aliasSymbol);
      addSymbol(t.getSymbol());
      for (const argument of t.aliasTypeArguments ?? []) walkType(argument);
      if (t.isUnionOrIntersection()) {
        // The checker orders a union's members by when each type was first made, anywhere in the
        // program; typia's code and messages follow that order, so it is part of the key.
        deps.add(
          `${t.isUnion() ? 'union' : 'intersection'}:${t.types.map((member) => memberText(member, checker)).join(' ')}`,
        );
        if (t.isUnion()) {
          let objects = 0;
          for (const member of t.types) {
            if (member.isStringLiteral()) made.members.add(JSON.stringify(member.value));
            else if (member.isNumberLiteral()) made.members.add(String(member.value));
            else if (typeof (member as { intrinsicName?: unknown }).intrinsicName !== 'string') objects++;
            const name = (member.aliasSymbol ?? member.getSymbol())?.name;
            if (name !== undefined) made.members.add(name);
          }
          // Which of two object types a value matches first decides what validation keeps of it.
          if (objects >= 2) made.reusable = false;
        }
        for (const member of t.types) walkType(member);
      }
      if ((t.flags & ts.TypeFlags.TemplateLiteral) !== 0)
        for (const member of (t as ts.TemplateLiteralType).types) walkType(member);
      if ((t.flags & ts.TypeFlags.Object) !== 0) {
        if (((t as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference) !== 0)
          for (const argument of checker.getTypeArguments(t as ts.TypeReference)) walkType(argument);
        // A type declared only in unchanging files (Array<T>, Partial<T>, a typia tag) is made of
        // those declarations and its type arguments, walked above: its members need no walk.
        if (this.#fixedType(t)) return;
        for (const property of checker.getPropertiesOfType(t)) {
          addSymbol(property);
          walkType(checker.getTypeOfSymbol(property));
        }
        for (const info of checker.getIndexInfosOfType(t)) {
          if (info.declaration !== undefined) addDeclaration(info.declaration);
          walkType(info.keyType);
          walkType(info.type);
        }
        for (const signature of [...t.getCallSignatures(), ...t.getConstructSignatures()]) {
          if (signature.declaration !== undefined) addDeclaration(signature.declaration);
        }
      }
    };
    walkType(type);
    // Every name a declaration uses leads to the declarations it means (a conditional type, a
    // `typeof`, a base interface, an import), whatever the resolved structure shows.
    while (pending.length > 0) {
      const unit = pending.pop()!;
      const visit = (node: ts.Node): void => {
        if (ts.isIdentifier(node) && !isMemberName(node)) {
          addSymbol(
            ts.isShorthandPropertyAssignment(node.parent)
              ? checker.getShorthandAssignmentValueSymbol(node.parent)
              : checker.getSymbolAtLocation(node),
          );
        }
        ts.forEachChild(node, visit);
      };
      visit(unit);
    }
    // In the order the walk met them: the type's structure decides it, so `Pair<A, B>` and
    // `Pair<B, A>` (same text when two modules each have an `A`) get different keys.
    return JSON.stringify([text, source, [...deps]]);
  }

  /** Whether every declaration of a type's symbol and alias is in an unchanging file. */
  #fixedType(type: ts.Type): boolean {
    const declarations = [...(type.getSymbol()?.declarations ?? []), ...(type.aliasSymbol?.declarations ?? [])];
    return declarations.length > 0 && declarations.every((d) => this.#fixed(d.getSourceFile()));
  }

  /** Files taken as unchanging while the process runs (as the language service takes them): TypeScript's libs and dependencies. */
  #fixed(file: ts.SourceFile): boolean {
    return this.#program.isSourceFileDefaultLibrary(file) || /[\\/]node_modules[\\/]/.test(file.fileName);
  }
}

class TooLarge extends Error {}

/** What making a key collects for its record (see keymemo.ts). */
interface Made {
  readonly units: Set<ts.Node>;
  readonly members: Set<string>;
  reusable: boolean;
}

/** Key records kept per project before the table starts afresh. */
const MAX_KEY_RECORDS = 5000;

/** Modification stamps of the files taken as unchanging, read once per process. */
const stamps = new Map<string, string>();

/**
 * A dependency or TypeScript lib file as a key names it: its path and modification stamp. Within
 * a process such files are taken as unchanging; between processes (the cache on disk) an updated
 * dependency must give new keys.
 */
function fixedStamp(file: string): string {
  let stamp = stamps.get(file);
  if (stamp === undefined) stamps.set(file, (stamp = `${file}@${fileStamp(file)}`));
  return stamp;
}

/** A union or intersection member as a key writes it: a literal or intrinsic type by its value or name (as the checker would print it), else the checker's text. */
function memberText(type: ts.Type, checker: ts.TypeChecker): string {
  if (type.isStringLiteral()) return JSON.stringify(type.value);
  if (type.isNumberLiteral()) return String(type.value);
  const intrinsic = (type as { intrinsicName?: string }).intrinsicName;
  if (typeof intrinsic === 'string') return intrinsic;
  return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
}

/** The part of the source a declaration's meaning is read from: itself, or the statement of a variable (where its JSDoc is). */
function unitOf(declaration: ts.Node): ts.Node {
  if (
    ts.isVariableDeclaration(declaration) &&
    ts.isVariableDeclarationList(declaration.parent) &&
    ts.isVariableStatement(declaration.parent.parent)
  )
    return declaration.parent.parent;
  if (ts.isImportSpecifier(declaration) || ts.isNamespaceImport(declaration) || ts.isImportClause(declaration)) {
    const statement = ts.findAncestor(declaration, ts.isImportDeclaration);
    if (statement !== undefined) return statement;
  }
  return declaration;
}

/**
 * A name reached through its object (`a.b`, `typeof a.b`): resolving it would ask the checker for
 * the object's type. The object's declaration already leads to the member's.
 */
function isMemberName(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return true;
  if (ts.isQualifiedName(parent) && parent.right === node)
    return ts.findAncestor(parent, ts.isTypeQueryNode) !== undefined;
  return false;
}

function hashOf(text: string): string {
  return createHash('sha1').update(text).digest('base64');
}

/**
 * Generates a piece through the cache: reuses the cached one when the key and every recorded
 * check still hold (replaying its imports on `importer`), else runs `make`, recording the imports
 * typia asked for and the checks made through `ask`. A piece whose making reported a diagnostic
 * or that contains a node of a source file is not kept (it must be made again each time).
 */
export function throughCache<T>(
  scope: CacheScope | undefined,
  key: string | undefined,
  name: string,
  make: (ask: (question: string, answer: () => string) => string) => T,
): T;
/**
 * With `print`, generated code is kept (and returned) as the text `print` makes of it: the runner
 * service's way, which also keeps it on disk for later processes.
 */
export function throughCache<T>(
  scope: CacheScope | undefined,
  key: string | undefined,
  name: string,
  make: (ask: (question: string, answer: () => string) => string) => T,
  print: ((code: T) => string) | undefined,
): T | PrintedCode;
export function throughCache<T>(
  scope: CacheScope | undefined,
  key: string | undefined,
  name: string,
  make: (ask: (question: string, answer: () => string) => string) => T,
  print?: (code: T) => string,
): T | PrintedCode {
  if (scope === undefined || key === undefined) return make((_q, answer) => answer());
  const { cache, importer } = scope;
  const cached = cache.get(key, name) as Piece<T | PrintedCode> | undefined;
  // A piece appears once per file: a second type with the same key gets its own copy.
  if (
    cached !== undefined &&
    !scope.used.has(cached) &&
    cached.checks.every((c) => scope.answer(c.question) === c.answer)
  ) {
    cache.hit();
    if (cached.code) scope.used.add(cached);
    replay(importer, cached.imports);
    if (cached.value instanceof Failure) throw cached.value.error;
    return cached.value;
  }
  const stored = cache.stored(key, name);
  if (
    stored !== undefined &&
    stored.c.every((c) => scope.answer(c.question) === c.answer) &&
    (stored.t === undefined || print !== undefined)
  ) {
    cache.hit();
    cache.diskHit();
    const imports = stored.i as readonly ImportCall[];
    replay(importer, imports);
    const value = stored.t !== undefined ? new PrintedCode(stored.t) : stored.u === 1 ? undefined : stored.v;
    cache.set(key, name, { value, imports, checks: stored.c, code: false });
    return value as T | PrintedCode;
  }
  cache.miss();
  const checks: PieceCheck[] = [];
  const ask = (question: string, answer: () => string): string => {
    const value = scope.remember(question, answer);
    checks.push({ question, answer: value });
    return value;
  };
  const imports: ImportCall[] = [];
  const reportsBefore = scope.reports();
  const restore = record(importer, imports);
  let value: T;
  try {
    value = make(ask);
  } catch (error) {
    restore();
    if (scope.reports() === reportsBefore && error instanceof Error && scope.cacheable(error)) {
      cache.set(key, name, { value: new Failure(error), imports, checks, code: false });
    }
    throw error;
  }
  restore();
  const code = collectNodes(value).length > 0;
  if (scope.reports() !== reportsBefore || (code && containsSourceNode(value))) return value;
  if (code && print !== undefined) {
    const text = new PrintedCode(print(value));
    cache.set(key, name, { value: text, imports, checks, code: false });
    cache.store(key, name, { t: text.text, i: imports, c: checks });
    return text;
  }
  const piece: Piece<T> = { value, imports, checks, code };
  cache.set(key, name, piece);
  if (code) scope.used.add(piece);
  else if (value === undefined) cache.store(key, name, { u: 1, i: imports, c: checks });
  else if (isExactJson(value)) cache.store(key, name, { v: value, i: imports, c: checks });
  return value;
}

/** Whether JSON gives back exactly this value (no undefined inside, no -0, no NaN, no class instances), so it may be kept on disk. */
function isExactJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (!(i in value) || !isExactJson(value[i])) return false;
    return true;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.entries(value as Record<string, unknown>).every(([key, v]) => key !== '__proto__' && isExactJson(v));
  }
  return false;
}

/** Asks typia's import programmer again for the imports a reused piece needs. */
function replay(importer: ImportProgrammer, imports: readonly ImportCall[]): void {
  for (const [method, props] of imports) (importer[method] as (p: unknown) => unknown).call(importer, props);
}

/** A cached failure: making the piece threw this error (typia refusing a type, say). */
class Failure {
  constructor(readonly error: Error) {}
}

/** What {@link throughCache} needs from the transformer for one file. */
export interface CacheScope {
  readonly cache: MarkerCache;
  readonly importer: ImportProgrammer;
  /** Pieces already placed in the file being emitted. */
  readonly used: Set<unknown>;
  /** Diagnostics reported so far in this program. */
  reports(): number;
  /** The current program's answer to a recorded question. */
  answer(question: string): string;
  /** Computes (once per program) and keeps the answer to a question. */
  remember(question: string, answer: () => string): string;
  /** Whether a thrown error may be cached as the piece's outcome. */
  cacheable(error: Error): boolean;
}

/** Records typia's import requests on `importer` into `into` until the returned function is called. */
function record(importer: ImportProgrammer, into: ImportCall[]): () => void {
  const methods = ['default', 'instance', 'namespace'] as const;
  const own = importer as unknown as Record<string, unknown>;
  const previous = methods.map((method) =>
    Object.prototype.hasOwnProperty.call(own, method) ? own[method] : undefined,
  );
  const originals = methods.map((method) => importer[method]);
  let depth = 0;
  methods.forEach((method, i) => {
    const original = originals[i] as (props: unknown) => ts.Identifier;
    own[method] = function (this: ImportProgrammer, props: unknown) {
      // `internal` calls `namespace`: record only the outermost request.
      if (depth === 0) into.push([method, props]);
      depth++;
      try {
        return original.call(this, props);
      } finally {
        depth--;
      }
    };
  });
  return () => {
    methods.forEach((method, i) => {
      if (previous[i] === undefined) delete own[method];
      else own[method] = previous[i];
    });
  };
}

/** Whether generated code holds a node parsed from a source file (which must not outlive its program). */
function containsSourceNode(value: unknown): boolean {
  const roots = collectNodes(value);
  let found = false;
  const visit = (node: ts.Node): void => {
    if (found) return;
    // A punctuation or keyword token carries no text of its own (typia shares some, made by no factory).
    if ((node.pos >= 0 || (node.flags & ts.NodeFlags.Synthesized) === 0) && !isBareToken(node)) {
      found = true;
      return;
    }
    ts.forEachChild(node, visit);
  };
  for (const root of roots) visit(root);
  return found;
}

/** The TypeScript nodes in a cached value (a node, or plain data holding nodes one level deep). */
function collectNodes(value: unknown): ts.Node[] {
  if (isNode(value)) return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).filter(isNode);
  return [];
}

function isBareToken(node: ts.Node): boolean {
  return (
    (node.kind >= ts.SyntaxKind.FirstPunctuation && node.kind <= ts.SyntaxKind.LastPunctuation) ||
    (node.kind >= ts.SyntaxKind.FirstKeyword && node.kind <= ts.SyntaxKind.LastKeyword)
  );
}

function isNode(value: unknown): value is ts.Node {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { kind?: unknown }).kind === 'number' &&
    'flags' in value &&
    'pos' in value
  );
}
