/** unwrap: the body of a 2xx answer, or a ClientError holding any other answer. */
import type { NetworkFailure, UndocumentedAnswer } from './types.js';

/** Any answer a call resolves with, as much as unwrap reads of it. */
type AnyAnswer = { readonly ok: boolean; readonly status: number | string; readonly body?: unknown } | NetworkFailure;

/**
 * Thrown by {@link unwrap} for an answer that is not a 2xx: `answer` is that answer, typed as
 * the operation's non-2xx answers (fw's error body for a 4xx, an undocumented answer, a network
 * failure), `status` its status. `code` is `FW_CLIENT_NOT_OK`.
 */
export class ClientError<A = unknown> extends Error {
  readonly code = 'FW_CLIENT_NOT_OK';
  readonly answer: A;
  readonly status: number | 'undocumented' | 'network-error';

  constructor(answer: A & AnyAnswer) {
    const status =
      answer.status === 'undocumented' ? (answer as unknown as UndocumentedAnswer).httpStatus : answer.status;
    super(
      answer.status === 'network-error'
        ? `the request failed: ${String((answer as NetworkFailure).error)}`
        : `the API answered ${status}${answer.status === 'undocumented' ? ' (a status its document does not list)' : ''}`,
      answer.status === 'network-error' ? { cause: (answer as NetworkFailure).error } : undefined,
    );
    this.name = 'ClientError';
    this.answer = answer;
    this.status = answer.status as ClientError['status'];
  }
}

/**
 * The body of a 2xx answer; for any other answer, throws a {@link ClientError} holding it. The
 * full answer (every status typed) stays available by not unwrapping.
 *
 * @example const user = unwrap(await api.getUsersById({ params: { id: 1 } })); // User, or throws
 */
export function unwrap<A extends AnyAnswer>(
  answer: A,
): Extract<A, { readonly ok: true; readonly body: unknown }>['body'] {
  if (answer.ok) return (answer as { body: unknown }).body;
  throw new ClientError<Exclude<A, { readonly ok: true }>>(answer);
}
