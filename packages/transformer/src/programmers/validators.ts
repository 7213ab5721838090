/**
 * Validators and JSON writers from typia's programmers: the code each kind of check or writer is,
 * with typia's checks of template literal types rewritten to fw's linear-time patterns, and the
 * checks and writer of answers rewritten so that what the check accepts the writer writes as JSON.
 */
import ts from 'typescript';
import {
  allMappedOf,
  arrayWalkOf,
  dateCheckOf,
  entriesLoopOf,
  isGlobalMethod,
  jsonStringifyOf,
  patternTest,
  patternTestOf,
  runtimeHelper,
  textPatternTestOf,
  writeCode,
  type MetadataSchema,
  type ProgrammerProps,
  type TypiaImporter,
  type TypiaProgrammer,
} from '../adapters/typia.js';
import { linearPatterns } from '../metadata/templates.js';

/**
 * `prune`: validate, then drop undeclared properties; `equals`: undeclared properties are errors;
 * `check`: validate without changing the value (a response may be a stored record), naming every
 * problem; `is`: the same check as a boolean (what an answer's writer runs first); `stringify`:
 * typia's JSON writer, which writes only the properties the type declares; `clone`: a copy of the
 * declared properties.
 */
export type ValidatorKind = 'prune' | 'equals' | 'check' | 'is' | 'stringify' | 'clone';

/** The typia programmer that writes each kind. */
const PROGRAMMERS: Readonly<Record<ValidatorKind, TypiaProgrammer>> = {
  prune: 'validatePrune',
  equals: 'validateEquals',
  check: 'validate',
  is: 'is',
  stringify: 'jsonStringify',
  clone: 'clone',
};

/**
 * The code of the validator or writer of `kind` for `props.type`. `metadata` gives the type's
 * metadata once typia has written its code, for the template patterns to rewrite.
 */
export function programValidator(
  props: ProgrammerProps,
  kind: ValidatorKind,
  metadata: () => MetadataSchema,
): ts.Expression {
  let code = writeCode(props, PROGRAMMERS[kind]);
  if (kind === 'check' || kind === 'is') code = answerChecks(code, props.context.importer);
  else if (kind === 'stringify') code = anyAsJson(code, props.context.importer);
  else if (kind === 'clone') code = recordsWithoutUndefined(code);
  code = cheapChecks(linearChecks(code, linearPatterns(metadata())), props.context.importer);
  return kind === 'check' || kind === 'prune' || kind === 'equals' ? checksOnce(code, props.context.importer) : code;
}

/**
 * Rewrites a validator's string checks that cost time in the string's length (a pattern test, a
 * format check) to go through `_testOnce` and `_checkOnce`: typia's validators check a failing
 * value twice (a fast pass, then the pass that names the problems), and these answer the second
 * pass's question about the string just refused without running the check again.
 */
function checksOnce(code: ts.Expression, importer: TypiaImporter): ts.Expression {
  const f = ts.factory;
  const rewrite = (context: ts.TransformationContext) => {
    const visit = (node: ts.Node): ts.Node => {
      const visited = ts.visitEachChild(node, visit, context);
      if (!ts.isCallExpression(visited) || visited.arguments.length !== 1) return visited;
      const callee = visited.expression;
      const text = visited.arguments[0]!;
      // A pattern: `/p/.test` (typia's template patterns, as one identifier) or a regular expression literal's `.test`.
      if (ts.isIdentifier(callee) && callee.text.startsWith('/') && callee.text.endsWith('/.test'))
        return f.createCallExpression(runtimeHelper(importer, '_testOnce'), undefined, [
          f.createIdentifier(callee.text.slice(0, -'.test'.length)),
          text,
        ]);
      if (
        ts.isPropertyAccessExpression(callee) &&
        callee.name.text === 'test' &&
        ts.isRegularExpressionLiteral(callee.expression)
      )
        return f.createCallExpression(runtimeHelper(importer, '_testOnce'), undefined, [callee.expression, text]);
      // A format check, typia's or fw's: `<helper>._isFormat<Name>(text)`.
      if (ts.isPropertyAccessExpression(callee) && callee.name.text.startsWith('_isFormat'))
        return f.createCallExpression(runtimeHelper(importer, '_checkOnce'), undefined, [callee, text]);
      return visited;
    };
    return (root: ts.Expression) => visit(root) as ts.Expression;
  };
  return ts.transform(code, [rewrite]).transformed[0]!;
}

/**
 * Rewrites the checks of an answer so that a value they accept is one typia's JSON writer writes
 * as valid JSON matching the type. Two things typia's checks let through break the writer: the
 * holes of a sparse array (`every` and `map` skip them, and the writer then writes `[1,,3]`),
 * walked here by `_everyElement` (a hole fails) and `_mapElements` (a hole is checked as
 * undefined, so the problem list names it); and an invalid Date (`instanceof Date` holds, but it
 * has no JSON form), refused here by `_isDate`. Request validators keep typia's forms: a parsed
 * body has neither.
 */
function answerChecks(code: ts.Expression, importer: TypiaImporter): ts.Expression {
  const f = ts.factory;
  const rewrite = (context: ts.TransformationContext) => {
    const visit = (node: ts.Node): ts.Node => {
      const all = allElementsCall(node, visit, importer);
      if (all !== undefined) return all;
      const walk = arrayWalkOf(node);
      if (walk !== undefined && !denseByMaking(walk.array)) {
        const helper = runtimeHelper(importer, walk.method === 'every' ? '_everyElement' : '_mapElements');
        return f.createCallExpression(helper, undefined, [
          ts.visitNode(walk.array, visit) as ts.Expression,
          ts.visitNode(walk.callback, visit) as ts.Expression,
        ]);
      }
      const date = dateCheckOf(node);
      if (date !== undefined)
        return f.createCallExpression(runtimeHelper(importer, '_isDate'), undefined, [
          ts.visitNode(date, visit) as ts.Expression,
        ]);
      return ts.visitEachChild(node, visit, context);
    };
    return (root: ts.Expression) => visit(root) as ts.Expression;
  };
  return ts.transform(code, [rewrite]).transformed[0]!;
}

/**
 * Whether an array typia's checks walk is one they made, which has no holes: an array literal (the
 * flags of `[a, b].every(flag => flag)`), `Object.keys(...)`, or the result of a `map`.
 */
function denseByMaking(array: ts.Expression): boolean {
  if (ts.isArrayLiteralExpression(array)) return true;
  if (!ts.isCallExpression(array)) return false;
  const callee = array.expression;
  return (
    isGlobalMethod(callee, 'Object', 'keys') || (ts.isPropertyAccessExpression(callee) && callee.name.text === 'map')
  );
}

/**
 * Rewrites typia's JSON writer so that a value typed `any` or `unknown` is written as JSON
 * whatever it holds, as `ctx.json` writes an undocumented answer: typia writes it with
 * `JSON.stringify`, which gives undefined (written as the text `undefined`) for a function or a
 * symbol and throws for a bigint; the runtime's `stringify` writes the one `null` (as
 * `JSON.stringify` writes one inside an array) and the other as a JSON integer.
 */
function anyAsJson(code: ts.Expression, importer: TypiaImporter): ts.Expression {
  const f = ts.factory;
  const rewrite = (context: ts.TransformationContext) => {
    const visit = (node: ts.Node): ts.Node => {
      const value = jsonStringifyOf(node);
      if (value !== undefined)
        return f.createCallExpression(runtimeHelper(importer, 'stringify'), undefined, [
          ts.visitNode(value, visit) as ts.Expression,
        ]);
      return ts.visitEachChild(node, visit, context);
    };
    return (root: ts.Expression) => visit(root) as ts.Expression;
  };
  return ts.transform(code, [rewrite]).transformed[0]!;
}

/**
 * Rewrites typia's copy of a record to leave out entries whose value is undefined, as
 * `JSON.stringify` and typia's JSON writer do: typia's check of a record lets such a value
 * through, and its copy would read it as an object or an array and throw.
 */
function recordsWithoutUndefined(code: ts.Expression): ts.Expression {
  const f = ts.factory;
  const rewrite = (context: ts.TransformationContext) => {
    const visit = (node: ts.Node): ts.Node => {
      const entries = entriesLoopOf(node);
      if (entries === undefined) return ts.visitEachChild(node, visit, context);
      const loop = ts.visitEachChild(entries.loop, visit, context);
      const body = loop.statement as ts.Block;
      const skip = f.createIfStatement(
        f.createStrictEquality(f.createIdentifier('undefined'), f.createIdentifier(entries.value)),
        f.createContinueStatement(),
      );
      return f.updateForOfStatement(
        loop,
        loop.awaitModifier,
        loop.initializer,
        loop.expression,
        f.updateBlock(body, [skip, ...body.statements]),
      );
    };
    return (root: ts.Expression) => visit(root) as ts.Expression;
  };
  return ts.transform(code, [rewrite]).transformed[0]!;
}

/**
 * Rewrites what typia's generated code does per value into cheaper forms of the same check, since
 * a body of a megabyte runs them hundreds of thousands of times: `RegExp(/p/).test` (a new RegExp
 * built from a literal at each call) and `RegExp("p").test` (a `tags.Pattern`, compiled from text
 * at each call) become the literal `/p/.test`; a key tested against `(.*)`, which every string
 * matches (how typia's prune and clone test the keys of a `Record<string, T>`), is `true`; and the
 * problem pass's `<array>.map(check).every(flag => flag)`, which first makes an array as long as
 * the input's, is `_allElements(<array>, check)`, which checks every element without one. (Answer
 * checks make the last rewrite in {@link answerChecks}, before their walks of holes.)
 */
function cheapChecks(code: ts.Expression, importer: TypiaImporter): ts.Expression {
  const f = ts.factory;
  const rewrite = (context: ts.TransformationContext) => {
    const visit = (node: ts.Node): ts.Node | ts.Node[] | undefined => {
      if (isAnyStringTest(node)) return f.createTrue();
      // Keys every string passes: typia's prune deletes no key, and copies what it keeps unconditionally.
      if (ts.isForOfStatement(node) && deletesNoKey(node)) return undefined;
      if (ts.isIfStatement(node) && isAnyStringTest(node.expression) && node.elseStatement === undefined) {
        const then = ts.visitNode(node.thenStatement, visit) as ts.Statement;
        return ts.isBlock(then) ? [...then.statements] : then;
      }
      if (ts.isExpressionStatement(node)) {
        const visited = ts.visitEachChild(node, visit, context);
        return isEmptyEntriesWalk(visited.expression) ? undefined : visited;
      }
      const typia = patternTestOf(node);
      if (typia !== undefined) return f.createIdentifier(`/${typia}/.test`);
      const tag = textPatternTestOf(node);
      if (tag !== undefined)
        return f.createPropertyAccessExpression(f.createRegularExpressionLiteral(`/${tag}/`), 'test');
      const all = allElementsCall(node, visit, importer);
      if (all !== undefined) return all;
      return ts.visitEachChild(node, visit, context);
    };
    return (root: ts.Expression) => visit(root) as ts.Expression;
  };
  return ts.transform(code, [rewrite]).transformed[0]!;
}

/**
 * typia's `<array>.map(check).every(flag => flag)` as `_allElements(<array>, check)` (its parts
 * visited), or undefined for any other node.
 */
function allElementsCall(node: ts.Node, visit: ts.Visitor, importer: TypiaImporter): ts.Expression | undefined {
  const all = allMappedOf(node);
  if (all === undefined) return undefined;
  return ts.factory.createCallExpression(runtimeHelper(importer, '_allElements'), undefined, [
    ts.visitNode(all.array, visit) as ts.Expression,
    ts.visitNode(all.callback, visit) as ts.Expression,
  ]);
}

/** typia's pattern of a `${string}` placeholder: a test every string passes. */
const ANY_STRING = '(.*)';

/** typia's test of a key (an identifier) against `(.*)`, which every string passes. */
function isAnyStringTest(node: ts.Node): boolean {
  return (
    ts.isCallExpression(node) &&
    node.arguments.length === 1 &&
    ts.isIdentifier(node.arguments[0]!) &&
    patternTestOf(node.expression) === ANY_STRING
  );
}

/**
 * Whether a loop is typia's prune of a record's undeclared keys, `for (const key of
 * Object.keys(input)) { if (<declared>) continue; ... delete input[key]; }`, with a `continue`
 * for the any-string pattern before anything else it does: then it deletes no key.
 */
function deletesNoKey(loop: ts.ForOfStatement): boolean {
  const keys = loop.expression;
  if (!ts.isCallExpression(keys) || !isGlobalMethod(keys.expression, 'Object', 'keys')) return false;
  if (!ts.isBlock(loop.statement)) return false;
  for (const statement of loop.statement.statements) {
    if (!ts.isIfStatement(statement) || statement.elseStatement !== undefined) return false;
    if (!ts.isContinueStatement(statement.thenStatement) || statement.thenStatement.label !== undefined) return false;
    if (isAnyStringTest(statement.expression)) return true;
    if (!isPlainTest(statement.expression)) return false;
  }
  return false;
}

/**
 * Whether an expression is typia's walk of a record's entries left with nothing to do,
 * `Object.entries(input).forEach(([key, value]) => { if (undefined === value) return; })`.
 */
function isEmptyEntriesWalk(node: ts.Expression): boolean {
  if (!ts.isCallExpression(node) || node.arguments.length !== 1) return false;
  const forEach = node.expression;
  if (!ts.isPropertyAccessExpression(forEach) || forEach.name.text !== 'forEach') return false;
  const entries = forEach.expression;
  if (!ts.isCallExpression(entries)) return false;
  const walk = node.arguments[0]!;
  if (!isGlobalMethod(entries.expression, 'Object', 'entries') || !ts.isArrowFunction(walk) || !ts.isBlock(walk.body))
    return false;
  return walk.body.statements.every(
    (statement) =>
      ts.isIfStatement(statement) &&
      statement.elseStatement === undefined &&
      ts.isReturnStatement(statement.thenStatement) &&
      statement.thenStatement.expression === undefined &&
      isPlainTest(statement.expression),
  );
}

/** Whether a test has no effect: `===`/`!==` comparisons of identifiers and literals, joined by `||` and `&&`. */
function isPlainTest(node: ts.Expression): boolean {
  if (ts.isParenthesizedExpression(node)) return isPlainTest(node.expression);
  if (ts.isIdentifier(node) || ts.isStringLiteral(node) || ts.isNumericLiteral(node)) return true;
  if (!ts.isBinaryExpression(node)) return false;
  const op = node.operatorToken.kind;
  const plain =
    op === ts.SyntaxKind.EqualsEqualsEqualsToken ||
    op === ts.SyntaxKind.ExclamationEqualsEqualsToken ||
    op === ts.SyntaxKind.BarBarToken ||
    op === ts.SyntaxKind.AmpersandAmpersandToken;
  return plain && isPlainTest(node.left) && isPlainTest(node.right);
}

/**
 * Rewrites the checks typia generated for template literal types (`RegExp(/(.*)@(.*)\.(.*)/).test`,
 * which backtracks in time cubic in the input) to test fw's linear pattern of the same type.
 */
function linearChecks(code: ts.Expression, patterns: ReadonlyMap<string, string>): ts.Expression {
  if (patterns.size === 0) return code;
  const rewrite = (context: ts.TransformationContext) => {
    const visit = (node: ts.Node): ts.Node => {
      const typia = patternTestOf(node);
      const linear = typia === undefined ? undefined : patterns.get(typia);
      if (linear !== undefined) return patternTest(linear);
      return ts.visitEachChild(node, visit, context);
    };
    return (root: ts.Expression) => visit(root) as ts.Expression;
  };
  return ts.transform(code, [rewrite]).transformed[0]!;
}
