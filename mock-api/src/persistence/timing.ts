/**
 * What sharing the data across tabs costs each call (waiting for the lock, reading what other tabs
 * changed, committing this call's changes), as User Timing measures: the benchmark reads them, and
 * DevTools shows them in the Performance panel. The rule's own time is left out.
 */
export const SHARED_COPY_MEASURE = {
  read: 'murmur-mock-api: shared copy, read',
  write: 'murmur-mock-api: shared copy, write',
} as const;

export function measureSharedCopy(
  kind: keyof typeof SHARED_COPY_MEASURE,
  start: number,
  ruleMs = 0,
) {
  try {
    performance.measure(SHARED_COPY_MEASURE[kind], {
      start,
      duration: Math.max(0, performance.now() - start - ruleMs),
    });
  } catch {
    // A browser without User Timing level 3 simply goes unmeasured.
  }
}
