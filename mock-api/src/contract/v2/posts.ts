/**
 * Posts in `/api/v2`: the contract's rules (../posts.ts, ../bookmarks.ts), each write answering
 * the one post it changed as its writer now sees it; who liked a post is a page of its own.
 */
import type { Post, UserSummary } from '@murmur/contract';
import type { Author, DeletedPostAnswer, Page, PostAnswer } from '@murmur/contract';
import { readPageRequest, readPostContentV2, type Db, type StoredUser } from '@murmur/contract';
import { bookmarkPost, unbookmarkPost } from '../bookmarks';
import { findPost } from '../guards';
import { addDislike, addLike, publishPost, removePost, rewritePost } from '../posts';
import { readPage, storedOldestFirst } from './paging';
import type { Query } from './timelines';
import { authorOf, viewingAs } from './views';

type PostRule = (db: Db, me: StoredUser, postId: string) => Post;

const answerWith =
  (rule: PostRule) =>
  (db: Db, me: StoredUser, postId: string): PostAnswer => ({
    post: viewingAs(db, me).post(rule(db, me, postId)),
  });

export function getPostV2(db: Db, viewer: StoredUser | undefined, postId: string): PostAnswer {
  return { post: viewingAs(db, viewer).post(findPost(db, postId)) };
}

export function createPostV2(db: Db, me: StoredUser, body: unknown): PostAnswer {
  return { post: viewingAs(db, me).post(publishPost(db, me, readPostContentV2(body))) };
}

export function editPostV2(db: Db, me: StoredUser, postId: string, body: unknown): PostAnswer {
  const post = rewritePost(db, me, postId, () => readPostContentV2(body));
  return { post: viewingAs(db, me).post(post) };
}

export function deletePostV2(db: Db, me: StoredUser, postId: string): DeletedPostAnswer {
  removePost(db, me, postId);
  return { id: postId };
}

export const likePostV2 = answerWith(addLike);
export const dislikePostV2 = answerWith(addDislike);
export const bookmarkPostV2 = answerWith(bookmarkPost);
export const unbookmarkPostV2 = answerWith(unbookmarkPost);

/** The post's likedBy, kept in the order the likes came: the newest like first. */
export function postLikers(db: Db, postId: string, query: Query): Page<Author> {
  const request = readPageRequest(query);
  const likers = findPost(db, postId).likes.likedBy;
  return readPage(
    storedOldestFirst(likers, (user: UserSummary) => user._id),
    request,
    {
      view: authorOf,
    },
  );
}
