/**
 * How the mock API starts in a browser. Tests and benchmarks tune it through local storage before
 * the page loads: `murmur.mockDelay` (response delay in ms, e.g. 0) and `murmur.mockSeedPosts`
 * (how many posts to seed). Imports nothing but the worker's settings, which import nothing: the
 * page's first script reads it too, before any shared module is ready (earlyMockWorker.ts).
 */
import { wholeNumber } from '../worker/worker-settings';

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

export type ReadableStorage = Pick<Storage, 'getItem'>;

export function localStorageOrNull(): ReadableStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: run with the defaults
  }
}

export function readMockApiSettings(
  storage: ReadableStorage | null = localStorageOrNull(),
): MockApiSettings {
  return {
    timing: wholeNumber(storage?.getItem(MOCK_API_STORAGE_KEYS.delay)) ?? DEFAULT_MOCK_DELAY_MS,
    seedPosts: wholeNumber(storage?.getItem(MOCK_API_STORAGE_KEYS.seedPosts)),
  };
}
