/**
 * What the pointers say is live: each app's live version and its canary, if any. Read and written
 * by pointers.ts; the log, the compatibility checks and the route claims read it.
 */
export interface Canary {
  version: string;
  /** The share of sessions (canary buckets) that get it, 1–99. */
  percent: number;
}

export interface AppPointer {
  live: string | null;
  canary: Canary | null;
}

/** App folder name (`feed-app`) → what its pointer holds. */
export type LiveState = Record<string, AppPointer>;
