/**
 * Every refusal answers `{ errors: [message] }`: the contract's own (HttpError), a body that is not
 * JSON (400), too large (413), a field of the wrong type (400, the rule's own words), an unknown
 * call (404). A database too slow or gone answers 503 with a message (the client may retry). Anything unexpected is a 500 with a generic message and the request id; the details
 * go to the log only.
 */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, MOCK_MESSAGES, containsNul } from '@murmur/contract';
import { databaseUnavailable } from '../../db/unavailable';

export const BODY_TOO_LARGE = 'The request body is too large.';
export const SERVER_FAILED = 'The server failed to answer. Please try again.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Reads the body with the contract's rules; called when the body fails its schema, so the
     * answer carries the same words the mock would use for that input.
     */
    readBody?: (body: unknown) => unknown;
    /** The same for a query string that fails its schema (a list's `limit` and `cursor`). */
    readQuery?: (query: unknown) => unknown;
  }
}

const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).send({ errors: [message] });

function inputRefusal(read: () => unknown, fallback: string): HttpError {
  try {
    read();
  } catch (error) {
    if (error instanceof HttpError) return error;
  }
  return new HttpError(400, fallback);
}

const bodyRefusal = (request: FastifyRequest) =>
  inputRefusal(
    () => request.routeOptions.config.readBody?.(request.body),
    'The request body does not have the expected fields.',
  );

const queryRefusal = (request: FastifyRequest, message: string) =>
  inputRefusal(() => request.routeOptions.config.readQuery?.(request.query), message);

export default fp(async (app) => {
  app.removeContentTypeParser('application/json');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    // The client sends `content-type: application/json` on calls without a body, too.
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, parsed) => {
      if (error) done(new HttpError(400, MOCK_MESSAGES.badJson) as never, undefined);
      // PostgreSQL's text cannot hold a NUL: refused here, not failed in the database (500).
      else if (containsNul(parsed)) {
        done(new HttpError(400, MOCK_MESSAGES.nulCharacter) as never, undefined);
      } else done(null, parsed);
    });
  });
  // The same for a NUL in the path or the query string (`%00`).
  app.addHook('onRequest', async (request) => {
    if (/%00/i.test(request.url)) throw new HttpError(400, MOCK_MESSAGES.nulCharacter);
  });

  app.setNotFoundHandler((_request, reply) => refuse(reply, 404, MOCK_MESSAGES.noRoute));

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return refuse(reply, error.status, error.message);
    if (error.validation && error.validationContext === 'body') {
      const refusal = bodyRefusal(request);
      return refuse(reply, refusal.status, refusal.message);
    }
    if (error.validation && error.validationContext === 'querystring') {
      const refusal = queryRefusal(request, error.message);
      return refuse(reply, refusal.status, refusal.message);
    }
    if (error.validation) return refuse(reply, 400, error.message);
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return refuse(reply, 413, BODY_TOO_LARGE);
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return refuse(reply, 415, 'Send the request body as application/json.');
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return refuse(reply, error.statusCode, error.message);
    }
    const unavailable = databaseUnavailable(error);
    if (unavailable) {
      request.log.warn({ err: error }, 'the database could not answer');
      return refuse(reply, 503, unavailable);
    }
    request.log.error({ err: error }, 'unexpected failure');
    return reply.code(500).send({ errors: [SERVER_FAILED], requestId: request.id });
  });
});
