/** The one Redux store of Murmur, shared by the shell and every remote as a federation singleton. */
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { authReducer } from './authSlice';
import { bookmarksReducer } from './bookmarksSlice';
import { createSessionListeners } from './listeners';
import { modalReducer } from './modalSlice';
import { postsReducer } from './postsSlice';
import { usersReducer } from './usersSlice';

/**
 * Slices a remote brings with it and injects at load time (`slice.injectInto(rootReducer)`),
 * so a remote's deploy can ship new state without a new shell or core. A remote declares its
 * slice here by module augmentation: `declare module '@murmur/core' { interface
 * LazyLoadedSlices extends WithSlice<typeof mySlice> {} }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by augmentation
export interface LazyLoadedSlices {}

/** The five slices of the spec (§3), plus whatever remotes inject. */
export const rootReducer = combineSlices({
  auth: authReducer,
  users: usersReducer,
  posts: postsReducer,
  modal: modalReducer,
  bookmarks: bookmarksReducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store: the app makes one; tests and standalone remotes make their own. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const listeners = createSessionListeners();
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listeners.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const store: AppStore = makeStore();
