/**
 * Login and sign-up are limited per client (@fastify/rate-limit, registered off by default and
 * switched on by those routes' `config.rateLimit`). Counters live in each instance's memory: behind
 * several instances a client gets the limit once per instance, which still stops guessing.
 */
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { HttpError } from '@murmur/contract';

export const TOO_MANY_ATTEMPTS = (wait: string) =>
  `Too many attempts. Please wait ${wait} and try again.`;

export default fp(async (app) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, TOO_MANY_ATTEMPTS(context.after)),
  });
});
