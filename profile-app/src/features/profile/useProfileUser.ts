import { useEffect, useState } from 'react';
import {
  fetchUser,
  selectUserByUsername,
  useAppDispatch,
  useAppSelector,
  type Rejection,
  type User,
} from '@murmur/shared';

export type ProfileLookup =
  | { state: 'found'; user: User }
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed'; message: string; retry: () => void };

interface Failure {
  username: string;
  attempt: number;
  rejection: Rejection;
}

/**
 * The user whose profile this is: straight from the users list when it holds them, otherwise
 * fetched on its own (a deep link, or a user newer than the list). The fetched user joins the list,
 * so follows and profile edits keep it current from then on.
 */
export function useProfileUser(username: string): ProfileLookup {
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => selectUserByUsername(state, username));
  const isListed = user !== undefined;
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<Failure | null>(null);

  useEffect(() => {
    if (isListed) return;
    let current = true;
    dispatch(fetchUser(username))
      .unwrap()
      .catch((rejection: Rejection) => {
        if (current) setFailure({ username, attempt, rejection });
      });
    return () => {
      current = false;
    };
  }, [dispatch, username, attempt, isListed]);

  if (user) return { state: 'found', user };
  // A failure belongs to the username and attempt it answered; a new one is still loading.
  if (!failure || failure.username !== username || failure.attempt !== attempt) {
    return { state: 'loading' };
  }
  if (failure.rejection.status === 404) return { state: 'missing' };
  return {
    state: 'failed',
    message: failure.rejection.message,
    retry: () => setAttempt((count) => count + 1),
  };
}
