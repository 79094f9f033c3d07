/** The viewer's timelines (home, explore, bookmarks) and suggestions. */
import { OPTIONAL_TOKEN, TOKEN, limitQuery, pageOf, pageQuery, withErrors } from './shapes';

const postsPage = pageOf('PostViewV2');

export const homeSchema = {
  tags: ['v2 timelines'],
  summary: "The viewer's posts and those of the people they follow, newest first",
  security: TOKEN,
  querystring: pageQuery,
  response: withErrors({ 200: postsPage }),
} as const;

export const exploreSchema = {
  tags: ['v2 timelines'],
  summary: "Everyone's posts, newest first",
  security: OPTIONAL_TOKEN,
  querystring: pageQuery,
  response: withErrors({ 200: postsPage }),
} as const;

export const bookmarksSchema = {
  tags: ['v2 timelines'],
  summary: "The viewer's bookmarked posts, the newest bookmark first",
  security: TOKEN,
  querystring: pageQuery,
  response: withErrors({ 200: postsPage }),
} as const;

export const suggestionsSchema = {
  tags: ['v2 users'],
  summary:
    'People the viewer neither is nor follows, the most recently joined first, at most limit',
  security: TOKEN,
  querystring: limitQuery,
  response: withErrors({
    200: {
      type: 'object',
      additionalProperties: false,
      required: ['items'],
      properties: { items: { type: 'array', items: { $ref: 'ProfileV2#' } } },
    },
  }),
} as const;
