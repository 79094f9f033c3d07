/**
 * The shapes every answer is built from (spec §4), registered once by `$id`. A response schema
 * names every field it sends: anything else (a password hash, a stray column) is dropped.
 */
import { closed, timestamp } from '../../shared/schemas';

export { SIGNED_IN, params, withErrors } from '../../shared/schemas';

const text = { type: 'string' } as const;

export const UserSummary = {
  $id: 'UserSummary',
  description: 'A user as others see them in a list: five public fields.',
  ...closed({ _id: text, firstName: text, lastName: text, username: text, avatarURL: text }),
} as const;

const summaries = { type: 'array', items: { $ref: 'UserSummary#' } } as const;

export const Comment = {
  $id: 'Comment',
  ...closed({
    _id: text,
    text,
    username: text,
    firstName: text,
    lastName: text,
    avatarURL: text,
    votes: closed({ upvotedBy: summaries, downvotedBy: summaries }),
    createdAt: timestamp,
    updatedAt: timestamp,
  }),
} as const;

export const Post = {
  $id: 'Post',
  ...closed({
    _id: text,
    content: text,
    username: text,
    firstName: text,
    lastName: text,
    avatarURL: text,
    likes: closed({
      likeCount: { type: 'integer', minimum: 0 },
      likedBy: summaries,
      dislikedBy: summaries,
    }),
    comments: { type: 'array', items: { $ref: 'Comment#' } },
    createdAt: timestamp,
    updatedAt: timestamp,
  }),
} as const;

export const User = {
  $id: 'User',
  description:
    'A user. Others see `email` blank and `bookmarks` empty; the owner sees both. Never a password.',
  ...closed({
    _id: text,
    username: text,
    firstName: text,
    lastName: text,
    email: text,
    avatarURL: text,
    bio: text,
    website: text,
    followers: summaries,
    following: summaries,
    bookmarks: { type: 'array', items: { $ref: 'Post#' } },
    createdAt: timestamp,
    updatedAt: timestamp,
  }),
} as const;

export const V1_SHAPES = [UserSummary, Comment, Post, User];

const ref = (id: string) => ({ $ref: `${id}#` }) as const;

/** `{ [key]: Schema }` with the one key required. */
export const answerWith = (key: string, schema: object) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: [key],
    properties: { [key]: schema },
  }) as const;

export const postsAnswer = answerWith('posts', { type: 'array', items: ref('Post') });
export const postAnswer = answerWith('post', ref('Post'));
export const commentsAnswer = answerWith('comments', { type: 'array', items: ref('Comment') });
export const userAnswer = answerWith('user', ref('User'));
export const usersAnswer = answerWith('users', { type: 'array', items: ref('User') });
export const bookmarksAnswer = answerWith('bookmarks', { type: 'array', items: ref('Post') });
