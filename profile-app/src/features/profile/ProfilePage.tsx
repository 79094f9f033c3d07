import { Link, useParams } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState, paths } from '@murmur/shared';
import { ProfileHeader } from './ProfileHeader';
import { ProfilePosts } from './ProfilePosts';
import { useProfileUser } from './useProfileUser';
import styles from './ProfilePage.module.scss';

/** /profile/:username: who the user is, the profile's one button, and their posts. */
export function ProfilePage() {
  const { username = '' } = useParams();
  const lookup = useProfileUser(username);

  if (lookup.state === 'found') {
    return (
      <main className={styles.page}>
        <ProfileHeader user={lookup.user} />
        <ProfilePosts username={lookup.user.username} />
      </main>
    );
  }

  if (lookup.state === 'missing') {
    return (
      <main className={styles.page}>
        <h1 className={styles.title}>User not found</h1>
        <EmptyState
          action={
            <Link className={styles.homeLink} to={paths.home}>
              Back to home
            </Link>
          }
        >
          There is no one called @{username} on Murmur.
        </EmptyState>
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
