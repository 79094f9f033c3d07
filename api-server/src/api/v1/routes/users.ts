/** Users, profiles, follows and bookmarks (spec §7). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { v1 } from '@murmur/contract';
import * as schemas from '../schemas/users';
import { addBookmark, removeBookmark } from '../../../repositories/bookmarks';
import { editProfile, follow, unfollow } from '../../../repositories/users/writes';
import { userIdOf } from '../../../repositories/shared/lookups';
import { loadPosts } from '../views/posts';
import { loadUser, loadUsers } from '../views/users';
import { boundOf, type ListOptions } from '../list-options';
import { writeThenAnswer } from '../../shared/write-then-answer';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database';

const EMPTY_PROFILE = { bio: '', website: '', avatarURL: '' };

const users: FastifyPluginAsyncTypebox<ListOptions> = async (app, { newest }) => {
  const signedIn = app.signedIn;
  const bookmarksOf = async (db: Db, request: FastifyRequest) => ({
    bookmarks: await loadPosts(
      db,
      { kind: 'bookmarks', userId: request.me.id },
      boundOf(newest, request),
    ),
  });
  const myself = async (db: Db, request: FastifyRequest) => ({
    user: await loadUser(db, request.me.id, 'self', boundOf(newest, request)),
  });
  const followAnswer = async (db: Db, request: FastifyRequest<{ Params: { userId: string } }>) => ({
    ...(await myself(db, request)),
    followUser: await loadUser(db, request.params.userId, 'public', boundOf(newest, request)),
  });

  app.get(
    '/',
    { schema: schemas.listUsersSchema, preValidation: app.viewerIfAny },
    async (request) => ({
      users: await loadUsers(app.db, { kind: 'all' }, 'public', boundOf(newest, request)),
    }),
  );

  // A static segment outranks `:username` in the router, so this is never read as a username.
  app.get(
    '/bookmark',
    { schema: schemas.listBookmarksSchema, preValidation: signedIn },
    async (request) => bookmarksOf(app.db, request),
  );

  app.get(
    '/:username',
    { schema: schemas.getUserSchema, preValidation: app.viewerIfAny },
    async (request) => {
      const userId = await userIdOf(app.db, request.params.username);
      return { user: await loadUser(app.db, userId, 'public', boundOf(newest, request)) };
    },
  );

  app.post(
    '/edit',
    {
      schema: schemas.editProfileSchema,
      preValidation: signedIn,
      config: { readBody: (body) => v1.readProfileEdit(body, EMPTY_PROFILE) },
    },
    writeThenAnswer(
      (db, { me, body }) => editProfile(db, me, (current) => v1.readProfileEdit(body, current)),
      myself,
      201,
    ),
  );

  app.post(
    '/bookmark/:postId',
    { schema: schemas.addBookmarkSchema, preValidation: signedIn },
    writeThenAnswer((db, { me, params }) => addBookmark(db, me, params.postId), bookmarksOf),
  );

  app.post(
    '/remove-bookmark/:postId',
    { schema: schemas.removeBookmarkSchema, preValidation: signedIn },
    writeThenAnswer((db, { me, params }) => removeBookmark(db, me, params.postId), bookmarksOf),
  );

  app.post(
    '/follow/:userId',
    { schema: schemas.followSchema, preValidation: signedIn },
    writeThenAnswer((db, { me, params }) => follow(db, me, params.userId), followAnswer),
  );

  app.post(
    '/unfollow/:userId',
    { schema: schemas.unfollowSchema, preValidation: signedIn },
    writeThenAnswer((db, { me, params }) => unfollow(db, me, params.userId), followAnswer),
  );
};

export default users;
