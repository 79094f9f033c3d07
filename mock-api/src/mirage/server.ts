/** Mirage as a thin adapter: routes each call to its rule; the data lives in `state.db`. */
import { Response, createServer } from 'miragejs';
import type { Db } from '@murmur/contract';
import { captureFetchGlobals, installFetchRouter } from './fetch-router';
import { runRoute } from './respond';
import { ROUTES, UNKNOWN_ROUTES } from './routes';
import { isMockedUrl } from './url-scope';
import { API_BASE } from '@murmur/core/src/api/client';

export interface MirageOptions {
  environment: 'development' | 'test';
  timing: number;
  state: { db: Db };
  /** Called after every successful non-GET call (login included, harmlessly), to persist the Db. */
  onWrite: () => void;
}

export function startMirage({ environment, timing, state, onWrite }: MirageOptions): () => void {
  const reportUnexpected = (error: unknown) => {
    if (environment !== 'test') console.error('Murmur mock API: unexpected failure', error);
  };
  const native = captureFetchGlobals();

  const server = createServer({
    environment,
    timing,
    routes() {
      this.namespace = API_BASE;
      for (const route of [...ROUTES, ...UNKNOWN_ROUTES]) {
        // Mirage awaits a Promise returned by a handler (RouteHandler#_toMirageResponse).
        this[route.method](route.path, async (_schema, request) => {
          const { status, body } = await runRoute(route, state.db, request, reportUnexpected);
          if (route.method !== 'get' && status < 400) onWrite();
          return new Response(status, {}, body as object);
        });
      }
      this.passthrough((request) => !isMockedUrl(request.url));
    },
  });
  installFetchRouter(native);

  return () => server.shutdown();
}
