import { toast } from 'react-hot-toast';
import { Button } from '@murmur/ui';
import {
  errorMessage,
  profileModalOpened,
  selectCurrentUser,
  selectFollowPending,
  useAppDispatch,
  useAppSelector,
  useSetFollowMutation,
  type Profile,
} from '@murmur/core';

/** The one button of a profile (spec §2): Edit on your own, otherwise Follow or Unfollow. */
export function ProfileAction({ user }: { user: Profile }) {
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectCurrentUser);
  const isPending = useAppSelector((state) => selectFollowPending(state, user.username));
  const [setFollow] = useSetFollowMutation();

  if (!me) return null;

  if (me.id === user.id) {
    const openEditor = () =>
      dispatch(profileModalOpened({ bio: me.bio, website: me.website, avatarURL: me.avatarURL }));
    return (
      <Button variant="secondary" onClick={openEditor}>
        Edit
      </Button>
    );
  }

  const isFollowing = user.followedByMe;
  const toggleFollow = async () => {
    if (isPending) return;
    try {
      await setFollow({ username: user.username, following: !isFollowing }).unwrap();
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
