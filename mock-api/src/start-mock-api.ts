/** Starts the mock backend in the page: the shared (or seed) data, Mirage on /api. */
import type { LiveEvent } from '@murmur/contract';
import { startMirage } from './mirage/server';
import { DEFAULT_TIMING_MS } from './timing';
import { browserStorage, openDbAccess } from './persistence/open';
import { SEED_POST_COUNT, buildSeedDb } from '@murmur/contract';

export interface MockApiOptions {
  /** Response delay in ms; default 400 (spec §9). Tests pass 0. */
  timing?: number;
  environment?: 'development' | 'test';
  /** Total seeded posts; default 22. More are generated deterministically, fewer keep the newest. */
  seedPosts?: number;
  /**
   * Keep the data in IndexedDB, shared by every tab of the origin and kept across reloads (see
   * mock-api/README.md, "Across tabs"). Default: true in the browser, false in the 'test' environment. A
   * saved copy is used only when it grew from the same `seedPosts`; otherwise it is seeded anew.
   */
  persist?: boolean;
  /** Called after this page changed the shared data, so other tabs can be told (`@murmur/core`). */
  onDataChanged?: () => void;
  /**
   * Called in this page once per live event (`post.created`, `post.counted`, `user.followed`, …)
   * of each successful write made through this mock, on `/api` or `/api/v2`, in the order the
   * write gave them, after the write was applied and saved (after `onDataChanged`). Refused
   * writes, reads, edits, votes, bookmarks and profile edits give none. See mock-api/README.md, "Live events".
   */
  onLiveEvent?: (event: LiveEvent) => void;
}

export interface MockApi {
  /** Stops answering /api and gives the page its own fetch back. */
  shutdown(): void;
  /** Back to a fresh seed, for every tab sharing the data. */
  reset(): Promise<void>;
}

export { DEFAULT_TIMING_MS };

/** One mock per page: starting another shuts the previous one down first. */
let running: MockApi | undefined;

export async function startMockApi(options: MockApiOptions = {}): Promise<MockApi> {
  running?.shutdown();
  const environment = options.environment ?? 'development';
  const storage = browserStorage();
  const persist = options.persist ?? (environment !== 'test' && storage.indexedDB !== undefined);
  const seedPosts = options.seedPosts ?? SEED_POST_COUNT;

  const access = await openDbAccess({
    storage: persist ? storage : undefined,
    seedPosts,
    seed: () => buildSeedDb({ postCount: seedPosts }),
    onChange: () => options.onDataChanged?.(),
  });
  const stopMirage = startMirage({
    environment,
    timing: options.timing ?? DEFAULT_TIMING_MS,
    access,
    onLiveEvent: options.onLiveEvent,
  });

  const api: MockApi = {
    shutdown() {
      stopMirage();
      access.close();
      if (running === api) running = undefined;
    },
    reset: () => access.reset(),
  };
  running = api;
  return api;
}
