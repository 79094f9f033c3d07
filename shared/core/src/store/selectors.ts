/** Derived views of the store that pages share: the lists they show, whose post it is. */
import { createSelector } from '@reduxjs/toolkit';
import { followKey, peopleApi } from '../api/v2/people';
import type { TimelinePage } from '../api/v2/timelines';
import type { PostView } from '@murmur/contract';
import { selectPostById } from './entities/postsSlice';
import type { RootState } from './store';

const selectPostEntities = (state: RootState) => state.posts.entities;

/**
 * The posts of a list's pages, in order, each once, leaving out any deleted meanwhile (a
 * post removed from the posts slice leaves every list at once).
 */
export const selectPagedPostIds = createSelector(
  [selectPostEntities, (_: RootState, pages: readonly TimelinePage[] | undefined) => pages],
  (entities, pages): string[] => {
    const seen = new Set<string>();
    for (const page of pages ?? []) {
      for (const postId of page.ids) if (entities[postId]) seen.add(postId);
    }
    return [...seen];
  },
  // A like changes a post, not which posts a list holds: the list keeps its array (and the
  // feed does not render again) unless its ids changed.
  { memoizeOptions: { resultEqualityCheck: sameIds } },
);

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((postId, index) => postId === b[index]);
}

export const selectIsMyPost = (state: RootState, postId: string) => {
  const me = state.auth.userData?.id;
  return !!me && selectPostById(state, postId)?.author.id === me;
};

/** A follow or unfollow of `username` is on its way (sent with `followKey(username)`). */
export const selectFollowPending = (state: RootState, username: string) =>
  peopleApi.endpoints.setFollow.select(followKey(username))(state).isLoading;

export type { PostView };
