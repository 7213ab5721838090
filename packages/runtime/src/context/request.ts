/**
 * The request side of a Context: the matched route and its parameters, the query, and the body
 * reader's state. `Context` forwards its request accessors and middleware hooks (`bodyLimit`,
 * `bodyPending`, `setParsedBody`) here; the app reaches the internal methods through `ctx[kRequest]`.
 */
import type { IncomingMessage } from 'node:http';
import {
  bufferedBody,
  contentTypeError,
  hasNoBody,
  isJsonContentType,
  joinBody,
  parseJson,
  readBody,
  type BodyBytes,
} from '../body.js';
import { NotAnObject, dropNulls, type NullPlan, type UnknownKeys } from '../contract.js';
import { FwError } from '../errors.js';
import { decodePercent } from '../percent.js';
import { Query } from '../query.js';
import type { TypeDoc, Validator } from '../route.js';
import { problemList, runValidator, type ValidationOutcome } from '../validation/problems.js';
import type { Context } from '../context.js';

/** What `Router.define` shares with every Context of an app. */
export interface ContextShared {
  readonly bodyLimit: number;
  /** How many problems a 400 for an invalid request lists (the rest are counted). */
  readonly maxProblems: number;
  /** The app's `unknownKeys` policy for validated bodies. */
  readonly unknownKeys: UnknownKeys;
  /** Whether documented answers are checked against their type before they are written (development). */
  readonly checkResponses: boolean;
  readonly onError: (error: unknown, ctx: Context) => void;
}

/** What the matcher found for a request: set by the app once a route matched. */
export interface MatchedRoute {
  readonly method: string;
  readonly pattern: string;
  readonly name: string | undefined;
  readonly paramNames: readonly string[];
  /** The validator of the route's documented `requestBody`, applied by `parseBody()`. */
  readonly validate?: Validator | undefined;
  /** The documented request body type's name, for error messages. */
  readonly bodyType?: string | undefined;
  /** The same check refusing undeclared properties, for `unknownKeys: 'reject'`. */
  readonly validateEquals?: Validator | undefined;
  /** Nulls the document allows for optional properties, removed before validating. */
  readonly nulls?: NullPlan | undefined;
  /** The route's own `unknownKeys` policy, when it has one. */
  readonly unknownKeys?: UnknownKeys | undefined;
  /** The JSON answers the route documents, by status: `ctx.json` writes them through their type. */
  readonly answers?: Readonly<Record<number, TypeDoc>> | undefined;
}

/** Options of `ctx.parseBody()`. */
export interface ParseBodyOptions<T> {
  /** Byte limit for this body; default the app's `bodyLimit` (1 MiB). */
  readonly limit?: number;
  /**
   * Checks the parsed value; the transformer passes the validator generated from `T` for
   * `parseBody<T>()`. Without one, the route's documented `requestBody` validator applies.
   */
  readonly validate?: Validator<T>;
  /** The type's name, for error messages (the transformer fills it in). */
  readonly typeName?: string;
  /** The validator refusing properties `T` does not declare (the transformer fills it in). */
  readonly validateEquals?: Validator<T>;
  /** Where the document allows a null `T` does not (the transformer fills it in). */
  readonly nulls?: NullPlan;
  /**
   * Properties `T` does not declare: `'strip'` removes them, `'reject'` answers 400 naming each;
   * default the route's, then the app's (`Router.define({ unknownKeys })`), then `'strip'`.
   */
  readonly unknownKeys?: UnknownKeys;
}

const EMPTY: readonly number[] = [];
const EMPTY_NAMES: readonly string[] = [];

/**
 * The constructor of `assigns` and `params` objects: no Object.prototype behind them (so
 * `toString` or `constructor` are not found), yet fast-mode objects, which `Object.create(null)`
 * objects are not in V8 (adding a property to one costs about five times as much).
 */
function Bag(): void {}
Bag.prototype = Object.create(null) as object;
export const NullProtoBag = Bag as unknown as new () => Record<string, unknown>;

/**
 * Runs a generated validator on a parsed body, after removing the nulls the document allows. A
 * body nested too deeply for the validator's recursion is a 400, not a crash of the request.
 */
function checked(value: unknown, validate: Validator, nulls: NullPlan | undefined): ValidationOutcome<unknown> {
  try {
    return runValidator(validate, nulls === undefined ? value : dropNulls(value, nulls));
  } catch (error) {
    if (error instanceof NotAnObject)
      return {
        success: false,
        errors: [{ path: error.path, expected: 'an object', value: error.value }],
        stopped: false,
      };
    if (error instanceof RangeError) throw new FwError('FW_ERR_BODY_TOO_DEEP', undefined, { cause: error });
    throw error;
  }
}

/** @internal The request side of one Context (see the module comment). */
export class RequestSide {
  readonly req: IncomingMessage;
  readonly shared: ContextShared;
  /** The string the matcher saw: `req.url`, or its path part for absolute-form targets. */
  target: string;
  /** The matched route, or null before or without a match. */
  route: MatchedRoute | null = null;
  /** See `Context.bodyLimit`: null when no middleware set one. */
  limit: number | null = null;
  #bounds: readonly number[] = EMPTY;
  #pathEnd = -1;
  #params: Record<string, string> | null = null;
  #values: (string | undefined)[] | null = null;
  #query: Query | null = null;
  #body: unknown = undefined;
  #hasBody = false;
  #raw: Promise<Buffer> | null = null;
  /** `parseBody()`'s own read, which settles with the parsed value, and the bytes read (by it or `rawBody()`). */
  #reading: Promise<unknown> | null = null;
  /** The bytes read, as read (one buffer or the chunks they arrived in); `rawBody()` joins them. */
  #rawBytes: BodyBytes | null = null;

  constructor(req: IncomingMessage, shared: ContextShared, target: string) {
    this.req = req;
    this.shared = shared;
    this.target = target;
  }

  /** Sets the matched route: the parameters' bounds in `target` are copied from the matcher. */
  setRoute(route: MatchedRoute, bounds: Int32Array, pathEnd: number, target: string): void {
    this.route = route;
    this.target = target;
    this.#pathEnd = pathEnd;
    const n = route.paramNames.length * 2;
    if (n > 0) {
      const copy = new Array<number>(n);
      for (let i = 0; i < n; i++) copy[i] = bounds[i]!;
      this.#bounds = copy;
    }
  }

  /** See `Context.path`. */
  get path(): string {
    const end = this.#end();
    return end === this.target.length ? this.target : this.target.slice(0, end);
  }

  /** See `Context.pathParam`. */
  pathParam(name: string): string | undefined {
    const route = this.route;
    if (route === null) return undefined;
    const index = route.paramNames.indexOf(name);
    return index === -1 ? undefined : this.#paramAt(index, route.paramNames.length);
  }

  /** See `Context.params`. */
  get params(): Record<string, string> {
    return this.#params ?? this.#decodeParams();
  }

  /** See `Context.param`. */
  param(name: string): string | undefined {
    const fromPath = this.pathParam(name);
    if (fromPath !== undefined) return fromPath;
    const body = this.#body;
    if (
      this.#hasBody &&
      typeof body === 'object' &&
      body !== null &&
      !Array.isArray(body) &&
      Object.hasOwn(body, name)
    ) {
      const field = (body as Record<string, unknown>)[name];
      if (typeof field === 'string') return field;
      if (typeof field === 'number' || typeof field === 'boolean' || typeof field === 'bigint') return String(field);
    }
    return this.query.get(name);
  }

  /** See `Context.query`. */
  get query(): Query {
    if (this.#query === null) {
      const end = this.#end();
      this.#query = new Query(end < this.target.length ? this.target.slice(end + 1) : '');
    }
    return this.#query;
  }

  /** The parsed body, or undefined before one was parsed. */
  get body(): unknown {
    return this.#hasBody ? this.#body : undefined;
  }

  /** See `Context.setParsedBody`: stores a parsed body that `param()` and `body` then see. */
  setBody(value: unknown): void {
    this.#body = value;
    this.#hasBody = true;
  }

  /**
   * True while the request announces a body that has not been received whole: an answer then
   * closes the connection rather than wait for the rest. A body taken whole from node's buffer
   * counts as received even before node marks the request complete; so does one waiting whole in
   * that buffer, unread and within the body limit (an answer given before reading it, a 415 say),
   * which is taken now, so the connection stays open for the next request (`rawBody()` still
   * gives it).
   */
  get bodyPending(): boolean {
    if (this.req.complete !== false || this.#rawBytes !== null || hasNoBody(this.req)) return false;
    if (this.#raw !== null || this.#reading !== null) return true;
    let waiting: Buffer | null;
    try {
      waiting = bufferedBody(this.req, this.limit ?? this.shared.bodyLimit);
    } catch {
      // Not what node's buffer said it held: treat the body as unread, and close.
      return true;
    }
    if (waiting === null) return true;
    this.#rawBytes = waiting;
    return false;
  }

  /** See `Context.rawBody`. */
  rawBody(limit: number = this.limit ?? this.shared.bodyLimit): Promise<Buffer> {
    if (this.#raw !== null) return this.#raw;
    // Taken from the buffer for a body declared on the route.
    if (this.#rawBytes !== null && this.#reading === null) return (this.#raw = Promise.resolve(this.#joined()));
    const reading = this.#reading;
    if (reading === null)
      return (this.#raw = readBody(this.req, limit, (raw) => {
        this.#rawBytes = raw;
        return this.#joined();
      }));
    // parseBody() is reading (or has read) the bytes: share them, or the error that stopped the read.
    return (this.#raw = reading.then(
      () => this.#joined(),
      (error: unknown) => {
        if (this.#rawBytes !== null) return this.#joined();
        throw error;
      },
    ));
  }

  /** The bytes read as one buffer (joined once, when they arrived in chunks). */
  #joined(): Buffer {
    const joined = joinBody(this.#rawBytes!);
    this.#rawBytes = joined;
    return joined;
  }

  /** See `Context.parseBody`. */
  parseBody<T>(options: ParseBodyOptions<T> | undefined): Promise<T> {
    // Not an async function: the usual call reads, parses and validates under one promise.
    try {
      // A body already parsed (an earlier call, or bodyParser) is still validated.
      if (this.#hasBody) return Promise.resolve(this.#accept(this.#body, options));
      return this.#read(this.#checkBody(options), options);
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /**
   * For a body declared on the route (`withBody`): what `parseBody(options)` settles with,
   * returned as the value itself when it can be had at once (the whole body is waiting in the
   * request's buffer, or was parsed before), else as a promise. Throws what `parseBody` rejects with.
   */
  bodyNow<T>(options: ParseBodyOptions<T>): T | Promise<T> {
    if (this.#hasBody) return this.#accept(this.#body, options);
    const limit = this.#checkBody(options);
    if (this.#raw === null && this.#reading === null) {
      const raw = bufferedBody(this.req, limit);
      if (raw !== null) {
        this.#rawBytes = raw;
        return this.#acceptRaw(raw, options);
      }
    }
    return this.#read(limit, options);
  }

  /** Refuses a request without a body (400) or with one that is not JSON (415); returns the byte limit that applies. */
  #checkBody(options: ParseBodyOptions<unknown> | undefined): number {
    const req = this.req;
    const type = req.headers['content-type'];
    if (hasNoBody(req) && this.#raw === null) throw new FwError('FW_ERR_BODY_EMPTY');
    if (!isJsonContentType(type))
      throw contentTypeError(type, (shown) => new FwError('FW_ERR_BODY_MEDIA_TYPE', { type: shown }));
    return options?.limit ?? this.limit ?? this.shared.bodyLimit;
  }

  /** Reads the body (or shares a read under way), then parses and validates it. */
  #read<T>(limit: number, options: ParseBodyOptions<T> | undefined): Promise<T> {
    if (this.#raw !== null || this.#reading !== null || this.#rawBytes !== null)
      return this.rawBody(limit).then((raw) => this.#acceptRaw(raw, options));
    const reading = readBody(this.req, limit, (raw) => {
      this.#rawBytes = raw;
      return this.#acceptRaw(raw, options);
    });
    this.#reading = reading;
    return reading;
  }

  /** Parses read bytes as JSON (unless a call in flight together already did), then validates and keeps the value. */
  #acceptRaw<T>(raw: BodyBytes, options: ParseBodyOptions<T> | undefined): T {
    if (this.#hasBody) return this.#accept(this.#body, options);
    if (raw.length === 0) throw new FwError('FW_ERR_BODY_EMPTY');
    return this.#accept(parseJson(raw), options);
  }

  /** Validates a parsed body (400 listing each failing path) and keeps it as `ctx.body`. */
  #accept<T>(value: unknown, options: ParseBodyOptions<T> | undefined): T {
    const route = this.route;
    const own = options?.validate !== undefined;
    const policy = options?.unknownKeys ?? route?.unknownKeys ?? this.shared.unknownKeys;
    const validate = own
      ? ((policy === 'reject' ? options.validateEquals : undefined) ?? options.validate)
      : ((policy === 'reject' ? route?.validateEquals : undefined) ?? route?.validate);
    if (validate !== undefined) {
      const nulls = own ? options.nulls : route?.nulls;
      const result = checked(value, validate, nulls);
      if (!result.success) {
        const type =
          options?.typeName ?? (options?.validate === undefined ? route?.bodyType : undefined) ?? 'the expected type';
        throw new FwError('FW_ERR_BODY_VALIDATION', { type, ...problemList(result, this.shared.maxProblems) });
      }
      value = result.data; // the body as validated (a revived Date when the body is one)
    }
    this.#body = value;
    this.#hasBody = true;
    return value as T;
  }

  /** Parameter `index` of `count`, decoded once and kept (in `params` once that was built). */
  #paramAt(index: number, count: number): string {
    const params = this.#params;
    if (params !== null) return params[this.route!.paramNames[index]!]!;
    const values = (this.#values ??= new Array<string | undefined>(count));
    return (values[index] ??= this.#decode(index));
  }

  /** Slices and percent-decodes parameter `index` from the target (strictly: 400 for a bad escape or bytes that are not UTF-8). */
  #decode(index: number): string {
    const decoded = decodePercent(this.target.slice(this.#bounds[index * 2], this.#bounds[index * 2 + 1]), false);
    if (typeof decoded !== 'string') throw new FwError('FW_ERR_BAD_PERCENT_ENCODING');
    return decoded;
  }

  #end(): number {
    if (this.#pathEnd === -1) {
      const q = this.target.indexOf('?');
      this.#pathEnd = q === -1 ? this.target.length : q;
    }
    return this.#pathEnd;
  }

  #decodeParams(): Record<string, string> {
    const params = new NullProtoBag() as Record<string, string>;
    const names = this.route?.paramNames ?? EMPTY_NAMES;
    // Straight into the object: no array of decoded values when `params` is all a handler reads.
    const values = this.#values;
    for (let i = 0; i < names.length; i++) params[names[i]!] = values?.[i] ?? this.#decode(i);
    this.#params = params;
    return params;
  }
}
