/**
 * The newest page of each timeline the client holds, read again to see what is new above what
 * is shown, without touching what is shown: new posts wait ("Show 3 new posts") until the
 * reader asks for them, so the feed never moves under the reader. Used when a post is published
 * elsewhere and when the page catches up (the event stream reconnected, the tab came back).
 */
import { timelinesApi, type TimelinePage } from '../api/v2/timelines';
import { postsReceived } from '../store/entities/postsSlice';
import { profileKey } from '../store/entities/profilesSlice';
import { createAppThunk } from '../store/createAppThunk';
import { liveAnnounced, newPostsFound, type TimelineKey } from '../store/liveSlice';
import type { RootState } from '../store/store';

interface HeldTimeline {
  key: TimelineKey;
  path: string;
  pages: TimelinePage[];
}

const id = encodeURIComponent;

/** The timelines whose pages the cache holds (bookmarks change only by the reader's hand). */
function heldTimelines(state: RootState): HeldTimeline[] {
  const { endpoints, util } = timelinesApi;
  const held: HeldTimeline[] = [];
  const home = endpoints.homeTimeline.select()(state).data;
  if (home) held.push({ key: 'home', path: '/timelines/home', pages: home.pages });
  const explore = endpoints.exploreTimeline.select()(state).data;
  if (explore) held.push({ key: 'explore', path: '/timelines/explore', pages: explore.pages });
  for (const username of util.selectCachedArgsForQuery(state, 'userTimeline')) {
    const user = endpoints.userTimeline.select(username)(state).data;
    if (!user) continue;
    const key: TimelineKey = `user:${profileKey(username)}`;
    held.push({ key, path: `/users/${id(username)}/posts`, pages: user.pages });
  }
  return held;
}

const plural = (count: number) => `${count} new ${count === 1 ? 'post' : 'posts'}`;

/**
 * Reads the newest page of the held timelines (all, or those `only` names), keeps its posts,
 * and records for each the posts above the first one shown. Says how many are new, once.
 */
export const checkTimelineHeads = createAppThunk<void, { only?: TimelineKey[] } | void>(
  'live/checkTimelineHeads',
  async (arg, { dispatch, getState }) => {
    // A post this tab is publishing is placed by its own answer: wait for it, not to count it.
    await Promise.allSettled(dispatch(timelinesApi.util.getRunningMutationsThunk()));
    if (!getState().auth.encodedToken) return;
    const only = arg?.only;
    const timelines = heldTimelines(getState()).filter(
      (timeline) => !only || only.includes(timeline.key),
    );
    const fresh = new Set<string>();
    await Promise.all(
      timelines.map(async ({ key, path, pages }) => {
        const { data: head } = await dispatch(
          timelinesApi.endpoints.newestPage.initiate(path, {
            subscribe: false,
            forceRefetch: true,
          }),
        );
        if (!head) return; // the next event or catch-up tries again
        dispatch(postsReceived(head.items));
        const shown = new Set(pages.flatMap((page) => page.ids));
        const firstShown = head.items.findIndex((post) => shown.has(post.id));
        const above = firstShown === -1 ? head.items : head.items.slice(0, firstShown);
        const postIds = above.map((post) => post.id);
        if (postIds.length === 0) return;
        postIds.forEach((postId) => fresh.add(postId));
        const joinsShown = firstShown !== -1 || shown.size === 0;
        dispatch(
          newPostsFound({
            timeline: key,
            postIds,
            ...(joinsShown ? {} : { restartCursor: head.nextCursor }),
          }),
        );
      }),
    );
    if (fresh.size > 0) dispatch(liveAnnounced(plural(fresh.size)));
  },
);
