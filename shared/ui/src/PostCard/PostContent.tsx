import { useId, useState } from 'react';
import styles from './PostCard.module.scss';

// Past these, a post is folded so one long post does not push the whole feed away.
const LONG_CHARS = 700;
const LONG_LINES = 12;

function isLong(content: string): boolean {
  return content.length > LONG_CHARS || content.split('\n').length > LONG_LINES;
}

/** The post's text, always as plain text: never parsed as HTML. */
export function PostContent({ content }: { content: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const foldable = isLong(content);
  const folded = foldable && !expanded;

  return (
    <div className={styles.body}>
      <p id={id} className={folded ? `${styles.content} ${styles.folded}` : styles.content}>
        {content}
      </p>
      {foldable && (
        <button
          type="button"
          className={styles.more}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      )}
    </div>
  );
}
