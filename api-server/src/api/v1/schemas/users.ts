/** Users, profiles, follows and bookmarks (spec §7). */
import { SIGNED_IN, bookmarksAnswer, params, userAnswer, usersAnswer, withErrors } from './shapes';

const editable = {
  bio: { type: 'string' },
  website: { type: 'string', description: 'empty, or an http:// or https:// address' },
  avatarURL: { type: 'string', description: 'empty, or an http:// or https:// address' },
} as const;

const namesAnEditableField = Object.keys(editable).map((field) => ({ required: [field] }));

/** The fields in one of the places a profile edit is read from, naming at least one of them. */
const profileFields = {
  type: 'object',
  properties: editable,
  anyOf: namesAnEditableField,
} as const;

export const profileBody = {
  type: 'object',
  description:
    'Only bio, website and avatarURL change; a missing field keeps its value. They are read ' +
    'from `userData`, else `userDetails`, else the body itself: the first of these that names ' +
    'any of them, and only it. A body naming none is refused (400).',
  anyOf: [
    {
      description: 'In `userData`, as Murmur sends them',
      required: ['userData'],
      properties: { userData: profileFields },
    },
    {
      description: 'In `userDetails`, as spec §7 also names it',
      required: ['userDetails'],
      properties: { userDetails: profileFields },
    },
    {
      description: 'At the top level of the body, as the original client sends them',
      properties: editable,
      anyOf: namesAnEditableField,
    },
  ],
} as const;

export const listUsersSchema = {
  tags: ['users'],
  summary: 'Every user (public view)',
  response: withErrors({ 200: usersAnswer }),
} as const;

export const getUserSchema = {
  tags: ['users'],
  summary: 'One user by username (public view)',
  params: params('username'),
  response: withErrors({ 200: userAnswer }),
} as const;

export const editProfileSchema = {
  tags: ['users'],
  summary: "Edit one's own profile; answers the user (own view)",
  security: SIGNED_IN,
  body: profileBody,
  response: withErrors({ 201: userAnswer }),
} as const;

export const listBookmarksSchema = {
  tags: ['bookmarks'],
  summary: "One's bookmarked posts, as they are now",
  security: SIGNED_IN,
  response: withErrors({ 200: bookmarksAnswer }),
} as const;

const bookmarkWrite = (summary: string) =>
  ({
    tags: ['bookmarks'],
    summary,
    security: SIGNED_IN,
    params: params('postId'),
    response: withErrors({ 200: bookmarksAnswer }),
  }) as const;

export const addBookmarkSchema = bookmarkWrite('Bookmark a post');
export const removeBookmarkSchema = bookmarkWrite('Remove a bookmark');

const followAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['user', 'followUser'],
  properties: {
    user: { $ref: 'User#', description: 'the caller (own view)' },
    followUser: { $ref: 'User#', description: 'the other user (public view)' },
  },
} as const;

const followWrite = (summary: string) =>
  ({
    tags: ['users'],
    summary,
    security: SIGNED_IN,
    params: params('userId'),
    response: withErrors({ 200: followAnswer }),
  }) as const;

export const followSchema = followWrite('Follow a user');
export const unfollowSchema = followWrite('Stop following a user');
