/** The HTTP semantic-convention values tracing() derives from a request: method, scheme, server, error type. */
import type { IncomingMessage } from 'node:http';
import type { TextMapGetter } from '@opentelemetry/api';

/**
 * The methods the HTTP semantic conventions know (RFC 9110 plus PATCH); any other token is
 * recorded as `_OTHER`, so clients cannot create new attribute values.
 */
export function knownMethod(method: string): boolean {
  switch (method) {
    case 'GET':
    case 'HEAD':
    case 'POST':
    case 'PUT':
    case 'DELETE':
    case 'PATCH':
    case 'OPTIONS':
    case 'CONNECT':
    case 'TRACE':
      return true;
    default:
      return false;
  }
}

/**
 * Reads propagation headers from the request itself rather than from `req.headers`: node builds
 * that object on first access, and with no propagator registered nothing asks for a header.
 */
export const REQUEST_GETTER: TextMapGetter<IncomingMessage> = {
  keys(req) {
    return Object.keys(req.headers);
  },
  get(req, key) {
    const headers = req.headers;
    return headers[key] ?? headers[key.toLowerCase()];
  },
};

/** `http` or `https`, by the socket the request came in on (fw's Server is plain HTTP; a TLS server may run App.handler too). */
export function schemeOf(req: IncomingMessage): 'http' | 'https' {
  return (req.socket as { encrypted?: boolean } | null)?.encrypted === true ? 'https' : 'http';
}

/**
 * `server.address` and `server.port` from the Host header (proxies' forwarding headers are not
 * trusted, as `ctx.ip` does not trust them), the port falling back to the local socket's.
 */
export function serverOf(req: IncomingMessage): { address: string | undefined; port: number | undefined } {
  const host = req.headers.host;
  const local = req.socket?.localPort;
  if (host === undefined || host === '') return { address: undefined, port: local };
  // `[::1]:8080`, `[::1]`, `example.com:8080` or `example.com`.
  const close = host.charCodeAt(0) === 0x5b ? host.indexOf(']') : -1;
  const colon = host.indexOf(':', close === -1 ? 0 : close);
  if (colon === -1) return { address: close === -1 ? host : host.slice(1, close), port: local };
  const port = Number(host.slice(colon + 1));
  return {
    address: close === -1 ? host.slice(0, colon) : host.slice(1, close),
    port: Number.isInteger(port) && port > 0 && port < 65536 ? port : local,
  };
}

/**
 * The `error.type` of a thrown value: its `code` when it has a short code in capitals (fw's
 * `FW_ERR_*`, node's `ECONNREFUSED`), else its class name (`TypeError`), else `_OTHER`.
 */
export function errorTypeOf(error: unknown): string {
  try {
    if (typeof error === 'object' && error !== null) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && /^[A-Z][A-Z0-9_]{0,63}$/.test(code)) return code;
      const name = (error as { constructor?: { name?: unknown } }).constructor?.name;
      if (typeof name === 'string' && name !== '' && name !== 'Object') return name;
    }
  } catch {
    // A value whose getters throw has no type to report.
  }
  return '_OTHER';
}

/** What `span.recordException` accepts, from any thrown value. */
export function asException(error: unknown): Error | string {
  if (error instanceof Error) return error;
  try {
    return typeof error === 'string' ? error : String(error);
  } catch {
    return 'a thrown value that cannot be converted to a string';
  }
}
