/**
 * The transformer's one error model. Every problem is a {@link TransformError} with a code of the
 * catalogue: the runtime's route-table rules (`FW1001` to `FW1017`), the transformer's own
 * diagnostics (`FW2001` to `FW2021`) and the failures of the transform itself (`FW9001` to
 * `FW9005`). Problems are thrown deep inside and turned into diagnostics in one place, the visitor.
 */
import ts from 'typescript';
import { ERRORS, type ErrorCode, type FwError } from '@fw/runtime/internal';
import { textCodedDiagnostic } from './adapters/typescript.js';

/**
 * The diagnostics only the transformer reports, by code, with their message templates (`{name}` is
 * filled from the error's params). Route-table rules are the runtime's (`ERRORS` in @fw/runtime/internal,
 * whose `diag` numbers they report as `FW1001` to `FW1017`), so the build, the type checker and
 * `Router.define` speak of one rule with one text.
 */
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
  /** An answer type holds a value JSON.stringify does not write as its schema says (a Map, a function, ...). */
  FW2012: 'response body type {type} cannot be sent as JSON: {where} is {what}; use {instead}',
  /** A regular expression a generated check runs on request data can take time growing faster than its input. */
  FW2011:
    '{kind} /{pattern}/ can take {complexity} time in the length of the input (an attack string: {attack}), so one request can hold a worker for seconds: rewrite it so that no two parts can match the same text (for example [^@]* instead of .* before @), or accept it deliberately with a // fw-accept-redos: <why> comment on its line or the line before',
  /** A route's typed replies and its `.doc()` answers disagree on one status. */
  FW2013:
    "{route}: {problem}; the handler's replies are {replies}. Make .doc() agree with them (or leave the status out of .doc() and let the replies document it)",
  /** A typed reply whose status TypeScript does not know as a number literal. */
  FW2014:
    "{route}: a reply's status is {status}, not a number literal, so the document cannot name it: write reply(201, ...) with the status itself, or declare the handler's answers as Reply<201, T> | ...",
  /** A return of a function whose declared typed replies do not include what it returns (for runners that do not type-check). */
  FW2015:
    "this returns {given}, which is not one of the function's declared answers {declared}: return one of them (a status and body of the declared types), or add this answer to the declared return type",
  /** Options written as literals that the runtime's own check refuses: the app would throw this at start-up. */
  FW2016: '{message} (the app would throw this when it starts; fix the value written here)',
  /** A route that a middleware in front of the router always answers for (lint `unreachable`). */
  FW2017:
    'route {method} "{pattern}" is never reached: {middleware} in the app\'s middleware answers {method} {path} before the router; change one of the paths, or silence this with a // fw-ignore FW2017: <why> comment',
  /** Two routes of one method whose patterns differ only by a trailing slash (lint `trailingSlash`). */
  FW2018:
    'route {method} "{pattern}" differs from {method} "{other}" ({where}) only by a trailing slash, so /x and /x/ reach different handlers; keep one, or silence this with a // fw-ignore FW2018: <why> comment',
  /** A scope given an empty middleware list (lint `emptyScope`). */
  FW2019:
    'scope "{prefix}" has an empty middleware list, which adds nothing: list its routes without the scope (or under a plain prefix), give it middleware, or silence this with a // fw-ignore FW2019: <why> comment',
  /** A named route no `pathFor` / `buildPath` call of the program names (lint `unusedName`, off by default). */
  FW2020:
    'route name "{name}" is never used by pathFor or buildPath in this program; remove .named() or use it, or silence this with a // fw-ignore FW2020: <why> comment',
  /** A value the `spec` export's document needs that only exists when the app runs. */
  FW2021:
    'the document is written at build time, but {what} is computed when the app runs: {reason}. Write it as a literal (or a const, or a function of literals), or add .doc(false) to a route computed at run time to leave it out of the document',
} as const;

/**
 * Failures of the transform itself, by code: not a problem of the user's code, but of fw or of
 * the TypeScript it runs on. They are thrown to the caller (the runner, the build), with `fw: `
 * before the message.
 */
export const TRANSFORMER_FAILURES = {
  /** Hoisted code reached a file as text although the file's hoisted code is emitted as statements. */
  FW9001: 'generated code as text for a file emitted as statements',
  /** TypeScript's type-erasing transform dropped the statement of a hoisted validator. */
  FW9002: 'TypeScript dropped a hoisted validator',
  /** The language service gave no program. */
  FW9003: 'TypeScript could not create a program for {file}',
  /** The file to emit is not in the program the language service made for it. */
  FW9004: '{file} is not part of the TypeScript program of {project}',
  /** The emitted file lacks the statement the hoisted code replaces. */
  FW9005: "the emitted file lacks the hoisted code's placeholder {placeholder}",
} as const;

/** A diagnostic of the transformer's own catalogue. */
type TransformerCode = keyof typeof TRANSFORMER_DIAGNOSTICS;
/** A failure of the transform itself. */
type FailureCode = keyof typeof TRANSFORMER_FAILURES;

/** The runtime error codes of the route-table rules the build reports (those with a diagnostic number). */
type RuleErrorCode = { [K in ErrorCode]: (typeof ERRORS)[K]['diag'] extends 0 ? never : K }[ErrorCode];
/** The FW code of a route-table rule: `FW1003` for `FW_ERR_PATTERN_WILDCARD_NOT_LAST`. */
type RuleCode = `FW${(typeof ERRORS)[RuleErrorCode]['diag']}`;
/** Every code the transformer reports or throws. */
export type DiagnosticCode = RuleCode | TransformerCode | FailureCode;

/** The `{name}` placeholders of a template (a brace holding anything but a name is text). */
type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? (Name extends `${string}${' ' | ':' | '{'}${string}` ? never : Name) | Placeholders<Rest>
  : never;

/** The params a code's template needs, each as text. */
type ParamsOf<C extends TransformerCode | FailureCode> = Readonly<
  Record<Placeholders<(typeof TRANSFORMER_DIAGNOSTICS & typeof TRANSFORMER_FAILURES)[C]>, string>
>;

/**
 * What a {@link TransformError} is made of: a diagnostic's code, its template's params and the node
 * it is reported at; a failure's code and params; or a route-table rule's code, its message (the
 * runtime's text) and its node.
 */
export type TransformErrorArgs =
  | { [C in TransformerCode]: [code: C, params: ParamsOf<C>, node: ts.Node] }[TransformerCode]
  | { [C in FailureCode]: [code: C, params: ParamsOf<C>, node?: undefined] }[FailureCode]
  | [code: RuleCode, message: string, node: ts.Node];

/**
 * A problem with a code of the catalogue. A diagnostic (`FW1xxx`, `FW2xxx`) has the node it is
 * reported at and becomes a `ts.Diagnostic` with {@link TransformError.toDiagnostic}; a failure
 * (`FW9xxx`) has none and is thrown to the caller.
 *
 * @example throw new TransformError('FW2002', { marker: 'apidocs.type' }, call)
 */
export class TransformError extends Error {
  /** The code, such as `FW2002`: what the diagnostic prints, its number included. */
  readonly code: DiagnosticCode;
  /** Where the problem is reported; undefined for a failure of the transform itself. */
  readonly node: ts.Node | undefined;

  constructor(...[code, params, node]: TransformErrorArgs) {
    super(
      typeof params === 'string'
        ? params
        : node === undefined
          ? `fw: ${fill(TRANSFORMER_FAILURES[code], params)}`
          : fill(TRANSFORMER_DIAGNOSTICS[code as TransformerCode], params),
    );
    this.code = code;
    this.node = node;
  }

  /**
   * A runtime rule broken where the build can see it: the runtime's error, with its code and
   * text, at `node`. `note` adds what the build knows beyond it (`first declared at app.ts:12`).
   */
  static of(node: ts.Node, error: FwError, note?: string): TransformError {
    // Only route-table rules reach the build; any other runtime error is not the build's to report.
    if (!isRule(error.code)) throw error;
    const message = note === undefined ? error.message : `${error.message} (${note})`;
    return new TransformError(ruleCode(error.code), message, node);
  }

  override get name(): string {
    return 'TransformError';
  }

  /**
   * The diagnostic at the node, an error unless `category` says otherwise (a lint set to
   * `"warning"`). Its code prints as `error TS(FWnnnn)` under TypeScript's
   * own formatter (tspc) and as `error FWnnnn` under `fwc build` and the runner plugins.
   */
  toDiagnostic(category: ts.DiagnosticCategory = ts.DiagnosticCategory.Error): ts.Diagnostic {
    const node = this.node;
    if (node === undefined) throw this;
    const file = node.getSourceFile();
    const start = node.getStart(file);
    return textCodedDiagnostic(
      {
        file,
        start,
        length: node.getEnd() - start,
        messageText: this.message,
        category,
        source: 'fw',
      },
      this.code,
    );
  }
}

/** Whether a runtime error is a route-table rule the build reports. */
function isRule(code: ErrorCode): code is RuleErrorCode {
  return ERRORS[code].diag !== 0;
}

/** The FW code of a route-table rule. */
function ruleCode(code: RuleErrorCode): RuleCode {
  return `FW${ERRORS[code].diag}`;
}

/** Fills `{name}` placeholders. */
function fill(template: string, params: Readonly<Record<string, string>>): string {
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
