/**
 * What v2 shows of the mock's records: users as author lines or profiles with counts, posts
 * and comments with counts and the viewer's own state instead of everyone's lists. Never a
 * password; an email only in the viewer's own profile.
 */
import type { Comment, Post, UserSummary } from '@murmur/contract';
import type { Author, CommentView, OwnProfile, PostView, Profile, Vote } from '@murmur/contract';
import type { Db, StoredUser } from '@murmur/contract';
import { includesUser } from '../shared/summaries';

export function authorOf({ _id, username, firstName, lastName, avatarURL }: UserSummary): Author {
  return { id: _id, username, firstName, lastName, avatarURL };
}

/** `followedByMe` is false when signed out, and for oneself. */
export function profileOf(user: StoredUser, viewer: StoredUser | undefined): Profile {
  return {
    ...authorOf(user),
    bio: user.bio,
    website: user.website,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    followerCount: user.followers.length,
    followingCount: user.following.length,
    followedByMe:
      viewer !== undefined && viewer._id !== user._id && includesUser(viewer.following, user),
  };
}

export function ownProfileOf(me: StoredUser): OwnProfile {
  return { ...profileOf(me, me), email: me.email };
}

/** Posts and comments as one viewer (or nobody, signed out) sees them. */
export interface Viewing {
  post(post: Post): PostView;
  comment(post: Post, comment: Comment): CommentView;
}

function voteOf(comment: Comment, viewer: StoredUser | undefined): Vote | null {
  if (!viewer) return null;
  if (includesUser(comment.votes.upvotedBy, viewer)) return 'up';
  if (includesUser(comment.votes.downvotedBy, viewer)) return 'down';
  return null;
}

export function viewingAs(db: Db, viewer: StoredUser | undefined): Viewing {
  // Posts and comments name their author by username; the user record has the id. Looked up once
  // per call, on the few users there are, only when a post or comment is shown.
  let usersByName: Map<string, StoredUser> | undefined;
  const author = (record: Post | Comment): Author => {
    usersByName ??= new Map(db.users.map((user) => [user.username, user]));
    const user = usersByName.get(record.username);
    return user ? authorOf(user) : authorOf({ ...record, _id: '' });
  };

  return {
    post: (post) => ({
      id: post._id,
      author: author(post),
      content: post.content,
      createdAt: post.createdAt,
      updatedAt: post.updatedAt,
      likeCount: post.likes.likeCount,
      commentCount: post.comments.length,
      likedByMe: viewer !== undefined && includesUser(post.likes.likedBy, viewer),
      bookmarkedByMe: viewer !== undefined && viewer.bookmarks.includes(post._id),
    }),
    comment: (post, comment) => ({
      id: comment._id,
      postId: post._id,
      author: author(comment),
      text: comment.text,
      createdAt: comment.createdAt,
      updatedAt: comment.updatedAt,
      upvoteCount: comment.votes.upvotedBy.length,
      downvoteCount: comment.votes.downvotedBy.length,
      myVote: voteOf(comment, viewer),
    }),
  };
}
