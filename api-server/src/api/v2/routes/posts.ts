/** Posts, their likes and bookmarks: every write answers the post as the viewer now sees it. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { v2 } from '@murmur/contract';
import type { Author, DeletedPostAnswer, Page, PostAnswer } from '@murmur/contract';
import * as schemas from '../schemas/posts';
import { addBookmark, removeBookmark } from '../../../repositories/bookmarks';
import {
  createPost,
  deletePost,
  dislikePost,
  editPost,
  likePost,
} from '../../../repositories/posts';
import type { Db } from '../../../db/database';
import { requirePost } from '../../shared/reads';
import type { Me } from '../../../repositories/users';
import { keysetOf } from '../views/keyset';
import { readPostView } from '../views/posts';
import { readUserList, userListQueries } from '../views/profiles';

type PostWrite = (db: Db, me: Me, postId: string) => Promise<void>;

const posts: FastifyPluginAsyncTypebox = async (app) => {
  const postAnswer = async (viewerId: string | null, postId: string): Promise<PostAnswer> => ({
    post: await readPostView(app.db, viewerId, postId),
  });

  app.post(
    '',
    {
      schema: schemas.createPostSchema,
      preValidation: app.signedIn,
      config: { readBody: v2.readPostContent },
    },
    async (request, reply) => {
      const postId = await createPost(app.db, request.me, v2.readPostContent(request.body));
      reply.code(201);
      return postAnswer(request.me.id, postId);
    },
  );

  app.get(
    '/:postId',
    { schema: schemas.getPostSchema, preValidation: app.mayBeSignedIn },
    async (request) => postAnswer(request.viewerId, request.params.postId),
  );

  app.patch(
    '/:postId',
    {
      schema: schemas.editPostSchema,
      preValidation: app.signedIn,
      config: { readBody: v2.readPostContent },
    },
    async (request) => {
      const { postId } = request.params;
      await editPost(app.db, request.me, postId, v2.readPostContent(request.body));
      return postAnswer(request.me.id, postId);
    },
  );

  app.delete(
    '/:postId',
    { schema: schemas.deletePostSchema, preValidation: app.signedIn },
    async (request): Promise<DeletedPostAnswer> => {
      await deletePost(app.db, request.me, request.params.postId);
      return { id: request.params.postId };
    },
  );

  /** A write on the post by the viewer, answered with the post as they now see it. */
  const changes = (write: PostWrite) => async (request: { me: Me; params: { postId: string } }) => {
    await write(app.db, request.me, request.params.postId);
    return postAnswer(request.me.id, request.params.postId);
  };
  const signedIn = app.signedIn;

  app.post(
    '/:postId/like',
    { schema: schemas.likeSchema, preValidation: signedIn },
    changes(likePost),
  );
  app.post(
    '/:postId/dislike',
    { schema: schemas.dislikeSchema, preValidation: signedIn },
    changes(dislikePost),
  );
  app.post(
    '/:postId/bookmark',
    { schema: schemas.bookmarkSchema, preValidation: signedIn },
    changes(addBookmark),
  );
  app.delete(
    '/:postId/bookmark',
    { schema: schemas.unbookmarkSchema, preValidation: signedIn },
    changes(removeBookmark),
  );

  app.get(
    '/:postId/likes',
    { schema: schemas.likersSchema, config: { readQuery: keysetOf } },
    async (request): Promise<Page<Author>> => {
      const { postId } = request.params;
      const keyset = keysetOf(request.query);
      return readUserList(userListQueries.likers(app.db, postId, keyset), keyset, () =>
        requirePost(app.db, postId),
      );
    },
  );
};

export default posts;
