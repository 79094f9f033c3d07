/**
 * Starts reading what a page will show before the page's code has arrived: the shell asks as
 * it starts (beside the remote's download), and a sign-in asks for the home feed it leads to.
 * A page that then asks for the same list joins the request already on its way.
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { paths } from '../../config/paths';
import { peopleApi } from './people';
import { postsApi } from './posts';
import { timelinesApi } from './timelines';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** Read and kept (for the cache's usual time) without a page subscribed yet. */
const unsubscribed = { subscribe: false } as const;

const inPath = (pathname: string, prefix: string) =>
  pathname.startsWith(prefix) ? decodeURIComponent(pathname.slice(prefix.length)) : null;

export function prefetchRouteData(pathname: string) {
  return (dispatch: Dispatch) => {
    const timelines = timelinesApi.endpoints;
    if (pathname === paths.home) {
      void dispatch(timelines.homeTimeline.initiate(undefined, unsubscribed));
      void dispatch(peopleApi.endpoints.suggestions.initiate(undefined, unsubscribed));
    } else if (pathname === paths.explore) {
      void dispatch(timelines.exploreTimeline.initiate(undefined, unsubscribed));
    } else if (pathname === paths.bookmarks) {
      void dispatch(timelines.bookmarksTimeline.initiate(undefined, unsubscribed));
    }
    const username = inPath(pathname, paths.profile(''));
    if (username) {
      void dispatch(peopleApi.endpoints.profile.initiate(username, unsubscribed));
      void dispatch(timelines.userTimeline.initiate(username, unsubscribed));
    }
    const postId = inPath(pathname, paths.post(''));
    if (postId) void dispatch(postsApi.endpoints.post.initiate(postId, unsubscribed));
  };
}
