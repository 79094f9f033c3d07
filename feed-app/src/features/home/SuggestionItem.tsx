import { useId } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-hot-toast';
import { Avatar, Button } from '@murmur/ui';
import {
  errorMessage,
  followKey,
  paths,
  selectFollowPending,
  selectProfile,
  useAppSelector,
  useAppStore,
  useSetFollowMutation,
} from '@murmur/core';
import styles from './Suggestions.module.scss';

export function SuggestionItem({ username }: { username: string }) {
  const user = useAppSelector((state) => selectProfile(state, username));
  const store = useAppStore();
  // Every follow button of this person shares one request state: one follow at a time.
  const [setFollow, { isLoading: pending }] = useSetFollowMutation({
    fixedCacheKey: followKey(username),
  });
  const nameId = useId();
  if (!user) return null;
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.username;

  const follow = () => {
    // Read at the press, not at the render: two presses in one frame send one follow.
    if (selectFollowPending(store.getState(), username)) return;
    setFollow({ username: user.username, following: true })
      .unwrap()
      .catch((error: unknown) => toast.error(errorMessage(error)));
  };

  return (
    <li className={styles.item} aria-labelledby={nameId}>
      <Avatar user={user} size="sm" decorative />
      <div className={styles.who}>
        <Link id={nameId} className={styles.name} to={paths.profile(user.username)}>
          {fullName}
        </Link>
        <span className={styles.username}>@{user.username}</span>
      </div>
      <Button size="sm" busy={pending} onClick={follow}>
        Follow
      </Button>
    </li>
  );
}
