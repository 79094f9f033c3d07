import { fetchBookmarks } from './bookmarksSlice';
import { createAppThunk } from './createAppThunk';
import type { LoadStatus } from './postsSlice';
import { fetchPosts } from './postsSlice';
import type { AppDispatch, RootState } from './store';
import { fetchUsers } from './usersSlice';

/** A public list is loaded unless it is already there or on its way (from a prefetch). */
const needsLoading = (status: LoadStatus) => status === 'idle' || status === 'failed';

function publicLoads(state: RootState, dispatch: AppDispatch) {
  return [
    needsLoading(state.posts.status) ? dispatch(fetchPosts()) : null,
    needsLoading(state.users.status) ? dispatch(fetchUsers()) : null,
  ];
}

/**
 * Posts and users need no token, so the login page starts reading them while the user types:
 * a login then adds only its own answer before the feed shows. Loads nothing already loaded
 * or loading. Each slice records its own failure, so this never rejects.
 */
export const prefetchPublicData = createAppThunk<void, void>(
  'app/prefetchPublicData',
  async (_, { dispatch, getState }) => {
    await Promise.all(publicLoads(getState(), dispatch));
  },
);

/**
 * The three start-up loads after a login or signup (spec §4): posts and users (unless the login
 * page's prefetch already has them or is getting them), and bookmarks, which need the token.
 * Each slice records its own failure, so this never rejects.
 */
export const startupLoads = createAppThunk<void, void>(
  'app/startupLoads',
  async (_, { dispatch, getState }) => {
    await Promise.all([...publicLoads(getState(), dispatch), dispatch(fetchBookmarks())]);
  },
);
