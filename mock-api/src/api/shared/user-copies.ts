/**
 * Posts, comments, likes and follow lists hold copies of a user's summary (the shape the API
 * returns). When the one mutable part of a summary, the avatar, changes, every copy follows.
 */
import type { UserSummary } from '@murmur/contract';
import type { Db, StoredUser } from '@murmur/contract';
import { toSummary } from './summaries';

export function refreshCopiesOf(db: Db, user: StoredUser): void {
  const summary = toSummary(user);
  const refresh = (list: UserSummary[]) =>
    list.map((entry) => (entry.username === user.username ? summary : entry));
  const isAuthor = (record: { username: string }) => record.username === user.username;

  for (const post of db.posts) {
    if (isAuthor(post)) post.avatarURL = user.avatarURL;
    post.likes.likedBy = refresh(post.likes.likedBy);
    post.likes.dislikedBy = refresh(post.likes.dislikedBy);
    for (const comment of post.comments) {
      if (isAuthor(comment)) comment.avatarURL = user.avatarURL;
      comment.votes.upvotedBy = refresh(comment.votes.upvotedBy);
      comment.votes.downvotedBy = refresh(comment.votes.downvotedBy);
    }
  }
  for (const other of db.users) {
    other.followers = refresh(other.followers);
    other.following = refresh(other.following);
  }
}
