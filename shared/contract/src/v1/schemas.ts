/**
 * The spec's API (`/api`, spec §3, §4, §7) as schemas: the shapes it answers, registered by `$id`,
 * its answers, and its request bodies twice, as a client sends them (the types' source) and as the
 * server accepts them (looser: the spec's other spellings, and fields read by `inputs.ts`, whose
 * §8 messages a schema refusal would replace).
 */
import { Type } from 'typebox';
import { closed, ref, shape, text, timestamp, typed } from '../common/shapes';
import { LIMITS, NAME_PATTERN, USERNAME_PATTERN } from '../limits';
import type { Comment as CommentType, Likes as LikesType, Post as PostType } from './domain';
import type {
  User as UserType,
  UserSummary as UserSummaryType,
  Votes as VotesType,
} from './domain';

export { ErrorAnswer, ErrorBody } from '../common/shapes';

export const UserSummary = shape(
  'UserSummary',
  { _id: text, firstName: text, lastName: text, username: text, avatarURL: text },
  { description: 'A user as others see them in a list: five public fields.' },
);

const summaries = Type.Array(ref<UserSummaryType>(UserSummary));

export const Votes = closed({ upvotedBy: summaries, downvotedBy: summaries });

export const Comment = shape('Comment', {
  _id: text,
  text,
  username: text,
  firstName: text,
  lastName: text,
  avatarURL: text,
  votes: typed<VotesType>(Votes),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const Likes = closed({
  likeCount: Type.Integer({ minimum: 0 }),
  likedBy: summaries,
  dislikedBy: summaries,
});

export const Post = shape('Post', {
  _id: text,
  content: text,
  username: text,
  firstName: text,
  lastName: text,
  avatarURL: text,
  likes: typed<LikesType>(Likes),
  comments: Type.Array(ref<CommentType>(Comment)),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const User = shape(
  'User',
  {
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
    bookmarks: Type.Array(ref<PostType>(Post)),
    createdAt: timestamp,
    updatedAt: timestamp,
  },
  {
    description:
      'A user. Others see `email` blank and `bookmarks` empty; the owner sees both. Never a password.',
  },
);

/** The shapes the answers refer to by `$id`: a server registers each once. */
export const SHAPES = [UserSummary, Comment, Post, User];

const post = ref<PostType>(Post);
const comment = ref<CommentType>(Comment);
const user = ref<UserType>(User);

export const LoginAnswer = closed({ foundUser: user, encodedToken: text });
export const SignupAnswer = closed({ createdUser: user, encodedToken: text });
export const PostsAnswer = closed({ posts: Type.Array(post) });
export const PostAnswer = closed({ post });
export const CommentsAnswer = closed({ comments: Type.Array(comment) });
export const UsersAnswer = closed({ users: Type.Array(user) });
export const UserAnswer = closed({ user });
export const BookmarksAnswer = closed({ bookmarks: Type.Array(post) });
export const FollowAnswer = closed({
  user: ref<UserType>(User, { description: 'the caller (own view)' }),
  followUser: ref<UserType>(User, { description: 'the other user (public view)' }),
});

// Requests as a client sends them: what the types say.

export const LoginRequest = Type.Object({ username: text, password: text });
export const SignupRequest = Type.Object({
  username: text,
  password: text,
  firstName: text,
  lastName: text,
  email: Type.Optional(text),
});
export const PostData = Type.Object({ content: text });
export const PostRequest = Type.Object({ postData: PostData });
export const CommentData = Type.Object({ text });
export const CommentRequest = Type.Object({ commentData: CommentData });
export const ProfileUpdate = Type.Object({ bio: text, website: text, avatarURL: text });
export const EditUserRequest = Type.Object({ userData: ProfileUpdate });

// Requests as the server accepts them: `inputs.ts` reads each field with its §8 message. Their
// bounds (`limits.ts`) are never stricter than the reader's, so a body the schema refuses is
// answered with the reader's own message (the server reads it again to find it).

/**
 * A field sign-up reads as text when it is text (and as blank when it is not): bounded only when
 * it is text. Said as `anyOf`, since JSON Schema's string keywords belong to a string type.
 */
const textIfAny = (description: string, bounds: { maxLength: number; pattern?: string }) =>
  Type.Unsafe<unknown>({
    description,
    anyOf: [{ type: 'string', ...bounds }, { not: { type: 'string' } }],
  });

const name = (description: string) =>
  textIfAny(description, { maxLength: LIMITS.name, pattern: NAME_PATTERN });

export const LoginBody = Type.Object({
  // Not typed: as in the mock, an odd username is simply not found (404), not refused.
  username: Type.Optional(
    Type.Unknown({ description: 'string; matched regardless of case, trimmed' }),
  ),
  password: Type.Optional(textIfAny('string', { maxLength: LIMITS.loginPasswordMax })),
});

export const SignupBody = Type.Object({
  username: Type.Optional(
    Type.String({
      description: `trimmed, then ${LIMITS.usernameMin} to ${LIMITS.usernameMax} letters, digits, ".", "_" or "-"; unique regardless of case`,
      pattern: USERNAME_PATTERN,
    }),
  ),
  password: Type.Optional(
    Type.String({
      description: 'not blank',
      minLength: LIMITS.passwordMin,
      maxLength: LIMITS.passwordMax,
    }),
  ),
  firstName: Type.Optional(name('string, trimmed')),
  lastName: Type.Optional(name('string, trimmed')),
  firstname: Type.Optional(
    name('as the sign-up form spells it (spec §2); read if firstName is blank'),
  ),
  lastname: Type.Optional(
    name('as the sign-up form spells it (spec §2); read if lastName is blank'),
  ),
  email: Type.Optional(textIfAny('string, trimmed; optional', { maxLength: LIMITS.email })),
});

const content = Type.String({
  description: 'not blank; stored as sent',
  maxLength: LIMITS.post,
});

export const PostBody = Type.Object({
  postData: Type.Union([content, Type.Object({ content })], {
    description: 'The text itself (spec §7), or `{ content }`',
  }),
});

const commentText = Type.String({ description: 'not blank', maxLength: LIMITS.comment });

export const CommentBody = Type.Object({
  commentData: Type.Optional(
    Type.Union([commentText, Type.Object({ text: Type.Optional(commentText) })], {
      description: '`{ text }`, or the text alone',
    }),
  ),
});

const link = (maxLength: number) =>
  Type.String({ description: 'empty, or an http:// or https:// address', maxLength });

const editable = {
  bio: Type.Optional(Type.String({ maxLength: LIMITS.bio })),
  website: Type.Optional(link(LIMITS.website)),
  avatarURL: Type.Optional(link(LIMITS.avatar)),
};

const namesAnEditableField = Object.keys(editable).map((field) => ({ required: [field] }));

/** The fields in one of the places a profile edit is read from, naming at least one of them. */
const profileFields = Type.Object(editable, { anyOf: namesAnEditableField });

export const ProfileBody = Type.Union(
  [
    Type.Object(
      { userData: profileFields },
      { description: 'In `userData`, as Murmur sends them' },
    ),
    Type.Object(
      { userDetails: profileFields },
      { description: 'In `userDetails`, as spec §7 also names it' },
    ),
    Type.Object(editable, {
      description: 'At the top level of the body, as the original client sends them',
      anyOf: namesAnEditableField,
    }),
  ],
  {
    description:
      'Only bio, website and avatarURL change; a missing field keeps its value. They are read ' +
      'from `userData`, else `userDetails`, else the body itself: the first of these that names ' +
      'any of them, and only it. A body naming none is refused (400).',
  },
);
