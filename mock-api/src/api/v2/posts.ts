/**
 * Posts in v2: the rules both APIs share (../shared/posts.ts, ../shared/bookmarks.ts), each write answering
 * the one post it changed as its writer now sees it; who liked a post is a page of its own.
 */
import type { Post, UserSummary } from '@murmur/contract';
import type { Author, DeletedPostAnswer, Page, PostAnswer } from '@murmur/contract';
import { readPageRequest, type Db, type StoredUser, v2 } from '@murmur/contract';
import { bookmarkPost as addBookmark, unbookmarkPost as removeBookmark } from '../shared/bookmarks';
import { findPost } from '../shared/guards';
import { addDislike, addLike, publishPost, removePost, rewritePost } from '../shared/posts';
import { readPage, storedOldestFirst } from './paging';
import type { Query } from './timelines';
import { authorOf, viewingAs } from './views';

type PostRule = (db: Db, me: StoredUser, postId: string) => Post;

const answerWith =
  (rule: PostRule) =>
  (db: Db, me: StoredUser, postId: string): PostAnswer => ({
    post: viewingAs(db, me).post(rule(db, me, postId)),
  });

export function getPost(db: Db, viewer: StoredUser | undefined, postId: string): PostAnswer {
  return { post: viewingAs(db, viewer).post(findPost(db, postId)) };
}

export function createPost(db: Db, me: StoredUser, body: unknown): PostAnswer {
  return { post: viewingAs(db, me).post(publishPost(db, me, v2.readPostContent(body))) };
}

export function editPost(db: Db, me: StoredUser, postId: string, body: unknown): PostAnswer {
  const post = rewritePost(db, me, postId, () => v2.readPostContent(body));
  return { post: viewingAs(db, me).post(post) };
}

export function deletePost(db: Db, me: StoredUser, postId: string): DeletedPostAnswer {
  removePost(db, me, postId);
  return { id: postId };
}

export const likePost = answerWith(addLike);
export const dislikePost = answerWith(addDislike);
export const bookmarkPost = answerWith(addBookmark);
export const unbookmarkPost = answerWith(removeBookmark);

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
