/** Posts and likes (spec §7). Reads are open; writes need a token and answer every post. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MOCK_MESSAGES, notFound, readPostContent } from '@murmur/contract';
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
import type { ListOptions } from '../list-options';

const posts: FastifyPluginAsyncTypebox<ListOptions> = async (app, { newest }) => {
  const signedIn = app.signedIn;
  const everyPost = async () => ({ posts: await loadAllPosts(app.db, newest) });

  app.get('/', { schema: schemas.listPostsSchema }, everyPost);

  app.get('/:postId', { schema: schemas.getPostSchema }, async (request) => {
    await requirePost(app.db, request.params.postId);
    const [post] = await loadPosts(app.db, { kind: 'one', postId: request.params.postId }, newest);
    // Deleted between the two reads.
    if (!post) throw notFound(MOCK_MESSAGES.postNotFound);
    return { post };
  });

  app.get('/user/:username', { schema: schemas.userPostsSchema }, async (request) => {
    const userId = await userIdOf(app.db, request.params.username);
    return { posts: await loadPosts(app.db, { kind: 'author', userId }, newest) };
  });

  app.post(
    '/',
    {
      schema: schemas.createPostSchema,
      preValidation: signedIn,
      config: { readBody: readPostContent },
    },
    async (request, reply) => {
      await createPost(app.db, request.me, readPostContent(request.body));
      reply.code(201);
      return everyPost();
    },
  );

  app.post(
    '/edit/:postId',
    {
      schema: schemas.editPostSchema,
      preValidation: signedIn,
      config: { readBody: readPostContent },
    },
    async (request, reply) => {
      await editPost(app.db, request.me, request.params.postId, readPostContent(request.body));
      reply.code(201);
      return everyPost();
    },
  );

  app.delete(
    '/:postId',
    { schema: schemas.deletePostSchema, preValidation: signedIn },
    async (request, reply) => {
      await deletePost(app.db, request.me, request.params.postId);
      reply.code(201);
      return everyPost();
    },
  );

  app.post(
    '/like/:postId',
    { schema: schemas.likeSchema, preValidation: signedIn },
    async (request, reply) => {
      await likePost(app.db, request.me, request.params.postId);
      reply.code(201);
      return everyPost();
    },
  );

  app.post(
    '/dislike/:postId',
    { schema: schemas.dislikeSchema, preValidation: signedIn },
    async (request, reply) => {
      await dislikePost(app.db, request.me, request.params.postId);
      reply.code(201);
      return everyPost();
    },
  );
};

export default posts;
