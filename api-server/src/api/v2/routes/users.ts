/** Profiles, a user's posts, followers and followings, and follows. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Author, FollowAnswer, Page, PostView, ProfileAnswer } from '@murmur/contract';
import * as schemas from '../schemas/users';
import { follow, unfollow } from '../../../repositories/users/writes';
import { keysetOf } from '../views/keyset';
import { timelineQueries } from '../../../repositories/posts/pages';
import { readTimeline } from '../views/posts';
import { readOwnProfile, readProfile, readProfileById, readUserList } from '../views/profiles';
import { userListQueries } from '../../../repositories/users/profiles';
import { userIdOf } from '../../../repositories/shared/lookups';
import type { Me } from '../../../repositories/users/writes';
import { writeThenAnswer } from '../../shared/write-then-answer';
import type { Db } from '../../../db/database';

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
  const followAnswer = async (
    db: Db,
    { me }: { me: Me },
    otherId: string,
  ): Promise<FollowAnswer> => ({
    me: await readOwnProfile(db, me.id),
    user: await readProfileById(db, me.id, otherId),
  });
  /** The user named in the path, followed or unfollowed: the write answers their id. */
  const towards =
    (write: typeof follow) =>
    async (db: Db, { me, params }: { me: Me; params: { username: string } }) => {
      const otherId = await userIdOf(db, params.username);
      await write(db, me, otherId);
      return otherId;
    };

  app.post(
    '/:username/follow',
    { schema: schemas.followSchema, preValidation: app.signedIn },
    writeThenAnswer(towards(follow), followAnswer),
  );

  app.delete(
    '/:username/follow',
    { schema: schemas.unfollowSchema, preValidation: app.signedIn },
    writeThenAnswer(towards(unfollow), followAnswer),
  );
};

export default users;
