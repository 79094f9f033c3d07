import { toast } from 'react-hot-toast';
import { Button } from '@murmur/ui';
import {
  errorMessage,
  followKey,
  profileModalOpened,
  selectCurrentUser,
  selectFollowPending,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  useSetFollowMutation,
  type Profile,
} from '@murmur/core';

/** The one button of a profile (spec §2): Edit on your own, otherwise Follow or Unfollow. */
export function ProfileAction({ user }: { user: Profile }) {
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectCurrentUser);
  const store = useAppStore();
  // Every follow button of this person shares one request state: one follow at a time.
  const [setFollow, { isLoading: isPending }] = useSetFollowMutation({
    fixedCacheKey: followKey(user.username),
  });

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
    // Read at the press, not at the render: two presses in one frame send one follow.
    if (selectFollowPending(store.getState(), user.username)) return;
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
