import { PostModal } from './PostModal/PostModal';
import { ProfileModal } from './ProfileModal/ProfileModal';

/**
 * The page's modals (spec §2), opened from anywhere through the store: rendered once by the
 * shell, and by a remote running alone so its edit buttons work there too.
 */
export function AppModals() {
  return (
    <>
      <PostModal />
      <ProfileModal />
    </>
  );
}
