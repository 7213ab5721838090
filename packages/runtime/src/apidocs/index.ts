/** The apidocs namespace: type markers, the OpenAPI generator, schema helpers and the docs page. */
import { jsonSchema, type } from './markers.js';
import { typeBaseName } from './names.js';
import { generateSpec } from './spec.js';
import { ui } from './ui.js';

/**
 * API documentation: `type<T>()` and `jsonSchema<T>()` are filled in at build time by the fw
 * transformer; `generateSpec` assembles the OpenAPI 3.1.0 document; `ui` serves it.
 *
 * @example
 * Router.post('/users', create).named('createUser').doc({ requestBody: apidocs.type<NewUser>(), responseBody: apidocs.type<User>() })
 * const spec = apidocs.generateSpec({ title: 'Users' }, App.routes)
 */
export const apidocs = Object.freeze({
  type,
  jsonSchema,
  generateSpec,
  ui,
  schema: Object.freeze({ typeBaseName }),
});

export type { SecurityScheme, SpecConfig, SpecOptions, TagDoc } from './spec.js';
export { ERROR_BODY, ERROR_BODY_NAME, describeMiddleware } from './describe.js';
export type { MiddlewareDoc } from './describe.js';
export type { UiConfig } from './ui.js';
