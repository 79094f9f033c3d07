/**
 * Login and sign-up are limited per client (@fastify/rate-limit, registered off by default and
 * switched on by those routes' `config.rateLimit`, one group for both APIs' four calls). The counts
 * live in PostgreSQL, not in a process: behind several instances a client gets the limit once.
 */
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { HttpError } from '@murmur/contract';
import type { Db } from '../../db/database';
import { countAttempt, forgetEndedWindows } from '../../repositories/rate-limits';

export const TOO_MANY_ATTEMPTS = (wait: string) =>
  `Too many attempts. Please wait ${wait} and try again.`;

/** The `config.rateLimit` of the login and sign-up calls. */
export const authRateLimit = (attemptsPerMinute: number) => ({
  max: attemptsPerMinute,
  timeWindow: '1 minute',
  groupId: 'auth',
});

const SWEEP_EVERY_MS = 60_000;

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** @fastify/rate-limit's store interface over the `rate_limit_windows` table. */
function databaseStore(db: Db) {
  let lastSweep = Date.now();
  return class DatabaseStore {
    incr(key: string, done: Counted, timeWindow: number) {
      if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = Date.now();
        void forgetEndedWindows(db, timeWindow).catch(() => undefined);
      }
      countAttempt(db, key, timeWindow).then(
        ({ hits, ttlMs }) => done(null, { current: hits, ttl: ttlMs }),
        (error: Error) => done(error),
      );
    }

    /** One table for every route: the key holds the route group. */
    child() {
      return this;
    }
  };
}

export default fp(async (app) => {
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(app.db),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, TOO_MANY_ATTEMPTS(context.after)),
  });
});
