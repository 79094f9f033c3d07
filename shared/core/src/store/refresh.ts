/** Reads again what the pages show, after another tab changed it or when the tab comes back. */
import { murmurApi } from '../api/murmurApi';
import { checkTimelineHeads } from '../live/timelineHeads';
import { restoreSession } from './authSlice';
import { createAppThunk } from './createAppThunk';
import { userLoggedOut } from './sessionEvents';

/**
 * The records on screen are read again (a post's page, its comments, profiles, suggestions:
 * RTK Query refetches what a page subscribes to); the timelines are not, since that would move
 * them under the reader: their newest pages are read beside them, and what is new waits above
 * them ("Show 3 new posts"). The signed-in user comes back through the session check, which also
 * notices an account that no longer exists (a demo reset in another tab): then this tab signs
 * out, as a reload would. Never rejects.
 */
export const refreshData = createAppThunk<void, void>(
  'app/refreshData',
  async (_, { dispatch, getState }) => {
    dispatch(murmurApi.util.invalidateTags(['Post', 'Comments', 'Profile', 'Suggestions']));
    if (!getState().auth.isAuthenticated) return;
    void dispatch(checkTimelineHeads());
    const session = await dispatch(restoreSession());
    if (!getState().auth.isAuthenticated) return;
    const gone = restoreSession.fulfilled.match(session)
      ? session.payload === null
      : session.payload !== undefined && session.payload.status !== 0;
    if (gone) dispatch(userLoggedOut());
  },
);
