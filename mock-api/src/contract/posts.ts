/** Posts and their likes (spec §4 "Backend state rules", §5). Writes answer with every post. */
import type { PostResponse, PostsResponse } from '@murmur/core/src/types/api';
import type { Post } from '@murmur/core/src/types/domain';
import {
  SPEC_MESSAGES,
  readPostContent,
  timestampNow,
  type Db,
  type StoredUser,
} from '@murmur/contract';
import { findPost, findUserByUsername, mustOwn, refuseIf } from './guards';
import { newId } from './ids';
import { includesUser, toSummary, withoutUser } from './present';

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
  const content = readPostContent(body);
  const now = timestampNow();
  const post: Post = {
    _id: newId(),
    content,
    username: me.username,
    firstName: me.firstName,
    lastName: me.lastName,
    avatarURL: me.avatarURL,
    likes: { likeCount: 0, likedBy: [], dislikedBy: [] },
    comments: [],
    createdAt: now,
    updatedAt: now,
  };
  db.posts.unshift(post);
  return allPosts(db);
}

/** Only `content` is editable: a body that names an author, likes or ids changes none of them. */
export function editPost(db: Db, me: StoredUser, postId: string, body: unknown): PostsResponse {
  const post = findPost(db, postId);
  mustOwn(me, SPEC_MESSAGES.editOthersPost, post);
  post.content = readPostContent(body);
  post.updatedAt = timestampNow();
  return allPosts(db);
}

export function deletePost(db: Db, me: StoredUser, postId: string): PostsResponse {
  const post = findPost(db, postId);
  mustOwn(me, SPEC_MESSAGES.deleteOthersPost, post);
  db.posts = db.posts.filter((candidate) => candidate !== post);
  for (const user of db.users) {
    if (user.bookmarks.includes(postId)) {
      user.bookmarks = user.bookmarks.filter((id) => id !== postId);
    }
  }
  return allPosts(db);
}

export function likePost(db: Db, me: StoredUser, postId: string): PostsResponse {
  const post = findPost(db, postId);
  const { likes } = post;
  refuseIf(includesUser(likes.likedBy, me), SPEC_MESSAGES.alreadyLiked);
  likes.likeCount += 1;
  likes.likedBy = [...likes.likedBy, toSummary(me)];
  likes.dislikedBy = withoutUser(likes.dislikedBy, me);
  post.updatedAt = timestampNow();
  return allPosts(db);
}

/** The count is checked before the list, as in the original mock: at 0 the message is about 0. */
export function dislikePost(db: Db, me: StoredUser, postId: string): PostsResponse {
  const post = findPost(db, postId);
  const { likes } = post;
  refuseIf(likes.likeCount <= 0, SPEC_MESSAGES.likesAtZero);
  refuseIf(includesUser(likes.dislikedBy, me), SPEC_MESSAGES.alreadyDisliked);
  likes.likeCount -= 1;
  likes.likedBy = withoutUser(likes.likedBy, me);
  likes.dislikedBy = [...likes.dislikedBy, toSummary(me)];
  post.updatedAt = timestampNow();
  return allPosts(db);
}
