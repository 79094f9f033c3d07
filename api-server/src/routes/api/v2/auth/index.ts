/** Login and sign-up: the contract's checks, limit and messages, answered with a session. */
import type { FastifyPluginAsync } from 'fastify';
import { readLogin, readSignup } from '@murmur/contract';
import type { SessionAnswer } from '@murmur/core/src/types/v2';
import { loginSchema, signupSchema } from '../../../../schemas/v2/auth';
import { authRateLimit } from '../../../../plugins/external/rate-limit';
import { readOwnProfile } from '../../../../repositories/v2/profiles';
import type { Me } from '../../../../repositories/users';
import { logIn, signUp } from '../../../../security/sessions';

const auth: FastifyPluginAsync<{ attemptsPerMinute: number }> = async (
  app,
  { attemptsPerMinute },
) => {
  const rateLimit = authRateLimit(attemptsPerMinute);
  const session = async (me: Me): Promise<SessionAnswer> => ({
    user: await readOwnProfile(app.db, me.id),
    token: await app.tokens.issue({ _id: me.id, username: me.username }),
  });

  app.post(
    '/login',
    { schema: loginSchema, config: { rateLimit, readBody: readLogin } },
    async (request) => session(await logIn(app.db, request.body)),
  );

  app.post(
    '/signup',
    { schema: signupSchema, config: { rateLimit, readBody: readSignup } },
    async (request, reply) => {
      const answer = await session(await signUp(app.db, request.body));
      reply.code(201);
      return answer;
    },
  );
};

export default auth;
