import {
  selectWaitingPosts,
  showNewPosts,
  useAppDispatch,
  useAppSelector,
  type TimelineKey,
} from '@murmur/core';
import styles from './NewPostsButton.module.scss';

const wording = (count: number) => `Show ${count} new ${count === 1 ? 'post' : 'posts'}`;

/**
 * "Show 3 new posts", over the top of a timeline while posts published since wait above it. It
 * takes no room in the page, so nothing moves under the reader when it appears; pressing it puts
 * the posts in, goes to the top and gives the newest post the focus.
 */
export function NewPostsButton({ timeline }: { timeline: TimelineKey }) {
  const dispatch = useAppDispatch();
  const waiting = useAppSelector((state) => selectWaitingPosts(state, timeline));
  const count = waiting?.postIds.length ?? 0;
  if (count === 0) return null;

  const show = () => {
    void dispatch(showNewPosts(timeline));
    window.scrollTo({ top: 0, behavior: 'instant' });
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>('[role="feed"] article[aria-posinset="1"]')?.focus(),
    );
  };

  return (
    <div className={styles.waiting}>
      <button type="button" className={styles.pill} onClick={show}>
        <span aria-hidden="true">↑</span> {wording(count)}
      </button>
    </div>
  );
}
