import { toast } from 'react-hot-toast';
import {
  NOT_SIGNED_IN,
  errorMessage,
  postModalOpened,
  postsApi,
  selectBookmarkPending,
  selectCurrentUser,
  selectLikePending,
  selectPostById,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  useDeletePostMutation,
  useSetBookmarkMutation,
  useSetLikeMutation,
} from '@murmur/core';

function report(error: unknown): void {
  toast.error(errorMessage(error));
}

/**
 * Everything a post card can do to its post, with the state its controls show. Likes and
 * bookmarks show at once and go back, with the server's message, if it refuses; a press while
 * the same toggle is on its way does nothing (one request at a time), read from the store at
 * the press, so two presses in one frame send one.
 */
export function usePostActions(postId: string, { onDeleted }: { onDeleted?: () => void } = {}) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const post = useAppSelector((state) => selectPostById(state, postId));
  const me = useAppSelector(selectCurrentUser);
  const likeBusy = useAppSelector((state) => selectLikePending(state, postId));
  const bookmarkBusy = useAppSelector((state) => selectBookmarkPending(state, postId));
  const [setLike] = useSetLikeMutation();
  const [setBookmark] = useSetBookmarkMutation();
  // Every card of this post shares its delete's request state (a list's card and the post page).
  const deleteKey = `delete:${postId}`;
  const [deletePost, { isLoading: deleting }] = useDeletePostMutation({ fixedCacheKey: deleteKey });

  return {
    post,
    liked: !!post?.likedByMe,
    bookmarked: !!post?.bookmarkedByMe,
    isMine: !!me && post?.author.id === me.id,
    likeBusy,
    bookmarkBusy,
    deleting,
    toggleLike() {
      if (!me) return report(NOT_SIGNED_IN);
      const now = store.getState();
      const current = selectPostById(now, postId);
      if (!current || selectLikePending(now, postId)) return;
      setLike({ postId, liked: !current.likedByMe }).unwrap().catch(report);
    },
    toggleBookmark() {
      if (!me) return report(NOT_SIGNED_IN);
      const now = store.getState();
      const current = selectPostById(now, postId);
      if (!current || selectBookmarkPending(now, postId)) return;
      setBookmark({ postId, bookmarked: !current.bookmarkedByMe }).unwrap().catch(report);
    },
    edit() {
      if (post) dispatch(postModalOpened({ postId, content: post.content }));
    },
    remove() {
      // Read at the press, not at the render: two presses in one frame send one delete.
      if (postsApi.endpoints.deletePost.select(deleteKey)(store.getState()).isLoading) return;
      deletePost(postId)
        .unwrap()
        .then(() => onDeleted?.())
        .catch(report);
    },
  };
}
