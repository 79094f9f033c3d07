/** Posts and their comments as the spec's API answers them (spec §4), shaped from their records. */
import type { Comment, Post } from '@murmur/contract';
import { formatTimestamp } from '@murmur/contract';
import type { Db } from '../../../db/database';
import type { ListBound } from '../../../repositories/shared/member-lists';
import { readPostRecords, type PostScope } from '../../../repositories/posts/records';
import { readCommentRecords, type CommentRecords } from '../../../repositories/comments/records';
import { summariesByOwner } from './summaries';

/** Each post's comments, oldest first. */
function commentsByPost({ comments, upvoters, downvoters }: CommentRecords) {
  const upvotersOf = summariesByOwner(upvoters);
  const downvotersOf = summariesByOwner(downvoters);
  const byPost = new Map<string, Comment[]>();
  for (const row of comments) {
    const comment: Comment = {
      _id: row.id,
      text: row.text,
      username: row.username,
      firstName: row.first_name,
      lastName: row.last_name,
      avatarURL: row.avatar_url,
      votes: { upvotedBy: upvotersOf(row.id), downvotedBy: downvotersOf(row.id) },
      createdAt: formatTimestamp(row.created_at),
      updatedAt: formatTimestamp(row.updated_at),
    };
    const list = byPost.get(row.post_id);
    if (list) list.push(comment);
    else byPost.set(row.post_id, [comment]);
  }
  return byPost;
}

export async function loadComments(
  db: Db,
  scope: PostScope,
  bound: ListBound = {},
): Promise<Map<string, Comment[]>> {
  return commentsByPost(await readCommentRecords(db, scope, bound));
}

export async function loadPosts(db: Db, scope: PostScope, bound: ListBound = {}): Promise<Post[]> {
  const [{ posts, likers, dislikers }, comments] = await Promise.all([
    readPostRecords(db, scope, bound),
    loadComments(db, scope, bound),
  ]);
  const likersOf = summariesByOwner(likers);
  const dislikersOf = summariesByOwner(dislikers);
  return posts.map((row) => ({
    _id: row.id,
    content: row.content,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    avatarURL: row.avatar_url,
    likes: {
      likeCount: row.like_count,
      likedBy: likersOf(row.id),
      dislikedBy: dislikersOf(row.id),
    },
    comments: comments.get(row.id) ?? [],
    createdAt: formatTimestamp(row.created_at),
    updatedAt: formatTimestamp(row.updated_at),
  }));
}

export const loadAllPosts = (db: Db, bound: ListBound = {}) =>
  loadPosts(db, { kind: 'all' }, bound);
