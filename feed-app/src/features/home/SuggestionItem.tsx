import { useId } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-hot-toast';
import { Avatar, Button } from '@murmur/ui';
import {
  errorMessage,
  paths,
  selectFollowPending,
  selectProfile,
  useAppSelector,
  useSetFollowMutation,
} from '@murmur/core';
import styles from './Suggestions.module.scss';

export function SuggestionItem({ username }: { username: string }) {
  const user = useAppSelector((state) => selectProfile(state, username));
  const pending = useAppSelector((state) => selectFollowPending(state, username));
  const [setFollow] = useSetFollowMutation();
  const nameId = useId();
  if (!user) return null;
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.username;

  const follow = () => {
    if (pending) return;
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
