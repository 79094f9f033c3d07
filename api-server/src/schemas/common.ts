/**
 * The shapes every answer is built from (spec §4), registered once by `$id`. A response schema
 * names every field it sends: anything else (a password hash, a stray column) is dropped.
 */
import { TIMESTAMP_PATTERN } from '@murmur/contract';

const text = { type: 'string' } as const;
export const timestamp = {
  type: 'string',
  pattern: TIMESTAMP_PATTERN.source,
  description: 'Local time with its offset (spec §9), e.g. 2026-11-22T10:15:00+05:30',
} as const;

export const closed = <P extends Record<string, unknown>>(properties: P) => ({
  type: 'object' as const,
  additionalProperties: false,
  required: Object.keys(properties),
  properties,
});

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

export const ErrorBody = {
  $id: 'ErrorBody',
  type: 'object',
  additionalProperties: false,
  required: ['errors'],
  properties: {
    errors: { type: 'array', items: text, description: 'The message to show, first.' },
    requestId: { ...text, description: 'On 500 only: quote it to find the failure in the log.' },
  },
} as const;

export const SHARED_SCHEMAS = [UserSummary, Comment, Post, User, ErrorBody];

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

/** Every refusal and failure has the same body: `{ errors: [message] }`. */
export const errorAnswers = { '4xx': ref('ErrorBody'), '5xx': ref('ErrorBody') } as const;

export const withErrors = <R extends Record<number, object>>(responses: R) => ({
  ...responses,
  ...errorAnswers,
});

/** Path parameters: ids and usernames are opaque strings. */
export const params = (...names: string[]) =>
  ({
    type: 'object',
    required: names,
    properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])),
  }) as const;

export const SIGNED_IN = [{ token: [] as string[] }];
