import { useEffect, useEffectEvent } from 'react';
import type { AsyncThunk } from '@reduxjs/toolkit';
import { useAppDispatch, useAppSelector } from '@murmur/core';
import type { AppDispatch, LoadStatus, Rejection, RootState } from '@murmur/core';

type FetchAll<T> = AsyncThunk<
  T,
  void,
  { state: RootState; dispatch: AppDispatch; rejectValue: Rejection }
>;

/**
 * A list in the store that a page shows: its status, its error and a `load` to retry with. The
 * first time a page needs it and nobody has asked yet (status 'idle') it is loaded; after a login
 * the start-up loads already run, so this mostly serves a reload or a standalone remote.
 */
export function useLoadWhenIdle<T>(
  fetchAll: FetchAll<T>,
  selectStatus: (state: RootState) => LoadStatus,
  selectError: (state: RootState) => string | null,
) {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectStatus);
  const error = useAppSelector(selectError);
  const load = () => void dispatch(fetchAll());

  const idle = status === 'idle';
  const startLoad = useEffectEvent(load);
  useEffect(() => {
    if (idle) startLoad();
  }, [idle]);

  return { status, error, load };
}
