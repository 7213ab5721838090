/** Build-time markers: calls the fw transformer replaces; without it they throw a setup error. */
import { FwError } from '../errors.js';
import type { TypeDoc } from '../route.js';

/** Throws the error that says the transformer is not configured and how to configure it. */
function notTransformed(marker: string): never {
  throw new FwError('FW_ERR_MARKER_NOT_TRANSFORMED', { marker });
}

/**
 * The schema data of `T`, for `.doc({ requestBody, responseBody })`.
 * @fwMarker type
 */
export function type<T>(): TypeDoc<T> {
  return notTransformed('apidocs.type<T>()');
}

/**
 * The JSON Schema of `T` as a JSON string, computed at build time.
 * @fwMarker jsonSchema
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- T is the argument the transformer reads at build time.
export function jsonSchema<T>(): string {
  return notTransformed('apidocs.jsonSchema<T>()');
}
