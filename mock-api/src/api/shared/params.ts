/** The path parameters both APIs name alike (`:postId`, `:commentId`, `:username`), read once. */
import { param, type ApiRequest } from '../../mirage/route';
import type { CommentTarget } from './comments';

export const postId = (request: ApiRequest) => param(request, 'postId');

export const username = (request: ApiRequest) => param(request, 'username');

export const commentTarget = (request: ApiRequest): CommentTarget => ({
  postId: postId(request),
  commentId: param(request, 'commentId'),
});
