/**
 * In-process requests: the app's pipeline without a network socket. The request is built
 * directly (so a test may send any header, even one a real client refuses), the app's
 * `ServerResponse` writes to an in-memory socket, and the bytes it wrote are read back the way
 * an HTTP client reads them: status line, headers, then a body framed by `Content-Length`,
 * chunked encoding, or the end of the stream.
 */
import { IncomingMessage, ServerResponse, type IncomingHttpHeaders, type RequestListener } from 'node:http';
import { Duplex, Readable } from 'node:stream';

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

/** The in-memory connection: collects what the response writes; reads nothing. */
class MemorySocket extends Duplex {
  readonly chunks: Buffer[] = [];
  readonly remoteAddress: string;
  readonly remotePort = 41_000;
  readonly localAddress = '127.0.0.1';
  readonly localPort = 80;
  readonly remoteFamily: string;

  constructor(remoteAddress: string) {
    super();
    this.remoteAddress = remoteAddress;
    this.remoteFamily = remoteAddress.includes(':') ? 'IPv6' : 'IPv4';
  }

  override _read(): void {}

  override _write(chunk: Buffer | string, encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk);
    done();
  }

  setTimeout(): this {
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }
  address(): { address: string; family: string; port: number } {
    return { address: this.localAddress, family: 'IPv4', port: this.localPort };
  }
}

/** Sends one request through `listener` in-process. */
export async function inject(listener: RequestListener, path: string, init: InjectInit = {}): Promise<InjectResponse> {
  const socket = new MemorySocket(init.remoteAddress ?? '127.0.0.1');
  const req = new IncomingMessage(socket as never);
  const method = (init.method ?? 'GET').toUpperCase();
  req.method = method;
  req.url = path;
  req.httpVersion = '1.1';
  req.httpVersionMajor = 1;
  req.httpVersionMinor = 1;

  const headers: Record<string, string | string[]> = {};
  const rawHeaders: string[] = [];
  let sawHost = false;
  for (const [name, value] of Object.entries(init.headers ?? {})) {
    const lower = name.toLowerCase();
    if (lower === 'host') sawHost = true;
    const values = typeof value === 'string' ? [value] : [...value];
    for (const one of values) rawHeaders.push(name, one);
    headers[lower] = lower === 'set-cookie' ? values : values.join(lower === 'cookie' ? '; ' : ', ');
  }
  if (!sawHost) {
    headers.host = 'localhost:80';
    rawHeaders.push('Host', 'localhost:80');
  }

  let payload: Buffer | Readable | undefined;
  const body = init.body;
  if (body instanceof Readable) payload = body;
  else if (typeof body === 'string') payload = Buffer.from(body);
  else if (body instanceof Uint8Array) payload = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  else if (body !== undefined) {
    payload = Buffer.from(JSON.stringify(body));
    if (headers['content-type'] === undefined) {
      headers['content-type'] = 'application/json';
      rawHeaders.push('Content-Type', 'application/json');
    }
  }
  if (
    Buffer.isBuffer(payload) &&
    headers['content-length'] === undefined &&
    headers['transfer-encoding'] === undefined
  ) {
    headers['content-length'] = String(payload.length);
    rawHeaders.push('Content-Length', String(payload.length));
  }
  req.headers = headers;
  req.rawHeaders = rawHeaders;

  if (payload instanceof Readable) {
    payload.on('data', (chunk: Buffer | string) => req.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk));
    payload.on('end', () => {
      req.complete = true;
      req.push(null);
    });
    payload.on('error', (error) => req.destroy(error));
  } else {
    if (payload !== undefined && payload.length > 0) req.push(payload);
    req.complete = true;
    req.push(null);
  }

  const res = new ServerResponse(req);
  res.shouldKeepAlive = false;
  res.assignSocket(socket as never);

  // A connection the app destroys (a stream failing midway) is an error the caller sees.
  let failure: unknown;
  socket.on('error', (error) => (failure ??= error));
  await new Promise<void>((resolve, reject) => {
    let settled = false;
    res.once('finish', () => {
      if (settled) return;
      settled = true;
      resolve();
    });
    const closed = (): void => {
      if (settled) return;
      settled = true;
      reject(new Error('the app closed the connection before the response ended', { cause: failure }));
    };
    res.once('close', closed);
    socket.once('close', closed);
    try {
      listener(req, res);
    } catch (error) {
      settled = true;
      reject(error);
    }
  });
  return readResponse(Buffer.concat(socket.chunks), method);
}

/** Reads the last complete response (after any 1xx) from the bytes a `ServerResponse` wrote. */
function readResponse(bytes: Buffer, method: string): InjectResponse {
  let offset = 0;
  for (;;) {
    const end = bytes.indexOf('\r\n\r\n', offset, 'latin1');
    if (end < 0) throw new Error('the app ended the response without sending a status line and headers');
    const lines = bytes.toString('latin1', offset, end).split('\r\n');
    const status = Number(lines[0]!.split(' ')[1]);
    const headers: Record<string, string | string[]> = {};
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).toLowerCase();
      const value = line.slice(colon + 1).trim();
      const previous = headers[name];
      if (name === 'set-cookie') headers[name] = [...((previous as string[] | undefined) ?? []), value];
      else headers[name] = previous === undefined ? value : `${previous as string}, ${value}`;
    }
    offset = end + 4;
    if (status >= 100 && status < 200) continue;

    let rawBody: Buffer;
    const noBody = method === 'HEAD' || status === 204 || status === 304;
    if (noBody) rawBody = Buffer.alloc(0);
    else if (
      String(headers['transfer-encoding'] ?? '')
        .toLowerCase()
        .includes('chunked')
    )
      rawBody = unchunk(bytes, offset);
    else if (headers['content-length'] !== undefined)
      rawBody = bytes.subarray(offset, offset + Number(headers['content-length']));
    else rawBody = bytes.subarray(offset);
    const text = rawBody.toString('utf8');
    return {
      status,
      headers,
      body: text,
      rawBody,
      json: <T>() => JSON.parse(text) as T,
    };
  }
}

/** Decodes a chunked body starting at `offset`; trailers are dropped. */
function unchunk(bytes: Buffer, offset: number): Buffer {
  const parts: Buffer[] = [];
  for (;;) {
    const lineEnd = bytes.indexOf('\r\n', offset, 'latin1');
    if (lineEnd < 0) break;
    const size = Number.parseInt(bytes.toString('latin1', offset, lineEnd), 16);
    if (!(size > 0)) break;
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
