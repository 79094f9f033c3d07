import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

/** The only way components read and write the store (lint bars the untyped hooks). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
/** For a handler that must read the state as it is at the click, not as it was rendered. */
export const useAppStore = useStore.withTypes<AppStore>();
