/**
 * Who is calling. `app.tokens` signs and verifies; `app.signedIn` is the preValidation hook of every
 * call that needs a user: it runs after the body is parsed and before it is validated, the mock's
 * order (a malformed body is 400 first, then a bad token, then a bad field). `app.mayBeSignedIn`
 * is the hook of reads that take a token when one is sent (the viewer's own flags); a token that
 * is sent is checked as on a write.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { createTokens, tokenFromHeader, type Tokens } from '../../security/tokens';
import { findTokenUser, type Me } from '../../repositories/users';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: Tokens;
    signedIn: preValidationAsyncHookHandler;
    mayBeSignedIn: preValidationAsyncHookHandler;
  }
  interface FastifyRequest {
    me: Me;
    /** The signed-in user's id, or null on a read that came without a token. */
    viewerId: string | null;
  }
}

export default fp<{ secret: string }>(async (app, { secret }) => {
  const tokens = createTokens(secret);
  const signIn = async (request: FastifyRequest) => {
    const claims = await tokens.read(request.headers.authorization);
    request.me = await findTokenUser(app.db, claims);
    request.viewerId = request.me.id;
  };
  app.decorate('tokens', tokens);
  app.decorateRequest('me', null as unknown as Me);
  app.decorateRequest('viewerId', null);
  app.decorate('signedIn', async function signedIn(request) {
    await signIn(request);
  });
  app.decorate('mayBeSignedIn', async function mayBeSignedIn(request) {
    if (tokenFromHeader(request.headers.authorization) !== '') await signIn(request);
  });
});
