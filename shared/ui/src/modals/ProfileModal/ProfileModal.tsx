import { useAppSelector } from '@murmur/core';
import { selectProfileModal } from '@murmur/core';
import { ProfileForm } from './ProfileForm';

/** The edit-profile modal (spec §2 Modals), opened from the profile page through the store. */
export function ProfileModal() {
  const { isOpen, bio, website, avatarURL } = useAppSelector(selectProfileModal);
  if (!isOpen) return null;
  return <ProfileForm initial={{ bio, website, avatarURL }} />;
}
