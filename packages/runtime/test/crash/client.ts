/** The crash test's client: raw keep-alive connections and a strict parser that tells one whole HTTP/1.1 response from a cut, extra or malformed one. */
import net from 'node:net';

/** A response head as parsed. */
export interface Head {
  readonly status: number;
  /** Lower-case names; repeated headers keep every value. */
  readonly headers: ReadonlyMap<string, readonly string[]>;
  /** Interim (1xx) responses seen before this one. */
  readonly interim: readonly number[];
}

/**
 * How one exchange ended:
 * - `complete`: one whole response (extra bytes after it are reported as `extra`);
 * - `truncated`: a head, then the connection closed before the body was whole;
 * - `endless`: a head of an endless stream (Content-Type application/x-endless), cut by the client;
 * - `closed`: the connection closed without a byte;
 * - `cut-head`: the connection closed in the middle of a head;
 * - `malformed`: bytes that are not an HTTP/1.1 response (`problem` says what);
 * - `timeout`: no whole response and no close in time.
 */
export interface Outcome {
  readonly kind: 'complete' | 'truncated' | 'endless' | 'closed' | 'cut-head' | 'malformed' | 'timeout';
  readonly head?: Head;
  readonly body?: Buffer;
  /** Bytes after a complete response (a second response, or garbage). */
  readonly extra: number;
  readonly problem?: string;
  /** Whether the connection can carry another request. */
  readonly reusable: boolean;
  /** Everything received, for failure messages (cut to 600 bytes). */
  readonly raw: string;
}

type Parse =
  | { state: 'need' }
  | { state: 'bad'; problem: string }
  | { state: 'head'; head: Head; bodyStart: number }
  | { state: 'done'; head: Head; end: number; body: Buffer };

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** Parses the response at the start of `buf`; `head` for HEAD requests (no body); `closed` when no more bytes will come. */
export function parseResponse(buf: Buffer, headRequest: boolean, closed: boolean): Parse {
  let at = 0;
  const interim: number[] = [];
  for (;;) {
    const end = buf.indexOf('\r\n\r\n', at, 'latin1');
    if (end === -1)
      return buf.length - at > 65536 ? { state: 'bad', problem: 'a head of more than 64 KiB' } : { state: 'need' };
    const lines = buf.toString('latin1', at, end).split('\r\n');
    const statusLine = /^HTTP\/1\.1 (\d{3})(?: [^\r\n]*)?$/.exec(lines[0]!);
    if (statusLine === null) return { state: 'bad', problem: `status line ${JSON.stringify(lines[0]!.slice(0, 80))}` };
    const status = Number(statusLine[1]);
    const headers = new Map<string, string[]>();
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon);
      const value = line.slice(colon + 1).trim();
      if (colon <= 0 || !TOKEN.test(name))
        return { state: 'bad', problem: `header line ${JSON.stringify(line.slice(0, 80))}` };
      if (/[\0-\x08\x0a-\x1f\x7f]/.test(value)) return { state: 'bad', problem: `control character in header ${name}` };
      const lower = name.toLowerCase();
      headers.set(lower, [...(headers.get(lower) ?? []), value]);
    }
    at = end + 4;
    if (status >= 100 && status < 200 && status !== 101) {
      // Interim: the final response follows.
      interim.push(status);
      continue;
    }
    const head: Head = { status, headers, interim };
    const te = headers.get('transfer-encoding');
    const cl = headers.get('content-length');
    if (te !== undefined && cl !== undefined)
      return {
        state: 'bad',
        problem: `both Transfer-Encoding (${te.join(', ')}) and Content-Length (${cl.join(', ')})`,
      };
    if (headRequest || status === 204 || status === 304 || status === 101) {
      if (status === 101) return { state: 'bad', problem: '101 Switching Protocols without an upgrade' };
      return { state: 'done', head, end: at, body: Buffer.alloc(0) };
    }
    if (te !== undefined) {
      if (te.length !== 1 || te[0]!.toLowerCase() !== 'chunked')
        return { state: 'bad', problem: `Transfer-Encoding ${te.join(', ')}` };
      return chunked(buf, at, head);
    }
    if (cl !== undefined) {
      if (new Set(cl).size !== 1 || !/^\d+$/.test(cl[0]!))
        return { state: 'bad', problem: `Content-Length ${cl.join(', ')}` };
      const length = Number(cl[0]);
      if (buf.length - at < length) return { state: 'head', head, bodyStart: at };
      return { state: 'done', head, end: at + length, body: buf.subarray(at, at + length) };
    }
    // Neither: the body runs to the close.
    if (!closed) return { state: 'head', head, bodyStart: at };
    return { state: 'done', head, end: buf.length, body: buf.subarray(at) };
  }
}

function chunked(buf: Buffer, start: number, head: Head): Parse {
  let at = start;
  const parts: Buffer[] = [];
  for (;;) {
    const line = buf.indexOf('\r\n', at, 'latin1');
    if (line === -1) return { state: 'head', head, bodyStart: start };
    const size = /^([0-9a-fA-F]+)(?:;.*)?$/.exec(buf.toString('latin1', at, line));
    if (size === null)
      return {
        state: 'bad',
        problem: `chunk size line ${JSON.stringify(buf.toString('latin1', at, Math.min(line, at + 40)))}`,
      };
    const n = parseInt(size[1]!, 16);
    at = line + 2;
    if (n === 0) {
      // Trailers, then an empty line.
      for (;;) {
        const trailer = buf.indexOf('\r\n', at, 'latin1');
        if (trailer === -1) return { state: 'head', head, bodyStart: start };
        const empty = trailer === at;
        at = trailer + 2;
        if (empty) return { state: 'done', head, end: at, body: Buffer.concat(parts) };
      }
    }
    if (buf.length < at + n + 2) return { state: 'head', head, bodyStart: start };
    parts.push(buf.subarray(at, at + n));
    if (buf.toString('latin1', at + n, at + n + 2) !== '\r\n')
      return { state: 'bad', problem: 'a chunk not followed by CRLF' };
    at += n + 2;
  }
}

/** One raw connection to the server, used for one request after another. */
export class Connection {
  readonly #socket: net.Socket;
  #buf: Buffer = Buffer.alloc(0);
  #closed = false;
  #wake: (() => void) | null = null;
  /** Bytes that arrived between exchanges (after a complete response, before the next request). */
  stray = 0;

  private constructor(socket: net.Socket) {
    this.#socket = socket;
    socket.on('data', (chunk: Buffer) => {
      this.#buf = this.#buf.length === 0 ? chunk : Buffer.concat([this.#buf, chunk]);
      this.#wake?.();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      this.#closed = true;
      this.#wake?.();
    });
    socket.on('end', () => {
      this.#closed = true;
      this.#wake?.();
    });
  }

  static open(port: number): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host: '127.0.0.1', port });
      socket.once('connect', () => resolve(new Connection(socket)));
      socket.once('error', reject);
    });
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Sends a request (in one or two writes) and reads one response, for at most `ms` milliseconds. */
  async exchange(request: readonly Buffer[], headRequest: boolean, ms: number): Promise<Outcome> {
    this.stray += this.#buf.length;
    this.#buf = Buffer.alloc(0);
    const deadline = Date.now() + ms;
    for (const [i, part] of request.entries()) {
      if (this.#closed) break;
      if (i > 0) await new Promise((r) => setTimeout(r, 2));
      this.#socket.write(part);
    }
    for (;;) {
      const closed = this.#closed;
      const parsed = parseResponse(this.#buf, headRequest, closed);
      const raw = this.#buf.toString('latin1', 0, 600);
      if (parsed.state === 'bad') return { kind: 'malformed', extra: 0, problem: parsed.problem, reusable: false, raw };
      if (parsed.state === 'done') {
        const extra = this.#buf.length - parsed.end;
        this.#buf = this.#buf.subarray(parsed.end);
        const connection = (parsed.head.headers.get('connection') ?? []).join(',').toLowerCase();
        return {
          kind: 'complete',
          head: parsed.head,
          body: parsed.body,
          extra,
          reusable: !closed && extra === 0 && !connection.includes('close'),
          raw,
        };
      }
      if (parsed.state === 'head' && (parsed.head.headers.get('content-type') ?? [])[0] === 'application/x-endless') {
        return { kind: 'endless', head: parsed.head, extra: 0, reusable: false, raw };
      }
      if (closed) {
        if (parsed.state === 'head')
          return {
            kind: 'truncated',
            head: parsed.head,
            body: this.#buf.subarray(parsed.bodyStart),
            extra: 0,
            reusable: false,
            raw,
          };
        return { kind: this.#buf.length === 0 ? 'closed' : 'cut-head', extra: 0, reusable: false, raw };
      }
      const left = deadline - Date.now();
      if (left <= 0)
        return {
          kind: 'timeout',
          head: parsed.state === 'head' ? parsed.head : undefined,
          extra: 0,
          reusable: false,
          raw,
        };
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#wake = () => {
          clearTimeout(timer);
          this.#wake = null;
          resolve();
        };
      });
    }
  }

  /** Ends the connection from this side and waits for the server to close it; resolves with the bytes that arrived since the last response. */
  async finish(ms = 1000): Promise<number> {
    this.#socket.end();
    const deadline = Date.now() + ms;
    while (!this.#closed && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, deadline - Date.now());
        this.#wake = () => {
          clearTimeout(timer);
          this.#wake = null;
          resolve();
        };
      });
    }
    this.#socket.destroy();
    return this.stray + this.#buf.length;
  }

  destroy(): void {
    this.#socket.destroy();
  }
}
