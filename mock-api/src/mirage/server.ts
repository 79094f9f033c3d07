/** Mirage as a thin adapter: routes each call to its rule, run on the data `access` keeps. */
import { Response, createServer } from 'miragejs';
import type { LiveEvent } from '@murmur/contract';
import type { DbAccess } from '../persistence/db-access';
import { answer } from './answer';
import { captureFetchGlobals, installFetchRouter } from './fetch-router';
import { ROUTE_TABLE } from './route-table';
import { isMockedUrl } from './url-scope';
import { API_BASE } from '@murmur/contract';

export interface MirageOptions {
  environment: 'development' | 'test';
  timing: number;
  access: DbAccess;
  onLiveEvent?: (event: LiveEvent) => void;
}

export function startMirage({
  environment,
  timing,
  access,
  onLiveEvent,
}: MirageOptions): () => void {
  const reportUnexpected = (error: unknown) => {
    if (environment !== 'test') console.error('Murmur mock API: unexpected failure', error);
  };
  const native = captureFetchGlobals();

  const server = createServer({
    environment,
    timing,
    routes() {
      this.namespace = API_BASE;
      for (const route of ROUTE_TABLE) {
        // Mirage awaits a Promise returned by a handler (RouteHandler#_toMirageResponse).
        this[route.method](route.path, async (_schema, request) => {
          const { status, body } = await answer(access, route, request, {
            onUnexpected: reportUnexpected,
            onLiveEvent,
          });
          return new Response(status, {}, body as object);
        });
      }
      this.passthrough((request) => !isMockedUrl(request.url));
    },
  });
  // Each request in the console is for developers (a dev build); a production build of the demo
  // keeps its console for what goes wrong. Set on the server: Mirage 0.1.48 ignores the option.
  server.logging = environment === 'development' && process.env.NODE_ENV !== 'production';
  installFetchRouter(native);

  return () => server.shutdown();
}
