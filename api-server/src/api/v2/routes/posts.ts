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
} from '../../../repositories/posts/writes';
import { requirePost } from '../../../repositories/shared/lookups';
import { writeThenAnswer } from '../../shared/write-then-answer';
import { keysetOf } from '../views/keyset';
import { readPostView } from '../views/posts';
import { userListQueries } from '../../../repositories/users/profiles';
import { readUserList } from '../views/profiles';

const posts: FastifyPluginAsyncTypebox = async (app) => {
  const postAnswer = async (viewerId: string | null, postId: string): Promise<PostAnswer> => ({
    post: await readPostView(app.db, viewerId, postId),
  });
  /** The post a write changed, as its writer now sees it. */
  const changedPost = (request: { me: { id: string }; params: { postId: string } }) =>
    postAnswer(request.me.id, request.params.postId);

  app.post(
    '',
    {
      schema: schemas.createPostSchema,
      preValidation: app.signedIn,
      config: { readBody: v2.readPostContent },
    },
    writeThenAnswer(
      ({ me, body }) => createPost(app.db, me, v2.readPostContent(body)),
      (request, postId) => postAnswer(request.me.id, postId),
      201,
    ),
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
    writeThenAnswer(
      ({ me, params, body }) => editPost(app.db, me, params.postId, v2.readPostContent(body)),
      changedPost,
    ),
  );

  app.delete(
    '/:postId',
    { schema: schemas.deletePostSchema, preValidation: app.signedIn },
    writeThenAnswer(
      ({ me, params }) => deletePost(app.db, me, params.postId),
      async ({ params }): Promise<DeletedPostAnswer> => ({ id: params.postId }),
    ),
  );

  const signedIn = app.signedIn;

  app.post(
    '/:postId/like',
    { schema: schemas.likeSchema, preValidation: signedIn },
    writeThenAnswer(({ me, params }) => likePost(app.db, me, params.postId), changedPost),
  );
  app.post(
    '/:postId/dislike',
    { schema: schemas.dislikeSchema, preValidation: signedIn },
    writeThenAnswer(({ me, params }) => dislikePost(app.db, me, params.postId), changedPost),
  );
  app.post(
    '/:postId/bookmark',
    { schema: schemas.bookmarkSchema, preValidation: signedIn },
    writeThenAnswer(({ me, params }) => addBookmark(app.db, me, params.postId), changedPost),
  );
  app.delete(
    '/:postId/bookmark',
    { schema: schemas.unbookmarkSchema, preValidation: signedIn },
    writeThenAnswer(({ me, params }) => removeBookmark(app.db, me, params.postId), changedPost),
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
