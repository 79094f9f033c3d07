/**
 * Whom the dashboard's server answers, and how it refuses. Any web page the operator has open may
 * send requests to localhost, so it answers only requests addressed to itself (the Host header:
 * no DNS rebinding). Every refusal is `{ error }` in words a person reads, never Fastify's own
 * shapes, and never cached.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AddressInfo } from 'node:net';

export const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).header('cache-control', 'no-store').send({ error: message });

/** The names this server answers to: its own host and port, nothing else. */
export function ownHosts(app: FastifyInstance): string[] {
  const { port } = app.server.address() as AddressInfo;
  return [`localhost:${port}`, `127.0.0.1:${port}`];
}

/** Fastify's own refusals of a request, in the dashboard's words. */
const FASTIFY_REFUSALS: Record<string, string> = {
  FST_ERR_BAD_URL: 'This address is not a valid URL.',
  FST_ERR_MAX_PARAM_LENGTH: 'This address is too long.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The action’s body is not JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The action’s body is not JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'An action is asked as JSON.',
};

export function installRefusals(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!ownHosts(app).includes(request.headers.host ?? '')) {
      return refuse(reply, 421, 'This server answers only at its own address.');
    }
    // A method no route takes here (anything but a read, or an action's POST), refused before
    // its body is read.
    if (request.is404 && request.method !== 'GET' && request.method !== 'HEAD') {
      return refuse(reply, 405, 'Only GET, and POST for an action.');
    }
  });
  app.setErrorHandler(answerError);
}

/** Every error's answer; also Fastify's `frameworkErrors`, for a URL its router cannot read. */
export function answerError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 500) console.error(error);
  return refuse(reply, status, FASTIFY_REFUSALS[error.code] ?? error.message);
}
