/**
 * A user as a line in a list (an author, a liker, a follower): five columns, read by alias, as
 * the v2 API's authors (`authorColumns`) and as the spec's API's summaries (`summaryColumns`).
 */

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

/** Who is reading: their id, or null when no token came (their flags are then false). */
export type ViewerId = string | null;

export const summaryColumns = [
  'users.id as user_id',
  'users.first_name',
  'users.last_name',
  'users.username',
  'users.avatar_url',
] as const;

export interface SummaryRow {
  user_id: string;
  first_name: string;
  last_name: string;
  username: string;
  avatar_url: string;
}
