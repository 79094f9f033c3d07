/** A post's comments and their votes. */
import { v2 } from '@murmur/contract';
import { SIGNED_IN, SIGNED_IN_OR_NOT, params, withErrors } from '../../shared/schemas';

const target = params('postId', 'commentId');

export const listCommentsSchema = {
  tags: ['v2 comments'],
  summary: "A post's comments, newest first",
  security: SIGNED_IN_OR_NOT,
  params: params('postId'),
  querystring: v2.PageQueryString,
  response: withErrors({ 200: v2.CommentPage }),
} as const;

export const addCommentSchema = {
  tags: ['v2 comments'],
  summary: 'Comment on a post; answers the comment and the post',
  security: SIGNED_IN,
  params: params('postId'),
  body: v2.CommentContentBody,
  response: withErrors({ 201: v2.CommentAnswer }),
} as const;

export const editCommentSchema = {
  tags: ['v2 comments'],
  summary: "Change one's own comment; answers the comment and the post",
  security: SIGNED_IN,
  params: target,
  body: v2.CommentContentBody,
  response: withErrors({ 200: v2.CommentAnswer }),
} as const;

export const deleteCommentSchema = {
  tags: ['v2 comments'],
  summary: "Delete a comment (its author, or the post's); answers the post",
  security: SIGNED_IN,
  params: target,
  response: withErrors({
    200: v2.DeletedCommentAnswer,
  }),
} as const;

const voteSchema = (verb: string) =>
  ({
    tags: ['v2 comments'],
    summary: `${verb} a comment; answers the comment`,
    security: SIGNED_IN,
    params: target,
    response: withErrors({ 200: v2.VoteAnswer }),
  }) as const;

export const upvoteSchema = voteSchema('Upvote');
export const downvoteSchema = voteSchema('Downvote');
