/**
 * The SQL of comments and their votes. Writes lock the post (comments) or the comment (votes). A
 * comment added or deleted is announced as a live event, with its post's new counts; edits and
 * votes are not (the events carry no text and no vote counts).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { MOCK_MESSAGES, SPEC_MESSAGES, badRequest, notFound } from '@murmur/contract';
import type { Db } from '../../db/database';
import { inTransaction, type Trx } from '../../db/transaction';
import { announce } from '../live-events';
import { lockPost } from '../posts/writes';
import type { Me } from '../users/writes';

export interface CommentTarget {
  postId: string;
  commentId: string;
}

async function lockComment(trx: Trx, { postId, commentId }: CommentTarget) {
  const comment = await trx
    .selectFrom('comments')
    .select(['id', 'author_id'])
    .where('id', '=', commentId)
    .where('post_id', '=', postId)
    .forUpdate()
    .executeTakeFirst();
  if (!comment) throw notFound(MOCK_MESSAGES.commentNotFound);
  return comment;
}

/**
 * A comment written, edited or deleted changes its post's time, and its count by `change`;
 * answers the post's counts.
 */
const touchPost = (trx: Trx, postId: string, at: Date, change: -1 | 0 | 1 = 0) =>
  trx
    .updateTable('posts')
    .set({ updated_at: at, comment_count: sql<number>`comment_count + ${change}` })
    .where('id', '=', postId)
    .returning(['like_count', 'comment_count'])
    .executeTakeFirstOrThrow();

const counted = (postId: string, counts: { like_count: number; comment_count: number }) =>
  ({
    type: 'post.counted',
    postId,
    likeCount: counts.like_count,
    commentCount: counts.comment_count,
  }) as const;

/** Answers the new comment's id. */
export function addComment(db: Db, me: Me, postId: string, text: string): Promise<string> {
  return inTransaction(db, async (trx) => {
    await lockPost(trx, postId);
    const now = new Date();
    const id = randomUUID();
    // The comment and its post's count in one statement: a comment is one of the busiest writes.
    const counts = await trx
      .with('comment', (db) =>
        db.insertInto('comments').values({
          id,
          post_id: postId,
          author_id: me.id,
          text,
          created_at: now,
          updated_at: now,
        }),
      )
      .updateTable('posts')
      .set({ updated_at: now, comment_count: sql<number>`comment_count + 1` })
      .where('id', '=', postId)
      .returning(['like_count', 'comment_count'])
      .executeTakeFirstOrThrow();
    await announce(
      trx,
      { type: 'comment.created', postId, commentId: id },
      counted(postId, counts),
    );
    return id;
  });
}

/** Only the text is editable, and only by the comment's author. */
export function editComment(db: Db, me: Me, target: CommentTarget, text: string): Promise<void> {
  return inTransaction(db, async (trx) => {
    await lockPost(trx, target.postId);
    const comment = await lockComment(trx, target);
    if (comment.author_id !== me.id) throw badRequest(SPEC_MESSAGES.editOthersComment);
    const now = new Date();
    await trx
      .updateTable('comments')
      .set({ text, updated_at: now })
      .where('id', '=', comment.id)
      .execute();
    await touchPost(trx, target.postId, now);
  });
}

/** The comment's author may delete it, and so may the author of the post it sits under. */
export function deleteComment(db: Db, me: Me, target: CommentTarget): Promise<void> {
  return inTransaction(db, async (trx) => {
    const post = await lockPost(trx, target.postId);
    const comment = await lockComment(trx, target);
    if (comment.author_id !== me.id && post.author_id !== me.id) {
      throw badRequest(SPEC_MESSAGES.deleteOthersComment);
    }
    await trx.deleteFrom('comments').where('id', '=', comment.id).execute();
    const counts = await touchPost(trx, target.postId, new Date(), -1);
    await announce(
      trx,
      { type: 'comment.deleted', postId: target.postId, commentId: comment.id },
      counted(target.postId, counts),
    );
  });
}

async function vote(db: Db, me: Me, target: CommentTarget, up: boolean): Promise<void> {
  await inTransaction(db, async (trx) => {
    const postExists = await trx
      .selectFrom('posts')
      .select('id')
      .where('id', '=', target.postId)
      .executeTakeFirst();
    if (!postExists) throw notFound(MOCK_MESSAGES.postNotFound);
    const comment = await lockComment(trx, target);
    const current = await trx
      .selectFrom('comment_votes')
      .select('up')
      .where('comment_id', '=', comment.id)
      .where('user_id', '=', me.id)
      .executeTakeFirst();
    if (current?.up === up) {
      throw badRequest(up ? SPEC_MESSAGES.alreadyUpvoted : SPEC_MESSAGES.alreadyDownvoted);
    }
    await trx
      .insertInto('comment_votes')
      .values({ comment_id: comment.id, user_id: me.id, up })
      .onConflict((conflict) =>
        conflict
          .columns(['comment_id', 'user_id'])
          .doUpdateSet({ up, seq: sql<string>`nextval('murmur_order')` }),
      )
      .execute();
    // A vote moved from the other side leaves it; a first vote only adds.
    const moved = current === undefined ? 0 : 1;
    await trx
      .updateTable('comments')
      .set({
        updated_at: new Date(),
        upvote_count: sql<number>`upvote_count + ${up ? 1 : -moved}`,
        downvote_count: sql<number>`downvote_count + ${up ? -moved : 1}`,
      })
      .where('id', '=', comment.id)
      .execute();
  });
}

export const upvoteComment = (db: Db, me: Me, target: CommentTarget) => vote(db, me, target, true);
export const downvoteComment = (db: Db, me: Me, target: CommentTarget) =>
  vote(db, me, target, false);
