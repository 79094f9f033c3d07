import { fetchBookmarks } from './bookmarksSlice';
import { createAppThunk } from './createAppThunk';
import { fetchPosts } from './postsSlice';
import { fetchUsers } from './usersSlice';

/**
 * The three start-up loads after a login or signup (spec §4): posts and users need no token,
 * bookmarks do. Each slice records its own failure, so this never rejects.
 */
export const startupLoads = createAppThunk<void, void>(
  'app/startupLoads',
  async (_, { dispatch }) => {
    await Promise.all([dispatch(fetchPosts()), dispatch(fetchUsers()), dispatch(fetchBookmarks())]);
  },
);
