import { selectLiveAnnouncement, useAppSelector } from '@murmur/core';
import styles from './LiveAnnouncer.module.scss';

/**
 * The page's one polite live region for what other people did ("3 new posts", "A post was
 * deleted."): one region, not one per card, so a busy feed is not a stream of interruptions.
 * Each announcement is a new node (its id as the key), so a repeated sentence is said again.
 */
export function LiveAnnouncer() {
  const announcement = useAppSelector(selectLiveAnnouncement);
  return (
    <div role="status" aria-live="polite" aria-label="Activity" className={styles.region}>
      {announcement && <span key={announcement.id}>{announcement.text}</span>}
    </div>
  );
}
