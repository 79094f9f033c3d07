/** The contract's data as plain values: the mock's whole state, and the seed the server loads into SQL. */
import type { Post, User } from './v1/domain';

/**
 * A user as the mock stores it: the API's user plus the password, with bookmarks kept as post ids
 * so a bookmark always shows the post as it is now (likes, comments), and vanishes with the post.
 */
export interface StoredUser extends Omit<User, 'bookmarks'> {
  password: string;
  bookmarks: string[];
}

export interface Db {
  users: StoredUser[];
  /** Newest first; new posts go to the front. */
  posts: Post[];
}
