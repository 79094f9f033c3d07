/**
 * The one RTK Query API of Murmur: every read and write of server data goes through it. Core
 * injects its endpoints by resource (`./v2/*`); a remote that needs endpoints of its own injects
 * them where it lives (post-app's comments), into this same API and so into the one store.
 *
 * Entities are cached once: an answer's posts and profiles go to the store's entity slices
 * (`store/entities`), and the query cache keeps only their ids and the page cursors. So a like
 * shown on a card in the home feed shows on the same post in every other list, and a post seen
 * in three lists is held once.
 */
import { createApi } from '@reduxjs/toolkit/query/react';
import { keptAcrossHotUpdates } from '../hot/hotUpdates';
import { v2BaseQuery } from './baseQuery';

/** What a cache entry can be invalidated by. */
export const TAG_TYPES = ['Timeline', 'Post', 'Profile', 'Suggestions', 'Comments'] as const;

/** Unused lists stay this long (seconds): going back to a feed finds its pages still there. */
const KEEP_UNUSED_S = 300;

function createMurmurApi() {
  return createApi({
    reducerPath: 'api',
    baseQuery: v2BaseQuery,
    tagTypes: TAG_TYPES,
    keepUnusedDataFor: KEEP_UNUSED_S,
    endpoints: () => ({}),
  });
}

/*
 * Kept across hot updates in development: the page's store holds this API's reducer and
 * middleware, and a second API under the same name would not be the one they serve. Endpoints
 * are injected again by their own modules, with `overrideExisting`, so their edits take effect.
 */
export const murmurApi = keptAcrossHotUpdates(module.hot, 'murmurApi', createMurmurApi);

export type MurmurApi = typeof murmurApi;

/** Endpoints re-injected by a hot update replace their previous version. */
export const OVERRIDE_ON_HOT_UPDATE = Boolean(module.hot);
