/** "Show 3 new posts": the waiting posts go above the timeline's first page. */
import { timelinesApi, type TimelinePage } from '../api/v2/timelines';
import { createAppThunk } from '../store/createAppThunk';
import { profileKey } from '../store/entities/profilesSlice';
import {
  newPostsShown,
  selectWaitingPosts,
  type TimelineKey,
  type WaitingPosts,
} from '../store/liveSlice';

function placed(
  data: { pages: TimelinePage[]; pageParams: (string | null)[] },
  waiting: WaitingPosts,
) {
  if (waiting.restartCursor !== undefined) {
    // More than a page arrived: the timeline starts again from its newest page.
    data.pages = [{ ids: waiting.postIds, nextCursor: waiting.restartCursor }];
    data.pageParams = [null];
    return;
  }
  const first = data.pages[0];
  if (!first) return;
  first.ids = [
    ...waiting.postIds,
    ...first.ids.filter((postId) => !waiting.postIds.includes(postId)),
  ];
}

export const showNewPosts = createAppThunk<void, TimelineKey>(
  'live/showNewPosts',
  (timeline, { dispatch, getState }) => {
    const waiting = selectWaitingPosts(getState(), timeline);
    if (!waiting) return;
    const { util } = timelinesApi;
    const place = (data: Parameters<typeof placed>[0]) => placed(data, waiting);
    if (timeline === 'home') dispatch(util.updateQueryData('homeTimeline', undefined, place));
    else if (timeline === 'explore')
      dispatch(util.updateQueryData('exploreTimeline', undefined, place));
    else {
      const key = timeline.slice('user:'.length);
      const args = util.selectCachedArgsForQuery(getState(), 'userTimeline');
      for (const username of args.filter((arg) => profileKey(arg) === key)) {
        dispatch(util.updateQueryData('userTimeline', username, place));
      }
    }
    dispatch(newPostsShown(timeline));
  },
);
