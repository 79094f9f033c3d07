/** Posts as the API shows them (PostView): a timeline's page, or one post. */
import type { Page, PostView } from '@murmur/contract';
import { MOCK_MESSAGES, formatTimestamp, notFound } from '@murmur/contract';
import type { Db } from '../../../db/database';
import type { Keyset } from '../../../repositories/shared/keyset';
import type { ViewerId } from '../../../repositories/shared/user-columns';
import { findPostRow, type PostRow, type TimelineQuery } from '../../../repositories/posts/pages';
import { toAuthor } from './authors';
import { pageOfRows } from './keyset';

export const toPostView = (row: PostRow): PostView => ({
  id: row.id,
  author: toAuthor(row),
  content: row.content,
  createdAt: formatTimestamp(row.created_at),
  updatedAt: formatTimestamp(row.updated_at),
  likeCount: row.like_count,
  commentCount: row.comment_count,
  likedByMe: Boolean(row.liked_by_me),
  bookmarkedByMe: Boolean(row.bookmarked_by_me),
});

/** A timeline's page (a query of repositories/posts/pages.ts's `timelineQueries`). */
export async function readTimeline(query: TimelineQuery, keyset: Keyset): Promise<Page<PostView>> {
  return pageOfRows(await query.execute(), keyset, toPostView);
}

/** One post as the viewer sees it; 404 when there is none. */
export async function readPostView(db: Db, viewer: ViewerId, postId: string): Promise<PostView> {
  const row = await findPostRow(db, viewer, postId);
  if (!row) throw notFound(MOCK_MESSAGES.postNotFound);
  return toPostView(row);
}
