/** Profiles, their posts, their followers and followings, and follows. */
import { v2 } from '@murmur/contract';
import { SIGNED_IN, SIGNED_IN_OR_NOT, params, withErrors } from '../../shared/schemas';

const username = params('username');

export const profileSchema = {
  tags: ['v2 users'],
  summary: 'A profile by its exact username',
  security: SIGNED_IN_OR_NOT,
  params: username,
  response: withErrors({
    200: v2.ProfileAnswer,
  }),
} as const;

export const userPostsSchema = {
  tags: ['v2 timelines'],
  summary: "One user's posts, newest first",
  security: SIGNED_IN_OR_NOT,
  params: username,
  querystring: v2.PageQueryString,
  response: withErrors({ 200: v2.PostPage }),
} as const;

const peopleSchema = (summary: string) =>
  ({
    tags: ['v2 users'],
    summary,
    params: username,
    querystring: v2.PageQueryString,
    response: withErrors({ 200: v2.AuthorPage }),
  }) as const;

export const followersSchema = peopleSchema("A user's followers, the newest follow first");
export const followingSchema = peopleSchema('Whom a user follows, the newest follow first');

const followWrite = (summary: string) =>
  ({
    tags: ['v2 users'],
    summary: `${summary}; answers both users`,
    security: SIGNED_IN,
    params: username,
    response: withErrors({ 200: v2.FollowAnswer }),
  }) as const;

export const followSchema = followWrite('Follow a user');
export const unfollowSchema = followWrite('Stop following a user');
