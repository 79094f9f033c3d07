/** Mirage as a thin adapter: routes each call to its rule, run on the data `access` keeps. */
import { createServer } from 'miragejs';
import type { LiveEvent } from '@murmur/contract';
import type { DbAccess } from '../persistence/db-access';
import { captureFetchGlobals, installFetchRouter } from './fetch-router';
import { mirageRoutes } from './routes';
import { isMockedUrl } from './url-scope';

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
      mirageRoutes(access, { onUnexpected: reportUnexpected, onLiveEvent }).call(this);
      this.passthrough((request) => !isMockedUrl(request.url));
    },
  });
  // Each request in the console is for developers (a dev build); a production build of the demo
  // keeps its console for what goes wrong. Set on the server: Mirage 0.1.48 ignores the option.
  server.logging = environment === 'development' && process.env.NODE_ENV !== 'production';
  installFetchRouter(native);

  return () => server.shutdown();
}
