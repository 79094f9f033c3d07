/** Reads again what the pages show, after another tab changed it or when the tab comes back. */
import { restoreSession, userLoggedOut } from './authSlice';
import { createAppThunk } from './createAppThunk';
import { fetchPosts } from './postsSlice';
import { fetchUsers } from './usersSlice';

/**
 * Posts (with their comments) and users feed every page; the signed-in user and their bookmarks
 * come back through the session check, which also notices an account that no longer exists (a
 * demo reset in another tab): then this tab signs out, as a reload would. Never rejects.
 */
export const refreshData = createAppThunk<void, void>(
  'app/refreshData',
  async (_, { dispatch, getState }) => {
    const signedIn = getState().auth.isAuthenticated;
    const [, , session] = await Promise.all([
      dispatch(fetchPosts()),
      dispatch(fetchUsers()),
      signedIn ? dispatch(restoreSession()) : null,
    ]);
    if (!session || !getState().auth.isAuthenticated) return;
    const gone = restoreSession.fulfilled.match(session)
      ? session.payload === null
      : session.payload !== undefined && session.payload.status !== 0;
    if (gone) dispatch(userLoggedOut());
  },
);
