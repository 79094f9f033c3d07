/** Posts and likes (spec §7). */
import { v1 } from '@murmur/contract';
import { SIGNED_IN, params, withErrors } from '../../shared/schemas';

const postId = params('postId');

export const listPostsSchema = {
  tags: ['posts'],
  summary: 'Every post, newest first',
  response: withErrors({ 200: v1.PostsAnswer }),
} as const;

export const getPostSchema = {
  tags: ['posts'],
  summary: 'One post',
  params: postId,
  response: withErrors({ 200: v1.PostAnswer }),
} as const;

export const userPostsSchema = {
  tags: ['posts'],
  summary: "One user's posts, newest first",
  params: params('username'),
  response: withErrors({ 200: v1.PostsAnswer }),
} as const;

const write = <E extends object>(summary: string, extra: E = {} as E) =>
  ({
    tags: ['posts'],
    summary: `${summary}; answers every post`,
    security: SIGNED_IN,
    ...extra,
    response: withErrors({ 201: v1.PostsAnswer }),
  }) as const;

export const createPostSchema = write('Publish a post', { body: v1.PostBody });
export const editPostSchema = write("Change the content of one's own post", {
  params: postId,
  body: v1.PostBody,
});
export const deletePostSchema = write("Delete one's own post", { params: postId });
export const likeSchema = write('Like a post', { params: postId });
export const dislikeSchema = write('Dislike a post', { params: postId });
