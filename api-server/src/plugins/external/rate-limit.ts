/**
 * Limits per action (@fastify/rate-limit, registered off by default and switched on per route),
 * counted in PostgreSQL in sliding windows (`repositories/rate-limits.ts`), so that behind several
 * instances a client gets each limit once:
 * - login and sign-up, per client address, one group for both APIs' four calls;
 * - failed logins, per account whatever the address and per address whatever the account;
 * - every write of a signed-in account (`write-limits.ts` says which limit each one counts in).
 * A refusal is `429` with `Retry-After` and a message saying how long to wait.
 */
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '@murmur/contract';
import type { RateLimits } from '../../config';
import type { Db } from '../../db/database';
import {
  countAttempt,
  forgetEndedWindows,
  readAttempts,
  type WindowCount,
} from '../../repositories/rate-limits';
import { writeLimitOf, WRITE_LIMIT_MESSAGES, type WriteLimit } from './write-limits';

export const TOO_MANY_ATTEMPTS = (wait: string) =>
  `Too many attempts. Please wait ${wait} and try again.`;

export const MINUTE_MS = 60_000;
/** Failed logins are counted over a longer window: a guesser gets few tries an hour. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * MINUTE_MS;

/** The `config.rateLimit` of the login and sign-up calls. */
export const authRateLimit = (attemptsPerMinute: number) => ({
  max: attemptsPerMinute,
  timeWindow: MINUTE_MS,
  groupId: 'auth',
});

const SWEEP_EVERY_MS = 60_000;
/** A wrong password, or a username that does not exist. */
const FAILED_LOGIN = new Set([401, 404]);

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** @fastify/rate-limit's store interface over the `rate_limit_windows` table. */
function databaseStore(db: Db) {
  let lastSweep = Date.now();
  const report = (counting: Promise<WindowCount>, done: Counted) =>
    counting.then(
      ({ hits, ttlMs }) => done(null, { current: hits, ttl: ttlMs }),
      (error: Error) => done(error),
    );
  return class DatabaseStore {
    incr(key: string, done: Counted, timeWindow: number) {
      if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = Date.now();
        // The longest window decides: a row may still count for a failed-login limit.
        void forgetEndedWindows(db, LOGIN_FAILURE_WINDOW_MS).catch(() => undefined);
      }
      void report(countAttempt(db, key, timeWindow), done);
    }

    read(key: string, done: Counted, timeWindow: number) {
      void report(readAttempts(db, key, timeWindow), done);
    }

    /** One table for every route: the key holds the route group. */
    child() {
      return this;
    }
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Called with each refusal's limit name (the metrics count them). */
    onRateLimited?: (limit: string) => void;
  }
}

export interface RateLimitPluginOptions {
  limits: RateLimits;
}

const refusal =
  (message: (wait: string) => string) => (_request: unknown, context: { after: string }) =>
    new HttpError(429, message(context.after));

const usernameOf = (request: FastifyRequest) => {
  const body = request.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? body.username.toLowerCase() : '';
};

export default fp<RateLimitPluginOptions>(async (app, { limits }) => {
  const refused = (limit: string) => () => app.onRateLimited?.(limit);

  // Before @fastify/rate-limit's own onRoute hook, which reads `config.rateLimit`.
  app.addHook('onRoute', (route) => {
    const limit: WriteLimit | undefined = writeLimitOf(route.method, route.url ?? '');
    if (!limit || route.config?.rateLimit) return;
    route.config = {
      ...route.config,
      rateLimit: {
        max: limits[limit],
        timeWindow: MINUTE_MS,
        groupId: `write-${limit}`,
        // After `signedIn` (preValidation): the account is known, and counted, not its address.
        hook: 'preHandler',
        keyGenerator: (request) => `account:${request.me?.id ?? request.ip}:`,
        errorResponseBuilder: refusal(WRITE_LIMIT_MESSAGES[limit]),
        onExceeded: refused(limit),
      },
    };
  });

  await app.register(rateLimit, {
    global: false,
    store: databaseStore(app.db),
    errorResponseBuilder: refusal(TOO_MANY_ATTEMPTS),
    onExceeded: refused('auth'),
  });

  const failuresPerAccount = app.createRateLimit({
    max: limits.loginFailuresPerAccount,
    timeWindow: LOGIN_FAILURE_WINDOW_MS,
    keyGenerator: (request) => `login-failures:account:${usernameOf(request)}`,
  });
  const failuresPerClient = app.createRateLimit({
    max: limits.loginFailuresPerClient,
    timeWindow: LOGIN_FAILURE_WINDOW_MS,
    keyGenerator: (request) => `login-failures:client:${request.ip}`,
  });
  const isLogin = (request: FastifyRequest) =>
    request.method === 'POST' && /\/auth\/login$/.test(request.routeOptions.url ?? '');

  // A login is refused while either count of failures is full; only a failure adds to them.
  app.addHook('preHandler', async (request, reply) => {
    if (!isLogin(request)) return;
    for (const [limiter, limit] of [
      [failuresPerAccount, 'login-account'],
      [failuresPerClient, 'login-client'],
    ] as const) {
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
      await Promise.all([failuresPerAccount(request), failuresPerClient(request)]);
    }
    return payload;
  });
});

/** "1 minute", "12 minutes", "40 seconds": the words of @fastify/rate-limit's own refusals. */
export function formatWait(seconds: number): string {
  if (seconds >= 60) {
    const minutes = Math.ceil(seconds / 60);
    return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  }
  const whole = Math.max(1, Math.ceil(seconds));
  return whole === 1 ? '1 second' : `${whole} seconds`;
}
