/**
 * What a successful write announces to open pages (the live events of @murmur/contract), for the
 * writes of both APIs that change what people see: each API's route table names, beside a write,
 * which of these it gives. Edits, votes, bookmarks, profile edits, sign-ups and logins announce
 * nothing. The API server announces the same writes alike.
 */
import type { Db, Post, PostCountedEvent, StoredUser } from '@murmur/contract';
import type { Announce, ApiRequest } from '../../mirage/route';
import { authenticate, findPost } from './guards';
import { commentTarget, postId } from './params';

const postOf = (db: Db, request: ApiRequest) => findPost(db, postId(request));

const counted = (post: Post): PostCountedEvent => ({
  type: 'post.counted',
  postId: post._id,
  likeCount: post.likes.likeCount,
  commentCount: post.comments.length,
});

/** The store keeps posts newest first (a new one is unshifted): the write's post is the first. */
export const postCreated: Announce = async (db, request) => {
  const author = await authenticate(db, request.authorization);
  const post = db.posts[0];
  if (post?.username !== author.username) throw new Error('The new post is not first in the Db.');
  return [{ type: 'post.created', postId: post._id, authorId: author._id }];
};

export const postDeleted: Announce = (_db, request) => [
  { type: 'post.deleted', postId: postId(request) },
];

export const likesCounted: Announce = (db, request) => [counted(postOf(db, request))];

/** Comments are kept oldest first (a new one is appended): the write's comment is the last. */
export const commentCreated: Announce = (db, request) => {
  const post = postOf(db, request);
  const comment = post.comments.at(-1);
  if (!comment) throw new Error('The new comment is not last under its post.');
  return [{ type: 'comment.created', postId: post._id, commentId: comment._id }, counted(post)];
};

export const commentDeleted: Announce = (db, request) => {
  const post = postOf(db, request);
  const { commentId } = commentTarget(request);
  return [{ type: 'comment.deleted', postId: post._id, commentId }, counted(post)];
};

/** Each API names the followed user its own way (v1 by id, v2 by username). */
export type Followee = (db: Db, request: ApiRequest) => StoredUser;

export const followed =
  (following: boolean, followee: Followee): Announce =>
  async (db, request) => {
    const follower = await authenticate(db, request.authorization);
    const user = followee(db, request);
    return [
      {
        type: 'user.followed',
        followerId: follower._id,
        followeeId: user._id,
        following,
        followerCount: user.followers.length,
      },
    ];
  };
