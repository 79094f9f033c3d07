import { lazy, Suspense } from 'react';
import { selectProfileModal, useAppSelector } from '@murmur/core';

/** The form's code arrives the first time a profile is edited, not with the page. */
const ProfileForm = lazy(() =>
  import('./ProfileForm').then(({ ProfileForm }) => ({ default: ProfileForm })),
);

/** The edit-profile modal (spec §2 Modals), opened from the profile page through the store. */
export function ProfileModal() {
  const { isOpen, bio, website, avatarURL } = useAppSelector(selectProfileModal);
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <ProfileForm initial={{ bio, website, avatarURL }} />
    </Suspense>
  );
}
