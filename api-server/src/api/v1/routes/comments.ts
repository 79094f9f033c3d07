/**
 * Comments and votes (spec §7). Edit and delete answer to POST and to DELETE alike: the client
 * sends DELETE, the original backend took POST (§7 note).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { v1 } from '@murmur/contract';
import * as schemas from '../schemas/comments';
import {
  addComment,
  deleteComment,
  downvoteComment,
  editComment,
  upvoteComment,
} from '../../../repositories/comments/writes';
import { requirePost } from '../../../repositories/shared/lookups';
import { writeThenAnswer } from '../../shared/write-then-answer';
import { loadAllPosts, loadComments } from '../views/posts';
import { boundOf, type ListOptions } from '../list-options';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database';

const CREATED = 201;

const comments: FastifyPluginAsyncTypebox<ListOptions> = async (app, { newest }) => {
  const signedIn = app.signedIn;
  const everyPost = async (db: Db, request: FastifyRequest) => ({
    posts: await loadAllPosts(db, boundOf(newest, request)),
  });
  const commentsOf = async (db: Db, request: FastifyRequest<{ Params: { postId: string } }>) => {
    const { postId } = request.params;
    const byPost = await loadComments(db, { kind: 'one', postId }, boundOf(newest, request));
    return { comments: byPost.get(postId) ?? [] };
  };

  app.get(
    '/:postId',
    { schema: schemas.listCommentsSchema, preValidation: app.viewerIfAny },
    async (request) => {
      await requirePost(app.db, request.params.postId);
      return commentsOf(app.db, request);
    },
  );

  app.post(
    '/add/:postId',
    {
      schema: schemas.addCommentSchema,
      preValidation: signedIn,
      config: { readBody: v1.readCommentText },
    },
    writeThenAnswer(
      (db, { me, params, body }) => addComment(db, me, params.postId, v1.readCommentText(body)),
      everyPost,
      CREATED,
    ),
  );

  app.route({
    method: ['POST', 'DELETE'],
    url: '/edit/:postId/:commentId',
    schema: schemas.editCommentSchema,
    preValidation: signedIn,
    config: { readBody: v1.readCommentText },
    handler: writeThenAnswer(
      (db, { me, params, body }) => editComment(db, me, params, v1.readCommentText(body)),
      everyPost,
      CREATED,
    ),
  });

  app.route({
    method: ['POST', 'DELETE'],
    url: '/delete/:postId/:commentId',
    schema: schemas.deleteCommentSchema,
    preValidation: signedIn,
    handler: writeThenAnswer(
      (db, { me, params }) => deleteComment(db, me, params),
      everyPost,
      CREATED,
    ),
  });

  app.post(
    '/upvote/:postId/:commentId',
    { schema: schemas.upvoteSchema, preValidation: signedIn },
    writeThenAnswer((db, { me, params }) => upvoteComment(db, me, params), commentsOf, CREATED),
  );

  app.post(
    '/downvote/:postId/:commentId',
    { schema: schemas.downvoteSchema, preValidation: signedIn },
    writeThenAnswer((db, { me, params }) => downvoteComment(db, me, params), commentsOf, CREATED),
  );
};

export default comments;
