import { lengthOf } from '@murmur/contract';
import styles from './CharacterCount.module.scss';

/** From this many characters left, the count is announced (politely) as well as shown. */
export const NEAR_THE_LIMIT = 20;

export interface CharacterCountProps {
  /** The field names it with `aria-describedby`, so the count is read with the field. */
  id: string;
  text: string;
  limit: number;
}

/** Characters as the server counts them (code points: an emoji is one). */
export const isOverLimit = (text: string, limit: number) => lengthOf(text) > limit;

function countText(left: number): string {
  if (left >= 0) return `${left} ${left === 1 ? 'character' : 'characters'} left`;
  const over = -left;
  return `${over} ${over === 1 ? 'character' : 'characters'} over the limit`;
}

/**
 * How much more a field takes, shown under it. Near the limit it is also said by a polite live
 * region (not on every keystroke before, which would drown out the typing). Going over is
 * allowed: nothing typed is cut off, and the server's message says why a send is refused.
 */
export function CharacterCount({ id, text, limit }: CharacterCountProps) {
  const left = limit - lengthOf(text);
  const tone = left < 0 ? styles.over : left <= NEAR_THE_LIMIT ? styles.near : '';
  return (
    <div className={styles.count}>
      <span id={id} className={tone}>
        {countText(left)}
      </span>
      <span role="status" className={styles.visuallyHidden}>
        {left <= NEAR_THE_LIMIT ? countText(left) : ''}
      </span>
    </div>
  );
}
