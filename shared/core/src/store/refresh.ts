/** Reads again what the pages show, after another tab changed it or when the tab comes back. */
import { TAG_TYPES, murmurApi } from '../api/murmurApi';
import { restoreSession } from './authSlice';
import { createAppThunk } from './createAppThunk';
import { userLoggedOut } from './sessionEvents';

/**
 * Every list and record on screen is read again (RTK Query refetches what a page subscribes
 * to; what no page shows is dropped and read when next shown); the signed-in user comes back
 * through the session check, which also notices an account that no longer exists (a demo reset
 * in another tab): then this tab signs out, as a reload would. Never rejects.
 */
export const refreshData = createAppThunk<void, void>(
  'app/refreshData',
  async (_, { dispatch, getState }) => {
    dispatch(murmurApi.util.invalidateTags([...TAG_TYPES]));
    if (!getState().auth.isAuthenticated) return;
    const session = await dispatch(restoreSession());
    if (!getState().auth.isAuthenticated) return;
    const gone = restoreSession.fulfilled.match(session)
      ? session.payload === null
      : session.payload !== undefined && session.payload.status !== 0;
    if (gone) dispatch(userLoggedOut());
  },
);
