import { useId } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-hot-toast';
import { Avatar, Button } from '@murmur/ui';
import {
  errorMessage,
  followUser,
  paths,
  selectIsFollowPending,
  useAppDispatch,
  useAppSelector,
} from '@murmur/core';
import type { User } from '@murmur/core';
import styles from './Suggestions.module.scss';

export function SuggestionItem({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((state) => selectIsFollowPending(state, user._id));
  const nameId = useId();
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.username;

  const follow = () => {
    dispatch(followUser(user._id))
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
