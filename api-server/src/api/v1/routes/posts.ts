/** Posts and likes (spec §7). Reads are open; writes need a token and answer every post. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { MOCK_MESSAGES, notFound, v1 } from '@murmur/contract';
import * as schemas from '../schemas/posts';
import {
  createPost,
  deletePost,
  dislikePost,
  editPost,
  likePost,
} from '../../../repositories/posts/writes';
import { requirePost, userIdOf } from '../../../repositories/shared/lookups';
import { writeThenAnswer } from '../../shared/write-then-answer';
import { loadAllPosts, loadPosts } from '../views/posts';
import { boundOf, type ListOptions } from '../list-options';

const CREATED = 201;

const posts: FastifyPluginAsyncTypebox<ListOptions> = async (app, { newest }) => {
  const signedIn = app.signedIn;
  const everyPost = async (request: FastifyRequest) => ({
    posts: await loadAllPosts(app.db, boundOf(newest, request)),
  });

  app.get('/', { schema: schemas.listPostsSchema, preValidation: app.viewerIfAny }, everyPost);

  app.get(
    '/:postId',
    { schema: schemas.getPostSchema, preValidation: app.viewerIfAny },
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
    { schema: schemas.userPostsSchema, preValidation: app.viewerIfAny },
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
    writeThenAnswer(
      (request) => createPost(app.db, request.me, v1.readPostContent(request.body)),
      everyPost,
      CREATED,
    ),
  );

  app.post(
    '/edit/:postId',
    {
      schema: schemas.editPostSchema,
      preValidation: signedIn,
      config: { readBody: v1.readPostContent },
    },
    writeThenAnswer(
      ({ me, params, body }) => editPost(app.db, me, params.postId, v1.readPostContent(body)),
      everyPost,
      CREATED,
    ),
  );

  app.delete(
    '/:postId',
    { schema: schemas.deletePostSchema, preValidation: signedIn },
    writeThenAnswer(({ me, params }) => deletePost(app.db, me, params.postId), everyPost, CREATED),
  );

  app.post(
    '/like/:postId',
    { schema: schemas.likeSchema, preValidation: signedIn },
    writeThenAnswer(({ me, params }) => likePost(app.db, me, params.postId), everyPost, CREATED),
  );

  app.post(
    '/dislike/:postId',
    { schema: schemas.dislikeSchema, preValidation: signedIn },
    writeThenAnswer(({ me, params }) => dislikePost(app.db, me, params.postId), everyPost, CREATED),
  );
};

export default posts;
