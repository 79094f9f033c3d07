/** The signed-in user's own profile: read and edit. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { v2 } from '@murmur/contract';
import type { OwnProfileAnswer } from '@murmur/contract';
import { editMeSchema, getMeSchema } from '../schemas/me';
import { editProfile } from '../../../repositories/users/writes';
import { writeThenAnswer } from '../../shared/write-then-answer';
import type { Db } from '../../../db/database';
import { readOwnProfile } from '../views/profiles';

const EMPTY_PROFILE = { bio: '', website: '', avatarURL: '' };

const me: FastifyPluginAsyncTypebox = async (app) => {
  const ownProfile = async (db: Db, userId: string): Promise<OwnProfileAnswer> => ({
    user: await readOwnProfile(db, userId),
  });

  app.get('', { schema: getMeSchema, preValidation: app.signedIn }, async (request) =>
    ownProfile(app.db, request.me.id),
  );

  app.patch(
    '',
    {
      schema: editMeSchema,
      preValidation: app.signedIn,
      config: { readBody: (body) => v2.readProfileEdit(body, EMPTY_PROFILE) },
    },
    writeThenAnswer(
      (db, { me, body }) => editProfile(db, me, (current) => v2.readProfileEdit(body, current)),
      (db, { me }) => ownProfile(db, me.id),
    ),
  );
};

export default me;
