/**
 * The mock as a server: Mirage's routes behind our fetch interceptor, on data kept in IndexedDB,
 * answering real `Request`s with real `Response`s. The service worker (`service-worker.ts`) runs
 * one for every tab of the origin, so it is the data's one writer; Jest runs it directly.
 *
 * It answers same-origin `/api` and `/api/v2` calls, and `GET /api/v2/events` as the API server's
 * event stream (`event-streams.ts`): a signed-in viewer's `text/event-stream`, with every write's
 * live events, a follow only to the person followed.
 */
import { createServer } from 'miragejs';
import { decodeJwt } from 'jose';
import {
  API_BASE,
  HttpError,
  MOCK_MESSAGES,
  SEED_POST_COUNT,
  buildSeedDb,
  tokenFromHeader,
} from '@murmur/contract';
import { authenticate } from '../api/shared/guards';
import { mirageRoutes } from '../mirage/routes';
import { isMockedUrl } from '../mirage/url-scope';
import type { DbAccess } from '../persistence/db-access';
import { openDbAccess, type BrowserStorage } from '../persistence/open';
import { createEventStreams } from './event-streams';
import { FetchInterceptor } from './mirage-interceptor';

export interface WorkerHostOptions {
  /** Response delay in ms (spec §9: 400). */
  timing: number;
  environment?: 'development' | 'test';
  seedPosts?: number;
  /** Where the data is kept; undefined keeps it in memory (tests). */
  storage?: BrowserStorage;
  /** The origin whose `/api` calls this host answers. */
  origin: string;
}

export interface WorkerHost {
  /** The answer to `request`, or undefined when it is not the mock's to answer. */
  handle(request: Request): Promise<Response> | undefined;
  /**
   * Opens the data now (seeding it on a first visit) rather than on the first call, so that call
   * is answered after the mock's delay alone.
   */
  warmUp(): Promise<void>;
  /** Back to a fresh seed (the saved copy too); open event streams stay open. */
  reset(): Promise<void>;
  /** Ends every open event stream: each page reconnects, to whichever worker answers it now. */
  endEventStreams(): void;
  close(): void;
}

export const EVENTS_PATH = `${API_BASE}/v2/events`;

const jsonError = (status: number, message: string) =>
  Response.json({ errors: [message] }, { status });

/** The data, opened on first use: a worker woken by a request answers once it is open. */
function openedOnUse(open: () => Promise<DbAccess>): DbAccess {
  let opening: Promise<DbAccess> | undefined;
  const access = () => (opening ??= open());
  return {
    read: async (query) => (await access()).read(query),
    write: async (change, keep) => (await access()).write(change, keep),
    reset: async () => (await access()).reset(),
    close: () => void opening?.then((opened) => opened.close()),
  };
}

/** When the (verified) token expires, in ms. */
function expiryOf(authorization: string | undefined): number {
  const { exp } = decodeJwt(tokenFromHeader(authorization));
  return exp === undefined ? Number.POSITIVE_INFINITY : exp * 1000;
}

export function startWorkerHost(options: WorkerHostOptions): WorkerHost {
  const environment = options.environment ?? 'development';
  const seedPosts = options.seedPosts ?? SEED_POST_COUNT;
  const access = openedOnUse(() =>
    openDbAccess({
      storage: options.storage,
      seedPosts,
      seed: () => buildSeedDb({ postCount: seedPosts }),
      onChange: () => {},
    }),
  );
  const streams = createEventStreams();
  const interceptor = new FetchInterceptor();
  const reportUnexpected = (error: unknown) => {
    if (environment !== 'test') console.error('Murmur mock API: unexpected failure', error);
  };
  const server = createServer({
    environment,
    timing: options.timing,
    interceptor,
    routes: mirageRoutes(access, {
      onUnexpected: reportUnexpected,
      onLiveEvent: (event) => streams.deliver([event]),
    }),
  } as Parameters<typeof createServer>[0]);
  // The Network panel shows every call; the console stays for what goes wrong.
  server.logging = false;
  // Mirage's test environment answers at once; the host keeps the timing it was given.
  interceptor.timing = options.timing;

  async function openEvents(request: Request): Promise<Response> {
    const authorization = request.headers.get('authorization') ?? undefined;
    try {
      const viewer = await access.read((db) => authenticate(db, authorization));
      return streams.open({ viewerId: viewer._id, expiresAt: expiryOf(authorization) });
    } catch (error) {
      if (error instanceof HttpError) return jsonError(error.status, error.message);
      throw error;
    }
  }

  async function answer(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === EVENTS_PATH && request.method === 'GET') return openEvents(request);
    return (await interceptor.answer(request)) ?? jsonError(404, MOCK_MESSAGES.noRoute);
  }

  return {
    handle: (request) => (isMockedUrl(request.url, options.origin) ? answer(request) : undefined),
    warmUp: () => access.read(() => undefined),
    reset: () => access.reset(),
    endEventStreams: () => streams.closeAll(),
    close() {
      streams.closeAll();
      server.shutdown();
      access.close();
    },
  };
}
