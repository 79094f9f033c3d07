/**
 * Who is calling. `app.tokens` signs and verifies; `app.signedIn` is the preValidation hook of every
 * call that needs a user: it runs after the body is parsed and before it is validated, the mock's
 * order (a malformed body is 400 first, then a bad token, then a bad field). `app.mayBeSignedIn`
 * is the hook of reads that take a token when one is sent (the viewer's own flags); a token that
 * is sent is checked as on a write. Every token names a session (`repositories/sessions.ts`),
 * checked in the query that reads the user; `app.startSession` opens one and signs its token.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { tokenFromHeader } from '@murmur/contract';
import { createTokens, type Tokens } from '../../security/tokens';
import type { Me } from '../../repositories/users/writes';
import { findSessionUser, startSession } from '../../repositories/sessions';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: Tokens;
    /** A new session of the user, answered as its token. */
    startSession(me: Me): Promise<string>;
    signedIn: preValidationAsyncHookHandler;
    mayBeSignedIn: preValidationAsyncHookHandler;
    /** The spec's reads: the viewer when a good token is sent, else no one (never a refusal). */
    viewerIfAny: preValidationAsyncHookHandler;
  }
  interface FastifyRequest {
    me: Me;
    /** The signed-in user's id, or null on a read that came without a token. */
    viewerId: string | null;
    /** The session the request's token names (set with `me`). */
    sessionId: string;
  }
}

export interface AuthOptions {
  secret: string;
  /** A session unused this many days is over. */
  sessionIdleDays: number;
  /** Live sessions a user may have; a login past it ends the least recently used. */
  sessionsPerUser: number;
}

export default fp<AuthOptions>(async (app, { secret, sessionIdleDays, sessionsPerUser }) => {
  const tokens = createTokens(secret);
  const signIn = async (request: FastifyRequest) => {
    const claims = await tokens.read(request.headers.authorization);
    request.me = await findSessionUser(app.db, claims, sessionIdleDays);
    request.viewerId = request.me.id;
    request.sessionId = claims.sid;
  };
  app.decorate('tokens', tokens);
  app.decorate('startSession', async (me: Me) =>
    tokens.issue({
      _id: me.id,
      username: me.username,
      sid: await startSession(app.db, me.id, sessionsPerUser),
    }),
  );
  app.decorateRequest('me', null as unknown as Me);
  app.decorateRequest('viewerId', null);
  app.decorateRequest('sessionId', '');
  app.decorate('signedIn', async function signedIn(request) {
    await signIn(request);
  });
  app.decorate('mayBeSignedIn', async function mayBeSignedIn(request) {
    if (tokenFromHeader(request.headers.authorization) !== '') await signIn(request);
  });
  // The spec's reads take no token (§6): one sent anyway only keeps its viewer in the lists.
  app.decorate('viewerIfAny', async function viewerIfAny(request) {
    if (tokenFromHeader(request.headers.authorization) === '') return;
    await signIn(request).catch(() => {
      request.viewerId = null;
    });
  });
});
