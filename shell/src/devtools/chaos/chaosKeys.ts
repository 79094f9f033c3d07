/** Where a tab's fault is asked for: the link's parameter, and the tab's storage that keeps it. */
export const CHAOS_PARAM = 'chaos';
export const CHAOS_KEY = 'murmur.chaos';
