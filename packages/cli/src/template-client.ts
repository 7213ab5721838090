/**
 * The client files `fwc new` writes (`api-client.js`, `api-client.d.ts`): what `fwc build` generates
 * from the scaffold's document, so the scaffold's tests can use the client before its first build.
 * The document here is what the generator reads of the one `fwc build` writes for src/app.ts; a
 * test builds a scaffold and checks that the build leaves these files unchanged.
 */
import { generateClient } from '@fw/client/generate';
import { ERROR_BODY } from '@fw/runtime/internal';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const USER = {
  type: 'object',
  properties: {
    id: { type: 'number' },
    name: { type: 'string' },
    email: { oneOf: [{ type: 'string' }, { type: 'null' }] },
  },
  required: ['id', 'name'],
  description: 'A user as the API returns it.',
};

/** The scaffold's OpenAPI document, as far as the client generator reads it. */
function scaffoldDocument(name: string): object {
  return {
    openapi: '3.1.0',
    info: { title: name, version: '0.1.0' },
    paths: {
      '/': { get: { summary: 'About this API', operationId: 'about', responses: { 200: json(ref('About')) } } },
      '/users': {
        get: { summary: 'List users', operationId: 'listUsers', responses: { 200: json(ref('User_Array')) } },
        post: {
          summary: 'Create a user',
          operationId: 'createUser',
          requestBody: { required: true, ...json(ref('NewUser')) },
          responses: {
            201: json(ref('User')),
            400: json(ref('FwErrorBody')),
            413: json(ref('FwErrorBody')),
            415: json(ref('FwErrorBody')),
          },
        },
      },
      '/users/{id}': {
        get: {
          summary: 'One user',
          operationId: 'getUser',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { 200: json(ref('User')), 404: json(ref('FwErrorBody')) },
        },
      },
    },
    components: {
      schemas: {
        About: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            docs: { type: 'string' },
            openapi: { type: 'string' },
            health: { type: 'string' },
          },
          required: ['name', 'docs', 'openapi', 'health'],
          description: "What GET / answers: the API's name and where to read more.",
        },
        User_Array: { type: 'array', items: USER },
        User: USER,
        FwErrorBody: ERROR_BODY.schema,
        NewUser: {
          type: 'object',
          properties: { name: { type: 'string' }, email: { oneOf: [{ type: 'string' }, { type: 'null' }] } },
          required: ['name'],
          description: 'The body of POST /users.',
        },
      },
    },
  };
}

/** `api-client.js` and `api-client.d.ts` of a new project named `name`. */
export function scaffoldClientFiles(name: string): Record<string, string> {
  const { js, dts } = generateClient(scaffoldDocument(name));
  return { 'api-client.js': js, 'api-client.d.ts': dts };
}
