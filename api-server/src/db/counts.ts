/**
 * The counts kept on rows (a post's comments, a user's followers and followings, a comment's votes)
 * are written by each write in its own transaction. Rows loaded in bulk (the seeds) start at 0:
 * this sets them from the rows they count, set-based, touching only the rows whose count is off.
 * (Migration 002 does the same for the rows that existed before the counts did.)
 */
import { sql } from 'kysely';
import type { Trx } from './transaction';

export async function countLoadedRows(trx: Trx): Promise<void> {
  await sql`
    UPDATE posts SET comment_count = counted.n
    FROM (SELECT post_id, count(*)::int AS n FROM comments GROUP BY post_id) AS counted
    WHERE counted.post_id = posts.id AND posts.comment_count <> counted.n`.execute(trx);
  await sql`
    UPDATE users SET follower_count = counted.n
    FROM (SELECT followee_id, count(*)::int AS n FROM follows GROUP BY followee_id) AS counted
    WHERE counted.followee_id = users.id AND users.follower_count <> counted.n`.execute(trx);
  await sql`
    UPDATE users SET following_count = counted.n
    FROM (SELECT follower_id, count(*)::int AS n FROM follows GROUP BY follower_id) AS counted
    WHERE counted.follower_id = users.id AND users.following_count <> counted.n`.execute(trx);
  await sql`
    UPDATE comments SET upvote_count = counted.up, downvote_count = counted.down
    FROM (
      SELECT comment_id,
        (count(*) FILTER (WHERE up))::int AS up,
        (count(*) FILTER (WHERE NOT up))::int AS down
      FROM comment_votes GROUP BY comment_id
    ) AS counted
    WHERE counted.comment_id = comments.id
      AND (comments.upvote_count, comments.downvote_count) <> (counted.up, counted.down)`.execute(
    trx,
  );
}
