/** An operation's `security` as its middleware chain enforces it, and how a middleware's scheme is found among the declared ones. */
import { FwError } from '../errors.js';
import type { AnyRouteLike } from '../route.js';
import type { SecurityScheme } from './spec.js';

type JsonObject = Record<string, unknown>;

/** An object for keys that come from user input: no prototype, so `__proto__` is an ordinary key. */
function dict(): JsonObject {
  return Object.create(null) as JsonObject;
}

/** A security scheme a middleware of the route's chain enforces, by its name in `components/securitySchemes`. */
export interface EnforcedScheme {
  readonly name: string;
  /** The middleware lets a request without these credentials through too. */
  readonly optional: boolean;
}

/**
 * The name under which the document holds the scheme a middleware enforces (see
 * `SpecConfig.securitySchemes` for the match): a declared scheme's, or else the middleware's own,
 * which the caller adds to `components/securitySchemes`. Throws FW_ERR_SPEC_AMBIGUOUS_SCHEME when
 * two declared schemes of its mechanism and none of its name could be it.
 */
export function middlewareScheme(
  scheme: SecurityScheme,
  declared: readonly SecurityScheme[],
  route: AnyRouteLike,
): string {
  if (declared.some((d) => d.name === scheme.name)) return scheme.name;
  const same = declared.filter((d) => sameMechanism(d, scheme));
  if (same.length > 1)
    throw new FwError('FW_ERR_SPEC_AMBIGUOUS_SCHEME', {
      method: route.method,
      pattern: route.pattern,
      mechanism: mechanismOf(scheme),
      candidates: same.map((d) => JSON.stringify(d.name)).join(', '),
      scheme: scheme.name,
    });
  return same[0]?.name ?? scheme.name;
}

/** Whether two schemes describe one way of presenting credentials. */
function sameMechanism(a: SecurityScheme, b: SecurityScheme): boolean {
  const type = a.type ?? 'http';
  if (type !== (b.type ?? 'http')) return false;
  if (type === 'http') return (a.scheme ?? '').toLowerCase() === (b.scheme ?? '').toLowerCase();
  if (type === 'apiKey')
    return (
      a.in === b.in &&
      (a.in === 'header' ? a.paramName?.toLowerCase() === b.paramName?.toLowerCase() : a.paramName === b.paramName)
    );
  return a.openIdConnectUrl === b.openIdConnectUrl;
}

/** A scheme's mechanism in words, for messages: `HTTP bearer authentication`, `an API key in header X-API-Key`. */
function mechanismOf(scheme: SecurityScheme): string {
  const type = scheme.type ?? 'http';
  if (type === 'http') return `HTTP ${String(scheme.scheme)} authentication`;
  if (type === 'apiKey') return `an API key in ${String(scheme.in)} ${String(scheme.paramName)}`;
  return `OpenID Connect at ${String(scheme.openIdConnectUrl)}`;
}

/**
 * The operation's `security`: its alternatives, each a requirement object naming the schemes a
 * request must present together, or undefined when nothing is required. `declared`
 * (`.doc({ security })`) are alternatives, any one of which suffices; each scheme the middleware
 * chain enforces is required on top of whichever alternative is used (an optional one adds the
 * alternative of presenting it or not). An alternative that asks for more than another one is
 * left out (the other suffices), except beside "no credentials" (`{}`), which keeps the schemes
 * a client may send listed.
 */
export function securityRequirements(
  declared: readonly string[],
  enforced: readonly EnforcedScheme[],
): JsonObject[] | undefined {
  let alternatives: string[][] = [[]];
  const and = (choices: readonly (readonly string[])[]): void => {
    alternatives = alternatives.flatMap((have) =>
      choices.map((choice) => [...have, ...choice.filter((name) => !have.includes(name))]),
    );
  };
  if (declared.length > 0) and([...new Set(declared)].map((name) => [name]));
  for (const scheme of enforced) and(scheme.optional ? [[scheme.name], []] : [[scheme.name]]);
  const covers = (small: readonly string[], big: readonly string[]): boolean =>
    small.length > 0 && small.length < big.length && small.every((name) => big.includes(name));
  const kept: string[][] = [];
  for (const alternative of alternatives) {
    if (alternatives.some((other) => covers(other, alternative))) continue;
    if (kept.some((k) => k.length === alternative.length && k.every((name) => alternative.includes(name)))) continue;
    kept.push(alternative);
  }
  // "No credentials" last, after the schemes a client may present.
  kept.sort((a, b) => (a.length === 0 ? 1 : 0) - (b.length === 0 ? 1 : 0));
  if (kept.length === 1 && kept[0]!.length === 0) return undefined;
  return kept.map((names) => {
    const requirement = dict();
    for (const name of names) requirement[name] = [];
    return requirement;
  });
}
