/** The create / edit post and edit profile modals, shared by the shell and standalone remotes. */
export { AppModals } from './AppModals';
export { PostModal } from './PostModal/PostModal';
export { ProfileModal } from './ProfileModal/ProfileModal';
