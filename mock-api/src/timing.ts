/** How long the mock takes to answer unless the page says otherwise (spec §9: 400 ms). */
export const DEFAULT_TIMING_MS = 400;
