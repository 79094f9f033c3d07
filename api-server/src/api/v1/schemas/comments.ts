/** Comments and their votes (spec §7). */
import { v1 } from '@murmur/contract';
import { SIGNED_IN, params, withErrors } from '../../shared/schemas';

const target = params('postId', 'commentId');

export const listCommentsSchema = {
  tags: ['comments'],
  summary: "A post's comments, oldest first",
  params: params('postId'),
  response: withErrors({ 200: v1.CommentsAnswer }),
} as const;

export const addCommentSchema = {
  tags: ['comments'],
  summary: 'Comment on a post; answers every post',
  security: SIGNED_IN,
  params: params('postId'),
  body: v1.CommentBody,
  response: withErrors({ 201: v1.PostsAnswer }),
} as const;

export const editCommentSchema = {
  tags: ['comments'],
  summary: "Change one's own comment; POST or DELETE (spec §7 note); answers every post",
  security: SIGNED_IN,
  params: target,
  body: v1.CommentBody,
  response: withErrors({ 201: v1.PostsAnswer }),
} as const;

export const deleteCommentSchema = {
  tags: ['comments'],
  summary:
    'Delete a comment (its author, or the author of the post); POST or DELETE; answers every post',
  security: SIGNED_IN,
  params: target,
  response: withErrors({ 201: v1.PostsAnswer }),
} as const;

const voteSchema = (verb: string) =>
  ({
    tags: ['comments'],
    summary: `${verb} a comment; answers the post's comments`,
    security: SIGNED_IN,
    params: target,
    response: withErrors({ 201: v1.CommentsAnswer }),
  }) as const;

export const upvoteSchema = voteSchema('Upvote');
export const downvoteSchema = voteSchema('Downvote');
