/** Type markers: apidocs.type<T>() and apidocs.jsonSchema<T>() become literal schema data; parseBody<T>() gets a validator. */
import ts from 'typescript';
import type { HoistedCode } from '../emit/hoist.js';
import {
  JsonStringifyProgrammer,
  MetadataCollection,
  MetadataFactory,
  MiscCloneProgrammer,
  MiscValidatePruneProgrammer,
  ValidateProgrammer,
  type ITypiaContext,
  type MetadataSchema,
} from '@typia/core';
import { nullPlan } from '../programmers/nulls.js';
import { typeBaseName } from '@fw/runtime';
import { isDate, programSchema, type JsonSchema } from '../programmers/schema.js';
import { linearPatterns } from '../metadata/templates.js';
import { isAccepted, patternLiterals, patternsOf, type RedosChecker } from '../metadata/redos.js';
import type { LiteralOrder } from '../metadata/order.js';
import type { LibDocs } from '../metadata/libdocs.js';
import { TRANSFORMER_DIAGNOSTICS, format, fwDiagnostic, where } from '../diagnostics.js';
import { toExpression } from '../emit/literal.js';
import { throughCache, type CacheScope, type TypeKeys } from '../cache/store.js';

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

/** Names given to schemas so far in this program, to catch two different types with one name. */
export interface NameRegistry {
  /** Registers `name` for the type declared at `source`; returns the other source on a clash. */
  claim(name: string, source: string, fingerprint: string): string | undefined;
}

/** A registry for one program (shared by every file of a build). */
export function nameRegistry(): NameRegistry {
  const names = new Map<string, { source: string; fingerprint: string }>();
  return {
    claim(name, source, fingerprint) {
      const first = names.get(name);
      if (first === undefined) {
        names.set(name, { source, fingerprint });
        return undefined;
      }
      if (first.source === source || (first.fingerprint === fingerprint && (source === '' || first.source === '')))
        return undefined;
      return first.source || 'another type';
    },
  };
}

/** What replacing a marker needs. */
export interface MarkerContext {
  readonly checker: ts.TypeChecker;
  readonly root: string;
  readonly names: NameRegistry;
  readonly typia: ITypiaContext;
  /** Per program: the written order of literal unions and enums. */
  readonly order: LiteralOrder;
  /** Per program: TypeScript lib comments, never a description in the user's document. */
  readonly libDocs: LibDocs;
  /** Per program: the ReDoS verdict of each pattern a generated check runs. */
  readonly redos: RedosChecker;
  /** Per program: each type's metadata, analysed once however many markers name it. */
  readonly metadata: Map<ts.Type, MetadataSchema>;
  /** Per file: one hoisted validator per type and kind, shared by every marker of that type. */
  readonly validators: Map<ts.Type, Partial<Record<ValidatorKind, ts.Identifier>>>;
  /**
   * Per file: the hoisted `const __fw_type_<Name>` holding a type's TypeDoc literal, by type and
   * use; every marker of the type with that use refers to it (the runtime only reads these).
   */
  readonly typeDocs: Map<ts.Type, Partial<Record<TypeUse, ts.Identifier>>>;
  /** Per file: one hoisted `{ validate, typeName }` per type, passed by every bare `parseBody<T>()`. */
  readonly parseOptions: Map<ts.Type, ts.Identifier>;
  /** Per file: the hoisted validators and type data, placed after the imports. */
  readonly code: HoistedCode;
  /** Per file: the hoisted parse options, placed after the validators they refer to. */
  readonly hoisted: ts.Statement[];
  /** Per program: cache keys of types; undefined when no marker cache is used. */
  readonly keys?: TypeKeys | undefined;
  /** Per file: the marker cache of the runner service, kept across programs. */
  readonly cache?: CacheScope | undefined;
}

/**
 * `make()` through the marker cache, as the piece `piece` of `type`: reused when the type and
 * everything its generated code depends on are unchanged since an earlier emit.
 */
export function cached<T>(
  ctx: MarkerContext,
  type: ts.Type,
  piece: string,
  make: (ask: (question: string, answer: () => string) => string) => T,
): T {
  return throughCache(ctx.cache, keyOf(ctx, type), piece, make);
}

function keyOf(ctx: MarkerContext, type: ts.Type): string | undefined {
  if (ctx.cache === undefined || ctx.keys === undefined) return undefined;
  const { source, text } = nameOf(type, ctx.checker, ctx.root);
  return ctx.keys.keyOf(type, source, text);
}

function typeArgument(call: ts.CallExpression, marker: string, checker: ts.TypeChecker): ts.Type {
  const node = call.typeArguments?.[0];
  if (node === undefined) throw new TransformError(call, 2002, format(TRANSFORMER_DIAGNOSTICS.FW2002, { marker }));
  return checker.getTypeFromTypeNode(node);
}

/** The base name of a type and where it is declared (`file:line`, '' for anonymous types). */
function nameOf(type: ts.Type, checker: ts.TypeChecker, root: string): { name: string; source: string; text: string } {
  // Asked for every marker and piece of a type: answered once per type (a type belongs to one checker, so to one program).
  let known = names.get(type);
  if (known === undefined || known.root !== root)
    names.set(type, (known = { root, ...nameOfType(type, checker, root) }));
  return known;
}

const names = new WeakMap<
  ts.Type,
  { readonly root: string; readonly name: string; readonly source: string; readonly text: string }
>();

function nameOfType(
  type: ts.Type,
  checker: ts.TypeChecker,
  root: string,
): { name: string; source: string; text: string } {
  const symbol = type.aliasSymbol ?? type.getSymbol();
  const declaration = symbol?.declarations?.[0];
  const text = checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
  return {
    name: typeBaseName(text),
    source: declaration === undefined || symbol!.name.startsWith('__') ? '' : where(declaration, root),
    text,
  };
}

export function analyze(ctx: MarkerContext, call: ts.CallExpression, type: ts.Type): MetadataSchema {
  const cached = ctx.metadata.get(type);
  if (cached !== undefined) return cached;
  const result = MetadataFactory.analyze({
    checker: ctx.checker,
    transformer: ctx.typia.transformer,
    options: { escape: true, constant: true, absorb: true },
    components: new MetadataCollection(),
    type,
  });
  if (!result.success) {
    const reason = result.errors.map((e) => `${e.name}: ${e.messages.join('; ')}`).join(' | ');
    throw new TransformError(
      call,
      2001,
      format(TRANSFORMER_DIAGNOSTICS.FW2001, { type: ctx.checker.typeToString(type), reason }),
    );
  }
  checkPatterns(ctx, call, result.data);
  ctx.metadata.set(type, result.data);
  return result.data;
}

/**
 * Refuses a type whose checks would run a regular expression that can take time growing faster
 * than its input (FW2011), at the `Pattern` tag that wrote it unless a `fw-accept-redos` comment
 * accepts it there.
 */
function checkPatterns(ctx: MarkerContext, call: ts.CallExpression, meta: MetadataSchema): void {
  for (const { pattern, from } of patternsOf(meta)) {
    const finding = ctx.redos.check(pattern);
    if (finding === null) continue;
    const literals = from === 'tag' ? patternLiterals(ctx.typia.program, pattern) : [];
    const refused = literals.filter((literal) => !isAccepted(literal));
    if (literals.length > 0 && refused.length === 0) continue;
    const kind = from === 'tag' ? 'tags.Pattern' : 'the template literal type';
    throw new TransformError(
      refused[0] ?? call,
      2011,
      format(TRANSFORMER_DIAGNOSTICS.FW2011, { kind, pattern, complexity: finding.complexity, attack: finding.attack }),
    );
  }
}

export function schemaOf(
  ctx: MarkerContext,
  call: ts.CallExpression,
  type: ts.Type,
  refPrefix: string,
): { readonly schema: JsonSchema; readonly components: Record<string, JsonSchema> } {
  return cached(ctx, type, `schema:${refPrefix}`, (ask) => {
    const { schema, components } = programSchema(analyze(ctx, call, type), {
      refPrefix,
      // The written order of a literal union and the lib comments come from the whole program:
      // asked through the cache, which checks the answers again before reusing the schema.
      order: <T>(values: readonly T[]): T[] => {
        if (!values.every((v) => typeof v === 'string' || typeof v === 'number')) return ctx.order.sort(values);
        return JSON.parse(ask(`order\0${JSON.stringify(values)}`, () => JSON.stringify(ctx.order.sort(values)))) as T[];
      },
      foreignDescription: (text) => ask(`lib\0${text}`, () => (ctx.libDocs.has(text) ? '1' : '0')) === '1',
    });
    return { schema, components };
  });
}

/**
 * Refuses request body types that JSON cannot produce (a Date, bigint, Map, Set, class instance
 * or function somewhere inside): their validator could never accept a parsed body.
 */
function checkJsonBody(ctx: MarkerContext, call: ts.CallExpression, type: ts.Type, name: string): void {
  const problem = cached(ctx, type, 'json', () => jsonProblem(ctx, call, type));
  if (problem !== null)
    throw new TransformError(call, 2003, format(TRANSFORMER_DIAGNOSTICS.FW2003, { type: name, ...problem }));
}

/** Where a type holds something JSON cannot carry, or null when it is JSON data. */
function jsonProblem(
  ctx: MarkerContext,
  call: ts.CallExpression,
  type: ts.Type,
): { where: string; what: string; instead: string } | null {
  const seen = new Set<MetadataSchema>();
  class Found {
    constructor(readonly problem: { where: string; what: string; instead: string }) {}
  }
  const walk = (meta: MetadataSchema, path: string): void => {
    if (seen.has(meta)) return;
    seen.add(meta);
    const fail = (what: string, instead: string): never => {
      throw new Found({ where: path, what, instead });
    };
    if (meta.atomics.some((a) => a.type === 'bigint') || meta.constants.some((c) => c.type === 'bigint'))
      fail('a bigint', "number & tags.Type<'int64'> or a string");
    // A Date is revived from its date-time string before validation; other classes cannot be.
    const dateOnly =
      (meta.escaped === null || isDate(meta.escaped.original)) && meta.natives.every((n) => n.name === 'Date');
    if (!dateOnly)
      fail(`a ${(meta.escaped?.original ?? meta).getName()}`, 'a string, or a Date (sent as a date-time string)');
    if (meta.sets.length > 0 || meta.maps.length > 0) fail('a Set or Map', 'an array or Record<string, T>');
    if (meta.functions.length > 0) fail('a function', 'plain data');
    for (const array of meta.arrays) walk(array.type.value, `${path}[]`);
    for (const tuple of meta.tuples) tuple.type.elements.forEach((e, i) => walk(e.rest ?? e, `${path}[${i}]`));
    for (const alias of meta.aliases) walk(alias.type.value, path);
    for (const object of meta.objects)
      for (const p of object.type.properties) walk(p.value, `${path}.${p.key.getName().replace(/^"|"$/g, '')}`);
  };
  try {
    walk(analyze(ctx, call, type), '$');
    return null;
  } catch (error) {
    if (error instanceof Found) return error.problem;
    throw error;
  }
}

/** Whether typia's JSON writer can write values of a type: what a request body may hold (plain data and Dates), no bigints, Maps, Sets, functions or other classes. */
function isJsonData(ctx: MarkerContext, call: ts.CallExpression, type: ts.Type): boolean {
  try {
    checkJsonBody(ctx, call, type, 'the answer');
    return true;
  } catch (error) {
    if (error instanceof TransformError) return false;
    throw error;
  }
}

/** `apidocs.jsonSchema<T>()` -> a string literal holding T's JSON Schema (recursive types under `$defs`). */
export function jsonSchemaLiteral(ctx: MarkerContext, call: ts.CallExpression): ts.Expression {
  const type = typeArgument(call, 'apidocs.jsonSchema', ctx.checker);
  const { schema, components } = schemaOf(ctx, call, type, '#/$defs/');
  const out: JsonSchema = Object.keys(components).length === 0 ? schema : { ...schema, $defs: components };
  return ts.factory.createStringLiteral(JSON.stringify(out));
}

/**
 * Where a TypeDoc is used, which decides what the runtime will read from it: `request` (the value
 * of `requestBody:`, `withBody`, a `withRequest` body) is validated (validate, validateEquals,
 * nulls) and must be JSON data (FW2003); `answer` (the value of `responseBody:`, or in
 * `responses:`) is written (stringify, and check for `checkResponses`) when it is JSON data and
 * may hold anything else; `any` (a TypeDoc kept in a variable, passed around) gets both sides and
 * must be JSON data. Generating only the side a marker can be used for halves the validators of
 * a typical route file.
 */
export type TypeUse = 'request' | 'answer' | 'any';

/** `apidocs.type<T>()` -> `{ kind: 'fw.type', name, source, schema, components, validate }`. */
export function typeDocLiteral(ctx: MarkerContext, call: ts.CallExpression): ts.Expression {
  const use: TypeUse =
    isPropertyValue(call, 'responseBody') || isInResponses(call)
      ? 'answer'
      : isPropertyValue(call, 'requestBody')
        ? 'request'
        : 'any';
  return typeDocOf(ctx, call, typeArgument(call, 'apidocs.type', ctx.checker), use);
}

/** The TypeDoc literal of `type` for a `use`, with the validators that use needs. */
export function typeDocOf(ctx: MarkerContext, call: ts.CallExpression, type: ts.Type, use: TypeUse): ts.Expression {
  let known = ctx.typeDocs.get(type);
  if (known === undefined) ctx.typeDocs.set(type, (known = {}));
  let identifier = known[use];
  if (identifier === undefined) {
    const literal = typeDocLiteralOf(ctx, call, type, use);
    known[use] = identifier = ctx.code.addData(
      `__fw_type_${literal.name.replace(/[^A-Za-z0-9_]/g, '_')}`,
      literal.expression,
    );
  }
  // A node of its own per marker (the same name): the caller gives it the marker's position.
  // (`cloneNode` is internal to this package's pinned TypeScript; a clone of a unique name prints as the same name.)
  return (ts.factory as unknown as { cloneNode<T extends ts.Node>(node: T): T }).cloneNode(identifier);
}

/** The TypeDoc object literal of `type`; its validators are hoisted (into `ctx.code`) on the way. */
function typeDocLiteralOf(
  ctx: MarkerContext,
  call: ts.CallExpression,
  type: ts.Type,
  use: TypeUse,
): { readonly name: string; readonly expression: ts.Expression } {
  const { name, source } = nameOf(type, ctx.checker, ctx.root);
  const result = schemaOf(ctx, call, type, '#/components/schemas/');
  let schema = result.schema;
  const components = { ...result.components };
  // A recursive type is its own component: the document keeps it once, under its name.
  if (schema['$ref'] === `#/components/schemas/${name}` && components[name] !== undefined) {
    schema = components[name]!;
    delete components[name];
  }
  claim(ctx, call, name, source, schema);
  for (const [component, componentSchema] of Object.entries(components))
    claim(ctx, call, component, '', componentSchema);
  const f = ts.factory;
  const properties: ts.ObjectLiteralElementLike[] = [
    f.createPropertyAssignment('kind', f.createStringLiteral('fw.type')),
    f.createPropertyAssignment('name', f.createStringLiteral(name)),
  ];
  if (source !== '') properties.push(f.createPropertyAssignment('source', f.createStringLiteral(source)));
  properties.push(f.createPropertyAssignment('schema', toExpression(schema)));
  if (Object.keys(components).length > 0)
    properties.push(f.createPropertyAssignment('components', toExpression(components)));
  // A request body's type must be JSON data (FW2003); an answer's type may hold anything, and is
  // written through a generated writer only when it is JSON data.
  if (use !== 'answer') {
    checkJsonBody(ctx, call, type, name);
    properties.push(...contractProperties(ctx, call, type, name));
  }
  if (use === 'any' || (use === 'answer' && isJsonData(ctx, call, type))) {
    // As an answer: written by typia's JSON writer (undeclared properties never leave the server)
    // and checked in development without being changed.
    const write = answerWriter(ctx, call, type, name);
    if (write !== undefined) {
      properties.push(f.createPropertyAssignment('stringify', write));
      properties.push(f.createPropertyAssignment('check', validator(ctx, call, type, name, 'check')));
    }
  }
  return { name, expression: f.createObjectLiteralExpression(properties, true) };
}

/** Whether a marker documents an answer: a value in `.doc({ responses: { 201: ... } })`, or the `body` of one. */
function isInResponses(node: ts.Node): boolean {
  for (let current: ts.Node = node; current.parent !== undefined; current = current.parent) {
    const parent = current.parent;
    if (
      ts.isPropertyAssignment(parent) &&
      (ts.isIdentifier(parent.name) || ts.isStringLiteral(parent.name)) &&
      parent.name.text === 'responses'
    )
      return true;
    if (ts.isCallExpression(parent) || ts.isFunctionLike(parent) || ts.isSourceFile(parent)) return false;
  }
  return false;
}

function isPropertyValue(node: ts.Node, property: string): boolean {
  let parent = node.parent;
  while (ts.isParenthesizedExpression(parent) || ts.isAsExpression(parent) || ts.isSatisfiesExpression(parent))
    parent = parent.parent;
  return (
    ts.isPropertyAssignment(parent) &&
    (ts.isIdentifier(parent.name) || ts.isStringLiteral(parent.name)) &&
    parent.name.text === property
  );
}

function claim(ctx: MarkerContext, call: ts.CallExpression, name: string, source: string, schema: JsonSchema): void {
  const other = ctx.names.claim(name, source, JSON.stringify(schema));
  if (other !== undefined) {
    throw new TransformError(
      call,
      1017,
      `two different types are both named "${name}" in the API document (${other} and ${source || where(call, ctx.root)}); rename one`,
    );
  }
}

/**
 * What the runtime needs to check a request body of `type`: `validate` (validates, then removes
 * properties T does not declare, at any depth: typia's validatePrune), `validateEquals` (refuses
 * them instead, for `unknownKeys: 'reject'`) and, when T has optional properties that do not
 * accept null, `nulls`: where the document's `oneOf [T, null]` lets a client send null, which
 * the runtime removes before validating so the handler sees the property absent.
 */
function contractProperties(
  ctx: MarkerContext,
  call: ts.CallExpression,
  type: ts.Type,
  name: string,
): ts.PropertyAssignment[] {
  const f = ts.factory;
  const out = [
    f.createPropertyAssignment('validate', validator(ctx, call, type, name, 'prune')),
    f.createPropertyAssignment('validateEquals', validator(ctx, call, type, name, 'equals')),
  ];
  const plan = cached(ctx, type, 'nulls', () => nullPlan(analyze(ctx, call, type)));
  if (plan !== undefined) out.push(f.createPropertyAssignment('nulls', toExpression(plan)));
  return out;
}

/**
 * The JSON writer of an answer type, the faster of two that both write only declared properties
 * (bench/serializer.mjs measures them): typia's generated writer for objects (2x JSON.stringify on
 * a small object), and for a list a generated copy of the declared properties handed to
 * JSON.stringify (typia's writer escapes each string on its own and runs at 0.64x
 * JSON.stringify on a 36 KB list of users; the copy path at about 1x).
 */
/** The writer of an answer type, or undefined when typia cannot write the type (such answers are written as before, by JSON.stringify). */
function answerWriter(
  ctx: MarkerContext,
  call: ts.CallExpression,
  type: ts.Type,
  name: string,
): ts.Expression | undefined {
  try {
    return writer(ctx, call, type, name);
  } catch {
    // typia's JSON programmers refuse some types a validator takes (an optional tuple position, say).
    return undefined;
  }
}

function writer(ctx: MarkerContext, call: ts.CallExpression, type: ts.Type, name: string): ts.Expression {
  const list = cached(ctx, type, 'list', () => {
    const meta = analyze(ctx, call, type);
    return (
      meta.arrays.length > 0 &&
      meta.objects.length + meta.atomics.length + meta.constants.length + meta.tuples.length === 0
    );
  });
  if (!list) return validator(ctx, call, type, name, 'stringify');
  const f = ts.factory;
  const input = f.createIdentifier('input');
  const copy = f.createCallExpression(validator(ctx, call, type, name, 'clone'), undefined, [input]);
  return f.createArrowFunction(
    undefined,
    undefined,
    [f.createParameterDeclaration(undefined, undefined, input)],
    undefined,
    f.createToken(ts.SyntaxKind.EqualsGreaterThanToken),
    f.createCallExpression(f.createPropertyAccessExpression(f.createIdentifier('JSON'), 'stringify'), undefined, [
      copy,
    ]),
  );
}

/** `prune`: validate, then drop undeclared properties; `equals`: undeclared properties are errors. */
export type ValidatorKind = 'prune' | 'equals' | 'check' | 'stringify' | 'clone';

/**
 * A validator for `type`: generated once per file and kind by typia's programmers into a hoisted
 * `const __fw_validate_<Name>_<n>`, which every marker of that type refers to.
 */
export function validator(
  ctx: MarkerContext,
  call: ts.CallExpression,
  type: ts.Type,
  name: string,
  kind: ValidatorKind,
): ts.Expression {
  let known = ctx.validators.get(type);
  if (known === undefined) ctx.validators.set(type, (known = {}));
  const existing = known[kind];
  if (existing !== undefined) return existing;
  const prefix = kind === 'prune' ? 'validate' : kind;
  // typia reads the callee's source text for its messages, so `modulo` must be the original node.
  const modulo = call.expression as ts.LeftHandSideExpression;
  const props = { context: ctx.typia, modulo, type, name };
  // check: validates without changing the value (a response may be a stored record); stringify:
  // typia's JSON writer, which writes only the properties the type declares. typia writes the
  // callee's text and the name into its messages, so both are part of the cached piece's name.
  const generate = (): ts.Expression =>
    kind === 'prune'
      ? MiscValidatePruneProgrammer.write(props)
      : kind === 'stringify'
        ? JsonStringifyProgrammer.write(props)
        : kind === 'clone'
          ? MiscCloneProgrammer.write(props)
          : ValidateProgrammer.write({ ...props, config: { equals: kind === 'equals' } });
  const make = (): ts.Expression => linearChecks(generate(), linearPatterns(analyze(ctx, call, type)));
  const piece = `validator:${kind}:${name}:${modulo.getText()}`;
  // When the file takes its hoisted code as text (the runner service), the cache keeps the validator as the text the emit writes.
  const body = throughCache(ctx.cache, keyOf(ctx, type), piece, make, ctx.code.printer);
  const identifier = ctx.code.add(`__fw_${prefix}_${name.replace(/[^A-Za-z0-9_]/g, '_')}`, body);
  known[kind] = identifier;
  return identifier;
}

/**
 * Rewrites the checks typia generated for template literal types (`RegExp(/(.*)@(.*)\.(.*)/).test`,
 * which backtracks in time cubic in the input) to test fw's linear pattern of the same type.
 */
function linearChecks(code: ts.Expression, patterns: ReadonlyMap<string, string>): ts.Expression {
  if (patterns.size === 0) return code;
  const rewrite = (context: ts.TransformationContext) => {
    const visit = (node: ts.Node): ts.Node => {
      if (ts.isIdentifier(node) && node.text.startsWith('RegExp(/') && node.text.endsWith('/).test')) {
        const linear = patterns.get(node.text.slice('RegExp(/'.length, -'/).test'.length));
        if (linear !== undefined) return ts.factory.createIdentifier(`RegExp(/${linear}/).test`);
      }
      return ts.visitEachChild(node, visit, context);
    };
    return (root: ts.Expression) => visit(root) as ts.Expression;
  };
  return ts.transform(code, [rewrite]).transformed[0]!;
}

/**
 * `ctx.parseBody<T>(options)` -> `ctx.parseBody<T>({ ...options, validate, typeName })`, and
 * `ctx.parseBody<T>()` -> `ctx.parseBody<T>(__fw_parse_<Name>)`, a hoisted
 * `{ validate, typeName }` made once per file and type rather than once per request.
 */
export function parseBodyCall(
  ctx: MarkerContext,
  call: ts.CallExpression,
  visit: (node: ts.Node) => ts.Node,
): ts.Expression | undefined {
  const node = call.typeArguments?.[0];
  if (node === undefined) return undefined;
  const type = ctx.checker.getTypeFromTypeNode(node);
  const { name } = nameOf(type, ctx.checker, ctx.root);
  checkJsonBody(ctx, call, type, name);
  const f = ts.factory;
  const extra = (): ts.PropertyAssignment[] => [
    ...contractProperties(ctx, call, type, name),
    f.createPropertyAssignment('typeName', f.createStringLiteral(name)),
  ];
  const given = call.arguments[0];
  let options: ts.Expression;
  if (given !== undefined)
    options = f.createObjectLiteralExpression(
      [f.createSpreadAssignment(visit(given) as ts.Expression), ...extra()],
      false,
    );
  else {
    let hoisted = ctx.parseOptions.get(type);
    if (hoisted === undefined) {
      hoisted = f.createUniqueName(`__fw_parse_${name.replace(/[^A-Za-z0-9_]/g, '_')}`);
      const literal = f.createObjectLiteralExpression(extra(), false);
      ctx.hoisted.push(
        f.createVariableStatement(
          undefined,
          f.createVariableDeclarationList(
            [f.createVariableDeclaration(hoisted, undefined, undefined, literal)],
            ts.NodeFlags.Const,
          ),
        ),
      );
      ctx.parseOptions.set(type, hoisted);
    }
    options = hoisted;
  }
  return f.updateCallExpression(call, visit(call.expression) as ts.LeftHandSideExpression, call.typeArguments, [
    options,
  ]);
}

/**
 * `withBody<T>(handler)` -> `withBody<T>(handler, <apidocs.type<T>() literal>)`: the route gets
 * T's validator and documents T as its request body. Without a type argument, T is the one
 * TypeScript inferred from the handler's annotated body parameter (`(ctx, user: NewUser) => ...`).
 * A call that passes the type itself is left as written.
 */
export function withBodyCall(
  ctx: MarkerContext,
  call: ts.CallExpression,
  visit: (node: ts.Node) => ts.Node,
): ts.Expression | undefined {
  const given = call.arguments[1];
  // withBody(handler, apidocs.type<T>()) names the type itself; withBody(handler, { unknownKeys }) gets the type inserted.
  if (call.arguments.length === 0 || call.arguments.length > 2) return undefined;
  if (given !== undefined && ctx.checker.getTypeAtLocation(given).getProperty('kind') !== undefined) return undefined;
  const type = bodyTypeOf(ctx.checker, call);
  if (type === undefined) {
    throw new TransformError(call, 2004, format(TRANSFORMER_DIAGNOSTICS.FW2004, {}));
  }
  const f = ts.factory;
  return f.updateCallExpression(call, visit(call.expression) as ts.LeftHandSideExpression, call.typeArguments, [
    visit(call.arguments[0]!) as ts.Expression,
    typeDocOf(ctx, call, type, 'request'),
    ...(given === undefined ? [] : [visit(given) as ts.Expression]),
  ]);
}

/** T of a `withBody` call: its type argument, else the type of the handler's second parameter; undefined when that is unknown or any. */
function bodyTypeOf(checker: ts.TypeChecker, call: ts.CallExpression): ts.Type | undefined {
  const node = call.typeArguments?.[0];
  if (node !== undefined) return checker.getTypeFromTypeNode(node);
  const handler = checker.getResolvedSignature(call)?.getParameters()[0];
  if (handler === undefined) return undefined;
  const signature = checker.getTypeOfSymbolAtLocation(handler, call).getCallSignatures()[0];
  const body = signature?.getParameters()[1];
  if (body === undefined) return undefined;
  const type = checker.getTypeOfSymbolAtLocation(body, call);
  return (type.flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any)) !== 0 ? undefined : type;
}

export { fwDiagnostic };
