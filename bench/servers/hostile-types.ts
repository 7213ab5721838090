/**
 * The body types of the hostile-input benchmark (bench/hostile.mjs): fw-hostile.ts declares its
 * routes with them, and SCHEMAS holds the JSON Schema the transformer derives from each, which
 * fastify-hostile.mjs gives Fastify as its route schemas (so both check the same schema).
 */
import { apidocs } from '@fw/runtime';
import type { tags } from 'typia';

/** The normal validated POST (the HTTP benchmark's NewUser). */
export interface Valid {
  name: string & tags.MinLength<1> & tags.MaxLength<100>;
  email: string & tags.Format<'email'>;
  age?: number & tags.Type<'uint32'>;
  role: 'admin' | 'member' | 'guest';
}
/** A template literal type, checked by a generated regular expression. */
export interface Template {
  s: `${string}@${string}.${string}`;
}
/** A user's pattern that backtracks exponentially (a ReDoS). */
export interface Redos {
  // fw-accept-redos: the bench measures what a backtracking pattern costs when a user accepts it
  s: string & tags.Pattern<'^(a+)+$'>;
}
/** A list of numbers (sent 300,000 wrong items, nested arrays, a body of `[`). */
export interface Items {
  items: number[];
}
/** A number (sent `1e309`, which JSON.parse makes Infinity). */
export interface Num {
  n: number;
}
/** A recursive type (sent a tree as deep as the limit allows). */
export interface Tree {
  children: Tree[];
}
/** A record (sent 60,000 keys). */
export type Dict = Record<string, number>;
/** A plain string (sent one 1 MiB string). */
export interface Text {
  s: string;
}
/** Formats, each sent 1 MiB strings of hostile shapes. */
export interface Email {
  s: string & tags.Format<'email'>;
}
/** See Email. */
export interface Url {
  s: string & tags.Format<'url'>;
}
/** See Email. */
export interface Uri {
  s: string & tags.Format<'uri'>;
}
/** See Email. */
export interface Uuid {
  s: string & tags.Format<'uuid'>;
}
/** See Email. */
export interface DateTime {
  s: string & tags.Format<'date-time'>;
}
/** See Email. */
export interface Ipv4 {
  s: string & tags.Format<'ipv4'>;
}
/** See Email. */
export interface Ipv6 {
  s: string & tags.Format<'ipv6'>;
}
/** See Email. */
export interface Hostname {
  s: string & tags.Format<'hostname'>;
}

/**
 * The JSON Schema of each route's body, keyed by the route's path: what fw's OpenAPI document
 * publishes for the type, computed at build time. Fastify's routes use them as their body schemas.
 */
export const SCHEMAS: Record<string, string> = {
  '/valid': apidocs.jsonSchema<Valid>(),
  '/template': apidocs.jsonSchema<Template>(),
  '/redos': apidocs.jsonSchema<Redos>(),
  '/items': apidocs.jsonSchema<Items>(),
  '/num': apidocs.jsonSchema<Num>(),
  '/tree': apidocs.jsonSchema<Tree>(),
  '/dict': apidocs.jsonSchema<Dict>(),
  '/text': apidocs.jsonSchema<Text>(),
  '/email': apidocs.jsonSchema<Email>(),
  '/url': apidocs.jsonSchema<Url>(),
  '/uri': apidocs.jsonSchema<Uri>(),
  '/uuid': apidocs.jsonSchema<Uuid>(),
  '/date-time': apidocs.jsonSchema<DateTime>(),
  '/ipv4': apidocs.jsonSchema<Ipv4>(),
  '/ipv6': apidocs.jsonSchema<Ipv6>(),
  '/hostname': apidocs.jsonSchema<Hostname>(),
};
