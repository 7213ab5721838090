/**
 * Build-time ReDoS check: every regular expression a generated check runs on request data (a
 * typia `tags.Pattern<...>`, fw's template-literal patterns) is analysed with recheck, and one
 * whose matching time can grow faster than its input is an FW2011 error at the tag.
 */
import { createRequire } from 'node:module';
import ts from 'typescript';
import type * as Recheck from 'recheck';
import type { MetadataSchema } from '../adapters/typia.js';
import { templatePattern } from './templates.js';
import { eachMetadata } from './walk.js';

/** Why a pattern is refused: its growth and the shape of an input that shows it. */
export interface RedosFinding {
  /** `exponential` or `polynomial` (with its degree, as `polynomial (degree 3)`). */
  readonly complexity: string;
  /** The attack string as recheck writes it, such as `'a' + 'a'.repeat(31) + '\x00'`. */
  readonly attack: string;
}

/** A comment on the pattern's line or the line before it that accepts a slow pattern deliberately. */
const ACCEPT_REDOS = 'fw-accept-redos';

/**
 * recheck, loaded on the first pattern: it is a large compiled bundle (about 0.1 s to load), and
 * most builds have no pattern to check.
 */
let recheck: typeof Recheck | undefined;

/** Runs recheck once per pattern text for one transformer (a program, or a runner service's projects). */
export class RedosChecker {
  readonly #verdicts = new Map<string, RedosFinding | null>();

  /** The finding for `pattern` (flags as the generated check uses them), or null when it runs in linear time. */
  check(pattern: string, flags = ''): RedosFinding | null {
    const key = `${flags}/${pattern}`;
    let verdict = this.#verdicts.get(key);
    if (verdict === undefined) {
      // Step limits only, no time limits inside the analysis: recheck's fuzzing otherwise counts an
      // attack that merely runs slowly on a busy machine as proof, so a build under load could
      // fail on a linear pattern. The overall time-out stays, as a bound.
      recheck ??= createRequire(__filename)('recheck') as typeof Recheck;
      const result = recheck.checkSync(pattern, flags, {
        timeout: 10_000,
        attackTimeout: null,
        incubationTimeout: null,
        seedingTimeout: null,
      });
      // `unknown` (recheck gave up within its time) is not reported: only a proven growth fails a build.
      verdict =
        result.status === 'vulnerable'
          ? {
              complexity:
                result.complexity.type === 'polynomial'
                  ? `polynomial (degree ${result.complexity.degree})`
                  : result.complexity.type,
              attack: result.attack.pattern,
            }
          : null;
      this.#verdicts.set(key, verdict);
    }
    return verdict;
  }
}

/** A pattern a type's checks run on input: a `Pattern` tag's text, or a template literal type's pattern. */
export interface CheckedPattern {
  readonly pattern: string;
  /** `tag` for a user's `tags.Pattern<...>`, `template` for fw's own pattern of a template literal type. */
  readonly from: 'tag' | 'template';
}

/** Every pattern the checks of `meta` run on strings, each once. */
export function patternsOf(meta: MetadataSchema): CheckedPattern[] {
  const out = new Map<string, CheckedPattern>();
  eachMetadata(meta, (m) => {
    for (const atomic of m.atomics) {
      for (const group of atomic.tags) {
        for (const tag of group)
          if (tag.kind === 'pattern' && typeof tag.value === 'string')
            out.set(tag.value, { pattern: tag.value, from: 'tag' });
      }
    }
    for (const template of m.templates) {
      const pattern = templatePattern(template.row);
      if (!out.has(pattern)) out.set(pattern, { pattern, from: 'template' });
    }
  });
  return [...out.values()];
}

/**
 * The string literals of `Pattern<'...'>` type arguments with the text `pattern` in the
 * program's own source files (not declaration files or node_modules), where FW2011 is reported.
 */
export function patternLiterals(program: ts.Program, pattern: string): ts.StringLiteral[] {
  const out: ts.StringLiteral[] = [];
  for (const file of program.getSourceFiles()) {
    if (file.isDeclarationFile || file.fileName.includes('/node_modules/') || !file.text.includes('Pattern')) continue;
    const visit = (node: ts.Node): void => {
      if (
        ts.isTypeReferenceNode(node) &&
        (ts.isIdentifier(node.typeName) ? node.typeName : node.typeName.right).text === 'Pattern'
      ) {
        for (const argument of node.typeArguments ?? []) {
          if (
            ts.isLiteralTypeNode(argument) &&
            ts.isStringLiteral(argument.literal) &&
            argument.literal.text === pattern
          )
            out.push(argument.literal);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return out;
}

/** Whether the literal's line, or the line before it, holds the `fw-accept-redos` comment. */
export function isAccepted(literal: ts.Node): boolean {
  const file = literal.getSourceFile();
  const { line } = file.getLineAndCharacterOfPosition(literal.getStart(file));
  const lines = file.getLineStarts();
  const from = lines[Math.max(0, line - 1)]!;
  const to = line + 1 < lines.length ? lines[line + 1]! : file.text.length;
  return file.text.slice(from, to).includes(ACCEPT_REDOS);
}
