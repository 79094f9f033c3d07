/** Posts and likes (spec §7). Reads are open; writes need a token and answer every post. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MOCK_MESSAGES, notFound, v1 } from '@murmur/contract';
import * as schemas from '../schemas/posts';
import {
  createPost,
  deletePost,
  dislikePost,
  editPost,
  likePost,
} from '../../../repositories/posts';
import { requirePost, userIdOf } from '../../shared/reads';
import { loadAllPosts, loadPosts } from '../views';
import { boundOf, type ListOptions } from '../list-options';
import type { FastifyRequest } from 'fastify';

const posts: FastifyPluginAsyncTypebox<ListOptions> = async (app, { newest }) => {
  const signedIn = app.signedIn;
  const viewerIfAny = app.viewerIfAny;
  const everyPost = async (request: FastifyRequest) => ({
    posts: await loadAllPosts(app.db, boundOf(newest, request)),
  });

  app.get('/', { schema: schemas.listPostsSchema, preValidation: viewerIfAny }, everyPost);

  app.get(
    '/:postId',
    { schema: schemas.getPostSchema, preValidation: viewerIfAny },
    async (request) => {
      await requirePost(app.db, request.params.postId);
      const [post] = await loadPosts(
        app.db,
        { kind: 'one', postId: request.params.postId },
        boundOf(newest, request),
      );
      // Deleted between the two reads.
      if (!post) throw notFound(MOCK_MESSAGES.postNotFound);
      return { post };
    },
  );

  app.get(
    '/user/:username',
    { schema: schemas.userPostsSchema, preValidation: viewerIfAny },
    async (request) => {
      const userId = await userIdOf(app.db, request.params.username);
      return {
        posts: await loadPosts(app.db, { kind: 'author', userId }, boundOf(newest, request)),
      };
    },
  );

  app.post(
    '/',
    {
      schema: schemas.createPostSchema,
      preValidation: signedIn,
      config: { readBody: v1.readPostContent },
    },
    async (request, reply) => {
      await createPost(app.db, request.me, v1.readPostContent(request.body));
      reply.code(201);
      return everyPost(request);
    },
  );

  app.post(
    '/edit/:postId',
    {
      schema: schemas.editPostSchema,
      preValidation: signedIn,
      config: { readBody: v1.readPostContent },
    },
    async (request, reply) => {
      await editPost(app.db, request.me, request.params.postId, v1.readPostContent(request.body));
      reply.code(201);
      return everyPost(request);
    },
  );

  app.delete(
    '/:postId',
    { schema: schemas.deletePostSchema, preValidation: signedIn },
    async (request, reply) => {
      await deletePost(app.db, request.me, request.params.postId);
      reply.code(201);
      return everyPost(request);
    },
  );

  app.post(
    '/like/:postId',
    { schema: schemas.likeSchema, preValidation: signedIn },
    async (request, reply) => {
      await likePost(app.db, request.me, request.params.postId);
      reply.code(201);
      return everyPost(request);
    },
  );

  app.post(
    '/dislike/:postId',
    { schema: schemas.dislikeSchema, preValidation: signedIn },
    async (request, reply) => {
      await dislikePost(app.db, request.me, request.params.postId);
      reply.code(201);
      return everyPost(request);
    },
  );
};

export default posts;
