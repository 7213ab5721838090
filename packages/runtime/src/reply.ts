/**
 * Typed answers: a handler returns `reply(201, user)`, `reply(404, 'no such user')` or
 * `reply(204)`, and the union of what it returns is the route's documented responses. The fw
 * transformer reads that union from the handler's return type; the app writes the reply it gets.
 */
import { kRequest, type Context } from './context.js';
import { defaultReason, errorBody, FwError, type PublicIssue } from './errors.js';
import { describeValue } from './describe-value.js';
import { JSON_TYPE } from './mime.js';
import type { TypeDoc } from './route.js';
import type { CheckedStatus, Digit } from './status.js';

/** `S` when it is a status fw answers with its error body (400-599), else `never`. */
export type ErrorStatus<S extends number> = `${S}` extends `${4 | 5}${Digit}${Digit}` ? S : never;

/**
 * fw's JSON error body, the one every 4xx/5xx of fw, its middleware and `HttpError` carries:
 * `{ "error": { "status": 404, "message": "no such user" } }`, with `details` naming each failing
 * path of a 400.
 *
 * @fwErrorBody
 */
export interface ErrorBody {
  readonly error: {
    readonly status: number;
    readonly message: string;
    readonly details?: readonly PublicIssue[];
    readonly more?: number;
  };
}

/** The body a `Reply<S>` has when none is named: fw's error body for 400-599, none otherwise. */
export type DefaultBody<S extends number> = number extends S
  ? unknown
  : [ErrorStatus<S>] extends [never]
    ? undefined
    : ErrorBody;

/** Options of {@link reply}: headers sent with the answer (documented by name). */
export interface ReplyInit<H extends string = string> {
  readonly headers?: { readonly [K in H]: string };
}

/**
 * A typed answer: a status, its body and headers. A handler returns one (or a promise of one) and
 * the app writes it: a body through the writer generated from its type, fw's error body for
 * `reply(404, 'message')`, nothing for `reply(204)`. Declare a handler's answers as a union,
 * `(ctx): Reply<201, User> | Reply<404> => ...`, and returning a wrong shape or an undeclared
 * status is a type error; without a declared type, the union TypeScript infers is documented.
 *
 * @fwReply
 */
export class Reply<S extends number = number, B = DefaultBody<S>, H extends string = never> {
  /** Keeps a plain `{ status, body }` object from passing for a reply. */
  declare private readonly fwReply: true;
  readonly status: S;
  readonly body: B;
  readonly headers: { readonly [K in H]: string } | undefined;
  /** Whether the body is fw's error body (made by `reply(4xx, message)`). */
  readonly isError: boolean;

  /** @internal Made by {@link reply}. */
  constructor(status: S, body: B, headers: { readonly [K in H]: string } | undefined, isError: boolean) {
    this.status = status;
    this.body = body;
    this.headers = headers;
    this.isError = isError;
  }
}

/**
 * A typed answer for a handler to return.
 * - `reply(201, user)`: a JSON body, written through the writer generated from its type.
 * - `reply(404, 'no such user')`: a 400-599 status with a message is fw's error body
 *   `{ error: { status, message } }`, documented as such (to send a plain string body on an error
 *   status, use `ctx.text`).
 * - `reply(204)`: no body (for 400-599, the error body with the status's reason phrase).
 * `init.headers` are sent with it and documented by name.
 *
 * @example Router.get('/users/:id', withRequest((ctx, req: { params: { id: number } }) =>
 *   users.has(req.params.id) ? reply(200, users.get(req.params.id)!) : reply(404, 'no such user')))
 */
export function reply<S extends number, H extends string = never>(
  status: S & ErrorStatus<S>,
  message?: string,
  init?: ReplyInit<H>,
): Reply<S, ErrorBody, H>;
export function reply<S extends number, B, H extends string = never>(
  status: S & CheckedStatus<S>,
  body: B,
  init?: ReplyInit<H>,
): Reply<S, B, H>;
export function reply<S extends number>(status: S & CheckedStatus<S>): Reply<S, DefaultBody<S>>;
export function reply(status: number, body?: unknown, init?: ReplyInit): Reply<number, unknown, string> {
  if (!Number.isInteger(status) || status < 100 || status > 599)
    throw new FwError('FW_ERR_REPLY_CONFIG', {
      reason: `the status must be a whole number from 100 to 599, got ${describeValue(status)}`,
    });
  if (init !== undefined && (typeof init !== 'object' || init === null))
    throw new FwError('FW_ERR_REPLY_CONFIG', {
      reason: `the options must be { headers? }, got ${describeValue(init)}`,
    });
  const headers = init?.headers;
  const isError = status >= 400 && (body === undefined || typeof body === 'string');
  const value = isError ? { error: { status, message: body === undefined ? defaultReason(status) : body } } : body;
  return new Reply(status, value, headers, isError);
}

/**
 * What the transformer documents for one status of a route's replies: a body type, fw's error
 * body, or no body; and the headers every reply with that status sends.
 */
export interface ReplyDoc {
  readonly body?: TypeDoc;
  /** fw's error body. */
  readonly error?: boolean;
  /** Headers sent with every reply of this status. */
  readonly headers?: readonly string[];
  /** Headers sent with some replies of this status. */
  readonly optionalHeaders?: readonly string[];
}

/** A route's typed replies by status, as the fw transformer reads them from its handler's return type. */
export type RouteReplies = Readonly<Record<number, ReplyDoc>>;

/** @internal Whether a value is a route's replies as the transformer writes them. */
export function isRouteReplies(value: unknown): value is RouteReplies {
  return typeof value === 'object' && value !== null && Object.keys(value).every((key) => /^[1-5][0-9]{2}$/.test(key));
}

/** Writes a reply a handler returned. */
function write(ctx: Context, answer: Reply<number, unknown, string>): void {
  const headers = answer.headers;
  if (headers !== undefined) for (const name of Object.keys(headers)) ctx.setHeader(name, headers[name]!);
  if (answer.isError) {
    const error = (answer.body as ErrorBody).error;
    if (ctx[kRequest].bodyPending) ctx.setHeader('connection', 'close');
    ctx.send(answer.status, errorBody(answer.status, error.message), JSON_TYPE);
  } else if (answer.body === undefined) ctx.send(answer.status, null);
  else ctx.json(answer.status, answer.body);
}

function settled(this: Context, value: unknown): void {
  if (value instanceof Reply) write(this, value as Reply<number, unknown, string>);
}

/**
 * A handler's result with any reply in it written: a reply now, a promise's once it settles.
 * Anything else (a handler that answered with `ctx.json`) is passed through.
 */
export function answerWith(ctx: Context, result: unknown): unknown {
  if (result === undefined) return result;
  if (result instanceof Reply) {
    write(ctx, result as Reply<number, unknown, string>);
    return undefined;
  }
  if (result instanceof Promise) return result.then(settled.bind(ctx));
  return result;
}
