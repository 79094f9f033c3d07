/**
 * What the page does with live events: new posts wait above the timelines they belong to, counts
 * on the cards change, a deleted post leaves every list, an open post's comments are read again,
 * a follow of the viewer counts. One sentence at a time is said in the page's live region.
 */
import { addListener, createAction } from '@reduxjs/toolkit';
import { murmurApi } from '../api/murmurApi';
import { postCounted, postRemoved } from '../store/entities/postsSlice';
import { followerCounted, profileKey } from '../store/entities/profilesSlice';
import { liveAnnounced, type TimelineKey } from '../store/liveSlice';
import type { AppDispatch, AppStore, RootState } from '../store/store';
import type { LiveEvent } from '@murmur/contract';
import { onLiveEvent } from './liveHub';
import { checkTimelineHeads } from './timelineHeads';

/** A burst of new posts is read in one go, this long after the last of them. */
const HEADS_SETTLE_MS = 300;

/** New posts were announced on these timelines: their newest pages are to be read soon. */
const newPostsAnnounced = createAction<TimelineKey[]>('live/newPostsAnnounced');

const addAppListener = addListener.withTypes<RootState, AppDispatch>();

/** Reads the newest pages once a burst of announcements has settled; returns the way to stop. */
function checkHeadsAfterBursts(store: AppStore): () => void {
  const due = new Set<TimelineKey>();
  const stop = store.dispatch(
    addAppListener({
      actionCreator: newPostsAnnounced,
      effect: async ({ payload }, api) => {
        payload.forEach((timeline) => due.add(timeline));
        // Each announcement starts the wait again; the last one's wait reads them all.
        api.cancelActiveListeners();
        await api.delay(HEADS_SETTLE_MS);
        const only = [...due];
        due.clear();
        void api.dispatch(checkTimelineHeads({ only }));
      },
    }),
  );
  return () => stop({ cancelActive: true });
}

export function startLiveSync(store: AppStore): () => void {
  const stopChecking = checkHeadsAfterBursts(store);
  const checkHeadsSoon = (timelines: TimelineKey[]) => store.dispatch(newPostsAnnounced(timelines));

  const handle = (event: LiveEvent) => {
    const state = store.getState();
    if (!state.auth.isAuthenticated) return;
    switch (event.type) {
      case 'post.created': {
        // Already here: this tab published it, and placed it itself.
        if (state.posts.entities[event.postId]) return;
        const timelines: TimelineKey[] = ['home', 'explore'];
        const author = Object.values(state.profiles.entities).find(
          (profile) => profile.id === event.authorId,
        );
        if (author) timelines.push(`user:${profileKey(author.username)}`);
        checkHeadsSoon(timelines);
        return;
      }
      case 'post.deleted': {
        const held = !!state.posts.entities[event.postId];
        store.dispatch(postRemoved(event.postId));
        if (held) store.dispatch(liveAnnounced('A post was deleted.'));
        return;
      }
      case 'post.counted':
        store.dispatch(postCounted(event));
        return;
      case 'comment.created':
      case 'comment.deleted':
        store.dispatch(murmurApi.util.invalidateTags([{ type: 'Comments', id: event.postId }]));
        return;
      case 'user.followed':
        if (event.followeeId !== state.auth.userData?.id) return;
        store.dispatch(
          followerCounted({ userId: event.followeeId, followerCount: event.followerCount }),
        );
    }
  };

  const stop = onLiveEvent(handle);
  return () => {
    stop();
    stopChecking();
  };
}
