/**
 * Login and sign-up (spec §5): the only calls that hand out a token. Rate-limited per client. The
 * person's record is bounded as every answer of this API is (its bookmarks and lists the newest).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { readLogin, readSignup } from '@murmur/contract';
import { loginSchema, signupSchema } from '../schemas/auth';
import type { Newest } from '../../../repositories/shared/member-lists';
import { loadUser } from '../views/users';
import { logIn, signUp } from '../../../security/sessions';
import { authRateLimit } from '../../../plugins/external/rate-limit';

const auth: FastifyPluginAsyncTypebox<{ attemptsPerMinute: number; newest: Newest }> = async (
  app,
  { attemptsPerMinute, newest },
) => {
  const rateLimit = authRateLimit(attemptsPerMinute);

  app.post(
    '/login',
    { schema: loginSchema, config: { rateLimit, readBody: readLogin } },
    async (request) => {
      const me = await logIn(app.db, request.body);
      return {
        foundUser: await loadUser(app.db, me.id, 'self', { newest, viewerId: me.id }),
        encodedToken: await app.startSession(me),
      };
    },
  );

  app.post(
    '/signup',
    { schema: signupSchema, config: { rateLimit, readBody: readSignup } },
    async (request, reply) => {
      const me = await signUp(app.db, request.body);
      reply.code(201);
      return {
        createdUser: await loadUser(app.db, me.id, 'self', { newest, viewerId: me.id }),
        encodedToken: await app.startSession(me),
      };
    },
  );
};

export default auth;
