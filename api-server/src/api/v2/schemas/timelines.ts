/** The viewer's timelines (home, explore, bookmarks) and suggestions. */
import { v2 } from '@murmur/contract';
import { SIGNED_IN, SIGNED_IN_OR_NOT, withErrors } from '../../shared/schemas';

export const homeSchema = {
  tags: ['v2 timelines'],
  summary: "The viewer's posts and those of the people they follow, newest first",
  security: SIGNED_IN,
  querystring: v2.PageQueryString,
  response: withErrors({ 200: v2.PostPage }),
} as const;

export const exploreSchema = {
  tags: ['v2 timelines'],
  summary: "Everyone's posts, newest first",
  security: SIGNED_IN_OR_NOT,
  querystring: v2.PageQueryString,
  response: withErrors({ 200: v2.PostPage }),
} as const;

export const bookmarksSchema = {
  tags: ['v2 timelines'],
  summary: "The viewer's bookmarked posts, the newest bookmark first",
  security: SIGNED_IN,
  querystring: v2.PageQueryString,
  response: withErrors({ 200: v2.PostPage }),
} as const;

export const suggestionsSchema = {
  tags: ['v2 users'],
  summary:
    'People the viewer neither is nor follows, the most recently joined first, at most limit',
  security: SIGNED_IN,
  querystring: v2.LimitQueryString,
  response: withErrors({
    200: v2.SuggestionsAnswer,
  }),
} as const;
