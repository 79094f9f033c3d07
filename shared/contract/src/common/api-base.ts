/**
 * Where both APIs live: the page's own origin, under /api (spec §6); v2 under /api/v2. The app's
 * client calls it there and the mock answers it there.
 */
export const API_BASE = '/api';
