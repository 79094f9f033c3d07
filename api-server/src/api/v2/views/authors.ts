/** A user as a line in a list (an author, a liker, a follower): five columns, read by alias. */
import type { Author } from '@murmur/contract';

export const authorColumns = [
  'users.id as author_id',
  'users.username as author_username',
  'users.first_name as author_first_name',
  'users.last_name as author_last_name',
  'users.avatar_url as author_avatar_url',
] as const;

export interface AuthorRow {
  author_id: string;
  author_username: string;
  author_first_name: string;
  author_last_name: string;
  author_avatar_url: string;
}

export const toAuthor = (row: AuthorRow): Author => ({
  id: row.author_id,
  username: row.author_username,
  firstName: row.author_first_name,
  lastName: row.author_last_name,
  avatarURL: row.author_avatar_url,
});

/** Who is reading: their id, or null when no token came (their flags are then false). */
export type ViewerId = string | null;
