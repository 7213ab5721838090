/**
 * Bounded problem lists: the validators fw generates stop after {@link MAX_PROBLEMS} problems, and
 * a 400 lists the first `maxProblems` of them with a count of the rest, so an invalid body of any
 * size costs a bounded amount of work and answer.
 */
import type { ValidationIssue, Validator } from '../route.js';

/** A generated validator stops checking once it has found this many problems. */
export const MAX_PROBLEMS = 100;

/** How many problems a 400 lists by default (`Router.define({ maxProblems })` changes it, up to {@link MAX_PROBLEMS}). */
export const DEFAULT_LISTED_PROBLEMS = 10;

/** One problem as a generated validator reports it. */
interface ReportedProblem {
  readonly path: string;
  readonly expected: string;
  readonly value: unknown;
  description?: string;
}

/** Thrown by the reporter out of a generated validator when it has found {@link MAX_PROBLEMS} problems. */
class ProblemLimit extends Error {
  constructor(readonly problems: ReportedProblem[]) {
    super(`validation stopped after ${MAX_PROBLEMS} problems`);
  }
}

/**
 * The problem reporter generated validators call (in place of typia's `_validateReport`, with the
 * same rule for which problems are kept: a problem at a path that the last one lies under is the
 * same failure seen from its parent and is not kept). After {@link MAX_PROBLEMS} problems it stops
 * the validator by throwing; {@link runValidator} turns that into a failed result.
 *
 * @example const report = _validateReport(errors); report(true, { path: '$input.n', expected: 'number', value: 'x' })
 */
export function _validateReport(array: ReportedProblem[]): (exceptable: boolean, problem: ReportedProblem) => false {
  return (exceptable, problem) => {
    if (!exceptable) return false;
    const last = array.length === 0 ? undefined : array[array.length - 1]!.path;
    if (last !== undefined && problem.path.length <= last.length && last.startsWith(problem.path)) return false;
    if (array.length >= MAX_PROBLEMS) throw new ProblemLimit(array);
    array.push(problem);
    return false;
  };
}

/** A validator's result: its value, or the problems found (`stopped` when checking ended at the limit). */
export type ValidationOutcome<T> =
  | { readonly success: true; readonly data: T }
  | { readonly success: false; readonly errors: readonly ValidationIssue[]; readonly stopped: boolean };

/**
 * Runs a generated validator; a validator stopped by the problem limit gives a failed result with
 * the problems found so far and `stopped: true`.
 */
export function runValidator<T>(validate: Validator<T>, value: unknown): ValidationOutcome<T> {
  try {
    const result = validate(value);
    return result.success ? result : { success: false, errors: result.errors, stopped: false };
  } catch (error) {
    if (error instanceof ProblemLimit) return { success: false, errors: error.problems, stopped: true };
    throw error;
  } finally {
    // The refused string belongs to this request: not kept past its validation.
    refusedText = undefined;
    refusedBy = undefined;
  }
}

// A generated validator checks a value twice when it fails: a fast pass decides, then a second
// pass names the problems. The string checks that can cost time in the length of the string (a
// `tags.Pattern`, a format) go through `_testOnce` and `_checkOnce`, which remember the last
// string they refused and answer the second pass's same question without running the check again.
/** The last string a check refused during the current validation, or undefined. */
let refusedText: string | undefined;
/** What refused it: the check function, or the pattern's source. */
let refusedBy: unknown;

/**
 * `pattern.test(text)`, without running the pattern again on the string it last refused in this
 * validation (a check is a pure function of the string, so the answer is the same).
 *
 * @example _testOnce(/^a+$/, 'ab') // false; asked again in the problem pass, false without a test
 */
export function _testOnce(pattern: RegExp, text: string): boolean {
  if (text === refusedText && pattern.source === refusedBy) return false;
  if (pattern.test(text)) return true;
  refusedText = text;
  refusedBy = pattern.source;
  return false;
}

/**
 * `check(text)` for a format check, without running it again on the string it last refused in
 * this validation.
 *
 * @example _checkOnce(_isFormatUrl, 'x') // false
 */
export function _checkOnce(check: (text: string) => boolean, text: string): boolean {
  if (text === refusedText && check === refusedBy) return false;
  if (check(text)) return true;
  refusedText = text;
  refusedBy = check;
  return false;
}

/**
 * The error parameters of a failed validation: the first `listed` problems as `issues`, `more`
 * counting the others found, and `count` for the message (`100 or more` when checking stopped).
 */
export function problemList(
  outcome: { readonly errors: readonly ValidationIssue[]; readonly stopped: boolean },
  listed: number,
): { count: string; issues: readonly ValidationIssue[]; more?: number } {
  const { errors, stopped } = outcome;
  const count = stopped ? `${errors.length} or more` : String(errors.length);
  return errors.length <= listed
    ? { count, issues: errors }
    : { count, issues: errors.slice(0, listed), more: errors.length - listed };
}
