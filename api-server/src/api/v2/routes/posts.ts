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
import type { Db } from '../../../db/database';
import { keysetOf } from '../views/keyset';
import { readPostView } from '../views/posts';
import { userListQueries } from '../../../repositories/users/profiles';
import { readUserList } from '../views/profiles';

const posts: FastifyPluginAsyncTypebox = async (app) => {
  const postAnswer = async (
    db: Db,
    viewerId: string | null,
    postId: string,
  ): Promise<PostAnswer> => ({
    post: await readPostView(db, viewerId, postId),
  });
  /** The post a write changed, as its writer now sees it. */
  const changedPost = (db: Db, request: { me: { id: string }; params: { postId: string } }) =>
    postAnswer(db, request.me.id, request.params.postId);

  app.post(
    '',
    {
      schema: schemas.createPostSchema,
      preValidation: app.signedIn,
      config: { readBody: v2.readPostContent },
    },
    writeThenAnswer(
      (db, { me, body }) => createPost(db, me, v2.readPostContent(body)),
      (db, request, postId) => postAnswer(db, request.me.id, postId),
      201,
    ),
  );

  app.get(
    '/:postId',
    { schema: schemas.getPostSchema, preValidation: app.mayBeSignedIn },
    async (request) => postAnswer(app.db, request.viewerId, request.params.postId),
  );

  app.patch(
    '/:postId',
    {
      schema: schemas.editPostSchema,
      preValidation: app.signedIn,
      config: { readBody: v2.readPostContent },
    },
    writeThenAnswer(
      (db, { me, params, body }) => editPost(db, me, params.postId, v2.readPostContent(body)),
      changedPost,
    ),
  );

  app.delete(
    '/:postId',
    { schema: schemas.deletePostSchema, preValidation: app.signedIn },
    writeThenAnswer(
      (db, { me, params }) => deletePost(db, me, params.postId),
      async (_db, { params }): Promise<DeletedPostAnswer> => ({ id: params.postId }),
    ),
  );

  const signedIn = app.signedIn;

  app.post(
    '/:postId/like',
    { schema: schemas.likeSchema, preValidation: signedIn },
    writeThenAnswer((db, { me, params }) => likePost(db, me, params.postId), changedPost),
  );
  app.post(
    '/:postId/dislike',
    { schema: schemas.dislikeSchema, preValidation: signedIn },
    writeThenAnswer((db, { me, params }) => dislikePost(db, me, params.postId), changedPost),
  );
  app.post(
    '/:postId/bookmark',
    { schema: schemas.bookmarkSchema, preValidation: signedIn },
    writeThenAnswer((db, { me, params }) => addBookmark(db, me, params.postId), changedPost),
  );
  app.delete(
    '/:postId/bookmark',
    { schema: schemas.unbookmarkSchema, preValidation: signedIn },
    writeThenAnswer((db, { me, params }) => removeBookmark(db, me, params.postId), changedPost),
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
