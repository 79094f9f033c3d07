/** Users, profiles, follows and bookmarks (spec §7). */
import { v1 } from '@murmur/contract';
import { SIGNED_IN, params, withErrors } from '../../shared/schemas';

export const listUsersSchema = {
  tags: ['users'],
  summary: 'Every user (public view)',
  response: withErrors({ 200: v1.UsersAnswer }),
} as const;

export const getUserSchema = {
  tags: ['users'],
  summary: 'One user by username (public view)',
  params: params('username'),
  response: withErrors({ 200: v1.UserAnswer }),
} as const;

export const editProfileSchema = {
  tags: ['users'],
  summary: "Edit one's own profile; answers the user (own view)",
  security: SIGNED_IN,
  body: v1.ProfileBody,
  response: withErrors({ 201: v1.UserAnswer }),
} as const;

export const listBookmarksSchema = {
  tags: ['bookmarks'],
  summary: "One's bookmarked posts, as they are now",
  security: SIGNED_IN,
  response: withErrors({ 200: v1.BookmarksAnswer }),
} as const;

const bookmarkWrite = (summary: string) =>
  ({
    tags: ['bookmarks'],
    summary,
    security: SIGNED_IN,
    params: params('postId'),
    response: withErrors({ 200: v1.BookmarksAnswer }),
  }) as const;

export const addBookmarkSchema = bookmarkWrite('Bookmark a post');
export const removeBookmarkSchema = bookmarkWrite('Remove a bookmark');

const followWrite = (summary: string) =>
  ({
    tags: ['users'],
    summary,
    security: SIGNED_IN,
    params: params('userId'),
    response: withErrors({ 200: v1.FollowAnswer }),
  }) as const;

export const followSchema = followWrite('Follow a user');
export const unfollowSchema = followWrite('Stop following a user');
