/** The public face of @murmur/shared: remotes and the shell import only from here. */
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
export * from './ui';
export * from './modals';
export * from './standalone';
