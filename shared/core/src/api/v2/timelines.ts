/**
 * The timelines: home (the viewer and the people they follow), explore (everyone), one user's
 * posts and the viewer's bookmarks, each an infinite query of keyset pages, newest first. A
 * page's posts go to the posts entity slice; the cache keeps their ids and the next cursor.
 */
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { postsReceived } from '../../store/entities/postsSlice';
import { profileKey } from '../../store/entities/profilesSlice';
import type { Page, PostView } from '@murmur/contract';
import { pagePath, type CallV2 } from '../baseQuery';
import { OVERRIDE_ON_HOT_UPDATE, murmurApi } from '../murmurApi';

/** A page of a timeline as cached: which posts, in order, and where the next page starts. */
export interface TimelinePage {
  ids: string[];
  nextCursor: string | null;
}

type Cursor = string | null;

/** How every timeline reads a page: the posts to their slice, the ids to the cache. */
function readPage<Arg>(pathOf: (arg: Arg) => string) {
  return async (
    { queryArg, pageParam }: { queryArg: Arg; pageParam: Cursor },
    api: BaseQueryApi,
    _extraOptions: unknown,
    baseQuery: CallV2,
  ) => {
    const result = await baseQuery({ path: pagePath(pathOf(queryArg), pageParam) });
    if (result.error) return { error: result.error };
    const page = result.data as Page<PostView>;
    api.dispatch(postsReceived(page.items));
    return { data: { ids: page.items.map((post) => post.id), nextCursor: page.nextCursor } };
  };
}

const pageOptions = {
  initialPageParam: null as Cursor,
  getNextPageParam: (last: TimelinePage) => last.nextCursor,
};

const id = encodeURIComponent;

/** The tag of one user's timeline, invalidated when it changes (a follow changes home's). */
export const userTimelineTag = (username: string) => ({
  type: 'Timeline' as const,
  id: `user:${profileKey(username)}`,
});

export const timelinesApi = murmurApi.injectEndpoints({
  overrideExisting: OVERRIDE_ON_HOT_UPDATE,
  endpoints: (build) => ({
    homeTimeline: build.infiniteQuery<TimelinePage, void, Cursor>({
      infiniteQueryOptions: pageOptions,
      queryFn: readPage(() => '/timelines/home'),
      providesTags: [{ type: 'Timeline', id: 'home' }],
    }),
    exploreTimeline: build.infiniteQuery<TimelinePage, void, Cursor>({
      infiniteQueryOptions: pageOptions,
      queryFn: readPage(() => '/timelines/explore'),
      providesTags: [{ type: 'Timeline', id: 'explore' }],
    }),
    userTimeline: build.infiniteQuery<TimelinePage, string, Cursor>({
      infiniteQueryOptions: pageOptions,
      queryFn: readPage((username: string) => `/users/${id(username)}/posts`),
      providesTags: (_result, _error, username) => [userTimelineTag(username)],
    }),
    bookmarksTimeline: build.infiniteQuery<TimelinePage, void, Cursor>({
      infiniteQueryOptions: pageOptions,
      queryFn: readPage(() => '/bookmarks'),
      providesTags: [{ type: 'Timeline', id: 'bookmarks' }],
    }),
    /**
     * The newest page of a timeline (its path under `/api/v2`), read beside the one shown to
     * see what is new above it: its posts as they come, kept by whoever asked, not cached.
     */
    newestPage: build.query<Page<PostView>, string>({
      query: (path) => ({ path }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useBookmarksTimelineInfiniteQuery,
  useExploreTimelineInfiniteQuery,
  useHomeTimelineInfiniteQuery,
  useUserTimelineInfiniteQuery,
} = timelinesApi;
