import { useId } from 'react';
import { EmptyState, ErrorState, LoadingState } from '@murmur/ui';
import { shallowEqual } from 'react-redux';
import {
  errorMessage,
  profileKey,
  selectFollowPending,
  useAppSelector,
  useSuggestionsQuery,
  type RootState,
} from '@murmur/core';
import { SuggestionItem } from './SuggestionItem';
import styles from './Suggestions.module.scss';

/**
 * "Who to follow": a few people the user neither is nor follows, chosen by the server. One the
 * user follows stays, its button busy, until the server has answered, then leaves the list, which
 * is read again (someone else may take the place). Leaving at the press would slide the next
 * person under the pointer, and the second click of a double click would follow them too.
 */
export function Suggestions() {
  const { data, error, isLoading, isError, refetch } = useSuggestionsQuery();
  const usernames = useAppSelector((state) => selectNotFollowed(state, data), shallowEqual);
  const headingId = useId();

  return (
    <aside className={styles.aside} aria-label="Suggestions">
      <section className={styles.panel} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          Who to follow
        </h2>
        {isLoading ? (
          <LoadingState label="Loading suggestions" variant="spinner" />
        ) : isError || !data ? (
          <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
        ) : usernames.length === 0 ? (
          <EmptyState>You have followed all suggested users</EmptyState>
        ) : (
          <ul className={styles.list}>
            {usernames.map((username) => (
              <SuggestionItem key={username} username={username} />
            ))}
          </ul>
        )}
      </section>
    </aside>
  );
}

const NONE: readonly string[] = [];

/**
 * The suggested people the user has not followed since the list was read, or is following now.
 * A new array on every store change: the caller compares it item by item (`shallowEqual`), so
 * the list renders again only when someone joins or leaves it.
 */
const selectNotFollowed = (state: RootState, usernames: readonly string[] | undefined) =>
  (usernames ?? NONE).filter(
    (username) =>
      state.profiles.entities[profileKey(username)]?.followedByMe === false ||
      selectFollowPending(state, username),
  );
