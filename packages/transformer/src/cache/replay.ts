/**
 * Generating a piece through the marker cache: reusing a stored piece replays the imports typia
 * asked for when it was made and asks the program-wide questions it depended on again; making a
 * piece records both. Pieces holding nodes of a source file, or whose making reported a
 * diagnostic, are never kept.
 */
import ts from 'typescript';
import { recordImports, replayImports, type ImportCall, type TypiaImporter } from '../adapters/typia.js';
import { PrintedCode, type MarkerCache, type Piece, type PieceCheck, type Question, type TypeKey } from './store.js';

/** Asks the program a question (once per program), recording it and its answer with the piece being made. */
export type Ask = (question: Question, answer: () => string) => string;

/**
 * Generates a piece through the cache: reuses the cached one when the key and every recorded
 * check still hold (replaying its imports on `importer`), else runs `make`, recording the imports
 * typia asked for and the checks made through `ask`. A piece whose making reported a diagnostic
 * or that contains a node of a source file is not kept (it must be made again each time).
 */
export function throughCache<T>(
  scope: CacheScope | undefined,
  key: TypeKey | undefined,
  name: string,
  make: (ask: Ask) => T,
): T;
/**
 * With `print`, generated code is kept (and returned) as the text `print` makes of it: the runner
 * service's way, which also keeps it on disk for later processes.
 */
export function throughCache<T>(
  scope: CacheScope | undefined,
  key: TypeKey | undefined,
  name: string,
  make: (ask: Ask) => T,
  print: ((code: T) => string) | undefined,
): T | PrintedCode;
export function throughCache<T>(
  scope: CacheScope | undefined,
  key: TypeKey | undefined,
  name: string,
  make: (ask: Ask) => T,
  print?: (code: T) => string,
): T | PrintedCode {
  if (scope === undefined || key === undefined) return make((_question, answer) => answer());
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
    replayImports(importer, cached.imports);
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
    replayImports(importer, imports);
    const value = stored.t !== undefined ? new PrintedCode(stored.t) : stored.u === 1 ? undefined : stored.v;
    cache.set(key, name, { value, imports, checks: stored.c, code: false });
    return value as T | PrintedCode;
  }
  cache.miss();
  const checks: PieceCheck[] = [];
  const ask: Ask = (question, answer) => {
    const value = scope.remember(question, answer);
    checks.push({ question, answer: value });
    return value;
  };
  const imports: ImportCall[] = [];
  const reportsBefore = scope.reports();
  const restore = recordImports(importer, imports);
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

/** A cached failure: making the piece threw this error (typia refusing a type, say). */
class Failure {
  constructor(readonly error: Error) {}
}

/** What {@link throughCache} needs from the transformer for one file. */
export interface CacheScope {
  readonly cache: MarkerCache;
  readonly importer: TypiaImporter;
  /** Pieces already placed in the file being emitted. */
  readonly used: Set<unknown>;
  /** Diagnostics reported so far in this program. */
  reports(): number;
  /** The current program's answer to a recorded question. */
  answer(question: Question): string;
  /** Computes (once per program) and keeps the answer to a question. */
  remember(question: Question, answer: () => string): string;
  /** Whether a thrown error may be cached as the piece's outcome. */
  cacheable(error: Error): boolean;
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
