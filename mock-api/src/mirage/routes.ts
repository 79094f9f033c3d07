/**
 * Mirage's `routes()`: every route of the route table, answered by its rule on the data `access`
 * keeps. The same function configures Mirage in the page (pretender) and in the service worker
 * (our fetch interceptor): one set of rules, two hosts.
 */
import { Response, type Server } from 'miragejs';
import { API_BASE } from '@murmur/contract';
import type { DbAccess } from '../persistence/db-access';
import { answer, type AnswerHooks } from './answer';
import { ROUTE_TABLE } from './route-table';

export function mirageRoutes(access: DbAccess, hooks: AnswerHooks): (this: Server) => void {
  return function routes(this: Server) {
    this.namespace = API_BASE;
    for (const route of ROUTE_TABLE) {
      // Mirage awaits a Promise returned by a handler (RouteHandler#_toMirageResponse).
      this[route.method](route.path, async (_schema, request) => {
        const { status, body } = await answer(access, route, request, hooks);
        return new Response(status, {}, body as object);
      });
    }
  };
}
