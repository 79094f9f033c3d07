/**
 * Failed logins (a wrong password, or a username that does not exist), counted over 15 minutes in
 * three ways, and a login is refused while any of them is full:
 * - per account and address prefix: a guesser at one address gets a few tries at an account;
 *   its owner, at their own address, keeps their own budget (a stranger's failures elsewhere
 *   never lock them out);
 * - per account, whatever the address, with a much higher ceiling: a guesser spread over many
 *   addresses is still slowed;
 * - per address prefix, whatever the account: one address trying many accounts.
 * The account is named as login reads it (`loginName`: trimmed, case ignored), so `" alice"` and
 * `"alice "` are one account and one budget, and only the first characters of a long name count
 * (a key is never longer than that, whatever the body holds). Only a failure is counted.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, loginName, usernameKey } from '@murmur/contract';
import type { RateLimits } from '../../config';
import { addressPrefix } from '../../security/address-prefix';
import { TOO_MANY_ATTEMPTS, formatWait } from './refusals';

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** No account's name is longer (new ones: 30); a longer name is counted by its start. */
export const ACCOUNT_KEY_LENGTH = 64;
/** A wrong password, or a username that does not exist. */
const FAILED_LOGIN = new Set([401, 404]);

/** The account a login names, as login itself reads it. */
export function accountOfLogin(body: unknown): string {
  return [...usernameKey(loginName(body))].slice(0, ACCOUNT_KEY_LENGTH).join('');
}

const isLogin = (request: FastifyRequest) =>
  request.method === 'POST' && /\/auth\/login$/.test(request.routeOptions.url ?? '');

export function limitFailedLogins(app: FastifyInstance, limits: RateLimits): void {
  const counted = (max: number, key: (request: FastifyRequest) => string) =>
    app.createRateLimit({ max, timeWindow: LOGIN_FAILURE_WINDOW_MS, keyGenerator: key });
  const account = (request: FastifyRequest) => accountOfLogin(request.body);
  const client = (request: FastifyRequest) => addressPrefix(request.ip);
  const counts = [
    [
      counted(
        limits.loginFailuresPerAccountAndClient,
        (request) => `login-failures:account-client:${client(request)}:${account(request)}`,
      ),
      'login-account-client',
    ],
    [
      counted(
        limits.loginFailuresPerAccount,
        (request) => `login-failures:account:${account(request)}`,
      ),
      'login-account',
    ],
    [
      counted(
        limits.loginFailuresPerClient,
        (request) => `login-failures:client:${client(request)}`,
      ),
      'login-client',
    ],
  ] as const;

  app.addHook('preHandler', async (request, reply) => {
    if (!isLogin(request)) return;
    for (const [limiter, limit] of counts) {
      const state = await limiter(request, { increment: false });
      if (!state.isAllowed && state.remaining === 0) {
        app.onRateLimited?.(limit);
        reply.header('retry-after', Math.max(1, state.ttlInSeconds));
        throw new HttpError(429, TOO_MANY_ATTEMPTS(formatWait(state.ttlInSeconds)));
      }
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (isLogin(request) && FAILED_LOGIN.has(reply.statusCode)) {
      await Promise.all(counts.map(([limiter]) => limiter(request)));
    }
    return payload;
  });
}
