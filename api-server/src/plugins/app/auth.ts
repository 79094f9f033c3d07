/**
 * Who is calling. `app.tokens` signs and verifies; `app.signedIn` is the preValidation hook of every
 * call that needs a user: it runs after the body is parsed and before it is validated, the mock's
 * order (a malformed body is 400 first, then a bad token, then a bad field).
 */
import fp from 'fastify-plugin';
import type { preValidationAsyncHookHandler } from 'fastify';
import { createTokens, type Tokens } from '../../security/tokens';
import { findTokenUser, type Me } from '../../repositories/users';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: Tokens;
    signedIn: preValidationAsyncHookHandler;
  }
  interface FastifyRequest {
    me: Me;
  }
}

export default fp<{ secret: string }>(async (app, { secret }) => {
  const tokens = createTokens(secret);
  app.decorate('tokens', tokens);
  app.decorateRequest('me', null as unknown as Me);
  app.decorate('signedIn', async function signedIn(request) {
    const claims = await tokens.read(request.headers.authorization);
    request.me = await findTokenUser(app.db, claims);
  });
});
