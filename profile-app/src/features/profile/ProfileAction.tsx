import { toast } from 'react-hot-toast';
import { Button } from '@murmur/ui';
import {
  errorMessage,
  followUser,
  profileModalOpened,
  selectCurrentUser,
  selectIsFollowPending,
  selectIsFollowing,
  unfollowUser,
  useAppDispatch,
  useAppSelector,
  type User,
} from '@murmur/core';

/** The one button of a profile (spec §2): Edit on your own, otherwise Follow or Unfollow. */
export function ProfileAction({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectCurrentUser);
  const isFollowing = useAppSelector((state) => selectIsFollowing(state, user.username));
  const isPending = useAppSelector((state) => selectIsFollowPending(state, user._id));

  if (!me) return null;

  if (me.username === user.username) {
    const openEditor = () =>
      dispatch(profileModalOpened({ bio: me.bio, website: me.website, avatarURL: me.avatarURL }));
    return (
      <Button variant="secondary" onClick={openEditor}>
        Edit
      </Button>
    );
  }

  const toggleFollow = async () => {
    try {
      await dispatch(isFollowing ? unfollowUser(user._id) : followUser(user._id)).unwrap();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <Button
      variant={isFollowing ? 'secondary' : 'primary'}
      busy={isPending}
      onClick={() => void toggleFollow()}
    >
      {isFollowing ? 'Unfollow' : 'Follow'}
    </Button>
  );
}
