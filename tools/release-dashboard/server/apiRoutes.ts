/**
 * The dashboard's JSON API under `/api` (the wire is api/dashboardApi.ts): the store as it is,
 * the health of its versions, and the release commands. An action changes the store, so it is
 * taken only from the dashboard's own page: from its own origin and as JSON (a cross-site form
 * cannot send one), checked before its body is read.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACTIONS, HEALTH_WINDOWS, type ActionName, type ActionRequest } from '../api/dashboardApi';
import { RELEASE_APPS, type ReleaseContext } from '@murmur/releases';
import { runAction } from './actions';
import { readHealth } from './healthReader';
import type { HealthSource } from './healthReader';
import { ownHosts, refuse } from './refusals';
import { readReleases } from './storeState';

type ActionCall = FastifyRequest<{ Params: { action: string } }>;
type HealthCall = FastifyRequest<{ Querystring: { window?: string } }>;

async function onlyFromOwnPage(request: ActionCall, reply: FastifyReply) {
  const origin = request.headers.origin ?? '';
  if (!ownHosts(request.server).some((host) => origin === `http://${host}`)) {
    return refuse(reply, 403, 'Only the dashboard’s own page may ask for a change.');
  }
  if (!request.headers['content-type']?.startsWith('application/json')) {
    return refuse(reply, 415, 'An action is asked as JSON.');
  }
  const { action } = request.params;
  if (!(ACTIONS as readonly string[]).includes(action)) {
    return refuse(reply, 404, `There is no action "${action}".`);
  }
}

/** What the API reads and changes: the release store, and where its versions' health comes from. */
export interface ApiOptions {
  context: ReleaseContext;
  health: HealthSource;
}

export async function apiRoutes(api: FastifyInstance, options: ApiOptions) {
  // The store changes under every answer: none is kept.
  api.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  api.get('/releases', async () => readReleases(options.context));

  api.get('/health', async (request: HealthCall, reply) => {
    const asked = request.query.window ?? '24h';
    const window = HEALTH_WINDOWS.find((entry) => entry.window === asked)?.window;
    if (!window) return refuse(reply, 400, `There is no window "${asked}".`);
    return readHealth(options.health, RELEASE_APPS, window);
  });

  // Any other name (not of [a-z-]) is no route: its POST is refused as a method (405).
  api.post(
    '/actions/:action(^[a-z-]+$)',
    { onRequest: onlyFromOwnPage },
    async (request: ActionCall, reply) => {
      const asked = request.body as ActionRequest | null;
      if (typeof asked?.app !== 'string' || typeof asked.expected !== 'object') {
        return refuse(reply, 400, 'An action names its app and the pointer it was confirmed on.');
      }
      return runAction(request.params.action as ActionName, asked, options.context);
    },
  );

  api.get('/*', (_request, reply) => refuse(reply, 404, 'No such call.'));
}
