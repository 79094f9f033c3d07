/** The checks every rule shares, written once: who is calling, does it exist, do they own it. */
import type { Comment, Post } from '@murmur/contract';
import {
  HttpError,
  MOCK_MESSAGES,
  SPEC_MESSAGES,
  badRequest,
  notFound,
  tokenFromHeader,
  type Db,
  type StoredUser,
} from '@murmur/contract';
import { hasEnded, readToken } from './token';

/**
 * The user behind an `authorization` header; a token of a user who no longer exists is 404, one
 * whose session was ended (logged out) 401.
 */
export async function authenticate(db: Db, authorization: string | undefined): Promise<StoredUser> {
  return (await authenticateSession(db, authorization)).user;
}

/** `authenticate`, with the session the token names (for logging out of it). */
export async function authenticateSession(db: Db, authorization: string | undefined) {
  const claims = await readToken(tokenFromHeader(authorization));
  const user = db.users.find((candidate) => candidate._id === claims._id);
  if (!user || user.username !== claims.username) {
    throw new HttpError(404, SPEC_MESSAGES.unknownUser);
  }
  if (hasEnded(user._id, claims.sid)) throw new HttpError(401, SPEC_MESSAGES.invalidToken);
  return { user, sid: claims.sid };
}

export function findPost(db: Db, postId: string): Post {
  const post = db.posts.find((candidate) => candidate._id === postId);
  if (!post) throw notFound(MOCK_MESSAGES.postNotFound);
  return post;
}

export function findComment(post: Post, commentId: string): Comment {
  const comment = post.comments.find((candidate) => candidate._id === commentId);
  if (!comment) throw notFound(MOCK_MESSAGES.commentNotFound);
  return comment;
}

export function findUserById(db: Db, userId: string): StoredUser {
  const user = db.users.find((candidate) => candidate._id === userId);
  if (!user) throw notFound(MOCK_MESSAGES.userNotFound);
  return user;
}

export function findUserByUsername(db: Db, username: string): StoredUser {
  const user = db.users.find((candidate) => candidate.username === username);
  if (!user) throw notFound(MOCK_MESSAGES.userNotFound);
  return user;
}

/** Refused with 400 unless `user` wrote one of `records` (owned by username, which never changes). */
export function mustOwn(
  user: StoredUser,
  message: string,
  ...records: { username: string }[]
): void {
  if (!records.some((record) => record.username === user.username)) throw badRequest(message);
}

/** A rule that refuses the call with 400 when `broken` holds. */
export function refuseIf(broken: boolean, message: string): void {
  if (broken) throw badRequest(message);
}
