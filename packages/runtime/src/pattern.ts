/** Route pattern parsing and validation, shared by Router.define and the build-time transformer. */
import { FwError } from './catalogue.js';

/** The most path parameters (`:name` plus `*name`) one route may have. */
export const MAX_PARAMS = 8;

/** One segment of a parsed pattern. */
export type Segment =
  | { readonly kind: 'static'; readonly value: string }
  | { readonly kind: 'param'; readonly name: string }
  | { readonly kind: 'wildcard'; readonly name: string };

/** A validated route pattern. */
export interface ParsedPattern {
  readonly pattern: string;
  readonly segments: readonly Segment[];
  /** Parameter names in order of appearance. */
  readonly params: readonly string[];
  /** The pattern with every parameter name replaced by `:` or `*`, used to find ambiguous routes. */
  readonly shape: string;
}

const PARAM_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

function isPchar(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) || // a-z
    (code >= 0x41 && code <= 0x5a) || // A-Z
    (code >= 0x30 && code <= 0x39) || // 0-9
    // - . _ ~ ! $ & ' ( ) * + , ; = : @
    code === 0x2d ||
    code === 0x2e ||
    code === 0x5f ||
    code === 0x7e ||
    code === 0x21 ||
    code === 0x24 ||
    code === 0x26 ||
    code === 0x27 ||
    code === 0x28 ||
    code === 0x29 ||
    code === 0x2a ||
    code === 0x2b ||
    code === 0x2c ||
    code === 0x3b ||
    code === 0x3d ||
    code === 0x3a ||
    code === 0x40
  );
}

function isHex(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66);
}

/** Throws the first problem of a static segment's characters; `offset` is the segment's index in the pattern. */
function checkStatic(pattern: string, value: string, offset: number): void {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === 0x25 /* % */ && isHex(value.charCodeAt(i + 1)) && isHex(value.charCodeAt(i + 2))) {
      i += 2;
      continue;
    }
    if (!isPchar(code)) throw new FwError('FW_ERR_PATTERN_BAD_CHAR', { pattern, char: value[i], index: offset + i });
  }
}

/**
 * Parses and validates a route pattern; throws an {@link FwError} naming the pattern and the rule.
 * Rules: starts with `/`; no empty segment except a trailing one; `:name` and `*name` with names
 * matching `[A-Za-z_][A-Za-z0-9_]*`, unique, at most {@link MAX_PARAMS}; `*name` last; static
 * characters are RFC 3986 path characters or `%XX` escapes.
 *
 * @example parsePattern('/users/:id').params // ['id']
 */
export function parsePattern(pattern: string): ParsedPattern {
  if (typeof pattern !== 'string' || pattern.charCodeAt(0) !== 0x2f)
    throw new FwError('FW_ERR_PATTERN_START', { pattern });
  const parts = pattern.slice(1).split('/');
  const segments: Segment[] = [];
  const params: string[] = [];
  const shape: string[] = [];
  let offset = 1;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const first = part.charCodeAt(0);
    if (part === '' && i < parts.length - 1) throw new FwError('FW_ERR_PATTERN_EMPTY_SEGMENT', { pattern });
    if (first === 0x3a /* : */ || first === 0x2a /* * */) {
      const name = part.slice(1);
      if (name === '') throw new FwError('FW_ERR_PATTERN_EMPTY_PARAM', { pattern });
      if (!PARAM_NAME.test(name)) throw new FwError('FW_ERR_PATTERN_BAD_PARAM_NAME', { pattern, name });
      if (params.includes(name)) throw new FwError('FW_ERR_PATTERN_DUPLICATE_PARAM', { pattern, name });
      if (first === 0x2a && i !== parts.length - 1)
        throw new FwError('FW_ERR_PATTERN_WILDCARD_NOT_LAST', { pattern, name });
      params.push(name);
      segments.push(first === 0x3a ? { kind: 'param', name } : { kind: 'wildcard', name });
      shape.push(first === 0x3a ? ':' : '*');
    } else {
      checkStatic(pattern, part, offset);
      segments.push({ kind: 'static', value: part });
      shape.push(part);
    }
    offset += part.length + 1;
  }
  if (params.length > MAX_PARAMS)
    throw new FwError('FW_ERR_PATTERN_TOO_MANY_PARAMS', { pattern, count: params.length });
  return { pattern, segments, params, shape: '/' + shape.join('/') };
}

/** Joins a scope prefix and a route pattern: `('/api', '/users')` gives `/api/users`, `('/api', '/')` gives `/api`. */
export function joinPattern(prefix: string, pattern: string): string {
  if (prefix === '' || prefix === '/') return pattern;
  const base = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  return pattern === '/' ? base : base + pattern;
}
