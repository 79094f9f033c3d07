/**
 * The public face of @murmur/core, the one federation singleton of Murmur's own code: the
 * contract's types, the API client, the store and its config. Apps import only from here;
 * a change to what this file exports, or to the store's state shape, needs a version bump
 * (see README, "Versioning @murmur/core").
 */
export * from './types/domain';
export type * from './types/api';
export type { AuthState } from './types/auth';
export { ApiError, errorMessage } from './api/client';
export { authApi, bookmarksApi, commentsApi, postsApi, usersApi } from './api/endpoints';
export { GUEST_CREDENTIALS } from './config/guest';
export { paths } from './config/paths';
export { STORAGE_KEYS } from './config/storage';
export * from './federation/contracts';
export * from './store';
export { useStoredOrFetched, type StoredOrFetched } from './hooks/useStoredOrFetched';
export {
  DEFAULT_MOCK_DELAY_MS,
  MOCK_API_STORAGE_KEYS,
  readMockApiSettings,
  startMockApiWith,
  type MockApiModule,
  type MockApiSettings,
} from './mockApi/mockApi';
