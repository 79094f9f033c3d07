import { useState } from 'react';
import { toast } from 'react-hot-toast';
import { errorMessage } from '@murmur/core';
import type { Post } from '@murmur/core';
import { selectCurrentUser } from '@murmur/core';
import { addBookmark, removeBookmark } from '@murmur/core';
import { useAppDispatch, useAppSelector } from '@murmur/core';
import { postModalOpened } from '@murmur/core';
import { deletePost, dislikePost, likePost } from '@murmur/core';
import {
  selectIsBookmarked,
  selectIsBookmarkPending,
  selectIsPostPending,
  selectPostById,
} from '@murmur/core';

/** A thunk skipped by its own "one at a time" guard is not a failure worth a toast. */
function isSkipped(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'ConditionError';
}

function report(error: unknown): void {
  if (!isSkipped(error)) toast.error(errorMessage(error));
}

/**
 * Everything a post card can do to its post, with the state its controls show. `post` may be a
 * stale copy (a bookmark); the card follows the live post in the store whenever there is one.
 */
export function usePostActions(post: Post, { onDeleted }: { onDeleted?: () => void } = {}) {
  const dispatch = useAppDispatch();
  const postId = post._id;
  const live = useAppSelector((state) => selectPostById(state, postId)) ?? post;
  const me = useAppSelector(selectCurrentUser)?.username;
  const bookmarked = useAppSelector((state) => selectIsBookmarked(state, postId));
  const likeBusy = useAppSelector((state) => selectIsPostPending(state, postId));
  const bookmarkBusy = useAppSelector((state) => selectIsBookmarkPending(state, postId));
  const [deleting, setDeleting] = useState(false);

  const liked = !!me && live.likes.likedBy.some((user) => user.username === me);

  return {
    post: live,
    liked,
    bookmarked,
    isMine: !!me && live.username === me,
    likeBusy,
    bookmarkBusy,
    deleting,
    toggleLike() {
      if (likeBusy) return;
      dispatch(liked ? dislikePost(postId) : likePost(postId))
        .unwrap()
        .catch(report);
    },
    toggleBookmark() {
      if (bookmarkBusy) return;
      dispatch(bookmarked ? removeBookmark(postId) : addBookmark(postId))
        .unwrap()
        .catch(report);
    },
    edit() {
      dispatch(postModalOpened({ postId, content: live.content }));
    },
    remove() {
      if (deleting) return;
      setDeleting(true);
      dispatch(deletePost(postId))
        .unwrap()
        .then(() => onDeleted?.())
        .catch(report)
        .finally(() => setDeleting(false));
    },
  };
}
