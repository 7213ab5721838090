/** In-process requests: the app's pipeline without a socket, through light-my-request (Fastify's inject). */
import type { IncomingHttpHeaders, RequestListener } from 'node:http';
import type { Readable } from 'node:stream';

/** Options of `App.request`. */
export interface InjectInit {
  /** HTTP method; default `GET`. */
  readonly method?: string;
  /** Request headers. */
  readonly headers?: Readonly<Record<string, string | readonly string[]>>;
  /**
   * Request body: a string, bytes, a stream, or any other value, which is sent as JSON with
   * `Content-Type: application/json` unless a content type is given.
   */
  readonly body?: string | Uint8Array | Readable | object;
  /** Remote address the request appears to come from; default `127.0.0.1`. */
  readonly remoteAddress?: string;
}

/** What `App.request` returns. */
export interface InjectResponse {
  readonly status: number;
  /** Response headers, lower-case names. */
  readonly headers: IncomingHttpHeaders;
  /** The body as UTF-8 text. */
  readonly body: string;
  /** The body bytes. */
  readonly rawBody: Buffer;
  /** The body parsed as JSON. */
  json<T = unknown>(): T;
}

/** Sends one request through `listener` in-process. */
export async function inject(listener: RequestListener, path: string, init: InjectInit = {}): Promise<InjectResponse> {
  // Loaded on first use: production apps never pay its start-up time and memory.
  const { default: lightMyRequest } = await import('light-my-request');
  const response = await lightMyRequest(listener, {
    method: (init.method ?? 'GET') as 'GET',
    url: path,
    headers: init.headers as Record<string, string>,
    ...(init.body === undefined ? {} : { payload: (init.body instanceof Uint8Array && !Buffer.isBuffer(init.body) ? Buffer.from(init.body) : init.body) as string }),
    remoteAddress: init.remoteAddress ?? '127.0.0.1',
  });
  return {
    status: response.statusCode,
    headers: response.headers as IncomingHttpHeaders,
    body: response.payload,
    rawBody: response.rawPayload,
    json: <T>() => JSON.parse(response.payload) as T,
  };
}
