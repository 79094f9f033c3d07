/** Starts the mock backend in the page: seed or saved data, Mirage on /api, saving after writes. */
import { hasIndexedDb, indexedDbStore, type SavedDemo } from './persistence/db-store';
import { loadOrSeed } from './persistence/load';
import { createSaver } from './persistence/saver';
import { startMirage } from './mirage/server';
import { SEED_POST_COUNT, buildSeedDb } from '@murmur/contract';

export interface MockApiOptions {
  /** Response delay in ms; default 400 (spec §9). Tests pass 0. */
  timing?: number;
  environment?: 'development' | 'test';
  /** Total seeded posts; default 22. More are generated deterministically, fewer keep the newest. */
  seedPosts?: number;
  /**
   * Keep the data in IndexedDB across reloads (see PERSISTED_DB_KEY). Default: true in the
   * browser, false in the 'test' environment. A saved copy is used only when it grew from the
   * same `seedPosts`; otherwise the mock starts from a fresh seed.
   */
  persist?: boolean;
}

export interface MockApi {
  /** Stops answering /api and gives the page its own fetch back. */
  shutdown(): void;
  /** Back to a fresh seed; also clears the persisted copy. */
  reset(): Promise<void>;
}

export const DEFAULT_TIMING_MS = 400;

/** One mock per page: starting another shuts the previous one down first. */
let running: MockApi | undefined;

export async function startMockApi(options: MockApiOptions = {}): Promise<MockApi> {
  running?.shutdown();
  const environment = options.environment ?? 'development';
  const persist = options.persist ?? (environment !== 'test' && hasIndexedDb());
  const store = persist ? indexedDbStore : undefined;
  const seedPosts = options.seedPosts ?? SEED_POST_COUNT;
  const seed = () => buildSeedDb({ postCount: seedPosts });

  const state = { db: await loadOrSeed(store, seedPosts, seed) };
  const saver = store && createSaver((saved: SavedDemo) => store.save(saved));
  const flushOnLeave = () => void saver?.flush();
  if (saver && typeof window !== 'undefined') window.addEventListener('pagehide', flushOnLeave);

  const stopMirage = startMirage({
    environment,
    timing: options.timing ?? DEFAULT_TIMING_MS,
    state,
    onWrite: () => saver?.schedule({ seedPosts, db: state.db }),
  });

  const api: MockApi = {
    shutdown() {
      if (typeof window !== 'undefined') window.removeEventListener('pagehide', flushOnLeave);
      void saver?.flush();
      stopMirage();
      if (running === api) running = undefined;
    },
    async reset() {
      saver?.cancel();
      state.db = seed();
      await store?.clear().catch((error: unknown) => {
        console.warn('Murmur mock API: could not clear saved demo data.', error);
      });
    },
  };
  running = api;
  return api;
}
