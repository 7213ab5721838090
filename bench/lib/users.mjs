// The list answer of the `list` HTTP scenario and of bench/serializer.mjs: the same 100 users,
// built by the same code, so the in-process writer numbers and the HTTP numbers are about the
// same bytes (35,877 of JSON). Every server of the scenario imports it; the type is in users.d.mts.

/** Number of users in the list. */
export const LIST_SIZE = 100;

/**
 * The property the servers add to each record when started with `secret` (parity test only): a
 * property the list type does not declare, which a writer generated from the type must drop.
 */
export const SECRET_FIELD = 'passwordHash';

/**
 * User `i` of the list: only the properties ListUser declares, in its declaration order. The
 * optional `age` comes last because fast-json-stringify writes required properties before
 * optional ones: so ordered, every server sends the same bytes.
 */
export function listUser(i) {
  return {
    id: i,
    name: `User ${i}`,
    email: `user${i}@example.com`,
    role: i % 3 === 0 ? 'admin' : 'member',
    active: i % 2 === 0,
    tags: ['alpha', 'beta'],
    address: { street: `${i} Engine Street`, city: 'London', zip: 'N1 9GU', country: 'United Kingdom' },
    createdAt: '2026-11-25T10:00:00.000Z',
    bio: 'Writes programs for the Analytical Engine and notes on what such machines may one day compose.',
    age: 20 + (i % 50),
  };
}

/**
 * A fresh list of the LIST_SIZE users. With `secret`, each record also carries SECRET_FIELD (not
 * declared by the type), as a record read from a database might: the parity test starts fw and
 * Fastify with it to see that their writers drop it. The benchmark never measures that variant.
 */
export function userList({ secret = false } = {}) {
  return Array.from({ length: LIST_SIZE }, (_, i) =>
    secret ? { ...listUser(i), [SECRET_FIELD]: `$argon2id$v=19$m=65536,t=3,p=4$user${i}` } : listUser(i),
  );
}

/** Whether a server's arguments after its kind ask for the records with SECRET_FIELD. */
export function wantsSecret(args) {
  return args.includes('secret');
}

/** The JSON Schema of one user (the ListUser type), properties in the type's order: Fastify's response schema. */
export const LIST_USER_SCHEMA = {
  type: 'object',
  required: ['id', 'name', 'email', 'role', 'active', 'tags', 'address', 'createdAt', 'bio'],
  properties: {
    id: { type: 'integer', minimum: 0, maximum: 4294967295 },
    name: { type: 'string' },
    email: { type: 'string' },
    role: { type: 'string', enum: ['admin', 'member', 'guest'] },
    active: { type: 'boolean' },
    tags: { type: 'array', items: { type: 'string' } },
    address: {
      type: 'object',
      required: ['street', 'city', 'zip', 'country'],
      properties: {
        street: { type: 'string' },
        city: { type: 'string' },
        zip: { type: 'string' },
        country: { type: 'string' },
      },
    },
    createdAt: { type: 'string' },
    bio: { type: 'string' },
    age: { type: 'number' },
  },
};

/** The JSON Schema of the answer, a list of users. */
export const USER_LIST_SCHEMA = { type: 'array', items: LIST_USER_SCHEMA };
