/** Users, profiles, follows and bookmarks (spec §7). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { v1 } from '@murmur/contract';
import * as schemas from '../schemas/users';
import { addBookmark, removeBookmark } from '../../../repositories/bookmarks';
import { editProfile, follow, unfollow } from '../../../repositories/users';
import { userIdOf } from '../../shared/reads';
import { loadPosts, loadUser, loadUsers } from '../views';
import { boundOf, type ListOptions } from '../list-options';
import type { FastifyRequest } from 'fastify';

const EMPTY_PROFILE = { bio: '', website: '', avatarURL: '' };

const users: FastifyPluginAsyncTypebox<ListOptions> = async (app, { newest }) => {
  const signedIn = app.signedIn;
  const bookmarksOf = async (request: FastifyRequest) => ({
    bookmarks: await loadPosts(
      app.db,
      { kind: 'bookmarks', userId: request.me.id },
      boundOf(newest, request),
    ),
  });
  const followAnswer = async (request: FastifyRequest, otherId: string) => ({
    user: await loadUser(app.db, request.me.id, 'self', boundOf(newest, request)),
    followUser: await loadUser(app.db, otherId, 'public', boundOf(newest, request)),
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
    async (request) => bookmarksOf(request),
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
    async (request, reply) => {
      await editProfile(app.db, request.me, (current) => v1.readProfileEdit(request.body, current));
      reply.code(201);
      return { user: await loadUser(app.db, request.me.id, 'self', boundOf(newest, request)) };
    },
  );

  app.post(
    '/bookmark/:postId',
    { schema: schemas.addBookmarkSchema, preValidation: signedIn },
    async (request) => {
      await addBookmark(app.db, request.me, request.params.postId);
      return bookmarksOf(request);
    },
  );

  app.post(
    '/remove-bookmark/:postId',
    { schema: schemas.removeBookmarkSchema, preValidation: signedIn },
    async (request) => {
      await removeBookmark(app.db, request.me, request.params.postId);
      return bookmarksOf(request);
    },
  );

  app.post(
    '/follow/:userId',
    { schema: schemas.followSchema, preValidation: signedIn },
    async (request) => {
      await follow(app.db, request.me, request.params.userId);
      return followAnswer(request, request.params.userId);
    },
  );

  app.post(
    '/unfollow/:userId',
    { schema: schemas.unfollowSchema, preValidation: signedIn },
    async (request) => {
      await unfollow(app.db, request.me, request.params.userId);
      return followAnswer(request, request.params.userId);
    },
  );
};

export default users;
