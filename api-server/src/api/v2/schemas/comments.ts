/** A post's comments and their votes. */
import {
  OPTIONAL_TOKEN,
  TOKEN,
  answerWith,
  commentAnswer,
  pageOf,
  pageQuery,
  params,
  withErrors,
} from './shapes';

const commentBody = {
  type: 'object',
  properties: { text: { type: 'string', description: 'not blank; stored as sent' } },
} as const;

const target = params('postId', 'commentId');

export const listCommentsSchema = {
  tags: ['v2 comments'],
  summary: "A post's comments, newest first",
  security: OPTIONAL_TOKEN,
  params: params('postId'),
  querystring: pageQuery,
  response: withErrors({ 200: pageOf('CommentViewV2') }),
} as const;

export const addCommentSchema = {
  tags: ['v2 comments'],
  summary: 'Comment on a post; answers the comment and the post',
  security: TOKEN,
  params: params('postId'),
  body: commentBody,
  response: withErrors({ 201: commentAnswer }),
} as const;

export const editCommentSchema = {
  tags: ['v2 comments'],
  summary: "Change one's own comment; answers the comment and the post",
  security: TOKEN,
  params: target,
  body: commentBody,
  response: withErrors({ 200: commentAnswer }),
} as const;

export const deleteCommentSchema = {
  tags: ['v2 comments'],
  summary: "Delete a comment (its author, or the post's); answers the post",
  security: TOKEN,
  params: target,
  response: withErrors({
    200: answerWith({ commentId: { type: 'string' }, post: { $ref: 'PostViewV2#' } }),
  }),
} as const;

const voteSchema = (verb: string) =>
  ({
    tags: ['v2 comments'],
    summary: `${verb} a comment; answers the comment`,
    security: TOKEN,
    params: target,
    response: withErrors({ 200: answerWith({ comment: { $ref: 'CommentViewV2#' } }) }),
  }) as const;

export const upvoteSchema = voteSchema('Upvote');
export const downvoteSchema = voteSchema('Downvote');
