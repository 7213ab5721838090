/** The transformer's diagnostic catalogue and how a diagnostic is built; route rules reuse the runtime's numbers. */
import ts from 'typescript';
import { textCodedDiagnostic } from './adapters/typescript.js';
import { ERRORS, type ErrorCode } from '@fw/runtime';

/** Diagnostics only the transformer reports (route-table rules use the runtime's FW1xxx numbers). */
export const TRANSFORMER_DIAGNOSTICS = {
  /** typia could not analyse the type (functions, unsupported natives, ...). */
  FW2001:
    'cannot describe type {type} as JSON Schema: {reason}; use plain data (strings, numbers, booleans, arrays, objects, literal unions) with typia tags',
  /** A marker was called without its type argument. */
  FW2002: '{marker} needs a type argument, as in {marker}<User>()',
  /** withBody was called without a type argument and its handler's body parameter has no type to infer it from. */
  FW2004:
    'withBody needs the type of the body: write withBody<NewUser>((ctx, body) => ...) or annotate the parameter, as in withBody((ctx, body: NewUser) => ...)',
  /** A request body type holds a value JSON cannot carry, so no JSON body could ever pass. */
  FW2003: 'request body type {type} cannot come from JSON: {where} is {what}; use {instead}',
  /** withRequest was called without a handler whose second parameter has a type. */
  FW2005:
    'withRequest needs the request type: annotate the handler parameter, as in withRequest((ctx, req: { params: { id: number } }) => ...)',
  /** A path, query or header field whose type a string cannot carry. */
  FW2006:
    '{where}.{name} is {what}, which a {place} string cannot carry; use string, number, boolean, a literal union or enum{arrays}',
  /** The declared path parameters differ from the route pattern's. */
  FW2007:
    'req.params of route "{pattern}" must name exactly its parameters ({expected}); it names {found}: rename or remove the field',
  /** A part of the request type that is not params, query, headers or body. */
  FW2008: 'withRequest does not know req.{name}: declare only params, query, headers and body',
  /** A `responses` key that is not a status number literal from 100 to 599. */
  FW2009:
    'responses key {key} is not an HTTP status: write a number literal from 100 to 599, as in { 201: apidocs.type<User>() }',
  /** `responseBody` and `responses[200]` both document 200. */
  FW2010: 'responseBody and responses both document status 200: keep one (responseBody is the 200 answer)',
  /** A regular expression a generated check runs on request data can take time growing faster than its input. */
  FW2011:
    '{kind} /{pattern}/ can take {complexity} time in the length of the input (an attack string: {attack}), so one request can hold a worker for seconds: rewrite it so that no two parts can match the same text (for example [^@]* instead of .* before @), or accept it deliberately with a // fw-accept-redos: <why> comment on its line or the line before',
} as const;

/** A problem found deep inside; turned into a diagnostic in one place (the visitor). */
export class TransformError extends Error {
  constructor(
    readonly node: ts.Node,
    readonly diag: number,
    message: string,
  ) {
    super(message);
  }
}

/** The FW number of a runtime error code, such as 1003 for FW_ERR_PATTERN_WILDCARD_NOT_LAST. */
export function diagNumber(code: ErrorCode): number {
  return ERRORS[code].diag;
}

/**
 * An error diagnostic at `node`. Its `code` is the string `(FWnnnn)`: TypeScript's own
 * formatter prints it as `error TS(FWnnnn)`, `fwc build` prints `error FWnnnn`.
 */
export function fwDiagnostic(node: ts.Node, code: number, message: string): ts.Diagnostic {
  const file = node.getSourceFile();
  const start = node.getStart(file);
  return textCodedDiagnostic(
    {
      file,
      start,
      length: node.getEnd() - start,
      messageText: message,
      category: ts.DiagnosticCategory.Error,
      source: 'fw',
    },
    `FW${code}`,
  );
}

/** Fills `{name}` placeholders. */
export function format(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => params[key] ?? whole);
}

/** `file:line` of a node, relative to `root`, for messages that name a second place. */
export function where(node: ts.Node, root: string): string {
  const file = node.getSourceFile();
  const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
  let name = file.fileName;
  if (name.startsWith(root)) name = name.slice(root.length).replace(/^[\\/]/, '');
  return `${name}:${line + 1}`;
}
