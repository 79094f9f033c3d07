import { BookmarkIcon, HeartIcon } from '../icons/icons';
import styles from './PostCard.module.scss';

/** What each toggle is called, what a press on it undoes, and its icon (filled while pressed). */
const TOGGLES = {
  like: { label: 'Like', undo: 'Unlike', Icon: HeartIcon },
  bookmark: { label: 'Bookmark', undo: 'Remove bookmark', Icon: BookmarkIcon },
};

interface PostToggleProps {
  kind: keyof typeof TOGGLES;
  pressed: boolean;
  /** A press is on its way: the button is marked busy, and a press does nothing. */
  busy: boolean;
  onToggle: () => void;
  'aria-describedby'?: string;
}

/**
 * A post card's like or bookmark button. One component, so that both are busy the same way:
 * marked, not `disabled`, since a disabled button drops keyboard focus to the page's start (a
 * press while busy does nothing: usePostActions). Its name is heard, not seen; the hover title
 * says what a press does.
 */
export function PostToggle(props: PostToggleProps) {
  const { kind, pressed, busy, onToggle, 'aria-describedby': describedBy } = props;
  const { label, undo, Icon } = TOGGLES[kind];
  return (
    <button
      type="button"
      // Each kind's colour when pressed is its own class (`like`, `bookmark`).
      className={`${styles.toggle} ${styles[kind]}`}
      aria-pressed={pressed}
      aria-describedby={describedBy}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      title={pressed ? undo : label}
      onClick={onToggle}
    >
      <Icon filled={pressed} />
      <span className={styles.visuallyHidden}>{label}</span>
    </button>
  );
}
