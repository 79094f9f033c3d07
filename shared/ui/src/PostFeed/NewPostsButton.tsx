import {
  selectWaitingPosts,
  showNewPosts,
  useAppDispatch,
  useAppSelector,
  type TimelineKey,
} from '@murmur/core';
import styles from './NewPostsButton.module.scss';

const wording = (count: number) => `Show ${count} new ${count === 1 ? 'post' : 'posts'}`;

export interface NewPostsButtonProps {
  timeline: TimelineKey;
  /** Called with the newest post put in, which the feed gives the focus once it shows it. */
  onShown: (newest: string) => void;
}

/**
 * "Show 3 new posts", over the top of a timeline while posts published since wait above it. It
 * takes no room in the page, so nothing moves under the reader when it appears; pressing it puts
 * the posts in and goes to the top.
 */
export function NewPostsButton({ timeline, onShown }: NewPostsButtonProps) {
  const dispatch = useAppDispatch();
  const waiting = useAppSelector((state) => selectWaitingPosts(state, timeline));
  const count = waiting?.postIds.length ?? 0;
  if (count === 0) return null;

  const show = () => {
    const newest = waiting?.postIds[0];
    void dispatch(showNewPosts(timeline));
    window.scrollTo({ top: 0, behavior: 'instant' });
    if (newest !== undefined) onShown(newest);
  };

  return (
    <div className={styles.waiting}>
      <button type="button" className={styles.pill} onClick={show}>
        <span aria-hidden="true">↑</span> {wording(count)}
      </button>
    </div>
  );
}
