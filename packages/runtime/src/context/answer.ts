/**
 * A documented answer's JSON: written through the writer generated from its type, or, when the
 * value does not match the type, the `FW_ERR_RESPONSE_CONTRACT` error naming every problem.
 */
import { FwError, toPublicIssue, type PublicIssue } from '../errors.js';
import type { TypeDoc, ValidationIssue } from '../route.js';
import { problemList, runValidator } from '../validation/problems.js';

/** The route an answer is written for (a matched route is one), named by the error. */
export interface AnswerRoute {
  readonly method: string;
  readonly pattern: string;
}

/**
 * The JSON text of `value` as the answer `type` documents it, through `type.stringify` (which
 * writes only the properties the type declares, or gives null for a value that does not match the
 * type). For a value that does not match, nothing is written and `FW_ERR_RESPONSE_CONTRACT` is
 * thrown, naming the route, the `status` and every problem `type.check` finds (the first
 * `maxProblems` of them, with a count of the rest), so the app answers 500 through its error path.
 *
 * @example writeAnswer(user, value, { method: 'POST', pattern: '/users' }, 201, 10) // '{"id":1,"name":"Ada"}'
 */
export function writeAnswer(
  type: TypeDoc,
  value: unknown,
  route: AnswerRoute,
  status: number,
  maxProblems: number,
): string {
  const text = type.stringify?.(value);
  if (typeof text === 'string') return text;
  throw mismatch(type, value, route, status, maxProblems);
}

/** The error for a value the writer of `type` refused, with the problems its check names. */
function mismatch(type: TypeDoc, value: unknown, route: AnswerRoute, status: number, maxProblems: number): FwError {
  const outcome = type.check === undefined ? undefined : runValidator(type.check, value);
  // A writer that refuses what the check accepts (a hand-made TypeDoc, say) still names the whole value.
  const found =
    outcome !== undefined && !outcome.success && outcome.errors.length > 0
      ? outcome
      : {
          errors: [{ path: '$input', expected: `a value the JSON writer of ${type.name} accepts`, value }],
          stopped: false,
        };
  const { count, issues, more } = problemList(found, maxProblems);
  const named = issues.map(described);
  const first = named[0]!;
  const problems =
    named.map((p) => `${p.path} should be ${p.expected} (found ${p.found})`).join('; ') +
    (more === undefined ? '' : `; and ${more} more`);
  return new FwError('FW_ERR_RESPONSE_CONTRACT', {
    status,
    method: route.method,
    pattern: route.pattern,
    type: type.name,
    path: first.path,
    expected: first.expected,
    count,
    problems,
    issues: named,
    ...(more === undefined ? {} : { more }),
  });
}

/** A problem as the log names it: a string found is said as `a string`, since answers may hold private text. */
function described(issue: ValidationIssue): PublicIssue {
  const named = toPublicIssue(issue);
  return typeof issue.value === 'string' ? { ...named, found: 'a string' } : named;
}
