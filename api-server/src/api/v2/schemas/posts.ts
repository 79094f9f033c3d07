/** Posts, their likes and bookmarks. Every write answers the post as it is now. */
import { OPTIONAL_TOKEN, TOKEN, pageOf, pageQuery, params, postAnswer, withErrors } from './shapes';

const postId = params('postId');

export const postBody = {
  type: 'object',
  properties: { content: { type: 'string', description: 'not blank; stored as sent' } },
} as const;

export const createPostSchema = {
  tags: ['v2 posts'],
  summary: 'Publish a post',
  security: TOKEN,
  body: postBody,
  response: withErrors({ 201: postAnswer }),
} as const;

export const getPostSchema = {
  tags: ['v2 posts'],
  summary: 'One post',
  security: OPTIONAL_TOKEN,
  params: postId,
  response: withErrors({ 200: postAnswer }),
} as const;

export const editPostSchema = {
  tags: ['v2 posts'],
  summary: "Change the content of one's own post",
  security: TOKEN,
  params: postId,
  body: postBody,
  response: withErrors({ 200: postAnswer }),
} as const;

export const deletePostSchema = {
  tags: ['v2 posts'],
  summary: "Delete one's own post (its likes, comments and bookmarks go with it)",
  security: TOKEN,
  params: postId,
  response: withErrors({
    200: {
      type: 'object',
      additionalProperties: false,
      required: ['id'],
      properties: { id: { type: 'string' } },
    },
  }),
} as const;

const postWrite = (summary: string) =>
  ({
    tags: ['v2 posts'],
    summary: `${summary}; answers the post`,
    security: TOKEN,
    params: postId,
    response: withErrors({ 200: postAnswer }),
  }) as const;

export const likeSchema = postWrite('Like a post');
export const dislikeSchema = postWrite('Dislike a post');
export const bookmarkSchema = postWrite('Bookmark a post');
export const unbookmarkSchema = postWrite('Remove a bookmark');

export const likersSchema = {
  tags: ['v2 posts'],
  summary: "A post's likers, the latest like first",
  params: postId,
  querystring: pageQuery,
  response: withErrors({ 200: pageOf('AuthorV2') }),
} as const;
