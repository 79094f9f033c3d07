/**
 * The SQL of posts and their likes (spec §4 "Backend state rules"). Each write locks the post's
 * row first, so concurrent likes of one post run one after another and the count stays exact.
 * Publishing, deleting and every change of a count are announced as live events.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { MOCK_MESSAGES, SPEC_MESSAGES, badRequest, notFound } from '@murmur/contract';
import type { Db } from '../../db/database';
import { inTransaction, type Trx } from '../../db/transaction';
import { announce, announcement } from '../live-events';
import type { Me } from '../users/writes';

/** The post's row, locked for this transaction; 404 when there is none. */
export async function lockPost(trx: Trx, postId: string) {
  const post = await trx
    .selectFrom('posts')
    .select(['id', 'author_id', 'like_count'])
    .where('id', '=', postId)
    .forUpdate()
    .executeTakeFirst();
  if (!post) throw notFound(MOCK_MESSAGES.postNotFound);
  return post;
}

/** The post and its announcement in one statement: they commit together, in one round trip. */
export async function createPost(db: Db, me: Me, content: string): Promise<string> {
  const now = new Date();
  const id = randomUUID();
  await db
    .with('post', (db) =>
      db
        .insertInto('posts')
        .values({ id, author_id: me.id, content, created_at: now, updated_at: now }),
    )
    .selectNoFrom(announcement({ type: 'post.created', postId: id, authorId: me.id }))
    .execute();
  return id;
}

/** Only the content changes: a body naming an author, likes or ids changes none of them. */
export function editPost(db: Db, me: Me, postId: string, content: string): Promise<void> {
  return inTransaction(db, async (trx) => {
    const post = await lockPost(trx, postId);
    if (post.author_id !== me.id) throw badRequest(SPEC_MESSAGES.editOthersPost);
    await trx
      .updateTable('posts')
      .set({ content, updated_at: new Date() })
      .where('id', '=', postId)
      .execute();
  });
}

/** Likes, comments, votes and every bookmark of the post go with it (ON DELETE CASCADE). */
export function deletePost(db: Db, me: Me, postId: string): Promise<void> {
  return inTransaction(db, async (trx) => {
    const post = await lockPost(trx, postId);
    if (post.author_id !== me.id) throw badRequest(SPEC_MESSAGES.deleteOthersPost);
    await trx.deleteFrom('posts').where('id', '=', postId).execute();
    await announce(trx, { type: 'post.deleted', postId });
  });
}

/**
 * The user's reaction to the post (true liked, false disliked). Read after the post's lock is held,
 * in a statement of its own: a statement waiting for the lock would still see the reactions as
 * they were when it started, and let a second like of the same user through.
 */
async function reactionOf(trx: Trx, postId: string, me: Me) {
  const row = await trx
    .selectFrom('post_reactions')
    .select('liked')
    .where('post_id', '=', postId)
    .where('user_id', '=', me.id)
    .executeTakeFirst();
  return row?.liked;
}

/**
 * Puts the user at the end of likedBy or dislikedBy, out of the other list, and moves the count:
 * one statement (a like is the benchmark's busiest write); then announces the post's new counts.
 */
async function react(trx: Trx, postId: string, me: Me, liked: boolean, change: 1 | -1) {
  const counts = await trx
    .with('reaction', (db) =>
      db
        .insertInto('post_reactions')
        .values({ post_id: postId, user_id: me.id, liked })
        .onConflict((conflict) =>
          conflict
            .columns(['post_id', 'user_id'])
            .doUpdateSet({ liked, seq: sql<string>`nextval('murmur_order')` }),
        ),
    )
    .updateTable('posts')
    .set({ like_count: sql<number>`like_count + ${change}`, updated_at: new Date() })
    .where('id', '=', postId)
    .returning(['like_count', 'comment_count'])
    .executeTakeFirstOrThrow();
  await announce(trx, {
    type: 'post.counted',
    postId,
    likeCount: counts.like_count,
    commentCount: counts.comment_count,
  });
}

export function likePost(db: Db, me: Me, postId: string): Promise<void> {
  return inTransaction(db, async (trx) => {
    await lockPost(trx, postId);
    if ((await reactionOf(trx, postId, me)) === true) throw badRequest(SPEC_MESSAGES.alreadyLiked);
    await react(trx, postId, me, true, 1);
  });
}

/** The count is checked before the list, as in the mock: at 0 the message is about 0. */
export function dislikePost(db: Db, me: Me, postId: string): Promise<void> {
  return inTransaction(db, async (trx) => {
    const post = await lockPost(trx, postId);
    if (post.like_count <= 0) throw badRequest(SPEC_MESSAGES.likesAtZero);
    if ((await reactionOf(trx, postId, me)) === false) {
      throw badRequest(SPEC_MESSAGES.alreadyDisliked);
    }
    await react(trx, postId, me, false, -1);
  });
}
