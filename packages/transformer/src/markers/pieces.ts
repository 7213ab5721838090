/**
 * The pieces a marker's literal is made of, each generated once per type and file and reused
 * through the marker cache: the schema, the JSON-data check of a body type, the validators and
 * the writer, and the request-body properties (`validate`, `validateEquals`, `nulls`).
 */
import ts from 'typescript';
import { runtimeHelper } from '../adapters/typia.js';
import { TransformError } from '../diagnostics.js';
import { toExpression } from '../emit/literal.js';
import { throughCache } from '../cache/replay.js';
import { analyze } from '../metadata/analyze.js';
import { answerProblem, jsonProblem } from '../metadata/json.js';
import { nullPlan } from '../programmers/nulls.js';
import { programSchema, type JsonSchema } from '../programmers/schema.js';
import { programValidator, type ValidatorKind } from '../programmers/validators.js';
import { cached, keyOf, type MarkerContext } from './context.js';
import { nameOf } from './names.js';

/** The JSON Schema of `type` and the named schemas its `$ref`s (starting `refPrefix`) point to. */
export function schemaOf(
  ctx: MarkerContext,
  call: ts.CallExpression,
  type: ts.Type,
  refPrefix: string,
): { readonly schema: JsonSchema; readonly components: Record<string, JsonSchema> } {
  return cached(ctx, type, `schema:${refPrefix}`, (ask) => {
    const { schema, components } = programSchema(analyze(ctx, call, type), {
      refPrefix,
      // Names the anonymous members of the type's tagged unions (`Feed_events_click`; `Event_click` in `Event[]`).
      name: withoutArray(nameOf(type, ctx.checker, ctx.root).name),
      // The written order of a literal union and the lib comments come from the whole program:
      // asked through the cache, which checks the answers again before reusing the schema.
      order: <T>(values: readonly T[]): T[] => {
        if (!values.every((v) => typeof v === 'string' || typeof v === 'number')) return ctx.order.sort(values);
        return JSON.parse(ask({ kind: 'order', values: values }, () => JSON.stringify(ctx.order.sort(values)))) as T[];
      },
      foreignDescription: (text) => ask({ kind: 'lib', text }, () => (ctx.libDocs.has(text) ? '1' : '0')) === '1',
    });
    return { schema, components };
  });
}

/** A type's base name without the `_Array` suffixes `typeBaseName` gives `T[]`. */
function withoutArray(name: string): string {
  let out = name;
  while (out.endsWith('_Array') && out.length > '_Array'.length) out = out.slice(0, -'_Array'.length);
  return out;
}

/**
 * Refuses request body types that JSON cannot produce (a bigint, Map, Set, class instance other
 * than a Date, or function somewhere inside): their validator could never accept a parsed body
 * (FW2003).
 */
export function checkJsonBody(ctx: MarkerContext, call: ts.CallExpression, type: ts.Type, name: string): void {
  const problem = cached(ctx, type, 'json', () => jsonProblem(analyze(ctx, call, type)));
  if (problem !== null) throw new TransformError('FW2003', { type: name, ...problem }, call);
}

/**
 * Refuses answer types that JSON.stringify would not write as their schema says (a Map or Set
 * written as `{}`, a function or symbol left out, a bigint, a class instance other than a Date
 * without `toJSON`), which the document would describe as a string (FW2012).
 */
export function checkJsonAnswer(ctx: MarkerContext, call: ts.CallExpression, type: ts.Type, name: string): void {
  const problem = cached(ctx, type, 'answer-json', () => answerProblem(analyze(ctx, call, type)));
  if (problem !== null) throw new TransformError('FW2012', { type: name, ...problem }, call);
}

/** Whether typia's JSON writer can write values of a type: what a request body may hold (plain data and Dates), no bigints, Maps, Sets, functions or other classes. */
export function isJsonData(ctx: MarkerContext, call: ts.CallExpression, type: ts.Type): boolean {
  try {
    checkJsonBody(ctx, call, type, 'the answer');
    return true;
  } catch (error) {
    if (error instanceof TransformError) return false;
    throw error;
  }
}

/**
 * What the runtime needs to check a request body of `type`: `validate` (validates, then removes
 * properties T does not declare, at any depth: typia's validatePrune), `validateEquals` (refuses
 * them instead, for `unknownKeys: 'reject'`) and, when T has optional properties that do not
 * accept null, `nulls`: where the document's `oneOf [T, null]` lets a client send null, which
 * the runtime removes before validating so the handler sees the property absent.
 */
export function contractProperties(
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
 * The writer of an answer type, `(value) => string | null`, or undefined when typia cannot write
 * the type (such answers are written as before, by JSON.stringify).
 */
export function answerWriter(
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

/**
 * The JSON writer of an answer type: `input => __fw_is_T(input) ? <write>(input) : null`. It
 * writes only a value that matches the type, so what it returns is always valid JSON that matches
 * the type's schema; for any other value it returns null and the runtime names the problems with
 * the type's `check`. typia's writer alone writes what it is given: a string where a boolean is
 * declared came out as `"done":no` (not JSON), a string in a number slot could add properties to
 * the answer, and Infinity came out as null. The check first costs one more walk of the value:
 * in process (bench/results/serializer.md), 6 ns on the small object (its writer 47 ns), 44 ns on
 * the nested one (1.4 us) and 1.0 us on the list of 100 users (84 us), and over HTTP the list
 * server measured the same CPU per request before and after (bench/ab.mjs): a few percent of the
 * writer at most and about 1 percent of a request's CPU time. So the check is typia's own
 * `is`, the same check `check` makes, rather than type checks woven into typia's writer, which
 * would save that walk at the price of a second, hand-made copy of typia's checks (tags, formats,
 * unions). bench/results/serializer.md and the HTTP `list` scenario measure the writer with it.
 *
 * Of the two writers that both write only declared properties (bench/serializer.mjs measures
 * them), the faster is used: typia's generated writer for objects (2x JSON.stringify on a small
 * object), and for a list a generated copy of the declared properties handed to JSON.stringify
 * (typia's writer escapes each string on its own and runs at 0.64x JSON.stringify on a 36 KB list
 * of users; the copy path at about 1x).
 */
function writer(ctx: MarkerContext, call: ts.CallExpression, type: ts.Type, name: string): ts.Expression {
  const list = cached(ctx, type, 'list', () => {
    const meta = analyze(ctx, call, type);
    return (
      meta.arrays.length > 0 &&
      meta.objects.length + meta.atomics.length + meta.constants.length + meta.tuples.length === 0
    );
  });
  const f = ts.factory;
  const input = f.createIdentifier('input');
  // The copy is written by the runtime's `stringify` (JSON.stringify, with a bigint typed `unknown` as a JSON integer).
  const write = list
    ? f.createCallExpression(runtimeHelper(ctx.typia.importer, 'stringify'), undefined, [
        f.createCallExpression(validator(ctx, call, type, name, 'clone'), undefined, [input]),
      ])
    : f.createCallExpression(validator(ctx, call, type, name, 'stringify'), undefined, [input]);
  const check = f.createCallExpression(validator(ctx, call, type, name, 'is'), undefined, [input]);
  return f.createArrowFunction(
    undefined,
    undefined,
    [f.createParameterDeclaration(undefined, undefined, input)],
    undefined,
    f.createToken(ts.SyntaxKind.EqualsGreaterThanToken),
    f.createConditionalExpression(
      check,
      f.createToken(ts.SyntaxKind.QuestionToken),
      write,
      f.createToken(ts.SyntaxKind.ColonToken),
      f.createNull(),
    ),
  );
}

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
  if (ctx.documentOnly === true) {
    // The document module never runs a validator: an empty function stands in, nothing is generated.
    const f = ts.factory;
    const empty = f.createArrowFunction(
      undefined,
      undefined,
      [],
      undefined,
      undefined,
      f.createIdentifier('undefined'),
    );
    return (known[kind] = ctx.code.add(`__fw_${prefix}`, empty));
  }
  // typia reads the callee's source text for its messages, so `modulo` must be the original node.
  const modulo = call.expression;
  const make = (): ts.Expression =>
    programValidator({ context: ctx.typia, modulo, type, name }, kind, () => analyze(ctx, call, type));
  // typia writes the callee's text and the name into its messages, so both are part of the cached piece's name.
  const piece = `validator:${kind}:${name}:${modulo.getText()}`;
  // When the file takes its hoisted code as text (the runner service), the cache keeps the validator as the text the emit writes.
  const body = throughCache(ctx.cache, keyOf(ctx, type), piece, make, ctx.code.printer);
  const identifier = ctx.code.add(`__fw_${prefix}_${name.replace(/[^A-Za-z0-9_]/g, '_')}`, body);
  known[kind] = identifier;
  return identifier;
}
