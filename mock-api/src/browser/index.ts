/**
 * `@murmur/mock-api/browser`: the mock's start-up in a page, everything a shell or a standalone
 * app calls to run the mock (docs/architecture.md, "The mock is a server, in a service worker"). None of it imports Mirage:
 * the mock's code comes with its worker, or as its own chunk where no worker can run.
 */
export { startMockApi, type MockApiHost, type MockApiStart } from './startMockApi';
export { startMockApiWith, type MockApiModule } from './startMockApiWith';
export type { InPageApiHooks } from './coreHooks';
export {
  DEFAULT_MOCK_DELAY_MS,
  MOCK_API_STORAGE_KEYS,
  readMockApiSettings,
  type MockApiSettings,
} from './settings';
export { RESET_DEMO_PARAM } from './demoData';
