/** The demo's in-memory data: users and their posts. */

export interface User {
  id: number;
  name: string;
  email?: string;
}

export interface Post {
  id: number;
  userId: number;
  title: string;
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

  addUser(fields: Omit<User, 'id'>): User {
    const user: User = { id: this.#nextUser++, ...fields };
    this.users.set(user.id, user);
    return user;
  }

  addPost(fields: Omit<Post, 'id'>): Post {
    const post: Post = { id: this.#nextPost++, ...fields };
    this.posts.set(post.id, post);
    return post;
  }
}
