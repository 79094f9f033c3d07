/** Login and sign-up (spec §5): the only calls that hand out a token. Rate-limited per client. */
import type { FastifyPluginAsync } from 'fastify';
import { HttpError, SPEC_MESSAGES, readLogin, readSignup } from '@murmur/contract';
import { loginSchema, signupSchema } from '../../../schemas/auth';
import { createUser, findForLogin } from '../../../repositories/users';
import { loadUser } from '../../../repositories/views';
import { hashForTiming, hashPassword, passwordMatches } from '../../../security/passwords';

const auth: FastifyPluginAsync<{ attemptsPerMinute: number }> = async (
  app,
  { attemptsPerMinute },
) => {
  const rateLimit = { max: attemptsPerMinute, timeWindow: '1 minute' };

  app.post(
    '/login',
    { schema: loginSchema, config: { rateLimit, readBody: readLogin } },
    async (request) => {
      const { username, password } = readLogin(request.body);
      const found = username ? await findForLogin(app.db, username) : undefined;
      if (!found) {
        await passwordMatches(await hashForTiming(), password);
        throw new HttpError(404, SPEC_MESSAGES.unknownUser);
      }
      if (!(await passwordMatches(found.password_hash, password))) {
        throw new HttpError(401, SPEC_MESSAGES.wrongPassword);
      }
      return {
        foundUser: await loadUser(app.db, found.id, 'self'),
        encodedToken: await app.tokens.issue({ _id: found.id, username: found.username }),
      };
    },
  );

  app.post(
    '/signup',
    { schema: signupSchema, config: { rateLimit, readBody: readSignup } },
    async (request, reply) => {
      const input = readSignup(request.body);
      const me = await createUser(app.db, input, await hashPassword(input.password));
      reply.code(201);
      return {
        createdUser: await loadUser(app.db, me.id, 'self'),
        encodedToken: await app.tokens.issue({ _id: me.id, username: me.username }),
      };
    },
  );
};

export default auth;
