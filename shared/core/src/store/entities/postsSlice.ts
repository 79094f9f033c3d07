/**
 * Every post the client has seen, held once by id (`PostView`: counts and the viewer's own
 * state, never everyone's lists). Lists keep only ids; a card reads its post here, so a like
 * shows at once on every card of that post.
 *
 * Why a slice and not RTK Query's cache: RTK Query keeps each answer whole under its endpoint
 * and argument, and does not normalize. One post sits in the pages of several infinite queries
 * at once (home, explore, its author's posts, bookmarks) and in its own page; with the posts in
 * those caches, a like would be one `updateQueryData` per cache entry that might hold it (and
 * one `undo` each), a post read by one list would leave the others stale, and a post in three
 * lists would be held three times. So the endpoints put posts here and cache only ids and
 * cursors; the optimistic toggles below are this slice's actions, started and taken back from
 * the mutations' `onQueryStarted`, as `updateQueryData`/`undo` would be.
 *
 * Likes and bookmarks show at once (optimistic), one request at a time per post and toggle,
 * and are taken back if the server refuses. While one is on its way, a copy of the post read
 * by another request keeps the toggle as shown, so an answer that left the server before the
 * toggle cannot undo it on screen (RTK Query's cache has no hook for that: a refetch lands
 * whole); the toggle's own answer then settles it. That is why the toggles' pending state is
 * kept here too, rather than read from the mutations.
 */
import { createEntityAdapter, createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { PostView } from '@murmur/contract';
import { dataReplaced, userLoggedOut, viewerChanged } from '../sessionEvents';

const adapter = createEntityAdapter<PostView>();

type Toggle = 'like' | 'bookmark';

interface PostsState extends ReturnType<typeof adapter.getInitialState> {
  /** Post id → the toggles on their way for it. */
  pending: Record<string, Partial<Record<Toggle, true>>>;
}

const initialState: PostsState = adapter.getInitialState({ pending: {} });

function showLike(post: PostView, liked: boolean): void {
  if (post.likedByMe === liked) return;
  post.likedByMe = liked;
  post.likeCount = Math.max(0, post.likeCount + (liked ? 1 : -1));
}

function settle(state: PostsState, postId: string, toggle: Toggle): void {
  const pending = state.pending[postId];
  if (!pending) return;
  delete pending[toggle];
  if (Object.keys(pending).length === 0) delete state.pending[postId];
}

/** A copy from the server, keeping what a toggle still on its way shows. */
function receive(state: PostsState, incoming: PostView): void {
  const pending = state.pending[incoming.id];
  const shown = state.entities[incoming.id];
  if (!pending || !shown) {
    adapter.setOne(state, incoming);
    return;
  }
  const next = { ...incoming };
  if (pending.like) {
    next.likedByMe = shown.likedByMe;
    next.likeCount = shown.likeCount;
  }
  if (pending.bookmark) next.bookmarkedByMe = shown.bookmarkedByMe;
  adapter.setOne(state, next);
}

const postsSlice = createSlice({
  name: 'posts',
  initialState,
  reducers: {
    postsReceived(state, action: PayloadAction<readonly PostView[]>) {
      for (const post of action.payload) receive(state, post);
    },
    /** A live count: a like or comment somewhere else. A like of our own on its way keeps its own. */
    postCounted(
      state,
      { payload }: PayloadAction<{ postId: string; likeCount: number; commentCount: number }>,
    ) {
      const post = state.entities[payload.postId];
      if (!post) return;
      post.commentCount = payload.commentCount;
      if (!state.pending[payload.postId]?.like) post.likeCount = payload.likeCount;
    },
    postRemoved(state, action: PayloadAction<string>) {
      adapter.removeOne(state, action.payload);
      delete state.pending[action.payload];
    },
    likeShown(state, { payload }: PayloadAction<{ postId: string; liked: boolean }>) {
      state.pending[payload.postId] = { ...state.pending[payload.postId], like: true };
      const post = state.entities[payload.postId];
      if (post) showLike(post, payload.liked);
    },
    /** The server refused, or could not be reached: the card goes back to how it was. */
    likeUndone(state, { payload }: PayloadAction<{ postId: string; liked: boolean }>) {
      settle(state, payload.postId, 'like');
      const post = state.entities[payload.postId];
      if (post) showLike(post, !payload.liked);
    },
    likeSettled(state, { payload }: PayloadAction<PostView>) {
      settle(state, payload.id, 'like');
      receive(state, payload);
    },
    bookmarkShown(state, { payload }: PayloadAction<{ postId: string; bookmarked: boolean }>) {
      state.pending[payload.postId] = { ...state.pending[payload.postId], bookmark: true };
      const post = state.entities[payload.postId];
      if (post) post.bookmarkedByMe = payload.bookmarked;
    },
    bookmarkUndone(state, { payload }: PayloadAction<{ postId: string; bookmarked: boolean }>) {
      settle(state, payload.postId, 'bookmark');
      const post = state.entities[payload.postId];
      if (post) post.bookmarkedByMe = !payload.bookmarked;
    },
    bookmarkSettled(state, { payload }: PayloadAction<PostView>) {
      settle(state, payload.id, 'bookmark');
      receive(state, payload);
    },
    /** The signed-in user changed their name or avatar: their posts show the new one. */
    authorUpdated(state, { payload }: PayloadAction<PostView['author']>) {
      for (const post of Object.values(state.entities)) {
        if (post.author.id === payload.id) post.author = payload;
      }
    },
  },
  extraReducers: (builder) => {
    // Viewer flags belong to one viewer: a new session starts from nothing.
    builder.addMatcher(isAnyOf(userLoggedOut, viewerChanged, dataReplaced), () => initialState);
  },
  selectors: {
    selectPostById: (state, postId: string): PostView | undefined => state.entities[postId],
    selectLikePending: (state, postId: string) => !!state.pending[postId]?.like,
    selectBookmarkPending: (state, postId: string) => !!state.pending[postId]?.bookmark,
  },
});

export const {
  authorUpdated,
  bookmarkSettled,
  bookmarkShown,
  bookmarkUndone,
  likeSettled,
  likeShown,
  likeUndone,
  postCounted,
  postRemoved,
  postsReceived,
} = postsSlice.actions;
export const postsReducer = postsSlice.reducer;
export const { selectPostById, selectLikePending, selectBookmarkPending } = postsSlice.selectors;
