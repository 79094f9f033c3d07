/** Posts and likes (spec §7). Reads are open; writes need a token and answer every post. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database';
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
  const everyPost = async (db: Db, request: FastifyRequest) => ({
    posts: await loadAllPosts(db, boundOf(newest, request)),
  });

  app.get('/', { schema: schemas.listPostsSchema, preValidation: app.viewerIfAny }, (request) =>
    everyPost(app.db, request),
  );

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
      (db, request) => createPost(db, request.me, v1.readPostContent(request.body)),
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
      (db, { me, params, body }) => editPost(db, me, params.postId, v1.readPostContent(body)),
      everyPost,
      CREATED,
    ),
  );

  app.delete(
    '/:postId',
    { schema: schemas.deletePostSchema, preValidation: signedIn },
    writeThenAnswer((db, { me, params }) => deletePost(db, me, params.postId), everyPost, CREATED),
  );

  app.post(
    '/like/:postId',
    { schema: schemas.likeSchema, preValidation: signedIn },
    writeThenAnswer((db, { me, params }) => likePost(db, me, params.postId), everyPost, CREATED),
  );

  app.post(
    '/dislike/:postId',
    { schema: schemas.dislikeSchema, preValidation: signedIn },
    writeThenAnswer((db, { me, params }) => dislikePost(db, me, params.postId), everyPost, CREATED),
  );
};

export default posts;
