/** Profiles, their posts, their followers and followings, and follows. */
import { OPTIONAL_TOKEN, TOKEN, pageOf, pageQuery, params, withErrors } from './shapes';

const username = params('username');

export const profileSchema = {
  tags: ['v2 users'],
  summary: 'A profile by its exact username',
  security: OPTIONAL_TOKEN,
  params: username,
  response: withErrors({
    200: {
      type: 'object',
      additionalProperties: false,
      required: ['user'],
      properties: { user: { $ref: 'ProfileV2#' } },
    },
  }),
} as const;

export const userPostsSchema = {
  tags: ['v2 timelines'],
  summary: "One user's posts, newest first",
  security: OPTIONAL_TOKEN,
  params: username,
  querystring: pageQuery,
  response: withErrors({ 200: pageOf('PostViewV2') }),
} as const;

const peopleSchema = (summary: string) =>
  ({
    tags: ['v2 users'],
    summary,
    params: username,
    querystring: pageQuery,
    response: withErrors({ 200: pageOf('AuthorV2') }),
  }) as const;

export const followersSchema = peopleSchema("A user's followers, the newest follow first");
export const followingSchema = peopleSchema('Whom a user follows, the newest follow first');

const followWrite = (summary: string) =>
  ({
    tags: ['v2 users'],
    summary: `${summary}; answers both users`,
    security: TOKEN,
    params: username,
    response: withErrors({
      200: {
        type: 'object',
        additionalProperties: false,
        required: ['me', 'user'],
        properties: {
          me: { $ref: 'OwnProfileV2#', description: 'the viewer (their following count)' },
          user: { $ref: 'ProfileV2#', description: 'the other user (their follower count)' },
        },
      },
    }),
  }) as const;

export const followSchema = followWrite('Follow a user');
export const unfollowSchema = followWrite('Stop following a user');
