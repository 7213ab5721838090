/** Errors as clients see them: HttpError, header checks, the public answer for any thrown value and the error body. */
import { validateHeaderName, validateHeaderValue } from 'node:http';
import { FwError } from './catalogue.js';
import { describeValue } from './describe-value.js';

export { ERRORS, FwError, type ErrorCode } from './catalogue.js';

const FW_HTTP_ERROR = Symbol.for('fw.httpError');

/**
 * An error that carries an HTTP status for the client. Throw it from a handler or middleware;
 * the pipeline answers with that status and, for 4xx, the message (5xx messages stay private).
 * `instanceof HttpError` holds even when two copies of the package are loaded (an app's and a
 * library's), as it does for {@link FwError}; a subclass of it is checked as any class is.
 *
 * @example
 * if (!user) throw new HttpError(404, 'no such user')
 */
export class HttpError extends Error {
  /** The HTTP status to answer with (400 to 599). */
  readonly status: number;
  /** Stable code; `FW_HTTP_<status>` unless given. */
  readonly code: string;
  /** Response headers to add, for example `WWW-Authenticate` or `Retry-After`. */
  readonly headers: Readonly<Record<string, string>> | undefined;

  constructor(
    status: number,
    message?: string,
    options?: { cause?: unknown; code?: string; headers?: Record<string, string> },
  ) {
    super(message ?? defaultReason(status), options);
    this.status = Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
    this.code = options?.code ?? `FW_HTTP_${this.status}`;
    const headers = options?.headers;
    if (headers !== undefined && headers !== null)
      for (const name of Object.keys(headers)) checkHeader(name, headers[name]);
    this.headers = headers === undefined || headers === null ? undefined : Object.freeze({ ...headers });
  }

  override get name(): string {
    return 'HttpError';
  }

  get [FW_HTTP_ERROR](): true {
    return true;
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    // `instanceof NotFound` (a subclass) asks the prototype chain; only HttpError itself is known by its mark.
    if (this !== HttpError) return Function.prototype[Symbol.hasInstance].call(this, value);
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[FW_HTTP_ERROR] === true;
  }
}

/**
 * The response headers an {@link HttpError} asks for, or undefined: for any other value, and for
 * one whose `headers` is not an object (an error made by another copy of the package, or changed
 * since it was made). Never throws.
 */
export function httpErrorHeaders(error: unknown): Readonly<Record<string, string>> | undefined {
  try {
    if (!(error instanceof HttpError)) return undefined;
    const headers: unknown = error.headers;
    return typeof headers === 'object' && headers !== null ? (headers as Readonly<Record<string, string>>) : undefined;
  } catch {
    // A value whose properties cannot be read is no HttpError.
    return undefined;
  }
}

/**
 * Throws `FW_ERR_BAD_HEADER` (500) when node:http would refuse a response header: a name that is
 * not an HTTP token, or a value holding CR, LF, another control character or a character above
 * U+00FF (node writes header strings as Latin-1). Checking where a header is set, not where it
 * is written, turns what would kill the socket (or the process, on an error path) into an
 * ordinary error the app answers with 500.
 *
 * @example checkHeader('location', '/prix-€') // throws FwError FW_ERR_BAD_HEADER
 */
export function checkHeader(name: string, value: unknown): void {
  try {
    validateHeaderName(name);
    if (Array.isArray(value)) for (const item of value as unknown[]) validateHeaderValue(name, item as string);
    else validateHeaderValue(name, value as string);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const problem =
      code === 'ERR_INVALID_HTTP_TOKEN'
        ? 'is not a valid header name'
        : code === 'ERR_HTTP_INVALID_HEADER_VALUE'
          ? 'has no value'
          : 'holds a character that cannot be sent (CR, LF, a control character or one above U+00FF)';
    throw new FwError('FW_ERR_BAD_HEADER', { name: safeName(name), problem }, { cause: error });
  }
}

/** A header name as a quoted, escaped string for messages (it may itself hold the bad character). */
function safeName(name: unknown): string {
  try {
    return JSON.stringify(String(name)).slice(0, 80);
  } catch {
    return '(unprintable)';
  }
}

/**
 * Status, message and code a client may see for any thrown value: 4xx keep their message, the rest
 * say only the reason phrase; an HttpError or FwError whose status is not 400 to 599 gives 500.
 */
export function publicError(error: unknown): {
  status: number;
  message: string;
  code: string;
  details?: readonly PublicIssue[];
  more?: number;
} {
  if (error instanceof HttpError || error instanceof FwError) {
    const status = error.status;
    // A status changed after construction, or an FwError look-alike, must not turn an error into a 2xx.
    if (!(Number.isInteger(status) && status >= 400 && status <= 599))
      return { status: 500, message: defaultReason(500), code: 'FW_ERR_INTERNAL' };
    if (status < 500) {
      const issues = error instanceof FwError ? error.params?.['issues'] : undefined;
      if (Array.isArray(issues)) {
        const more = error instanceof FwError ? error.params?.['more'] : undefined;
        return {
          status,
          message: error.message,
          code: error.code,
          details: issues.map(toPublicIssue),
          ...(typeof more === 'number' ? { more } : {}),
        };
      }
      return { status, message: error.message, code: error.code };
    }
    return { status, message: defaultReason(status), code: error.code };
  }
  return { status: 500, message: defaultReason(500), code: 'FW_ERR_INTERNAL' };
}

/** The JSON body of every error answer fw sends: `{"error":{"status":...,"message":...}}`, with `details` for validation problems. */
export function errorBody(status: number, message: string, details?: readonly PublicIssue[], more?: number): string {
  if (details === undefined) return JSON.stringify({ error: { status, message } });
  return JSON.stringify(
    more === undefined ? { error: { status, message, details } } : { error: { status, message, details, more } },
  );
}

/** One validation problem as a client sees it: where, what was expected, what was found. */
export interface PublicIssue {
  readonly path: string;
  readonly expected: string;
  readonly found: string;
}

/** A generated validator's problem in the words of an error answer (a path from `$`, typia's made-up names said plainly). */
export function toPublicIssue(issue: { path?: unknown; expected?: unknown; value?: unknown }): PublicIssue {
  const path = typeof issue.path === 'string' ? issue.path.replace(/^\$input/, '$') : '$';
  const given = issue.expected ?? 'a valid value';
  // typia's validateEquals reports a property the type does not declare as expecting undefined.
  const expected =
    given === 'undefined'
      ? 'no such property (not declared in the type)'
      : namedShapes(typeof given === 'string' ? given : describeValue(given));
  return {
    path: shortened(path),
    expected: shortened(expected),
    found: issue.value === undefined ? 'nothing (missing)' : describeValue(issue.value),
  };
}

/**
 * typia's text for a type, with the names it makes up for unnamed object types (`__type`,
 * `__type.o3`) said as `an object`: `(__type | __type.o3)` becomes `an object of one of 2 shapes`.
 */
function namedShapes(expected: string): string {
  if (!expected.includes('__type')) return expected;
  const union = /^\((.*)\)$/.exec(expected)?.[1]?.split(' | ');
  if (union !== undefined && union.every((member) => GENERATED_NAME.test(member)))
    return `an object of one of ${union.length} shapes`;
  return expected.replace(GENERATED_NAMES, 'an object');
}

/** typia's made-up name of an unnamed object type, alone or inside a longer type text. */
const GENERATED_NAME = /^__type(?:\.o\d+)?$/;
const GENERATED_NAMES = /__type(?:\.o\d+)?/g;

/** A path or type text of at most 200 characters (a deeply nested body makes long paths): its start and end around '...'. */
function shortened(text: string): string {
  return text.length <= 200 ? text : `${text.slice(0, 120)}...${text.slice(-77)}`;
}

const REASONS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  411: 'Length Required',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The reason phrase for a status, such as `Not Found` for 404. */
export function defaultReason(status: number): string {
  return REASONS[status] ?? (status >= 500 ? 'Internal Server Error' : 'Error');
}
