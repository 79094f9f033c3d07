/**
 * Where the API lives: the same origin, under /api (spec §6). Its own module, so the mock API can
 * read it without importing the client (an edit to the client then stays inside core).
 */
export const API_BASE = '/api';
