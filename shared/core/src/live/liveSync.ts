/**
 * What the page does with live events: new posts wait above the timelines they belong to, counts
 * on the cards change, a deleted post leaves every list, an open post's comments are read again,
 * a follow of the viewer counts. One sentence at a time is said in the page's live region.
 */
import { murmurApi } from '../api/murmurApi';
import { postCounted, postRemoved } from '../store/entities/postsSlice';
import { followerCounted, profileKey } from '../store/entities/profilesSlice';
import { liveAnnounced, type TimelineKey } from '../store/liveSlice';
import type { AppStore } from '../store/store';
import type { LiveEvent } from '@murmur/contract';
import { onLiveEvent } from './liveHub';
import { checkTimelineHeads } from './timelineHeads';

/** A burst of new posts is read in one go, this long after the last of them. */
const HEADS_SETTLE_MS = 300;

export function startLiveSync(store: AppStore): () => void {
  const due = new Set<TimelineKey>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const checkHeadsSoon = (timelines: TimelineKey[]) => {
    timelines.forEach((timeline) => due.add(timeline));
    clearTimeout(timer);
    timer = setTimeout(() => {
      const only = [...due];
      due.clear();
      void store.dispatch(checkTimelineHeads({ only }));
    }, HEADS_SETTLE_MS);
  };

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
    clearTimeout(timer);
  };
}
