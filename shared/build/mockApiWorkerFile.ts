/**
 * The mock API's service worker, at the root of the shell's origin wherever the shell is served
 * (its build, the dev server, the release store): never cached as immutable, never answered by
 * the route fallback (a missing worker is a 404, and the page runs the mock itself).
 */
export const MOCK_API_WORKER_FILE = 'mock-api-worker.js';
