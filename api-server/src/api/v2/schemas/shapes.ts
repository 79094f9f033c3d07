/**
 * The shapes of the paginated API (`@murmur/core/src/types/v2.ts`), registered once by `$id` beside
 * the contract's. Each names every field it sends, so a column never leaves by accident.
 */
import { SIGNED_IN, SIGNED_IN_OR_NOT, closed, timestamp } from '../../shared/schemas';

export { params, withErrors } from '../../shared/schemas';

const text = { type: 'string' } as const;
const count = { type: 'integer', minimum: 0 } as const;
const flag = { type: 'boolean' } as const;
const ref = (id: string) => ({ $ref: `${id}#` }) as const;

const authorFields = { id: text, username: text, firstName: text, lastName: text, avatarURL: text };

export const AuthorV2 = {
  $id: 'AuthorV2',
  description: 'A user as a line in a list: who wrote, liked, follows.',
  ...closed(authorFields),
} as const;

const profileFields = {
  ...authorFields,
  bio: text,
  website: text,
  createdAt: timestamp,
  updatedAt: timestamp,
  followerCount: count,
  followingCount: count,
  followedByMe: { ...flag, description: 'false when signed out, and for oneself' },
};

export const ProfileV2 = {
  $id: 'ProfileV2',
  description: 'A profile as a reader sees it: counts instead of lists.',
  ...closed(profileFields),
} as const;

export const OwnProfileV2 = {
  $id: 'OwnProfileV2',
  description: "The signed-in user's own profile: with the email, which no one else sees.",
  ...closed({ ...profileFields, email: text }),
} as const;

export const PostViewV2 = {
  $id: 'PostViewV2',
  description: "A post with its author, counts and the viewer's own state.",
  ...closed({
    id: text,
    author: ref('AuthorV2'),
    content: text,
    createdAt: timestamp,
    updatedAt: timestamp,
    likeCount: count,
    commentCount: count,
    likedByMe: flag,
    bookmarkedByMe: flag,
  }),
} as const;

export const CommentViewV2 = {
  $id: 'CommentViewV2',
  ...closed({
    id: text,
    postId: text,
    author: ref('AuthorV2'),
    text,
    createdAt: timestamp,
    updatedAt: timestamp,
    upvoteCount: count,
    downvoteCount: count,
    myVote: { type: ['string', 'null'], enum: ['up', 'down', null] },
  }),
} as const;

export const V2_SHAPES = [AuthorV2, ProfileV2, OwnProfileV2, PostViewV2, CommentViewV2];

/** `{ items, nextCursor }`: one page of a list. */
export const pageOf = (itemId: string) =>
  closed({
    items: { type: 'array', items: ref(itemId) },
    nextCursor: {
      type: ['string', 'null'],
      description: 'Ask for the next page with it; null on the last page.',
    },
  });

/** `?cursor&limit` of every list; read by `keysetOf`, which refuses a bad one with the §-words. */
export const pageQuery = {
  type: 'object',
  properties: {
    cursor: { type: 'string', description: 'The nextCursor of the page before; opaque.' },
    limit: { type: 'string', description: 'A whole number from 1 to 100; 20 when absent.' },
  },
} as const;

export const limitQuery = {
  type: 'object',
  properties: { limit: pageQuery.properties.limit },
} as const;

export const answerWith = (properties: Record<string, object>) => closed(properties);

export const postAnswer = answerWith({ post: ref('PostViewV2') });
export const commentAnswer = answerWith({ comment: ref('CommentViewV2'), post: ref('PostViewV2') });
export const ownProfileAnswer = answerWith({ user: ref('OwnProfileV2') });
export const sessionAnswer = answerWith({
  user: ref('OwnProfileV2'),
  token: text,
  home: { ...pageOf('PostViewV2'), description: "The first page of the viewer's home feed." },
});

export const TOKEN = SIGNED_IN;
export const OPTIONAL_TOKEN = SIGNED_IN_OR_NOT;
