import { createAsyncThunk } from '@reduxjs/toolkit';
import type { Rejection } from './rejection';
import type { AppDispatch, RootState } from './store';

/** `createAsyncThunk` that knows the store's state, dispatch and rejection types. */
export const createAppThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  rejectValue: Rejection;
}>();
