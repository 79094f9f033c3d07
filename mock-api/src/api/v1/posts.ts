/**
 * Posts and their likes in v1 (spec §5, §7): each write answers with every post, as the original
 * backend did.
 */
import type { PostResponse, PostsResponse } from '@murmur/contract';
import { type Db, type StoredUser, v1 } from '@murmur/contract';
import { findPost, findUserByUsername } from '../shared/guards';
import { addDislike, addLike, publishPost, removePost, rewritePost } from '../shared/posts';

const allPosts = (db: Db): PostsResponse => ({ posts: db.posts });

export const listPosts = allPosts;

export function getPost(db: Db, postId: string): PostResponse {
  return { post: findPost(db, postId) };
}

export function listPostsByUser(db: Db, username: string): PostsResponse {
  const author = findUserByUsername(db, username);
  return { posts: db.posts.filter((post) => post.username === author.username) };
}

export function createPost(db: Db, me: StoredUser, body: unknown): PostsResponse {
  publishPost(db, me, v1.readPostContent(body));
  return allPosts(db);
}

/** A body that names an author, likes or ids changes none of them. */
export function editPost(db: Db, me: StoredUser, postId: string, body: unknown): PostsResponse {
  rewritePost(db, me, postId, () => v1.readPostContent(body));
  return allPosts(db);
}

export function deletePost(db: Db, me: StoredUser, postId: string): PostsResponse {
  removePost(db, me, postId);
  return allPosts(db);
}

export function likePost(db: Db, me: StoredUser, postId: string): PostsResponse {
  addLike(db, me, postId);
  return allPosts(db);
}

export function dislikePost(db: Db, me: StoredUser, postId: string): PostsResponse {
  addDislike(db, me, postId);
  return allPosts(db);
}
