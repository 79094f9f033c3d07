/**
 * Limits per action (@fastify/rate-limit, registered off by default and switched on per route),
 * counted in PostgreSQL in sliding windows (`repositories/rate-limits.ts`), so that behind several
 * instances a client gets each limit once:
 * - login and sign-up, per client address, one group for both APIs' four calls;
 * - failed logins (`login-failures.ts`): per account and address, per account whatever the
 *   address (a much higher ceiling), and per address whatever the account;
 * - every write of a signed-in account (`write-limits.ts` says which limit each one counts in).
 * A client's address is counted by its prefix (`security/address-prefix.ts`: an IPv6 host's /64).
 * A refusal is `429` with `Retry-After` and a message saying how long to wait.
 */
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { HttpError } from '@murmur/contract';
import type { RateLimits } from '../../config';
import type { Db } from '../../db/database';
import {
  countAttempt,
  forgetEndedWindows,
  readAttempts,
  type WindowCount,
} from '../../repositories/rate-limits';
import { addressPrefix } from '../../security/address-prefix';
import { writeLimitOf, WRITE_LIMIT_MESSAGES, type WriteLimit } from './write-limits';
import { limitFailedLogins } from './login-failures';
import { MINUTE_MS, TOO_MANY_ATTEMPTS } from './refusals';

export { MINUTE_MS, TOO_MANY_ATTEMPTS, formatWait } from './refusals';

/** The `config.rateLimit` of the login and sign-up calls. */
export const authRateLimit = (attemptsPerMinute: number) => ({
  max: attemptsPerMinute,
  timeWindow: MINUTE_MS,
  groupId: 'auth',
});

const SWEEP_EVERY_MS = 60_000;

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
        void forgetEndedWindows(db).catch(() => undefined);
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
        keyGenerator: (request) => `account:${request.me?.id ?? addressPrefix(request.ip)}:`,
        errorResponseBuilder: refusal(WRITE_LIMIT_MESSAGES[limit]),
        onExceeded: refused(limit),
      },
    };
  });

  await app.register(rateLimit, {
    global: false,
    store: databaseStore(app.db),
    // Every per-address limit counts by prefix; a route's own config keeps this unless it says.
    keyGenerator: (request) => addressPrefix(request.ip),
    errorResponseBuilder: refusal(TOO_MANY_ATTEMPTS),
    onExceeded: refused('auth'),
  });

  limitFailedLogins(app, limits);
});
