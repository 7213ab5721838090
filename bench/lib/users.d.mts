// Types of users.mjs: ListUser is the answer type the fw list server documents (its writer is
// generated from it) and bench/fixtures/serializer-types.ts measures.
import type { tags } from 'typia';

/** One user of the list answer. */
export interface ListUser {
  id: number & tags.Type<'uint32'>;
  name: string;
  email: string;
  role: 'admin' | 'member' | 'guest';
  active: boolean;
  tags: string[];
  address: { street: string; city: string; zip: string; country: string };
  createdAt: string;
  bio: string;
  /** Last: fast-json-stringify writes optional properties after the required ones. */
  age?: number;
}
export declare const LIST_SIZE: number;
export declare const SECRET_FIELD: string;
export declare function listUser(i: number): ListUser;
export declare function userList(options?: { secret?: boolean }): ListUser[];
export declare function wantsSecret(args: readonly string[]): boolean;
export declare const LIST_USER_SCHEMA: object;
export declare const USER_LIST_SCHEMA: object;
