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
} from '../../../repositories/comments/writes';
import { writeThenAnswer } from '../../shared/write-then-answer';
import type { Db } from '../../../db/database';
import { keysetOf } from '../views/keyset';
import { readCommentView, readComments } from '../views/comments';
import { readPostView } from '../views/posts';

const comments: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = app.signedIn;
  const commentAnswer = async (
    db: Db,
    viewerId: string,
    target: CommentTarget,
  ): Promise<CommentAnswer> => ({
    comment: await readCommentView(db, viewerId, target.postId, target.commentId),
    post: await readPostView(db, viewerId, target.postId),
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
    writeThenAnswer(
      (db, { me, params, body }) => addComment(db, me, params.postId, v2.readCommentText(body)),
      (db, { me, params }, commentId) =>
        commentAnswer(db, me.id, { postId: params.postId, commentId }),
      201,
    ),
  );

  app.patch(
    '/:commentId',
    {
      schema: schemas.editCommentSchema,
      preValidation: signedIn,
      config: { readBody: v2.readCommentText },
    },
    writeThenAnswer(
      (db, { me, params, body }) => editComment(db, me, params, v2.readCommentText(body)),
      (db, { me, params }) => commentAnswer(db, me.id, params),
    ),
  );

  app.delete(
    '/:commentId',
    { schema: schemas.deleteCommentSchema, preValidation: signedIn },
    writeThenAnswer(
      (db, { me, params }) => deleteComment(db, me, params),
      async (db, { me, params }): Promise<DeletedCommentAnswer> => ({
        commentId: params.commentId,
        post: await readPostView(db, me.id, params.postId),
      }),
    ),
  );

  /** The comment a vote changed, as its voter now sees it. */
  const votedComment = async (
    db: Db,
    request: { me: { id: string }; params: CommentTarget },
  ): Promise<VoteAnswer> => {
    const { postId, commentId } = request.params;
    return { comment: await readCommentView(db, request.me.id, postId, commentId) };
  };

  app.post(
    '/:commentId/upvote',
    { schema: schemas.upvoteSchema, preValidation: signedIn },
    writeThenAnswer((db, { me, params }) => upvoteComment(db, me, params), votedComment),
  );
  app.post(
    '/:commentId/downvote',
    { schema: schemas.downvoteSchema, preValidation: signedIn },
    writeThenAnswer((db, { me, params }) => downvoteComment(db, me, params), votedComment),
  );
};

export default comments;
