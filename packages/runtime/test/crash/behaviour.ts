/** The crash test's behaviours: what each step of a request does, a seeded generator of them, and their encoding in the request path. */

/**
 * One thing a step does, as `kind:arg[:arg]` (short, so a path holds a whole behaviour):
 * - `t:<value>` throws a value of that kind (see {@link VALUES}); `r:<value>` rejects with it
 *   (an async step awaits `Promise.reject(value)`, a sync one returns it, which ends the step);
 * - `a:<answer>[:<value>]` answers (see {@link ANSWERS}; a stream that errors takes the value it errors with);
 * - `h:<header>` sets a response header (see {@link HEADERS});
 * - `k:<hook>` registers a `beforeSend` hook (see {@link HOOKS});
 * - `w:m|i|s` waits a microtask, a macrotask (setImmediate) or longer than the full app's timeout;
 * - `p` reads the `arg` path parameter (400 when its escapes are malformed); `b` parses the body;
 * - `hang` never settles (only where `timeout` answers);
 * - `ret:<kind>` returns a value from the step (see {@link RETURNS}).
 */
export type Act = string;

/**
 * What a middleware does with `next`: `await` it, `return` its promise, `skip` it, `twice` (awaits
 * two calls; the second rejects), `void` (calls it and awaits nothing), `void2` (calls it twice,
 * awaits neither), `late` (calls it from setImmediate, after the middleware has returned).
 */
export const NEXT_MODES = ['await', 'return', 'skip', 'twice', 'void', 'void2', 'late'] as const;
export type NextMode = (typeof NEXT_MODES)[number];

/** A middleware's behaviour: acts before `next`, what it does with `next`, acts after it. */
export interface MiddlewareStep {
  /** Sync middleware (a plain function) or async. */
  readonly s: boolean;
  readonly pre: readonly Act[];
  readonly next: NextMode;
  readonly post: readonly Act[];
}

/** A handler's (or notFound's, or onError's) behaviour. */
export interface EndStep {
  readonly s: boolean;
  readonly acts: readonly Act[];
}

/** The server-side part of a behaviour, encoded in the path. */
export interface Spec {
  /** The global middleware (after the observability stack and `timeout` in the full app). */
  readonly g?: MiddlewareStep;
  /** The route middleware. */
  readonly r?: MiddlewareStep;
  /** The handler. */
  readonly h?: EndStep;
  /** The app's onError (full app only; the bare app keeps the default). */
  readonly e?: EndStep;
  /** The notFound handler (full app only). */
  readonly n?: EndStep;
}

/** The two apps the behaviours run against. */
export type AppName = 'bare' | 'full';

/** One request of the run: where it goes, how it is sent, and what the server does with it. */
export interface Behaviour {
  readonly id: number;
  readonly app: AppName;
  readonly method: 'GET' | 'HEAD' | 'POST';
  /** The POST body: valid JSON, invalid JSON, or none. */
  readonly body: 'json' | 'bad' | 'none';
  /** Whether the request offers gzip (the full app compresses). */
  readonly gzip: boolean;
  /** Whether no route matches the path (notFound, or the default 404). */
  readonly nf: boolean;
  /** The raw `:arg` path segment, read by `p` and by `h:arg`. */
  readonly arg: string;
  readonly spec: Spec;
}

/** Kinds of thrown or rejected values; the server builds each (server.ts `valueOf`). */
export const VALUES = [
  'error',
  'typeerror',
  'fw400',
  'fw500',
  'fw503',
  'http404',
  'http401h',
  'httpbadh',
  'httpmuth',
  'httpmutst',
  'httpst200',
  'fake200',
  'fake404',
  'fakebad',
  'string',
  'empty',
  'number',
  'zero',
  'null',
  'undef',
  'nan',
  'false',
  'symbol',
  'bigint',
  'frozen',
  'frozenerr',
  'circular',
  'proxy',
  'codeproxy',
  'tostring',
  'toprim',
  'tojson',
  'thenthrows',
  'thenable',
  'stackthrows',
  'namethrows',
  'premature',
  'aggregate',
  'causecycle',
  'nullproto',
  'array',
  'function',
  'date',
  'abort',
  'timeoutreason',
] as const;
export type ValueKind = (typeof VALUES)[number];

/** Kinds of answers (server.ts `answer`). */
export const ANSWERS = [
  'text',
  'text1',
  'json',
  'json-circ',
  'json-big',
  'json-tojson',
  'json-getter',
  'json-undef',
  'html',
  'send-u8',
  'send-obj',
  'send-204',
  'send-304',
  'send-1xx',
  'send-101',
  'status-bad',
  'text-99',
  'text-null',
  'redir',
  'redir-crlf',
  'redir-euro',
  'redir-surr',
  'redir-obj',
  'redir-200',
  'att',
  'att-euro',
  'att-crlf',
  'att-quote',
  'att-surr',
  'att-nul',
  'att-obj',
  'stream',
  'stream-text',
  'stream-empty',
  'stream-objects',
  'stream-early',
  'stream-mid',
  'stream-endless',
  'stream-204',
  'raw',
] as const;
export type AnswerKind = (typeof ANSWERS)[number];

/** Kinds of header settings (server.ts `header`). */
export const HEADERS = [
  'arg',
  'name',
  'empty',
  'arr',
  'undef',
  'obj',
  'cl',
  'te',
  'conn',
  'ct',
  'cookie',
  'res-bad',
  'remove',
  'num',
] as const;

/** Kinds of beforeSend hooks (server.ts `hook`). */
export const HOOKS = ['throw', 'status', 'bad-status', 'stream', 'null', 'header', 'bytes'] as const;

/** What a step may return (server.ts `returned`). */
export const RETURNS = ['thenthrows', 'thenable', 'thenable-rej', 'value', 'rejected'] as const;

/** Raw `:arg` segments: plain, CR LF, above U+00FF, NUL, DEL, Latin-1, malformed escapes. */
export const ARGS = [
  'ok',
  '%0d%0aset-cookie:%20x=1',
  '%E2%82%AC',
  '%00',
  '%7f',
  '%C3%BF',
  '%E2%82',
  '%zz',
  'a%20b',
  '%0a',
] as const;

/** Streams that error take the value they error with from these (`null` ends them without an error). */
export const STREAM_VALUES = [
  'error',
  'string',
  'null',
  'codeproxy',
  'premature',
  'number',
  'symbol',
  'fw400',
] as const;

/** mulberry32: a small seeded PRNG, good enough to pick behaviours reproducibly. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks from a PRNG: an item, a chance, an integer below n. */
class Pick {
  readonly #next: () => number;
  constructor(next: () => number) {
    this.#next = next;
  }
  chance(p: number): boolean {
    return this.#next() < p;
  }
  below(n: number): number {
    return Math.floor(this.#next() * n);
  }
  one<T>(items: readonly T[]): T {
    return items[this.below(items.length)]!;
  }
}

/** Generates `count` behaviours from `seed`, alternating between the bare and the full app. */
export function generate(seed: number, count: number): Behaviour[] {
  const pick = new Pick(mulberry32(seed));
  const out: Behaviour[] = [];
  for (let id = 1; id <= count; id++) out.push(behaviour(pick, id, id % 2 === 0 ? 'full' : 'bare'));
  return out;
}

function behaviour(pick: Pick, id: number, app: AppName): Behaviour {
  const full = app === 'full';
  const method = pick.chance(0.1) ? 'HEAD' : pick.chance(0.15) ? 'POST' : 'GET';
  const nf = pick.chance(0.1);
  const spec: { g?: MiddlewareStep; r?: MiddlewareStep; h?: EndStep; e?: EndStep; n?: EndStep } = {};
  if (pick.chance(0.5)) spec.g = middlewareStep(pick, full);
  if (!nf && pick.chance(0.4)) spec.r = middlewareStep(pick, full);
  if (!nf) spec.h = endStep(pick, full, true);
  if (full && nf && pick.chance(0.8)) spec.n = endStep(pick, full, true);
  if (full && pick.chance(0.3)) spec.e = endStep(pick, full, false);
  return {
    id,
    app,
    method,
    body: method === 'POST' ? pick.one(['json', 'bad', 'none'] as const) : 'none',
    gzip: full && pick.chance(0.3),
    nf,
    arg: pick.chance(0.6) ? 'ok' : pick.one(ARGS),
    spec,
  };
}

function middlewareStep(pick: Pick, full: boolean): MiddlewareStep {
  const s = pick.chance(0.3);
  const modes: readonly NextMode[] = s
    ? ['return', 'return', 'return', 'skip', 'void', 'void2', 'late', 'twice']
    : ['await', 'await', 'await', 'await', 'return', 'skip', 'twice', 'void', 'void2', 'late'];
  return { s, pre: acts(pick, s, full, 0.5, false), next: pick.one(modes), post: acts(pick, s, full, 0.4, false) };
}

function endStep(pick: Pick, full: boolean, answering: boolean): EndStep {
  const s = pick.chance(0.3);
  const list = acts(pick, s, full, answering ? 0.95 : 0.6, answering);
  return { s, acts: list };
}

/** A list of 0-4 acts; `answering` steps usually end in an answer. */
function acts(pick: Pick, sync: boolean, full: boolean, presence: number, answering: boolean): Act[] {
  const list: Act[] = [];
  if (!pick.chance(presence)) return list;
  const n = 1 + pick.below(3);
  for (let i = 0; i < n; i++) list.push(act(pick, sync, full));
  if (answering && pick.chance(0.6))
    list.push('a:' + pick.one(['text', 'json', 'stream', 'text1', 'redir', 'att'] as const));
  if (pick.chance(0.08)) list.push('ret:' + pick.one(RETURNS) + (pick.chance(0.5) ? '' : ':' + pick.one(VALUES)));
  return list;
}

function act(pick: Pick, sync: boolean, full: boolean): Act {
  const r = pick.below(100);
  if (r < 22) return (sync || pick.chance(0.6) ? 't:' : 'r:') + pick.one(VALUES);
  if (r < 55) {
    const kind = pick.one(ANSWERS);
    return kind === 'stream-early' || kind === 'stream-mid' ? `a:${kind}:${pick.one(STREAM_VALUES)}` : 'a:' + kind;
  }
  if (r < 70) return 'h:' + pick.one(HEADERS);
  if (r < 76) return 'k:' + pick.one(HOOKS);
  if (r < 80) return 'p';
  if (r < 82 && !sync) return 'b';
  if (r < 83 && !sync && full) return 'hang';
  if (sync) return 'h:' + pick.one(HEADERS);
  return 'w:' + (pick.chance(0.2) ? 's' : pick.chance(0.5) ? 'i' : 'm');
}

/** The request path of a behaviour: `/b/<id>/<spec>/<arg>`, or `/nf/<id>/<spec>` for no route. */
export function pathOf(b: Behaviour): string {
  const spec = Buffer.from(JSON.stringify(b.spec)).toString('base64url');
  return b.nf ? `/nf/${b.id}/${spec}` : `/b/${b.id}/${spec}/${b.arg}`;
}

/** The id and spec a request path carries, or undefined for other paths. */
export function parsePath(path: string): { id: number; spec: Spec } | undefined {
  const parts = path.split('/');
  if ((parts[1] !== 'b' && parts[1] !== 'nf') || parts.length < 4) return undefined;
  const id = Number(parts[2]);
  if (!Number.isSafeInteger(id)) return undefined;
  try {
    return { id, spec: JSON.parse(Buffer.from(parts[3]!, 'base64url').toString('utf8')) as Spec };
  } catch {
    return undefined;
  }
}
