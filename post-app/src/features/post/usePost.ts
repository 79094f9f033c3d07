import { useEffect, useState } from 'react';
import {
  fetchPost,
  selectPostById,
  useAppDispatch,
  useAppSelector,
  type Post,
  type Rejection,
} from '@murmur/shared';

export type PostLookup =
  | { state: 'found'; post: Post }
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed'; message: string; retry: () => void };

interface Failure {
  postId: string;
  attempt: number;
  rejection: Rejection;
}

/**
 * The post of this page: from the posts list when it holds it, otherwise fetched on its own (a
 * deep link before the list has loaded). The fetched post joins the list, so comments and likes
 * made here keep it current.
 */
export function usePost(postId: string): PostLookup {
  const dispatch = useAppDispatch();
  const post = useAppSelector((state) => selectPostById(state, postId));
  const isListed = post !== undefined;
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<Failure | null>(null);

  useEffect(() => {
    if (isListed) return;
    let current = true;
    dispatch(fetchPost(postId))
      .unwrap()
      .catch((rejection: Rejection) => {
        if (current) setFailure({ postId, attempt, rejection });
      });
    return () => {
      current = false;
    };
  }, [dispatch, postId, attempt, isListed]);

  if (post) return { state: 'found', post };
  // A failure belongs to the post id and attempt it answered; a new one is still loading.
  if (!failure || failure.postId !== postId || failure.attempt !== attempt) {
    return { state: 'loading' };
  }
  if (failure.rejection.status === 404) return { state: 'missing' };
  return {
    state: 'failed',
    message: failure.rejection.message,
    retry: () => setAttempt((count) => count + 1),
  };
}
