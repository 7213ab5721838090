/** The public types of @fw/client: what createClient takes, and the answers a call resolves with. */

/** The headers of an answer, read by name (case-insensitive), as `Headers#get` reads them. */
export interface AnswerHeaders {
  get(name: string): string | null;
}

/**
 * A documented answer: its status, whether it is a 2xx (`ok`), its body as the document types it
 * (`undefined` for an answer without content) and its headers. The generated client writes one per
 * status an operation documents, so narrowing on `status` (or `ok`) gives the body's type.
 */
export interface Answer<S extends number, B, OK extends boolean> {
  readonly status: S;
  readonly ok: OK;
  readonly body: B;
  readonly headers: AnswerHeaders;
}

/** An answer with a status the document does not list for the operation; `httpStatus` is the status, `body` the JSON or text. */
export interface UndocumentedAnswer {
  readonly status: 'undocumented';
  readonly ok: false;
  readonly httpStatus: number;
  readonly body: unknown;
  readonly headers: AnswerHeaders;
}

/**
 * No answer arrived: the connection failed, was reset or aborted, or the `fetch` threw; or nothing
 * was sent, because a path parameter is missing or is one a URL cannot carry (empty, `.`, `..`),
 * or a header is one fetch refuses (a line break or NUL in its value, a name that is not a token).
 * `error` is what was thrown.
 */
export interface NetworkFailure {
  readonly status: 'network-error';
  readonly ok: false;
  readonly error: unknown;
}

/** What a `fetch` answers, as much as the client reads of it. */
export interface FetchResponse {
  readonly status: number;
  readonly headers: AnswerHeaders;
  text(): Promise<string>;
}

/** The request the client gives to `fetch`. */
export interface FetchInit {
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body?: string;
}

/** A `fetch` function: the global one (default), undici's, or a wrapper that adds retries or tracing. */
export type FetchLike = (url: string, init: FetchInit) => Promise<FetchResponse>;

/** An fw app (`Router.define`'s result) as the client calls it in-process: through `app.request()`, without a socket. */
export interface InProcessApp {
  request(
    path: string,
    init: { method: string; headers: Record<string, string>; body?: string },
  ): Promise<{
    readonly status: number;
    readonly headers: Readonly<Record<string, string | readonly string[] | undefined>>;
    readonly body: string;
  }>;
}

/**
 * The operation table the generated client module exports as `operations`: by operation name, its
 * method, its path template (`/users/{id}`), the statuses the document lists for it and, when its
 * request body is not JSON, the body's media type (a text body is then sent as it is).
 */
export interface OperationTable {
  readonly [name: string]: readonly [method: string, path: string, statuses: readonly number[], bodyType?: string];
}

/** The request headers sent with every call: fixed, or computed per call (a token that changes). */
export type HeadersOption = Readonly<Record<string, string>> | (() => Readonly<Record<string, string>>);

/** Options of {@link createClient}: the generated `operations`, and where the requests go (`baseUrl` or `app`). */
export interface ClientOptions {
  /** The `operations` export of the generated client module. */
  readonly operations: OperationTable;
  /** The API's origin and base path, such as `http://127.0.0.1:3000` or `https://api.example.com/v1`. Needed unless `app` is given. */
  readonly baseUrl?: string;
  /** The `fetch` to use. Default: the global `fetch`. */
  readonly fetch?: FetchLike;
  /** Call this app in-process (`app.request()`), without a socket or a server; `baseUrl` and `fetch` are then unused. */
  readonly app?: InProcessApp;
  /** Headers sent with every request (an `authorization` token, say); a call's own `headers` win. */
  readonly headers?: HeadersOption;
}

/** A call's request: the path parameters, query, headers and JSON body the operation declares. */
export interface CallInit {
  readonly params?: Readonly<Record<string, unknown>>;
  readonly query?: Readonly<Record<string, unknown>>;
  readonly headers?: Readonly<Record<string, unknown>>;
  readonly body?: unknown;
}
