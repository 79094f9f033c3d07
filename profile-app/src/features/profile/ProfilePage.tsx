import { useParams } from 'react-router-dom';
import { ErrorState, LoadingState, NotFoundState } from '@murmur/ui';
import { fetchUser, selectUserByUsername, useStoredOrFetched } from '@murmur/core';
import { ProfileHeader } from './ProfileHeader';
import { ProfilePosts } from './ProfilePosts';
import styles from './ProfilePage.module.scss';

/** /profile/:username: who the user is, the profile's one button, and their posts. */
export function ProfilePage() {
  const { username = '' } = useParams();
  const lookup = useStoredOrFetched(username, selectUserByUsername, fetchUser);

  if (lookup.state === 'found') {
    return (
      <main className={styles.page}>
        <ProfileHeader user={lookup.value} />
        <ProfilePosts username={lookup.value.username} />
      </main>
    );
  }

  if (lookup.state === 'missing') {
    return (
      <main className={styles.page}>
        <NotFoundState title="User not found">
          There is no one called @{username} on Murmur.
        </NotFoundState>
      </main>
    );
  }

  return (
    <main className={styles.page}>
      <h1 className={styles.hiddenTitle}>Profile of @{username}</h1>
      {lookup.state === 'loading' ? (
        <LoadingState label="Loading profile" count={1} />
      ) : (
        <ErrorState
          title="Could not load this profile"
          message={lookup.message}
          onRetry={lookup.retry}
        />
      )}
    </main>
  );
}
