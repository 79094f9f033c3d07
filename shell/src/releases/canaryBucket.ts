/**
 * This browser's place among the sessions a canary is measured on: a whole number from 0 to
 * 99, drawn once and kept in local storage, so a reload keeps the versions this browser was
 * given. A remote's canary at N % goes to the buckets below N (remotesPointer.ts), so raising
 * the share keeps everyone who already had the canary. The bucket is the browser's, not the
 * server's: a static host and a CDN serve every session the same files.
 *
 * Runs in the shell's entry, before the federation is ready: it imports no shared module.
 */
import { localStorageOrNull } from '../lib/localStorageOrNull';

export const CANARY_BUCKET_KEY = 'murmur.canaryBucket';

export const BUCKETS = 100;

function storedBucket(storage: Storage): number | null {
  const value = Number(storage.getItem(CANARY_BUCKET_KEY) ?? Number.NaN);
  return Number.isInteger(value) && value >= 0 && value < BUCKETS ? value : null;
}

/**
 * The kept bucket, or a new one drawn and kept. Without storage a bucket is drawn for this
 * page only (a reload may then land elsewhere).
 */
export function readCanaryBucket(storage = localStorageOrNull(), random = Math.random): number {
  const kept = storage ? storedBucket(storage) : null;
  if (kept !== null) return kept;
  const drawn = Math.floor(random() * BUCKETS);
  try {
    storage?.setItem(CANARY_BUCKET_KEY, String(drawn));
  } catch {
    // storage full or blocked: the bucket holds for this page
  }
  return drawn;
}

let thisPage: number | null = null;

/** The bucket this page runs with: read once, so every reading on the page agrees. */
export function canaryBucket(): number {
  thisPage ??= readCanaryBucket();
  return thisPage;
}
