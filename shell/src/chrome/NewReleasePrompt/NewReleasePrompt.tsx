import { useSyncExternalStore } from 'react';
import { Button } from '@murmur/ui';
import { isNewReleaseAvailable, subscribeToNewRelease } from '../../releases/newReleaseWatch';
import styles from './NewReleasePrompt.module.scss';

/**
 * Offers the new release once one is live (releases/newReleaseWatch.ts). The page keeps
 * running the versions it started with until the person chooses to reload: a half-written
 * post is theirs to finish first.
 */
export function NewReleasePrompt({ reload = () => window.location.reload() }) {
  const available = useSyncExternalStore(
    subscribeToNewRelease,
    isNewReleaseAvailable,
    // A drawn page knows of no newer release; the browser says once it has hydrated.
    () => false,
  );
  if (!available) return null;

  return (
    <section className={styles.prompt} aria-label="New version">
      <p role="status" className={styles.message}>
        A new version of Murmur is available.
      </p>
      <Button size="sm" onClick={reload}>
        Reload
      </Button>
    </section>
  );
}
