/**
 * The error catalogue: every error fw raises, by stable code, with its build diagnostic number,
 * status and message template, and FwError. Plain data with no imports, so the transformer can read it
 * without loading the server.
 */

/** One catalogue entry: a stable code, the build diagnostic number, and a message template. */
interface CatalogueEntry {
  /** Diagnostic number the transformer reports as `FWnnnn` for the same rule (0 when run time only). */
  readonly diag: number;
  /** HTTP status when the error reaches a client; 500 for programming errors. */
  readonly status: number;
  /** Message template; `{name}` placeholders are filled from the error's params. */
  readonly template: string;
}

/**
 * Every error the runtime raises, keyed by its stable code. Tests and callers match on
 * `code`, never on message text. Codes 1xxx are route-table rules the build also reports.
 */
export const ERRORS = {
  FW_ERR_PATTERN_START: {
    diag: 1001,
    status: 500,
    template: 'route pattern "{pattern}" must start with "/"; add the leading slash',
  },
  FW_ERR_PATTERN_EMPTY_SEGMENT: {
    diag: 1002,
    status: 500,
    template: 'route pattern "{pattern}" has an empty segment ("//"); only a trailing "/" may be empty',
  },
  FW_ERR_PATTERN_WILDCARD_NOT_LAST: {
    diag: 1003,
    status: 500,
    template:
      'route pattern "{pattern}": wildcard "*{name}" must be the last segment; move it to the end or use ":{name}" for one segment',
  },
  FW_ERR_PATTERN_TOO_MANY_PARAMS: {
    diag: 1004,
    status: 500,
    template:
      'route pattern "{pattern}" has {count} path parameters; at most 8 are allowed: move some into the query string or a trailing *wildcard',
  },
  FW_ERR_PATTERN_DUPLICATE_PARAM: {
    diag: 1005,
    status: 500,
    template: 'route pattern "{pattern}" uses the parameter name "{name}" twice; rename one',
  },
  FW_ERR_PATTERN_EMPTY_PARAM: {
    diag: 1006,
    status: 500,
    template: 'route pattern "{pattern}" has a parameter without a name; write ":name" or "*name"',
  },
  FW_ERR_PATTERN_BAD_PARAM_NAME: {
    diag: 1007,
    status: 500,
    template:
      'route pattern "{pattern}": parameter name "{name}" must match [A-Za-z_][A-Za-z0-9_]*; rename it (for example with underscores for dashes)',
  },
  FW_ERR_PATTERN_BAD_CHAR: {
    diag: 1008,
    status: 500,
    template:
      'route pattern "{pattern}" contains "{char}" at index {index}; use letters, digits, "-._~!$&\'()*+,;=:@" or a %XX escape',
  },
  FW_ERR_ROUTE_DUPLICATE: {
    diag: 1009,
    status: 500,
    template: 'route {method} "{pattern}" is declared twice; remove one, or change its method or pattern',
  },
  FW_ERR_ROUTE_AMBIGUOUS: {
    diag: 1010,
    status: 500,
    template:
      'routes {method} "{pattern}" and {method} "{other}" differ only in parameter names, so the second can never match; use one pattern',
  },
  FW_ERR_ROUTE_DUPLICATE_NAME: {
    diag: 1011,
    status: 500,
    template: 'route name "{name}" is used by both {first} and {second}; route names must be unique: rename one',
  },
  FW_ERR_ROUTE_EMPTY_NAME: {
    diag: 1012,
    status: 500,
    template: 'route {method} "{pattern}" has an empty name; pass a non-empty string to .named()',
  },
  FW_ERR_ROUTE_BAD_METHOD: {
    diag: 1013,
    status: 500,
    template: 'route method "{method}" is not an HTTP method token; use an upper-case name such as GET or CONNECT',
  },
  FW_ERR_ROUTE_BAD_HANDLER: {
    diag: 1014,
    status: 500,
    template: 'route {method} "{pattern}" needs a handler function; pass (ctx) => ... as its handler',
  },
  FW_ERR_ROUTE_INVALID: {
    diag: 1016,
    status: 500,
    template:
      'routes[{index}] is not a route; spread route lists into routes, as in [...Router.resource(...)] or [...controller.routes]',
  },
  FW_ERR_MIDDLEWARE_NOT_FUNCTION: {
    diag: 1015,
    status: 500,
    template:
      'middleware #{index} of {where} is not a function; pass the middleware itself, as in cors(), not its factory or options',
  },
  FW_ERR_UNKNOWN_ROUTE_NAME: { diag: 0, status: 500, template: 'no route is named "{name}"' },
  FW_ERR_MISSING_PATH_PARAM: {
    diag: 0,
    status: 500,
    template: 'buildPath("{name}") needs a value for path parameter "{param}"',
  },
  FW_ERR_BAD_PATH_PARAM: {
    diag: 0,
    status: 500,
    template:
      'buildPath("{name}") cannot put {value} in path parameter "{param}": {reason}, so the path would lead to another route',
  },
  FW_ERR_BAD_STATUS: {
    diag: 0,
    status: 500,
    template: 'status {status} is neither a known status name nor an integer from 100 to 599',
  },
  FW_ERR_INTERIM_STATUS: {
    diag: 0,
    status: 500,
    template:
      'status {status} is an interim (1xx) status, which cannot end a response; answer with a status from 200 to 599',
  },
  FW_ERR_RESPONSE_SENT: {
    diag: 0,
    status: 500,
    template: 'a response was already sent for {method} {path}; each request gets one response',
  },
  FW_ERR_NO_RESPONSE: {
    diag: 0,
    status: 500,
    template: 'the pipeline for {method} {path} finished without sending a response',
  },
  FW_ERR_NEXT_TWICE: { diag: 0, status: 500, template: 'next() was called more than once by one middleware' },
  FW_ERR_MARKER_NOT_TRANSFORMED: {
    diag: 0,
    status: 500,
    template:
      '{marker} needs the fw transformer: add { "transform": "@fw/transformer" } to compilerOptions.plugins in tsconfig.json and build with `fwc build` or ts-patch\'s tspc',
  },
  FW_ERR_WITH_BODY_CONFIG: { diag: 0, status: 500, template: 'withBody: {reason}' },
  FW_ERR_REPLY_CONFIG: { diag: 0, status: 500, template: 'reply: {reason}' },
  FW_ERR_BAD_PERCENT_ENCODING: { diag: 0, status: 400, template: 'the request path has malformed percent-encoding' },
  FW_ERR_BAD_QUERY_ENCODING: {
    diag: 0,
    status: 400,
    template: 'the query string has malformed percent-encoding (a bad escape, or escaped bytes that are not UTF-8)',
  },
  FW_ERR_BAD_REQUEST_TARGET: { diag: 0, status: 400, template: 'the request target {reason}' },
  FW_ERR_BAD_HOST: { diag: 0, status: 400, template: 'the request {reason}; send one Host header holding host[:port]' },
  FW_ERR_BAD_HEADER: {
    diag: 0,
    status: 500,
    template:
      'response header {name} {problem}; node:http refuses it (percent-encode it, or use ctx.attachment(name) for a file name)',
  },
  FW_ERR_RESPONSE_INVALID: {
    diag: 0,
    status: 500,
    template: 'the response to {method} {path} could not be written ({reason}); a 500 was sent instead',
  },
  FW_ERR_STREAM_LENGTH: {
    diag: 0,
    status: 500,
    template: 'the stream body of {method} {path} {problem}; a Content-Length set for a stream must be its exact size',
  },
  FW_ERR_DEFINE_CONFIG: { diag: 0, status: 500, template: 'Router.define: {reason}' },
  FW_ERR_BODY_TOO_LARGE: {
    diag: 0,
    status: 413,
    template: 'the request body is larger than the limit of {limit} bytes',
  },
  FW_ERR_BODY_MEDIA_TYPE: {
    diag: 0,
    status: 415,
    template: 'expected a JSON body (Content-Type: application/json), got {type}',
  },
  FW_ERR_MEDIA_TYPE_INVALID: {
    diag: 0,
    status: 415,
    template:
      'the Content-Type {type} is not one media type: {problem}; send type/subtype with each parameter at most once, as in application/json; charset=utf-8',
  },
  FW_ERR_BODY_EMPTY: { diag: 0, status: 400, template: 'expected a JSON request body, got an empty body' },
  FW_ERR_BODY_INVALID_JSON: { diag: 0, status: 400, template: 'the request body is not valid JSON: {reason}' },
  FW_ERR_BODY_INVALID_UTF8: { diag: 0, status: 400, template: 'the request body is not valid UTF-8' },
  FW_ERR_BODY_FORBIDDEN_KEY: { diag: 0, status: 400, template: 'the request body contains the forbidden key "{key}"' },
  FW_ERR_BODY_VALIDATION: {
    diag: 0,
    status: 400,
    template: 'the request body does not match {type}: {count} problem(s)',
  },
  FW_ERR_REQUEST_VALIDATION: {
    diag: 0,
    status: 400,
    template: 'the request does not match its declaration: {count} problem(s)',
  },
  FW_ERR_WITH_REQUEST_CONFIG: { diag: 0, status: 500, template: 'withRequest: {reason}' },
  FW_ERR_RESPONSE_CONTRACT: {
    diag: 0,
    status: 500,
    template:
      'the {status} answer of {method} {pattern} does not match its documented type {type}: {problems} ({count} problem(s))',
  },
  FW_ERR_BODY_TOO_DEEP: { diag: 0, status: 400, template: 'the request body is nested too deeply to be checked' },
  FW_ERR_SPEC_DUPLICATE_NAME: {
    diag: 1017,
    status: 500,
    template: 'two different types are both named "{name}" in the API document ({first} and {second}); rename one',
  },
  FW_ERR_SPEC_UNKNOWN_SCHEME: {
    diag: 0,
    status: 500,
    template:
      'route {method} "{pattern}" requires security scheme "{scheme}", which SpecConfig.securitySchemes does not define',
  },
  FW_ERR_SPEC_BAD_SCHEME: {
    diag: 0,
    status: 500,
    template: 'security scheme {name} in SpecConfig.securitySchemes is invalid: {problem}',
  },
  FW_ERR_SPEC_AMBIGUOUS_SCHEME: {
    diag: 0,
    status: 500,
    template:
      'route {method} "{pattern}" is behind middleware that enforces {mechanism}, which SpecConfig.securitySchemes describes twice ({candidates}) and by none of its name "{scheme}"; set the middleware\'s securityScheme option to the name of the one it enforces',
  },
  FW_ERR_SPEC_BAD_TAG: {
    diag: 0,
    status: 500,
    template: 'tag {name} in SpecConfig.tags is invalid: {problem}',
  },
  FW_ERR_SPEC_BAD_DOC: {
    diag: 0,
    status: 500,
    template: 'route {method} "{pattern}" has an invalid .doc(): {problem}',
  },
  FW_ERR_SPEC_UNRESOLVED_REF: {
    diag: 0,
    status: 500,
    template: 'the schema of type "{type}" refers to "{ref}", which no type in the API document defines',
  },
  FW_ERR_SPEC_IDENTICAL_PATHS: {
    diag: 0,
    status: 500,
    template:
      'routes {first} and {second} become the OpenAPI paths "{path}" and "{other}", which OpenAPI treats as one path; use the same parameter names in both patterns',
  },
  FW_ERR_SPEC_DUPLICATE_OPERATION: {
    diag: 0,
    status: 500,
    template:
      'routes {first} and {second} both become the {method} operation of the OpenAPI path "{path}" (a wildcard "*name" is written like ":name"); document only one of them with .doc()',
  },
  FW_ERR_UI_CONFIG: { diag: 0, status: 500, template: 'apidocs.ui: {reason}' },
  FW_ERR_ERROR_HANDLER_CONFIG: { diag: 0, status: 500, template: 'errorHandler: {reason}' },
  FW_ERR_CORS_CONFIG: { diag: 0, status: 500, template: 'cors: {reason}' },
  FW_ERR_BODY_PARSER_CONFIG: { diag: 0, status: 500, template: 'bodyParser: {reason}' },
  FW_ERR_BODY_PARSER_MEDIA_TYPE: {
    diag: 0,
    status: 415,
    template: 'expected a request body of type {expected}, got {type}',
  },
  FW_ERR_BODY_PARSER_FORM_KEY: {
    diag: 0,
    status: 400,
    template: 'the form field name "{key}" is malformed: write name, name[key]...[key] or name[] (brackets last)',
  },
  FW_ERR_BODY_PARSER_FORM_ESCAPE: {
    diag: 0,
    status: 400,
    template: 'the form body has a malformed percent escape: "%" must be followed by two hex digits',
  },
  FW_ERR_BODY_PARSER_FORM_DEPTH: {
    diag: 0,
    status: 400,
    template: 'the form field name "{key}" nests more than {depth} levels of brackets',
  },
  FW_ERR_BODY_PARSER_FORM_CONFLICT: {
    diag: 0,
    status: 400,
    template: 'the form field "{key}" is used both as a value and as an object',
  },
  FW_ERR_BODY_PARSER_FORM_FIELDS: { diag: 0, status: 413, template: 'the form body has more than {limit} fields' },
  FW_ERR_BODY_LIMIT_CONFIG: { diag: 0, status: 500, template: 'bodyLimit: {reason}' },
  FW_ERR_TIMEOUT_CONFIG: { diag: 0, status: 500, template: 'timeout: {reason}' },
  FW_ERR_TIMEOUT_EXPIRED: { diag: 0, status: 503, template: 'the request was not answered within {ms} ms' },
  FW_ERR_LOGGER_CONFIG: { diag: 0, status: 500, template: '{middleware}: {reason}' },
  FW_ERR_REQUEST_ID_CONFIG: { diag: 0, status: 500, template: 'requestId: {reason}' },
  FW_ERR_METRICS_CONFIG: { diag: 0, status: 500, template: 'metrics: {reason}' },
  FW_ERR_TELEMETRY_CONFIG: { diag: 0, status: 500, template: 'telemetry: {reason}' },
  FW_ERR_TRACING_CONFIG: { diag: 0, status: 500, template: 'tracing: {reason}' },
  FW_ERR_HEALTH_CONFIG: { diag: 0, status: 500, template: 'health: {reason}' },
  FW_ERR_BEARER_AUTH_CONFIG: { diag: 0, status: 500, template: 'bearerAuth: {reason}' },
  FW_ERR_BASIC_AUTH_CONFIG: { diag: 0, status: 500, template: 'basicAuth: {reason}' },
  FW_ERR_RATE_LIMIT_CONFIG: { diag: 0, status: 500, template: 'rateLimit: {reason}' },
  FW_ERR_RATE_LIMIT_STORE: {
    diag: 0,
    status: 503,
    template: 'the rate-limit store failed, so the request was refused (fail closed)',
  },
  FW_ERR_RATE_LIMIT_REDIS_TIMEOUT: {
    diag: 0,
    status: 503,
    template: 'redisStore: Redis did not answer within {ms} ms',
  },
  FW_ERR_RATE_LIMIT_REDIS_OFFLINE: {
    diag: 0,
    status: 503,
    template: 'redisStore: the Redis client is not connected ({state}; last client error: {error})',
  },
  FW_ERR_RATE_LIMIT_REDIS_REPLY: {
    diag: 0,
    status: 503,
    template: 'redisStore: Redis answered the rate-limit script with {reply}, not [count, milliseconds left]',
  },
  FW_ERR_CSRF_CONFIG: { diag: 0, status: 500, template: 'csrf: {reason}' },
  FW_ERR_SECURITY_HEADERS_CONFIG: { diag: 0, status: 500, template: 'securityHeaders: {reason}' },
  FW_ERR_STATIC_CONFIG: { diag: 0, status: 500, template: 'staticFiles: {reason}' },
  FW_ERR_STATIC_BAD_PATH: {
    diag: 0,
    status: 400,
    template:
      'the request path cannot name a file: it has a malformed or forbidden escape, a backslash, a control character or an empty segment',
  },
  FW_ERR_STATIC_FORBIDDEN: { diag: 0, status: 403, template: 'the request path is not allowed' },
  FW_ERR_STATIC_NOT_FOUND: { diag: 0, status: 404, template: 'Not Found' },
  FW_ERR_STATIC_PRECONDITION: {
    diag: 0,
    status: 412,
    template: 'the file does not meet the If-Match or If-Unmodified-Since precondition',
  },
  FW_ERR_STATIC_RANGE: {
    diag: 0,
    status: 416,
    template: 'the requested range is not satisfiable for a file of {size} bytes',
  },
  FW_ERR_STATIC_UNAVAILABLE: {
    diag: 0,
    status: 503,
    template: 'the file could not be opened: the file system failed ({code})',
  },
  FW_ERR_ETAG_PRECONDITION: { diag: 0, status: 412, template: 'the current representation does not match If-Match' },
  FW_ERR_ETAG_CONFIG: { diag: 0, status: 500, template: 'etag: {reason}' },
  FW_ERR_COMPRESS_CONFIG: { diag: 0, status: 500, template: 'compress: {reason}' },
  FW_ERR_BODY_INCOMPLETE: { diag: 0, status: 400, template: 'the request body ended before its declared length' },
  FW_ERR_REQUEST_MALFORMED: {
    diag: 0,
    status: 400,
    template: 'the request is not valid HTTP/1.1, so the connection is closed',
  },
  FW_ERR_REQUEST_TIMEOUT: {
    diag: 0,
    status: 408,
    template: 'the request was not received in time, so the connection is closed',
  },
  FW_ERR_HEADERS_TOO_LARGE: {
    diag: 0,
    status: 431,
    template: 'the request header block is larger than the limit of {limit} bytes',
  },
  FW_ERR_CHUNK_EXTENSIONS_TOO_LARGE: {
    diag: 0,
    status: 413,
    template: 'the chunk extensions of the request body are too large',
  },
  FW_ERR_SERVER_CONFIG: { diag: 0, status: 500, template: 'Server.init: {reason}' },
  FW_ERR_CLUSTER_CONFIG: { diag: 0, status: 500, template: 'runCluster: {reason}' },
  FW_ERR_SERVER_CLOSED: {
    diag: 0,
    status: 500,
    template: 'listen() was called on a server that close() has closed; create a new Server to listen again',
  },
  FW_ERR_PORT_IN_USE: {
    diag: 0,
    status: 500,
    template: 'port {port} on {host} is already in use; stop the process that uses it or choose another port',
  },
  FW_ERR_PORT_ACCESS: {
    diag: 0,
    status: 500,
    template:
      'port {port} on {host} needs privileges this process does not have (ports below 1024 usually do); choose a port from 1024 up',
  },
  FW_ERR_BAD_PORT: {
    diag: 0,
    status: 500,
    template: 'port {port} is not a port number; use an integer from 0 to 65535 (0 picks a free port)',
  },
  FW_ERR_HOST_UNAVAILABLE: {
    diag: 0,
    status: 500,
    template:
      'host {host} is not an address of this machine ({reason}); use 127.0.0.1 for this machine only or 0.0.0.0 for every interface',
  },
} as const satisfies Record<string, CatalogueEntry>;

/** A stable error code from {@link ERRORS}. */
export type ErrorCode = keyof typeof ERRORS;

const FW_ERROR = Symbol.for('fw.error');

function fill(template: string, params: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

/**
 * An error with a stable `code` and an HTTP `status`. `instanceof FwError` holds even when two
 * copies of the package are loaded (checked through a registered symbol, as undici does).
 *
 * @example
 * try { Router.define({ routes: [Router.get('/a/*x/b', h)] }) }
 * catch (e) { if (e instanceof FwError) console.log(e.code) } // FW_ERR_PATTERN_WILDCARD_NOT_LAST
 */
export class FwError extends Error {
  /** Stable code, such as `FW_ERR_PATTERN_WILDCARD_NOT_LAST`. */
  readonly code: ErrorCode;
  /** HTTP status used when this error reaches a client. */
  readonly status: number;
  /** Values filled into the message template. */
  readonly params: Readonly<Record<string, unknown>>;

  constructor(code: ErrorCode, params: Readonly<Record<string, unknown>> = {}, options?: { cause?: unknown }) {
    super(fill(ERRORS[code].template, params), options);
    this.code = code;
    this.status = ERRORS[code].status;
    this.params = params;
  }

  override get name(): string {
    return 'FwError';
  }

  get [FW_ERROR](): true {
    return true;
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[FW_ERROR] === true;
  }
}
