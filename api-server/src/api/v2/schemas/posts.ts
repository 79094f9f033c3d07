/** Posts, their likes and bookmarks. Every write answers the post as it is now. */
import { v2 } from '@murmur/contract';
import { SIGNED_IN, SIGNED_IN_OR_NOT, params, withErrors } from '../../shared/schemas';

const postId = params('postId');

export const createPostSchema = {
  tags: ['v2 posts'],
  summary: 'Publish a post',
  security: SIGNED_IN,
  body: v2.PostContentBody,
  response: withErrors({ 201: v2.PostAnswer }),
} as const;

export const getPostSchema = {
  tags: ['v2 posts'],
  summary: 'One post',
  security: SIGNED_IN_OR_NOT,
  params: postId,
  response: withErrors({ 200: v2.PostAnswer }),
} as const;

export const editPostSchema = {
  tags: ['v2 posts'],
  summary: "Change the content of one's own post",
  security: SIGNED_IN,
  params: postId,
  body: v2.PostContentBody,
  response: withErrors({ 200: v2.PostAnswer }),
} as const;

export const deletePostSchema = {
  tags: ['v2 posts'],
  summary: "Delete one's own post (its likes, comments and bookmarks go with it)",
  security: SIGNED_IN,
  params: postId,
  response: withErrors({
    200: v2.DeletedPostAnswer,
  }),
} as const;

const postWrite = (summary: string) =>
  ({
    tags: ['v2 posts'],
    summary: `${summary}; answers the post`,
    security: SIGNED_IN,
    params: postId,
    response: withErrors({ 200: v2.PostAnswer }),
  }) as const;

export const likeSchema = postWrite('Like a post');
export const dislikeSchema = postWrite('Dislike a post');
export const bookmarkSchema = postWrite('Bookmark a post');
export const unbookmarkSchema = postWrite('Remove a bookmark');

export const likersSchema = {
  tags: ['v2 posts'],
  summary: "A post's likers, the latest like first",
  params: postId,
  querystring: v2.PageQueryString,
  response: withErrors({ 200: v2.AuthorPage }),
} as const;
