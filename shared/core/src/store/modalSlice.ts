/** The two global modals (spec §3 modal slice): create/edit post and edit profile. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProfileUpdate } from '@murmur/contract';
import { userLoggedOut } from './sessionEvents';
import type { RootState } from './store';

export interface ModalState {
  post: { isOpen: boolean; postId: string | null; content: string };
  profile: { isOpen: boolean } & ProfileUpdate;
}

const initialState: ModalState = {
  post: { isOpen: false, postId: null, content: '' },
  profile: { isOpen: false, bio: '', website: '', avatarURL: '' },
};

const modalSlice = createSlice({
  name: 'modal',
  initialState,
  reducers: {
    postModalOpened: (state, action: PayloadAction<{ postId?: string; content: string }>) => {
      state.post = {
        isOpen: true,
        postId: action.payload.postId ?? null,
        content: action.payload.content,
      };
    },
    postModalClosed: (state) => {
      state.post = initialState.post;
    },
    profileModalOpened: (state, action: PayloadAction<ProfileUpdate>) => {
      state.profile = { isOpen: true, ...action.payload };
    },
    profileModalClosed: (state) => {
      state.profile = initialState.profile;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(userLoggedOut, () => initialState);
  },
});

export const { postModalOpened, postModalClosed, profileModalOpened, profileModalClosed } =
  modalSlice.actions;
export const modalReducer = modalSlice.reducer;

export const selectPostModal = (state: RootState) => state.modal.post;
export const selectProfileModal = (state: RootState) => state.modal.profile;
