/**
 * The paginated API (`/api/v2`, the table in `types.ts`) as schemas: the shapes it answers,
 * registered by `$id` (the OpenAPI document's component names, which say `V2`: the spec's API
 * shares that document), its answers, its bodies and its query strings.
 */
import { Type, type TSchema } from 'typebox';
import { closed, count, flag, ref, shape, text, timestamp, typed } from '../common/shapes';
import { LIMITS } from '../limits';
import type { Author as AuthorType, OwnProfile as OwnProfileType } from './types';
import type { CommentView as CommentViewType, Page, PostView as PostViewType } from './types';
import type { Profile as ProfileType, Vote as VoteType } from './types';

export { ErrorAnswer, ErrorBody } from '../common/shapes';
export * from './event-schemas';

const authorFields = { id: text, username: text, firstName: text, lastName: text, avatarURL: text };

export const Author = shape('AuthorV2', authorFields, {
  description: 'A user as a line in a list: who wrote, liked, follows.',
});

const profileFields = {
  ...authorFields,
  bio: text,
  website: text,
  createdAt: timestamp,
  updatedAt: timestamp,
  followerCount: count,
  followingCount: count,
  followedByMe: Type.Boolean({ description: 'false when signed out, and for oneself' }),
};

export const Profile = shape('ProfileV2', profileFields, {
  description: 'A profile as a reader sees it: counts instead of lists.',
});

export const OwnProfile = shape(
  'OwnProfileV2',
  { ...profileFields, email: text },
  { description: "The signed-in user's own profile: with the email, which no one else sees." },
);

const author = ref<AuthorType>(Author);

export const PostView = shape(
  'PostViewV2',
  {
    id: text,
    author,
    content: text,
    createdAt: timestamp,
    updatedAt: timestamp,
    likeCount: count,
    commentCount: count,
    likedByMe: flag,
    bookmarkedByMe: flag,
  },
  { description: "A post with its author, counts and the viewer's own state." },
);

const VOTES = ['up', 'down'] as const;
export const Vote = Type.Enum([...VOTES]);

export const CommentView = shape('CommentViewV2', {
  id: text,
  postId: text,
  author,
  text,
  createdAt: timestamp,
  updatedAt: timestamp,
  upvoteCount: count,
  downvoteCount: count,
  // Said as one enum (JSON Schema's own way), not a union of an enum and null.
  myVote: Type.Unsafe<VoteType | null>({ type: ['string', 'null'], enum: [...VOTES, null] }),
});

/** The shapes the answers refer to by `$id`: a server registers each once. */
export const SHAPES = [Author, Profile, OwnProfile, PostView, CommentView];

const postView = ref<PostViewType>(PostView);
const commentView = ref<CommentViewType>(CommentView);
const profile = ref<ProfileType>(Profile);
const ownProfile = ref<OwnProfileType>(OwnProfile);

/** `{ items, nextCursor }`: one page of a list. */
export const PageOf = <T extends TSchema>(item: T, options: object = {}) =>
  closed(
    {
      items: Type.Array(item),
      nextCursor: Type.Union([Type.String(), Type.Null()], {
        description: 'Ask for the next page with it; null on the last page.',
      }),
    },
    options,
  );

export const PostPage = PageOf(postView);
export const AuthorPage = PageOf(author);
export const CommentPage = PageOf(commentView);

export const SessionAnswer = closed({
  user: ownProfile,
  token: text,
  home: typed<Page<PostViewType>>(PageOf(postView), {
    description: "The first page of the viewer's home feed.",
  }),
});
/** Logging out (one session or every one): the token, or every token of the user, is refused. */
export const SignedOutAnswer = closed({ signedOut: Type.Literal(true) });
export const OwnProfileAnswer = closed({ user: ownProfile });
export const ProfileAnswer = closed({ user: profile });
export const SuggestionsAnswer = closed({ items: Type.Array(profile) });
export const FollowAnswer = closed({
  me: ref<OwnProfileType>(OwnProfile, { description: 'the viewer (their following count)' }),
  user: ref<ProfileType>(Profile, { description: 'the other user (their follower count)' }),
});
export const PostAnswer = closed({ post: postView });
export const DeletedPostAnswer = closed({ id: text });
export const CommentAnswer = closed({ comment: commentView, post: postView });
export const DeletedCommentAnswer = closed({ commentId: text, post: postView });
export const VoteAnswer = closed({ comment: commentView });

// Bodies: the fields themselves. Each is read by `inputs.ts` beside this file, whose §8 message answers a
// missing or blank field, so the schema requires none of them; their bounds are the reader's.

const notBlank = (maxLength: number) =>
  Type.String({ description: 'not blank; stored as sent', maxLength });
const link = (maxLength: number) =>
  Type.String({ description: 'empty, or an http:// or https:// address', maxLength });

export const PostContentBody = Type.Object({ content: Type.Optional(notBlank(LIMITS.post)) });
export const CommentContentBody = Type.Object({ text: Type.Optional(notBlank(LIMITS.comment)) });
export const ProfileEdit = Type.Object({
  bio: Type.Optional(Type.String({ maxLength: LIMITS.bio })),
  website: Type.Optional(link(LIMITS.website)),
  avatarURL: Type.Optional(link(LIMITS.avatar)),
});

/** What a client passes to ask for a page (the client's `limit` is a number). */
export const PageQuery = Type.Object({
  cursor: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  limit: Type.Optional(Type.Number()),
});

// Query strings as the server reads them: `keysetOf` refuses a bad one with the §8 words.

const limit = Type.String({ description: 'A whole number from 1 to 100; 20 when absent.' });

export const PageQueryString = Type.Object({
  cursor: Type.Optional(Type.String({ description: 'The nextCursor of the page before; opaque.' })),
  limit: Type.Optional(limit),
});
export const LimitQueryString = Type.Object({ limit: Type.Optional(limit) });
