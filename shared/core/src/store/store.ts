/** The one Redux store of Murmur, shared by the shell and every remote as a federation singleton. */
import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { murmurApi } from '../api/murmurApi';
import { keptAcrossHotUpdates } from '../hot/hotUpdates';
import { authReducer } from './authSlice';
import { postsReducer } from './entities/postsSlice';
import { profilesReducer } from './entities/profilesSlice';
import { addSessionListeners, createSessionListeners, type SessionListeners } from './listeners';
import { liveReducer } from './liveSlice';
import { modalReducer } from './modalSlice';

/**
 * Slices a remote brings with it and injects at load time (`slice.injectInto(rootReducer)`),
 * so a remote's deploy can ship new state without a new shell or core. A remote declares its
 * slice here by module augmentation: `declare module '@murmur/core' { interface
 * LazyLoadedSlices extends WithSlice<typeof mySlice> {} }`. (Server data a remote needs goes
 * through `murmurApi.injectEndpoints` instead, into the API's own cache.)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by augmentation
export interface LazyLoadedSlices {}

/**
 * Who is signed in, the posts and profiles seen (each held once), the modals, what live events
 * brought that waits to be shown, and RTK Query's cache of the server's lists (ids and cursors),
 * plus whatever remotes inject.
 */
export const rootReducer = combineSlices(
  {
    auth: authReducer,
    posts: postsReducer,
    profiles: profilesReducer,
    modal: modalReducer,
    live: liveReducer,
  },
  murmurApi,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

type InjectedSlice = Parameters<typeof rootReducer.inject>[0];
type InjectConfig = Parameters<typeof rootReducer.inject>[1];
type Injection = [InjectedSlice, InjectConfig];

/** A fresh store: the app makes one; tests and standalone remotes make their own. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return storeWith(createSessionListeners(), preloadedState);
}

function storeWith(listeners: SessionListeners, preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault().prepend(listeners.middleware).concat(murmurApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/*
 * The page's store. In development, a hot update of a slice re-runs this module: the page keeps
 * its store, which takes the new reducers with the slices remotes injected into the previous
 * root reducer, and keeps its listener middleware, which takes the new listeners.
 */
const hot = module.hot;

if (hot) {
  const injected = keptAcrossHotUpdates(hot, 'injectedSlices', () => new Map<string, Injection>());
  for (const [slice, config] of injected.values()) rootReducer.inject(slice, config);
  const inject = rootReducer.inject.bind(rootReducer);
  rootReducer.inject = ((slice: InjectedSlice, config?: InjectConfig) => {
    injected.set(slice.reducerPath, [slice, config]);
    return inject(slice, config);
  }) as typeof rootReducer.inject;
}

const pageListeners = keptAcrossHotUpdates(hot, 'listeners', () => createListenerMiddleware());

/*
 * The session's listeners of this version of the code. A hot update removes only the previous
 * version's: listeners that running effects added (the live events, the cross-tab sync) stay.
 */
const sessionListeners = keptAcrossHotUpdates(hot, 'sessionListeners', () => ({ stop: () => {} }));
sessionListeners.stop();
sessionListeners.stop = addSessionListeners(pageListeners);

export const store: AppStore = keptAcrossHotUpdates(
  hot,
  'store',
  () => storeWith(pageListeners),
  (kept) => kept.replaceReducer(rootReducer),
);
