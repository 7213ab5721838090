/** The demo's in-memory data and the types its API documents. */
import type { tags } from 'typia';

/** A registered user. */
export interface User {
  /** Assigned by the server. */
  id: number & tags.Type<'uint32'>;
  /** Display name. */
  name: string & tags.MinLength<1> & tags.MaxLength<100>;
  /** Contact address, if the user gave one. */
  email?: string & tags.Format<'email'>;
}

/** What a client sends to create or replace a user. */
export interface NewUser {
  /** Display name. */
  name: string & tags.MinLength<1> & tags.MaxLength<100>;
  /** Contact address. */
  email?: string & tags.Format<'email'>;
}

/** A post written by a user. */
export interface Post {
  id: number & tags.Type<'uint32'>;
  /** The author's id. */
  userId: number & tags.Type<'uint32'>;
  title: string;
}

/** The answer of the status endpoint. */
export interface Status {
  status: 'ok';
  users: number & tags.Type<'uint32'>;
  posts: number & tags.Type<'uint32'>;
}

/** What the admin statistics route answers. */
export interface AdminStats {
  /** The role the admin check gave the request. */
  role: string;
  users: number & tags.Type<'uint32'>;
}

/** Requests telemetry has seen, and their average duration in microseconds. */
export interface Traffic {
  requests: number & tags.Type<'uint32'>;
  totalUs: number;
  averageUs: number;
}

/** An in-memory store; each app instance gets its own, so tests do not share state. */
export class Store {
  readonly users = new Map<number, User>();
  readonly posts = new Map<number, Post>();
  #nextUser = 1;
  #nextPost = 1;

  constructor() {
    this.addUser({ name: 'Ada Lovelace', email: 'ada@example.com' });
    this.addUser({ name: 'Alan Turing' });
    this.addPost({ userId: 1, title: 'Notes on the Analytical Engine' });
    this.addPost({ userId: 2, title: 'On Computable Numbers' });
  }

  /** Copies the fields a user has, by name: whatever else `fields` holds is never stored. */
  addUser(fields: NewUser): User {
    return this.putUser(this.#nextUser++, fields);
  }

  /** Creates or replaces user `id` from the declared fields only. */
  putUser(id: number, fields: NewUser): User {
    const user: User = { id, name: fields.name };
    if (fields.email !== undefined) user.email = fields.email;
    this.users.set(id, user);
    return user;
  }

  addPost(fields: Omit<Post, 'id'>): Post {
    const post: Post = { id: this.#nextPost++, userId: fields.userId, title: fields.title };
    this.posts.set(post.id, post);
    return post;
  }
}
