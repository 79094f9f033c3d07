/** Profiles, a user's posts, followers and followings, and follows. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Author, FollowAnswer, Page, PostView, ProfileAnswer } from '@murmur/contract';
import * as schemas from '../schemas/users';
import { follow, unfollow } from '../../../repositories/users';
import { keysetOf } from '../views/keyset';
import { readTimeline, timelineQueries } from '../views/posts';
import {
  readOwnProfile,
  readProfile,
  readProfileById,
  readUserList,
  userListQueries,
} from '../views/profiles';
import { userIdOf } from '../../shared/reads';

const users: FastifyPluginAsyncTypebox = async (app) => {
  const config = { readQuery: keysetOf };

  app.get(
    '/:username',
    { schema: schemas.profileSchema, preValidation: app.mayBeSignedIn },
    async (request): Promise<ProfileAnswer> => ({
      user: await readProfile(app.db, request.viewerId, request.params.username),
    }),
  );

  app.get(
    '/:username/posts',
    { schema: schemas.userPostsSchema, preValidation: app.mayBeSignedIn, config },
    async (request): Promise<Page<PostView>> => {
      const { username } = request.params;
      const keyset = keysetOf(request.query);
      const query = timelineQueries.authored(app.db, request.viewerId, username, keyset);
      const page = await readTimeline(query, keyset);
      // An empty page may mean no such user: only then is it looked up.
      if (page.items.length === 0) await userIdOf(app.db, username);
      return page;
    },
  );

  const people =
    (list: 'followers' | 'following') =>
    async (request: { params: { username: string }; query: unknown }): Promise<Page<Author>> => {
      const { username } = request.params;
      const keyset = keysetOf(request.query);
      return readUserList(userListQueries[list](app.db, username, keyset), keyset, () =>
        userIdOf(app.db, username),
      );
    };

  app.get('/:username/followers', { schema: schemas.followersSchema, config }, people('followers'));
  app.get('/:username/following', { schema: schemas.followingSchema, config }, people('following'));

  /** Both users after the change: the viewer's following count, the other's follower count. */
  const followAnswer = async (meId: string, otherId: string): Promise<FollowAnswer> => ({
    me: await readOwnProfile(app.db, meId),
    user: await readProfileById(app.db, meId, otherId),
  });

  app.post(
    '/:username/follow',
    { schema: schemas.followSchema, preValidation: app.signedIn },
    async (request) => {
      const otherId = await userIdOf(app.db, request.params.username);
      await follow(app.db, request.me, otherId);
      return followAnswer(request.me.id, otherId);
    },
  );

  app.delete(
    '/:username/follow',
    { schema: schemas.unfollowSchema, preValidation: app.signedIn },
    async (request) => {
      const otherId = await userIdOf(app.db, request.params.username);
      await unfollow(app.db, request.me, otherId);
      return followAnswer(request.me.id, otherId);
    },
  );
};

export default users;
