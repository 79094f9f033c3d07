import { useSyncExternalStore } from 'react';
import { Button } from '@murmur/ui';
import { getActivePreview, subscribeToActivePreview } from '../../releases/previews/activePreview';
import { leavePreview } from '../../releases/previews/leavePreview';
import styles from './PreviewBar.module.scss';

/**
 * Says, on every page, that this browser runs a preview (a version of the store that nobody
 * else gets) and what the compatibility gate made of it, with the way back to live.
 */
export function PreviewBar() {
  const preview = useSyncExternalStore(
    subscribeToActivePreview,
    getActivePreview,
    // A drawn page knows no browser's preview; the browser shows it once it has hydrated.
    () => null,
  );
  if (!preview) return null;
  const version = preview.version ? ` (${preview.version})` : '';

  return (
    <section className={styles.bar} aria-label="Preview">
      <p className={styles.text}>
        <span>
          Preview: <strong>{preview.app}</strong> {preview.name}
          {version}
        </span>
        <span aria-hidden="true"> · </span>
        {preview.refused ? (
          <span className={styles.refused}>
            Refused by the compatibility gate: {preview.refused} {preview.app} stays on its live
            version.
          </span>
        ) : (
          <span>The compatibility gate admits it.</span>
        )}
      </p>
      <Button size="sm" onClick={leavePreview}>
        Leave preview
      </Button>
    </section>
  );
}
