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
} from '../../../repositories/comments';
import { requirePost } from '../../shared/reads';
import { loadAllPosts, loadComments } from '../views';
import { boundOf, type ListOptions } from '../list-options';
import type { FastifyRequest } from 'fastify';

const comments: FastifyPluginAsyncTypebox<ListOptions> = async (app, { newest }) => {
  const signedIn = app.signedIn;
  const everyPost = async (request: FastifyRequest) => ({
    posts: await loadAllPosts(app.db, boundOf(newest, request)),
  });
  const commentsOf = async (postId: string, request: FastifyRequest) => ({
    comments:
      (await loadComments(app.db, { kind: 'one', postId }, boundOf(newest, request))).get(postId) ??
      [],
  });

  app.get(
    '/:postId',
    { schema: schemas.listCommentsSchema, preValidation: app.viewerIfAny },
    async (request) => {
      await requirePost(app.db, request.params.postId);
      return commentsOf(request.params.postId, request);
    },
  );

  app.post(
    '/add/:postId',
    {
      schema: schemas.addCommentSchema,
      preValidation: signedIn,
      config: { readBody: v1.readCommentText },
    },
    async (request, reply) => {
      await addComment(app.db, request.me, request.params.postId, v1.readCommentText(request.body));
      reply.code(201);
      return everyPost(request);
    },
  );

  app.route({
    method: ['POST', 'DELETE'],
    url: '/edit/:postId/:commentId',
    schema: schemas.editCommentSchema,
    preValidation: signedIn,
    config: { readBody: v1.readCommentText },
    handler: async (request, reply) => {
      await editComment(app.db, request.me, request.params, v1.readCommentText(request.body));
      reply.code(201);
      return everyPost(request);
    },
  });

  app.route({
    method: ['POST', 'DELETE'],
    url: '/delete/:postId/:commentId',
    schema: schemas.deleteCommentSchema,
    preValidation: signedIn,
    handler: async (request, reply) => {
      await deleteComment(app.db, request.me, request.params);
      reply.code(201);
      return everyPost(request);
    },
  });

  app.post(
    '/upvote/:postId/:commentId',
    { schema: schemas.upvoteSchema, preValidation: signedIn },
    async (request, reply) => {
      await upvoteComment(app.db, request.me, request.params);
      reply.code(201);
      return commentsOf(request.params.postId, request);
    },
  );

  app.post(
    '/downvote/:postId/:commentId',
    { schema: schemas.downvoteSchema, preValidation: signedIn },
    async (request, reply) => {
      await downvoteComment(app.db, request.me, request.params);
      reply.code(201);
      return commentsOf(request.params.postId, request);
    },
  );
};

export default comments;
