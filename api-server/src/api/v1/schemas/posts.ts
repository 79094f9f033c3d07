/** Posts and likes (spec §7). */
import { SIGNED_IN, params, postAnswer, postsAnswer, withErrors } from './shapes';

const content = { type: 'string', description: 'not blank; stored as sent' } as const;

export const postBody = {
  type: 'object',
  required: ['postData'],
  properties: {
    postData: {
      description: 'The text itself (spec §7), or `{ content }`',
      oneOf: [content, { type: 'object', required: ['content'], properties: { content } }],
    },
  },
} as const;

const postId = params('postId');

export const listPostsSchema = {
  tags: ['posts'],
  summary: 'Every post, newest first',
  response: withErrors({ 200: postsAnswer }),
} as const;

export const getPostSchema = {
  tags: ['posts'],
  summary: 'One post',
  params: postId,
  response: withErrors({ 200: postAnswer }),
} as const;

export const userPostsSchema = {
  tags: ['posts'],
  summary: "One user's posts, newest first",
  params: params('username'),
  response: withErrors({ 200: postsAnswer }),
} as const;

const write = (summary: string, extra: object = {}) =>
  ({
    tags: ['posts'],
    summary: `${summary}; answers every post`,
    security: SIGNED_IN,
    ...extra,
    response: withErrors({ 201: postsAnswer }),
  }) as const;

export const createPostSchema = write('Publish a post', { body: postBody });
export const editPostSchema = write("Change the content of one's own post", {
  params: postId,
  body: postBody,
});
export const deletePostSchema = write("Delete one's own post", { params: postId });
export const likeSchema = write('Like a post', { params: postId });
export const dislikeSchema = write('Dislike a post', { params: postId });
