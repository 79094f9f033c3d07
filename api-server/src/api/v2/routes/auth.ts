/**
 * Login and sign-up: the contract's checks, limit and messages, answered with a session; logging
 * out ends it (or every session of the user), and the event streams it opened.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { readLogin, readSignup } from '@murmur/contract';
import type { SessionAnswer } from '@murmur/contract';
import { loginSchema, logoutEverywhereSchema, logoutSchema, signupSchema } from '../schemas/auth';
import { endEverySession, endSession } from '../../../repositories/sessions';
import { authRateLimit } from '../../../plugins/external/rate-limit';
import { keysetOf } from '../views/keyset';
import { timelineQueries } from '../../../repositories/posts/pages';
import { readTimeline } from '../views/posts';
import { readOwnProfile } from '../views/profiles';
import type { Me } from '../../../repositories/users/writes';
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
      app.startSession(me),
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

  app.post('/logout', { schema: logoutSchema, preValidation: app.signedIn }, async (request) => {
    await endSession(app.db, request.sessionId);
    // This instance's streams of the session end now; other instances' at their next check.
    app.liveEvents.endStreams((stream) => stream.sessionId === request.sessionId);
    return { signedOut: true as const };
  });

  app.post(
    '/logout-everywhere',
    { schema: logoutEverywhereSchema, preValidation: app.signedIn },
    async (request) => {
      await endEverySession(app.db, request.me.id);
      app.liveEvents.endStreams((stream) => stream.viewerId === request.me.id);
      return { signedOut: true as const };
    },
  );
};

export default auth;
