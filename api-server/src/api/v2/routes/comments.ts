/** A post's comments and their votes: writes answer the comment, and the post they changed. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { v2 } from '@murmur/contract';
import type {
  CommentAnswer,
  CommentView,
  DeletedCommentAnswer,
  Page,
  VoteAnswer,
} from '@murmur/contract';
import * as schemas from '../schemas/comments';
import {
  addComment,
  deleteComment,
  downvoteComment,
  editComment,
  upvoteComment,
  type CommentTarget,
} from '../../../repositories/comments';
import { keysetOf } from '../views/keyset';
import { readCommentView, readComments } from '../views/comments';
import { readPostView } from '../views/posts';

const comments: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = app.signedIn;
  const commentAnswer = async (
    viewerId: string,
    target: CommentTarget,
  ): Promise<CommentAnswer> => ({
    comment: await readCommentView(app.db, viewerId, target.postId, target.commentId),
    post: await readPostView(app.db, viewerId, target.postId),
  });

  app.get(
    '',
    {
      schema: schemas.listCommentsSchema,
      preValidation: app.mayBeSignedIn,
      config: { readQuery: keysetOf },
    },
    async (request): Promise<Page<CommentView>> =>
      readComments(app.db, request.viewerId, request.params.postId, keysetOf(request.query)),
  );

  app.post(
    '',
    {
      schema: schemas.addCommentSchema,
      preValidation: signedIn,
      config: { readBody: v2.readCommentText },
    },
    async (request, reply) => {
      const { postId } = request.params;
      const text = v2.readCommentText(request.body);
      const commentId = await addComment(app.db, request.me, postId, text);
      reply.code(201);
      return commentAnswer(request.me.id, { postId, commentId });
    },
  );

  app.patch(
    '/:commentId',
    {
      schema: schemas.editCommentSchema,
      preValidation: signedIn,
      config: { readBody: v2.readCommentText },
    },
    async (request) => {
      await editComment(app.db, request.me, request.params, v2.readCommentText(request.body));
      return commentAnswer(request.me.id, request.params);
    },
  );

  app.delete(
    '/:commentId',
    { schema: schemas.deleteCommentSchema, preValidation: signedIn },
    async (request): Promise<DeletedCommentAnswer> => {
      await deleteComment(app.db, request.me, request.params);
      return {
        commentId: request.params.commentId,
        post: await readPostView(app.db, request.me.id, request.params.postId),
      };
    },
  );

  const vote =
    (write: typeof upvoteComment) =>
    async (request: {
      me: { id: string; username: string };
      params: CommentTarget;
    }): Promise<VoteAnswer> => {
      await write(app.db, request.me, request.params);
      const { postId, commentId } = request.params;
      return { comment: await readCommentView(app.db, request.me.id, postId, commentId) };
    };

  app.post(
    '/:commentId/upvote',
    { schema: schemas.upvoteSchema, preValidation: signedIn },
    vote(upvoteComment),
  );
  app.post(
    '/:commentId/downvote',
    { schema: schemas.downvoteSchema, preValidation: signedIn },
    vote(downvoteComment),
  );
};

export default comments;
