/**
 * How the in-browser mock API starts. Tests and benchmarks tune it through local storage before
 * the page loads: `murmur.mockDelay` (response delay in ms, e.g. 0) and `murmur.mockSeedPosts`
 * (how many posts to seed).
 */
import { holdRequestsUntil } from '../api/client';
import { publishLiveEvent } from '../live/liveHub';
import { announceDataChanged, announceLiveEvent } from '../store/dataChanged';
import type { LiveEvent } from '@murmur/contract';

export const MOCK_API_STORAGE_KEYS = {
  delay: 'murmur.mockDelay',
  seedPosts: 'murmur.mockSeedPosts',
} as const;

/** Spec §9: the mock server answers after 400 ms. */
export const DEFAULT_MOCK_DELAY_MS = 400;

export interface MockApiSettings {
  timing: number;
  /** Undefined keeps the mock's own seed. */
  seedPosts: number | undefined;
}

type Readable = Pick<Storage, 'getItem'>;

function localStorageOrNull(): Readable | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: run with the defaults
  }
}

function wholeNumber(raw: string | null | undefined): number | undefined {
  if (raw == null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}

export function readMockApiSettings(
  storage: Readable | null = localStorageOrNull(),
): MockApiSettings {
  return {
    timing: wholeNumber(storage?.getItem(MOCK_API_STORAGE_KEYS.delay)) ?? DEFAULT_MOCK_DELAY_MS,
    seedPosts: wholeNumber(storage?.getItem(MOCK_API_STORAGE_KEYS.seedPosts)),
  };
}

/** The part of @murmur/mock-api that starting it needs; shared does not depend on the mock. */
export interface MockApiModule {
  startMockApi(options: {
    timing: number;
    seedPosts?: number | undefined;
    /** Called after the mock changed the data every tab shares. */
    onDataChanged?: () => void;
    /** Called with each live event of a write the mock made (what the server would stream). */
    onLiveEvent?: (event: LiveEvent) => void;
  }): Promise<unknown>;
}

/**
 * Starts the mock API with the settings above. The caller passes `() => import('@murmur/mock-api')`
 * only when its build flag allows it, so a build without the mock never bundles Mirage. The page
 * need not wait: until the mock answers, the API client holds every request (client.ts), so
 * the first screen renders while the mock's code is still on its way.
 */
export function startMockApiWith(load: (() => Promise<MockApiModule>) | undefined): Promise<void> {
  if (!load) return Promise.resolve();
  // Other tabs hear of this tab's writes (see store/crossTabSync.ts), and the page, this tab's
  // and the others', hears what changed as the server's event stream would say it (live/).
  const started = load().then(({ startMockApi }) =>
    startMockApi({
      ...readMockApiSettings(),
      onDataChanged: announceDataChanged,
      onLiveEvent: mockLiveEvent,
    }),
  );
  holdRequestsUntil(started);
  return started.then(() => undefined);
}

/** A live event of this tab's mock: for this page, and for the other tabs of the origin. */
function mockLiveEvent(event: LiveEvent): void {
  publishLiveEvent(event);
  announceLiveEvent(event);
}
