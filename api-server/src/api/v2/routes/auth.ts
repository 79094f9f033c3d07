/** Login and sign-up: the contract's checks, limit and messages, answered with a session. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { readLogin, readSignup } from '@murmur/contract';
import type { SessionAnswer } from '@murmur/contract';
import { loginSchema, signupSchema } from '../schemas/auth';
import { authRateLimit } from '../../../plugins/external/rate-limit';
import { keysetOf } from '../views/keyset';
import { readTimeline, timelineQueries } from '../views/posts';
import { readOwnProfile } from '../views/profiles';
import type { Me } from '../../../repositories/users';
import { logIn, signUp } from '../../../security/sessions';

const auth: FastifyPluginAsyncTypebox<{ attemptsPerMinute: number }> = async (
  app,
  { attemptsPerMinute },
) => {
  const rateLimit = authRateLimit(attemptsPerMinute);
  // The first page of the home feed comes along: a sign-in leads there (one round trip, not two).
  const session = async (me: Me): Promise<SessionAnswer> => {
    const keyset = keysetOf({});
    const [user, token, home] = await Promise.all([
      readOwnProfile(app.db, me.id),
      app.tokens.issue({ _id: me.id, username: me.username }),
      readTimeline(timelineQueries.home(app.db, me.id, keyset), keyset),
    ]);
    return { user, token, home };
  };

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
