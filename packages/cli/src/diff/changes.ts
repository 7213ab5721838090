/** What the diff reports: one change between the two documents, whether it breaks clients, and where it is in each. */

/** Which way data flows through a schema: clients write requests and read responses. */
export type Direction = 'request' | 'response';

/**
 * How a set of values changed from base to head: it takes more values (`widened`), fewer
 * (`narrowed`), or some of both (`changed`).
 */
export type Relation = 'widened' | 'narrowed' | 'changed';

/**
 * Whether a change of `relation` breaks clients in `direction`: a request that accepts fewer
 * values refuses what clients send; a response that can hold more values surprises what clients read.
 */
export function breaks(direction: Direction, relation: Relation): boolean {
  return relation === 'changed' || (direction === 'request' ? relation === 'narrowed' : relation === 'widened');
}

/** A change found inside a schema, relative to where its comparison started. */
export interface SchemaChange {
  /** The change without its context, as `property-removed` or `max-length-narrowed`. */
  readonly aspect: string;
  readonly breaking: boolean;
  /** Below the compared schema: `.name`, `[]` (array items), `.tags[0]`, `<kind=cat>` (one member of a union); empty at the schema itself. */
  readonly where: string;
  readonly message: string;
  readonly base: string | undefined;
  readonly head: string | undefined;
}

/** One difference between the base and head documents, as `fwc diff` prints it. */
export interface Change {
  /**
   * Stable name of this change, for accepting it: `<rule>:<METHOD>:<path>[:<where>]`, as in
   * `response-body-property-removed:GET:/users/{id}:200.body.email`. The path is the base
   * document's (the head's for an added operation).
   */
  readonly id: string;
  /** The kind of change, as `request-parameter-removed` or `response-body-enum-widened`. */
  readonly rule: string;
  readonly breaking: boolean;
  /** `GET /users/{id}`. */
  readonly operation: string;
  /** Where in the operation: `query.limit`, `body.name`, `200.header.location`, `200.body[].id`; empty for the operation itself. */
  readonly where: string;
  readonly message: string;
  /** JSON pointer of the changed part in the base document (`#/components/schemas/User/properties/email`), null where it has none. */
  readonly base: string | null;
  /** JSON pointer of the changed part in the head document, null where it has none. */
  readonly head: string | null;
}
