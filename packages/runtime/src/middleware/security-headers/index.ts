/** securityHeaders: a Helmet-like set of protective response headers, each overridable or disabled. */
import type { Context, Middleware } from '../../context.js';
import { FwError } from '../../errors.js';
import { describeValue } from '../../describe-value.js';

/** A header's value, or `false` to leave the header out. */
export type SecurityHeaderValue = string | false;

/** Options of {@link securityHeaders}: one per header; a string replaces the default value, `false` drops the header. */
export interface SecurityHeadersOptions {
  /** Default `default-src 'self'; base-uri 'self'; font-src 'self' https: data:; form-action 'self'; frame-ancestors 'self'; img-src 'self' data:; object-src 'none'; script-src 'self'; script-src-attr 'none'; style-src 'self' https: 'unsafe-inline'; upgrade-insecure-requests`. */
  readonly contentSecurityPolicy?: SecurityHeaderValue;
  /** Cross-Origin-Embedder-Policy; default `false` (not sent), as in Helmet, since `require-corp` breaks cross-origin images and scripts. */
  readonly crossOriginEmbedderPolicy?: SecurityHeaderValue;
  /** Cross-Origin-Opener-Policy; default `same-origin`. */
  readonly crossOriginOpenerPolicy?: SecurityHeaderValue;
  /** Cross-Origin-Resource-Policy; default `same-origin`. */
  readonly crossOriginResourcePolicy?: SecurityHeaderValue;
  /** Origin-Agent-Cluster; default `?1`. */
  readonly originAgentCluster?: SecurityHeaderValue;
  /** Referrer-Policy; default `no-referrer`. */
  readonly referrerPolicy?: SecurityHeaderValue;
  /** Strict-Transport-Security; default `max-age=31536000; includeSubDomains`. */
  readonly strictTransportSecurity?: SecurityHeaderValue;
  /** X-Content-Type-Options; default `nosniff`. */
  readonly xContentTypeOptions?: SecurityHeaderValue;
  /** X-DNS-Prefetch-Control; default `off`. */
  readonly xDnsPrefetchControl?: SecurityHeaderValue;
  /** X-Download-Options; default `noopen`. */
  readonly xDownloadOptions?: SecurityHeaderValue;
  /** X-Frame-Options; default `SAMEORIGIN`. */
  readonly xFrameOptions?: SecurityHeaderValue;
  /** X-Permitted-Cross-Domain-Policies; default `none`. */
  readonly xPermittedCrossDomainPolicies?: SecurityHeaderValue;
  /** X-XSS-Protection; default `0` (the old XSS auditor did more harm than good). */
  readonly xXssProtection?: SecurityHeaderValue;
}

/** Each option's header name and default value (`false`: off unless given). */
const DEFAULTS: Readonly<Record<keyof SecurityHeadersOptions, readonly [name: string, value: SecurityHeaderValue]>> = {
  contentSecurityPolicy: [
    'content-security-policy',
    "default-src 'self'; base-uri 'self'; font-src 'self' https: data:; form-action 'self'; frame-ancestors 'self'; img-src 'self' data:; object-src 'none'; script-src 'self'; script-src-attr 'none'; style-src 'self' https: 'unsafe-inline'; upgrade-insecure-requests",
  ],
  crossOriginEmbedderPolicy: ['cross-origin-embedder-policy', false],
  crossOriginOpenerPolicy: ['cross-origin-opener-policy', 'same-origin'],
  crossOriginResourcePolicy: ['cross-origin-resource-policy', 'same-origin'],
  originAgentCluster: ['origin-agent-cluster', '?1'],
  referrerPolicy: ['referrer-policy', 'no-referrer'],
  strictTransportSecurity: ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
  xContentTypeOptions: ['x-content-type-options', 'nosniff'],
  xDnsPrefetchControl: ['x-dns-prefetch-control', 'off'],
  xDownloadOptions: ['x-download-options', 'noopen'],
  xFrameOptions: ['x-frame-options', 'SAMEORIGIN'],
  xPermittedCrossDomainPolicies: ['x-permitted-cross-domain-policies', 'none'],
  xXssProtection: ['x-xss-protection', '0'],
};

/** A header value of visible ASCII and inner spaces: no CR, LF, NUL or other control character. */
const VALUE = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;

/**
 * Sets protective response headers, Helmet's defaults, on every response: they are set before
 * `next()`, so error answers carry them too, and a handler that sets one of them itself (say
 * its own Content-Security-Policy) wins. Each header is an option named like Helmet's
 * (`contentSecurityPolicy`, `xFrameOptions`, ...): a string replaces its value, `false` leaves it
 * out. Values are checked here (non-empty visible ASCII, so no CR/LF header injection; unknown
 * option names are refused too) and the list of `[name, value]` pairs is built once. Bad
 * options throw `FW_ERR_SECURITY_HEADERS_CONFIG` here.
 *
 * @param options one optional entry per header; defaults as listed in {@link SecurityHeadersOptions}
 * @example
 * Router.define({ middleware: [securityHeaders({ xFrameOptions: 'DENY', strictTransportSecurity: false })], routes })
 *
 * @fwOptions securityHeaders
 */
export function securityHeaders(options: SecurityHeadersOptions = {}): Middleware {
  const overrides = (options ?? {}) as Readonly<Record<string, unknown>>;
  if (typeof overrides !== 'object' || Array.isArray(overrides))
    throw config('options must be an object of header options');
  for (const option of Object.keys(overrides)) {
    if (!Object.hasOwn(DEFAULTS, option))
      throw config(`unknown option ${JSON.stringify(option)}; the options are ${Object.keys(DEFAULTS).join(', ')}`);
  }
  const headers: (readonly [string, string])[] = [];
  for (const [option, [name, fallback]] of Object.entries(DEFAULTS)) {
    const given = overrides[option];
    const value = given === undefined ? fallback : given;
    if (value === false) continue;
    if (typeof value !== 'string' || !VALUE.test(value)) {
      throw config(
        `${option} must be false or a non-empty header value of visible ASCII characters (no CR, LF or other control character), got ${describeValue(value)}`,
      );
    }
    headers.push([name, value]);
  }
  const count = headers.length;

  return function securityHeaders(ctx: Context, next: () => Promise<void>): unknown {
    for (let i = 0; i < count; i++) {
      const header = headers[i]!;
      ctx.res.setHeader(header[0], header[1]);
    }
    return next();
  };
}

function config(reason: string): FwError {
  return new FwError('FW_ERR_SECURITY_HEADERS_CONFIG', { reason });
}
