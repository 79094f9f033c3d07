/**
 * Look-ups both APIs make before they answer: the same 404s with the same §8 messages, whichever
 * API a request came through.
 */
import { sql } from 'kysely';
import { MOCK_MESSAGES, notFound } from '@murmur/contract';
import type { Db } from '../../db/database';

/** 404 when there is no such post. */
export async function requirePost(db: Db, postId: string): Promise<void> {
  const post = await db
    .selectFrom('posts')
    .select('id')
    .where('id', '=', postId)
    .executeTakeFirst();
  if (!post) throw notFound(MOCK_MESSAGES.postNotFound);
}

/**
 * The id of the user with exactly this name, as a subquery: profiles are looked up by their exact
 * username, as the mock does (the lower() index finds it, the second condition keeps it exact).
 */
export const userIdNamed = (db: Db, username: string) =>
  db
    .selectFrom('users')
    .select('users.id')
    .where(sql<string>`lower(users.username)`, '=', username.toLowerCase())
    .where('users.username', '=', username);

/** The id of the user with this exact username; 404 when there is none. */
export async function userIdOf(db: Db, username: string): Promise<string> {
  const row = await userIdNamed(db, username).executeTakeFirst();
  if (!row) throw notFound(MOCK_MESSAGES.userNotFound);
  return row.id;
}
