/** The one Redux store of Murmur, shared by the shell and every remote as a federation singleton. */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { authReducer } from './authSlice';
import { bookmarksReducer } from './bookmarksSlice';
import { createSessionListeners } from './listeners';
import { modalReducer } from './modalSlice';
import { postsReducer } from './postsSlice';
import { usersReducer } from './usersSlice';

const rootReducer = combineReducers({
  auth: authReducer,
  users: usersReducer,
  posts: postsReducer,
  modal: modalReducer,
  bookmarks: bookmarksReducer,
});

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
