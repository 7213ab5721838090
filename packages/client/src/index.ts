/** @fw/client: typed calls to an fw API, from the module `fwc build` generates (see README). */
export { createClient } from './client.js';
export { ClientError, unwrap } from './unwrap.js';
export type {
  Answer,
  AnswerHeaders,
  CallInit,
  ClientOptions,
  FetchInit,
  FetchLike,
  FetchResponse,
  HeadersOption,
  InProcessApp,
  NetworkFailure,
  OperationTable,
  UndocumentedAnswer,
} from './types.js';
