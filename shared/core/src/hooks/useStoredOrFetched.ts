import { useEffect, useState } from 'react';
import type { AsyncThunk } from '@reduxjs/toolkit';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import type { Rejection } from '../store/rejection';
import type { AppDispatch, RootState } from '../store/store';

export type StoredOrFetched<T> =
  | { state: 'found'; value: T }
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed'; message: string; retry: () => void };

type FetchOne<T> = AsyncThunk<
  T,
  string,
  { state: RootState; dispatch: AppDispatch; rejectValue: Rejection }
>;

interface Failure {
  key: string;
  attempt: number;
  rejection: Rejection;
}

/**
 * One record a page is about (a post, a user): from its list in the store when the list holds
 * it, otherwise fetched on its own (a deep link before the list has loaded, or a record newer
 * than the list). The fetch adds it to the list, so the page stays current through the store
 * from then on. A 404 means there is no such record.
 */
export function useStoredOrFetched<T>(
  key: string,
  selectStored: (state: RootState, key: string) => T | undefined,
  fetchOne: FetchOne<T>,
): StoredOrFetched<T> {
  const dispatch = useAppDispatch();
  const stored = useAppSelector((state) => selectStored(state, key));
  const isStored = stored !== undefined;
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<Failure | null>(null);

  useEffect(() => {
    if (isStored) return;
    let current = true;
    dispatch(fetchOne(key))
      .unwrap()
      .catch((rejection: Rejection) => {
        if (current) setFailure({ key, attempt, rejection });
      });
    return () => {
      current = false;
    };
  }, [dispatch, fetchOne, key, attempt, isStored]);

  if (stored !== undefined) return { state: 'found', value: stored };
  // A failure belongs to the key and attempt it answered; a new one is still loading.
  if (!failure || failure.key !== key || failure.attempt !== attempt) return { state: 'loading' };
  if (failure.rejection.status === 404) return { state: 'missing' };
  return {
    state: 'failed',
    message: failure.rejection.message,
    retry: () => setAttempt((count) => count + 1),
  };
}
