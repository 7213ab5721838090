/** HTTP status names accepted wherever a status is expected (`"created"` as well as `201`). */
import { FwError } from './errors.js';

/** Named statuses, by name: `.ok`, `.created`, `.bad_request` and the rest. */
export const STATUS = {
  continue: 100,
  switching_protocols: 101,
  processing: 102,
  early_hints: 103,
  ok: 200,
  created: 201,
  accepted: 202,
  non_authoritative_information: 203,
  no_content: 204,
  reset_content: 205,
  partial_content: 206,
  multi_status: 207,
  multiple_choices: 300,
  moved_permanently: 301,
  found: 302,
  see_other: 303,
  not_modified: 304,
  temporary_redirect: 307,
  permanent_redirect: 308,
  bad_request: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  not_acceptable: 406,
  proxy_authentication_required: 407,
  request_timeout: 408,
  conflict: 409,
  gone: 410,
  length_required: 411,
  precondition_failed: 412,
  payload_too_large: 413,
  content_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  range_not_satisfiable: 416,
  expectation_failed: 417,
  teapot: 418,
  misdirected_request: 421,
  unprocessable_entity: 422,
  unprocessable_content: 422,
  locked: 423,
  failed_dependency: 424,
  too_early: 425,
  upgrade_required: 426,
  precondition_required: 428,
  too_many_requests: 429,
  request_header_fields_too_large: 431,
  unavailable_for_legal_reasons: 451,
  internal_server_error: 500,
  not_implemented: 501,
  bad_gateway: 502,
  service_unavailable: 503,
  gateway_timeout: 504,
  http_version_not_supported: 505,
  insufficient_storage: 507,
  network_authentication_required: 511,
} as const;

/** A status name such as `"ok"`, `"created"` or `"bad_request"`. */
export type StatusName = keyof typeof STATUS;

/** A status as a number (100 to 599) or a name. */
export type Status = number | StatusName;

/** One decimal digit, for the status types. */
export type Digit = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/**
 * `S` when it can be a status: a number literal from 100 to 599, a status name, or a plain
 * `number` (checked when the answer is written); `never` for a number literal outside 100-599,
 * so `ctx.json(999, body)` is a type error where the status is written.
 *
 * @example function f<S extends Status>(status: S & CheckedStatus<S>) {} // f(201) ok, f(999) error
 */
export type CheckedStatus<S> = S extends number
  ? number extends S
    ? S
    : `${S}` extends `${1 | 2 | 3 | 4 | 5}${Digit}${Digit}`
      ? S
      : never
  : S;

/**
 * Resolves a status number or name to its number; throws `FW_ERR_BAD_STATUS` for anything else.
 *
 * @example toStatusCode('created') // 201
 */
export function toStatusCode(status: Status): number {
  if (typeof status === 'number') {
    if (Number.isInteger(status) && status >= 100 && status <= 599) return status;
  } else if (Object.hasOwn(STATUS, status)) {
    return STATUS[status];
  }
  throw new FwError('FW_ERR_BAD_STATUS', { status: JSON.stringify(status) });
}

/**
 * `toStatusCode` for the status of an answer: a 1xx status is refused with `FW_ERR_INTERIM_STATUS`,
 * since an interim response cannot end one (the client would go on waiting for the final answer).
 *
 * @example finalStatus('created') // 201; finalStatus(103) throws FW_ERR_INTERIM_STATUS
 */
export function finalStatus(status: Status): number {
  if (typeof status === 'number' && Number.isInteger(status) && status >= 200 && status <= 599) return status;
  const code = toStatusCode(status);
  if (code < 200) throw new FwError('FW_ERR_INTERIM_STATUS', { status: code });
  return code;
}
