/** The signed-in user's own profile: read and edit. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { v2 } from '@murmur/contract';
import type { OwnProfileAnswer } from '@murmur/contract';
import { editMeSchema, getMeSchema } from '../schemas/me';
import { editProfile } from '../../../repositories/users/writes';
import { writeThenAnswer } from '../../shared/write-then-answer';
import { readOwnProfile } from '../views/profiles';

const EMPTY_PROFILE = { bio: '', website: '', avatarURL: '' };

const me: FastifyPluginAsyncTypebox = async (app) => {
  const ownProfile = async (userId: string): Promise<OwnProfileAnswer> => ({
    user: await readOwnProfile(app.db, userId),
  });

  app.get('', { schema: getMeSchema, preValidation: app.signedIn }, async (request) =>
    ownProfile(request.me.id),
  );

  app.patch(
    '',
    {
      schema: editMeSchema,
      preValidation: app.signedIn,
      config: { readBody: (body) => v2.readProfileEdit(body, EMPTY_PROFILE) },
    },
    writeThenAnswer(
      ({ me, body }) => editProfile(app.db, me, (current) => v2.readProfileEdit(body, current)),
      ({ me }) => ownProfile(me.id),
    ),
  );
};

export default me;
