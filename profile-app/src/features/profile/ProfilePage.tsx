import { useParams } from 'react-router-dom';
import { ErrorState, LoadingState, NotFoundState, useHydrated } from '@murmur/ui';
import { errorMessage, selectProfile, useAppSelector, useProfileQuery } from '@murmur/core';
import { ProfileHeader } from './ProfileHeader';
import { ProfilePosts } from './ProfilePosts';
import styles from './ProfilePage.module.scss';

/** /profile/:username: who the user is, the profile's one button, and their posts. */
export function ProfilePage() {
  const { username = '' } = useParams();
  const { error, isError, refetch } = useProfileQuery(username);
  // Shown from the profiles the client already holds (a card's author, a suggestion) at once.
  const user = useAppSelector((state) => selectProfile(state, username));
  // The placeholder is drawn once for every profile: it names whose once the page is the app's.
  const hydrated = useHydrated();

  if (user) {
    return (
      <main className={styles.page}>
        <ProfileHeader user={user} />
        <ProfilePosts username={user.username} />
      </main>
    );
  }

  if (isError && (error as { status?: number } | undefined)?.status === 404) {
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
      <h1 className={styles.hiddenTitle}>{hydrated ? `Profile of @${username}` : 'Profile'}</h1>
      {isError ? (
        <ErrorState
          title="Could not load this profile"
          message={errorMessage(error)}
          onRetry={() => void refetch()}
        />
      ) : (
        <LoadingState label="Loading profile" count={1} />
      )}
    </main>
  );
}
