import { useId } from 'react';
import { EmptyState, ErrorState, LoadingState } from '@murmur/ui';
import {
  fetchUsers,
  selectSuggestions,
  selectUsersError,
  selectUsersStatus,
  useAppSelector,
} from '@murmur/core';
import { useLoadWhenIdle } from '../feed/useLoadWhenIdle';
import { SuggestionItem } from './SuggestionItem';
import styles from './Suggestions.module.scss';

/** "Who to follow": everyone the user neither is nor follows. Hidden on narrow screens. */
export function Suggestions() {
  const users = useAppSelector(selectSuggestions);
  const { status, error, load } = useLoadWhenIdle(fetchUsers, selectUsersStatus, selectUsersError);
  const headingId = useId();

  const loading = (status === 'idle' || status === 'loading') && users.length === 0;

  return (
    <aside className={styles.aside} aria-label="Suggestions">
      <section className={styles.panel} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          Who to follow
        </h2>
        {loading ? (
          <LoadingState label="Loading suggestions" variant="spinner" />
        ) : status === 'failed' && users.length === 0 ? (
          <ErrorState message={error ?? 'Something went wrong. Please try again.'} onRetry={load} />
        ) : users.length === 0 ? (
          <EmptyState>You have followed all suggested users</EmptyState>
        ) : (
          <ul className={styles.list}>
            {users.map((user) => (
              <SuggestionItem key={user._id} user={user} />
            ))}
          </ul>
        )}
      </section>
    </aside>
  );
}
