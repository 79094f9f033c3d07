/**
 * What only an operator may read on the public port (readiness, metrics, the telemetry summary):
 * `app.operatorOnly` answers 404 while no `METRICS_TOKEN` is set (the routes do not exist for
 * anyone), 401 to a request without the token, and 429 once an address prefix has failed
 * `FAILURES_PER_WINDOW` times in 15 minutes, the right token included (guessing it is throttled
 * like a password). The management port (`management.ts`) answers the same routes without it.
 */
import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { HttpError, MOCK_MESSAGES } from '@murmur/contract';
import { addressPrefix } from '../../security/address-prefix';
import { TOO_MANY_ATTEMPTS, formatWait } from '../external/refusals';

declare module 'fastify' {
  interface FastifyInstance {
    operatorOnly: preHandlerAsyncHookHandler;
  }
}

export const OPERATOR_REFUSED = 'Send the metrics token: Authorization: Bearer <METRICS_TOKEN>.';
/** Failed tries of the token per address prefix in 15 minutes. */
export const FAILURES_PER_WINDOW = 10;
const WINDOW_MS = 15 * 60_000;

/** Constant time, so the answer's timing does not spell the token. */
export function sameToken(sent: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(sent ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export default fp<{ token: string | undefined }>(
  async (app, { token }) => {
    const failures = app.createRateLimit({
      max: FAILURES_PER_WINDOW,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => `operator-token:${addressPrefix(request.ip)}`,
    });
    app.decorate('operatorOnly', async function operatorOnly(request, reply) {
      if (!token) throw new HttpError(404, MOCK_MESSAGES.noRoute);
      const spent = await failures(request, { increment: false });
      if (!spent.isAllowed && spent.remaining === 0) {
        app.onRateLimited?.('operator-token');
        reply.header('retry-after', Math.max(1, spent.ttlInSeconds));
        throw new HttpError(429, TOO_MANY_ATTEMPTS(formatWait(spent.ttlInSeconds)));
      }
      if (!sameToken(request.headers.authorization, token)) {
        await failures(request);
        throw new HttpError(401, OPERATOR_REFUSED);
      }
    } satisfies preHandlerAsyncHookHandler);
  },
  { name: 'operator-access', dependencies: ['metrics'] },
);
